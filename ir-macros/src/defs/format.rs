//! The declarative format of a type or attribute definition (MLIR's
//! attribute/type `assemblyFormat`): literals, `$param`, `qualified($p)`,
//! `struct($a, $b)` and optional groups `(...)?` anchored on a literal or
//! on `$p^`; read into [`Elem`]s checked against the parameters, then
//! turned into the parse and print functions.
//!
//! The op format's lexer is not reused: op formats are a different
//! grammar (directives such as `attr-dict`, operands), and the two macros
//! evolve separately. Printing follows MLIR's spacing rules for these
//! formats (`AttrOrTypeFormatGen`), the op format's
//! [`Spacing`](crate::format::spacing::Spacing) started with no space
//! before the first element: none after `<`, `(`, `[`, `{`, none before
//! `>`, `)`, `]`, `}`, `,`.

use super::Param;
use crate::format::spacing::Spacing;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};

/// The directives of a type or attribute format (beside literals,
/// `$param` and optional groups).
pub(crate) const DIRECTIVES: &[&str] = &["qualified", "struct"];
/// Op-format directives these formats reject with a hint.
const UNSUPPORTED: &[&str] = &["custom", "params", "ref"];

/// One element of a format.
pub enum Elem {
    /// `` `<` ``, `` `x` ``.
    Literal(String),
    /// `$p` or `qualified($p)`: the parameter's index and whether it
    /// prints qualified.
    Param(usize, bool),
    /// `struct($a, $b)`: `a = ..., b = ...` in any order.
    Struct(Vec<usize>),
    /// `( ... )?`: present when its anchor (the `$p^` param, or else the
    /// first optional param inside) is `Some`; parsed when its first
    /// element is present.
    Group { elems: Vec<Elem>, anchor: usize },
}

/// A checked format.
pub struct Format {
    pub elems: Vec<Elem>,
}

#[derive(Clone, PartialEq, Debug)]
enum Tok {
    Lit(String),
    Var(String),
    Word(String),
    LParen,
    RParen,
    Question,
    Caret,
    Comma,
    Other(char),
}

fn lex(s: &str) -> Result<Vec<Tok>, String> {
    let mut out = Vec::new();
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        match c {
            c if c.is_whitespace() => {}
            '`' => {
                let mut lit = String::new();
                loop {
                    match it.next() {
                        Some('`') => break,
                        Some(c) => lit.push(c),
                        None => return Err("unterminated literal in format".into()),
                    }
                }
                out.push(Tok::Lit(lit));
            }
            '$' | 'a'..='z' | 'A'..='Z' | '_' => {
                let mut name = String::new();
                if c != '$' {
                    name.push(c);
                }
                while let Some(&c) = it.peek() {
                    if c.is_ascii_alphanumeric() || c == '_' {
                        name.push(c);
                        it.next();
                    } else {
                        break;
                    }
                }
                if c == '$' {
                    if name.is_empty() {
                        return Err("expected a parameter name after `$`".into());
                    }
                    out.push(Tok::Var(name));
                } else {
                    out.push(Tok::Word(name));
                }
            }
            '(' => out.push(Tok::LParen),
            ')' => out.push(Tok::RParen),
            '?' => out.push(Tok::Question),
            '^' => out.push(Tok::Caret),
            ',' => out.push(Tok::Comma),
            c if c.is_ascii_punctuation() => out.push(Tok::Other(c)),
            c => return Err(format!("unexpected `{c}` in format")),
        }
    }
    Ok(out)
}

/// MLIR's valid literals: one punctuation character, `->`, or a keyword.
fn valid_literal(s: &str) -> bool {
    if s == "->" || (s.len() == 1 && "_:,=<>()[]{}?+*".contains(s)) {
        return true;
    }
    let mut cs = s.chars();
    cs.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

struct Reader<'a> {
    toks: Vec<Tok>,
    pos: usize,
    params: &'a [Param],
    used: Vec<bool>,
}

impl Reader<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn expect(&mut self, t: Tok, what: &str) -> Result<(), String> {
        if self.next() == Some(t) {
            Ok(())
        } else {
            Err(format!("expected {what} in format"))
        }
    }

    fn param(&mut self, name: &str) -> Result<usize, String> {
        let i = self
            .params
            .iter()
            .position(|p| p.ident == name)
            .ok_or_else(|| format!("format names `${name}`, but there is no parameter `{name}`"))?;
        if self.used[i] {
            return Err(format!("parameter `{name}` appears twice in the format"));
        }
        self.used[i] = true;
        Ok(i)
    }

    fn var_arg(&mut self) -> Result<usize, String> {
        self.expect(Tok::LParen, "`(`")?;
        let Some(Tok::Var(v)) = self.next() else {
            return Err("expected `$parameter` in format directive".into());
        };
        let i = self.param(&v)?;
        Ok(i)
    }

    /// Elements until `)` (inside a group) or the end.
    fn elems(&mut self, in_group: bool, anchor: &mut Option<usize>) -> Result<Vec<Elem>, String> {
        let mut out = Vec::new();
        loop {
            let Some(t) = self.next() else {
                if in_group {
                    return Err("expected `)?` closing an optional group".into());
                }
                return Ok(out);
            };
            let e = match t {
                Tok::RParen if in_group => return Ok(out),
                Tok::Lit(l) => {
                    if !valid_literal(&l) {
                        return Err(format!("`{l}` is not a valid literal"));
                    }
                    Elem::Literal(l)
                }
                Tok::Var(v) => Elem::Param(self.param(&v)?, false),
                Tok::Word(w) if w == "qualified" => {
                    let i = self.var_arg()?;
                    self.expect(Tok::RParen, "`)`")?;
                    Elem::Param(i, true)
                }
                Tok::Word(w) if w == "struct" => {
                    self.expect(Tok::LParen, "`(`")?;
                    let mut v = Vec::new();
                    loop {
                        let Some(Tok::Var(name)) = self.next() else {
                            return Err("expected `$parameter` in `struct(...)`".into());
                        };
                        v.push(self.param(&name)?);
                        match self.next() {
                            Some(Tok::Comma) => {}
                            Some(Tok::RParen) => break,
                            _ => return Err("expected `,` or `)` in `struct(...)`".into()),
                        }
                    }
                    Elem::Struct(v)
                }
                Tok::Word(w) if UNSUPPORTED.contains(&w.as_str()) => {
                    return Err(format!(
                        "directive `{w}` is not supported in type and attribute formats; name the parameters, or use `parse` and `print` hooks"
                    ));
                }
                Tok::Word(w) => {
                    return Err(format!(
                        "unknown directive `{w}`; type and attribute formats have `{}`",
                        DIRECTIVES.join("`, `")
                    ));
                }
                Tok::Other(c) => {
                    return Err(format!(
                        "unexpected `{c}` in format; literals are written in backticks"
                    ));
                }
                Tok::LParen if !in_group => {
                    let mut a = None;
                    let elems = self.elems(true, &mut a)?;
                    if self.next() != Some(Tok::Question) {
                        return Err("expected `?` after an optional group".into());
                    }
                    let anchor = a
                        .or_else(|| first_optional(&elems, self.params))
                        .ok_or("an optional group needs an `Option` parameter to anchor it")?;
                    let a = &self.params[anchor];
                    if a.optional.is_none() && a.default.is_none() {
                        return Err(format!(
                            "the anchor of an optional group must be an `Option` parameter, but `{}` is not",
                            a.ident
                        ));
                    }
                    // A defaulted anchor is present when it differs from its
                    // default; the group must then say so with a literal.
                    if a.default.is_some() && !matches!(elems.first(), Some(Elem::Literal(_))) {
                        return Err(format!(
                            "an optional group anchored on the defaulted parameter `{}` must start with a literal",
                            a.ident
                        ));
                    }
                    if !matches!(elems.first(), Some(Elem::Literal(_)))
                        && !matches!(elems.first(), Some(Elem::Param(i, _)) if *i == anchor)
                    {
                        return Err(
                            "an optional group must start with a literal or with its anchor `$p^`"
                                .into(),
                        );
                    }
                    Elem::Group { elems, anchor }
                }
                Tok::LParen => return Err("optional groups cannot be nested".into()),
                other => return Err(format!("unexpected {other:?} in format")),
            };
            if self.peek() == Some(&Tok::Caret) {
                self.next();
                match (&e, in_group) {
                    (Elem::Param(i, _), true) => *anchor = Some(*i),
                    _ => {
                        return Err(
                            "`^` marks the anchor of an optional group on a `$parameter` inside it"
                                .into(),
                        );
                    }
                }
            }
            out.push(e);
        }
    }
}

fn first_optional(elems: &[Elem], params: &[Param]) -> Option<usize> {
    elems.iter().find_map(|e| match e {
        Elem::Param(i, _) if params[*i].optional.is_some() => Some(*i),
        Elem::Struct(v) => v.iter().copied().find(|i| params[*i].optional.is_some()),
        _ => None,
    })
}

impl Format {
    /// Reads and checks `lit` against `params`; errors are spanned at the
    /// string and name the offending parameter or element.
    pub fn parse(lit: &syn::LitStr, params: &[Param], errors: &mut Vec<syn::Error>) -> Format {
        let mut err = |m: String| errors.push(syn::Error::new(lit.span(), m));
        let toks = match lex(&lit.value()) {
            Ok(t) => t,
            Err(e) => {
                err(e);
                return Format { elems: Vec::new() };
            }
        };
        let mut r = Reader {
            toks,
            pos: 0,
            params,
            used: vec![false; params.len()],
        };
        let elems = match r.elems(false, &mut None) {
            Ok(e) => e,
            Err(e) => {
                err(e);
                return Format { elems: Vec::new() };
            }
        };
        for (p, used) in params.iter().zip(&r.used) {
            if !used {
                err(format!(
                    "parameter `{}` is missing from the format",
                    p.ident
                ));
            }
        }
        Format { elems }
    }

    /// The body of the parse function: `p` is the `DialectAsmParser`;
    /// ends with the parameter struct `params_ty`.
    pub fn parse_body(&self, params: &[Param], params_ty: &syn::Ident, def: &str) -> TokenStream {
        let slots = params.iter().map(|p| {
            let v = slot(p);
            let ty = &p.ty;
            quote!(let mut #v: ::core::option::Option<#ty> = ::core::option::Option::None;)
        });
        let elems = self.elems.iter().map(|e| parse_elem(e, params, false, def));
        let fields = params.iter().map(|p| {
            let v = slot(p);
            let id = &p.ident;
            if p.optional.is_some() {
                quote!(#id: #v.unwrap_or(::core::option::Option::None))
            } else if let Some(d) = &p.default {
                quote!(#id: #v.unwrap_or_else(|| #d))
            } else {
                let msg = format!("parameter `{id}` was not parsed");
                quote!(#id: match #v { ::core::option::Option::Some(v) => v, ::core::option::Option::None => return p.error(#msg) })
            }
        });
        quote! {
            #(#slots)*
            #(#elems)*
            ::core::result::Result::Ok(#params_ty { #(#fields,)* })
        }
    }

    /// The body of the print function: `p` is the `DialectAsmPrinter`,
    /// `v` the parameter struct.
    pub fn print_body(&self, params: &[Param]) -> TokenStream {
        let mut st = Spacing::at_start();
        let elems = self.elems.iter().map(|e| print_elem(e, params, &mut st));
        let out: Vec<TokenStream> = elems.collect();
        quote!(#(#out)*)
    }
}

fn slot(p: &Param) -> syn::Ident {
    format_ident!("__param_{}", p.ident)
}

fn parse_literal(l: &str, optional: bool) -> TokenStream {
    if l == "->" {
        return if optional {
            quote!(p.parse_optional_arrow())
        } else {
            quote!(p.parse_arrow()?;)
        };
    }
    let c = l.as_bytes()[0];
    let punct = l.len() == 1 && !(c.is_ascii_alphabetic() || c == b'_');
    match (punct, optional) {
        (true, false) => quote!(p.parse_punct(#c)?;),
        (true, true) => quote!(p.parse_optional_punct(#c)),
        (false, false) => quote!(p.parse_keyword(#l)?;),
        (false, true) => quote!(p.parse_optional_keyword(#l)),
    }
}

/// Parses one parameter into its slot; inside a group an `Option<U>`
/// parameter is parsed as a `U` (the group says it is present), read
/// optionally when `U` is stored as `std::optional` in ODS. A failure
/// adds ODS's second error, `failed to parse <Def> parameter '<p>' which
/// is to be a `<C++ type>``, where the parser stands.
fn parse_param(p: &Param, in_group: bool, def: &str) -> TokenStream {
    let v = slot(p);
    let (ty, wrap) = match (&p.optional, in_group) {
        (Some(inner), true) => (inner, true),
        _ => (&p.ty, false),
    };
    let name = p.ods_name.clone().unwrap_or_else(|| p.ident.to_string());
    let prefix = format!("failed to parse {def} parameter '{name}' which is to be a `");
    // The message names the declared type (`std::optional<...>` for an
    // optional parameter parsed inside its group).
    let declared = &p.ty;
    // A `std::optional` value inside its group is read optionally, as
    // ODS's `FieldParser<std::optional<T>>` does; a nullable handle (a
    // type, an attribute) is required there.
    let parsed = if wrap {
        quote_spanned! {ty.span_of()=>
            if <#ty as ::ir::__private::DefParam>::STD_OPTIONAL {
                <#ty as ::ir::__private::DefParam>::parse_optional(p)
            } else {
                <#ty as ::ir::__private::DefParam>::parse(p).map(::core::option::Option::Some)
            }
        }
    } else {
        quote_spanned! {ty.span_of()=> <#ty as ::ir::__private::DefParam>::parse(p)}
    };
    quote_spanned! {ty.span_of()=>
        match #parsed {
            ::core::result::Result::Ok(x) => #v = ::core::option::Option::Some(x),
            ::core::result::Result::Err(_) => {
                return p.error(::std::format!("{}{}`", #prefix,
                    <#declared as ::ir::__private::DefParam>::CPP_TYPE));
            }
        }
    }
}

trait SpanOf {
    fn span_of(&self) -> proc_macro2::Span;
}

impl SpanOf for syn::Type {
    fn span_of(&self) -> proc_macro2::Span {
        syn::spanned::Spanned::span(self)
    }
}

fn parse_elem(e: &Elem, params: &[Param], in_group: bool, def: &str) -> TokenStream {
    match e {
        Elem::Literal(l) => parse_literal(l, false),
        Elem::Param(i, _) => parse_param(&params[*i], in_group, def),
        Elem::Struct(v) => {
            let n = v.len();
            let arms = v.iter().enumerate().map(|(k, &i)| {
                let name = params[i].ident.to_string();
                let parse = parse_param(&params[i], in_group, def);
                quote!(#name if !seen[#k] => { seen[#k] = true; #parse })
            });
            quote! {{
                let mut seen = [false; #n];
                for i in 0..#n {
                    if i > 0 {
                        p.parse_punct(b',')?;
                    }
                    let kw = p.parse_any_keyword()?;
                    p.parse_punct(b'=')?;
                    match kw {
                        #(#arms)*
                        other => return p.error(::std::format!(
                            "duplicate or unknown struct parameter name: {other}")),
                    }
                }
            }}
        }
        Elem::Group { elems, anchor } => {
            let rest = elems[1..].iter().map(|e| parse_elem(e, params, true, def));
            match &elems[0] {
                Elem::Literal(l) => {
                    let cond = parse_literal(l, true);
                    quote!(if #cond { #(#rest)* })
                }
                _ => {
                    let a = &params[*anchor];
                    let v = slot(a);
                    let inner = a.optional.as_ref().expect("checked: anchor is an Option");
                    quote! {
                        if let ::core::option::Option::Some(x) =
                            <#inner as ::ir::__private::DefParam>::parse_optional(p)? {
                            #v = ::core::option::Option::Some(::core::option::Option::Some(x));
                            #(#rest)*
                        }
                    }
                }
            }
        }
    }
}

fn print_literal(l: &str, st: &mut Spacing) -> TokenStream {
    let text = if st.literal(l) {
        format!(" {l}")
    } else {
        l.to_string()
    };
    quote!(p.write(#text);)
}

fn space(st: &mut Spacing) -> TokenStream {
    if st.value() {
        quote!(p.write(" ");)
    } else {
        quote!()
    }
}

fn print_value(p: &Param, in_group: bool, qualified: bool) -> TokenStream {
    let id = &p.ident;
    let method = if qualified {
        quote!(print_qualified)
    } else {
        quote!(print)
    };
    match (&p.optional, in_group) {
        (Some(inner), true) => quote_spanned! {inner.span_of()=>
            if let ::core::option::Option::Some(x) = &v.#id {
                <#inner as ::ir::__private::DefParam>::#method(x, p);
            }
        },
        _ => {
            let ty = &p.ty;
            quote_spanned!(ty.span_of()=> <#ty as ::ir::__private::DefParam>::#method(&v.#id, p);)
        }
    }
}

fn print_elem(e: &Elem, params: &[Param], st: &mut Spacing) -> TokenStream {
    print_elem_in(e, params, st, false)
}

fn print_elem_in(e: &Elem, params: &[Param], st: &mut Spacing, in_group: bool) -> TokenStream {
    match e {
        Elem::Literal(l) => print_literal(l, st),
        Elem::Param(i, qualified) => {
            let sp = space(st);
            let val = print_value(&params[*i], in_group, *qualified);
            quote!(#sp #val)
        }
        Elem::Struct(v) => {
            let sp = space(st);
            let entries = v.iter().enumerate().map(|(k, &i)| {
                let head = if k == 0 {
                    format!("{} = ", params[i].ident)
                } else {
                    format!(", {} = ", params[i].ident)
                };
                let val = print_value(&params[i], in_group, false);
                quote!(p.write(#head); #val)
            });
            quote!(#sp #(#entries)*)
        }
        Elem::Group { elems, anchor } => {
            let a = &params[*anchor];
            let id = &a.ident;
            let body: Vec<TokenStream> = elems
                .iter()
                .map(|e| print_elem_in(e, params, st, true))
                .collect();
            // After the group the spacing state is the one its last
            // element left, printed or not: MLIR's generator decides
            // spaces at generation time too.
            let present = match &a.default {
                Some(d) => quote!(v.#id != #d),
                None => quote!(v.#id.is_some()),
            };
            quote!(if #present { #(#body)* })
        }
    }
}
