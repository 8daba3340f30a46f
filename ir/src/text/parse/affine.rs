//! Parsing the bodies of `affine_map<...>` and `affine_set<...>`:
//! `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)` and `(d0)[s0] : (d0 - s0 >= 0)`.
//!
//! The body is read from the parser's own token stream, as MLIR's
//! `AffineParser` reads it, so every error lands on the token MLIR names
//! and the text after the body is the caller's (an earlier version cut the
//! text at the closing `>` first and lexed it apart, which reported
//! `unexpected character` for tokens MLIR's lexer knows and put errors
//! where the cut had ended). Expressions follow MLIR's recursive descent
//! (operand, high-precedence chain, low-precedence chain), but with the
//! pending chains on an explicit stack, so `((((d0))))` nested 100,000
//! deep cannot overflow the stack. Operators are applied through
//! [`AffineBuilder`] in the order MLIR's parser applies them, so the
//! simplified trees — and the printed text — are the ones `mlir-opt`
//! produces, and so are the errors: a failed operand inside `-` also gives
//! MLIR's second error `missing operand of negation`.

use crate::text::parse::lexer::Tok;
use crate::text::parse::literals::parse_u64_literal;
use crate::text::parse::values::UnresolvedOperand;
use crate::text::parse::{PResult, ParseError, Parser};
use crate::uniqued::attributes::affine::{
    AffineBuilder, AffineExpr, AffineExprKind, AffineMap, IntegerSet,
};

/// What an affine body turned out to be: `->` makes a map, `:` a set.
pub(crate) enum MapOrSet {
    /// `(dims)[symbols] -> (results)`
    Map(AffineMap),
    /// `(dims)[symbols] : (constraints)`
    Set(IntegerSet),
}

/// `+` and `-`.
#[derive(Copy, Clone)]
enum LowOp {
    Add,
    Sub,
}

/// `*`, `floordiv`, `ceildiv` and `mod`.
#[derive(Copy, Clone)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// One pending step of MLIR's recursive descent.
enum Frame {
    /// `-` read, its operand pending.
    Neg,
    /// `(` read, its expression pending (the frame above it).
    Paren,
    /// An expression being read: the sum so far with the operator after it,
    /// and the product so far with its operator and that operator's offset.
    Expr {
        low: Option<(AffineExpr, LowOp)>,
        high: Option<(AffineExpr, HighOp, usize)>,
    },
}

const FRESH: Frame = Frame::Expr {
    low: None,
    high: None,
};

/// The declared dimensions and symbols, in order: (name, expression).
type Names<'a> = Vec<(&'a str, AffineExpr)>;

/// The SSA values an affine map of SSA ids uses (`%m[%i + 1, symbol(%n)]`,
/// MLIR's `parseAffineMapOfSSAIds`): each distinct value becomes the next
/// dimension, or the next symbol when written `symbol(%v)`.
#[derive(Default)]
pub(crate) struct SsaIds<'a> {
    /// Values seen so far with the expression each became.
    seen: Vec<(UnresolvedOperand<'a>, AffineExpr)>,
    /// The dimension operands, in order.
    pub(crate) dims: Vec<UnresolvedOperand<'a>>,
    /// The symbol operands, in order.
    pub(crate) syms: Vec<UnresolvedOperand<'a>>,
}

/// What an identifier in an expression may name: the declared `d0`/`s0`
/// names of a map body, or SSA values when `ssa` is set.
struct Ids<'a, 's> {
    names: Names<'a>,
    ssa: Option<&'s mut SsaIds<'a>>,
}

impl<'a> Parser<'a> {
    /// Parses an affine map or integer set body, MLIR's
    /// `parseAffineMapOrIntegerSetInline`; the caller checks which one it
    /// wanted.
    pub(crate) fn parse_affine_map_or_set(&mut self) -> PResult<MapOrSet> {
        let start = self.tok.start;
        let mut b = AffineBuilder::new();
        let mut ids = Ids {
            names: Vec::new(),
            ssa: None,
        };
        let names = &mut ids.names;
        let dims = self.affine_ids(b')', &mut b, names)?;
        let syms = if self.is(b'[') {
            self.affine_ids(b']', &mut b, names)?
        } else {
            0
        };
        if self.eat_arrow() {
            let mut results = Vec::new();
            self.affine_list(" in affine map range", |p| {
                results.push(p.affine_expr(&mut b, &mut ids)?);
                Ok(())
            })?;
            return match AffineMap::new(&b, dims, syms, &results) {
                Ok(m) => Ok(MapOrSet::Map(m)),
                Err(e) => self.err_at(start, e),
            };
        }
        self.expect_or(b':', "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.affine_list(" in integer set constraint list", |p| {
            constraints.push(p.affine_constraint(&mut b, &mut ids)?);
            Ok(())
        })?;
        match IntegerSet::new(&b, dims, syms, &constraints) {
            Ok(s) => Ok(MapOrSet::Set(s)),
            Err(e) => self.err_at(start, e),
        }
    }

    /// MLIR's `parseCommaSeparatedList` with a `(`...`)` delimiter: the
    /// errors name the list (`what`).
    fn affine_list(
        &mut self,
        what: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        self.expect_or_else(b'(', || format!("expected '('{what}"))?;
        if self.eat(b')') {
            return Ok(());
        }
        element(self)?;
        while self.eat(b',') {
            element(self)?;
        }
        self.expect_or_else(b')', || format!("expected ')'{what}"))
    }

    /// The identifiers of `(d0, d1)` (`close` is `)`) or `[s0]` (`]`),
    /// added to `names`; returns how many there were.
    fn affine_ids(
        &mut self,
        close: u8,
        b: &mut AffineBuilder,
        names: &mut Names<'a>,
    ) -> PResult<u32> {
        let (open, what) = if close == b')' {
            (b'(', " in dimensional identifier list")
        } else {
            (b'[', " in symbol list")
        };
        self.expect_or_else(open, || format!("expected '{}'{what}", open as char))?;
        let mut count = 0;
        if self.eat(close) {
            return Ok(0);
        }
        loop {
            // Any bare word is an identifier here, keywords included.
            if self.tok.kind != Tok::BareIdent {
                return self.err_here("expected bare identifier");
            }
            let name = self.text();
            if names.iter().any(|(n, _)| *n == name) {
                return self.err_current(format!("redefinition of identifier '{name}'"));
            }
            let e = if close == b')' {
                b.dim(count)
            } else {
                b.symbol(count)
            };
            names.push((name, e));
            count += 1;
            self.bump();
            if !self.eat(b',') {
                break;
            }
        }
        self.expect_or_else(close, || format!("expected '{}'{what}", close as char))?;
        Ok(count)
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, as `(expr, is_equality)`
    /// with `expr >= 0` or `expr == 0`. Like MLIR, the two characters are
    /// separate tokens, tried in this order.
    fn affine_constraint(
        &mut self,
        b: &mut AffineBuilder,
        names: &mut Ids<'a, '_>,
    ) -> PResult<(AffineExpr, bool)> {
        let lhs = self.affine_expr(b, names)?;
        let difference = |b: &mut AffineBuilder, x: AffineExpr, y: AffineExpr| {
            if b.kind(y) == AffineExprKind::Constant(0) {
                x
            } else {
                b.sub(x, y)
            }
        };
        if self.eat(b'>') && self.eat(b'=') {
            let rhs = self.affine_expr(b, names)?;
            return Ok((difference(b, lhs, rhs), false));
        }
        if self.eat(b'<') && self.eat(b'=') {
            let rhs = self.affine_expr(b, names)?;
            return Ok((difference(b, rhs, lhs), false));
        }
        if self.eat(b'=') && self.eat(b'=') {
            let rhs = self.affine_expr(b, names)?;
            return Ok((difference(b, lhs, rhs), true));
        }
        self.err_current(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        )
    }

    /// One affine expression.
    fn affine_expr(
        &mut self,
        b: &mut AffineBuilder,
        names: &mut Ids<'a, '_>,
    ) -> PResult<AffineExpr> {
        let mut stack = vec![FRESH];
        let r = self.affine_expr_on(b, names, &mut stack);
        if r.is_err() {
            // Each `-` whose operand failed adds MLIR's second error.
            for f in &stack {
                if matches!(f, Frame::Neg) {
                    let _ = self.err_current::<()>("missing operand of negation");
                }
            }
        }
        r
    }

    fn affine_expr_on(
        &mut self,
        b: &mut AffineBuilder,
        names: &mut Ids<'a, '_>,
        stack: &mut Vec<Frame>,
    ) -> PResult<AffineExpr> {
        loop {
            // The operand: whether it is the right-hand side of an operator
            // decides MLIR's message when it is missing.
            let has_lhs = matches!(
                stack.iter().rev().find(|f| matches!(f, Frame::Expr { .. })),
                Some(Frame::Expr { low, high }) if low.is_some() || high.is_some()
            );
            let mut value = match self.tok.kind {
                Tok::Punct(b'(') => {
                    self.bump();
                    if self.is(b')') {
                        return self.err_current("no expression inside parentheses");
                    }
                    stack.push(Frame::Paren);
                    stack.push(FRESH);
                    continue;
                }
                Tok::Punct(b'-') => {
                    self.bump();
                    stack.push(Frame::Neg);
                    continue;
                }
                _ => self.affine_atom(b, names, has_lhs)?,
            };
            // Hand the operand to the pending steps until one wants more.
            loop {
                match stack.last_mut() {
                    Some(Frame::Neg) => {
                        stack.pop();
                        value = b.neg(value);
                    }
                    Some(Frame::Expr { low, high }) => {
                        let Some(done) = self.affine_step(b, low, high, value)? else {
                            break;
                        };
                        stack.pop();
                        match stack.pop() {
                            None => return Ok(done),
                            Some(_) => {
                                // The frame below is the `(` this closes.
                                self.expect_or(b')', "expected ')'")?;
                                value = done;
                            }
                        }
                    }
                    // A `(` always has an expression frame above it, and the
                    // bottom frame is one: not reached.
                    Some(Frame::Paren) | None => return Err(ParseError),
                }
            }
        }
    }

    /// An operand that is not `(` or `-`: a constant or an identifier.
    fn affine_atom(
        &mut self,
        b: &mut AffineBuilder,
        ids: &mut Ids<'a, '_>,
        has_lhs: bool,
    ) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Integer => {
                // MLIR 22 takes no constant past `i64::MAX` (later versions
                // take 2^63, for a printed `d0 - 9223372036854775808`).
                match parse_u64_literal(self.text()) {
                    Some(v) if v <= i64::MAX as u64 => {
                        self.bump();
                        Ok(b.constant(v as i64))
                    }
                    _ => self.err_current("constant too large for index"),
                }
            }
            Tok::PercentIdent => self.affine_ssa_id(b, ids, false),
            Tok::BareIdent if self.text() == "symbol" => {
                self.bump();
                self.expect_or(b'(', "expected '(' at start of SSA symbol")?;
                let e = self.affine_ssa_id(b, ids, true)?;
                self.expect_or(b')', "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            Tok::BareIdent => {
                let name = self.text();
                match ids.names.iter().find(|(n, _)| *n == name) {
                    Some(&(_, e)) => {
                        self.bump();
                        Ok(e)
                    }
                    None => self.err_here("use of undeclared identifier"),
                }
            }
            Tok::Punct(b'+' | b'*') if !has_lhs => {
                self.err_current("missing left operand of binary operator")
            }
            _ if has_lhs => self.err_current("missing right operand of binary operator"),
            _ => self.err_current("expected affine expression"),
        }
    }

    /// An SSA value as a dimension (or, with `symbol`, a symbol), MLIR's
    /// `parseSSAIdExpr`: a value seen before keeps its expression.
    fn affine_ssa_id(
        &mut self,
        b: &mut AffineBuilder,
        ids: &mut Ids<'a, '_>,
        symbol: bool,
    ) -> PResult<AffineExpr> {
        let Some(ssa) = ids.ssa.as_deref_mut() else {
            return self.err_here("unexpected ssa identifier");
        };
        if self.tok.kind != Tok::PercentIdent {
            return self.err_here("expected ssa identifier");
        }
        // As MLIR, a name seen before is matched by its spelling alone,
        // without a result number: the token is taken and a `#N` after it
        // is left unread (so `%r#0, %r#1` is an error, as in MLIR 22).
        let name = self.text();
        if let Some(&(_, e)) = ssa.seen.iter().find(|(v, _)| v.name == name) {
            self.bump();
            return Ok(e);
        }
        let u = self.parse_operand_ref()?;
        // A value first seen in an earlier group of a bound list keeps its
        // position (MLIR deduplicates the groups' operands afterwards).
        let same = |v: &UnresolvedOperand<'a>| v.name == u.name && v.number == u.number;
        let e = if symbol {
            let i = ssa.syms.iter().position(same).unwrap_or_else(|| {
                ssa.syms.push(u);
                ssa.syms.len() - 1
            });
            b.symbol(i as u32)
        } else {
            let i = ssa.dims.iter().position(same).unwrap_or_else(|| {
                ssa.dims.push(u);
                ssa.dims.len() - 1
            });
            b.dim(i as u32)
        };
        ssa.seen.push((u, e));
        Ok(e)
    }

    /// A comma-separated list of affine expressions over SSA values between
    /// `open` and `close` (MLIR's `parseAffineMapOfSSAIds`): the map, with
    /// the dimension operands and then the symbol operands in `ssa`. With
    /// `optional`, no `open` gives `None`.
    pub(crate) fn parse_affine_map_of_ssa_ids(
        &mut self,
        open: u8,
        close: u8,
        optional: bool,
        ssa: &mut SsaIds<'a>,
    ) -> PResult<Option<AffineMap>> {
        let start = self.tok.start;
        if !self.is(open) {
            if optional {
                return Ok(None);
            }
            return self.err_here(format!("expected '{}' in affine map", open as char));
        }
        self.bump();
        let mut b = AffineBuilder::new();
        let mut ids = Ids {
            names: Vec::new(),
            ssa: Some(ssa),
        };
        let mut results = Vec::new();
        if !self.eat(close) {
            loop {
                results.push(self.affine_expr(&mut b, &mut ids)?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or_else(close, || {
                format!("expected '{}' in affine map", close as char)
            })?;
        }
        let ssa = ids
            .ssa
            .take()
            .map_or((0, 0), |s| (s.dims.len(), s.syms.len()));
        match AffineMap::new(&b, ssa.0 as u32, ssa.1 as u32, &results) {
            Ok(m) => Ok(Some(m)),
            Err(e) => self.err_at(start, e),
        }
    }

    /// A bound list of `affine.parallel` (MLIR's `parseAffineMapWithMinMax`):
    /// `(group, ...)`, each group one expression over SSA values or
    /// `kw(expr, ...)`. Returns the flat map of every group's expressions
    /// and the number of expressions of each group; the operands, each
    /// distinct value once in order of first appearance, are in `ssa`.
    /// Each group reads its SSA values afresh, as MLIR parses each group
    /// on its own, so `symbol(%v)` after a dimension `%v` is a symbol.
    pub(crate) fn parse_affine_bound_groups_of_ssa_ids(
        &mut self,
        kw: &str,
        ssa: &mut SsaIds<'a>,
    ) -> PResult<(AffineMap, Vec<i32>)> {
        let start = self.tok.start;
        self.expect(b'(')?;
        let mut b = AffineBuilder::new();
        let mut results = Vec::new();
        let mut groups = Vec::new();
        if !self.eat(b')') {
            loop {
                ssa.seen.clear();
                let mut ids = Ids {
                    names: Vec::new(),
                    ssa: Some(&mut *ssa),
                };
                if self.is_kw(kw) {
                    self.bump();
                    self.expect_or(b'(', "expected '(' in affine map")?;
                    let before = results.len();
                    if !self.eat(b')') {
                        loop {
                            results.push(self.affine_expr(&mut b, &mut ids)?);
                            if !self.eat(b',') {
                                break;
                            }
                        }
                        self.expect_or(b')', "expected ')' in affine map")?;
                    }
                    groups.push((results.len() - before) as i32);
                } else {
                    results.push(self.affine_expr(&mut b, &mut ids)?);
                    groups.push(1);
                }
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b')')?;
        }
        ssa.seen.clear();
        let (dims, syms) = (ssa.dims.len() as u32, ssa.syms.len() as u32);
        match AffineMap::new(&b, dims, syms, &results) {
            Ok(m) => Ok((m, groups)),
            Err(e) => self.err_at(start, e),
        }
    }

    /// Continues an expression frame after its operand `value`: returns
    /// the finished expression, or `None` when an operator was read and
    /// the next operand is wanted.
    fn affine_step(
        &mut self,
        b: &mut AffineBuilder,
        low: &mut Option<(AffineExpr, LowOp)>,
        high: &mut Option<(AffineExpr, HighOp, usize)>,
        value: AffineExpr,
    ) -> PResult<Option<AffineExpr>> {
        let term = match high.take() {
            Some((lhs, op, op_at)) => {
                let at = self.tok.start;
                if let Some(next) = self.eat_high_op() {
                    // MLIR reports a bad product at the operator after it.
                    let e = self.affine_high(b, op, lhs, value, at)?;
                    *high = Some((e, next, at));
                    return Ok(None);
                }
                self.affine_high(b, op, lhs, value, op_at)?
            }
            None => {
                if let Some(op) = self.eat_low_op() {
                    *low = Some((affine_low(b, low.take(), value), op));
                    return Ok(None);
                }
                let at = self.tok.start;
                if let Some(op) = self.eat_high_op() {
                    *high = Some((value, op, at));
                    return Ok(None);
                }
                value
            }
        };
        let sum = affine_low(b, low.take(), term);
        match self.eat_low_op() {
            Some(op) => {
                *low = Some((sum, op));
                Ok(None)
            }
            None => Ok(Some(sum)),
        }
    }

    fn eat_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tok::Punct(b'+') => LowOp::Add,
            Tok::Punct(b'-') => LowOp::Sub,
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    fn eat_high_op(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Punct(b'*') => HighOp::Mul,
            Tok::BareIdent => match self.text() {
                "floordiv" => HighOp::FloorDiv,
                "ceildiv" => HighOp::CeilDiv,
                "mod" => HighOp::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    /// `lhs op rhs` for a high-precedence `op`; a non-affine result is an
    /// error at byte `at`.
    fn affine_high(
        &mut self,
        b: &mut AffineBuilder,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        at: usize,
    ) -> PResult<AffineExpr> {
        let r = match op {
            HighOp::Mul => b.mul(lhs, rhs).map_err(String::from),
            HighOp::FloorDiv => b.floor_div(lhs, rhs),
            HighOp::CeilDiv => b.ceil_div(lhs, rhs),
            HighOp::Mod => b.modulo(lhs, rhs),
        };
        r.or_else(|e| self.err_at(at, e))
    }
}

/// `sum op value`, or `value` alone when nothing came before.
fn affine_low(
    b: &mut AffineBuilder,
    sum: Option<(AffineExpr, LowOp)>,
    value: AffineExpr,
) -> AffineExpr {
    match sum {
        None => value,
        Some((s, LowOp::Add)) => b.add(s, value),
        Some((s, LowOp::Sub)) => b.sub(s, value),
    }
}

/// Parses a whole text as one affine map body (for tests): the first
/// error's message, `encountered unexpected token` for text after it (as
/// MLIR's `parseAffineMap`), or the map.
#[cfg(test)]
pub(crate) fn parse_affine_map(text: &str) -> Result<AffineMap, String> {
    match parse_whole(text)? {
        MapOrSet::Map(m) => Ok(m),
        MapOrSet::Set(_) => Err("expected AffineMap, but got IntegerSet".into()),
    }
}

/// [`parse_affine_map`] for an integer set.
#[cfg(test)]
pub(crate) fn parse_integer_set(text: &str) -> Result<IntegerSet, String> {
    match parse_whole(text)? {
        MapOrSet::Set(s) => Ok(s),
        MapOrSet::Map(_) => Err("expected IntegerSet, but got AffineMap".into()),
    }
}

#[cfg(test)]
fn parse_whole(text: &str) -> Result<MapOrSet, String> {
    let ctx = crate::uniqued::context::Context::new();
    let opts = crate::text::ParseOptions::default();
    let mut p = Parser::new(&ctx, text, "t", &opts);
    let first = |p: &Parser<'_>| p.diags.first().map_or(String::new(), |d| d.message.clone());
    match p.parse_affine_map_or_set() {
        Ok(_) if p.tok.kind != Tok::Eof => Err("encountered unexpected token".into()),
        Ok(r) => Ok(r),
        Err(_) => Err(first(&p)),
    }
}
