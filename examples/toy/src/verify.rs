//! The toy constraints and verifiers, with the tutorial's messages.
//!
//! Constraints: [`F64Tensor`] (ODS's `F64Tensor`), [`StaticShapeF64Tensor`]
//! (ODS's `StaticShapeTensorOf<[F64]>`, which the framework's constraint
//! library lacks, so it is written here as a [`TypeConstraint`]) and the
//! attribute kind [`F64ElementsAttr`] (ODS's `F64ElementsAttr`).
//!
//! `toy.return` is checked by the function that owns it rather than by its
//! own verifier, with the messages of the tutorial's `ReturnOp::verify`:
//! a function is isolated from above, so its body is stored apart from it
//! and an op of the body cannot reach the function's signature. The
//! function holds both.

use ir::prelude::*;
use ir::semantics::symbols::SymbolTableCollection;
use ir::uniqued::irdl::Irdl;
use ir::{AttrKind, OpCursor};

use crate::{CastOp, ConstantOp, FuncOp, GenericCallOp, ReturnOp, TransposeOp};

/// ODS's `F64Tensor`: a ranked or unranked tensor of `f64`.
pub type F64Tensor = TensorOf<F64>;

/// ODS's `StaticShapeTensorOf<[F64]>`: a ranked tensor of `f64` with no
/// dynamic dimension (`toy.reshape`'s result).
#[derive(Copy, Clone, Debug, Default)]
pub struct StaticShapeF64Tensor;

impl TypeConstraint for StaticShapeF64Tensor {
    fn matches(ctx: &Context, t: Type) -> bool {
        <RankedTensorOf<F64>>::matches(ctx, t) && t.has_static_shape(ctx)
    }
    fn summary() -> String {
        "statically shaped tensor of 64-bit float values".into()
    }
    fn irdl(ctx: &Context) -> Irdl {
        // IRDL cannot say "no dynamic dimension": the ranked tensor of
        // f64 is the closest it gets.
        Irdl::approx(<RankedTensorOf<F64>>::irdl(ctx), Self::summary())
    }
}

/// ODS's `F64ElementsAttr`: a dense elements attribute of `f64`
/// (`dense<[1.0, 2.0]> : tensor<2xf64>`), printed with its type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct F64ElementsAttr(pub Attribute);

impl AttrType for F64ElementsAttr {
    const DESCRIPTION: &'static str = "64-bit float elements attribute";
    fn from_attr(ctx: &Context, a: Attribute) -> Option<Self> {
        let AttrKind::DenseIntOrFloat { ty, .. } = a.kind(ctx) else {
            return None;
        };
        (ty.element_type(ctx) == Some(Type::f64(ctx))).then_some(F64ElementsAttr(a))
    }
    fn attr(self) -> Attribute {
        self.0
    }
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(
            Irdl::Base("#builtin.dense_int_or_fp_elements"),
            Self::DESCRIPTION,
        )
    }
}

/// Read and printed as any attribute, type included.
impl ir::text::format::FormatAttr for F64ElementsAttr {}

impl F64ElementsAttr {
    /// The attribute's type (`tensor<2x3xf64>`).
    pub fn ty(self, ctx: &Context) -> Type {
        self.0
            .typed_value_type(ctx)
            .expect("a dense attribute has a type")
    }

    /// The same elements under the static type `ty` of as many elements
    /// (the chapter 3 `FoldConstantReshapeOptPattern`'s `reshape`); a
    /// splat (`toy.constant dense<5.5> : tensor<f64>`) fills any shape,
    /// where MLIR's `DenseElementsAttr::reshape` asserts equal counts.
    pub fn reshape(self, ctx: &Context, ty: Type) -> Option<F64ElementsAttr> {
        let AttrKind::DenseIntOrFloat { data, splat, .. } = self.0.kind(ctx) else {
            return None;
        };
        if !*splat && ty.num_elements(ctx)? != self.ty(ctx).num_elements(ctx)? {
            return None;
        }
        Attribute::dense_raw(ctx, ty, data)
            .ok()
            .map(F64ElementsAttr)
    }
}

/// `toy.constant`: a ranked result has the value's shape.
pub fn verify_constant(op: ConstantOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.0.ctx;
    let result = op.0.body.value_type(op.result());
    let (Some(rs), Some(vs)) = (result.shape(ctx), op.value().ty(ctx).shape(ctx)) else {
        return Ok(());
    };
    if rs.len() != vs.len() {
        return Err(op.0.emit_op_error(format!(
            "return type must match the one of the attached value attribute: {} != {}",
            vs.len(),
            rs.len()
        )));
    }
    if let Some(dim) = (0..rs.len()).find(|&d| rs[d] != vs[d]) {
        return Err(op.0.emit_op_error(format!(
            "return type shape mismatches its attribute at dimension {dim}: {} != {}",
            vs[dim], rs[dim]
        )));
    }
    Ok(())
}

/// `toy.transpose`: ranked types are transposes of each other.
pub fn verify_transpose(op: TransposeOp<'_>) -> Result<(), Diagnostic> {
    let (ctx, body) = (op.0.ctx, op.0.body);
    let input = body.value_type(op.input());
    let result = body.value_type(op.result());
    let (Some(is), Some(rs)) = (input.shape(ctx), result.shape(ctx)) else {
        return Ok(());
    };
    if is.len() != rs.len() || !is.iter().eq(rs.iter().rev()) {
        return Err(Diagnostic::error(
            op.0.loc(),
            "expected result shape to be a transpose of the input",
        ));
    }
    Ok(())
}

/// Whether a tensor of type `from` may be cast to `to` (the tutorial's
/// `CastOp::areCastCompatible`): tensors of one element type, of one
/// shape when both are ranked.
pub fn are_cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    let tensor = |t: Type| <F64Tensor>::matches(ctx, t);
    if !tensor(from) || !tensor(to) || from.element_type(ctx) != to.element_type(ctx) {
        return false;
    }
    !from.has_rank(ctx) || !to.has_rank(ctx) || from == to
}

/// `toy.cast`: the types are cast compatible, with the message of MLIR's
/// `CastOpInterface` verifier (MLIR's diagnostics quote streamed types).
pub fn verify_cast(op: CastOp<'_>) -> Result<(), Diagnostic> {
    let (ctx, body) = (op.0.ctx, op.0.body);
    let (from, to) = (body.value_type(op.input()), body.value_type(op.output()));
    if are_cast_compatible(ctx, from, to) {
        return Ok(());
    }
    Err(op.0.emit_op_error(format!(
        "operand type '{}' and result type '{}' are cast incompatible",
        from.display(ctx),
        to.display(ctx)
    )))
}

/// `toy.cast` folds to its input when it changes no type (MLIR's
/// `CastOpInterface` fold).
pub fn fold_cast(op: CastOp<'_>, _: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let body = op.0.body;
    let input = op.input();
    (body.value_type(input) == body.value_type(op.output())).then_some(OpFoldResult::Value(input))
}

/// `toy.func`: every `toy.return` matches the signature (the tutorial's
/// `ReturnOp::verify`, run from the function; see the module docs).
pub fn verify_func(op: FuncOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let (ctx, fop) = (view.ctx, view.op);
    if op.is_declaration() || op.try_function_type_attr().is_none() {
        return Ok(());
    }
    let results = op.signature().1;
    let inner = view.body.region_body(fop);
    let Some(region) = view.body.regions(fop).first().copied() else {
        return Ok(());
    };
    for b in inner.region_blocks(region) {
        let Some(ret) = inner.last_op(b).and_then(|o| ReturnOp::cast(ctx, inner, o)) else {
            continue;
        };
        let got: Vec<Type> = ret.input().map(|v| inner.value_type(v)).collect();
        if got.len() > 1 {
            return Err(ret.0.emit_op_error("expects at most 1 return operand"));
        }
        if got.len() != results.len() {
            return Err(ret.0.emit_op_error(format!(
                "does not return the same number of values ({}) as the enclosing function ({})",
                got.len(),
                results.len()
            )));
        }
        let (Some(&input), Some(&result)) = (got.first(), results.first()) else {
            continue;
        };
        let unranked = |t: Type| t.is_shaped(ctx) && !t.has_rank(ctx);
        if input != result && !unranked(input) && !unranked(result) {
            return Err(Diagnostic::error(
                ret.0.loc(),
                format!(
                    "type of return operand ('{}') doesn't match function result type ('{}')",
                    input.display(ctx),
                    result.display(ctx)
                ),
            ));
        }
    }
    Ok(())
}

/// `toy.generic_call`: the callee exists, is a `toy.func` with as many
/// arguments and results as the call, and each argument and result type
/// is cast compatible with the callee's (the inliner inserts `toy.cast`s
/// where they differ).
pub fn verify_call_uses(
    call: GenericCallOp<'_>,
    at: &OpCursor<'_>,
    tables: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let view = call.0;
    let (ctx, body, op) = (view.ctx, view.body, view.op);
    let Some(callee) = call.try_callee() else {
        return Err(view.emit_op_error("requires a 'callee' symbol reference"));
    };
    let name = match callee.0.kind(ctx) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => String::new(),
    };
    let Some(f) = tables.lookup_nearest_symbol_from(ctx, at, callee.0) else {
        return Err(view.emit_op_error(format!("callee '@{name}' is not defined")));
    };
    let Some(func) = FuncOp::cast(ctx, f.body(), f.op()) else {
        let found = f.body().op_name(f.op()).as_str(ctx);
        return Err(
            view.emit_op_error(format!("callee '@{name}' is a '{found}', not a 'toy.func'"))
        );
    };
    let (inputs, results) = func.signature();
    if inputs.len() != body.num_operands(op) {
        return Err(view.emit_op_error("incorrect number of operands for callee"));
    }
    if results.len() != body.num_results(op) {
        return Err(view.emit_op_error("incorrect number of results for callee"));
    }
    // Cast compatibility is symmetric: one check serves both directions.
    let check = |what: &str, callee_side: &str, got: Vec<Type>, want: &[Type]| {
        match got.iter().zip(want).position(|(&g, &w)| !are_cast_compatible(ctx, g, w)) {
            None => Ok(()),
            Some(i) => Err(view.emit_op_error(format!(
                "{what} type '{}' is not compatible with the callee's {callee_side} type '{}' for {what} number {i}",
                got[i].display(ctx),
                want[i].display(ctx)
            ))),
        }
    };
    let operand_types = body.operands(op).map(|v| body.value_type(v)).collect();
    check("operand", "argument", operand_types, &inputs)?;
    let result_types = body.results(op).map(|v| body.value_type(v)).collect();
    check("result", "result", result_types, &results)
}
