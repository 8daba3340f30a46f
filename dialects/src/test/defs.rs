//! A few of the upstream test dialect's types and attributes
//! (`TestTypeDefs.td`, `TestAttrDefs.td`), defined with `#[type_def]`,
//! `#[attr_def]` and `#[int_enum]` so that lit tests can compare their
//! text and diagnostics with `mlir-opt-22` byte for byte: parameterless
//! types, a type with hand-written hooks (`!test.int`), a struct format,
//! an optional group, a verifier, `params`-style lists, optional and
//! type parameters and an enum attribute.
//!
//! Names, mnemonics and messages follow upstream; the Rust parameter
//! kinds are the closest ones (`i32` for `int`, `Option<i64>` for
//! `OptionalParameter<std::optional<int64_t>>`).

use super::TestDialect;
use ir::prelude::*;
use ir::{Signedness, TypeKind};

/// `!test.smpla`: a type without parameters.
#[type_def(dialect = TestDialect, mnemonic = "smpla")]
pub struct SimpleAType;

/// `!test.test_type`.
#[type_def(dialect = TestDialect, mnemonic = "test_type")]
pub struct TestType;

/// `!test.memref_element`: a type that may be a memref element (and not
/// a vector element), as upstream's `TestMemRefElementType`.
#[type_def(dialect = TestDialect, mnemonic = "memref_element",
           traits = [MemRefElementTypeInterface], ods_name = "TestMemRefElementType")]
pub struct TestMemRefElementType;

impl MemRefElementTypeInterface for TestMemRefElementType {}

/// `!test.i32`: a dialect type spelled like a builtin one.
#[type_def(dialect = TestDialect, mnemonic = "i32")]
pub struct TestI32Type;

/// The signedness of `!test.int` (`TestIntegerType::SignednessSemantics`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TestSignedness {
    /// `none`
    Signless,
    /// `signed`
    Signed,
    /// `unsigned`
    Unsigned,
}

/// `!test.int<signed, 8>`: upstream's example of hand-written hooks.
#[type_def(dialect = TestDialect, mnemonic = "int",
           parse = parse_test_int, print = print_test_int, alias = test_int_alias)]
pub struct TestIntegerType {
    /// The width in bits.
    width: u32,
    /// The signedness.
    signedness: TestSignedness,
}

/// Upstream's `TestOpAsmInterface::getAlias`: `!test_ui8` for
/// `!test.int<unsigned, 8>`.
fn test_int_alias(_: &Context, v: &TestIntegerTypeParams) -> Option<String> {
    (v.signedness == TestSignedness::Unsigned && v.width == 8).then(|| "test_ui8".into())
}

fn parse_test_int(p: &mut DialectAsmParser<'_, '_>) -> PResult<TestIntegerTypeParams> {
    p.parse_punct(b'<')?;
    let at = p.pos();
    let word = p.parse_any_keyword()?.to_ascii_lowercase();
    let signedness = match word.as_str() {
        "u" | "unsigned" => TestSignedness::Unsigned,
        "s" | "signed" => TestSignedness::Signed,
        "n" | "none" => TestSignedness::Signless,
        _ => return p.error_at(at, "expected signed, unsigned, or none"),
    };
    p.parse_punct(b',')?;
    let width = p.parse_integer_as::<u32>()?;
    p.parse_punct(b'>')?;
    Ok(TestIntegerTypeParams { width, signedness })
}

fn print_test_int(v: &TestIntegerTypeParams, p: &mut DialectAsmPrinter<'_, '_>) {
    p.write(match v.signedness {
        TestSignedness::Signless => "<none, ",
        TestSignedness::Signed => "<signed, ",
        TestSignedness::Unsigned => "<unsigned, ",
    });
    p.write_display(&v.width);
    p.write(">");
}

/// `!test.struct_capture_all<v0 = 1, v1 = 2, v2 = 3, v3 = 4>`.
#[type_def(dialect = TestDialect, mnemonic = "struct_capture_all",
           format = "`<` struct($v0, $v1, $v2, $v3) `>`",
           ods_name = "TestTypeStructCaptureAll")]
pub struct TestStructTypeCaptureAll {
    /// First.
    v0: i32,
    /// Second.
    v1: i32,
    /// Third.
    v2: i32,
    /// Fourth.
    v3: i32,
}

/// `!test.optional_value_type<3>` or `!test.optional_value_type`.
#[type_def(dialect = TestDialect, mnemonic = "optional_value_type",
           format = "(`<` $value^ `>`)?", ods_name = "TestTypeOptionalValueType")]
pub struct TestTypeOptionalValueType {
    /// The optional value.
    value: Option<i32>,
}

/// `!test.type_verification<i16>`: the parameter must be `i16` or `i32`.
#[type_def(dialect = TestDialect, mnemonic = "type_verification",
           format = "`<` $param `>`", verify = verify_type_verification,
           ods_name = "TestTypeVerification")]
pub struct TestTypeVerificationType {
    /// `i16` or `i32`.
    param: Type,
}

fn verify_type_verification(
    ctx: &Context,
    v: &TestTypeVerificationTypeParams,
) -> Result<(), String> {
    let ok = matches!(
        v.param.kind(ctx),
        TypeKind::Integer {
            width: 16 | 32,
            signedness: Signedness::Signless
        }
    );
    if ok {
        Ok(())
    } else {
        Err("failed to verify 'param': 16-bit signless integer or 32-bit signless integer".into())
    }
}

/// `#test.smpla`.
#[attr_def(dialect = TestDialect, mnemonic = "smpla")]
pub struct SimpleAAttr;

/// `#test.attr_params<1, 2>`.
#[attr_def(dialect = TestDialect, mnemonic = "attr_params",
           format = "`<` $v0 `,` $v1 `>`", ods_name = "TestAttrParams")]
pub struct TestAttrParamsAttr {
    /// First.
    v0: i32,
    /// Second.
    v1: i32,
}

/// `#test.attr_with_optional_signed<-5>` or `#test.attr_with_optional_signed<>`.
#[attr_def(dialect = TestDialect, mnemonic = "attr_with_optional_signed",
           format = "`<` $value `>`", ods_name = "TestAttrWithOptionalSigned")]
pub struct TestAttrWithOptionalSignedAttr {
    /// The optional value.
    value: Option<i64>,
}

/// A builtin integer type as a parameter (ODS's `::mlir::IntegerType`):
/// any other type is `invalid kind of type specified`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerTypeParam(pub Type);

impl ir::text::def_params::DefParam for IntegerTypeParam {
    const CPP_TYPE: &'static str = "::mlir::IntegerType";
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        let at = p.pos();
        let t = p.parse_type()?;
        if t.is_integer(p.ctx()) {
            Ok(IntegerTypeParam(t))
        } else {
            let msg = format!(
                "invalid kind of type specified: expected builtin.integer, but found '{}'",
                t.display(p.ctx())
            );
            p.error_at(at, msg)
        }
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        p.print_type(self.0);
    }
}

/// `#test.attr_with_type<i32, f16>`.
#[attr_def(dialect = TestDialect, mnemonic = "attr_with_type",
           format = "`<` $int_type `,` $any_type `>`", ods_name = "TestAttrWithTypeParam")]
pub struct TestAttrWithTypeParamAttr {
    /// An integer type.
    int_type: IntegerTypeParam,
    /// Any type.
    any_type: Type,
}

/// `utils::IteratorType` of MLIR's structured ops.
#[int_enum(cpp_name = "::mlir::utils::IteratorType")]
pub enum IteratorType {
    /// `parallel`
    Parallel = 0,
    /// `reduction`
    Reduction = 1,
}

/// `#test.iterator_type<parallel>` (an `EnumAttr` over an `I32EnumAttr`).
#[attr_def(dialect = TestDialect, mnemonic = "iterator_type",
           format = "`<` $value `>`", ods_name = "Test_IteratorTypeEnum")]
pub struct TestIteratorTypeAttr {
    /// The case.
    value: IteratorType,
}

/// `#test.sub_elements_access<@a, [@b], {k = @c}>`: three attributes the
/// symbol machinery looks into (`-test-symbol-rauw` rewrites them).
#[attr_def(dialect = TestDialect, mnemonic = "sub_elements_access",
           format = "`<` $first `,` $second `,` $third `>`",
           ods_name = "TestSubElementsAccessAttr")]
pub struct TestSubElementsAccessAttr {
    /// First.
    first: Attribute,
    /// Second.
    second: Attribute,
    /// Third.
    third: Attribute,
}

/// `!test.cmpnd_a<1, !test.smpla, [5, 6]>`, read and printed by hand.
#[type_def(dialect = TestDialect, mnemonic = "cmpnd_a", parse = parse_cmpnd_a,
           print = print_cmpnd_a, cpp_name = "::test::CompoundAType")]
pub struct CompoundAType {
    /// A width.
    width_of_something: i32,
    /// A type.
    one_type: Type,
    /// Some integers.
    array_of_ints: Vec<i32>,
}

fn parse_cmpnd_a(p: &mut DialectAsmParser<'_, '_>) -> PResult<CompoundATypeParams> {
    p.parse_punct(b'<')?;
    let width_of_something = p.parse_integer_as::<i32>()?;
    p.parse_punct(b',')?;
    let one_type = p.parse_type()?;
    p.parse_punct(b',')?;
    p.parse_punct(b'[')?;
    let mut array_of_ints = Vec::new();
    while p.peek_integer() {
        array_of_ints.push(p.parse_integer_as::<i32>()?);
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b']')?;
    p.parse_punct(b'>')?;
    Ok(CompoundATypeParams {
        width_of_something,
        one_type,
        array_of_ints,
    })
}

fn print_cmpnd_a(v: &CompoundATypeParams, p: &mut DialectAsmPrinter<'_, '_>) {
    p.write("<");
    p.write_display(&v.width_of_something);
    p.write(", ");
    p.print_type(v.one_type);
    p.write(", [");
    for (i, x) in v.array_of_ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write_display(x);
    }
    p.write("]>");
}

/// `!test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>`: a type parameter
/// printed stripped.
#[type_def(dialect = TestDialect, mnemonic = "cmpnd_inner",
           format = "`<` $some_int $cmpd_a `>`", ods_name = "CompoundNestedInnerType",
           cpp_name = "::test::CompoundNestedInnerType")]
pub struct CompoundNestedInnerType {
    /// An integer.
    some_int: i32,
    /// The nested type.
    cmpd_a: CompoundAType,
}

/// `!test.cmpnd_nested_outer<i <42 <...>>>`.
#[type_def(dialect = TestDialect, mnemonic = "cmpnd_nested_outer",
           format = "`<` `i` $inner `>`", ods_name = "CompoundNestedOuterType")]
pub struct CompoundNestedOuterType {
    /// The nested type, stripped.
    inner: CompoundNestedInnerType,
}

/// `!test.cmpnd_nested_outer_qual<i !test.cmpnd_inner<...>>`.
#[type_def(dialect = TestDialect, mnemonic = "cmpnd_nested_outer_qual",
           format = "`<` `i` qualified($inner) `>`", ods_name = "CompoundNestedOuterTypeQual")]
pub struct CompoundNestedOuterTypeQual {
    /// The nested type, qualified.
    inner: CompoundNestedInnerType,
}

/// `TestTypeTrait`: a marker type trait (MLIR's
/// `NativeTypeTrait<"TestTypeTrait">`).
#[derive(Debug)]
pub struct TestTypeTrait;
impl ir::DefTrait for TestTypeTrait {
    const NAME: &'static str = "TestTypeTrait";
}

/// `TestAttrTrait`: a marker attribute trait.
#[derive(Debug)]
pub struct TestAttrTrait;
impl ir::DefTrait for TestAttrTrait {
    const NAME: &'static str = "TestAttrTrait";
}

/// `!test.test_type_with_trait`: a type listing `TestTypeTrait`.
#[type_def(dialect = TestDialect, mnemonic = "test_type_with_trait",
           traits = [TestTypeTrait], ods_name = "TestTypeWithTrait")]
pub struct TestTypeWithTraitType;

/// `#test.attr_with_trait`: an attribute listing `TestAttrTrait`.
#[attr_def(dialect = TestDialect, mnemonic = "attr_with_trait",
           traits = [TestAttrTrait], ods_name = "TestAttrWithTrait")]
pub struct TestAttrWithTraitAttr;

/// `test.result_type_with_trait`: its result type must have
/// `TestTypeTrait`.
#[op(dialect = TestDialect, name = "result_type_with_trait",
     verify = verify_result_type_with_trait)]
pub struct ResultTypeWithTraitOp {
    /// The result.
    #[result]
    res: Value,
}

fn verify_result_type_with_trait(op: ResultTypeWithTraitOp<'_>) -> Result<(), ir::Diagnostic> {
    let view = op.0;
    if view
        .body
        .value_type(op.res())
        .has_trait::<TestTypeTrait>(view.ctx)
    {
        return Ok(());
    }
    // MLIR's `emitError`, without the `'name' op` prefix.
    Err(ir::Diagnostic::error(
        view.loc(),
        "result type should have trait 'TestTypeTrait'",
    ))
}

/// `test.attr_with_trait`: its `attr` must have `TestAttrTrait`.
#[op(dialect = TestDialect, name = "attr_with_trait", verify = verify_attr_with_trait)]
pub struct AttrWithTraitOp {
    /// Any attribute.
    #[attr]
    attr: Attribute,
}

fn verify_attr_with_trait(op: AttrWithTraitOp<'_>) -> Result<(), ir::Diagnostic> {
    let view = op.0;
    if op.attr().has_trait::<TestAttrTrait>(view.ctx) {
        return Ok(());
    }
    Err(ir::Diagnostic::error(
        view.loc(),
        "'attr' attribute should have trait 'TestAttrTrait'",
    ))
}
