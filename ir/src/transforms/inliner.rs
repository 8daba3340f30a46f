//! Inlining one call (MLIR's `inlineCall` and `inlineRegion`, from
//! `InliningUtils.cpp`): the callable's region is copied into the caller
//! at the call, with the dialects' [`DialectInlinerInterface`] deciding
//! legality and rewriting terminators, argument and result attributes and
//! type conversions at the boundary.
//!
//! The callee is usually an isolated op (`func.func`) whose region lives
//! in its own [`Body`], while the call sits in another, so everything is
//! addressed by path below a [`BodyFocus`] (a body the inliner holds near
//! both, so no step walks down from the root): the call by its
//! [`OpPath`], the callable region by a [`RegionAddr`]. The region is read into a [`RegionCopy`]
//! and then built into the caller's body, so the two bodies are never
//! borrowed at once. MLIR moves the region instead of copying it when the
//! callee is about to be erased; here the region is always copied and the
//! dead callee erased afterwards by the inliner, which leaves the same IR
//! (moving blocks across arenas would be a copy anyway).
//!
//! As in MLIR, the inlined ops get `callsite(callee_loc at call_loc)`
//! locations (unless the call's location is unknown), a one-block body is
//! merged into the caller's block, and a body of several blocks is placed
//! between the two halves of the caller's block split after the call, its
//! terminators turned into branches to the second half, whose arguments
//! replace the call's results.
//!
//! ```
//! use ir::transforms::inliner::RegionInliner;
//! let ctx = ir::Context::new();
//! let inliner = RegionInliner::new(&ctx);
//! assert!(inliner.interface_for_name("builtin.module").is_none());
//! ```

use super::call_graph::RegionAddr;
use super::inliner_interface::{DialectInlinerInterface, InlineRegion};
use crate::semantics::interfaces::call::{CallOpInterfaceHandle, CallableOpInterfaceHandle};
use crate::semantics::interfaces::dialect::DialectInterfaceCollection;
use crate::semantics::op::OpView;
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::storage::builder::OpBuilder;
use crate::storage::clone::{IRMapping, RegionCopy};
use crate::storage::cursor::{OpCursor, OpPath};
use crate::storage::focus::BodyFocus;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use rustc_hash::{FxHashMap, FxHashSet};

/// The dialects' inliner interfaces, looked up per op (MLIR's
/// `InlinerInterface`), and the inlining utilities built on them.
pub struct RegionInliner<'c> {
    ctx: &'c Context,
    ifaces: DialectInterfaceCollection<dyn DialectInlinerInterface>,
}

impl core::fmt::Debug for RegionInliner<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RegionInliner").finish_non_exhaustive()
    }
}

/// Called with the bodies, the call's path and the blocks just inlined
/// (in the call's body), before their terminators are rewritten (MLIR's
/// `processInlinedBlocks`).
pub type InlinedBlocksHook<'h> = dyn FnMut(&BodyFocus<'_>, &OpPath, &[Block]) + 'h;

/// What the caller side of an inlining looks like.
struct CallSite {
    path: OpPath,
    op: Operation,
    loc: Location,
    results: Vec<Value>,
    cloned: bool,
}

/// What the callee side of an inlining looks like.
struct CalleeInfo {
    /// The callable op, when the region's owner is one.
    callable: Option<OpPath>,
    region: Region,
    entry_args: Vec<(Value, Type)>,
    arg_attrs: Vec<Attribute>,
    res_attrs: Vec<Attribute>,
}

impl<'c> RegionInliner<'c> {
    /// The interfaces registered with `ctx`.
    pub fn new(ctx: &'c Context) -> Self {
        RegionInliner {
            ctx,
            ifaces: DialectInterfaceCollection::new(ctx),
        }
    }

    /// The interface of the dialect of ops named `name` (its namespace).
    pub fn interface_for_name(&self, name: &str) -> Option<&'static dyn DialectInlinerInterface> {
        self.ifaces.get(name.split_once('.')?.0)
    }

    /// The interface of `op`'s dialect.
    pub fn interface_for(
        &self,
        body: &Body,
        op: Operation,
    ) -> Option<&'static dyn DialectInlinerInterface> {
        self.ifaces.for_op(OpView::new(self.ctx, body, op))
    }

    /// Whether every op of `src` may be inlined into `dest`, looking into
    /// nested regions unless an op's dialect says not to (MLIR's static
    /// `isLegalToInline` over a region).
    fn ops_legal(
        &self,
        src: InlineRegion<'_>,
        dest: InlineRegion<'_>,
        cloned: bool,
        map: &IRMapping,
    ) -> bool {
        let mut work: Vec<(&Body, Region)> = vec![(src.body, src.region)];
        while let Some((b, r)) = work.pop() {
            for block in b.region_blocks(r) {
                for op in b.block_ops(block) {
                    let view = OpView::new(self.ctx, b, op);
                    let iface = self.ifaces.for_op(view);
                    if !iface.is_some_and(|i| i.is_legal_to_inline_op(view, dest, cloned, map)) {
                        return false;
                    }
                    if iface.is_none_or(|i| i.should_analyze_recursively(view)) {
                        let rb = b.region_body(op);
                        for &nested in b.regions(op) {
                            work.push((rb, nested));
                        }
                    }
                }
            }
        }
        true
    }

    /// Inlines the call at `call` (a `CallOpInterface` op) by copying the
    /// callable region `src` at it (MLIR's `inlineCall`); the call itself
    /// is left for the caller to erase. Returns `false`, with the IR
    /// unchanged, when the signatures do not match and cannot be
    /// converted or a dialect forbids it.
    pub fn inline_call(
        &self,
        focus: &mut BodyFocus<'_>,
        call: &OpPath,
        src: &RegionAddr,
        would_be_cloned: bool,
        on_blocks: &mut InlinedBlocksHook<'_>,
    ) -> bool {
        let ctx = self.ctx;
        let Some(callee) = self.callee_info(focus, src) else {
            return false;
        };
        let Some(callable_path) = callee.callable.clone() else {
            return false;
        };
        let Some(cbody) = focus.body_of(call) else {
            return false;
        };
        let call_op = call.op();
        let call_view = OpView::new(ctx, cbody, call_op);
        let Some(operands) = call_view
            .cast::<CallOpInterfaceHandle<'_>>()
            .map(|c| c.arg_operands())
        else {
            return false;
        };
        let Some(result_types) = focus.body_of(&callable_path).and_then(|b| {
            OpView::new(ctx, b, callable_path.op())
                .cast::<CallableOpInterfaceHandle<'_>>()
                .map(|c| c.result_types())
        }) else {
            return false;
        };
        let results: Vec<Value> = cbody.results(call_op).collect();
        if operands.len() != callee.entry_args.len() || results.len() != result_types.len() {
            return false;
        }
        let call_iface = self.interface_for(cbody, call_op);
        let loc = cbody.op_loc(call_op);

        // Conversions where the call's and the callee's types differ.
        let body = focus.body_of_mut(call).expect("call body checked above");
        let mut casts: Vec<Operation> = Vec::new();
        let mut map = IRMapping::new();
        let mut ok = true;
        for (&v, &(arg, ty)) in operands.iter().zip(&callee.entry_args) {
            let mut operand = v;
            if body.value_type(v) != ty {
                match self.convert(call_iface, body, v, ty, loc, Err(call_op), &mut casts) {
                    Some(c) => operand = c,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            map.map_value(arg, operand);
        }
        if ok {
            let mut after = call_op;
            for (&r, &ty) in results.iter().zip(&result_types) {
                let rt = body.value_type(r);
                if rt == ty {
                    continue;
                }
                let Some(c) = self.convert(call_iface, body, r, rt, loc, Ok(after), &mut casts)
                else {
                    ok = false;
                    break;
                };
                let cast_op = body.defining_op(c).expect("a cast result");
                after = cast_op;
                body.replace_uses_with_if(r, c, |b, u| b.use_owner(u) != cast_op);
            }
        }
        let legal = ok && {
            let cbody = focus.body_of(call).expect("checked above");
            let callable_body = focus.body_of(&callable_path).expect("checked above");
            call_iface.is_some_and(|i| {
                i.is_legal_to_inline_call(
                    OpView::new(ctx, cbody, call_op),
                    OpView::new(ctx, callable_body, callable_path.op()),
                    would_be_cloned,
                )
            })
        };
        let site = CallSite {
            path: call.clone(),
            op: call_op,
            loc,
            results,
            cloned: would_be_cloned,
        };
        if legal
            && self.inline_region_impl(focus, src, &callee, &site, map, &result_types, on_blocks)
        {
            return true;
        }
        let body = focus.body_of_mut(call).expect("checked above");
        for c in casts {
            let (res, input) = (body.result(c, 0), body.operand(c, 0));
            body.replace_all_uses_with(res, input);
            body.erase_op(c);
        }
        false
    }

    /// Materializes a conversion of `input` to `ty` with the call dialect's
    /// hook, before the call (`Err(call)`) or after `Ok(op)`.
    #[allow(
        clippy::too_many_arguments,
        reason = "mirrors MLIR's materializeConversion"
    )]
    fn convert(
        &self,
        iface: Option<&'static dyn DialectInlinerInterface>,
        body: &mut Body,
        input: Value,
        ty: Type,
        loc: Location,
        at: Result<Operation, Operation>,
        casts: &mut Vec<Operation>,
    ) -> Option<Value> {
        let iface = iface?;
        let mut b = OpBuilder::new(self.ctx, body);
        match at {
            Ok(after) => b.set_insertion_point_after(after),
            Err(before) => b.set_insertion_point_before(before),
        }
        let op = iface.materialize_call_conversion(&mut b, input, ty, loc)?;
        casts.push(op);
        let good = body.num_operands(op) == 1
            && body.operand(op, 0) == input
            && body.num_results(op) == 1
            && body.value_type(body.result(op, 0)) == ty;
        good.then(|| body.result(op, 0))
    }

    /// The callee region's entry arguments and the callable's attributes.
    fn callee_info(&self, focus: &BodyFocus<'_>, src: &RegionAddr) -> Option<CalleeInfo> {
        let ctx = self.ctx;
        let (rb, owner, region) = src.resolve_in(focus)?;
        let entry = rb.entry_block(region)?;
        let entry_args = rb
            .block_args(entry)
            .iter()
            .map(|&a| (a, rb.value_type(a)))
            .collect::<Vec<_>>();
        let owner_body = focus.body_of(&src.owner)?;
        let view = OpView::new(ctx, owner_body, owner);
        let is_callable = view.cast::<CallableOpInterfaceHandle<'_>>().is_some();
        let attrs = |key: &'static str, n: usize| {
            let mut v = vec![Attribute::empty_dictionary(ctx); n];
            if let Some(list) = view.static_property(key).and_then(|a| a.as_array(ctx))
                && list.len() == n
            {
                v.copy_from_slice(list);
            }
            v
        };
        let num_results = view
            .cast::<CallableOpInterfaceHandle<'_>>()
            .map_or(0, |c| c.result_types().len());
        Some(CalleeInfo {
            callable: is_callable.then(|| src.owner.clone()),
            region,
            arg_attrs: attrs("arg_attrs", entry_args.len()),
            res_attrs: attrs("res_attrs", num_results),
            entry_args,
        })
    }

    /// MLIR's `inlineRegionImpl` for a call: legality of the region, the
    /// copy, locations, the dialect hooks, then the terminators.
    #[allow(clippy::too_many_arguments, reason = "mirrors MLIR's inlineRegionImpl")]
    fn inline_region_impl(
        &self,
        focus: &mut BodyFocus<'_>,
        src: &RegionAddr,
        callee: &CalleeInfo,
        site: &CallSite,
        mut map: IRMapping,
        result_types: &[Type],
        on_blocks: &mut InlinedBlocksHook<'_>,
    ) -> bool {
        let ctx = self.ctx;
        let call_op = site.op;
        // Legality: the region into which we inline, then every op.
        {
            let Some(cursor) = focus.cursor(&site.path) else {
                return false;
            };
            let cbody = cursor.body();
            let Some(dest) = cbody.parent_region(call_op) else {
                return false;
            };
            let Some(parent) = cursor.parent() else {
                return false;
            };
            let dest = InlineRegion {
                region: dest,
                body: cbody,
                parent: OpView::new(ctx, parent.body(), parent.op()),
            };
            let Some((sbody, sowner, sregion)) = src.resolve_in(focus) else {
                return false;
            };
            let Some(sowner_body) = focus.body_of(&src.owner) else {
                return false;
            };
            let src_region = InlineRegion {
                region: sregion,
                body: sbody,
                parent: OpView::new(ctx, sowner_body, sowner),
            };
            let region_ok = self
                .ifaces
                .for_op(dest.parent)
                .is_some_and(|i| i.is_legal_to_inline_region(dest, src_region, site.cloned, &map));
            if !region_ok || !self.ops_legal(src_region, dest, site.cloned, &map) {
                return false;
            }
        }
        let copy = {
            let (sbody, _, _) = src.resolve_in(focus).expect("checked above");
            RegionCopy::record(sbody, callee.region)
        };
        let (callable_iface, parent_iface) = {
            let callable = callee.callable.as_ref().and_then(|p| {
                let b = focus.body_of(p)?;
                self.interface_for(b, p.op())
            });
            let cursor = focus.cursor(&site.path).expect("checked above");
            let parent = cursor.parent().expect("checked above");
            (callable, self.interface_for(parent.body(), parent.op()))
        };
        let body = focus.body_of_mut(&site.path).expect("checked above");
        let block = body.parent_block(call_op).expect("a call in a block");
        let region = body.parent_region(call_op).expect("a call in a region");

        // Argument attributes, then the copy between the halves of the
        // block, split where the op after the call was.
        let inline_point = body.next_op(call_op);
        if let Some(iface) = callable_iface {
            let mut b = OpBuilder::new(ctx, body);
            match inline_point {
                Some(next) => b.set_insertion_point_before(next),
                None => b.set_insertion_point_to_end(block),
            }
            for (&(arg, _), &attrs) in callee.entry_args.iter().zip(&callee.arg_attrs) {
                let v = map.lookup_value(arg);
                let nv = iface.handle_argument(&mut b, call_op, v, attrs);
                map.map_value(arg, nv);
            }
        }
        let post = match inline_point {
            Some(next) => body.split_block(block, next),
            None => {
                let nb = body.create_block();
                body.insert_block_after(block, nb);
                nb
            }
        };
        let new_blocks = copy.build_into(body, region, Some(post), &mut map);
        if !site.loc.is_unknown(ctx) {
            remap_locations(ctx, body, &new_blocks, site.loc);
        }
        if let Some(i) = self.interface_for(body, call_op) {
            i.process_inlined_call_blocks(ctx, body, call_op, &new_blocks);
        }
        on_blocks(focus, &site.path, &new_blocks);
        let body = focus.body_of_mut(&site.path).expect("checked above");

        let single =
            parent_iface.is_none_or(|i| i.allow_single_block_optimization(ctx, body, &new_blocks));
        let first = new_blocks[0];
        if single && new_blocks.len() == 1 {
            let term = body
                .last_op(first)
                .expect("an inlined block ends in a terminator");
            let returned: Vec<Value> = body.operands(term).collect();
            if let Some(iface) = callable_iface {
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_before(term);
                handle_results(iface, &mut b, call_op, &returned, &callee.res_attrs);
            }
            if let Some(i) = self.interface_for(body, term) {
                i.handle_terminator_values(ctx, body, term, &site.results);
            }
            if body.is_live(term) {
                body.erase_op(term);
            }
            let moved: Vec<Operation> = body.block_ops(post).collect();
            for op in moved {
                body.move_op_to_end(op, first);
            }
            body.erase_block(post);
        } else {
            for (i, &r) in site.results.iter().enumerate() {
                let loc = body.op_loc(call_op);
                let arg = body.add_block_arg(post, result_types[i], loc);
                body.replace_all_uses_with(r, arg);
            }
            if let Some(iface) = callable_iface {
                let args = body.block_args(post).to_vec();
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_to_start(post);
                handle_results(iface, &mut b, call_op, &args, &callee.res_attrs);
            }
            for &nb in &new_blocks {
                let Some(term) = body.last_op(nb) else {
                    continue;
                };
                if let Some(i) = self.interface_for(body, term) {
                    i.handle_terminator_branch(ctx, body, term, post);
                }
            }
        }
        let moved: Vec<Operation> = body.block_ops(first).collect();
        for op in moved {
            body.move_op_to_end(op, block);
        }
        body.erase_block(first);
        true
    }
}

/// MLIR's `handleResultImpl`: each value replacing a call result goes
/// through the callable dialect's `handle_result`, and the uses it had
/// before move to what the hook returns.
fn handle_results(
    iface: &'static dyn DialectInlinerInterface,
    b: &mut OpBuilder<'_>,
    call: Operation,
    values: &[Value],
    attrs: &[Attribute],
) {
    for (&v, &a) in values.iter().zip(attrs) {
        let users: FxHashSet<Operation> = b.body.uses(v).map(|u| b.body.use_owner(u)).collect();
        let nv = iface.handle_result(b, call, v, a);
        if nv != v {
            b.body
                .replace_uses_with_if(v, nv, |body, u| users.contains(&body.use_owner(u)));
        }
    }
}

/// MLIR's `stackLocations`: `callee` called from `caller`, keeping an
/// existing chain of call sites innermost.
fn stack_locations(ctx: &Context, callee: Location, caller: Location) -> Location {
    let mut chain = Vec::new();
    let mut last = callee;
    while let Some((inner, outer)) = last.as_call_site(ctx) {
        chain.push(inner);
        last = outer;
    }
    let mut loc = Location::call_site(ctx, last, caller);
    for inner in chain.into_iter().rev() {
        loc = Location::call_site(ctx, inner, loc);
    }
    loc
}

/// Wraps every location in the inlined blocks (ops, block arguments, and
/// everything nested, isolated bodies included) in a call site of `caller`.
fn remap_locations(ctx: &Context, body: &mut Body, blocks: &[Block], caller: Location) {
    let mut memo: FxHashMap<Location, Location> = FxHashMap::default();
    let mut remap = |l: Location| {
        *memo
            .entry(l)
            .or_insert_with(|| stack_locations(ctx, l, caller))
    };
    remap_in_blocks(body, blocks.to_vec(), &mut remap);
}

/// [`remap_locations`]'s walk, one body at a time: the blocks of a body
/// (with its non-isolated nested regions), then the bodies of the isolated
/// ops met there, from a work list rather than by recursion, so a deeply
/// nested callee costs heap, not native stack.
fn remap_in_blocks(
    body: &mut Body,
    blocks: Vec<Block>,
    remap: &mut dyn FnMut(Location) -> Location,
) {
    let mut bodies: Vec<(&mut Body, Vec<Block>)> = vec![(body, blocks)];
    while let Some((body, mut work)) = bodies.pop() {
        let mut isolated: FxHashSet<Operation> = FxHashSet::default();
        while let Some(block) = work.pop() {
            for i in 0..body.block_args(block).len() {
                let l = body.block_arg_loc(block, i);
                body.set_block_arg_loc(block, i, remap(l));
            }
            let ops: Vec<Operation> = body.block_ops(block).collect();
            for op in ops {
                let l = body.op_loc(op);
                body.set_op_loc(op, remap(l));
                if body.is_isolated(op) {
                    isolated.insert(op);
                } else {
                    let regions = body.regions(op).to_vec();
                    for r in regions {
                        work.extend(body.region_blocks(r).collect::<Vec<_>>());
                    }
                }
            }
        }
        if isolated.is_empty() {
            continue;
        }
        for (op, nested) in body.isolated_bodies_mut() {
            if isolated.contains(&op) {
                let roots = nested.root_regions().to_vec();
                let inner: Vec<Block> = roots
                    .iter()
                    .flat_map(|&r| nested.region_blocks(r).collect::<Vec<_>>())
                    .collect();
                bodies.push((nested, inner));
            }
        }
    }
}

/// The innermost region enclosing the op at `c` that `is_node` accepts,
/// as a [`RegionAddr`] (MLIR walks parent regions up to a call graph node).
pub fn enclosing_region(
    c: &OpCursor<'_>,
    mut is_node: impl FnMut(&RegionAddr) -> bool,
) -> Option<RegionAddr> {
    let mut cur = c.clone();
    loop {
        let region = cur.body().parent_region(cur.op())?;
        let parent = cur.parent()?;
        let index = parent
            .body()
            .regions(parent.op())
            .iter()
            .position(|&r| r == region)?;
        let addr = RegionAddr {
            owner: parent.path(),
            index,
        };
        if is_node(&addr) {
            return Some(addr);
        }
        cur = parent;
    }
}
