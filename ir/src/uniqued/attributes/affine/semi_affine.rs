//! Semi-affine simplification, as MLIR 22's `mlir/lib/IR/AffineExpr.cpp`
//! does it inside `simplifyAffineExpr`: a product of two symbolic
//! expressions, or a division or modulo by one, is not flattened into
//! coefficients but kept as a local term, so the rules here are about
//! whole terms.
//!
//! - `simplifySemiAffine`: a `floordiv`/`ceildiv`/`mod` whose right side
//!   simplifies to a symbol `s` and into whose left side the division
//!   can be sunk (`canSimplifyDivisionBySymbol`) is divided symbolically
//!   (`symbolicDivide`),
//!   or is `0` for a `mod`; `(x - x mod q) mod q` is `0`
//!   (`isModOfModSubtraction`).
//! - `getSemiAffineExprFromFlatForm`: the flat form is rebuilt as a sum
//!   sorted by `(position, key)` pairs, so `d0 * s0` sits next to `d0`.
//!
//! Each rule returns what MLIR's does, including where MLIR's release
//! build does something odd (two terms with the same sort key: the first
//! one's term and coefficient are used for both, as its `DenseMap`
//! lookups give). Where the symbolic division fails MLIR keeps the
//! division as it is; where it fails below the top (MLIR 22 then builds
//! with a null expression and crashes) the division is kept too.

use super::{AffineBuilder, AffineExpr, AffineExprKind};

/// `floordiv`, `ceildiv` or `mod`: the division kinds the symbol rules
/// distinguish (only the variant matters, not the operands).
type DivKind = AffineExprKind;

fn same_kind(a: DivKind, b: DivKind) -> bool {
    std::mem::discriminant(&a) == std::mem::discriminant(&b)
}

impl AffineBuilder {
    /// MLIR's `simplifySemiAffine`: rebuilds `e` bottom-up, dividing a
    /// division or modulo by a symbol out of a left side that is a
    /// multiple of it.
    pub fn simplify_semi_affine(
        &mut self,
        e: AffineExpr,
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineExpr {
        let k = self.kind(e);
        match k {
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => e,
            AffineExprKind::Add(l, r) | AffineExprKind::Mul(l, r) => {
                let sl = self.simplify_semi_affine(AffineExpr(l), num_dims, num_symbols);
                let sr = self.simplify_semi_affine(AffineExpr(r), num_dims, num_symbols);
                self.binary(k, sl, sr)
            }
            AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r)
            | AffineExprKind::Mod(l, r) => {
                let sl = self.simplify_semi_affine(AffineExpr(l), num_dims, num_symbols);
                let sr = self.simplify_semi_affine(AffineExpr(r), num_dims, num_symbols);
                if self.is_mod_of_mod_subtraction(sl, sr, num_dims, num_symbols) {
                    return self.constant(0);
                }
                let AffineExprKind::Symbol(pos) = self.kind(sr) else {
                    return self.binary(k, sl, sr);
                };
                if !self.can_divide_by_symbol(AffineExpr(l), pos, k, false) {
                    return self.binary(k, sl, sr);
                }
                if matches!(k, AffineExprKind::Mod(..)) {
                    return self.constant(0);
                }
                self.symbolic_divide(sl, pos, k)
                    .unwrap_or_else(|| self.binary(k, sl, sr))
            }
        }
    }

    /// MLIR's `canSimplifyDivisionBySymbol`: whether a division of kind
    /// `op` by `s<pos>` can be sunk into `e`. A quotient of the same kind
    /// commutes with it (`(x floordiv y) floordiv s` is `(x floordiv s)
    /// floordiv y`), except under a product (`from_mul`), where it does
    /// not.
    fn can_divide_by_symbol(&self, e: AffineExpr, pos: u32, op: DivKind, from_mul: bool) -> bool {
        match self.kind(e) {
            AffineExprKind::Constant(c) => c == 0,
            AffineExprKind::Dim(_) => false,
            AffineExprKind::Symbol(p) => p == pos,
            AffineExprKind::Add(l, r) => {
                self.can_divide_by_symbol(AffineExpr(l), pos, op, false)
                    && self.can_divide_by_symbol(AffineExpr(r), pos, op, false)
            }
            k @ AffineExprKind::Mod(l, r) => {
                self.can_divide_by_symbol(AffineExpr(l), pos, k, false)
                    && self.can_divide_by_symbol(AffineExpr(r), pos, k, false)
            }
            AffineExprKind::Mul(l, r) => {
                self.can_divide_by_symbol(AffineExpr(l), pos, op, true)
                    || self.can_divide_by_symbol(AffineExpr(r), pos, op, true)
            }
            k @ (AffineExprKind::FloorDiv(l, _) | AffineExprKind::CeilDiv(l, _)) => {
                same_kind(k, op)
                    && !from_mul
                    && self.can_divide_by_symbol(AffineExpr(l), pos, k, false)
            }
        }
    }

    /// MLIR's `symbolicDivide`: `e` divided by `s<pos>`, `None` where it
    /// is not divisible.
    fn symbolic_divide(&mut self, e: AffineExpr, pos: u32, op: DivKind) -> Option<AffineExpr> {
        let k = self.kind(e);
        Some(match k {
            AffineExprKind::Constant(0) => self.constant(0),
            AffineExprKind::Constant(_) | AffineExprKind::Dim(_) => return None,
            AffineExprKind::Symbol(_) => self.constant(1),
            AffineExprKind::Add(l, r) => {
                let ql = self.symbolic_divide(AffineExpr(l), pos, op)?;
                let qr = self.symbolic_divide(AffineExpr(r), pos, op)?;
                self.add(ql, qr)
            }
            AffineExprKind::Mod(l, r) => {
                let ql = self.symbolic_divide(AffineExpr(l), pos, k)?;
                let qr = self.symbolic_divide(AffineExpr(r), pos, k)?;
                self.binary(k, ql, qr)
            }
            AffineExprKind::Mul(l, r) => {
                let (l, r) = (AffineExpr(l), AffineExpr(r));
                if self.can_divide_by_symbol(l, pos, op, false) {
                    let ql = self.symbolic_divide(l, pos, op)?;
                    self.binary(k, ql, r)
                } else {
                    let qr = self.symbolic_divide(r, pos, op)?;
                    self.binary(k, l, qr)
                }
            }
            AffineExprKind::FloorDiv(l, r) | AffineExprKind::CeilDiv(l, r) => {
                let ql = self.symbolic_divide(AffineExpr(l), pos, k)?;
                self.binary(k, ql, AffineExpr(r))
            }
        })
    }

    /// The summands of a (nested) sum, left to right (MLIR's
    /// `getSummandExprs`).
    fn summands(&self, e: AffineExpr, out: &mut Vec<AffineExpr>) {
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            match self.kind(x) {
                AffineExprKind::Add(l, r) => stack.extend([AffineExpr(r), AffineExpr(l)]),
                _ => out.push(x),
            }
        }
    }

    /// `x` when `e` is `x * -1` or `-1 * x` (MLIR's `isNegatedAffineExpr`).
    fn negated(&self, e: AffineExpr) -> Option<AffineExpr> {
        let AffineExprKind::Mul(l, r) = self.kind(e) else {
            return None;
        };
        if self.constant_of(AffineExpr(l)) == Some(-1) {
            return Some(AffineExpr(r));
        }
        (self.constant_of(AffineExpr(r)) == Some(-1)).then_some(AffineExpr(l))
    }

    /// MLIR's `isModOfModSubtraction`: whether `lhs mod rhs` is zero
    /// because `lhs` is `x - x mod rhs` (the form loop peeling leaves).
    fn is_mod_of_mod_subtraction(
        &mut self,
        lhs: AffineExpr,
        rhs: AffineExpr,
        num_dims: u32,
        num_symbols: u32,
    ) -> bool {
        let mut summands = Vec::new();
        self.summands(lhs, &mut summands);
        for (i, &s) in summands.iter().enumerate() {
            let Some(inner) = self.negated(s) else {
                continue;
            };
            let AffineExprKind::Mod(x, m) = self.kind(inner) else {
                continue;
            };
            if AffineExpr(m) != rhs {
                continue;
            }
            let mut diff = self.constant(0);
            for (j, &t) in summands.iter().enumerate() {
                if i != j {
                    diff = self.add(diff, t);
                }
            }
            diff = self.sub(diff, AffineExpr(x));
            let diff = self.simplify(diff, num_dims, num_symbols);
            if self.constant_of(diff) == Some(0) {
                return true;
            }
        }
        false
    }

    /// MLIR's `getSemiAffineExprFromFlatForm`: the terms of a flat form
    /// with semi-affine locals, sorted by a `(position, key)` pair —
    /// dimensions and their products or quotients by a constant first,
    /// then products and quotients of a dimension by a symbol, then the
    /// symbol terms — and the other locals and the constant after them.
    pub fn semi_affine_from_flat(
        &mut self,
        coeffs: &[i64],
        num_dims: u32,
        num_symbols: u32,
        locals: &[AffineExpr],
    ) -> AffineExpr {
        let n = (num_dims + num_symbols) as usize;
        let sym_key = num_dims.max(num_symbols) as i64;
        let (mut next_sym, mut next_dim) = (0i64, -1i64);
        // (sort key, term, coefficient), in insertion order.
        let mut entries: Vec<((u32, i64), AffineExpr, i64)> = Vec::new();
        for s in 0..num_symbols {
            let c = coeffs[(num_dims + s) as usize];
            if c == 0 {
                continue;
            }
            let term = self.symbol(s);
            entries.push(((s, sym_key + next_sym), term, c));
            next_sym += 1;
        }
        let mut added = vec![false; locals.len()];
        for (i, &local) in locals.iter().enumerate() {
            let c = coeffs[n + i];
            if c == 0 {
                continue;
            }
            let (l, r) = match self.kind(local) {
                AffineExprKind::Add(l, r)
                | AffineExprKind::Mul(l, r)
                | AffineExprKind::Mod(l, r)
                | AffineExprKind::FloorDiv(l, r)
                | AffineExprKind::CeilDiv(l, r) => {
                    (self.kind(AffineExpr(l)), self.kind(AffineExpr(r)))
                }
                _ => continue,
            };
            let key = match (l, r) {
                (AffineExprKind::Dim(p), AffineExprKind::Constant(_)) => {
                    next_dim -= 1;
                    (p, next_dim + 1)
                }
                (AffineExprKind::Symbol(p), AffineExprKind::Constant(_))
                | (AffineExprKind::Symbol(p), AffineExprKind::Dim(_) | AffineExprKind::Symbol(_)) =>
                {
                    next_sym += 1;
                    (p, sym_key + next_sym - 1)
                }
                (AffineExprKind::Dim(p), AffineExprKind::Dim(q) | AffineExprKind::Symbol(q)) => {
                    (p, i64::from(q))
                }
                _ => continue,
            };
            entries.push((key, local, c));
            added[i] = true;
        }
        for d in 0..num_dims {
            let c = coeffs[d as usize];
            if c == 0 {
                continue;
            }
            let term = self.dim(d);
            entries.push(((d, next_dim), term, c));
            next_dim -= 1;
        }
        let mut keys: Vec<(u32, i64)> = entries.iter().map(|e| e.0).collect();
        keys.sort();
        let mut expr = self.constant(0);
        for key in keys {
            // The first entry of a key stands for all of them, as the
            // lookups of MLIR's maps (which keep the first insertion) do.
            let Some(&(_, term, c)) = entries.iter().find(|e| e.0 == key) else {
                continue;
            };
            let k = self.constant(c);
            let t = self.binary(AffineExprKind::Mul(0, 0), term, k);
            expr = self.add(expr, t);
        }
        self.add_locals_and_constant(expr, &coeffs[n..], locals, &added)
    }
}

#[cfg(test)]
mod tests {
    //! Expected expressions are what `mlir-opt-22 --canonicalize` prints
    //! for an `affine.apply` of the same map, with `d0` a loop's
    //! induction variable and the symbols function arguments (the lit
    //! tests under `tests/lit/affine-semi/` show the same through the
    //! driver).
    use super::*;

    /// `(d0 * s0) floordiv s0` is `d0`, `ceildiv` too; `mod` is `0`.
    #[test]
    fn division_by_a_symbol_factor() {
        let mut b = AffineBuilder::new();
        let (d0, s0) = (b.dim(0), b.symbol(0));
        let p = b.mul(d0, s0).unwrap();
        let f = b.floor_div(p, s0).unwrap();
        let c = b.ceil_div(p, s0).unwrap();
        let m = b.modulo(p, s0).unwrap();
        assert_eq!(b.simplify(f, 1, 1), d0);
        assert_eq!(b.simplify(c, 1, 1), d0);
        assert_eq!(b.simplify(m, 1, 1), b.constant(0));
    }

    /// A quotient under a product is not a multiple of the symbol
    /// (`canSimplifyDivisionBySymbol`'s `fromMul`), so only the outer
    /// factor is divided: `((d0 * (s0 floordiv 2)) * s0) floordiv s0` is
    /// `d0 * (s0 floordiv 2)`.
    #[test]
    fn a_quotient_under_a_product_is_not_divided() {
        let mut b = AffineBuilder::new();
        let (d0, s0, two) = (b.dim(0), b.symbol(0), b.constant(2));
        let q = b.floor_div(s0, two).unwrap();
        let inner = b.mul(d0, q).unwrap();
        let p = b.mul(inner, s0).unwrap();
        let e = b.floor_div(p, s0).unwrap();
        assert_eq!(b.simplify(e, 1, 1), inner);
        // Without the outer factor nothing divides.
        let kept = b.floor_div(inner, s0).unwrap();
        assert_eq!(b.simplify(kept, 1, 1), kept);
    }

    /// `(d0 - d0 mod s0) mod s0` is `0`.
    #[test]
    fn mod_of_mod_subtraction() {
        let mut b = AffineBuilder::new();
        let (d0, s0) = (b.dim(0), b.symbol(0));
        let r = b.modulo(d0, s0).unwrap();
        let x = b.sub(d0, r);
        let e = b.modulo(x, s0).unwrap();
        assert_eq!(b.simplify(e, 1, 1), b.constant(0));
    }

    /// Where the symbolic division fails below the top of the quotient
    /// (MLIR 22 builds with a null expression there and crashes), the
    /// division is kept: `((d0 + s0) * s0 floordiv s0) floordiv s0`
    /// becomes `(d0 + s0) floordiv s0` by its inner quotient only.
    #[test]
    fn a_failed_division_keeps_the_quotient() {
        let mut b = AffineBuilder::new();
        let (d0, s0) = (b.dim(0), b.symbol(0));
        let sum = b.add(d0, s0);
        let p = b.mul(sum, s0).unwrap();
        let inner = b.floor_div(p, s0).unwrap();
        let e = b.floor_div(inner, s0).unwrap();
        let want = b.floor_div(sum, s0).unwrap();
        assert_eq!(b.simplify(e, 1, 1), want);
    }

    /// The sorted rebuild: `d0`, then `d0 * s1`, then the symbol terms
    /// `s0 * s1`, `s1`, then `d1 * s0` by `d1`'s position... as MLIR
    /// prints `d0 + d0 * s1 + s0 * s1 + d1 * s0 + s1 + 5`.
    #[test]
    fn semi_affine_terms_are_sorted() {
        let mut b = AffineBuilder::new();
        let (d0, d1, s0, s1) = (b.dim(0), b.dim(1), b.symbol(0), b.symbol(1));
        let five = b.constant(5);
        let ss = b.mul(s0, s1).unwrap();
        let d1s0 = b.mul(d1, s0).unwrap();
        let d0s1 = b.mul(d0, s1).unwrap();
        let mut e = b.add(ss, d1s0);
        for t in [d0, five, s1, d0s1] {
            e = b.add(e, t);
        }
        let got = b.simplify(e, 2, 2);
        let mut want = b.add(d0, d0s1);
        for t in [ss, d1s0, s1, five] {
            want = b.add(want, t);
        }
        assert_eq!(got, want);
    }

    /// A semi-affine flat form holds one local per product, division or
    /// modulo by a non-constant, shared when it repeats.
    #[test]
    fn semi_affine_flattening_shares_locals() {
        let mut b = AffineBuilder::new();
        let (d0, s0) = (b.dim(0), b.symbol(0));
        let p = b.mul(d0, s0).unwrap();
        let e = b.add(p, p);
        assert!(b.flatten(e, 1, 1).is_none());
        let flat = b.flatten_semi_affine(e, 1, 1).unwrap();
        assert_eq!(flat.coeffs, vec![0, 0, 2, 0]);
        assert_eq!(flat.locals, vec![p]);
    }
}
