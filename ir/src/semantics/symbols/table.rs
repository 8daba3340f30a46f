//! Symbol tables: lookups (cached and not), nearest tables, table walks and
//! the symbol-to-users map.
//!
//! [`SymbolTable`] caches one table's names for O(1) lookup and keeps the
//! cache in step with the edits made through it (insert with auto-rename,
//! remove, erase, rename); as in MLIR, edits made around it invalidate it.
//! The free functions do uncached lookups by scanning the table's block.

use super::refs::replace_symbol_refs_in_op;
use super::uses::{
    SymbolOrName, for_each_in_regions_mut, get_all_symbol_uses, is_reference_prefix_of,
    replace_all_symbol_uses,
};
use super::{
    Visibility, cursor_is_table, is_potentially_unknown_symbol_table, is_symbol_op,
    set_symbol_name, symbol_name, symbol_visibility,
};
use crate::semantics::registry::OpFlags;
use crate::storage::body::{Block, Body, Operation};
use crate::storage::cursor::{OpCursor, OpPath};
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::{Context, Ident};
use rustc_hash::FxHashMap;

/// The nearest op, starting at `from` itself, with the `SymbolTable` trait;
/// `None` when an op that may be an unknown symbol table comes first.
pub fn nearest_symbol_table<'a>(ctx: &Context, from: &OpCursor<'a>) -> Option<OpCursor<'a>> {
    if is_potentially_unknown_symbol_table(ctx, from.body(), from.op()) {
        return None;
    }
    let mut cur = from.clone();
    while !cursor_is_table(ctx, &cur) {
        cur = cur.parent()?;
        if is_potentially_unknown_symbol_table(ctx, cur.body(), cur.op()) {
            return None;
        }
    }
    Some(cur)
}

/// The single block of a symbol-table op's region, if it has one.
fn table_block(body: &Body, op: Operation) -> Option<(&Body, Block)> {
    let rb = body.region_body(op);
    let region = *body.regions(op).first()?;
    Some((rb, rb.entry_block(region)?))
}

/// The symbol named `name` directly in the table `table`, by a scan of its
/// block (MLIR's uncached `lookupSymbolIn`).
pub fn lookup_symbol_in_flat<'a>(
    ctx: &Context,
    table: &OpCursor<'a>,
    name: Ident,
) -> Option<OpCursor<'a>> {
    let (rb, block) = table_block(table.body(), table.op())?;
    rb.block_ops(block)
        .find(|&o| symbol_name(ctx, rb, o) == Some(name))
        .map(|o| table.child(o))
}

fn lookup_impl<'a>(
    ctx: &Context,
    table: &OpCursor<'a>,
    symbol: Attribute,
    lookup: &mut impl FnMut(&OpCursor<'a>, Ident) -> Option<OpCursor<'a>>,
) -> Option<Vec<OpCursor<'a>>> {
    let AttrKind::SymbolRef { root, nested } = symbol.kind(ctx) else {
        return None;
    };
    let mut found = Vec::new();
    let mut cur = lookup(table, *root)?;
    found.push(cur.clone());
    if nested.is_empty() {
        return Some(found);
    }
    if !cursor_is_table(ctx, &cur) {
        return None;
    }
    for &n in &nested[..nested.len() - 1] {
        cur = lookup(&cur, n)?;
        if !cursor_is_table(ctx, &cur) {
            return None;
        }
        found.push(cur.clone());
    }
    found.push(lookup(&cur, *nested.last().expect("non-empty"))?);
    Some(found)
}

/// Resolves a (possibly nested) symbol reference from the table `table`.
pub fn lookup_symbol_in<'a>(
    ctx: &Context,
    table: &OpCursor<'a>,
    symbol: Attribute,
) -> Option<OpCursor<'a>> {
    lookup_impl(ctx, table, symbol, &mut |t, n| {
        lookup_symbol_in_flat(ctx, t, n)
    })?
    .pop()
}

/// Resolves `symbol` from the nearest symbol table around `from`.
pub fn lookup_nearest_symbol_from<'a>(
    ctx: &Context,
    from: &OpCursor<'a>,
    symbol: Attribute,
) -> Option<OpCursor<'a>> {
    let table = nearest_symbol_table(ctx, from)?;
    lookup_symbol_in(ctx, &table, symbol)
}

/// Visits every symbol table nested in and including `op`, innermost first,
/// with whether all uses of its symbols are visible from within `op`.
pub fn walk_symbol_tables<'a>(
    ctx: &Context,
    op: &OpCursor<'a>,
    all_sym_uses_visible: bool,
    mut cb: impl FnMut(&OpCursor<'a>, bool),
) {
    // (cursor, visible, exit?) frames; children are pushed after the exit
    // marker so they are visited first.
    let mut stack: Vec<(OpCursor<'a>, bool, bool)> =
        vec![(op.clone(), all_sym_uses_visible, false)];
    while let Some((c, vis, exit)) = stack.pop() {
        let is_table = cursor_is_table(ctx, &c);
        if exit {
            cb(&c, vis);
            continue;
        }
        let vis = if is_table {
            vis || !is_symbol_op(ctx, c.body(), c.op())
                || symbol_visibility(ctx, c.body(), c.op()) == Visibility::Private
        } else {
            true
        };
        if is_table {
            stack.push((c.clone(), vis, true));
        }
        let (body, o) = (c.body(), c.op());
        let rb = body.region_body(o);
        let mut children = Vec::new();
        for &r in body.regions(o) {
            for b in rb.region_blocks(r) {
                children.extend(rb.block_ops(b));
            }
        }
        for child in children.into_iter().rev() {
            stack.push((c.child(child), vis, false));
        }
    }
}

/// A cached symbol table of one symbol-table op: O(1) lookup by name.
#[derive(Debug, Clone)]
pub struct SymbolTable {
    block: Block,
    names: FxHashMap<Ident, Operation>,
    uniquing_counter: u32,
}

impl SymbolTable {
    /// Builds the table of `op` (stored in `body`), which must have the
    /// `SymbolTable` trait and a single-block region.
    pub fn new(ctx: &Context, body: &Body, op: Operation) -> Option<SymbolTable> {
        debug_assert!(
            body.op_name(op)
                .info(ctx)
                .is_some_and(|i| i.has_flags(OpFlags::SYMBOL_TABLE)),
            "expected an op with the SymbolTable trait"
        );
        let (rb, block) = table_block(body, op)?;
        let mut names = FxHashMap::default();
        for o in rb.block_ops(block) {
            if let Some(n) = symbol_name(ctx, rb, o) {
                names.entry(n).or_insert(o);
            }
        }
        Some(SymbolTable {
            block,
            names,
            uniquing_counter: 0,
        })
    }

    /// The symbol named `name`, an op in the table's region body.
    #[inline]
    pub fn lookup(&self, name: Ident) -> Option<Operation> {
        self.names.get(&name).copied()
    }

    /// The table's block (in the table op's region body).
    pub fn block(&self) -> Block {
        self.block
    }

    /// Inserts `symbol` (detached, or already in the table's block) and
    /// renames it `name_N` if the name is taken; returns its final name.
    /// `body` is the table op's region body; a detached symbol goes before
    /// `insert_before`, or at the end of the block before any terminator.
    ///
    /// ```
    /// use ir::semantics::symbols::SymbolTable;
    /// use ir::text::{ParseOptions, parse_source};
    /// use ir::{Attribute, Context, OperationState};
    ///
    /// let ctx = Context::new();
    /// let opts = ParseOptions { allow_unregistered_dialect: true, ..ParseOptions::default() };
    /// let src = r#""my.func"() {sym_name = "f"} : () -> ()"#;
    /// let mut m = parse_source(&ctx, src, "t.mlir", &opts).unwrap();
    /// let mut table = SymbolTable::new(&ctx, &m.body, m.op).unwrap();
    /// let body = m.body.nested_mut(m.op).unwrap();
    /// let mut st = OperationState::new(&ctx, "my.func", ir::Location::unknown(&ctx));
    /// st.attributes = Attribute::dictionary(&ctx, &[(ctx.ident("sym_name"), Attribute::string(&ctx, "f"))]).unwrap();
    /// let dup = body.create_op(&ctx, &st);
    /// // The name is taken, so the new symbol is renamed, as MLIR does.
    /// assert_eq!(table.insert(&ctx, body, dup, None), ctx.ident("f_0"));
    /// assert_eq!(table.lookup(ctx.ident("f_0")), Some(dup));
    /// ```
    pub fn insert(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        symbol: Operation,
        insert_before: Option<Operation>,
    ) -> Ident {
        if body.parent_block(symbol).is_none() {
            match insert_before {
                Some(p) => body.insert_op_before(p, symbol),
                None => match body.last_op(self.block) {
                    Some(last)
                        if body
                            .op_name(last)
                            .info(ctx)
                            .is_some_and(|i| i.has_flags(OpFlags::IS_TERMINATOR)) =>
                    {
                        body.insert_op_before(last, symbol)
                    }
                    _ => body.append_op(self.block, symbol),
                },
            }
        }
        let name = symbol_name(ctx, body, symbol).expect("inserting an op without a symbol name");
        match self.names.get(&name) {
            None => {
                self.names.insert(name, symbol);
                return name;
            }
            Some(&o) if o == symbol => return name,
            Some(_) => {}
        }
        let base = ctx.str(name).to_string();
        loop {
            let candidate = ctx.ident(&format!("{base}_{}", self.uniquing_counter));
            self.uniquing_counter += 1;
            if let std::collections::hash_map::Entry::Vacant(e) = self.names.entry(candidate) {
                e.insert(symbol);
                set_symbol_name(ctx, body, symbol, candidate);
                return candidate;
            }
        }
    }

    /// Removes `symbol` from the table (and detaches it from the block).
    pub fn remove(&mut self, ctx: &Context, body: &mut Body, symbol: Operation) {
        if let Some(name) = symbol_name(ctx, body, symbol)
            && self.names.get(&name) == Some(&symbol)
        {
            self.names.remove(&name);
        }
        body.detach_op(symbol);
    }

    /// Removes and erases `symbol`.
    pub fn erase(&mut self, ctx: &Context, body: &mut Body, symbol: Operation) {
        self.remove(ctx, body, symbol);
        body.erase_op(symbol);
    }

    /// Renames `symbol` to `to` and rewrites the references to it in the
    /// table's region. `to` must be free.
    pub fn rename(&mut self, ctx: &Context, body: &mut Body, symbol: Operation, to: Ident) {
        let from = symbol_name(ctx, body, symbol).expect("renaming an op without a symbol name");
        debug_assert_eq!(
            self.lookup(from),
            Some(symbol),
            "current name does not resolve to op"
        );
        debug_assert!(self.lookup(to).is_none(), "new name already exists");
        let old = Attribute::symbol_ref(ctx, from, &[]);
        let replace = |r: Attribute| -> Option<Attribute> {
            if !is_reference_prefix_of(ctx, old, r) {
                return None;
            }
            let AttrKind::SymbolRef { nested, .. } = r.kind(ctx) else {
                return None;
            };
            Some(Attribute::symbol_ref(ctx, to, nested))
        };
        // The table's symbols are the root-level ops of `body`'s block; walk
        // every op there and below, not entering nested symbol tables.
        let ops: Vec<Operation> = body.block_ops(self.block).collect();
        for o in ops {
            replace_symbol_refs_in_op(ctx, body, o, &replace);
            if !super::is_symbol_table(ctx, body, o) {
                let n = body.num_regions(o);
                for_each_in_regions_mut(ctx, body, o, 0..n, &mut |b, x| {
                    replace_symbol_refs_in_op(ctx, b, x, &replace)
                });
            }
        }
        self.names.remove(&from);
        set_symbol_name(ctx, body, symbol, to);
        self.names.insert(to, symbol);
    }

    /// Renames `symbol` to the first `name_N` (N = 0, 1, ...) free in this
    /// table and in `others`; returns the new name.
    pub fn rename_to_unique(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        symbol: Operation,
        others: &[&SymbolTable],
    ) -> Ident {
        let from = symbol_name(ctx, body, symbol).expect("renaming an op without a symbol name");
        let prefix = ctx.str(from).to_string();
        let mut id = 0u32;
        let new = loop {
            let candidate = ctx.ident(&format!("{prefix}_{id}"));
            id += 1;
            if self.lookup(candidate).is_none()
                && others.iter().all(|t| t.lookup(candidate).is_none())
            {
                break candidate;
            }
        };
        self.rename(ctx, body, symbol, new);
        new
    }
}

/// Identity of an op across bodies: the body's address and the op id. The
/// address is only compared, never dereferenced.
fn op_key(c: &OpCursor<'_>) -> (usize, Operation) {
    (core::ptr::from_ref(c.body()) as usize, c.op())
}

/// Cached symbol tables for many symbol-table ops (MLIR's
/// `SymbolTableCollection`), built on first use.
#[derive(Debug, Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<(usize, Operation), SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The cached table of `table` (built if needed).
    pub fn get(&mut self, ctx: &Context, table: &OpCursor<'_>) -> Option<&mut SymbolTable> {
        match self.tables.entry(op_key(table)) {
            std::collections::hash_map::Entry::Occupied(e) => Some(e.into_mut()),
            std::collections::hash_map::Entry::Vacant(e) => {
                Some(e.insert(SymbolTable::new(ctx, table.body(), table.op())?))
            }
        }
    }

    /// Cached form of [`lookup_symbol_in_flat`].
    pub fn lookup_symbol_in_flat<'a>(
        &mut self,
        ctx: &Context,
        table: &OpCursor<'a>,
        name: Ident,
    ) -> Option<OpCursor<'a>> {
        let op = self.get(ctx, table)?.lookup(name)?;
        Some(table.child(op))
    }

    /// Cached form of [`lookup_symbol_in`]; all the symbols resolved on the
    /// way, outermost first.
    pub fn lookup_symbol_in_all<'a>(
        &mut self,
        ctx: &Context,
        table: &OpCursor<'a>,
        symbol: Attribute,
    ) -> Option<Vec<OpCursor<'a>>> {
        lookup_impl(ctx, table, symbol, &mut |t, n| {
            self.lookup_symbol_in_flat(ctx, t, n)
        })
    }

    /// Cached form of [`lookup_symbol_in`].
    pub fn lookup_symbol_in<'a>(
        &mut self,
        ctx: &Context,
        table: &OpCursor<'a>,
        symbol: Attribute,
    ) -> Option<OpCursor<'a>> {
        self.lookup_symbol_in_all(ctx, table, symbol)?.pop()
    }

    /// Cached form of [`lookup_nearest_symbol_from`].
    pub fn lookup_nearest_symbol_from<'a>(
        &mut self,
        ctx: &Context,
        from: &OpCursor<'a>,
        symbol: Attribute,
    ) -> Option<OpCursor<'a>> {
        let table = nearest_symbol_table(ctx, from)?;
        self.lookup_symbol_in(ctx, &table, symbol)
    }

    /// Drops the cached table of `table`, after edits made around it.
    pub fn invalidate(&mut self, table: &OpCursor<'_>) {
        self.tables.remove(&op_key(table));
    }
}

/// For every symbol nested in a symbol table op, the ops that use it
/// (MLIR's `SymbolUserMap`). Ops are kept as [`OpPath`]s from the root body
/// the map was built from, so the map survives the edits it makes.
#[derive(Debug, Default)]
pub struct SymbolUserMap {
    users: FxHashMap<OpPath, Vec<OpPath>>,
}

impl SymbolUserMap {
    /// Builds the map for every table nested in and including the op at
    /// `table` (a path from `root`).
    pub fn new(
        ctx: &Context,
        tables: &mut SymbolTableCollection,
        root: &Body,
        table: &OpPath,
    ) -> Self {
        let mut users: FxHashMap<OpPath, Vec<OpPath>> = FxHashMap::default();
        let Some(top) = table.cursor(root) else {
            return SymbolUserMap { users };
        };
        walk_symbol_tables(ctx, &top, false, |t, _| {
            let Some((rb, block)) = table_block(t.body(), t.op()) else {
                return;
            };
            for o in rb.block_ops(block) {
                let c = t.child(o);
                let Some(uses) = get_all_symbol_uses(ctx, &c) else {
                    continue;
                };
                for u in uses {
                    let Some(found) = tables.lookup_symbol_in_all(ctx, t, u.symbol_ref) else {
                        continue;
                    };
                    let user = u.user.path();
                    for s in found {
                        let list = users.entry(s.path()).or_default();
                        if !list.contains(&user) {
                            list.push(user.clone());
                        }
                    }
                }
            }
        });
        SymbolUserMap { users }
    }

    /// The users of the symbol at `symbol`, in first-use order.
    pub fn users(&self, symbol: &OpPath) -> &[OpPath] {
        self.users.get(symbol).map_or(&[], Vec::as_slice)
    }

    /// Whether the symbol at `symbol` has no users.
    pub fn use_empty(&self, symbol: &OpPath) -> bool {
        self.users(symbol).is_empty()
    }

    /// Replaces the uses of the symbol at `symbol` with `new_name` inside
    /// each of its users, and moves those users to the symbol now named
    /// `new_name` in the same table, if any.
    pub fn replace_all_uses_with(
        &mut self,
        ctx: &Context,
        root: &mut Body,
        symbol: &OpPath,
        new_name: Ident,
    ) {
        let Some(list) = self.users.get(symbol).cloned() else {
            return;
        };
        for user in &list {
            // A user in a scope the symbol cannot be named from is skipped,
            // as MLIR ignores the failure.
            let _ = replace_all_symbol_uses(
                ctx,
                root,
                &SymbolOrName::Op(symbol.clone()),
                new_name,
                user,
                None,
            );
        }
        let new_symbol = symbol.cursor(root).and_then(|c| {
            let parent = c.parent()?;
            lookup_symbol_in_flat(ctx, &parent, new_name).map(|n| n.path())
        });
        if let Some(new) = new_symbol
            && new != *symbol
        {
            let old = self.users.remove(symbol).unwrap_or_default();
            let entry = self.users.entry(new).or_default();
            for u in old {
                if !entry.contains(&u) {
                    entry.push(u);
                }
            }
        }
    }
}
