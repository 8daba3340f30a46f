//! Rewriting affine expressions, maps and sets: substituting dimensions and
//! symbols (MLIR's `replaceDimsAndSymbols`, `shiftDims`, `replace`), the
//! flattened sum-of-products form (`SimpleAffineExprFlattener`) and the
//! simplification built on it (`simplifyAffineExpr`, `simplifyAffineMap`),
//! and `removeDuplicateExprs`. These are what the affine dialect's
//! canonicalizations compose maps with.
//!
//! Everything works inside one [`AffineBuilder`]: a map's results are
//! imported into it ([`AffineBuilder::import_map`]), rewritten with
//! builder calls that simplify as MLIR's expression constructors do, and
//! turned back into a map with [`AffineMap::new`]. Rewriting the frozen
//! node arrays of maps directly was rejected: every substitution
//! re-simplifies the nodes above it, which is what the builder is for.
//!
//! Semi-affine expressions (a product of two symbolic expressions, or a
//! division by a symbol) flatten with one local per such term, as MLIR's
//! flattener does; their own rules (symbolic division, the sorted
//! rebuild) are in `semi_affine.rs`.
//!
//! ```
//! use ir::uniqued::attributes::{AffineBuilder, AffineMap};
//!
//! // (d0, d1) -> (d0 + d1 - d0) simplifies to (d0, d1) -> (d1).
//! let mut b = AffineBuilder::new();
//! let (d0, d1) = (b.dim(0), b.dim(1));
//! let s = b.add(d0, d1);
//! let e = b.sub(s, d0);
//! let map = AffineMap::new(&b, 2, 0, &[e]).unwrap();
//! let simple = map.simplified();
//! assert_eq!(simple, AffineMap::new(&b, 2, 0, &[d1]).unwrap());
//! ```

use super::{AffineBuilder, AffineExpr, AffineExprKind, AffineMap, IntegerSet, children};
use rustc_hash::FxHashMap as HashMap;

/// An expression flattened to `[dims, symbols, locals, constant]`
/// coefficients, with the expression each local stands for (MLIR's
/// `SimpleAffineExprFlattener` result).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatExpr {
    /// The coefficients: one per dimension, per symbol, per local, then
    /// the constant term.
    pub coeffs: Vec<i64>,
    /// What each local variable is (a `floordiv`/`ceildiv` quotient).
    pub locals: Vec<AffineExpr>,
}

impl AffineBuilder {
    /// Copies the results of `map` into this builder, unchanged.
    pub fn import_map(&mut self, map: &AffineMap) -> Vec<AffineExpr> {
        map.results
            .iter()
            .map(|&r| self.copy_from(&map.nodes, r))
            .collect()
    }

    /// Copies the constraint expressions of `set` into this builder.
    pub fn import_set(&mut self, set: &IntegerSet) -> Vec<AffineExpr> {
        set.constraints
            .iter()
            .map(|&(r, _)| self.copy_from(&set.nodes, r))
            .collect()
    }

    /// `lhs <kind> rhs` with MLIR's simplifications (MLIR's
    /// `getAffineBinaryOpExpr`); a product or division that is not affine
    /// is kept as a plain node, as MLIR's uniquer keeps it.
    pub fn binary(&mut self, kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let raw = |b: &mut Self, k| b.node(k);
        match kind {
            AffineExprKind::Add(..) => self.add(lhs, rhs),
            AffineExprKind::Mul(..) => self
                .mul(lhs, rhs)
                .unwrap_or_else(|_| raw(self, AffineExprKind::Mul(lhs.0, rhs.0))),
            AffineExprKind::Mod(..) => self
                .modulo(lhs, rhs)
                .unwrap_or_else(|_| raw(self, AffineExprKind::Mod(lhs.0, rhs.0))),
            AffineExprKind::FloorDiv(..) => self
                .floor_div(lhs, rhs)
                .unwrap_or_else(|_| raw(self, AffineExprKind::FloorDiv(lhs.0, rhs.0))),
            AffineExprKind::CeilDiv(..) => self
                .ceil_div(lhs, rhs)
                .unwrap_or_else(|_| raw(self, AffineExprKind::CeilDiv(lhs.0, rhs.0))),
            leaf => self.node(leaf),
        }
    }

    /// Replaces each dimension and symbol of `e` by what `leaf` gives for
    /// it (`None` keeps it), rebuilding the nodes above a change with
    /// simplification and leaving unchanged subtrees as they are (MLIR's
    /// `replaceDimsAndSymbols`).
    pub fn replace_leaves(
        &mut self,
        e: AffineExpr,
        leaf: &mut dyn FnMut(&mut Self, AffineExprKind) -> Option<AffineExpr>,
    ) -> AffineExpr {
        let mut memo: HashMap<u32, AffineExpr> = HashMap::default();
        self.replace_rec(e, leaf, &mut memo)
    }

    fn replace_rec(
        &mut self,
        e: AffineExpr,
        leaf: &mut dyn FnMut(&mut Self, AffineExprKind) -> Option<AffineExpr>,
        memo: &mut HashMap<u32, AffineExpr>,
    ) -> AffineExpr {
        if let Some(&r) = memo.get(&e.0) {
            return r;
        }
        let k = self.kind(e);
        let r = match children(k) {
            [Some(a), Some(b)] => {
                let na = self.replace_rec(AffineExpr(a), leaf, memo);
                let nb = self.replace_rec(AffineExpr(b), leaf, memo);
                if na.0 == a && nb.0 == b {
                    e
                } else {
                    self.binary(k, na, nb)
                }
            }
            _ => leaf(self, k).unwrap_or(e),
        };
        memo.insert(e.0, r);
        r
    }

    /// MLIR's `replaceDimsAndSymbols` with replacement lists: `d<i>`
    /// becomes `dims[i]` and `s<j>` becomes `syms[j]` (positions past the
    /// end of a list are kept).
    pub fn replace_dims_and_symbols(
        &mut self,
        e: AffineExpr,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
    ) -> AffineExpr {
        self.replace_leaves(e, &mut |_, k| match k {
            AffineExprKind::Dim(i) => dims.get(i as usize).copied(),
            AffineExprKind::Symbol(i) => syms.get(i as usize).copied(),
            _ => None,
        })
    }

    /// `d<i>` to `d<i + dim_shift>` and `s<j>` to `s<j + sym_shift>`
    /// (MLIR's `shiftDims` then `shiftSymbols`).
    pub fn shift(&mut self, e: AffineExpr, dim_shift: u32, sym_shift: u32) -> AffineExpr {
        self.replace_leaves(e, &mut |b, k| match k {
            AffineExprKind::Dim(i) if dim_shift != 0 => Some(b.dim(i + dim_shift)),
            AffineExprKind::Symbol(i) if sym_shift != 0 => Some(b.symbol(i + sym_shift)),
            _ => None,
        })
    }

    /// Whether `e` is pure affine: products only by a constant, divisions
    /// and modulos only by a constant (MLIR's `isPureAffine`).
    pub fn is_pure_affine(&self, e: AffineExpr) -> bool {
        let mut stack = vec![e.0];
        while let Some(i) = stack.pop() {
            let k = self.nodes[i as usize];
            let is_const = |c: u32| matches!(self.nodes[c as usize], AffineExprKind::Constant(_));
            match k {
                AffineExprKind::Add(a, b) => stack.extend([a, b]),
                AffineExprKind::Mul(a, b) => {
                    if !is_const(a) && !is_const(b) {
                        return false;
                    }
                    stack.extend([a, b]);
                }
                AffineExprKind::Mod(a, b)
                | AffineExprKind::FloorDiv(a, b)
                | AffineExprKind::CeilDiv(a, b) => {
                    if !is_const(b) {
                        return false;
                    }
                    stack.push(a);
                }
                _ => {}
            }
        }
        true
    }

    /// Marks the dimensions and symbols `e` uses.
    pub fn mark_used(&self, e: AffineExpr, dims: &mut [bool], syms: &mut [bool]) {
        let mut stack = vec![e.0];
        while let Some(i) = stack.pop() {
            match self.nodes[i as usize] {
                AffineExprKind::Dim(d) => {
                    if let Some(x) = dims.get_mut(d as usize) {
                        *x = true;
                    }
                }
                AffineExprKind::Symbol(s) => {
                    if let Some(x) = syms.get_mut(s as usize) {
                        *x = true;
                    }
                }
                k => stack.extend(children(k).into_iter().flatten()),
            }
        }
    }

    /// The expression of a flat form (MLIR's `getAffineExprFromFlatForm`):
    /// dimensions and symbols in order, then locals, then the constant.
    pub fn from_flat(
        &mut self,
        coeffs: &[i64],
        num_dims: u32,
        num_symbols: u32,
        locals: &[AffineExpr],
    ) -> AffineExpr {
        let mut expr = self.constant(0);
        let n = (num_dims + num_symbols) as usize;
        for (j, &c) in coeffs.iter().enumerate().take(n) {
            if c == 0 {
                continue;
            }
            let id = if j < num_dims as usize {
                self.dim(j as u32)
            } else {
                self.symbol(j as u32 - num_dims)
            };
            let k = self.constant(c);
            let term = self.binary(AffineExprKind::Mul(0, 0), id, k);
            expr = self.add(expr, term);
        }
        self.add_locals_and_constant(expr, &coeffs[n..], locals, &[])
    }

    /// `expr` plus each local times its coefficient (`coeffs` starts at
    /// the first local's), skipping the locals marked in `skip`, then the
    /// constant term (the tail of MLIR's `getAffineExprFromFlatForm` and
    /// `getSemiAffineExprFromFlatForm`).
    pub(super) fn add_locals_and_constant(
        &mut self,
        mut expr: AffineExpr,
        coeffs: &[i64],
        locals: &[AffineExpr],
        skip: &[bool],
    ) -> AffineExpr {
        for (j, &local) in locals.iter().enumerate() {
            let c = coeffs[j];
            if c == 0 || skip.get(j) == Some(&true) {
                continue;
            }
            let k = self.constant(c);
            let term = self.binary(AffineExprKind::Mul(0, 0), local, k);
            expr = self.add(expr, term);
        }
        if let Some(&c) = coeffs.last()
            && c != 0
        {
            let k = self.constant(c);
            expr = self.add(expr, k);
        }
        expr
    }

    /// Flattens a pure affine expression (MLIR's
    /// `SimpleAffineExprFlattener`); `None` for a semi-affine one or a
    /// division or modulo by a constant below 1.
    pub fn flatten(&mut self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> Option<FlatExpr> {
        if !self.is_pure_affine(e) {
            return None;
        }
        self.flatten_semi_affine(e, num_dims, num_symbols)
    }

    /// Flattens any expression as MLIR's `SimpleAffineExprFlattener`
    /// does: a product, division or modulo whose right side is not a
    /// constant becomes a local standing for the whole semi-affine term;
    /// `None` for a division or modulo by a constant below 1.
    pub fn flatten_semi_affine(
        &mut self,
        e: AffineExpr,
        num_dims: u32,
        num_symbols: u32,
    ) -> Option<FlatExpr> {
        let mut f = Flattener {
            num_dims,
            num_symbols,
            stack: Vec::new(),
            locals: Vec::new(),
        };
        f.walk(self, e)?;
        let coeffs = f.stack.pop()?;
        Some(FlatExpr {
            coeffs,
            locals: f.locals,
        })
    }

    /// MLIR's `simplifyAffineExpr`: a semi-affine expression is first
    /// simplified by symbol divisibility (`simplifySemiAffine`); then the
    /// expression is flattened and rebuilt, a semi-affine one in MLIR's
    /// sorted sum-of-products order (`getSemiAffineExprFromFlatForm`)
    /// unless the plain rebuild gives it back unchanged. One with a
    /// division or modulo by a constant below 1 is kept.
    pub fn simplify(&mut self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
        let pure = self.is_pure_affine(e);
        let e = if pure {
            e
        } else {
            self.simplify_semi_affine(e, num_dims, num_symbols)
        };
        let Some(flat) = self.flatten_semi_affine(e, num_dims, num_symbols) else {
            return e;
        };
        // The semi-affine simplification may have made it pure affine.
        if self.is_pure_affine(e) {
            return self.from_flat(&flat.coeffs, num_dims, num_symbols, &flat.locals);
        }
        if self.from_flat(&flat.coeffs, num_dims, num_symbols, &flat.locals) == e {
            return e;
        }
        self.semi_affine_from_flat(&flat.coeffs, num_dims, num_symbols, &flat.locals)
    }
}

/// The state of one flattening walk.
struct Flattener {
    num_dims: u32,
    num_symbols: u32,
    stack: Vec<Vec<i64>>,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn num_cols(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize
    }

    fn leaf(&mut self, pos: Option<usize>, constant: i64) {
        let mut v = vec![0; self.num_cols()];
        match pos {
            Some(p) => v[p] = 1,
            None => *v.last_mut().expect("a constant column") = constant,
        }
        self.stack.push(v);
    }

    /// Adds a local for `expr` (a new column in every row on the stack).
    fn add_local(&mut self, expr: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.locals.push(expr);
    }

    /// The local standing for `expr`, added when there is none (MLIR's
    /// `findLocalId`, then `addLocal...Id`).
    fn local_for(&mut self, expr: AffineExpr) -> usize {
        match self.locals.iter().position(|&l| l == expr) {
            Some(l) => l,
            None => {
                self.add_local(expr);
                self.locals.len() - 1
            }
        }
    }

    /// The two operands on the stack, whose node `k` has a non-constant
    /// right side, replaced by one local standing for `lhs <k> rhs`
    /// rebuilt from their flat forms (MLIR's `addLocalVariableSemiAffine`).
    fn semi_affine_local(&mut self, b: &mut AffineBuilder, k: AffineExprKind) -> Option<()> {
        let rhs = self.stack.pop()?;
        let lhs = self.stack.pop()?;
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let a = b.from_flat(&lhs, nd, ns, &self.locals);
        let r = b.from_flat(&rhs, nd, ns, &self.locals);
        let term = b.binary(k, a, r);
        let loc = self.local_for(term);
        let mut row = vec![0; self.num_cols()];
        row[self.local_start() + loc] = 1;
        self.stack.push(row);
        Some(())
    }

    fn walk(&mut self, b: &mut AffineBuilder, e: AffineExpr) -> Option<()> {
        let k = b.kind(e);
        match k {
            AffineExprKind::Dim(d) => self.leaf(Some(d as usize), 0),
            AffineExprKind::Symbol(s) => self.leaf(Some((self.num_dims + s) as usize), 0),
            AffineExprKind::Constant(c) => self.leaf(None, c),
            AffineExprKind::Add(x, y) => {
                self.walk(b, AffineExpr(x))?;
                self.walk(b, AffineExpr(y))?;
                let rhs = self.stack.pop()?;
                let lhs = self.stack.last_mut()?;
                for (l, r) in lhs.iter_mut().zip(rhs) {
                    *l = l.wrapping_add(r);
                }
            }
            AffineExprKind::Mul(x, y) => {
                self.walk(b, AffineExpr(x))?;
                self.walk(b, AffineExpr(y))?;
                if b.constant_of(AffineExpr(y)).is_none() {
                    return self.semi_affine_local(b, k);
                }
                let rhs = self.stack.pop()?;
                let c = *rhs.last()?;
                for l in self.stack.last_mut()? {
                    *l = l.wrapping_mul(c);
                }
            }
            AffineExprKind::Mod(x, y) => {
                self.walk(b, AffineExpr(x))?;
                self.walk(b, AffineExpr(y))?;
                if b.constant_of(AffineExpr(y)).is_none() {
                    return self.semi_affine_local(b, k);
                }
                let c = *self.stack.pop()?.last()?;
                if c <= 0 {
                    return None;
                }
                let lhs = self.stack.last()?.clone();
                if lhs.iter().all(|&v| v % c == 0) {
                    self.stack.last_mut()?.fill(0);
                    return Some(());
                }
                let g = lhs
                    .iter()
                    .fold(c.unsigned_abs(), |g, &v| gcd(g, v.unsigned_abs()));
                let g = i64::try_from(g).unwrap_or(1);
                let dividend: Vec<i64> = lhs.iter().map(|&v| v / g).collect();
                let divisor = c / g;
                let n = self.local_start();
                let locals = self.locals.clone();
                let a = b.from_flat(&dividend, self.num_dims, self.num_symbols, &locals);
                let d = b.constant(divisor);
                let q = b.binary(AffineExprKind::FloorDiv(0, 0), a, d);
                // A reused quotient column may already hold a coefficient
                // (MLIR subtracts since llvm/llvm-project#119245).
                let loc = self.local_for(q);
                let col = &mut self.stack.last_mut()?[n + loc];
                *col = col.wrapping_sub(c);
            }
            AffineExprKind::FloorDiv(x, y) | AffineExprKind::CeilDiv(x, y) => {
                let ceil = matches!(k, AffineExprKind::CeilDiv(..));
                self.walk(b, AffineExpr(x))?;
                self.walk(b, AffineExpr(y))?;
                if b.constant_of(AffineExpr(y)).is_none() {
                    return self.semi_affine_local(b, k);
                }
                let c = *self.stack.pop()?.last()?;
                if c <= 0 {
                    return None;
                }
                let lhs = self.stack.last_mut()?;
                let g = lhs
                    .iter()
                    .fold(c.unsigned_abs(), |g, &v| gcd(g, v.unsigned_abs()));
                let g = i64::try_from(g).unwrap_or(1);
                if g != 1 {
                    for v in lhs.iter_mut() {
                        *v /= g;
                    }
                }
                let divisor = c / g;
                if divisor == 1 {
                    return Some(());
                }
                let lhs = lhs.clone();
                let locals = self.locals.clone();
                let a = b.from_flat(&lhs, self.num_dims, self.num_symbols, &locals);
                let d = b.constant(divisor);
                let kind = if ceil {
                    AffineExprKind::CeilDiv(0, 0)
                } else {
                    AffineExprKind::FloorDiv(0, 0)
                };
                let q = b.binary(kind, a, d);
                let loc = self.local_for(q);
                let n = self.local_start();
                let top = self.stack.last_mut()?;
                top.fill(0);
                top[n + loc] = 1;
            }
        }
        Some(())
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl AffineMap {
    /// A map of `num_dims` and `num_symbols` whose results are `f` of
    /// each result of this one, built in one builder.
    pub fn map_results(
        &self,
        num_dims: u32,
        num_symbols: u32,
        mut f: impl FnMut(&mut AffineBuilder, AffineExpr) -> AffineExpr,
    ) -> AffineMap {
        let mut b = AffineBuilder::new();
        let results: Vec<AffineExpr> = b
            .import_map(self)
            .into_iter()
            .map(|e| f(&mut b, e))
            .collect();
        AffineMap::new(&b, num_dims, num_symbols, &results).unwrap_or_else(|_| self.clone())
    }

    /// Each result simplified (MLIR's `simplifyAffineMap`).
    pub fn simplified(&self) -> AffineMap {
        let (nd, ns) = (self.num_dims, self.num_symbols);
        self.map_results(nd, ns, |b, e| b.simplify(e, nd, ns))
    }

    /// The map with each repeated result dropped, first occurrences kept
    /// (what the affine dialect's `DeduplicateAffineMinMaxExpressions`
    /// does).
    pub fn without_duplicate_results(&self) -> AffineMap {
        self.dedup_results(|kept, e| kept.contains(&e))
    }

    /// The map with each result equal to the one before it dropped
    /// (MLIR's `removeDuplicateExprs`, which is `std::unique`: `(d0, d1,
    /// d0)` stays as it is).
    pub fn without_adjacent_duplicate_results(&self) -> AffineMap {
        self.dedup_results(|kept, e| kept.last() == Some(&e))
    }

    fn dedup_results(&self, drop: impl Fn(&[AffineExpr], AffineExpr) -> bool) -> AffineMap {
        let mut b = AffineBuilder::new();
        let mut kept: Vec<AffineExpr> = Vec::new();
        for e in b.import_map(self) {
            if !drop(&kept, e) {
                kept.push(e);
            }
        }
        AffineMap::new(&b, self.num_dims, self.num_symbols, &kept).unwrap_or_else(|_| self.clone())
    }
}

impl IntegerSet {
    /// The set with each constraint expression rewritten by `f`, in a set
    /// of `num_dims` and `num_symbols` (the equality flags are kept).
    pub fn map_constraints(
        &self,
        num_dims: u32,
        num_symbols: u32,
        mut f: impl FnMut(&mut AffineBuilder, AffineExpr) -> AffineExpr,
    ) -> IntegerSet {
        let mut b = AffineBuilder::new();
        let exprs = b.import_set(self);
        let cons: Vec<(AffineExpr, bool)> = exprs
            .into_iter()
            .zip(self.constraints.iter())
            .map(|(e, &(_, eq))| (f(&mut b, e), eq))
            .collect();
        IntegerSet::new(&b, num_dims, num_symbols, &cons).unwrap_or_else(|_| self.clone())
    }
}

/// What an affine map and an integer set share: dimensions, symbols and
/// a list of expressions (MLIR's templates over `AffineMap` and
/// `IntegerSet`, such as `canonicalizeMapOrSetAndOperands`, are generic
/// over this).
pub trait AffineExprList: Clone + PartialEq {
    /// The number of dimensions.
    fn dim_count(&self) -> u32;
    /// The number of symbols.
    fn symbol_count(&self) -> u32;
    /// The expression nodes (only those reachable from the expressions).
    fn expr_nodes(&self) -> &[AffineExprKind];
    /// The same kind of value over `num_dims` and `num_symbols` with each
    /// expression rewritten by `f` (a set keeps its equality flags).
    fn map_exprs(
        &self,
        num_dims: u32,
        num_symbols: u32,
        f: impl FnMut(&mut AffineBuilder, AffineExpr) -> AffineExpr,
    ) -> Self;

    /// Which dimensions and which symbols the expressions use.
    fn uses(&self) -> (Vec<bool>, Vec<bool>) {
        used_positions(self.expr_nodes(), self.dim_count(), self.symbol_count())
    }

    /// MLIR's `replaceDimsAndSymbols`: `d<i>` replaced by the leaf
    /// `dims[i]` and `s<j>` by `syms[j]` (`None` or past the end keeps
    /// it), over `num_dims` and `num_symbols`.
    fn replace_dims_and_symbols(
        &self,
        dims: &[Option<AffineExprKind>],
        syms: &[Option<AffineExprKind>],
        num_dims: u32,
        num_symbols: u32,
    ) -> Self {
        self.map_exprs(num_dims, num_symbols, |b, e| {
            b.replace_leaves(e, &mut |b, k| leaf_replacement(b, k, dims, syms))
        })
    }
}

macro_rules! expr_list {
    ($ty:ty, $map:ident) => {
        impl AffineExprList for $ty {
            fn dim_count(&self) -> u32 {
                self.num_dims
            }
            fn symbol_count(&self) -> u32 {
                self.num_symbols
            }
            fn expr_nodes(&self) -> &[AffineExprKind] {
                &self.nodes
            }
            fn map_exprs(
                &self,
                num_dims: u32,
                num_symbols: u32,
                f: impl FnMut(&mut AffineBuilder, AffineExpr) -> AffineExpr,
            ) -> Self {
                self.$map(num_dims, num_symbols, f)
            }
        }
    };
}

expr_list!(AffineMap, map_results);
expr_list!(IntegerSet, map_constraints);

/// Which dimensions and symbols occur in a node array (which holds only
/// nodes reachable from its roots).
fn used_positions(
    nodes: &[AffineExprKind],
    num_dims: u32,
    num_symbols: u32,
) -> (Vec<bool>, Vec<bool>) {
    let mut dims = vec![false; num_dims as usize];
    let mut syms = vec![false; num_symbols as usize];
    for n in nodes {
        match *n {
            AffineExprKind::Dim(d) => {
                if let Some(x) = dims.get_mut(d as usize) {
                    *x = true;
                }
            }
            AffineExprKind::Symbol(s) => {
                if let Some(x) = syms.get_mut(s as usize) {
                    *x = true;
                }
            }
            _ => {}
        }
    }
    (dims, syms)
}

/// The leaf (a dimension, symbol or constant) replacing `k` under
/// `dims`/`syms`, when there is one.
fn leaf_replacement(
    b: &mut AffineBuilder,
    k: AffineExprKind,
    dims: &[Option<AffineExprKind>],
    syms: &[Option<AffineExprKind>],
) -> Option<AffineExpr> {
    let r = match k {
        AffineExprKind::Dim(i) => dims.get(i as usize).copied().flatten(),
        AffineExprKind::Symbol(i) => syms.get(i as usize).copied().flatten(),
        _ => None,
    };
    r.map(|leaf| b.node(leaf))
}

#[cfg(test)]
mod tests {
    //! Expected maps are what `mlir-opt-22 --canonicalize` prints for an
    //! `affine.apply` of the same map in a loop nest (the simplification
    //! it runs is `simplifyAffineMap`).
    use super::*;

    fn dims(b: &mut AffineBuilder) -> (AffineExpr, AffineExpr) {
        (b.dim(0), b.dim(1))
    }

    /// `d0 mod 2 + (d0 floordiv 2) * 2` flattens to `d0`: the modulo's
    /// quotient and the division share one local, which cancels.
    #[test]
    fn flattening_cancels_a_shared_local() {
        let mut b = AffineBuilder::new();
        let (d0, _) = dims(&mut b);
        let two = b.constant(2);
        let m = b.modulo(d0, two).unwrap();
        let q = b.floor_div(d0, two).unwrap();
        let q2 = b.mul(q, two).unwrap();
        let e = b.add(m, q2);
        let flat = b.flatten(e, 2, 0).unwrap();
        assert_eq!(flat.coeffs, vec![1, 0, 0, 0]);
        assert_eq!(flat.locals.len(), 1);
        assert_eq!(b.simplify(e, 2, 0), d0);
    }

    /// A division by a common factor cancels it, and terms are rebuilt
    /// dimensions first, then locals, then the constant.
    #[test]
    fn simplify_divides_out_common_factors_and_orders_terms() {
        let mut b = AffineBuilder::new();
        let (d0, d1) = dims(&mut b);
        let four = b.constant(4);
        let two = b.constant(2);
        let a = b.mul(d0, four).unwrap();
        let c = b.mul(d1, two).unwrap();
        let s = b.add(a, c);
        let e = b.floor_div(s, two).unwrap();
        let map = AffineMap::new(&b, 2, 0, &[e]).unwrap().simplified();
        let mut w = AffineBuilder::new();
        let (x, y) = dims(&mut w);
        let two = w.constant(2);
        let x2 = w.mul(x, two).unwrap();
        let want = w.add(x2, y);
        assert_eq!(map, AffineMap::new(&w, 2, 0, &[want]).unwrap());
    }

    /// A semi-affine expression its flat form rebuilds unchanged, and a
    /// division by a non-positive constant, are kept as they are.
    #[test]
    fn semi_affine_and_poison_are_kept() {
        let mut b = AffineBuilder::new();
        let (s0, s1) = (b.symbol(0), b.symbol(1));
        let p = b.mul(s0, s1).unwrap();
        let e = b.add(p, p);
        assert!(!b.is_pure_affine(e));
        assert_eq!(b.simplify(e, 0, 2), e);
        let zero = b.constant(0);
        let d = b.floor_div(s0, zero).unwrap();
        assert!(b.flatten(d, 0, 2).is_none());
        assert_eq!(b.simplify(d, 0, 2), d);
    }

    /// Substitution rebuilds what changed with simplification; shifting
    /// renumbers dimensions and symbols.
    #[test]
    fn replace_and_shift() {
        let mut b = AffineBuilder::new();
        let (d0, d1) = dims(&mut b);
        let e = b.add(d0, d1);
        let c = b.constant(5);
        // d1 -> 5: d0 + 5; d0 -> d1 too: d1 * 2.
        assert_eq!(b.replace_dims_and_symbols(e, &[d0, c], &[]), b.add(d0, c));
        let doubled = b.replace_dims_and_symbols(e, &[d1], &[]);
        let two = b.constant(2);
        assert_eq!(doubled, b.mul(d1, two).unwrap());
        let s = b.symbol(0);
        let f = b.add(d0, s);
        let shifted = b.shift(f, 2, 1);
        let (d2, s1) = (b.dim(2), b.symbol(1));
        assert_eq!(shifted, b.add(d2, s1));
        let mut used_d = [false; 3];
        let mut used_s = [false; 2];
        b.mark_used(shifted, &mut used_d, &mut used_s);
        assert_eq!((used_d, used_s), ([false, false, true], [false, true]));
    }

    /// All duplicates go for min/max deduplication; only adjacent ones
    /// for `removeDuplicateExprs`.
    #[test]
    fn duplicate_results() {
        let mut b = AffineBuilder::new();
        let (d0, d1) = dims(&mut b);
        let map = AffineMap::new(&b, 2, 0, &[d0, d1, d1, d0]).unwrap();
        let all = AffineMap::new(&b, 2, 0, &[d0, d1]).unwrap();
        let adjacent = AffineMap::new(&b, 2, 0, &[d0, d1, d0]).unwrap();
        assert_eq!(map.without_duplicate_results(), all);
        assert_eq!(map.without_adjacent_duplicate_results(), adjacent);
        assert_eq!(map.uses(), (vec![true, true], vec![]));
    }

    /// Replacing positions by leaves, for maps and sets alike.
    #[test]
    fn replace_positions_by_leaves() {
        let mut b = AffineBuilder::new();
        let (d0, d1) = dims(&mut b);
        let e = b.sub(d0, d1);
        let map = AffineMap::new(&b, 2, 0, &[e]).unwrap();
        let set = IntegerSet::new(&b, 2, 0, &[(e, false)]).unwrap();
        let dims = [
            Some(AffineExprKind::Dim(0)),
            Some(AffineExprKind::Constant(3)),
        ];
        let m = map.replace_dims_and_symbols(&dims, &[], 1, 0);
        let s = set.replace_dims_and_symbols(&dims, &[], 1, 0);
        let mut w = AffineBuilder::new();
        let x = w.dim(0);
        let three = w.constant(3);
        let want = w.sub(x, three);
        assert_eq!(m, AffineMap::new(&w, 1, 0, &[want]).unwrap());
        assert_eq!(s, IntegerSet::new(&w, 1, 0, &[(want, false)]).unwrap());
        assert_eq!(s.uses(), (vec![true], vec![]));
    }
}
