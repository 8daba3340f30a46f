//! Trait lists: a tuple of traits is a trait holding all of them, which
//! is how MLIR's `TraitList` (`ElementwiseMappable` = `Elementwise` +
//! `Scalarizable` + `Vectorizable` + `Tensorizable`) is written here.
//!
//! A tuple sets every member's bit ([`OpTrait::MASK`]), ORs their flags,
//! runs their verifiers in order and has `has_trait` ask for all members.
//! A separate `ElementwiseMappable` bit was rejected: `has_trait` of
//! `Elementwise` must also hold for such an op, as it does in MLIR.

use super::{OpTrait, TraitId};
use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::semantics::registry::OpFlags;

macro_rules! tuple_trait {
    ($first:ident $(, $rest:ident)*) => {
        impl<$first: OpTrait $(, $rest: OpTrait)*> OpTrait for ($first, $($rest,)*) {
            const ID: TraitId = $first::ID;
            const MASK: u128 = $first::MASK $(| $rest::MASK)*;
            const STRUCTURAL: bool = $first::STRUCTURAL $(&& $rest::STRUCTURAL)*;
            const FLAGS: OpFlags = OpFlags($first::FLAGS.0 $(| $rest::FLAGS.0)*);
            fn verify_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
                $first::verify_trait(op)?;
                $($rest::verify_trait(op)?;)*
                Ok(())
            }
            fn verify_region_trait(op: OpView<'_>) -> Result<(), Diagnostic> {
                $first::verify_region_trait(op)?;
                $($rest::verify_region_trait(op)?;)*
                Ok(())
            }
        }
    };
}

tuple_trait!(A, B);
tuple_trait!(A, B, C);
tuple_trait!(A, B, C, D);

/// `ElementwiseMappable`: a scalar op that maps elementwise over vectors
/// and tensors, with [`Elementwise`](super::Elementwise)'s verifier.
pub type ElementwiseMappable = (
    super::Elementwise,
    super::Scalarizable,
    super::Vectorizable,
    super::Tensorizable,
);

/// `Pure`: no memory effects and always speculatable (MLIR's
/// `Pure = [AlwaysSpeculatable, NoMemoryEffect]`).
pub type Pure = (super::NoMemoryEffect, super::AlwaysSpeculatable);
