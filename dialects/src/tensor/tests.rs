//! Tests of the tensor dialect.
