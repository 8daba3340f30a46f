//! Locations: where an op came from, as MLIR's `LocationAttr` kinds.
//!
//! A [`Location`] is a 4-byte `Copy` handle with O(1) equality, like an
//! attribute. Most locations are plain `file:line:col` positions, one per
//! parsed op, and all distinct: interning each one cost a hash-table insert
//! and ~100 bytes, the largest single cost of parsing a big file. So a
//! file/line/column location whose file is one of the first few files the
//! context sees, with a line below 2^21 and a column below 256, is encoded in
//! the handle itself; every other location wraps an interned
//! [`AttrKind::Location`] attribute. The encoding is canonical (a location
//! that fits is always inline, whichever way it was made), so equality stays
//! a compare of handles. An inline location becomes an attribute
//! ([`Location::attr`]) or yields a borrowed [`LocationKind`]
//! ([`Location::kind`]) by interning on demand; the common queries
//! ([`Location::as_file_line_col`], [`Location::file_line_col_of`]) decode
//! it without touching the context's tables. A separate uniquer for
//! locations was rejected: fused locations carry metadata attributes and
//! names nest locations, so the two would reference each other anyway.
//!
//! The kinds are MLIR 22's textual ones: unknown, file/line/column (with
//! ranges), name, call site and fused with metadata, plus a dialect's own
//! location attributes (an `#[attr_def]` listing the [`LocationAttr`]
//! trait, as `#test.custom_location<...>` derives from MLIR's
//! `LocationAttr`). Such a location is the dialect attribute itself, so
//! that `loc(#d.x<...>)` and an attribute `#d.x<...>` are one value; its
//! [`LocationKind::Dialect`] is interned on demand, as inline locations'
//! kinds are. MLIR's `OpaqueLoc`
//! (a C++ pointer with a fallback location, never printed or parsed as
//! itself) has no counterpart: a frontend keeps its own side table and uses
//! the fallback location directly.

use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::{Context, Ident, Made};
use crate::uniqued::dialect_defs::DefTrait;

/// The trait of a dialect attribute that is a location (MLIR's attribute
/// classes deriving from `LocationAttr`): list it in an `#[attr_def]`'s
/// `traits = [...]`. Its values then parse inside `loc(...)`, print there
/// as their attribute, and take `#loc` aliases.
#[derive(Debug)]
pub struct LocationAttr;

impl DefTrait for LocationAttr {
    const NAME: &'static str = "LocationAttr";
}

/// File name, start line and column, and optional end (line, column).
pub type FileLineColParts<'a> = (&'a str, u32, u32, Option<(u32, u32)>);

/// A uniqued location: an attribute id, or (top bit set) an inline
/// file/line/column position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Location(pub(crate) u32);

/// The layout of an inline location: tag bit, file slot, line, column.
const INLINE: u32 = 1 << 31;
const FILE_SHIFT: u32 = 29;
const LINE_SHIFT: u32 = 8;
const LINE_LIMIT: u32 = 1 << 21;
const COL_LIMIT: u32 = 1 << 8;
/// How many files can have inline locations (the file slot's range).
pub(crate) const INLINE_FILES: usize = 4;

/// The structure of a location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocationKind {
    /// `loc(unknown)`
    Unknown,
    /// `loc("file":line:col)`, or a range `loc("file":l:c to l2:c2)`.
    FileLineCol {
        /// The file name.
        file: Ident,
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// End line and column, for a range.
        end: Option<(u32, u32)>,
    },
    /// `loc("name"(child))`; the child is `unknown` when not given.
    Name {
        /// The name.
        name: Ident,
        /// The child location.
        child: Location,
    },
    /// `loc(callsite(callee at caller))`
    CallSite {
        /// Where the callee is.
        callee: Location,
        /// Where the call is.
        caller: Location,
    },
    /// `loc(fused<meta>[a, b])`
    Fused {
        /// The fused locations.
        locations: Box<[Location]>,
        /// Optional metadata.
        metadata: Option<Attribute>,
    },
    /// A dialect attribute that is a location (see [`LocationAttr`]).
    Dialect(Attribute),
}

impl Location {
    /// `loc(unknown)`
    #[inline]
    pub fn unknown(ctx: &Context) -> Location {
        Location::from_attr_id(ctx.common.unknown_loc)
    }

    /// `loc("file":line:col)`
    pub fn file_line_col(ctx: &Context, file: &str, line: u32, col: u32) -> Location {
        Location::new(
            ctx,
            LocationKind::FileLineCol {
                file: ctx.ident(file),
                line,
                col,
                end: None,
            },
        )
    }

    /// `loc("file":line:col to end_line:end_col)` (printed `to :end_col`
    /// when the range ends on its first line).
    pub fn file_line_col_range(
        ctx: &Context,
        file: &str,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    ) -> Location {
        Location::new(
            ctx,
            LocationKind::FileLineCol {
                file: ctx.ident(file),
                line,
                col,
                end: Some((end_line, end_col)),
            },
        )
    }

    /// `loc("name"(child))`; pass [`Location::unknown`] for no child.
    pub fn name(ctx: &Context, name: &str, child: Location) -> Location {
        Location::new(
            ctx,
            LocationKind::Name {
                name: ctx.ident(name),
                child,
            },
        )
    }

    /// `loc(callsite(callee at caller))`
    pub fn call_site(ctx: &Context, callee: Location, caller: Location) -> Location {
        Location::new(ctx, LocationKind::CallSite { callee, caller })
    }

    /// `loc(fused<metadata>[locations])`, canonicalized as MLIR's
    /// `FusedLoc::get` does: nested fused locations with the same metadata
    /// are flattened, unknown locations and duplicates dropped; no location
    /// left gives `unknown` (or `fused<metadata>[unknown]` with metadata),
    /// and a single one without metadata is returned as is.
    pub fn fused(ctx: &Context, locations: &[Location], metadata: Option<Attribute>) -> Location {
        let mut out: Vec<Location> = Vec::with_capacity(locations.len());
        let push = |l: Location, out: &mut Vec<Location>| {
            if !out.contains(&l) {
                out.push(l);
            }
        };
        for &l in locations {
            match l.kind(ctx) {
                LocationKind::Fused {
                    locations: inner,
                    metadata: m,
                } if *m == metadata => inner.iter().for_each(|&i| push(i, &mut out)),
                LocationKind::Unknown => {}
                _ => push(l, &mut out),
            }
        }
        if out.is_empty() {
            if metadata.is_none() {
                return Location::unknown(ctx);
            }
            out.push(Location::unknown(ctx));
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        Location::new(
            ctx,
            LocationKind::Fused {
                locations: out.into(),
                metadata,
            },
        )
    }

    /// Whether this is `loc(unknown)`.
    pub fn is_unknown(self, ctx: &Context) -> bool {
        self == Location::unknown(ctx)
    }

    /// File, start line and column, and the range end, of a file location.
    pub fn as_file_line_col(self, ctx: &Context) -> Option<FileLineColParts<'_>> {
        if let Some((file, line, col)) = self.decode(ctx) {
            return Some((ctx.str(file), line, col, None));
        }
        match self.kind(ctx) {
            LocationKind::FileLineCol {
                file,
                line,
                col,
                end,
            } => Some((ctx.str(*file), *line, *col, *end)),
            _ => None,
        }
    }

    /// Name and child of a name location.
    pub fn as_name(self, ctx: &Context) -> Option<(&str, Location)> {
        match self.kind(ctx) {
            LocationKind::Name { name, child } => Some((ctx.str(*name), *child)),
            _ => None,
        }
    }

    /// Callee and caller of a call-site location.
    pub fn as_call_site(self, ctx: &Context) -> Option<(Location, Location)> {
        match self.kind(ctx) {
            LocationKind::CallSite { callee, caller } => Some((*callee, *caller)),
            _ => None,
        }
    }

    /// Locations and metadata of a fused location.
    pub fn as_fused(self, ctx: &Context) -> Option<(&[Location], Option<Attribute>)> {
        match self.kind(ctx) {
            LocationKind::Fused {
                locations,
                metadata,
            } => Some((locations, *metadata)),
            _ => None,
        }
    }

    /// Uniques a location of any kind. A [`LocationKind::Dialect`] is its
    /// attribute itself (unknown when that attribute is no location).
    pub fn new(ctx: &Context, kind: LocationKind) -> Location {
        if let LocationKind::Dialect(a) = kind {
            return Location::from_attr(ctx, a).unwrap_or_else(|| Location::unknown(ctx));
        }
        if let LocationKind::FileLineCol {
            file,
            line,
            col,
            end: None,
        } = kind
            && let Some(l) = Location::inline(ctx, file, line, col)
        {
            return l;
        }
        ctx.note_made(Made::LocationAttr);
        Location::from_attr_id(ctx.intern_attr(AttrKind::Location(kind)))
    }

    /// The inline encoding of `file:line:col`, if it has one.
    #[inline]
    fn inline(ctx: &Context, file: Ident, line: u32, col: u32) -> Option<Location> {
        if line >= LINE_LIMIT || col >= COL_LIMIT {
            return None;
        }
        let slot = ctx.location_file_slot(file)? as u32;
        Some(Location(
            INLINE | slot << FILE_SHIFT | line << LINE_SHIFT | col,
        ))
    }

    #[inline]
    fn from_attr_id(a: Attribute) -> Location {
        debug_assert!(a.0 & INLINE == 0, "more than 2^31 attributes");
        Location(a.0)
    }

    /// The file slot, line and column of an inline location.
    #[inline]
    fn decode(self, ctx: &Context) -> Option<(Ident, u32, u32)> {
        if self.0 & INLINE == 0 {
            return None;
        }
        let slot = ((self.0 >> FILE_SHIFT) & 3) as usize;
        let line = (self.0 >> LINE_SHIFT) & (LINE_LIMIT - 1);
        let col = self.0 & (COL_LIMIT - 1);
        Some((ctx.location_file(slot), line, col))
    }

    /// The structure of this location. An inline location is interned as an
    /// attribute on the first call (see the module docs); prefer
    /// [`Location::as_file_line_col`] on hot paths.
    pub fn kind(self, ctx: &Context) -> &LocationKind {
        let a = self.attr(ctx);
        match ctx.attr_kind(a) {
            AttrKind::Location(k) => k,
            // A dialect location: its kind is a wrapper interned on demand
            // (never a `Location` itself, see `from_attr`).
            _ => match ctx.attr_kind(ctx.intern_attr(AttrKind::Location(LocationKind::Dialect(a))))
            {
                AttrKind::Location(k) => k,
                _ => unreachable!("interned as a location"),
            },
        }
    }

    /// The location as an attribute (interned on demand when inline).
    #[inline]
    pub fn attr(self, ctx: &Context) -> Attribute {
        ctx.note_made(Made::LocationAttr);
        match self.decode(ctx) {
            None => Attribute(self.0),
            Some((file, line, col)) => {
                ctx.intern_attr(AttrKind::Location(LocationKind::FileLineCol {
                    file,
                    line,
                    col,
                    end: None,
                }))
            }
        }
    }

    /// The attribute as a location, if it is one.
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<Location> {
        match ctx.attr_kind(a) {
            &AttrKind::Location(LocationKind::FileLineCol {
                file,
                line,
                col,
                end: None,
            }) => Some(Location::inline(ctx, file, line, col).unwrap_or(Location::from_attr_id(a))),
            // The wrapper `kind` interns stands for its attribute.
            &AttrKind::Location(LocationKind::Dialect(d)) => Some(Location::from_attr_id(d)),
            AttrKind::Location(_) => Some(Location::from_attr_id(a)),
            AttrKind::Dialect(s) if s.def().has_trait::<LocationAttr>() => {
                ctx.note_made(Made::LocationAttr);
                Some(Location::from_attr_id(a))
            }
            _ => None,
        }
    }

    /// The dialect attribute of a dialect location (see [`LocationAttr`]).
    pub fn as_dialect(self, ctx: &Context) -> Option<Attribute> {
        if self.0 & INLINE != 0 {
            return None;
        }
        let a = Attribute(self.0);
        matches!(ctx.attr_kind(a), AttrKind::Dialect(_)).then_some(a)
    }

    /// The first file/line/column location inside this one, for diagnostics.
    pub fn file_line_col_of(self, ctx: &Context) -> Option<(Ident, u32, u32)> {
        if let Some(parts) = self.decode(ctx) {
            return Some(parts);
        }
        match self.kind(ctx) {
            LocationKind::FileLineCol {
                file, line, col, ..
            } => Some((*file, *line, *col)),
            LocationKind::Name { child, .. } => child.file_line_col_of(ctx),
            LocationKind::CallSite { caller, .. } => caller.file_line_col_of(ctx),
            LocationKind::Fused { locations, .. } => {
                locations.iter().find_map(|l| l.file_line_col_of(ctx))
            }
            LocationKind::Unknown | LocationKind::Dialect(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constructors_and_accessors() {
        let ctx = Context::new();
        let f = Location::file_line_col(&ctx, "f.mlir", 1, 2);
        assert_eq!(f.as_file_line_col(&ctx), Some(("f.mlir", 1, 2, None)));
        assert_eq!(f, Location::file_line_col(&ctx, "f.mlir", 1, 2));
        let r = Location::file_line_col_range(&ctx, "f", 1, 2, 1, 4);
        assert_eq!(
            r.attr(&ctx).display(&ctx).to_string(),
            "loc(\"f\":1:2 to :4)"
        );
        let r2 = Location::file_line_col_range(&ctx, "f", 1, 2, 3, 4);
        assert_eq!(
            r2.attr(&ctx).display(&ctx).to_string(),
            "loc(\"f\":1:2 to 3:4)"
        );
        let n = Location::name(&ctx, "n", f);
        assert_eq!(n.as_name(&ctx), Some(("n", f)));
        assert_eq!(n.file_line_col_of(&ctx).map(|x| x.1), Some(1));
        let bare = Location::name(&ctx, "n", Location::unknown(&ctx));
        assert_eq!(bare.attr(&ctx).display(&ctx).to_string(), "loc(\"n\")");
        let cs = Location::call_site(&ctx, n, f);
        assert_eq!(cs.as_call_site(&ctx), Some((n, f)));
        assert_eq!(
            cs.attr(&ctx).display(&ctx).to_string(),
            "loc(callsite(\"n\"(\"f.mlir\":1:2) at \"f.mlir\":1:2))"
        );
        assert!(Location::unknown(&ctx).is_unknown(&ctx));
        assert_eq!(Location::from_attr(&ctx, f.attr(&ctx)), Some(f));
        assert_eq!(Location::from_attr(&ctx, Attribute::unit(&ctx)), None);
    }

    #[test]
    fn inline_and_interned_file_locations_are_one_handle() {
        let ctx = Context::new();
        let f = Location::file_line_col(&ctx, "a.mlir", 3, 5);
        // Made through the attribute path, the same position is the same
        // handle, and the attribute round-trips.
        let a = f.attr(&ctx);
        assert_eq!(Location::from_attr(&ctx, a), Some(f));
        assert_eq!(f.attr(&ctx), a);
        assert_eq!(
            f.kind(&ctx),
            &LocationKind::FileLineCol {
                file: ctx.ident("a.mlir"),
                line: 3,
                col: 5,
                end: None
            }
        );
        assert_eq!(f.file_line_col_of(&ctx), Some((ctx.ident("a.mlir"), 3, 5)));
        // Positions past the inline limits, and files past the inline
        // slots, are interned; they still compare and read back exactly.
        for (file, line, col) in [
            ("a.mlir", 1 << 21, 1),
            ("a.mlir", 7, 300),
            ("b", 1, 1),
            ("c", 1, 1),
            ("d", 1, 1),
            ("e", 1, 1),
            ("f", 9, 9),
        ] {
            let l = Location::file_line_col(&ctx, file, line, col);
            assert_eq!(l, Location::file_line_col(&ctx, file, line, col));
            assert_eq!(l.as_file_line_col(&ctx), Some((file, line, col, None)));
            assert_eq!(Location::from_attr(&ctx, l.attr(&ctx)), Some(l));
            assert_ne!(l, f);
        }
        assert!(!f.is_unknown(&ctx));
        assert!(Location::unknown(&ctx).is_unknown(&ctx));
    }

    #[test]
    fn fused_locations_canonicalize_as_mlir() {
        let ctx = Context::new();
        let u = Location::unknown(&ctx);
        let a = Location::name(&ctx, "a", u);
        let b = Location::name(&ctx, "b", u);
        let c = Location::name(&ctx, "c", u);
        let m = Some(Attribute::string(&ctx, "m"));
        let x = Some(Attribute::string(&ctx, "x"));
        assert_eq!(Location::fused(&ctx, &[], None), u);
        assert_eq!(Location::fused(&ctx, &[a], None), a);
        assert_eq!(Location::fused(&ctx, &[a, a], None), a);
        assert_eq!(Location::fused(&ctx, &[u, a], None), a);
        let e = Location::fused(&ctx, &[], m);
        assert_eq!(e.as_fused(&ctx), Some((&[u][..], m)));
        let bc = Location::fused(&ctx, &[b, c], None);
        let abc = Location::fused(&ctx, &[a, bc], None);
        assert_eq!(abc.as_fused(&ctx).unwrap().0, &[a, b, c]);
        let bm = Location::fused(&ctx, &[b], m);
        let nested_same = Location::fused(&ctx, &[a, bm], m);
        assert_eq!(nested_same.as_fused(&ctx).unwrap().0, &[a, b]);
        let bx = Location::fused(&ctx, &[b], x);
        let nested_other = Location::fused(&ctx, &[a, bx], m);
        assert_eq!(nested_other.as_fused(&ctx).unwrap().0, &[a, bx]);
        assert_eq!(
            nested_same.attr(&ctx).display(&ctx).to_string(),
            "loc(fused<\"m\">[\"a\", \"b\"])"
        );
    }
}
