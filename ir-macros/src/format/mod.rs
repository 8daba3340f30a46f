//! The declarative assembly format of `#[op(format = "...")]`: lexing and
//! parsing the format string into [`Elem`]s and checking it against the
//! op's fields, with MLIR's ODS error texts; `codegen` turns the result into a
//! `FormatSpec` table for the runtime interpreters in `ir::text::format`.
//!
//! Errors are spanned at the format string literal (stable Rust cannot
//! point inside a literal); pointing at the whole `#[op]` was rejected as
//! too vague. Every problem in one format string is reported, as the
//! other `#[op]` checks do.

pub mod codegen;
mod directives;
mod infer;
mod lex;
pub(crate) mod spacing;

use crate::model::{Arity, OpModel};
use lex::Token;
use syn::LitStr;
use syn::ext::IdentExt;

/// The directives of an op format (beside literals, variables and
/// optional groups). `directive` accepts exactly these: a name missing
/// here is an unknown directive, and one without an arm there fails the
/// `reference_tests`.
pub(crate) const DIRECTIVES: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "prop-dict",
    "type",
    "functional-type",
    "operands",
    "results",
    "regions",
    "successors",
    "qualified",
    "custom",
    "ref",
    "oilist",
];

/// What a `type(...)` argument names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeRef {
    Operand(usize),
    Result(usize),
    Operands,
    Results,
}

/// One parsed format element.
#[derive(Clone, Debug)]
pub enum Elem {
    Literal(String),
    Operand(usize),
    Operands,
    Attr(usize),
    Region {
        index: usize,
        many: bool,
    },
    Successor {
        index: usize,
        many: bool,
    },
    Type(TypeRef),
    FunctionalType(TypeRef, TypeRef),
    AttrDict {
        keyword: bool,
    },
    /// `(then)?`, or with an else group `(then) : (otherwise)?`.
    Optional {
        then: Vec<Elem>,
        anchor: usize,
        otherwise: Vec<Elem>,
    },
    /// `qualified($attr)`: the attribute in full, with its dialect prefix.
    QualifiedAttr(usize),
    /// `prop-dict`.
    PropDict,
    /// `custom<Name>(args)`: user functions `parse_name` / `print_name`.
    Custom {
        name: syn::Ident,
        args: Vec<CustomArg>,
    },
    /// `oilist(`kw` elems | ...)`: clauses in any order, each at most once.
    Oilist(Vec<(String, Vec<Elem>)>),
}

/// One argument of a `custom<...>` directive.
#[derive(Clone, Debug)]
pub enum CustomArg {
    Operand(usize),
    Attr(usize),
    Type(TypeRef),
    /// `ref(...)`: an element bound earlier, passed in, not parsed.
    Ref(Box<CustomArg>),
}

/// A checked format.
pub struct Format {
    pub elems: Vec<Elem>,
    /// Types the format does not spell, inferred from constraints.
    pub inferred: Vec<infer::Inferred>,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Ctx {
    Top,
    Optional,
    Type,
    /// Inside `custom<...>(...)`.
    Custom,
    /// Inside a clause of `oilist(...)`.
    Oilist,
}

struct P<'m> {
    toks: Vec<Token>,
    /// Each token's byte range in the format string.
    ranges: Vec<std::ops::Range<usize>>,
    i: usize,
    m: &'m OpModel,
    lit: &'m LitStr,
    errors: Vec<syn::Error>,
    seen_operands: Vec<bool>,
    seen_attrs: Vec<bool>,
    seen_regions: Vec<bool>,
    seen_successors: Vec<bool>,
    seen_operand_types: Vec<bool>,
    seen_result_types: Vec<bool>,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    attr_dict: bool,
    prop_dict: bool,
    /// Set while parsing an optional group: the anchor index, if marked.
    anchor: Option<usize>,
}

impl P<'_> {
    /// An error about the whole format.
    fn err_whole(&mut self, msg: impl std::fmt::Display) {
        self.errors.push(syn::Error::new(self.lit.span(), msg));
    }

    /// An error about the token read last (or the first one).
    fn err(&mut self, msg: impl std::fmt::Display) {
        let at = self.ranges.get(self.i.saturating_sub(1)).cloned();
        self.errors
            .push(syn::Error::new(span_in(self.lit, at), msg));
    }

    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.i)
    }

    fn bump(&mut self) -> Option<Token> {
        let t = self.toks.get(self.i).cloned();
        self.i += 1;
        t
    }

    fn expect(&mut self, t: Token, msg: &str) -> bool {
        if self.peek() == Some(&t) {
            self.i += 1;
            true
        } else {
            self.err(msg);
            false
        }
    }

    fn elements_until(&mut self, end: Option<Token>, ctx: Ctx) -> Vec<Elem> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => break,
                Some(t) if Some(t) == end.as_ref() => break,
                _ => {}
            }
            match self.element(ctx) {
                Some(e) => {
                    if ctx == Ctx::Optional && self.peek() == Some(&Token::Caret) {
                        self.i += 1;
                        if self.anchor.is_some() {
                            self.err(
                                "only one element can be marked as the anchor of an optional group",
                            );
                        }
                        self.anchor = Some(out.len());
                    }
                    out.push(e);
                }
                // After a syntax error the rest of the string cannot be
                // read reliably: stop rather than report a cascade.
                None => break,
            }
        }
        out
    }

    fn element(&mut self, ctx: Ctx) -> Option<Elem> {
        let t = self.bump()?;
        match t {
            Token::Literal(s) => {
                if let Err(msg) = lex::check_literal(&s) {
                    self.err(msg);
                    return None;
                }
                Some(Elem::Literal(s))
            }
            Token::Variable(name) => self.variable(&name, ctx),
            Token::Keyword(k) => self.directive(&k, ctx),
            Token::LParen => {
                // ODS nests optional groups (LLVM's `(`atomic`
                // (`syncscope` ...)? $ordering^)?`), but not inside other
                // directives.
                if ctx != Ctx::Top && ctx != Ctx::Optional {
                    self.err("optional groups can only be used as top-level elements");
                    return None;
                }
                let saved = self.anchor.take();
                let before = self.errors.len();
                let then = self.elements_until(Some(Token::RParen), Ctx::Optional);
                let anchor = std::mem::replace(&mut self.anchor, saved);
                if self.errors.len() > before {
                    // The group's rest cannot be read reliably.
                    return None;
                }
                self.expect(Token::RParen, "expected ')' to end optional group");
                let mut otherwise = Vec::new();
                if self.peek() == Some(&Token::Colon) {
                    self.i += 1;
                    if !self.expect(
                        Token::LParen,
                        "expected '(' to start else branch of optional group",
                    ) {
                        return None;
                    }
                    let saved = self.anchor.take();
                    otherwise = self.elements_until(Some(Token::RParen), Ctx::Optional);
                    if std::mem::replace(&mut self.anchor, saved).is_some() {
                        self.err("the else group of an optional group cannot have an anchor");
                        return None;
                    }
                    self.expect(
                        Token::RParen,
                        "expected ')' to end else branch of optional group",
                    );
                    if otherwise.is_empty() {
                        self.err(
                            "expected at least one element in the else group of an optional group",
                        );
                        return None;
                    }
                }
                if !self.expect(Token::Question, "expected '?' after optional group") {
                    return None;
                }
                if then.is_empty() {
                    self.err("optional group has no elements");
                    return None;
                }
                let Some(anchor) = anchor else {
                    self.err("optional group has no anchor element");
                    return None;
                };
                // As MLIR, spacing literals before it are not parsed: the
                // first other element decides whether the group is there.
                let first = then.iter().find(
                    |e| !matches!(e, Elem::Literal(s) if s.is_empty() || s == " " || s == "\\n"),
                );
                match first {
                    None => {
                        self.err("first parsable element of an optional group must be a literal, variable, or custom directive");
                        return None;
                    }
                    Some(Elem::Literal(_))
                    | Some(Elem::Operand(_))
                    | Some(Elem::Attr(_))
                    | Some(Elem::QualifiedAttr(_))
                    | Some(Elem::Region { .. })
                    | Some(Elem::Successor { .. }) => {}
                    _ => {
                        self.err("first parsable element of an optional group must be a literal, variable, or custom directive");
                        return None;
                    }
                }
                if let Some(&Elem::Operand(g)) = first
                    && self.m.operands[g].arity == Arity::Single
                {
                    self.err(
                        "first parsable element of an optional group must be optional or variadic",
                    );
                    return None;
                }
                Some(Elem::Optional {
                    then,
                    anchor,
                    otherwise,
                })
            }
            Token::Caret => {
                self.err("'^' is only valid after an element of an optional group");
                None
            }
            other => {
                self.err(format!(
                    "expected directive, literal, variable, or optional group, found {}",
                    other.describe()
                ));
                None
            }
        }
    }

    fn variable(&mut self, name: &str, ctx: Ctx) -> Option<Elem> {
        let m = self.m;
        if let Some(i) = m
            .attrs
            .iter()
            .position(|a| named(&a.ident, name) || a.key == name)
        {
            if ctx == Ctx::Type {
                self.err("attributes cannot be used as children to a `type` directive");
                return None;
            }
            if std::mem::replace(&mut self.seen_attrs[i], true) {
                self.err(format!("attribute '{name}' is already bound"));
            }
            return Some(Elem::Attr(i));
        }
        if let Some(i) = m.operands.iter().position(|f| named(&f.ident, name)) {
            if ctx == Ctx::Type {
                if std::mem::replace(&mut self.seen_operand_types[i], true)
                    || self.all_operand_types
                {
                    self.err(format!("'type($${name})' is already bound"));
                }
                return Some(Elem::Type(TypeRef::Operand(i)));
            }
            if self.all_operands || std::mem::replace(&mut self.seen_operands[i], true) {
                self.err(format!("operand '{name}' is already bound"));
            }
            return Some(Elem::Operand(i));
        }
        if let Some(i) = m.regions.iter().position(|f| named(&f.ident, name)) {
            if ctx == Ctx::Type {
                self.err("regions can only be used at the top level");
                return None;
            }
            if self.all_regions || std::mem::replace(&mut self.seen_regions[i], true) {
                self.err(format!("region '{name}' is already bound"));
            }
            return Some(Elem::Region {
                index: i,
                many: m.regions[i].variadic,
            });
        }
        if let Some(i) = m.results.iter().position(|f| named(&f.ident, name)) {
            if ctx != Ctx::Type {
                self.err("result variables can can only be used as a child to a 'type' directive");
                return None;
            }
            if std::mem::replace(&mut self.seen_result_types[i], true) || self.all_result_types {
                self.err(format!("'type($${name})' is already bound"));
            }
            return Some(Elem::Type(TypeRef::Result(i)));
        }
        if let Some(i) = m.successors.iter().position(|f| named(&f.ident, name)) {
            if ctx == Ctx::Type {
                self.err("successors can only be used at the top level");
                return None;
            }
            if self.all_successors || std::mem::replace(&mut self.seen_successors[i], true) {
                self.err(format!("successor '{name}' is already bound"));
            }
            let many = m.successors[i].arity == Arity::Variadic;
            return Some(Elem::Successor { index: i, many });
        }
        let at = self
            .ranges
            .get(self.i.saturating_sub(1))
            .map_or(0, |r| r.start);
        self.err(format_args!(
            "no field named '{name}': expected variable to refer to an argument, region, result, or successor (`${name}` at byte {at} of the format)"
        ));
        None
    }

    fn type_arg(&mut self) -> Option<TypeRef> {
        match self.bump() {
            Some(Token::Variable(name)) => match self.variable(&name, Ctx::Type)? {
                Elem::Type(r) => Some(r),
                _ => None,
            },
            Some(Token::Keyword(k)) if k == "operands" => {
                if self.all_operand_types || self.seen_operand_types.iter().any(|b| *b) {
                    self.err("'type(operands)' creates overlap in format");
                }
                self.all_operand_types = true;
                Some(TypeRef::Operands)
            }
            Some(Token::Keyword(k)) if k == "results" => {
                if self.all_result_types || self.seen_result_types.iter().any(|b| *b) {
                    self.err("'type(results)' creates overlap in format");
                }
                self.all_result_types = true;
                Some(TypeRef::Results)
            }
            _ => {
                self.err(
                    "expected an operand, result, `operands` or `results` in a type directive",
                );
                None
            }
        }
    }

    fn directive(&mut self, k: &str, ctx: Ctx) -> Option<Elem> {
        if !DIRECTIVES.contains(&k) {
            self.err(format!("unknown directive `{k}`"));
            return None;
        }
        match k {
            "attr-dict" | "attr-dict-with-keyword" => {
                if ctx != Ctx::Top {
                    self.err("'attr-dict' directive can only be used as a top-level directive");
                    return None;
                }
                if std::mem::replace(&mut self.attr_dict, true) {
                    self.err("'attr-dict' directive has already been seen");
                }
                Some(Elem::AttrDict {
                    keyword: k == "attr-dict-with-keyword",
                })
            }
            "type" => {
                if ctx == Ctx::Type {
                    self.err("'type' is only valid as a top-level directive");
                    return None;
                }
                if !self.expect(Token::LParen, "expected '(' before argument list") {
                    return None;
                }
                let r = self.type_arg()?;
                self.expect(Token::RParen, "expected ')' after argument list");
                Some(Elem::Type(r))
            }
            "functional-type" => {
                if ctx != Ctx::Top {
                    self.err("'functional-type' is only valid as a top-level directive");
                    return None;
                }
                if !self.expect(Token::LParen, "expected '(' before argument list") {
                    return None;
                }
                let a = self.type_arg()?;
                if !self.expect(Token::Comma, "expected ',' after inputs argument") {
                    return None;
                }
                let b = self.type_arg()?;
                self.expect(Token::RParen, "expected ')' after argument list");
                Some(Elem::FunctionalType(a, b))
            }
            "operands" => {
                if self.all_operands || self.seen_operands.iter().any(|b| *b) {
                    self.err("'operands' directive creates overlap in format");
                }
                self.all_operands = true;
                Some(Elem::Operands)
            }
            "results" => {
                self.err(
                    "'results' directive can can only be used as a child to a 'type' directive",
                );
                None
            }
            "regions" => {
                if self.all_regions || self.seen_regions.iter().any(|b| *b) {
                    self.err("'regions' directive creates overlap in format");
                }
                self.all_regions = true;
                Some(Elem::Region {
                    index: 0,
                    many: true,
                })
            }
            "successors" => {
                if self.all_successors || self.seen_successors.iter().any(|b| *b) {
                    self.err("'successors' directive creates overlap in format");
                }
                self.all_successors = true;
                Some(Elem::Successor {
                    index: 0,
                    many: true,
                })
            }
            "custom" => self.custom(ctx),
            "ref" => {
                self.err("`ref` is only valid as an argument of a `custom` directive");
                None
            }
            "qualified" => self.qualified(ctx),
            "oilist" => self.oilist(ctx),
            "prop-dict" => self.prop_dict(ctx),
            _ => unreachable!("every name of DIRECTIVES has an arm"),
        }
    }
}

/// The span of bytes `at` of the format string `lit`: the part itself
/// where the compiler can point inside a literal (nightly), else the whole
/// literal (stable Rust has no `Literal::subspan`), which is why messages
/// about a part also name it.
fn span_in(lit: &LitStr, at: Option<std::ops::Range<usize>>) -> proc_macro2::Span {
    let tok = lit.token();
    let src = tok.to_string();
    // Offsets in the value match the source only without escapes; the
    // source starts with `"` or `r#..."`.
    let prefix = src.find('"').filter(|_| !src.contains('\\'));
    match (at, prefix) {
        (Some(r), Some(k)) => tok
            .subspan(r.start + k + 1..r.end + k + 1)
            .unwrap_or_else(|| lit.span()),
        _ => lit.span(),
    }
}

/// Whether field `id` is called `name` (`r#in` is `in`).
fn named(id: &syn::Ident, name: &str) -> bool {
    id.unraw() == name
}

/// Parses and checks `lit` against the op.
pub fn parse(m: &OpModel, lit: &LitStr, errors: &mut Vec<syn::Error>) -> Option<Format> {
    let (toks, ranges) = match lex::lex(&lit.value()) {
        Ok(t) => t.into_iter().unzip(),
        Err(msg) => {
            errors.push(syn::Error::new(lit.span(), msg));
            return None;
        }
    };
    let mut p = P {
        toks,
        ranges,
        i: 0,
        m,
        lit,
        errors: Vec::new(),
        seen_operands: vec![false; m.operands.len()],
        seen_attrs: vec![false; m.attrs.len()],
        seen_regions: vec![false; m.regions.len()],
        seen_successors: vec![false; m.successors.len()],
        seen_operand_types: vec![false; m.operands.len()],
        seen_result_types: vec![false; m.results.len()],
        all_operands: false,
        all_operand_types: false,
        all_result_types: false,
        all_regions: false,
        all_successors: false,
        attr_dict: false,
        prop_dict: false,
        anchor: None,
    };
    if let Some(f) = m.operands.iter().find(|f| f.segments.is_some()) {
        // Its sub-groups would need a custom directive taking the group
        // and its sizes, which formats do not have.
        p.err_whole(format!(
            "the format cannot bind the variadic-of-variadic operand `{}`: write `parse` and `print` hooks",
            f.ident
        ));
    }
    if m.operands.len() > 64 || m.results.len() > 64 {
        // The parser tracks typed groups in a `u64` mask.
        p.err_whole("a format supports at most 64 operand and 64 result fields");
    }
    let elems = p.elements_until(None, Ctx::Top);
    let mut inferred = Vec::new();
    if p.errors.is_empty() {
        inferred = verify(&mut p);
    }
    if p.errors.is_empty() {
        Some(Format { elems, inferred })
    } else {
        errors.append(&mut p.errors);
        None
    }
}

/// The whole-format checks: everything bound, every type resolvable
/// (some inferred from constraints, returned).
fn verify(p: &mut P<'_>) -> Vec<infer::Inferred> {
    let m = p.m;
    // Same-type traits resolve the types at run time; inference is for the
    // rest. A side `type(operands)` / `type(results)` gives whole needs none
    // (but the other side may: `$cond ... type(results)` with an `I1` cond).
    let same_type_traits =
        m.lists_trait("SameOperandsAndResultType") || m.lists_trait("SameTypeOperands");
    let inferred = if same_type_traits {
        Vec::new()
    } else {
        infer::infer(
            m,
            (&mut p.seen_operand_types, p.all_operand_types),
            (&mut p.seen_result_types, p.all_result_types),
        )
    };
    if !p.attr_dict {
        p.err_whole("'attr-dict' directive not found in custom assembly format");
    }
    if !p.all_operands {
        for (i, f) in m.operands.iter().enumerate() {
            if !p.seen_operands[i] {
                p.err_whole(format!(
                    "operand #{i}, named '{}', not found",
                    f.ident.unraw()
                ));
            }
        }
    }
    if !p.all_regions {
        for (i, f) in m.regions.iter().enumerate() {
            if !p.seen_regions[i] {
                p.err_whole(format!(
                    "region #{i}, named '{}', not found",
                    f.ident.unraw()
                ));
            }
        }
    }
    if !p.all_successors {
        for (i, f) in m.successors.iter().enumerate() {
            if !p.seen_successors[i] {
                p.err_whole(format!(
                    "successor #{i}, named '{}', not found",
                    f.ident.unraw()
                ));
            }
        }
    }
    let same = m.lists_trait("SameOperandsAndResultType");
    let any_type = p
        .seen_operand_types
        .iter()
        .chain(&p.seen_result_types)
        .any(|b| *b)
        || p.all_operand_types
        || p.all_result_types;
    let same_ok = same && any_type;
    let same_operands_ok = m.lists_trait("SameTypeOperands")
        && (p.seen_operand_types.iter().any(|b| *b) || p.all_operand_types);
    if !p.all_operand_types && !same_ok && !same_operands_ok {
        for (i, f) in m.operands.iter().enumerate() {
            if !p.seen_operand_types[i] {
                p.err_whole(format!(
                    "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                    f.ident.unraw()
                ));
            }
        }
    }
    let infers = m.infer_result_types.is_some()
        && !p.seen_result_types.iter().any(|b| *b)
        && !p.all_result_types;
    if !p.all_result_types && !infers {
        for (i, f) in m.results.iter().enumerate() {
            let by_same = same_ok && f.arity == Arity::Single;
            if !p.seen_result_types[i] && !by_same {
                p.err_whole(format!(
                    "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                    f.ident.unraw()
                ));
            }
        }
    }
    inferred
}
