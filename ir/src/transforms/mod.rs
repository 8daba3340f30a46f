//! Generic transformation passes of the runtime: `symbol-dce` and
//! `symbol-privatize`, each registered at link time with the pass
//! registry, and the greedy folding driver passes build on.

mod fold_greedily;
mod symbol_dce;
mod symbol_privatize;

pub use fold_greedily::fold_greedily;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;

#[cfg(test)]
mod tests;
