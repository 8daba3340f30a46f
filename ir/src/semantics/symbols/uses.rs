//! Symbol uses: finding, counting and replacing references to symbols.
//!
//! Uses are searched scope by scope, as MLIR does: a walk never enters a
//! nested symbol table (its references name other symbols), and an op that
//! may be an unknown symbol table makes the search fail (`None`) rather than
//! guess. The order of the uses found is MLIR's: regions from a LIFO
//! worklist, ops in block order, each op's references in attribute-name
//! order.

use super::refs::{replace_symbol_refs_in_op, walk_symbol_refs};
use super::table::nearest_symbol_table;
use super::{cursor_is_table, is_potentially_unknown_symbol_table, is_symbol_table, symbol_name};
use crate::storage::body::{Body, Operation, Region};
use crate::storage::cursor::{OpCursor, OpPath};
use crate::storage::walk::WalkResult;
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::{Context, Ident};

/// One reference to a symbol: the op holding it and the reference.
#[derive(Clone, Debug)]
pub struct SymbolUse<'a> {
    /// The op whose attributes hold the reference.
    pub user: OpCursor<'a>,
    /// The `SymbolRefAttr`.
    pub symbol_ref: Attribute,
}

/// Walks the ops of the given regions (each an owner and a region index),
/// not entering nested symbol tables. `cb` returns `None` to fail the walk.
pub(crate) fn walk_symbol_table<'a>(
    ctx: &Context,
    regions: Vec<(OpCursor<'a>, usize)>,
    cb: &mut impl FnMut(&OpCursor<'a>) -> Option<WalkResult>,
) -> Option<WalkResult> {
    let mut worklist = regions;
    while let Some((owner, ri)) = worklist.pop() {
        let (body, op) = (owner.body(), owner.op());
        let rb = body.region_body(op);
        let region = body.regions(op)[ri];
        for block in rb.region_blocks(region) {
            for child in rb.block_ops(block) {
                let c = owner.child(child);
                let r = cb(&c);
                if r != Some(WalkResult::Advance) {
                    return r;
                }
                if !cursor_is_table(ctx, &c) {
                    for i in 0..rb.num_regions(child) {
                        worklist.push((c.clone(), i));
                    }
                }
            }
        }
    }
    Some(WalkResult::Advance)
}

fn all_regions<'a>(c: &OpCursor<'a>) -> Vec<(OpCursor<'a>, usize)> {
    (0..c.body().num_regions(c.op()))
        .map(|i| (c.clone(), i))
        .collect()
}

fn refs_of<'a>(
    ctx: &Context,
    op: &OpCursor<'a>,
    cb: &mut impl FnMut(SymbolUse<'a>) -> WalkResult,
) -> WalkResult {
    let mut result = WalkResult::Advance;
    walk_symbol_refs(ctx, op.body(), op.op(), |r| {
        if cb(SymbolUse {
            user: op.clone(),
            symbol_ref: r,
        }) == WalkResult::Interrupt
        {
            result = WalkResult::Interrupt;
            return false;
        }
        true
    });
    result
}

fn walk_symbol_uses_in_regions<'a>(
    ctx: &Context,
    regions: Vec<(OpCursor<'a>, usize)>,
    cb: &mut impl FnMut(SymbolUse<'a>) -> WalkResult,
) -> Option<WalkResult> {
    walk_symbol_table(ctx, regions, &mut |op| {
        if is_potentially_unknown_symbol_table(ctx, op.body(), op.op()) {
            return None;
        }
        Some(refs_of(ctx, op, cb))
    })
}

fn walk_symbol_uses_from<'a>(
    ctx: &Context,
    from: &OpCursor<'a>,
    cb: &mut impl FnMut(SymbolUse<'a>) -> WalkResult,
) -> Option<WalkResult> {
    if is_potentially_unknown_symbol_table(ctx, from.body(), from.op()) {
        return None;
    }
    if refs_of(ctx, from, cb) == WalkResult::Interrupt {
        return Some(WalkResult::Interrupt);
    }
    if !cursor_is_table(ctx, from) {
        return walk_symbol_uses_in_regions(ctx, all_regions(from), cb);
    }
    Some(WalkResult::Advance)
}

/// Every symbol use nested in `from` (and on `from` itself unless it is a
/// symbol table), not entering nested symbol tables. `None` when an op that
/// may be an unknown symbol table is in the way.
pub fn get_all_symbol_uses<'a>(ctx: &Context, from: &OpCursor<'a>) -> Option<Vec<SymbolUse<'a>>> {
    let mut uses = Vec::new();
    walk_symbol_uses_from(ctx, from, &mut |u| {
        uses.push(u);
        WalkResult::Advance
    })?;
    Some(uses)
}

/// Every symbol use nested in region `index` of `owner`.
pub fn get_all_symbol_uses_in_region<'a>(
    ctx: &Context,
    owner: &OpCursor<'a>,
    index: usize,
) -> Option<Vec<SymbolUse<'a>>> {
    let mut uses = Vec::new();
    walk_symbol_uses_in_regions(ctx, vec![(owner.clone(), index)], &mut |u| {
        uses.push(u);
        WalkResult::Advance
    })?;
    Some(uses)
}

/// Where a scope's search is limited to.
#[derive(Clone, Debug)]
enum ScopeLimit<'a> {
    /// The op and what it contains.
    Op(OpCursor<'a>),
    /// One region of an op.
    Region(OpCursor<'a>, usize),
}

/// A reference form of a symbol and the IR in which that form is valid.
#[derive(Clone, Debug)]
struct SymbolScope<'a> {
    symbol: Attribute,
    limit: ScopeLimit<'a>,
}

impl<'a> SymbolScope<'a> {
    fn walk(
        &self,
        ctx: &Context,
        cb: &mut impl FnMut(SymbolUse<'a>) -> WalkResult,
    ) -> Option<WalkResult> {
        match &self.limit {
            ScopeLimit::Op(op) => walk_symbol_uses_from(ctx, op, cb),
            ScopeLimit::Region(owner, i) => {
                walk_symbol_uses_in_regions(ctx, vec![(owner.clone(), *i)], cb)
            }
        }
    }
}

fn flat_ref(ctx: &Context, name: Ident) -> Attribute {
    Attribute::symbol_ref(ctx, name, &[])
}

/// The references to `symbol` valid in the tables from its parent up to
/// `within`; `false` when some table on the way is not a named symbol table.
fn collect_valid_references_for(
    ctx: &Context,
    symbol: &OpCursor<'_>,
    name: Ident,
    within: &OpCursor<'_>,
) -> (Vec<Attribute>, bool) {
    let mut results = vec![flat_ref(ctx, name)];
    let Some(mut table) = symbol.parent() else {
        return (results, false);
    };
    if table.same_op(within) {
        return (results, true);
    }
    let mut nested: Vec<Ident> = vec![name];
    loop {
        if !cursor_is_table(ctx, &table) {
            return (results, false);
        }
        let Some(tname) = symbol_name(ctx, table.body(), table.op()) else {
            return (results, false);
        };
        results.push(Attribute::symbol_ref(ctx, tname, &nested));
        let Some(next) = table.parent() else {
            return (results, false);
        };
        table = next;
        if table.same_op(within) {
            break;
        }
        nested.insert(0, tname);
    }
    (results, true)
}

fn scopes_for_symbol_op<'a>(
    ctx: &Context,
    symbol: &OpCursor<'a>,
    limit: &OpCursor<'a>,
) -> Vec<SymbolScope<'a>> {
    let Some(name) = symbol_name(ctx, symbol.body(), symbol.op()) else {
        return Vec::new();
    };
    let mut limit_ancestors: Vec<OpCursor<'a>> = Vec::new();
    for la in limit.ancestors() {
        if la.same_op(symbol) {
            let near = limit.parent().and_then(|p| nearest_symbol_table(ctx, &p));
            let sym_parent = symbol.parent();
            let ok = match (near, sym_parent) {
                (Some(a), Some(b)) => a.same_op(&b),
                (None, None) => true,
                _ => false,
            };
            return if ok {
                vec![SymbolScope {
                    symbol: flat_ref(ctx, name),
                    limit: ScopeLimit::Op(limit.clone()),
                }]
            } else {
                Vec::new()
            };
        }
        limit_ancestors.push(la);
    }
    let mut common = symbol.parent();
    while let Some(c) = &common {
        if limit_ancestors.iter().any(|a| a.same_op(c)) {
            break;
        }
        common = c.parent();
    }
    let Some(common) = common else {
        return Vec::new();
    };
    let (references, all) = collect_valid_references_for(ctx, symbol, name, &common);
    if common.same_op(limit) {
        let mut scopes = Vec::new();
        let mut limit_it = symbol.parent();
        for r in references {
            let Some(l) = limit_it else { break };
            scopes.push(SymbolScope {
                symbol: r,
                limit: ScopeLimit::Region(l.clone(), 0),
            });
            limit_it = l.parent();
        }
        return scopes;
    }
    if !all {
        return Vec::new();
    }
    let last = *references.last().expect("at least the leaf reference");
    vec![SymbolScope {
        symbol: last,
        limit: ScopeLimit::Op(limit.clone()),
    }]
}

/// What a use search is about: a symbol op, or a bare name.
#[derive(Clone, Debug)]
enum Target<'a> {
    Op(OpCursor<'a>),
    Name(Ident),
}

fn collect_scopes<'a>(
    ctx: &Context,
    target: &Target<'a>,
    limit: &OpCursor<'a>,
    region: Option<usize>,
) -> Vec<SymbolScope<'a>> {
    match (target, region) {
        (Target::Op(s), None) => scopes_for_symbol_op(ctx, s, limit),
        (Target::Op(s), Some(i)) => {
            let mut scopes = scopes_for_symbol_op(ctx, s, limit);
            if let Some(last) = scopes.last_mut() {
                last.limit = ScopeLimit::Region(limit.clone(), i);
            }
            scopes
        }
        (Target::Name(n), Some(i)) => vec![SymbolScope {
            symbol: flat_ref(ctx, *n),
            limit: ScopeLimit::Region(limit.clone(), i),
        }],
        (Target::Name(n), None) => (0..limit.body().num_regions(limit.op()))
            .map(|i| SymbolScope {
                symbol: flat_ref(ctx, *n),
                limit: ScopeLimit::Region(limit.clone(), i),
            })
            .collect(),
    }
}

/// Whether `sub` is `r` or a prefix of it (`@a` of `@a::@b`).
pub(crate) fn is_reference_prefix_of(ctx: &Context, sub: Attribute, r: Attribute) -> bool {
    if sub == r {
        return true;
    }
    let (
        AttrKind::SymbolRef {
            root: sroot,
            nested: snested,
        },
        AttrKind::SymbolRef {
            root: rroot,
            nested: rnested,
        },
    ) = (sub.kind(ctx), r.kind(ctx))
    else {
        return false;
    };
    if rnested.is_empty() || sroot != rroot {
        return false;
    }
    snested.len() < rnested.len() && rnested[..snested.len()] == snested[..]
}

fn uses_impl<'a>(
    ctx: &Context,
    target: Target<'a>,
    limit: &OpCursor<'a>,
    region: Option<usize>,
) -> Option<Vec<SymbolUse<'a>>> {
    let mut uses = Vec::new();
    for scope in collect_scopes(ctx, &target, limit, region) {
        scope.walk(ctx, &mut |u| {
            if is_reference_prefix_of(ctx, scope.symbol, u.symbol_ref) {
                uses.push(u);
            }
            WalkResult::Advance
        })?;
    }
    Some(uses)
}

/// The uses of the symbol op `symbol` within `limit` (or only its region
/// `region`). `None` when an unknown symbol table is in the way.
pub fn get_symbol_uses<'a>(
    ctx: &Context,
    symbol: &OpCursor<'a>,
    limit: &OpCursor<'a>,
    region: Option<usize>,
) -> Option<Vec<SymbolUse<'a>>> {
    uses_impl(ctx, Target::Op(symbol.clone()), limit, region)
}

/// The uses of the symbol named `name` within `limit` (or its region).
pub fn get_symbol_uses_by_name<'a>(
    ctx: &Context,
    name: Ident,
    limit: &OpCursor<'a>,
    region: Option<usize>,
) -> Option<Vec<SymbolUse<'a>>> {
    uses_impl(ctx, Target::Name(name), limit, region)
}

/// Whether `symbol` is known to have no uses within `limit`; `false` when
/// an unknown symbol table is in the way.
pub fn symbol_known_use_empty<'a>(
    ctx: &Context,
    symbol: &OpCursor<'a>,
    limit: &OpCursor<'a>,
    region: Option<usize>,
) -> bool {
    for scope in collect_scopes(ctx, &Target::Op(symbol.clone()), limit, region) {
        let r = scope.walk(ctx, &mut |u| {
            if is_reference_prefix_of(ctx, scope.symbol, u.symbol_ref) {
                WalkResult::Interrupt
            } else {
                WalkResult::Advance
            }
        });
        if r != Some(WalkResult::Advance) {
            return false;
        }
    }
    true
}

/// The symbol whose uses to replace.
#[derive(Clone, Debug)]
pub enum SymbolOrName {
    /// A symbol op, by path from the root.
    Op(OpPath),
    /// A symbol name.
    Name(Ident),
}

/// Replaces every use of a symbol within `limit` (or its region `region`)
/// by a reference to `new_name`, rewriting nested references whose prefix
/// names the symbol. `limit` and the symbol are paths from `root`.
pub fn replace_all_symbol_uses(
    ctx: &Context,
    root: &mut Body,
    symbol: &SymbolOrName,
    new_name: Ident,
    limit: &OpPath,
    region: Option<usize>,
) -> Result<(), String> {
    // Plan read-only: each scope becomes (old reference, limit path, region).
    let plan: Vec<(Attribute, OpPath, Option<usize>)> = {
        let limit_c = limit
            .cursor(root)
            .ok_or("replace_all_symbol_uses: limit is not live")?;
        let target = match symbol {
            SymbolOrName::Op(p) => Target::Op(
                p.cursor(root)
                    .ok_or("replace_all_symbol_uses: symbol is not live")?,
            ),
            SymbolOrName::Name(n) => Target::Name(*n),
        };
        collect_scopes(ctx, &target, &limit_c, region)
            .into_iter()
            .map(|s| match s.limit {
                ScopeLimit::Op(c) => (s.symbol, c.path(), None),
                ScopeLimit::Region(c, i) => (s.symbol, c.path(), Some(i)),
            })
            .collect()
    };
    let new_leaf = flat_ref(ctx, new_name);
    for (old, path, region) in plan {
        let new_attr = match old.kind(ctx) {
            AttrKind::SymbolRef { root, nested } if !nested.is_empty() => {
                let mut n = nested.to_vec();
                *n.last_mut().expect("non-empty") = new_name;
                Attribute::symbol_ref(ctx, *root, &n)
            }
            _ => new_leaf,
        };
        let replace = |r: Attribute| -> Option<Attribute> {
            if r == old {
                return Some(new_attr);
            }
            if !is_reference_prefix_of(ctx, old, r) {
                return None;
            }
            let (
                AttrKind::SymbolRef {
                    nested: onested, ..
                },
                AttrKind::SymbolRef { root, nested },
            ) = (old.kind(ctx), r.kind(ctx))
            else {
                return None;
            };
            if onested.is_empty() {
                return Some(Attribute::symbol_ref(ctx, new_name, nested));
            }
            let mut n = nested.to_vec();
            n[onested.len() - 1] = new_name;
            Some(Attribute::symbol_ref(ctx, *root, &n))
        };
        let body = path
            .body_mut(root)
            .ok_or("replace_all_symbol_uses: scope is not live")?;
        let op = path.op();
        match region {
            None => {
                replace_symbol_refs_in_op(ctx, body, op, &replace);
                if !is_symbol_table(ctx, body, op) {
                    let n = body.num_regions(op);
                    for_each_in_regions_mut(ctx, body, op, 0..n, &mut |b, o| {
                        replace_symbol_refs_in_op(ctx, b, o, &replace)
                    });
                }
            }
            Some(i) => for_each_in_regions_mut(ctx, body, op, i..i + 1, &mut |b, o| {
                replace_symbol_refs_in_op(ctx, b, o, &replace)
            }),
        }
    }
    Ok(())
}

/// Calls `f` on every op in the given regions of `op` (held in `body`),
/// entering nested regions and isolated bodies but not symbol tables.
pub(crate) fn for_each_in_regions_mut(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    regions: core::ops::Range<usize>,
    f: &mut impl FnMut(&mut Body, Operation),
) {
    let isolated = body.is_isolated(op);
    let (start, start_regions): (&mut Body, Vec<Region>) = if isolated {
        let rs = body.regions(op)[regions].to_vec();
        (body.nested_mut(op).expect("isolated"), rs)
    } else {
        let rs = body.regions(op)[regions].to_vec();
        (body, rs)
    };
    let mut work: Vec<(&mut Body, Vec<Region>)> = vec![(start, start_regions)];
    while let Some((b, regions)) = work.pop() {
        // Collect this body's ops in scope, and isolated ones to enter.
        let mut ops = Vec::new();
        let mut enter = Vec::new();
        let mut stack = regions;
        while let Some(r) = stack.pop() {
            for blk in b.region_blocks(r) {
                for o in b.block_ops(blk) {
                    ops.push(o);
                    if is_symbol_table(ctx, b, o) {
                        continue;
                    }
                    if b.is_isolated(o) {
                        enter.push(o);
                    } else {
                        stack.extend_from_slice(b.regions(o));
                    }
                }
            }
        }
        for &o in &ops {
            f(b, o);
        }
        if enter.is_empty() {
            continue;
        }
        enter.sort();
        for (o, nested) in b.isolated_bodies_mut() {
            if enter.binary_search(&o).is_ok() {
                let roots = nested.root_regions().to_vec();
                work.push((nested, roots));
            }
        }
    }
}
