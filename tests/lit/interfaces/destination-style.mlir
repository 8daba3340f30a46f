// RUN: ir-opt %s --split-input-file --verify-diagnostics

// DestinationStyleOpInterface's verifier, on the test dialect's
// destination-style op (any operands, any results): inits that are
// tensors or memrefs, as many tensor results as tensor inits, each of
// the type of its init.

func.func @ins_index_outs_tensor(%i: index, %t: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = test.destination_style_op ins(%i : index) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// A memref init has no result; a non-tensor result beside it is allowed.
func.func @outs_memref(%i: index, %m: memref<2xf32>, %u: memref<*xf32>) -> index {
  test.destination_style_op ins(%i : index) outs(%m, %u : memref<2xf32>, memref<*xf32>) (%i : index)
  %0 = test.destination_style_op {tag} outs(%m : memref<2xf32>) -> index
  test.destination_style_op
  func.return %0 : index
}

// -----

// Unranked tensors are tensors too; a non-tensor result after the tied
// ones is not counted.
func.func @unranked_and_index(%u: tensor<*xf32>, %t: tensor<4xi8>) -> (tensor<*xf32>, tensor<4xi8>, index) {
  %0:3 = test.destination_style_op outs(%u, %t : tensor<*xf32>, tensor<4xi8>) -> tensor<*xf32>, tensor<4xi8>, index
  func.return %0#0, %0#1, %0#2 : tensor<*xf32>, tensor<4xi8>, index
}

// -----

func.func @init_not_shaped(%i: index) -> index {
  // expected-error @+1 {{'test.destination_style_op' op expected that operand #1 is a tensor or a memref}}
  %0 = test.destination_style_op ins(%i : index) outs(%i : index) -> index
  func.return %0 : index
}

// -----

func.func @vector_init(%v: vector<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{op expected that operand #0 is a tensor or a memref}}
  test.destination_style_op outs(%v, %t : vector<4xf32>, tensor<4xf32>)
  func.return
}

// -----

func.func @tensor_init_no_result(%i: index, %t: tensor<2x2xf32>) -> index {
  // expected-error @+1 {{op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  %0 = test.destination_style_op ins(%i : index) outs(%t : tensor<2x2xf32>) -> index
  func.return %0 : index
}

// -----

func.func @tensor_result_no_init(%t: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = test.destination_style_op ins(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @two_inits_one_result(%u: tensor<*xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{op expected the number of tensor results (1) to be equal to the number of output tensors (2)}}
  %0 = test.destination_style_op outs(%u, %t : tensor<*xf32>, tensor<2xf32>) -> tensor<*xf32>
  func.return
}

// -----

func.func @type_mismatch(%i: index, %t: tensor<2x2xf32>) {
  // expected-error @+1 {{op expected type of operand #1 ('tensor<2x2xf32>') to match type of corresponding result ('tensor<2xf32>')}}
  %0 = test.destination_style_op ins(%i : index) outs(%t : tensor<2x2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// The result tied to the first init is the first result, whatever its type.
func.func @tied_to_index(%u: tensor<*xf32>, %m: memref<*xf32>) {
  // expected-error @+1 {{op expected type of operand #0 ('tensor<*xf32>') to match type of corresponding result ('index')}}
  %0:2 = test.destination_style_op outs(%u, %m : tensor<*xf32>, memref<*xf32>) -> index, tensor<*xf32>
  func.return
}

// -----

func.func @second_init(%u: tensor<*xf32>, %t: tensor<2x2xf32>) {
  // expected-error @+1 {{op expected type of operand #2 ('tensor<2x2xf32>') to match type of corresponding result ('tensor<2xf32>')}}
  %0:2 = test.destination_style_op ins(%u : tensor<*xf32>) outs(%u, %t : tensor<*xf32>, tensor<2x2xf32>) -> tensor<*xf32>, tensor<2xf32>
  func.return
}

// -----

// tensor.insert and tensor.insert_slice declare the interface; their own
// constraints run first, so a good op passes it.
func.func @tensor_ops(%f: f32, %t: tensor<4x4xf32>, %s: tensor<2x2xf32>, %i: index) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = tensor.insert %f into %t[%i, %i] : tensor<4x4xf32>
  %1 = tensor.insert_slice %s into %0[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  func.return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}
