//! The region-branch patterns on a test dialect `rbc` whose loop,
//! `rbc.loop`, has `scf.for`'s edges without an induction variable: its
//! operands enter the body's arguments or go straight to its results,
//! and `rbc.yield` passes values back to the body or out. `t.*` ops are
//! unregistered, so they are always live.
//!
//! The expected texts are what `mlir-opt-22 --canonicalize` leaves of the
//! same loops written with `scf.for` (see `canonicalize-scf/region-branch`
//! in the lit tests), printed generically.

use super::*;
use crate::prelude::*;
use crate::text::{ParseOptions, PrintOptions, parse_source, print_op};
use crate::transforms::rewrite::{FrozenPatternSet, GreedyConfig, apply_patterns_greedily};
use core::ops::Range;

/// The region-branch test dialect.
#[dialect(name = "rbc")]
pub struct RegionBranchTestDialect;

/// `rbc.loop`: runs its region zero or more times, carrying values.
#[op(dialect = RegionBranchTestDialect, name = "loop", traits = [RegionBranchOpInterface])]
pub struct LoopOp {
    #[operand(variadic)]
    inits: Value,
    #[result(variadic)]
    results: Value,
    #[region]
    body: Region,
}

impl RegionBranchOpInterface for LoopOp<'_> {
    fn successor_regions(&self, _point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(self.0, 0),
            RegionSuccessor::parent(self.0),
        ]
    }
    fn entry_successor_operands(&self, _successor: &RegionSuccessor) -> Range<usize> {
        0..self.0.body.num_operands(self.0.op)
    }
}

/// `rbc.yield`: passes its operands on.
#[op(dialect = RegionBranchTestDialect, name = "yield", traits = [ReturnLike, IsTerminator])]
pub struct YieldOp {
    #[operand(variadic)]
    values: Value,
}

/// Applies the three patterns to `rbc.loop` ops of `src` (less `disabled`)
/// and prints the result.
fn canonicalize(src: &str, disabled: &[&str]) -> String {
    let ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut m = parse_source(&ctx, src, "rbc.mlir", &opts).expect("test input parses");
    let mut set = RewritePatternSet::new();
    populate_region_branch_op_interface_canonicalization_patterns(&mut set, "rbc.loop");
    let disabled: Vec<String> = disabled
        .iter()
        .map(|n| format!("(anonymous namespace)::{n}"))
        .collect();
    let frozen = FrozenPatternSet::new(&ctx, set, &disabled, &[]);
    apply_patterns_greedily(&ctx, &mut m.body, m.op, &frozen, &GreedyConfig::default())
        .expect("converges");
    print_op(&ctx, &m.body, m.op, &PrintOptions::default())
}

const LOOP: &str = r#"%x, %y = "t.src"() : () -> (i32, i32)
%r:3 = "rbc.loop"(%x, %y, %x) ({
^bb0(%a: i32, %b: i32, %c: i32):
  %z = "t.op"(%a, %c) : (i32, i32) -> i32
  "rbc.yield"(%z, %b, %z) : (i32, i32, i32) -> ()
}) : (i32, i32, i32) -> (i32, i32, i32)
"t.use"(%r#0, %r#2) : (i32, i32) -> ()
"#;

#[test]
fn forwarded_duplicated_and_dead_values_go() {
    assert_eq!(
        canonicalize(LOOP, &[]).trim_end(),
        r#"module {
  %0:2 = "t.src"() : () -> (i32, i32)
  %1 = "rbc.loop"(%0#0) ({
  ^bb0(%arg0: i32):
    %2 = "t.op"(%arg0, %arg0) : (i32, i32) -> i32
    "rbc.yield"(%2) : (i32) -> ()
  }) : (i32) -> i32
  "t.use"(%1, %1) : (i32, i32) -> ()
}"#
    );
}

#[test]
fn each_pattern_does_its_part() {
    // Without MakeRegionBranchOpSuccessorInputsDead, %b stays: the yield
    // still uses it.
    assert!(
        canonicalize(LOOP, &["MakeRegionBranchOpSuccessorInputsDead"])
            .contains(r#""rbc.loop"(%0#0, %0#1) ({"#)
    );
    // Without RemoveDuplicateSuccessorInputUses, %c stays.
    assert!(
        canonicalize(LOOP, &["RemoveDuplicateSuccessorInputUses"])
            .contains(r#""rbc.loop"(%0#0, %0#0) ({"#)
    );
    // Without RemoveDeadRegionBranchOpSuccessorInputs, nothing is erased.
    assert!(
        canonicalize(LOOP, &["RemoveDeadRegionBranchOpSuccessorInputs"])
            .contains(r#"%1:3 = "rbc.loop"(%0#0, %0#1, %0#0) ({"#)
    );
}

#[test]
fn a_value_from_inside_does_not_replace_a_result() {
    let src = r#"%r = "rbc.loop"() ({
  %v = "t.op"() : () -> i32
  "rbc.yield"(%v) : (i32) -> ()
}) : () -> i32
"t.use"(%r) : (i32) -> ()
"#;
    assert!(canonicalize(src, &[]).contains(r#""t.use"(%0)"#));
}
