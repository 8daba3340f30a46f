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
    /// The type constraint (`#[operand(ty = AnyInteger)]`), if any.
    pub ty: Option<Type>,
    /// Memory effects on the values (`#[operand(effects = [MemRead])]`,
    /// ODS's `Arg<..., [MemRead]>`).
    pub effects: Vec<Type>,
    /// The attribute field splitting this variadic operand group into
    /// sub-groups (`#[operand(variadic_of_variadic = segments)]`, ODS's
    /// `VariadicOfVariadic<Type, "segments">`).
    pub segments: Option<Ident>,
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
    /// A `ConfinedAttr`-style constraint (`constraint = IntMinValue<0>`).
    pub constraint: Option<Type>,
    /// The getter's name when not the field's (`accessor = "..."`); the
    /// setter is `set_` followed by it.
    pub accessor: Option<Ident>,
    pub docs: Vec<Attribute>,
}

impl AttrField {
    /// The getter's name.
    pub fn getter(&self) -> &Ident {
        self.accessor.as_ref().unwrap_or(&self.ident)
    }

    /// Whether the attribute may be absent (optional or defaulted).
    pub fn may_be_absent(&self) -> bool {
        self.optional || self.default.is_some()
    }

    /// The generated `fn(&Context) -> Attribute` building the default of
    /// the op's `i`th attribute (one per defaulted attribute, shared by the
    /// `OpInfo` record and the format).
    pub fn default_fn(i: usize) -> Ident {
        quote::format_ident!("__attr_default_{}", i)
    }
}

/// How the entities of a multi-entity constraint must agree.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MatchKind {
    Type,
    ElementType,
    Shape,
    Rank,
    /// `TypesMatchWith<(from, to), Transform>`.
    With,
}

/// A multi-entity constraint from the trait list (`AllTypesMatch<(a, b)>`).
pub struct MatchConstraint {
    pub kind: MatchKind,
    /// The named fields, in order.
    pub names: Vec<Ident>,
    /// The transformation of `TypesMatchWith`.
    pub transform: Option<Type>,
    /// The list entry, for errors.
    pub span: Span,
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
    /// Multi-entity constraints taken out of `traits`.
    pub matches: Vec<MatchConstraint>,
    /// Interfaces a listed trait brings that the op does not list itself
    /// (`Symbol` brings `SymbolOpInterface`): the macro writes their empty
    /// `impl`, so the interface's default methods apply.
    pub implied_interfaces: Vec<Type>,
    /// Type constraints, run where ODS runs `OpInvariants`.
    pub invariants: Option<Path>,
    pub verify: Option<Path>,
    pub verify_region: Option<Path>,
    pub fold: Option<Path>,
    pub fold_multi: Option<Path>,
    /// The folder of an op that may update itself in place (`fold_mut =
    /// path`, `fold_multi`'s shape with the op mutable).
    pub fold_mut: Option<Path>,
    /// Adds the op's canonicalization patterns (`canonicalize = path`,
    /// ODS's `hasCanonicalizer`).
    pub canonicalize: Option<Path>,
    /// The op's canonicalization as one function (`canonicalize_method =
    /// path`, ODS's `hasCanonicalizeMethod`).
    pub canonicalize_method: Option<Path>,
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
    /// `inherent = CONST`: a `[&str; N]` const naming inherent attributes
    /// that are not fields (read and printed by the op's own hooks).
    pub inherent: Option<Path>,
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

/// The traits the macro reads by name, because they change what it
/// generates (see `expand::op::traits`); every other trait is resolved by
/// rustc alone.
pub(crate) const NAMED_TRAITS: &[&str] = &[
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "SameVariadicOperandSize",
    "SameVariadicResultSize",
    "SameOperandsAndResultType",
    "SameTypeOperands",
    "Symbol",
    "ReturnLike",
];

impl OpModel {
    /// Whether a trait of this name (last path segment, one of
    /// [`NAMED_TRAITS`]) is listed.
    pub fn lists_trait(&self, name: &str) -> bool {
        debug_assert!(
            NAMED_TRAITS.contains(&name),
            "`{name}` is read by name: add it to NAMED_TRAITS"
        );
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
    /// Adds the dialect's canonicalization patterns (`canonicalize = path`).
    pub canonicalize: Option<Path>,
    pub allow_unknown_ops: bool,
    /// The dialect's own wording for an unknown type mnemonic.
    pub unknown_type: Option<LitStr>,
    /// The dialect's own wording for an unknown attribute mnemonic.
    pub unknown_attr: Option<LitStr>,
    /// Interfaces with a fallback model for the dialect's ops.
    pub fallback: Vec<Path>,
    /// `(interface, op)` pairs promised to be implemented elsewhere.
    pub promised: Vec<(Path, Type)>,
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
    /// The verifier run after the op's nested ops (ODS's `verifyWithRegions`).
    pub verify_region: Option<Path>,
    /// The base interfaces (the trait's supertraits), in order.
    pub bases: Vec<Path>,
}
