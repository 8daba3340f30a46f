//! Toy's own type: `!toy.struct<i32, f64>`, a struct of element types, as
//! in MLIR's Toy tutorial (chapter 7), defined with `#[type_def]`.
//!
//! The declarative format reads and prints the element list; the verifier
//! rejects an empty struct (the tutorial's parser refuses `<>` too). A
//! hand-written parser was rejected: the format says the same in one line.

use crate::ToyDialect;
use ir::prelude::*;

/// `!toy.struct<T1, T2, ...>`: a struct of one or more element types.
///
/// ```
/// use ir::{Context, Type};
/// use toy::types::StructType;
///
/// let ctx = Context::new();
/// let s = StructType::get(&ctx, vec![Type::i64(&ctx), Type::f32(&ctx)]);
/// assert_eq!(s.elements(&ctx).len(), 2);
/// assert_eq!(s.ty().display(&ctx).to_string(), "!toy.struct<i64, f32>");
/// assert!(StructType::get_checked(&ctx, vec![]).is_err());
/// ```
#[type_def(dialect = ToyDialect, mnemonic = "struct", format = "`<` $elements `>`",
           verify = verify_struct)]
pub struct StructType {
    /// The element types, in order.
    elements: Vec<Type>,
}

fn verify_struct(_: &Context, p: &StructTypeParams) -> Result<(), String> {
    if p.elements.is_empty() {
        return Err("a toy struct needs at least one element type".into());
    }
    Ok(())
}
