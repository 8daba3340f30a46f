//! The handle's `build` function: one parameter per result type, operand,
//! attribute and successor group, in that order, then the variadic region
//! count, each filling its part of an `OperationState`. An op with an
//! implicit terminator (`SingleBlockImplicitTerminator<T>`) gets its regions
//! with a block ending in `T`, as MLIR's `ensureTerminator` in ODS builders.
//!
//! Parameters follow the field arities (`Option<Value>` for an optional
//! operand, `&[Value]` for a variadic one, `&[&[Value]]` for a
//! variadic-of-variadic one) and the segment-size attributes
//! are computed from them, so a caller cannot pass sizes that disagree with
//! the values. It is one function rather than a builder struct with
//! setters so that a missing operand is a compile-time argument error, not
//! a run-time verifier one.

use crate::model::{Arity, OpModel, ValueField};
use proc_macro2::TokenStream;
use quote::quote;

/// `build`'s parameters and the statements filling the state from them.
#[derive(Default)]
struct Args {
    params: Vec<TokenStream>,
    fill: Vec<TokenStream>,
}

/// The custom builders of `builders = [name<ArgTypes...>, ...]`:
/// associated functions `name(builder, loc, args...) -> Operation` that
/// call the function `name` written beside the op with the same arguments
/// (MLIR's `builders = [OpBuilder<(ins ...)>]`); `name<A, Output = R>`
/// returns `R` instead. The entries are types so that the shared option
/// parser reads them; generic arguments are the argument types, as `Fn`'s
/// are.
pub fn custom_builders(m: &OpModel, errors: &mut Vec<syn::Error>) -> TokenStream {
    let mut out = TokenStream::new();
    for b in &m.builders {
        let Some((name, tys, ret)) = builder_entry(b) else {
            errors.push(syn::Error::new_spanned(
                b,
                "a builder is written `name<ArgTypes...>` (or with `Output = Ret`), calling the function `name` beside the op",
            ));
            continue;
        };
        if name == "build" || name == "build_inferred" {
            errors.push(syn::Error::new_spanned(
                name,
                format!("builder `{name}` clashes with the generated one; name it otherwise"),
            ));
            continue;
        }
        let names: Vec<syn::Ident> = (0..tys.len())
            .map(|i| quote::format_ident!("__a{}", i))
            .collect();
        let ret = ret.map_or(quote!(::ir::Operation), |t| quote!(#t));
        let doc = format!("Calls `{name}` (a custom builder of this op).");
        out.extend(quote! {
            #[doc = #doc]
            #[allow(clippy::too_many_arguments)]
            pub fn #name(__b: &mut ::ir::OpBuilder<'_>, __loc: ::ir::Location #(, #names: #tys)*) -> #ret {
                #name(__b, __loc #(, #names)*)
            }
        });
    }
    out
}

/// `name<A, B, Output = R>`: the name, argument types and return type.
fn builder_entry(b: &syn::Type) -> Option<(&syn::Ident, Vec<&syn::Type>, Option<&syn::Type>)> {
    let syn::Type::Path(tp) = b else { return None };
    if tp.qself.is_some() || tp.path.segments.len() != 1 {
        return None;
    }
    let seg = &tp.path.segments[0];
    let (mut tys, mut ret) = (Vec::new(), None);
    match &seg.arguments {
        syn::PathArguments::None => {}
        syn::PathArguments::AngleBracketed(a) => {
            for arg in &a.args {
                match arg {
                    syn::GenericArgument::Type(t) if ret.is_none() => tys.push(t),
                    syn::GenericArgument::AssocType(at)
                        if at.ident == "Output" && ret.is_none() =>
                    {
                        ret = Some(&at.ty)
                    }
                    _ => return None,
                }
            }
        }
        syn::PathArguments::Parenthesized(_) => return None,
    }
    Some((&seg.ident, tys, ret))
}

/// The `build` function, and `build_inferred` when the result types
/// follow from the operands and attributes.
pub fn build_fn(m: &OpModel) -> TokenStream {
    let plain = builder(
        m,
        quote!(build),
        "Creates the op at the builder's insertion point. Arguments: result \
         types, operands, attributes (optional ones as `Option`), \
         successors, then the variadic region count.",
        &build_with(m, true),
        None,
    );
    const INFERRED: &str = "Creates the op at the builder's insertion point with the result \
         types inferred from the operands (and attributes), as MLIR's \
         builders without result types; `None` (and nothing created) when \
         they cannot be. Arguments as `build`'s, without the result types.";
    let inferred = match inference(m) {
        Some(Inference::Same) => Some(same_type_builder(m, INFERRED)),
        Some(Inference::Hook(infer)) => Some(builder(
            m,
            quote!(build_inferred),
            INFERRED,
            &build_with(m, false),
            Some(infer),
        )),
        None => None,
    };
    quote!(#plain #inferred)
}

/// `build_inferred` for `SameOperandsAndResultType`: `build` with the
/// first operand's type for every result (kept to a forwarding call: most
/// ops with the trait are small arithmetic ops, of which a dialect has
/// many).
fn same_type_builder(m: &OpModel, doc: &str) -> TokenStream {
    let (params, _, _) = build_with(m, false);
    let first = &m.operands[0].ident;
    let ty = match m.operands[0].arity {
        Arity::Single => quote!(__b.body.value_type(#first)),
        Arity::Optional => quote!(__b.body.value_type(#first?)),
        Arity::Variadic if m.operands[0].segments.is_some() => {
            quote!(__b.body.value_type(*#first.iter().find_map(|__g| __g.first())?))
        }
        Arity::Variadic => quote!(__b.body.value_type(*#first.first()?)),
    };
    let results = m.results.iter().map(|_| quote!(__t));
    let mut names: Vec<&syn::Ident> = m.operands.iter().map(|f| &f.ident).collect();
    names.extend(
        m.attrs
            .iter()
            .filter(|a| !is_segment_attr(m, a))
            .map(|a| &a.ident),
    );
    names.extend(m.successors.iter().map(|f| &f.ident));
    names.extend(m.regions.iter().filter(|r| r.variadic).map(|r| &r.ident));
    quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments)]
        pub fn build_inferred(__b: &mut ::ir::OpBuilder<'_>, __loc: ::ir::Location #(, #params)*) -> __p::Option<::ir::Operation> {
            let __t = #ty;
            __p::Some(Self::build(__b, __loc #(, #results)* #(, #names)*))
        }
    }
}

/// One builder function: it fills an `OperationState` from its
/// parameters, infers the result types with `infer` when given (and then
/// returns an `Option`), creates the op and ends its regions with the
/// implicit terminator, if any.
fn builder(
    m: &OpModel,
    name: TokenStream,
    doc: &str,
    (params, fill, nregions): &(Vec<TokenStream>, Vec<TokenStream>, TokenStream),
    infer: Option<TokenStream>,
) -> TokenStream {
    let terminators = (!m.regions.is_empty()).then(
        || quote!(__p::traits::ensure_terminators(__ctx, __b.body, __op, __IMPLICIT_TERMINATOR);),
    );
    let (ret, results, wrap) = match infer {
        Some(infer) => (
            quote!(__p::Option<::ir::Operation>),
            quote! {
                let __types: __p::SmallVec<[::ir::Type; 4]> =
                    __st.operands.iter().map(|&__v| __b.body.value_type(__v)).collect();
                let __results: __p::Vec<::ir::Type> = #infer;
                __st.result_types.extend(__results);
            },
            quote!(__p::Some(__op)),
        ),
        None => (quote!(::ir::Operation), quote!(), quote!(__op)),
    };
    quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, clippy::vec_init_then_push)]
        pub fn #name(__b: &mut ::ir::OpBuilder<'_>, __loc: ::ir::Location #(, #params)*) -> #ret {
            let __ctx = __b.ctx;
            let mut __st = ::ir::OperationState::with_name(__ctx, __ctx.op_name(__NAME), __loc);
            let mut __props = ::ir::Attribute::empty_dictionary(__ctx);
            #(#fill)*
            __st.properties = __props;
            __st.num_regions = #nregions;
            #results
            let __op = __b.create(&__st);
            #terminators
            #wrap
        }
    }
}

/// How `build_inferred` computes the result types, when the op says how:
/// its `infer_result_types` hook (an expression of type `Vec<Type>` that
/// may `?` out), or `SameOperandsAndResultType` with single results and an
/// operand.
fn inference(m: &OpModel) -> Option<Inference> {
    // Result segment sizes come from the result type arguments.
    if m.results.is_empty() || m.lists_trait("AttrSizedResultSegments") {
        return None;
    }
    if let Some(f) = &m.infer_result_types {
        return Some(Inference::Hook(quote!(#f(__ctx, &__types, __props)?)));
    }
    let singles = m.results.iter().all(|r| r.arity == Arity::Single);
    if m.lists_trait("SameOperandsAndResultType") && singles && !m.operands.is_empty() {
        return Some(Inference::Same);
    }
    None
}

/// How an op's result types are inferred.
enum Inference {
    /// From the first operand (`SameOperandsAndResultType`).
    Same,
    /// By the op's `infer_result_types` hook (the expression calling it).
    Hook(TokenStream),
}

/// `build`'s parameters, fill statements and region count; with
/// `results`, the result types lead the parameters.
fn build_with(m: &OpModel, results: bool) -> (Vec<TokenStream>, Vec<TokenStream>, TokenStream) {
    let mut args = Args::default();
    if results {
        result_args(m, &mut args);
    }
    operand_args(m, &mut args);
    if m.lists_trait("AttrSizedOperandSegments") {
        args.fill
            .push(segment_sizes(&m.operands, "operandSegmentSizes"));
    }
    if m.lists_trait("AttrSizedResultSegments") {
        args.fill
            .push(segment_sizes(&m.results, "resultSegmentSizes"));
    }
    attr_args(m, &mut args);
    successor_args(m, &mut args);
    let nregions = region_count(m, &mut args);
    let Args { params, fill } = args;
    (params, fill, nregions)
}

fn result_args(m: &OpModel, args: &mut Args) {
    for r in &m.results {
        let fid = &r.ident;
        let (pty, f) = match r.arity {
            Arity::Single => (quote!(::ir::Type), quote!(__st.result_types.push(#fid);)),
            Arity::Optional => (
                quote!(__p::Option<::ir::Type>),
                quote!(__st.result_types.extend(#fid);),
            ),
            Arity::Variadic => (
                quote!(&[::ir::Type]),
                quote!(__st.result_types.extend_from_slice(#fid);),
            ),
        };
        args.params.push(quote!(#fid: #pty));
        args.fill.push(f);
    }
}

fn operand_args(m: &OpModel, args: &mut Args) {
    for o in &m.operands {
        let fid = &o.ident;
        if let Some(key) = super::accessors::segment_key(m, o) {
            // One slice per sub-group; their sizes are the attribute.
            args.params.push(quote!(#fid: &[&[::ir::Value]]));
            args.fill.push(quote! {
                for __g in #fid {
                    __st.operands.extend_from_slice(__g);
                }
                let __sizes: __p::Vec<u64> = #fid.iter().map(|__g| __g.len() as u64).collect();
                if let __p::Ok(__a) = ::ir::Attribute::dense_array(__ctx, ::ir::Type::int(__ctx, 32), &__sizes) {
                    __props = __props.dict_with(__ctx, __ctx.ident(#key), __p::Some(__a));
                }
            });
            continue;
        }
        let (pty, f) = match o.arity {
            Arity::Single => (quote!(::ir::Value), quote!(__st.operands.push(#fid);)),
            Arity::Optional => (
                quote!(__p::Option<::ir::Value>),
                quote!(__st.operands.extend(#fid);),
            ),
            Arity::Variadic => (
                quote!(&[::ir::Value]),
                quote!(__st.operands.extend_from_slice(#fid);),
            ),
        };
        args.params.push(quote!(#fid: #pty));
        args.fill.push(f);
    }
}

/// Stores the `attr` segment-size array computed from the arguments.
fn segment_sizes(fields: &[ValueField], attr: &str) -> TokenStream {
    let lens = fields.iter().map(|f| {
        let fid = &f.ident;
        match f.arity {
            Arity::Single => quote!(1u64),
            Arity::Optional => quote!(#fid.is_some() as u64),
            Arity::Variadic if f.segments.is_some() => {
                quote!(#fid.iter().map(|__g| __g.len() as u64).sum::<u64>())
            }
            Arity::Variadic => quote!(#fid.len() as u64),
        }
    });
    quote! {
        if let __p::Ok(__a) = ::ir::Attribute::dense_array(__ctx, ::ir::Type::int(__ctx, 32), &[#(#lens),*]) {
            __props = __props.dict_with(__ctx, __ctx.ident(#attr), __p::Some(__a));
        }
    }
}

/// Whether `a` holds the sub-group sizes of a `variadic_of_variadic`
/// operand group (and so is no parameter of `build`).
fn is_segment_attr(m: &OpModel, a: &crate::model::AttrField) -> bool {
    m.operands
        .iter()
        .any(|f| f.segments.as_ref() == Some(&a.ident))
}

/// Attributes are properties; optional and defaulted ones take `Option`.
fn attr_args(m: &OpModel, args: &mut Args) {
    for (i, a) in m.attrs.iter().enumerate() {
        if is_segment_attr(m, a) {
            continue; // computed from the sub-groups (`operand_args`)
        }
        let fid = &a.ident;
        let ty = &a.ty;
        let key = &a.key;
        if a.default.is_some() {
            // An absent default-valued property gets its default, as MLIR's
            // `Operation::create` populates it.
            let default = crate::model::AttrField::default_fn(i);
            args.params.push(quote!(#fid: __p::Option<#ty>));
            args.fill.push(quote! {
                __props = __props.dict_with(__ctx, __ctx.ident(#key), __p::Some(
                    #fid.map(__p::AttrType::attr).unwrap_or_else(|| #default(__ctx))));
            });
        } else if a.optional {
            args.params.push(quote!(#fid: __p::Option<#ty>));
            args.fill.push(quote! {
                __props = __props.dict_with(__ctx, __ctx.ident(#key), #fid.map(__p::AttrType::attr));
            });
        } else {
            args.params.push(quote!(#fid: #ty));
            args.fill.push(quote! {
                __props = __props.dict_with(__ctx, __ctx.ident(#key), __p::Some(__p::AttrType::attr(#fid)));
            });
        }
    }
}

fn successor_args(m: &OpModel, args: &mut Args) {
    for s in &m.successors {
        let fid = &s.ident;
        match s.arity {
            Arity::Variadic => {
                args.params.push(quote!(#fid: &[::ir::Block]));
                args.fill
                    .push(quote!(__st.successors.extend_from_slice(#fid);));
            }
            _ => {
                args.params.push(quote!(#fid: ::ir::Block));
                args.fill.push(quote!(__st.successors.push(#fid);));
            }
        }
    }
}

/// The region count: the fixed regions, plus a parameter for the variadic
/// last one.
fn region_count(m: &OpModel, args: &mut Args) -> TokenStream {
    let fixed_regions = m.regions.iter().filter(|r| !r.variadic).count();
    match m.regions.iter().find(|r| r.variadic) {
        Some(r) => {
            let fid = &r.ident;
            args.params.push(quote!(#fid: usize));
            quote!(#fixed_regions + #fid)
        }
        None => quote!(#fixed_regions),
    }
}
