//! The `toy` dialect: the IR half of MLIR's Toy tutorial (chapters 2–4),
//! written as a dialect crate outside the framework, with its own
//! `toy-opt` tool. `README.md` beside this crate walks through it step by
//! step.
//!
//! The ops are those of the tutorial's `Ops.td` (chapter 4), on tensors of
//! `f64` (`tensor<2x3xf64>`, or `tensor<*xf64>` before shapes are known):
//! `toy.constant`, `toy.transpose`, `toy.reshape`, `toy.mul`, `toy.add`,
//! `toy.cast`, `toy.generic_call`, `toy.print`, `toy.func` and
//! `toy.return`. Every op is declared with `#[op]`; where ODS has an
//! `assemblyFormat` the op has the same `format = "..."`, and the ops
//! whose syntax the tutorial writes by hand (`toy.func`, `toy.constant`,
//! `toy.add`, `toy.mul`) have small hooks in [`asm`]. Verifiers live in [`verify`],
//! the chapter 3 canonicalization patterns in [`combine`], the chapter 4
//! inliner interface in [`inliner`], the shape inference interface and
//! pass in [`shape_inference`], and a small pass of our own in [`passes`].
//! [`types`] holds `!toy.struct<...>` (the tutorial's chapter 7 type).
//!
//! Checking a call's callee inside `toy.generic_call`'s own verifier was
//! rejected: an op verifier sees only its op, and the callee may not be
//! verified (or even parsed) yet. `verify_symbol_uses` runs after the
//! whole symbol table is built, with a cache of symbol lookups shared
//! across users. (The tutorial checks nothing about callees; the check is
//! ours.)

pub mod asm;
pub mod combine;
pub mod inliner;
pub mod passes;
pub mod shape_inference;
pub mod types;
pub mod verify;

use ir::prelude::*;
use ir::semantics::interfaces::call::{CallOpInterface, FunctionOpInterface};
use shape_inference::ShapeInferenceConcept;
use verify::{F64ElementsAttr, F64Tensor, StaticShapeF64Tensor};

/// The toy dialect.
#[dialect(name = "toy")]
pub struct ToyDialect;

/// `toy.constant`: a literal tensor, e.g.
/// `%0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>`.
#[op(dialect = ToyDialect, name = "constant",
     traits = [Pure],
     parse = asm::parse_constant, print = asm::print_constant,
     verify = verify::verify_constant,
     summary = "constant")]
pub struct ConstantOp {
    /// The value; its type is the result type.
    #[attr]
    value: F64ElementsAttr,
    /// The constant.
    #[result(ty = F64Tensor)]
    result: Value,
}

/// `toy.add`: element-wise addition of two tensors.
#[op(dialect = ToyDialect, name = "add",
     traits = [Pure, dyn ShapeInference],
     parse = asm::parse_binary_op, print = asm::print_binary_op,
     summary = "element-wise addition operation")]
pub struct AddOp {
    /// The left operand.
    #[operand(ty = F64Tensor)]
    lhs: Value,
    /// The right operand.
    #[operand(ty = F64Tensor)]
    rhs: Value,
    /// The sum.
    #[result(ty = F64Tensor)]
    result: Value,
}

/// `toy.mul`: element-wise multiplication of two tensors.
#[op(dialect = ToyDialect, name = "mul",
     traits = [Pure, dyn ShapeInference],
     parse = asm::parse_binary_op, print = asm::print_binary_op,
     summary = "element-wise multiplication operation")]
pub struct MulOp {
    /// The left operand.
    #[operand(ty = F64Tensor)]
    lhs: Value,
    /// The right operand.
    #[operand(ty = F64Tensor)]
    rhs: Value,
    /// The product.
    #[result(ty = F64Tensor)]
    result: Value,
}

/// `toy.cast`: the same tensor under a compatible type (MLIR's
/// `CastOpInterface`: same element type, and the same shape when both
/// are ranked); it folds away when the types are equal.
#[op(dialect = ToyDialect, name = "cast",
     traits = [Pure, SameOperandsAndResultShape, dyn ShapeInference],
     format = "$input attr-dict `:` type($input) `to` type($output)",
     verify = verify::verify_cast, fold = verify::fold_cast,
     summary = "shape cast operation")]
pub struct CastOp {
    /// The tensor cast.
    #[operand(ty = F64Tensor)]
    input: Value,
    /// The same tensor under the new type.
    #[result(ty = F64Tensor)]
    output: Value,
}

/// `toy.func`: a named function; a declaration when it has no body.
#[op(dialect = ToyDialect, name = "func",
     traits = [IsolatedFromAbove, Symbol, SymbolOpInterface, FunctionOpInterface],
     parse = asm::parse_func, print = asm::print_func, verify = verify::verify_func,
     summary = "user defined function operation")]
pub struct FuncOp {
    /// The function's name.
    #[attr]
    sym_name: StringAttr,
    /// The signature (read it through `FunctionOpInterface::function_type`).
    #[attr(accessor = "function_type_attr")]
    function_type: TypeAttrOf<FunctionType>,
    /// `private` or `nested`; public when absent.
    #[attr(optional)]
    sym_visibility: StringAttr,
    /// Per-argument attribute dictionaries, when any argument has some.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// Per-result attribute dictionaries, when any result has some.
    #[attr(optional)]
    res_attrs: ArrayAttr,
    /// The body; empty for a declaration.
    #[region]
    body: Region,
}

impl FuncOp<'_> {
    /// `(inputs, results)` of the signature; empty for an op that does
    /// not verify.
    pub fn signature(&self) -> (Vec<Type>, Vec<Type>) {
        let ctx = self.0.ctx;
        self.try_function_type_attr()
            .and_then(|t| t.value(ctx).function_parts(ctx))
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
            .unwrap_or_default()
    }
}

impl SymbolOpInterface for FuncOp<'_> {
    /// A function without a body only declares its symbol.
    fn is_declaration(&self) -> bool {
        let (body, op) = (self.0.body, self.0.op);
        body.regions(op)
            .first()
            .is_none_or(|&r| body.region_body(op).region_is_empty(r))
    }
}

/// The shared function checks (argument/result attributes, the entry
/// block against the signature) come with the interface, and so does
/// `CallableOpInterface`, what the call graph and the inliner see of a
/// function (the body, the signature's types).
impl FunctionOpInterface for FuncOp<'_> {
    fn function_type(&self) -> Type {
        self.function_type_attr().value(self.0.ctx)
    }
    fn is_external(&self) -> bool {
        self.is_declaration()
    }
}

/// `toy.generic_call`: calls a `toy.func` by name; its argument types may
/// be more precise than the callee's (`tensor<2x3xf64>` for
/// `tensor<*xf64>`), as the callee is generic over shapes.
#[op(dialect = ToyDialect, name = "generic_call",
     traits = [CallOpInterface, SymbolUserOpInterface],
     format = "$callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)",
     summary = "generic call operation")]
pub struct GenericCallOp {
    /// The function called.
    #[attr]
    callee: FlatSymbolRefAttr,
    /// The arguments.
    #[operand(variadic, ty = F64Tensor)]
    inputs: Value,
    /// Per-argument attribute dictionaries.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// Per-result attribute dictionaries.
    #[attr(optional)]
    res_attrs: ArrayAttr,
    /// The result.
    #[result(ty = F64Tensor)]
    result: Value,
}

impl CallOpInterface for GenericCallOp<'_> {
    fn callee_symbol(&self) -> Option<Attribute> {
        self.try_callee().map(|c| c.0)
    }
    fn callee_value(&self) -> Option<Value> {
        None
    }
    fn arg_operands(&self) -> Vec<Value> {
        self.inputs().collect()
    }
}

impl SymbolUserOpInterface for GenericCallOp<'_> {
    fn verify_symbol_uses(
        &self,
        at: &ir::OpCursor<'_>,
        tables: &mut ir::semantics::symbols::SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify::verify_call_uses(*self, at, tables)
    }
}

/// `toy.print`: prints a tensor.
#[op(dialect = ToyDialect, name = "print",
     format = "$input attr-dict `:` type($input)",
     summary = "print operation")]
pub struct PrintOp {
    /// The tensor printed.
    #[operand(ty = F64Tensor)]
    input: Value,
}

/// `toy.reshape`: the same elements under a static shape.
#[op(dialect = ToyDialect, name = "reshape",
     traits = [Pure],
     format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
     canonicalize = combine::reshape_patterns,
     summary = "tensor reshape operation")]
pub struct ReshapeOp {
    /// The tensor reshaped.
    #[operand(ty = F64Tensor)]
    input: Value,
    /// The reshaped tensor.
    #[result(ty = StaticShapeF64Tensor)]
    result: Value,
}

/// `toy.return`: ends a function body, returning at most one tensor.
/// Its operand is checked against the signature by `toy.func`'s verifier
/// (see [`verify`]), with the tutorial's messages.
#[op(dialect = ToyDialect, name = "return",
     traits = [Pure, HasParent<FuncOp>, IsTerminator],
     format = "($input^ `:` type($input))? attr-dict",
     summary = "return operation")]
pub struct ReturnOp {
    /// The returned values.
    #[operand(variadic, ty = F64Tensor)]
    input: Value,
}

/// `toy.transpose`: swaps the dimensions of a tensor.
#[op(dialect = ToyDialect, name = "transpose",
     traits = [Pure, dyn ShapeInference],
     format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
     verify = verify::verify_transpose, canonicalize = combine::transpose_patterns,
     summary = "transpose operation")]
pub struct TransposeOp {
    /// The tensor transposed.
    #[operand(ty = F64Tensor)]
    input: Value,
    /// The transposed tensor.
    #[result(ty = F64Tensor)]
    result: Value,
}
