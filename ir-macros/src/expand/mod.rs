//! Code generation, one module per macro (`op` is a folder, one file per
//! thing an op expands to). Generated code names the runtime by absolute
//! paths: its plumbing through `::ir::__private`, public items
//! (`::ir::Value`, `::ir::__private::traits::*`, `::ir::text::*`) by their public
//! paths. It sits in `const _: () = {...}` where it adds impls, and is
//! spanned at the user's tokens.

pub mod dialect;
pub mod dialect_interface;
pub mod external;
pub mod interface;
pub mod op;
pub mod uniqued_interface;

use proc_macro2::TokenStream;
use quote::quote;

/// The item plus the errors, so one mistake gives one error.
pub fn with_errors(item: TokenStream, errors: Vec<syn::Error>) -> TokenStream {
    match crate::options::combine(errors) {
        Some(e) => {
            let ce = e.into_compile_error();
            quote!(#item #ce)
        }
        None => item,
    }
}
