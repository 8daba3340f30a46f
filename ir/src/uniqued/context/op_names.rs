//! Operation names: dense ids for registered and unregistered names, and
//! the structural facts storage needs about registered ones.
//!
//! Registered ops are numbered first, in the registry's sorted order, so an
//! [`OperationName`] of a registered op indexes the registry's records
//! directly; names the registry does not know are interned per context and
//! numbered after them. The table of registered names ([`RegisteredOps`]) is
//! built by the registry (one layer up) and handed to the context when it is
//! made, so this layer never reads the registry's hooks: it only knows the
//! names and their [`OpFlags`]. Keeping the whole registry here was rejected
//! because its records name verifiers, folders and parsers, which would
//! make the bottom layer depend on every layer above it.

use super::{Context, hash_of};
use rustc_hash::FxHashMap;

/// The name of an operation, registered or not: a dense `u32`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OperationName(pub(crate) u32);

impl OperationName {
    /// The dense index: registered ops come first, in registry order.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The full name text, `dialect.op`.
    pub fn as_str(self, ctx: &Context) -> &str {
        ctx.op_name_str(self)
    }

    /// Whether ops of this name keep their regions in a body of their own.
    #[inline]
    pub fn is_isolated_from_above(self, ctx: &Context) -> bool {
        ctx.op_flags(self).contains(OpFlags::ISOLATED_FROM_ABOVE)
    }

    /// The name erased ops carry, so a stale id is caught in debug builds.
    pub(crate) const ERASED: OperationName = OperationName(u32::MAX);
}

/// Structural properties the runtime and the verifier need without
/// looking at the trait list, derived by the macro layer from the traits.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct OpFlags(pub u32);

impl OpFlags {
    /// No flags.
    pub const NONE: OpFlags = OpFlags(0);
    /// `IsTerminator`.
    pub const IS_TERMINATOR: OpFlags = OpFlags(1 << 0);
    /// `NoTerminator`: blocks of its regions need no terminator.
    pub const NO_TERMINATOR: OpFlags = OpFlags(1 << 1);
    /// Its regions are graph regions (`RegionKindInterface`): no dominance.
    pub const GRAPH_REGIONS: OpFlags = OpFlags(1 << 2);
    /// `SymbolTable`.
    pub const SYMBOL_TABLE: OpFlags = OpFlags(1 << 3);
    /// `Symbol` (`SymbolOpInterface`).
    pub const SYMBOL: OpFlags = OpFlags(1 << 4);
    /// `IsolatedFromAbove`: the op's regions live in a body of their own
    /// (see [`crate::Body`]).
    pub const ISOLATED_FROM_ABOVE: OpFlags = OpFlags(1 << 5);

    /// The union of two flag sets.
    pub const fn union(self, other: OpFlags) -> OpFlags {
        OpFlags(self.0 | other.0)
    }

    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: OpFlags) -> bool {
        self.0 & other.0 == other.0
    }
}

/// The registered operation names, sorted, with their flags: what a
/// [`Context`] knows of the registry.
#[derive(Debug, Default)]
pub struct RegisteredOps {
    names: Vec<&'static str>,
    flags: Vec<OpFlags>,
    by_name: FxHashMap<&'static str, u32>,
    /// The registered dialects' namespaces, sorted: an unregistered name
    /// remembers the index of its namespace here (see
    /// [`Context::unregistered_dialect`]).
    namespaces: Vec<&'static str>,
}

/// An unregistered op name and the index of its namespace among the
/// registered dialects (`u32::MAX` when no dialect has that namespace),
/// found once when the name is interned.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct UnregisteredOp {
    name: Box<str>,
    dialect: u32,
}

impl UnregisteredOp {
    pub(crate) fn uniquer() -> super::Uniquer<UnregisteredOp> {
        super::Uniquer::with_hasher(|v| hash_of(&*v.name))
    }
}

impl RegisteredOps {
    /// The table for `ops`, `(name, flags)` pairs already sorted by name;
    /// an op's index is its [`OperationName`] id.
    pub fn new(ops: impl IntoIterator<Item = (&'static str, OpFlags)>) -> RegisteredOps {
        let (names, flags): (Vec<_>, Vec<_>) = ops.into_iter().unzip();
        debug_assert!(names.windows(2).all(|w| w[0] < w[1]), "op names unsorted");
        let by_name = names
            .iter()
            .enumerate()
            .map(|(i, n)| (*n, i as u32))
            .collect();
        RegisteredOps {
            names,
            flags,
            by_name,
            namespaces: Vec::new(),
        }
    }

    /// Records the registered dialects' namespaces (sorted), so
    /// unregistered names of those namespaces know their dialect.
    pub fn with_namespaces(mut self, namespaces: Vec<&'static str>) -> RegisteredOps {
        debug_assert!(
            namespaces.windows(2).all(|w| w[0] < w[1]),
            "namespaces unsorted"
        );
        self.namespaces = namespaces;
        self
    }

    /// How many ops are registered.
    #[inline]
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// The id of a registered op.
    #[inline]
    pub fn id(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).copied()
    }
}

impl Context {
    /// The name id for `name` (`dialect.op`), registered or not.
    pub fn op_name(&self, name: &str) -> OperationName {
        if let Some(id) = self.ops.id(name) {
            return OperationName(id);
        }
        let n = self.ops.len() as u32;
        let id = self.unregistered_ops.intern_by(
            hash_of(name),
            |v| &*v.name == name,
            || {
                let ns = name.split_once('.').map_or(name, |(ns, _)| ns);
                let dialect = self
                    .ops
                    .namespaces
                    .binary_search(&ns)
                    .map_or(u32::MAX, |i| i as u32);
                UnregisteredOp {
                    name: name.into(),
                    dialect,
                }
            },
        );
        OperationName(n + id)
    }

    /// For an unregistered op name whose namespace is a registered
    /// dialect's (`test.unknown`), that dialect's index in the registry's
    /// sorted dialect list; `None` for registered names and unknown
    /// namespaces.
    #[inline]
    pub fn unregistered_dialect(&self, name: OperationName) -> Option<usize> {
        self.unregistered_dialect_at(name.index().checked_sub(self.ops.len())?)
    }

    /// [`Context::unregistered_dialect`] of the `i`-th unregistered name
    /// (id `i` past the registered ones), for callers that know how many
    /// ops are registered.
    #[inline(always)]
    pub(crate) fn unregistered_dialect_at(&self, i: usize) -> Option<usize> {
        let d = self.unregistered_ops.get(i as u32).dialect;
        (d != u32::MAX).then_some(d as usize)
    }

    /// The full name of an operation name id.
    pub fn op_name_str(&self, name: OperationName) -> &str {
        match self.ops.names.get(name.index()) {
            Some(s) => s,
            None => {
                &self
                    .unregistered_ops
                    .get(name.0 - self.ops.len() as u32)
                    .name
            }
        }
    }

    /// Whether `name` is a registered op.
    #[inline]
    pub fn is_registered(&self, name: OperationName) -> bool {
        name.index() < self.ops.len()
    }

    /// The structural flags of a registered op; none for an unregistered one.
    #[inline]
    pub fn op_flags(&self, name: OperationName) -> OpFlags {
        self.ops
            .flags
            .get(name.index())
            .copied()
            .unwrap_or(OpFlags::NONE)
    }
}
