//! `#[op]` expansion: one module per thing an op expands to, and here only
//! the order in which they are put together.
//!
//! The pieces are the typed handle (`handle`), its accessors and builder
//! (`accessors`, `builders`), the verify / region-verify hooks in MLIR's
//! order (`verify`), the fold hook (`fold`), the interface table
//! (`interfaces`), the assembly hooks (`asm`) and the `OpInfo` record with
//! its registration (`registration`). What the op's traits mean for all of
//! them (implied count traits, flags, trait bits, trait folds) is worked
//! out once, in `traits`.
//!
//! Per-op code is kept small: segment arithmetic, attribute checks and
//! fold sequencing are runtime helpers in `ir::__private`, so an op
//! expands to a handful of short functions and one `static`. Generating
//! those loops inline per op was rejected for build time (see the 200-op
//! fixture).

mod accessors;
mod asm;
mod builders;
mod constraints;
mod fold;
mod handle;
mod interfaces;
mod irdl;
mod registration;
mod traits;
mod verify;

pub use accessors::generated_names;

use crate::model::OpModel;
use crate::{check, parse};
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::spanned::Spanned;

/// Expands `#[op(...)]` on a struct.
pub fn expand(args: TokenStream, item: syn::DeriveInput) -> TokenStream {
    let mut errors = Vec::new();
    let mut m = parse::op(args, &item, &mut errors);
    check::op(&mut m, &mut errors);
    let out = generate(&m, &mut errors);
    super::with_errors(out, errors)
}

/// The location of `t` with call-site hygiene, so generated locals
/// (`__v`, `__ctx`) still resolve when `t` came through `macro_rules!`.
fn at(t: &impl Spanned) -> Span {
    Span::call_site().located_at(t.span())
}

/// The handle alone when the op has no usable name (the errors say why),
/// else the handle and everything registered under the name.
fn generate(m: &OpModel, errors: &mut Vec<syn::Error>) -> TokenStream {
    let handle = handle::declaration(m);
    let (Some(dialect), Some(name)) = (&m.dialect, &m.name) else {
        return handle;
    };
    let traits = traits::TraitList::of(m);
    let ifaces = interfaces::Interfaces::of(m, errors);
    let asm = asm::AsmHooks::of(m, errors);

    let full_name = registration::full_name(dialect, name);
    let duplicate_guard = registration::duplicate_guard(dialect, name);
    let members = [
        accessors::generate(m),
        builders::build_fn(m),
        builders::custom_builders(m, errors),
    ];
    let handle_impls = handle::impls(m, quote!(#(#members)*));
    let mut checks = constraints::value_checks(m);
    checks.extend(constraints::match_checks(m, errors));
    let verify = verify::verify_fn(m, &traits, &ifaces.verify_block(), &checks);
    let verify_region = verify::verify_region_fn(m, &traits, &ifaces.region_verify_block());
    let (verify_inherent_attr, inherent_hook) = verify::verify_inherent_attr_fn(m);
    let property_storage = verify::property_storage(m);
    let fold = fold::fold_fn(m, &traits);
    let fold_read = fold::fold_read_fn(m, &traits);
    let models = &ifaces.models;
    let format_code = &asm.format_code;
    let iface_table = ifaces.table(&m.ident);
    let record = registration::record(m, dialect, &traits, &asm, inherent_hook, property_storage);
    // Only ops with regions can have one; the rest skip the trait lookups.
    let implicit_terminator = if m.regions.is_empty() {
        quote!(__p::None)
    } else {
        traits.implicit_terminator()
    };
    let irdl = irdl::record(m);

    quote! {
        #handle

        const _: () = {
            use ::ir::__private as __p;
            #full_name
            const __IMPLICIT_TERMINATOR: __p::Option<&'static str> = #implicit_terminator;

            #duplicate_guard

            #handle_impls

            #verify

            #verify_region

            #verify_inherent_attr

            #fold

            #fold_read

            #(#models)*
            #format_code
            #iface_table
            #record
            #irdl
        };
    }
}
