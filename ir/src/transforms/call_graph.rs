//! The call graph (MLIR's `CallGraph`): one node per callable region
//! (`CallableOpInterface`), call edges from each node to what its calls
//! resolve to (`CallOpInterface`, symbols looked up through a
//! [`SymbolTableCollection`]), child edges to callables nested in it, and
//! two nodes without a region: the external caller node, with an abstract
//! edge to every top-level callable, and the unknown callee node, the
//! target of every call that does not resolve.
//!
//! A region of this storage has no address of its own across bodies (a
//! `func.func`'s region lives in the function's nested body), so a node is
//! named by its owner op's [`OpPath`] from the root body and the region's
//! index: both survive the edits the inliner makes. The nodes are made in
//! one walk that also collects the calls, resolved once every node exists
//! (MLIR walks twice, but a second walk would build new cursors whose
//! paths share no prefix with the nodes'). Edges keep MLIR's
//! insertion order (child edges from the first walk, call edges from the
//! second), and [`CallGraph::sccs`] is LLVM's `scc_iterator` (Tarjan's
//! algorithm from the external node, children in edge order), so the
//! inliner visits SCCs bottom-up in MLIR's order. Building the graph
//! incrementally as the IR changes was rejected: MLIR's inliner keeps the
//! graph it started with, and so does this one.
//!
//! ```
//! use ir::transforms::call_graph::CallGraph;
//! use ir::{Body, Context};
//!
//! let ctx = Context::new();
//! let mut body = Body::with_root_regions(1);
//! let region = body.root_regions()[0];
//! let block = body.append_new_block(region);
//! let st = ir::OperationState::new(&ctx, "builtin.module", ir::Location::unknown(&ctx));
//! let module = body.create_op(&ctx, &st);
//! body.append_op(block, module);
//! let cg = CallGraph::new(&ctx, &body, module);
//! assert_eq!(cg.num_nodes(), 2, "only the external and unknown nodes");
//! assert_eq!(cg.sccs().len(), 1, "the external node; nothing reaches the unknown node");
//! ```

use crate::semantics::interfaces::call::{
    CallOpInterfaceHandle, CallableOpInterfaceHandle, resolve_callable_in,
};
use crate::semantics::op::OpView;
use crate::semantics::symbols::{SymbolTableCollection, is_symbol_table};
use crate::storage::body::{Body, Operation, Region};
use crate::storage::cursor::{OpCursor, OpPath};
use crate::storage::focus::BodyFocus;
use crate::uniqued::context::Context;
use rustc_hash::FxHashMap;

/// A callable region: its owner op and the region's index among the
/// owner's regions.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegionAddr {
    /// The op owning the region, from the root body.
    pub owner: OpPath,
    /// The region's index in the owner.
    pub index: usize,
}

impl RegionAddr {
    /// The region id and the body storing its blocks, from `root`.
    pub fn resolve<'a>(&self, root: &'a Body) -> Option<(&'a Body, Operation, Region)> {
        self.resolve_from(self.owner.body(root)?)
    }

    /// [`RegionAddr::resolve`] below the body `focus` holds.
    pub fn resolve_in<'a>(
        &self,
        focus: &'a BodyFocus<'_>,
    ) -> Option<(&'a Body, Operation, Region)> {
        self.resolve_from(focus.body_of(&self.owner)?)
    }

    /// The region, given the body holding its owner.
    fn resolve_from<'a>(&self, body: &'a Body) -> Option<(&'a Body, Operation, Region)> {
        let op = self.owner.op();
        if !body.is_live(op) {
            return None;
        }
        let region = *body.regions(op).get(self.index)?;
        Some((body.region_body(op), op, region))
    }
}

/// A node of the graph, an index into it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// What an edge means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external node to a top-level callable.
    Abstract,
    /// A call in the source node may call the target.
    Call,
    /// The target is a callable nested in the source.
    Child,
}

/// An edge to `target`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// The node the edge points to.
    pub target: NodeId,
    /// What the edge means.
    pub kind: EdgeKind,
}

#[derive(Debug)]
struct Node {
    region: Option<RegionAddr>,
    /// The path of the isolated op whose body holds the nearest symbol
    /// table around the callable (`None`: the root body): every call the
    /// callable makes resolves below it.
    anchor: Option<OpPath>,
    /// Unique, in insertion order (MLIR's `SetVector`).
    edges: Vec<Edge>,
}

/// MLIR's `CallGraph` of the ops nested in one op.
#[derive(Debug)]
pub struct CallGraph {
    nodes: Vec<Node>,
    by_region: FxHashMap<RegionAddr, NodeId>,
    /// The nodes by the address of the body holding the owner, the owner
    /// and the region index, as the graph was built: paths of another
    /// walk share no prefix with the nodes' and compare in O(depth).
    by_op: FxHashMap<(usize, Operation, usize), NodeId>,
}

/// The region `index` of the op at `c`, as [`RegionAddr`].
fn addr_of(c: &OpCursor<'_>, region: Region) -> Option<RegionAddr> {
    let index = c.body().regions(c.op()).iter().position(|&r| r == region)?;
    Some(RegionAddr {
        owner: c.path(),
        index,
    })
}

/// The callable region of the op at `c`: `Some(None)` for a callable
/// without one (a declaration), `None` for an op that is not callable.
fn callable_region(ctx: &Context, c: &OpCursor<'_>) -> Option<Option<RegionAddr>> {
    let view = OpView::new(ctx, c.body(), c.op());
    let callable = view.cast::<CallableOpInterfaceHandle<'_>>()?;
    Some(callable.callable_region().and_then(|r| addr_of(c, r)))
}

fn is_call(ctx: &Context, c: &OpCursor<'_>) -> bool {
    OpView::new(ctx, c.body(), c.op())
        .cast::<CallOpInterfaceHandle<'_>>()
        .is_some()
}

impl CallGraph {
    /// The external caller node.
    pub const EXTERNAL: NodeId = NodeId(0);
    /// The unknown callee node.
    pub const UNKNOWN: NodeId = NodeId(1);

    /// The graph of the callables and calls nested in `op` (stored in
    /// `body`), built as MLIR does: the nodes first, then the calls
    /// resolved in walk order.
    pub fn new(ctx: &Context, body: &Body, op: Operation) -> CallGraph {
        let mut cg = CallGraph {
            nodes: vec![
                Node {
                    region: None,
                    anchor: None,
                    edges: Vec::new(),
                },
                Node {
                    region: None,
                    anchor: None,
                    edges: Vec::new(),
                },
            ],
            by_region: FxHashMap::default(),
            by_op: FxHashMap::default(),
        };
        let calls = cg.compute(ctx, &OpCursor::new(body, op));
        let mut tables = SymbolTableCollection::new();
        for (call, parent) in calls {
            let target = cg.resolve_callable(ctx, &call, &mut tables);
            cg.add_edge(parent, target, EdgeKind::Call);
        }
        cg
    }

    /// MLIR's `computeCallGraph`, pre-order, iteratively: makes the nodes
    /// and returns the calls inside a node with that node, in walk order.
    /// MLIR walks the IR a second time to resolve them; keeping the
    /// cursors instead lets the callees' paths share the prefixes of the
    /// nodes' paths, so the lookups compare them in a few steps.
    fn compute<'a>(&mut self, ctx: &Context, root: &OpCursor<'a>) -> Vec<(OpCursor<'a>, NodeId)> {
        let mut calls = Vec::new();
        let mut stack: Vec<(OpCursor<'a>, Option<NodeId>)> = vec![(root.clone(), None)];
        while let Some((c, mut parent)) = stack.pop() {
            if is_call(ctx, &c) {
                if let Some(p) = parent {
                    calls.push((c, p));
                }
                continue;
            }
            if let Some(region) = callable_region(ctx, &c) {
                match region {
                    Some(addr) => {
                        let anchor = c
                            .ancestors()
                            .skip(1)
                            .find(|a| is_symbol_table(ctx, a.body(), a.op()))
                            .and_then(|t| t.path().outer().cloned());
                        let key = (core::ptr::from_ref(c.body()) as usize, c.op(), addr.index);
                        let n = self.get_or_add_node(addr, anchor, parent);
                        self.by_op.entry(key).or_insert(n);
                        parent = Some(n);
                    }
                    None => continue,
                }
            }
            let (body, op) = (c.body(), c.op());
            let rb = body.region_body(op);
            let mut children = Vec::new();
            for &r in body.regions(op) {
                for b in rb.region_blocks(r) {
                    children.extend(rb.block_ops(b));
                }
            }
            for child in children.into_iter().rev() {
                stack.push((c.child(child), parent));
            }
        }
        calls
    }

    fn add_edge(&mut self, from: NodeId, target: NodeId, kind: EdgeKind) {
        let e = Edge { target, kind };
        let edges = &mut self.nodes[from.0 as usize].edges;
        if !edges.contains(&e) {
            edges.push(e);
        }
    }

    fn get_or_add_node(
        &mut self,
        addr: RegionAddr,
        anchor: Option<OpPath>,
        parent: Option<NodeId>,
    ) -> NodeId {
        if let Some(&n) = self.by_region.get(&addr) {
            return n;
        }
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            region: Some(addr.clone()),
            anchor,
            edges: Vec::new(),
        });
        self.by_region.insert(addr, id);
        match parent {
            Some(p) => self.add_edge(p, id, EdgeKind::Child),
            None => self.add_edge(Self::EXTERNAL, id, EdgeKind::Abstract),
        }
        id
    }

    /// The node of a callable region, if it has one.
    pub fn lookup_node(&self, region: &RegionAddr) -> Option<NodeId> {
        self.by_region.get(region).copied()
    }

    /// The node of region `index` of the op at `c`, found by the op's
    /// place in memory rather than its path (O(1) for a cursor of any
    /// walk). Valid only while the IR is as it was when the graph was
    /// built: erased ops' slots and bodies may be reused.
    pub fn node_at_unchanged(&self, c: &OpCursor<'_>, index: usize) -> Option<NodeId> {
        let key = (core::ptr::from_ref(c.body()) as usize, c.op(), index);
        self.by_op.get(&key).copied()
    }

    /// The node the call at `call` calls (MLIR's `resolveCallable`): the
    /// node of the resolved callable's region, else the unknown node.
    pub fn resolve_callable(
        &self,
        ctx: &Context,
        call: &OpCursor<'_>,
        tables: &mut SymbolTableCollection,
    ) -> NodeId {
        resolve_callable_in(ctx, call, tables)
            .and_then(|callee| callable_region(ctx, &callee).flatten())
            .and_then(|addr| self.lookup_node(&addr))
            .unwrap_or(Self::UNKNOWN)
    }

    /// The number of nodes, the external and unknown ones included.
    pub fn num_nodes(&self) -> usize {
        self.nodes.len()
    }

    /// The callable nodes, in creation order.
    pub fn callable_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        (2..self.nodes.len() as u32).map(NodeId)
    }

    /// Whether `n` is the external or the unknown node.
    pub fn is_external(&self, n: NodeId) -> bool {
        self.nodes[n.0 as usize].region.is_none()
    }

    /// The callable region of `n` (`None` for the external and unknown
    /// nodes).
    pub fn region(&self, n: NodeId) -> Option<&RegionAddr> {
        self.nodes[n.0 as usize].region.as_ref()
    }

    /// The path of the isolated op whose body holds the nearest symbol
    /// table around `n`'s callable (`None`: the root body, or an external
    /// node). What `n`'s calls resolve to lies below it, so a
    /// [`BodyFocus`] there reaches all of them.
    pub fn anchor(&self, n: NodeId) -> Option<&OpPath> {
        self.nodes[n.0 as usize].anchor.as_ref()
    }

    /// The edges out of `n`, in insertion order.
    pub fn edges(&self, n: NodeId) -> &[Edge] {
        &self.nodes[n.0 as usize].edges
    }

    /// Whether `n` has child edges (callables nested in it).
    pub fn has_children(&self, n: NodeId) -> bool {
        self.edges(n).iter().any(|e| e.kind == EdgeKind::Child)
    }

    /// The strongly connected components reachable from the external
    /// node, bottom-up (callees before callers), each in LLVM's order.
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        Tarjan::new(self).run()
    }
}

/// LLVM's `scc_iterator`, run to the end.
struct Tarjan<'g> {
    cg: &'g CallGraph,
    /// The DFS number of each visited node; `u32::MAX` once in an SCC.
    number: FxHashMap<NodeId, u32>,
    next: u32,
    /// Nodes of SCCs not finished yet.
    scc_stack: Vec<NodeId>,
    /// (node, next child index, lowest number reached).
    visit: Vec<(NodeId, usize, u32)>,
}

impl<'g> Tarjan<'g> {
    fn new(cg: &'g CallGraph) -> Self {
        Tarjan {
            cg,
            number: FxHashMap::default(),
            next: 0,
            scc_stack: Vec::new(),
            visit: Vec::new(),
        }
    }

    fn visit_one(&mut self, n: NodeId) {
        self.next += 1;
        self.number.insert(n, self.next);
        self.scc_stack.push(n);
        self.visit.push((n, 0, self.next));
    }

    fn visit_children(&mut self) {
        loop {
            let top = self.visit.len() - 1;
            let (n, i, _) = self.visit[top];
            let Some(e) = self.cg.edges(n).get(i) else {
                return;
            };
            self.visit[top].1 += 1;
            match self.number.get(&e.target) {
                None => self.visit_one(e.target),
                Some(&num) => {
                    if self.visit[top].2 > num {
                        self.visit[top].2 = num;
                    }
                }
            }
        }
    }

    fn run(mut self) -> Vec<Vec<NodeId>> {
        let mut out = Vec::new();
        self.visit_one(CallGraph::EXTERNAL);
        while !self.visit.is_empty() {
            self.visit_children();
            let (n, _, min) = self.visit.pop().expect("non-empty");
            if let Some(parent) = self.visit.last_mut()
                && parent.2 > min
            {
                parent.2 = min;
            }
            if min != self.number[&n] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let m = self.scc_stack.pop().expect("node on the SCC stack");
                self.number.insert(m, u32::MAX);
                scc.push(m);
                if m == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}
