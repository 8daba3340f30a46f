//! Simplifying maps with what is known of their operands' values (MLIR
//! 22's `simplifyMapWithOperands` and `simplifyMinOrMaxExprWithOperands`
//! in `AffineOps.cpp`): an operand that is the induction variable of an
//! `affine.for` with constant bounds is bounded, so a `floordiv`, `ceildiv`
//! or `mod` of it may be a constant or drop a term, and a result of a
//! min/max bound that can never be the smallest/largest goes.
//!
//! Only `affine.for` induction variables are bounded, as upstream's
//! (`getForInductionVarOwner`); the bound of an expression comes from
//! `ir`'s flattener ([`AffineBuilder::flatten`]).

use super::ops::AffineForOp;
use ir::prelude::*;
use ir::uniqued::attributes::{AffineBuilder, AffineExpr, AffineExprKind, AffineMap};

/// The `affine.for` whose induction variable `v` is (MLIR's
/// `getForInductionVarOwner`).
pub fn for_induction_var_owner<'a>(
    ctx: &'a Context,
    body: &'a Body,
    v: Value,
) -> Option<AffineForOp<'a>> {
    let ir::ValueDef::BlockArgument(block, 0) = body.value_def(v) else {
        return None;
    };
    let owner = body.block_parent_op(block)?;
    let f = AffineForOp::cast(ctx, body, owner)?;
    (f.induction_var() == Some(v)).then_some(f)
}

/// The constant lower bound of an induction variable.
fn iv_lower(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    for_induction_var_owner(ctx, body, v)?
        .lower_map()
        .single_constant()
}

/// The largest value an induction variable takes (inclusive).
fn iv_upper(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let f = for_induction_var_owner(ctx, body, v)?;
    let ub = f.upper_map().single_constant()?;
    match f.lower_map().single_constant() {
        Some(lb) => Some(ub - 1 - (ub - lb - 1).checked_rem(f.step_value())?),
        None => Some(ub - 1),
    }
}

/// The constant bounds of each operand (lower, upper).
pub fn operand_bounds(
    ctx: &Context,
    body: &Body,
    operands: &[Value],
) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    operands
        .iter()
        .map(|&v| (iv_lower(ctx, body, v), iv_upper(ctx, body, v)))
        .unzip()
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -floor_div(-a, b)
}

/// MLIR's `getBoundForAffineExpr`: a constant bound of `e` given bounds
/// of the dimensions and symbols (`upper` for the largest value).
pub fn bound_for_expr(
    b: &mut AffineBuilder,
    e: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    let rhs_const = |b: &AffineBuilder, r: u32| match b.kind(AffineExpr(r)) {
        AffineExprKind::Constant(c) => Some(c),
        _ => None,
    };
    match b.kind(e) {
        AffineExprKind::FloorDiv(l, r) => {
            let c = rhs_const(b, r).filter(|&c| c >= 1)?;
            let v = bound_for_expr(b, AffineExpr(l), num_dims, num_symbols, lbs, ubs, upper)?;
            return Some(floor_div(v, c));
        }
        AffineExprKind::CeilDiv(l, r) => {
            let c = rhs_const(b, r).filter(|&c| c >= 1)?;
            let v = bound_for_expr(b, AffineExpr(l), num_dims, num_symbols, lbs, ubs, upper)?;
            return Some(ceil_div(v, c));
        }
        AffineExprKind::Mod(l, r) => {
            if let Some(c) = rhs_const(b, r).filter(|&c| c >= 1) {
                let lo = bound_for_expr(b, AffineExpr(l), num_dims, num_symbols, lbs, ubs, false);
                let hi = bound_for_expr(b, AffineExpr(l), num_dims, num_symbols, lbs, ubs, upper);
                if let (Some(lo), Some(hi)) = (lo, hi)
                    && floor_div(lo, c) == floor_div(hi, c)
                {
                    return Some(if upper {
                        hi.rem_euclid(c)
                    } else {
                        lo.rem_euclid(c)
                    });
                }
                return Some(if upper { c - 1 } else { 0 });
            }
        }
        _ => {}
    }
    let flat = b.flatten(e, num_dims, num_symbols)?;
    if !flat.locals.is_empty() {
        return None;
    }
    let mut bound: i64 = 0;
    for i in 0..(num_dims + num_symbols) as usize {
        let c = flat.coeffs[i];
        if c == 0 {
            continue;
        }
        let known = if (c > 0) == upper { ubs[i] } else { lbs[i] };
        bound = bound.wrapping_add(known?.wrapping_mul(c));
    }
    Some(bound.wrapping_add(*flat.coeffs.last()?))
}

/// MLIR's `getLargestKnownDivisor(e, operands)`: for a dimension that is
/// an induction variable, what its values are all multiples of.
fn largest_known_divisor(
    ctx: &Context,
    body: &Body,
    b: &AffineBuilder,
    e: AffineExpr,
    operands: &[Value],
) -> i64 {
    let div = b.largest_known_divisor(e);
    let AffineExprKind::Dim(d) = b.kind(e) else {
        return div;
    };
    let Some(f) = operands
        .get(d as usize)
        .and_then(|&v| for_induction_var_owner(ctx, body, v))
    else {
        return 1;
    };
    let step = f.step_value();
    if f.lower_map().single_constant() == Some(0) {
        return step;
    }
    let mut lb = AffineBuilder::new();
    let lb_div = lb
        .import_map(f.lower_map())
        .into_iter()
        .map(|r| lb.largest_known_divisor(r).unsigned_abs())
        .fold(0u64, gcd);
    i64::try_from(gcd(lb_div, step.unsigned_abs())).unwrap_or(1)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `isNonNegativeBoundedBy`: `0 <= e < k`.
fn non_negative_bounded_by(
    ctx: &Context,
    body: &Body,
    b: &AffineBuilder,
    e: AffineExpr,
    operands: &[Value],
    k: i64,
) -> bool {
    match b.kind(e) {
        AffineExprKind::Constant(c) => c >= 0 && c < k,
        AffineExprKind::Dim(d) => operands
            .get(d as usize)
            .and_then(|&v| for_induction_var_owner(ctx, body, v))
            .is_some_and(|f| {
                f.lower_map().single_constant().is_some_and(|lb| lb >= 0)
                    && f.upper_map().single_constant().is_some_and(|ub| ub <= k)
            }),
        _ => false,
    }
}

/// What one simplification step needs of the operands.
struct Operands<'a> {
    ctx: &'a Context,
    body: &'a Body,
    values: &'a [Value],
    num_dims: u32,
    num_symbols: u32,
    lbs: Vec<Option<i64>>,
    ubs: Vec<Option<i64>>,
}

impl Operands<'_> {
    fn bound(&self, b: &mut AffineBuilder, e: AffineExpr, upper: bool) -> Option<i64> {
        if let AffineExprKind::Constant(c) = b.kind(e) {
            return Some(c);
        }
        bound_for_expr(
            b,
            e,
            self.num_dims,
            self.num_symbols,
            &self.lbs,
            &self.ubs,
            upper,
        )
    }

    /// MLIR's `simplifyExprAndOperands`.
    fn simplify(&self, b: &mut AffineBuilder, e: AffineExpr) -> AffineExpr {
        let k = b.kind(e);
        let (l, r) = match k {
            AffineExprKind::Add(l, r)
            | AffineExprKind::Mul(l, r)
            | AffineExprKind::Mod(l, r)
            | AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r) => (AffineExpr(l), AffineExpr(r)),
            _ => return e,
        };
        let nl = self.simplify(b, l);
        let nr = self.simplify(b, r);
        let e = b.binary(k, nl, nr);
        let k = b.kind(e);
        let (lhs, rhs) = match k {
            AffineExprKind::Mod(l, r)
            | AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r) => (AffineExpr(l), AffineExpr(r)),
            _ => return e,
        };
        let AffineExprKind::Constant(c) = b.kind(rhs) else {
            return e;
        };
        if c <= 0 {
            return e;
        }
        let lo = self.bound(b, lhs, false);
        let hi = self.bound(b, lhs, true);
        if let (Some(lo), Some(hi)) = (lo, hi) {
            match k {
                AffineExprKind::FloorDiv(..) if floor_div(lo, c) == floor_div(hi, c) => {
                    return b.constant(floor_div(lo, c));
                }
                AffineExprKind::CeilDiv(..) if ceil_div(lo, c) == ceil_div(hi, c) => {
                    return b.constant(ceil_div(lo, c));
                }
                AffineExprKind::Mod(..) if lo >= 0 && lo < c && hi < c => return lhs,
                _ => {}
            }
        }
        if let Some((div, quot, rem)) = self.q_times_d_plus_r(b, lhs) {
            if c % div == 0 && matches!(k, AffineExprKind::FloorDiv(..)) {
                return b.binary(k, quot, rhs);
            }
            if div % c == 0 && matches!(k, AffineExprKind::Mod(..)) {
                return b.binary(k, rem, rhs);
            }
            return e;
        }
        let floor_zero = matches!(k, AffineExprKind::FloorDiv(..))
            && non_negative_bounded_by(self.ctx, self.body, b, lhs, self.values, c);
        let mod_zero = matches!(k, AffineExprKind::Mod(..))
            && largest_known_divisor(self.ctx, self.body, b, lhs, self.values) % c == 0;
        if floor_zero || mod_zero {
            return b.constant(0);
        }
        e
    }

    /// MLIR's `isQTimesDPlusR`: `e` is `q * d + r` with `0 <= r < d`.
    fn q_times_d_plus_r(
        &self,
        b: &AffineBuilder,
        e: AffineExpr,
    ) -> Option<(i64, AffineExpr, AffineExpr)> {
        let AffineExprKind::Add(l, r) = b.kind(e) else {
            return None;
        };
        let (l, r) = (AffineExpr(l), AffineExpr(r));
        let (ctx, body, ops) = (self.ctx, self.body, self.values);
        let div = largest_known_divisor(ctx, body, b, l, ops);
        if non_negative_bounded_by(ctx, body, b, r, ops, div) {
            return Some((div, l, r));
        }
        let div = largest_known_divisor(ctx, body, b, r, ops);
        if non_negative_bounded_by(ctx, body, b, l, ops, div) {
            return Some((div, r, l));
        }
        None
    }
}

/// MLIR's `simplifyMapWithOperands`.
pub fn simplify_map_with_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &[Value],
) {
    let (lbs, ubs) = operand_bounds(ctx, body, operands);
    let ops = Operands {
        ctx,
        body,
        values: operands,
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        lbs,
        ubs,
    };
    let (nd, ns) = (map.num_dims, map.num_symbols);
    *map = map.map_results(nd, ns, |b, e| ops.simplify(b, e));
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: drops each result of a
/// min (max) map that another result is always below (above), and turns
/// results whose bounds meet into constants.
pub fn simplify_min_or_max_with_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &[Value],
    is_max: bool,
) {
    if operands.is_empty() {
        return;
    }
    let (clb, cub) = operand_bounds(ctx, body, operands);
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let mut b = AffineBuilder::new();
    let results = b.import_map(map);
    let mut lower = Vec::with_capacity(results.len());
    let mut upper = Vec::with_capacity(results.len());
    for &e in &results {
        if let AffineExprKind::Constant(c) = b.kind(e) {
            lower.push(Some(c));
            upper.push(Some(c));
        } else {
            lower.push(bound_for_expr(&mut b, e, nd, ns, &clb, &cub, false));
            upper.push(bound_for_expr(&mut b, e, nd, ns, &clb, &cub, true));
        }
    }
    let mut kept = Vec::new();
    for (i, &e) in results.iter().enumerate() {
        let e = match (lower[i], upper[i]) {
            (Some(l), Some(u)) if l == u => b.constant(l),
            _ => e,
        };
        // For a max, this result is redundant when another one's lower
        // bound is above its upper bound; for a min, the mirror image.
        let (mine, others, others_mine) = if is_max {
            (upper[i], &lower, &upper)
        } else {
            (lower[i], &upper, &lower)
        };
        let Some(mine) = mine else {
            kept.push(e);
            continue;
        };
        let redundant = others.iter().enumerate().any(|(pos, &other)| {
            let Some(other) = other else {
                return false;
            };
            if pos == i {
                return false;
            }
            let beyond = if is_max { other > mine } else { other < mine };
            let short = if is_max { other < mine } else { other > mine };
            if beyond {
                return true;
            }
            if short {
                return false;
            }
            // Equal bounds: of two results that are both exact, keep
            // the first.
            !(others_mine[pos].is_some()
                && lower[i].is_some()
                && lower[i] == upper[i]
                && Some(other) == others_mine[pos]
                && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    if let Ok(m) = AffineMap::new(&b, nd, ns, &kept) {
        *map = m;
    }
}
