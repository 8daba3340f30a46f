//! Rust-level checks of the LLVM types that text cannot reach: the
//! identified-struct body API (set once, a second different body refused
//! with MLIR's words) and printing of a struct built in Rust, whose body
//! refers to itself.

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
