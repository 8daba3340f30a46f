//! Splitting a `// RUN:` line into arguments as lit's shell does, so that
//! an argument can hold spaces: `--pass-pipeline='builtin.module(a, b)'`.
//!
//! The rules are POSIX sh's word splitting without expansion (Python's
//! `shlex.split`, which `tests/lit/update-expected.sh` uses for the same
//! lines): words are separated by blanks; `'...'` keeps everything
//! literally; `"..."` keeps everything but `\"` and `\\`, which stand for
//! `"` and `\`; outside quotes `\c` is `c`; quoted parts and bare parts
//! next to each other make one word (`a'b c'd` is `ab cd`). An unclosed
//! quote or a trailing `\` is an error. Variables, globs and the like are
//! not expanded: RUN lines hold one `ir-opt` command, nothing more.

/// The words of `line`, or what is wrong with its quoting.
///
/// ```
/// let w = tests::shell::split(r#"ir-opt %s --p='a, b' "c \"d\"" e\ f"#).unwrap();
/// assert_eq!(w, ["ir-opt", "%s", "--p=a, b", "c \"d\"", "e f"]);
/// assert!(tests::shell::split("x 'open").is_err());
/// ```
pub fn split(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    // The word being read; `None` between words (so that `''` is a word).
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take()),
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => w.push(c),
                        None => return Err(format!("unclosed ' in: {line}")),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(e @ ('"' | '\\')) => w.push(e),
                            Some(e) => {
                                w.push('\\');
                                w.push(e);
                            }
                            None => return Err(format!("unclosed \" in: {line}")),
                        },
                        Some(c) => w.push(c),
                        None => return Err(format!("unclosed \" in: {line}")),
                    }
                }
            }
            '\\' => match chars.next() {
                Some(e) => word.get_or_insert_with(String::new).push(e),
                None => return Err(format!("trailing \\ in: {line}")),
            },
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn words_split_on_blanks_outside_quotes() {
        assert_eq!(split("  a\tb  c ").unwrap(), ["a", "b", "c"]);
        assert_eq!(split("").unwrap(), Vec::<String>::new());
        assert_eq!(split("a'b c'd").unwrap(), ["ab cd"]);
        assert_eq!(split("'' \"\"").unwrap(), ["", ""]);
        assert_eq!(split(r#"'a\b' "a\b""#).unwrap(), [r"a\b", r"a\b"]);
        assert_eq!(
            split(r#""it's" 'say "hi"'"#).unwrap(),
            ["it's", "say \"hi\""]
        );
    }

    #[test]
    fn bad_quoting_is_an_error() {
        assert!(split("a \"b").is_err());
        assert!(split("a 'b").is_err());
        assert!(split("a \\").is_err());
    }
}
