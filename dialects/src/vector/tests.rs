//! Tests of the vector dialect.
