//! Runtime side of the declarative assembly format (`#[op(format = "...")]`).
//!
//! The `#[op]` macro parses and checks the format string at compile time and
//! emits a [`FormatSpec`]: a `static` table of [`Elem`]s whose spacing was
//! already decided by MLIR's rules, plus the op's operand/result arities and
//! one [`AttrSpec`] per attribute (with fn pointers to the attribute type's
//! [`FormatAttr`] hooks). Two shared interpreters, [`parse()`] and [`print()`],
//! walk that table. Generating straight-line Rust per op (what MLIR's
//! `OpFormatGen` emits in C++) was rejected: every op would carry its own
//! copy of the same parsing logic, bloating build times of dialect crates,
//! while a table walk costs a few branches per element.
//!
//! # The directives
//!
//! A format is MLIR's declarative assembly format (the "Declarative
//! Assembly Format" of ODS), written over the op struct's field names.
//! Every directive, with an example and the text it prints, and how each
//! attribute kind reads and prints itself ([`FormatAttr`]), is in
//! [`crate::reference::formats`].
//!
//! Misuse is a compile error naming the offending part (`no field named
//! 'rsh'`, `` `ref($x)` refers to a variable not bound earlier ``,
//! `'prop-dict' directive has already been seen`, ...).
//!
//! ```
//! use ir::prelude::*;
//! use ir::text::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
//!
//! #[dialect(name = "doc", allow_unknown_ops)]
//! pub struct DocDialect;
//!
//! /// Literals, operands, `type`, `functional-type`, `attr-dict`, an
//! /// optional group with an else group, a unit attribute as its anchor.
//! #[op(dialect = DocDialect, name = "call",
//!      format = "$callee `(` $args `)` (`tail` $tail^) : (`plain`)? attr-dict `:` functional-type($args, results)")]
//! pub struct CallOp {
//!     #[attr]
//!     callee: FlatSymbolRefAttr,
//!     #[attr(optional)]
//!     tail: UnitAttr,
//!     #[operand(variadic)]
//!     args: Value,
//!     #[result(variadic)]
//!     results: Value,
//! }
//!
//! /// `custom<...>` with `ref`, `qualified`, `prop-dict`.
//! #[op(dialect = DocDialect, name = "pair",
//!      format = "$first custom<Second>($second, ref($first), type($second)) qualified($tag) prop-dict attr-dict `:` type($first)")]
//! pub struct PairOp {
//!     #[operand]
//!     first: Value,
//!     #[operand]
//!     second: Value,
//!     #[attr]
//!     tag: StringAttr,
//!     #[attr(optional)]
//!     note: IntegerAttr,
//! }
//!
//! /// `with %b : T`, after `%a` (given by `ref`).
//! fn parse_second<'a>(
//!     p: &mut OpAsmParser<'_, 'a>,
//!     second: &mut Option<UnresolvedOperand<'a>>,
//!     _first: Option<UnresolvedOperand<'a>>,
//!     ty: &mut Option<Type>,
//! ) -> PResult<()> {
//!     p.parse_keyword("with")?;
//!     *second = Some(p.parse_operand()?);
//!     *ty = Some(p.parse_colon_type()?);
//!     Ok(())
//! }
//!
//! fn print_second(p: &mut OpAsmPrinter<'_, '_>, second: Value, _first: Value, ty: Type) {
//!     p.write("with ");
//!     p.print_operand(second);
//!     p.write(" : ");
//!     p.print_type(ty);
//! }
//!
//! /// `oilist`, regions and successors.
//! #[op(dialect = DocDialect, name = "branch", traits = [IsTerminator, AttrSizedOperandSegments],
//!      format = "oilist(`lo` $lo `:` type($lo) | `hi` $hi `:` type($hi)) $dest attr-dict")]
//! pub struct BranchOp {
//!     #[operand(optional)]
//!     lo: Value,
//!     #[operand(optional)]
//!     hi: Value,
//!     #[successor]
//!     dest: Block,
//! }
//!
//! let src = r#"%a = "doc.src"() : () -> i32
//! %b = "doc.src"() : () -> i64
//! doc.call @g(%a) tail : (i32) -> ()
//! doc.call @g(%a) plain : (i32) -> ()
//! doc.pair %a with %b : i64 "t" <{note = 3 : i64}> : i32
//! "doc.wrap"() ({
//!   doc.branch hi %a : i32 lo %b : i64 ^bb1
//! ^bb1:
//!   "doc.end"() : () -> ()
//! }) : () -> ()
//! "#;
//! let ctx = ir::Context::new();
//! let m = ir::text::parse_source(&ctx, src, "doc.mlir", &Default::default()).unwrap();
//! let out = ir::text::print_op(&ctx, &m.body, m.op, &Default::default());
//! assert!(out.contains("doc.call @g(%0) tail : (i32) -> ()"), "{out}");
//! assert!(out.contains("doc.call @g(%0) plain : (i32) -> ()"));
//! assert!(out.contains(r#"doc.pair %0 with %1 : i64 "t" <{note = 3 : i64}> : i32"#));
//! assert!(out.contains("doc.branch lo %1 : i64 hi %0 : i32 ^bb1"));
//! ```

mod parse;
mod print;

pub use parse::{i1_like, parse};
pub use print::print;

use crate::text::asm::{OpAsmParser, OpAsmPrinter};
use crate::text::def_params::DefParam;
use crate::text::parse::PResult;
use crate::text::parse::values::UnresolvedOperand;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::typed_attrs::AttrType;
use crate::uniqued::types::Type;

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// What a `type(...)` / `functional-type(...)` argument names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeRef {
    /// One operand group.
    Operand(u8),
    /// One result group.
    Result(u8),
    /// All operands (`operands`).
    Operands,
    /// All results (`results`).
    Results,
}

/// One element of a format, with `space` telling whether a space is
/// printed before it (MLIR's `shouldEmitSpaceBefore`, computed statically).
#[derive(Debug)]
pub enum Elem {
    /// A keyword or punctuation literal.
    Literal {
        /// The literal text.
        text: &'static str,
        /// Whether a space precedes it.
        space: bool,
    },
    /// An operand group `$x`.
    Operand {
        /// The group index.
        group: u8,
        /// Whether a space precedes it.
        space: bool,
    },
    /// All operands (`operands`).
    Operands {
        /// Whether a space precedes it.
        space: bool,
    },
    /// An attribute `$x` (index into [`FormatSpec::attrs`]), or with
    /// `qualified` `qualified($x)`: the full attribute, prefix and all,
    /// rather than its type's [`FormatAttr`] form.
    Attr {
        /// The attribute index.
        index: u8,
        /// Whether a space precedes it.
        space: bool,
        /// Whether it is written `qualified($x)`.
        qualified: bool,
    },
    /// A region `$r` (or every region from `index` on, `regions`, when `many`).
    Region {
        /// The region field index.
        index: u8,
        /// Whether the field is variadic or `regions` was written.
        many: bool,
        /// Whether a space precedes it.
        space: bool,
    },
    /// A successor `$s` (or every successor from `index` on, `successors`, when `many`).
    Successor {
        /// The successor field index.
        index: u8,
        /// Whether the field is variadic or `successors` was written.
        many: bool,
        /// Whether a space precedes it.
        space: bool,
    },
    /// `type(...)`.
    Type {
        /// What it names.
        of: TypeRef,
        /// Whether a space precedes it.
        space: bool,
    },
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// The inputs.
        inputs: TypeRef,
        /// The results.
        results: TypeRef,
        /// Whether a space precedes it.
        space: bool,
    },
    /// `attr-dict` or (`keyword`) `attr-dict-with-keyword`.
    AttrDict {
        /// Whether it is `attr-dict-with-keyword`.
        keyword: bool,
    },
    /// `(...)?`: printed when `anchor` is present; parsed when `then[0]` is.
    /// Otherwise the else group `otherwise` (`(...) : (...)?`) is.
    Optional {
        /// The group's elements.
        then: &'static [Elem],
        /// The anchor element (an index into `then`).
        anchor: u8,
        /// The else group (empty without one).
        otherwise: &'static [Elem],
    },
    /// `prop-dict`: ` <{...}>` of the properties the format does not print
    /// elsewhere (then `attr-dict` holds discardable attributes only).
    PropDict,
    /// `custom<Name>(args)`: the op's `parse_name` / `print_name`, through
    /// generated wrappers that unpack `args` (see [`CustomSlot`]).
    Custom {
        /// The parse wrapper.
        parse: CustomParseFn,
        /// The print wrapper.
        print: CustomPrintFn,
        /// The arguments, in order.
        args: &'static [CustomArg],
        /// Whether a space precedes it.
        space: bool,
    },
    /// `oilist(`kw` ... | ...)`: clauses in any order, each at most once;
    /// printed in declaration order, those with a value present.
    Oilist {
        /// The clauses.
        clauses: &'static [OilistClause],
    },
}

/// One clause of an `oilist`.
#[derive(Debug)]
pub struct OilistClause {
    /// The keyword that starts it.
    pub keyword: &'static str,
    /// What follows the keyword.
    pub elems: &'static [Elem],
}

/// What a `custom<...>` argument names.
#[derive(Copy, Clone, Debug)]
pub enum CustomOf {
    /// An operand group.
    Operand(u8),
    /// An attribute.
    Attr(u8),
    /// `type(...)`.
    Type(TypeRef),
}

/// One `custom<...>` argument: `by_ref` for `ref(...)`, a value bound
/// earlier and passed in, not read.
#[derive(Copy, Clone, Debug)]
pub struct CustomArg {
    /// What it names.
    pub of: CustomOf,
    /// Whether it is `ref(...)`.
    pub by_ref: bool,
}

/// A `custom<...>` argument's value while parsing: filled by the user's
/// parse function (or holding a `ref` value).
#[derive(Debug)]
pub enum CustomSlot<'a> {
    /// Operands.
    Operands(Vec<UnresolvedOperand<'a>>),
    /// An attribute, if present.
    Attr(Option<Attribute>),
    /// Types.
    Types(Vec<Type>),
}

impl<'a> CustomSlot<'a> {
    /// The single (or optional) operand.
    pub fn take_operand(&mut self) -> Option<UnresolvedOperand<'a>> {
        match self {
            CustomSlot::Operands(v) => v.drain(..).next(),
            _ => None,
        }
    }
    /// The operands.
    pub fn take_operands(&mut self) -> Vec<UnresolvedOperand<'a>> {
        match self {
            CustomSlot::Operands(v) => std::mem::take(v),
            _ => Vec::new(),
        }
    }
    /// The attribute.
    pub fn take_attr(&mut self) -> Option<Attribute> {
        match self {
            CustomSlot::Attr(a) => a.take(),
            _ => None,
        }
    }
    /// The single (or optional) type.
    pub fn take_type(&mut self) -> Option<Type> {
        match self {
            CustomSlot::Types(v) => v.drain(..).next(),
            _ => None,
        }
    }
    /// The types.
    pub fn take_types(&mut self) -> Vec<Type> {
        match self {
            CustomSlot::Types(v) => std::mem::take(v),
            _ => Vec::new(),
        }
    }
}

/// A `custom<...>` argument's value while printing.
#[derive(Debug)]
pub enum PrintSlot {
    /// The values of an operand group.
    Values(smallvec::SmallVec<[crate::storage::body::Value; 2]>),
    /// An attribute, if set.
    Attr(Option<Attribute>),
    /// Types.
    Types(smallvec::SmallVec<[Type; 2]>),
}

impl PrintSlot {
    /// The first value.
    pub fn value(&self) -> Option<crate::storage::body::Value> {
        self.values().first().copied()
    }
    /// The values.
    pub fn values(&self) -> &[crate::storage::body::Value] {
        match self {
            PrintSlot::Values(v) => v,
            _ => &[],
        }
    }
    /// The attribute.
    pub fn attr(&self) -> Option<Attribute> {
        match self {
            PrintSlot::Attr(a) => *a,
            _ => None,
        }
    }
    /// The first type.
    pub fn ty(&self) -> Option<Type> {
        self.types().first().copied()
    }
    /// The types.
    pub fn types(&self) -> &[Type] {
        match self {
            PrintSlot::Types(v) => v,
            _ => &[],
        }
    }
}

/// A generated `custom<...>` parse wrapper.
pub type CustomParseFn =
    for<'p, 'a> fn(&mut OpAsmParser<'p, 'a>, &mut [CustomSlot<'a>]) -> PResult<()>;
/// A generated `custom<...>` print wrapper.
pub type CustomPrintFn = fn(&mut OpAsmPrinter<'_, '_>, &[PrintSlot]);

/// Parses an attribute in a format position, given the attribute's name
/// (for messages that name it).
pub type AttrParseFn = fn(&mut OpAsmParser<'_, '_>, &'static str) -> PResult<Attribute>;
/// Whether an attribute may start here (an optional group led by it is
/// present).
pub type AttrStartsFn = fn(&mut OpAsmParser<'_, '_>) -> bool;
/// Parses an attribute written `qualified($x)`: always in full.
pub type AttrQualifiedParseFn = fn(&mut OpAsmParser<'_, '_>) -> PResult<Attribute>;
/// Prints an attribute in a format position.
pub type AttrPrintFn = fn(&mut OpAsmPrinter<'_, '_>, Attribute);

/// An attribute of the op, as the format sees it.
#[derive(Debug)]
pub struct AttrSpec {
    /// The attribute's name in the op's properties.
    pub name: &'static str,
    /// The parse hook of its Rust type.
    pub parse: AttrParseFn,
    /// Whether it starts here, for an optional group it leads.
    pub starts: AttrStartsFn,
    /// The print hook of its Rust type.
    pub print: AttrPrintFn,
    /// The parse hook of `qualified($x)`.
    pub parse_qualified: AttrQualifiedParseFn,
    /// The print hook of `qualified($x)`.
    pub print_qualified: AttrPrintFn,
    /// Whether its Rust type is a unit attribute ([`FormatAttr::UNIT`]).
    pub unit: bool,
    /// The default value, for `#[attr(default = ...)]`.
    pub default: Option<fn(&Context) -> Attribute>,
}

/// Result types from operand types and properties (MLIR's
/// `InferTypeOpInterface`, as ODS uses it for formats).
pub type InferResultsFn = fn(&Context, &[Type], Attribute) -> Option<Vec<Type>>;

/// Everything the format interpreters need about one op.
#[derive(Debug)]
pub struct FormatSpec {
    /// The elements in order.
    pub elems: &'static [Elem],
    /// Operand groups.
    pub operands: &'static [Arity],
    /// Result groups.
    pub results: &'static [Arity],
    /// Attributes declared by the op (bound or not in the format).
    pub attrs: &'static [AttrSpec],
    /// Whether the op has `SameOperandsAndResultType`.
    pub same_operands_and_result_type: bool,
    /// Whether the op has `SameTypeOperands` (operands only).
    pub same_operand_types: bool,
    /// Whether the op has `AttrSizedOperandSegments`.
    pub operand_segments: bool,
    /// Whether the format has `prop-dict`.
    pub prop_dict: bool,
    /// Result-type inference, when the op provides one.
    pub infer_results: Option<InferResultsFn>,
    /// Types the format does not spell, inferred from the op's constraints
    /// (a buildable type, or an `AllTypesMatch` partner), in order.
    pub inferred: &'static [InferredType],
    /// Operand and result groups whose constraint names a type class
    /// (`TypeConstraint::KIND`): `type(...)` of them must be of it.
    pub type_kinds: &'static [TypeClass],
}

/// A type class a `type(...)` directive reads (ODS's `cppType`).
#[derive(Copy, Clone, Debug)]
pub struct TypeClass {
    /// The group.
    pub of: TypeRef,
    /// The class's name, `None` when the constraint names none.
    pub name: Option<&'static str>,
    /// Whether a type is of the class.
    pub check: fn(&Context, Type) -> bool,
}

/// Where a type the format does not spell comes from.
#[derive(Copy, Clone, Debug)]
pub enum TypeSource {
    /// A buildable type constraint (`I1`).
    Buildable(fn(&Context) -> Option<Type>),
    /// The type of another group (`AllTypesMatch`).
    SameAs(TypeRef),
    /// Another group's type, transformed (`TypesMatchWith`).
    Transformed(TypeRef, fn(&Context, Type) -> Type),
    /// Another group's type, transformed into the types of a variadic
    /// group (a `TypesMatchWith` whose `to` is variadic).
    TransformedRange(TypeRef, fn(&Context, Type) -> Vec<Type>),
}

/// One inferred operand or result group type.
#[derive(Copy, Clone, Debug)]
pub struct InferredType {
    /// The group whose type is inferred (`Operand`, or a `Result` that is
    /// single or has a range source).
    pub of: TypeRef,
    /// Where it comes from.
    pub from: TypeSource,
}

/// How an attribute type reads and writes itself in a format position.
///
/// The defaults print and parse the full attribute (`42 : i64`); enum-like
/// and dialect attributes override them (`slt`, `<nsw>`), as MLIR's ODS
/// uses an attribute's own `parse`/`print` there.
pub trait FormatAttr {
    /// Whether the kind is a unit attribute, which is its optional group's
    /// anchor and prints no text (an `AnyAttr` holding `unit` prints it).
    const UNIT: bool = false;
    /// Parses the attribute.
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        p.parse_attribute()
    }
    /// Parses the attribute named `name` (what a format calls; kinds
    /// whose messages name the attribute override it).
    fn parse_format_named(p: &mut OpAsmParser<'_, '_>, name: &'static str) -> PResult<Attribute> {
        let _ = name;
        Self::parse_format(p)
    }
    /// Prints the attribute.
    fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
        p.print_attribute(a);
    }
    /// Whether the attribute starts here: an optional group whose first
    /// element is the attribute is present when it does (ODS's
    /// `parseOptionalAttribute`, or the keyword check of an enum).
    fn starts_format(p: &mut OpAsmParser<'_, '_>) -> bool {
        p.peek_attribute_start()
    }
    /// Parses the attribute of `qualified($x)`: in full, with its
    /// dialect prefix.
    fn parse_qualified(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        p.parse_attribute()
    }
    /// Prints the attribute of `qualified($x)`: in full, with its dialect
    /// prefix.
    fn print_qualified(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
        p.print_attribute(a);
    }
}

impl FormatAttr for Attribute {}

/// [`FormatAttr::parse_format`] for an `#[attr_def]` handle `H` as ODS
/// reads a dialect attribute named plainly in a format: its stripped form
/// (`<7>` for `#d.tag<7>`), or the full attribute.
///
/// ```text
/// impl FormatAttr for TagAttr {
///     fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
///         parse_stripped::<Self>(p)
///     }
///     fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
///         print_stripped::<Self>(p, a)
///     }
/// }
/// ```
pub fn parse_stripped<H: DefParam + AttrType>(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    H::parse(&mut p.dialect_parser()).map(AttrType::attr)
}

/// [`FormatAttr::parse_format`] for a kind `H` read in full, as MLIR's
/// generated parsers read an attribute into a constrained C++ class (an
/// attribute interface, say): any attribute of another kind is the op's
/// `invalid kind of attribute specified` at its start.
///
/// ```text
/// impl FormatAttr for PoisonAttrInterfaceHandle {
///     fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
///         parse_kind::<Self>(p)
///     }
/// }
/// ```
pub fn parse_kind<H: AttrType>(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    let pos = p.pos();
    let a = p.parse_attribute()?;
    if H::from_attr(p.ctx(), a).is_none() {
        return p.op_error_at(pos, "invalid kind of attribute specified");
    }
    Ok(a)
}

/// [`FormatAttr::print_format`] for an `#[attr_def]` handle `H`: its
/// stripped form (MLIR's `printStrippedAttrOrType`); an attribute of
/// another kind prints in full.
pub fn print_stripped<H: DefParam + AttrType>(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
    match H::from_attr(p.ctx(), a) {
        Some(h) => h.print(&mut p.dialect_printer()),
        None => p.print_attribute(a),
    }
}

/// ODS's generated parser of an `I64EnumAttr` / `I32EnumAttr` in a format:
/// one of the case keywords, or a string naming one; anything else gets
/// MLIR's errors, naming the attribute.
macro_rules! enum_format_attr {
    ($($kind:ident),*) => {$(
        impl<E: crate::uniqued::int_enum::IntEnum> FormatAttr for crate::uniqued::int_enum::$kind<E> {
            fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
                Self::parse_format_named(p, "value")
            }
            fn parse_format_named(
                p: &mut OpAsmParser<'_, '_>,
                name: &'static str,
            ) -> PResult<Attribute> {
                parse_enum_case::<E>(p, name).map(|c| Self::get(p.ctx(), c).0)
            }
            fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
                print_enum_case::<E>(p, a);
            }
            fn starts_format(p: &mut OpAsmParser<'_, '_>) -> bool {
                enum_case_starts::<E>(p)
            }
        }
    )*};
}

enum_format_attr!(I64EnumAttr, I32EnumAttr);

/// Whether a case keyword of `E` (or a string, which may name one) is next.
fn enum_case_starts<E: crate::uniqued::int_enum::IntEnum>(p: &mut OpAsmParser<'_, '_>) -> bool {
    E::cases().iter().any(|c| p.peek_keyword(c.keyword())) || p.peek_string()
}

/// A case of `E`: its keyword, or a string naming it, with MLIR's errors
/// naming the attribute `name`.
fn parse_enum_case<E: crate::uniqued::int_enum::IntEnum>(
    p: &mut OpAsmParser<'_, '_>,
    name: &'static str,
) -> PResult<E> {
    use crate::uniqued::int_enum::case_of_keyword;
    let pos = p.pos();
    let found = if E::cases().iter().any(|c| p.peek_keyword(c.keyword())) {
        p.parse_optional_any_keyword().map(str::to_string)
    } else {
        p.parse_optional_string()?
    };
    let Some(word) = found else {
        let names: Vec<&str> = E::cases().iter().map(|c| c.keyword()).collect();
        return p.op_error_at(
            pos,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                names.join(", ")
            ),
        );
    };
    match case_of_keyword::<E>(&word) {
        Some(c) => Ok(c),
        None => p.op_error_at(
            pos,
            format!("invalid {name} attribute specification: \"{word}\""),
        ),
    }
}

/// The keyword of the case an enum attribute holds (the attribute in full
/// when it holds none).
fn print_enum_case<E: crate::uniqued::int_enum::IntEnum>(
    p: &mut OpAsmPrinter<'_, '_>,
    a: Attribute,
) {
    let case = a
        .as_i64(p.ctx())
        .and_then(crate::uniqued::int_enum::case_of_value::<E>);
    match case {
        Some(c) => p.write(c.keyword()),
        None => p.print_attribute(a),
    }
}

/// As MLIR's `parseAttribute` into a `TypedAttr`: any other attribute is
/// the op's `invalid kind of attribute specified` at its start. Opaque
/// text stands for a typed attribute only when its dialect is not
/// registered (a registered one's, such as arith's flags, is not typed).
impl FormatAttr for crate::uniqued::typed_attrs::TypedAttr {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        use crate::uniqued::attributes::AttrKind;
        use crate::uniqued::typed_attrs::AttrType;
        let pos = p.pos();
        let a = p.parse_attribute()?;
        let ctx = p.ctx();
        let registered_opaque = matches!(a.kind(ctx), AttrKind::Opaque { dialect, .. }
            if ctx.registry().dialect(ctx.str(*dialect)).is_some());
        if registered_opaque || Self::from_attr(ctx, a).is_none() {
            return p.op_error_at(pos, "invalid kind of attribute specified");
        }
        Ok(a)
    }
}

/// ODS's integer and float attribute kinds of one type (`I64Attr`) are
/// written without their type in a format (`10`, not `10 : i64`), as
/// MLIR's generated parsers and printers do, also under `qualified`
/// (ODS elides a buildable attribute type before looking at it).
macro_rules! typed_kind_format_attr {
    ($($t:ident => $ty:expr),* $(,)?) => {$(
        impl FormatAttr for crate::semantics::constraints::$t {
            fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
                let ty = $ty(p.ctx());
                p.parse_attribute_of_type(ty)
            }
            fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
                p.print_attribute_without_type(a);
            }
            fn parse_qualified(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
                Self::parse_format(p)
            }
            fn print_qualified(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
                Self::print_format(p, a);
            }
        }
    )*};
}
typed_kind_format_attr!(
    I32Attr => |c| Type::int(c, 32),
    I64Attr => |c| Type::int(c, 64),
    IndexAttr => Type::index,
    F32Attr => Type::f32,
    F64Attr => Type::f64,
);

impl<T: crate::semantics::constraints::TypeConstraint> FormatAttr
    for crate::semantics::constraints::TypeAttrOf<T>
{
}

/// As MLIR's generated parsers read a `FlatSymbolRefAttr`: any other
/// attribute (a nested reference included) is the op's `invalid kind of
/// attribute specified` at its start.
impl FormatAttr for crate::uniqued::typed_attrs::FlatSymbolRefAttr {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        use crate::uniqued::attributes::AttrKind;
        let pos = p.pos();
        let a = p.parse_attribute()?;
        match a.kind(p.ctx()) {
            AttrKind::SymbolRef { nested, .. } if nested.is_empty() => Ok(a),
            _ => p.op_error_at(pos, "invalid kind of attribute specified"),
        }
    }
}

/// A unit attribute is written by its optional group alone (`(`kw`
/// $flag^)?`): it reads and prints no text of its own.
impl FormatAttr for crate::uniqued::typed_attrs::UnitAttr {
    const UNIT: bool = true;
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        Ok(Attribute::unit(p.ctx()))
    }
    fn print_format(_: &mut OpAsmPrinter<'_, '_>, _: Attribute) {}
}

/// A `UnitProp` reads and prints as a `UnitAttr` does: its optional
/// group alone says it is set.
impl FormatAttr for crate::semantics::constraints::UnitProp {
    const UNIT: bool = true;
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        Ok(Attribute::unit(p.ctx()))
    }
    fn print_format(_: &mut OpAsmPrinter<'_, '_>, _: Attribute) {}
}

/// As MLIR's generated parsers read a `StrAttr`: an attribute whose
/// omitted type is `none` (so `3` is `integer literal not valid for
/// specified type`), and any other kind the op's `invalid kind of
/// attribute specified` at its start.
impl FormatAttr for crate::uniqued::typed_attrs::StringAttr {
    fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
        let pos = p.pos();
        let none = Type::none(p.ctx());
        let a = p.parse_attribute_of_type(none)?;
        if a.as_bytes(p.ctx()).is_none() {
            return p.op_error_at(pos, "invalid kind of attribute specified");
        }
        Ok(a)
    }
}

macro_rules! default_format_attr {
    ($($t:ident),*) => { $(impl FormatAttr for crate::uniqued::typed_attrs::$t {})* };
}
default_format_attr!(
    IntegerAttr,
    FloatAttr,
    TypeAttr,
    ArrayAttr,
    DictionaryAttr,
    SymbolRefAttr,
    BoolAttr
);

/// ODS's dense array attributes read and print as their bare element list
/// in a format (`[1, 2]`, not `array<i32: 1, 2>`), as MLIR's
/// `DenseArrayAttr::print`/`parse` do there (`cf.cond_br %c weights([1,
/// 2]), ...`).
macro_rules! dense_array_format_attr {
    ($($t:ident => $width:expr),*) => {$(
        impl FormatAttr for crate::uniqued::typed_attrs::$t {
            fn parse_format(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
                parse_dense_array(p, $width)
            }
            fn print_format(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
                print_dense_array(p, a);
            }
        }
    )*};
}
dense_array_format_attr!(DenseI32ArrayAttr => 32, DenseI64ArrayAttr => 64);

/// Parses `[1, 2]`, a dense array of `width`-bit integers as MLIR's
/// `DenseArrayAttr::parse` reads it in a format (each element an integer
/// literal: `custom op 'x' expected integer value` otherwise).
pub fn parse_dense_array(p: &mut OpAsmParser<'_, '_>, width: u32) -> PResult<Attribute> {
    let ctx = p.ctx();
    p.parse_punct(b'[')?;
    let mut values: Vec<u64> = Vec::new();
    if !p.parse_optional_punct(b']') {
        loop {
            let at = p.pos();
            let Some(v) = p.parse_optional_integer()? else {
                return p.op_error_at(at, "expected integer value");
            };
            let fits = match width {
                64 => i64::try_from(v).is_ok(),
                w => v >= -(1i128 << (w - 1)) && v < (1i128 << (w - 1)),
            };
            if !fits {
                return p.op_error_at(at, "integer value too large");
            }
            values.push(v as i64 as u64);
            if !p.parse_optional_punct(b',') {
                break;
            }
        }
        p.parse_punct(b']')?;
    }
    match Attribute::dense_array(ctx, Type::int(ctx, width), &values) {
        Ok(a) => Ok(a),
        Err(m) => p.error(m),
    }
}

fn print_dense_array(p: &mut OpAsmPrinter<'_, '_>, a: Attribute) {
    let ctx = p.ctx();
    let Some((ty, values)) = a.as_dense_array(ctx) else {
        p.print_attribute(a);
        return;
    };
    let width = ty.int_or_float_width(ctx).unwrap_or(64);
    let items: Vec<String> = values
        .iter()
        .map(|&v| {
            let shift = 64 - width.min(64);
            (((v << shift) as i64) >> shift).to_string()
        })
        .collect();
    p.write("[");
    p.write(&items.join(", "));
    p.write("]");
}
