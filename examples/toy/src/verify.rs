//! The toy verifiers: `toy.func` checks its returns against its signature
//! (`FunctionOpInterface` checks the entry block, and the Symbol trait
//! requires declarations to be private);
//! `toy.call`'s symbol-use check resolves the callee through the shared
//! [`SymbolTableCollection`] and compares types.
//!
//! `toy.return` is checked by the function that owns it rather than by
//! its own verifier: the return would have to look outside its body to
//! find the signature, and the function already holds both.

use ir::semantics::symbols::{SymbolOpInterface, SymbolTableCollection};
use ir::{AttrKind, Attribute, Context, Diagnostic, OpCursor, OpView, Type};

use crate::{CallOp, ConstantOp, FuncOp};

/// `(inputs, results)` of a `toy.func`, `None` for an op that does not
/// verify.
fn signature(f: FuncOp<'_>) -> Option<(Vec<Type>, Vec<Type>)> {
    let ctx = f.0.ctx;
    let (i, r) = f.try_function_type_attr()?.value(ctx).function_parts(ctx)?;
    Some((i.to_vec(), r.to_vec()))
}

fn types(ctx: &Context, ts: &[Type]) -> String {
    let v: Vec<String> = ts.iter().map(|t| t.display(ctx).to_string()).collect();
    format!("({})", v.join(", "))
}

/// `toy.func`: every `toy.return` matches the signature.
pub fn verify_func(op: FuncOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let (ctx, body, fop) = (view.ctx, view.body, view.op);
    let Some((_, results)) = signature(op) else {
        return Ok(());
    };
    // A declaration has no body to check; that it is private is the
    // Symbol trait's rule, which applies through `is_declaration`.
    if op.is_declaration() {
        return Ok(());
    }
    let inner = body.region_body(fop);
    let Some(region) = body.regions(fop).first().copied() else {
        return Ok(());
    };
    for b in inner.region_blocks(region) {
        let Some(ret) = inner.last_op(b) else {
            continue;
        };
        if inner.op_name(ret).as_str(ctx) != "toy.return" {
            continue;
        }
        let got: Vec<Type> = inner.operands(ret).map(|v| inner.value_type(v)).collect();
        if got != results {
            return Err(OpView::new(ctx, inner, ret).emit_op_error(format!(
                "returns {} but the function returns {}",
                types(ctx, &got),
                types(ctx, &results)
            )));
        }
    }
    Ok(())
}

/// `toy.call`: the callee exists, is a `toy.func`, and the call's operand
/// and result types are the callee's (with `func.call`'s messages).
pub fn verify_call_uses(
    view: OpView<'_>,
    at: &OpCursor<'_>,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let (ctx, body, op) = (view.ctx, view.body, view.op);
    let Some(callee) = CallOp::cast(ctx, body, op).and_then(|c| c.try_callee()) else {
        return Err(view.emit_op_error("requires a 'callee' symbol reference"));
    };
    let callee = callee.0;
    let name = match callee.kind(ctx) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => String::new(),
    };
    let Some(f) = tables.lookup_nearest_symbol_from(ctx, at, callee) else {
        return Err(view.emit_op_error(format!("callee '@{name}' is not defined")));
    };
    let found = f.body().op_name(f.op()).as_str(ctx);
    if found != "toy.func" {
        return Err(
            view.emit_op_error(format!("callee '@{name}' is a '{found}', not a 'toy.func'"))
        );
    }
    let Some((inputs, results)) = FuncOp::cast(ctx, f.body(), f.op()).and_then(signature) else {
        return Err(view.emit_op_error(format!("callee '@{name}' has no function type")));
    };
    // The types against the signature: the check every call op shares.
    ir::semantics::interfaces::call::verify_call_signature(view, &inputs, &results)
}

/// `toy.constant`'s result type: the type of its value.
pub fn infer_constant(ctx: &Context, _operands: &[Type], props: Attribute) -> Option<Vec<Type>> {
    let v = props.dict_get(ctx, ctx.ident("value"))?;
    Some(vec![v.typed_value_type(ctx)?])
}

/// `toy.constant`: the value's type is the result type.
pub fn verify_constant(op: ConstantOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let (ctx, body, o) = (view.ctx, view.body, view.op);
    let vt = op.try_value().and_then(|v| v.0.typed_value_type(ctx));
    let rt = body.results(o).next().map(|r| body.value_type(r));
    if vt != rt {
        return Err(view.emit_op_error("value's type must be the result type"));
    }
    Ok(())
}
