//! What a dialect says about itself in IRDL's terms: the constraint of a
//! value, attribute or parameter ([`Irdl`]) and the per-op and per-definition
//! records ([`IrdlOpEntry`], [`IrdlDefEntry`]) that `#[op]`, `#[type_def]`
//! and `#[attr_def]` submit at link time, for the exporter
//! (`ir::text::irdl`, `ir-opt --export-irdl`).
//!
//! The records are separate from `OpInfo`/`DefInfo` and built lazily (a
//! `fn(&Context)` per record): the description is read once, by the
//! exporter, and never on a hot path, so nothing of it is stored in the
//! registration records the parser and verifier read. Holding the IRDL
//! text itself in the records was rejected: exact types (`irdl.is i32`)
//! need a `Context` to exist, and the exporter renames the dialect.
//!
//! Every constraint kind maps to the most precise IRDL it has; where IRDL
//! cannot say a constraint (a signless integer, an integer attribute's
//! bounds, a parameter's Rust type), the description is an
//! [`Irdl::Approx`]: an over-approximation (it accepts everything the
//! real constraint does, and more) with the real constraint's summary.

use crate::uniqued::context::Context;
use crate::{Attribute, Type};

/// A constraint as IRDL can say it.
#[derive(Clone, Debug, PartialEq)]
pub enum Irdl {
    /// `irdl.any`: every type or attribute.
    Any,
    /// `irdl.is <type>`: exactly this type.
    IsType(Type),
    /// `irdl.is <attr>`: exactly this attribute.
    IsAttr(Attribute),
    /// `irdl.base "!builtin.integer"`: every type or attribute of a
    /// builtin (or other registered C++) kind, named `!dialect.name` or
    /// `#dialect.name`.
    Base(&'static str),
    /// `irdl.base @dialect::@name`: every value of a dialect definition.
    BaseDef {
        /// The dialect namespace.
        dialect: &'static str,
        /// The definition's mnemonic.
        name: &'static str,
    },
    /// `irdl.any_of(...)`: one of the members holds.
    AnyOf(Vec<Irdl>),
    /// `irdl.all_of(...)`: every member holds.
    AllOf(Vec<Irdl>),
    /// An over-approximation of a constraint IRDL cannot say, with that
    /// constraint's summary (exported as `irdl.all_of(over, irdl.c_pred
    /// "summary")`: IRDL's verifier does not evaluate `c_pred`).
    Approx(Box<Irdl>, String),
}

impl Irdl {
    /// An over-approximation `over` of the constraint summarized by `summary`.
    pub fn approx(over: Irdl, summary: impl Into<String>) -> Irdl {
        Irdl::Approx(Box::new(over), summary.into())
    }

    /// Whether the description is exact (no [`Irdl::Approx`] in it).
    pub fn is_exact(&self) -> bool {
        match self {
            Irdl::Approx(..) => false,
            Irdl::AnyOf(v) | Irdl::AllOf(v) => v.iter().all(Irdl::is_exact),
            _ => true,
        }
    }
}

/// How many values an operand or result field stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IrdlArity {
    /// Exactly one.
    Single,
    /// Zero or one (`optional`).
    Optional,
    /// Any number (`variadic`).
    Variadic,
}

/// One operand or result field.
#[derive(Clone, Debug)]
pub struct IrdlValue {
    /// The field name.
    pub name: &'static str,
    /// Single, optional or variadic.
    pub arity: IrdlArity,
    /// The constraint of each value.
    pub constraint: Irdl,
}

/// One inherent attribute.
#[derive(Clone, Debug)]
pub struct IrdlAttr {
    /// The attribute name.
    pub name: &'static str,
    /// Whether the op may lack it (IRDL's attributes are all required, so
    /// the exporter leaves optional ones out: an over-approximation).
    pub optional: bool,
    /// Its kind and constraint.
    pub constraint: Irdl,
}

/// One region field.
#[derive(Clone, Debug)]
pub struct IrdlRegion {
    /// The field name.
    pub name: &'static str,
    /// Whether the field stands for any number of regions.
    pub variadic: bool,
}

/// An op as IRDL can describe it.
#[derive(Clone, Debug, Default)]
pub struct IrdlOp {
    /// Operand fields, in order.
    pub operands: Vec<IrdlValue>,
    /// Result fields, in order.
    pub results: Vec<IrdlValue>,
    /// Inherent attributes, in field order.
    pub attributes: Vec<IrdlAttr>,
    /// Region fields, in order.
    pub regions: Vec<IrdlRegion>,
    /// How many successor fields the op has.
    pub successors: usize,
    /// What IRDL cannot check of the op at all (its traits, its multi-entity
    /// constraints, a custom verifier), for the exporter's report.
    pub unchecked: Vec<String>,
}

/// A constraint's IRDL form, built on demand.
pub type IrdlFn = fn(&Context) -> Irdl;

/// The IRDL description of an op, submitted by `#[op]` as static data (the
/// constraints as functions, since exact types need a `Context`); the
/// exporter builds the [`IrdlOp`] with [`IrdlOpEntry::describe`].
#[derive(Debug)]
pub struct IrdlOpEntry {
    /// The full name, `dialect.op` (a namespace has no `.`).
    pub name: &'static str,
    /// Operand fields: name, arity (0 single, 1 optional, 2 variadic, as
    /// `value_segment`'s table) and type constraint (`None`: any type).
    pub operands: &'static [(&'static str, u8, Option<IrdlFn>)],
    /// Result fields, as the operands.
    pub results: &'static [(&'static str, u8, Option<IrdlFn>)],
    /// Inherent attributes: name, whether it may be absent, constraint.
    pub attributes: &'static [(&'static str, bool, IrdlFn)],
    /// Region fields: name, whether variadic.
    pub regions: &'static [(&'static str, bool)],
    /// How many successor fields the op has.
    pub successors: usize,
    /// What IRDL cannot check: the trait list, the hooks.
    pub unchecked: &'static [&'static str],
}

impl IrdlOpEntry {
    /// The op's description.
    pub fn describe(&self, ctx: &Context) -> IrdlOp {
        let values = |v: &[(&'static str, u8, Option<IrdlFn>)]| {
            v.iter()
                .map(|&(name, arity, c)| IrdlValue {
                    name,
                    arity: match arity {
                        0 => IrdlArity::Single,
                        1 => IrdlArity::Optional,
                        _ => IrdlArity::Variadic,
                    },
                    constraint: c.map_or(Irdl::Any, |f| f(ctx)),
                })
                .collect()
        };
        IrdlOp {
            operands: values(self.operands),
            results: values(self.results),
            attributes: self
                .attributes
                .iter()
                .map(|&(name, optional, c)| IrdlAttr {
                    name,
                    optional,
                    constraint: c(ctx),
                })
                .collect(),
            regions: self
                .regions
                .iter()
                .map(|&(name, variadic)| IrdlRegion { name, variadic })
                .collect(),
            successors: self.successors,
            unchecked: self.unchecked.iter().map(|s| s.to_string()).collect(),
        }
    }
}

/// One parameter of a type or attribute definition.
#[derive(Clone, Debug)]
pub struct IrdlParam {
    /// The parameter name.
    pub name: &'static str,
    /// Its constraint.
    pub constraint: Irdl,
}

/// The IRDL description of a `#[type_def]` or `#[attr_def]`.
#[derive(Debug)]
pub struct IrdlDefEntry {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The mnemonic.
    pub mnemonic: &'static str,
    /// Whether it defines attributes (else types).
    pub is_attr: bool,
    /// Whether a verifier checks the parameters beyond their kinds
    /// (IRDL cannot run it).
    pub has_verifier: bool,
    /// The parameters, in order.
    pub params: fn(&Context) -> Vec<IrdlParam>,
}

inventory::collect!(IrdlOpEntry);
inventory::collect!(IrdlDefEntry);

/// Every submitted op description of `dialect`, sorted by op name.
pub fn op_entries(dialect: &str) -> Vec<&'static IrdlOpEntry> {
    let mut v: Vec<_> = inventory::iter::<IrdlOpEntry>
        .into_iter()
        .filter(|e| e.name.split_once('.').is_some_and(|(d, _)| d == dialect))
        .collect();
    v.sort_by_key(|e| e.name);
    v
}

/// Every submitted definition of `dialect`, sorted by (types first) mnemonic.
pub fn def_entries(dialect: &str) -> Vec<&'static IrdlDefEntry> {
    let mut v: Vec<_> = inventory::iter::<IrdlDefEntry>
        .into_iter()
        .filter(|e| e.dialect == dialect)
        .collect();
    v.sort_by_key(|e| (e.is_attr, e.mnemonic));
    v
}
