//! Structural equivalence and hashing of operations (MLIR's
//! `OperationEquivalence`): whether two ops, with everything nested in
//! them, compute the same thing up to the names of their values and
//! blocks, and a hash that agrees with it, as CSE needs.
//!
//! Values are compared through a map from the left op's values to the right
//! op's, filled as results and block arguments are paired; a value defined
//! outside both ops must be the same value on both sides. Because the two
//! ops may live in different bodies (two isolated functions), a value is
//! keyed by its body as well as its id: ids of different arenas say
//! nothing about each other. The walk over both ops keeps its own stack,
//! so deep nesting costs heap, not native stack. A comparison by printing
//! both ops was rejected as slow and blind to flags such as ignoring
//! locations.

use crate::semantics::traits::Commutative;
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::storage::entity::EntityRef;
use crate::storage::walk::OpRef;
use crate::uniqued::context::Context;
use core::hash::{Hash, Hasher};
use rustc_hash::{FxHashMap, FxHasher};

/// What an equivalence check or a hash leaves out (MLIR's
/// `OperationEquivalence::Flags`); combine with `|`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct EquivalenceFlags(u8);

impl EquivalenceFlags {
    /// Compare everything.
    pub const NONE: Self = Self(0);
    /// Ignore the locations of ops and block arguments.
    pub const IGNORE_LOCATIONS: Self = Self(1);
    /// Ignore discardable attributes.
    pub const IGNORE_DISCARDABLE_ATTRS: Self = Self(2);
    /// Ignore inherent attributes (properties).
    pub const IGNORE_PROPERTIES: Self = Self(4);
    /// Hash the operands of `Commutative` ops in order; by default
    /// [`compute_hash`] ignores their order. ([`is_equivalent_to`] always
    /// compares operands in order; [`is_equivalent`] lets a commutative
    /// root's operands come in any order, as MLIR 22 does.)
    pub const IGNORE_COMMUTATIVITY: Self = Self(8);

    /// Whether every flag of `other` is set.
    pub fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }
}

impl core::ops::BitOr for EquivalenceFlags {
    type Output = Self;
    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

impl core::ops::BitOrAssign for EquivalenceFlags {
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

/// A value with the body storing it.
type ValueKey = (*const Body, Value);
/// A block with the body storing it.
type BlockKey = (*const Body, Block);

fn key(body: &Body, v: Value) -> ValueKey {
    (core::ptr::from_ref(body), v)
}

/// The state of one comparison: which left values stand for which right
/// ones, and per region compared, which left blocks for which right ones.
struct Equivalence {
    flags: EquivalenceFlags,
    /// The next op compared is the root and `Commutative`: its operands
    /// may come in any order.
    commutative_root: bool,
    values: FxHashMap<ValueKey, ValueKey>,
    blocks: Vec<FxHashMap<BlockKey, BlockKey>>,
}

/// One step of a comparison. The steps run from a stack in the order a
/// recursive comparison would take (an op, then what its regions hold,
/// then its successors, then the next op), so deep nesting costs heap,
/// not native stack.
enum Step<'a> {
    /// Compare two ops (and queue their regions).
    Op(OpRef<'a>, OpRef<'a>),
    /// Compare two regions' block lists (and queue their blocks).
    Region(&'a Body, Region, &'a Body, Region),
    /// Compare two blocks, paired in block map `map` (and queue their ops).
    Block(usize, &'a Body, Block, &'a Body, Block),
    /// Pair the successors of two ops in block map `map`.
    Successors(usize, OpRef<'a>, OpRef<'a>),
}

impl Equivalence {
    fn values_match(&self, lb: &Body, l: Value, rb: &Body, r: Value) -> bool {
        let (lk, rk) = (key(lb, l), key(rb, r));
        lk == rk || self.values.get(&lk) == Some(&rk)
    }

    /// Pairs `l` with `r` in block map `map`; false if `l` was paired with
    /// another block.
    fn pair_blocks(&mut self, map: usize, lb: &Body, l: Block, rb: &Body, r: Block) -> bool {
        let want = (core::ptr::from_ref(rb), r);
        *self.blocks[map]
            .entry((core::ptr::from_ref(lb), l))
            .or_insert(want)
            == want
    }

    fn run<'a>(&mut self, lhs: OpRef<'a>, rhs: OpRef<'a>) -> bool {
        let mut stack = vec![Step::Op(lhs, rhs)];
        while let Some(step) = stack.pop() {
            let ok = match step {
                Step::Op(l, r) => self.op(l, r, &mut stack),
                Step::Region(lb, lr, rb, rr) => {
                    let (lblocks, rblocks): (Vec<Block>, Vec<Block>) = (
                        lb.region_blocks(lr).collect(),
                        rb.region_blocks(rr).collect(),
                    );
                    let map = self.blocks.len();
                    self.blocks.push(FxHashMap::default());
                    for (&l, &r) in lblocks.iter().zip(&rblocks).rev() {
                        stack.push(Step::Block(map, lb, l, rb, r));
                    }
                    lblocks.len() == rblocks.len()
                }
                Step::Block(map, lb, l, rb, r) => self.block(map, lb, l, rb, r, &mut stack),
                Step::Successors(map, l, r) => l
                    .body
                    .successors(l.op)
                    .zip(r.body.successors(r.op))
                    .all(|(ls, rs)| self.pair_blocks(map, l.body, ls, r.body, rs)),
            };
            if !ok {
                return false;
            }
        }
        true
    }

    fn op<'a>(&mut self, l: OpRef<'a>, r: OpRef<'a>, stack: &mut Vec<Step<'a>>) -> bool {
        let (lb, lo, rb, ro) = (l.body, l.op, r.body, r.op);
        if core::ptr::eq(lb, rb) && lo == ro {
            return true;
        }
        if !same_header(l, r, self.flags) {
            return false;
        }
        let commutative = core::mem::take(&mut self.commutative_root);
        let operands_match = if commutative {
            same_operand_multiset(l, r, |lb, lv, rb, rv| self.values_match(lb, lv, rb, rv))
        } else {
            self.operands(l, r)
        };
        if !operands_match {
            return false;
        }
        for (lv, rv) in lb.results(lo).zip(rb.results(ro)) {
            if lb.value_type(lv) != rb.value_type(rv) {
                return false;
            }
            self.values.insert(key(lb, lv), key(rb, rv));
        }
        let (lib, rib) = (l.region_body(), r.region_body());
        for (&lr, &rr) in lb.regions(lo).iter().zip(rb.regions(ro)).rev() {
            stack.push(Step::Region(lib, lr, rib, rr));
        }
        true
    }

    /// Operands correspond in order, as in MLIR 22's `isEquivalentTo`
    /// without a commutativity callback: `arith.addi %a, %b` and
    /// `arith.addi %b, %a` differ.
    fn operands(&self, l: OpRef<'_>, r: OpRef<'_>) -> bool {
        let (lb, rb) = (l.body, r.body);
        lb.operands(l.op).zip(rb.operands(r.op)).all(|(lv, rv)| {
            lb.value_type(lv) == rb.value_type(rv) && self.values_match(lb, lv, rb, rv)
        })
    }

    fn block<'a>(
        &mut self,
        map: usize,
        lb: &'a Body,
        l: Block,
        rb: &'a Body,
        r: Block,
        stack: &mut Vec<Step<'a>>,
    ) -> bool {
        let (la, ra) = (lb.block_args(l), rb.block_args(r));
        if la.len() != ra.len() || !self.pair_blocks(map, lb, l, rb, r) {
            return false;
        }
        for (i, (&lv, &rv)) in la.iter().zip(ra).enumerate() {
            if lb.value_type(lv) != rb.value_type(rv) {
                return false;
            }
            if !self.flags.contains(EquivalenceFlags::IGNORE_LOCATIONS)
                && lb.block_arg_loc(l, i) != rb.block_arg_loc(r, i)
            {
                return false;
            }
            self.values.insert(key(lb, lv), key(rb, rv));
        }
        let (lops, rops): (Vec<Operation>, Vec<Operation>) =
            (lb.block_ops(l).collect(), rb.block_ops(r).collect());
        if lops.len() != rops.len() {
            return false;
        }
        for (&lo, &ro) in lops.iter().zip(&rops).rev() {
            let (lo, ro) = (OpRef::new(lb, lo), OpRef::new(rb, ro));
            stack.push(Step::Successors(map, lo, ro));
            stack.push(Step::Op(lo, ro));
        }
        true
    }
}

/// Whether `lhs` and `rhs` are equivalent (MLIR's
/// `OperationEquivalence::isEquivalentTo`): same name, attributes,
/// properties, operand and result types, locations (unless `flags` say
/// otherwise), and regions whose blocks, arguments, ops and successors
/// correspond one to one. Operands must be the same value, or values
/// already paired by the comparison (results of earlier ops, block
/// arguments of corresponding blocks).
///
/// ```
/// use ir::semantics::equivalence::{EquivalenceFlags, is_equivalent_to};
/// use ir::text::{ParseOptions, parse_source};
/// use ir::{Context, OpRef};
///
/// let ctx = Context::new();
/// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, r#"
///   "t.r"() ({ %0 = "t.a"() : () -> i32  "t.b"(%0) : (i32) -> () }) : () -> ()
///   "t.r"() ({ %1 = "t.a"() : () -> i32  "t.b"(%1) : (i32) -> () }) : () -> ()
/// "#, "s.mlir", &opts).unwrap();
/// let body = m.body.nested(m.op).unwrap();
/// let block = body.entry_block(body.root_regions()[0]).unwrap();
/// let ops: Vec<_> = body.block_ops(block).collect();
/// let (a, b) = (OpRef::new(body, ops[0]), OpRef::new(body, ops[1]));
/// assert!(is_equivalent_to(a, b, EquivalenceFlags::IGNORE_LOCATIONS));
/// // The two ops sit on different lines.
/// assert!(!is_equivalent_to(a, b, EquivalenceFlags::NONE));
/// ```
pub fn is_equivalent_to(lhs: OpRef<'_>, rhs: OpRef<'_>, flags: EquivalenceFlags) -> bool {
    Equivalence {
        flags,
        commutative_root: false,
        values: FxHashMap::default(),
        blocks: Vec::new(),
    }
    .run(lhs, rhs)
}

/// Whether two ops agree on everything but operands, results and regions:
/// name, discardable attributes, properties, location (as `flags`
/// allow) and their numbers of regions, successors, operands and results.
fn same_header(l: OpRef<'_>, r: OpRef<'_>, flags: EquivalenceFlags) -> bool {
    let (lb, lo, rb, ro) = (l.body, l.op, r.body, r.op);
    (flags.contains(EquivalenceFlags::IGNORE_DISCARDABLE_ATTRS)
        || lb.attributes(lo) == rb.attributes(ro))
        && lb.op_name(lo) == rb.op_name(ro)
        && lb.num_regions(lo) == rb.num_regions(ro)
        && lb.num_successors(lo) == rb.num_successors(ro)
        && lb.num_operands(lo) == rb.num_operands(ro)
        && lb.num_results(lo) == rb.num_results(ro)
        && (flags.contains(EquivalenceFlags::IGNORE_PROPERTIES)
            || lb.properties(lo) == rb.properties(ro))
        && (flags.contains(EquivalenceFlags::IGNORE_LOCATIONS) || lb.op_loc(lo) == rb.op_loc(ro))
}

/// MLIR's commutative operand check: the operands match in order as far
/// as `matches` says, and the rest are the same values in some order
/// (compared by identity, as MLIR sorts them by address).
fn same_operand_multiset(
    l: OpRef<'_>,
    r: OpRef<'_>,
    matches: impl Fn(&Body, Value, &Body, Value) -> bool,
) -> bool {
    let (lb, rb) = (l.body, r.body);
    let prefix = lb
        .operands(l.op)
        .zip(rb.operands(r.op))
        .take_while(|&(lv, rv)| matches(lb, lv, rb, rv))
        .count();
    if prefix == lb.num_operands(l.op) {
        return true;
    }
    let sorted = |b: &Body, op| {
        let mut v: smallvec::SmallVec<[ValueKey; 4]> =
            b.operands(op).skip(prefix).map(|v| key(b, v)).collect();
        v.sort_unstable_by_key(|&(p, v)| (p as usize, v.index()));
        v
    };
    sorted(lb, l.op) == sorted(rb, r.op)
}

/// Whether `lhs` and `rhs` are equivalent as MLIR's three-argument
/// `OperationEquivalence::isEquivalentTo` decides: as
/// [`is_equivalent_to`], except that the operands of a `Commutative`
/// `lhs` may be a permutation of those of `rhs` (ops nested in regions
/// still compare in order, as in MLIR). Ops without regions are compared
/// without allocating, which is what CSE needs on its hot path.
///
/// ```
/// use ir::prelude::*;
/// use ir::semantics::equivalence::{EquivalenceFlags, is_equivalent, is_equivalent_to};
/// use ir::text::{ParseOptions, parse_source};
///
/// /// The `eqdoc` dialect.
/// #[dialect(name = "eqdoc")]
/// pub struct EqDocDialect;
///
/// /// `eqdoc.add`: commutative.
/// #[op(dialect = EqDocDialect, name = "add", traits = [Commutative])]
/// pub struct AddOp {
///     /// Left.
///     #[operand] lhs: Value,
///     /// Right.
///     #[operand] rhs: Value,
///     /// Sum.
///     #[result] sum: Value,
/// }
///
/// let ctx = Context::new();
/// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, r#""t.r"() ({
///   ^bb0(%a: i32, %b: i32):
///   %0 = "eqdoc.add"(%a, %b) : (i32, i32) -> i32
///   %1 = "eqdoc.add"(%b, %a) : (i32, i32) -> i32
/// }) : () -> ()"#, "s.mlir", &opts).unwrap();
/// let body = m.body.nested(m.op).unwrap();
/// let top = body.entry_block(body.root_regions()[0]).unwrap();
/// let r = body.regions(body.first_op(top).unwrap())[0];
/// let ops: Vec<_> = body.block_ops(body.entry_block(r).unwrap()).collect();
/// let (a, b) = (OpRef::new(body, ops[0]), OpRef::new(body, ops[1]));
/// assert!(is_equivalent(&ctx, a, b, EquivalenceFlags::IGNORE_LOCATIONS));
/// assert!(!is_equivalent_to(a, b, EquivalenceFlags::IGNORE_LOCATIONS));
/// ```
pub fn is_equivalent(
    ctx: &Context,
    lhs: OpRef<'_>,
    rhs: OpRef<'_>,
    flags: EquivalenceFlags,
) -> bool {
    let commutative = ctx
        .op_info(lhs.body.op_name(lhs.op))
        .is_some_and(|i| i.has_trait::<Commutative>());
    if lhs.body.num_regions(lhs.op) == 0 && rhs.body.num_regions(rhs.op) == 0 {
        if core::ptr::eq(lhs.body, rhs.body) && lhs.op == rhs.op {
            return true;
        }
        let (lb, rb) = (lhs.body, rhs.body);
        let same = |lb: &Body, lv: Value, rb: &Body, rv: Value| key(lb, lv) == key(rb, rv);
        return same_header(lhs, rhs, flags)
            && if commutative {
                same_operand_multiset(lhs, rhs, same)
            } else {
                lb.operands(lhs.op)
                    .zip(rb.operands(rhs.op))
                    .all(|(lv, rv)| same(lb, lv, rb, rv))
            }
            && lb
                .results(lhs.op)
                .zip(rb.results(rhs.op))
                .all(|(lv, rv)| lb.value_type(lv) == rb.value_type(rv));
    }
    Equivalence {
        flags,
        commutative_root: commutative,
        values: FxHashMap::default(),
        blocks: Vec::new(),
    }
    .run(lhs, rhs)
}

/// A hash of `op` that equivalent ops share (MLIR's
/// `OperationEquivalence::computeHash`): its name, attributes,
/// properties, result types and location (as `flags` allow), with each
/// operand hashed by `hash_operand` and each result by `hash_result`.
/// The operands of a `Commutative` op are hashed in any order unless
/// `flags` has [`EquivalenceFlags::IGNORE_COMMUTATIVITY`]. Regions are not
/// hashed. [`direct_hash_value`] hashes a value by
/// identity, [`ignore_hash_value`] leaves it out.
///
/// ```
/// use ir::semantics::equivalence::{EquivalenceFlags, compute_hash, direct_hash_value, ignore_hash_value};
/// use ir::text::{ParseOptions, parse_source};
/// use ir::{Context, OpRef};
///
/// let ctx = Context::new();
/// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
/// let m = parse_source(&ctx, "%0 = \"t.a\"() : () -> i32\n%1 = \"t.a\"() : () -> i32\n",
///                      "s.mlir", &opts).unwrap();
/// let body = m.body.nested(m.op).unwrap();
/// let block = body.entry_block(body.root_regions()[0]).unwrap();
/// let ops: Vec<_> = body.block_ops(block).collect();
/// let hash = |op| compute_hash(&ctx, OpRef::new(body, op), direct_hash_value,
///                              ignore_hash_value, EquivalenceFlags::IGNORE_LOCATIONS);
/// assert_eq!(hash(ops[0]), hash(ops[1]));
/// ```
pub fn compute_hash(
    ctx: &Context,
    op: OpRef<'_>,
    mut hash_operand: impl FnMut(&Body, Value, &mut dyn Hasher),
    mut hash_result: impl FnMut(&Body, Value, &mut dyn Hasher),
    flags: EquivalenceFlags,
) -> u64 {
    let (body, o) = (op.body, op.op);
    let mut h = FxHasher::default();
    body.op_name(o).hash(&mut h);
    if !flags.contains(EquivalenceFlags::IGNORE_DISCARDABLE_ATTRS) {
        body.attributes(o).hash(&mut h);
    }
    if !flags.contains(EquivalenceFlags::IGNORE_PROPERTIES) {
        body.properties(o).hash(&mut h);
    }
    for v in body.results(o) {
        body.value_type(v).hash(&mut h);
    }
    if !flags.contains(EquivalenceFlags::IGNORE_LOCATIONS) {
        body.op_loc(o).hash(&mut h);
    }
    let commutative = !flags.contains(EquivalenceFlags::IGNORE_COMMUTATIVITY)
        && ctx
            .op_info(body.op_name(o))
            .is_some_and(|i| i.has_trait::<Commutative>());
    if commutative {
        // A sum does not depend on the order.
        let mut sum = 0u64;
        for v in body.operands(o) {
            let mut one = FxHasher::default();
            hash_operand(body, v, &mut one);
            sum = sum.wrapping_add(one.finish());
        }
        h.write_u64(sum);
    } else {
        for v in body.operands(o) {
            hash_operand(body, v, &mut h);
        }
    }
    for v in body.results(o) {
        hash_result(body, v, &mut h);
    }
    h.finish()
}

/// Hashes a value by identity (MLIR's `directHashValue`).
pub fn direct_hash_value(body: &Body, v: Value, h: &mut dyn Hasher) {
    h.write_usize(core::ptr::from_ref(body) as usize);
    h.write_u32(v.index() as u32);
}

/// Leaves a value out of the hash (MLIR's `ignoreHashValue`).
pub fn ignore_hash_value(_body: &Body, _v: Value, _h: &mut dyn Hasher) {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{ParseOptions, parse_source};

    /// The verdict on the two top-level ops of `src`.
    fn verdict(src: &str, flags: EquivalenceFlags) -> bool {
        let ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let m = parse_source(&ctx, src, "s.mlir", &opts).unwrap();
        let body = m.body.nested(m.op).unwrap();
        let block = body.entry_block(body.root_regions()[0]).unwrap();
        let ops: Vec<_> = body.block_ops(block).collect();
        assert_eq!(ops.len(), 2);
        is_equivalent_to(OpRef::new(body, ops[0]), OpRef::new(body, ops[1]), flags)
    }

    const LOC: EquivalenceFlags = EquivalenceFlags::IGNORE_LOCATIONS;

    #[test]
    fn dataflow_must_correspond() {
        let same = r#""t.r"() ({ %0:2 = "t.p"() : () -> (i32, i32) "t.c"(%0#0, %0#1) : (i32, i32) -> () }) : () -> ()
"t.r"() ({ %0:2 = "t.p"() : () -> (i32, i32) "t.c"(%0#0, %0#1) : (i32, i32) -> () }) : () -> ()"#;
        assert!(verdict(same, LOC));
        let swapped = same.replacen("%0#0, %0#1", "%0#1, %0#0", 1);
        assert!(!verdict(&swapped, LOC));
    }

    #[test]
    fn successors_and_block_arguments_must_correspond() {
        let cfg = |target: &str| {
            format!(
                r#""t.r"() ({{ ^bb0(%a: i32): "t.br"() [^bb1, ^bb2] : () -> () ^bb1: "t.x"() : () -> () ^bb2: "t.x"() : () -> () }}) : () -> ()
"t.r"() ({{ ^bb0(%a: i32): "t.br"() [{target}] : () -> () ^bb1: "t.x"() : () -> () ^bb2: "t.x"() : () -> () }}) : () -> ()"#
            )
        };
        assert!(verdict(&cfg("^bb1, ^bb2"), LOC));
        assert!(!verdict(&cfg("^bb2, ^bb1"), LOC));
        let arg_types = r#""t.r"() ({ ^bb0(%a: i32): "t.x"() : () -> () }) : () -> ()
"t.r"() ({ ^bb0(%a: f32): "t.x"() : () -> () }) : () -> ()"#;
        assert!(!verdict(arg_types, LOC));
    }

    #[test]
    fn attributes_properties_and_locations_follow_the_flags() {
        let attrs = "\"t.a\"() {x = 1} : () -> ()\n\"t.a\"() {x = 2} : () -> ()";
        assert!(!verdict(attrs, LOC));
        assert!(verdict(
            attrs,
            LOC | EquivalenceFlags::IGNORE_DISCARDABLE_ATTRS
        ));
        let props = "\"t.a\"() <{x = 1}> : () -> ()\n\"t.a\"() <{x = 2}> : () -> ()";
        assert!(!verdict(props, LOC));
        assert!(verdict(props, LOC | EquivalenceFlags::IGNORE_PROPERTIES));
        let locs = "\"t.a\"() : () -> () loc(\"f\")\n\"t.a\"() : () -> () loc(\"f\")";
        assert!(verdict(locs, EquivalenceFlags::NONE));
    }

    #[test]
    fn operand_order_matters() {
        let src = r#""t.r"() ({ ^bb0(%a: i32, %b: i32): %0 = "t.add"(%a, %b) : (i32, i32) -> i32 }) : () -> ()
"t.r"() ({ ^bb0(%a: i32, %b: i32): %0 = "t.add"(%b, %a) : (i32, i32) -> i32 }) : () -> ()"#;
        assert!(!verdict(src, LOC));
    }

    #[test]
    fn deep_nesting_compares_without_recursion() {
        let depth = 20_000;
        let one = format!(
            "{}\"t.x\"() : () -> (){}",
            "\"t.r\"() ({\n".repeat(depth),
            "}) : () -> ()\n".repeat(depth)
        );
        assert!(verdict(&format!("{one}{one}"), LOC));
        let other = one.replacen("t.x", "t.y", 1);
        assert!(!verdict(&format!("{one}{other}"), LOC));
    }

    #[test]
    fn equivalent_ops_hash_alike() {
        let ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        let src = "%0 = \"t.a\"() {k} : () -> i32\n%1 = \"t.a\"() {k} : () -> i32\n%2 = \"t.a\"() : () -> i32\n";
        let m = parse_source(&ctx, src, "s.mlir", &opts).unwrap();
        let body = m.body.nested(m.op).unwrap();
        let block = body.entry_block(body.root_regions()[0]).unwrap();
        let ops: Vec<_> = body.block_ops(block).collect();
        let hash = |op, flags| {
            compute_hash(
                &ctx,
                OpRef::new(body, op),
                direct_hash_value,
                ignore_hash_value,
                flags,
            )
        };
        assert_eq!(hash(ops[0], LOC), hash(ops[1], LOC));
        assert_ne!(hash(ops[0], LOC), hash(ops[2], LOC));
        assert_ne!(
            hash(ops[0], EquivalenceFlags::NONE),
            hash(ops[1], EquivalenceFlags::NONE)
        );
    }
}
