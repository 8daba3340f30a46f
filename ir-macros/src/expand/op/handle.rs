//! The op's typed handle: the `Name<'a>(OpView<'a>)` struct that replaces
//! the declaration, and the impls that make it a handle (`Deref` to the
//! view, `OpType`, `OpFamily`, `OpNameList`, `NAME`, `cast`).
//!
//! The struct is emitted on its own even when the op has errors, so that
//! one mistake gives one error rather than "cannot find type" at every use;
//! the impls need the op's name and come only with a valid one. Why a
//! handle wraps a whole view rather than the bare op id is in `ir::op`.

use crate::model::OpModel;
use proc_macro2::TokenStream;
use quote::quote;

/// The handle struct, with the op's summary and docs.
pub fn declaration(m: &OpModel) -> TokenStream {
    let vis = &m.vis;
    let ident = &m.ident;
    let docs = &m.docs;
    let summary = m.summary.as_ref().map(|s| quote!(#[doc = #s]));
    quote! {
        #summary
        #(#docs)*
        #[derive(Copy, Clone, Debug)]
        #[allow(dead_code)]
        #vis struct #ident<'a>(pub ::ir::__private::OpView<'a>);
    }
}

/// The handle's impls; `members` (accessors, builder) go into its inherent
/// impl between `NAME` and `cast`.
pub fn impls(m: &OpModel, members: TokenStream) -> TokenStream {
    let ident = &m.ident;
    let p = quote!(__p);
    quote! {
        impl<'a> ::core::ops::Deref for #ident<'a> {
            type Target = #p::OpView<'a>;
            #[inline]
            fn deref(&self) -> &#p::OpView<'a> { &self.0 }
        }

        #[allow(dead_code)]
        impl<'a> #ident<'a> {
            /// The op's full name.
            pub const NAME: &'static str = __NAME;

            #members

            /// The typed handle of `op` when it is this op.
            #[inline]
            pub fn cast(ctx: &'a ::ir::Context, body: &'a ::ir::Body, op: ::ir::Operation) -> #p::Option<Self> {
                <Self as #p::OpType<'a>>::from_view(#p::OpView::new(ctx, body, op))
            }
        }

        impl<'a> #p::OpType<'a> for #ident<'a> {
            const NAME: &'static str = __NAME;
            #[inline]
            fn info() -> &'static #p::OpInfo { &__INFO }
            #[inline]
            fn wrap(v: #p::OpView<'a>) -> Self { #ident(v) }
            #[inline]
            fn view(self) -> #p::OpView<'a> { self.0 }
        }
        impl #p::OpFamily for #ident<'static> {
            type Handle<'a> = #ident<'a>;
        }
        impl #p::OpNameList for #ident<'static> {
            const NAMES: &'static [&'static str] = &[__NAME];
        }
    }
}
