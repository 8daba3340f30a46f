//! SSA names for printing: the number or name of every value and block,
//! computed before an op prints.
//!
//! Names are computed the way MLIR's `SSANameState` does: the values of a
//! region are numbered first, then every region nested in it starts from
//! the counters the parent region ended with (so sibling regions reuse
//! numbers and numbering never resets at isolated ops); the generic form
//! numbers on across the whole walk, which lets a module's functions be
//! numbered on several threads. Value ids are per [`Body`], so names are
//! keyed by (body address, value); the bodies are borrowed for the whole
//! print, so addresses are stable. Computing names lazily while printing
//! was rejected: a name used before its definition (graph regions,
//! successors) would need a second pass anyway.

use crate::storage::body::{Block, Body, Operation, Region, Value, ValueDef};
use crate::storage::entity::EntityRef;
use crate::text::print::aliases::{LocAlias, NeededAhead, NeededOps};
use crate::text::print::{PARALLEL_MIN_OPS, Printer, key};
use crate::uniqued::attributes::Attribute;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::fmt::Write;
use std::sync::Arc;

/// How a value prints.
#[derive(Clone, Debug)]
enum ValueName {
    /// `%N`
    Number(u32),
    /// `%argN`, as the generic form names entry block arguments
    Arg(u32),
    /// `%name`
    Name(Arc<str>),
}

/// A looked-up name: a number, an argument number or an index into
/// `ValueNames::names`.
#[derive(Copy, Clone, Debug)]
enum NameRef {
    Number(u32),
    Arg(u32),
    Name(u32),
}

/// Value names and block numbers per body, as dense tables indexed by
/// value and block id (the hot lookups of the printer), with the last
/// body's table cached.
#[derive(Clone, Debug, Default)]
pub(super) struct ValueNames {
    tables: Vec<Vec<u32>>,
    /// Block numbers, in tables numbered as `tables`.
    blocks: Vec<Vec<u32>>,
    by_body: FxHashMap<usize, usize>,
    names: Vec<Arc<str>>,
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
            self.blocks.push(Vec::new());
        }
        self.last_insert = Some((body, i));
        i
    }

    fn insert_block(&mut self, body: usize, b: Block, n: u32) {
        let t = self.table(body);
        set_entry(&mut self.blocks[t], b.index(), n);
    }

    /// The number of block `b` in `body`; `last` caches the last body's
    /// table.
    fn get_block(&self, last: &mut Option<(usize, usize)>, body: usize, b: Block) -> Option<u32> {
        let t = self.table_of(last, body)?;
        self.blocks[t]
            .get(b.index())
            .copied()
            .filter(|&n| n != UNNAMED)
    }

    #[inline]
    fn table_of(&self, last: &mut Option<(usize, usize)>, body: usize) -> Option<usize> {
        match *last {
            Some((k, t)) if k == body => Some(t),
            _ => {
                let t = *self.by_body.get(&body)?;
                *last = Some((body, t));
                Some(t)
            }
        }
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
        set_entry(&mut self.tables[t], v.index(), code);
    }

    /// The name of `v` in `body`; `last` caches the last body's table.
    fn get(&self, last: &mut Option<(usize, usize)>, body: usize, v: Value) -> Option<NameRef> {
        let t = self.table_of(last, body)?;
        match self.tables[t].get(v.index()).copied() {
            None | Some(UNNAMED) => None,
            Some(c) if c & NAMED != 0 => Some(NameRef::Name(c & !NAMED)),
            Some(c) if c & ARG != 0 => Some(NameRef::Arg(c & !ARG)),
            Some(c) => Some(NameRef::Number(c)),
        }
    }
}

/// Sets entry `ix` of a table, growing it with unnamed entries.
fn set_entry(tab: &mut Vec<u32>, ix: usize, code: u32) {
    if tab.len() <= ix {
        tab.resize(ix + 1, UNNAMED);
    }
    tab[ix] = code;
}

fn push_u32(out: &mut String, n: u32) {
    out.push_str(itoa::Buffer::new().format(n));
}

impl Names {
    /// Adds the names of `part`, computed for other bodies (see
    /// `number_isolated_parallel` and `number_local_parallel`): its tables
    /// are appended, with the indices of its name strings moved past ours.
    fn merge(&mut self, part: Names) {
        let base = self.values.tables.len();
        for (body, t) in part.values.by_body {
            self.values.by_body.insert(body, t + base);
        }
        let names_base = self.values.names.len() as u32;
        let mut tables = part.values.tables;
        if names_base > 0 && !part.values.names.is_empty() {
            for code in tables.iter_mut().flatten() {
                if *code != UNNAMED && *code & NAMED != 0 {
                    *code += names_base;
                }
            }
        }
        self.values.tables.extend(tables);
        self.values.blocks.extend(part.values.blocks);
        self.values.names.extend(part.values.names);
        self.values.last_insert = None;
        self.groups.extend(part.groups);
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

/// The names computed before printing: values, result groups, blocks and
/// location aliases. Printers working on parts of one op in parallel share
/// them read-only.
#[derive(Clone, Debug, Default)]
pub(crate) struct Names {
    pub(super) values: ValueNames,
    /// Result groups of ops with named results after the first: op → starts.
    pub(super) groups: FxHashMap<(usize, Operation), Vec<u32>>,
    pub(super) loc_aliases: FxHashMap<Attribute, LocAlias>,
    /// Alias names of affine maps, integer sets and distinct attributes
    /// (`map`, `set1`, `distinct`, ...).
    pub(super) attr_aliases: FxHashMap<Attribute, String>,
    /// The attributes of `attr_aliases` in the order they were named.
    pub(super) attr_alias_order: Vec<Attribute>,
    /// Alias names of dialect types (`test_ui8`).
    pub(super) type_aliases: FxHashMap<crate::uniqued::types::Type, String>,
    /// The types of `type_aliases` in the order they were named.
    pub(super) type_alias_order: Vec<crate::uniqued::types::Type>,
}

/// Counters carried from a region to the regions nested in it.
#[derive(Copy, Clone, Debug, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// The names SSA naming has taken, for [`Scopes`]: per name, the
/// numbering (a generation) that last took it and the scopes of that
/// numbering that did. A printer keeps the table from one numbering to the
/// next (a chunk of functions is numbered one function at a time), so the
/// names every function takes (`arg0`, `c0`) are hashed and stored once,
/// and a new numbering starts empty by moving to the next generation
/// rather than clearing anything.
#[derive(Clone, Debug, Default)]
pub(super) struct NameTable {
    names: hashbrown::HashMap<Arc<str>, (u32, SmallVec<[u32; 2]>), rustc_hash::FxBuildHasher>,
    generation: u32,
}

/// The name scopes of a numbering: a tree with an entry per region (its
/// parent), the names taken in it (in the printer's [`NameTable`], moved
/// here for the numbering), and the names of the scopes enclosing the
/// root, numbered elsewhere (`outer`, innermost first).
struct Scopes<'o> {
    parents: Vec<usize>,
    table: NameTable,
    outer: &'o [&'o FxHashSet<Arc<str>>],
}

/// Whether scope `inner` is `outer` or nested in it, in the tree
/// `parents`.
fn encloses(parents: &[usize], outer: usize, inner: usize) -> bool {
    let mut s = inner;
    while s != usize::MAX {
        if s == outer {
            return true;
        }
        s = parents[s];
    }
    false
}

impl<'o> Scopes<'o> {
    /// Takes `name` in `scope` if neither that scope, a scope enclosing it
    /// nor an outer one has it, and returns the table's copy of it; `None`
    /// when it is taken. One lookup of the table for both.
    ///
    /// Scopes are numbered depth first, so a scope that does not enclose
    /// the one being numbered is finished: it is dropped from the name's
    /// list, which therefore never holds more than the nesting depth.
    fn claim(&mut self, name: &str, scope: usize) -> Option<Arc<str>> {
        if self.outer.iter().any(|o| o.contains(name)) {
            return None;
        }
        let generation = self.table.generation;
        let parents = &self.parents;
        if let Some((key, (g, defs))) = self.table.names.get_key_value_mut(name) {
            if *g == generation {
                defs.retain(|d| encloses(parents, *d as usize, scope));
                if !defs.is_empty() {
                    return None;
                }
            } else {
                // A name of an earlier numbering: free here.
                *g = generation;
                defs.clear();
            }
            defs.push(scope as u32);
            return Some(key.clone());
        }
        let key: Arc<str> = name.into();
        self.table
            .names
            .insert(key.clone(), (generation, smallvec::smallvec![scope as u32]));
        Some(key)
    }

    /// The names visible in `scope`: its own, its enclosing scopes' and
    /// the outer ones.
    fn visible(&self, scope: usize) -> FxHashSet<Arc<str>> {
        let mut out: FxHashSet<Arc<str>> =
            self.outer.iter().flat_map(|o| o.iter().cloned()).collect();
        for (name, (g, defs)) in &self.table.names {
            if *g == self.table.generation
                && defs
                    .iter()
                    .any(|&d| encloses(&self.parents, d as usize, scope))
            {
                out.insert(name.clone());
            }
        }
        out
    }
}

/// `name` made a valid SSA name: a leading digit gets a `_` before it and
/// any other character than `[a-zA-Z0-9_$.-]` becomes `_`. Borrowed when
/// it is valid already (the usual case: `arg0`, `c1_i32`).
fn sanitize(name: &str) -> std::borrow::Cow<'_, str> {
    let valid = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-');
    let digit = name.as_bytes().first().is_some_and(|b| b.is_ascii_digit());
    if !digit && name.chars().all(valid) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut s = String::with_capacity(name.len() + 1);
    if digit {
        s.push('_');
    }
    s.extend(name.chars().map(|c| if valid(c) { c } else { '_' }));
    std::borrow::Cow::Owned(s)
}

impl Printer<'_> {
    /// Names every value and block of `op` and everything nested in it.
    ///
    /// MLIR keeps a stack of (region, counters, names scope): a region is
    /// numbered, then the regions of its ops are pushed in order and popped
    /// last first. Each starts from the counters saved when it was pushed,
    /// except in the generic form, which prints unique ids and so keeps
    /// counting across the whole walk.
    pub(crate) fn number_op(&mut self, body: &Body, op: Operation) {
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
    pub(crate) fn number_body(&mut self, body: &Body) {
        self.number_regions(body, body.root_regions(), None, Counters::default());
    }

    fn number_regions(
        &mut self,
        inner: &Body,
        regions: &[Region],
        owner: Option<(&Body, Operation)>,
        start: Counters,
    ) {
        self.number_regions_in(inner, regions, owner, start, &[]);
    }

    /// [`Printer::number_regions`] under the enclosing name scopes `outer`
    /// (innermost first), numbered elsewhere.
    fn number_regions_in(
        &mut self,
        inner: &Body,
        regions: &[Region],
        owner: Option<(&Body, Operation)>,
        start: Counters,
        outer: &[&FxHashSet<Arc<str>>],
    ) {
        let unique = self.opts.generic;
        let mut table = core::mem::take(&mut self.name_table);
        table.generation = table.generation.wrapping_add(1);
        let mut scopes = Scopes {
            parents: vec![usize::MAX],
            table,
            outer,
        };
        let mut c = start;
        let mut arg_name = String::from("arg");
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
            scopes.parents.push(parent);
            let scope = scopes.parents.len() - 1;
            let k = key(body);
            for (i, b) in body.region_blocks(region).enumerate() {
                self.names.to_mut().values.insert_block(k, b, i as u32);
                let entry = i == 0;
                for &a in body.block_args(b) {
                    let n = if entry && unique {
                        // The generic form names nothing else, so `argN`
                        // with a module-wide N is unique as it is.
                        c.arg += 1;
                        ValueName::Arg(c.arg - 1)
                    } else if entry {
                        arg_name.truncate(3);
                        push_u32(&mut arg_name, c.arg);
                        c.arg += 1;
                        ValueName::Name(self.unique_name(&arg_name, &mut c, &mut scopes, scope))
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
            if !unique && self.number_local_parallel(body, region, c, &scopes, scope) {
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
        self.name_table = scopes.table;
    }

    /// The isolated ops with regions among the ops of `region`, when there
    /// are enough of them to name on several threads and no other op of
    /// the region has regions; `None` otherwise.
    fn parallel_isolated_ops(&self, body: &Body, region: Region) -> Option<Vec<Operation>> {
        if !self.parallel || rayon::current_num_threads() < 2 {
            return None;
        }
        let mut ops: Vec<Operation> = Vec::new();
        for b in body.region_blocks(region) {
            for op in body.block_ops(b) {
                if body.num_regions(op) == 0 {
                    continue;
                }
                if !body.is_isolated(op) {
                    return None;
                }
                ops.push(op);
            }
        }
        (ops.len() >= PARALLEL_MIN_OPS).then_some(ops)
    }

    /// Custom form only: names the regions of the ops of `region` on
    /// several threads when they are many isolated ops (a module's
    /// functions); false (nothing done) otherwise.
    ///
    /// In the custom form every region nested in `region` starts from the
    /// same counters `c`, under the name scope `scope`: the regions of
    /// sibling ops are named independently, so chunks of them are named
    /// in parallel and the chunks' names (in tables of their own bodies)
    /// are merged.
    fn number_local_parallel(
        &mut self,
        body: &Body,
        region: Region,
        c: Counters,
        scopes: &Scopes<'_>,
        scope: usize,
    ) -> bool {
        use rayon::prelude::*;
        const CHUNK: usize = super::PARALLEL_CHUNK;
        let Some(ops) = self.parallel_isolated_ops(body, region) else {
            return false;
        };
        let visible = scopes.visible(scope);
        let chain = [&visible];
        let (ctx, opts) = (self.ctx, self.opts);
        // The alias search walks the chunks of the block as the op list of
        // `collect_attr_aliases` chunks it: only when every op of the
        // (single) block is one of `ops`.
        let search = self
            .alias_search_ahead()
            .filter(|_| ops_are_block(body, region, &ops));
        let parts: Vec<(Names, Option<(bool, NeededOps)>)> = ops
            .par_chunks(CHUNK)
            .map(|ops| {
                let mut p = Printer::new(ctx, opts);
                for &op in ops {
                    let inner = body.region_body(op);
                    p.number_regions_in(inner, body.regions(op), None, c, &chain);
                }
                let needed = search.as_ref().map(|s| s.chunk(ctx, body, ops));
                (p.names.into_owned(), needed)
            })
            .collect();
        let (parts, needed): (Vec<Names>, Vec<_>) = parts.into_iter().unzip();
        self.merge_parts(parts);
        if search.is_some() {
            let needed = needed.into_iter().flatten().collect();
            self.needed_ahead = Some(NeededAhead::new(body, &ops, needed));
        }
        true
    }

    /// Adds the names computed on other threads for other bodies.
    fn merge_parts(&mut self, parts: Vec<Names>) {
        let names = self.names.to_mut();
        for part in parts {
            names.merge(part);
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
        let Some(mut ops) = self.parallel_isolated_ops(body, region) else {
            return false;
        };
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
        self.merge_parts(parts);
        true
    }

    /// `name`, sanitized, or the first `name_N` free in `scope` and the
    /// scopes enclosing it; taken in `scope`.
    fn unique_name(
        &self,
        name: &str,
        c: &mut Counters,
        scopes: &mut Scopes<'_>,
        scope: usize,
    ) -> Arc<str> {
        let name = sanitize(name);
        if let Some(k) = scopes.claim(&name, scope) {
            return k;
        }
        loop {
            let probe = format!("{name}_{}", c.conflict);
            c.conflict += 1;
            if let Some(k) = scopes.claim(&probe, scope) {
                return k;
            }
        }
    }

    fn number_results(
        &mut self,
        body: &Body,
        op: Operation,
        c: &mut Counters,
        scopes: &mut Scopes<'_>,
        scope: usize,
    ) {
        let n = body.num_results(op);
        if n == 0 {
            return;
        }
        let k = key(body);
        let mut starts: SmallVec<[u32; 4]> = smallvec::smallvec![0u32];
        if !self.opts.generic {
            let name = body.op_name(op);
            let r = crate::OpRef::new(body, op);
            let hints = match crate::text::OpSyntax::of(name).and_then(|s| s.asm_result_names) {
                Some(f) => Some(f(self.ctx, r)),
                None => crate::text::asm_interface::result_names(self.ctx, name, r),
            };
            if let Some(hints) = hints {
                for (i, name) in hints {
                    if i >= n {
                        continue;
                    }
                    let v = body.result(op, i);
                    let u = self.unique_name(&name, c, scopes, scope);
                    self.names.to_mut().values.insert(k, v, ValueName::Name(u));
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
    pub(crate) fn value(&mut self, body: &Body, v: Value) {
        // A use the parser could not resolve (shown in an error's note).
        if body.is_placeholder_value(v) {
            self.out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
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

    /// The number of block `b` of the body with key `body`.
    pub(super) fn block_number(&mut self, body: usize, b: Block) -> Option<u32> {
        self.names.values.get_block(&mut self.last_table, body, b)
    }

    /// Appends a block label `^bbN`.
    pub(crate) fn block_name(&mut self, body: &Body, b: Block) {
        match self
            .names
            .values
            .get_block(&mut self.last_table, key(body), b)
        {
            Some(n) => {
                self.out.push_str("^bb");
                push_u32(&mut self.out, n);
            }
            None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }
}

/// Whether `ops` are all the ops of `region` (stored in `body`), which has
/// one block.
fn ops_are_block(body: &Body, region: Region, ops: &[Operation]) -> bool {
    let mut blocks = body.region_blocks(region);
    match (blocks.next(), blocks.next()) {
        (Some(b), None) => body.block_ops(b).count() == ops.len(),
        _ => false,
    }
}
