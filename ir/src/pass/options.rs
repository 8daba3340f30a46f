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
    /// Parses MLIR's option syntax (`PassOptions::parseFromString`):
    /// `key=value` (or a bare `key`, meaning `true`) separated by spaces.
    /// A value runs to the next space outside quotes and braces: `'...'`
    /// and `"..."` hide spaces (an unclosed quote is a plain character) and
    /// `{...}` nests, hiding spaces and quotes alike; `(` and `[` do not
    /// nest here (`a(b c)` is two options, as in MLIR). A value quoted whole
    /// loses its quotes, one braced whole its braces.
    pub fn parse(text: &str) -> Result<PassOptions, String> {
        let mut entries = Vec::new();
        let mut rest = text;
        while !rest.is_empty() {
            let (key, value, next) = next_arg(rest);
            rest = next;
            if key.is_empty() {
                continue;
            }
            let value = value.unwrap_or("true");
            entries.push((key.to_string(), value.to_string()));
        }
        Ok(PassOptions { entries })
    }

    /// The number of `key=value` entries, repeated keys included.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The first `k` entries, as if the text had stopped after them.
    pub fn prefix(&self, k: usize) -> PassOptions {
        PassOptions {
            entries: self.entries[..k.min(self.entries.len())].to_vec(),
        }
    }

    /// Checks every key against `allowed`, with MLIR's message (which ends
    /// its line).
    pub fn check_allowed(&self, allowed: &[&str]) -> Result<(), String> {
        match self
            .entries
            .iter()
            .find(|(k, _)| !allowed.contains(&k.as_str()))
        {
            // With MLIR's line end: the driver prints a blank line after it.
            Some((k, _)) => Err(format!("<Pass-Options-Parser>: no such option {k}\n")),
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

    /// A comma-separated list option (every occurrence, concatenated), as
    /// MLIR's `parseCommaSeparatedList` splits it: commas inside `{...}`,
    /// `(...)`, `[...]` or quotes do not split, each element is trimmed and
    /// loses enclosing quotes (or braces), and empty elements count (`a,`
    /// is `a` and the empty name).
    pub fn list(&self, key: &str) -> Vec<String> {
        let mut out = Vec::new();
        for (_, v) in self.entries.iter().filter(|(k, _)| k == key) {
            let mut rest = v.as_str();
            if rest.is_empty() {
                continue;
            }
            while let Some(comma) = find_char(rest, 0, b',') {
                out.push(extract(&mut rest, comma).to_string());
                rest = &rest[1..];
            }
            let n = rest.len();
            out.push(extract(&mut rest, n).to_string());
        }
        out
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

    /// Appends the option as MLIR prints it in a pipeline
    /// (`--dump-pass-pipeline`): `key=value`, or nothing for an empty
    /// list, as MLIR's `ListOption`. The default appends nothing; every
    /// option type of this crate overrides it.
    fn print_option(&self, key: &str, out: &mut String) {
        let _ = (key, out);
    }
}

/// A comma-separated list: every occurrence, concatenated.
impl PassOption for Vec<String> {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(options.get(key).map(|_| options.list(key)))
    }

    fn print_option(&self, key: &str, out: &mut String) {
        print_list(key, self.iter().map(|s| option_string(s)), out);
    }
}

/// Appends `key={a,b}`, MLIR's printed list option; nothing when there
/// is no element (LLVM cannot read an empty list back).
pub fn print_list(key: &str, items: impl Iterator<Item = String>, out: &mut String) {
    let items: Vec<String> = items.collect();
    if !items.is_empty() {
        out.push_str(&format!("{key}={{{}}}", items.join(",")));
    }
}

/// A string value as MLIR prints it in a pipeline: in braces when a space
/// comes before any `{`, `'` or `"` (which would otherwise end the value).
pub fn option_string(value: &str) -> String {
    let space = value.find(' ');
    let quote = value.find(['{', '\'', '"']);
    match (space, quote) {
        (Some(s), q) if q.is_none_or(|q| s < q) => format!("{{{value}}}"),
        _ => value.to_owned(),
    }
}

impl PassOption for String {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        Ok(options.get(key).map(str::to_owned))
    }

    fn print_option(&self, key: &str, out: &mut String) {
        out.push_str(&format!("{key}={}", option_string(self)));
    }
}

/// What LLVM's option parser says of a bad value of option `key`
/// (`for the --key option: 'x' value invalid for long argument!`).
/// mlir-opt prints such a message itself, as `mlir-opt: for the ...` on a
/// line of its own, and reports an empty error for the pass; the pipeline
/// parser keeps it as the first line of its error and the driver prints it
/// with the tool's name ([`split_value_error`]).
pub fn value_error(key: &str, message: impl core::fmt::Display) -> String {
    format!("for the --{key} option: {message}")
}

/// Splits an error of the pipeline parser into the text an option parser
/// printed itself and the rest: the option parser's own line (see
/// [`value_error`]) with its line end, or a text marked by
/// [`printed_error`], markers included. The first part goes back into an
/// enclosing error as it is, and to stderr through [`printed_text`].
pub fn split_value_error(e: &str) -> (Option<&str>, &str) {
    if let Some(inner) = e.strip_prefix(PRINTED)
        && let Some(end) = inner.find(PRINTED)
    {
        let at = end + 2 * PRINTED.len_utf8();
        return (Some(&e[..at]), &e[at..]);
    }
    if !e.starts_with("for the --") {
        return (None, e);
    }
    match e.find('\n') {
        Some(i) => (Some(&e[..=i]), &e[i + 1..]),
        None => (Some(e), ""),
    }
}

/// Marks the text an option parser printed itself (MLIR's option parsers
/// write a nested pipeline's error to stderr) in an error string.
const PRINTED: char = '\u{1}';

/// An option error whose `printed` text mlir-opt writes to stderr as it
/// is, followed by the error `reason` (often empty): what a pipeline-valued
/// option reports for a pipeline that does not parse.
pub fn printed_error(printed: &str, reason: &str) -> String {
    format!("{PRINTED}{printed}{PRINTED}{reason}")
}

/// The stderr text of the first part of [`split_value_error`]: a marked
/// text as it is, the option parser's line with its line end; either
/// starts with `program: ` when it is LLVM's option parser speaking
/// (`for the --x option: ...`).
pub fn printed_text(printed: &str, program: &str) -> String {
    let inner = printed
        .strip_prefix(PRINTED)
        .and_then(|p| p.strip_suffix(PRINTED));
    let text = inner.unwrap_or(printed);
    let mut out = if text.starts_with("for the --") {
        format!("{program}: {text}")
    } else {
        text.to_owned()
    };
    if inner.is_none() && !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

/// `key` alone means `true`; LLVM's spellings of the two values are accepted.
impl PassOption for bool {
    fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
        options
            .get(key)
            .map(|v| match v {
                "" | "true" | "TRUE" | "True" | "1" => Ok(true),
                "false" | "FALSE" | "False" | "0" => Ok(false),
                _ => Err(value_error(
                    key,
                    format_args!("'{v}' is invalid value for boolean argument! Try 0 or 1"),
                )),
            })
            .transpose()
    }

    fn print_option(&self, key: &str, out: &mut String) {
        out.push_str(&format!("{key}={self}"));
    }
}

/// An integer as LLVM's `StringRef::getAsInteger` with radix 0 reads it
/// (what its command-line parser accepts): `0x`/`0X` hex, `0b`/`0B`
/// binary, `0o` or a leading `0` octal, else decimal; a leading `-` only
/// for signed types, never a `+`; the whole text, in range.
pub fn parse_integer<T: TryFrom<i128>>(text: &str) -> Option<T> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let lower = digits.get(..2).map(str::to_ascii_lowercase);
    let (radix, digits) = match lower.as_deref() {
        Some("0x") => (16, &digits[2..]),
        Some("0b") => (2, &digits[2..]),
        Some("0o") if digits.starts_with("0o") => (8, &digits[2..]),
        _ if digits.len() > 1
            && digits.starts_with('0')
            && digits.as_bytes()[1].is_ascii_digit() =>
        {
            (8, &digits[1..])
        }
        _ => (10, digits),
    };
    // Unsigned types take no sign at all, not even `-0`.
    let unsigned = T::try_from(-1).is_err();
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) || (negative && unsigned) {
        return None;
    }
    let magnitude = u128::from_str_radix(digits, radix).ok()?;
    let value = i128::try_from(magnitude).ok()?;
    T::try_from(if negative { -value } else { value }).ok()
}

macro_rules! integer_options {
    ($($t:ty => $what:literal),*) => {$(
        /// LLVM's `cl::opt` of the same C type, with its message.
        impl PassOption for $t {
            fn from_options(options: &PassOptions, key: &str) -> Result<Option<Self>, String> {
                options
                    .get(key)
                    .map(|v| {
                        parse_integer(v).ok_or_else(|| {
                            value_error(key, format_args!("'{v}' value invalid for {} argument!", $what))
                        })
                    })
                    .transpose()
            }

            fn print_option(&self, key: &str, out: &mut String) {
                out.push_str(&format!("{key}={self}"));
            }
        }
    )*};
}
integer_options!(i32 => "integer", i64 => "long", u32 => "uint", u64 => "ulong", usize => "ulong");

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

    fn print_option(&self, key: &str, out: &mut String) {
        self.0.print_option(key, out);
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

    fn print_option(&self, key: &str, out: &mut String) {
        self.0.print_option(key, out);
    }
}

/// The whitespace LLVM's `StringRef::trim` removes.
fn trim(s: &str) -> &str {
    s.trim_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
}

/// Takes the first `n` bytes of `rest` as one argument, trimmed, without
/// enclosing quotes, or enclosing braces that match each other (MLIR's
/// `extractArgAndUpdateOptions`); `rest` moves past them.
fn extract<'s>(rest: &mut &'s str, n: usize) -> &'s str {
    let arg = trim(&rest[..n]);
    *rest = rest[n..].trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
    let b = arg.as_bytes();
    if b.len() <= 1 {
        return arg;
    }
    let (first, last) = (b[0], b[b.len() - 1]);
    if (first == b'\'' || first == b'"') && first == last {
        return trim(&arg[1..arg.len() - 1]);
    }
    if first == b'{' && find_char(arg, 1, b'}') == Some(arg.len() - 1) {
        return trim(&arg[1..arg.len() - 1]);
    }
    arg
}

/// The next `c` in `s` from `from` outside `{...}`, `(...)`, `[...]` and
/// quotes (MLIR's `findChar`, with an explicit stack of closers so that
/// deep nesting cannot overflow the call stack).
fn find_char(s: &str, from: usize, c: u8) -> Option<usize> {
    let b = s.as_bytes();
    let mut wanted = vec![c];
    let mut i = from;
    while i < b.len() {
        if Some(&b[i]) == wanted.last() {
            wanted.pop();
            if wanted.is_empty() {
                return Some(i);
            }
        } else {
            match b[i] {
                b'{' => wanted.push(b'}'),
                b'(' => wanted.push(b')'),
                b'[' => wanted.push(b']'),
                q @ (b'"' | b'\'') => i += 1 + b[i + 1..].iter().position(|&x| x == q)?,
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// The next option of `options`: its key, its value (`None` for a bare
/// key) and the text after it (MLIR's `parseNextArg`).
fn next_arg(mut options: &str) -> (&str, Option<&str>, &str) {
    let b = options.as_bytes();
    let mut i = 0;
    let key = loop {
        if i == b.len() || b[i] == b' ' {
            let key = extract(&mut options, i);
            return (key, None, options);
        }
        if b[i] == b'=' {
            let key = extract(&mut options, i);
            options = &options[1..];
            break key;
        }
        i += 1;
    };
    let b = options.as_bytes();
    // Past a quote, to its closing one when there is one.
    let skip_quote = |i: &mut usize| -> bool {
        let q = b[*i];
        if q != b'\'' && q != b'"' {
            return false;
        }
        if let Some(k) = b[*i + 1..].iter().position(|&x| x == q) {
            *i += 1 + k;
        }
        true
    };
    let mut i = 0;
    loop {
        if i == b.len() || b[i] == b' ' {
            let value = extract(&mut options, i);
            return (key, Some(value), options);
        }
        if !skip_quote(&mut i) && b[i] == b'{' {
            let mut depth = 1;
            i += 1;
            while i < b.len() {
                if !skip_quote(&mut i) {
                    if b[i] == b'{' {
                        depth += 1;
                    } else if b[i] == b'}' {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                }
                i += 1;
            }
            if i == b.len() {
                continue;
            }
        }
        i += 1;
    }
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
            "<Pass-Options-Parser>: no such option verbose\n"
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
    fn only_braces_and_quotes_hide_spaces() {
        // `(` and `[` do not nest between options (MLIR splits there too).
        let o = PassOptions::parse("disable-patterns=a(b c) x=[d e]").unwrap();
        assert_eq!(o.get("disable-patterns"), Some("a(b"));
        assert_eq!(
            o.check_allowed(&["disable-patterns", "x"]).unwrap_err(),
            "<Pass-Options-Parser>: no such option c)\n"
        );
        assert_eq!(o.get("x"), Some("[d"));
        let o = PassOptions::parse("p={a b},'c d' q=\"e {f\" r={g 'h}' i} s='unclosed t").unwrap();
        assert_eq!(o.list("p"), ["a b", "c d"]);
        assert_eq!(o.get("q"), Some("e {f"));
        assert_eq!(o.get("r"), Some("g 'h}' i"));
        assert_eq!(o.get("s"), Some("'unclosed"));
        assert_eq!(o.get("t"), Some("true"));
    }

    #[test]
    fn lists_split_outside_brackets_and_keep_empty_elements() {
        let o = PassOptions::parse("l=a(b,c),[d,e],{f,g},'h,i', l=x,,y, e= f=''").unwrap();
        assert_eq!(
            o.list("l"),
            ["a(b,c)", "[d,e]", "f,g", "h,i", "", "x", "", "y", ""]
        );
        assert_eq!(o.get("e"), Some(""));
        assert!(o.list("e").is_empty());
        // `''` whole is the empty value: no element (as in MLIR).
        assert!(o.list("f").is_empty());
        assert_eq!(bool::from_options(&o, "e"), Ok(Some(true)));
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
            "for the --bad option: 'x' value invalid for long argument!"
        );
        assert_eq!(
            u32::from_options(&o, "bad").unwrap_err(),
            "for the --bad option: 'x' value invalid for uint argument!"
        );
        let e = bool::from_options(&o, "bad").unwrap_err();
        let line = format!("{e}\n");
        assert_eq!(
            split_value_error(&format!("{e}\nrest")),
            (Some(line.as_str()), "rest")
        );
        assert_eq!(printed_text(&e, "tool"), format!("tool: {e}\n"));
        let marked = printed_error("pipeline error", "reason");
        let (printed, rest) = split_value_error(&marked);
        assert_eq!(rest, "reason");
        assert_eq!(printed_text(printed.unwrap(), "tool"), "pipeline error");
        assert_eq!(split_value_error("other\nrest"), (None, "other\nrest"));
    }

    #[test]
    fn integers_read_as_llvm_reads_them() {
        assert_eq!(parse_integer::<i64>("0x1F"), Some(31));
        assert_eq!(parse_integer::<i64>("0B101"), Some(5));
        assert_eq!(parse_integer::<i64>("0o17"), Some(15));
        assert_eq!(parse_integer::<i64>("017"), Some(15));
        assert_eq!(parse_integer::<i64>("-010"), Some(-8));
        assert_eq!(parse_integer::<i64>("0"), Some(0));
        assert_eq!(parse_integer::<i64>("-9223372036854775808"), Some(i64::MIN));
        for bad in ["", "+5", "09", "0x", "1 ", "x", "9223372036854775808"] {
            assert_eq!(parse_integer::<i64>(bad), None, "{bad:?}");
        }
        assert_eq!(parse_integer::<u32>("4294967295"), Some(u32::MAX));
        for bad in ["-1", "-0", "4294967296"] {
            assert_eq!(parse_integer::<u32>(bad), None, "{bad:?}");
        }
    }
}
