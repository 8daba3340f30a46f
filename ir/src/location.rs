//! Locations: where an op came from, as MLIR's `LocationAttr` kinds.
//!
//! A [`Location`] wraps an [`Attribute`] whose kind is
//! [`AttrKind::Location`], so locations are uniqued like any attribute and
//! cost 4 bytes per op. A separate uniquer for locations was rejected: fused
//! locations carry metadata attributes and names nest locations, so the two
//! would reference each other anyway.

use crate::attributes::{AttrKind, Attribute};
use crate::context::{Context, Ident};

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
