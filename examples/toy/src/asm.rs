//! The hand-written syntax of the toy ops whose tutorial syntax is not
//! declarative: `toy.func`, `toy.constant` and the binary ops `toy.add` /
//! `toy.mul`.
//!
//! `toy.func [private] @name(%a: tensor<*xf64>, ...) [-> T] [attributes
//! {...}] [{ body }]` binds block arguments of its region, which the
//! declarative format cannot express; the runtime's function-op syntax
//! (`ir::text::function`, the one `func.func` uses, like MLIR's
//! `parseFunctionOp`) does it, so the crate writes no parser of its own.
//!
//! A binary op prints one type when its operands and result share it
//! (`toy.mul %a, %b : tensor<*xf64>`) and a function type otherwise
//! (`toy.add %a, %b : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>`),
//! as the tutorial's `printBinaryOp` does. A declarative format cannot
//! choose between two type forms by comparing types, so this is a hook.

use ir::AttrKind;
use ir::text::{OpAsmParser, OpAsmPrinter, PResult, function};

/// Parses what follows `toy.func`. `toy.func` has no inherent attributes
/// beyond the signature's own.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    function::parse_function_op(p, &[])
}

/// Prints what follows `toy.func`.
pub fn print_func(p: &mut OpAsmPrinter<'_, '_>) {
    function::print_function_op(p);
}

/// Parses `attr-dict dense<...> : tensor<...>`: the result type is the
/// value's (the tutorial's `ConstantOp::parse`). A declarative format
/// with `infer_result_types` was rejected: the op would then verify its
/// result against the inferred type first, with a message of its own,
/// where the tutorial's verifier reports the shapes.
pub fn parse_constant(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let at = p.pos();
    let value = p.parse_attribute()?;
    let ctx = p.ctx();
    // The tutorial parses a `DenseElementsAttr`, and MLIR's typed
    // `parseAttribute` rejects any other kind with this message.
    let dense = matches!(value.kind(ctx), AttrKind::DenseIntOrFloat { .. });
    let Some(ty) = value.typed_value_type(ctx).filter(|_| dense) else {
        return p.error_at(at, "invalid kind of attribute specified");
    };
    p.set_property("value", value);
    p.add_result_types(&[ty]);
    Ok(())
}

/// Prints `toy.constant`: its other attributes, then the value with its
/// type. (The tutorial's printer glues a dictionary to the value,
/// `{a}dense<...>`; here a space separates them.)
pub fn print_constant(p: &mut OpAsmPrinter<'_, '_>) {
    p.print_optional_attr_dict(&["value"]);
    p.write(" ");
    let ctx = p.ctx();
    let value = p.body.properties(p.op).dict_get(ctx, ctx.ident("value"));
    if let Some(value) = value {
        p.print_attribute(value);
    }
}

/// Parses `%lhs, %rhs attr-dict : T` or `... : (T1, T2) -> T3`.
pub fn parse_binary_op(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let operands_pos = p.pos();
    let operands = p.parse_operand_list()?;
    if operands.len() != 2 {
        return p.error_at(operands_pos, "expected 2 operands");
    }
    p.parse_optional_attr_dict()?;
    p.parse_punct(b':')?;
    let ty = p.parse_type()?;
    let ctx = p.ctx();
    if let Some((inputs, results)) = ty.function_parts(ctx) {
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        p.resolve_operands(&operands, &inputs, operands_pos)?;
        p.add_result_types(&results);
        return Ok(());
    }
    p.resolve_operands(&operands, &[ty, ty], operands_pos)?;
    p.add_result_types(&[ty]);
    Ok(())
}

/// Prints a binary op in the form [`parse_binary_op`] reads.
pub fn print_binary_op(p: &mut OpAsmPrinter<'_, '_>) {
    let (body, op) = (p.body, p.op);
    p.write(" ");
    p.print_operands(body.operands(op));
    p.print_optional_attr_dict(&[]);
    p.write(" : ");
    let operand_types: Vec<_> = body.operands(op).map(|v| body.value_type(v)).collect();
    let result_types: Vec<_> = body.results(op).map(|v| body.value_type(v)).collect();
    match result_types[..] {
        [r] if operand_types.iter().all(|&t| t == r) => p.print_type(r),
        _ => {
            p.write("(");
            p.print_types(&operand_types);
            p.write(") -> ");
            p.print_function_result_types(&result_types);
        }
    }
}
