//! The LLVM dialect's ops over its types (ODS `LLVMOps.td`), with MLIR
//! 22's syntax and verifier messages.
//!
//! `llvm.mlir.undef`/`poison`/`zero`/`constant` and `llvm.return` use
//! `format`, as ODS uses `assemblyFormat`. `llvm.extractvalue` and
//! `llvm.insertvalue` have hand-written hooks: ODS writes them with
//! `custom<InsertExtractValueElementType>(type($res), ref(type($container)))`,
//! a directive that derives the element type from the position, which the
//! format language cannot say (it also explains the trailing space MLIR
//! prints after the container type, reproduced here). `llvm.func` has a
//! custom parser in MLIR too (linkage, visibility, `unnamed_addr` and
//! calling-convention keywords before the name); it reuses the shared
//! function syntax of `ir::text::function` with `!llvm.func<...>` as its
//! signature, checked with MLIR's `isCompatibleType`.

use super::LLVMDialect;
use super::attrs::{CConv, CConvAttr, Linkage, LinkageAttr, UnnamedAddr, Visibility};
use super::constraints::is_compatible_type;
use super::types::{LLVMArrayType, LLVMFunctionType, LLVMStructType, LLVMVoidType};
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, PResult};
use ir::{Diagnostic, OpView};

/// Declares an op without operands whose one result is a value of any
/// type (`llvm.mlir.undef`, `poison`, `zero`): one wrapper, as ODS shares
/// their shape; three copies of the struct were rejected.
macro_rules! value_op {
    ($id:ident, $name:literal, $doc:literal, $summary:literal) => {
        #[doc = $doc]
        #[op(dialect = LLVMDialect, name = $name, traits = [NoMemoryEffect],
                                     format = "attr-dict `:` type($res)", summary = $summary)]
        pub struct $id {
            /// The value.
            #[result]
            res: Value,
        }
    };
}

value_op!(
    UndefOp,
    "mlir.undef",
    "`llvm.mlir.undef : T`: an undefined value.",
    "Creates an undefined value of LLVM dialect type."
);
value_op!(
    PoisonOp,
    "mlir.poison",
    "`llvm.mlir.poison : T`: a poison value.",
    "Creates a poison value of LLVM dialect type."
);
value_op!(
    ZeroOp,
    "mlir.zero",
    "`llvm.mlir.zero : T`: the zero value (null for pointers).",
    "Creates a zero-initialized value of LLVM dialect type."
);

/// `llvm.mlir.constant(42 : i32) : i32`.
#[op(dialect = LLVMDialect, name = "mlir.constant", traits = [ConstantLike, NoMemoryEffect],
     format = "`(` $value `)` attr-dict `:` type($res)", verify = super::constant::verify_constant,
     summary = "Defines a constant of LLVM type.")]
pub struct ConstantOp {
    /// The constant.
    #[attr]
    value: Attribute,
    /// The value.
    #[result]
    res: Value,
}

/// The type at `position` inside `container` (MLIR's
/// `getInsertExtractValueElementType`), or its message.
fn element_type_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    let mut t = container;
    for &i in position {
        let out_of_bounds = || format!("position out of bounds: {i}");
        t = if let Some(a) = LLVMArrayType::from_type(ctx, t) {
            // Arrays may be huge: compare, never materialize the elements.
            if u64::try_from(i).map_or(true, |i| i >= *a.num_elements(ctx)) {
                return Err(out_of_bounds());
            }
            *a.element_type(ctx)
        } else if let Some(s) = LLVMStructType::from_type(ctx, t) {
            let elements = s.elements(ctx);
            match usize::try_from(i).ok().and_then(|i| elements.get(i)) {
                Some(&e) => e,
                None => return Err(out_of_bounds()),
            }
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: '{}'",
                t.display(ctx)
            ));
        };
    }
    Ok(t)
}

fn position_of(ctx: &Context, a: DenseI64ArrayAttr) -> Vec<i64> {
    a.0.as_dense_array(ctx)
        .map(|(_, v)| v.iter().map(|&x| x as i64).collect())
        .unwrap_or_default()
}

/// `llvm.extractvalue %s[0, 1] : !llvm.struct<...>`.
#[op(dialect = LLVMDialect, name = "extractvalue", traits = [NoMemoryEffect],
     parse = parse_extractvalue, print = print_extractvalue, verify = verify_extractvalue,
     summary = "Extract a value from an LLVM struct.")]
pub struct ExtractValueOp {
    /// The aggregate.
    #[operand]
    container: Value,
    /// The element's position.
    #[attr]
    position: DenseI64ArrayAttr,
    /// The element.
    #[result]
    res: Value,
}

/// `llvm.insertvalue %v, %s[0] : !llvm.struct<...>`.
#[op(dialect = LLVMDialect, name = "insertvalue", traits = [NoMemoryEffect],
     parse = parse_insertvalue, print = print_insertvalue, verify = verify_insertvalue,
     summary = "Insert a value into an LLVM struct.")]
pub struct InsertValueOp {
    /// The aggregate.
    #[operand]
    container: Value,
    /// The value inserted.
    #[operand]
    value: Value,
    /// The element's position.
    #[attr]
    position: DenseI64ArrayAttr,
    /// The new aggregate.
    #[result]
    res: Value,
}

/// Parses `[0, 1] attr-dict : T` after the container operand; returns the
/// container type and the element type at the position.
fn parse_position_and_type(p: &mut OpAsmParser<'_, '_>) -> PResult<(Type, Type)> {
    let ctx = p.ctx();
    let array = ir::text::format::parse_dense_array(p, 64)?;
    let position: Vec<u64> = array
        .as_dense_array(ctx)
        .map(|(_, v)| v.to_vec())
        .unwrap_or_default();
    p.set_property("position", array);
    p.parse_optional_attr_dict()?;
    p.parse_punct(b':')?;
    let container = p.parse_type()?;
    let signed: Vec<i64> = position.iter().map(|&v| v as i64).collect();
    match element_type_at(ctx, container, &signed) {
        Ok(t) => Ok((container, t)),
        Err(m) => {
            let at = p.pos();
            p.op_error_at(at, m)
        }
    }
}

fn parse_extractvalue(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let at = p.pos();
    let container = p.parse_operand()?;
    let (container_ty, element) = parse_position_and_type(p)?;
    p.resolve_operands(&[container], &[container_ty], at)?;
    p.add_result_types(&[element]);
    Ok(())
}

fn parse_insertvalue(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let at = p.pos();
    let value = p.parse_operand()?;
    p.parse_punct(b',')?;
    let container = p.parse_operand()?;
    let (container_ty, element) = parse_position_and_type(p)?;
    p.resolve_operands(&[container, value], &[container_ty, element], at)?;
    p.add_result_types(&[container_ty]);
    Ok(())
}

/// Prints `[0, 1] attr-dict : T ` (MLIR's trailing space included).
fn print_position_and_type(p: &mut OpAsmPrinter<'_, '_>, position: &[i64], container: Type) {
    p.write("[");
    for (i, v) in position.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write(&v.to_string());
    }
    p.write("]");
    p.print_optional_attr_dict(&["position"]);
    p.write(" : ");
    p.print_type(container);
    p.write(" ");
}

fn print_extractvalue(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let Some(op) = OpView::new(ctx, p.body, p.op).dyn_cast::<ExtractValueOp<'_>>() else {
        return;
    };
    p.write(" ");
    p.print_operand(op.container());
    let container = p.body.value_type(op.container());
    print_position_and_type(p, &position_of(ctx, op.position()), container);
}

fn print_insertvalue(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let Some(op) = OpView::new(ctx, p.body, p.op).dyn_cast::<InsertValueOp<'_>>() else {
        return;
    };
    p.write(" ");
    p.print_operand(op.value());
    p.write(", ");
    p.print_operand(op.container());
    let container = p.body.value_type(op.container());
    print_position_and_type(p, &position_of(ctx, op.position()), container);
}

/// The container's type and the element type at `position`, or the op
/// error the position gets.
fn checked_element(
    view: OpView<'_>,
    container: ir::Value,
    position: DenseI64ArrayAttr,
) -> Result<(Type, Type), Diagnostic> {
    let ctx = view.ctx;
    let container = view.body.value_type(container);
    element_type_at(ctx, container, &position_of(ctx, position))
        .map(|t| (container, t))
        .map_err(|m| view.emit_op_error(m))
}

fn verify_extractvalue(op: ExtractValueOp<'_>) -> Result<(), Diagnostic> {
    let (view, ctx) = (op.0, op.0.ctx);
    let (container, want) = checked_element(view, op.container(), op.position())?;
    let got = view.body.value_type(op.res());
    if got != want {
        return Err(view.emit_op_error(format!(
            "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
            container.display(ctx),
            want.display(ctx),
            got.display(ctx)
        )));
    }
    Ok(())
}

fn verify_insertvalue(op: InsertValueOp<'_>) -> Result<(), Diagnostic> {
    let (view, ctx) = (op.0, op.0.ctx);
    let (container, want) = checked_element(view, op.container(), op.position())?;
    let got = view.body.value_type(op.value());
    if got != want {
        return Err(view.emit_op_error(format!(
            "Type mismatch: cannot insert '{}' into '{}'",
            got.display(ctx),
            container.display(ctx)
        )));
    }
    Ok(())
}

/// `llvm.return` or `llvm.return %v : T`.
#[op(dialect = LLVMDialect, name = "return",
     traits = [IsTerminator, NoMemoryEffect],
     format = "attr-dict ($arg^ `:` type($arg))?",
     summary = "LLVM dialect return operation.")]
pub struct ReturnOp {
    /// The returned value, if the function returns one.
    #[operand(optional)]
    arg: Value,
}

/// The inherent attributes of `llvm.func` that its custom form does not
/// print in the attribute dictionary.
const FUNC_ELIDED: [&str; 4] = ["CConv", "linkage", "unnamed_addr", "visibility_"];

/// The inherent attributes of `llvm.func` (MLIR 22's `LLVMFuncOp`
/// arguments) that its custom form reads from and prints in the
/// `attributes {...}` dictionary; they are stored as properties. Only the
/// name is known here: their values are not checked (see the module docs).
/// `inherent = FUNC_INHERENT` makes them inherent for the generic form too,
/// so `<{no_inline}>` is kept as a property, as in MLIR.
const FUNC_INHERENT: [&str; 37] = [
    "CConv",
    "linkage",
    "unnamed_addr",
    "visibility_",
    "sym_visibility",
    "passthrough",
    "personality",
    "garbageCollector",
    "section",
    "comdat",
    "dso_local",
    "frame_pointer",
    "target_cpu",
    "tune_cpu",
    "target_features",
    "no_inline",
    "always_inline",
    "no_unwind",
    "will_return",
    "optimize_none",
    "arm_streaming",
    "memory_effects",
    "alignment",
    "vscale_range",
    "function_entry_count",
    "no_infs_fp_math",
    "no_nans_fp_math",
    "no_signed_zeros_fp_math",
    "fp_contract",
    "convergent",
    "uwtable_kind",
    "intel_reqd_sub_group_size",
    "reqd_work_group_size",
    "work_group_size_hint",
    "instrument_function_entry",
    "instrument_function_exit",
    "arg_attrs",
];

/// `llvm.func [linkage] @name(%a: T, ...) -> R { ... }`.
#[op(dialect = LLVMDialect, name = "func",
     traits = [IsolatedFromAbove, Symbol, AutomaticAllocationScope],
     parse = parse_llvm_func, print = print_llvm_func, verify = verify_llvm_func,
     inherent = FUNC_INHERENT,
     summary = "LLVM dialect function.")]
pub struct LLVMFuncOp {
    /// The name.
    #[attr]
    sym_name: StringAttr,
    /// The signature.
    #[attr]
    function_type: TypeAttr,
    /// The linkage, `external` by default.
    #[attr]
    linkage: LinkageAttr,
    /// The calling convention, `ccc` by default.
    #[attr(name = "CConv")]
    cconv: CConvAttr,
    /// `unnamed_addr` or `local_unnamed_addr` (the parser always sets it).
    #[attr(optional)]
    unnamed_addr: I64EnumAttr<UnnamedAddr>,
    /// The visibility (`hidden`, `protected`).
    #[attr(name = "visibility_", default = default_visibility)]
    visibility: I64EnumAttr<Visibility>,
    /// The symbol visibility (`private`, ...).
    #[attr(optional)]
    sym_visibility: StringAttr,
    /// Per-argument attributes.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// Per-result attributes.
    #[attr(optional)]
    res_attrs: ArrayAttr,
    /// The body; empty for a declaration.
    #[region]
    body: Region,
}

/// The default visibility of a function.
fn default_visibility(ctx: &Context) -> I64EnumAttr<Visibility> {
    I64EnumAttr::get(ctx, Visibility::Default)
}

/// The case of `E` whose keyword comes next, if one does (MLIR's
/// `parseOptionalLLVMKeyword`; cases without a keyword never match).
fn parse_optional_case<E: IntEnum>(p: &mut OpAsmParser<'_, '_>) -> Option<E> {
    E::cases()
        .iter()
        .copied()
        .find(|c| !c.keyword().is_empty() && p.parse_optional_keyword(c.keyword()))
}

/// `llvm.func` as MLIR's `LLVMFuncOp::parse`: linkage, visibility,
/// `unnamed_addr` and calling-convention keywords, in that order, then the
/// shared function syntax.
fn parse_llvm_func(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let linkage = parse_optional_case(p).unwrap_or(Linkage::External);
    let visibility = parse_optional_case(p).unwrap_or(Visibility::Default);
    let unnamed_addr = parse_optional_case(p).unwrap_or(UnnamedAddr::None);
    let cconv = parse_optional_case(p).unwrap_or(CConv::C);
    let sig_at = p.pos();
    let variadic = ir::text::function::parse_function_op_with(p, &FUNC_INHERENT, true)?;
    let fty =
        p.op.properties
            .dict_get(ctx, ctx.ident("function_type"))
            .and_then(|a| a.as_type(ctx))
            .and_then(|t| t.function_parts(ctx).map(|(i, r)| (i.to_vec(), r.to_vec())));
    let Some((inputs, results)) = fty else {
        return p.op_error_at(sig_at, "expected a function signature");
    };
    // MLIR's `buildLLVMFunctionType`, with its messages (the result
    // type follows its message without a space).
    let result = match results[..] {
        [] => LLVMVoidType::get(ctx).ty(),
        [r] => r,
        _ => {
            return p.op_error_at(
                sig_at,
                "failed to construct function type: expected zero or one function result",
            );
        }
    };
    if !inputs.iter().all(|&t| is_compatible_type(ctx, t)) {
        return p.op_error_at(
            sig_at,
            "failed to construct function type: expected LLVM type for function arguments",
        );
    }
    if !is_compatible_type(ctx, result) {
        let msg = format!(
            "failed to construct function type: expected LLVM type for function results'{}'",
            result.display(ctx)
        );
        return p.op_error_at(sig_at, msg);
    }
    let llvm_ty = match LLVMFunctionType::get_checked(ctx, result, inputs, variadic) {
        Ok(t) => t,
        Err(m) => return p.error_at(sig_at, m),
    };
    p.set_property("function_type", Attribute::type_attr(ctx, llvm_ty.ty()));
    // The keywords always set these; the dictionary may not repeat them
    // (MLIR finds the first duplicate in sorted order).
    for name in ["CConv", "linkage", "unnamed_addr", "visibility_"] {
        if p.op.properties.dict_get(ctx, ctx.ident(name)).is_some() {
            return p.op_error(format!(
                "attribute '{name}' occurs more than once in the attribute list"
            ));
        }
    }
    p.set_property("linkage", LinkageAttr::get(ctx, linkage).attr());
    p.set_property("CConv", CConvAttr::get(ctx, cconv).attr());
    p.set_property("visibility_", I64EnumAttr::get(ctx, visibility).0);
    p.set_property("unnamed_addr", I64EnumAttr::get(ctx, unnamed_addr).0);
    Ok(())
}

fn print_llvm_func(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let Some(op) = OpView::new(ctx, p.body, p.op).dyn_cast::<LLVMFuncOp<'_>>() else {
        return;
    };
    let linkage = *op.linkage().linkage(ctx);
    let keywords = [
        (linkage != Linkage::External).then(|| linkage.keyword()),
        Some(op.visibility().value(ctx).keyword()),
        op.unnamed_addr().map(|u| u.value(ctx).keyword()),
        Some(op.cconv().calling_conv(ctx))
            .filter(|&&c| c != CConv::C)
            .map(|c| c.keyword()),
    ];
    for kw in keywords.into_iter().flatten().filter(|k| !k.is_empty()) {
        p.write(" ");
        p.write(kw);
    }
    let fty = op
        .function_type()
        .0
        .as_type(ctx)
        .and_then(|t| LLVMFunctionType::from_type(ctx, t));
    let (inputs, results, variadic) = match fty {
        Some(f) => {
            let ps = f.params(ctx);
            let r = ps.result;
            let results = if LLVMVoidType::from_type(ctx, r).is_some() {
                vec![]
            } else {
                vec![r]
            };
            (ps.inputs.clone(), results, ps.var_arg)
        }
        None => (vec![], vec![], false),
    };
    let opts = ir::text::function::FunctionPrintOptions {
        variadic,
        also_elided: &FUNC_ELIDED,
        visibility_in_dict: true,
    };
    ir::text::function::print_function_op_with(p, &inputs, &results, opts);
}

fn verify_llvm_func(op: LLVMFuncOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let ctx = view.ctx;
    let Some(fty) = op
        .function_type()
        .0
        .as_type(ctx)
        .and_then(|t| LLVMFunctionType::from_type(ctx, t))
    else {
        return Err(
            view.emit_op_error("requires attribute 'function_type' of type '!llvm.func<...>'")
        );
    };
    let body = view.body.region_body(view.op);
    let region = view.body.regions(view.op).first().copied();
    let empty = region.is_none_or(|r| body.region_is_empty(r));
    let linkage = *op.linkage().linkage(ctx);
    if linkage == Linkage::Common {
        return Err(view.emit_op_error("functions cannot have 'common' linkage"));
    }
    if empty {
        if !matches!(linkage, Linkage::External | Linkage::ExternWeak) {
            return Err(view.emit_op_error(
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    }
    let result = *fty.result(ctx);
    let want: Vec<Type> = if LLVMVoidType::from_type(ctx, result).is_some() {
        vec![]
    } else {
        vec![result]
    };
    let mut err = None;
    ir::walk_body(body, ir::WalkOrder::PreOrder, &mut |o: ir::OpRef<'_>| {
        if err.is_none() && o.body.op_name(o.op).as_str(ctx) == "llvm.return" {
            let got: Vec<Type> = o
                .body
                .operands(o.op)
                .map(|v| o.body.value_type(v))
                .collect();
            err = check_return(ctx, &o, &got, &want, view.loc());
        }
        ir::WalkResult::Advance
    });
    err.map_or(Ok(()), Err)
}

/// MLIR's `ReturnOp::verify`, reported on the return with a note at the
/// function.
fn check_return(
    ctx: &Context,
    ret: &ir::OpRef<'_>,
    got: &[Type],
    want: &[Type],
    func_loc: Location,
) -> Option<Diagnostic> {
    let view = OpView::new(ctx, ret.body, ret.op);
    let msg = match (got, want) {
        ([], [_]) => "expected 1 operand".to_string(),
        ([_], []) => "expected no operands".to_string(),
        ([g], [w]) if g != w => "mismatching result types".to_string(),
        _ => return None,
    };
    Some(
        view.emit_op_error(msg)
            .with_note(func_loc, "when returning from function"),
    )
}
