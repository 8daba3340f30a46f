//! Parsing: `syn` input and macro arguments into the [`crate::model`]
//! types, collecting every error rather than stopping at the first.
//!
//! Field kinds are attributes (`#[operand(variadic)]`) rather than marker
//! types (`operand: Variadic<Value>`): an attribute carries options through
//! the shared option parser and leaves the field type free for the typed
//! attribute (`#[attr] value: IntegerAttr`).

use crate::model::*;
use crate::options::Options;
use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::spanned::Spanned;

const OP_OPTIONS: &[&str] = &[
    "dialect",
    "name",
    "summary",
    "traits",
    "interfaces",
    "invariants",
    "verify",
    "verify_region",
    "fold",
    "fold_multi",
    "parse",
    "print",
    "asm_result_names",
    "default_dialect",
    "format",
    "infer_result_types",
    "builders",
];
const KINDS: &[&str] = &["operand", "result", "attr", "region", "successor"];

fn docs(attrs: &[syn::Attribute]) -> Vec<syn::Attribute> {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .cloned()
        .collect()
}

/// Parses an `#[op]` struct.
pub fn op(args: TokenStream, item: &syn::DeriveInput, errors: &mut Vec<syn::Error>) -> OpModel {
    let args_span = if args.is_empty() {
        item.ident.span()
    } else {
        args.span()
    };
    let o = Options::parse(args, "#[op]", OP_OPTIONS, errors);
    let mut m = OpModel {
        vis: item.vis.clone(),
        ident: item.ident.clone(),
        docs: docs(&item.attrs),
        dialect: o.path("dialect", errors),
        name: o.str("name", errors),
        summary: o.str("summary", errors),
        traits: o.list("traits", errors),
        interfaces: o.list("interfaces", errors),
        invariants: o.path("invariants", errors),
        verify: o.path("verify", errors),
        verify_region: o.path("verify_region", errors),
        fold: o.path("fold", errors),
        fold_multi: o.path("fold_multi", errors),
        parse: o.path("parse", errors),
        print: o.path("print", errors),
        asm_result_names: o.path("asm_result_names", errors),
        default_dialect: o.str("default_dialect", errors),
        format: o.str("format", errors),
        infer_result_types: o.path("infer_result_types", errors),
        builders: o.list("builders", errors),
        operands: Vec::new(),
        results: Vec::new(),
        attrs: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        dialect_given: o.key_span("dialect").is_some(),
        name_given: o.key_span("name").is_some(),
        args_span,
    };
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new(
            item.generics.span(),
            "#[op] structs cannot have generic parameters",
        ));
    }
    let fields = match &item.data {
        syn::Data::Struct(syn::DataStruct {
            fields: syn::Fields::Named(f),
            ..
        }) => &f.named,
        syn::Data::Struct(syn::DataStruct {
            fields: syn::Fields::Unit,
            ..
        }) => return m,
        _ => {
            errors.push(syn::Error::new(
                item.ident.span(),
                "#[op] expects a struct with named fields",
            ));
            return m;
        }
    };
    for f in fields {
        field(f, &mut m, errors);
    }
    m
}

fn field(f: &syn::Field, m: &mut OpModel, errors: &mut Vec<syn::Error>) {
    let ident = f.ident.clone().expect("named field");
    let kinds: Vec<&syn::Attribute> = f
        .attrs
        .iter()
        .filter(|a| KINDS.iter().any(|k| a.path().is_ident(k)))
        .collect();
    let Some(kind) = kinds.first() else {
        errors.push(syn::Error::new(
            ident.span(),
            format!(
                "field `{ident}` has no kind: add #[operand], #[result], #[attr], #[region] or #[successor]"
            ),
        ));
        return;
    };
    for extra in &kinds[1..] {
        errors.push(syn::Error::new(
            extra.path().span(),
            format!("field `{ident}` has more than one kind"),
        ));
    }
    let kname = kind.path().get_ident().expect("checked").to_string();
    let what = format!("#[{kname}]");
    let tokens = match &kind.meta {
        syn::Meta::Path(_) => TokenStream::new(),
        syn::Meta::List(l) => l.tokens.clone(),
        syn::Meta::NameValue(nv) => {
            errors.push(syn::Error::new(
                nv.eq_token.span(),
                format!("expected {what} or {what}(...)"),
            ));
            TokenStream::new()
        }
    };
    let docs = docs(&f.attrs);
    let arity = |o: &Options, errors: &mut Vec<syn::Error>| {
        let opt = o.flag("optional", errors);
        let var = o.flag("variadic", errors);
        if opt && var {
            errors.push(syn::Error::new(
                o.key_span("variadic").expect("present"),
                "`optional` and `variadic` cannot be combined",
            ));
        }
        if var {
            Arity::Variadic
        } else if opt {
            Arity::Optional
        } else {
            Arity::Single
        }
    };
    match kname.as_str() {
        "operand" | "result" => {
            let o = Options::parse(tokens, &what, &["optional", "variadic"], errors);
            let arity = arity(&o, errors);
            let v = ValueField { ident, arity, docs };
            if kname == "operand" {
                m.operands.push(v)
            } else {
                m.results.push(v)
            }
        }
        "successor" => {
            let o = Options::parse(tokens, &what, &["variadic"], errors);
            let arity = if o.flag("variadic", errors) {
                Arity::Variadic
            } else {
                Arity::Single
            };
            m.successors.push(ValueField { ident, arity, docs });
        }
        "region" => {
            let o = Options::parse(tokens, &what, &["variadic"], errors);
            let variadic = o.flag("variadic", errors);
            m.regions.push(RegionField {
                ident,
                variadic,
                docs,
            });
        }
        _ => {
            let o = Options::parse(tokens, &what, &["optional", "default", "name"], errors);
            let key = o
                .str("name", errors)
                .map_or_else(|| ident.to_string(), |s| s.value());
            let optional = o.flag("optional", errors);
            let default = o.path("default", errors);
            if optional && default.is_some() {
                errors.push(syn::Error::new(
                    o.key_span("default").expect("present"),
                    "`optional` and `default` cannot be combined",
                ));
            }
            m.attrs.push(AttrField {
                ident,
                key,
                ty: f.ty.clone(),
                optional,
                default,
                docs,
            });
        }
    }
}

/// Parses `#[dialect]` arguments and checks the item is a unit struct.
pub fn dialect(
    args: TokenStream,
    item: &syn::ItemStruct,
    errors: &mut Vec<syn::Error>,
) -> DialectModel {
    let span = if args.is_empty() {
        item.ident.span()
    } else {
        args.span()
    };
    let o = Options::parse(
        args,
        "#[dialect]",
        &["name", "materializer", "allow_unknown_ops"],
        errors,
    );
    if !matches!(item.fields, syn::Fields::Unit) {
        errors.push(syn::Error::new(
            item.fields.span(),
            "#[dialect] expects a unit struct",
        ));
    }
    let name = o.str("name", errors);
    if name.is_none() && o.key_span("name").is_none() {
        errors.push(syn::Error::new(span, "missing option `name` in #[dialect]"));
    }
    DialectModel {
        name,
        materializer: o.path("materializer", errors),
        allow_unknown_ops: o.flag("allow_unknown_ops", errors),
    }
}

/// Parses an `#[op_interface]` trait.
pub fn interface(
    args: TokenStream,
    item: &syn::ItemTrait,
    errors: &mut Vec<syn::Error>,
) -> InterfaceModel {
    let o = Options::parse(args, "#[op_interface]", &["verify"], errors);
    let verify = o.path("verify", errors);
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new(
            item.generics.span(),
            "#[op_interface] traits cannot have generic parameters",
        ));
    }
    let mut methods = Vec::new();
    for it in &item.items {
        let syn::TraitItem::Fn(f) = it else {
            errors.push(syn::Error::new(
                it.span(),
                "#[op_interface] traits hold only methods",
            ));
            continue;
        };
        let sig = &f.sig;
        if !sig.generics.params.is_empty() {
            errors.push(syn::Error::new(
                sig.generics.span(),
                "interface methods cannot be generic",
            ));
            continue;
        }
        let mut has_self = false;
        let mut args = Vec::new();
        let mut ok = true;
        for (i, a) in sig.inputs.iter().enumerate() {
            match a {
                syn::FnArg::Receiver(r) => {
                    if r.reference.is_none() || r.mutability.is_some() {
                        errors.push(syn::Error::new(
                            r.span(),
                            "interface methods take `&self` or no receiver",
                        ));
                        ok = false;
                    }
                    has_self = true;
                }
                syn::FnArg::Typed(pt) => {
                    let ident = match &*pt.pat {
                        syn::Pat::Ident(pi) => pi.ident.clone(),
                        _ => quote::format_ident!("__arg{}", i),
                    };
                    if pt.ty.to_token_stream().to_string().contains("Self") {
                        errors.push(syn::Error::new(
                            pt.ty.span(),
                            "interface method arguments cannot mention `Self`",
                        ));
                        ok = false;
                    }
                    args.push((ident, (*pt.ty).clone()));
                }
            }
        }
        if let syn::ReturnType::Type(_, t) = &sig.output
            && t.to_token_stream().to_string().contains("Self")
        {
            {
                errors.push(syn::Error::new(
                    t.span(),
                    "interface method results cannot mention `Self`",
                ));
                ok = false;
            }
        }
        if ok {
            methods.push(IfaceMethod {
                sig: sig.clone(),
                docs: docs(&f.attrs),
                has_self,
                args,
            });
        }
    }
    InterfaceModel { methods, verify }
}
