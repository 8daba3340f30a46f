//! Pass options: `{key=value other=a,b}` in pipelines, `--pass=key=value`
//! on the command line.
//!
//! Options are kept as text pairs and converted field by field when the
//! pass is created: `#[ir::pass]` makes each field of the pass struct an
//! option named after it, read through the field type's [`PassOption`]
//! impl (MLIR's `Option<T>` and `ListOption<T>` members). A default other
//! than the type's `Default` is a wrapper type ([`BoolOption<true>`],
//! [`U32Option<20>`]); per-option descriptions are not supported yet.

/// Parsed `key=value` options of one pass.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PassOptions {
    entries: Vec<(String, String)>,
}

impl PassOptions {
    /// Parses MLIR's option syntax: whitespace-separated `key=value` (or bare
    /// `key`, meaning `true`); values may be quoted or braced.
    pub fn parse(text: &str) -> Result<PassOptions, String> {
        let mut entries = Vec::new();
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            if i >= bytes.len() {
                break;
            }
            let start = i;
            let mut depth = 0i32;
            // The open quote, `"` or `'` (MLIR takes both).
            let mut quote: Option<u8> = None;
            while i < bytes.len() {
                match (bytes[i], quote) {
                    (q @ (b'"' | b'\''), None) => quote = Some(q),
                    (c, Some(q)) if c == q => quote = None,
                    (_, Some(_)) => {}
                    (b'{' | b'[' | b'(', None) => depth += 1,
                    (b'}' | b']' | b')', None) => depth -= 1,
                    (c, None) if c.is_ascii_whitespace() && depth == 0 => break,
                    _ => {}
                }
                i += 1;
            }
            let item = &text[start..i];
            let (k, v) = match item.split_once('=') {
                Some((k, v)) => (k.to_string(), unquote(v).to_string()),
                None => (item.to_string(), "true".to_string()),
            };
            entries.push((k, v));
        }
        Ok(PassOptions { entries })
    }

    /// Checks every key against `allowed`, with MLIR's message.
    pub fn check_allowed(&self, allowed: &[&str]) -> Result<(), String> {
        match self
            .entries
            .iter()
            .find(|(k, _)| !allowed.contains(&k.as_str()))
        {
            Some((k, _)) => Err(format!("<Pass-Options-Parser>: no such option {k}")),
            None => Ok(()),
        }
    }

    /// The last value given for `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// A comma-separated list option (every occurrence, concatenated).
    pub fn list(&self, key: &str) -> Vec<String> {
        self.entries
            .iter()
            .filter(|(k, _)| k == key)
            .flat_map(|(_, v)| v.split(',').map(|s| unquote(s.trim()).to_string()))
            .filter(|s| !s.is_empty())
            .collect()
    }

    /// Whether no option was given.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The options in MLIR's printed form.
    pub fn to_text(&self) -> String {
        let parts: Vec<String> = self
            .entries
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        parts.join(" ")
    }
}

/// A type a pass option (a field of an `#[ir::pass]` struct) can have: how
/// its text is read. An option that was not given takes the field type's
/// `Default`.
pub trait PassOption: Sized {
    /// The value of option `key` in `options`; `None` when it was not given.
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String>;
}

/// A comma-separated list: every occurrence, concatenated.
impl PassOption for Vec<String> {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(options.get(key).map(|_| options.list(key)))
    }
}

impl PassOption for String {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(options.get(key).map(str::to_owned))
    }
}

/// `key` alone means `true`; LLVM's spellings of the two values are accepted.
impl PassOption for bool {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        options
            .get(key)
            .map(|v| match v {
                "true" | "TRUE" | "True" | "1" => Ok(true),
                "false" | "FALSE" | "False" | "0" => Ok(false),
                _ => Err(format!(
                    "for the --{key} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                )),
            })
            .transpose()
    }
}

macro_rules! integer_options {
    ($($t:ty),*) => {$(
        impl PassOption for $t {
            fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
                options
                    .get(key)
                    .map(|v| {
                        v.parse().map_err(|_| {
                            format!("for the --{key} option: '{v}' value invalid for integer argument!")
                        })
                    })
                    .transpose()
            }
        }
    )*};
}
integer_options!(i32, i64, u32, u64, usize);

/// A `bool` option whose default is `D` (MLIR's `Option<bool>` with
/// `init(D)`): `print-attrs: BoolOption<true>` is on unless turned off.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoolOption<const D: bool>(pub bool);

impl<const D: bool> Default for BoolOption<D> {
    fn default() -> Self {
        BoolOption(D)
    }
}

impl<const D: bool> PassOption for BoolOption<D> {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(bool::from_options(options, key)?.map(BoolOption))
    }
}

/// A `u32` option whose default is `D` (MLIR's `Option<unsigned>` with
/// `init(D)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct U32Option<const D: u32>(pub u32);

impl<const D: u32> Default for U32Option<D> {
    fn default() -> Self {
        U32Option(D)
    }
}

impl<const D: u32> PassOption for U32Option<D> {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(u32::from_options(options, key)?.map(U32Option))
    }
}

/// `s` without one pair of enclosing `"` or `'`.
fn unquote(s: &str) -> &str {
    ['"', '\'']
        .into_iter()
        .find_map(|q| s.strip_prefix(q).and_then(|x| x.strip_suffix(q)))
        .unwrap_or(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_parse_lists_and_flags() {
        let o = PassOptions::parse("exclude=a,b  verbose other=\"x y\"").unwrap();
        assert_eq!(o.list("exclude"), ["a", "b"]);
        assert_eq!(o.get("verbose"), Some("true"));
        assert_eq!(o.get("other"), Some("x y"));
        assert_eq!(
            o.check_allowed(&["exclude"]).unwrap_err(),
            "<Pass-Options-Parser>: no such option verbose"
        );
    }

    #[test]
    fn options_take_single_and_double_quotes() {
        let o =
            PassOptions::parse("disable-patterns='(anonymous namespace)::P',\"a b\" other='x\" y'")
                .unwrap();
        assert_eq!(
            o.list("disable-patterns"),
            ["(anonymous namespace)::P", "a b"]
        );
        assert_eq!(o.get("other"), Some("x\" y"));
    }

    #[test]
    fn wrapped_options_take_their_own_defaults() {
        let o = PassOptions::parse("on=false n=3 bad=x").unwrap();
        assert_eq!(BoolOption::<true>::default(), BoolOption(true));
        assert_eq!(U32Option::<20>::default(), U32Option(20));
        assert_eq!(
            BoolOption::<true>::from_options(&o, "on"),
            Ok(Some(BoolOption(false)))
        );
        assert_eq!(
            U32Option::<20>::from_options(&o, "n"),
            Ok(Some(U32Option(3)))
        );
        assert_eq!(U32Option::<20>::from_options(&o, "absent"), Ok(None));
        assert!(BoolOption::<false>::from_options(&o, "bad").is_err());
    }

    #[test]
    fn typed_options_read_text_or_report_bad_values() {
        let o = PassOptions::parse("flag off=0 n=12 bad=x name=\"a b\"").unwrap();
        assert_eq!(bool::from_options(&o, "flag"), Ok(Some(true)));
        assert_eq!(bool::from_options(&o, "off"), Ok(Some(false)));
        assert_eq!(bool::from_options(&o, "absent"), Ok(None));
        assert_eq!(u32::from_options(&o, "n"), Ok(Some(12)));
        assert_eq!(String::from_options(&o, "name"), Ok(Some("a b".into())));
        assert_eq!(Vec::<String>::from_options(&o, "absent"), Ok(None));
        assert_eq!(
            bool::from_options(&o, "bad").unwrap_err(),
            "for the --bad option: 'x' is invalid value for boolean argument! Try 0 or 1"
        );
        assert_eq!(
            i64::from_options(&o, "bad").unwrap_err(),
            "for the --bad option: 'x' value invalid for integer argument!"
        );
    }
}
