//! Unit tests of the affine dialect.
