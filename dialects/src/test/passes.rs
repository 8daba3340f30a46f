//! MLIR's test passes: `-test-symbol-uses` reports uses of every
//! symbol as remarks (and erases unused external functions), and
//! `-test-symbol-rauw` renames every symbol carrying `sym.new_name`,
//! updating its uses within the module, and `-test-trait-folder` folds
//! function bodies with the greedy folding driver.
//!
//! Both collect paths first and mutate afterwards, because cursors borrow
//! the IR; interleaving walk and edit (as MLIR's C++ does) was rejected as
//! unsound with borrowed views.

use ir::pass::{Pass, PassFailed};
use ir::semantics::diag::Diagnostic;
use ir::semantics::symbols::{
    SymbolOrName, SymbolTable, get_all_symbol_uses, get_symbol_uses, lookup_nearest_symbol_from,
    replace_all_symbol_uses, set_symbol_name, symbol_known_use_empty, symbol_name,
};
use ir::storage::cursor::walk_cursors_post_order;
use ir::{Attribute, Body, Context, OpCursor, OpPath, Operation};

/// `-test-symbol-uses`.
#[ir::pass(
    argument = "test-symbol-uses",
    summary = "Test detection of symbol uses",
    anchor = "builtin.module"
)]
#[derive(Debug, Default)]
pub struct TestSymbolUses;

impl Pass for TestSymbolUses {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let mut dead: Vec<Operation> = Vec::new();
        {
            let module = OpCursor::new(body, op);
            let mut cursors = Vec::new();
            walk_cursors_post_order(&module, |c| {
                if !c.same_op(&module) {
                    cursors.push(c.clone());
                }
            });
            for c in cursors {
                if !ir::semantics::symbols::as_symbol_op(ctx, c.body(), c.op()) {
                    continue;
                }
                let (cb, co) = (c.body(), c.op());
                let Some(uses) = get_all_symbol_uses(ctx, &c) else {
                    diags.push(ir::pass::op_remark(
                        ctx,
                        cb,
                        co,
                        "symbol contains an unknown nested operation that 'may' define a new symbol table",
                    ));
                    break;
                };
                if !uses.is_empty() {
                    diags.push(ir::pass::op_remark(
                        ctx,
                        cb,
                        co,
                        format!("symbol contains {} nested references", uses.len()),
                    ));
                }
                if symbol_known_use_empty(ctx, &c, &module, Some(0)) {
                    let is_func = cb.op_name(co).as_str(ctx) == "func.func";
                    if is_func
                        && ir::semantics::symbols::is_declaration(ctx, cb, co)
                        && c.isolated_depth() == 1
                    {
                        dead.push(co);
                    }
                    diags.push(ir::pass::op_remark(ctx, cb, co, "symbol has no uses"));
                    continue;
                }
                let Some(uses) = get_symbol_uses(ctx, &c, &module, Some(0)) else {
                    continue;
                };
                let name = symbol_name(ctx, cb, co).map(|n| ctx.str(n)).unwrap_or("");
                let name_attr = Attribute::string(ctx, name);
                for u in &uses {
                    let Some(parent) = u.user.parent() else {
                        continue;
                    };
                    if lookup_nearest_symbol_from(ctx, &parent, u.symbol_ref).is_some() {
                        diags.push(ir::pass::op_remark(
                            ctx,
                            u.user.body(),
                            u.user.op(),
                            format!(
                                "found use of symbol : {} : {}",
                                u.symbol_ref.display(ctx),
                                name_attr.display(ctx)
                            ),
                        ));
                    }
                }
                diags.push(ir::pass::op_remark(
                    ctx,
                    cb,
                    co,
                    format!("symbol has {} uses", uses.len()),
                ));
            }
        }
        for d in dead {
            let inner = body.nested_mut(op).ok_or(PassFailed)?;
            let name = symbol_name(ctx, inner, d);
            let Some(mut table) = SymbolTable::new(ctx, body, op) else {
                break;
            };
            let inner = body.nested_mut(op).ok_or(PassFailed)?;
            table.erase(ctx, inner, d);
            if let Some(n) = name {
                diags.push(ir::pass::op_remark(
                    ctx,
                    body,
                    op,
                    format!("{} function successfully erased", ctx.str(n)),
                ));
            }
        }
        Ok(())
    }
}

/// `-test-symbol-rauw`.
#[ir::pass(
    argument = "test-symbol-rauw",
    summary = "Test replacement of symbol uses",
    anchor = "builtin.module"
)]
#[derive(Debug, Default)]
pub struct TestSymbolRauw;

impl Pass for TestSymbolRauw {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        _diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let key = ctx.ident("sym.new_name");
        let mut renames: Vec<(OpPath, ir::Ident)> = Vec::new();
        {
            let module = OpCursor::new(body, op);
            walk_cursors_post_order(&module, |c| {
                if c.same_op(&module) {
                    return;
                }
                let a = c.body().attr(ctx, c.op(), key);
                if let Some(s) = a.and_then(|a| a.as_str(ctx)) {
                    renames.push((c.path(), ctx.ident(s)));
                }
            });
        }
        let limit = OpPath::root(op);
        for (path, new_name) in renames {
            // MLIR's replacement fails (and the symbol keeps its name) when
            // the walk meets an op that may be an unknown symbol table.
            let walkable = {
                let module = OpCursor::new(body, op);
                path.cursor(body)
                    .is_some_and(|c| get_symbol_uses(ctx, &c, &module, Some(0)).is_some())
            };
            if !walkable {
                continue;
            }
            let sym = SymbolOrName::Op(path.clone());
            if replace_all_symbol_uses(ctx, body, &sym, new_name, &limit, Some(0)).is_ok()
                && let Some(b) = path.body_mut(body)
            {
                set_symbol_name(ctx, b, path.op(), new_name);
            }
        }
        Ok(())
    }
}

/// `-test-trait-folder`: folds a `func.func` body with the greedy folding
/// driver and no patterns, as MLIR's function pass of that name does (a
/// pass flag nests it under the module implicitly). Its display name is
/// the C++ class name mlir-opt reports in timings and IR dumps.
#[ir::pass(
    argument = "test-trait-folder",
    summary = "Run trait folding",
    name = "(anonymous namespace)::TestTraitFolder",
    anchor = "func.func"
)]
#[derive(Debug, Default)]
pub struct TestTraitFolder;

impl Pass for TestTraitFolder {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        _diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        ir::transforms::fold_greedily(ctx, body, op);
        Ok(())
    }
}
