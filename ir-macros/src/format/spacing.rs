//! MLIR's printing spacing rules, applied at compile time: for each
//! element, whether the printer emits a space before it.
//!
//! The state (`should_emit_space`, `last_was_punctuation`) flows through
//! the elements in source order, through optional groups as if they were
//! printed, exactly as MLIR's `OpFormatGen` computes it while generating
//! code. Tracking it at run time was rejected: it depends only on the
//! format string.

use super::Elem;

/// The spacing state between two elements.
pub struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

impl Spacing {
    /// The state right after the op name.
    pub fn new() -> Self {
        Spacing {
            should_emit_space: true,
            last_was_punctuation: false,
        }
    }

    /// Whether a space goes before `e`; advances the state past it.
    pub fn before(&mut self, e: &Elem) -> bool {
        match e {
            Elem::Literal(v) => self.literal(v),
            // The dictionaries print their own leading space; MLIR leaves
            // `shouldEmitSpace` as it was.
            Elem::AttrDict { .. } | Elem::PropDict => {
                self.last_was_punctuation = false;
                false
            }
            Elem::Optional { .. } => false,
            _ => self.value(),
        }
    }

    /// The state at the start of a type or attribute format (no space
    /// before its first element).
    pub fn at_start() -> Self {
        Spacing {
            should_emit_space: false,
            last_was_punctuation: true,
        }
    }

    /// Whether a space goes before a value (a variable or directive);
    /// advances the state past it. As MLIR: a space unless the element
    /// before asked for none after a punctuation, so a value after the
    /// space literal `` ` ` `` gets a second space.
    pub fn value(&mut self) -> bool {
        let s = self.should_emit_space || !self.last_was_punctuation;
        self.should_emit_space = true;
        self.last_was_punctuation = false;
        s
    }

    /// Whether a space goes before literal `v`; advances the state past it.
    /// The spacing literals print themselves (`" "` or nothing) and turn
    /// the next space off; `" "` counts as a word, `""` as punctuation
    /// (MLIR's `genSpacePrinter`).
    pub fn literal(&mut self, v: &str) -> bool {
        // `\n`: a line break at the op's indentation, state unchanged.
        if v == "\\n" {
            return false;
        }
        if v.is_empty() || v == " " {
            self.should_emit_space = false;
            self.last_was_punctuation = v.is_empty();
            return false;
        }
        let first = v.chars().next().unwrap_or(' ');
        let space_before = if v.len() != 1 && v != "->" {
            true
        } else if self.last_was_punctuation {
            !">)}],".contains(first)
        } else {
            !"<>(){}[],".contains(first)
        };
        let s = self.should_emit_space && space_before;
        self.should_emit_space = v.len() != 1 || !"<({[".contains(first);
        self.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
        s
    }
}

#[cfg(test)]
mod tests {
    use super::{Elem, Spacing};

    fn lit(s: &str) -> Elem {
        Elem::Literal(s.into())
    }

    /// arith's `$lhs `,` $rhs (`overflow` `` $f^)? attr-dict `:` type($r)`
    /// prints `%a, %b overflow<nsw> : i64`.
    #[test]
    fn arith_binary_spacing() {
        let mut sp = Spacing::new();
        let got: Vec<bool> = [
            Elem::Operand(0),
            lit(","),
            Elem::Operand(1),
            lit("overflow"),
            lit(""),
            Elem::Attr(0),
            Elem::AttrDict { keyword: false },
            lit(":"),
            Elem::Type(super::super::TypeRef::Result(0)),
        ]
        .iter()
        .map(|e| sp.before(e))
        .collect();
        assert_eq!(
            got,
            [true, false, true, true, false, false, false, true, true]
        );
    }

    /// `` ` ` `` prints a space and a value after it gets its own (MLIR's
    /// `genSpacePrinter` then `shouldEmitSpace || !lastWasPunctuation`);
    /// after ``` `` ``` it gets none.
    #[test]
    fn space_literals() {
        let mut sp = Spacing::new();
        let got: Vec<bool> = [
            lit("("),
            lit(" "),
            Elem::Operand(0),
            lit(""),
            Elem::Operand(1),
        ]
        .iter()
        .map(|e| sp.before(e))
        .collect();
        assert_eq!(got, [false, false, true, false, false]);
    }

    /// Opening brackets glue to what follows; closing ones to what precedes.
    #[test]
    fn bracket_spacing() {
        let mut sp = Spacing::new();
        let got: Vec<bool> = [lit("("), Elem::Operand(0), lit(")"), lit("->"), lit("[")]
            .iter()
            .map(|e| sp.before(e))
            .collect();
        assert_eq!(got, [false, false, false, true, true]);
    }
}
