//! The op's custom-assembly hooks, its `OpSyntax` record: the parser and
//! printer (hand-written `parse` / `print` functions, or those generated
//! from a declarative `format`), result-name hints and the default dialect.
//! An op with none of them registers no record.
//!
//! A `format` expands to a table and two hook functions (see
//! `crate::format::codegen`) that take the place of `parse` and `print`,
//! so giving both is an error, as is `parse` without `print` or the
//! reverse. Those checks are made here, where the format string is parsed
//! and its own errors are reported, rather than in `check`, so every
//! syntax error comes from one place.

use crate::model::{Arity, OpModel};
use proc_macro2::TokenStream;
use quote::quote;

/// The hooks as `Option` expressions, and the format's generated code.
pub struct AsmHooks {
    /// Whether the op has any hook (else no `OpSyntax` is registered).
    pub any: bool,
    /// The format's table and hook functions (empty without a format).
    pub format_code: TokenStream,
    pub parse: TokenStream,
    pub print: TokenStream,
    pub result_names: TokenStream,
    /// ODS's default result names of an op with several named results
    /// (the names of its fields), when it has no `asm_result_names`.
    pub default_names: Option<Vec<String>>,
    pub default_dialect: TokenStream,
}

impl AsmHooks {
    /// The hooks of `m`, reporting format errors into `errors`.
    pub fn of(m: &OpModel, errors: &mut Vec<syn::Error>) -> Self {
        let (format_code, parse, print) = parser_printer(m, errors);
        // MLIR's `OpEmitter::genOpAsmInterface`: an op of several results
        // names them after its result fields (one name per group; only
        // single results here, where a group is one value).
        let default_names = (m.asm_result_names.is_none()
            && m.results.len() > 1
            && m.results.iter().all(|r| matches!(r.arity, Arity::Single)))
        .then(|| {
            m.results
                .iter()
                .map(|r| r.ident.to_string().trim_start_matches("r#").to_string())
                .collect()
        });
        AsmHooks {
            any: m.format.is_some()
                || m.parse.is_some()
                || m.print.is_some()
                || m.asm_result_names.is_some()
                || default_names.is_some()
                || m.default_dialect.is_some(),
            format_code,
            parse,
            print,
            result_names: if default_names.is_some() {
                quote!(::core::option::Option::Some(__default_result_names))
            } else {
                some_or_none(&m.asm_result_names)
            },
            default_names,
            default_dialect: match &m.default_dialect {
                Some(d) => quote!(::core::option::Option::Some(#d)),
                None => quote!(::core::option::Option::None),
            },
        }
    }
}

impl AsmHooks {
    /// `static __SYNTAX` and its submission, when the op has a hook.
    pub fn record(&self) -> TokenStream {
        if !self.any {
            return TokenStream::new();
        }
        let p = quote!(__p);
        let AsmHooks {
            parse,
            print,
            result_names,
            default_names,
            default_dialect,
            ..
        } = self;
        let names_fn = default_names.as_ref().map(|names| {
            let pairs = names.iter().enumerate().map(|(i, n)| quote!((#i, #n)));
            quote! {
                fn __default_result_names(
                    _: &#p::Context,
                    _: #p::OpRef<'_>,
                ) -> #p::Vec<(usize, ::std::string::String)> {
                    [#(#pairs),*].into_iter().map(|(i, n): (usize, &str)| (i, n.into())).collect()
                }
            }
        });
        quote! {
            #names_fn
            static __SYNTAX: #p::OpSyntax = #p::OpSyntax {
                parse: #parse,
                print: #print,
                asm_result_names: #result_names,
                default_dialect: #default_dialect,
                implicit_terminator: __IMPLICIT_TERMINATOR,
                ..#p::OpSyntax::simple(__NAME, ::core::module_path!())
            };
            #p::inventory::submit! { #p::SyntaxEntry(&__SYNTAX) }
        }
    }
}

/// The format's code and the parse and print hooks: the format's when it
/// has one, else the hand-written functions.
fn parser_printer(
    m: &OpModel,
    errors: &mut Vec<syn::Error>,
) -> (TokenStream, TokenStream, TokenStream) {
    let hand_written = (
        TokenStream::new(),
        some_or_none(&m.parse),
        some_or_none(&m.print),
    );
    // Without a format, `infer_result_types` feeds `build_inferred` only,
    // and hand-written syntax is a pair (ODS's `hasCustomAssemblyFormat`):
    // a parser alone would read a form the op never prints.
    let Some(lit) = &m.format else {
        match (&m.parse, &m.print) {
            (Some(p), None) => errors.push(syn::Error::new_spanned(
                p,
                "option `parse` needs `print` as well",
            )),
            (None, Some(p)) => errors.push(syn::Error::new_spanned(
                p,
                "option `print` needs `parse` as well",
            )),
            _ => {}
        }
        return hand_written;
    };
    if m.parse.is_some() || m.print.is_some() {
        errors.push(syn::Error::new(
            lit.span(),
            "option `format` cannot be combined with `parse` or `print`",
        ));
        return hand_written;
    }
    match crate::format::parse(m, lit, errors) {
        Some(f) => (
            crate::format::codegen::generate(m, &f),
            quote!(::core::option::Option::Some(__format_parse)),
            quote!(::core::option::Option::Some(__format_print)),
        ),
        None => hand_written,
    }
}

fn some_or_none(p: &Option<syn::Path>) -> TokenStream {
    match p {
        Some(p) => quote!(::core::option::Option::Some(#p)),
        None => quote!(::core::option::Option::None),
    }
}
