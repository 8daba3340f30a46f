//! The custom assembly pieces of the memref ops: MLIR's
//! `DynamicIndexList` (`[%o, 4]`, re-exported from
//! [`ir::text::index_list`]), the global's `@name` and its `type = initial value`, and the
//! result-name hints (`%alloc`, `%subview`, ...).
//!
//! Two directives stand in for format pieces the macro cannot say yet:
//! an optional group starting with a spacing literal (`alloc`'s
//! ``(`` `[` $symbols^ `]`)?``) and one anchored on an attribute, with
//! ODS's `SymbolNameAttr` (`memref.global`'s `"private" constant @x`).

use crate::tensor::index_list;
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, UnresolvedOperand};

/// The values of a dense `i64` array attribute (empty for another one).
pub fn i64_values(ctx: &Context, a: Attribute) -> Vec<i64> {
    index_list::i64_array(ctx, Some(a))
}

/// MLIR's `DynamicIndexList` custom directive (`ir`'s, shared by every
/// dialect).
pub use ir::text::index_list::{parse_dynamic_index_list, print_dynamic_index_list};

/// The `[%s0, ...]` of `alloc`/`alloca`, when the layout has symbols
/// (ODS's ``(`` `[` $symbolOperands^ `]`)?``, whose leading spacing
/// literal the format macro does not accept in an optional group).
pub fn parse_symbol_operands<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    values: &mut Vec<UnresolvedOperand<'a>>,
) -> PResult<()> {
    if p.parse_optional_punct(b'[') {
        *values = p.parse_operand_list()?;
        p.parse_punct(b']')?;
    }
    Ok(())
}

/// Prints `[%s0, ...]` with no space before it, or nothing.
pub fn print_symbol_operands(p: &mut OpAsmPrinter<'_, '_>, values: &[Value]) {
    if !values.is_empty() {
        p.write("[");
        p.print_operands(values.iter().copied());
        p.write("]");
    }
}

/// A global's `"private" constant @name` (ODS's `($sym_visibility^)?
/// (`constant` $constant^)? $sym_name`: the format's attribute kinds have
/// no `SymbolNameAttr`, and an optional group cannot start with an
/// attribute).
pub fn parse_global_head(
    p: &mut OpAsmParser<'_, '_>,
    visibility: &mut Option<Attribute>,
    constant: &mut Option<Attribute>,
    name: &mut Option<Attribute>,
) -> PResult<()> {
    let ctx = p.ctx();
    if let Some(v) = p.parse_optional_string()? {
        *visibility = Some(Attribute::string(ctx, &v));
    }
    if p.parse_optional_keyword("constant") {
        *constant = Some(Attribute::unit(ctx));
    }
    let id = p.parse_symbol_name()?;
    *name = Some(Attribute::string(ctx, ctx.str(id)));
    Ok(())
}

/// Prints `"private" constant @name`.
pub fn print_global_head(
    p: &mut OpAsmPrinter<'_, '_>,
    visibility: Option<Attribute>,
    constant: Option<Attribute>,
    name: Option<Attribute>,
) {
    if let Some(v) = visibility {
        p.print_attribute(v);
        p.write(" ");
    }
    if constant.is_some() {
        p.write("constant ");
    }
    let text = name
        .and_then(|a| a.as_str(p.ctx()).map(str::to_string))
        .unwrap_or_default();
    p.print_symbol_name(&text);
}

/// MLIR's `parseGlobalMemrefOpTypeAndInitialValue`: a statically shaped
/// memref type, then optionally `= uninitialized` or `= <elements>` read
/// at the memref's tensor type.
pub fn parse_global_memref_op_type_and_initial_value(
    p: &mut OpAsmParser<'_, '_>,
    ty: &mut Option<Attribute>,
    initial: &mut Option<Attribute>,
) -> PResult<()> {
    let t = p.parse_type()?;
    let ctx = p.ctx();
    let shape = match t.kind(ctx) {
        ir::TypeKind::MemRef { shape, .. } if t.has_static_shape(ctx) => shape.to_vec(),
        _ => {
            let msg = format!(
                "type should be static shaped memref, but got '{}'",
                t.display(ctx)
            );
            return p.op_error(msg);
        }
    };
    *ty = Some(Attribute::type_attr(ctx, t));
    if !p.parse_optional_punct(b'=') {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *initial = Some(Attribute::unit(ctx));
        return Ok(());
    }
    let element = t.element_type(ctx).unwrap_or(t);
    let tensor = Type::ranked_tensor(ctx, &shape, element, None).unwrap_or(t);
    let value = p.parse_attribute_of_type(tensor)?;
    if !is_elements(ctx, value) {
        return p.op_error("initial value should be a unit or elements attribute");
    }
    *initial = Some(value);
    Ok(())
}

/// MLIR's `printGlobalMemrefOpTypeAndInitialValue`.
pub fn print_global_memref_op_type_and_initial_value(
    p: &mut OpAsmPrinter<'_, '_>,
    ty: Option<Attribute>,
    initial: Option<Attribute>,
) {
    if let Some(t) = ty.and_then(|a| a.as_type(p.ctx())) {
        p.print_type(t);
    }
    let Some(init) = initial else { return };
    p.write(" = ");
    if matches!(init.kind(p.ctx()), ir::AttrKind::Unit) {
        p.write("uninitialized");
    } else {
        p.print_attribute_without_type(init);
    }
}

/// Whether `a` is an elements attribute (MLIR's `ElementsAttr`).
pub fn is_elements(ctx: &Context, a: Attribute) -> bool {
    use ir::AttrKind::*;
    matches!(
        a.kind(ctx),
        DenseIntOrFloat { .. }
            | DenseStringElements { .. }
            | DenseResource { .. }
            | SparseElements { .. }
    )
}

macro_rules! result_names {
    ($($f:ident => $name:literal),* $(,)?) => {$(
        #[doc = concat!("`%", $name, "`.")]
        pub fn $f(_: &Context, _: OpRef<'_>) -> Vec<(usize, String)> {
            vec![(0, $name.into())]
        }
    )*};
}

result_names! {
    alloc_names => "alloc",
    alloca_names => "alloca",
    cast_names => "cast",
    dim_names => "dim",
    subview_names => "subview",
    view_names => "view",
    reshape_names => "reshape",
    reinterpret_cast_names => "reinterpret_cast",
    assume_alignment_names => "assume_align",
    memory_space_cast_names => "memspacecast",
    intptr_names => "intptr",
}

/// `%base_buffer, %offset, %sizes:N, %strides:N`: the first result of each
/// group is named (MLIR names only the first of a packed group).
pub fn strided_metadata_names(_: &Context, op: OpRef<'_>) -> Vec<(usize, String)> {
    let n = op.body.num_results(op.op);
    let mut names = vec![(0, "base_buffer".into()), (1, "offset".into())];
    if n > 2 {
        let rank = (n - 2) / 2;
        names.push((2, "sizes".into()));
        names.push((2 + rank, "strides".into()));
    }
    names
}
