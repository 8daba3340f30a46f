//! Aliases the printer defines: `#loc` for locations, and `#map`, `#set`
//! and `#distinct` for affine maps, integer sets and distinct attributes.
//!
//! Location aliases are found by walking what the op prints (op and block
//! argument locations, locations inside attributes) in MLIR's order and
//! numbered by alias depth; what a custom form prints of its regions
//! (entry block arguments, terminators) is learnt by running its print
//! hook once to nowhere with region printing recorded, not printed, since
//! only the hook knows (`scf.for` hides its induction variable, and its
//! `scf.yield` unless the loop carries values); attribute aliases are found the way MLIR finds
//! them, by printing the op once to nowhere and recording what would print.
//! Definitions go before the op, except location aliases used only by op
//! locations, which MLIR defers to the end. Tracking attribute aliases
//! while printing for real was rejected: their definitions come first.

use crate::storage::body::{Block, Body, Operation, Region};
use crate::text::print::Printer;
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::{Context, Made};
use crate::uniqued::location::{Location, LocationKind};
use crate::uniqued::types::{Type, TypeKind};
use rustc_hash::FxHashSet;
use std::fmt::Write;

/// The kind of alias a definition line defines, ordered as MLIR prints
/// them at one depth: types before attributes (locations are attributes).
const TYPE: u8 = 0;
const ATTR: u8 = 1;

/// An alias name as MLIR's `sanitizeIdentifier` makes it: characters other
/// than letters, digits, `_` and `$` as two hex digits (`test.alias` →
/// `test2Ealias`), and a leading digit behind `_`.
fn sanitize_alias(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    if name.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        out.push('_');
    }
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' {
            out.push(b as char);
        } else {
            let _ = write!(out, "{b:02X}");
        }
    }
    out
}

/// While finding aliases (`recording` is on): records `k` on its first
/// print and returns false. Afterwards: appends `sigil` and `k`'s alias and
/// returns true, or false when it has none.
fn record_or_alias<K: Copy + Eq + core::hash::Hash>(
    recording: &mut Option<(Vec<K>, FxHashSet<K>)>,
    aliases: &rustc_hash::FxHashMap<K, String>,
    out: &mut String,
    sigil: char,
    k: K,
) -> bool {
    if let Some((order, seen)) = recording.as_mut() {
        if seen.insert(k) {
            order.push(k);
        }
        return false;
    }
    match aliases.get(&k) {
        Some(name) => {
            out.push(sigil);
            out.push_str(name);
            true
        }
        None => false,
    }
}

/// Alias names for `items` in order: each item's stem, numbered per stem
/// in first-print order; items without a stem get no alias.
fn numbered_in_order<K: Copy>(
    items: Vec<K>,
    stem: impl Fn(K) -> Option<String>,
) -> Vec<(K, String)> {
    let mut counts: rustc_hash::FxHashMap<String, u32> = Default::default();
    items
        .into_iter()
        .filter_map(|k| {
            let stem = stem(k)?;
            let n = counts.entry(stem.clone()).or_insert(0);
            let name = numbered(&stem, *n);
            *n += 1;
            Some((k, name))
        })
        .collect()
}

/// The `n`th alias of `stem`: the stem, then `stem1`, `stem2`, ... (`_1`
/// after a stem ending in a digit).
fn numbered(stem: &str, n: u32) -> String {
    match n {
        0 => stem.to_string(),
        n if stem.ends_with(|c: char| c.is_ascii_digit()) => format!("{stem}_{n}"),
        n => format!("{stem}{n}"),
    }
}

/// Whether attributes and types may print something that takes an alias
/// (an affine map or set, a distinct attribute, a dialect value that may
/// have an alias or holds other values), by id: 0 when not known yet, 1
/// for no, 2 for yes. Nesting deeper than [`Aliasable::DEPTH`] counts as
/// yes.
#[derive(Clone, Default)]
struct Aliasable {
    attrs: Vec<u8>,
    types: Vec<u8>,
    /// Whether any type made so far may print something that takes an
    /// alias; when none may (the usual case), the types of values are not
    /// looked at.
    types_matter: bool,
    /// The signatures (see [`Aliasable::signature`]) of the ops found to
    /// print something that takes an alias, once their subtree has been
    /// walked: a later op with the same signature prints the same values,
    /// all of them already seen, so the dry run need not print it.
    seen: rustc_hash::FxHashSet<Box<[u32]>>,
    /// Scratch space for signatures.
    sig: Vec<u32>,
}

/// The search of [`Printer::collect_attr_aliases`] for the ops its dry
/// run must print, run on the chunks of a module's functions ahead of it,
/// while they are named (`names.rs`): the same walk, on IR the naming has
/// just brought into the cache, instead of a second walk over all of it.
#[derive(Clone)]
pub(super) struct AliasSearch(Aliasable);

/// What [`AliasSearch::chunk`] found for all chunks of one block: the
/// block (by body key, first op and number of ops), whether any op of it
/// prints something that takes an alias, and the ops to print.
#[derive(Debug)]
pub(super) struct NeededAhead {
    block: BlockId,
    any: bool,
    needed: NeededOps,
}

/// A block of ops, as `ops_to_record` meets it: the key of the body
/// holding its ops, its first op and how many it has.
type BlockId = (usize, Option<Operation>, usize);

fn block_id(body: &Body, ops: &[Operation]) -> BlockId {
    (super::key(body), ops.first().copied(), ops.len())
}

/// The results of the chunks of a block, in order, as one: whether any op
/// is one that prints an alias, and all the ops to print.
fn combine(parts: Vec<(bool, NeededOps)>) -> (bool, NeededOps) {
    let mut all = (false, NeededOps::default());
    for (any, part) in parts {
        all.0 |= any;
        all.1.merge(part);
    }
    all
}

impl AliasSearch {
    pub(super) fn new(ctx: &Context) -> Self {
        AliasSearch(Aliasable::new(ctx))
    }

    /// The search of one chunk of `ops_to_record`'s parallel walk, from a
    /// fresh copy of the search state as each of its chunks starts.
    pub(super) fn chunk(&self, ctx: &Context, body: &Body, ops: &[Operation]) -> (bool, NeededOps) {
        let mut al = self.0.clone();
        let mut part = NeededOps::default();
        let mut any = false;
        for &o in ops {
            any |= al.subtree(ctx, body, o, &mut part);
        }
        (any, part)
    }
}

impl NeededAhead {
    /// The chunks' results for the block of `ops` (stored in `body`), in
    /// chunk order.
    pub(super) fn new(body: &Body, ops: &[Operation], parts: Vec<(bool, NeededOps)>) -> Self {
        let (any, needed) = combine(parts);
        NeededAhead {
            block: block_id(body, ops),
            any,
            needed,
        }
    }
}

impl Aliasable {
    const DEPTH: u32 = 32;

    /// A search over the IR of `ctx`, every value's type being made.
    fn new(ctx: &Context) -> Self {
        let mut al = Aliasable::default();
        let mut any = false;
        for t in ctx.all_types() {
            any |= al.ty(ctx, t, 0);
        }
        al.types_matter = any;
        al
    }

    /// Adds to `needed` the ops of `op`'s subtree (itself included) that
    /// may print something that takes an alias or hold such an op; returns
    /// whether `op` is one.
    fn subtree(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: Operation,
        needed: &mut NeededOps,
    ) -> bool {
        enum Step<'b> {
            Enter(&'b Body, Operation),
            Exit(&'b Body, Operation),
        }
        let mut stack = vec![Step::Enter(body, op)];
        // Per op entered and not left: whether it must be printed, and the
        // signature to remember once it is left, if it prints an alias.
        let mut open: Vec<(bool, Option<Box<[u32]>>)> = Vec::new();
        let mut root = false;
        // Ops are entered in the order they print, so that the first op of
        // a signature is the one printed.
        let mut children = Vec::new();
        while let Some(step) = stack.pop() {
            match step {
                Step::Enter(body, op) => {
                    let own = if self.op(ctx, body, op) {
                        self.signature(body, op);
                        if self.seen.contains(&self.sig[..]) {
                            (false, None)
                        } else {
                            (true, Some(self.sig.as_slice().into()))
                        }
                    } else {
                        (false, None)
                    };
                    if body.num_regions(op) == 0 {
                        // A leaf: its subtree is walked already.
                        root = self.left(needed, &mut open, body, op, own);
                        continue;
                    }
                    open.push(own);
                    stack.push(Step::Exit(body, op));
                    let inner = body.region_body(op);
                    children.clear();
                    for &r in body.regions(op) {
                        for b in inner.region_blocks(r) {
                            children.extend(inner.block_ops(b));
                        }
                    }
                    stack.extend(children.iter().rev().map(|&o| Step::Enter(inner, o)));
                }
                Step::Exit(body, op) => {
                    let own = open.pop().unwrap_or_default();
                    root = self.left(needed, &mut open, body, op, own);
                }
            }
        }
        root
    }

    /// Whether `op`'s own attributes, properties or operand, result and
    /// region argument types may print something that takes an alias.
    fn op(&mut self, ctx: &Context, body: &Body, op: Operation) -> bool {
        if self.attr(ctx, body.properties(op), 0) || self.attr(ctx, body.attributes(op), 0) {
            return true;
        }
        if !self.types_matter {
            return false;
        }
        if body
            .operands(op)
            .any(|v| self.ty(ctx, body.value_type(v), 0))
            || body
                .results(op)
                .any(|v| self.ty(ctx, body.value_type(v), 0))
        {
            return true;
        }
        let inner = body.region_body(op);
        body.regions(op).iter().any(|&r| {
            inner.region_blocks(r).any(|b| {
                inner
                    .block_args(b)
                    .iter()
                    .any(|&a| self.ty(ctx, inner.value_type(a), 0))
            })
        })
    }

    /// Records that the walk of [`Aliasable::subtree`] has left `op`,
    /// whose own verdict is `own` (whether it must be printed, and its
    /// signature if it prints an alias): the signature is remembered (only
    /// now: an op nested in this one may print before this one's own
    /// attributes), and a printed op is needed, as is its parent, the
    /// innermost op of `open`. Returns whether `op` is needed.
    #[inline(always)]
    fn left(
        &mut self,
        needed: &mut NeededOps,
        open: &mut [(bool, Option<Box<[u32]>>)],
        body: &Body,
        op: Operation,
        (yes, sig): (bool, Option<Box<[u32]>>),
    ) -> bool {
        if let Some(sig) = sig {
            self.seen.insert(sig);
        }
        if yes {
            needed.insert(crate::text::print::key(body), op);
            if let Some(parent) = open.last_mut() {
                parent.0 = true;
            }
        }
        yes
    }

    /// Writes to `self.sig` what an op's print hook may print aliases
    /// from: its name, properties, attributes and the types of its
    /// operands, results and region arguments. Two ops with the same
    /// signature print the same aliased values (nested ops aside, which
    /// are walked on their own).
    fn signature(&mut self, body: &Body, op: Operation) {
        let sig = &mut self.sig;
        sig.clear();
        sig.push(body.op_name(op).0);
        sig.push(body.properties(op).0);
        sig.push(body.attributes(op).0);
        let operands = sig.len();
        sig.push(0);
        sig.extend(body.operands(op).map(|v| body.value_type(v).0));
        sig[operands] = (sig.len() - operands - 1) as u32;
        let results = sig.len();
        sig.push(0);
        sig.extend(body.results(op).map(|v| body.value_type(v).0));
        sig[results] = (sig.len() - results - 1) as u32;
        let inner = body.region_body(op);
        for &r in body.regions(op) {
            sig.push(u32::MAX);
            for b in inner.region_blocks(r) {
                let args = inner.block_args(b);
                sig.push(args.len() as u32);
                sig.extend(args.iter().map(|&a| inner.value_type(a).0));
            }
        }
    }

    /// The answer cached at `i`, if any.
    fn cached(cache: &[u8], i: usize) -> Option<bool> {
        cache.get(i).filter(|&&k| k != 0).map(|&k| k == 2)
    }

    /// Caches `yes` at `i` and returns it.
    fn store(cache: &mut Vec<u8>, i: usize, yes: bool) -> bool {
        if cache.len() <= i {
            cache.resize(i + 1, 0);
        }
        cache[i] = if yes { 2 } else { 1 };
        yes
    }

    fn attr(&mut self, ctx: &Context, a: Attribute, depth: u32) -> bool {
        let i = a.0 as usize;
        if let Some(yes) = Self::cached(&self.attrs, i) {
            return yes;
        }
        let d = depth + 1;
        let yes = depth > Self::DEPTH
            || match a.kind(ctx) {
                AttrKind::Unit
                | AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::SymbolRef { .. }
                | AttrKind::DenseArray { .. }
                | AttrKind::StridedLayout(_) => false,
                AttrKind::String { ty, .. }
                | AttrKind::Opaque { ty, .. }
                | AttrKind::DenseIntOrFloat { ty, .. }
                | AttrKind::DenseStringElements { ty, .. }
                | AttrKind::DenseResource { ty, .. }
                | AttrKind::Type(ty) => self.ty(ctx, *ty, d),
                AttrKind::SparseElements {
                    ty,
                    indices,
                    values,
                } => {
                    self.ty(ctx, *ty, d)
                        || self.attr(ctx, *indices, d)
                        || self.attr(ctx, *values, d)
                }
                AttrKind::Array(v) => v.iter().any(|&e| self.attr(ctx, e, d)),
                AttrKind::Dictionary(v) => v.iter().any(|e| self.attr(ctx, e.1, d)),
                AttrKind::AffineMap(_)
                | AttrKind::IntegerSet(_)
                | AttrKind::Distinct { .. }
                | AttrKind::Location(_) => true,
                AttrKind::Dialect(s) => {
                    use crate::uniqued::interfaces::builtin::TypedAttrInterfaceHandle as Typed;
                    Self::dialect(s)
                        || Typed::cast(ctx, a).is_some_and(|t| self.ty(ctx, t.ty(ctx), d))
                }
            };
        Self::store(&mut self.attrs, i, yes)
    }

    fn ty(&mut self, ctx: &Context, t: Type, depth: u32) -> bool {
        let i = t.0 as usize;
        if let Some(yes) = Self::cached(&self.types, i) {
            return yes;
        }
        let d = depth + 1;
        let yes = depth > Self::DEPTH
            || match t.kind(ctx) {
                TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::None
                | TypeKind::Opaque { .. } => false,
                TypeKind::Function { inputs, results } => inputs
                    .iter()
                    .chain(results.iter())
                    .any(|&e| self.ty(ctx, e, d)),
                TypeKind::Tuple(v) => v.iter().any(|&e| self.ty(ctx, e, d)),
                TypeKind::Complex(e) | TypeKind::UnrankedTensor(e) => self.ty(ctx, *e, d),
                TypeKind::Vector { element, .. } => self.ty(ctx, *element, d),
                TypeKind::RankedTensor {
                    element, encoding, ..
                } => self.ty(ctx, *element, d) || encoding.is_some_and(|a| self.attr(ctx, a, d)),
                TypeKind::MemRef {
                    element,
                    layout,
                    memory_space,
                    ..
                } => {
                    self.ty(ctx, *element, d)
                        || layout.is_some_and(|a| self.attr(ctx, a, d))
                        || memory_space.is_some_and(|a| self.attr(ctx, a, d))
                }
                TypeKind::UnrankedMemRef {
                    element,
                    memory_space,
                } => {
                    self.ty(ctx, *element, d) || memory_space.is_some_and(|a| self.attr(ctx, a, d))
                }
                TypeKind::Dialect(s) => Self::dialect(s),
            };
        Self::store(&mut self.types, i, yes)
    }

    /// Whether a dialect value may take an alias or print values it holds.
    fn dialect(s: &crate::uniqued::dialect_defs::DialectStorage) -> bool {
        !s.def().leaf || s.def().alias || crate::text::asm_interface::any()
    }
}

/// The ops the dry run of [`Printer::collect_attr_aliases`] prints, as a
/// bit per op id in a table per body (the dry run asks for every op it
/// meets, so a hashed set of ops cost more than the printing it saved).
#[derive(Clone, Debug, Default)]
pub(crate) struct NeededOps {
    by_body: rustc_hash::FxHashMap<usize, usize>,
    tables: Vec<Vec<u64>>,
    /// The body and table of the last insertion.
    last_insert: Option<(usize, usize)>,
}

impl NeededOps {
    fn insert(&mut self, body: usize, op: Operation) {
        use crate::storage::entity::EntityRef;
        let t = match self.last_insert {
            Some((b, t)) if b == body => t,
            _ => {
                let n = self.tables.len();
                let t = *self.by_body.entry(body).or_insert(n);
                if t == n {
                    self.tables.push(Vec::new());
                }
                self.last_insert = Some((body, t));
                t
            }
        };
        let (word, bit) = (op.index() / 64, op.index() % 64);
        let tab = &mut self.tables[t];
        if tab.len() <= word {
            tab.resize(word + 1, 0);
        }
        tab[word] |= 1 << bit;
    }

    /// Whether `op` of the body with key `body` is printed; `last` caches
    /// the last body's table.
    pub(crate) fn contains(
        &self,
        last: &mut Option<(usize, usize)>,
        body: usize,
        op: Operation,
    ) -> bool {
        use crate::storage::entity::EntityRef;
        let t = match *last {
            Some((b, t)) if b == body => t,
            _ => match self.by_body.get(&body) {
                Some(&t) => {
                    *last = Some((body, t));
                    t
                }
                None => return false,
            },
        };
        let (word, bit) = (op.index() / 64, op.index() % 64);
        self.tables[t]
            .get(word)
            .is_some_and(|w| w & (1 << bit) != 0)
    }

    /// Adds the ops of `part` (found on another thread, maybe in the same
    /// bodies).
    fn merge(&mut self, part: NeededOps) {
        let mut tables: Vec<Option<Vec<u64>>> = part.tables.into_iter().map(Some).collect();
        for (body, t) in part.by_body {
            let Some(words) = tables.get_mut(t).and_then(Option::take) else {
                continue;
            };
            match self.by_body.get(&body) {
                Some(&mine) => {
                    let tab = &mut self.tables[mine];
                    if tab.len() < words.len() {
                        tab.resize(words.len(), 0);
                    }
                    for (w, x) in tab.iter_mut().zip(words) {
                        *w |= x;
                    }
                }
                None => {
                    self.by_body.insert(body, self.tables.len());
                    self.tables.push(words);
                }
            }
        }
        self.last_insert = None;
    }
}

/// One location alias.
#[derive(Clone, Debug)]
pub(super) struct LocAlias {
    order: usize,
    depth: u32,
    deferred: bool,
    children: Vec<Attribute>,
    name: u32,
}

impl Printer<'_> {
    /// Collects the location aliases of `op` and everything in it.
    pub(crate) fn collect_loc_aliases(&mut self, body: &Body, op: Operation) {
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
        if self.opts.local_scope || (!debug && !self.ctx.has_made(Made::LocationAttr)) {
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
                                AttrKind::Dialect(s)
                                    if s.def()
                                        .has_trait::<crate::uniqued::location::LocationAttr>() =>
                                {
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
                    let custom = if self.opts.generic {
                        None
                    } else {
                        crate::text::OpSyntax::of(body.op_name(op)).and_then(|s| s.print)
                    };
                    // What a custom form prints of its regions (entry
                    // block arguments, terminators) is what its hook
                    // prints; the generic form prints everything.
                    let regions: Vec<(Region, bool, bool)> = match custom {
                        Some(print) => {
                            let (calls, arg_locs) = self.printed_regions(body, op, print);
                            if debug {
                                for l in arg_locs {
                                    self.visit_loc(l.attr(self.ctx), false, &mut order);
                                }
                            }
                            calls
                        }
                        None => body.regions(op).iter().map(|&r| (r, true, true)).collect(),
                    };
                    for (r, entry_args, terminators) in regions {
                        for (k, b) in inner.region_blocks(r).enumerate() {
                            if k > 0 || entry_args {
                                next.push(Work::Args(inner, b));
                            }
                            // A terminator the form leaves out prints
                            // nothing, its location included.
                            let skipped = if terminators {
                                None
                            } else {
                                inner.last_op(b).filter(|&o| {
                                    self.ctx.op_flags(inner.op_name(o)).contains(
                                        crate::semantics::registry::OpFlags::IS_TERMINATOR,
                                    )
                                })
                            };
                            for o in inner.block_ops(b) {
                                if Some(o) != skipped {
                                    next.push(Work::Op(inner, o));
                                }
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

    /// Runs `op`'s custom printer to nowhere and returns the regions it
    /// prints (see `Printer::region_calls`) and the block argument
    /// locations it prints itself, in order: what of the op's regions
    /// shows depends on the hook (`scf.for` leaves its induction variable
    /// and, without loop-carried values, its `scf.yield` out).
    fn printed_regions(
        &mut self,
        body: &Body,
        op: Operation,
        print: crate::text::asm::PrintFn,
    ) -> (Vec<(Region, bool, bool)>, Vec<Location>) {
        let mut dry = Printer::new(self.ctx, self.opts);
        dry.cache = false;
        dry.sink = crate::text::print::stream::Sink::Discard;
        dry.region_calls = Some(Vec::new());
        core::mem::swap(&mut dry.names, &mut self.names);
        print(&mut crate::text::asm::OpAsmPrinter::new(&mut dry, body, op));
        core::mem::swap(&mut dry.names, &mut self.names);
        let calls = dry.region_calls.take().unwrap_or_default();
        (calls, core::mem::take(&mut dry.hook_arg_locs))
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
            // MLIR visits a fused location's metadata before its parts; a
            // metadata that is a location takes a `#loc` alias too.
            LocationKind::Fused {
                locations,
                metadata,
            } => {
                let mut v = Vec::new();
                if let Some(m) = metadata {
                    self.locations_in(*m, &mut v);
                }
                v.extend(locations.iter().copied());
                v
            }
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

    /// The locations `a` is or holds in its arrays and dictionaries, in
    /// order (what MLIR's alias walk finds in a fused location's metadata).
    fn locations_in(&self, a: Attribute, out: &mut Vec<Location>) {
        if let Some(l) = Location::from_attr(self.ctx, a) {
            out.push(l);
            return;
        }
        match a.kind(self.ctx) {
            AttrKind::Array(v) => v.iter().for_each(|&e| self.locations_in(e, out)),
            AttrKind::Dictionary(v) => v.iter().for_each(|e| self.locations_in(e.1, out)),
            _ => {}
        }
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

    /// The alias stem of an aliasable attribute: `distinct`, `map`, `set`,
    /// or what a dialect attribute's definition asks for (none: no alias).
    fn attr_alias_stem(&self, a: Attribute) -> Option<String> {
        match a.kind(self.ctx) {
            AttrKind::Distinct { .. } => Some("distinct".into()),
            AttrKind::AffineMap(_) => Some("map".into()),
            AttrKind::IntegerSet(_) => Some("set".into()),
            AttrKind::Dialect(s) => self.defined_alias(s).or_else(|| {
                crate::text::asm_interface::attr_alias(self.ctx, a).map(|n| sanitize_alias(&n))
            }),
            _ => None,
        }
    }

    /// The alias stem a dialect value's definition asks for (MLIR's
    /// `OpAsmTypeInterface`); the dialects' `OpAsmDialectInterface`s
    /// answer for values whose definition has none.
    fn defined_alias(&self, s: &crate::uniqued::dialect_defs::DialectStorage) -> Option<String> {
        let hook = crate::text::dialect_defs::of(s.def())?.alias?;
        hook(self.ctx, s).map(|n| sanitize_alias(&n))
    }

    /// The alias stem of a dialect type.
    fn type_alias_stem(&self, t: Type) -> Option<String> {
        match t.kind(self.ctx) {
            TypeKind::Dialect(s) => self.defined_alias(s).or_else(|| {
                crate::text::asm_interface::type_alias(self.ctx, t).map(|n| sanitize_alias(&n))
            }),
            _ => None,
        }
    }

    /// Names the affine maps, integer sets, distinct attributes and
    /// aliased dialect values `op` prints, as MLIR does: `#map`, `#map1`,
    /// ..., `#set`, ..., `#distinct`, ..., `!test_ui8` in the order they
    /// first print. The order is found the way MLIR finds it, by printing
    /// the op once to nowhere; contexts that never made such a value skip
    /// this.
    pub(crate) fn collect_attr_aliases(&mut self, body: &Body, op: Operation) {
        let ahead = self.needed_ahead.take();
        if !self.collects_attr_aliases() {
            return;
        }
        let mut dry = Printer::new(self.ctx, self.opts);
        dry.cache = false;
        dry.parallel = self.parallel;
        if !self.opts.debug_info {
            // With debug info every op prints a location, which may hold
            // anything: then every op is printed.
            dry.dry_needed = Some(std::sync::Arc::new(self.ops_to_record(body, op, ahead)));
        }
        // Only what prints matters, not the text: it goes as it is made.
        dry.sink = crate::text::print::stream::Sink::Discard;
        dry.recording = Some(Default::default());
        dry.recording_types = Some(Default::default());
        core::mem::swap(&mut dry.names, &mut self.names);
        dry.op(body, op);
        core::mem::swap(&mut dry.names, &mut self.names);
        let order = dry.recording.take().map(|r| r.0).unwrap_or_default();
        let type_order = dry.recording_types.take().map(|r| r.0).unwrap_or_default();
        let named = numbered_in_order(order, |a| self.attr_alias_stem(a));
        let named_types = numbered_in_order(type_order, |t| self.type_alias_stem(t));
        let names = self.names.to_mut();
        for (a, name) in named {
            names.attr_aliases.insert(a, name);
            names.attr_alias_order.push(a);
        }
        for (t, name) in named_types {
            names.type_aliases.insert(t, name);
            names.type_alias_order.push(t);
        }
    }

    /// Whether [`Printer::collect_attr_aliases`] looks for aliases at all:
    /// not in local scope, nor when the context never made a value that
    /// could take one.
    fn collects_attr_aliases(&self) -> bool {
        !self.opts.local_scope
            && (self.ctx.has_made(Made::AffineMapOrSet)
                || self.ctx.has_made(Made::Distinct)
                || self.ctx.has_made(Made::DialectAlias)
                || crate::text::asm_interface::any())
    }

    /// The search for the ops to record, when the naming of a large block
    /// of isolated ops should run it ahead on its chunks (see
    /// [`AliasSearch`]): only for a printer about to collect aliases with
    /// a dry run that prints only the ops it needs.
    pub(super) fn alias_search_ahead(&self) -> Option<AliasSearch> {
        (self.search_ahead && !self.opts.debug_info && self.collects_attr_aliases())
            .then(|| AliasSearch::new(self.ctx))
    }

    /// The dry run of [`Printer::collect_attr_aliases`] over the ops of a
    /// large block, in chunks on several threads as `ops_parallel` prints
    /// them: each chunk records what it prints first, and the chunks'
    /// records are appended in order, so the order of first prints is the
    /// one a run on one thread finds.
    pub(super) fn record_ops_parallel(&mut self, body: &Body, ops: &[Operation]) {
        use rayon::prelude::*;
        const CHUNK: usize = super::PARALLEL_CHUNK;
        type Record = (Vec<Attribute>, Vec<Type>);
        let (ctx, opts, indent) = (self.ctx, self.opts, self.indent);
        let names = &*self.names;
        let dialects = &self.default_dialects;
        let needed = &self.dry_needed;
        let parts: Vec<Record> = ops
            .par_chunks(CHUNK)
            .map(|chunk| {
                let mut p = Printer::new(ctx, opts);
                p.cache = false;
                p.sink = crate::text::print::stream::Sink::Discard;
                p.names = std::borrow::Cow::Borrowed(names);
                p.indent = indent;
                p.default_dialects = dialects.clone();
                p.recording = Some(Default::default());
                p.recording_types = Some(Default::default());
                p.dry_needed = needed.clone();
                p.ops_here(body, chunk);
                let attrs = p.recording.take().map(|r| r.0).unwrap_or_default();
                let types = p.recording_types.take().map(|r| r.0).unwrap_or_default();
                (attrs, types)
            })
            .collect();
        for (attrs, types) in parts {
            if let Some((order, seen)) = self.recording.as_mut() {
                order.extend(attrs.into_iter().filter(|&a| seen.insert(a)));
            }
            if let Some((order, seen)) = self.recording_types.as_mut() {
                order.extend(types.into_iter().filter(|&t| seen.insert(t)));
            }
        }
    }

    /// The ops under `op` (itself included) that the dry run of
    /// [`Printer::collect_attr_aliases`] must print: those whose own
    /// attributes, properties, operand, result or region argument types
    /// may print something that takes an alias (see [`Aliasable`]), and
    /// those holding such an op. A print hook prints what it reads from
    /// its op; the others print nothing that is recorded, so the dry run
    /// skips them, as it skips an op whose signature an earlier op had
    /// (it prints only what that one recorded first). The isolated ops of
    /// a large block (a module's functions) are walked on several threads,
    /// in chunks that each print their own first op of a signature; the
    /// naming may have walked them already (`ahead`).
    fn ops_to_record(
        &self,
        body: &Body,
        op: Operation,
        mut ahead: Option<NeededAhead>,
    ) -> NeededOps {
        use rayon::prelude::*;
        const CHUNK: usize = super::PARALLEL_CHUNK;
        let ctx = self.ctx;
        let search = AliasSearch::new(ctx);
        let mut al = search.0.clone();
        let mut needed = NeededOps::default();
        let mut any = al.op(ctx, body, op);
        let inner = body.region_body(op);
        for &r in body.regions(op) {
            for b in inner.region_blocks(r) {
                let ops: Vec<Operation> = inner.block_ops(b).collect();
                let isolated = ops.iter().all(|&o| inner.is_isolated(o));
                if let Some(a) = ahead.take_if(|a| a.block == block_id(inner, &ops)) {
                    any |= a.any;
                    needed.merge(a.needed);
                } else if self.parallel && isolated && ops.len() >= super::PARALLEL_MIN_OPS {
                    let (a, part) = combine(
                        ops.par_chunks(CHUNK)
                            .map(|chunk| search.chunk(ctx, inner, chunk))
                            .collect(),
                    );
                    any |= a;
                    needed.merge(part);
                } else {
                    for o in ops {
                        any |= al.subtree(ctx, inner, o, &mut needed);
                    }
                }
            }
        }
        if any {
            needed.insert(crate::text::print::key(body), op);
        }
        needed
    }

    /// [`Printer::alias_or_record`] for a dialect type: `!name` once
    /// aliases are known.
    pub(crate) fn type_alias_or_record(&mut self, t: Type) -> bool {
        record_or_alias(
            &mut self.recording_types,
            &self.names.type_aliases,
            &mut self.out,
            '!',
            t,
        )
    }

    /// How deep the aliases an aliased dialect value's definition uses go:
    /// 0 when it uses none, else one more than the deepest. MLIR prints
    /// shallower definitions first.
    fn defined_depth(
        &self,
        s: &crate::uniqued::dialect_defs::DialectStorage,
        seen: &mut Vec<usize>,
    ) -> u32 {
        let key = s as *const _ as usize;
        if seen.contains(&key) {
            return 0;
        }
        seen.push(key);
        let mut dry = Printer::new(self.ctx, self.opts);
        dry.cache = false;
        dry.recording = Some(Default::default());
        dry.recording_types = Some(Default::default());
        dry.defined(s);
        let attrs = dry.recording.take().map(|r| r.0).unwrap_or_default();
        let types = dry.recording_types.take().map(|r| r.0).unwrap_or_default();
        let mut depth = 0;
        for a in attrs {
            if self.names.attr_aliases.contains_key(&a) {
                let d = match a.kind(self.ctx) {
                    AttrKind::Dialect(c) => self.defined_depth(c, seen),
                    _ => 0,
                };
                depth = depth.max(d + 1);
            }
        }
        for t in types {
            if let (Some(_), TypeKind::Dialect(c)) =
                (self.names.type_aliases.get(&t), t.kind(self.ctx))
            {
                depth = depth.max(self.defined_depth(c, seen) + 1);
            }
        }
        seen.pop();
        depth
    }

    /// For an attribute that may have an alias: while finding aliases,
    /// records it and returns false (print it inline); afterwards prints
    /// `#name` and returns true when it has one.
    pub(crate) fn alias_or_record(&mut self, a: Attribute) -> bool {
        record_or_alias(
            &mut self.recording,
            &self.names.attr_aliases,
            &mut self.out,
            '#',
            a,
        )
    }

    /// The alias name of a location attribute (`loc`, `loc1`, ...).
    pub(crate) fn loc_alias_name(&self, a: Attribute) -> Option<String> {
        let i = self.names.loc_aliases.get(&a)?;
        Some(if i.name == 0 {
            "loc".to_string()
        } else {
            format!("loc{}", i.name)
        })
    }

    /// Appends the alias definitions that are (or are not) deferred.
    pub(crate) fn alias_definitions(&mut self, deferred: bool) {
        // MLIR orders definitions by alias depth, then types before
        // attributes, then by name stem, then by number.
        enum Def {
            Loc(Attribute),
            Attr(Attribute),
            Type(Type),
        }
        let mut defs: Vec<(u32, u8, String, u32, Def)> = self
            .names
            .loc_aliases
            .iter()
            .filter(|(_, i)| i.deferred == deferred)
            .map(|(&a, i)| (i.depth, ATTR, "loc".to_string(), i.name, Def::Loc(a)))
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
                    AttrKind::Dialect(s) => self.defined_depth(s, &mut Vec::new()),
                    _ => 0,
                };
                let stem = self.attr_alias_stem(a).unwrap_or_default();
                defs.push((depth, ATTR, stem, k as u32, Def::Attr(a)));
            }
            for (k, &t) in self.names.type_alias_order.iter().enumerate() {
                let depth = match t.kind(self.ctx) {
                    TypeKind::Dialect(s) => self.defined_depth(s, &mut Vec::new()),
                    _ => 0,
                };
                let stem = self.type_alias_stem(t).unwrap_or_default();
                defs.push((depth, TYPE, stem, k as u32, Def::Type(t)));
            }
        }
        defs.sort_unstable_by(|x, y| (x.0, x.1, &x.2, x.3).cmp(&(y.0, y.1, &y.2, y.3)));
        for (_, _, _, _, def) in defs {
            match def {
                Def::Loc(a) => {
                    let name = self.loc_alias_name(a).unwrap_or_default();
                    let l = Location::from_attr(self.ctx, a)
                        .unwrap_or_else(|| Location::unknown(self.ctx));
                    // A dialect's location is defined as its attribute,
                    // without `loc(...)`.
                    if let Some(s) = l
                        .as_dialect(self.ctx)
                        .and_then(|d| d.dialect_storage(self.ctx))
                    {
                        let _ = write!(self.out, "#{name} = ");
                        self.defined(s);
                        self.out.push('\n');
                        continue;
                    }
                    let _ = write!(self.out, "#{name} = loc(");
                    self.location_body(l, true);
                    self.out.push_str(")\n");
                }
                Def::Type(t) => {
                    let _ = write!(self.out, "!{} = ", self.names.type_aliases[&t]);
                    if let TypeKind::Dialect(s) = t.kind(self.ctx) {
                        self.defined(s);
                    }
                    self.out.push('\n');
                }
                Def::Attr(a) => {
                    let name = self.names.attr_aliases[&a].clone();
                    let _ = write!(self.out, "#{name} = ");
                    match a.kind(self.ctx) {
                        AttrKind::Distinct { referenced, .. } => {
                            self.distinct_inline(a, *referenced);
                        }
                        AttrKind::Dialect(s) => self.defined(s),
                        _ => self.affine_inline(a),
                    }
                    self.out.push('\n');
                }
            }
        }
    }
}
