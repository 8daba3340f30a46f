//! Op traits: the [`OpTrait`] hooks and the standard trait library.
//!
//! A trait is a Rust type (a unit struct, or a generic one for parametric
//! traits such as `NOperands<2>` or `HasParent<ModuleOp>`) implementing
//! [`OpTrait`]; `#[op(traits = [...])]` calls its hooks from the op's
//! generated verifier and folder, so a misspelt trait is a compile error.
//! Every standard trait has a fixed bit in a `u64` ([`TraitSet`]), which
//! makes `has_trait` one AND; user traits carry a hash and are found by a
//! scan of a short list. A `TypeId`-keyed hash set per op was rejected:
//! `TypeId::of` is not `const`, so the set could not be a `static`, and
//! hashing costs more than the bit test on the hot path.
//!
//! The diagnostic texts are MLIR 22's (`OpDefinition.cpp`), prefixed with
//! `'name' op ` as `emitOpError` does.

pub mod constraints;
mod counts;
mod markers;
mod structure;
mod types;

pub use counts::*;
pub use markers::*;
pub use structure::*;
pub use types::*;

use crate::semantics::diag::Diagnostic;
use crate::semantics::fold::{FoldOutcome, OpFoldResult};
use crate::semantics::op::OpView;
use crate::semantics::registry::OpFlags;
use crate::storage::body::{Body, Operation};
use crate::uniqued::context::Context;
use crate::{Attribute, Type};
use smallvec::SmallVec;

/// The identity of a trait family (`NOperands<1>` and `NOperands<2>` share
/// one), for `has_trait`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TraitId {
    /// A standard trait: a bit of [`TraitSet::bits`].
    Std(u8),
    /// A user trait: a hash of its path.
    Custom(u64),
}

impl TraitId {
    /// The bit of a standard trait, 0 for a user trait.
    pub const fn mask(self) -> u64 {
        match self {
            TraitId::Std(b) => 1u64 << b,
            TraitId::Custom(_) => 0,
        }
    }

    /// The hash of a user trait, 0 for a standard one.
    pub const fn custom_hash(self) -> u64 {
        match self {
            TraitId::Std(_) => 0,
            TraitId::Custom(h) => h,
        }
    }

    /// A user trait's id from its path text (FNV-1a; `const`).
    pub const fn custom(path: &str) -> TraitId {
        TraitId::Custom(crate::semantics::interfaces::fnv1a(path))
    }
}

/// The set of traits of an op: a bit per standard trait plus user hashes.
#[derive(Copy, Clone, Debug)]
pub struct TraitSet {
    /// Standard traits.
    pub bits: u64,
    /// User traits (hashes; zero entries are ignored).
    pub custom: &'static [u64],
}

impl TraitSet {
    /// No traits.
    pub const EMPTY: TraitSet = TraitSet {
        bits: 0,
        custom: &[],
    };

    /// Whether the set holds the trait family `id`.
    #[inline]
    pub fn contains(&self, id: TraitId) -> bool {
        match id {
            TraitId::Std(b) => self.bits & (1u64 << b) != 0,
            TraitId::Custom(h) => self.custom.contains(&h),
        }
    }
}

/// A trait's hooks. All have defaults, so a marker trait is one `impl`.
pub trait OpTrait {
    /// The trait family's identity.
    const ID: TraitId;
    /// Structural traits (operand/result/region/successor counts) are
    /// verified before every other trait, as ODS orders them.
    const STRUCTURAL: bool = false;
    /// Flags the runtime reads without the trait list.
    const FLAGS: OpFlags = OpFlags::NONE;
    /// Whether [`OpTrait::fold_trait`] can succeed (so ops without folding
    /// traits get no fold hook).
    const HAS_FOLD: bool = false;

    /// Checks the op on entrance, before the ops nested in it.
    fn verify_trait(_op: OpView<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Checks the op on exit, after the ops nested in it.
    fn verify_region_trait(_op: OpView<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Folds the op: `Success` with `results` filled, `Success` with no
    /// results when it changed the op in place, or `Failure`.
    fn fold_trait(
        _ctx: &Context,
        _body: &mut Body,
        _op: Operation,
        _operands: &[Option<Attribute>],
        _results: &mut SmallVec<[OpFoldResult; 1]>,
    ) -> FoldOutcome {
        FoldOutcome::Failure
    }
}

/// Bit numbers of the standard traits.
pub(crate) mod bit {
    pub const ZERO_OPERANDS: u8 = 0;
    pub const ONE_OPERAND: u8 = 1;
    pub const N_OPERANDS: u8 = 2;
    pub const AT_LEAST_N_OPERANDS: u8 = 3;
    pub const VARIADIC_OPERANDS: u8 = 4;
    pub const ZERO_RESULTS: u8 = 5;
    pub const ONE_RESULT: u8 = 6;
    pub const N_RESULTS: u8 = 7;
    pub const AT_LEAST_N_RESULTS: u8 = 8;
    pub const VARIADIC_RESULTS: u8 = 9;
    pub const ZERO_REGIONS: u8 = 10;
    pub const ONE_REGION: u8 = 11;
    pub const N_REGIONS: u8 = 12;
    pub const AT_LEAST_N_REGIONS: u8 = 13;
    pub const VARIADIC_REGIONS: u8 = 14;
    pub const ZERO_SUCCESSORS: u8 = 15;
    pub const ONE_SUCCESSOR: u8 = 16;
    pub const N_SUCCESSORS: u8 = 17;
    pub const AT_LEAST_N_SUCCESSORS: u8 = 18;
    pub const VARIADIC_SUCCESSORS: u8 = 19;
    pub const IS_TERMINATOR: u8 = 20;
    pub const NO_TERMINATOR: u8 = 21;
    pub const SINGLE_BLOCK: u8 = 22;
    pub const SINGLE_BLOCK_IMPLICIT_TERMINATOR: u8 = 23;
    pub const HAS_PARENT: u8 = 24;
    pub const ISOLATED_FROM_ABOVE: u8 = 25;
    pub const SAME_TYPE_OPERANDS: u8 = 26;
    pub const SAME_OPERANDS_SHAPE: u8 = 27;
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: u8 = 28;
    pub const SAME_OPERANDS_ELEMENT_TYPE: u8 = 29;
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: u8 = 30;
    pub const SAME_OPERANDS_AND_RESULT_TYPE: u8 = 31;
    pub const SAME_OPERANDS_AND_RESULT_RANK: u8 = 32;
    pub const RESULTS_ARE_BOOL_LIKE: u8 = 33;
    pub const RESULTS_ARE_FLOAT_LIKE: u8 = 34;
    pub const RESULTS_ARE_SIGNLESS_INTEGER_LIKE: u8 = 35;
    pub const OPERANDS_ARE_FLOAT_LIKE: u8 = 36;
    pub const OPERANDS_ARE_SIGNLESS_INTEGER_LIKE: u8 = 37;
    pub const ATTR_SIZED_OPERAND_SEGMENTS: u8 = 38;
    pub const ATTR_SIZED_RESULT_SEGMENTS: u8 = 39;
    pub const NO_REGION_ARGUMENTS: u8 = 40;
    pub const ELEMENTWISE: u8 = 41;
    pub const CONSTANT_LIKE: u8 = 42;
    pub const COMMUTATIVE: u8 = 43;
    pub const INVOLUTION: u8 = 44;
    pub const IDEMPOTENT: u8 = 45;
    pub const AFFINE_SCOPE: u8 = 46;
    pub const AUTOMATIC_ALLOCATION_SCOPE: u8 = 47;
    pub const GRAPH_REGIONS: u8 = 48;
    pub const SYMBOL_TABLE: u8 = 49;
    pub const SYMBOL: u8 = 50;
    pub const NO_MEMORY_EFFECT: u8 = 51;
}

/// The scalar element type below vectors and tensors (MLIR's
/// `getTensorOrVectorElementType`, which looks through nesting).
pub(crate) fn tensor_or_vector_element(ctx: &Context, mut t: Type) -> Type {
    use crate::TypeKind;
    loop {
        match t.kind(ctx) {
            TypeKind::Vector { element, .. } => return *element,
            TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor(element) => {
                t = *element
            }
            _ => return t,
        }
    }
}

/// Iterates the op's operand types.
pub(crate) fn operand_types<'a>(op: OpView<'a>) -> impl Iterator<Item = Type> + 'a {
    op.body.operands(op.op).map(move |v| op.body.value_type(v))
}

/// Iterates the op's result types.
pub(crate) fn result_types<'a>(op: OpView<'a>) -> impl Iterator<Item = Type> + 'a {
    op.body.results(op.op).map(move |v| op.body.value_type(v))
}

#[cfg(test)]
mod tests;
