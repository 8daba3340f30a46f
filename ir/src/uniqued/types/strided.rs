//! Strides and offsets of memref types (MLIR's `getStridesAndOffset`,
//! `isStrided` and the canonical contiguous strides), which the memref
//! dialect's view ops compute their result types from.
//!
//! A memref with the identity layout has the contiguous row-major strides
//! of its shape (a dynamic size makes every stride to its left dynamic);
//! a `strided<...>` layout gives its own. A layout written as a
//! non-identity affine map is reported as not strided: MLIR recovers
//! strides from maps that are linear in their dimensions, a
//! simplification of the map this crate does not implement yet, so such
//! memrefs are rejected where MLIR requires a strided layout. Keeping the
//! answer `None` rather than guessing keeps every accepted type right.

use super::{DYNAMIC, Type, TypeKind};
use crate::uniqued::attributes::AttrKind;
use crate::uniqued::context::Context;

/// The contiguous row-major strides of `shape` (MLIR's
/// `computeSuffixProduct` over sizes, with [`DYNAMIC`] spreading left).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = 1i64;
    for (i, &size) in shape.iter().enumerate().rev() {
        strides[i] = running;
        running = if running == DYNAMIC || size == DYNAMIC {
            DYNAMIC
        } else {
            running.checked_mul(size).unwrap_or(DYNAMIC)
        };
    }
    strides
}

impl Type {
    /// The strides and offset of a ranked memref (MLIR's
    /// `MemRefType::getStridesAndOffset`); `None` for another type or a
    /// layout that is not strided (see the module docs).
    pub fn strides_and_offset(self, ctx: &Context) -> Option<(Vec<i64>, i64)> {
        let TypeKind::MemRef { shape, layout, .. } = self.kind(ctx) else {
            return None;
        };
        match layout.map(|l| l.kind(ctx)) {
            None => Some((canonical_strides(shape), 0)),
            Some(AttrKind::StridedLayout(s)) => Some((s.strides.to_vec(), s.offset)),
            Some(_) => None,
        }
    }

    /// Whether the type is a ranked memref with a strided layout (MLIR's
    /// `isStrided`).
    pub fn is_strided_memref(self, ctx: &Context) -> bool {
        self.strides_and_offset(ctx).is_some()
    }

    /// Whether a ranked memref's layout denotes the identity map (MLIR's
    /// `getLayout().isIdentity()`): no layout, or a strided layout of
    /// rank one with stride 1 and offset 0, whose map is `(d0) -> (d0)`.
    pub fn has_identity_layout(self, ctx: &Context) -> bool {
        match self.memref_layout(ctx).map(|l| l.kind(ctx)) {
            None => matches!(self.kind(ctx), TypeKind::MemRef { .. }),
            Some(AttrKind::StridedLayout(s)) => s.offset == 0 && s.strides[..] == [1],
            Some(_) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Attribute;
    use crate::uniqued::attributes::{AffineBuilder, AffineMap};

    #[test]
    fn identity_layouts_have_contiguous_strides() {
        assert_eq!(canonical_strides(&[8, 16, 4]), vec![64, 4, 1]);
        assert_eq!(canonical_strides(&[4, DYNAMIC, 2]), vec![DYNAMIC, 2, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
        let ctx = Context::new();
        let f32 = Type::f32(&ctx);
        let m = Type::memref(&ctx, &[DYNAMIC, 3], f32, None, None).unwrap();
        assert_eq!(m.strides_and_offset(&ctx), Some((vec![3, 1], 0)));
        assert!(m.has_identity_layout(&ctx) && m.is_strided_memref(&ctx));
    }

    #[test]
    fn strided_and_affine_layouts() {
        let ctx = Context::new();
        let f32 = Type::f32(&ctx);
        let st = Attribute::strided_layout(&ctx, &[DYNAMIC, 2], 5);
        let m = Type::memref(&ctx, &[4, 4], f32, Some(st), None).unwrap();
        assert_eq!(m.strides_and_offset(&ctx), Some((vec![DYNAMIC, 2], 5)));
        assert!(!m.has_identity_layout(&ctx));
        let one = Attribute::strided_layout(&ctx, &[1], 0);
        let m1 = Type::memref(&ctx, &[4], f32, Some(one), None).unwrap();
        assert!(m1.has_identity_layout(&ctx));
        let mut b = AffineBuilder::new();
        let d0 = b.dim(0);
        let twice = b.add(d0, d0);
        let map = Attribute::affine_map(&ctx, AffineMap::new(&b, 1, 0, &[twice]).unwrap());
        let ma = Type::memref(&ctx, &[4], f32, Some(map), None).unwrap();
        assert_eq!(ma.strides_and_offset(&ctx), None);
        assert!(!ma.is_strided_memref(&ctx) && !Type::index(&ctx).is_strided_memref(&ctx));
    }
}
