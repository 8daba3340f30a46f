//! Interface models attached to one context at run time (MLIR's
//! `attachInterface`), kept here as type-erased rows because the interface
//! machinery lives two layers up.
//!
//! Attachments are collected under a lock until the context's first
//! interface cast that misses the process-wide tables; that cast freezes
//! them into a sorted slice read without locks (binary search by
//! interface id and op id, no hashing). An attachment after the freeze is
//! refused, so no cast can ever see an answer change. A lock on every cast
//! was rejected: casts are the hot path, attachments happen once at setup.

use super::OperationName;
use core::any::Any;
use std::sync::{Mutex, OnceLock};

/// One attached model: an interface's Concept for one registered op.
#[derive(Copy, Clone, Debug)]
pub struct AttachedModel {
    /// The interface's id.
    pub iface: u64,
    /// The interface's name, for messages.
    pub iface_name: &'static str,
    /// The op.
    pub op: OperationName,
    /// The Model, a `&'static` Concept of the interface.
    pub model: &'static (dyn Any + Send + Sync),
    /// Who attached it (`module_path!()` or a caller's label), for messages.
    pub source: &'static str,
}

/// The attached models of a context: pending until frozen.
#[derive(Debug, Default)]
pub struct AttachedModels {
    pending: Mutex<Vec<AttachedModel>>,
    frozen: OnceLock<Frozen>,
}

/// The frozen rows, sorted by `(iface, op)`, and a one-word filter of the
/// interfaces they hold, so a cast of an interface nobody attached skips
/// the search.
#[derive(Debug)]
pub struct Frozen {
    /// Bit `id % 64` is set for every interface id of `rows`.
    pub mask: u64,
    /// The rows.
    pub rows: Box<[AttachedModel]>,
}

impl Frozen {
    /// The filter bit of interface `id`.
    #[inline]
    pub const fn bit(id: u64) -> u64 {
        1 << (id & 63)
    }
}

impl AttachedModels {
    /// Adds rows unless the set is frozen (then `false`, nothing added).
    /// The caller has checked the rows against each other and the tables.
    pub fn push(&self, rows: impl IntoIterator<Item = AttachedModel>) -> bool {
        let mut p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        if self.frozen.get().is_some() {
            return false;
        }
        p.extend(rows);
        true
    }

    /// The row for `(iface, op)`, frozen or pending.
    pub fn find(&self, iface: u64, op: OperationName) -> Option<AttachedModel> {
        if let Some(f) = self.frozen.get() {
            return search(&f.rows, iface, op);
        }
        let p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        p.iter().find(|r| r.iface == iface && r.op == op).copied()
    }

    /// The frozen rows, freezing them on the first call.
    #[inline]
    pub fn frozen(&self) -> &Frozen {
        self.frozen.get_or_init(|| {
            let p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            let mut rows = p.clone();
            rows.sort_by_key(|r| (r.iface, r.op));
            Frozen {
                mask: rows.iter().fold(0, |m, r| m | Frozen::bit(r.iface)),
                rows: rows.into_boxed_slice(),
            }
        })
    }

    /// Whether the set is frozen.
    pub fn is_frozen(&self) -> bool {
        self.frozen.get().is_some()
    }
}

/// The row for `(iface, op)` in sorted rows.
#[inline]
pub fn search(rows: &[AttachedModel], iface: u64, op: OperationName) -> Option<AttachedModel> {
    rows.binary_search_by(|r| (r.iface, r.op).cmp(&(iface, op)))
        .ok()
        .map(|i| rows[i])
}
