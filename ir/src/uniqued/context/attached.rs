//! Which interface models were attached to one context at run time
//! (MLIR's `attachInterface`): rows of (interface id, op), because the
//! interface machinery lives two layers up. The models themselves are
//! not here: an op has one model per interface whichever context attaches
//! it, so the interface's own (typed) cache keeps it, and a row only says
//! that this context attached it.
//!
//! Attachments are collected under a lock until the context's first
//! interface cast that misses the process-wide tables; that cast freezes
//! them into a slice sorted by op, with a dense index from op id to the
//! op's rows, read without locks and without hashing: a cast indexes its
//! op's rows (usually one or two) and scans them for the interface. An
//! attachment after the freeze is refused, so no cast can ever see an
//! answer change. A lock on every cast was rejected: casts are the hot
//! path, attachments happen once at setup.

use super::OperationName;
use std::sync::{Mutex, OnceLock};

/// One attached model: an interface's model for one registered op.
#[derive(Copy, Clone, Debug)]
pub struct AttachedModel {
    /// The interface's id.
    pub iface: u64,
    /// The interface's name, for messages.
    pub iface_name: &'static str,
    /// The op.
    pub op: OperationName,
    /// Who attached it (`module_path!()` or a caller's label), for messages.
    pub source: &'static str,
}

/// The attached models of a context: pending until frozen.
#[derive(Debug, Default)]
pub struct AttachedModels {
    pending: Mutex<Vec<AttachedModel>>,
    frozen: OnceLock<Frozen>,
}

/// The frozen rows, sorted by `(op, iface)`, a dense index from op id to
/// its rows, and a one-word filter of the interfaces they hold, so a cast
/// of an interface nobody attached skips the search.
#[derive(Debug)]
pub struct Frozen {
    /// Bit `id % 64` is set for every interface id of `rows`.
    pub mask: u64,
    /// The rows.
    pub rows: Box<[AttachedModel]>,
    /// `rows[by_op[i]..by_op[i + 1]]` are the rows of op id `i`; ids past
    /// the end have none.
    by_op: Box<[u32]>,
}

impl Frozen {
    /// The filter bit of interface `id`.
    #[inline]
    pub const fn bit(id: u64) -> u64 {
        1 << (id & 63)
    }

    fn new(mut rows: Vec<AttachedModel>) -> Frozen {
        rows.sort_by_key(|r| (r.op, r.iface));
        let ops = rows.last().map_or(0, |r| r.op.index() + 1);
        let mut by_op = Vec::with_capacity(ops + 1);
        let mut k = 0;
        for i in 0..=ops {
            while k < rows.len() && rows[k].op.index() < i {
                k += 1;
            }
            by_op.push(k as u32);
        }
        Frozen {
            mask: rows.iter().fold(0, |m, r| m | Frozen::bit(r.iface)),
            rows: rows.into_boxed_slice(),
            by_op: by_op.into_boxed_slice(),
        }
    }

    /// Whether the context attached a model of `iface` to `op`.
    #[inline]
    pub fn contains(&self, iface: u64, op: OperationName) -> bool {
        self.find(iface, op).is_some()
    }

    /// The row for `(iface, op)`: two loads and a scan of the op's rows.
    #[inline]
    pub fn find(&self, iface: u64, op: OperationName) -> Option<&AttachedModel> {
        if self.mask & Frozen::bit(iface) == 0 {
            return None;
        }
        let i = op.index();
        let (&start, &end) = (self.by_op.get(i)?, self.by_op.get(i + 1)?);
        self.rows[start as usize..end as usize]
            .iter()
            .find(|r| r.iface == iface)
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
            return f.find(iface, op).copied();
        }
        let p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        p.iter().find(|r| r.iface == iface && r.op == op).copied()
    }

    /// The frozen rows, freezing them on the first call.
    #[inline]
    pub fn frozen(&self) -> &Frozen {
        self.frozen.get_or_init(|| {
            let p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            Frozen::new(p.clone())
        })
    }

    /// Whether the set is frozen.
    pub fn is_frozen(&self) -> bool {
        self.frozen.get().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(iface: u64, op: u32) -> AttachedModel {
        AttachedModel {
            iface,
            iface_name: "I",
            op: OperationName(op),
            source: "test",
        }
    }

    #[test]
    fn frozen_rows_are_found_by_op_index_then_interface() {
        let f = Frozen::new(vec![row(9, 5), row(2, 3), row(7, 5), row(2, 5)]);
        let found = |iface, op| f.find(iface, OperationName(op)).map(|r| (r.iface, r.op.0));
        assert_eq!(found(2, 3), Some((2, 3)));
        assert_eq!(found(2, 5), Some((2, 5)));
        assert_eq!(found(7, 5), Some((7, 5)));
        assert_eq!(found(9, 5), Some((9, 5)));
        assert!(f.contains(7, OperationName(5)) && !f.contains(7, OperationName(3)));
        // Same interface, other ops: before, between and past the indexed ones.
        assert_eq!(found(2, 0), None);
        assert_eq!(found(2, 4), None);
        assert_eq!(found(2, 6), None);
        assert_eq!(found(2, 1000), None);
        // An interface nobody attached is filtered by the mask.
        assert_eq!(found(3, 3), None);
        assert_eq!(
            Frozen::new(Vec::new())
                .find(2, OperationName(0))
                .map(|r| r.op),
            None
        );
    }
}
