//! The one option parser every macro and field attribute uses:
//! `key`, `key = "text"`, `key = path`, `key = [A, B<2>]`.
//!
//! Each caller passes its allow-list, so an unknown key reads
//! ``"`x` is not an option of #[op]"`` everywhere, and a repeated key
//! ``"option `x` provided twice"``. Parsing each macro's options with its
//! own `syn::parse` impl was rejected: the wording drifts and each new
//! option would need parser code rather than one allow-list entry (as
//! `format` and `infer_result_types` each are).

use proc_macro2::{Span, TokenStream};
use syn::parse::{Parse, ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Expr, Ident, LitStr, Token};

/// The value given to an option.
pub enum OptValue {
    /// `key` alone.
    Flag,
    /// `key = "text"`
    Str(LitStr),
    /// `key = some::path` or any other expression.
    Expr(Expr),
    /// `key = [T, U<2>]`
    List(Vec<syn::Type>),
    /// `ty = TensorOf<F32>`: the keys of [`TYPE_KEYS`] take a Rust type.
    Type(syn::Type),
}

/// Keys whose value is a Rust type (a constraint), not an expression:
/// `TensorOf<(F32, F64)>` does not parse as an expression.
const TYPE_KEYS: &[&str] = &["ty", "constraint"];

/// One parsed option.
pub struct Opt {
    pub key: Ident,
    pub value: OptValue,
}

impl Parse for Opt {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let key: Ident = input.call(syn::ext::IdentExt::parse_any)?;
        if !input.peek(Token![=]) {
            return Ok(Opt {
                key,
                value: OptValue::Flag,
            });
        }
        input.parse::<Token![=]>()?;
        let value = if TYPE_KEYS.contains(&key.to_string().as_str()) {
            OptValue::Type(input.parse()?)
        } else if input.peek(syn::token::Bracket) {
            let content;
            syn::bracketed!(content in input);
            let items = Punctuated::<syn::Type, Token![,]>::parse_terminated(&content)?;
            OptValue::List(items.into_iter().collect())
        } else if input.peek(LitStr) {
            OptValue::Str(input.parse()?)
        } else {
            OptValue::Expr(input.parse()?)
        };
        Ok(Opt { key, value })
    }
}

/// Options of one macro invocation, checked against an allow-list.
pub struct Options {
    pub opts: Vec<Opt>,
}

impl Options {
    /// Parses `tokens` and reports unknown and repeated keys into `errors`.
    pub fn parse(
        tokens: TokenStream,
        what: &str,
        allowed: &[&str],
        errors: &mut Vec<syn::Error>,
    ) -> Options {
        let parsed = match Punctuated::<Opt, Token![,]>::parse_terminated.parse2(tokens) {
            Ok(p) => p,
            Err(e) => {
                errors.push(e);
                return Options { opts: Vec::new() };
            }
        };
        let mut opts: Vec<Opt> = Vec::new();
        for o in parsed {
            let k = o.key.to_string();
            if !allowed.contains(&k.as_str()) {
                errors.push(syn::Error::new(
                    o.key.span(),
                    format!("`{k}` is not an option of {what}"),
                ));
                continue;
            }
            if opts.iter().any(|p| p.key == o.key) {
                errors.push(syn::Error::new(
                    o.key.span(),
                    format!("option `{k}` provided twice"),
                ));
                continue;
            }
            opts.push(o);
        }
        Options { opts }
    }

    fn get(&self, key: &str) -> Option<&Opt> {
        self.opts.iter().find(|o| o.key == key)
    }

    /// A string option.
    pub fn str(&self, key: &str, errors: &mut Vec<syn::Error>) -> Option<LitStr> {
        let o = self.get(key)?;
        match &o.value {
            OptValue::Str(s) => Some(s.clone()),
            OptValue::Expr(e) if matches!(ungroup(e), Expr::Lit(l) if matches!(l.lit, syn::Lit::Str(_))) => {
                match ungroup(e) {
                    Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }) => Some(s.clone()),
                    _ => None,
                }
            }
            _ => {
                errors.push(syn::Error::new(
                    o.key.span(),
                    format!("option `{key}` expects a string literal"),
                ));
                None
            }
        }
    }

    /// A path option (`key = some::path`).
    pub fn path(&self, key: &str, errors: &mut Vec<syn::Error>) -> Option<syn::Path> {
        let o = self.get(key)?;
        match &o.value {
            OptValue::Expr(e) if matches!(ungroup(e), Expr::Path(_)) => match ungroup(e) {
                Expr::Path(p) => Some(p.path.clone()),
                _ => None,
            },
            _ => {
                errors.push(syn::Error::new(
                    o.key.span(),
                    format!("option `{key}` expects a path"),
                ));
                None
            }
        }
    }

    /// A list option (`key = [A, B]`); empty when absent.
    pub fn list(&self, key: &str, errors: &mut Vec<syn::Error>) -> Vec<syn::Type> {
        let Some(o) = self.get(key) else {
            return Vec::new();
        };
        match &o.value {
            OptValue::List(l) => l.clone(),
            _ => {
                errors.push(syn::Error::new(
                    o.key.span(),
                    format!("option `{key}` expects a list, as in `{key} = [...]`"),
                ));
                Vec::new()
            }
        }
    }

    /// A type option (`ty = AnyTensor`).
    pub fn ty(&self, key: &str) -> Option<syn::Type> {
        match &self.get(key)?.value {
            OptValue::Type(t) => Some(t.clone()),
            _ => None,
        }
    }

    /// A flag option; a value given to it is an error.
    pub fn flag(&self, key: &str, errors: &mut Vec<syn::Error>) -> bool {
        let Some(o) = self.get(key) else {
            return false;
        };
        if !matches!(o.value, OptValue::Flag) {
            errors.push(syn::Error::new(
                o.key.span(),
                format!("option `{key}` takes no value"),
            ));
        }
        true
    }

    /// The span of an option's key, for errors about it.
    pub fn key_span(&self, key: &str) -> Option<Span> {
        self.get(key).map(|o| o.key.span())
    }
}

/// Looks through the invisible groups `macro_rules!` fragments make.
fn ungroup(e: &Expr) -> &Expr {
    match e {
        Expr::Group(g) => ungroup(&g.expr),
        Expr::Paren(p) => ungroup(&p.expr),
        _ => e,
    }
}

/// Folds collected errors into one (so all are reported at once).
pub fn combine(errors: Vec<syn::Error>) -> Option<syn::Error> {
    let mut it = errors.into_iter();
    let mut first = it.next()?;
    for e in it {
        first.combine(e);
    }
    Some(first)
}
