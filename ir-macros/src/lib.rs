//! Proc macros for `ir` (filled in by the macro-layer work).
