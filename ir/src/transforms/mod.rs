//! Generic transformation passes of the runtime: `symbol-dce` and
//! `symbol-privatize`, each declared with `#[ir::pass]` and so registered
//! at link time, the greedy folding driver passes build on, the
//! dialect interface the inliner consults, the call graph, the inlining
//! utilities and the `inline` pass built on them.

pub mod call_graph;
mod fold_greedily;
mod folder;
pub mod inline_pass;
pub mod inliner;
pub mod inliner_interface;
pub mod listener;
mod symbol_dce;
mod symbol_privatize;

pub use fold_greedily::fold_greedily;
pub use folder::{FoldAction, MaterializeIntoFn, OperationFolder};
pub use inline_pass::InlinerPass;
pub use listener::{NoListener, RewriteListener};
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;

#[cfg(test)]
mod tests;
