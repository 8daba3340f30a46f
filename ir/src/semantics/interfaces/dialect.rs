//! Dialect interfaces (MLIR's `DialectInterface`): a Rust trait declared
//! with `#[dialect_interface]`, implemented once per dialect by a unit
//! struct registered with `#[dialect_interface(dialect = D)]` on the
//! `impl`, and found through a [`DialectInterfaceCollection`] (per dialect
//! name, or for an op's dialect).
//!
//! An implementation is a `&'static dyn Trait`: dialect interfaces are
//! consulted by a few transformations (the printer's aliases, the
//! inliner), not in the hot casting path, so one virtual call is fine and
//! the interface can have default methods and take any arguments. A
//! Concept table as for op interfaces was rejected: nothing here is
//! per-op, so there is nothing to share.
//!
//! ```
//! use ir::prelude::*;
//! use ir::semantics::interfaces::dialect::DialectInterfaceCollection;
//!
//! /// The `dicoll` dialect.
//! #[dialect(name = "dicoll")]
//! pub struct DiCollDialect;
//!
//! /// How loud a dialect is.
//! #[ir::dialect_interface]
//! pub trait Loudness {
//!     /// The volume.
//!     fn volume(&self) -> u32 { 1 }
//! }
//!
//! /// `dicoll`'s answer.
//! pub struct DiCollLoudness;
//! #[ir::dialect_interface(dialect = DiCollDialect)]
//! impl Loudness for DiCollLoudness {
//!     fn volume(&self) -> u32 { 11 }
//! }
//!
//! let ctx = Context::new();
//! let all = DialectInterfaceCollection::<dyn Loudness>::new(&ctx);
//! assert_eq!(all.get("dicoll").unwrap().volume(), 11);
//! assert!(all.get("builtin").is_none());
//! assert_eq!(all.iter().count(), 1);
//! ```

use super::fnv1a;
use crate::semantics::op::OpView;
use crate::uniqued::context::Context;
use core::any::Any;

/// A dialect interface: implemented by `#[dialect_interface]` for
/// `dyn Trait`.
pub trait DialectInterface: 'static {
    /// The interface's id.
    const ID: u64;
    /// The interface's name, for messages.
    const NAME: &'static str;
}

/// A registered implementation (generated code).
#[derive(Debug)]
pub struct DialectInterfaceEntry {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The interface's id.
    pub id: u64,
    /// The interface's name, for messages.
    pub name: &'static str,
    /// A `&'static &'static dyn Trait`.
    pub object: &'static (dyn Any + Send + Sync),
    /// Where the implementation is (`module_path!()`), for messages.
    pub source: &'static str,
}

inventory::collect!(DialectInterfaceEntry);

/// Every registered dialect interface implementation, sorted by
/// interface and dialect; two for one pair, or one for a dialect that is
/// not registered, stop the process with both sources named.
pub(crate) fn entries() -> &'static [&'static DialectInterfaceEntry] {
    static ENTRIES: std::sync::OnceLock<Vec<&'static DialectInterfaceEntry>> =
        std::sync::OnceLock::new();
    ENTRIES.get_or_init(|| {
        let all: Vec<_> = inventory::iter::<DialectInterfaceEntry>
            .into_iter()
            .collect();
        crate::semantics::discovery::table_or_defect(check(all, |d| {
            crate::semantics::registry::registry().dialect(d).is_some()
        }))
    })
}

/// Sorts entries and rejects duplicates and unknown dialects.
fn check(
    mut all: Vec<&'static DialectInterfaceEntry>,
    known: impl Fn(&str) -> bool,
) -> Result<Vec<&'static DialectInterfaceEntry>, String> {
    all.sort_by_key(|e| (e.id, e.dialect, e.source));
    for w in all.windows(2) {
        if (w[0].id, w[0].dialect) == (w[1].id, w[1].dialect) {
            return Err(format!(
                "dialect interface `{}` of dialect '{}' is implemented twice: by `{}` and by `{}`",
                w[0].name, w[0].dialect, w[0].source, w[1].source
            ));
        }
    }
    if let Some(e) = all.iter().find(|e| !known(e.dialect)) {
        return Err(format!(
            "dialect interface `{}` by `{}` is for dialect '{}', which is not registered",
            e.name, e.source, e.dialect
        ));
    }
    Ok(all)
}

/// The implementations of dialect interface `I` (`dyn Trait`) by every
/// registered dialect (MLIR's `DialectInterfaceCollection`).
pub struct DialectInterfaceCollection<I: ?Sized + DialectInterface> {
    /// `(dialect, implementation)`, sorted by dialect.
    items: Vec<(&'static str, &'static I)>,
}

impl<I: ?Sized + DialectInterface> core::fmt::Debug for DialectInterfaceCollection<I> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let names: Vec<_> = self.items.iter().map(|i| i.0).collect();
        write!(f, "DialectInterfaceCollection<{}>{names:?}", I::NAME)
    }
}

impl<I: ?Sized + DialectInterface> DialectInterfaceCollection<I>
where
    &'static I: Any,
{
    /// The collection for the registered dialects (every context of the
    /// process has the same, as dialects register at link time).
    pub fn new(_ctx: &Context) -> Self {
        Self::registered()
    }

    /// [`DialectInterfaceCollection::new`] without a context.
    pub fn registered() -> Self {
        let all = entries();
        let lo = all.partition_point(|e| e.id < I::ID);
        let items = all[lo..]
            .iter()
            .take_while(|e| e.id == I::ID)
            .filter_map(|e| Some((e.dialect, *e.object.downcast_ref::<&'static I>()?)))
            .collect();
        DialectInterfaceCollection { items }
    }

    /// The implementation of dialect `name`.
    pub fn get(&self, name: &str) -> Option<&'static I> {
        self.items
            .binary_search_by(|e| e.0.cmp(name))
            .ok()
            .map(|i| self.items[i].1)
    }

    /// The implementation of the op's dialect (the name's namespace, so
    /// unregistered ops of a registered dialect have one too).
    pub fn for_op(&self, op: OpView<'_>) -> Option<&'static I> {
        let dialect = match op.info() {
            Some(info) => info.dialect,
            None => op.name_str().split_once('.')?.0,
        };
        self.get(dialect)
    }

    /// Every `(dialect, implementation)`, sorted by dialect.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &'static I)> + '_ {
        self.items.iter().copied()
    }
}

/// The id of a dialect interface named by its path (generated code).
pub const fn dialect_interface_id(path: &str) -> u64 {
    fnv1a(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    static OBJ: u8 = 0;
    static A: DialectInterfaceEntry = DialectInterfaceEntry {
        dialect: "d",
        id: 1,
        name: "I",
        object: &OBJ,
        source: "one",
    };
    static B: DialectInterfaceEntry = DialectInterfaceEntry {
        dialect: "d",
        id: 1,
        name: "I",
        object: &OBJ,
        source: "two",
    };

    #[test]
    fn a_pair_implemented_twice_names_both() {
        let e = check(vec![&B, &A], |_| true).unwrap_err();
        assert_eq!(
            e,
            "dialect interface `I` of dialect 'd' is implemented twice: by `one` and by `two`"
        );
    }

    #[test]
    fn an_unknown_dialect_is_named() {
        let e = check(vec![&A], |_| false).unwrap_err();
        assert!(e.contains("dialect 'd', which is not registered"), "{e}");
    }
}
