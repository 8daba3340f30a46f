//! The op's trait list and every fact the expansion derives from it: the
//! count traits ODS implies from the fields, and, from the traits the user
//! lists, the `OpFlags`, the `TraitSet` bits and hashes, the trait folds
//! and whether any of them can fold.
//!
//! Each fact is a constant of the trait's `OpTrait` impl (`FLAGS`, `ID`,
//! `FOLD`) that the generated code ORs or lists, so a
//! trait states its facts once, in the runtime's trait library, and no op
//! restates them. Mapping trait names to flags in the macro
//! (`IsTerminator` → `IS_TERMINATOR`) is not done: it would miss `use`
//! aliases and user traits, the reason `check` leaves name resolution to
//! rustc. (The segment-size traits are the one exception, matched by name
//! in `OpModel::lists_trait`, because accessors and builders must know at
//! expansion time whether the op reads segment sizes.) The implied count
//! traits carry no flags and never fold, so only listed traits are asked.

use crate::model::{Arity, OpModel, ValueField};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The traits of one op: implied by its fields, then listed by the user.
pub struct TraitList<'m> {
    /// Region / result / successor / operand count traits, in that order.
    pub implied: Vec<TokenStream>,
    /// `traits = [...]`, in the user's order.
    pub listed: Vec<&'m syn::Type>,
}

impl<'m> TraitList<'m> {
    /// The implied count traits of `m`'s fields, then its listed traits.
    pub fn of(m: &'m OpModel) -> Self {
        // ODS's order, which is the order MLIR verifies them in: regions,
        // results, successors, operands.
        let mut implied = region_count_traits(m);
        implied.extend(count_traits(
            &m.results,
            [
                "ZeroResults",
                "OneResult",
                "NResults",
                "AtLeastNResults",
                "VariadicResults",
            ],
        ));
        implied.extend(count_traits(
            &m.successors,
            [
                "ZeroSuccessors",
                "OneSuccessor",
                "NSuccessors",
                "AtLeastNSuccessors",
                "VariadicSuccessors",
            ],
        ));
        implied.extend(count_traits(
            &m.operands,
            [
                "ZeroOperands",
                "OneOperand",
                "NOperands",
                "AtLeastNOperands",
                "VariadicOperands",
            ],
        ));
        TraitList {
            implied,
            listed: m.traits.iter().collect(),
        }
    }

    /// Implied then listed traits: the `TraitSet` and region verification
    /// cover both.
    pub fn all(&self) -> Vec<TokenStream> {
        self.implied
            .iter()
            .cloned()
            .chain(self.listed.iter().map(|t| quote!(#t)))
            .collect()
    }

    /// `OpFlags` bits ORed from the listed traits' `FLAGS`.
    pub fn flag_bits(&self) -> impl Iterator<Item = TokenStream> + '_ {
        self.listed
            .iter()
            .map(|t| quote!(<#t as __p::OpTrait>::FLAGS.0))
    }

    /// `TraitSet::bits` terms: one per trait, 0 for user traits.
    pub fn std_bits(&self) -> impl Iterator<Item = TokenStream> {
        self.all()
            .into_iter()
            .map(|t| quote!(<#t as __p::OpTrait>::MASK))
    }

    /// `TraitSet::custom` entries: user traits' hashes (0 for standard ones).
    pub fn custom_hashes(&self) -> impl Iterator<Item = TokenStream> + '_ {
        self.listed
            .iter()
            .map(|t| quote!(<#t as __p::OpTrait>::ID.custom_hash()))
    }

    /// The op's implicit terminator (a `const` expression of type
    /// `Option<&'static str>`): the first listed trait's
    /// `IMPLICIT_TERMINATOR`.
    pub fn implicit_terminator(&self) -> TokenStream {
        let each = self
            .listed
            .iter()
            .map(|t| quote!(<#t as __p::OpTrait>::IMPLICIT_TERMINATOR));
        quote!(__p::traits::implicit_terminator(&[#(#each),*]))
    }

    /// The listed traits' folds, in list order (MLIR runs them so).
    pub fn folds(&self) -> impl Iterator<Item = TokenStream> + '_ {
        self.listed
            .iter()
            .map(|t| quote!(<#t as __p::OpTrait>::FOLD))
    }

    /// One `FOLD.is_some()` per listed trait, to OR into "the op has a
    /// fold hook".
    pub fn can_fold(&self) -> impl Iterator<Item = TokenStream> + '_ {
        self.listed
            .iter()
            .map(|t| quote!(<#t as __p::OpTrait>::FOLD.is_some()))
    }
}

/// The count traits ODS derives from an operand, result or successor group.
fn count_traits(fields: &[ValueField], names: [&str; 5]) -> Vec<TokenStream> {
    let fixed = fields.iter().filter(|f| f.arity == Arity::Single).count();
    let var = fields.len() != fixed;
    let [zero, one, n, at_least, variadic] = names.map(|s| format_ident!("{}", s));
    let mut out = Vec::new();
    if var {
        out.push(quote!(::ir::__private::traits::#variadic));
        if fixed > 0 {
            out.push(quote!(::ir::__private::traits::#at_least<#fixed>));
        }
    } else {
        out.push(match fixed {
            0 => quote!(::ir::__private::traits::#zero),
            1 => quote!(::ir::__private::traits::#one),
            _ => quote!(::ir::__private::traits::#n<#fixed>),
        });
    }
    out
}

/// The region count traits (regions have no optional arity).
fn region_count_traits(m: &OpModel) -> Vec<TokenStream> {
    let fixed = m.regions.iter().filter(|r| !r.variadic).count();
    let mut out = Vec::new();
    if m.regions.iter().any(|r| r.variadic) {
        out.push(quote!(::ir::__private::traits::VariadicRegions));
        if fixed > 0 {
            out.push(quote!(::ir::__private::traits::AtLeastNRegions<#fixed>));
        }
    } else {
        out.push(match fixed {
            0 => quote!(::ir::__private::traits::ZeroRegions),
            1 => quote!(::ir::__private::traits::OneRegion),
            n => quote!(::ir::__private::traits::NRegions<#n>),
        });
    }
    out
}
