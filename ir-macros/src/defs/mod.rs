//! `#[type_def]` and `#[attr_def]` (dialect types and attributes, MLIR's
//! `TypeDef` / `AttrDef`) and `#[int_enum]` / `#[bit_enum]` (MLIR's
//! `I32EnumAttr` / `BitEnumAttr` enums, usable as parameters).
//!
//! Split like the op macro: this file parses the options and fields into
//! a [`DefModel`] (checking them), `format` reads and checks the
//! declarative format against the fields, `expand` writes the handle,
//! registration and hooks, `enums` the two enum macros. A definition's
//! struct is turned into its parameter struct (`<Name>Params`) and the
//! name is given to a `Copy` handle, so that users write the parameters
//! once, as fields, as they would in ODS.

mod enums;
mod expand;
mod format;
mod irdl;

#[cfg(test)]
pub(crate) use enums::{BIT_ENUM_OPTIONS, CASE_ATTRS, INT_ENUM_OPTIONS};
pub use enums::{bit_enum, int_enum};
#[cfg(test)]
pub(crate) use format::DIRECTIVES as DEF_DIRECTIVES;

use crate::options::Options;
use proc_macro2::{Span, TokenStream};
use syn::spanned::Spanned;

/// Which macro.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Kind {
    Type,
    Attr,
}

impl Kind {
    fn macro_name(self) -> &'static str {
        match self {
            Kind::Type => "#[type_def]",
            Kind::Attr => "#[attr_def]",
        }
    }
}

/// The options of `#[type_def]` and `#[attr_def]`.
pub(crate) const DEF_OPTIONS: &[&str] = &[
    "dialect",
    "mnemonic",
    "format",
    "parse",
    "print",
    "verify",
    "alias",
    "description",
    "ods_name",
    "cpp_name",
    "traits",
];

/// One parameter (a field of the struct).
pub struct Param {
    pub ident: syn::Ident,
    pub ty: syn::Type,
    /// `U` when the field is `Option<U>`.
    pub optional: Option<syn::Type>,
    /// `#[default = expr]`: the value an absent optional group gives,
    /// and that the printer leaves out (ODS `DefaultValuedParameter`).
    pub default: Option<syn::Expr>,
    /// `#[ods_name = "addressSpace"]`: the parameter's name in ODS, which
    /// MLIR's `failed to parse X parameter 'name'` gives.
    pub ods_name: Option<String>,
    /// The field's other attributes (its docs).
    pub attrs: Vec<syn::Attribute>,
}

/// A checked definition.
pub struct DefModel {
    pub kind: Kind,
    pub dialect: Option<syn::Path>,
    pub mnemonic: Option<syn::LitStr>,
    pub format: Option<format::Format>,
    pub parse: Option<syn::Path>,
    pub print: Option<syn::Path>,
    pub verify: Option<syn::Path>,
    pub alias: Option<syn::Path>,
    pub description: Option<syn::LitStr>,
    pub ods_name: Option<syn::LitStr>,
    pub cpp_name: Option<syn::LitStr>,
    /// `traits = [...]`: types implementing `ir::DefTrait`.
    pub traits: Vec<syn::Type>,
    /// The interfaces of `traits = [...]` (`dyn Iface`, or a name ending
    /// in `Interface`), as paths to the traits.
    pub interfaces: Vec<syn::Path>,
    pub params: Vec<Param>,
}

/// Parses and checks the options and fields of a definition.
fn model(
    kind: Kind,
    args: TokenStream,
    item: &syn::ItemStruct,
    errors: &mut Vec<syn::Error>,
) -> DefModel {
    let what = kind.macro_name();
    let span = if args.is_empty() {
        Span::call_site()
    } else {
        args.span()
    };
    let o = Options::parse(args, what, DEF_OPTIONS, errors);
    let dialect = o.path("dialect", errors);
    if dialect.is_none() && o.key_span("dialect").is_none() {
        errors.push(syn::Error::new(
            span,
            format!("missing option `dialect` in {what}"),
        ));
    }
    let mnemonic = o.str("mnemonic", errors);
    if mnemonic.is_none() && o.key_span("mnemonic").is_none() {
        errors.push(syn::Error::new(
            span,
            format!("missing option `mnemonic` in {what}"),
        ));
    }
    if let Some(m) = &mnemonic {
        let v = m.value();
        let ok = v
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && v.bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'));
        if !ok {
            errors.push(syn::Error::new(
                m.span(),
                format!("mnemonic `{v}` is not a bare identifier"),
            ));
        }
    }
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new(
            item.generics.span(),
            format!("{what} does not take generic parameters"),
        ));
    }
    let mut params = Vec::new();
    match &item.fields {
        syn::Fields::Named(f) => {
            for field in &f.named {
                let ident = field.ident.clone().expect("named field");
                let mut default = None;
                let mut ods_name = None;
                let mut attrs = Vec::new();
                for a in &field.attrs {
                    if a.path().is_ident("ods_name") {
                        match &a.meta {
                            syn::Meta::NameValue(syn::MetaNameValue {
                                value:
                                    syn::Expr::Lit(syn::ExprLit {
                                        lit: syn::Lit::Str(s),
                                        ..
                                    }),
                                ..
                            }) => ods_name = Some(s.value()),
                            _ => errors.push(syn::Error::new(
                                a.span(),
                                "expected `#[ods_name = \"...\"]`",
                            )),
                        }
                        continue;
                    }
                    if !a.path().is_ident("default") {
                        attrs.push(a.clone());
                        continue;
                    }
                    match &a.meta {
                        syn::Meta::NameValue(nv) => default = Some(nv.value.clone()),
                        _ => {
                            errors.push(syn::Error::new(a.span(), "expected `#[default = value]`"))
                        }
                    }
                }
                let optional = option_inner(&field.ty);
                if let (Some(_), Some(d)) = (&optional, &default) {
                    errors.push(syn::Error::new(
                        d.span(),
                        "an `Option` parameter cannot have a `#[default]`",
                    ));
                    // Dropped, so that the one mistake gives one error.
                    default = None;
                }
                params.push(Param {
                    optional,
                    default,
                    ods_name,
                    ident,
                    ty: field.ty.clone(),
                    attrs,
                });
            }
        }
        syn::Fields::Unit => {}
        syn::Fields::Unnamed(f) => errors.push(syn::Error::new(
            f.span(),
            format!("{what} expects a struct with named fields (its parameters) or a unit struct"),
        )),
    }
    let parse = o.path("parse", errors);
    let print = o.path("print", errors);
    let fmt = o.str("format", errors);
    if let Some(f) = fmt.as_ref().filter(|_| parse.is_some() || print.is_some()) {
        errors.push(syn::Error::new(
            f.span(),
            "`format` and `parse`/`print` hooks cannot be used together",
        ));
    }
    match (&parse, &print) {
        (Some(p), None) => errors.push(syn::Error::new(
            p.span(),
            "option `parse` needs `print` as well",
        )),
        (None, Some(p)) => errors.push(syn::Error::new(
            p.span(),
            "option `print` needs `parse` as well",
        )),
        _ => {}
    }
    if fmt.is_none() && parse.is_none() && print.is_none() && !params.is_empty() {
        errors.push(syn::Error::new(
            item.ident.span(),
            format!(
                "`{}` has parameters but no syntax: give `format = \"...\"` or `parse` and `print` hooks",
                item.ident
            ),
        ));
    }
    let format = fmt.map(|f| format::Format::parse(&f, &params, errors));
    let (traits, interfaces) = split_traits(o.list("traits", errors), errors);
    DefModel {
        kind,
        dialect,
        mnemonic,
        format,
        parse,
        print,
        verify: o.path("verify", errors),
        alias: o.path("alias", errors),
        description: o.str("description", errors),
        ods_name: o.str("ods_name", errors),
        cpp_name: o.str("cpp_name", errors),
        traits,
        interfaces,
        params,
    }
}

/// Splits ODS's one list into traits and interfaces; an interface
/// listed twice is reported.
fn split_traits(
    list: Vec<syn::Type>,
    errors: &mut Vec<syn::Error>,
) -> (Vec<syn::Type>, Vec<syn::Path>) {
    let (ifaces, traits): (Vec<syn::Type>, Vec<syn::Type>) =
        list.into_iter().partition(crate::parse::is_interface);
    let mut paths: Vec<syn::Path> = Vec::new();
    for t in ifaces {
        let path = match &t {
            syn::Type::Path(p) if p.qself.is_none() => Some(p.path.clone()),
            syn::Type::TraitObject(o) if o.bounds.len() == 1 => match &o.bounds[0] {
                syn::TypeParamBound::Trait(b) => Some(b.path.clone()),
                _ => None,
            },
            _ => None,
        };
        let Some(path) = path else {
            errors.push(syn::Error::new(
                t.span(),
                "expected an interface trait name",
            ));
            continue;
        };
        let name = path.segments.last().map(|s| s.ident.to_string());
        if let Some(first) = paths
            .iter()
            .find(|p| p.segments.last().map(|s| s.ident.to_string()) == name)
        {
            let n = name.unwrap_or_default();
            let mut e = syn::Error::new(path.span(), format!("interface `{n}` listed twice"));
            e.combine(syn::Error::new(
                first.span(),
                format!("`{n}` first listed here"),
            ));
            errors.push(e);
            continue;
        }
        paths.push(path);
    }
    (traits, paths)
}

/// `U` when `ty` is `Option<U>`.
fn option_inner(ty: &syn::Type) -> Option<syn::Type> {
    let syn::Type::Path(p) = ty else { return None };
    let seg = p.path.segments.last()?;
    if seg.ident != "Option" {
        return None;
    }
    let syn::PathArguments::AngleBracketed(a) = &seg.arguments else {
        return None;
    };
    match a.args.first()? {
        syn::GenericArgument::Type(t) if a.args.len() == 1 => Some(t.clone()),
        _ => None,
    }
}

/// Expands `#[type_def]` or `#[attr_def]`.
pub fn expand(kind: Kind, args: TokenStream, item: syn::ItemStruct) -> TokenStream {
    let mut errors = Vec::new();
    let m = model(kind, args, &item, &mut errors);
    let out = expand::expand(&m, &item);
    crate::expand::with_errors(out, errors)
}
