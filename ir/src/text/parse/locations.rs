//! Parsing locations: `loc(...)` with its file/line/column, name,
//! call-site and fused forms, and `#loc` alias references.
//!
//! Locations are attributes (MLIR's `LocationAttr`), so a `loc(...)` may
//! also appear where an attribute does, and a fused location's metadata is
//! any attribute. Aliases used here may be defined only at the end of the
//! file (where mlir-opt prints them); the look-ahead in `parse/mod.rs`
//! finds them. Parsing locations as ordinary attributes was rejected: the
//! bodies inside `loc(...)` have a grammar of their own (`"a":1:2 to :5`).

use crate::text::parse::lexer::Tok;
use crate::text::parse::{PResult, Parser};
use crate::uniqued::location::{Location, LocationKind};

impl Parser<'_> {
    /// Parses the `loc(...)` of an op or a block argument. A `#alias`
    /// there (MLIR's `parseLocationAlias`) may be defined later in the
    /// file; one never defined, or not a location, is MLIR's error once
    /// the whole file has parsed (see `late.rs`), and the location is
    /// unknown meanwhile.
    pub(crate) fn parse_location(&mut self) -> PResult<Location> {
        self.parse_location_of(false)
    }

    /// [`Parser::parse_location`] for a block argument.
    pub(crate) fn parse_arg_location(&mut self) -> PResult<Location> {
        self.parse_location_of(true)
    }

    fn parse_location_of(&mut self, block_arg: bool) -> PResult<Location> {
        if !self.eat_kw("loc") {
            return self.err_here("expected 'loc' keyword");
        }
        self.expect_or(b'(', "expected '(' in location")?;
        let l = if self.tok.kind == Tok::HashIdent && !self.text().contains('.') {
            self.parse_location_alias(block_arg)?
        } else {
            self.parse_location_body()?
        };
        self.expect_or(b')', "expected ')' in location")?;
        Ok(l)
    }

    /// Parses `loc(...)` where an attribute is expected (MLIR's inline
    /// location: its aliases must be defined before).
    pub(crate) fn parse_inline_location(&mut self) -> PResult<Location> {
        self.bump();
        self.expect_or(b'(', "expected '(' in inline location")?;
        let l = self.parse_location_body()?;
        self.expect_or(b')', "expected ')' in inline location")?;
        Ok(l)
    }

    fn parse_location_alias(&mut self, block_arg: bool) -> PResult<Location> {
        let pos = self.tok.start;
        let sigil_name = self.text();
        let name = &sigil_name[1..];
        self.bump();
        let a = match self.attr_alias(name) {
            Some(a) => a,
            None if self.resolve_alias_ahead(sigil_name)? => self.attr_aliases[name],
            None => {
                let msg = "operation location alias was never defined";
                self.late_location(pos, msg.into(), block_arg);
                return Ok(Location::unknown(self.ctx));
            }
        };
        let defined_before = self.defined_before(sigil_name, pos);
        match Location::from_attr(self.ctx, a) {
            Some(l) => Ok(l),
            None => {
                let msg = format!("expected location, but found '{}'", a.display(self.ctx));
                if defined_before {
                    self.err_at(pos, msg)
                } else {
                    self.late_location(pos, msg, block_arg);
                    Ok(Location::unknown(self.ctx))
                }
            }
        }
    }

    fn parse_location_body(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_body_inner();
        self.leave();
        r
    }

    fn parse_location_body_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::HashIdent => {
                let a = self.parse_hash_attr()?;
                match Location::from_attr(ctx, a) {
                    Some(l) => Ok(l),
                    // MLIR's text, with no space before the attribute.
                    None => self.err_current(format!(
                        "expected location attribute, but got{}",
                        a.display(ctx)
                    )),
                }
            }
            Tok::String => {
                let s = self.string_value()?;
                self.bump();
                if self.eat(b':') {
                    return self.parse_file_line_col(ctx.ident(&s));
                }
                let child = if self.eat(b'(') {
                    let c = self.parse_location_body()?;
                    self.expect_or(b')', "expected ')' after child location of NameLoc")?;
                    c
                } else {
                    Location::unknown(ctx)
                };
                Ok(Location::new(
                    ctx,
                    LocationKind::Name {
                        name: ctx.ident(&s),
                        child,
                    },
                ))
            }
            Tok::BareIdent => match self.text() {
                "unknown" => {
                    self.bump();
                    Ok(Location::unknown(ctx))
                }
                "callsite" => {
                    self.bump();
                    self.expect_or(b'(', "expected '(' in callsite location")?;
                    let callee = self.parse_location_body()?;
                    if !self.eat_kw("at") {
                        return self.err_here("expected 'at' in callsite location");
                    }
                    let caller = self.parse_location_body()?;
                    self.expect_or(b')', "expected ')' in callsite location")?;
                    Ok(Location::new(
                        ctx,
                        LocationKind::CallSite { callee, caller },
                    ))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.eat(b'<') {
                        let m = self.parse_attribute()?;
                        self.expect_or(b'>', "expected '>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect_or(b'[', "expected '[' in fused location")?;
                    let mut locations = Vec::new();
                    if !self.eat(b']') {
                        loop {
                            locations.push(self.parse_location_body()?);
                            if !self.eat(b',') {
                                break;
                            }
                        }
                        self.expect_or(b']', "expected ']' in fused location")?;
                    }
                    Ok(Location::new(
                        ctx,
                        LocationKind::Fused {
                            locations: locations.into(),
                            metadata,
                        },
                    ))
                }
                _ => self.err_here("expected location instance"),
            },
            _ => self.err_here("expected location instance"),
        }
    }

    /// The rest of `"file":line:col to line:col` after the first `:`, as
    /// MLIR's `parseNameOrFileLineColRange`: the column and the range are
    /// optional (`"a":3` is `"a":3:0`), and so is the end line.
    fn parse_file_line_col(&mut self, file: crate::uniqued::context::Ident) -> PResult<Location> {
        const LINE: &str = "expected integer line number in FileLineColRange";
        const COLUMN: &str = "expected integer column number in FileLineColRange";
        let line = self.loc_number(LINE, true)?;
        let mut col = 0;
        let mut end = None;
        if self.eat(b':') {
            col = self.loc_number(COLUMN, false)?;
            if self.eat_kw("to") {
                let end_line = if self.tok.kind == Tok::Integer {
                    self.loc_number(LINE, true)?
                } else {
                    line
                };
                self.expect_or(
                    b':',
                    "expected either integer or `:` post `to` in FileLineColRange",
                )?;
                end = Some((end_line, self.loc_number(COLUMN, false)?));
            }
        }
        Ok(Location::new(
            self.ctx,
            LocationKind::FileLineCol {
                file,
                line,
                col,
                end,
            },
        ))
    }

    /// A line or column number: `msg` when the token is no integer (at the
    /// wrong token) or does not fit 32 bits (at it for a line, as MLIR's
    /// plain error for a column).
    fn loc_number(&mut self, msg: &str, line: bool) -> PResult<u32> {
        if self.tok.kind != Tok::Integer {
            return self.err_here(msg);
        }
        match crate::text::parse::literals::parse_u64_literal(self.text())
            .and_then(|v| u32::try_from(v).ok())
        {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None if line => self.err_here(msg),
            None => self.err_current(msg),
        }
    }
}
