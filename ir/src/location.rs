//! Locations: where an op came from, as MLIR's `LocationAttr` kinds.
//!
//! A [`Location`] wraps an [`Attribute`] whose kind is
//! [`AttrKind::Location`], so locations are uniqued like any attribute and
//! cost 4 bytes per op. A separate uniquer for locations was rejected: fused
//! locations carry metadata attributes and names nest locations, so the two
//! would reference each other anyway.
//!
//! The kinds are MLIR 22's textual ones: unknown, file/line/column (with
//! ranges), name, call site and fused with metadata. MLIR's `OpaqueLoc`
//! (a C++ pointer with a fallback location, never printed or parsed as
//! itself) has no counterpart: a frontend keeps its own side table and uses
//! the fallback location directly.

use crate::attributes::{AttrKind, Attribute};
use crate::context::{Context, Ident};

/// File name, start line and column, and optional end (line, column).
pub type FileLineColParts<'a> = (&'a str, u32, u32, Option<(u32, u32)>);

/// A uniqued location.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Location(pub(crate) Attribute);

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
}

impl Location {
    /// `loc(unknown)`
    #[inline]
    pub fn unknown(ctx: &Context) -> Location {
        Location(ctx.common.unknown_loc)
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
        matches!(self.kind(ctx), LocationKind::Unknown)
    }

    /// File, start line and column, and the range end, of a file location.
    pub fn as_file_line_col(self, ctx: &Context) -> Option<FileLineColParts<'_>> {
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

    /// Uniques a location of any kind.
    pub fn new(ctx: &Context, kind: LocationKind) -> Location {
        Location(ctx.intern_attr(AttrKind::Location(kind)))
    }

    /// The structure of this location.
    pub fn kind(self, ctx: &Context) -> &LocationKind {
        match ctx.attr_kind(self.0) {
            AttrKind::Location(k) => k,
            _ => unreachable!("a Location always wraps a location attribute"),
        }
    }

    /// The location as an attribute.
    #[inline]
    pub fn attr(self) -> Attribute {
        self.0
    }

    /// The attribute as a location, if it is one.
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<Location> {
        matches!(ctx.attr_kind(a), AttrKind::Location(_)).then_some(Location(a))
    }

    /// The first file/line/column location inside this one, for diagnostics.
    pub fn file_line_col_of(self, ctx: &Context) -> Option<(Ident, u32, u32)> {
        match self.kind(ctx) {
            LocationKind::FileLineCol {
                file, line, col, ..
            } => Some((*file, *line, *col)),
            LocationKind::Name { child, .. } => child.file_line_col_of(ctx),
            LocationKind::CallSite { caller, .. } => caller.file_line_col_of(ctx),
            LocationKind::Fused { locations, .. } => {
                locations.iter().find_map(|l| l.file_line_col_of(ctx))
            }
            LocationKind::Unknown => None,
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
        assert_eq!(r.attr().display(&ctx).to_string(), "loc(\"f\":1:2 to :4)");
        let r2 = Location::file_line_col_range(&ctx, "f", 1, 2, 3, 4);
        assert_eq!(r2.attr().display(&ctx).to_string(), "loc(\"f\":1:2 to 3:4)");
        let n = Location::name(&ctx, "n", f);
        assert_eq!(n.as_name(&ctx), Some(("n", f)));
        assert_eq!(n.file_line_col_of(&ctx).map(|x| x.1), Some(1));
        let bare = Location::name(&ctx, "n", Location::unknown(&ctx));
        assert_eq!(bare.attr().display(&ctx).to_string(), "loc(\"n\")");
        let cs = Location::call_site(&ctx, n, f);
        assert_eq!(cs.as_call_site(&ctx), Some((n, f)));
        assert_eq!(
            cs.attr().display(&ctx).to_string(),
            "loc(callsite(\"n\"(\"f.mlir\":1:2) at \"f.mlir\":1:2))"
        );
        assert!(Location::unknown(&ctx).is_unknown(&ctx));
        assert_eq!(Location::from_attr(&ctx, f.attr()), Some(f));
        assert_eq!(Location::from_attr(&ctx, Attribute::unit(&ctx)), None);
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
            nested_same.attr().display(&ctx).to_string(),
            "loc(fused<\"m\">[\"a\", \"b\"])"
        );
    }
}
