//! `#complex.number<:f32 1.0, 2.0>`: a complex constant as an attribute
//! (MLIR's `complex::NumberAttr`), typed `complex<f32>`.
//!
//! Declared with `#[attr_def]` and hand-written `parse`/`print` hooks,
//! as upstream writes its parser by hand: the parts are floats of the
//! element type named first, which no declarative parameter reads. The
//! parts are stored as builtin float attributes of the element type
//! (their bits), so equal values unique to one handle; a pair of raw
//! `u128`s was rejected as a second float representation to keep in
//! step with `FloatAttr`. The attribute implements `TypedAttrInterface`,
//! so the printer writes ` : complex<f32>` after it, as MLIR does.

use super::ComplexDialect;
use ir::prelude::*;
use ir::uniqued::interfaces::builtin::TypedAttrInterface;
use ir::{AttrKind, TypeKind};

/// `#complex.number<:f32 1.0, 2.0>`.
#[attr_def(dialect = ComplexDialect, mnemonic = "number",
           parse = parse_number, print = print_number, verify = verify_number,
           traits = [TypedAttrInterface], description = "A complex number attribute")]
pub struct NumberAttr {
    /// The `complex<...>` type.
    ty: Type,
    /// The real part, a float attribute of the element type.
    real: Attribute,
    /// The imaginary part, a float attribute of the element type.
    imag: Attribute,
}

impl NumberAttr {
    /// The number `re + im i` of type `complex<elem>`.
    pub fn from_parts(ctx: &Context, elem: Type, re: f64, im: f64) -> Result<Self, String> {
        let ty = Type::complex(ctx, elem)?;
        let re = Attribute::float(ctx, elem, re)?;
        let im = Attribute::float(ctx, elem, im)?;
        Self::get_checked(ctx, ty, re, im)
    }
}

impl TypedAttrInterface for NumberAttr {
    fn ty(&self, ctx: &Context) -> Type {
        self.params(ctx).ty
    }
}

/// The element type of a `complex<...>` type.
pub(crate) fn complex_element(ctx: &Context, t: Type) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

fn verify_number(ctx: &Context, p: &NumberAttrParams) -> Result<(), String> {
    let elem = complex_element(ctx, p.ty).filter(|e| e.is_float(ctx));
    let Some(elem) = elem else {
        return Err("element of the complex attribute must be float like type.".into());
    };
    for part in [p.real, p.imag] {
        match part.kind(ctx) {
            AttrKind::Float { ty, .. } if *ty == elem => {}
            _ => return Err("complex parts must be float attributes of the element type".into()),
        }
    }
    Ok(())
}

fn parse_number(p: &mut DialectAsmParser<'_, '_>) -> PResult<NumberAttrParams> {
    let ctx = p.ctx();
    p.parse_punct(b'<')?;
    p.parse_punct(b':')?;
    let at = p.pos();
    let elem = p.parse_type()?;
    let TypeKind::Float(kind) = *elem.kind(ctx) else {
        return p.error_at(
            at,
            "element of the complex attribute must be float like type.",
        );
    };
    let re = p.parse_float(kind)?;
    p.parse_punct(b',')?;
    let im = p.parse_float(kind)?;
    p.parse_punct(b'>')?;
    let part = |bits| Attribute::float_bits(ctx, elem, bits);
    let (Ok(real), Ok(imag)) = (part(re), part(im)) else {
        return p.error_at(at, "invalid complex parts");
    };
    let Ok(ty) = Type::complex(ctx, elem) else {
        return p.error_at(
            at,
            "element of the complex attribute must be float like type.",
        );
    };
    Ok(NumberAttrParams { ty, real, imag })
}

fn print_number(params: &NumberAttrParams, p: &mut DialectAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    p.write("<:");
    if let Some(elem) = complex_element(ctx, params.ty) {
        p.print_type(elem);
    }
    p.write(" ");
    p.print_attribute_without_type(params.real);
    p.write(", ");
    p.print_attribute_without_type(params.imag);
    p.write(">");
}
