//! The printer: one [`Printer`] per `print_op` call, printing operations
//! in the generic form or through their custom-assembly hooks, with their
//! regions and blocks, on several threads for large blocks.
//!
//! The printer's concepts have files of their own, each extending the same
//! [`Printer`]: SSA names (`names.rs`, computed before printing), aliases
//! (`aliases.rs`), types (`types.rs`), attributes (`attrs.rs`), dense
//! literals (`dense.rs`), locations (`locations.rs`), affine maps and sets
//! (`affine.rs`), and `Display` for types and attributes (`display.rs`,
//! the alias-free mode diagnostics use). One printer for every purpose
//! keeps diagnostics and output identical; MLIR's split into `AsmPrinter`
//! and `AsmState` was not copied, the state being a field here.

pub(crate) mod affine;
pub(crate) mod aliases;
pub(crate) mod attrs;
mod dense;
pub(crate) mod display;
mod locations;
mod names;
mod types;

use crate::storage::body::{Block, Body, Operation, Region};
use crate::text::PrintOptions;
use crate::text::print::attrs::Elision;
use crate::text::print::names::Names;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::{Context, Made};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::fmt::Write;

/// The printer state for one `print_op` call.
#[derive(Debug)]
pub(crate) struct Printer<'c> {
    pub(crate) ctx: &'c Context,
    /// The text printed so far.
    pub(crate) out: String,
    pub(crate) opts: PrintOptions,
    pub(crate) indent: usize,
    pub(super) names: std::borrow::Cow<'c, Names>,
    /// The last body whose value table was looked up, and that table.
    pub(super) last_table: Option<(usize, usize)>,
    /// Whether the ops of the next large block may be printed on several
    /// threads (see `region`).
    pub(crate) parallel: bool,
    default_dialects: Vec<&'static str>,
    /// Printed numbers of distinct attributes, in order of first use.
    pub(crate) distinct: FxHashMap<Attribute, u64>,
    /// Where finished text goes while printing, if streaming.
    pub(crate) flush: Option<Flush<'c>>,
    /// The printed text of types and dictionaries seen before: a module
    /// repeats a few of them on every op. Off (`cache` false) when the
    /// context holds distinct attributes, whose text depends on the order
    /// they print in.
    pub(crate) type_text: crate::text::print::types::TextCache<crate::uniqued::types::Type>,
    pub(crate) dict_text: crate::text::print::types::TextCache<Attribute>,
    pub(crate) cache: bool,
    /// While finding alias candidates: the aliasable attributes printed so
    /// far, in order, and the set of them.
    pub(crate) recording: Option<(Vec<Attribute>, FxHashSet<Attribute>)>,
}

/// Receives the printed text in pieces (see [`crate::text::print_op_streaming`]).
pub(crate) struct Flush<'c>(pub(crate) Box<dyn FnMut(String) + 'c>);

impl core::fmt::Debug for Flush<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Flush")
    }
}

/// An op's name as printed where `dialect` is the default: without the
/// `dialect.` prefix, unless the rest has a dot of its own (`test.a.b`
/// stays whole, as MLIR's `printOpName` keeps it, to avoid ambiguity).
fn elide_dialect<'n>(full: &'n str, dialect: &str) -> &'n str {
    match full.strip_prefix(dialect).and_then(|r| r.strip_prefix('.')) {
        Some(rest) if !rest.contains('.') => rest,
        _ => full,
    }
}

/// Blocks with at least this many ops may be printed on several threads.
pub(super) const PARALLEL_MIN_OPS: usize = 256;

/// How much text a streaming printer holds before handing it on.
const FLUSH_BYTES: usize = 1 << 18;

pub(super) fn key(body: &Body) -> usize {
    body as *const Body as usize
}

impl<'c> Printer<'c> {
    /// A printer with the given options.
    pub(crate) fn new(ctx: &'c Context, opts: PrintOptions) -> Self {
        Printer {
            ctx,
            out: String::new(),
            opts,
            indent: 0,
            names: std::borrow::Cow::Owned(Names::default()),
            last_table: None,
            parallel: false,
            default_dialects: Vec::new(),
            distinct: FxHashMap::default(),
            flush: None,
            type_text: FxHashMap::default(),
            dict_text: FxHashMap::default(),
            cache: !ctx.has_made(Made::Distinct),
            recording: None,
        }
    }

    /// A printer in alias-free mode, as MLIR prints an attribute, type or
    /// op in local scope (and so in diagnostics): no alias is ever
    /// collected, so maps, sets, distinct attributes and locations print in
    /// full, and no text is cached (each use prints a few items once).
    pub(crate) fn alias_free(ctx: &'c Context) -> Self {
        let opts = PrintOptions {
            local_scope: true,
            ..PrintOptions::default()
        };
        let mut p = Printer::new(ctx, opts);
        p.cache = false;
        p
    }

    /// Hands the text printed so far to the streaming sink once there is
    /// enough of it. Called only between ops, where no printing step will
    /// look back at what it wrote.
    #[inline]
    fn maybe_flush(&mut self) {
        if self.out.len() >= FLUSH_BYTES {
            if let Some(f) = self.flush.as_mut() {
                let text =
                    core::mem::replace(&mut self.out, String::with_capacity(FLUSH_BYTES + 4096));
                (f.0)(text);
            }
        }
    }

    /// Prints the ops of a large block on several threads, in chunks of
    /// consecutive ops, each on a printer sharing this one's names; the
    /// chunks are appended (and streamed) in order. Output is identical to
    /// printing them here: printing an op reads only the names, computed
    /// before, and the printer's position (indent, default dialect) —
    /// except the numbers of distinct attributes, which are assigned as
    /// they print, so `parallel` is off when any exist.
    fn ops_parallel(&mut self, body: &Body, ops: &[Operation]) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        const CHUNK: usize = 64;
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let chunks: Vec<&[Operation]> = ops.chunks(CHUNK).collect();
        let names = core::mem::take(&mut self.names);
        let next = AtomicUsize::new(0);
        let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, String)>(threads * 4);
        let (ctx, opts, indent) = (self.ctx, self.opts, self.indent);
        let dialects = self.default_dialects.clone();
        std::thread::scope(|s| {
            for _ in 0..threads {
                let tx = tx.clone();
                let (names, next, chunks, dialects) = (&*names, &next, &chunks, &dialects);
                let work = move || {
                    // One printer per thread, so its caches carry over
                    // from chunk to chunk.
                    let mut p = Printer::new(ctx, opts);
                    p.names = std::borrow::Cow::Borrowed(names);
                    p.indent = indent;
                    p.default_dialects = dialects.clone();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(chunk) = chunks.get(i) else {
                            break;
                        };
                        for &op in *chunk {
                            p.newline();
                            p.op(body, op);
                        }
                        if tx.send((i, core::mem::take(&mut p.out))).is_err() {
                            break;
                        }
                    }
                };
                // Without a thread the chunks are printed below.
                let _ = std::thread::Builder::new()
                    .stack_size(crate::text::STACK_BYTES)
                    .spawn_scoped(s, work);
            }
            drop(tx);
            let mut early: std::collections::BTreeMap<usize, String> = Default::default();
            let mut want = 0;
            for (i, text) in rx {
                early.insert(i, text);
                while let Some(t) = early.remove(&want) {
                    want += 1;
                    // A streaming printer hands the chunk on as it is
                    // (after what precedes it) instead of copying it.
                    match self.flush.as_mut() {
                        Some(f) => {
                            let before = core::mem::take(&mut self.out);
                            if !before.is_empty() {
                                (f.0)(before);
                            }
                            (f.0)(t);
                        }
                        None => self.out.push_str(&t),
                    }
                }
            }
        });
        self.names = names;
        // Chunks no thread printed (none could be started) print here.
        let done = next.into_inner().min(chunks.len());
        for chunk in &chunks[done..] {
            for &op in *chunk {
                self.newline();
                self.op(body, op);
                self.maybe_flush();
            }
        }
    }

    // ----- operations ----------------------------------------------------

    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// Appends one op (no leading indentation, no trailing newline).
    pub(crate) fn op(&mut self, body: &Body, op: Operation) {
        let n = body.num_results(op);
        if n > 0 {
            let k = key(body);
            let starts: SmallVec<[u32; 4]> = match self.names.groups.get(&(k, op)) {
                Some(g) => SmallVec::from_slice(g),
                None => smallvec::smallvec![0],
            };
            for (gi, &s) in starts.iter().enumerate() {
                if gi > 0 {
                    self.out.push_str(", ");
                }
                let end = starts.get(gi + 1).map_or(n, |&e| e as usize);
                self.value(body, body.result(op, s as usize));
                // `value` printed `#i` only for multi-value groups; the
                // definition instead prints the group size.
                if end - s as usize > 1 {
                    let cut = self.out.rfind('#').unwrap_or(self.out.len());
                    self.out.truncate(cut);
                    let _ = write!(self.out, ":{}", end - s as usize);
                }
            }
            self.out.push_str(" = ");
        }
        let name = body.op_name(op);
        let syntax = crate::text::OpSyntax::of(name);
        let custom = if self.opts.generic {
            None
        } else {
            syntax.and_then(|s| s.print)
        };
        // As MLIR's printer: every region printed pushes its op's default
        // dialect (`""` when it has none), so the ops inside drop that prefix
        // only; at the top level the default is `builtin`.
        let inner = syntax.and_then(|s| s.default_dialect).unwrap_or("");
        match custom {
            Some(print) => {
                let outer = self.default_dialects.last().copied().unwrap_or("builtin");
                self.out
                    .push_str(elide_dialect(name.as_str(self.ctx), outer));
                self.default_dialects.push(inner);
                let mut p = crate::text::asm::OpAsmPrinter::new(self, body, op);
                print(&mut p);
                self.default_dialects.pop();
            }
            None => {
                self.default_dialects.push(inner);
                self.generic_op(body, op);
                self.default_dialects.pop();
            }
        }
        if self.opts.debug_info {
            self.out.push(' ');
            let l = body.op_loc(op);
            self.location(l, !self.opts.local_scope);
        }
    }

    fn generic_op(&mut self, body: &Body, op: Operation) {
        let ctx = self.ctx;
        crate::text::print::attrs::push_escaped(&mut self.out, body.op_name(op).as_str(ctx));
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(body, v);
        }
        self.out.push(')');
        if body.num_successors(op) > 0 {
            self.out.push('[');
            for (i, b) in body.successors(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(body, b);
            }
            self.out.push(']');
        }
        let props = body.properties(op);
        if props != Attribute::empty_dictionary(ctx) || body.has_empty_properties(op) {
            self.out.push_str(" <");
            self.attr(props, Elision::Never);
            self.out.push('>');
        }
        if body.num_regions(op) > 0 {
            self.out.push_str(" (");
            let inner = body.region_body(op);
            for (i, &r) in body.regions(op).iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(inner, r, true, true, true);
            }
            self.out.push(')');
        }
        let attrs = body.attributes(op);
        let entries = attrs.dict_entries(ctx);
        if !entries.is_empty() {
            self.out.push_str(" {");
            self.named_attrs(entries);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        self.type_seq(body.operands(op).map(|v| body.value_type(v)));
        self.out.push_str(") -> ");
        self.result_seq(body.results(op).map(|v| body.value_type(v)));
    }

    /// Appends `{ ... }` for a region of `body` at the current indentation.
    /// `entry_args` prints the entry block's header when it has arguments,
    /// `empty_block` when it has no ops; without `terminators` a trailing
    /// terminator is left out (ops with implicit terminators).
    pub(crate) fn region(
        &mut self,
        body: &Body,
        region: Region,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        self.out.push('{');
        self.indent += 2;
        let mut first = true;
        for b in body.region_blocks(region) {
            let header = !first
                || (entry_args && !body.block_args(b).is_empty())
                || (empty_block && body.block_is_empty(b));
            if header {
                self.indent -= 2;
                self.newline();
                self.indent += 2;
                self.block_header(body, b, first);
            }
            first = false;
            let skip = if terminators {
                None
            } else {
                body.last_op(b).filter(|&o| {
                    self.ctx.op_info(body.op_name(o)).is_some_and(|i| {
                        i.has_flags(crate::semantics::registry::OpFlags::IS_TERMINATOR)
                    })
                })
            };
            if self.parallel && body.block_ops(b).nth(PARALLEL_MIN_OPS).is_some() {
                let ops: Vec<Operation> = body.block_ops(b).filter(|&o| Some(o) != skip).collect();
                self.ops_parallel(body, &ops);
            } else {
                for op in body.block_ops(b) {
                    if Some(op) == skip {
                        continue;
                    }
                    self.newline();
                    self.op(body, op);
                    self.maybe_flush();
                }
            }
        }
        self.indent -= 2;
        self.newline();
        self.out.push('}');
    }

    fn block_header(&mut self, body: &Body, b: Block, entry: bool) {
        self.block_name(body, b);
        let args = body.block_args(b);
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(body, a);
                self.out.push_str(": ");
                self.type_(body.value_type(a));
                if self.opts.debug_info {
                    self.out.push(' ');
                    self.location(body.block_arg_loc(b, i), false);
                }
            }
            self.out.push(')');
        }
        self.out.push(':');
        let preds: Vec<Block> = body
            .predecessors(b)
            .filter_map(|op| body.parent_block(op))
            .collect();
        if preds.is_empty() {
            if !entry {
                self.out.push_str("  // no predecessors");
            }
        } else if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            self.block_name(body, preds[0]);
        } else {
            let k = key(body);
            let mut ids: Vec<u32> = preds
                .iter()
                .map(|p| self.names.blocks.get(&(k, *p)).copied().unwrap_or(u32::MAX))
                .collect();
            ids.sort_unstable();
            let _ = write!(self.out, "  // {} preds: ", ids.len());
            for (i, id) in ids.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let _ = write!(self.out, "^bb{id}");
            }
        }
    }
}
