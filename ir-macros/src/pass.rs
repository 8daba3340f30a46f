//! `#[pass]`: a pass declared once, on its struct. The options give the
//! argument, summary, display name and anchor op; the struct's named fields
//! are the pass options (`exclude_syms: Vec<String>` is `exclude-syms=a,b`),
//! each read through its type's `PassOption` impl. The expansion is the
//! `PassInfo` static, the function creating the pass from parsed options,
//! the `DeclaredPass` impl that hands the record to the pass manager, and
//! the link-time registration; the author implements `Pass::run` only.
//!
//! Parsing and expansion share this file: the model is four options and a
//! field list, too small for the op macro's parse → model → check → expand
//! split. A `from_options` function written by the author was rejected:
//! it would name every option twice (in the allow-list and in the code
//! reading it), which is what declaring a pass once is meant to end.

use crate::options::Options;
use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::ext::IdentExt;
use syn::spanned::Spanned;

/// The options of `#[pass]`.
pub(crate) const PASS_OPTIONS: &[&str] = &["argument", "summary", "name", "anchor"];

/// Expands `#[pass(...)]` on a unit struct or a struct with named fields.
pub fn expand(args: TokenStream, mut item: syn::ItemStruct) -> TokenStream {
    let mut errors = Vec::new();
    // `#[state]` fields are not options: they start as `Default` and keep
    // what the pass caches across its runs. The attribute is the macro's,
    // so it is taken off the emitted struct.
    let mut state: Vec<syn::Ident> = Vec::new();
    for f in item.fields.iter_mut() {
        let before = f.attrs.len();
        f.attrs.retain(|a| !a.path().is_ident("state"));
        if f.attrs.len() != before {
            state.extend(f.ident.clone());
        }
    }
    let args_span = if args.is_empty() {
        item.ident.span()
    } else {
        args.span()
    };
    let o = Options::parse(args, "#[pass]", PASS_OPTIONS, &mut errors);
    let name = o.str("name", &mut errors);
    let anchor = o.str("anchor", &mut errors);
    let argument = required(&o, "argument", args_span, &mut errors);
    let summary = required(&o, "summary", args_span, &mut errors);
    if let Some(a) = &argument {
        check_argument(a, &mut errors);
    }
    let generic = !item.generics.params.is_empty();
    if generic {
        errors.push(syn::Error::new(
            item.generics.span(),
            "#[pass] structs cannot have generic parameters",
        ));
    }
    let fields: Vec<&syn::Field> = match &item.fields {
        syn::Fields::Named(f) => f
            .named
            .iter()
            .filter(|f| !f.ident.as_ref().is_some_and(|i| state.contains(i)))
            .collect(),
        syn::Fields::Unit => Vec::new(),
        syn::Fields::Unnamed(f) => {
            errors.push(syn::Error::new(
                f.span(),
                "#[pass] expects a unit struct or a struct with named fields",
            ));
            return crate::expand::with_errors(quote!(#item), errors);
        }
    };
    if generic {
        return crate::expand::with_errors(quote!(#item), errors);
    }

    let ident = &item.ident;
    let argument = argument.map_or_else(String::new, |a| a.value());
    let summary = summary.map_or_else(String::new, |s| s.value());
    let name = name.map_or_else(|| ident.to_string(), |n| n.value());
    let anchor = match anchor {
        Some(a) => quote!(::core::option::Option::Some(#a)),
        None => quote!(::core::option::Option::None),
    };
    let keys: Vec<String> = fields.iter().map(|f| option_key(f)).collect();
    let construct = match &item.fields {
        syn::Fields::Unit => quote!(#ident),
        _ => {
            let inits = fields.iter().zip(&keys).map(|(f, key)| {
                let field = &f.ident;
                quote_spanned! {f.ty.span()=>
                    #field: ::ir::__private::PassOption::from_options(options, #key)?
                        .unwrap_or_default()
                }
            });
            let states = state
                .iter()
                .map(|f| quote!(#f: ::core::default::Default::default()));
            quote!(#ident { #(#inits,)* #(#states,)* })
        }
    };
    // The options as MLIR prints them: sorted by name, space-separated,
    // in braces; nothing at all for a pass without options.
    let print_options = if fields.is_empty() {
        quote!(
            fn print_options(&self, _: &mut ::std::string::String) {}
        )
    } else {
        let mut sorted: Vec<(&String, &syn::Field)> =
            keys.iter().zip(fields.iter().copied()).collect();
        sorted.sort_by(|a, b| a.0.cmp(b.0));
        let prints = sorted.iter().enumerate().map(|(i, (key, f))| {
            let field = &f.ident;
            let sep = (i > 0).then(|| quote!(out.push(' ');));
            quote_spanned! {f.ty.span()=>
                #sep
                ::ir::__private::PassOption::print_option(&self.#field, #key, out);
            }
        });
        quote!(
            fn print_options(&self, out: &mut ::std::string::String) {
                out.push('{');
                #(#prints)*
                out.push('}');
            }
        )
    };
    // `_` when there are no options to read, so that no variable is unused.
    let param = if fields.is_empty() {
        quote!(_)
    } else {
        quote!(options)
    };
    let create = quote_spanned! {ident.span()=>
        fn __create(
            #param: &::ir::__private::PassOptions,
        ) -> ::core::result::Result<
            ::std::boxed::Box<dyn ::ir::__private::Pass>,
            ::std::string::String,
        > {
            ::core::result::Result::Ok(::std::boxed::Box::new(#construct))
        }
    };
    let out = quote! {
        #item
        const _: () = {
            #create
            static __INFO: ::ir::__private::PassInfo = ::ir::__private::PassInfo {
                argument: #argument,
                summary: #summary,
                name: #name,
                anchor: #anchor,
                options: &[#(#keys),*],
                create: __create,
                source: ::core::module_path!(),
            };
            impl ::ir::__private::DeclaredPass for #ident {
                fn info(&self) -> &'static ::ir::__private::PassInfo {
                    &__INFO
                }
                #print_options
            }
            ::ir::__private::inventory::submit! {
                ::ir::__private::PassRegistration(&__INFO)
            }
        };
    };
    crate::expand::with_errors(out, errors)
}

/// A string option that must be given.
fn required(
    o: &Options,
    key: &str,
    args_span: Span,
    errors: &mut Vec<syn::Error>,
) -> Option<syn::LitStr> {
    let value = o.str(key, errors);
    if value.is_none() && o.key_span(key).is_none() {
        errors.push(syn::Error::new(
            args_span,
            format!("missing option `{key}` in #[pass]"),
        ));
    }
    value
}

/// The argument must be a name a pipeline can spell: `symbol-dce`.
fn check_argument(a: &syn::LitStr, errors: &mut Vec<syn::Error>) {
    let v = a.value();
    if v.is_empty() {
        errors.push(syn::Error::new(a.span(), "pass argument cannot be empty"));
    } else if !v
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
    {
        errors.push(syn::Error::new(
            a.span(),
            format!("pass argument `{v}` can only hold letters, digits, `-`, `_` and `.`"),
        ));
    }
}

/// A field's option name: the field name with `_` written `-`, as MLIR
/// spells options (`max-iterations`).
fn option_key(f: &syn::Field) -> String {
    let ident = f.ident.as_ref().expect("named field");
    ident.unraw().to_string().replace('_', "-")
}
