//! Reading a symbol of the nearest enclosing symbol table from code that
//! holds one body only (a fold, a pattern), as MLIR's folds do with
//! `getParentWithTrait<SymbolTable>` and `lookupSymbolIn`.
//!
//! Within a body the table is found by walking up the op's parents. Past
//! the body's root the table encloses the body's owner, which lives in
//! the parent body, out of reach while the body is lent out (and, when
//! sibling isolated ops run in parallel, the parent's op arena is split
//! among them). So whoever lends a body out attaches a frozen copy of
//! that table's symbols ([`SymbolScope`], see
//! `ir::storage::body`'s `scope` module for why a copy): the pass manager
//! for nested pipelines and the greedy driver for the bodies it enters,
//! each through [`ScopeCache`], which builds one copy per table.
//!
//! ```
//! use ir::semantics::symbols::scope::{ScopeCache, lookup_in_nearest_symbol_table};
//! use ir::{Context, Operation};
//!
//! let ctx = Context::new();
//! let src = r#"
//!   "test.global"() <{sym_name = "g", value = 7}> : () -> ()
//!   "test.func"() ({ "test.use"() : () -> () }) : () -> ()"#;
//! let opts = ir::text::ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
//! let parsed = ir::text::parse_source(&ctx, src, "s.mlir", &opts).unwrap();
//! let module = parsed.body.nested(parsed.op).unwrap();
//! let entry = module.entry_block(module.root_regions()[0]).unwrap();
//! let ops: Vec<Operation> = module.block_ops(entry).collect();
//! let (global, func) = (ops[0], ops[1]);
//! // `test.func` is not isolated here, so the module's body holds `test.use`.
//! let region = module.regions(func)[0];
//! let user = module.block_ops(module.entry_block(region).unwrap()).next().unwrap();
//! let g = lookup_in_nearest_symbol_table(&ctx, module, user, ctx.ident("g")).unwrap();
//! assert_eq!(g.op_name, module.op_name(global));
//! // A body lent out of the module would see the same through a copy.
//! let mut cache = ScopeCache::default();
//! let scope = cache.scope_for(&ctx, module, func).unwrap();
//! assert_eq!(scope.lookup(ctx.ident("g")), Some(g));
//! ```

use super::{is_symbol_table, symbol_name};
use crate::storage::body::{Block, Body, Operation, ScopedSymbol, SymbolScope};
use crate::uniqued::context::{Context, Ident};
use std::sync::Arc;

/// Where the nearest symbol table enclosing an op is, seen from its body.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Table {
    /// An op of this body; its symbols are in the entry block of its first
    /// region.
    Op(Operation),
    /// The body's owner; its symbols are in the body's first root region.
    Owner,
    /// Outside the body: the copy attached to it, if any.
    Outside,
}

/// The nearest symbol table strictly enclosing `op`.
fn nearest_table(ctx: &Context, body: &Body, op: Operation) -> Table {
    let mut cur = op;
    while let Some(parent) = body.parent_block(cur).and_then(|b| body.block_parent_op(b)) {
        if is_symbol_table(ctx, body, parent) {
            return Table::Op(parent);
        }
        cur = parent;
    }
    let owner_is_table = body
        .owner_name()
        .and_then(|n| n.info(ctx))
        .is_some_and(|i| i.has_flags(crate::semantics::registry::OpFlags::SYMBOL_TABLE));
    if owner_is_table && body.parent_block(cur).is_some() {
        Table::Owner
    } else {
        Table::Outside
    }
}

/// The block holding a table's symbols (MLIR's `getRegion(0).front()`).
fn table_block(body: &Body, table: Table) -> Option<Block> {
    let region = match table {
        Table::Op(t) => *body.regions(t).first()?,
        Table::Owner => *body.root_regions().first()?,
        Table::Outside => return None,
    };
    body.entry_block(region)
}

/// What a scope records of symbol op `op`.
fn scoped(body: &Body, op: Operation) -> ScopedSymbol {
    ScopedSymbol {
        op_name: body.op_name(op),
        attributes: (!body.is_isolated(op)).then(|| (body.properties(op), body.attributes(op))),
    }
}

/// The symbol `name` of the nearest symbol table enclosing `op` (MLIR's
/// `SymbolTable::lookupSymbolIn(op->getParentWithTrait<SymbolTable>(),
/// name)`): looked up in `body` when the table is there, else in the copy
/// the body carries while lent out. Only that one table is searched.
pub fn lookup_in_nearest_symbol_table(
    ctx: &Context,
    body: &Body,
    op: Operation,
    name: Ident,
) -> Option<ScopedSymbol> {
    match nearest_table(ctx, body, op) {
        Table::Outside => body.symbol_scope()?.lookup(name),
        t => {
            let block = table_block(body, t)?;
            body.block_ops(block)
                .find(|&s| symbol_name(ctx, body, s) == Some(name))
                .map(|s| scoped(body, s))
        }
    }
}

/// Builds the copies of symbol tables that the bodies of isolated ops
/// carry while lent out, once per table of one holder body.
#[derive(Default, Debug)]
pub struct ScopeCache {
    built: Vec<(Table, Option<Arc<SymbolScope>>)>,
}

impl ScopeCache {
    /// The copy of the nearest table enclosing isolated op `child` of
    /// `holder`, for `child`'s body: the table's symbols when it is in
    /// `holder` (or is its owner), else the copy `holder` carries itself.
    /// Keep one cache per holder body, for as long as that body does not
    /// change.
    pub fn scope_for(
        &mut self,
        ctx: &Context,
        holder: &Body,
        child: Operation,
    ) -> Option<Arc<SymbolScope>> {
        let table = nearest_table(ctx, holder, child);
        if let Some((_, s)) = self.built.iter().find(|(t, _)| *t == table) {
            return s.clone();
        }
        let scope = match table_block(holder, table) {
            None => holder.symbol_scope().cloned(),
            Some(block) => Some(Arc::new(SymbolScope::new(
                holder
                    .block_ops(block)
                    .filter_map(|s| Some((symbol_name(ctx, holder, s)?, scoped(holder, s)))),
            ))),
        };
        self.built.push((table, scope.clone()));
        scope
    }
}
