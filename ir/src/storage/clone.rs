//! Deep cloning of operations with value and block remapping.
//!
//! Cloning reads the source op tree into a flat list of recipes, then
//! builds the copy, then fills in operands and successors once every value
//! and block of the copy exists (a use may precede its definition in a graph
//! region or in block order). The same code serves a clone inside one body
//! and a clone from one body into another. The nested body of an isolated
//! op is copied whole: nothing inside it refers outside, so its ids need no
//! remapping.

use crate::storage::body::{Block, Body, Operation, OperationState, Value};
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

/// Reads `root` and its nested ops into recipes, in breadth-first order
/// (a parent always precedes its children).
fn record(src: &Body, root: Operation) -> Vec<OpRecipe> {
    let mut out = Vec::new();
    let mut queue = vec![root];
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
                let mut blocks = Vec::new();
                for b in src.region_blocks(r) {
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
                regions.push(blocks);
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

/// Builds the recipes into `dst`; returns the copy of the root, detached.
fn build(dst: &mut Body, recipes: Vec<OpRecipe>, map: &mut IRMapping) -> Operation {
    let mut fixups: Vec<Fixup> = Vec::with_capacity(recipes.len());
    let mut place: Vec<Option<Block>> = vec![None; recipes.len()];
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
            let dregions: SmallVec<[crate::storage::body::Region; 2]> = dst.regions(op).into();
            for (ri, blocks) in r.regions.iter().enumerate() {
                for br in blocks {
                    let nb = dst.append_new_block(dregions[ri]);
                    map.map_block(br.src, nb);
                    for &(a, ty, loc) in &br.args {
                        let na = dst.add_block_arg(nb, ty, loc);
                        map.map_value(a, na);
                    }
                    for &child in &br.ops {
                        place[child] = Some(nb);
                    }
                }
            }
        }
        fixups.push((op, operands, r.successors));
    }
    let root = fixups[0].0;
    for (op, operands, succs) in fixups {
        let mapped: SmallVec<[Value; 4]> = operands.iter().map(|&v| map.lookup_value(v)).collect();
        dst.set_operands(op, &mapped);
        for b in succs {
            dst.push_successor(op, map.lookup_block(b));
        }
    }
    root
}

/// Clones `op` (with everything nested) from `src` into `dst`, detached.
/// Operands are remapped through `map`; the results, blocks and block
/// arguments of the copy are added to it.
pub fn clone_op_into(src: &Body, op: Operation, dst: &mut Body, map: &mut IRMapping) -> Operation {
    build(dst, record(src, op), map)
}

impl Body {
    /// Clones `op` within this body, detached; see [`clone_op_into`].
    pub fn clone_op(&mut self, op: Operation, map: &mut IRMapping) -> Operation {
        let recipes = record(self, op);
        build(self, recipes, map)
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
