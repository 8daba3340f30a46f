//! Rust-level checks of the LLVM types that text cannot reach: the
//! identified-struct body API (set once, a second different body refused
//! with MLIR's words) and printing of a struct built in Rust, whose body
//! refers to itself, and the parser depth limit on prefix-less nesting.

use super::*;
use ir::prelude::*;

#[test]
fn an_identified_struct_body_is_set_once() {
    let ctx = Context::new();
    let s = LLVMStructType::identified(&ctx, "node");
    assert_eq!(s.body(&ctx), None);
    assert_eq!(
        s.ty().display(&ctx).to_string(),
        "!llvm.struct<\"node\", opaque>"
    );
    let i32 = Type::int(&ctx, 32);
    let body = StructBody::Elements {
        packed: false,
        elements: vec![i32, s.ty()],
    };
    assert_eq!(s.set_body(&ctx, body.clone()), Ok(()));
    assert_eq!(s.set_body(&ctx, body), Ok(()));
    assert_eq!(
        s.set_body(&ctx, StructBody::Opaque),
        Err("identified type already used with a different body".to_string())
    );
    assert_eq!(s.elements(&ctx), vec![i32, s.ty()]);
    // The self-reference prints as the bare name, as in MLIR.
    assert_eq!(
        s.ty().display(&ctx).to_string(),
        "!llvm.struct<\"node\", (i32, struct<\"node\">)>"
    );
    // Same name, same type: identified structs are uniqued by name.
    assert_eq!(LLVMStructType::identified(&ctx, "node"), s);
}

#[test]
fn literal_structs_are_uniqued_by_their_elements() {
    let ctx = Context::new();
    let ptr = LLVMPointerType::get(&ctx, 0).ty();
    let key = |packed| StructKey::Literal {
        packed,
        elements: vec![ptr],
    };
    let a = LLVMStructType::get(&ctx, key(false));
    assert_eq!(a, LLVMStructType::get(&ctx, key(false)));
    assert_ne!(a, LLVMStructType::get(&ctx, key(true)));
    assert_eq!(a.ty().display(&ctx).to_string(), "!llvm.struct<(ptr)>");
    assert!(a.set_body(&ctx, StructBody::Opaque).is_err());
    let void = LLVMVoidType::get(&ctx).ty();
    assert_eq!(
        LLVMStructType::get_checked(
            &ctx,
            StructKey::Literal {
                packed: false,
                elements: vec![void]
            }
        ),
        Err("invalid LLVM structure element type: '!llvm.void'".to_string())
    );
}

#[test]
fn nesting_without_the_prefix_obeys_the_parser_depth_limit() {
    let ctx = Context::new();
    let n = 130_000;
    let src = format!(
        "func.func private @a() -> !llvm.{}i32{}",
        "array<1 x ".repeat(n),
        ">".repeat(n)
    );
    let Err(diags) = ir::text::parse_source(&ctx, &src, "deep.mlir", &Default::default()) else {
        panic!("nesting past the limit must be an error");
    };
    let msg = format!("{diags:?}");
    assert!(
        msg.contains("nesting is deeper than the parser's limit"),
        "{msg}"
    );
}

/// Each nested `!llvm.array<...>` body used to be scanned again for
/// balance by every level above it (quadratic: minutes at this depth in a
/// debug build); the parser now records the end of every body it crossed.
#[test]
fn prefixed_nesting_parses_in_one_pass() {
    let ctx = Context::new();
    let n = 50_000;
    let src = format!(
        "func.func private @a() -> {}i32{}",
        "!llvm.array<1 x ".repeat(n),
        ">".repeat(n)
    );
    let m = ir::text::parse_source(&ctx, &src, "deep.mlir", &Default::default())
        .unwrap_or_else(|d| panic!("{d:?}"));
    let printed = ir::text::print_op(&ctx, &m.body, m.op, &Default::default());
    assert_eq!(printed.matches("array<1 x ").count(), n);
}
