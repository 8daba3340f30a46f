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
/// `interfaces = [...]`, `invariants`, `verify`, `verify_region`, `fold`, `fold_multi`,
/// `summary`, `builders = [...]`, `parse` / `print` / `asm_result_names` /
/// `default_dialect` (custom assembly hooks), and `format = "..."` (MLIR's declarative
/// assembly format, checked at compile time; every directive is listed,
/// with examples, in the docs of `ir::text::format`) with
/// `infer_result_types` when the format gives no result type.
///
/// # Hooks
///
/// Each hook option names a function; `Op` is the handle the macro makes
/// of the struct (`AddIOp<'a>`), `Diagnostic`, `Attribute`, `Type`,
/// `Context`, `OpRef` are `ir`'s, the parser and printer types
/// `ir::text`'s:
///
/// | option | signature |
/// | --- | --- |
/// | `invariants` | `fn(Op<'_>) -> Result<(), Diagnostic>` (ODS's type constraints, run before the traits) |
/// | `verify` | `fn(Op<'_>) -> Result<(), Diagnostic>` (MLIR's `verify`) |
/// | `verify_region` | `fn(Op<'_>) -> Result<(), Diagnostic>` (after the nested ops, MLIR's `verifyRegions`) |
/// | `fold` | `fn(Op<'_>, &[Option<Attribute>]) -> Option<OpFoldResult>` (one result) |
/// | `fold_multi` | `fn(Op<'_>, &[Option<Attribute>], &mut SmallVec<[OpFoldResult; 1]>) -> FoldOutcome` |
/// | `parse` | `fn(&mut OpAsmParser<'_, '_>) -> PResult<()>` (everything after the op name) |
/// | `print` | `fn(&mut OpAsmPrinter<'_, '_>)` (everything after the op name) |
/// | `asm_result_names` | `fn(&Context, OpRef<'_>) -> Vec<(usize, String)>` (result index, name) |
/// | `infer_result_types` | `fn(&Context, &[Type], Attribute) -> Option<Vec<Type>>` (operand types, properties) |
/// | `custom<Name>(...)` in a format | `parse_name` / `print_name`, see below |
///
/// A format's `custom<Name>(args)` calls `parse_name` and `print_name`
/// (`Name` in snake case) found where the op is declared, with one
/// parameter per argument after the parser or printer:
///
/// | argument | `parse_name` parameter | `print_name` parameter |
/// | --- | --- | --- |
/// | `$operand` (single or optional) | `&mut Option<UnresolvedOperand<'a>>` | `Value` / `Option<Value>` |
/// | `$operands` (variadic) | `&mut Vec<UnresolvedOperand<'a>>` | `&[Value]` |
/// | `$attr` | `&mut Option<Attribute>` | `Option<Attribute>` |
/// | `type($x)`, single or optional `$x` | `&mut Option<Type>` | `Type` / `Option<Type>` |
/// | `type($xs)`, variadic, `operands`, `results` | `&mut Vec<Type>` | `&[Type]` |
/// | `ref(...)` of the above | the value: `Option<_>` or `&[_]` | as without `ref` |
///
/// `parse_name` returns `PResult<()>`; `print_name` returns nothing.
///
/// # Builders
///
/// The handle gets `build(builder, loc, result types..., operands...,
/// attributes..., successors..., variadic region count)`, and, when the
/// op can infer its result types (`infer_result_types`, or
/// `SameOperandsAndResultType` with single results),
/// `build_inferred(builder, loc, operands..., attributes..., ...)`
/// returning `Option<Operation>`. An op with
/// `SingleBlockImplicitTerminator<T>` gets its regions with a block ending
/// in `T`.
///
/// `builders = [name<ArgTypes...>, ...]` (MLIR's `builders`) adds
/// associated functions `Op::name(builder, loc, args...) -> Operation`
/// calling the function `name` written beside the op, which has the
/// signature `fn(&mut OpBuilder<'_>, Location, ArgTypes...) -> Operation`;
/// `name<A, Output = R>` returns `R` instead. For example
/// `builders = [build_from_ints<i64, Option<i64>>]` with
/// `fn build_from_ints(b: &mut OpBuilder<'_>, loc: Location, v: i64, o: Option<i64>) -> Operation`
/// (see `dialects/src/test/format.rs`).
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
