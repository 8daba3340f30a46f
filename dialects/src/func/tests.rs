//! Func dialect behaviour on text, checked against what `mlir-opt-22`
//! prints for the same input (each expected text below was produced by
//! `/usr/lib/llvm-22/bin/mlir-opt` with the same flags): custom syntax in
//! both directions, the generic form, the verifier's messages, and the
//! symbol-interface hooks func.func overrides.

use ir::opt::{OptConfig, Options, Parsed, RunOutput, args, run};

fn opt(flags: &[&str], name: &str, text: &str) -> RunOutput {
    let o: Options = match args::parse(
        &OptConfig::new("ir-opt"),
        "ir-opt",
        flags.iter().map(|s| s.to_string()).collect(),
    ) {
        Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    };
    run(&o, name, text)
}

const ROUND_TRIP: &str = r#"func.func private @d(i32 {foo.a = 1 : i32}, f32) -> (i32 {foo.b}, f32) attributes {foo.x = 1 : i64}
func.func nested @n() -> i32
func.func @f(%a: i32, %b: f32 {foo.c}) -> i32 attributes {foo.y} {
  %c = func.constant @f : (i32, f32) -> i32
  %0 = func.call @f(%a, %b) : (i32, f32) -> i32
  %1 = func.call_indirect %c(%a, %b) : (i32, f32) -> i32
  %2:2 = call @d(%a, %b) : (i32, f32) -> (i32, f32)
  return %0 : i32
}
func.func @g() {
  return
}
func.func @h(%x: i32) -> (i32, i32) {

  return %x, %x : i32, i32
}
"#;

#[test]
fn custom_syntax_prints_as_mlir_opt() {
    let out = opt(&["--allow-unregistered-dialect"], "rt.mlir", ROUND_TRIP);
    assert_eq!(out.stderr, "");
    assert_eq!(
        out.stdout,
        r#"module {
  func.func private @d(i32 {foo.a = 1 : i32}, f32) -> (i32 {foo.b}, f32) attributes {foo.x = 1 : i64}
  func.func nested @n() -> i32
  func.func @f(%arg0: i32, %arg1: f32 {foo.c}) -> i32 attributes {foo.y} {
    %f = constant @f : (i32, f32) -> i32
    %0 = call @f(%arg0, %arg1) : (i32, f32) -> i32
    %1 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> i32
    %2:2 = call @d(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    return %0 : i32
  }
  func.func @g() {
    return
  }
  func.func @h(%arg0: i32) -> (i32, i32) {
    return %arg0, %arg0 : i32, i32
  }
}

"#
    );
    // Printing is a fixed point: the output parses back to itself.
    let again = opt(&["--allow-unregistered-dialect"], "rt.mlir", &out.stdout);
    assert_eq!(again.stdout, out.stdout);
}

#[test]
fn generic_form_shows_properties() {
    let out = opt(
        &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
        "rt.mlir",
        ROUND_TRIP,
    );
    assert_eq!(
        out.stdout,
        r#""builtin.module"() ({
  "func.func"() <{arg_attrs = [{foo.a = 1 : i32}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{foo.b}, {}], sym_name = "d", sym_visibility = "private"}> ({
  }) {foo.x = 1 : i64} : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "n", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {foo.c}], function_type = (i32, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg1: i32, %arg2: f32):
    %0 = "func.constant"() <{value = @f}> : () -> ((i32, f32) -> i32)
    %1 = "func.call"(%arg1, %arg2) <{callee = @f}> : (i32, f32) -> i32
    %2 = "func.call_indirect"(%0, %arg1, %arg2) : ((i32, f32) -> i32, i32, f32) -> i32
    %3:2 = "func.call"(%arg1, %arg2) <{callee = @d}> : (i32, f32) -> (i32, f32)
    "func.return"(%1) : (i32) -> ()
  }) {foo.y} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "h"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0, %arg0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
}

const ERRORS: &str = r#"func.func private @two() -> (i32, f32)
func.func @a() {
  %0:2 = call @two() : () -> (f32, i32)
  return
}
// -----
func.func @b(%x: i32) {
  call @b() : () -> ()
  return
}
// -----
func.func @c() {
  call @nope() : () -> ()
  return
}
// -----
func.func @d(%x: i32) {
  call @d(%x) : (i32) -> i32
  return
}
// -----
func.func @e(%x: i64) {
  call @e2(%x) : (i64) -> ()
  return
}
func.func private @e2(i32)
// -----
func.func @f() -> i32 {
  return
}
// -----
func.func @g(%x: f32) -> i32 {
  return %x : f32
}
// -----
func.func @h()
// -----
func.func @i() {
  func.func private @inner()
  return
}
// -----
func.func @j() {
  %0 = constant @nope : () -> ()
  return
}
// -----
func.func @k() {
  %0 = constant @k : () -> i32
  return
}
// -----
func.func private @l(i32 {bad = 1})
// -----
func.func private @m() -> (i32 {bad})
// -----
func.func private @n() attributes {function_type = () -> ()}
// -----
func.func @o(%f: (i32) -> i32, %x: i32) -> i32 {
  %0 = call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}
"#;

#[test]
fn verifier_messages_match_mlir_opt() {
    let out = opt(
        &["--split-input-file", "--mlir-print-op-on-diagnostic=false"],
        "errs.mlir",
        ERRORS,
    );
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr,
        r#"errs.mlir:3:10: error: 'func.call' op result type mismatch at index 0
  %0:2 = call @two() : () -> (f32, i32)
         ^
errs.mlir:3:10: note:       op result types: 'f32', 'i32'
errs.mlir:3:10: note: function result types: 'i32', 'f32'
errs.mlir:8:3: error: 'func.call' op incorrect number of operands for callee
  call @b() : () -> ()
  ^
errs.mlir:13:3: error: 'func.call' op 'nope' does not reference a valid function
  call @nope() : () -> ()
  ^
errs.mlir:18:3: error: 'func.call' op incorrect number of results for callee
  call @d(%x) : (i32) -> i32
  ^
errs.mlir:23:3: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0
  call @e2(%x) : (i64) -> ()
  ^
errs.mlir:29:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
  return
  ^
errs.mlir:33:3: error: type of return operand 0 ('f32') doesn't match function result type ('i32') in function @g
  return %x : f32
  ^
errs.mlir:36:1: error: 'func.func' op symbol declaration cannot have public visibility
func.func @h()
^
errs.mlir:39:3: error: 'func.func' op symbol's parent must have the SymbolTable trait
  func.func private @inner()
  ^
errs.mlir:44:8: error: 'func.constant' op reference to undefined function 'nope'
  %0 = constant @nope : () -> ()
       ^
errs.mlir:49:8: error: 'func.constant' op reference to function with mismatched type
  %0 = constant @k : () -> i32
       ^
errs.mlir:53:1: error: 'func.func' op arguments may only have dialect attributes
func.func private @l(i32 {bad = 1})
^
errs.mlir:55:1: error: 'func.func' op results may only have dialect attributes
func.func private @m() -> (i32 {bad})
^
errs.mlir:57:24: error: custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary
func.func private @n() attributes {function_type = () -> ()}
                       ^
"#
    );
    assert_eq!(
        out.stdout,
        r#"// -----
// -----
// -----
// -----
// -----
// -----
// -----
// -----
// -----
// -----
// -----
// -----
// -----
// -----
module {
  func.func @o(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
    %0 = call_indirect %arg0(%arg1) : (i32) -> i32
    return %0 : i32
  }
}

"#
    );
}

const SYMBOLS: &str = r#"module @outer {
  module @mid {
    module @inner {
      func.func nested @leaf() -> i32
    }
  }
  func.func private @p()
  func.func @user() {
    %0 = "foo.op"() {ref = @mid::@inner::@leaf} : () -> i32
    call @p() : () -> ()
    return
  }
}
// -----
"test.symbol_scope"() ({
  func.func private @s()
  func.func @t() {
    call @s() : () -> ()
    return
  }
  "test.finish"() : () -> ()
}) : () -> ()
// -----
"test.symbol_scope"() ({
  func.func private @dup()
  func.func private @dup()
  "test.finish"() : () -> ()
}) : () -> ()
"#;

#[test]
fn symbol_tables_nest_and_reject_duplicates() {
    let out = opt(
        &["--allow-unregistered-dialect", "--split-input-file"],
        "sym.mlir",
        SYMBOLS,
    );
    assert_eq!(
        out.stderr,
        r#"sym.mlir:26:3: error: redefinition of symbol named 'dup'
  func.func private @dup()
  ^
sym.mlir:26:3: note: see current operation: 
"func.func"() <{function_type = () -> (), sym_name = "dup", sym_visibility = "private"}> ({
}) : () -> ()
sym.mlir:25:3: note: see existing symbol definition here
  func.func private @dup()
  ^
"#
    );
    assert_eq!(
        out.stdout,
        r#"module @outer {
  module @mid {
    module @inner {
      func.func nested @leaf() -> i32
    }
  }
  func.func private @p()
  func.func @user() {
    %0 = "foo.op"() {ref = @mid::@inner::@leaf} : () -> i32
    call @p() : () -> ()
    return
  }
}

// -----
module {
  "test.symbol_scope"() ({
    func.func private @s()
    func.func @t() {
      call @s() : () -> ()
      return
    }
    "test.finish"() : () -> ()
  }) : () -> ()
}

// -----
"#
    );
}

/// The `SymbolOpInterface` hooks, through the interface: func.func
/// overrides `is_declaration`, builtin.module `is_optional_symbol`, and
/// discardability follows visibility.
#[test]
fn symbol_interface_hooks_dispatch_per_op() {
    use ir::semantics::symbols::{can_discard_on_use_empty, is_declaration, is_optional_symbol};
    let ctx = ir::Context::new();
    let src = "func.func private @decl()\nfunc.func @def() {\n  return\n}\nfunc.func nested @n()\n";
    let parsed = ir::text::parse_source(&ctx, src, "s.mlir", &Default::default()).unwrap();
    let (top, module) = (&parsed.body, parsed.op);
    assert!(is_optional_symbol(&ctx, top, module));
    assert!(!is_declaration(&ctx, top, module));
    let inner = top.nested(module).unwrap();
    let block = inner.entry_block(inner.root_regions()[0]).unwrap();
    let ops: Vec<_> = inner.block_ops(block).collect();
    let decl: Vec<bool> = ops
        .iter()
        .map(|&o| is_declaration(&ctx, inner, o))
        .collect();
    assert_eq!(decl, [true, false, true]);
    let discard: Vec<bool> = ops
        .iter()
        .map(|&o| can_discard_on_use_empty(&ctx, inner, o))
        .collect();
    assert_eq!(discard, [true, false, true]);
    assert!(!is_optional_symbol(&ctx, inner, ops[0]));
}

/// The call interfaces: calls name their callee by symbol or by value,
/// and functions expose their signature and body through the interfaces.
#[test]
fn call_interfaces_describe_calls_and_functions() {
    use ir::semantics::interfaces::call::{
        CallOpInterfaceHandle, CallableOpInterfaceHandle, FunctionOpInterfaceHandle,
    };
    let ctx = ir::Context::new();
    let src = "func.func private @d(i32) -> f32\nfunc.func @f(%x: i32, %g: (i32) -> f32) -> f32 {\n  %0 = call @d(%x) : (i32) -> f32\n  %1 = call_indirect %g(%x) : (i32) -> f32\n  return %1 : f32\n}\n";
    let parsed = ir::text::parse_source(&ctx, src, "c.mlir", &Default::default()).unwrap();
    let inner = parsed.body.nested(parsed.op).unwrap();
    let block = inner.entry_block(inner.root_regions()[0]).unwrap();
    let funcs: Vec<_> = inner.block_ops(block).collect();
    let view = |b, o| ir::OpView::new(&ctx, b, o);
    let (i32, f32) = (ir::Type::int(&ctx, 32), ir::Type::f32(&ctx));
    let d = view(inner, funcs[0])
        .cast::<CallableOpInterfaceHandle<'_>>()
        .unwrap();
    assert_eq!(d.callable_region(), None);
    assert_eq!(
        (d.argument_types(), d.result_types()),
        (vec![i32], vec![f32])
    );
    let f = view(inner, funcs[1])
        .cast::<FunctionOpInterfaceHandle<'_>>()
        .unwrap();
    assert!(!f.is_external());
    let fty = ir::Type::function(
        &ctx,
        &[i32, ir::Type::function(&ctx, &[i32], &[f32])],
        &[f32],
    );
    assert_eq!(f.function_type(), fty);
    let fb = inner.nested(funcs[1]).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    let body_ops: Vec<_> = fb.block_ops(entry).collect();
    let args = fb.block_args(entry).to_vec();
    let call = view(fb, body_ops[0])
        .cast::<CallOpInterfaceHandle<'_>>()
        .unwrap();
    assert_eq!(
        call.callee_symbol(),
        Some(ir::Attribute::flat_symbol_ref(&ctx, "d"))
    );
    assert_eq!(call.arg_operands(), vec![args[0]]);
    let ind = view(fb, body_ops[1])
        .cast::<CallOpInterfaceHandle<'_>>()
        .unwrap();
    assert_eq!(
        (ind.callee_symbol(), ind.callee_value()),
        (None, Some(args[1]))
    );
    assert_eq!(ind.arg_operands(), vec![args[0]]);
    assert!(
        view(fb, body_ops[2])
            .cast::<CallOpInterfaceHandle<'_>>()
            .is_none()
    );
}

const EDGES: &str = r#"func.func private @a() -> (i32)
func.func private @b() -> ()
func.func private @c() -> ((i32) -> i32)
func.func public @d() {
  return
}
func.func private @e(i32 loc("x"), f32) attributes {no_inline}
func.func @f(%a: i32 loc("argloc")) -> i32 {
  %0 = call @f(%a) {foo.bar} : (i32) -> i32
  %1 = call @f(%0) {no_inline} : (i32) -> i32
  func.return {foo.r} %1 : i32
}
func.func @"quoted name"() {
  %c = constant {x} @"quoted name" : () -> ()
  return
}
"#;

/// Result lists, visibility keywords, inherent attributes in the
/// `attributes` dictionary, quoted names, `%f` result names and argument
/// locations, with and without debug info.
#[test]
fn signature_edge_cases_print_as_mlir_opt() {
    let out = opt(&["--allow-unregistered-dialect"], "edge.mlir", EDGES);
    assert_eq!(
        out.stdout,
        r#"module {
  func.func private @a() -> i32
  func.func private @b()
  func.func private @c() -> ((i32) -> i32)
  func.func public @d() {
    return
  }
  func.func private @e(i32, f32) attributes {no_inline}
  func.func @f(%arg0: i32) -> i32 {
    %0 = call @f(%arg0) {foo.bar} : (i32) -> i32
    %1 = call @f(%0) {no_inline} : (i32) -> i32
    return {foo.r} %1 : i32
  }
  func.func @"quoted name"() {
    %f = constant {x} @"quoted name" : () -> ()
    return
  }
}

"#
    );
    let out = opt(
        &["--allow-unregistered-dialect", "--mlir-print-debuginfo"],
        "edge.mlir",
        EDGES,
    );
    assert_eq!(
        out.stdout,
        r##"#loc8 = loc("argloc")
module {
  func.func private @a() -> i32 loc(#loc1)
  func.func private @b() loc(#loc2)
  func.func private @c() -> ((i32) -> i32) loc(#loc3)
  func.func public @d() {
    return loc(#loc5)
  } loc(#loc4)
  func.func private @e(i32, f32) attributes {no_inline} loc(#loc6)
  func.func @f(%arg0: i32 loc("argloc")) -> i32 {
    %0 = call @f(%arg0) {foo.bar} : (i32) -> i32 loc(#loc9)
    %1 = call @f(%0) {no_inline} : (i32) -> i32 loc(#loc10)
    return {foo.r} %1 : i32 loc(#loc11)
  } loc(#loc7)
  func.func @"quoted name"() {
    %f = constant {x} @"quoted name" : () -> () loc(#loc13)
    return loc(#loc14)
  } loc(#loc12)
} loc(#loc)
#loc = loc("edge.mlir":0:0)
#loc1 = loc("edge.mlir":1:1)
#loc2 = loc("edge.mlir":2:1)
#loc3 = loc("edge.mlir":3:1)
#loc4 = loc("edge.mlir":4:1)
#loc5 = loc("edge.mlir":5:3)
#loc6 = loc("edge.mlir":7:1)
#loc7 = loc("edge.mlir":8:1)
#loc9 = loc("edge.mlir":9:8)
#loc10 = loc("edge.mlir":10:8)
#loc11 = loc("edge.mlir":11:3)
#loc12 = loc("edge.mlir":13:1)
#loc13 = loc("edge.mlir":14:8)
#loc14 = loc("edge.mlir":15:3)

"##
    );
}

/// `resolve_callable`: a direct call resolves to its callee symbol, an
/// indirect one to the op defining the callee value, through the plain
/// lookup and the cached `SymbolTableCollection` alike.
#[test]
fn calls_resolve_to_their_callables() {
    use ir::OpCursor;
    use ir::semantics::interfaces::call::{resolve_callable, resolve_callable_in};
    use ir::semantics::symbols::{SymbolTableCollection, symbol_name};
    let ctx = ir::Context::new();
    let src = "func.func private @d(i32) -> i32\nfunc.func @f(%x: i32, %g: (i32) -> i32) {\n  %0 = call @d(%x) : (i32) -> i32\n  %c = constant @d : (i32) -> i32\n  %1 = call_indirect %c(%x) : (i32) -> i32\n  %2 = call_indirect %g(%x) : (i32) -> i32\n  %3 = call @missing(%x) : (i32) -> i32\n  return\n}\n";
    let parsed = ir::text::parse_source(&ctx, src, "r.mlir", &Default::default()).unwrap();
    let module = OpCursor::new(&parsed.body, parsed.op);
    let inner = parsed.body.nested(parsed.op).unwrap();
    let block = inner.entry_block(inner.root_regions()[0]).unwrap();
    let funcs: Vec<_> = inner.block_ops(block).collect();
    let f = module.child(funcs[1]);
    let fb = inner.nested(funcs[1]).unwrap();
    let entry = fb.entry_block(fb.root_regions()[0]).unwrap();
    let ops: Vec<_> = fb.block_ops(entry).collect();
    let name =
        |c: &OpCursor<'_>| symbol_name(&ctx, c.body(), c.op()).map(|n| ctx.str(n).to_string());
    let direct = resolve_callable(&ctx, &f.child(ops[0])).unwrap();
    assert_eq!(name(&direct).as_deref(), Some("d"));
    let through_constant = resolve_callable(&ctx, &f.child(ops[2])).unwrap();
    assert_eq!(through_constant.op(), ops[1]);
    assert!(
        resolve_callable(&ctx, &f.child(ops[3])).is_none(),
        "a block argument"
    );
    assert!(
        resolve_callable(&ctx, &f.child(ops[4])).is_none(),
        "an unknown symbol"
    );
    assert!(
        resolve_callable(&ctx, &f.child(ops[5])).is_none(),
        "not a call"
    );
    let mut tables = SymbolTableCollection::new();
    let cached = resolve_callable_in(&ctx, &f.child(ops[0]), &mut tables).unwrap();
    assert!(cached.same_op(&direct));
    assert!(resolve_callable_in(&ctx, &f.child(ops[4]), &mut tables).is_none());
}

/// A module of `n` empty functions, with `extra` (whole functions) after
/// the `at`-th: large enough for the verifier to check the functions in
/// parallel and for the symbol table's use walk to split them in chunks.
fn many_functions(n: usize, at: usize, extra: &str) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!("  func.func @f{i}() {{\n    return\n  }}\n"));
        if i == at {
            s.push_str(extra);
        }
    }
    s.push_str("}\n");
    s
}

#[test]
fn symbol_uses_are_checked_among_many_functions() {
    // The verifier notes which functions hold no symbol user so that the
    // module's use walk skips them; the ones that do are still walked:
    // a call directly in a function, and one in a function nested in a
    // module inside another function (verified by that inner module).
    let flags = ["--mlir-print-op-on-diagnostic=false"];
    let cases = [
        (
            "direct.mlir",
            2400,
            "  func.func @g() {\n    func.call @missing() : () -> ()\n    return\n  }\n",
            "direct.mlir:7206:5: error: 'func.call' op 'missing' does not reference a valid function\n    func.call @missing() : () -> ()\n    ^\n",
        ),
        (
            "nested.mlir",
            1500,
            "  func.func @g() {\n    builtin.module {\n      func.func @h() {\n        func.call @f1() : () -> ()\n        return\n      }\n    }\n    return\n  }\n",
            "nested.mlir:4508:9: error: 'func.call' op 'f1' does not reference a valid function\n        func.call @f1() : () -> ()\n        ^\n",
        ),
        // A good use among them verifies.
        (
            "fine.mlir",
            1500,
            "  func.func @g() {\n    func.call @f1() : () -> ()\n    return\n  }\n",
            "",
        ),
    ];
    for (name, at, extra, expected) in cases {
        let out = opt(&flags, name, &many_functions(2500, at, extra));
        assert_eq!(out.stderr, expected, "{name}");
        assert_eq!(out.code, u8::from(!expected.is_empty()), "{name}");
    }
}

/// `n` functions, every third with an `affine.apply` whose map differs
/// with the function's number, optionally after a global (an op without
/// regions among the module's isolated ones).
fn functions_with_maps(n: usize, global: bool) -> String {
    let mut s = String::from("module {\n");
    if global {
        s.push_str("  memref.global \"private\" @g : memref<2xf32>\n");
    }
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @f{i}(%n: index, %m: index) -> index {{\n"
        ));
        if i % 3 == 0 {
            s.push_str(&format!(
                "    %p = affine.apply affine_map<(d0)[s0] -> (d0 * {} + s0 + {})>(%n)[%m]\n    return %p : index\n",
                i % 5 + 1,
                i % 11
            ));
        } else {
            s.push_str("    return %n : index\n");
        }
        s.push_str("  }\n");
    }
    s.push_str("}\n");
    s
}

#[test]
fn aliases_of_many_functions_print_as_on_one_thread() {
    // The naming of a large module's functions also finds, chunk by chunk,
    // the ops whose maps take aliases; the alias numbers must come out as
    // a walk on one thread finds them, with or without an op that is not a
    // function among them, in custom and generic form.
    for global in [false, true] {
        let text = functions_with_maps(900, global);
        for form in [&[][..], &["--mlir-print-op-generic"][..]] {
            let threaded = opt(form, "maps.mlir", &text);
            let one: Vec<&str> = form
                .iter()
                .copied()
                .chain(["--mlir-disable-threading"])
                .collect();
            let sequential = opt(&one, "maps.mlir", &text);
            assert_eq!(threaded.code, 0, "{}", threaded.stderr);
            assert_eq!(threaded.stdout, sequential.stdout);
            // 55 distinct maps (5 coefficients by 11 constants), named in
            // order of first use (as mlir-opt-22 prints them).
            assert!(threaded.stdout.starts_with(
                "#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#map1 = affine_map<(d0)[s0] -> (d0 * 4 + s0 + 3)>\n"
            ));
            assert!(threaded.stdout.contains("\n#map54 = "));
            assert!(!threaded.stdout.contains("\n#map55 = "));
        }
    }
}
