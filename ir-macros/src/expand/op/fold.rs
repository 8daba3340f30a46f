//! The op's fold hook: `fn __fold`, which runs the op's one folder (`fold`
//! for one result, `fold_multi` for several, or `fold_mut`, a
//! `fold_multi` that may also update the op in place) and then the listed
//! traits' folds through the runtime's sequencing helpers, and the
//! `OpInfo::fold` value saying whether the op has the hook at all.
//!
//! `fold_mut` gets the op mutably (`OpViewMut`), as MLIR's folds that
//! rewrite their own operands and return the op's result (`memref.load`
//! of a `memref.cast` reading the cast's source); `Success` with no
//! results counts as "folded in place". Giving every `fold` mutable
//! access was rejected: most folds only read, and a read-only handle
//! keeps them from changing the IR by mistake. A second, combinable
//! in-place option (a `bool` hook tried after `fold`) was rejected too: it
//! could not produce results, and two hooks meant an order to learn where
//! MLIR has one `fold`; a `fold_mut` calls its read-only part itself.
//!
//! Whether an op folds is derived, never declared on the op: it has a hook
//! when it names a folder (`fold = ...` or `fold_multi = ...`) or lists a
//! trait whose `FOLD` is set, so ops with neither cost the fold driver
//! nothing. The sequencing (own fold first, traits when it fails or folds
//! in place) is MLIR's and lives in `ir::fold`, not in each expansion.

use super::at;
use super::traits::TraitList;
use crate::model::OpModel;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

/// `fn __fold`.
pub fn fold_fn(m: &OpModel, traits: &TraitList<'_>) -> TokenStream {
    let p = quote!(__p);
    let implied = &traits.implied;
    let trait_folds = traits.folds();
    let fold_body = own_then_traits(m);
    // Folders may index operands and results freely: an op whose counts
    // are wrong (unverified IR) does not fold.
    quote! {
        fn __fold(
            __ctx: &::ir::Context,
            __body: &mut ::ir::Body,
            __op: ::ir::Operation,
            __operands: &[#p::Option<::ir::Attribute>],
            __results: &mut #p::SmallVec<[#p::OpFoldResult; 1]>,
        ) -> #p::FoldOutcome {
            {
                let __v = #p::OpView::new(__ctx, &*__body, __op);
                if __operands.len() != __body.num_operands(__op) #(|| <#implied as #p::OpTrait>::verify_trait(__v).is_err())* {
                    return #p::FoldOutcome::Failure;
                }
            }
            let __traits: &[#p::Option<#p::FoldFn>] = &[#(#trait_folds),*];
            #fold_body
        }
    }
}

/// The op's own folder, finished by the trait folds (`__traits`); the
/// trait folds alone when the op names no folder.
fn own_then_traits(m: &OpModel) -> TokenStream {
    let p = quote!(__p);
    let ident = &m.ident;
    if let Some(f) = &m.fold {
        quote_spanned! {at(f)=>
            let __own = #f(#ident(#p::OpView::new(__ctx, &*__body, __op)), __operands);
            #p::finish_single_fold(__ctx, __body, __op, __operands, __results, __own, __traits)
        }
    } else if let Some(f) = &m.fold_multi {
        quote_spanned! {at(f)=>
            let __own = #f(#ident(#p::OpView::new(__ctx, &*__body, __op)), __operands, __results);
            #p::finish_multi_fold(__ctx, __body, __op, __operands, __results, __own, __traits)
        }
    } else if let Some(f) = &m.fold_mut {
        quote_spanned! {at(f)=>
            let __own = #f(#p::OpViewMut::new(__ctx, __body, __op), __operands, __results);
            #p::finish_multi_fold(__ctx, __body, __op, __operands, __results, __own, __traits)
        }
    } else {
        quote!(#p::fold_traits(__ctx, __body, __op, __operands, __results, __traits))
    }
}

/// `fn __fold_read`: the op's own read-only folder (`fold` or
/// `fold_multi`) on a shared body, for `OpInfo::fold_read`; nothing for
/// an op with `fold_mut` or no folder. Trait folds are left out: their
/// hooks take the body mutably.
pub fn fold_read_fn(m: &OpModel, traits: &TraitList<'_>) -> TokenStream {
    let p = quote!(__p);
    let implied = &traits.implied;
    let ident = &m.ident;
    let call = if let Some(f) = &m.fold {
        quote_spanned! {at(f)=>
            match #f(#ident(__v), __operands) {
                #p::Some(__r) => {
                    __results.push(__r);
                    #p::FoldOutcome::Success
                }
                #p::None => #p::FoldOutcome::Failure,
            }
        }
    } else if let Some(f) = &m.fold_multi {
        quote_spanned! {at(f)=> #f(#ident(__v), __operands, __results) }
    } else {
        return TokenStream::new();
    };
    quote! {
        fn __fold_read(
            __ctx: &::ir::Context,
            __body: &::ir::Body,
            __op: ::ir::Operation,
            __operands: &[#p::Option<::ir::Attribute>],
            __results: &mut #p::SmallVec<[#p::OpFoldResult; 1]>,
        ) -> #p::FoldOutcome {
            let __v = #p::OpView::new(__ctx, __body, __op);
            if __operands.len() != __body.num_operands(__op) #(|| <#implied as #p::OpTrait>::verify_trait(__v).is_err())* {
                return #p::FoldOutcome::Failure;
            }
            #call
        }
    }
}

/// The `OpInfo::fold_read` value: `Some(__fold_read)` when the op has a
/// read-only folder.
pub fn read_hook(m: &OpModel) -> TokenStream {
    let p = quote!(__p);
    if m.fold.is_some() || m.fold_multi.is_some() {
        quote!(#p::Some(__fold_read))
    } else {
        quote!(#p::None)
    }
}

/// The `OpInfo::fold` value: `Some(__fold)` when the op names a folder or
/// a listed trait can fold. The trait part is a `const` test, as the
/// macro cannot see a trait's impl.
pub fn hook(m: &OpModel, traits: &TraitList<'_>) -> TokenStream {
    let p = quote!(__p);
    let own_folder = m.fold.is_some() || m.fold_multi.is_some() || m.fold_mut.is_some();
    let trait_folders = traits.can_fold();
    quote!(if #own_folder #(|| #trait_folders)* { #p::Some(__fold) } else { #p::None })
}
