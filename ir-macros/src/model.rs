//! The models the macros check and expand: what an op, a dialect and an
//! interface declare, with the original `syn` nodes kept for spans.
//!
//! Keeping the model separate from parsing lets `check` see a whole op at
//! once (e.g. "several variadic operands but no segment sizes") and lets
//! `expand` assume a consistent input. Expanding straight from the `syn`
//! tree was rejected: every generator would re-derive the same facts.

use proc_macro2::Span;
use syn::{Attribute, Ident, LitStr, Path, Type, Visibility};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// An operand, result or successor field.
pub struct ValueField {
    pub ident: Ident,
    pub arity: Arity,
    pub docs: Vec<Attribute>,
}

/// An attribute field.
pub struct AttrField {
    pub ident: Ident,
    /// The attribute's name in the op (`name = "..."`, else the field name).
    pub key: String,
    pub ty: Type,
    pub optional: bool,
    /// A `fn(&Context) -> T` giving the default value.
    pub default: Option<Path>,
    pub docs: Vec<Attribute>,
}

/// A region field.
pub struct RegionField {
    pub ident: Ident,
    pub variadic: bool,
    pub docs: Vec<Attribute>,
}

/// An `#[op]`.
pub struct OpModel {
    pub vis: Visibility,
    pub ident: Ident,
    pub docs: Vec<Attribute>,
    pub dialect: Option<Path>,
    pub name: Option<LitStr>,
    pub summary: Option<LitStr>,
    pub traits: Vec<Type>,
    pub interfaces: Vec<Type>,
    /// Type constraints, run where ODS runs `OpInvariants`.
    pub invariants: Option<Path>,
    pub verify: Option<Path>,
    pub verify_region: Option<Path>,
    pub fold: Option<Path>,
    pub fold_multi: Option<Path>,
    /// Custom-assembly parser (`parse = path`).
    pub parse: Option<Path>,
    /// Custom-assembly printer (`print = path`).
    pub print: Option<Path>,
    /// Result-name hints for the printer (`asm_result_names = path`).
    pub asm_result_names: Option<Path>,
    /// The dialect elided inside the op's regions (`default_dialect = "func"`).
    pub default_dialect: Option<syn::LitStr>,
    /// The declarative assembly format (`format = "..."`).
    pub format: Option<LitStr>,
    /// Result-type inference for the format (`infer_result_types = path`).
    pub infer_result_types: Option<Path>,
    /// Custom builders (`builders = [name<ArgTypes...>]`), each
    /// forwarding to the function `name` beside the op.
    pub builders: Vec<Type>,
    pub operands: Vec<ValueField>,
    pub results: Vec<ValueField>,
    pub attrs: Vec<AttrField>,
    pub regions: Vec<RegionField>,
    pub successors: Vec<ValueField>,
    /// Whether `dialect` / `name` were given at all (even if malformed).
    pub dialect_given: bool,
    pub name_given: bool,
    /// Where the `#[op(...)]` arguments are, for "missing option" errors.
    pub args_span: Span,
}

impl OpModel {
    /// Whether a trait of this name (last path segment) is listed.
    pub fn lists_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| match t {
            Type::Path(p) => p.path.segments.last().is_some_and(|s| s.ident == name),
            _ => false,
        })
    }
}

/// A `#[dialect]`.
pub struct DialectModel {
    pub name: Option<LitStr>,
    pub materializer: Option<Path>,
    pub allow_unknown_ops: bool,
}

/// One method of an `#[op_interface]` trait.
pub struct IfaceMethod {
    pub sig: syn::Signature,
    pub docs: Vec<Attribute>,
    /// Whether the method takes `&self`.
    pub has_self: bool,
    /// Argument names and types after the receiver.
    pub args: Vec<(Ident, Type)>,
}

/// An `#[op_interface]`.
pub struct InterfaceModel {
    pub methods: Vec<IfaceMethod>,
    pub verify: Option<Path>,
}
