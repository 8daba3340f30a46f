//! `gpu.alloc`, `gpu.dealloc` and `gpu.wait` (ODS `GPUOps.td`), their
//! shared `async [%deps]` syntax and `gpu.alloc`'s verifier.
//!
//! `custom<AsyncDependencies>` is written once here and named by each
//! format, as upstream shares `parseAsyncDependencies`; the effects are
//! field options (`effects = [MemAlloc]` on the memref result, `MemFree`
//! on the freed operand), as ODS writes `Res<..., [MemAlloc]>`.

use super::{AsyncOpInterface, AsyncOpInterfaceConcept, AsyncToken, GPUDialect};
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use ir::{AttrKind, TypeKind};

/// `gpu.alloc`: allocates device (or host-shared) memory.
#[op(dialect = GPUDialect, name = "alloc", summary = "GPU memory allocation operation.",
     traits = [AsyncOpInterface, AttrSizedOperandSegments],
     verify = verify_alloc, asm_result_names = alloc_names,
     format = "custom<AsyncDependencies>(type($async_token), $async_dependencies) (` ` `host_shared` $host_shared^)? ` ` `(` $dynamic_sizes `)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` type($memref)")]
pub struct AllocOp {
    /// The tokens to wait for.
    #[operand(variadic, ty = AsyncToken)]
    async_dependencies: Value,
    /// One size per dynamic dimension.
    #[operand(variadic, ty = Index)]
    dynamic_sizes: Value,
    /// The layout's symbols.
    #[operand(variadic, ty = Index)]
    symbol_operands: Value,
    /// The memory.
    #[result(ty = AnyMemRef, effects = [MemAlloc])]
    memref: Value,
    /// The token, when `async`.
    #[result(optional, ty = AsyncToken)]
    async_token: Value,
    /// Memory the host can access too.
    #[attr(name = "hostShared", optional)]
    host_shared: UnitAttr,
}

/// `gpu.dealloc`: frees memory `gpu.alloc` made.
#[op(dialect = GPUDialect, name = "dealloc", summary = "GPU memory deallocation operation",
     traits = [AsyncOpInterface],
     format = "custom<AsyncDependencies>(type($async_token), $async_dependencies) $memref attr-dict `:` type($memref)")]
pub struct DeallocOp {
    /// The tokens to wait for.
    #[operand(variadic, ty = AsyncToken)]
    async_dependencies: Value,
    /// The memory freed.
    #[operand(ty = AnyMemRef, effects = [MemFree])]
    memref: Value,
    /// The token, when `async`.
    #[result(optional, ty = AsyncToken)]
    async_token: Value,
}

/// `gpu.wait`: waits for tokens, on the host or (with `async`) as a new
/// token.
#[op(dialect = GPUDialect, name = "wait", summary = "Wait for async gpu ops to complete.",
     traits = [AsyncOpInterface],
     format = "custom<AsyncDependencies>(type($async_token), $async_dependencies) attr-dict")]
pub struct WaitOp {
    /// The tokens to wait for.
    #[operand(variadic, ty = AsyncToken)]
    async_dependencies: Value,
    /// The token, when `async`.
    #[result(optional, ty = AsyncToken)]
    async_token: Value,
}

macro_rules! async_op {
    ($($op:ident),*) => {$(
        impl AsyncOpInterface for $op<'_> {
            fn dependencies(&self) -> Vec<Value> {
                $op::async_dependencies(self).collect()
            }
            fn token(&self) -> Option<Value> {
                $op::async_token(self)
            }
        }
    )*};
}

async_op!(AllocOp, DeallocOp, WaitOp);

/// `%memref`, `%asyncToken`: the names MLIR 22 gives `gpu.alloc`'s
/// results.
fn alloc_names(_: &Context, op: OpRef<'_>) -> Vec<(usize, String)> {
    let mut names = vec![(0, "memref".to_string())];
    if op.body.num_results(op.op) > 1 {
        names.push((1, "asyncToken".to_string()));
    }
    names
}

/// `async` (the op returns a token; it must then be named) and
/// `[%deps]`, both optional (MLIR's `parseAsyncDependencies`).
pub fn parse_async_dependencies<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    token: &mut Option<Type>,
    deps: &mut Vec<UnresolvedOperand<'a>>,
) -> PResult<()> {
    let at = p.pos();
    if p.parse_optional_keyword("async") {
        if p.num_results() == 0 {
            return p.error_at(at, "needs to be named when marked 'async'");
        }
        *token = Some(super::AsyncTokenType::get(p.ctx()).ty());
    }
    if p.parse_optional_punct(b'[') && !p.parse_optional_punct(b']') {
        *deps = p.parse_operand_list()?;
        p.parse_punct(b']')?;
    }
    Ok(())
}

/// Prints `async [%a, %b]`, `async`, `[%a]` or nothing.
pub fn print_async_dependencies(p: &mut OpAsmPrinter<'_, '_>, token: Option<Type>, deps: &[Value]) {
    if token.is_some() {
        p.write("async");
    }
    if deps.is_empty() {
        return;
    }
    if token.is_some() {
        p.write(" ");
    }
    p.write("[");
    p.print_operands(deps.iter().copied());
    p.write("]");
}

/// The number of symbols of a memref layout (its affine map's, or the
/// dynamic offset and strides of a strided layout).
fn layout_symbols(ctx: &Context, layout: Option<Attribute>) -> usize {
    let Some(layout) = layout else { return 0 };
    match layout.kind(ctx) {
        AttrKind::AffineMap(m) => m.num_symbols as usize,
        AttrKind::StridedLayout(s) => core::iter::once(&s.offset)
            .chain(s.strides.iter())
            .filter(|&&d| d == ir::uniqued::types::DYNAMIC)
            .count(),
        _ => 0,
    }
}

/// One size per dynamic dimension, one symbol operand per layout symbol.
fn verify_alloc(op: AllocOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let ty = op.body.value_type(op.memref());
    let TypeKind::MemRef { shape, layout, .. } = ty.kind(ctx) else {
        return Ok(());
    };
    let dynamic = shape
        .iter()
        .filter(|&&d| d == ir::uniqued::types::DYNAMIC)
        .count();
    let sizes = op.dynamic_sizes().len();
    if sizes != dynamic {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"
        )));
    }
    if op.symbol_operands().len() != layout_symbols(ctx, *layout) {
        return Err(op.emit_op_error("symbol operand count does not equal memref symbol count"));
    }
    Ok(())
}
