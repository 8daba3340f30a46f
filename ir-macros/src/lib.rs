//! Proc macros for the `ir` crate: `#[dialect]`, `#[op]` and
//! `#[op_interface]`, the project's ODS, `#[type_def]`, `#[attr_def]`,
//! `#[int_enum]` and `#[bit_enum]` for dialect types and attributes,
//! `#[type_interface]`/`#[attr_interface]` for their interfaces, and
//! `#[pass]`, its pass declarations. Use them through `ir` (`ir::prelude`);
//! their reference, with every option, hook signature, format directive,
//! constraint and trait, is the [`ir::reference`](../ir/reference/index.html)
//! module.
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
mod defs;
mod expand;
mod format;
mod model;
mod options;
mod parse;
mod pass;
#[cfg(test)]
mod reference_tests;
#[cfg(test)]
mod size_tests;

use proc_macro::TokenStream;

/// Declares a dialect on a unit struct: `#[dialect(name = "arith")]`.
///
/// Options: `name` (required), `materializer` (a constant materializer fn),
/// `allow_unknown_ops`, `unknown_type_message` /
/// `unknown_attr_message`: the diagnostic for an unknown type or attribute
/// mnemonic of the dialect where MLIR's dialect parses by hand and words
/// it its own way (`"unknown LLVM type: {mnemonic}"`; `{mnemonic}` stands
/// for the mnemonic), instead of ODS's generated ``unknown  type `x` in
/// dialect `d` ``, `fallback = [Iface, ...]` (fallback models for the
/// namespace's ops without one: implement each for the generated
/// `<Dialect>Fallback<'_>` handle), `promised = [(Iface, Op), ...]`
/// (models implemented elsewhere; a cast before one is registered panics
/// with MLIR's message). Reference:
/// [`ir::reference::dialects`](../ir/reference/dialects/index.html).
#[proc_macro_attribute]
pub fn dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    expand::dialect::expand(args.into(), item).into()
}

/// Declares an operation on a struct whose fields are its operands,
/// results, attributes, regions and successors.
///
/// Reference: [`ir::reference::ops`](../ir/reference/ops/index.html)
/// (fields, options, hooks, builders, the generated handle),
/// [`ir::reference::formats`](../ir/reference/formats/index.html),
/// [`ir::reference::constraints`](../ir/reference/constraints/index.html),
/// [`ir::reference::traits`](../ir/reference/traits/index.html).
///
/// Options: `dialect`, `name` (required), `traits = [...]`,
/// `invariants`, `verify`, `verify_region`, `fold`, `fold_multi`, `fold_mut`,
/// `summary`, `builders = [...]`, `parse` / `print` / `asm_result_names` /
/// `default_dialect` (custom assembly hooks), `format = "..."` (MLIR's declarative
/// assembly format, checked at compile time; every directive is listed,
/// with examples, in `ir::reference::formats`), and `infer_result_types`
/// (the result types from the operands: a format need not give them, and
/// the handle gets `build_inferred`).
///
/// `traits = [...]` is ODS's one list: op traits (`Commutative`,
/// `NOperands<2>`), interfaces (an entry named `...Interface`, or any
/// interface written `dyn Iface`), and the multi-entity constraints
/// `AllTypesMatch<(a, b)>`, `AllElementTypesMatch<(..)>`,
/// `AllShapesMatch<(..)>`, `AllRanksMatch<(..)>` and
/// `TypesMatchWith<(from, to), Transform>` over the op's field names
/// (`Transform` is a `TypeTransform`, or a `TypesTransform` giving a
/// variadic `to` all its types, as `func.call_indirect`'s callee does).
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
/// | `fold_multi` | `fn(Op<'_>, &[Option<Attribute>], &mut FoldResults) -> FoldOutcome` (`FoldResults`: `SmallVec<[OpFoldResult; 1]>`) |
/// | `fold_mut` | `fn(OpViewMut<'_>, &[Option<Attribute>], &mut FoldResults) -> FoldOutcome` (as `fold_multi`, and may update the op in place) |
/// | `parse` | `fn(&mut OpAsmParser<'_, '_>) -> PResult<()>` (everything after the op name) |
/// | `print` | `fn(&mut OpAsmPrinter<'_, '_>)` (everything after the op name) |
/// | `asm_result_names` | `fn(&Context, OpRef<'_>) -> Vec<(usize, String)>` (result index, name) |
/// | `infer_result_types` | `fn(&Context, &[Type], Attribute) -> Option<Vec<Type>>` (operand types, properties; also the op's `InferTypeOpInterface`) |
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
/// Options: `verify` (an interface verifier). Supertraits are base
/// interfaces (`trait B: A`): an op listing `B` gets `A` too, the `B`
/// handle derefs to its first base's handle and has `as_a()` per base.
/// Reference:
/// [`ir::reference::interfaces`](../ir/reference/interfaces/index.html).
#[proc_macro_attribute]
pub fn op_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemTrait);
    expand::interface::expand(args.into(), item).into()
}

/// Declares a type interface (MLIR's `TypeInterface`) on a trait: its
/// Concept, the `<Trait>Handle` type with `cast(ctx, ty)`, and the Model
/// of every class handle implementing the trait. A `#[type_def]` lists it
/// in `traits = [dyn Iface]`; a builtin class or a type of another crate
/// gets it with `Context::attach_type_interface`. The runtime docs
/// (`ir::uniqued::interfaces`) have an example. No options.
#[proc_macro_attribute]
pub fn type_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemTrait);
    expand::uniqued_interface::expand(expand::uniqued_interface::Kind::Type, args.into(), item)
        .into()
}

/// Declares an attribute interface (MLIR's `AttrInterface`) on a trait;
/// as `#[type_interface]`, for `#[attr_def]`s and builtin attributes.
#[proc_macro_attribute]
pub fn attr_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemTrait);
    expand::uniqued_interface::expand(expand::uniqued_interface::Kind::Attr, args.into(), item)
        .into()
}

/// Registers an interface model for an op from another crate at link
/// time: `#[external_model] impl Iface for other::Op<'_> { ... }`. Where
/// neither the interface nor the op is local (Rust's orphan rule), put it
/// on a wrapper first: `#[external_model] pub struct M<'a>(pub
/// other::Op<'a>);` makes `M` a handle of the op, then
/// `#[external_model] impl Iface for M<'_>`. A model for an interface the
/// op lists itself is a compile error; two models of one interface for one
/// op stop the first `Context::new` with both named.
#[proc_macro_attribute]
pub fn external_model(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::Item);
    expand::external::expand(args.into(), item).into()
}

/// Declares a dialect interface on a trait (`#[dialect_interface] pub
/// trait DialectInlinerInterface { ... }`), or registers a dialect's
/// implementation on `impl Trait for UnitStruct` with `dialect = D`. Found
/// through `ir::semantics::interfaces::dialect::DialectInterfaceCollection`.
#[proc_macro_attribute]
pub fn dialect_interface(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::Item);
    expand::dialect_interface::expand(args.into(), item).into()
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
/// `Default`. Reference:
/// [`ir::reference::passes`](../ir/reference/passes/index.html).
#[proc_macro_attribute]
pub fn pass(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    pass::expand(args.into(), item).into()
}

/// Declares a dialect type (MLIR's `TypeDef`) on a struct whose fields are
/// its parameters: `#[type_def(dialect = CalcDialect, mnemonic = "money",
/// format = "`<` $currency `>`")] pub struct MoneyType { currency: String }`
/// is the type `!calc.money<"EUR">`.
///
/// The struct becomes `MoneyTypeParams` (the parameters, fields made
/// `pub`) and `MoneyType` becomes a `Copy` handle around the uniqued
/// `ir::Type` with: `get(ctx, currency) -> MoneyType` (panics when the
/// verifier fails), `get_checked(ctx, currency) -> Result<MoneyType,
/// String>`, `from_params(ctx, MoneyTypeParams) -> Result<..>`,
/// `from_type(ctx, Type) -> Option<MoneyType>` (the `isa`/`dyn_cast`),
/// `ty()`, `params(ctx)`, one accessor per parameter (`currency(ctx) ->
/// &String`) and `def()` (the definition record). Equal parameters give
/// the same handle: equality is a `u32` compare.
///
/// Options:
/// - `dialect = Path` (required): the `#[dialect]` struct.
/// - `mnemonic = "money"` (required): the name after `!dialect.`.
/// - `format = "..."`: the declarative syntax after the mnemonic:
///   literals in backticks (`` `<` ``, `` `,` ``, `` `->` ``, keywords),
///   `$param`, `qualified($param)` (a dialect type or attribute handle
///   printed with its `!dialect.mnemonic`), `struct($a, $b)` (`a = ..., b
///   = ...` in any order, printed in the listed order), and optional
///   groups `( ... )?` whose anchor is an `Option` parameter, marked
///   `$p^` or else the group's first `Option` parameter; a group starting
///   with a literal is parsed when that literal is present. A parameter
///   marked `#[default = value]` (ODS's `DefaultValuedParameter`) may
///   anchor a group that starts with a literal: the group prints only
///   when the value differs from the default, and an absent group gives
///   the default (`(`<` $address_space^ `>`)?` makes `!llvm.ptr<0>` print
///   `!llvm.ptr`). Every parameter must appear exactly once. Spacing is
///   MLIR's. `#[ods_name = "addressSpace"]` on a field gives the name
///   MLIR's `failed to parse X parameter 'name'` uses.
/// - `parse = path, print = path` (instead of `format`): `fn(&mut
///   DialectAsmParser<'_, '_>) -> PResult<MoneyTypeParams>` reads
///   everything after the mnemonic; `fn(&MoneyTypeParams, &mut
///   DialectAsmPrinter<'_, '_>)` prints it.
/// - `verify = path`: `fn(&Context, &MoneyTypeParams) -> Result<(),
///   String>`, run by `get`/`get_checked` and by the parser (whose error
///   is reported where the text after the mnemonic starts, as MLIR's
///   `getChecked`).
/// - `alias = path`: `fn(&Context, &MoneyTypeParams) -> Option<String>`,
///   the alias MLIR's `OpAsmDialectInterface::getAlias` would give:
///   values with one print as `!name`, defined at the top of the output.
/// - `ods_name = "..."`: the ODS record name in `failed to parse <name>
///   parameter ...` (the Rust name by default).
/// - `description = "..."`: for attributes, the constraint text of ops'
///   attribute errors.
/// - `cpp_name = "..."`: the C++ class MLIR names when the handle is a
///   parameter of another definition (`... which is to be a `T``).
/// - `traits = [T, ...]`: MLIR's `TypeTrait`/`AttributeTrait`, types
///   implementing `ir::DefTrait`. `Handle::has_trait::<T>()`,
///   `Type::has_trait::<T>(ctx)` and `Attribute::has_trait::<T>(ctx)` find
///   them; each trait's `DefTrait::verify(ctx, def, &dyn DefParams)` runs
///   after `verify`, in list order, with the same callers and error place.
///   The same list takes the definition's attribute or type interfaces
///   (ODS's one list): an entry written `dyn Iface` or named `...Interface`
///   is a `#[type_interface]` / `#[attr_interface]` trait the handle must
///   implement (`impl Iface for MoneyType`), else the compile error points
///   at the entry; `IfaceHandle::cast(ctx, value)` then finds it.
///
/// The handle is itself a parameter kind: `$p` reads either the text
/// after the mnemonic (MLIR's stripped form) or a full `!dialect...`
/// value, and prints the stripped form; `qualified($p)` prints it in full.
///
/// Parameter kinds implement `ir::text::def_params::DefParam` (integers,
/// `bool`, `String`, `Type`, `Attribute`, `APInt`, `Vec`/`Box<[T]>`,
/// `Option`, `#[int_enum]`/`#[bit_enum]` enums, or your own impl); a kind
/// without it is a compile error at the field. Every parameter is `Clone
/// + Eq + Hash + Debug + Send + Sync + 'static`.
///
/// Reference, with a complete, compiling example:
/// [`ir::reference::defs`](../ir/reference/defs/index.html).
#[proc_macro_attribute]
pub fn type_def(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    defs::expand(defs::Kind::Type, args.into(), item).into()
}

/// Declares a dialect attribute (MLIR's `AttrDef`) on a struct whose
/// fields are its parameters: `#calc.pair<5, "a">`. Everything
/// `#[type_def]` says holds, with `Attribute` for `Type`: the handle has
/// `from_attr(ctx, Attribute)` and `attr()`, and implements `AttrType`, so
/// it can be an `#[attr]` field of an op (`description` is its constraint
/// text; in an op format it also needs `impl FormatAttr`). Reference:
/// [`ir::reference::defs`](../ir/reference/defs/index.html).
#[proc_macro_attribute]
pub fn attr_def(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemStruct);
    defs::expand(defs::Kind::Attr, args.into(), item).into()
}

/// An enum whose cases read and print as keywords (MLIR's `I32EnumAttr`
/// cases), usable as an `#[attr_def]` parameter: with `format = "`<`
/// $value `>`"` it is ODS's `EnumAttr`.
///
/// Each case's keyword is its name in snake case (`ToNearestEven` →
/// `to_nearest_even`) unless `#[keyword = "..."]` says otherwise.
/// Generated: `ALL`, `keyword()`, `from_keyword(&str)`, `value() -> i64`,
/// `from_value(i64)`, and the parameter impl, whose error for an unknown
/// keyword is MLIR's `expected <cpp_name> to be one of: a, b, c`.
///
/// The enum also implements `ir::prelude::IntEnum`, so that an op field
/// of kind `I64EnumAttr<Enum>` is ODS's `I64EnumAttr`: an `i64` integer
/// attribute holding a case's value, which a format reads and prints as
/// the case's keyword.
///
/// Options: `cpp_name = "::mlir::utils::IteratorType"` (the name in that
/// message; the Rust name by default), `summary = "..."` (ODS's summary,
/// the text of a failed attribute constraint; by default `allowed 64-bit
/// signless integer cases: ` and the values), `unknown_message = "..."`
/// (the error for an unknown keyword where the dialect words it its own
/// way: `{keywords}` stands for the cases' keywords, `{keyword}` for the
/// word read). Reference:
/// [`ir::reference::enums`](../ir/reference/enums/index.html).
#[proc_macro_attribute]
pub fn int_enum(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemEnum);
    defs::int_enum(args.into(), item).into()
}

/// A set of bit flags with keywords (MLIR's `BitEnumAttr`), written as an
/// enum whose discriminants are the bits: `#[bit_enum(separator = ",")]
/// pub enum FastMathFlags { None = 0, Nnan = 2, ..., Fast = 127 }`.
///
/// The enum becomes a `Copy` newtype over `u32` with one associated
/// constant per case (`FastMathFlags::Nnan | FastMathFlags::Ninf`),
/// `CASES`, `bits()`, `contains()`, `to_text()`, `from_keyword()`, `|`, `&`,
/// and the parameter impl: it reads keywords separated by `,` and prints
/// as MLIR does — the zero case for no bit, else the multi-bit cases that
/// are fully set (`fast`), then the single bits in declaration order,
/// joined by the separator.
///
/// Options: `separator` (required: `","` or `", "`, MLIR's `separator`),
/// `cpp_name` (as for `#[int_enum]`). `#[keyword = "..."]` on a case
/// overrides its snake-case keyword. Reference:
/// [`ir::reference::enums`](../ir/reference/enums/index.html).
#[proc_macro_attribute]
pub fn bit_enum(args: TokenStream, item: TokenStream) -> TokenStream {
    let item = syn::parse_macro_input!(item as syn::ItemEnum);
    defs::bit_enum(args.into(), item).into()
}
