//! MLIR 22's canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index` (`AffineOps.cpp`), in MLIR's order:
//! `CancelDelinearizeOfLinearizeDisjointExactTail`, `DropUnitExtentBasis`
//! and `SplitDelinearizeSpanningLastLinearizeArg` for the
//! delinearization; `CancelLinearizeOfDelinearizePortion`,
//! `DropLinearizeLeadingZero` and
//! `DropLinearizeUnitComponentsIfDisjointOrZero` for the linearization.
//! All are in an anonymous namespace upstream, so their names carry
//! `(anonymous namespace)::` (what `disable-patterns=` matches).
//!
//! A basis is read as MLIR's `getMixedBasis` ([`Ofr`]s: a static entry or
//! the operand giving it) and, where the outer bound may be missing, as
//! `getPaddedBasis` (`None` in front). Entries compare as MLIR's
//! `OpFoldResult`s do: equal integers or the same value. The ops are
//! rebuilt through their generated `build` rather than edited in place,
//! as upstream creates new ops.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::affine::canonicalize_index::delinearize_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names, [
//!     "(anonymous namespace)::CancelDelinearizeOfLinearizeDisjointExactTail",
//!     "(anonymous namespace)::DropUnitExtentBasis",
//!     "(anonymous namespace)::SplitDelinearizeSpanningLastLinearizeArg",
//! ]);
//!
//! let mut set = RewritePatternSet::new();
//! dialects::affine::canonicalize_index::linearize_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names, [
//!     "(anonymous namespace)::CancelLinearizeOfDelinearizePortion",
//!     "(anonymous namespace)::DropLinearizeLeadingZero",
//!     "(anonymous namespace)::DropLinearizeUnitComponentsIfDisjointOrZero",
//! ]);
//! ```

use super::AffineApplyOp;
use super::index_ops::{AffineDelinearizeIndexOp, AffineLinearizeIndexOp};
use crate::arith::ConstantOp;
use crate::static_values::{Ofr, constant_int, mixed_list, split};
use crate::tensor::index_list::i64_array;
use ir::ValueDef;
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::attributes::{AffineBuilder, AffineExprKind, AffineMap};
use ir::uniqued::typed_attrs::{AffineMapAttr, DenseI64ArrayAttr, TypedAttr};
use ir::uniqued::types::DYNAMIC;

/// A basis entry that may be absent (the missing outer bound).
type Padded = Option<Ofr>;

/// An `affine.delinearize_index`, read.
struct Delin {
    op: Operation,
    linear: Value,
    basis: Vec<Ofr>,
    results: Vec<Value>,
}

impl Delin {
    fn read(ctx: &Context, body: &Body, op: Operation) -> Option<Delin> {
        let d = AffineDelinearizeIndexOp::cast(ctx, body, op)?;
        let statics = i64_array(ctx, Some(d.static_basis().0));
        Some(Delin {
            op,
            linear: d.linear_index(),
            basis: mixed_list(&statics, d.dynamic_basis()),
            results: d.multi_index().collect(),
        })
    }

    fn has_outer_bound(&self) -> bool {
        self.results.len() == self.basis.len()
    }

    /// MLIR's `getPaddedBasis`.
    fn padded(&self) -> Vec<Padded> {
        pad(&self.basis, self.has_outer_bound())
    }
}

/// An `affine.linearize_index`, read.
struct Lin {
    indices: Vec<Value>,
    basis: Vec<Ofr>,
    disjoint: bool,
}

impl Lin {
    fn read(ctx: &Context, body: &Body, op: Operation) -> Option<Lin> {
        let l = AffineLinearizeIndexOp::cast(ctx, body, op)?;
        let statics = i64_array(ctx, Some(l.static_basis().0));
        Some(Lin {
            indices: l.multi_index().collect(),
            basis: mixed_list(&statics, l.dynamic_basis()),
            disjoint: l.disjoint().is_set(ctx),
        })
    }

    fn has_outer_bound(&self) -> bool {
        self.indices.len() == self.basis.len()
    }
}

/// `basis` with a `None` in front when there is no outer bound.
fn pad(basis: &[Ofr], has_outer_bound: bool) -> Vec<Padded> {
    let front = (!has_outer_bound).then_some(None);
    front
        .into_iter()
        .chain(basis.iter().map(|&b| Some(b)))
        .collect()
}

/// MLIR's `getConstantIntValue` of a basis entry.
fn const_of(ctx: &Context, body: &Body, b: Ofr) -> Option<i64> {
    match b {
        Ofr::Static(s) if s != DYNAMIC => Some(s),
        Ofr::Static(_) => None,
        Ofr::Value(v) => constant_int(ctx, body, v),
    }
}

/// The static attribute and the operands of a basis.
fn dispatch(ctx: &Context, basis: &[Ofr]) -> Result<(DenseI64ArrayAttr, Vec<Value>), NoMatch> {
    let (statics, values) = split(basis);
    let attr = crate::static_values::i64_array(ctx, &statics).ok_or(NoMatch)?;
    Ok((attr, values))
}

/// Creates an `affine.delinearize_index` at the insertion point (MLIR's
/// builder from a mixed basis: a `None` in front means no outer bound).
fn create_delinearize(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    linear: Value,
    basis: &[Padded],
    has_outer_bound: bool,
) -> Result<Vec<Value>, NoMatch> {
    let ctx = rw.ctx();
    let (basis, has_outer_bound) = match basis.split_first() {
        Some((None, rest)) if has_outer_bound => (rest, false),
        _ => (basis, has_outer_bound),
    };
    let basis: Vec<Ofr> = basis.iter().flatten().copied().collect();
    let (attr, dynamic) = dispatch(ctx, &basis)?;
    let n = basis.len() + usize::from(!has_outer_bound);
    let types = vec![Type::index(ctx); n];
    let op = rw.build(|b| AffineDelinearizeIndexOp::build(b, loc, &types, linear, &dynamic, attr));
    Ok(rw.body().results(op).collect())
}

/// What to give `AffineLinearizeIndexOp::build` (a leading `None` of the
/// basis dropped, as MLIR's builder does).
struct LinParts {
    indices: Vec<Value>,
    dynamic: Vec<Value>,
    statics: DenseI64ArrayAttr,
    disjoint: Option<UnitProp>,
}

fn lin_parts(
    ctx: &Context,
    indices: &[Value],
    basis: &[Padded],
    disjoint: bool,
) -> Result<LinParts, NoMatch> {
    let basis: Vec<Ofr> = basis.iter().flatten().copied().collect();
    let (statics, dynamic) = dispatch(ctx, &basis)?;
    Ok(LinParts {
        indices: indices.to_vec(),
        dynamic,
        statics,
        disjoint: disjoint.then(|| UnitProp(Attribute::unit(ctx))),
    })
}

fn build_linearize(b: &mut OpBuilder<'_>, loc: Location, p: LinParts) -> Operation {
    let index = Type::index(b.ctx);
    AffineLinearizeIndexOp::build(b, loc, index, &p.indices, &p.dynamic, p.statics, p.disjoint)
}

/// The delinearization `op` and the `disjoint` `affine.linearize_index`
/// defining its input, if it is one.
fn delinearize_of_disjoint(
    ctx: &Context,
    body: &Body,
    op: Operation,
) -> Option<(Delin, Operation, Lin)> {
    let d = Delin::read(ctx, body, op)?;
    let def = body.defining_op(d.linear)?;
    let l = Lin::read(ctx, body, def).filter(|l| l.disjoint)?;
    Some((d, def, l))
}

/// `CancelDelinearizeOfLinearizeDisjointExactTail`: the basis entries a
/// `disjoint` linearization and the delinearization of its result end
/// with alike cancel out.
fn cancel_delinearize_of_linearize(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (d, lin_op, l) = delinearize_of_disjoint(ctx, body, op).ok_or(NoMatch)?;
    let k = l
        .basis
        .iter()
        .rev()
        .zip(d.basis.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    if k == 0 {
        return Err(NoMatch);
    }
    if k == l.basis.len() && k == d.basis.len() && l.indices.len() == d.results.len() {
        rw.replace_op(op, &l.indices);
        return Ok(());
    }
    let (lin_loc, loc) = (body.op_loc(lin_op), body.op_loc(op));
    let n = l.indices.len();
    let lin_basis = pad(&l.basis[..l.basis.len() - k], true);
    let parts = lin_parts(ctx, &l.indices[..n - k], &lin_basis, true)?;
    let delin_basis = pad(&d.basis[..d.basis.len() - k], true);
    let new_lin = rw.build(|b| build_linearize(b, lin_loc, parts));
    let new_lin = rw.body().result(new_lin, 0);
    let mut merged = create_delinearize(rw, loc, new_lin, &delin_basis, d.has_outer_bound())?;
    merged.extend_from_slice(&l.indices[n - k..]);
    rw.replace_op(op, &merged);
    Ok(())
}

/// `DropUnitExtentBasis`: results whose basis entry is 1 are 0.
fn drop_unit_extent_basis(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let d = Delin::read(ctx, body, op).ok_or(NoMatch)?;
    let padded = d.padded();
    let unit: Vec<bool> = padded
        .iter()
        .map(|b| b.and_then(|b| const_of(ctx, body, b)) == Some(1))
        .collect();
    let new_basis: Vec<Padded> = padded
        .iter()
        .zip(&unit)
        .filter(|&(_, &u)| !u)
        .map(|(&b, _)| b)
        .collect();
    if new_basis.len() == d.results.len() {
        return Err(NoMatch);
    }
    let loc = body.op_loc(op);
    let index = Type::index(ctx);
    let zero = TypedAttr(Attribute::integer(ctx, index, 0).map_err(|_| NoMatch)?);
    let zero = rw.build(|b| ConstantOp::build(b, loc, index, zero));
    let zero = rw.body().result(zero, 0);
    let mut kept = if new_basis.is_empty() {
        Vec::new()
    } else {
        create_delinearize(rw, loc, d.linear, &new_basis, true)?
    }
    .into_iter();
    let replacements: Vec<Value> = unit
        .iter()
        .map(|&u| if u { Some(zero) } else { kept.next() })
        .collect::<Option<_>>()
        .ok_or(NoMatch)?;
    rw.replace_op(op, &replacements);
    Ok(())
}

/// `SplitDelinearizeSpanningLastLinearizeArg`: when the last k > 1
/// entries of the delinearization multiply to the last entry of the
/// `disjoint` linearization feeding it, they delinearize its last index
/// directly.
fn split_delinearize_spanning_last(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (d, lin_op, l) = delinearize_of_disjoint(ctx, body, op).ok_or(NoMatch)?;
    let target = match l.basis.last() {
        Some(&Ofr::Static(t)) if t != DYNAMIC => t,
        _ => return Err(NoMatch),
    };
    let (mut size, mut elems) = (1i64, 0usize);
    for &b in d.basis.iter().rev() {
        let Ofr::Static(e) = b else {
            return Err(NoMatch);
        };
        size = size.wrapping_mul(e);
        elems += 1;
        if size > target {
            return Err(NoMatch);
        }
        if size == target {
            break;
        }
    }
    if size < target || elems < 2 {
        return Err(NoMatch);
    }
    let (lin_loc, loc) = (body.op_loc(lin_op), body.op_loc(op));
    let (&last, front) = l.indices.split_last().ok_or(NoMatch)?;
    let lin_basis = pad(&l.basis[..l.basis.len() - 1], true);
    let parts = lin_parts(ctx, front, &lin_basis, true)?;
    let split_at = d.basis.len() - elems;
    let head = pad(&d.basis[..split_at], true);
    let tail = pad(&d.basis[split_at..], true);
    let new_lin = rw.build(|b| build_linearize(b, lin_loc, parts));
    let new_lin = rw.body().result(new_lin, 0);
    let mut results = create_delinearize(rw, loc, new_lin, &head, d.has_outer_bound())?;
    results.extend(create_delinearize(rw, loc, last, &tail, true)?);
    rw.replace_op(op, &results);
    Ok(())
}

/// The delinearization's patterns, in MLIR's order.
pub fn delinearize_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = || PatternRoot::Op("affine.delinearize_index");
    set.add_fn(
        "(anonymous namespace)::CancelDelinearizeOfLinearizeDisjointExactTail",
        root(),
        cancel_delinearize_of_linearize,
    );
    set.add_fn(
        "(anonymous namespace)::DropUnitExtentBasis",
        root(),
        drop_unit_extent_basis,
    );
    set.add_fn(
        "(anonymous namespace)::SplitDelinearizeSpanningLastLinearizeArg",
        root(),
        split_delinearize_spanning_last,
    );
}

/// A run of `len` linearization inputs from `lin_start` that are the
/// results of `delin` from `delin_start`, with the same bounds.
struct Match {
    delin: Delin,
    lin_start: usize,
    delin_start: usize,
    len: usize,
}

/// A product of basis entries (MLIR's `computeProduct`), worked out
/// before any op is made: unknown (a missing outer bound among them), a
/// constant, or an `affine.apply` of a symbol map.
enum Product {
    Unknown,
    Const(i64),
    Apply(AffineMap, Vec<Value>),
}

fn product_of(ctx: &Context, body: &Body, terms: &[Padded]) -> Result<Product, NoMatch> {
    let mut b = AffineBuilder::new();
    let mut e = b.constant(1);
    let mut values = Vec::new();
    for &t in terms {
        let Some(t) = t else {
            return Ok(Product::Unknown);
        };
        let factor = match (const_of(ctx, body, t), t) {
            (Some(c), _) => b.constant(c),
            (None, Ofr::Value(v)) => {
                values.push(v);
                b.symbol(values.len() as u32 - 1)
            }
            (None, Ofr::Static(_)) => return Err(NoMatch),
        };
        e = b.mul(e, factor).map_err(|_| NoMatch)?;
    }
    if let AffineExprKind::Constant(c) = b.kind(e) {
        return Ok(Product::Const(c));
    }
    let map = AffineMap::new(&b, 0, values.len() as u32, &[e]).map_err(|_| NoMatch)?;
    Ok(Product::Apply(map, values))
}

/// Makes `p` at the insertion point.
fn create_product(rw: &mut PatternRewriter<'_>, loc: Location, p: Product) -> Padded {
    match p {
        Product::Unknown => None,
        Product::Const(c) => Some(Ofr::Static(c)),
        Product::Apply(map, values) => {
            let ctx = rw.ctx();
            let (index, map) = (
                Type::index(ctx),
                AffineMapAttr(Attribute::affine_map(ctx, map)),
            );
            let apply = rw.build(|b| AffineApplyOp::build(b, loc, index, &values, map));
            Some(Ofr::Value(rw.body().result(apply, 0)))
        }
    }
}

/// The runs `CancelLinearizeOfDelinearizePortion` merges, at most one
/// per delinearization.
fn portion_matches(ctx: &Context, body: &Body, l: &Lin, lin_basis: &[Padded]) -> Vec<Match> {
    let multi = &l.indices;
    let mut matches: Vec<Match> = Vec::new();
    let mut i = 0;
    while i < multi.len() {
        let ValueDef::Result(def, r) = body.value_def(multi[i]) else {
            i += 1;
            continue;
        };
        let Some(d) = Delin::read(ctx, body, def) else {
            i += 1;
            continue;
        };
        let delin_basis = d.padded();
        let (first_d, first_l) = (delin_basis[r], lin_basis[i]);
        let bounds_match = first_d == first_l;
        let both_at_front = i == 0 && r == 0;
        let known_by_disjoint = l.disjoint && r == 0 && first_d.is_none();
        if !bounds_match && !both_at_front && !known_by_disjoint {
            i += 1;
            continue;
        }
        let mut j = 1;
        while j + i < multi.len()
            && j + r < d.results.len()
            && multi[i + j] == d.results[r + j]
            && lin_basis[i + j] == delin_basis[r + j]
        {
            j += 1;
        }
        if j <= 1 || matches.iter().any(|m| m.delin.op == def) {
            i += 1;
            continue;
        }
        matches.push(Match {
            delin: d,
            lin_start: i,
            delin_start: r,
            len: j,
        });
        i += j;
    }
    matches
}

/// `CancelLinearizeOfDelinearizePortion`: consecutive results of a
/// delinearization linearized under the same bounds merge into one
/// index of their product (the delinearization's input when all its
/// results are used so).
fn cancel_linearize_of_delinearize(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let l = Lin::read(ctx, body, op).ok_or(NoMatch)?;
    let lin_basis = pad(&l.basis, l.has_outer_bound());
    let matches = portion_matches(ctx, body, &l, &lin_basis);
    if matches.is_empty() {
        return Err(NoMatch);
    }
    let products: Vec<Product> = matches
        .iter()
        .map(|m| product_of(ctx, body, &lin_basis[m.lin_start..m.lin_start + m.len]))
        .collect::<Result<_, _>>()?;
    let loc = body.op_loc(op);
    let mut new_index: Vec<Value> = Vec::new();
    let mut new_basis: Vec<Padded> = Vec::new();
    let mut replacements: Vec<(Operation, Vec<Value>)> = Vec::new();
    let mut prev_end = 0;
    for (m, product) in matches.iter().zip(products) {
        new_index.extend_from_slice(&l.indices[prev_end..m.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev_end..m.lin_start]);
        prev_end = m.lin_start + m.len;
        let to_merge = &lin_basis[m.lin_start..prev_end];
        let (new_size, merged) = rw.with_insertion_guard(|rw| {
            rw.set_insertion_point_before(m.delin.op);
            let new_size = create_product(rw, loc, product);
            if m.len == m.delin.results.len() {
                return Ok((new_size, None));
            }
            let d_loc = rw.body().op_loc(m.delin.op);
            let mut d_basis = m.delin.padded();
            d_basis.splice(m.delin_start..m.delin_start + m.len, [new_size]);
            let merged = create_delinearize(rw, d_loc, m.delin.linear, &d_basis, true)?;
            let combined = merged[m.delin_start];
            let residual = create_delinearize(rw, d_loc, combined, to_merge, true)?;
            let mut results = merged[..m.delin_start].to_vec();
            results.extend(residual);
            results.extend_from_slice(&merged[m.delin_start + 1..]);
            Ok((new_size, Some((combined, results))))
        })?;
        match merged {
            None => new_index.push(m.delin.linear),
            Some((combined, results)) => {
                replacements.push((m.delin.op, results));
                new_index.push(combined);
            }
        }
        new_basis.push(new_size);
    }
    new_index.extend_from_slice(&l.indices[prev_end..]);
    new_basis.extend_from_slice(&lin_basis[prev_end..]);
    let parts = lin_parts(ctx, &new_index, &new_basis, l.disjoint)?;
    rw.replace_op_with(op, |b, loc| build_linearize(b, loc, parts));
    for (delin, results) in replacements {
        rw.replace_op(delin, &results);
    }
    Ok(())
}

/// `DropLinearizeLeadingZero`: a leading constant 0 index goes, with its
/// outer bound.
fn drop_linearize_leading_zero(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let l = Lin::read(ctx, body, op).ok_or(NoMatch)?;
    let &leading = l.indices.first().ok_or(NoMatch)?;
    if constant_int(ctx, body, leading) != Some(0) {
        return Err(NoMatch);
    }
    if l.indices.len() == 1 {
        rw.replace_op(op, &[leading]);
        return Ok(());
    }
    let skip = usize::from(l.has_outer_bound());
    let basis = pad(&l.basis[skip..], true);
    let parts = lin_parts(ctx, &l.indices[1..], &basis, l.disjoint)?;
    rw.replace_op_with(op, |b, loc| build_linearize(b, loc, parts));
    Ok(())
}

/// `DropLinearizeUnitComponentsIfDisjointOrZero`: an index whose basis
/// entry is 1 goes when the op is `disjoint` or the index is 0.
fn drop_linearize_unit_components(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let l = Lin::read(ctx, body, op).ok_or(NoMatch)?;
    let mut new_indices = Vec::new();
    let mut new_basis = Vec::new();
    let mut rest = &l.indices[..];
    if !l.has_outer_bound() {
        let (&first, tail) = rest.split_first().ok_or(NoMatch)?;
        new_indices.push(first);
        rest = tail;
    }
    for (&index, &b) in rest.iter().zip(&l.basis) {
        let unit = const_of(ctx, body, b) == Some(1);
        let droppable = l.disjoint || constant_int(ctx, body, index) == Some(0);
        if !unit || !droppable {
            new_indices.push(index);
            new_basis.push(Some(b));
        }
    }
    if new_indices.len() == l.indices.len() {
        return Err(NoMatch);
    }
    if new_indices.is_empty() {
        let index = Type::index(ctx);
        let zero = TypedAttr(Attribute::integer(ctx, index, 0).map_err(|_| NoMatch)?);
        rw.replace_op_with(op, |b, loc| ConstantOp::build(b, loc, index, zero));
        return Ok(());
    }
    let parts = lin_parts(ctx, &new_indices, &new_basis, l.disjoint)?;
    rw.replace_op_with(op, |b, loc| build_linearize(b, loc, parts));
    Ok(())
}

/// The linearization's patterns, in MLIR's order.
pub fn linearize_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = || PatternRoot::Op("affine.linearize_index");
    set.add_fn(
        "(anonymous namespace)::CancelLinearizeOfDelinearizePortion",
        root(),
        cancel_linearize_of_delinearize,
    );
    set.add_fn(
        "(anonymous namespace)::DropLinearizeLeadingZero",
        root(),
        drop_linearize_leading_zero,
    );
    set.add_fn(
        "(anonymous namespace)::DropLinearizeUnitComponentsIfDisjointOrZero",
        root(),
        drop_linearize_unit_components,
    );
}
