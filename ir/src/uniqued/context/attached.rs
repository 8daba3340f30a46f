//! Which interface models were attached to one context at run time
//! (MLIR's `attachInterface`): rows of (interface id, op), because the
//! interface machinery lives two layers up. The models themselves are
//! not here: an op has one model per interface whichever context attaches
//! it, so the interface's own (typed) cache keeps it, with a number the
//! process gives each attached (interface, op) pair, and a row only says
//! that this context attached it.
//!
//! Attachments are collected under a lock until the context's first
//! interface cast that misses the process-wide tables; that cast freezes
//! them into a dense set of the pairs' numbers, read without locks and
//! without hashing: a cast that found an attachable model in the
//! interface's table tests one bit. An attachment after the freeze is
//! refused, so no cast can ever see an answer change. A lock on every
//! cast was rejected: casts are the hot path, attachments happen once at
//! setup. So was an index from op to its rows, scanned for the interface:
//! it cost the attached cast a search where a bit test does.

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
    /// The pair's number, the same in every context (dense from 0 in the
    /// process, given by the interface's cache).
    pub number: u32,
    /// Who attached it (`module_path!()` or a caller's label), for messages.
    pub source: &'static str,
}

/// The attached models of a context: pending until frozen.
#[derive(Debug, Default)]
pub struct AttachedModels {
    pending: Mutex<Vec<AttachedModel>>,
    frozen: OnceLock<Frozen>,
}

/// The frozen rows and the set of their numbers.
#[derive(Debug)]
pub struct Frozen {
    /// Bit `n % 64` of word `n / 64` is set for the number `n` of every
    /// row; numbers past the end are not set.
    numbers: Box<[u64]>,
    /// The rows, sorted by `(op, iface)`.
    pub rows: Box<[AttachedModel]>,
}

impl Frozen {
    fn new(mut rows: Vec<AttachedModel>) -> Frozen {
        rows.sort_by_key(|r| (r.op, r.iface));
        let words = rows.iter().map(|r| r.number as usize / 64 + 1).max();
        let mut numbers = vec![0u64; words.unwrap_or(0)];
        for r in &rows {
            numbers[r.number as usize / 64] |= 1 << (r.number % 64);
        }
        Frozen {
            numbers: numbers.into_boxed_slice(),
            rows: rows.into_boxed_slice(),
        }
    }

    /// Whether the context attached the pair numbered `number`.
    #[inline]
    pub fn has(&self, number: u32) -> bool {
        self.numbers
            .get(number as usize / 64)
            .is_some_and(|w| w & (1 << (number % 64)) != 0)
    }

    /// The row for `(iface, op)`.
    pub fn find(&self, iface: u64, op: OperationName) -> Option<&AttachedModel> {
        let i = self
            .rows
            .binary_search_by(|r| (r.op, r.iface).cmp(&(op, iface)))
            .ok()?;
        Some(&self.rows[i])
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
    #[inline(always)]
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

    fn row(iface: u64, op: u32, number: u32) -> AttachedModel {
        AttachedModel {
            iface,
            iface_name: "I",
            op: OperationName(op),
            number,
            source: "test",
        }
    }

    #[test]
    fn frozen_rows_are_found_by_op_and_interface() {
        let f = Frozen::new(vec![row(9, 5, 0), row(2, 3, 1), row(7, 5, 2), row(2, 5, 3)]);
        let found = |iface, op| f.find(iface, OperationName(op)).map(|r| (r.iface, r.op.0));
        assert_eq!(found(2, 3), Some((2, 3)));
        assert_eq!(found(2, 5), Some((2, 5)));
        assert_eq!(found(7, 5), Some((7, 5)));
        assert_eq!(found(9, 5), Some((9, 5)));
        // Same interface, other ops: before, between and past the attached ones.
        assert_eq!(found(2, 0), None);
        assert_eq!(found(2, 4), None);
        assert_eq!(found(2, 1000), None);
        assert_eq!(found(3, 3), None);
        assert_eq!(
            Frozen::new(Vec::new())
                .find(2, OperationName(0))
                .map(|r| r.op),
            None
        );
    }

    #[test]
    fn frozen_numbers_are_a_dense_set() {
        let f = Frozen::new(vec![row(9, 5, 70), row(2, 3, 1), row(7, 5, 63)]);
        let set: Vec<u32> = (0..200).filter(|&n| f.has(n)).collect();
        assert_eq!(set, [1, 63, 70]);
        assert!(!f.has(u32::MAX));
        assert!(!Frozen::new(Vec::new()).has(0));
    }
}
