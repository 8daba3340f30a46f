//! Constructors and typed accessors for the structured builtin attributes:
//! `distinct[N]<...>`, affine maps, integer sets, strided layouts, and
//! typed reads of integer, float, bool and symbol attributes.
//!
//! Distinct attributes take their identity from a process-wide atomic
//! counter rather than a per-context one, so that ids never repeat within
//! a process and an id alone says which distinct attribute it is; the
//! printer renumbers them `distinct[0]`, `distinct[1]`, ... in print order
//! anyway, so no per-context numbering is observable.

use super::{AffineMap, AttrKind, Attribute, IntegerSet};
use crate::uniqued::apint::APInt;
use crate::uniqued::context::{Context, Ident, Made};
use crate::uniqued::types::{FloatKind, Type, TypeKind};
use std::sync::atomic::{AtomicU64, Ordering};

static NEXT_DISTINCT: AtomicU64 = AtomicU64::new(0);

impl Attribute {
    /// A new `distinct[N]<referenced>`: unequal to every other attribute.
    pub fn distinct(ctx: &Context, referenced: Attribute) -> Attribute {
        let id = NEXT_DISTINCT.fetch_add(1, Ordering::Relaxed);
        {
            ctx.note_made(Made::Distinct);
            ctx.intern_attr(AttrKind::Distinct { id, referenced })
        }
    }

    /// The attribute a distinct attribute refers to.
    pub fn distinct_referenced(self, ctx: &Context) -> Option<Attribute> {
        match self.kind(ctx) {
            AttrKind::Distinct { referenced, .. } => Some(*referenced),
            _ => None,
        }
    }

    /// `affine_map<...>`
    pub fn affine_map(ctx: &Context, map: AffineMap) -> Attribute {
        ctx.note_made(Made::AffineMapOrSet);
        ctx.intern_attr(AttrKind::AffineMap(map))
    }

    /// `affine_set<...>`
    pub fn integer_set(ctx: &Context, set: IntegerSet) -> Attribute {
        ctx.note_made(Made::AffineMapOrSet);
        ctx.intern_attr(AttrKind::IntegerSet(set))
    }

    /// `strided<[strides], offset: offset>`; [`crate::uniqued::types::DYNAMIC`] marks `?`. MLIR
    /// accepts any static values, including zero and negative strides.
    pub fn strided_layout(ctx: &Context, strides: &[i64], offset: i64) -> Attribute {
        ctx.intern_attr(AttrKind::StridedLayout(StridedLayout {
            offset,
            strides: strides.into(),
        }))
    }

    /// The map of an affine map attribute.
    pub fn as_affine_map(self, ctx: &Context) -> Option<&AffineMap> {
        match self.kind(ctx) {
            AttrKind::AffineMap(m) => Some(m),
            _ => None,
        }
    }

    /// The set of an integer set attribute.
    pub fn as_integer_set(self, ctx: &Context) -> Option<&IntegerSet> {
        match self.kind(ctx) {
            AttrKind::IntegerSet(s) => Some(s),
            _ => None,
        }
    }

    /// The layout of a strided layout attribute.
    pub fn as_strided_layout(self, ctx: &Context) -> Option<&StridedLayout> {
        match self.kind(ctx) {
            AttrKind::StridedLayout(s) => Some(s),
            _ => None,
        }
    }

    /// Whether a memref layout attribute (affine map or strided) is the
    /// identity layout for `rank` dimensions.
    pub fn is_identity_layout(self, ctx: &Context, rank: usize) -> bool {
        match self.kind(ctx) {
            AttrKind::AffineMap(m) => m.is_identity() && m.num_dims as usize == rank,
            _ => false,
        }
    }

    /// An integer attribute from literal text (`42`, `-7`, `0x2A`) for an
    /// integer or index type, with MLIR's range rules and texts.
    pub fn integer_from_literal(ctx: &Context, ty: Type, text: &str) -> Result<Attribute, String> {
        let (width, signedness) = match ty.kind(ctx) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            TypeKind::Index => (64, crate::uniqued::types::Signedness::Signless),
            _ => return Err("integer literal not valid for specified type".into()),
        };
        let v =
            APInt::parse_literal(width, text, signedness).map_err(|e| e.message().to_string())?;
        Attribute::integer_apint(ctx, ty, v)
    }

    /// A float attribute from a decimal literal token as MLIR's parser reads
    /// it (through `f64`); `negative` is a leading minus.
    pub fn float_from_literal(
        ctx: &Context,
        ty: Type,
        token: &str,
        negative: bool,
    ) -> Result<Attribute, String> {
        let TypeKind::Float(k) = ty.kind(ctx) else {
            return Err("floating point value not valid for specified type".into());
        };
        let (bits, _) = crate::uniqued::apfloat::parse_mlir_float_literal(*k, token, negative)?;
        Attribute::float_bits(ctx, ty, bits)
    }

    /// A float attribute from a hexadecimal literal's bits (`0x7C00 : f16`).
    pub fn float_from_hex(ctx: &Context, ty: Type, value: &APInt) -> Result<Attribute, String> {
        let TypeKind::Float(k) = ty.kind(ctx) else {
            return Err("floating point value not valid for specified type".into());
        };
        let bits = crate::uniqued::apfloat::from_hex_literal(*k, value)?;
        Attribute::float_bits(ctx, ty, bits)
    }

    /// The value of an integer attribute.
    pub fn as_apint(self, ctx: &Context) -> Option<&APInt> {
        match self.kind(ctx) {
            AttrKind::Integer { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The value of an `i1` attribute.
    pub fn as_bool(self, ctx: &Context) -> Option<bool> {
        match self.kind(ctx) {
            AttrKind::Integer { ty, value } if *ty == Type::i1(ctx) => Some(!value.is_zero()),
            _ => None,
        }
    }

    /// The kind and bit pattern of a float attribute.
    pub fn as_float_bits(self, ctx: &Context) -> Option<(FloatKind, u128)> {
        match self.kind(ctx) {
            AttrKind::Float { ty, bits } => match ty.kind(ctx) {
                TypeKind::Float(k) => Some((*k, *bits)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value of a float attribute as `f64`, when exactly representable.
    pub fn as_f64(self, ctx: &Context) -> Option<f64> {
        let (k, bits) = self.as_float_bits(ctx)?;
        crate::uniqued::apfloat::to_f64(k, bits)
    }

    /// Root and nested references of a symbol reference attribute.
    pub fn as_symbol_ref(self, ctx: &Context) -> Option<(Ident, &[Ident])> {
        match self.kind(ctx) {
            AttrKind::SymbolRef { root, nested } => Some((*root, nested)),
            _ => None,
        }
    }

    /// The element type and raw values of a dense array attribute.
    pub fn as_dense_array(self, ctx: &Context) -> Option<(Type, &[u64])> {
        match self.kind(ctx) {
            AttrKind::DenseArray { element, values } => Some((*element, values)),
            _ => None,
        }
    }

    /// Whether this attribute is a location.
    pub fn is_location(self, ctx: &Context) -> bool {
        matches!(self.kind(ctx), AttrKind::Location(_))
    }
}

/// `strided<[s0, s1, ...], offset: o>`; [`crate::uniqued::types::DYNAMIC`] marks `?`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StridedLayout {
    /// The offset, or `DYNAMIC`.
    pub offset: i64,
    /// One stride per dimension, each possibly `DYNAMIC`.
    pub strides: Box<[i64]>,
}
