//! The custom-assembly hook API, exercised by a small dialect registered
//! here: custom parse/print hooks, result-name hints (`%c42_i32`, with
//! MLIR's `_N` suffixes on conflicts), an isolated op with entry-block
//! arguments, and a default dialect that lets `cst.ret` print as `ret`
//! (and `cst.const` as `const`) inside `cst.fn`.

use ir::__private::{
    DialectEntry, DialectInfo, OpEntry, OpFlags, OpInfo, OpSyntax, SyntaxEntry, inventory,
};
use ir::text::{OpAsmParser, OpAsmPrinter, PResult, ParseOptions, PrintOptions};
use ir::{Attribute, Context, OpRef};

static DIALECT: DialectInfo = DialectInfo::simple("cst", module_path!());

/// `%r = cst.const 42 : i32`
static CONST: OpInfo = OpInfo::simple("cst.const", "cst", module_path!());
static CONST_SYNTAX: OpSyntax = OpSyntax {
    parse: Some(parse_const),
    print: Some(print_const),
    asm_result_names: Some(const_names),
    ..OpSyntax::simple("cst.const", module_path!())
};

/// `cst.fn @name(%a: i32, ...) { ... }`, isolated from above.
static FUNC: OpInfo = OpInfo {
    flags: OpFlags::ISOLATED_FROM_ABOVE,
    ..OpInfo::simple("cst.fn", "cst", module_path!())
};
static FUNC_SYNTAX: OpSyntax = OpSyntax {
    default_dialect: Some("cst"),
    parse: Some(parse_fn),
    print: Some(print_fn),
    ..OpSyntax::simple("cst.fn", module_path!())
};

/// `cst.ret %v : i32`
static RET: OpInfo = OpInfo {
    flags: OpFlags::IS_TERMINATOR,
    ..OpInfo::simple("cst.ret", "cst", module_path!())
};
static RET_SYNTAX: OpSyntax = OpSyntax {
    parse: Some(parse_ret),
    print: Some(print_ret),
    ..OpSyntax::simple("cst.ret", module_path!())
};

inventory::submit! { DialectEntry(&DIALECT) }
inventory::submit! { OpEntry(&CONST) }
inventory::submit! { OpEntry(&FUNC) }
inventory::submit! { OpEntry(&RET) }
inventory::submit! { SyntaxEntry(&CONST_SYNTAX) }
inventory::submit! { SyntaxEntry(&FUNC_SYNTAX) }
inventory::submit! { SyntaxEntry(&RET_SYNTAX) }

fn parse_const(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let pos = p.pos();
    let value = p.parse_attribute()?;
    let Some(ty) = value.typed_value_type(p.ctx()) else {
        return p.error_at(pos, "expected a typed constant");
    };
    p.set_property("value", value);
    p.parse_optional_attr_dict()?;
    p.add_result_types(&[ty]);
    Ok(())
}

fn print_const(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(v) = p.body.properties(p.op).dict_get(ctx, ctx.ident("value")) {
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(&["value"]);
}

fn const_names(ctx: &Context, op: OpRef<'_>) -> Vec<(usize, String)> {
    let value = op.body.properties(op.op).dict_get(ctx, ctx.ident("value"));
    match value.and_then(|v| Some((v.as_i64(ctx)?, v.typed_value_type(ctx)?))) {
        Some((i, ty)) => vec![(0, format!("c{i}_{}", ty.display(ctx)))],
        None => vec![(0, "cst".into())],
    }
}

fn parse_fn(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let ctx = p.ctx();
    p.set_property("sym_name", Attribute::string(ctx, ctx.str(name)));
    p.parse_punct(b'(')?;
    let mut args = Vec::new();
    if !p.parse_optional_punct(b')') {
        loop {
            args.push(p.parse_argument()?);
            if !p.parse_optional_punct(b',') {
                break;
            }
        }
        p.parse_punct(b')')?;
    }
    p.parse_optional_attr_dict_with_keyword()?;
    p.parse_region(&args)
}

fn print_fn(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    if let Some(n) = p
        .body
        .properties(p.op)
        .dict_get(ctx, ctx.ident("sym_name"))
        .and_then(|a| a.as_str(ctx))
    {
        p.write(" ");
        p.print_symbol_name(n);
    }
    p.write("(");
    let inner = p.body.region_body(p.op);
    let region = p.body.regions(p.op)[0];
    if let Some(entry) = inner.entry_block(region) {
        for (i, &a) in inner.block_args(entry).iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_block_arg(inner, a);
            p.write(": ");
            p.print_type(inner.value_type(a));
        }
    }
    p.write(")");
    p.print_optional_attr_dict_with_keyword(&["sym_name"]);
    p.write(" ");
    p.print_region(0, false, true);
}

fn parse_ret(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    let pos = p.pos();
    let types = if operands.is_empty() {
        Vec::new()
    } else {
        p.parse_punct(b':')?;
        p.parse_type_list()?
    };
    p.resolve_operands(&operands, &types, pos)
}

fn print_ret(p: &mut OpAsmPrinter<'_, '_>) {
    let operands: Vec<_> = p.body.operands(p.op).collect();
    if operands.is_empty() {
        return;
    }
    p.write(" ");
    p.print_operands(operands.iter().copied());
    p.write(" : ");
    let tys: Vec<_> = operands.iter().map(|&v| p.body.value_type(v)).collect();
    p.print_types(&tys);
}

fn roundtrip(src: &str, opts: &PrintOptions) -> String {
    let ctx = Context::new();
    let m = ir::text::parse_source(&ctx, src, "c.mlir", &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
    ir::text::print_op(&ctx, &m.body, m.op, opts)
}

const SRC: &str = "cst.fn @f(%x: i32, %y: i64) attributes {cst.tag} {
  %a = cst.const 42 : i32
  %b = cst.const 42 : i32
  %c = cst.const 7 : i64 {cst.note = \"n\"}
  cst.ret %a, %y : i32, i64
}
";

#[test]
fn custom_forms_and_result_names() {
    let want = "module {
  cst.fn @f(%arg0: i32, %arg1: i64) attributes {cst.tag} {
    %c42_i32 = const 42 : i32
    %c42_i32_0 = const 42 : i32
    %c7_i64 = const 7 : i64 {cst.note = \"n\"}
    ret %c42_i32, %arg1 : i32, i64
  }
}

";
    let got = roundtrip(SRC, &PrintOptions::default());
    assert_eq!(got, want);
    // print∘parse is the identity.
    assert_eq!(roundtrip(&got, &PrintOptions::default()), want);
}

#[test]
fn generic_form_of_custom_ops() {
    let got = roundtrip(
        SRC,
        &PrintOptions {
            generic: true,
            ..Default::default()
        },
    );
    let want = "\"builtin.module\"() ({
  \"cst.fn\"() <{sym_name = \"f\"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = \"cst.const\"() <{value = 42 : i32}> : () -> i32
    %1 = \"cst.const\"() <{value = 42 : i32}> : () -> i32
    %2 = \"cst.const\"() <{value = 7 : i64}> {cst.note = \"n\"} : () -> i64
    \"cst.ret\"(%0, %arg1) : (i32, i64) -> ()
  }) {cst.tag} : () -> ()
}) : () -> ()

";
    assert_eq!(got, want);
}

#[test]
fn custom_op_errors() {
    let ctx = Context::new();
    let opts = ParseOptions::default();
    let e = ir::text::parse_source(&ctx, "cst.nope", "e.mlir", &opts).unwrap_err();
    assert_eq!(e[0].message, "custom op 'cst.nope' is unknown");
    let e = ir::text::parse_source(&ctx, "cst.const unit", "e.mlir", &opts).unwrap_err();
    assert_eq!(e[0].message, "expected a typed constant");
    // A use of a value from above inside an isolated op.
    let src = "%v = cst.const 1 : i32\ncst.fn @g() {\n  cst.ret %v : i32\n}\n";
    let e = ir::text::parse_source(&ctx, src, "e.mlir", &opts).unwrap_err();
    assert_eq!(
        e[0].message,
        "'cst.ret' op using value defined outside the region"
    );
    // As MLIR's verifier: the op as it stands, then the isolated op.
    assert_eq!(
        e[0].notes[0].message,
        "see current operation: \"cst.ret\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()"
    );
    assert_eq!(
        e[0].notes[1].message,
        "required by region isolation constraints"
    );
    let loc = |d: &ir::Diagnostic| d.loc.file_line_col_of(&ctx).map(|(_, l, c)| (l, c));
    assert_eq!(loc(&e[0]), Some((3, 3)));
    assert_eq!(loc(&e[0].notes[0]), Some((3, 3)));
    assert_eq!(loc(&e[0].notes[1]), Some((2, 1)));
}
