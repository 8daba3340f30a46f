//! The format directives that take arguments beyond a variable:
//! `custom<Name>(...)` with `ref(...)`, `qualified(...)`, `oilist(...)`
//! and `prop-dict`, parsed and checked as MLIR's `OpFormatParser` does.
//!
//! They live apart from the element parser in `mod.rs` because each has
//! its own argument grammar; folding them into `directive` would make that
//! match the whole format language.

use super::lex::Token;
use super::{Ctx, CustomArg, Elem, P, TypeRef};

impl P<'_> {
    /// `custom<Name>(args)`: `Name` must be a Rust identifier (the hooks
    /// are `parse_name` / `print_name`, in snake case); arguments are
    /// operands, attributes, `type(...)` and `ref(...)` of those.
    pub(super) fn custom(&mut self, ctx: Ctx) -> Option<Elem> {
        if ctx == Ctx::Custom || ctx == Ctx::Type {
            self.err("`custom` is only valid as a top-level directive or in an optional group");
            return None;
        }
        if !self.expect(
            Token::Other('<'),
            "expected '<' before custom directive name",
        ) {
            return None;
        }
        let name = match self.bump() {
            Some(Token::Keyword(k)) if syn::parse_str::<syn::Ident>(&k).is_ok() => k,
            other => {
                let found = other.map_or("the end of the format".into(), |t| t.describe());
                self.err(format!(
                    "expected a Rust identifier as the name of a custom directive, found {found}"
                ));
                return None;
            }
        };
        if !self.expect(
            Token::Other('>'),
            "expected '>' after custom directive name",
        ) {
            return None;
        }
        if !self.expect(
            Token::LParen,
            "expected '(' before custom directive parameters",
        ) {
            return None;
        }
        let mut args = Vec::new();
        if self.peek() != Some(&Token::RParen) {
            loop {
                args.push(self.custom_arg()?);
                if self.peek() != Some(&Token::Comma) {
                    break;
                }
                self.i += 1;
            }
        }
        if !self.expect(
            Token::RParen,
            "expected ')' after custom directive parameters",
        ) {
            return None;
        }
        Some(Elem::Custom {
            name: syn::Ident::new(&name, self.lit.span()),
            args,
        })
    }

    /// One argument of `custom<...>(...)`.
    fn custom_arg(&mut self) -> Option<CustomArg> {
        if self.peek() == Some(&Token::Keyword("ref".into())) {
            self.i += 1;
            return self.ref_arg().map(|a| CustomArg::Ref(Box::new(a)));
        }
        match self.element(Ctx::Custom)? {
            Elem::Operand(i) => Some(CustomArg::Operand(i)),
            Elem::Attr(i) => Some(CustomArg::Attr(i)),
            Elem::Type(r) => Some(CustomArg::Type(r)),
            _ => {
                self.err("only operands, attributes, `type(...)` and `ref(...)` can be arguments of a `custom` directive");
                None
            }
        }
    }

    /// `ref($x)` or `ref(type($x))`: `$x` must be bound earlier.
    fn ref_arg(&mut self) -> Option<CustomArg> {
        if !self.expect(Token::LParen, "expected '(' before argument list") {
            return None;
        }
        let arg = match self.bump() {
            Some(Token::Variable(name)) => self.bound_variable(&name)?,
            Some(Token::Keyword(k)) if k == "type" => {
                if !self.expect(Token::LParen, "expected '(' before argument list") {
                    return None;
                }
                let r = match self.bump() {
                    Some(Token::Variable(name)) => match self.bound_variable(&name)? {
                        CustomArg::Operand(i) if self.seen_operand_types[i] => TypeRef::Operand(i),
                        CustomArg::Type(r) => r,
                        _ => {
                            self.err(format!(
                                "`ref(type(${name}))` refers to a type not bound earlier in the format"
                            ));
                            return None;
                        }
                    },
                    _ => {
                        self.err("expected a variable in `ref(type(...))`");
                        return None;
                    }
                };
                self.expect(Token::RParen, "expected ')' after argument list");
                CustomArg::Type(r)
            }
            _ => {
                self.err("expected a variable or `type(...)` in `ref(...)`");
                return None;
            }
        };
        self.expect(Token::RParen, "expected ')' after argument list");
        Some(arg)
    }

    /// The field `$name` refers to, which an earlier element must bind.
    fn bound_variable(&mut self, name: &str) -> Option<CustomArg> {
        let m = self.m;
        let named = |id: &syn::Ident| super::named(id, name);
        let found = if let Some(i) = m
            .attrs
            .iter()
            .position(|a| named(&a.ident) || a.key == name)
        {
            self.seen_attrs[i].then_some(CustomArg::Attr(i))
        } else if let Some(i) = m.operands.iter().position(|f| named(&f.ident)) {
            (self.seen_operands[i] || self.all_operands).then_some(CustomArg::Operand(i))
        } else if let Some(i) = m.results.iter().position(|f| named(&f.ident)) {
            (self.seen_result_types[i] || self.all_result_types)
                .then_some(CustomArg::Type(TypeRef::Result(i)))
        } else {
            self.err(format!(
                "no field named '{name}': expected variable to refer to an argument or result"
            ));
            return None;
        };
        if found.is_none() {
            self.err(format!(
                "`ref(${name})` refers to a variable not bound earlier in the format"
            ));
        }
        found
    }

    /// `qualified($attr)` or `qualified(type(...))`.
    pub(super) fn qualified(&mut self, ctx: Ctx) -> Option<Elem> {
        if !self.expect(Token::LParen, "expected '(' before argument list") {
            return None;
        }
        let e = match self.element(ctx)? {
            Elem::Attr(i) => Elem::QualifiedAttr(i),
            t @ Elem::Type(_) => t,
            _ => {
                self.err("`qualified` takes an attribute variable or a `type(...)` directive");
                return None;
            }
        };
        self.expect(Token::RParen, "expected ')' after argument list");
        Some(e)
    }

    /// `oilist(`kw` elems | `kw2` elems ...)`.
    pub(super) fn oilist(&mut self, ctx: Ctx) -> Option<Elem> {
        if ctx != Ctx::Top {
            self.err("'oilist' is only valid as a top-level directive");
            return None;
        }
        if !self.expect(Token::LParen, "expected '(' before oilist argument list") {
            return None;
        }
        let mut clauses: Vec<(String, Vec<Elem>)> = Vec::new();
        loop {
            let kw = match self.bump() {
                Some(Token::Literal(kw)) if super::lex::is_keyword(&kw) => kw,
                _ => {
                    self.err("expected a keyword literal to start an oilist clause");
                    return None;
                }
            };
            if clauses.iter().any(|c| c.0 == kw) {
                self.err(format!("oilist clause `{kw}` appears more than once"));
                return None;
            }
            let mut elems = Vec::new();
            while !matches!(self.peek(), Some(Token::Other('|') | Token::RParen) | None) {
                elems.push(self.element(Ctx::Oilist)?);
            }
            if !elems.iter().any(binds_value) {
                self.err(format!(
                    "oilist clause `{kw}` binds no operand or attribute (itself or as a `custom` argument), so it could never be printed"
                ));
                return None;
            }
            clauses.push((kw, elems));
            match self.bump() {
                Some(Token::Other('|')) => continue,
                Some(Token::RParen) => break,
                _ => {
                    self.err("expected ')' to end the oilist directive");
                    return None;
                }
            }
        }
        Some(Elem::Oilist(clauses))
    }

    /// `prop-dict`: the properties the format does not print elsewhere.
    pub(super) fn prop_dict(&mut self, ctx: Ctx) -> Option<Elem> {
        if ctx != Ctx::Top {
            self.err("'prop-dict' directive can only be used as a top-level directive");
            return None;
        }
        if std::mem::replace(&mut self.prop_dict, true) {
            self.err("'prop-dict' directive has already been seen");
            return None;
        }
        Some(Elem::PropDict)
    }
}

/// Whether an oilist clause element binds a value whose presence says the
/// clause is there: an operand or attribute, or one passed (not by `ref`)
/// to a `custom` directive, as MLIR's `OIListElement` collects a clause's
/// parsing elements.
fn binds_value(e: &Elem) -> bool {
    match e {
        Elem::Operand(_) | Elem::Attr(_) | Elem::QualifiedAttr(_) => true,
        Elem::Custom { args, .. } => args
            .iter()
            .any(|a| matches!(a, CustomArg::Operand(_) | CustomArg::Attr(_))),
        _ => false,
    }
}
