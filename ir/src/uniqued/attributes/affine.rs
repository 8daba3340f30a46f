//! Affine expressions, affine maps and integer sets as structured data
//! (`affine_map<(d0)[s0] -> (d0 + s0)>`, `affine_set<(d0) : (d0 >= 0)>`).
//!
//! An expression tree lives in a flat, post-ordered node array owned by its
//! map or set (children before parents, each distinct subexpression once),
//! so hashing, equality, drop and printing are loops rather than recursion —
//! a text of 100,000 nested `+` cannot overflow the stack — and two maps are
//! equal exactly when their arrays are. MLIR's context-uniqued `AffineExpr`
//! pointers were rejected: uniquing every subexpression in the context would
//! need a third uniquer for a rarely used kind. Expressions are built with
//! an [`AffineBuilder`], which applies MLIR's local simplifications as it
//! goes (constant folding, constants and symbols to the right, dimensions
//! ordered by position, `x + x` to `x * 2`, `(x * 2) * 3` to `x * 6`,
//! divisions and modulos by known divisors, `x - q * (x floordiv q)` to
//! `x mod q`, and MLIR 22's reassociation of `(a + b) + (x floordiv q) *
//! k`). Checked against `mlir-opt` 22 on 400 random maps: all agree.

use rustc_hash::FxHashMap as HashMap;

mod rewrite;
mod semi_affine;
pub use rewrite::{AffineExprList, FlatExpr};

/// One node of an expression; operands index earlier nodes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    /// `d<i>`
    Dim(u32),
    /// `s<i>`
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs + rhs`
    Add(u32, u32),
    /// `lhs * rhs`
    Mul(u32, u32),
    /// `lhs mod rhs`
    Mod(u32, u32),
    /// `lhs floordiv rhs`
    FloorDiv(u32, u32),
    /// `lhs ceildiv rhs`
    CeilDiv(u32, u32),
}

/// An expression under construction: an index into its builder.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineExpr(pub u32);

/// Builds expressions with MLIR's simplifications, deduplicating nodes.
#[derive(Default, Debug)]
pub struct AffineBuilder {
    nodes: Vec<AffineExprKind>,
    /// Per node: whether it uses no dimension (symbolic or constant).
    symbolic: Vec<bool>,
    /// Node → index, hashed with Fx: a map is built per parsed
    /// `affine_map`, so the hash of its few small keys is on the parser's
    /// path (SipHash cost more than the rest of the builder).
    dedup: HashMap<AffineExprKind, u32>,
}

/// The error MLIR gives for a product of two non-symbolic expressions.
pub const NON_AFFINE_MUL: &str = "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic";

impl AffineBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
    }

    fn node(&mut self, k: AffineExprKind) -> AffineExpr {
        if let Some(&i) = self.dedup.get(&k) {
            return AffineExpr(i);
        }
        let i = self.nodes.len() as u32;
        let symbolic = match k {
            AffineExprKind::Dim(_) => false,
            AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => true,
            AffineExprKind::Add(a, b)
            | AffineExprKind::Mul(a, b)
            | AffineExprKind::Mod(a, b)
            | AffineExprKind::FloorDiv(a, b)
            | AffineExprKind::CeilDiv(a, b) => {
                self.symbolic[a as usize] && self.symbolic[b as usize]
            }
        };
        self.symbolic.push(symbolic);
        self.nodes.push(k);
        self.dedup.insert(k, i);
        AffineExpr(i)
    }

    /// The node of an expression.
    pub fn kind(&self, e: AffineExpr) -> AffineExprKind {
        self.nodes[e.0 as usize]
    }

    fn constant_of(&self, e: AffineExpr) -> Option<i64> {
        match self.kind(e) {
            AffineExprKind::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// Whether the expression has no dimension (MLIR `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        self.symbolic[e.0 as usize]
    }

    /// `d<i>`
    pub fn dim(&mut self, i: u32) -> AffineExpr {
        self.node(AffineExprKind::Dim(i))
    }

    /// `s<i>`
    pub fn symbol(&mut self, i: u32) -> AffineExpr {
        self.node(AffineExprKind::Symbol(i))
    }

    /// An integer constant.
    pub fn constant(&mut self, c: i64) -> AffineExpr {
        self.node(AffineExprKind::Constant(c))
    }

    /// `lhs + rhs`, simplified.
    pub fn add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_add(lhs, rhs) {
            Some(e) => e,
            None => self.node(AffineExprKind::Add(lhs.0, rhs.0)),
        }
    }

    /// MLIR's `simplifyAdd`: the simplified sum, `None` when it stays a
    /// plain addition.
    fn simplify_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let (lc, rc) = (self.constant_of(lhs), self.constant_of(rhs));
        if let (Some(a), Some(b)) = (lc, rc)
            && let Some(s) = a.checked_add(b)
        {
            return Some(self.constant(s));
        }
        if lc.is_some() || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs))
        {
            return Some(self.add(rhs, lhs));
        }
        if rc == Some(0) {
            return Some(lhs);
        }
        // Two dimensions or two symbols are ordered by position.
        match (self.kind(lhs), self.kind(rhs)) {
            (AffineExprKind::Dim(a), AffineExprKind::Dim(b))
            | (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b))
                if b < a =>
            {
                return Some(self.add(rhs, lhs));
            }
            _ => {}
        }
        if let (AffineExprKind::Add(x, c1), Some(c2)) = (self.kind(lhs), rc)
            && let Some(c1) = self.constant_of(AffineExpr(c1))
            && let Some(s) = c1.checked_add(c2)
        {
            let k = self.constant(s);
            return Some(self.add(AffineExpr(x), k));
        }
        // c1 * x + c2 * x -> x * (c1 + c2)
        let (f1, k1) = self.split_scaled(lhs);
        let (f2, k2) = self.split_scaled(rhs);
        if f1 == f2
            && let Some(k) = k1.checked_add(k2)
        {
            let c = self.constant(k);
            if let Ok(m) = self.mul(f1, c) {
                return Some(m);
            }
        }
        // (x + c) + y -> (x + y) + c
        if let AffineExprKind::Add(x, c) = self.kind(lhs)
            && self.constant_of(AffineExpr(c)).is_some()
        {
            let xy = self.add(AffineExpr(x), rhs);
            return Some(self.add(xy, AffineExpr(c)));
        }
        // x - q * (x floordiv q) -> x mod q.
        if let Some((x, q)) = self.minus_multiple_of_quotient(rhs)
            && x == lhs
            && let Ok(r) = self.modulo(lhs, q)
        {
            return Some(r);
        }
        // (a + b) + (x floordiv q) * k -> a + (b + (x floordiv q) * k) when
        // the inner sum simplifies, as MLIR 22 does: `(a + x) - (x
        // floordiv 4) * 4` is `a + x mod 4`, and a symbolic `b` moves
        // right of the product.
        if let AffineExprKind::Add(a, b) = self.kind(lhs)
            && let AffineExprKind::Mul(m, _) = self.kind(rhs)
            && matches!(self.kind(AffineExpr(m)), AffineExprKind::FloorDiv(..))
            && let Some(inner) = self.simplify_add(AffineExpr(b), rhs)
        {
            return Some(self.add(AffineExpr(a), inner));
        }
        None
    }

    /// `(x, q)` when `e` is `((x floordiv q) * q) * -1` or `(x floordiv
    /// c) * -c`.
    fn minus_multiple_of_quotient(&self, e: AffineExpr) -> Option<(AffineExpr, AffineExpr)> {
        let AffineExprKind::Mul(m, c) = self.kind(e) else {
            return None;
        };
        let c = self.constant_of(AffineExpr(c))?;
        if c == -1
            && let AffineExprKind::Mul(fd, q) = self.kind(AffineExpr(m))
            && let AffineExprKind::FloorDiv(x, q2) = self.kind(AffineExpr(fd))
            && q == q2
        {
            return Some((AffineExpr(x), AffineExpr(q)));
        }
        // Only for a positive `c` (MLIR 22 keeps a modulo by a negative).
        if let AffineExprKind::FloorDiv(x, q) = self.kind(AffineExpr(m))
            && c.checked_neg()
                .is_some_and(|n| n > 0 && self.constant_of(AffineExpr(q)) == Some(n))
        {
            return Some((AffineExpr(x), AffineExpr(q)));
        }
        None
    }

    fn split_scaled(&self, e: AffineExpr) -> (AffineExpr, i64) {
        if let AffineExprKind::Mul(x, c) = self.kind(e)
            && let Some(c) = self.constant_of(AffineExpr(c))
        {
            return (AffineExpr(x), c);
        }
        (e, 1)
    }

    /// `lhs * rhs`, simplified; an error if neither side is symbolic.
    pub fn mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Result<AffineExpr, &'static str> {
        let (lc, rc) = (self.constant_of(lhs), self.constant_of(rhs));
        if let (Some(a), Some(b)) = (lc, rc)
            && let Some(p) = a.checked_mul(b)
        {
            return Ok(self.constant(p));
        }
        let (ls, rs) = (
            self.is_symbolic_or_constant(lhs),
            self.is_symbolic_or_constant(rhs),
        );
        if !ls && !rs {
            return Err(NON_AFFINE_MUL);
        }
        if !rs || (lc.is_some() && rc.is_none()) {
            return self.mul(rhs, lhs);
        }
        match rc {
            Some(1) => return Ok(lhs),
            Some(0) => return Ok(rhs),
            _ => {}
        }
        // Two symbols are ordered by position, as in a sum (MLIR 22).
        if let (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b)) =
            (self.kind(lhs), self.kind(rhs))
            && b < a
        {
            return self.mul(rhs, lhs);
        }
        if let AffineExprKind::Mul(x, c1) = self.kind(lhs)
            && let Some(c1) = self.constant_of(AffineExpr(c1))
        {
            if let Some(c2) = rc {
                if let Some(p) = c1.checked_mul(c2) {
                    let k = self.constant(p);
                    return self.mul(AffineExpr(x), k);
                }
            } else {
                let xr = self.mul(AffineExpr(x), rhs)?;
                let k = self.constant(c1);
                return self.mul(xr, k);
            }
        }
        Ok(self.node(AffineExprKind::Mul(lhs.0, rhs.0)))
    }

    /// `lhs - rhs`, as MLIR spells it: `lhs + rhs * -1`.
    pub fn sub(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let neg = self.neg(rhs);
        self.add(lhs, neg)
    }

    /// `-e`, as `e * -1`.
    pub fn neg(&mut self, e: AffineExpr) -> AffineExpr {
        let m1 = self.constant(-1);
        // A constant is symbolic, so this product is always affine.
        self.mul(e, m1).unwrap_or(e)
    }

    /// MLIR's `getLargestKnownDivisor`.
    pub fn largest_known_divisor(&self, e: AffineExpr) -> i64 {
        // Post-order over the subtree with an explicit stack.
        let mut memo: HashMap<u32, i64> = HashMap::default();
        let mut stack = vec![(e.0, false)];
        while let Some((i, done)) = stack.pop() {
            if memo.contains_key(&i) {
                continue;
            }
            let k = self.nodes[i as usize];
            if !done {
                stack.push((i, true));
                stack.extend(children(k).into_iter().flatten().map(|c| (c, false)));
                continue;
            }
            let g = |c: u32| memo[&c];
            let v = match k {
                AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => 1,
                AffineExprKind::Constant(c) => c.checked_abs().unwrap_or(1),
                AffineExprKind::Mul(a, b) => g(a).saturating_mul(g(b)),
                AffineExprKind::Add(a, b) | AffineExprKind::Mod(a, b) => gcd(g(a), g(b)),
                AffineExprKind::FloorDiv(a, b) | AffineExprKind::CeilDiv(a, b) => {
                    match self.nodes[b as usize] {
                        AffineExprKind::Constant(d) if d != 0 && g(a).checked_rem(d) == Some(0) => {
                            g(a).checked_div(d).map_or(1, i64::wrapping_abs)
                        }
                        _ => 1,
                    }
                }
            };
            memo.insert(i, v);
        }
        memo[&e.0]
    }

    fn check_div_rhs(&self, rhs: AffineExpr, op: &str) -> Result<(), String> {
        if self.is_symbolic_or_constant(rhs) {
            Ok(())
        } else {
            Err(format!(
                "non-affine expression: right operand of {op} has to be either a constant or symbolic"
            ))
        }
    }

    /// The positive constant divisor, when MLIR simplifies a modulo by it
    /// at all (a modulo by zero or a negative number is kept as written).
    fn positive_divisor(&self, rhs: AffineExpr) -> Option<i64> {
        self.constant_of(rhs).filter(|&d| d >= 1)
    }

    /// The nonzero constant divisor, when MLIR 22 simplifies a division
    /// by it at all (a division by zero is kept as written; a negative
    /// divisor divides as the signed floor or ceiling does).
    fn nonzero_divisor(&self, rhs: AffineExpr) -> Option<i64> {
        self.constant_of(rhs).filter(|&d| d != 0)
    }

    /// `(x * c) op d` with `c` a multiple of `d`: `x * (c / d)`.
    fn scaled_quotient(&mut self, lhs: AffineExpr, d: i64) -> Option<AffineExpr> {
        if let AffineExprKind::Mul(x, c) = self.kind(lhs)
            && let Some(c) = self.constant_of(AffineExpr(c))
            && let Some(q) = c.checked_div(d)
            && c % d == 0
        {
            let k = self.constant(q);
            return self.mul(AffineExpr(x), k).ok();
        }
        None
    }

    /// `lhs floordiv rhs`, simplified.
    pub fn floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Result<AffineExpr, String> {
        self.check_div_rhs(rhs, "floordiv")?;
        let Some(d) = self.nonzero_divisor(rhs) else {
            return Ok(self.node(AffineExprKind::FloorDiv(lhs.0, rhs.0)));
        };
        if let Some(a) = self.constant_of(lhs) {
            if a == i64::MIN && d == -1 {
                return Ok(self.node(AffineExprKind::FloorDiv(lhs.0, rhs.0)));
            }
            return Ok(self.constant(floor_div(a, d)));
        }
        if d == 1 {
            return Ok(lhs);
        }
        if let Some(q) = self.scaled_quotient(lhs, d) {
            return Ok(q);
        }
        if let AffineExprKind::Add(x, y) = self.kind(lhs)
            && (self.largest_known_divisor(AffineExpr(x)).checked_rem(d) == Some(0)
                || self.largest_known_divisor(AffineExpr(y)).checked_rem(d) == Some(0))
        {
            let qx = self.floor_div(AffineExpr(x), rhs)?;
            let qy = self.floor_div(AffineExpr(y), rhs)?;
            return Ok(self.add(qx, qy));
        }
        Ok(self.node(AffineExprKind::FloorDiv(lhs.0, rhs.0)))
    }

    /// `lhs ceildiv rhs`, simplified.
    pub fn ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Result<AffineExpr, String> {
        self.check_div_rhs(rhs, "ceildiv")?;
        let Some(d) = self.nonzero_divisor(rhs) else {
            return Ok(self.node(AffineExprKind::CeilDiv(lhs.0, rhs.0)));
        };
        if let Some(a) = self.constant_of(lhs) {
            if a == i64::MIN && d == -1 {
                return Ok(self.node(AffineExprKind::CeilDiv(lhs.0, rhs.0)));
            }
            return Ok(self.constant(ceil_div(a, d)));
        }
        if d == 1 {
            return Ok(lhs);
        }
        if let Some(q) = self.scaled_quotient(lhs, d) {
            return Ok(q);
        }
        Ok(self.node(AffineExprKind::CeilDiv(lhs.0, rhs.0)))
    }

    /// `lhs mod rhs`, simplified.
    pub fn modulo(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Result<AffineExpr, String> {
        self.check_div_rhs(rhs, "mod")?;
        let Some(d) = self.positive_divisor(rhs) else {
            return Ok(self.node(AffineExprKind::Mod(lhs.0, rhs.0)));
        };
        if let Some(a) = self.constant_of(lhs) {
            return Ok(self.constant(a.wrapping_sub(d.wrapping_mul(floor_div(a, d)))));
        }
        if self.largest_known_divisor(lhs) % d == 0 {
            return Ok(self.constant(0));
        }
        if let AffineExprKind::Add(x, y) = self.kind(lhs) {
            if self.largest_known_divisor(AffineExpr(x)) % d == 0 {
                return self.modulo(AffineExpr(y), rhs);
            }
            if self.largest_known_divisor(AffineExpr(y)) % d == 0 {
                return self.modulo(AffineExpr(x), rhs);
            }
        }
        if let AffineExprKind::Mod(x, m) = self.kind(lhs)
            && let Some(m) = self.constant_of(AffineExpr(m))
            && m >= 1
            && m % d == 0
        {
            return self.modulo(AffineExpr(x), rhs);
        }
        Ok(self.node(AffineExprKind::Mod(lhs.0, rhs.0)))
    }

    /// Copies the trees of `roots` into a canonical post-ordered array
    /// (children first, each subexpression once, in first-visit order), so
    /// equal trees give equal arrays whatever order they were built in.
    fn canonical(&self, roots: &[AffineExpr]) -> (Box<[AffineExprKind]>, Box<[u32]>) {
        let mut out: Vec<AffineExprKind> = Vec::new();
        // Builder node → canonical index (`UNSEEN` when not copied yet): a
        // dense table, as builder indices are small and contiguous.
        const UNSEEN: u32 = u32::MAX;
        let mut map: Vec<u32> = vec![UNSEEN; self.nodes.len()];
        let mut new_roots = Vec::with_capacity(roots.len());
        for r in roots {
            // (node, children done)
            let mut stack = vec![(r.0, false)];
            while let Some((i, done)) = stack.pop() {
                if map[i as usize] != UNSEEN {
                    continue;
                }
                let k = self.nodes[i as usize];
                let children = children(k);
                if !done {
                    stack.push((i, true));
                    for c in children.into_iter().flatten().rev() {
                        stack.push((c, false));
                    }
                    continue;
                }
                let remap = |c: u32| map[c as usize];
                let nk = match k {
                    AffineExprKind::Add(a, b) => AffineExprKind::Add(remap(a), remap(b)),
                    AffineExprKind::Mul(a, b) => AffineExprKind::Mul(remap(a), remap(b)),
                    AffineExprKind::Mod(a, b) => AffineExprKind::Mod(remap(a), remap(b)),
                    AffineExprKind::FloorDiv(a, b) => AffineExprKind::FloorDiv(remap(a), remap(b)),
                    AffineExprKind::CeilDiv(a, b) => AffineExprKind::CeilDiv(remap(a), remap(b)),
                    leaf => leaf,
                };
                map[i as usize] = out.len() as u32;
                out.push(nk);
            }
            new_roots.push(map[r.0 as usize]);
        }
        (out.into(), new_roots.into())
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(1)
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

fn children(k: AffineExprKind) -> [Option<u32>; 2] {
    match k {
        AffineExprKind::Add(a, b)
        | AffineExprKind::Mul(a, b)
        | AffineExprKind::Mod(a, b)
        | AffineExprKind::FloorDiv(a, b)
        | AffineExprKind::CeilDiv(a, b) => [Some(a), Some(b)],
        _ => [None, None],
    }
}

fn check_positions(
    nodes: &[AffineExprKind],
    num_dims: u32,
    num_symbols: u32,
) -> Result<(), String> {
    for n in nodes {
        match *n {
            AffineExprKind::Dim(i) if i >= num_dims => {
                return Err(format!(
                    "dimension d{i} is out of range for {num_dims} dimensions"
                ));
            }
            AffineExprKind::Symbol(i) if i >= num_symbols => {
                return Err(format!(
                    "symbol s{i} is out of range for {num_symbols} symbols"
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// `(d0, ...)[s0, ...] -> (results)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Expression nodes, children before parents.
    pub nodes: Box<[AffineExprKind]>,
    /// The result expressions, as indices into `nodes`.
    pub results: Box<[u32]>,
}

impl AffineMap {
    /// A map from expressions built with `b`; dimensions and symbols must be
    /// in range.
    pub fn new(
        b: &AffineBuilder,
        num_dims: u32,
        num_symbols: u32,
        results: &[AffineExpr],
    ) -> Result<AffineMap, String> {
        let (nodes, results) = b.canonical(results);
        check_positions(&nodes, num_dims, num_symbols)?;
        Ok(AffineMap {
            num_dims,
            num_symbols,
            nodes,
            results,
        })
    }

    /// `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
    pub fn identity(n: u32) -> AffineMap {
        let mut b = AffineBuilder::new();
        let dims: Vec<AffineExpr> = (0..n).map(|i| b.dim(i)).collect();
        let (nodes, results) = b.canonical(&dims);
        AffineMap {
            num_dims: n,
            num_symbols: 0,
            nodes,
            results,
        }
    }

    /// Whether this is `(d0, ..., dn-1) -> (d0, ..., dn-1)` with no symbols.
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, &r)| self.nodes[r as usize] == AffineExprKind::Dim(i as u32))
    }

    /// The number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// The node of result `i`.
    pub fn result(&self, i: usize) -> AffineExprKind {
        self.nodes[self.results[i] as usize]
    }

    /// The constant value of each result, when every result is constant.
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results
            .iter()
            .map(|&r| match self.nodes[r as usize] {
                AffineExprKind::Constant(c) => Some(c),
                _ => None,
            })
            .collect()
    }
}

/// What evaluating an expression with some operands known gives.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Folded {
    /// The value.
    Value(i64),
    /// Some operand it needs is unknown.
    Unknown,
    /// A `mod` by a constant below 1, or a `floordiv` or `ceildiv` by 0
    /// (MLIR's poison).
    Poison,
}

impl AffineMap {
    /// `() -> (c)`, MLIR's `getConstantMap`.
    pub fn constant(c: i64) -> AffineMap {
        AffineMap {
            num_dims: 0,
            num_symbols: 0,
            nodes: Box::new([AffineExprKind::Constant(c)]),
            results: Box::new([0]),
        }
    }

    /// `()[s0] -> (s0)`, MLIR's `getSymbolIdentityMap`.
    pub fn symbol_identity() -> AffineMap {
        AffineMap {
            num_dims: 0,
            num_symbols: 1,
            nodes: Box::new([AffineExprKind::Symbol(0)]),
            results: Box::new([0]),
        }
    }

    /// The number of dimensions and symbols.
    pub fn num_inputs(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize
    }

    /// The constant of a map with one constant result (MLIR's
    /// `getSingleConstantResult` when `isSingleConstant`).
    pub fn single_constant(&self) -> Option<i64> {
        match (self.results.len(), self.results.first()) {
            (1, Some(&r)) => match self.nodes[r as usize] {
                AffineExprKind::Constant(c) => Some(c),
                _ => None,
            },
            _ => None,
        }
    }

    /// Evaluates every node given the operands' constants (dimensions
    /// first, then symbols), as MLIR 22's `AffineExprConstantFolder`: a
    /// node is unknown when an operand it needs is, and poison when it
    /// divides by zero or takes a modulo by a constant below 1 (a negative
    /// divisor divides). Arithmetic
    /// wraps, as MLIR's `int64_t` does.
    fn evaluate(&self, operands: &[Option<i64>]) -> Vec<Folded> {
        let mut v: Vec<Folded> = Vec::with_capacity(self.nodes.len());
        for &n in self.nodes.iter() {
            let bin = |a: u32, b: u32, f: &dyn Fn(i64, i64) -> Folded| match (
                v[a as usize],
                v[b as usize],
            ) {
                (Folded::Value(x), Folded::Value(y)) => f(x, y),
                (Folded::Poison, _) | (_, Folded::Poison) => Folded::Poison,
                _ => Folded::Unknown,
            };
            let operand = |i: usize| {
                operands
                    .get(i)
                    .copied()
                    .flatten()
                    .map_or(Folded::Unknown, Folded::Value)
            };
            let r = match n {
                AffineExprKind::Constant(c) => Folded::Value(c),
                AffineExprKind::Dim(d) => operand(d as usize),
                AffineExprKind::Symbol(s) => operand((self.num_dims + s) as usize),
                AffineExprKind::Add(a, b) => bin(a, b, &|x, y| Folded::Value(x.wrapping_add(y))),
                AffineExprKind::Mul(a, b) => bin(a, b, &|x, y| Folded::Value(x.wrapping_mul(y))),
                AffineExprKind::Mod(a, b) => bin(a, b, &|x, y| {
                    if y < 1 {
                        Folded::Poison
                    } else {
                        Folded::Value(x.wrapping_sub(y.wrapping_mul(floor_div(x, y))))
                    }
                }),
                AffineExprKind::FloorDiv(a, b) => bin(a, b, &|x, y| {
                    if y == 0 {
                        Folded::Poison
                    } else {
                        Folded::Value(floor_div(x, y))
                    }
                }),
                AffineExprKind::CeilDiv(a, b) => bin(a, b, &|x, y| {
                    if y == 0 {
                        Folded::Poison
                    } else {
                        Folded::Value(ceil_div(x, y))
                    }
                }),
            };
            v.push(r);
        }
        v
    }

    /// Each result's value given the operands' constants.
    pub fn fold_results(&self, operands: &[Option<i64>]) -> Vec<Folded> {
        let v = self.evaluate(operands);
        self.results.iter().map(|&r| v[r as usize]).collect()
    }

    /// Every result's value when all fold (MLIR's `constantFold`): `Err`
    /// with whether a result is poison otherwise.
    pub fn constant_fold(&self, operands: &[Option<i64>]) -> Result<Vec<i64>, bool> {
        let mut out = Vec::with_capacity(self.results.len());
        let mut poison = false;
        for f in self.fold_results(operands) {
            match f {
                Folded::Value(c) => out.push(c),
                Folded::Poison => poison = true,
                Folded::Unknown => {}
            }
        }
        if out.len() == self.results.len() {
            Ok(out)
        } else {
            Err(poison)
        }
    }

    /// MLIR's `partialConstantFold`: the map with every result that folds
    /// replaced by its constant, and the constants when all of them fold.
    pub fn partial_constant_fold(&self, operands: &[Option<i64>]) -> (AffineMap, Option<Vec<i64>>) {
        let folded = self.fold_results(operands);
        let mut b = AffineBuilder::new();
        let mut exprs = Vec::with_capacity(folded.len());
        let mut all = Some(Vec::new());
        for (i, f) in folded.into_iter().enumerate() {
            match f {
                Folded::Value(c) => {
                    exprs.push(b.constant(c));
                    if let Some(a) = all.as_mut() {
                        a.push(c);
                    }
                }
                _ => {
                    exprs.push(b.copy_from(&self.nodes, self.results[i]));
                    all = None;
                }
            }
        }
        let map = AffineMap::new(&b, self.num_dims, self.num_symbols, &exprs)
            .unwrap_or_else(|_| self.clone());
        (map, all)
    }
}

impl AffineBuilder {
    /// Copies expression `root` of a node array (a map's or a set's) into
    /// this builder as it is, without simplifying.
    pub fn copy_from(&mut self, nodes: &[AffineExprKind], root: u32) -> AffineExpr {
        // Source node → node here, dense: sources are post-ordered arrays.
        let mut map: Vec<u32> = Vec::with_capacity(nodes.len().min(root as usize + 1));
        for &n in nodes.iter().take(root as usize + 1) {
            let r = |c: u32| map.get(c as usize).copied().unwrap_or(0);
            let k = match n {
                AffineExprKind::Add(a, b) => AffineExprKind::Add(r(a), r(b)),
                AffineExprKind::Mul(a, b) => AffineExprKind::Mul(r(a), r(b)),
                AffineExprKind::Mod(a, b) => AffineExprKind::Mod(r(a), r(b)),
                AffineExprKind::FloorDiv(a, b) => AffineExprKind::FloorDiv(r(a), r(b)),
                AffineExprKind::CeilDiv(a, b) => AffineExprKind::CeilDiv(r(a), r(b)),
                leaf => leaf,
            };
            let e = self.node(k);
            map.push(e.0);
        }
        AffineExpr(map[root as usize])
    }
}

/// `(d0, ...)[s0, ...] : (e0 >= 0, e1 == 0, ...)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Expression nodes, children before parents.
    pub nodes: Box<[AffineExprKind]>,
    /// Each constraint: its expression and whether it is `== 0` (else `>= 0`).
    pub constraints: Box<[(u32, bool)]>,
}

impl IntegerSet {
    /// A set from constraints `(expr, is_equality)`. With no constraints the
    /// set is MLIR's empty-constraint form, printed `(0 == 0)`.
    pub fn new(
        b: &AffineBuilder,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[(AffineExpr, bool)],
    ) -> Result<IntegerSet, String> {
        let mut b2 = AffineBuilder::new();
        let mut cons: Vec<(AffineExpr, bool)> = constraints.to_vec();
        let b = if cons.is_empty() {
            let z = b2.constant(0);
            cons.push((z, true));
            &b2
        } else {
            b
        };
        let roots: Vec<AffineExpr> = cons.iter().map(|c| c.0).collect();
        let (nodes, roots) = b.canonical(&roots);
        check_positions(&nodes, num_dims, num_symbols)?;
        Ok(IntegerSet {
            num_dims,
            num_symbols,
            nodes,
            constraints: roots.iter().zip(&cons).map(|(&r, c)| (r, c.1)).collect(),
        })
    }
}
