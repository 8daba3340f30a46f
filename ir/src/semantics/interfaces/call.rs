//! MLIR's call interfaces: `CallOpInterface` (an op that calls something,
//! by symbol or through a value), `CallableOpInterface` (a region that can
//! be called, with its signature) and `FunctionOpInterface` (a callable
//! symbol with a function type).
//!
//! Methods return owned `Vec`s of ids rather than borrowed slices, because
//! a Concept's fn pointer cannot name the lifetime of the view it is
//! called with; the lists are short. Callee resolution (MLIR's
//! `resolveCallable`, [`resolve_callable`] and [`resolve_callable_in`])
//! are free functions over cursors, since looking up a symbol needs the
//! enclosing tables an op view cannot see.

use crate::semantics::diag::Diagnostic;
use crate::semantics::op::{OpType, OpView};
use crate::semantics::symbols::{SymbolTableCollection, lookup_nearest_symbol_from};
use crate::storage::body::{Region, Value};
use crate::storage::cursor::OpCursor;
use crate::uniqued::attributes::AttrKind;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::types::Type;

/// An op that transfers control to a callable.
#[crate::op_interface]
pub trait CallOpInterface {
    /// The callee's symbol (`func.call`), or `None` when it is a value.
    fn callee_symbol(&self) -> Option<Attribute>;
    /// The callee value (`func.call_indirect`), or `None` for a symbol.
    fn callee_value(&self) -> Option<Value>;
    /// The operands passed as arguments.
    fn arg_operands(&self) -> Vec<Value>;
}

/// The op a call at `call` calls (MLIR's `resolveCallable`): the symbol
/// its callee names, looked up from the nearest symbol table, or the op
/// defining its callee value. `None` when the call is not a
/// `CallOpInterface` op, the symbol does not resolve or the value is a
/// block argument.
pub fn resolve_callable<'a>(ctx: &Context, call: &OpCursor<'a>) -> Option<OpCursor<'a>> {
    resolve_with(ctx, call, |sym| lookup_nearest_symbol_from(ctx, call, sym))
}

/// [`resolve_callable`] through the cached tables of `tables` (MLIR's
/// `resolveCallableInTable`), for passes resolving many calls.
pub fn resolve_callable_in<'a>(
    ctx: &Context,
    call: &OpCursor<'a>,
    tables: &mut SymbolTableCollection,
) -> Option<OpCursor<'a>> {
    resolve_with(ctx, call, |sym| {
        tables.lookup_nearest_symbol_from(ctx, call, sym)
    })
}

fn resolve_with<'a>(
    ctx: &Context,
    call: &OpCursor<'a>,
    lookup: impl FnOnce(Attribute) -> Option<OpCursor<'a>>,
) -> Option<OpCursor<'a>> {
    let view = OpView::new(ctx, call.body(), call.op());
    let iface = view.cast::<CallOpInterfaceHandle<'_>>()?;
    if let Some(v) = iface.callee_value() {
        return call.body().defining_op(v).map(|d| call.sibling(d));
    }
    lookup(iface.callee_symbol()?)
}

/// An op whose region can be called.
#[crate::op_interface]
pub trait CallableOpInterface {
    /// The region called; `None` for an external declaration.
    fn callable_region(&self) -> Option<Region>;
    /// The argument types.
    fn argument_types(&self) -> Vec<Type>;
    /// The result types.
    fn result_types(&self) -> Vec<Type>;
    /// The per-argument attribute dictionaries (an array attribute), if
    /// the op keeps any (MLIR's `getArgAttrsAttr`); none by default.
    fn arg_attrs_attr(&self) -> Option<Attribute> {
        None
    }
    /// The per-result attribute dictionaries (MLIR's `getResAttrsAttr`);
    /// none by default.
    fn res_attrs_attr(&self) -> Option<Attribute> {
        None
    }
}

/// A callable symbol with a function type (`func.func`). As in MLIR it
/// extends [`CallableOpInterface`], which every function gets from it (the
/// impl below): the callable region is the body unless the function is
/// external, the argument and result types are the function type's, and
/// the argument and result attributes are the `arg_attrs` / `res_attrs`
/// properties. An op implements only this trait; listing it brings
/// `CallableOpInterface` as a base. Its verifier is MLIR's
/// `function_interface_impl::verifyTrait`, shared by every function-like
/// op: the `arg_attrs` / `res_attrs` arrays against the signature, then
/// (with a body) the entry block's arguments.
///
/// ```
/// use ir::prelude::*;
/// use ir::semantics::interfaces::call::CallableOpInterfaceHandle;
///
/// /// The `fdemo` dialect.
/// #[dialect(name = "fdemo")]
/// pub struct FDemoDialect;
///
/// /// `fdemo.func`: a function.
/// #[op(dialect = FDemoDialect, name = "func",
///      traits = [IsolatedFromAbove, Symbol, FunctionOpInterface])]
/// pub struct FuncOp {
///     /// The name.
///     #[attr]
///     sym_name: StringAttr,
///     /// The signature.
///     #[attr(accessor = "function_type_attr")]
///     function_type: TypeAttrOf<FunctionType>,
///     /// The body.
///     #[region]
///     body: Region,
/// }
///
/// impl FunctionOpInterface for FuncOp<'_> {
///     fn function_type(&self) -> Type {
///         self.function_type_attr().value(self.0.ctx)
///     }
///     fn is_external(&self) -> bool {
///         let (body, op) = (self.0.body, self.0.op);
///         body.region_body(op).region_is_empty(body.regions(op)[0])
///     }
/// }
///
/// let ctx = Context::new();
/// let src = "\"fdemo.func\"() <{sym_name = \"f\", function_type = (i32) -> f32}> ({\n^bb0(%a: i32):\n}) : () -> ()";
/// let parsed = ir::text::parse_source(&ctx, src, "f.mlir", &Default::default()).unwrap();
/// let module = parsed.body.nested(parsed.op).unwrap();
/// let entry = module.entry_block(module.root_regions()[0]).unwrap();
/// let f = module.block_ops(entry).next().unwrap();
/// let callable = OpView::new(&ctx, module, f).cast::<CallableOpInterfaceHandle<'_>>().unwrap();
/// assert_eq!(callable.argument_types(), [Type::int(&ctx, 32)]);
/// assert_eq!(callable.result_types(), [Type::f32(&ctx)]);
/// assert_eq!(callable.callable_region(), Some(module.regions(f)[0]));
/// assert_eq!(callable.arg_attrs_attr(), None);
/// ```
#[crate::op_interface(verify = verify_function_op)]
pub trait FunctionOpInterface: CallableOpInterface {
    /// The `function_type`.
    fn function_type(&self) -> Type;
    /// Whether the function has no body.
    fn is_external(&self) -> bool;
}

/// What every function is as a callable (MLIR's `FunctionOpInterface`
/// defaults of its base's methods). A blanket impl rather than an impl per
/// op: the three function ops each wrote the same four lines, and a
/// Rust trait cannot give defaults to a supertrait's methods. The price
/// is that a function op cannot override them (MLIR's never do).
impl<'a, T: FunctionOpInterface + OpType<'a>> CallableOpInterface for T {
    fn callable_region(&self) -> Option<Region> {
        if self.is_external() {
            return None;
        }
        let view = OpType::view(*self);
        view.body.regions(view.op).first().copied()
    }
    fn argument_types(&self) -> Vec<Type> {
        signature(OpType::view(*self), self.function_type()).0
    }
    fn result_types(&self) -> Vec<Type> {
        signature(OpType::view(*self), self.function_type()).1
    }
    fn arg_attrs_attr(&self) -> Option<Attribute> {
        OpType::view(*self).static_property("arg_attrs")
    }
    fn res_attrs_attr(&self) -> Option<Attribute> {
        OpType::view(*self).static_property("res_attrs")
    }
}

/// `(inputs, results)` of a function type; empty when `ty` is none.
fn signature(view: OpView<'_>, ty: Type) -> (Vec<Type>, Vec<Type>) {
    ty.function_parts(view.ctx)
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default()
}

/// Checks one of the `arg_attrs` / `res_attrs` arrays: one dictionary per
/// argument (result), holding dialect attributes only, each accepted by
/// its dialect's hook.
fn verify_entity_attrs(
    view: OpView<'_>,
    key: &'static str,
    count: usize,
    (what, plural): (&str, &str),
) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let Some(a) = view.static_property(key) else {
        return Ok(());
    };
    let dicts = a.as_array(ctx).unwrap_or_default();
    if dicts.len() != count {
        return Err(view.emit_op_error(format!(
            "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
            dicts.len()
        )));
    }
    for (i, d) in dicts.iter().enumerate() {
        if !matches!(d.kind(ctx), AttrKind::Dictionary(_)) {
            return Err(view.emit_op_error(format!(
                "expects {what} attributes to be a DictAttr or empty"
            )));
        }
        for &(k, v) in d.dict_entries(ctx) {
            if !ctx.str(k).contains('.') {
                return Err(
                    view.emit_op_error(format!("{plural} may only have dialect attributes"))
                );
            }
            if let Some(hooks) = crate::semantics::verify::dialect_attrs::find(ctx, k) {
                let hook = if key == "arg_attrs" {
                    hooks.verify_region_arg_attr
                } else {
                    hooks.verify_region_result_attr
                };
                hook(ctx, view.as_ref(), 0, i, (k, v))?;
            }
        }
    }
    Ok(())
}

/// `FunctionOpInterface`'s verifier (see the trait).
fn verify_function_op(view: OpView<'_>) -> Result<(), Diagnostic> {
    let Some(f) = crate::semantics::interfaces::cast_view::<FunctionOpInterfaceHandle<'_>>(view)
    else {
        return Ok(());
    };
    let ctx = view.ctx;
    let Some((inputs, results)) = f.function_type().function_parts(ctx) else {
        return Ok(());
    };
    verify_entity_attrs(view, "arg_attrs", inputs.len(), ("argument", "arguments"))?;
    verify_entity_attrs(view, "res_attrs", results.len(), ("result", "results"))?;
    if f.is_external() {
        return Ok(());
    }
    let (body, op) = (view.body, view.op);
    let inner = body.region_body(op);
    let Some(entry) = body.regions(op).first().and_then(|&r| inner.entry_block(r)) else {
        return Ok(());
    };
    let args = inner.block_args(entry);
    if args.len() != inputs.len() {
        return Err(view.emit_op_error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = inner.value_type(a);
        if at != t {
            return Err(view.emit_op_error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                at.display(ctx),
                t.display(ctx)
            )));
        }
    }
    Ok(())
}

/// Types as a diagnostic lists them: `'i32', 'f32'`.
fn quoted_types(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|t| format!("'{}'", t.display(ctx)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks a call's operands and results against its callee's signature,
/// with `func.call`'s messages (MLIR's `CallOp::verifySymbolUses`): the
/// check every direct call op shares, so a dialect's call op calls this
/// from its `SymbolUserOpInterface::verify_symbol_uses` rather than
/// copying it.
pub fn verify_call_signature(
    view: OpView<'_>,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), Diagnostic> {
    let (ctx, body, op) = (view.ctx, view.body, view.op);
    if inputs.len() != body.num_operands(op) {
        return Err(view.emit_op_error("incorrect number of operands for callee"));
    }
    for (i, (v, &t)) in body.operands(op).zip(inputs).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            return Err(view.emit_op_error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                t.display(ctx),
                vt.display(ctx)
            )));
        }
    }
    if results.len() != body.num_results(op) {
        return Err(view.emit_op_error("incorrect number of results for callee"));
    }
    for (i, (v, &t)) in body.results(op).zip(results).enumerate() {
        if body.value_type(v) != t {
            let rtys: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
            let loc = body.op_loc(op);
            return Err(view
                .emit_op_error(format!("result type mismatch at index {i}"))
                .with_note(
                    loc,
                    format!("      op result types: {}", quoted_types(ctx, &rtys)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", quoted_types(ctx, results)),
                ));
        }
    }
    Ok(())
}
