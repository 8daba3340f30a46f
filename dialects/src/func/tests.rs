//! Round-trip and verifier tests of the func dialect.
