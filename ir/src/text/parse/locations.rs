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
    /// Parses `loc(...)`.
    pub(crate) fn parse_location(&mut self) -> PResult<Location> {
        if !self.eat_kw("loc") {
            return self.err_here("expected 'loc' keyword");
        }
        self.expect_or(b'(', "expected '(' in location")?;
        let l = if self.tok.kind == Tok::HashIdent {
            let pos = self.tok.start;
            let sigil_name = self.text();
            let name = &sigil_name[1..];
            self.bump();
            let a = match self.attr_alias(name) {
                Some(a) => a,
                None => {
                    if self.resolve_alias_ahead(sigil_name)? {
                        self.attr_aliases[name]
                    } else {
                        return self.err_at(pos, "operation location alias was never defined");
                    }
                }
            };
            match Location::from_attr(self.ctx, a) {
                Some(l) => l,
                None => return self.err_at(pos, "expected location, but found dialect attribute"),
            }
        } else {
            self.parse_location_body()?
        };
        self.expect_or(b')', "expected ')' in location")?;
        Ok(l)
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
                let pos = self.tok.start;
                let a = self.parse_hash_attr()?;
                Location::from_attr(ctx, a)
                    .map_or_else(|| self.err_at(pos, "expected location attribute"), Ok)
            }
            Tok::String => {
                let s = self.string_value()?;
                self.bump();
                if self.eat(b':') {
                    let line = self.parse_u32("expected integer line number in FileLineColLoc")?;
                    self.expect(b':')?;
                    let col = self.parse_u32("expected integer column number in FileLineColLoc")?;
                    let mut end = None;
                    if self.eat_kw("to") {
                        let el = if self.is(b':') {
                            line
                        } else {
                            self.parse_u32("expected integer line number in FileLineColRange")?
                        };
                        self.expect_or(
                            b':',
                            "expected either integer or `:` post `to` in FileLineColRange",
                        )?;
                        let ec =
                            self.parse_u32("expected integer column number in FileLineColRange")?;
                        end = Some((el, ec));
                    }
                    return Ok(Location::new(
                        ctx,
                        LocationKind::FileLineCol {
                            file: ctx.ident(&s),
                            line,
                            col,
                            end,
                        },
                    ));
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

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        if self.tok.kind != Tok::Integer {
            return self.err_here(msg.to_string());
        }
        match self.text().parse::<u32>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => self.err_here(msg.to_string()),
        }
    }
}
