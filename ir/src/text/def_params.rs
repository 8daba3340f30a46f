//! How a parameter of a dialect type or attribute reads and prints in a
//! declarative format (MLIR's `FieldParser` and the parameter printers of
//! ODS): the [`DefParam`] trait, implemented here for integers, `bool`,
//! `String`, [`Type`], [`Attribute`], [`APInt`], lists and `Option`, and
//! by `#[int_enum]` / `#[bit_enum]` for enums. A parameter kind without
//! an impl is a compile error at the field, so the set is open: a user
//! type implements the trait (or the definition uses `parse`/`print`
//! hooks instead of a format). Lists print comma-separated and parse one
//! or more elements, as MLIR's `SmallVector` field parser does.

use crate::text::dialect_defs::{DialectAsmParser, DialectAsmPrinter};
use crate::text::parse::PResult;
use crate::uniqued::apint::APInt;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::irdl::Irdl;
use crate::uniqued::types::Type;

/// A value that can be a `$param` of a declarative format.
pub trait DefParam: Sized + Clone {
    /// The C++ type MLIR names in `failed to parse ... which is to be a
    /// `T`` (the second error of a failed parameter).
    const CPP_TYPE: &'static str;
    /// The C++ type of an optional parameter of this kind (`Option<T>`):
    /// `std::optional<int64_t>` for a plain value, the type itself for a
    /// nullable handle such as `::mlir::Type`.
    const OPTIONAL_CPP_TYPE: &'static str = Self::CPP_TYPE;
    /// Whether a value of this kind holds no type or attribute (an
    /// integer, a string, an enum); a definition made only of such
    /// parameters is a [`DefInfo::leaf`](crate::uniqued::dialect_defs::DefInfo::leaf).
    const LEAF: bool = false;
    /// Whether an optional parameter of this kind is stored as
    /// `std::optional<T>`, whose ODS parser reads the value optionally
    /// even inside its group (`!test.optional_value_type<6.5>` is then
    /// `expected '>'`); a nullable handle is parsed as required there.
    const STD_OPTIONAL: bool = false;
    /// Parses the value.
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self>;
    /// Parses the value if one starts here (the anchor of an optional
    /// group); the default always parses.
    fn parse_optional(p: &mut DialectAsmParser<'_, '_>) -> PResult<Option<Self>> {
        Self::parse(p).map(Some)
    }
    /// Prints the value.
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>);
    /// Prints the value for `qualified($p)`: a dialect type or attribute
    /// handle prints with its `!dialect.mnemonic` (`print` leaves them
    /// out, as MLIR's `printStrippedAttrOrType`); the same as `print` for
    /// everything else.
    fn print_qualified(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        self.print(p);
    }
    /// Calls `f` on each attribute the value holds, in order (what the
    /// symbol machinery looks into); none by default.
    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        let _ = f;
    }
    /// The value with each held attribute replaced by `f` of it, in the
    /// order of [`DefParam::walk_attrs`]; itself by default.
    fn replace_attrs(&self, ctx: &Context, f: &mut dyn FnMut(Attribute) -> Attribute) -> Self {
        let _ = (ctx, f);
        self.clone()
    }
    /// The parameter's constraint in IRDL's terms, where IRDL holds it as
    /// an attribute (or a type); the default is `irdl.any`, marked as an
    /// over-approximation of [`DefParam::CPP_TYPE`].
    fn irdl(_ctx: &Context) -> Irdl {
        Irdl::approx(Irdl::Any, Self::CPP_TYPE)
    }
}

/// An integer-valued parameter: IRDL holds it as an integer attribute of
/// any width.
fn int_irdl(cpp: &str) -> Irdl {
    Irdl::approx(Irdl::Base("#builtin.integer"), cpp)
}

/// A list parameter: IRDL holds it as one array attribute and cannot
/// constrain its elements.
fn list_irdl<T: DefParam>() -> Irdl {
    Irdl::approx(
        Irdl::Base("#builtin.array"),
        format!("::llvm::ArrayRef<{}>", T::CPP_TYPE),
    )
}

macro_rules! int_params {
    ($($t:ty => $cpp:literal),*) => {$(
        impl DefParam for $t {
            const CPP_TYPE: &'static str = $cpp;
            const OPTIONAL_CPP_TYPE: &'static str = concat!("std::optional<", $cpp, ">");
            const STD_OPTIONAL: bool = true;
            const LEAF: bool = true;
            fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
                // An unsigned type reads MLIR's way, where a short negative
                // literal wraps.
                if <$t>::MIN == 0 {
                    let v = p.parse_unsigned_integer(<$t>::BITS)?;
                    return Ok(v as $t);
                }
                p.parse_integer_as::<$t>()
            }
            fn parse_optional(p: &mut DialectAsmParser<'_, '_>) -> PResult<Option<Self>> {
                if p.peek_integer() { Self::parse(p).map(Some) } else { Ok(None) }
            }
            fn irdl(_: &Context) -> Irdl {
                int_irdl($cpp)
            }
            fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
                p.write_display(self);
            }
        }
    )*};
}

int_params!(i8 => "int8_t", i16 => "int16_t", i32 => "int", i64 => "int64_t",
    u8 => "uint8_t", u16 => "uint16_t", u32 => "unsigned", u64 => "uint64_t", usize => "size_t");

impl DefParam for bool {
    const CPP_TYPE: &'static str = "bool";
    const LEAF: bool = true;
    fn irdl(_: &Context) -> Irdl {
        int_irdl(Self::CPP_TYPE)
    }
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        if p.parse_optional_keyword("true") {
            Ok(true)
        } else if p.parse_optional_keyword("false") {
            Ok(false)
        } else {
            p.error("expected 'true' or 'false'")
        }
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        p.write(if *self { "true" } else { "false" });
    }
}

impl DefParam for String {
    const CPP_TYPE: &'static str = "::llvm::StringRef";
    const LEAF: bool = true;
    fn irdl(_: &Context) -> Irdl {
        Irdl::Base("#builtin.string")
    }
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_string()
    }
    fn parse_optional(p: &mut DialectAsmParser<'_, '_>) -> PResult<Option<Self>> {
        p.parse_optional_string()
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        p.print_string(self);
    }
}

impl DefParam for Type {
    const CPP_TYPE: &'static str = "::mlir::Type";
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_type()
    }
    fn parse_optional(p: &mut DialectAsmParser<'_, '_>) -> PResult<Option<Self>> {
        p.parse_optional_type()
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        p.print_type(*self);
    }
}

impl DefParam for Attribute {
    const CPP_TYPE: &'static str = "::mlir::Attribute";
    fn irdl(_: &Context) -> Irdl {
        Irdl::Any
    }
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_attribute()
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        p.print_attribute(*self);
    }
    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        f(*self);
    }
    fn replace_attrs(&self, _: &Context, f: &mut dyn FnMut(Attribute) -> Attribute) -> Self {
        f(*self)
    }
}

impl DefParam for APInt {
    const CPP_TYPE: &'static str = "::llvm::APInt";
    const LEAF: bool = true;
    fn irdl(_: &Context) -> Irdl {
        int_irdl(Self::CPP_TYPE)
    }
    /// A 64-bit value; wider literals are `integer value too large`.
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_integer_as::<i64>().map(|v| APInt::from_i64(64, v))
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        p.write(&self.to_string_signed());
    }
}

impl<T: DefParam> DefParam for Vec<T> {
    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        self.iter().for_each(|e| e.walk_attrs(f));
    }
    fn replace_attrs(&self, ctx: &Context, f: &mut dyn FnMut(Attribute) -> Attribute) -> Self {
        self.iter().map(|e| e.replace_attrs(ctx, f)).collect()
    }
    const CPP_TYPE: &'static str = "::llvm::ArrayRef";
    const LEAF: bool = T::LEAF;
    fn irdl(_: &Context) -> Irdl {
        list_irdl::<T>()
    }
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        let mut v = vec![T::parse(p)?];
        while p.parse_optional_punct(b',') {
            v.push(T::parse(p)?);
        }
        Ok(v)
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        print_list(self, p);
    }
}

impl<T: DefParam> DefParam for Box<[T]> {
    const CPP_TYPE: &'static str = "::llvm::ArrayRef";
    const LEAF: bool = T::LEAF;
    fn irdl(_: &Context) -> Irdl {
        list_irdl::<T>()
    }
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        Vec::<T>::parse(p).map(Vec::into_boxed_slice)
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        print_list(self, p);
    }
    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        self.iter().for_each(|e| e.walk_attrs(f));
    }
    fn replace_attrs(&self, ctx: &Context, f: &mut dyn FnMut(Attribute) -> Attribute) -> Self {
        self.iter().map(|e| e.replace_attrs(ctx, f)).collect()
    }
}

/// Prints elements separated by `, `.
fn print_list<T: DefParam>(items: &[T], p: &mut DialectAsmPrinter<'_, '_>) {
    for (i, e) in items.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        e.print(p);
    }
}

impl<T: DefParam> DefParam for Option<T> {
    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        if let Some(v) = self {
            v.walk_attrs(f);
        }
    }
    fn replace_attrs(&self, ctx: &Context, f: &mut dyn FnMut(Attribute) -> Attribute) -> Self {
        self.as_ref().map(|v| v.replace_attrs(ctx, f))
    }
    const CPP_TYPE: &'static str = T::OPTIONAL_CPP_TYPE;
    const LEAF: bool = T::LEAF;
    /// The value's constraint; IRDL has no optional parameter, so an
    /// absent one is written as a parameter all the same.
    fn irdl(ctx: &Context) -> Irdl {
        T::irdl(ctx)
    }
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> PResult<Self> {
        T::parse_optional(p)
    }
    fn parse_optional(p: &mut DialectAsmParser<'_, '_>) -> PResult<Option<Self>> {
        T::parse_optional(p).map(|v| v.map(Some))
    }
    fn print(&self, p: &mut DialectAsmPrinter<'_, '_>) {
        if let Some(v) = self {
            v.print(p);
        }
    }
}
