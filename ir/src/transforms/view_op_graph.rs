//! `view-op-graph`: the op as a Graphviz graph, written to standard error
//! as MLIR 22's pass writes it (`mlir/lib/Transforms/ViewOpGraph.cpp`),
//! byte for byte; the IR is left as it was.
//!
//! Every op with regions is a cluster (`subgraph cluster_N`), and so is
//! every block; other ops and block arguments are `Mrecord` nodes whose
//! fields are the operands (`<arg_0> %0`), the op name with its
//! attributes, and the results (`<res_0> %0 i32`), filled with a colour
//! per op name. Data-flow edges run from a result's port to an operand's
//! port (from a cluster's invisible anchor node, clipped with `ltail`,
//! when the value comes from an op with regions); control-flow edges,
//! dashed, join consecutive ops of a block. Nodes and clusters share one
//! counter, so the numbering is MLIR's. Values are named as the printer
//! names them, and attributes and types print in the alias-free form,
//! truncated to `max-label-len` and elided past
//! `--mlir-elide-elementsattrs-if-larger` (16 by default), as MLIR's
//! default printing flags do.
//!
//! The op is walked once with [`walk_events`] (deep nesting costs heap,
//! not native stack); MLIR's recursive emitter was not copied for that
//! reason. Data-flow edges are emitted after every node, so a use before
//! its definition (a graph region) finds its source. The text reaches
//! stderr as a [`Diagnostic::error_output`], so that graphs of ops run in
//! parallel come out in op order; writing to the process's stderr from
//! the pass was rejected, as a library caller could not capture it.
//!
//! ```
//! use ir::opt::{OptConfig, Parsed, args, run};
//!
//! let argv = ["--allow-unregistered-dialect", "--view-op-graph=print-attrs=false"];
//! let Parsed::Run(o) = args::parse(&OptConfig::new("ir-opt"), "ir-opt",
//!     argv.iter().map(|s| s.to_string()).collect()) else { panic!() };
//! let out = run(&o, "g.mlir", "%0 = \"test.a\"() : () -> i32\n\"test.b\"(%0) : (i32) -> ()\n");
//! assert!(out.stderr.starts_with("digraph G {\n  compound = true;\n"));
//! assert!(out.stderr.contains(
//!     "v6 [fillcolor = \"0.333333 0.3 0.95\", label = \"{{<arg_0> %0}|test.b\\l}\", \
//!      shape = Mrecord, style = filled];\n"));
//! assert!(out.stderr.ends_with("  v5:res_0:s -> v6:arg_0:n[style = solid];\n}\n"));
//! assert!(out.stdout.contains("\"test.b\"(%0)"));
//! ```

use crate::pass::{BoolOption, Pass, PassFailed, U32Option};
use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Body, Operation, Value, ValueDef};
use crate::storage::walk::{OpRef, WalkOrder, WalkResult, walk};
use crate::storage::walk_generic::{WalkEvent, walk_events};
use crate::text::{PrintOptions, SsaNames};
use crate::uniqued::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::uniqued::context::{Context, OperationName};
use crate::uniqued::types::Type;
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// The `view-op-graph` pass: prints a Graphviz graph of the op to stderr.
#[crate::pass(
    argument = "view-op-graph",
    summary = "Print Graphviz visualization of an operation",
    name = "ViewOpGraphPass"
)]
#[derive(Debug, Default)]
pub struct ViewOpGraph {
    /// `max-label-len=N`: attributes and types longer than this are cut
    /// there and end in `...` (20 by default).
    pub max_label_len: U32Option<20>,
    /// `print-attrs`: show each op's attributes (on by default).
    pub print_attrs: BoolOption<true>,
    /// `print-control-flow-edges`: join consecutive ops of a block with
    /// dashed edges (off by default).
    pub print_control_flow_edges: BoolOption<false>,
    /// `print-data-flow-edges`: draw an edge from each value to each of its
    /// uses (on by default).
    pub print_data_flow_edges: BoolOption<true>,
    /// `print-result-types`: show the types of results and block arguments
    /// (on by default).
    pub print_result_types: BoolOption<true>,
}

impl Pass for ViewOpGraph {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let text = self.graph(ctx, body, op);
        diags.push(Diagnostic::error_output(body.op_loc(op), text));
        Ok(())
    }
}

impl ViewOpGraph {
    /// The DOT text of `op` (stored in `body`), as the pass writes it.
    pub fn graph(&self, ctx: &Context, body: &Body, op: Operation) -> String {
        let mut g = GraphWriter::new(self, ctx, body, op);
        g.line("digraph G {");
        g.indent += 1;
        g.line("compound = true;");
        g.walk(body, op);
        g.emit_edges();
        g.indent -= 1;
        g.line("}");
        g.out
    }
}

/// Where edges attach: a node, or a cluster through its anchor node.
#[derive(Copy, Clone, Debug, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// A data-flow edge waiting for every node to exist.
struct DataFlowEdge {
    value: (usize, Value),
    to: Node,
    port: String,
}

/// The state of one graph: MLIR's `PrintOpPass` members.
struct GraphWriter<'a, 'p> {
    pass: &'p ViewOpGraph,
    ctx: &'a Context,
    out: String,
    indent: usize,
    /// The node and cluster counter.
    counter: u32,
    /// Edges ready to print (control flow first, then data flow).
    edges: Vec<String>,
    data_flow: Vec<DataFlowEdge>,
    /// The node of each value, keyed by (body address, value).
    value_nodes: FxHashMap<(usize, Value), Node>,
    colors: FxHashMap<OperationName, String>,
    names: Namer<'a>,
    /// The elements-attribute size past which attributes are elided.
    elide_limit: u64,
}

/// Key of a value: values are numbered per body.
fn key(body: &Body, v: Value) -> (usize, Value) {
    (body as *const Body as usize, v)
}

impl<'a, 'p> GraphWriter<'a, 'p> {
    fn new(pass: &'p ViewOpGraph, ctx: &'a Context, body: &'a Body, op: Operation) -> Self {
        let flags = ctx.print_flags();
        GraphWriter {
            pass,
            ctx,
            out: String::new(),
            indent: 0,
            counter: 0,
            edges: Vec::new(),
            data_flow: Vec::new(),
            value_nodes: FxHashMap::default(),
            colors: colors(body, op),
            names: Namer::new(ctx, body, op),
            elide_limit: flags.elide_elements_attrs_if_larger.unwrap_or(16),
        }
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Emits every node and cluster of `op`, collecting the edges.
    fn walk(&mut self, body: &'a Body, op: Operation) {
        // The previous op of each open block, for control-flow edges.
        let mut prev: Vec<Option<Node>> = Vec::new();
        // The cluster of each open op with regions.
        let mut clusters: Vec<u32> = Vec::new();
        walk_events(body, op, |e| {
            match e {
                WalkEvent::Op(r, stage) if stage.num_regions() == 0 => {
                    let label = self.record_label(r);
                    let color = self.colors.get(&r.body.op_name(r.op)).cloned();
                    let node = self.node(&label, "Mrecord", color.as_deref());
                    self.finish_op(r, node, &mut prev);
                }
                WalkEvent::Op(r, stage) if stage.is_before_all_regions() => {
                    let label = self.cluster_label(r);
                    clusters.push(self.open_cluster(&label));
                }
                WalkEvent::Op(r, stage) if stage.is_after_all_regions() => {
                    let (id, cluster) = self.close_cluster(&mut clusters);
                    let node = Node {
                        id,
                        cluster: Some(cluster),
                    };
                    self.finish_op(r, node, &mut prev);
                }
                WalkEvent::Op(..) | WalkEvent::Region(..) => {}
                WalkEvent::Block(b, WalkOrder::PreOrder) => {
                    clusters.push(self.open_cluster(""));
                    for &arg in b.body.block_args(b.block) {
                        let label = self.arg_label(b.body, arg);
                        let node = self.node(&label, "Mrecord", None);
                        self.value_nodes.insert(key(b.body, arg), node);
                    }
                    prev.push(None);
                }
                WalkEvent::Block(_, WalkOrder::PostOrder) => {
                    self.close_cluster(&mut clusters);
                    prev.pop();
                }
            }
            WalkResult::Advance
        });
    }

    /// After an op's node or cluster: its control-flow edge, its operands'
    /// data-flow edges and its results' node.
    fn finish_op(&mut self, r: OpRef<'a>, node: Node, prev: &mut [Option<Node>]) {
        if let Some(last) = prev.last_mut() {
            if let Some(p) = *last
                && self.pass.print_control_flow_edges.0
            {
                self.edge(p, node, "", "dashed");
            }
            *last = Some(node);
        }
        if self.pass.print_data_flow_edges.0 {
            for v in r.body.operands(r.op) {
                let port = self.port(r.body, v);
                self.data_flow.push(DataFlowEdge {
                    value: key(r.body, v),
                    to: node,
                    port,
                });
            }
        }
        for v in r.body.results(r.op) {
            self.value_nodes.insert(key(r.body, v), node);
        }
    }

    /// Opens a cluster with its anchor node and label; returns its id.
    fn open_cluster(&mut self, label: &str) -> u32 {
        self.counter += 1;
        let id = self.counter;
        self.line(&format!("subgraph cluster_{id} {{"));
        self.indent += 1;
        self.node(" ", "plain", None);
        self.line(&format!("label = \"{label}\";"));
        id
    }

    /// Closes the innermost cluster; returns its anchor node and its id.
    fn close_cluster(&mut self, clusters: &mut Vec<u32>) -> (u32, u32) {
        self.indent -= 1;
        self.line("}");
        let id = clusters.pop().unwrap_or_default();
        (id + 1, id)
    }

    /// Emits a node statement; its attributes in name order, as MLIR's
    /// `std::map` keeps them.
    fn node(&mut self, label: &str, shape: &str, fill: Option<&str>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let text = match fill {
            Some(f) => format!(
                "v{id} [fillcolor = \"{f}\", label = \"{label}\", shape = {shape}, style = filled];"
            ),
            None => format!("v{id} [label = \"{label}\", shape = {shape}];"),
        };
        self.line(&text);
        Node { id, cluster: None }
    }

    /// Records an edge; ports only on ends that are not clusters.
    fn edge(&mut self, from: Node, to: Node, port: &str, style: &str) {
        let mut e = format!("v{}", from.id);
        if !port.is_empty() && from.cluster.is_none() {
            let _ = write!(e, ":res{port}:s");
        }
        let _ = write!(e, " -> v{}", to.id);
        if !port.is_empty() && to.cluster.is_none() {
            let _ = write!(e, ":arg{port}:n");
        }
        e.push('[');
        if let Some(c) = to.cluster {
            let _ = write!(e, "lhead = cluster_{c}, ");
        }
        if let Some(c) = from.cluster {
            let _ = write!(e, "ltail = cluster_{c}, ");
        }
        let _ = write!(e, "style = {style}]");
        self.edges.push(e);
    }

    /// Emits the edges: control flow as recorded, then data flow.
    fn emit_edges(&mut self) {
        for e in core::mem::take(&mut self.data_flow) {
            let from = self.value_nodes.get(&e.value).copied().unwrap_or_default();
            self.edge(from, e.to, &e.port, "solid");
        }
        for e in core::mem::take(&mut self.edges) {
            self.line(&format!("{e};"));
        }
    }

    /// A value's port name: its printed name with `%` and `#` made `_`.
    fn port(&mut self, body: &'a Body, v: Value) -> String {
        self.names.value(body, v).replace(['%', '#'], "_")
    }

    /// The label of a block argument node: its port, name and type.
    fn arg_label(&mut self, body: &'a Body, arg: Value) -> String {
        let name = self.names.value(body, arg);
        let mut s = format!("<res{}> {name}", name.replace(['%', '#'], "_"));
        if self.pass.print_result_types.0 {
            s.push(' ');
            s.push_str(&self.type_text(body.value_type(arg)));
        }
        s
    }

    /// The label of a cluster: op name, result types, attributes.
    fn cluster_label(&mut self, r: OpRef<'a>) -> String {
        let ctx = self.ctx;
        let mut s = r.body.op_name(r.op).as_str(ctx).to_owned();
        if self.pass.print_result_types.0 {
            let types: Vec<String> = r
                .body
                .results(r.op)
                .map(|v| r.body.value_type(v).display(ctx).to_string())
                .collect();
            let _ = write!(s, " : ({})", self.truncate(&types.join(", ")));
        }
        if self.pass.print_attrs.0 {
            s.push_str("\\l");
            for (name, value) in op_attrs(ctx, r.body, r.op) {
                s.push_str(&escape(ctx.str(name)));
                s.push_str(": ");
                s.push_str(&self.attr_text(value));
                s.push_str("\\l");
            }
        }
        s
    }

    /// The label of an op node: operand ports, name and attributes,
    /// result ports.
    fn record_label(&mut self, r: OpRef<'a>) -> String {
        let ctx = self.ctx;
        let mut s = String::from("{");
        if r.body.num_operands(r.op) > 0 {
            let fields: Vec<String> = r
                .body
                .operands(r.op)
                .map(|v| {
                    let name = self.names.value(r.body, v);
                    format!("<arg{}> {name}", name.replace(['%', '#'], "_"))
                })
                .collect();
            let _ = write!(s, "{{{}}}|", fields.join("|"));
        }
        s.push_str(r.body.op_name(r.op).as_str(ctx));
        s.push_str("\\l");
        let attrs = op_attrs(ctx, r.body, r.op);
        if self.pass.print_attrs.0 && !attrs.is_empty() {
            s.push_str("\\l");
            for (name, value) in attrs {
                s.push_str(ctx.str(name));
                s.push_str(": ");
                s.push_str(&self.attr_text(value));
                s.push_str("\\l");
            }
        }
        if r.body.num_results(r.op) > 0 {
            let fields: Vec<String> = r
                .body
                .results(r.op)
                .map(|v| {
                    let name = self.names.value(r.body, v);
                    let mut f = format!("<res{}> {name}", name.replace(['%', '#'], "_"));
                    if self.pass.print_result_types.0 {
                        f.push(' ');
                        f.push_str(&self.type_text(r.body.value_type(v)));
                    }
                    f
                })
                .collect();
            let _ = write!(s, "|{{{}}}", fields.join("|"));
        }
        s.push('}');
        s
    }

    /// A type, truncated and escaped.
    fn type_text(&self, t: Type) -> String {
        escape(&self.truncate(&t.display(self.ctx).to_string()))
    }

    /// An attribute as MLIR's `emitMlirAttr` writes it: splats whole,
    /// large elements and arrays elided, the rest truncated; escaped.
    fn attr_text(&self, a: Attribute) -> String {
        let ctx = self.ctx;
        let (shaped, splat) = match a.kind(ctx) {
            AttrKind::DenseIntOrFloat { ty, splat, .. }
            | AttrKind::DenseStringElements { ty, splat, .. } => (Some(*ty), *splat),
            AttrKind::DenseResource { ty, .. } | AttrKind::SparseElements { ty, .. } => {
                (Some(*ty), false)
            }
            _ => (None, false),
        };
        if splat {
            return escape(&a.display(ctx).to_string());
        }
        if let Some(ty) = shaped {
            let n = ty.num_elements(ctx).unwrap_or(0);
            if u64::try_from(n).is_ok_and(|n| n > self.elide_limit) {
                let rank = ty.shape(ctx).map_or(0, <[i64]>::len);
                return format!(
                    "{}...{} : {}",
                    "[".repeat(rank),
                    "]".repeat(rank),
                    self.type_text(ty)
                );
            }
        }
        if let AttrKind::Array(items) = a.kind(ctx)
            && items.len() as u64 > self.elide_limit
        {
            return "[...]".to_owned();
        }
        escape(&self.truncate(&a.display(ctx).to_string()))
    }

    /// MLIR's `truncateString`: at most `max-label-len` bytes, then `...`.
    fn truncate(&self, s: &str) -> String {
        let max = self.pass.max_label_len.0 as usize;
        if s.len() <= max {
            return s.to_owned();
        }
        // MLIR cuts bytes; a cut inside a character keeps what is valid.
        let cut = String::from_utf8_lossy(&s.as_bytes()[..max]);
        format!("{cut}...")
    }
}

/// MLIR's `escapeLabelString`: the characters Graphviz record labels
/// reserve, and quotes and newlines, get a backslash.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '{' | '|' | '<' | '}' | '>' | '\n' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// MLIR's `getAttrs()`: inherent and discardable attributes in one
/// dictionary, sorted by name (an unregistered op's properties are not
/// attributes).
fn op_attrs(ctx: &Context, body: &Body, op: Operation) -> Vec<NamedAttribute> {
    let mut all: Vec<NamedAttribute> = body.attributes(op).dict_entries(ctx).to_vec();
    if ctx.is_registered(body.op_name(op)) {
        all.extend_from_slice(body.properties(op).dict_entries(ctx));
        all.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    }
    all
}

/// The fill colour of each op name: hues spread evenly over the names in
/// the order a post-order walk first meets them.
fn colors(body: &Body, op: Operation) -> FxHashMap<OperationName, String> {
    let mut order: Vec<OperationName> = Vec::new();
    let mut seen: FxHashMap<OperationName, ()> = FxHashMap::default();
    walk(body, op, WalkOrder::PostOrder, |r| {
        let name = r.body.op_name(r.op);
        if seen.insert(name, ()).is_none() {
            order.push(name);
        }
        WalkResult::Advance
    });
    let n = order.len() as f64;
    order
        .into_iter()
        .enumerate()
        .map(|(i, name)| (name, format!("{:.6} 0.3 0.95", i as f64 / n)))
        .collect()
}

/// Value names as MLIR's `printAsOperand` with default flags gives them:
/// numbered from the whole op, or, under `--mlir-print-local-scope`, from
/// the nearest isolated op holding the value.
struct Namer<'a> {
    ctx: &'a Context,
    opts: PrintOptions,
    whole: SsaNames<'a>,
    /// Under local scope: the op owning each body (its parent body and the
    /// op), and the names made from each isolated op.
    owners: FxHashMap<usize, (&'a Body, Operation)>,
    local: FxHashMap<(usize, Operation), SsaNames<'a>>,
}

impl<'a> Namer<'a> {
    fn new(ctx: &'a Context, body: &'a Body, op: Operation) -> Self {
        let flags = ctx.print_flags();
        let opts = PrintOptions {
            generic: flags.generic,
            debug_info: flags.debug_info,
            local_scope: flags.local_scope,
            elide_elements_attrs_if_larger: flags.elide_elements_attrs_if_larger,
        };
        let mut owners = FxHashMap::default();
        if opts.local_scope {
            walk(body, op, WalkOrder::PreOrder, |r| {
                if let Some(inner) = r.body.nested(r.op) {
                    owners.insert(inner as *const Body as usize, (r.body, r.op));
                }
                WalkResult::Advance
            });
        }
        Namer {
            ctx,
            opts,
            whole: SsaNames::new(ctx, body, op, &opts),
            owners,
            local: FxHashMap::default(),
        }
    }

    fn value(&mut self, body: &'a Body, v: Value) -> String {
        if !self.opts.local_scope {
            return self.whole.value(body, v);
        }
        // The nearest isolated op: the defining op itself when isolated,
        // else the owner of the body holding the value.
        let scope = match body.value_def(v) {
            ValueDef::Result(op, _) if body.is_isolated(op) => Some((body, op)),
            _ => self.owners.get(&(body as *const Body as usize)).copied(),
        };
        let Some((b, op)) = scope else {
            return self.whole.value(body, v);
        };
        let (ctx, opts) = (self.ctx, self.opts);
        self.local
            .entry((b as *const Body as usize, op))
            .or_insert_with(|| SsaNames::new(ctx, b, op, &opts))
            .value(body, v)
    }
}

#[cfg(test)]
mod tests;
