//! The `cf` dialect: unstructured control flow between the blocks of a
//! region, `cf.br` and `cf.cond_br`, with MLIR 22's syntax and the
//! successor-operand checks of its `BranchOpInterface`.
//!
//! Each branch passes a list of operands to each successor, which must
//! match the successor block's arguments in number and type (MLIR's
//! `verifyBranchSuccessorOperands`, worded the same). The check lives in
//! the ops' verifiers rather than in a separate interface until a second
//! dialect has branches. `cf.cond_br`'s syntax is written by hand: its
//! condition is always `i1`, a type a declarative format cannot name.

use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, PResult};
use ir::{Diagnostic, OpView, Value};

/// The cf dialect.
#[dialect(name = "cf")]
pub struct ControlFlowDialect;

/// `cf.br ^bb(%a : T)`: jumps to a block, passing it arguments.
#[op(dialect = ControlFlowDialect, name = "br",
     traits = [IsTerminator],
     format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict",
     verify = verify_br,
     summary = "branch operation")]
pub struct BranchOp {
    /// The arguments of the destination block.
    #[operand(variadic)]
    dest_operands: Value,
    /// The destination.
    #[successor]
    dest: Block,
}

/// `cf.cond_br %c, ^t(%a : T), ^f`: jumps to one of two blocks.
#[op(dialect = ControlFlowDialect, name = "cond_br",
     traits = [IsTerminator, AttrSizedOperandSegments],
     parse = parse_cond_br, print = print_cond_br,
     verify = verify_cond_br,
     summary = "conditional branch operation")]
pub struct CondBranchOp {
    /// The condition, an `i1`.
    #[operand]
    condition: Value,
    /// The arguments of the block taken when the condition holds.
    #[operand(variadic)]
    true_dest_operands: Value,
    /// The arguments of the block taken otherwise.
    #[operand(variadic)]
    false_dest_operands: Value,
    /// Taken when the condition holds.
    #[successor]
    true_dest: Block,
    /// Taken otherwise.
    #[successor]
    false_dest: Block,
}

/// Checks the operands passed to successor `succ` against its arguments.
fn check_successor(view: OpView<'_>, succ: usize, operands: &[Value]) -> Result<(), Diagnostic> {
    let body = view.body;
    let Some(dest) = body.successors(view.op).nth(succ) else {
        return Ok(());
    };
    let args = body.block_args(dest);
    if operands.len() != args.len() {
        return Err(Diagnostic::error(
            view.loc(),
            format!(
                "branch has {} operands for successor #{succ}, but target block has {}",
                operands.len(),
                args.len()
            ),
        ));
    }
    for (i, (&v, &a)) in operands.iter().zip(args).enumerate() {
        if body.value_type(v) != body.value_type(a) {
            return Err(Diagnostic::error(
                view.loc(),
                format!("type mismatch for bb argument #{i} of successor #{succ}"),
            ));
        }
    }
    Ok(())
}

fn verify_br(op: BranchOp<'_>) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = op.dest_operands().collect();
    check_successor(op.0, 0, &operands)
}

fn verify_cond_br(op: CondBranchOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let ctx = view.ctx;
    let t = view.body.value_type(op.condition());
    if t != Type::i1(ctx) {
        return Err(view.emit_op_error(format!(
            "operand #0 must be 1-bit signless integer, but got '{}'",
            t.display(ctx)
        )));
    }
    let true_ops: Vec<Value> = op.true_dest_operands().collect();
    check_successor(view, 0, &true_ops)?;
    let false_ops: Vec<Value> = op.false_dest_operands().collect();
    check_successor(view, 1, &false_ops)
}

/// Parses `^bb(%a, %b : T, U)` or `^bb`: the successor, then its operands,
/// returning how many there were.
fn parse_dest(p: &mut OpAsmParser<'_, '_>) -> PResult<usize> {
    p.parse_successor()?;
    if !p.parse_optional_punct(b'(') {
        return Ok(0);
    }
    let pos = p.pos();
    let ops = p.parse_operand_list()?;
    p.parse_punct(b':')?;
    let tys = p.parse_type_list()?;
    p.parse_punct(b')')?;
    p.resolve_operands(&ops, &tys, pos)?;
    Ok(ops.len())
}

/// Parses what follows `cf.cond_br`: `%c, ^t(%a : T), ^f attr-dict`.
fn parse_cond_br(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    p.resolve_operand(cond, Type::i1(ctx))?;
    p.parse_punct(b',')?;
    let n_true = parse_dest(p)?;
    p.parse_punct(b',')?;
    let n_false = parse_dest(p)?;
    p.parse_optional_attr_dict()?;
    let sizes = [1, n_true as u64, n_false as u64];
    match Attribute::dense_array(ctx, Type::int(ctx, 32), &sizes) {
        Ok(a) => p.set_property("operandSegmentSizes", a),
        Err(m) => return p.error(m),
    }
    Ok(())
}

/// Prints a successor and its operands.
fn print_dest(p: &mut OpAsmPrinter<'_, '_>, dest: ir::Block, operands: &[Value]) {
    p.print_successor(dest);
    if operands.is_empty() {
        return;
    }
    p.write("(");
    p.print_operands(operands.iter().copied());
    p.write(" : ");
    let tys: Vec<Type> = operands.iter().map(|&v| p.body.value_type(v)).collect();
    p.print_types(&tys);
    p.write(")");
}

/// Prints what follows `cf.cond_br`.
fn print_cond_br(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let view = OpView::new(ctx, p.body, p.op);
    let Some(op) = view.dyn_cast::<CondBranchOp<'_>>() else {
        return;
    };
    p.write(" ");
    p.print_operand(op.condition());
    p.write(", ");
    let t: Vec<Value> = op.true_dest_operands().collect();
    print_dest(p, op.true_dest(), &t);
    p.write(", ");
    let f: Vec<Value> = op.false_dest_operands().collect();
    print_dest(p, op.false_dest(), &f);
    p.print_optional_attr_dict(&["operandSegmentSizes"]);
}
