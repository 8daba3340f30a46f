//! Printing operations: generic form, custom-assembly dispatch, regions and
//! blocks, SSA names, and location aliases.
//!
//! Names are computed before printing, the way MLIR's `SSANameState` does:
//! the values of a region are numbered first, then every region nested in
//! it starts from the counters the parent region ended with (so sibling
//! regions reuse numbers and numbering never resets at isolated ops).
//! Value ids are per [`Body`], so names are keyed by (body address, value);
//! the bodies are borrowed for the whole print, so addresses are stable.
//! Computing names lazily while printing was rejected: a name used before
//! its definition (graph regions, successors) would need a second pass
//! anyway.

pub mod affine;
pub mod attrs;
mod dense;
pub mod display;

use crate::attributes::{AttrKind, Attribute};
use crate::body::{Block, Body, Operation, Region, Value, ValueDef};
use crate::context::Context;
use crate::entity::EntityRef;
use crate::location::{Location, LocationKind};
use crate::text::PrintOptions;
use crate::text::print::attrs::Elision;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::fmt::Write;

/// How a value prints.
#[derive(Clone, Debug)]
enum ValueName {
    /// `%N`
    Number(u32),
    /// `%argN`, as the generic form names entry block arguments
    Arg(u32),
    /// `%name`
    Name(Box<str>),
}

/// A looked-up name: a number, an argument number or an index into
/// `ValueNames::names`.
#[derive(Copy, Clone, Debug)]
enum NameRef {
    Number(u32),
    Arg(u32),
    Name(u32),
}

/// Value names per body, as dense tables indexed by value id (the hot
/// lookup of the printer), with the last body's table cached.
#[derive(Clone, Debug, Default)]
struct ValueNames {
    tables: Vec<Vec<u32>>,
    by_body: FxHashMap<usize, usize>,
    names: Vec<Box<str>>,
    /// The body and table of the last insertion: naming inserts the values
    /// of one body after another.
    last_insert: Option<(usize, usize)>,
}

const NAMED: u32 = 1 << 31;
const ARG: u32 = 1 << 30;
const UNNAMED: u32 = u32::MAX;

impl ValueNames {
    fn table(&mut self, body: usize) -> usize {
        if let Some((b, t)) = self.last_insert
            && b == body
        {
            return t;
        }
        let n = self.tables.len();
        let i = *self.by_body.entry(body).or_insert(n);
        if i == n {
            self.tables.push(Vec::new());
        }
        self.last_insert = Some((body, i));
        i
    }

    fn insert(&mut self, body: usize, v: Value, name: ValueName) {
        let t = self.table(body);
        let code = match name {
            ValueName::Number(n) => n & !(NAMED | ARG),
            ValueName::Arg(n) => (n & !(NAMED | ARG)) | ARG,
            ValueName::Name(s) => {
                self.names.push(s);
                (self.names.len() as u32 - 1) | NAMED
            }
        };
        let tab = &mut self.tables[t];
        let ix = v.index();
        if tab.len() <= ix {
            tab.resize(ix + 1, UNNAMED);
        }
        tab[ix] = code;
    }

    /// The name of `v` in `body`; `last` caches the last body's table.
    fn get(&self, last: &mut Option<(usize, usize)>, body: usize, v: Value) -> Option<NameRef> {
        let t = match *last {
            Some((k, t)) if k == body => t,
            _ => {
                let t = *self.by_body.get(&body)?;
                *last = Some((body, t));
                t
            }
        };
        match self.tables[t].get(v.index()).copied() {
            None | Some(UNNAMED) => None,
            Some(c) if c & NAMED != 0 => Some(NameRef::Name(c & !NAMED)),
            Some(c) if c & ARG != 0 => Some(NameRef::Arg(c & !ARG)),
            Some(c) => Some(NameRef::Number(c)),
        }
    }
}

fn push_u32(out: &mut String, n: u32) {
    out.push_str(itoa::Buffer::new().format(n));
}

impl Names {
    /// Adds the names of `part`, computed for other bodies (see
    /// `number_isolated_parallel`). Generic-form naming, the only one done
    /// in parts, stores numbers only: no name strings or result groups to
    /// renumber.
    fn merge(&mut self, part: Names) {
        debug_assert!(part.values.names.is_empty() && part.groups.is_empty());
        let base = self.values.tables.len();
        for (body, t) in part.values.by_body {
            self.values.by_body.insert(body, t + base);
        }
        self.values.tables.extend(part.values.tables);
        self.blocks.extend(part.blocks);
    }
}

/// How many value numbers and argument numbers the generic form gives
/// `regions` (of an op whose region body is `body`) and all they hold.
fn count_generic_names(body: &Body, regions: &[Region]) -> (u32, u32) {
    let (mut values, mut args) = (0u32, 0u32);
    let mut stack: Vec<(&Body, Region)> = regions.iter().map(|&r| (body, r)).collect();
    while let Some((body, region)) = stack.pop() {
        for (i, b) in body.region_blocks(region).enumerate() {
            let n = body.block_args(b).len() as u32;
            if i == 0 {
                args += n;
            } else {
                values += n;
            }
            for op in body.block_ops(b) {
                if body.num_results(op) > 0 {
                    values += 1;
                }
                let inner = body.region_body(op);
                for &r in body.regions(op) {
                    stack.push((inner, r));
                }
            }
        }
    }
    (values, args)
}

/// The rank of the `distinct` stem in MLIR's alias order.
const DISTINCT: u8 = 0;
/// The rank of the `loc` stem (location aliases).
const LOC: u8 = 1;

/// The alias stem of an aliased attribute kind and its rank in MLIR's
/// order of definitions (`distinct` < `loc` < `map` < `set`).
fn alias_stem(kind: &AttrKind) -> (&'static str, u8) {
    match kind {
        AttrKind::Distinct { .. } => ("distinct", DISTINCT),
        AttrKind::AffineMap(_) => ("map", 2),
        _ => ("set", 3),
    }
}

/// One location alias.
#[derive(Clone, Debug)]
struct LocAlias {
    order: usize,
    depth: u32,
    deferred: bool,
    children: Vec<Attribute>,
    name: u32,
}

/// The names computed before printing: values, result groups, blocks and
/// location aliases. Printers working on parts of one op in parallel share
/// them read-only.
#[derive(Clone, Debug, Default)]
pub(crate) struct Names {
    values: ValueNames,
    /// Result groups of ops with named results after the first: op → starts.
    groups: FxHashMap<(usize, Operation), Vec<u32>>,
    blocks: FxHashMap<(usize, Block), u32>,
    loc_aliases: FxHashMap<Attribute, LocAlias>,
    /// Alias names of affine maps, integer sets and distinct attributes
    /// (`map`, `set1`, `distinct`, ...).
    attr_aliases: FxHashMap<Attribute, String>,
    /// The attributes of `attr_aliases` in the order they were named.
    attr_alias_order: Vec<Attribute>,
}

/// The printer state for one `print_op` call.
#[derive(Debug)]
pub struct Printer<'c> {
    pub(crate) ctx: &'c Context,
    /// The text printed so far.
    pub out: String,
    pub(crate) opts: PrintOptions,
    pub(crate) indent: usize,
    names: std::borrow::Cow<'c, Names>,
    /// The last body whose value table was looked up, and that table.
    last_table: Option<(usize, usize)>,
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
    pub(crate) type_text: crate::text::print::attrs::TextCache<crate::types::Type>,
    pub(crate) dict_text: crate::text::print::attrs::TextCache<Attribute>,
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

/// Blocks with at least this many ops may be printed on several threads.
const PARALLEL_MIN_OPS: usize = 256;

/// How much text a streaming printer holds before handing it on.
const FLUSH_BYTES: usize = 1 << 18;

fn key(body: &Body) -> usize {
    body as *const Body as usize
}

/// A callback naming results: `(result index, name)` pairs.
pub type ResultNames = Vec<(usize, String)>;

/// Counters carried from a region to the regions nested in it.
#[derive(Copy, Clone, Debug, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

fn sanitize(name: &str) -> String {
    let mut s = String::with_capacity(name.len() + 1);
    if name.as_bytes().first().is_some_and(|b| b.is_ascii_digit()) {
        s.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-') {
            s.push(c);
        } else {
            s.push('_');
        }
    }
    s
}

impl<'c> Printer<'c> {
    /// A printer with the given options.
    pub fn new(ctx: &'c Context, opts: PrintOptions) -> Self {
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
            cache: !ctx.made_distinct(),
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

    // ----- naming --------------------------------------------------------

    /// Names every value and block of `op` and everything nested in it.
    ///
    /// MLIR keeps a stack of (region, counters, names scope): a region is
    /// numbered, then the regions of its ops are pushed in order and popped
    /// last first. Each starts from the counters saved when it was pushed,
    /// except in the generic form, which prints unique ids and so keeps
    /// counting across the whole walk.
    pub fn number_op(&mut self, body: &Body, op: Operation) {
        self.number_regions(
            body.region_body(op),
            body.regions(op),
            Some((body, op)),
            Counters::default(),
        );
    }

    /// Names the values and blocks of the root regions of `body`, as MLIR
    /// numbers from the isolated op owning them when it prints a nested op
    /// in local scope (diagnostic notes).
    pub fn number_body(&mut self, body: &Body) {
        self.number_regions(body, body.root_regions(), None, Counters::default());
    }

    fn number_regions(
        &mut self,
        inner: &Body,
        regions: &[Region],
        owner: Option<(&Body, Operation)>,
        start: Counters,
    ) {
        let unique = self.opts.generic;
        // Name scopes form a tree; each entry is (parent, names).
        let mut scopes: Vec<(usize, FxHashSet<String>)> = vec![(usize::MAX, FxHashSet::default())];
        let mut c = start;
        let mut stack: Vec<(&Body, Region, Counters, usize)> = Vec::new();
        for &r in regions {
            stack.push((inner, r, c, 0));
        }
        if let Some((body, op)) = owner {
            self.number_results(body, op, &mut c, &mut scopes, 0);
        }
        while let Some((body, region, saved, parent)) = stack.pop() {
            if !unique {
                c = saved;
            }
            scopes.push((parent, FxHashSet::default()));
            let scope = scopes.len() - 1;
            let k = key(body);
            for (i, b) in body.region_blocks(region).enumerate() {
                self.names.to_mut().blocks.insert((k, b), i as u32);
                let entry = i == 0;
                for &a in body.block_args(b) {
                    let n = if entry && unique {
                        // The generic form names nothing else, so `argN`
                        // with a module-wide N is unique as it is.
                        c.arg += 1;
                        ValueName::Arg(c.arg - 1)
                    } else if entry {
                        let name = format!("arg{}", c.arg);
                        c.arg += 1;
                        ValueName::Name(self.unique_name(&name, &mut c, &mut scopes, scope).into())
                    } else {
                        c.value += 1;
                        ValueName::Number(c.value - 1)
                    };
                    self.names.to_mut().values.insert(k, a, n);
                }
                for op in body.block_ops(b) {
                    self.number_results(body, op, &mut c, &mut scopes, scope);
                }
            }
            if unique && self.number_isolated_parallel(body, region, &mut c) {
                continue;
            }
            for b in body.region_blocks(region) {
                for op in body.block_ops(b) {
                    let inner = body.region_body(op);
                    for &r in body.regions(op) {
                        stack.push((inner, r, c, scope));
                    }
                }
            }
        }
    }

    /// Generic form only: names the regions of the ops of `region` on
    /// several threads when they are many isolated ops (a module's
    /// functions), advancing `c` past them; false (nothing done) otherwise.
    ///
    /// The sequential walk numbers those regions last op first, each op's
    /// whole subtree before the next, from counters that only grow. So
    /// each op's subtree takes a contiguous range, known once the ops after
    /// it are counted: the ops are counted in parallel, then named in
    /// parallel in chunks from their start counters, and the chunks' names
    /// (each in tables of the chunk's own bodies) are merged.
    fn number_isolated_parallel(&mut self, body: &Body, region: Region, c: &mut Counters) -> bool {
        use rayon::prelude::*;
        const CHUNK: usize = 64;
        if !self.parallel || rayon::current_num_threads() < 2 {
            return false;
        }
        let mut ops: Vec<Operation> = Vec::new();
        for b in body.region_blocks(region) {
            for op in body.block_ops(b) {
                if body.num_regions(op) == 0 {
                    continue;
                }
                if !body.is_isolated(op) {
                    return false;
                }
                ops.push(op);
            }
        }
        if ops.len() < PARALLEL_MIN_OPS {
            return false;
        }
        // Sequential order: last op first.
        ops.reverse();
        let counts: Vec<(u32, u32)> = ops
            .par_iter()
            .map(|&op| count_generic_names(body.region_body(op), body.regions(op)))
            .collect();
        let mut starts = Vec::with_capacity(ops.len());
        for &(values, args) in &counts {
            starts.push(*c);
            c.value += values;
            c.arg += args;
        }
        let (ctx, opts) = (self.ctx, self.opts);
        let parts: Vec<Names> = ops
            .par_chunks(CHUNK)
            .zip(starts.par_chunks(CHUNK))
            .map(|(ops, starts)| {
                let mut p = Printer::new(ctx, opts);
                for (&op, &start) in ops.iter().zip(starts) {
                    p.number_regions(body.region_body(op), body.regions(op), None, start);
                }
                p.names.into_owned()
            })
            .collect();
        let names = self.names.to_mut();
        for part in parts {
            names.merge(part);
        }
        true
    }

    fn unique_name(
        &self,
        name: &str,
        c: &mut Counters,
        scopes: &mut [(usize, FxHashSet<String>)],
        scope: usize,
    ) -> String {
        let name = sanitize(name);
        let taken = |n: &str, scopes: &[(usize, FxHashSet<String>)]| {
            let mut s = scope;
            while s != usize::MAX {
                if scopes[s].1.contains(n) {
                    return true;
                }
                s = scopes[s].0;
            }
            false
        };
        let result = if !taken(&name, scopes) {
            name
        } else {
            loop {
                let probe = format!("{name}_{}", c.conflict);
                c.conflict += 1;
                if !taken(&probe, scopes) {
                    break probe;
                }
            }
        };
        scopes[scope].1.insert(result.clone());
        result
    }

    fn number_results(
        &mut self,
        body: &Body,
        op: Operation,
        c: &mut Counters,
        scopes: &mut [(usize, FxHashSet<String>)],
        scope: usize,
    ) {
        let n = body.num_results(op);
        if n == 0 {
            return;
        }
        let k = key(body);
        let mut starts: SmallVec<[u32; 4]> = smallvec::smallvec![0u32];
        if !self.opts.generic {
            let info = self.ctx.op_info(body.op_name(op));
            if let Some(f) = info.and_then(|i| i.asm_result_names) {
                for (i, name) in f(self.ctx, crate::OpRef::new(body, op)) {
                    if i >= n {
                        continue;
                    }
                    let v = body.result(op, i);
                    let u = self.unique_name(&name, c, scopes, scope);
                    self.names
                        .to_mut()
                        .values
                        .insert(k, v, ValueName::Name(u.into()));
                    if i > 0 {
                        starts.push(i as u32);
                    }
                }
            }
        }
        let first = body.result(op, 0);
        if self
            .names
            .values
            .get(&mut self.last_table, k, first)
            .is_none()
        {
            self.names
                .to_mut()
                .values
                .insert(k, first, ValueName::Number(c.value));
            c.value += 1;
        }
        if starts.len() > 1 {
            starts.sort_unstable();
            self.names
                .to_mut()
                .groups
                .insert((k, op), starts.into_vec());
        }
    }

    /// Appends the use of a value: `%3`, `%arg0`, `%0#1`, `%c1_i32`.
    pub fn value(&mut self, body: &Body, v: Value) {
        let k = key(body);
        let (anchor, number) = match body.value_def(v) {
            ValueDef::Result(op, i) if self.names.groups.is_empty() => {
                let n = body.num_results(op);
                (body.result(op, 0), (n > 1).then_some(i))
            }
            ValueDef::Result(op, i) => {
                let n = body.num_results(op);
                let start = match self.names.groups.get(&(k, op)) {
                    Some(g) => *g.iter().rev().find(|&&s| s as usize <= i).unwrap_or(&0) as usize,
                    None => 0,
                };
                let end = match self.names.groups.get(&(k, op)) {
                    Some(g) => g
                        .iter()
                        .find(|&&s| s as usize > i)
                        .map_or(n, |&s| s as usize),
                    None => n,
                };
                let anchor = body.result(op, start);
                (anchor, (end - start > 1).then_some(i - start))
            }
            _ => (v, None),
        };
        match self.names.values.get(&mut self.last_table, k, anchor) {
            Some(NameRef::Number(n)) => {
                self.out.push('%');
                push_u32(&mut self.out, n);
            }
            Some(NameRef::Arg(n)) => {
                self.out.push_str("%arg");
                push_u32(&mut self.out, n);
            }
            Some(NameRef::Name(i)) => {
                self.out.push('%');
                self.out.push_str(&self.names.values.names[i as usize]);
            }
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
        if let Some(i) = number {
            let _ = write!(self.out, "#{i}");
        }
    }

    /// Appends a block label `^bbN`.
    pub fn block_name(&mut self, body: &Body, b: Block) {
        match self.names.blocks.get(&(key(body), b)) {
            Some(n) => {
                let _ = write!(self.out, "^bb{n}");
            }
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    // ----- location aliases ----------------------------------------------

    /// Collects the location aliases of `op` and everything in it.
    pub fn collect_loc_aliases(&mut self, body: &Body, op: Operation) {
        let mut order = 0usize;
        let debug = self.opts.debug_info;
        // Work items in MLIR's visiting order: an op's location, then per
        // region and block the block's argument locations and its ops,
        // then the locations inside the op's attributes.
        enum Work<'b> {
            Op(&'b Body, Operation),
            Args(&'b Body, Block),
            Attrs(&'b Body, Operation),
        }
        if self.opts.local_scope || (!debug && !self.ctx.made_location_attr()) {
            // Alias-free, or no attribute can hold a location: nothing to
            // alias.
            return;
        }
        let mut stack: Vec<Work<'_>> = vec![Work::Op(body, op)];
        let mut next: Vec<Work<'_>> = Vec::new();
        let mut todo: Vec<Attribute> = Vec::new();
        // Attributes found to hold no location: most ops share a few
        // property dictionaries, so each is walked once.
        let mut no_locs: FxHashSet<Attribute> = FxHashSet::default();
        let empty = Attribute::empty_dictionary(self.ctx);
        while let Some(w) = stack.pop() {
            match w {
                Work::Args(body, b) => {
                    if debug {
                        for i in 0..body.block_args(b).len() {
                            let l = body.block_arg_loc(b, i).attr(self.ctx);
                            self.visit_loc(l, false, &mut order);
                        }
                    }
                }
                Work::Attrs(body, op) => {
                    for top in [body.attributes(op), body.properties(op)] {
                        if top == empty || no_locs.contains(&top) {
                            continue;
                        }
                        let mut found = false;
                        todo.push(top);
                        while let Some(a) = todo.pop() {
                            match a.kind(self.ctx) {
                                AttrKind::Location(_) => {
                                    found = true;
                                    self.visit_loc(a, false, &mut order);
                                }
                                AttrKind::Array(v) => todo.extend(v.iter().rev().copied()),
                                AttrKind::Dictionary(v) => todo.extend(v.iter().rev().map(|e| e.1)),
                                _ => {}
                            }
                        }
                        if !found {
                            no_locs.insert(top);
                        }
                    }
                }
                Work::Op(body, op) => {
                    if debug {
                        let l = body.op_loc(op).attr(self.ctx);
                        self.visit_loc(l, true, &mut order);
                    }
                    let inner = body.region_body(op);
                    for &r in body.regions(op) {
                        for b in inner.region_blocks(r) {
                            next.push(Work::Args(inner, b));
                            for o in inner.block_ops(b) {
                                next.push(Work::Op(inner, o));
                            }
                        }
                    }
                    next.push(Work::Attrs(body, op));
                    stack.extend(next.drain(..).rev());
                }
            }
        }
        let mut all: Vec<(Attribute, u32, usize)> = self
            .names
            .loc_aliases
            .iter()
            .map(|(&a, i)| (a, i.depth, i.order))
            .collect();
        all.sort_by_key(|&(_, d, o)| (d, o));
        for (n, (a, _, _)) in all.into_iter().enumerate() {
            if let Some(i) = self.names.to_mut().loc_aliases.get_mut(&a) {
                i.name = n as u32;
            }
        }
    }

    fn visit_loc(&mut self, a: Attribute, deferrable: bool, order: &mut usize) -> u32 {
        if let Some(i) = self.names.loc_aliases.get(&a) {
            let d = i.depth;
            if !deferrable && i.deferred {
                self.mark_non_deferred(a);
            }
            return d;
        }
        self.names.to_mut().loc_aliases.insert(
            a,
            LocAlias {
                order: *order,
                depth: 0,
                deferred: deferrable,
                children: Vec::new(),
                name: 0,
            },
        );
        *order += 1;
        let Some(l) = Location::from_attr(self.ctx, a) else {
            return 0;
        };
        let children: Vec<Location> = match l.kind(self.ctx) {
            LocationKind::Name { child, .. } => {
                if matches!(child.kind(self.ctx), LocationKind::Unknown) {
                    vec![]
                } else {
                    vec![*child]
                }
            }
            LocationKind::CallSite { callee, caller } => vec![*callee, *caller],
            LocationKind::Fused { locations, .. } => locations.to_vec(),
            _ => vec![],
        };
        let mut depth = 0;
        for c in &children {
            depth = depth.max(self.visit_loc(c.attr(self.ctx), deferrable, order) + 1);
        }
        if let Some(i) = self.names.to_mut().loc_aliases.get_mut(&a) {
            i.depth = depth;
            i.children = children.iter().map(|c| c.attr(self.ctx)).collect();
        }
        depth
    }

    fn mark_non_deferred(&mut self, a: Attribute) {
        let mut stack = vec![a];
        while let Some(a) = stack.pop() {
            if let Some(i) = self.names.to_mut().loc_aliases.get_mut(&a) {
                if i.deferred {
                    i.deferred = false;
                    stack.extend(i.children.iter().copied());
                }
            }
        }
    }

    // ----- attribute aliases (maps, sets, distinct attributes) -----------

    /// Names the affine maps, integer sets and distinct attributes `op`
    /// prints, as MLIR does: `#map`, `#map1`, ..., `#set`, ..., `#distinct`,
    /// ... in the order they first print. The order is found the way MLIR
    /// finds it, by printing the op once to nowhere; contexts that never
    /// made such an attribute skip this.
    pub fn collect_attr_aliases(&mut self, body: &Body, op: Operation) {
        if self.opts.local_scope || (!self.ctx.made_affine_attr() && !self.ctx.made_distinct()) {
            return;
        }
        let mut dry = Printer::new(self.ctx, self.opts);
        dry.cache = false;
        dry.recording = Some(Default::default());
        core::mem::swap(&mut dry.names, &mut self.names);
        dry.op(body, op);
        core::mem::swap(&mut dry.names, &mut self.names);
        let order = dry.recording.take().map(|r| r.0).unwrap_or_default();
        // Next number per stem, indexed by the stem's rank.
        let mut counts = [0u32; 4];
        let names = self.names.to_mut();
        for a in order {
            let (stem, rank) = alias_stem(a.kind(self.ctx));
            let n = &mut counts[rank as usize];
            let name = if *n == 0 {
                stem.to_string()
            } else {
                format!("{stem}{n}")
            };
            *n += 1;
            names.attr_aliases.insert(a, name);
            names.attr_alias_order.push(a);
        }
    }

    /// For an attribute that may have an alias: while finding aliases,
    /// records it and returns false (print it inline); afterwards prints
    /// `#name` and returns true when it has one.
    pub(crate) fn alias_or_record(&mut self, a: Attribute) -> bool {
        if let Some((order, seen)) = self.recording.as_mut() {
            if seen.insert(a) {
                order.push(a);
            }
            return false;
        }
        match self.names.attr_aliases.get(&a) {
            Some(name) => {
                self.out.push('#');
                self.out.push_str(name);
                true
            }
            None => false,
        }
    }

    /// The alias name of a location attribute (`loc`, `loc1`, ...).
    pub fn loc_alias_name(&self, a: Attribute) -> Option<String> {
        let i = self.names.loc_aliases.get(&a)?;
        Some(if i.name == 0 {
            "loc".to_string()
        } else {
            format!("loc{}", i.name)
        })
    }

    /// Appends the alias definitions that are (or are not) deferred.
    pub fn alias_definitions(&mut self, deferred: bool) {
        // MLIR orders definitions by alias depth, then by name stem, then
        // by number.
        let mut defs: Vec<(u32, u8, u32, Attribute)> = self
            .names
            .loc_aliases
            .iter()
            .filter(|(_, i)| i.deferred == deferred)
            .map(|(&a, i)| (i.depth, LOC, i.name, a))
            .collect();
        if !deferred {
            for (k, &a) in self.names.attr_alias_order.iter().enumerate() {
                let kind = a.kind(self.ctx);
                // A distinct attribute holding an aliased map or set sits
                // one level above it.
                let depth = match kind {
                    AttrKind::Distinct { referenced, .. } => {
                        u32::from(self.names.attr_aliases.contains_key(referenced))
                    }
                    _ => 0,
                };
                defs.push((depth, alias_stem(kind).1, k as u32, a));
            }
        }
        defs.sort_unstable_by_key(|&(depth, stem, n, _)| (depth, stem, n));
        for (_, stem, _, a) in defs {
            if stem == DISTINCT {
                let name = self.names.attr_aliases[&a].clone();
                let _ = write!(self.out, "#{name} = ");
                if let AttrKind::Distinct { referenced, .. } = a.kind(self.ctx) {
                    self.distinct_inline(a, *referenced);
                }
                self.out.push('\n');
            } else if stem == LOC {
                let name = self.loc_alias_name(a).unwrap_or_default();
                let _ = write!(self.out, "#{name} = loc(");
                let l =
                    Location::from_attr(self.ctx, a).unwrap_or_else(|| Location::unknown(self.ctx));
                self.location_body(l, true);
                self.out.push_str(")\n");
            } else {
                let _ = write!(self.out, "#{} = ", self.names.attr_aliases[&a]);
                self.affine_inline(a);
                self.out.push('\n');
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
    pub fn op(&mut self, body: &Body, op: Operation) {
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
        let info = self.ctx.op_info(name);
        let custom = if self.opts.generic {
            None
        } else {
            info.and_then(|i| i.print)
        };
        match custom {
            Some(print) => {
                let full = name.as_str(self.ctx);
                let shown = full
                    .strip_prefix("builtin.")
                    .or_else(|| {
                        let d = self.default_dialects.last()?;
                        full.strip_prefix(d)?.strip_prefix('.')
                    })
                    .unwrap_or(full);
                self.out.push_str(shown);
                let dd = info.and_then(|i| i.default_dialect);
                if let Some(d) = dd {
                    self.default_dialects.push(d);
                }
                let mut p = crate::text::asm::OpAsmPrinter::new(self, body, op);
                print(&mut p);
                if dd.is_some() {
                    self.default_dialects.pop();
                }
            }
            None => self.generic_op(body, op),
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
        if props != Attribute::empty_dictionary(ctx) {
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
    pub fn region(
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
                    self.ctx
                        .op_info(body.op_name(o))
                        .is_some_and(|i| i.has_flags(crate::registry::OpFlags::IS_TERMINATOR))
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
