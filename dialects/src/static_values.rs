//! MLIR's `StaticValueUtils` for the ops with offsets, sizes and strides
//! (`memref.subview`, `memref.reinterpret_cast`, the tensor slices):
//! [`Ofr`] is one entry (MLIR's `OpFoldResult`: a static integer or the
//! operand giving it), read from an op's static attribute and operands
//! ([`mixed_list`]), folded where constants give the values
//! ([`fold_list`]) and split back into both when an op is built
//! ([`split`], [`i64_array`]). One module serves the memref and tensor
//! canonicalization patterns, which MLIR also writes against these
//! shared helpers.

use ir::prelude::*;
use ir::semantics::fold::constant_attr;
use ir::uniqued::types::DYNAMIC;

/// One offset, size or stride (MLIR's `OpFoldResult`): a static integer
/// or the operand giving it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ofr {
    /// A known value.
    Static(i64),
    /// An operand.
    Value(Value),
}

/// The list a static attribute and its operands describe
/// (`getMixedOffsets` ...): each `DYNAMIC` entry takes the next operand.
pub fn mixed_list(statics: &[i64], mut values: impl Iterator<Item = Value>) -> Vec<Ofr> {
    statics
        .iter()
        .map(|&s| match s {
            DYNAMIC => values.next().map_or(Ofr::Static(DYNAMIC), Ofr::Value),
            s => Ofr::Static(s),
        })
        .collect()
}

/// The static list and the operands of `list` (MLIR's
/// `dispatchIndexOpFoldResults`).
pub fn split(list: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for &o in list {
        match o {
            Ofr::Static(s) => statics.push(s),
            Ofr::Value(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// The statics of `list`, `DYNAMIC` for operands.
pub fn statics(list: &[Ofr]) -> Vec<i64> {
    split(list).0
}

/// The integer a constant op gives `v` (MLIR's `getConstantIntValue`).
pub fn constant_int(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    constant_attr(ctx, body, v)?.as_apint(ctx)?.to_i64()
}

/// The value of an `index` constant defining `v` (MLIR's
/// `matchConstantIndex`, `arith::ConstantIndexOp`).
pub fn constant_index(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let def = body.defining_op(v)?;
    if body.op_name(def).as_str(ctx) != "arith.constant" || !body.value_type(v).is_index(ctx) {
        return None;
    }
    constant_int(ctx, body, v)
}

/// Replaces the operands of `list` that constants define by their values,
/// negative ones only when `non_negative` is false (MLIR's
/// `foldDynamicIndexList`); `true` when one was replaced.
pub fn fold_list(ctx: &Context, body: &Body, list: &mut [Ofr], non_negative: bool) -> bool {
    let mut folded = false;
    for o in list.iter_mut() {
        if let Ofr::Value(v) = *o
            && let Some(c) = constant_int(ctx, body, v)
            && !(non_negative && c < 0)
        {
            *o = Ofr::Static(c);
            folded = true;
        }
    }
    folded
}

/// `array<i64: ...>` of `values`.
pub fn i64_array(ctx: &Context, values: &[i64]) -> Option<DenseI64ArrayAttr> {
    let raw: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    Attribute::dense_array(ctx, Type::i64(ctx), &raw)
        .ok()
        .map(DenseI64ArrayAttr)
}

/// MLIR's `computeRankReductionMask`: which entries of `original` are
/// dropped (each a unit size) to get `reduced`, matching greedily from
/// the front; with `match_dynamic`, a dynamic size on either side matches
/// any other but a unit one.
pub fn rank_reduction_mask(
    original: &[i64],
    reduced: &[i64],
    match_dynamic: bool,
) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if let Some(&want) = reduced.get(r) {
            let dynamic = match_dynamic && size != 1 && (size == DYNAMIC || want == DYNAMIC);
            if dynamic || size == want {
                r += 1;
                continue;
            }
        }
        if size != 1 {
            return None;
        }
        dropped[i] = true;
    }
    (r == reduced.len()).then_some(dropped)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction_masks() {
        // Unit sizes are dropped greedily from the front.
        assert_eq!(
            rank_reduction_mask(&[1, 4, 1], &[4, 1], false),
            Some(vec![true, false, false])
        );
        assert_eq!(rank_reduction_mask(&[2, 4], &[4], false), None);
        // With dynamic matching a dynamic size matches anything but a unit
        // size, which is dropped instead.
        assert_eq!(
            rank_reduction_mask(&[1, DYNAMIC, 8], &[4, 8], true),
            Some(vec![true, false, false])
        );
        assert_eq!(
            rank_reduction_mask(&[1, 8], &[DYNAMIC], true),
            Some(vec![true, false])
        );
        assert_eq!(rank_reduction_mask(&[1, 8], &[DYNAMIC], false), None);
    }

    #[test]
    fn split_and_mixed_round_trip() {
        let ctx = Context::new();
        let list = [Ofr::Static(0), Ofr::Static(4)];
        let (statics, values) = split(&list);
        assert_eq!((statics.as_slice(), values.len()), (&[0, 4][..], 0));
        assert_eq!(mixed_list(&statics, values.into_iter()), list);
        let attr = i64_array(&ctx, &[DYNAMIC, 3]).expect("an i64 array");
        assert_eq!(attr.values(&ctx), [DYNAMIC, 3]);
    }
}
