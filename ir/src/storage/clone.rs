//! Deep cloning of operations with value and block remapping.
//!
//! Cloning reads the source op tree into a flat list of recipes, then
//! builds the copy, then fills in operands and successors once every value
//! and block of the copy exists (a use may precede its definition in a graph
//! region or in block order). The same code serves a clone inside one body
//! and a clone from one body into another. The nested body of an isolated
//! op is copied whole: nothing inside it refers outside, so its ids need no
//! remapping.

use crate::storage::body::{Block, Body, Operation, OperationState, Region, Value};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A mapping from source values and blocks to their replacements (MLIR's
/// `IRMapping`). Values and blocks not in the map are used as they are.
#[derive(Debug, Default, Clone)]
pub struct IRMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl IRMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    /// Maps `from` to `to`.
    pub fn map_block(&mut self, from: Block, to: Block) {
        self.blocks.insert(from, to);
    }

    /// The replacement of `v`, or `v`.
    pub fn lookup_value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }

    /// The replacement of `v`, if mapped.
    pub fn get_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }

    /// The replacement of `b`, or `b`.
    pub fn lookup_block(&self, b: Block) -> Block {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

struct BlockRecipe {
    src: Block,
    args: Vec<(Value, Type, Location)>,
    /// Indices into the recipe list of the ops in this block, in order.
    ops: Vec<usize>,
}

struct OpRecipe {
    state: OperationState,
    src_results: SmallVec<[Value; 2]>,
    successors: SmallVec<[Block; 2]>,
    regions: Vec<Vec<BlockRecipe>>,
    nested: Option<Box<Body>>,
    /// See [`Body::has_empty_properties`].
    empty_properties: bool,
}

/// Reads the blocks of `region` (arguments and op indices into `queue`).
fn record_blocks(src: &Body, region: Region, queue: &mut Vec<Operation>) -> Vec<BlockRecipe> {
    let mut blocks = Vec::new();
    for b in src.region_blocks(region) {
        let args = src
            .block_args(b)
            .iter()
            .enumerate()
            .map(|(i, &a)| (a, src.value_type(a), src.block_arg_loc(b, i)))
            .collect();
        let mut ops = Vec::new();
        for o in src.block_ops(b) {
            ops.push(queue.len());
            queue.push(o);
        }
        blocks.push(BlockRecipe { src: b, args, ops });
    }
    blocks
}

/// Reads the ops of `queue` and their nested ops into recipes, in
/// breadth-first order (a parent always precedes its children).
fn record(src: &Body, mut queue: Vec<Operation>) -> Vec<OpRecipe> {
    let mut out = Vec::new();
    let mut qi = 0;
    while qi < queue.len() {
        let op = queue[qi];
        qi += 1;
        let d = src.op_data(op);
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: src.operands(op).collect(),
            result_types: src.results(op).map(|v| src.value_type(v)).collect(),
            properties: d.props,
            attributes: d.attrs,
            successors: SmallVec::new(),
            num_regions: src.num_regions(op),
        };
        let nested = src.nested(op).map(|b| Box::new(b.clone()));
        let mut regions = Vec::new();
        if nested.is_none() {
            for &r in src.regions(op) {
                regions.push(record_blocks(src, r, &mut queue));
            }
        }
        out.push(OpRecipe {
            state,
            src_results: src.results(op).collect(),
            successors: src.successors(op).collect(),
            regions,
            nested,
            empty_properties: src.has_empty_properties(op),
        });
    }
    out
}

/// An op of the copy with its source operands and successors, still to map.
type Fixup = (Operation, SmallVec<[Value; 4]>, SmallVec<[Block; 2]>);

/// Creates the copy of `br` at the end of `region` (or before `before`),
/// mapping it and its arguments (an argument already mapped is not
/// copied, as MLIR's `Region::cloneInto` does), and records where the
/// block's ops go.
fn build_block(
    dst: &mut Body,
    br: &BlockRecipe,
    region: Region,
    before: Option<Block>,
    map: &mut IRMapping,
    place: &mut [Option<Block>],
) -> Block {
    let nb = match before {
        Some(b) => {
            let nb = dst.create_block();
            dst.insert_block_before(b, nb);
            nb
        }
        None => dst.append_new_block(region),
    };
    map.map_block(br.src, nb);
    for &(a, ty, loc) in &br.args {
        if map.get_value(a).is_none() {
            let na = dst.add_block_arg(nb, ty, loc);
            map.map_value(a, na);
        }
    }
    for &child in &br.ops {
        place[child] = Some(nb);
    }
    nb
}

/// Builds the recipes into `dst`, each op into the block `place` gives
/// (detached when `None`); returns the copies in recipe order.
fn build(
    dst: &mut Body,
    recipes: Vec<OpRecipe>,
    mut place: Vec<Option<Block>>,
    map: &mut IRMapping,
) -> Vec<Operation> {
    let mut fixups: Vec<Fixup> = Vec::with_capacity(recipes.len());
    for (i, mut r) in recipes.into_iter().enumerate() {
        let operands = core::mem::take(&mut r.state.operands);
        let op = dst.create_op_raw(&r.state, r.nested.is_some());
        if let Some(nested) = r.nested {
            let extra = dst.extra_mut(op).expect("isolated op has regions");
            extra.regions = nested.roots.clone();
            extra.body = Some(nested);
        }
        if r.empty_properties {
            dst.keep_empty_properties(op);
        }
        for (k, &v) in r.src_results.iter().enumerate() {
            let new = dst.result(op, k);
            map.map_value(v, new);
        }
        if let Some(b) = place[i] {
            dst.append_op(b, op);
        }
        if !r.regions.is_empty() {
            let dregions: SmallVec<[Region; 2]> = dst.regions(op).into();
            for (ri, blocks) in r.regions.iter().enumerate() {
                for br in blocks {
                    build_block(dst, br, dregions[ri], None, map, &mut place);
                }
            }
        }
        fixups.push((op, operands, r.successors));
    }
    let ops = fixups.iter().map(|f| f.0).collect();
    for (op, operands, succs) in fixups {
        let mapped: SmallVec<[Value; 4]> = operands.iter().map(|&v| map.lookup_value(v)).collect();
        dst.set_operands(op, &mapped);
        for b in succs {
            dst.push_successor(op, map.lookup_block(b));
        }
    }
    ops
}

/// Clones `op` (with everything nested) from `src` into `dst`, detached.
/// Operands are remapped through `map`; the results, blocks and block
/// arguments of the copy are added to it.
pub fn clone_op_into(src: &Body, op: Operation, dst: &mut Body, map: &mut IRMapping) -> Operation {
    let recipes = record(src, vec![op]);
    let place = vec![None; recipes.len()];
    build(dst, recipes, place, map)[0]
}

/// The blocks of a region read from one body, ready to be built into
/// another (or the same) body with [`RegionCopy::build_into`]: MLIR's
/// `Region::cloneInto`, split in two so the source and the destination
/// need not be borrowed at once.
pub struct RegionCopy {
    blocks: Vec<BlockRecipe>,
    ops: Vec<OpRecipe>,
}

impl core::fmt::Debug for RegionCopy {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RegionCopy")
            .field("blocks", &self.blocks.len())
            .field("ops", &self.ops.len())
            .finish()
    }
}

impl RegionCopy {
    /// Reads every block of `region` (stored in `src`) and what it holds.
    pub fn record(src: &Body, region: Region) -> RegionCopy {
        let mut queue = Vec::new();
        let blocks = record_blocks(src, region, &mut queue);
        RegionCopy {
            ops: record(src, queue),
            blocks,
        }
    }

    /// Builds the copy into `region` of `dst`, before block `before` (at
    /// the end when `None`); returns the new blocks in order. Source values
    /// and blocks are remapped through `map`, which gains the copy's;
    /// arguments of the source blocks already mapped (an entry block's,
    /// mapped to a call's operands) are not copied.
    pub fn build_into(
        self,
        dst: &mut Body,
        region: Region,
        before: Option<Block>,
        map: &mut IRMapping,
    ) -> Vec<Block> {
        let mut place = vec![None; self.ops.len()];
        let blocks = self
            .blocks
            .iter()
            .map(|br| build_block(dst, br, region, before, map, &mut place))
            .collect();
        if !self.ops.is_empty() {
            build(dst, self.ops, place, map);
        }
        blocks
    }
}

impl Body {
    /// Clones `op` within this body, detached; see [`clone_op_into`].
    pub fn clone_op(&mut self, op: Operation, map: &mut IRMapping) -> Operation {
        let recipes = record(self, vec![op]);
        let place = vec![None; recipes.len()];
        build(self, recipes, place, map)[0]
    }

    /// Clones `op` alone within this body, detached: its operands
    /// (remapped through `map`), result types, properties, attributes,
    /// successors (remapped) and location, with as many regions as it
    /// has, all empty (MLIR's `Operation::cloneWithoutRegions`). The
    /// copy's results are added to `map`.
    ///
    /// ```
    /// use ir::{Body, Context, IRMapping, Location, OperationState};
    ///
    /// let ctx = Context::new();
    /// let mut body = Body::with_root_regions(1);
    /// let block = body.append_new_block(body.root_regions()[0]);
    /// let mut st = OperationState::new(&ctx, "test.region_op", Location::unknown(&ctx));
    /// st.num_regions = 2;
    /// let op = body.create_op(&ctx, &st);
    /// body.append_op(block, op);
    /// body.append_new_block(body.regions(op)[0]);
    /// let copy = body.clone_op_without_regions(op, &mut IRMapping::new());
    /// assert_eq!(body.num_regions(copy), 2);
    /// assert!(body.regions(copy).iter().all(|&r| body.region_is_empty(r)));
    /// assert_eq!(body.parent_block(copy), None);
    /// ```
    pub fn clone_op_without_regions(&mut self, op: Operation, map: &mut IRMapping) -> Operation {
        let d = self.op_data(op);
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: self.operands(op).map(|v| map.lookup_value(v)).collect(),
            result_types: self.results(op).map(|v| self.value_type(v)).collect(),
            properties: d.props,
            attributes: d.attrs,
            successors: self.successors(op).map(|b| map.lookup_block(b)).collect(),
            num_regions: self.num_regions(op),
        };
        let copy = self.create_op_raw(&state, self.is_isolated(op));
        if self.has_empty_properties(op) {
            self.keep_empty_properties(copy);
        }
        for k in 0..state.result_types.len() {
            map.map_value(self.result(op, k), self.result(copy, k));
        }
        copy
    }

    pub(crate) fn push_successor(&mut self, op: Operation, block: Block) {
        let s = self.succs.alloc(crate::storage::body::BlockOperandData {
            block,
            owner: op,
            prev: None.into(),
            next: None.into(),
        });
        self.link_block_use(s);
        self.extra_or_default(op).successors.push(s);
    }
}
