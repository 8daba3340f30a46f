//! Dialects built on `ir`: `arith` so far (func and test come with other
//! issues). Each dialect is a module whose ops register at link time; a
//! binary must reference this crate for them to be found.

pub mod arith;
pub mod func;
pub mod test;
