//! Generic transformation passes of the runtime: `symbol-dce` and
//! `symbol-privatize`. Each registers at link time with the pass registry.

mod symbol_dce;
mod symbol_privatize;

pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;

#[cfg(test)]
mod tests;
