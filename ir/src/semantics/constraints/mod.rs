//! ODS constraints: type constraints on operands and results
//! ([`TypeConstraint`], `#[operand(ty = AnySignlessInteger)]`), attribute
//! constraints ([`AttrConstraint`], `#[attr(constraint = IntMinValue<0>)]`)
//! and the multi-entity predicates (`AllTypesMatch<(lhs, rhs)>` in an op's
//! `traits`), with the checks the generated verifiers call and ODS's
//! messages (`operand #0 must be signless integer, but got 'f32'`).
//!
//! A constraint is a Rust type with static methods, so a typo is a
//! compile error and composite constraints are generic types
//! (`TensorOf<(F32, F64)>`; a tuple means "any of", ODS's `AnyTypeOf`).
//! Summaries are built as `String`s on the error path only: a `const`
//! summary was rejected because a generic one (`TensorOf<T>`) cannot be
//! concatenated in `const` code on stable Rust.
//!
//! Each constraint also says itself in IRDL's terms
//! ([`TypeConstraint::irdl`], `AttrType::irdl`, [`attr_irdl`]) for
//! `ir-opt --export-irdl`; a user constraint without an `irdl` method is
//! exported as `irdl.any`, marked as an over-approximation (see
//! `ir::text::irdl`).
//!
//! On an op (`ir::prelude` exports the library):
//!
//! ```
//! use ir::prelude::*;
//!
//! #[dialect(name = "calc")]
//! pub struct CalcDialect;
//!
//! /// `calc.select %c, %a, %b : i32`: the condition is `I1` (buildable, so
//! /// the format names no type for it) and `AllTypesMatch` gives `%b`'s
//! /// type and the result's from `%a`'s.
//! #[op(dialect = CalcDialect, name = "select",
//!      traits = [AllTypesMatch<(lhs, rhs, result)>],
//!      format = "$cond `,` $lhs `,` $rhs attr-dict `:` type($lhs)")]
//! pub struct SelectOp {
//!     /// `operand #0 must be 1-bit signless integer, but got 'i32'`.
//!     #[operand(ty = I1)]
//!     cond: Value,
//!     /// Chosen when true.
//!     #[operand(ty = AnySignlessInteger)]
//!     lhs: Value,
//!     /// Chosen when false.
//!     #[operand(ty = AnySignlessInteger)]
//!     rhs: Value,
//!     /// The choice.
//!     #[result]
//!     result: Value,
//!     /// `ConfinedAttr<I64Attr, [IntMinValue<0>]>`; a required attribute's
//!     /// getter returns the value, its setter takes one (no `None`).
//!     #[attr(constraint = IntMinValue<0>)]
//!     weight: I64Attr,
//!     /// Renamed getter (`set_` + the name for the setter).
//!     #[attr(optional, accessor = "note_attr")]
//!     note: StrAttr,
//! }
//! ```
//!
//! The constraints alone:
//!
//! ```
//! use ir::semantics::constraints::*;
//! use ir::{Context, Type};
//!
//! let ctx = Context::new();
//! let f32 = Type::f32(&ctx);
//! assert!(AnyFloat::matches(&ctx, f32));
//! assert!(!AnySignlessInteger::matches(&ctx, f32));
//! assert_eq!(<TensorOf<(I<8>, F32)>>::summary(),
//!            "tensor of 8-bit signless integer or 32-bit float values");
//! // A buildable constraint gives the type a format need not spell.
//! assert_eq!(I1::buildable(&ctx), Some(Type::i1(&ctx)));
//! ```

mod attrs;
#[doc(hidden)]
pub mod irdl_probe;
mod types;

pub use attrs::*;
pub use types::*;

use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::uniqued::context::Context;
use crate::uniqued::irdl::Irdl;
use crate::{Attribute, Type};

/// A constraint on a type (ODS `TypeConstraint`).
///
/// A user constraint is a unit struct implementing it:
///
/// ```
/// use ir::semantics::constraints::TypeConstraint;
/// use ir::{Context, Type};
///
/// /// An even-width signless integer.
/// pub struct EvenInt;
/// impl TypeConstraint for EvenInt {
///     fn matches(ctx: &Context, t: Type) -> bool {
///         t.is_signless_integer(ctx) && t.int_or_float_width(ctx).is_some_and(|w| w % 2 == 0)
///     }
///     fn summary() -> String {
///         "even-width signless integer".into()
///     }
/// }
/// let ctx = Context::new();
/// assert!(EvenInt::matches(&ctx, Type::int(&ctx, 8)));
/// ```
pub trait TypeConstraint {
    /// Whether `t` satisfies the constraint.
    fn matches(ctx: &Context, t: Type) -> bool;
    /// ODS's summary, the text after "must be" in the diagnostic.
    fn summary() -> String;
    /// Whether [`TypeConstraint::buildable`] gives a type (checked at
    /// compile time where a format relies on it).
    const BUILDABLE: bool = false;
    /// The one type the constraint allows, when it is buildable (ODS
    /// `BuildableType`): a declarative format then needs no `type(...)`
    /// for a value of this constraint.
    fn buildable(_ctx: &Context) -> Option<Type> {
        None
    }
    /// The constraint in IRDL's terms (for `ir-opt --export-irdl`); the
    /// default is `irdl.any`, marked as an over-approximation of
    /// [`TypeConstraint::summary`].
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(Irdl::Any, Self::summary())
    }
    /// The builtin type class of ODS's `cppType`, when the constraint names
    /// one (`builtin.function` for `FunctionType`): a declarative format
    /// reads `type($x)` as that class, and another type is MLIR's
    /// `invalid kind of type specified: expected builtin.function, ...`;
    /// an empty name (a C++ base class such as `BaseMemRefType`) gives
    /// the message without the expectation.
    const KIND: Option<&'static str> = None;
    /// Whether `t` is of the class [`TypeConstraint::KIND`] names.
    fn of_kind(_ctx: &Context, _t: Type) -> bool {
        true
    }
}

/// A constraint on an attribute beyond its kind (ODS `AttrConstraint`, as
/// used in `ConfinedAttr<Kind, [...]>`). A tuple holds all of its members.
pub trait AttrConstraint {
    /// Whether `a` (already of the field's kind) satisfies the constraint.
    fn matches(ctx: &Context, a: Attribute) -> bool;
    /// ODS's summary, appended to the kind's (`whose minimum value is 0`).
    fn summary() -> String;
}

/// An attribute of kind `K` under constraint `C` in IRDL's terms: the
/// kind's description, marked as an over-approximation when `C` adds a
/// condition (IRDL cannot bound an integer or count an array).
pub fn attr_irdl<K: crate::uniqued::typed_attrs::AttrType, C: AttrConstraint>(
    ctx: &Context,
) -> Irdl {
    let extra = C::summary();
    if extra.is_empty() {
        return K::irdl(ctx);
    }
    Irdl::approx(K::irdl(ctx), format!("{} {extra}", K::summary()))
}

/// Checks `len` operands or results (`what`) from `start` against `C`, as
/// ODS's generated verifier does: `operand #2 must be variadic of ...`.
/// Inlined, so that the generated verifiers' literal `what` is compared
/// at compile time rather than on every op.
#[inline]
pub fn verify_values<C: TypeConstraint + ?Sized>(
    op: OpView<'_>,
    what: &str,
    start: usize,
    len: usize,
    variadic: bool,
) -> Result<(), Diagnostic> {
    verify_values_of::<C>(op, what == "operand", what, start..start + len, variadic)
}

fn verify_values_of<C: TypeConstraint + ?Sized>(
    op: OpView<'_>,
    operands: bool,
    what: &str,
    range: core::ops::Range<usize>,
    variadic: bool,
) -> Result<(), Diagnostic> {
    for i in range {
        let v = if operands {
            op.operand(i)
        } else {
            op.result(i)
        };
        let t = op.body.value_type(v);
        if !C::matches(op.ctx, t) {
            let prefix = if variadic { "variadic of " } else { "" };
            return Err(op.emit_op_error(format!(
                "{what} #{i} must be {prefix}{}, but got '{}'",
                C::summary(),
                t.display(op.ctx)
            )));
        }
    }
    Ok(())
}

/// Checks an attribute against its kind `K` and constraint `C` as one
/// predicate, as ODS's `ConfinedAttr` does; the error is the text after
/// `'op' op ` (the verifier and, for attributes written among the
/// discardable ones, the parser add that prefix).
pub fn check_attr<K: crate::uniqued::typed_attrs::AttrType, C: AttrConstraint>(
    ctx: &Context,
    name: &str,
    a: Attribute,
) -> Result<(), String> {
    if K::from_attr(ctx, a).is_some() && C::matches(ctx, a) {
        return Ok(());
    }
    let extra = C::summary();
    let sep = if extra.is_empty() { "" } else { " " };
    Err(format!(
        "attribute '{name}' failed to satisfy constraint: {}{sep}{extra}",
        K::summary()
    ))
}

/// The constraint of an attribute with none beyond its kind.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoConstraint;
impl AttrConstraint for NoConstraint {
    fn matches(_: &Context, _: Attribute) -> bool {
        true
    }
    fn summary() -> String {
        String::new()
    }
}

/// How the entities of a multi-entity constraint must agree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// `AllTypesMatch`: the same type.
    Type,
    /// `AllElementTypesMatch`: the same element type (or scalar type).
    ElementType,
    /// `AllShapesMatch`: the same shape.
    Shape,
    /// `AllRanksMatch`: the same rank.
    Rank,
}

/// Checks an `All*Match` constraint over the entities' types (`None` for
/// an absent optional entity, which is skipped); `names` is the list as
/// ODS prints it (`lhs, rhs`).
pub fn verify_all_match(
    op: OpView<'_>,
    how: Agreement,
    names: &str,
    types: &[Option<Type>],
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let mut present = types.iter().flatten().copied();
    let Some(first) = present.next() else {
        return Ok(());
    };
    let same = |t: Type| match how {
        Agreement::Type => t == first,
        Agreement::ElementType => t.element_type_or_self(ctx) == first.element_type_or_self(ctx),
        Agreement::Shape => t.shape(ctx) == first.shape(ctx),
        Agreement::Rank => t.rank(ctx) == first.rank(ctx),
    };
    if present.all(same) {
        return Ok(());
    }
    let what = match how {
        Agreement::Type => "type",
        Agreement::ElementType => "element type",
        Agreement::Shape => "shape",
        Agreement::Rank => "rank",
    };
    Err(op.emit_op_error(format!(
        "failed to verify that all of {{{names}}} have same {what}"
    )))
}

/// The transformation of a `TypesMatchWith<(from, to), F>` constraint: the
/// type `to` must have, given `from`'s.
///
/// ```
/// use ir::semantics::constraints::TypeTransform;
/// use ir::{Context, Type};
///
/// /// `to` is the element type of `from`.
/// pub struct ElementOf;
/// impl TypeTransform for ElementOf {
///     const SUMMARY: &'static str = "result type matches element type of 'vector'";
///     fn apply(ctx: &Context, t: Type) -> Type {
///         t.element_type_or_self(ctx)
///     }
/// }
/// ```
pub trait TypeTransform {
    /// ODS's summary, printed after "failed to verify that ".
    const SUMMARY: &'static str;
    /// The type expected of `to`.
    fn apply(ctx: &Context, from: Type) -> Type;
}

/// Checks a `TypesMatchWith` constraint.
pub fn verify_types_match_with<F: TypeTransform>(
    op: OpView<'_>,
    from: Option<Type>,
    to: Option<Type>,
) -> Result<(), Diagnostic> {
    let (Some(from), Some(to)) = (from, to) else {
        return Ok(());
    };
    if F::apply(op.ctx, from) == to {
        return Ok(());
    }
    Err(op.emit_op_error(format!("failed to verify that {}", F::SUMMARY)))
}

/// The transformation of a `TypesMatchWith<(from, to), F>` constraint whose
/// `to` is a variadic group: the types the group must have, given `from`'s
/// (ODS's range transformations, such as a function type's inputs for
/// `func.call_indirect`'s arguments).
///
/// ```
/// use ir::semantics::constraints::TypesTransform;
/// use ir::{Context, Type};
///
/// /// `to` are the inputs of the function type `from`.
/// pub struct InputsOf;
/// impl TypesTransform for InputsOf {
///     const SUMMARY: &'static str = "callee input types match argument types";
///     fn apply(ctx: &Context, t: Type) -> Vec<Type> {
///         t.function_parts(ctx).map_or_else(Vec::new, |(ins, _)| ins.to_vec())
///     }
/// }
/// ```
pub trait TypesTransform {
    /// ODS's summary, printed after "failed to verify that ".
    const SUMMARY: &'static str;
    /// The types expected of `to`.
    fn apply(ctx: &Context, from: Type) -> Vec<Type>;
}

/// Checks a `TypesMatchWith` constraint whose `to` is variadic.
pub fn verify_types_match_with_range<F: TypesTransform>(
    op: OpView<'_>,
    from: Option<Type>,
    to: &[Type],
) -> Result<(), Diagnostic> {
    let Some(from) = from else {
        return Ok(());
    };
    if F::apply(op.ctx, from) == to {
        return Ok(());
    }
    Err(op.emit_op_error(format!("failed to verify that {}", F::SUMMARY)))
}

#[cfg(test)]
mod tests;
