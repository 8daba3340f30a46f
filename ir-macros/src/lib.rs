//! Proc macros for the `ir` crate: `#[dialect]`, `#[op]` and
//! `#[op_interface]`, the project's ODS, and `#[pass]`, its pass
//! declarations.
//!
//! Each entry point is two lines, parse and expand: expansion always
//! returns tokens (the item, plus a `compile_error!` when there are
//! errors), so there is no `Result` left to turn into an error here. The
//! work is split parse → model → check → expand, one module each, with one
//! shared option parser (the `options` module) so that every macro words
//! its errors the same way. Errors are collected, not returned at the
//! first one, and the item is still emitted beside them so that one
//! mistake gives one error. A single derive-style macro per item kind
//! (`#[derive(Op)]` with helper attributes) was rejected: an attribute macro
//! can replace the declaration struct with the generated handle type, which
//! a derive cannot.

mod check;
mod expand;
mod format;
mod model;
mod options;
mod parse;
mod pass;
#[cfg(test)]
mod size_tests;

use proc_macro::TokenStream;

/// Declares a dialect on a unit struct: `#[dialect(name = "arith")]`.
///
/// Options: `name` (required), `materializer` (a constant materializer fn),
/// `allow_unknown_ops`.
#[proc_macro_attribute]
pub fn dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    expand::dialect::expand(args.into(), item).into()
}

/// Declares an operation on a struct whose fields are its operands,
/// results, attributes, regions and successors.
///
/// Options: `dialect`, `name` (required), `traits = [...]`,
/// `invariants`, `verify`, `verify_region`, `fold`, `fold_multi`,
/// `summary`, `parse` / `print` / `asm_result_names` / `default_dialect`
/// (custom assembly hooks), and `format = "..."` (MLIR's declarative
/// assembly format, checked at compile time) with `infer_result_types`
/// when the format gives no result type.
///
/// `traits = [...]` is ODS's one list: op traits (`Commutative`,
/// `NOperands<2>`), interfaces (an entry named `...Interface`, or any
/// interface written `dyn Iface`), and the multi-entity constraints
/// `AllTypesMatch<(a, b)>`, `AllElementTypesMatch<(..)>`,
/// `AllShapesMatch<(..)>`, `AllRanksMatch<(..)>` and
/// `TypesMatchWith<(from, to), Transform>` over the op's field names.
/// `Symbol` brings `SymbolOpInterface` (with its default methods unless
/// the op lists the interface itself and implements it). The older
/// `interfaces = [...]` option still adds to the same list (deprecated).
///
/// Field options: `#[operand(optional | variadic, ty = Constraint)]` and
/// the same for `#[result]` (a `TypeConstraint` from
/// `ir::semantics::constraints`, such as `AnySignlessInteger`, `I1`,
/// `TensorOf<(F32, F64)>`); `#[attr(optional | default = path, name =
/// "key", constraint = C, accessor = "getter")]` where the field type is
/// the attribute kind (`I64Attr`, `StrAttr`, `TypeAttrOf<I64>`, ...) and
/// `C` an `AttrConstraint` (`IntMinValue<0>`, or a tuple of them). A
/// required attribute's getter returns the value and its setter takes
/// one; an accessor that clashes with another or with a listed
/// interface's method is a compile error. The
/// `ir::semantics::constraints` module docs have a complete example.
#[proc_macro_attribute]
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::DeriveInput);
    expand::op::expand(args.into(), item).into()
}

/// Declares an op interface on a Rust trait: generates its Concept, the
/// Model constructor, the `<Trait>Handle` type and casting.
///
/// Options: `verify` (an interface verifier).
#[proc_macro_attribute]
pub fn op_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemTrait);
    expand::interface::expand(args.into(), item).into()
}

/// Declares a pass on its struct: the registration record, the creation
/// from options, and the link-time registration. Implement
/// `ir::pass::Pass` (its `run`) beside it; the `ir::pass::Pass` docs have
/// a complete example. Re-exported as `ir::pass` (a macro, beside the
/// `ir::pass` module).
///
/// ```text
/// #[ir::pass(argument = "symbol-privatize", summary = "Mark symbols private")]
/// pub struct SymbolPrivatize {
///     /// `symbol-privatize{exclude=a,b}`
///     pub exclude: Vec<String>,
/// }
/// ```
///
/// Options: `argument` (required, as written in pipelines and flags),
/// `summary` (required), `name` (the display name in IR dumps and timings;
/// the struct's name by default), `anchor` (the op name the pass must run
/// on, e.g. `"builtin.module"`). Each named field is a pass option named
/// after the field with `_` written `-`, read through its type's
/// `ir::pass::PassOption` impl (`bool`, integers, `String`, `Vec<String>`
/// for comma-separated lists); an option not given takes the type's
/// `Default`.
#[proc_macro_attribute]
pub fn pass(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    pass::expand(args.into(), item).into()
}
