//! External interface models living in a crate of their own (this one),
//! for ops of the `dialects` crate: `OpCost` is this crate's interface,
//! implemented for `arith.addi` and `arith.muli` with `#[external_model]`
//! (registered at link time), and for `arith.subi` with no registration,
//! so a test can attach it to a context at run time. `tests/tests/
//! interface_models.rs` checks both answer the ordinary cast.

use dialects::arith::{AddIOp, MulIOp, SubIOp};
use ir::prelude::*;

/// What an op costs to execute.
#[op_interface]
pub trait OpCost {
    /// The cost in cycles.
    fn cycles(&self) -> u32;
    /// Whether the op is cheap; the default uses `cycles`.
    fn is_cheap(&self) -> bool {
        self.cycles() <= 1
    }
}

#[external_model]
impl OpCost for AddIOp<'_> {
    fn cycles(&self) -> u32 {
        1
    }
}

#[external_model]
impl OpCost for MulIOp<'_> {
    fn cycles(&self) -> u32 {
        3
    }
}

/// Not registered: `tests/tests/interface_models.rs` attaches it.
impl OpCost for SubIOp<'_> {
    fn cycles(&self) -> u32 {
        2
    }
}
