//! Text of dialect-defined types and attributes: the parse/print hooks of
//! each definition, found by `dialect.mnemonic`, and the
//! [`DialectAsmParser`] / [`DialectAsmPrinter`] those hooks see (MLIR's
//! `DialectAsmParser` and `DialectAsmPrinter`).
//!
//! A definition's [`DefSyntax`] record is registered at link time beside
//! its [`DefInfo`] (the `#[type_def]` / `#[attr_def]` macros emit both);
//! the records are read once into two tables (types, attributes) sorted
//! by `dialect.mnemonic`, where a pair defined twice is a loud error naming
//! both sources. The parser asks the table for `!dialect.mnemonic` of a
//! registered dialect and hands the hook the tokens after the mnemonic;
//! an unknown mnemonic gets MLIR's diagnostic. The hooks live here rather
//! than in `DefInfo` because their types name the parser and printer, one
//! layer above the uniquer that stores the values.
//!
//! # Defining types and attributes
//!
//! A dialect type, an attribute over a bit enum and one with hand-written
//! hooks; every option is described on the macros ([`crate::type_def`],
//! [`crate::attr_def`], [`crate::int_enum`], [`crate::bit_enum`]):
//!
//! ```
//! use ir::prelude::*;
//!
//! /// The `fin` dialect.
//! #[dialect(name = "fin")]
//! pub struct FinDialect;
//!
//! /// `!fin.money<"EUR">`.
//! #[type_def(dialect = FinDialect, mnemonic = "money",
//!            format = "`<` $currency `>`", verify = check_money,
//!            alias = money_alias)]
//! pub struct MoneyType {
//!     /// An ISO 4217 code.
//!     currency: String,
//! }
//!
//! fn check_money(_: &Context, p: &MoneyTypeParams) -> Result<(), String> {
//!     if p.currency.len() == 3 { Ok(()) } else { Err("expected a 3-letter code".into()) }
//! }
//!
//! /// Euros print as `!eur`, defined at the top of the output.
//! fn money_alias(_: &Context, p: &MoneyTypeParams) -> Option<String> {
//!     (p.currency == "EUR").then(|| "eur".into())
//! }
//!
//! /// Rounding flags: `#fin.round<up, even>`.
//! #[bit_enum(separator = ", ")]
//! pub enum Rounding {
//!     /// No flag.
//!     None = 0,
//!     /// Round up.
//!     Up = 1,
//!     /// Ties to even.
//!     Even = 2,
//! }
//!
//! /// `#fin.round<up>`: an enum attribute.
//! #[attr_def(dialect = FinDialect, mnemonic = "round", format = "`<` $value `>`")]
//! pub struct RoundAttr {
//!     /// The flags.
//!     value: Rounding,
//! }
//!
//! /// `#fin.range<1 to 5>`, optionally `#fin.range<1 to 5 by 2>`.
//! #[attr_def(dialect = FinDialect, mnemonic = "range",
//!            format = "`<` $lo `to` $hi (`by` $step)? `>`")]
//! pub struct RangeAttr {
//!     /// Low.
//!     lo: i64,
//!     /// High.
//!     hi: i64,
//!     /// Step, when not 1.
//!     step: Option<u32>,
//! }
//!
//! /// `!fin.bits<8>` read and printed by hand.
//! #[type_def(dialect = FinDialect, mnemonic = "bits", parse = parse_bits, print = print_bits)]
//! pub struct BitsType {
//!     /// The width.
//!     width: u32,
//! }
//!
//! fn parse_bits(p: &mut DialectAsmParser<'_, '_>) -> PResult<BitsTypeParams> {
//!     p.parse_punct(b'<')?;
//!     let width = p.parse_integer_as::<u32>()?;
//!     p.parse_punct(b'>')?;
//!     Ok(BitsTypeParams { width })
//! }
//!
//! fn print_bits(v: &BitsTypeParams, p: &mut DialectAsmPrinter<'_, '_>) {
//!     p.write("<");
//!     p.write_display(&v.width);
//!     p.write(">");
//! }
//!
//! let ctx = Context::new();
//! let eur = MoneyType::get(&ctx, "EUR".into());
//! assert_eq!(eur, MoneyType::get(&ctx, "EUR".into())); // uniqued: a u32 compare
//! assert_eq!(eur.currency(&ctx), "EUR");
//! assert_eq!(MoneyType::from_type(&ctx, Type::i64(&ctx)), None);
//! assert!(MoneyType::get_checked(&ctx, "EURO".into()).is_err());
//! assert_eq!(eur.ty().display(&ctx).to_string(), "!fin.money<\"EUR\">");
//! let up = RoundAttr::get(&ctx, Rounding::Up | Rounding::Even);
//! assert_eq!(up.attr().display(&ctx).to_string(), "#fin.round<up, even>");
//! let r = RangeAttr::get(&ctx, 1, 5, Some(2));
//! assert_eq!(r.attr().display(&ctx).to_string(), "#fin.range<1 to 5 by 2>");
//! let b = BitsType::get(&ctx, 8);
//! assert_eq!(b.ty().display(&ctx).to_string(), "!fin.bits<8>");
//! ```
//!
//! [`DefInfo`]: crate::uniqued::dialect_defs::DefInfo

use crate::semantics::discovery::{collect_sorted, table_or_defect};
use crate::text::parse::lexer::Tok;
use crate::text::parse::{PResult, Parser};
use crate::text::print::Printer;
use crate::text::print::attrs::{Elision, push_escaped};
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::dialect_defs::{DefInfo, DefKind, DialectStorage};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use std::sync::OnceLock;

/// Parses a dialect type's text after its mnemonic.
pub type ParseTypeFn = fn(&mut DialectAsmParser<'_, '_>) -> PResult<Type>;
/// Parses a dialect attribute's text after its mnemonic.
pub type ParseAttrFn = fn(&mut DialectAsmParser<'_, '_>) -> PResult<Attribute>;
/// Prints a dialect type's or attribute's text after its mnemonic.
pub type PrintDefFn = fn(&mut DialectAsmPrinter<'_, '_>, &DialectStorage);
/// The alias name of a value, if it has one (MLIR's
/// `OpAsmDialectInterface::getAlias`).
pub type AliasFn = fn(&Context, &DialectStorage) -> Option<String>;

/// The text hooks of one type or attribute definition.
#[derive(Debug)]
pub struct DefSyntax {
    /// The definition.
    pub def: &'static DefInfo,
    /// The parser of a type definition.
    pub parse_type: Option<ParseTypeFn>,
    /// The parser of an attribute definition.
    pub parse_attr: Option<ParseAttrFn>,
    /// The printer.
    pub print: PrintDefFn,
    /// The alias name, if values of this definition print through aliases.
    pub alias: Option<AliasFn>,
}

/// The wrapper `inventory` collects for definition syntax records.
#[derive(Debug)]
pub struct DefSyntaxEntry(pub &'static DefSyntax);

inventory::collect!(DefSyntaxEntry);

/// A dialect's own wording for an unknown mnemonic, where its MLIR
/// counterpart parses by hand instead of through ODS's generated dispatch
/// (the test dialect's `unknown type!`, the LLVM dialect's `unknown LLVM
/// type: x`). `#[dialect(unknown_type_message = "...")]` (and
/// `unknown_attr_message`) submits one with `inventory`.
#[derive(Debug)]
pub struct UnknownMnemonicMessage {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// Types or attributes.
    pub kind: DefKind,
    /// The message, reported at the mnemonic; `{mnemonic}` in it stands
    /// for the mnemonic.
    pub message: &'static str,
}

inventory::collect!(UnknownMnemonicMessage);

/// The dialect's message for the unknown `mnemonic` of `kind`, if it has
/// its own.
pub fn unknown_message(kind: DefKind, dialect: &str, mnemonic: &str) -> Option<String> {
    inventory::iter::<UnknownMnemonicMessage>
        .into_iter()
        .find(|m| m.kind == kind && m.dialect == dialect)
        .map(|m| m.message.replace("{mnemonic}", mnemonic))
}

/// `dialect.mnemonic`, ordered as the pair: the tables' key.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct QualifiedName<'a>(&'a str, &'a str);

impl core::fmt::Display for QualifiedName<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}.{}", self.0, self.1)
    }
}

fn key(s: &DefSyntax) -> QualifiedName<'static> {
    QualifiedName(s.def.dialect, s.def.mnemonic)
}

/// The type and attribute tables.
struct Tables {
    types: Vec<&'static DefSyntax>,
    attrs: Vec<&'static DefSyntax>,
}

fn build(records: impl Iterator<Item = &'static DefSyntax>) -> Result<Tables, String> {
    let (types, attrs): (Vec<_>, Vec<_>) = records.partition(|s| s.def.kind == DefKind::Type);
    Ok(Tables {
        types: collect_sorted("type", types, key, |s| s.def.source)?,
        attrs: collect_sorted("attribute", attrs, key, |s| s.def.source)?,
    })
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        table_or_defect(build(
            inventory::iter::<DefSyntaxEntry>.into_iter().map(|e| e.0),
        ))
    })
}

fn table(kind: DefKind) -> &'static [&'static DefSyntax] {
    match kind {
        DefKind::Type => &tables().types,
        DefKind::Attribute => &tables().attrs,
    }
}

/// Reads the registered definitions now, so that a mnemonic defined twice
/// stops the process at start-up rather than at its first use.
pub(crate) fn check_registered() {
    tables();
}

/// The syntax of `dialect.mnemonic` of `kind`, if registered.
pub fn find(kind: DefKind, dialect: &str, mnemonic: &str) -> Option<&'static DefSyntax> {
    let t = table(kind);
    index(t, dialect, mnemonic).map(|i| t[i])
}

/// Where `dialect.mnemonic` stands in a sorted table.
fn index(t: &[&'static DefSyntax], dialect: &str, mnemonic: &str) -> Option<usize> {
    let wanted = QualifiedName(dialect, mnemonic);
    t.binary_search_by(|s| key(s).cmp(&wanted)).ok()
}

/// Whether `dialect` defines any value of `kind`.
pub fn dialect_defines(kind: DefKind, dialect: &str) -> bool {
    let t = table(kind);
    let i = t.partition_point(|s| s.def.dialect < dialect);
    t.get(i).is_some_and(|s| s.def.dialect == dialect)
}

/// The syntax of a definition: a search the first time, then the index
/// the definition keeps.
#[inline]
pub fn of(def: &'static DefInfo) -> Option<&'static DefSyntax> {
    let t = table(def.kind);
    if let Some(i) = def.syntax_slot.get() {
        return t.get(i as usize).copied();
    }
    let i = index(t, def.dialect, def.mnemonic)?;
    if !core::ptr::eq(t[i].def, def) {
        return None;
    }
    def.syntax_slot.set(i as u32);
    Some(t[i])
}

/// The parser interface a definition's parse hook sees: the tokens after
/// the mnemonic.
#[derive(Debug)]
pub struct DialectAsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    /// Where the mnemonic starts (MLIR reports unknown mnemonics here).
    mnemonic_pos: usize,
}

impl<'p, 'a> DialectAsmParser<'p, 'a> {
    pub(crate) fn new(p: &'p mut Parser<'a>, mnemonic_pos: usize) -> Self {
        DialectAsmParser { p, mnemonic_pos }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    /// Byte offset of the current token (for [`Self::error_at`]).
    pub fn pos(&self) -> usize {
        self.p.tok.start
    }

    /// Byte offset of the mnemonic.
    pub fn mnemonic_pos(&self) -> usize {
        self.mnemonic_pos
    }

    /// The location of a byte offset.
    pub fn loc_at(&self, pos: usize) -> Location {
        self.p.loc_at(pos)
    }

    /// Reports an error at the current token (MLIR's `emitError` at the
    /// current location).
    pub fn error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.p.err_current(msg)
    }

    /// Reports an error at a byte offset.
    pub fn error_at<T>(&mut self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        self.p.err_at(pos, msg)
    }

    /// Requires punctuation `c` (`( ) { } [ ] < > : , = ? * + -`); the
    /// error is MLIR's `expected 'c'`.
    pub fn parse_punct(&mut self, c: u8) -> PResult<()> {
        self.p.expect(c)
    }

    /// Consumes punctuation `c` if present.
    pub fn parse_optional_punct(&mut self, c: u8) -> bool {
        self.p.eat(c)
    }

    /// Whether the current token is punctuation `c`.
    pub fn peek_punct(&self, c: u8) -> bool {
        self.p.is(c)
    }

    /// Requires `->`.
    pub fn parse_arrow(&mut self) -> PResult<()> {
        self.p.expect_arrow()
    }

    /// Consumes `->` if present.
    pub fn parse_optional_arrow(&mut self) -> bool {
        self.p.eat_arrow()
    }

    /// Consumes `...` if present (a variadic marker, as in
    /// `!llvm.func<i32 (i32, ...)>`).
    pub fn parse_optional_ellipsis(&mut self) -> bool {
        self.p.eat_ellipsis()
    }

    /// Requires keyword `kw` (`expected 'kw'`).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.eat_kw(kw) {
            Ok(())
        } else {
            self.p.err_current(format!("expected '{kw}'"))
        }
    }

    /// Consumes keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.eat_kw(kw)
    }

    /// Whether the current token is keyword `kw`.
    pub fn peek_keyword(&self, kw: &str) -> bool {
        self.p.is_kw(kw)
    }

    /// Consumes any bare keyword and returns it.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        self.p.eat_any_kw()
    }

    /// Requires a bare keyword (MLIR's `expected valid keyword`).
    pub fn parse_any_keyword(&mut self) -> PResult<&'a str> {
        match self.parse_optional_any_keyword() {
            Some(k) => Ok(k),
            None => self.p.err_current("expected valid keyword"),
        }
    }

    /// Consumes a string literal if present and returns its value.
    pub fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        self.p.eat_string()
    }

    /// Requires a string literal (MLIR's `expected string`).
    pub fn parse_string(&mut self) -> PResult<String> {
        match self.parse_optional_string()? {
            Some(s) => Ok(s),
            None => self.p.err_current("expected string"),
        }
    }

    /// Whether an integer literal (possibly negative) starts here.
    pub fn peek_integer(&self) -> bool {
        self.p.peek_integer_literal()
    }

    /// Requires an integer literal, `-` allowed, as an `i128`; MLIR's
    /// `expected integer value` when there is none.
    pub fn parse_integer(&mut self) -> PResult<i128> {
        self.p.parse_integer_literal()
    }

    /// Requires an integer that fits `T` (`integer value too large`
    /// otherwise).
    pub fn parse_integer_as<T: TryFrom<i128>>(&mut self) -> PResult<T> {
        let start = self.p.tok.start;
        let v = self.parse_integer()?;
        match T::try_from(v) {
            Ok(v) => Ok(v),
            Err(_) => self.p.err_at(start, "integer value too large"),
        }
    }

    /// Requires an integer for an unsigned C++ type of `bits` bits, as
    /// MLIR's `parseInteger` reads one: the literal's `APInt` has four bits
    /// per digit (one more when its top bit is set), so a negative value
    /// whose literal is that narrow wraps (`-1` is `4294967295` for
    /// `unsigned`) and any other is `integer value too large`.
    pub fn parse_unsigned_integer(&mut self, bits: u32) -> PResult<u64> {
        let start = self.p.tok.start;
        let v = self.parse_integer()?;
        let limit = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        if let Ok(u) = u64::try_from(v) {
            if u <= limit {
                return Ok(u);
            }
        } else {
            let text = self.p.src.get(start..self.p.prev_end).unwrap_or("");
            let digits = text.trim_start_matches(['-', ' ']);
            let digits = digits.strip_prefix("0x").unwrap_or(digits);
            let mut width = 4 * digits.len() as u32;
            let magnitude = v.unsigned_abs();
            if width > 0 && width < 128 && (magnitude >> (width - 1)) & 1 == 1 {
                width += 1;
            }
            if width <= bits {
                return Ok((v as u64) & limit);
            }
        }
        self.p.err_at(start, "integer value too large")
    }

    /// Whether a `!dialect...` type (or alias) starts here.
    pub fn peek_bang(&self) -> bool {
        self.p.tok.kind == Tok::BangIdent
    }

    /// Whether a `#dialect...` attribute (or alias) starts here.
    pub fn peek_hash(&self) -> bool {
        self.p.tok.kind == Tok::HashIdent
    }

    /// Runs `f` one nesting level deeper, under the parser's depth limit
    /// (for hooks that parse nested values of their own dialect without
    /// going through [`Self::parse_type`], as LLVM's `array<2 x ptr>`).
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.p.enter()?;
        let r = f(self);
        self.p.leave();
        r
    }

    /// Parses a type (builtin, or any dialect's, with its `!` prefix).
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.p.parse_optional_type()
    }

    /// Parses an attribute (with its type, `5 : i32`).
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attribute()
    }

    /// Parses a float literal, maybe negated, as the bits of a float of
    /// `kind` (MLIR's `AsmParser::parseFloat` with the kind's semantics):
    /// a decimal integer literal is an error, as there.
    pub fn parse_float(&mut self, kind: crate::FloatKind) -> PResult<u128> {
        let neg = self.p.eat(b'-');
        let lit = self.p.tok;
        self.p.bump();
        self.p.float_literal(neg, lit, kind)
    }
}

/// The printer interface a definition's print hook sees.
#[derive(Debug)]
pub struct DialectAsmPrinter<'p, 'c> {
    p: &'p mut Printer<'c>,
}

impl<'p, 'c> DialectAsmPrinter<'p, 'c> {
    pub(crate) fn new(p: &'p mut Printer<'c>) -> Self {
        DialectAsmPrinter { p }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.p.ctx
    }

    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }

    /// Appends a value's `Display` text.
    pub fn write_display(&mut self, v: &dyn core::fmt::Display) {
        use core::fmt::Write;
        let _ = write!(self.p.out, "{v}");
    }

    /// Appends a string literal with MLIR's escapes.
    pub fn print_string(&mut self, s: &str) {
        push_escaped(&mut self.p.out, s);
    }

    /// Appends a type.
    pub fn print_type(&mut self, t: Type) {
        self.p.type_(t);
    }

    /// Appends an attribute with its type.
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.attr(a, Elision::Never);
    }

    /// Appends an attribute without its type.
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.attr(a, Elision::Must);
    }
}

impl Parser<'_> {
    /// Parses the rest of `!dialect.mnemonic...` (`kind` type) or
    /// `#dialect.mnemonic...` (attribute) of a registered dialect, the
    /// current token being the one after the name; `mnemonic_pos` is where
    /// the mnemonic starts. `None` when the dialect is not registered (the
    /// caller keeps the text opaque).
    pub(crate) fn parse_defined(
        &mut self,
        kind: DefKind,
        dialect: &str,
        mnemonic: &str,
        mnemonic_pos: usize,
    ) -> Option<PResult<DefValue>> {
        if !dialect_defines(kind, dialect) && self.ctx.registry().dialect(dialect).is_none() {
            return None;
        }
        let what = match kind {
            DefKind::Type => "type",
            DefKind::Attribute => "attribute",
        };
        if !dialect_defines(kind, dialect) {
            return Some(self.err_at(
                mnemonic_pos,
                format!("dialect '{dialect}' provides no {what} parsing hook"),
            ));
        }
        let Some(syntax) = find(kind, dialect, mnemonic) else {
            if let Some(msg) = unknown_message(kind, dialect, mnemonic) {
                return Some(self.err_at(mnemonic_pos, msg));
            }
            // MLIR's generated dispatch words types with two spaces.
            let what = if kind == DefKind::Type {
                " type"
            } else {
                "attribute"
            };
            return Some(self.err_at(
                mnemonic_pos,
                format!("unknown {what} `{mnemonic}` in dialect `{dialect}`"),
            ));
        };
        if let Err(e) = self.enter() {
            return Some(Err(e));
        }
        let mut dp = DialectAsmParser::new(self, mnemonic_pos);
        let r = match (syntax.parse_type, syntax.parse_attr) {
            (Some(f), _) => f(&mut dp).map(DefValue::Type),
            (None, Some(f)) => f(&mut dp).map(DefValue::Attr),
            (None, None) => dp.error_at(mnemonic_pos, format!("{what} has no parser")),
        };
        self.leave();
        Some(r)
    }
}

impl Parser<'_> {
    /// Parses the pretty form `!dialect<mnemonic...>` (or `#dialect<...>`)
    /// of a registered dialect's value, the cursor on the `<`; `None` when
    /// the dialect is not registered (the text stays opaque).
    pub(crate) fn parse_defined_wrapped(
        &mut self,
        kind: DefKind,
        dialect: &str,
    ) -> Option<PResult<DefValue>> {
        if !dialect_defines(kind, dialect) && self.ctx.registry().dialect(dialect).is_none() {
            return None;
        }
        // Like MLIR, the body must balance before the dialect reads it.
        let end = match self.pretty_body_end(self.tok.start) {
            Ok(e) => e,
            Err(e) => return Some(Err(e)),
        };
        if let Err(e) = self.expect(b'<') {
            return Some(Err(e));
        }
        let at = self.tok.start;
        let Some(mnemonic) = self.eat_any_kw() else {
            return Some(self.err_current("expected valid keyword"));
        };
        let r = self.parse_defined(kind, dialect, mnemonic, at)?;
        // MLIR hands the dialect the text inside the brackets in a lexer
        // of its own and ignores what the dialect leaves of it
        // (`#test<attr_params<1,2>tensor>` is `#test.attr_params<1, 2>`).
        if r.is_ok() && self.prev_end < end {
            self.reset_to(end);
            self.prev_end = end;
        }
        Some(r)
    }
}

/// What [`Parser::parse_defined`] made.
pub(crate) enum DefValue {
    Type(Type),
    Attr(Attribute),
}

impl Printer<'_> {
    /// Appends `!dialect.mnemonic...` or `#dialect.mnemonic...`.
    pub(crate) fn defined(&mut self, s: &DialectStorage) {
        let def = s.def();
        self.out
            .push(if def.kind == DefKind::Type { '!' } else { '#' });
        self.out.push_str(def.dialect);
        self.out.push('.');
        self.out.push_str(def.mnemonic);
        if let Some(syntax) = of(def) {
            (syntax.print)(&mut DialectAsmPrinter::new(self), s);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static A: DefInfo = DefInfo {
        dialect: "t",
        mnemonic: "a",
        kind: DefKind::Type,
        rust_name: "AType",
        source: "crate_one",
        alias: false,
        leaf: false,
        syntax_slot: crate::uniqued::dialect_defs::DefSlot::new(),
        walk_attrs: None,
        replace_attrs: None,
        traits: &[],
        interfaces: &[],
        class_slot: crate::uniqued::dialect_defs::DefSlot::new(),
    };
    static A2: DefInfo = DefInfo {
        dialect: "t",
        mnemonic: "a",
        kind: DefKind::Type,
        rust_name: "OtherAType",
        source: "crate_two",
        alias: false,
        leaf: false,
        syntax_slot: crate::uniqued::dialect_defs::DefSlot::new(),
        walk_attrs: None,
        replace_attrs: None,
        traits: &[],
        interfaces: &[],
        class_slot: crate::uniqued::dialect_defs::DefSlot::new(),
    };
    static A_ATTR: DefInfo = DefInfo {
        dialect: "t",
        mnemonic: "a",
        kind: DefKind::Attribute,
        rust_name: "AAttr",
        source: "crate_one",
        alias: false,
        leaf: false,
        syntax_slot: crate::uniqued::dialect_defs::DefSlot::new(),
        walk_attrs: None,
        replace_attrs: None,
        traits: &[],
        interfaces: &[],
        class_slot: crate::uniqued::dialect_defs::DefSlot::new(),
    };

    fn print_nothing(_: &mut DialectAsmPrinter<'_, '_>, _: &DialectStorage) {}

    static SA: DefSyntax = DefSyntax {
        def: &A,
        parse_type: None,
        parse_attr: None,
        print: print_nothing,
        alias: None,
    };
    static SA2: DefSyntax = DefSyntax { def: &A2, ..SA };
    static SA_ATTR: DefSyntax = DefSyntax { def: &A_ATTR, ..SA };

    #[test]
    fn a_mnemonic_defined_twice_names_both_sources() {
        let Err(e) = build([&SA2, &SA].into_iter()) else {
            panic!("a duplicate must be an error")
        };
        assert_eq!(
            e,
            "type `t.a` is registered twice: by `crate_one` and by `crate_two`"
        );
    }

    #[test]
    fn types_and_attributes_have_separate_mnemonics() {
        let t = build([&SA, &SA_ATTR].into_iter()).expect("no clash");
        assert_eq!((t.types.len(), t.attrs.len()), (1, 1));
    }
}
