//! Ops of MLIR's test dialect (`TestOpsSyntax.td`) that exercise the
//! format directives: `custom<...>` over operands, types and attributes
//! (with the test dialect's own parse/print functions, ported), `ref`,
//! `qualified`, an optional group with an else group, `oilist` and
//! `prop-dict`. Same names and formats as upstream, so lit files can check
//! them against `mlir-opt-22` byte for byte.

use super::TestDialect;
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};

/// `test.format_custom_directive_operands_and_types %a[, %b] -> (%c...) :
/// T[, U] -> (V...)`.
#[op(dialect = TestDialect, name = "format_custom_directive_operands_and_types",
     traits = [AttrSizedOperandSegments],
     format = "custom<CustomDirectiveOperandsAndTypes>($value, $opt_value, $var_values, type($value), type($opt_value), type($var_values)) attr-dict",
     summary = "custom directive over operands and their types")]
pub struct FormatCustomDirectiveOperandsAndTypesOp {
    /// One operand.
    #[operand]
    value: Value,
    /// An optional one.
    #[operand(optional)]
    opt_value: Value,
    /// Any number.
    #[operand(variadic)]
    var_values: Value,
}

/// The test dialect's `parseCustomDirectiveOperandsAndTypes`.
#[allow(
    clippy::too_many_arguments,
    reason = "one parameter per directive argument, as in MLIR"
)]
fn parse_custom_directive_operands_and_types<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    value: &mut Option<UnresolvedOperand<'a>>,
    opt_value: &mut Option<UnresolvedOperand<'a>>,
    var_values: &mut Vec<UnresolvedOperand<'a>>,
    value_ty: &mut Option<Type>,
    opt_ty: &mut Option<Type>,
    var_tys: &mut Vec<Type>,
) -> PResult<()> {
    *value = Some(p.parse_operand()?);
    if p.parse_optional_punct(b',') {
        *opt_value = Some(p.parse_operand()?);
    }
    p.parse_arrow()?;
    p.parse_punct(b'(')?;
    *var_values = p.parse_operand_list()?;
    p.parse_punct(b')')?;
    p.parse_punct(b':')?;
    *value_ty = Some(p.parse_type()?);
    if p.parse_optional_punct(b',') {
        *opt_ty = Some(p.parse_type()?);
    }
    p.parse_arrow()?;
    p.parse_punct(b'(')?;
    *var_tys = p.parse_type_list()?;
    p.parse_punct(b')')
}

/// The test dialect's `printCustomDirectiveOperandsAndTypes`.
fn print_custom_directive_operands_and_types(
    p: &mut OpAsmPrinter<'_, '_>,
    value: Value,
    opt_value: Option<Value>,
    var_values: &[Value],
    value_ty: Type,
    opt_ty: Option<Type>,
    var_tys: &[Type],
) {
    p.print_operand(value);
    if let Some(v) = opt_value {
        p.write(", ");
        p.print_operand(v);
    }
    p.write(" -> (");
    p.print_operands(var_values.iter().copied());
    p.write(") : ");
    p.print_type(value_ty);
    if let Some(t) = opt_ty {
        p.write(", ");
        p.print_type(t);
    }
    p.write(" -> (");
    p.print_types(var_tys);
    p.write(")");
}

/// `test.format_custom_directive_attributes 54 : i64[, 46 : i64]`.
#[op(dialect = TestDialect, name = "format_custom_directive_attributes",
     format = "custom<CustomDirectiveAttributes>($attr, $opt_attr) attr-dict",
     builders = [build_from_ints<i64, Option<i64>>],
     summary = "custom directive over attributes")]
pub struct FormatCustomDirectiveAttributesOp {
    /// A required attribute.
    #[attr(name = "attr")]
    attr: IntegerAttr,
    /// An optional one.
    #[attr(optional, name = "optAttr")]
    opt_attr: IntegerAttr,
}

/// A custom builder: the attributes from plain integers, as `i64`
/// attributes.
fn build_from_ints(
    b: &mut OpBuilder<'_>,
    loc: Location,
    value: i64,
    opt: Option<i64>,
) -> Operation {
    let ctx = b.ctx;
    let int =
        |v: i64| Attribute::integer(ctx, Type::int(ctx, 64), v).map_or(Attribute::unit(ctx), |a| a);
    let attr = IntegerAttr(int(value));
    let opt_attr = opt.map(|v| IntegerAttr(int(v)));
    FormatCustomDirectiveAttributesOp::build(b, loc, attr, opt_attr)
}

/// The test dialect's `parseCustomDirectiveAttributes`.
fn parse_custom_directive_attributes(
    p: &mut OpAsmParser<'_, '_>,
    attr: &mut Option<Attribute>,
    opt_attr: &mut Option<Attribute>,
) -> PResult<()> {
    *attr = Some(p.parse_attribute()?);
    if p.parse_optional_punct(b',') {
        *opt_attr = Some(p.parse_attribute()?);
    }
    Ok(())
}

/// The test dialect's `printCustomDirectiveAttributes`.
fn print_custom_directive_attributes(
    p: &mut OpAsmPrinter<'_, '_>,
    attr: Option<Attribute>,
    opt_attr: Option<Attribute>,
) {
    if let Some(a) = attr {
        p.print_attribute(a);
    }
    if let Some(a) = opt_attr {
        p.write(", ");
        p.print_attribute(a);
    }
}

/// `test.format_optional_else then|else`.
#[op(dialect = TestDialect, name = "format_optional_else",
     format = "(`then` $is_first_branch_present^):(`else`)? attr-dict",
     summary = "optional group with an else group")]
pub struct FormatOptionalWithElseOp {
    /// Set by the `then` branch.
    #[attr(optional, name = "isFirstBranchPresent")]
    is_first_branch_present: UnitAttr,
}

/// `test.oilist_with_keywords_only [keyword] [otherKeyword] [thirdKeyword]`.
#[op(dialect = TestDialect, name = "oilist_with_keywords_only",
     format = "oilist(`keyword` $keyword | `otherKeyword` $other_keyword | `thirdKeyword` $third) attr-dict",
     summary = "oilist of unit attributes")]
pub struct OilistWithKeywordsOnlyOp {
    /// `keyword`.
    #[attr(optional)]
    keyword: UnitAttr,
    /// `otherKeyword`.
    #[attr(optional, name = "otherKeyword")]
    other_keyword: UnitAttr,
    /// `thirdKeyword`.
    #[attr(optional, name = "diffNameUnitAttrKeyword")]
    third: UnitAttr,
}

/// `test.oilist_with_simple_args [keyword %a : T] [otherKeyword %b : U] ...`.
#[op(dialect = TestDialect, name = "oilist_with_simple_args",
     traits = [AttrSizedOperandSegments],
     format = "oilist(`keyword` $arg0 `:` type($arg0) | `otherKeyword` $arg1 `:` type($arg1) | `thirdKeyword` $arg2 `:` type($arg2)) attr-dict",
     summary = "oilist of optional operands")]
pub struct OilistWithSimpleArgsOp {
    /// After `keyword`.
    #[operand(optional)]
    arg0: Value,
    /// After `otherKeyword`.
    #[operand(optional)]
    arg1: Value,
    /// After `thirdKeyword`.
    #[operand(optional)]
    arg2: Value,
}

/// `test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {` and
/// `}` on the next line: every literal, the spacing literals and `\n`.
#[op(dialect = TestDialect, name = "format_literal_op",
     format = r"`keyword_$.` `->` `:` `,` `=` `<` `>` `(` `)` `[` `]` `` `(` ` ` `)` `?` `+` `*` `{` `\n` `}` attr-dict")]
pub struct FormatLiteralOp {}

/// `test.oilist_variadic_with_parens [keyword (%a, %b : T, U)] ...`.
#[op(dialect = TestDialect, name = "oilist_variadic_with_parens",
     traits = [AttrSizedOperandSegments],
     format = "oilist(`keyword` `(` $arg0 `:` type($arg0) `)` | `otherKeyword` `(` $arg1 `:` type($arg1) `)` | `thirdKeyword` `(` $arg2 `:` type($arg2) `)`) attr-dict",
     summary = "oilist of variadic operands in parentheses")]
pub struct OilistVariadicWithParensOp {
    /// After `keyword`.
    #[operand(variadic, ty = AnyType)]
    arg0: Value,
    /// After `otherKeyword`.
    #[operand(variadic, ty = AnyType)]
    arg1: Value,
    /// After `thirdKeyword`.
    #[operand(variadic, ty = AnyType)]
    arg2: Value,
}

/// `test.oilist_custom [private (%a, ... : T, ...)] [reduction (%b)]
/// [nowait]`: an oilist clause whose only binding is a `custom`
/// directive's operand (issue 15); the clause is printed when that
/// operand is present.
#[op(dialect = TestDialect, name = "oilist_custom",
     traits = [AttrSizedOperandSegments],
     format = "oilist(`private` `(` $arg0 `:` type($arg0) `)` | `reduction` custom<CustomOptionalOperand>($opt_operand) | `nowait` $nowait) attr-dict",
     summary = "oilist with a custom directive clause")]
pub struct OilistCustomOp {
    /// After `private`.
    #[operand(variadic, ty = AnyType)]
    arg0: Value,
    /// After `reduction`, in parentheses.
    #[operand(optional, ty = I32)]
    opt_operand: Value,
    /// `nowait`.
    #[attr(optional)]
    nowait: UnitAttr,
}

/// The test dialect's `parseCustomOptionalOperand`: `(%x)` or nothing.
fn parse_custom_optional_operand<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    operand: &mut Option<UnresolvedOperand<'a>>,
) -> PResult<()> {
    if p.parse_optional_punct(b'(') {
        *operand = Some(p.parse_operand()?);
        p.parse_punct(b')')?;
    }
    Ok(())
}

/// The test dialect's `printCustomOptionalOperand`: `(%x) ` (with its
/// trailing space) when present.
fn print_custom_optional_operand(p: &mut OpAsmPrinter<'_, '_>, operand: Option<Value>) {
    if let Some(v) = operand {
        p.write("(");
        p.print_operand(v);
        p.write(") ");
    }
}
