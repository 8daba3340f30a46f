//! Op traits: the [`OpTrait`] hooks and the standard trait library.
//!
//! A trait is a Rust type (a unit struct, or a generic one for parametric
//! traits such as `NOperands<2>` or `HasParent<ModuleOp>`) implementing
//! [`OpTrait`]; `#[op(traits = [...])]` calls its hooks from the op's
//! generated verifier and folder, so a misspelt trait is a compile error.
//! Every standard trait has a fixed bit in a `u128` ([`TraitSet`]), which
//! makes `has_trait` one AND; user traits carry a hash and are found by a
//! scan of a short list. A `TypeId`-keyed hash set per op was rejected:
//! `TypeId::of` is not `const`, so the set could not be a `static`, and
//! hashing costs more than the bit test on the hot path.
//!
//! The diagnostic texts are MLIR 22's (`OpDefinition.cpp`), prefixed with
//! `'name' op ` as `emitOpError` does.

mod broadcast;
mod compose;
pub mod constraints;
mod counts;
mod markers;
mod structure;
mod types;

pub use broadcast::*;
pub use compose::*;
pub use counts::*;
pub use markers::*;
pub use structure::*;
pub use types::*;

use crate::Type;
use crate::semantics::diag::Diagnostic;
use crate::semantics::fold::FoldFn;
use crate::semantics::op::OpView;
use crate::semantics::registry::OpFlags;
use crate::uniqued::context::Context;

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
    pub const fn mask(self) -> u128 {
        match self {
            TraitId::Std(b) => 1u128 << b,
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
    pub bits: u128,
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
            TraitId::Std(b) => self.bits & (1u128 << b) != 0,
            TraitId::Custom(h) => self.custom.contains(&h),
        }
    }
}

/// A trait's hooks. All have defaults, so a marker trait is one `impl`.
pub trait OpTrait {
    /// The trait family's identity.
    const ID: TraitId;
    /// The [`TraitSet::bits`] the trait sets: its own bit, or, for a
    /// trait list such as [`ElementwiseMappable`], the bits of each member.
    const MASK: u128 = Self::ID.mask();
    /// Structural traits (operand/result/region/successor counts) are
    /// verified before every other trait, as ODS orders them.
    const STRUCTURAL: bool = false;
    /// Flags the runtime reads without the trait list.
    const FLAGS: OpFlags = OpFlags::NONE;
    /// The trait's fold, if it has one (MLIR's `foldTrait`): `Success`
    /// with results filled, `Success` with no results when it changed the
    /// op in place, or `Failure`. An op gets a fold hook only when it names
    /// a folder or lists a trait whose `FOLD` is set.
    const FOLD: Option<FoldFn> = None;
    /// The terminator the op's single-block regions end in when the text
    /// leaves it out (`SingleBlockImplicitTerminator<T>` gives `T`'s name):
    /// the custom-form parser inserts it, the printer elides it and
    /// builders create it.
    const IMPLICIT_TERMINATOR: Option<&'static str> = None;

    /// Checks the op on entrance, before the ops nested in it.
    fn verify_trait(_op: OpView<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Checks the op on exit, after the ops nested in it.
    fn verify_region_trait(_op: OpView<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The first implicit terminator of a trait list (see
/// [`OpTrait::IMPLICIT_TERMINATOR`]); generated code lists every trait's.
pub const fn implicit_terminator(of: &[Option<&'static str>]) -> Option<&'static str> {
    let mut i = 0;
    while i < of.len() {
        if let Some(t) = of[i] {
            return Some(t);
        }
        i += 1;
    }
    None
}

/// Bit numbers of the standard traits, numbered in declaration order by
/// [`trait_bits!`]: a name cannot take a used bit, and the build fails once
/// they no longer fit the `u128` of [`TraitSet::bits`] (then move the
/// rarest to [`TraitId::Custom`] hashes).
pub(crate) mod bit {
    macro_rules! trait_bits {
        ($($name:ident),* $(,)?) => {
            #[allow(non_camel_case_types, clippy::upper_case_acronyms, reason = "named as the constants")]
            #[repr(u8)]
            enum Bit { $($name),* }
            $(pub const $name: u8 = Bit::$name as u8;)*
            /// How many bits the standard traits take.
            pub const USED: usize = [$(Bit::$name),*].len();
            const _: () = assert!(USED <= 128, "more standard traits than bits in TraitSet::bits");
        };
    }

    trait_bits! {
        ZERO_OPERANDS,
        ONE_OPERAND,
        N_OPERANDS,
        AT_LEAST_N_OPERANDS,
        VARIADIC_OPERANDS,
        ZERO_RESULTS,
        ONE_RESULT,
        N_RESULTS,
        AT_LEAST_N_RESULTS,
        VARIADIC_RESULTS,
        ZERO_REGIONS,
        ONE_REGION,
        N_REGIONS,
        AT_LEAST_N_REGIONS,
        VARIADIC_REGIONS,
        ZERO_SUCCESSORS,
        ONE_SUCCESSOR,
        N_SUCCESSORS,
        AT_LEAST_N_SUCCESSORS,
        VARIADIC_SUCCESSORS,
        IS_TERMINATOR,
        NO_TERMINATOR,
        SINGLE_BLOCK,
        SINGLE_BLOCK_IMPLICIT_TERMINATOR,
        HAS_PARENT,
        ISOLATED_FROM_ABOVE,
        SAME_TYPE_OPERANDS,
        SAME_OPERANDS_SHAPE,
        SAME_OPERANDS_AND_RESULT_SHAPE,
        SAME_OPERANDS_ELEMENT_TYPE,
        SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
        SAME_OPERANDS_AND_RESULT_TYPE,
        SAME_OPERANDS_AND_RESULT_RANK,
        RESULTS_ARE_BOOL_LIKE,
        RESULTS_ARE_FLOAT_LIKE,
        RESULTS_ARE_SIGNLESS_INTEGER_LIKE,
        OPERANDS_ARE_FLOAT_LIKE,
        OPERANDS_ARE_SIGNLESS_INTEGER_LIKE,
        ATTR_SIZED_OPERAND_SEGMENTS,
        ATTR_SIZED_RESULT_SEGMENTS,
        NO_REGION_ARGUMENTS,
        ELEMENTWISE,
        CONSTANT_LIKE,
        COMMUTATIVE,
        INVOLUTION,
        IDEMPOTENT,
        AFFINE_SCOPE,
        AUTOMATIC_ALLOCATION_SCOPE,
        GRAPH_REGIONS,
        SYMBOL_TABLE,
        SYMBOL,
        NO_MEMORY_EFFECT,
        RESULTS_BROADCASTABLE_SHAPE,
        SCALARIZABLE,
        VECTORIZABLE,
        TENSORIZABLE,
        MEMREFS_NORMALIZABLE,
        SAME_VARIADIC_OPERAND_SIZE,
        SAME_VARIADIC_RESULT_SIZE,
        ALWAYS_SPECULATABLE,
        RECURSIVELY_SPECULATABLE,
        RECURSIVE_MEMORY_EFFECTS,
        RETURN_LIKE,
    }
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
