//! The printer: one [`Printer`] per `print_op` call, printing operations
//! in the generic form or through their custom-assembly hooks, with their
//! regions and blocks, on several threads for large blocks.
//!
//! The printer's concepts have files of their own, each extending the same
//! [`Printer`]: SSA names (`names.rs`, computed before printing), aliases
//! (`aliases.rs`), types (`types.rs`), attributes (`attrs.rs`), dense
//! literals (`dense.rs`), locations (`locations.rs`), affine maps and sets
//! (`affine.rs`), `Display` for types and attributes (`display.rs`,
//! the alias-free mode diagnostics use), and where the text goes, in
//! bounded pieces, with the parallel printing of large blocks
//! (`stream.rs`). One printer for every purpose
//! keeps diagnostics and output identical; MLIR's split into `AsmPrinter`
//! and `AsmState` was not copied, the state being a field here.

pub(crate) mod affine;
pub(crate) mod aliases;
pub(crate) mod attrs;
mod dense;
pub(crate) mod display;
mod locations;
mod names;
pub(crate) mod stream;
mod types;

use crate::storage::body::{Block, Body, Operation, Region};
use crate::text::PrintOptions;
use crate::text::print::attrs::Elision;
use crate::text::print::names::Names;
use crate::text::print::stream::Sink;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::{Context, Made};
use crate::uniqued::types::Type;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::fmt::Write;

/// The printer state for one `print_op` call.
#[derive(Debug)]
pub(crate) struct Printer<'c> {
    pub(crate) ctx: &'c Context,
    /// The text printed and not yet handed to the sink.
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
    /// Where the text goes (see `stream.rs`).
    pub(crate) sink: Sink<'c>,
    /// Set when the sink refused text: printing ends early.
    pub(crate) stopped: bool,
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
    /// The same for aliasable (dialect) types.
    pub(crate) recording_types: Option<(Vec<Type>, FxHashSet<Type>)>,
    /// While finding alias candidates: the ops to print, by (body key,
    /// op); the others print nothing recorded (see `aliases.rs`). All
    /// when `None`.
    pub(crate) dry_needed: Option<std::sync::Arc<crate::text::print::aliases::NeededOps>>,
    /// The last body looked up in `dry_needed`, and its table.
    dry_last: Option<(usize, usize)>,
    /// Default values of format attributes by their constructor's address
    /// (see `text::format::print`): made once, not once per op.
    pub(crate) format_defaults: FxHashMap<usize, Attribute>,
    /// Which attributes each format prints itself, by the format's address
    /// (bit `i` for attribute `i`).
    pub(crate) format_binds: FxHashMap<usize, u64>,
    /// While finding location aliases, in a dry run of a custom printer:
    /// the regions it prints, with whether it prints their entry block
    /// arguments and terminators, instead of printing them.
    pub(crate) region_calls: Option<Vec<(Region, bool, bool)>>,
    /// The same run's block argument locations printed by the hook itself
    /// (a function signature's).
    pub(crate) hook_arg_locs: Vec<crate::uniqued::location::Location>,
    /// The names SSA naming has taken, kept from one numbering to the
    /// next (see `names::NameTable`).
    name_table: names::NameTable,
    /// Whether naming runs the alias search of the ops to record ahead,
    /// chunk by chunk (set by a printer that collects aliases next).
    pub(crate) search_ahead: bool,
    /// What that search found, for `collect_attr_aliases`.
    needed_ahead: Option<aliases::NeededAhead>,
}

/// An op's name as printed where `dialect` is the default: without the
/// `dialect.` prefix, unless the rest has a dot of its own (`test.a.b`
/// stays whole, as MLIR's `printOpName` keeps it, to avoid ambiguity).
fn elide_dialect<'n>(full: &'n str, dialect: &str) -> &'n str {
    let (f, d) = (full.as_bytes(), dialect.as_bytes());
    // Compared byte by byte: names are a few bytes, where a call to
    // `memcmp` (what `strip_prefix` makes) costs more than the comparison.
    if f.len() > d.len() && f[d.len()] == b'.' && f.iter().zip(d).all(|(a, b)| a == b) {
        let rest = &full[d.len() + 1..];
        if !rest.contains('.') {
            return rest;
        }
    }
    full
}

/// Blocks with at least this many ops may be printed on several threads.
pub(super) const PARALLEL_MIN_OPS: usize = 256;

/// How many ops of such a block one task takes. The naming, the alias
/// search and the dry run of `aliases.rs` cut a block the same way: the
/// search remembers op signatures per chunk, and the dry run prints the
/// first op of each signature of its chunk.
pub(super) const PARALLEL_CHUNK: usize = 64;

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
            sink: Sink::Keep,
            stopped: false,
            type_text: FxHashMap::default(),
            dict_text: FxHashMap::default(),
            cache: !ctx.has_made(Made::Distinct),
            recording: None,
            recording_types: None,
            dry_needed: None,
            dry_last: None,
            format_defaults: FxHashMap::default(),
            format_binds: FxHashMap::default(),
            region_calls: None,
            hook_arg_locs: Vec::new(),
            name_table: Default::default(),
            search_ahead: false,
            needed_ahead: None,
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

    // ----- operations ----------------------------------------------------

    /// Starts a line at the current indentation. A line break is the
    /// printer's safe point, where text may leave it (see `stream.rs`).
    pub(crate) fn newline(&mut self) {
        const SPACES: &str = "                                                                ";
        static MANY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
        self.at_safe_point();
        self.out.push('\n');
        let n = self.indent;
        if n <= SPACES.len() {
            self.out.push_str(&SPACES[..n]);
            return;
        }
        // Deep nesting indents by whole pages (quadratic text in all).
        let many = MANY.get_or_init(|| " ".repeat(4096));
        self.out.reserve(n);
        let mut n = n;
        while n > 0 {
            let k = n.min(many.len());
            self.out.push_str(&many[..k]);
            n -= k;
        }
    }

    /// Appends one op (no leading indentation, no trailing newline).
    pub(crate) fn op(&mut self, body: &Body, op: Operation) {
        if let Some(needed) = &self.dry_needed
            && !needed.contains(&mut self.dry_last, key(body), op)
        {
            return;
        }
        let n = body.num_results(op);
        if n == 1 {
            // One result is one group, named as it is used.
            self.value(body, body.result(op, 0));
            self.out.push_str(" = ");
        } else if n > 1 {
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
        if self.recording.is_some() {
            self.generic_op_for_aliases(body, op);
            return;
        }
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

    /// What finding aliases visits of a generic op, in MLIR's order (its
    /// `DummyAliasOperationPrinter`): the regions, the operand and result
    /// types, the discardable attributes, then the properties. The text
    /// goes nowhere; only the order aliases are first met in matters.
    fn generic_op_for_aliases(&mut self, body: &Body, op: Operation) {
        let inner = body.region_body(op);
        for &r in body.regions(op) {
            self.region(inner, r, true, true, true);
        }
        self.type_seq(body.operands(op).map(|v| body.value_type(v)));
        self.result_seq(body.results(op).map(|v| body.value_type(v)));
        let attrs = body.attributes(op);
        self.named_attrs(attrs.dict_entries(self.ctx));
        let props = body.properties(op);
        self.attr(props, Elision::Never);
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
        if let Some(calls) = self.region_calls.as_mut() {
            calls.push((region, entry_args, terminators));
            return;
        }
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
                if self.recording.is_some() {
                    self.record_ops_parallel(body, &ops);
                } else {
                    self.ops_parallel(body, &ops);
                }
            } else {
                for op in body.block_ops(b) {
                    if self.stopped {
                        break;
                    }
                    if Some(op) == skip {
                        continue;
                    }
                    self.newline();
                    self.op(body, op);
                }
            }
            if self.stopped {
                break;
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
                .map(|p| self.block_number(k, *p).unwrap_or(u32::MAX))
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
