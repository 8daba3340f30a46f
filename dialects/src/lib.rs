//! Dialects built on `ir`: func, arith, test.
