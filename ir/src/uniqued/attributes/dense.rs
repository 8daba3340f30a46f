//! Dense elements attributes (`dense<[1, 2]> : tensor<2xi32>`), stored
//! compactly as raw little-endian bytes, plus dense string elements, dense
//! resource handles and sparse elements.
//!
//! Each integer or float element takes `ceil(width / 8)` bytes (a complex
//! element two such parts), and a splat stores one element: a 1M-element
//! constant costs 4 MB, not a million uniqued attributes. Constructors
//! detect splats themselves, as MLIR's `DenseElementsAttr::get` does, so a
//! splat and the same values spelled out are one attribute. Packing `i1` as
//! bits (MLIR's historical choice) was rejected: byte-per-element keeps
//! every element addressable by a slice and costs little.

use super::{AttrKind, Attribute};
use crate::uniqued::apint::APInt;
use crate::uniqued::context::Context;
use crate::uniqued::types::{Type, TypeKind};

/// How the elements of a dense attribute are encoded.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DenseElementKind {
    /// Integers (or `index`) of this many bits.
    Int(u32),
    /// Floats of this kind.
    Float(crate::uniqued::types::FloatKind),
    /// Complex integers of this many bits per part.
    ComplexInt(u32),
    /// Complex floats of this kind.
    ComplexFloat(crate::uniqued::types::FloatKind),
}

impl DenseElementKind {
    /// The encoding for an element type, if it is int, index, float or complex.
    pub fn of(ctx: &Context, element: Type) -> Option<DenseElementKind> {
        Some(match element.kind(ctx) {
            TypeKind::Integer { width, .. } => DenseElementKind::Int(*width),
            TypeKind::Index => DenseElementKind::Int(64),
            TypeKind::Float(k) => DenseElementKind::Float(*k),
            TypeKind::Complex(e) => match e.kind(ctx) {
                TypeKind::Integer { width, .. } => DenseElementKind::ComplexInt(*width),
                TypeKind::Float(k) => DenseElementKind::ComplexFloat(*k),
                _ => return None,
            },
            _ => return None,
        })
    }

    /// Bits of one part (the whole element unless complex).
    pub fn part_bits(self) -> u32 {
        match self {
            DenseElementKind::Int(w) | DenseElementKind::ComplexInt(w) => w,
            DenseElementKind::Float(k) | DenseElementKind::ComplexFloat(k) => k.width(),
        }
    }

    /// Bytes of one part.
    pub fn part_bytes(self) -> usize {
        (self.part_bits() as usize).div_ceil(8).max(1)
    }

    /// Bytes of one element.
    pub fn element_bytes(self) -> usize {
        match self {
            DenseElementKind::ComplexInt(_) | DenseElementKind::ComplexFloat(_) => {
                2 * self.part_bytes()
            }
            _ => self.part_bytes(),
        }
    }
}

/// Checks that `ty` is a statically shaped tensor, vector or memref type and
/// returns its element count and element type.
fn shaped_static(ctx: &Context, ty: Type) -> Result<(u64, Type), String> {
    let (shape, elem) = match ty.kind(ctx) {
        TypeKind::Vector { shape, element, .. }
        | TypeKind::RankedTensor { shape, element, .. }
        | TypeKind::MemRef { shape, element, .. } => (&shape[..], *element),
        TypeKind::UnrankedTensor(_) | TypeKind::UnrankedMemRef { .. } => {
            return Err("elements literal type must have static shape".into());
        }
        _ => return Err("elements literal must be a shaped type".into()),
    };
    if shape.contains(&crate::uniqued::types::DYNAMIC) {
        return Err("elements literal type must have static shape".into());
    }
    let n = shape
        .iter()
        .try_fold(1u64, |acc, &d| acc.checked_mul(d as u64))
        .ok_or_else(|| "elements literal has too many elements".to_string())?;
    Ok((n, elem))
}

fn push_bits(out: &mut Vec<u8>, bits: &APInt, bytes: usize) {
    let mut left = bytes;
    for w in bits.words() {
        for b in w.to_le_bytes() {
            if left == 0 {
                return;
            }
            out.push(b);
            left -= 1;
        }
    }
    out.extend(std::iter::repeat_n(0, left));
}

fn read_bits(data: &[u8], bits: u32) -> APInt {
    let words: Vec<u64> = data
        .chunks(8)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect();
    APInt::from_words(bits, &words)
}

/// The raw bytes of `n` elements of `elem` (or one, a splat) given as
/// attributes of `part_ty`, `per` to an element (two for complex).
fn parts_bytes(
    ctx: &Context,
    n: u64,
    elem: Type,
    part_ty: Type,
    parts: &[Attribute],
    per: usize,
) -> Result<Vec<u8>, String> {
    check_count(n, (parts.len() / per) as u64)?;
    let k = DenseElementKind::of(ctx, elem).ok_or_else(|| {
        format!(
            "invalid element type for dense elements: {}",
            elem.display(ctx)
        )
    })?;
    let pb = k.part_bytes();
    let mut data = Vec::with_capacity(parts.len() * pb);
    for p in parts {
        match p.kind(ctx) {
            AttrKind::Integer { ty: t, value } if *t == part_ty => push_bits(&mut data, value, pb),
            AttrKind::Float { ty: t, bits } if *t == part_ty => {
                push_bits(&mut data, &APInt::from_u128(k.part_bits(), *bits), pb)
            }
            _ => {
                return Err(format!(
                    "expected element of type {}, got {}",
                    part_ty.display(ctx),
                    p.display(ctx)
                ));
            }
        }
    }
    Ok(data)
}

/// MLIR's hex blob of raw element bytes: as stored, except that `i1`
/// elements pack eight to a byte and an `i1` splat is `0x00` or `0xFF`.
fn hex_blob(ctx: &Context, elem: Type, data: &[u8], splat: bool) -> Vec<u8> {
    if DenseElementKind::of(ctx, elem) != Some(DenseElementKind::Int(1)) {
        return data.to_vec();
    }
    if splat {
        return vec![if data[0] & 1 == 1 { 0xFF } else { 0 }];
    }
    let mut out = vec![0u8; data.len().div_ceil(8)];
    for (i, b) in data.iter().enumerate() {
        out[i / 8] |= (b & 1) << (i % 8);
    }
    out
}

/// Whether `count` values given for `n` elements are all of them or one
/// for all (a splat: MLIR keeps one even for a type with no elements,
/// `dense<1> : tensor<0xi32>`).
fn check_count(n: u64, count: u64) -> Result<(), String> {
    if count == n || count == 1 {
        Ok(())
    } else {
        Err(format!("expected {n} elements, got {count}"))
    }
}

/// Stores raw element bytes (every element's, or one's for all), collapsing
/// to one element when all are equal.
fn intern_raw(ctx: &Context, ty: Type, data: Vec<u8>, eb: usize) -> Attribute {
    let splat = data.len() == eb || (!data.is_empty() && data.chunks(eb).all(|c| c == &data[..eb]));
    let data: Box<[u8]> = if splat {
        data[..eb].into()
    } else {
        data.into()
    };
    ctx.intern_attr(AttrKind::DenseIntOrFloat { ty, data, splat })
}

impl Attribute {
    /// A dense attribute from raw little-endian bytes: `ceil(bits / 8)` per
    /// element part, for every element or for one (a splat).
    pub fn dense_raw(ctx: &Context, ty: Type, data: &[u8]) -> Result<Attribute, String> {
        let (n, elem) = shaped_static(ctx, ty)?;
        let k = DenseElementKind::of(ctx, elem).ok_or_else(|| {
            format!(
                "invalid element type for dense elements: {}",
                elem.display(ctx)
            )
        })?;
        let eb = k.element_bytes();
        let ok = data.len() as u64 == n * eb as u64 || data.len() == eb;
        if !ok {
            return Err(format!(
                "raw data of {} bytes does not match {n} elements of {eb} bytes",
                data.len()
            ));
        }
        // Canonicalize: clear bits above each part's width.
        let pb = k.part_bytes();
        let mut v = Vec::with_capacity(data.len());
        for part in data.chunks(pb) {
            push_bits(&mut v, &read_bits(part, k.part_bits()), pb);
        }
        Ok(intern_raw(ctx, ty, v, eb))
    }

    /// A dense attribute from MLIR's hex blob form (`dense<"0x...">`): the
    /// raw layout of [`Attribute::dense_raw`], except that `i1` elements are
    /// packed eight to a byte (a single `0x00`/`0xFF` byte is a splat).
    pub fn dense_from_hex_blob(ctx: &Context, ty: Type, blob: &[u8]) -> Result<Attribute, String> {
        let (n, elem) = shaped_static(ctx, ty)?;
        let bad = || {
            format!(
                "elements hex data size is invalid for provided type: '{}'",
                ty.display(ctx)
            )
        };
        if DenseElementKind::of(ctx, elem) == Some(DenseElementKind::Int(1)) {
            if blob.len() == 1 && (blob[0] == 0 || blob[0] == 0xFF) {
                return Attribute::dense_raw(ctx, ty, &[blob[0] & 1]);
            }
            if blob.len() as u64 * 8 != n.div_ceil(8) * 8 {
                return Err(bad());
            }
            let bytes: Vec<u8> = (0..n)
                .map(|i| (blob[(i / 8) as usize] >> (i % 8)) & 1)
                .collect();
            return Attribute::dense_raw(ctx, ty, &bytes);
        }
        Attribute::dense_raw(ctx, ty, blob).map_err(|e| {
            if e.starts_with("raw data of") {
                bad()
            } else {
                e
            }
        })
    }

    /// The hex blob MLIR would print for a dense int/float/complex
    /// attribute (`i1` packed eight to a byte; a splat is one element);
    /// `None` for other attributes.
    pub fn dense_hex_blob(self, ctx: &Context) -> Option<Vec<u8>> {
        match self.kind(ctx) {
            AttrKind::DenseIntOrFloat { ty, data, splat } => {
                Some(hex_blob(ctx, ty.element_type_or_self(ctx), data, *splat))
            }
            _ => None,
        }
    }

    /// A dense attribute from element attributes: integer or float
    /// attributes of the element type, or for complex elements arrays of two
    /// such; one element makes a splat.
    pub fn dense_elements(
        ctx: &Context,
        ty: Type,
        elements: &[Attribute],
    ) -> Result<Attribute, String> {
        let (n, elem) = shaped_static(ctx, ty)?;
        if let TypeKind::Complex(part) = elem.kind(ctx) {
            let mut parts = Vec::with_capacity(elements.len() * 2);
            for e in elements {
                match e.as_array(ctx) {
                    Some([re, im]) => parts.extend([*re, *im]),
                    _ => return Err("expected complex element as a pair of attributes".into()),
                }
            }
            return Attribute::dense_parts(ctx, ty, n, elem, *part, &parts, 2);
        }
        if DenseElementKind::of(ctx, elem).is_none() {
            return Err(format!(
                "invalid element type for dense elements: {}",
                elem.display(ctx)
            ));
        }
        Attribute::dense_parts(ctx, ty, n, elem, elem, elements, 1)
    }

    fn dense_parts(
        ctx: &Context,
        ty: Type,
        n: u64,
        elem: Type,
        part_ty: Type,
        parts: &[Attribute],
        per: usize,
    ) -> Result<Attribute, String> {
        let data = parts_bytes(ctx, n, elem, part_ty, parts, per)?;
        let k = DenseElementKind::of(ctx, elem).expect("checked element type");
        Ok(intern_raw(ctx, ty, data, k.element_bytes()))
    }

    /// A dense attribute of integer values (each must have the element width).
    pub fn dense_ints(ctx: &Context, ty: Type, values: &[APInt]) -> Result<Attribute, String> {
        let elem = shaped_static(ctx, ty)?.1;
        if !matches!(
            DenseElementKind::of(ctx, elem),
            Some(DenseElementKind::Int(_))
        ) {
            return Err(format!(
                "expected integer elements, got {}",
                elem.display(ctx)
            ));
        }
        Attribute::dense_bits(ctx, ty, values)
    }

    /// A dense attribute from the bit patterns of its element parts: an
    /// integer, or a float's encoding, per element (two, real then
    /// imaginary, per complex element), each as wide as a part; for every
    /// element or for one (a splat).
    pub fn dense_bits(ctx: &Context, ty: Type, parts: &[APInt]) -> Result<Attribute, String> {
        let (n, elem) = shaped_static(ctx, ty)?;
        let k = DenseElementKind::of(ctx, elem).ok_or_else(|| {
            format!(
                "invalid element type for dense elements: {}",
                elem.display(ctx)
            )
        })?;
        let per = k.element_bytes() / k.part_bytes();
        let count = (parts.len() / per) as u64;
        if !parts.len().is_multiple_of(per) {
            return Err(format!("expected {n} elements, got {count}"));
        }
        check_count(n, count)?;
        if let Some(v) = parts.iter().find(|v| v.width() != k.part_bits()) {
            return Err(format!(
                "value of width {} does not match element width {}",
                v.width(),
                k.part_bits()
            ));
        }
        let pb = k.part_bytes();
        let mut data = Vec::with_capacity(parts.len() * pb);
        parts.iter().for_each(|v| push_bits(&mut data, v, pb));
        Ok(intern_raw(ctx, ty, data, k.element_bytes()))
    }

    /// A dense attribute of float bit patterns of the element type.
    pub fn dense_float_bits(ctx: &Context, ty: Type, values: &[u128]) -> Result<Attribute, String> {
        let elem = shaped_static(ctx, ty)?.1;
        let Some(k @ DenseElementKind::Float(_)) = DenseElementKind::of(ctx, elem) else {
            return Err(format!(
                "expected floating-point elements, got {}",
                elem.display(ctx)
            ));
        };
        let parts: Vec<APInt> = values
            .iter()
            .map(|&v| APInt::from_u128(k.part_bits(), v))
            .collect();
        Attribute::dense_bits(ctx, ty, &parts)
    }

    /// A dense attribute of strings (any element type that is not int,
    /// index, float or complex, as in `tensor<2x!foo.string>`).
    pub fn dense_strings(ctx: &Context, ty: Type, values: &[&str]) -> Result<Attribute, String> {
        let (n, _) = shaped_static(ctx, ty)?;
        check_count(n, values.len() as u64)?;
        let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
        let stored: Box<[Box<str>]> = if splat {
            Box::new([values[0].into()])
        } else {
            values.iter().map(|v| (*v).into()).collect()
        };
        Ok(ctx.intern_attr(AttrKind::DenseStringElements {
            ty,
            values: stored,
            splat,
        }))
    }

    /// `dense_resource<handle> : type`, a reference to a blob by name.
    pub fn dense_resource(ctx: &Context, ty: Type, handle: &str) -> Result<Attribute, String> {
        shaped_static(ctx, ty)?;
        Ok(ctx.intern_attr(AttrKind::DenseResource {
            ty,
            handle: ctx.ident(handle),
        }))
    }

    /// `sparse<indices, values> : type`: `indices` a dense `i64` attribute of
    /// shape `[n, rank]` (or `[n]` for rank 1), `values` a dense attribute of
    /// `n` elements; each index must lie within the shape. Errors are
    /// MLIR's `SparseElementsAttr::verify` texts.
    pub fn sparse_elements(
        ctx: &Context,
        ty: Type,
        indices: Attribute,
        values: Attribute,
    ) -> Result<Attribute, String> {
        shaped_static(ctx, ty)?;
        let dense_ty = |a: Attribute| match a.kind(ctx) {
            AttrKind::DenseIntOrFloat { ty, .. } | AttrKind::DenseStringElements { ty, .. } => {
                Some(*ty)
            }
            _ => None,
        };
        let (Some(ity), Some(vty)) = (dense_ty(indices), dense_ty(values)) else {
            return Err("expected dense elements for sparse indices and values".into());
        };
        if ity.element_type_or_self(ctx) != Type::i64(ctx) {
            return Err("expected sparse indices to be 64-bit integer values".into());
        }
        let shape = ty.shape(ctx).unwrap_or(&[]);
        let (ishape, vshape) = (ity.shape(ctx).unwrap_or(&[]), vty.shape(ctx).unwrap_or(&[]));
        let list = |s: &[i64]| {
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let shape_error = || {
            format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                list(shape),
                list(ishape),
                list(vshape)
            )
        };
        let rank = shape.len() as i64;
        match ishape.len() {
            2 if ishape[1] == rank => {}
            1 if rank == 1 => {}
            _ => return Err(shape_error()),
        }
        if vshape.first() != ishape.first() {
            return Err(shape_error());
        }
        let n = ishape[0].max(0) as u64;
        let per = if ishape.len() == 2 { rank as u64 } else { 1 };
        for i in 0..n {
            let idx: Vec<u64> = (0..per)
                .map(|j| {
                    indices
                        .dense_int_at(ctx, i * per + j)
                        .and_then(|v| v.to_u64())
                        .unwrap_or(u64::MAX)
                })
                .collect();
            let inside = idx.iter().zip(shape).all(|(&x, &d)| x < d as u64);
            if !inside {
                return Err(format!(
                    "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                    idx.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    ty.display(ctx)
                ));
            }
        }
        Ok(ctx.intern_attr(AttrKind::SparseElements {
            ty,
            indices,
            values,
        }))
    }

    /// Number of elements of a dense or sparse attribute's type.
    pub fn dense_num_elements(self, ctx: &Context) -> Option<u64> {
        match self.kind(ctx) {
            AttrKind::DenseIntOrFloat { ty, .. }
            | AttrKind::DenseStringElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::SparseElements { ty, .. } => shaped_static(ctx, *ty).ok().map(|x| x.0),
            _ => None,
        }
    }

    /// Whether a dense attribute stores a single splatted element.
    pub fn dense_is_splat(self, ctx: &Context) -> bool {
        matches!(
            self.kind(ctx),
            AttrKind::DenseIntOrFloat { splat: true, .. }
                | AttrKind::DenseStringElements { splat: true, .. }
        )
    }

    fn dense_part(self, ctx: &Context, i: u64, part: usize) -> Option<(DenseElementKind, APInt)> {
        let AttrKind::DenseIntOrFloat { ty, data, splat } = self.kind(ctx) else {
            return None;
        };
        let (n, elem) = shaped_static(ctx, *ty).ok()?;
        // A splat's element is also there for a type of no elements.
        if i >= n && !(*splat && i == 0) {
            return None;
        }
        let k = DenseElementKind::of(ctx, elem)?;
        let idx = if *splat { 0 } else { i as usize };
        let start = idx * k.element_bytes() + part * k.part_bytes();
        Some((
            k,
            read_bits(&data[start..start + k.part_bytes()], k.part_bits()),
        ))
    }

    /// Integer element `i` (row-major) of a dense integer attribute.
    pub fn dense_int_at(self, ctx: &Context, i: u64) -> Option<APInt> {
        match self.dense_part(ctx, i, 0)? {
            (DenseElementKind::Int(_), v) => Some(v),
            _ => None,
        }
    }

    /// Float element `i` of a dense float attribute, as its bit pattern.
    pub fn dense_float_bits_at(self, ctx: &Context, i: u64) -> Option<u128> {
        match self.dense_part(ctx, i, 0)? {
            (DenseElementKind::Float(_), v) => v.to_u128(),
            _ => None,
        }
    }

    /// Real and imaginary parts of complex element `i` (ints, or float bits).
    pub fn dense_complex_at(self, ctx: &Context, i: u64) -> Option<(APInt, APInt)> {
        let (k, re) = self.dense_part(ctx, i, 0)?;
        if !matches!(
            k,
            DenseElementKind::ComplexInt(_) | DenseElementKind::ComplexFloat(_)
        ) {
            return None;
        }
        Some((re, self.dense_part(ctx, i, 1)?.1))
    }

    /// String element `i` of a dense string attribute.
    pub fn dense_string_at(self, ctx: &Context, i: u64) -> Option<&str> {
        let AttrKind::DenseStringElements { ty, values, splat } = self.kind(ctx) else {
            return None;
        };
        if i >= shaped_static(ctx, *ty).ok()?.0 && !(*splat && i == 0) {
            return None;
        }
        values
            .get(if *splat { 0 } else { i as usize })
            .map(|s| &**s)
    }

    /// Element `i` as its own attribute (integer, float, string, or an array
    /// of two for complex elements).
    pub fn dense_element(self, ctx: &Context, i: u64) -> Option<Attribute> {
        if let Some(s) = self.dense_string_at(ctx, i) {
            return Some(Attribute::string(ctx, s));
        }
        let AttrKind::DenseIntOrFloat { ty, .. } = self.kind(ctx) else {
            return None;
        };
        let elem = ty.element_type_or_self(ctx);
        let (k, v) = self.dense_part(ctx, i, 0)?;
        let scalar = |t: Type, v: APInt| match t.kind(ctx) {
            TypeKind::Float(_) => Attribute::float_bits(ctx, t, v.to_u128()?).ok(),
            _ => Attribute::integer_apint(ctx, t, v).ok(),
        };
        match k {
            DenseElementKind::ComplexInt(_) | DenseElementKind::ComplexFloat(_) => {
                let TypeKind::Complex(part) = elem.kind(ctx) else {
                    return None;
                };
                let im = self.dense_part(ctx, i, 1)?.1;
                Some(Attribute::array(
                    ctx,
                    &[scalar(*part, v)?, scalar(*part, im)?],
                ))
            }
            _ => scalar(elem, v),
        }
    }
}
