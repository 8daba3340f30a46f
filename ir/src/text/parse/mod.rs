//! The parser's core: token cursor, source locations, diagnostics, alias
//! lookup and the stack of bodies under construction.
//!
//! The grammar is split by concept over files that all extend this one
//! [`Parser`]: `ops.rs` (operations), `values.rs` (SSA names),
//! `regions.rs` (regions, blocks and the file), `aliases.rs` (alias
//! definitions, also ahead of their use), `types.rs`, `attrs.rs`,
//! `literals.rs` (numbers), `dense.rs` (dense literals), `locations.rs`,
//! `affine.rs` (affine maps and sets) and `late.rs` (errors reported once
//! the file has parsed); `deferred.rs` parses the regions
//! of isolated ops on other threads. Errors are pushed to `diags` at the
//! point they are found and propagated as `Err(ParseError)`, so a parse
//! stops at its first error as mlir-opt's does. Recursion follows nesting
//! (types in types, regions in ops); `parse_source` runs the parser on a
//! thread with a large stack and [`MAX_DEPTH`] caps nesting with a
//! diagnostic, so deep input cannot overflow. An explicit-stack parser was
//! rejected: the grammar's recursion (attributes in types in regions in
//! ops) would turn every production into a resumable state machine, for no
//! gain over a bounded depth on a known stack.

pub(crate) mod affine;
mod aliases;
mod attrs;
pub(crate) mod deferred;
mod dense;
mod late;
pub(crate) mod lexer;
mod literals;
mod locations;
pub(crate) mod ops;
mod regions;
mod types;
pub(crate) mod values;

use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Body, Value};
use crate::text::ParseOptions;
use crate::text::parse::lexer::{Lexer, Tok, Token};
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::{Context, Ident};
use crate::uniqued::location::{Location, LocationKind};
use crate::uniqued::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The deepest nesting (of regions, types and attributes together) the
/// parser accepts.
pub(crate) const MAX_DEPTH: u32 = 120_000;

/// The error of a failed parse step; its diagnostic is already recorded
/// in the parser (a marker, so errors are reported exactly once).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ParseError;

/// A parse result.
pub type PResult<T> = Result<T, ParseError>;

/// One SSA name definition (or forward reference).
#[derive(Clone, Debug)]
pub(crate) struct ValueDef {
    /// The first value of the group (results are contiguous ids).
    pub first: Value,
    /// Number of values (results of one op bound to one name).
    pub count: u32,
    /// Index of the body (in `Parser::bodies`) holding the values.
    pub level: u32,
    /// Where the name was defined.
    pub loc: usize,
}

/// The offsets at which the lines of `src` start. A large input is
/// scanned in two halves on two threads: the table is needed before
/// parsing can start.
fn line_starts(src: &[u8], parallel: bool) -> Vec<usize> {
    let scan = |part: &[u8], base: usize, out: &mut Vec<usize>| {
        out.extend(memchr::memchr_iter(b'\n', part).map(|i| base + i + 1));
    };
    let mut starts = Vec::with_capacity(src.len() / 32 + 1);
    starts.push(0);
    if !parallel || src.len() < crate::text::parse::deferred::MIN_PARALLEL_BYTES {
        scan(src, 0, &mut starts);
        return starts;
    }
    let mid = src.len() / 2;
    std::thread::scope(|s| {
        let second = std::thread::Builder::new().spawn_scoped(s, || {
            let mut v = Vec::with_capacity(src.len() / 64 + 1);
            scan(&src[mid..], mid, &mut v);
            v
        });
        scan(&src[..mid], 0, &mut starts);
        // Without a second thread (or if it failed) the rest is done here.
        match second.map(|h| h.join()) {
            Ok(Ok(rest)) => starts.extend(rest),
            _ => scan(&src[mid..], mid, &mut starts),
        }
    });
    starts
}

/// Visible SSA names: name → definitions, innermost last.
pub(crate) type ValueMap<'a> =
    hashbrown::HashMap<Name<'a>, smallvec::SmallVec<[ValueDef; 1]>, rustc_hash::FxBuildHasher>;

/// A name from the source (an SSA name, an op name) as a map key, hashed
/// as its text and compared byte by byte: these names are a few bytes
/// long, for which the call to `memcmp` that `str`'s equality makes cost
/// more than the comparison, on the parser's most frequent lookups.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Name<'a>(pub(crate) &'a str);

impl PartialEq for Name<'_> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        let (a, b) = (self.0.as_bytes(), other.0.as_bytes());
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
    }
}

impl Eq for Name<'_> {}

impl core::hash::Hash for Name<'_> {
    #[inline]
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

/// The parser state.
#[derive(Debug)]
pub(crate) struct Parser<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) src: &'a str,
    pub(crate) lex: Lexer<'a>,
    pub(crate) tok: Token,
    pub(crate) file: Ident,
    pub(crate) opts: &'a ParseOptions,
    line_starts: std::sync::Arc<Vec<usize>>,
    /// The line of the last `line_col` lookup.
    line_hint: core::cell::Cell<usize>,
    pub(crate) diags: Vec<Diagnostic>,
    pub(crate) attr_aliases: FxHashMap<&'a str, Attribute>,
    pub(crate) type_aliases: FxHashMap<&'a str, Type>,
    /// Top-level alias definitions found ahead of their use: name → byte
    /// offset of the value.
    pub(crate) lookahead_aliases: Option<std::sync::Arc<FxHashMap<&'a str, usize>>>,
    pub(crate) resolving: Vec<&'a str>,
    pub(crate) depth: u32,
    /// Bodies under construction; index 0 is the top-level body.
    pub(crate) bodies: Vec<Body>,
    /// Visible SSA names.
    pub(crate) values: ValueMap<'a>,
    /// Names defined per region scope, to undo on exit.
    pub(crate) scope_log: Vec<&'a str>,
    pub(crate) scope_marks: Vec<usize>,
    /// Stack of the isolated ops being parsed: (body level, op location).
    pub(crate) isolation: Vec<(u32, Location)>,
    /// Default dialects of the enclosing ops (for custom op names).
    pub(crate) default_dialects: Vec<&'static str>,
    /// Properties by their source text (see `parse_properties`).
    pub(crate) text_cache: FxHashMap<&'a str, Attribute>,
    /// Integer types by their keyword (`i64`), skipping the uniquer.
    pub(crate) simple_types: FxHashMap<&'a str, Type>,
    /// Op function types by their source text.
    pub(crate) type_cache: FxHashMap<&'a str, Type>,
    /// The end of each balanced pretty dialect body by the offset of its
    /// `<`, recorded by the first scan that crossed it, so nested bodies
    /// are not scanned again (which made deep nesting quadratic).
    pub(crate) pretty_ends: FxHashMap<usize, usize>,
    /// End of the previous token.
    pub(crate) prev_end: usize,
    /// The SSA names (`%x`, `%y:2`) bound to the results of the op whose
    /// name is being parsed, for its custom parser.
    pub(crate) result_names: SmallVec<[(&'a str, u32); 2]>,
    /// Op names by their quoted source text.
    pub(crate) op_names: FxHashMap<&'a str, crate::storage::body::OperationName>,
    /// Custom op names by (default dialect's address and length, source
    /// text): the default dialects are static strings, told apart by
    /// address (one text at two addresses only costs a second entry).
    pub(crate) custom_names:
        FxHashMap<(usize, usize, Name<'a>), crate::storage::body::OperationName>,
    /// Properties a declarative format completes with defaults, by (format
    /// table address, properties as parsed): see `text::format::parse`.
    pub(crate) format_props: FxHashMap<(usize, Attribute), Attribute>,
    /// Property dictionaries by (dictionary, name, value) they were made
    /// from by [`crate::text::asm::OpAsmParser::set_property`]: ops repeat
    /// the same few property sets, and adding an entry re-sorts and
    /// re-uniques the whole dictionary.
    pub(crate) prop_with: FxHashMap<(Attribute, Ident, Attribute), Attribute>,
    /// `operandSegmentSizes` values by the group sizes they hold.
    pub(crate) segment_sizes: FxHashMap<SmallVec<[u32; 4]>, Attribute>,
    /// `distinct[N]<...>` attributes seen so far, by their number `N`.
    pub(crate) distinct: rustc_hash::FxHashMap<u64, crate::uniqued::attributes::Attribute>,
    /// Whether a lexer error was reported (later errors are suppressed).
    pub(crate) lex_failed: bool,
    /// Uses of result numbers that a definition of their name did not
    /// cover: byte offsets, reported as undeclared when the file ends.
    pub(crate) undefined: Vec<usize>,
    /// Location aliases to report once the file has parsed (`late.rs`).
    pub(crate) late_locations: Vec<crate::text::parse::late::LateLocation>,
    /// Blocks referenced at the top level (where none can be defined):
    /// name, placeholder block, first reference; reported after the parse.
    pub(crate) top_blocks: Vec<(&'a str, crate::storage::body::Block, usize)>,
    /// Uses across isolation to report once the file has parsed.
    pub(crate) late_isolation: Vec<crate::text::parse::late::LateIsolation>,
    /// Uses of names not defined yet.
    pub(crate) forward: FxHashMap<&'a str, Vec<crate::text::parse::values::ForwardRef>>,
    /// The op whose operands are being resolved (name, location).
    pub(crate) current_user: (crate::storage::body::OperationName, Location),
    /// Block labels of the regions being parsed.
    pub(crate) block_scopes: Vec<crate::text::parse::values::BlockScope<'a>>,
    /// The threads parsing deferred regions (see `deferred.rs`), if any.
    pub(crate) pool: Option<std::sync::Arc<crate::text::parse::deferred::Pool<'a>>>,
    /// Whether this parser defers regions to the pool (workers do not).
    pub(crate) defer: bool,
    /// The regions deferred so far, by job number.
    pub(crate) jobs: Vec<std::sync::Arc<crate::text::parse::deferred::Job<'a>>>,
    /// Ops whose region is deferred: (body level, op, job number).
    pub(crate) installs: Vec<(u32, crate::storage::body::Operation, u32)>,
    /// The aliases as last handed to a job.
    pub(crate) alias_snapshot:
        Option<std::sync::Arc<crate::text::parse::deferred::AliasSnapshot<'a>>>,
    /// The caches for jobs this parser runs itself.
    pub(crate) job_caches: Option<crate::text::parse::deferred::Caches<'a>>,
    /// Aliases defined before this region parser started (workers).
    pub(crate) base_aliases:
        Option<std::sync::Arc<crate::text::parse::deferred::AliasSnapshot<'a>>>,
}

impl<'a> Parser<'a> {
    /// A parser over `src`.
    pub(crate) fn new(
        ctx: &'a Context,
        src: &'a str,
        filename: &str,
        opts: &'a ParseOptions,
    ) -> Self {
        crate::text::dialect_defs::check_registered();
        let line_starts = line_starts(src.as_bytes(), opts.parallel);
        let mut p = Parser::with_parts(
            ctx,
            src,
            ctx.ident(filename),
            opts,
            std::sync::Arc::new(line_starts),
            None,
        );
        p.bump();
        p
    }

    /// A parser for one deferred region, sharing the pool's per-file data;
    /// the caller positions it.
    pub(crate) fn for_region(
        ctx: &'a Context,
        src: &'a str,
        file: Ident,
        opts: &'a ParseOptions,
        pool: std::sync::Arc<crate::text::parse::deferred::Pool<'a>>,
    ) -> Self {
        let line_starts = pool.line_starts.clone();
        Parser::with_parts(ctx, src, file, opts, line_starts, Some(pool))
    }

    /// The line table, to share with a pool.
    pub(crate) fn line_starts(&self) -> std::sync::Arc<Vec<usize>> {
        self.line_starts.clone()
    }

    fn with_parts(
        ctx: &'a Context,
        src: &'a str,
        file: Ident,
        opts: &'a ParseOptions,
        line_starts: std::sync::Arc<Vec<usize>>,
        pool: Option<std::sync::Arc<crate::text::parse::deferred::Pool<'a>>>,
    ) -> Self {
        let lex = Lexer::new(src);
        let tok = Token {
            kind: Tok::Eof,
            start: 0,
            end: 0,
        };
        Parser {
            ctx,
            src,
            lex,
            tok,
            file,
            opts,
            line_starts,
            line_hint: core::cell::Cell::new(0),
            diags: Vec::new(),
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            lookahead_aliases: None,
            resolving: Vec::new(),
            depth: 0,
            bodies: Vec::new(),
            values: hashbrown::HashMap::default(),
            scope_log: Vec::new(),
            scope_marks: Vec::new(),
            isolation: Vec::new(),
            default_dialects: Vec::new(),
            distinct: rustc_hash::FxHashMap::default(),
            undefined: Vec::new(),
            forward: FxHashMap::default(),
            late_locations: Vec::new(),
            late_isolation: Vec::new(),
            top_blocks: Vec::new(),
            lex_failed: false,
            current_user: (
                crate::storage::body::OperationName::ERASED,
                Location::unknown(ctx),
            ),
            op_names: FxHashMap::default(),
            custom_names: FxHashMap::default(),
            format_props: FxHashMap::default(),
            prop_with: FxHashMap::default(),
            segment_sizes: FxHashMap::default(),
            text_cache: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            pretty_ends: FxHashMap::default(),
            simple_types: FxHashMap::default(),
            prev_end: 0,
            result_names: SmallVec::new(),
            block_scopes: Vec::new(),
            pool,
            defer: false,
            jobs: Vec::new(),
            installs: Vec::new(),
            alias_snapshot: None,
            base_aliases: None,
            job_caches: None,
        }
    }

    /// The attribute alias `name` (without `#`), if defined so far.
    pub(crate) fn attr_alias(&self, name: &str) -> Option<Attribute> {
        self.attr_aliases
            .get(name)
            .or_else(|| self.base_aliases.as_ref()?.attrs.get(name))
            .copied()
    }

    /// The type alias `name` (without `!`), if defined so far.
    pub(crate) fn type_alias(&self, name: &str) -> Option<Type> {
        self.type_aliases
            .get(name)
            .or_else(|| self.base_aliases.as_ref()?.types.get(name))
            .copied()
    }

    // ----- tokens ---------------------------------------------------------

    /// Moves to the next token. A lexer error is reported here, once, with
    /// MLIR's text; later errors of the same parse are then suppressed.
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
        if self.tok.kind == Tok::Error {
            self.report_lex_error();
        }
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn report_lex_error(&mut self) {
        if self.lex_failed {
            return;
        }
        let first = self.src.as_bytes().get(self.tok.start);
        // MLIR's lexer makes an error token of a `/` that starts no comment
        // without a message: the parser's error for the token is reported.
        if first == Some(&b'/') {
            return;
        }
        let string = first == Some(&b'"')
            || (first == Some(&b'@') && self.src.as_bytes().get(self.tok.start + 1) == Some(&b'"'));
        let (pos, msg) = match first {
            _ if string => self
                .lex
                .string_error
                .unwrap_or((self.tok.end, "expected '\"' in string literal")),
            Some(b'@') => (
                self.tok.start + 1,
                "@ identifier expected to start with letter or '_'",
            ),
            Some(b'%') => (self.tok.start, "invalid SSA name"),
            Some(b'^') => (self.tok.start, "invalid block name"),
            Some(b'#') => (self.tok.start, "invalid attribute name"),
            Some(b'!') => (self.tok.start, "invalid type identifier"),
            Some(b'.') => (
                self.tok.start + 1,
                "expected three consecutive dots for an ellipsis",
            ),
            _ => (self.tok.start, "unexpected character"),
        };
        let loc = self.loc_at(pos);
        self.diags.push(Diagnostic::error(loc, msg));
        self.lex_failed = true;
    }

    /// The text of the current token.
    pub(crate) fn text(&self) -> &'a str {
        self.src.get(self.tok.start..self.tok.end).unwrap_or("")
    }

    /// The text of a token.
    pub(crate) fn text_of(&self, t: Token) -> &'a str {
        self.src.get(t.start..t.end).unwrap_or("")
    }

    /// Whether the current token is punctuation `c`.
    pub(crate) fn is(&self, c: u8) -> bool {
        self.tok.kind == Tok::Punct(c)
    }

    /// Whether the current token is the bare keyword `kw`.
    pub(crate) fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.text() == kw
    }

    /// Consumes punctuation `c` if present.
    pub(crate) fn eat(&mut self, c: u8) -> bool {
        if self.is(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes `...` if present.
    pub(crate) fn eat_ellipsis(&mut self) -> bool {
        let here = self.tok.kind == Tok::Ellipsis;
        if here {
            self.bump();
        }
        here
    }

    /// Consumes keyword `kw` if present.
    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Requires punctuation `c`, else reports `expected '<c>'`.
    pub(crate) fn expect(&mut self, c: u8) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            self.err_here(format!("expected '{}'", c as char))
        }
    }

    /// Requires punctuation `c`, reporting `msg` (MLIR's wording for that
    /// spot) when it is missing.
    pub(crate) fn expect_or(&mut self, c: u8, msg: &str) -> PResult<()> {
        self.expect_or_else(c, || msg.to_string())
    }

    /// [`Parser::expect_or`] with a message made only when it is needed.
    pub(crate) fn expect_or_else(&mut self, c: u8, msg: impl FnOnce() -> String) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            self.err_here(msg())
        }
    }

    /// Consumes `->` if present.
    pub(crate) fn eat_arrow(&mut self) -> bool {
        let here = self.tok.kind == Tok::Arrow;
        if here {
            self.bump();
        }
        here
    }

    /// Requires `->`.
    pub(crate) fn expect_arrow(&mut self) -> PResult<()> {
        if self.eat_arrow() {
            Ok(())
        } else {
            self.err_here("expected '->'")
        }
    }

    /// Consumes any bare keyword and returns it.
    pub(crate) fn eat_any_kw(&mut self) -> Option<&'a str> {
        if self.tok.kind == Tok::BareIdent {
            let t = self.text();
            self.bump();
            Some(t)
        } else {
            None
        }
    }

    /// Consumes a string literal if present and returns its value.
    pub(crate) fn eat_string(&mut self) -> PResult<Option<String>> {
        if self.tok.kind != Tok::String {
            return Ok(None);
        }
        let s = self.string_value()?;
        self.bump();
        Ok(Some(s))
    }

    /// Moves the cursor to byte `pos` and lexes from there.
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lex.pos = pos;
        self.bump();
    }

    // ----- locations and diagnostics ---------------------------------------

    /// The (line, column) of a byte offset, both 1-based, columns in bytes.
    pub(crate) fn line_col(&self, pos: usize) -> (u32, u32) {
        // Ops are parsed top to bottom, so the line is nearly always the
        // last one looked up or a few after it: step from there before
        // falling back to a binary search of the whole table.
        let starts = &self.line_starts;
        let mut line = self.line_hint.get();
        if line < starts.len() && starts[line] <= pos {
            let mut steps = 0;
            while line + 1 < starts.len() && starts[line + 1] <= pos && steps < 8 {
                line += 1;
                steps += 1;
            }
        }
        if line >= starts.len()
            || starts[line] > pos
            || starts.get(line + 1).is_some_and(|&n| n <= pos)
        {
            line = match starts.binary_search(&pos) {
                Ok(i) => i,
                Err(i) => i - 1,
            };
        }
        self.line_hint.set(line);
        let col = pos - self.line_starts[line] + 1;
        (line as u32 + self.opts.first_line, col as u32)
    }

    /// A `FileLineCol` location for a byte offset.
    pub(crate) fn loc_at(&self, pos: usize) -> Location {
        let (line, col) = self.line_col(pos);
        Location::new(
            self.ctx,
            LocationKind::FileLineCol {
                file: self.file,
                line,
                col,
                end: None,
            },
        )
    }

    /// Records an error at byte offset `pos`.
    pub(crate) fn err_at<T>(&mut self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        if !self.lex_failed {
            let loc = self.loc_at(pos);
            self.diags.push(Diagnostic::error(loc, msg));
        }
        Err(ParseError)
    }

    /// Records an error with a note at the same place.
    pub(crate) fn err_note_at<T>(&mut self, pos: usize, msg: &str, note: &str) -> PResult<T> {
        if !self.lex_failed {
            let loc = self.loc_at(pos);
            self.diags
                .push(Diagnostic::error(loc, msg).with_note(loc, note));
        }
        Err(ParseError)
    }

    /// Records an error at the current token, as MLIR's plain
    /// `emitError()`: at the end of input it moves back one byte.
    pub(crate) fn err_current<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        let pos = if self.tok.kind == Tok::Eof {
            self.tok.start.saturating_sub(1)
        } else {
            self.tok.start
        };
        self.err_at(pos, msg)
    }

    /// Records an error at the current token the way MLIR reports a wrong
    /// token: at the end of input, or at the start of a line, the error
    /// moves back to the end of the previous line with code on it, before
    /// any `//` comment there (where the missing token belongs).
    pub(crate) fn err_here<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.err_wrong_token_at(self.tok.start, self.tok.kind == Tok::Eof, msg)
    }

    /// [`Parser::err_here`] for a token at `pos` (`at_eof`: the end of input).
    pub(crate) fn err_wrong_token_at<T>(
        &mut self,
        pos: usize,
        at_eof: bool,
        msg: impl Into<String>,
    ) -> PResult<T> {
        let mut orig = pos;
        if at_eof && orig > 0 {
            orig -= 1;
        }
        let bytes = self.src.as_bytes();
        let mut end = orig.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.err_at(orig, msg);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return self.err_at(end, msg);
            }
            end -= 1;
            // Like MLIR, take any `//` on the line above as a comment's start.
            let line = bytes[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .unwrap_or(0);
            if let Some(c) = bytes[line..end].windows(2).position(|w| w == b"//") {
                end = line + c;
            }
        }
    }

    /// Enters one level of nesting, failing past [`MAX_DEPTH`].
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err_here(format!(
                "nesting is deeper than the parser's limit of {MAX_DEPTH} levels"
            ));
        }
        Ok(())
    }

    /// Leaves one level of nesting.
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// The body under construction.
    pub(crate) fn body(&mut self) -> &mut Body {
        self.bodies
            .last_mut()
            .expect("a body is always under construction")
    }

    /// Index of the body under construction.
    pub(crate) fn level(&self) -> u32 {
        self.bodies.len() as u32 - 1
    }
}
