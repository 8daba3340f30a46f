//! Parsing the bodies of `affine_map<...>` and `affine_set<...>`:
//! `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)` and `(d0)[s0] : (d0 - s0 >= 0)`.
//!
//! Expressions are read with an operator-precedence (shunting-yard) loop
//! over explicit stacks, so `((((d0))))` nested 100,000 deep cannot
//! overflow the stack; a recursive-descent parser (MLIR's) was rejected for
//! that reason. Operators are applied through [`AffineBuilder`] in the order
//! MLIR's parser applies them, so the simplified trees — and the printed
//! text — are the ones `mlir-opt` produces.

use super::affine::{AffineBuilder, AffineExpr, AffineMap, IntegerSet};

#[derive(Clone, Debug, PartialEq)]
enum Tok<'a> {
    Int(i64),
    Ident(&'a str),
    Punct(char),
    Kw(&'a str),
}

fn lex(text: &str) -> Result<Vec<Tok<'_>>, String> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let v: i64 = text[s..i]
                .parse()
                .map_err(|_| "constant too large for index".to_string())?;
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
        } else if b"()[],:+-*".contains(&c) {
            out.push(Tok::Punct(c as char));
            i += 1;
        } else {
            return Err(format!(
                "unexpected character '{}'",
                text[i..].chars().next().unwrap_or(' ')
            ));
        }
    }
    Ok(out)
}

struct Parser<'a> {
    toks: Vec<Tok<'a>>,
    pos: usize,
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
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

    fn expect(&mut self, t: Tok<'_>, what: &str) -> Result<(), String> {
        if self.eat(&t) {
            Ok(())
        } else {
            Err(format!("expected '{what}'"))
        }
    }

    fn id_list(&mut self, close: char) -> Result<Vec<&'a str>, String> {
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
                _ => return Err("expected bare identifier".into()),
            }
            if self.eat(&Tok::Punct(close)) {
                return Ok(v);
            }
            self.expect(Tok::Punct(','), ",")?;
        }
    }

    fn dims_and_symbols(&mut self) -> Result<(), String> {
        self.expect(Tok::Punct('('), "(")?;
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

    /// One expression, stopping before a `,`, `)` at depth 0, `>=` or `==`.
    fn expr(&mut self, b: &mut AffineBuilder) -> Result<AffineExpr, String> {
        let mut out: Vec<AffineExpr> = Vec::new();
        let mut ops: Vec<Op> = Vec::new();
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
                        ops.push(Op::Neg);
                        self.pos += 1;
                        continue;
                    }
                    Some(Tok::Punct('(')) => {
                        ops.push(Op::Open);
                        self.pos += 1;
                        continue;
                    }
                    _ => return Err("expected affine expression".into()),
                }
                self.pos += 1;
                want_operand = false;
                // Unary minus binds to the operand just read.
                while ops.last() == Some(&Op::Neg) {
                    ops.pop();
                    Self::apply(b, &mut out, Op::Neg)?;
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
                Some(Tok::Punct(')')) if ops.contains(&Op::Open) => {
                    while let Some(top) = ops.pop() {
                        if top == Op::Open {
                            break;
                        }
                        Self::apply(b, &mut out, top)?;
                    }
                    self.pos += 1;
                    while ops.last() == Some(&Op::Neg) {
                        ops.pop();
                        Self::apply(b, &mut out, Op::Neg)?;
                    }
                    continue;
                }
                _ => break,
            };
            while let Some(&top) = ops.last() {
                if top != Op::Open && top.prec() >= op.prec() {
                    ops.pop();
                    Self::apply(b, &mut out, top)?;
                } else {
                    break;
                }
            }
            ops.push(op);
            self.pos += 1;
            want_operand = true;
        }
        if want_operand {
            return Err("expected affine expression".into());
        }
        while let Some(top) = ops.pop() {
            if top == Op::Open {
                return Err("expected ')'".into());
            }
            Self::apply(b, &mut out, top)?;
        }
        match (out.pop(), out.is_empty()) {
            (Some(e), true) => Ok(e),
            _ => Err("expected affine expression".into()),
        }
    }
}

/// Parses an affine map body, `(dims)[symbols] -> (results)`.
pub fn parse_affine_map(text: &str) -> Result<AffineMap, String> {
    let mut p = Parser {
        toks: lex(text)?,
        pos: 0,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    p.dims_and_symbols()?;
    p.expect(Tok::Kw("->"), "->")?;
    p.expect(Tok::Punct('('), "(")?;
    let mut b = AffineBuilder::new();
    let mut results = Vec::new();
    if !p.eat(&Tok::Punct(')')) {
        loop {
            results.push(p.expr(&mut b)?);
            if p.eat(&Tok::Punct(')')) {
                break;
            }
            p.expect(Tok::Punct(','), ",")?;
        }
    }
    if p.pos != p.toks.len() {
        return Err("unexpected text after affine map".into());
    }
    AffineMap::new(&b, p.dims.len() as u32, p.syms.len() as u32, &results)
}

/// Parses an integer set body, `(dims)[symbols] : (e >= 0, e == 0, ...)`;
/// a constraint `a >= b` or `a == b` is kept as `a - b`.
pub fn parse_integer_set(text: &str) -> Result<IntegerSet, String> {
    let mut p = Parser {
        toks: lex(text)?,
        pos: 0,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    p.dims_and_symbols()?;
    p.expect(Tok::Punct(':'), ":")?;
    p.expect(Tok::Punct('('), "(")?;
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
                return Err(
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
                        .into(),
                );
            };
            let rhs = p.expr(&mut b)?;
            let e = if b.kind(rhs) == super::AffineExprKind::Constant(0) {
                lhs
            } else {
                b.sub(lhs, rhs)
            };
            cons.push((e, eq));
            if p.eat(&Tok::Punct(')')) {
                break;
            }
            p.expect(Tok::Punct(','), ",")?;
        }
    }
    if p.pos != p.toks.len() {
        return Err("unexpected text after integer set".into());
    }
    IntegerSet::new(&b, p.dims.len() as u32, p.syms.len() as u32, &cons)
}
