//! Parsing the bodies of `affine_map<...>` and `affine_set<...>`:
//! `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)` and `(d0)[s0] : (d0 - s0 >= 0)`.
//!
//! Expressions are read with an operator-precedence (shunting-yard) loop
//! over explicit stacks, so `((((d0))))` nested 100,000 deep cannot
//! overflow the stack; a recursive-descent parser (MLIR's) was rejected for
//! that reason. Operators are applied through [`AffineBuilder`] in the order
//! MLIR's parser applies them, so the simplified trees — and the printed
//! text — are the ones `mlir-opt` produces.

use crate::uniqued::attributes::affine::{
    AffineBuilder, AffineExpr, AffineExprKind, AffineMap, IntegerSet,
};

#[derive(Clone, Debug, PartialEq)]
enum Tok<'a> {
    Int(i64),
    Ident(&'a str),
    Punct(char),
    Kw(&'a str),
}

/// The tokens of `text` and the byte offset where each starts.
type Lexed<'a> = (Vec<Tok<'a>>, Vec<usize>);

fn lex(text: &str) -> Result<Lexed<'_>, (usize, String)> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    let mut starts = Vec::new();
    while i < b.len() {
        let c = b[i];
        if !c.is_ascii_whitespace() {
            starts.push(i);
        }
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let v: i64 = text[s..i]
                .parse()
                .map_err(|_| (s, "constant too large for index".to_string()))?;
            out.push(Tok::Int(v));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            let w = &text[s..i];
            out.push(match w {
                "floordiv" | "ceildiv" | "mod" => Tok::Kw(w),
                _ => Tok::Ident(w),
            });
        } else if text[i..].starts_with("->")
            || text[i..].starts_with(">=")
            || text[i..].starts_with("==")
        {
            out.push(Tok::Kw(&text[i..i + 2]));
            i += 2;
        } else if b"()[],:+-*<>=".contains(&c) {
            // `<`, `>` and `=` alone are tokens too (as in MLIR's lexer), so
            // `d0 > 0` fails in the constraint parser with its message.
            out.push(Tok::Punct(c as char));
            i += 1;
        } else {
            return Err((i, "unexpected character".into()));
        }
    }
    Ok((out, starts))
}

/// A syntax error in an affine body: its byte offset in the body, its
/// message, and whether the body reads as the other kind (a map's
/// `(dims) :` or a set's `(dims) ->`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct AffineSyntaxError {
    /// Byte offset in the body.
    pub at: usize,
    /// MLIR's wording.
    pub message: String,
    /// The body reads as the other kind.
    pub other_kind: bool,
}

struct Parser<'a> {
    text: &'a str,
    toks: Vec<Tok<'a>>,
    /// Where each token starts.
    starts: Vec<usize>,
    pos: usize,
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
    /// The last error is a missing token: MLIR reports those after the
    /// previous token, where the missing one belongs.
    missing_token: bool,
    /// The separator after the dimensions is the other kind's.
    other_kind: bool,
}

#[derive(Copy, Clone, PartialEq, Debug)]
enum Op {
    Add,
    Sub,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
    Neg,
    Open,
}

impl Op {
    fn prec(self) -> u8 {
        match self {
            Op::Add | Op::Sub => 1,
            Op::Mul | Op::FloorDiv | Op::CeilDiv | Op::Mod => 2,
            Op::Neg => 3,
            Op::Open => 0,
        }
    }
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Result<Self, AffineSyntaxError> {
        let (toks, starts) = lex(text).map_err(|(at, message)| AffineSyntaxError {
            at,
            message,
            other_kind: false,
        })?;
        Ok(Parser {
            text,
            toks,
            starts,
            pos: 0,
            dims: Vec::new(),
            syms: Vec::new(),
            missing_token: false,
            other_kind: false,
        })
    }

    /// The error `message` where the parser stopped: at the current token,
    /// or after the previous one for a missing token.
    fn error(&self, message: String) -> AffineSyntaxError {
        let here = self
            .starts
            .get(self.pos)
            .copied()
            .unwrap_or(self.text.len());
        let at = if self.missing_token {
            self.text[..here].trim_end().len()
        } else {
            here
        };
        AffineSyntaxError {
            at,
            message,
            other_kind: self.other_kind,
        }
    }

    /// Fails for a token that should be here and is not.
    fn missing<T>(&mut self, message: impl Into<String>) -> Result<T, String> {
        self.missing_token = true;
        Err(message.into())
    }

    fn peek(&self) -> Option<&Tok<'a>> {
        self.toks.get(self.pos)
    }

    fn eat(&mut self, t: &Tok<'_>) -> bool {
        if self.peek() == Some(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// After an element of a `what` list: a `,` continues it, `close`
    /// ends it (returns true), anything else is MLIR's list error.
    fn list_next(&mut self, close: char, what: &str) -> Result<bool, String> {
        if self.eat(&Tok::Punct(close)) {
            Ok(true)
        } else if self.eat(&Tok::Punct(',')) {
            Ok(false)
        } else {
            self.missing(format!("expected '{close}' in {what}"))
        }
    }

    fn id_list(&mut self, close: char) -> Result<Vec<&'a str>, String> {
        let what = if close == ')' {
            "dimensional identifier list"
        } else {
            "symbol list"
        };
        let mut v = Vec::new();
        if self.eat(&Tok::Punct(close)) {
            return Ok(v);
        }
        loop {
            match self.peek() {
                Some(Tok::Ident(n)) => {
                    let n = *n;
                    if self.dims.contains(&n) || self.syms.contains(&n) || v.contains(&n) {
                        return Err(format!("redefinition of identifier '{n}'"));
                    }
                    v.push(n);
                    self.pos += 1;
                }
                _ => return self.missing("expected bare identifier"),
            }
            if self.list_next(close, what)? {
                return Ok(v);
            }
        }
    }

    fn dims_and_symbols(&mut self) -> Result<(), String> {
        if !self.eat(&Tok::Punct('(')) {
            return self.missing("expected '(' in dimensional identifier list");
        }
        self.dims = self.id_list(')')?;
        if self.eat(&Tok::Punct('[')) {
            self.syms = self.id_list(']')?;
        }
        Ok(())
    }

    fn apply(b: &mut AffineBuilder, out: &mut Vec<AffineExpr>, op: Op) -> Result<(), String> {
        if op == Op::Neg {
            let e = out.pop().ok_or("missing operand")?;
            out.push(b.neg(e));
            return Ok(());
        }
        let rhs = out.pop().ok_or("missing right operand")?;
        let lhs = out.pop().ok_or("missing left operand")?;
        out.push(match op {
            Op::Add => b.add(lhs, rhs),
            Op::Sub => b.sub(lhs, rhs),
            Op::Mul => b.mul(lhs, rhs)?,
            Op::FloorDiv => b.floor_div(lhs, rhs)?,
            Op::CeilDiv => b.ceil_div(lhs, rhs)?,
            Op::Mod => b.modulo(lhs, rhs)?,
            Op::Neg | Op::Open => return Err("internal: bad operator".into()),
        });
        Ok(())
    }

    /// Applies `op` (read at token `at`); an error is placed at the
    /// operator, as MLIR places it.
    fn apply_at(
        &mut self,
        b: &mut AffineBuilder,
        out: &mut Vec<AffineExpr>,
        (op, at): (Op, usize),
    ) -> Result<(), String> {
        Self::apply(b, out, op).inspect_err(|_| self.pos = at)
    }

    /// The error for a missing operand: after a binary operator MLIR names
    /// the operator's missing right operand.
    fn missing_operand<T>(&mut self, ops: &[(Op, usize)]) -> Result<T, String> {
        match ops.last() {
            Some((op, _)) if !matches!(op, Op::Neg | Op::Open) => {
                Err("missing right operand of binary operator".into())
            }
            _ => self.missing("expected affine expression"),
        }
    }

    /// One expression, stopping before a `,`, `)` at depth 0, `>=` or `==`.
    fn expr(&mut self, b: &mut AffineBuilder) -> Result<AffineExpr, String> {
        let mut out: Vec<AffineExpr> = Vec::new();
        // Pending operators with the token index each was read at.
        let mut ops: Vec<(Op, usize)> = Vec::new();
        let is_top = |ops: &[(Op, usize)], o: Op| ops.last().is_some_and(|t| t.0 == o);
        let mut want_operand = true;
        loop {
            let tok = self.peek().cloned();
            if want_operand {
                match tok {
                    Some(Tok::Int(v)) => out.push(b.constant(v)),
                    Some(Tok::Ident(n)) => {
                        if let Some(i) = self.dims.iter().position(|d| *d == n) {
                            out.push(b.dim(i as u32));
                        } else if let Some(i) = self.syms.iter().position(|s| *s == n) {
                            out.push(b.symbol(i as u32));
                        } else {
                            return Err("use of undeclared identifier".into());
                        }
                    }
                    Some(Tok::Punct('-')) => {
                        ops.push((Op::Neg, self.pos));
                        self.pos += 1;
                        continue;
                    }
                    Some(Tok::Punct('(')) => {
                        ops.push((Op::Open, self.pos));
                        self.pos += 1;
                        continue;
                    }
                    Some(Tok::Punct('+' | '*')) => {
                        return Err("missing left operand of binary operator".into());
                    }
                    // MLIR reads a keyword operator here as an identifier.
                    Some(Tok::Kw("floordiv" | "ceildiv" | "mod")) => {
                        return Err("use of undeclared identifier".into());
                    }
                    _ => return self.missing_operand(&ops),
                }
                self.pos += 1;
                want_operand = false;
                // Unary minus binds to the operand just read.
                while is_top(&ops, Op::Neg) {
                    let top = ops.pop().expect("checked");
                    self.apply_at(b, &mut out, top)?;
                }
                continue;
            }
            let op = match tok {
                Some(Tok::Punct('+')) => Op::Add,
                Some(Tok::Punct('-')) => Op::Sub,
                Some(Tok::Punct('*')) => Op::Mul,
                Some(Tok::Kw("floordiv")) => Op::FloorDiv,
                Some(Tok::Kw("ceildiv")) => Op::CeilDiv,
                Some(Tok::Kw("mod")) => Op::Mod,
                Some(Tok::Punct(')')) if ops.iter().any(|o| o.0 == Op::Open) => {
                    while let Some(top) = ops.pop() {
                        if top.0 == Op::Open {
                            break;
                        }
                        self.apply_at(b, &mut out, top)?;
                    }
                    self.pos += 1;
                    while is_top(&ops, Op::Neg) {
                        let top = ops.pop().expect("checked");
                        self.apply_at(b, &mut out, top)?;
                    }
                    continue;
                }
                _ => break,
            };
            while let Some(&top) = ops.last() {
                if top.0 != Op::Open && top.0.prec() >= op.prec() {
                    ops.pop();
                    self.apply_at(b, &mut out, top)?;
                } else {
                    break;
                }
            }
            ops.push((op, self.pos));
            self.pos += 1;
            want_operand = true;
        }
        if want_operand {
            return self.missing_operand(&ops);
        }
        while let Some(top) = ops.pop() {
            if top.0 == Op::Open {
                return self.missing("expected ')'");
            }
            self.apply_at(b, &mut out, top)?;
        }
        match (out.pop(), out.is_empty()) {
            (Some(e), true) => Ok(e),
            _ => self.missing("expected affine expression"),
        }
    }
}

/// Parses an affine map body, `(dims)[symbols] -> (results)`.
pub(crate) fn parse_affine_map(text: &str) -> Result<AffineMap, String> {
    parse_affine_map_at(text).map_err(|e| e.message)
}

/// [`parse_affine_map`], with the byte offset in `text` of the error.
pub(crate) fn parse_affine_map_at(text: &str) -> Result<AffineMap, AffineSyntaxError> {
    let mut p = Parser::new(text)?;
    let r = map_body(&mut p);
    r.map_err(|m| p.error(m))?
        .map_err(|message| AffineSyntaxError {
            at: 0,
            message,
            other_kind: false,
        })
}

/// The map after its parse; the inner error is the map's own check.
fn map_body(p: &mut Parser<'_>) -> Result<Result<AffineMap, String>, String> {
    p.dims_and_symbols()?;
    if !p.eat(&Tok::Kw("->")) {
        p.other_kind = p.peek() == Some(&Tok::Punct(':'));
        return p.missing("expected '->' or ':'");
    }
    if !p.eat(&Tok::Punct('(')) {
        return p.missing("expected '(' in affine map range");
    }
    let mut b = AffineBuilder::new();
    let mut results = Vec::new();
    if !p.eat(&Tok::Punct(')')) {
        loop {
            results.push(p.expr(&mut b)?);
            if p.list_next(')', "affine map range")? {
                break;
            }
        }
    }
    if p.pos != p.toks.len() {
        return p.missing("expected '>' in affine map");
    }
    Ok(AffineMap::new(
        &b,
        p.dims.len() as u32,
        p.syms.len() as u32,
        &results,
    ))
}

/// Parses an integer set body, `(dims)[symbols] : (e >= 0, e == 0, ...)`;
/// a constraint `a >= b` or `a == b` is kept as `a - b`.
pub(crate) fn parse_integer_set(text: &str) -> Result<IntegerSet, String> {
    parse_integer_set_at(text).map_err(|e| e.message)
}

/// [`parse_integer_set`], with the byte offset in `text` of the error.
pub(crate) fn parse_integer_set_at(text: &str) -> Result<IntegerSet, AffineSyntaxError> {
    let mut p = Parser::new(text)?;
    let r = set_body(&mut p);
    r.map_err(|m| p.error(m))?
        .map_err(|message| AffineSyntaxError {
            at: 0,
            message,
            other_kind: false,
        })
}

/// The set after its parse; the inner error is the set's own check.
fn set_body(p: &mut Parser<'_>) -> Result<Result<IntegerSet, String>, String> {
    p.dims_and_symbols()?;
    if !p.eat(&Tok::Punct(':')) {
        p.other_kind = p.peek() == Some(&Tok::Kw("->"));
        return p.missing("expected '->' or ':'");
    }
    if !p.eat(&Tok::Punct('(')) {
        return p.missing("expected '(' in integer set constraint list");
    }
    let mut b = AffineBuilder::new();
    let mut cons = Vec::new();
    if !p.eat(&Tok::Punct(')')) {
        loop {
            let lhs = p.expr(&mut b)?;
            let eq = if p.eat(&Tok::Kw("==")) {
                true
            } else if p.eat(&Tok::Kw(">=")) {
                false
            } else {
                // MLIR reads `>` or `=` alone and fails on what follows.
                if matches!(p.peek(), Some(Tok::Punct('>' | '='))) {
                    p.pos += 1;
                }
                return Err(
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
                        .into(),
                );
            };
            let rhs = p.expr(&mut b)?;
            let e = if b.kind(rhs) == AffineExprKind::Constant(0) {
                lhs
            } else {
                b.sub(lhs, rhs)
            };
            cons.push((e, eq));
            if p.list_next(')', "integer set constraint list")? {
                break;
            }
        }
    }
    if p.pos != p.toks.len() {
        return p.missing("expected '>' in integer set");
    }
    Ok(IntegerSet::new(
        &b,
        p.dims.len() as u32,
        p.syms.len() as u32,
        &cons,
    ))
}
