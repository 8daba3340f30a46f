//! The `vector` dialect.

use ir::prelude::*;

/// The vector dialect.
#[dialect(name = "vector")]
pub struct VectorDialect;
