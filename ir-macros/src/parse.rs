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

/// The options of `#[op]`. This and the other allow-lists below are the
/// only place each macro's options are spelled; the reference pages of
/// `ir::reference` must name every entry (`reference_tests`).
pub(crate) const OP_OPTIONS: &[&str] = &[
    "dialect",
    "name",
    "summary",
    "traits",
    "inherent",
    "interfaces",
    "invariants",
    "verify",
    "verify_region",
    "fold",
    "fold_multi",
    "fold_mut",
    "canonicalize",
    "canonicalize_method",
    "parse",
    "print",
    "asm_result_names",
    "default_dialect",
    "format",
    "infer_result_types",
    "builders",
];
/// The field kinds of `#[op]`.
pub(crate) const KINDS: &[&str] = &["operand", "result", "attr", "region", "successor"];
/// The options of `#[operand]` and `#[result]`.
pub(crate) const VALUE_OPTIONS: &[&str] = &[
    "optional",
    "variadic",
    "variadic_of_variadic",
    "ty",
    "effects",
];
/// The options of `#[attr]`.
pub(crate) const ATTR_OPTIONS: &[&str] = &["optional", "default", "name", "constraint", "accessor"];
/// The options of `#[region]` and `#[successor]`.
pub(crate) const REGION_OPTIONS: &[&str] = &["variadic"];
/// The options of `#[dialect]`.
pub(crate) const DIALECT_OPTIONS: &[&str] = &[
    "name",
    "materializer",
    "canonicalize",
    "allow_unknown_ops",
    "unknown_type_message",
    "unknown_attr_message",
    "fallback",
    "promised",
];
/// The options of `#[op_interface]`.
pub(crate) const INTERFACE_OPTIONS: &[&str] = &["verify", "verify_region"];
/// The multi-entity constraints `traits = [...]` takes (see `match_kind`).
pub(crate) const MATCH_CONSTRAINTS: &[&str] = &[
    "AllTypesMatch",
    "AllElementTypesMatch",
    "AllShapesMatch",
    "AllRanksMatch",
    "TypesMatchWith",
];

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
        matches: Vec::new(),
        implied_interfaces: Vec::new(),
        invariants: o.path("invariants", errors),
        verify: o.path("verify", errors),
        verify_region: o.path("verify_region", errors),
        fold: o.path("fold", errors),
        fold_multi: o.path("fold_multi", errors),
        fold_mut: o.path("fold_mut", errors),
        canonicalize: o.path("canonicalize", errors),
        canonicalize_method: o.path("canonicalize_method", errors),
        parse: o.path("parse", errors),
        print: o.path("print", errors),
        asm_result_names: o.path("asm_result_names", errors),
        default_dialect: o.str("default_dialect", errors),
        format: o.str("format", errors),
        infer_result_types: o.path("infer_result_types", errors),
        builders: o.list("builders", errors),
        inherent: o.path("inherent", errors),
        operands: Vec::new(),
        results: Vec::new(),
        attrs: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        dialect_given: o.key_span("dialect").is_some(),
        name_given: o.key_span("name").is_some(),
        args_span,
    };
    m.matches = match_constraints(&mut m.traits, errors);
    one_list(&mut m, errors);
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
            let o = Options::parse(tokens, &what, VALUE_OPTIONS, errors);
            let mut arity = arity(&o, errors);
            let segments = variadic_of_variadic(&o, &kname, errors);
            if segments.is_some() {
                if arity != Arity::Single {
                    let other = if arity == Arity::Variadic {
                        "variadic"
                    } else {
                        "optional"
                    };
                    errors.push(syn::Error::new(
                        o.key_span(other).expect("present"),
                        format!("`variadic_of_variadic` and `{other}` cannot be combined"),
                    ));
                }
                arity = Arity::Variadic;
            }
            let ty = type_option(&o, "ty", errors);
            let effects = o.list("effects", errors);
            let v = ValueField {
                ident,
                arity,
                docs,
                ty,
                effects,
                segments,
            };
            if kname == "operand" {
                m.operands.push(v)
            } else {
                m.results.push(v)
            }
        }
        "successor" => {
            let o = Options::parse(tokens, &what, REGION_OPTIONS, errors);
            let arity = if o.flag("variadic", errors) {
                Arity::Variadic
            } else {
                Arity::Single
            };
            m.successors.push(ValueField {
                ident,
                arity,
                docs,
                ty: None,
                effects: Vec::new(),
                segments: None,
            });
        }
        "region" => {
            let o = Options::parse(tokens, &what, REGION_OPTIONS, errors);
            let variadic = o.flag("variadic", errors);
            m.regions.push(RegionField {
                ident,
                variadic,
                docs,
            });
        }
        _ => {
            let o = Options::parse(tokens, &what, ATTR_OPTIONS, errors);
            let accessor = o.str("accessor", errors).and_then(|s| {
                syn::parse_str::<syn::Ident>(&s.value())
                    .map(|i| syn::Ident::new(&i.to_string(), s.span()))
                    .map_err(|_| {
                        errors.push(syn::Error::new(
                            s.span(),
                            "option `accessor` expects an identifier, as in `accessor = \"value_attr\"`",
                        ))
                    })
                    .ok()
            });
            let key = o.str("name", errors).map_or_else(
                || syn::ext::IdentExt::unraw(&ident).to_string(),
                |s| s.value(),
            );
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
                constraint: type_option(&o, "constraint", errors),
                accessor,
                docs,
            });
        }
    }
}

/// `variadic_of_variadic = field`: the attribute field holding the
/// sub-group sizes (operands only, as in ODS).
fn variadic_of_variadic(
    o: &Options,
    kind: &str,
    errors: &mut Vec<syn::Error>,
) -> Option<syn::Ident> {
    let span = o.key_span("variadic_of_variadic")?;
    let path = o.path("variadic_of_variadic", errors)?;
    if kind != "operand" {
        errors.push(syn::Error::new(
            span,
            "`variadic_of_variadic` applies to operands only",
        ));
        return None;
    }
    match path.get_ident() {
        Some(i) => Some(i.clone()),
        None => {
            errors.push(syn::Error::new(
                path.span(),
                "option `variadic_of_variadic` expects the name of an attribute field, as in `variadic_of_variadic = case_operand_segments`",
            ));
            None
        }
    }
}

/// The last path segment's name of a list entry (`dyn` looked through).
pub fn entry_name(t: &syn::Type) -> Option<String> {
    match t {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        syn::Type::TraitObject(o) => o.bounds.iter().find_map(|b| match b {
            syn::TypeParamBound::Trait(t) => t.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        }),
        _ => None,
    }
}

/// Whether a `traits` entry is an interface: written `dyn Iface`, or
/// named `...Interface` as MLIR's interfaces are. (A proc macro cannot
/// resolve a name to learn whether it is a trait or a type.)
pub fn is_interface(t: &syn::Type) -> bool {
    matches!(t, syn::Type::TraitObject(_))
        || entry_name(t).is_some_and(|n| n.ends_with("Interface"))
}

/// ODS's one list: moves the interfaces of `traits` to `interfaces` (the
/// deprecated `interfaces = [...]` option adds to the same list), adds the
/// interfaces the listed traits imply, and reports an interface listed twice.
fn one_list(m: &mut OpModel, errors: &mut Vec<syn::Error>) {
    let (ifaces, traits): (Vec<syn::Type>, Vec<syn::Type>) =
        m.traits.drain(..).partition(is_interface);
    m.traits = traits;
    let mut all: Vec<syn::Type> = m.interfaces.drain(..).collect();
    for i in ifaces {
        all.push(match i {
            syn::Type::TraitObject(o) => match o.bounds.into_iter().next() {
                Some(syn::TypeParamBound::Trait(t)) => syn::Type::Path(syn::TypePath {
                    qself: None,
                    path: t.path,
                }),
                _ => continue,
            },
            other => other,
        });
    }
    // The second of two entries is reported and dropped.
    let mut kept: Vec<(String, syn::Type)> = Vec::new();
    for i in all {
        let Some(n) = entry_name(&i) else { continue };
        if let Some((_, first)) = kept.iter().find(|(s, _)| *s == n) {
            let mut e = syn::Error::new(i.span(), format!("interface `{n}` listed twice"));
            e.combine(syn::Error::new(
                first.span(),
                format!("`{n}` first listed here"),
            ));
            errors.push(e);
        } else {
            kept.push((n, i));
        }
    }
    if m.lists_trait("Symbol") && !kept.iter().any(|(n, _)| n == "SymbolOpInterface") {
        let iface: syn::Type = syn::parse_quote!(::ir::semantics::symbols::SymbolOpInterface);
        m.implied_interfaces.push(iface.clone());
        kept.push(("SymbolOpInterface".into(), iface));
    }
    if m.lists_trait("ReturnLike")
        && !kept
            .iter()
            .any(|(n, _)| n == "RegionBranchTerminatorOpInterface")
    {
        let iface: syn::Type = syn::parse_quote!(
            ::ir::semantics::interfaces::region_branch::RegionBranchTerminatorOpInterface
        );
        m.implied_interfaces.push(iface.clone());
        kept.push(("RegionBranchTerminatorOpInterface".into(), iface));
    }
    m.interfaces = kept.into_iter().map(|(_, t)| t).collect();
}

/// A type-valued option (`ty = AnyInteger`); a flag is an error.
fn type_option(o: &Options, key: &str, errors: &mut Vec<syn::Error>) -> Option<syn::Type> {
    let t = o.ty(key);
    if t.is_none()
        && let Some(span) = o.key_span(key)
    {
        errors.push(syn::Error::new(
            span,
            format!("option `{key}` expects a constraint, as in `{key} = AnyInteger`"),
        ));
    }
    t
}

/// The multi-entity constraint an entry of `traits` names, if any (one of
/// [`MATCH_CONSTRAINTS`]).
fn match_kind(name: &str) -> Option<MatchKind> {
    if !MATCH_CONSTRAINTS.contains(&name) {
        return None;
    }
    Some(match name {
        "AllTypesMatch" => MatchKind::Type,
        "AllElementTypesMatch" => MatchKind::ElementType,
        "AllShapesMatch" => MatchKind::Shape,
        "AllRanksMatch" => MatchKind::Rank,
        "TypesMatchWith" => MatchKind::With,
        _ => unreachable!("every name of MATCH_CONSTRAINTS has a kind"),
    })
}

/// Takes the multi-entity constraints (`AllTypesMatch<(lhs, rhs)>`,
/// `TypesMatchWith<(from, to), Transform>`) out of the trait list: they
/// name fields, which only the macro can resolve.
fn match_constraints(
    traits: &mut Vec<syn::Type>,
    errors: &mut Vec<syn::Error>,
) -> Vec<MatchConstraint> {
    let mut out = Vec::new();
    traits.retain(|t| {
        let syn::Type::Path(p) = t else { return true };
        let Some(last) = p.path.segments.last() else {
            return true;
        };
        let Some(kind) = match_kind(&last.ident.to_string()) else {
            return true;
        };
        let usage = if kind == MatchKind::With {
            "`TypesMatchWith<(from, to), Transform>`"
        } else {
            "a tuple of field names, as in `AllTypesMatch<(lhs, rhs)>`"
        };
        let args: Vec<&syn::GenericArgument> = match &last.arguments {
            syn::PathArguments::AngleBracketed(a) => a.args.iter().collect(),
            _ => Vec::new(),
        };
        let want = if kind == MatchKind::With { 2 } else { 1 };
        let names = match args.first() {
            Some(syn::GenericArgument::Type(syn::Type::Tuple(tup))) if args.len() == want => tup
                .elems
                .iter()
                .map(|e| match e {
                    syn::Type::Path(p) => p.path.get_ident().cloned(),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>(),
            _ => None,
        };
        let transform = match args.get(1) {
            Some(syn::GenericArgument::Type(t)) => Some(t.clone()),
            _ => None,
        };
        match names {
            Some(names) if names.len() >= 2 && (kind != MatchKind::With || names.len() == 2) => out
                .push(MatchConstraint {
                    kind,
                    names,
                    transform,
                    span: t.span(),
                }),
            _ => errors.push(syn::Error::new(
                t.span(),
                format!("`{}` takes {usage}", last.ident),
            )),
        }
        false
    });
    out
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
    let o = Options::parse(args, "#[dialect]", DIALECT_OPTIONS, errors);
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
    let fallback = interface_paths(o.list("fallback", errors), "fallback", errors);
    if let (Some(span), Some(n)) = (o.key_span("fallback"), &name)
        && n.value().is_empty()
    {
        errors.push(syn::Error::new(
            span,
            "fallback models need a dialect namespace: this dialect's `name` is empty",
        ));
    }
    let mut promised = Vec::new();
    for t in o.list("promised", errors) {
        match &t {
            syn::Type::Tuple(tup) if tup.elems.len() == 2 => match &tup.elems[0] {
                syn::Type::Path(p) if p.qself.is_none() => {
                    promised.push((p.path.clone(), tup.elems[1].clone()))
                }
                other => errors.push(syn::Error::new(
                    other.span(),
                    "expected an interface trait name",
                )),
            },
            _ => errors.push(syn::Error::new(
                t.span(),
                "`promised` takes `(Interface, Op)` pairs, as in `promised = [(MyInterface, MyOp)]`",
            )),
        }
    }
    DialectModel {
        name,
        materializer: o.path("materializer", errors),
        canonicalize: o.path("canonicalize", errors),
        allow_unknown_ops: o.flag("allow_unknown_ops", errors),
        unknown_type: o.str("unknown_type_message", errors),
        unknown_attr: o.str("unknown_attr_message", errors),
        fallback,
        promised,
    }
}

/// The entries of a list of interfaces, each a plain path.
fn interface_paths(
    list: Vec<syn::Type>,
    key: &str,
    errors: &mut Vec<syn::Error>,
) -> Vec<syn::Path> {
    let mut out: Vec<syn::Path> = Vec::new();
    for t in list {
        match t {
            syn::Type::Path(p) if p.qself.is_none() => {
                if out.iter().any(|q| q == &p.path) {
                    errors.push(syn::Error::new(
                        p.span(),
                        format!("interface listed twice in `{key}`"),
                    ));
                } else {
                    out.push(p.path);
                }
            }
            other => errors.push(syn::Error::new(
                other.span(),
                format!("`{key}` takes interface trait names"),
            )),
        }
    }
    out
}

/// Parses an `#[op_interface]` trait.
pub fn interface(
    args: TokenStream,
    item: &syn::ItemTrait,
    errors: &mut Vec<syn::Error>,
) -> InterfaceModel {
    let o = Options::parse(args, "#[op_interface]", INTERFACE_OPTIONS, errors);
    let verify = o.path("verify", errors);
    let verify_region = o.path("verify_region", errors);
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new(
            item.generics.span(),
            "#[op_interface] traits cannot have generic parameters",
        ));
    }
    let methods = interface_methods(item, "#[op_interface]", false, errors);
    let bases = interface_bases(item, errors);
    InterfaceModel {
        methods,
        verify,
        verify_region,
        bases,
    }
}

/// The methods of an interface trait (`what` names the macro in errors);
/// `lifetimes` allows lifetime parameters on methods.
pub fn interface_methods(
    item: &syn::ItemTrait,
    what: &str,
    lifetimes: bool,
    errors: &mut Vec<syn::Error>,
) -> Vec<IfaceMethod> {
    let mut methods = Vec::new();
    for it in &item.items {
        let syn::TraitItem::Fn(f) = it else {
            // The item's name, not its doc comment.
            let at = match it {
                syn::TraitItem::Const(c) => c.ident.span(),
                syn::TraitItem::Type(t) => t.ident.span(),
                syn::TraitItem::Macro(m) => m.mac.path.span(),
                other => other.span(),
            };
            errors.push(syn::Error::new(
                at,
                format!("{what} traits hold only methods"),
            ));
            continue;
        };
        let sig = &f.sig;
        let generic = sig
            .generics
            .params
            .iter()
            .any(|p| !lifetimes || !matches!(p, syn::GenericParam::Lifetime(_)));
        if generic {
            errors.push(syn::Error::new(
                sig.generics.span(),
                if lifetimes {
                    "interface methods cannot be generic over types or constants"
                } else {
                    "interface methods cannot be generic"
                },
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
    methods
}

/// The supertraits of an interface trait: each must be an interface
/// (rustc reports one that is not, at its `...Concept` use).
fn interface_bases(item: &syn::ItemTrait, errors: &mut Vec<syn::Error>) -> Vec<syn::Path> {
    let mut bases: Vec<syn::Path> = Vec::new();
    for b in &item.supertraits {
        match b {
            syn::TypeParamBound::Trait(t)
                if matches!(t.modifier, syn::TraitBoundModifier::None)
                    && t.lifetimes.is_none()
                    && t.path.segments.last().is_some_and(|s| s.arguments.is_empty()) =>
            {
                let name = t.path.segments.last().map(|s| s.ident.to_string());
                if let Some(first) = bases
                    .iter()
                    .find(|p| p.segments.last().map(|s| s.ident.to_string()) == name)
                {
                    let mut e = syn::Error::new(
                        t.path.span(),
                        format!("base interface `{}` listed twice", name.unwrap_or_default()),
                    );
                    e.combine(syn::Error::new(first.span(), "first listed here"));
                    errors.push(e);
                    continue;
                }
                bases.push(t.path.clone());
            }
            other => errors.push(syn::Error::new(
                other.span(),
                "the supertraits of an #[op_interface] trait are its base interfaces: write interface names only",
            )),
        }
    }
    bases
}
