//! Verifiers of the func ops, with MLIR 22's texts: the function's
//! returns, and the symbol-use checks of `func.call` and `func.constant`
//! (run by the enclosing symbol table, which can see the callee). The
//! signature attributes and entry block are `FunctionOpInterface`'s
//! checks, and the call's types against its callee
//! `verify_call_signature`'s, both shared with every function-like op.

use ir::semantics::diag::Diagnostic;
use ir::semantics::symbols::SymbolTableCollection;
use ir::{AttrKind, Attribute, Body, Context, OpCursor, OpView, Operation, Type};

use super::FuncOp;

/// `func.func`: every `func.return` directly in the body against the
/// signature. The argument/result attribute arrays and the entry block are
/// `FunctionOpInterface`'s checks, shared by every function-like op.
pub fn verify_func(op: FuncOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let (ctx, body, fop) = (view.ctx, view.body, view.op);
    let Some((_, results)) = op.function_type_attr().value(ctx).function_parts(ctx) else {
        return Ok(());
    };
    let inner = body.region_body(fop);
    let Some(&region) = body.regions(fop).first() else {
        return Ok(());
    };
    let name = op.sym_name().value(ctx);
    for b in inner.region_blocks(region) {
        let Some(ret) = inner.last_op(b) else {
            continue;
        };
        if inner.op_name(ret).as_str(ctx) != "func.return" {
            continue;
        }
        verify_return(ctx, inner, ret, name, results)?;
    }
    Ok(())
}

fn verify_return(
    ctx: &Context,
    body: &Body,
    ret: Operation,
    func: &str,
    results: &[Type],
) -> Result<(), Diagnostic> {
    let view = OpView::new(ctx, body, ret);
    let n = body.num_operands(ret);
    if n != results.len() {
        return Err(view.emit_op_error(format!(
            "has {n} operands, but enclosing function (@{func}) returns {}",
            results.len()
        )));
    }
    for (i, (v, &t)) in body.operands(ret).zip(results).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(Diagnostic::error(
                body.op_loc(ret),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{func}",
                    vt.display(ctx),
                    t.display(ctx)
                ),
            ));
        }
    }
    Ok(())
}

/// The `func.func` that `sym` names from `at`: its inputs, results and
/// function type (the slices live in the context).
fn lookup_func<'c>(
    ctx: &'c Context,
    at: &OpCursor<'_>,
    tables: &mut SymbolTableCollection,
    sym: Attribute,
) -> Option<(&'c [Type], &'c [Type], Type)> {
    let f = tables.lookup_nearest_symbol_from(ctx, at, sym)?;
    if f.body().op_name(f.op()).as_str(ctx) != "func.func" {
        return None;
    }
    let t = FuncOp::cast(ctx, f.body(), f.op())?
        .try_function_type_attr()?
        .value(ctx);
    let (i, r) = t.function_parts(ctx)?;
    Some((i, r, t))
}

fn sym_text(ctx: &Context, a: Attribute) -> &str {
    match a.kind(ctx) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root),
        _ => "",
    }
}

/// `func.call`'s symbol uses: the callee exists and matches the call.
pub fn verify_call_uses(
    view: OpView<'_>,
    at: &OpCursor<'_>,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let Some(callee) = view.static_property("callee") else {
        return Err(view.emit_op_error("requires a 'callee' symbol reference attribute"));
    };
    let Some((inputs, results, _)) = lookup_func(ctx, at, tables, callee) else {
        return Err(view.emit_op_error(format!(
            "'{}' does not reference a valid function",
            sym_text(ctx, callee)
        )));
    };
    ir::semantics::interfaces::call::verify_call_signature(view, inputs, results)
}

/// `func.constant`'s symbol uses: the function exists with the same type.
pub fn verify_constant_uses(
    view: OpView<'_>,
    at: &OpCursor<'_>,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let (ctx, body, op) = (view.ctx, view.body, view.op);
    let Some(value) = view.static_property("value") else {
        return Ok(());
    };
    let Some((_, _, fty)) = lookup_func(ctx, at, tables, value) else {
        return Err(view.emit_op_error(format!(
            "reference to undefined function '{}'",
            sym_text(ctx, value)
        )));
    };
    let rt = body.results(op).next().map(|v| body.value_type(v));
    if rt != Some(fty) {
        return Err(view.emit_op_error("reference to function with mismatched type"));
    }
    Ok(())
}
