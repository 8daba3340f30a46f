//! A thread-safe, append-only uniquer: values in, dense `u32` ids out.
//!
//! Storage is a `boxcar::Vec` (lock-free append, stable `&T` for reads), and
//! deduplication is a hash table of ids split into shards, each behind its own
//! `RwLock`, so threads interning different values rarely contend and lookups
//! of values already present take only a read lock. The table stores ids, not
//! copies of the values: equality is checked against the stored value. A single
//! global `Mutex<HashMap<T, u32>>` was rejected: every lookup from a parallel
//! pass would serialize on it.

use core::hash::{BuildHasher, Hash};
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::sync::RwLock;

const SHARDS: usize = 16;

/// Uniques values of `T` into dense ids.
pub(crate) struct Uniquer<T> {
    items: boxcar::Vec<T>,
    shards: [RwLock<HashTable<u32>>; SHARDS],
    /// The hash of a stored value. Callers of `intern_by` may compute the
    /// same hash from borrowed parts, so a hit allocates nothing.
    hash: fn(&T) -> u64,
}

impl<T> core::fmt::Debug for Uniquer<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Uniquer")
            .field("len", &self.items.count())
            .finish()
    }
}

impl<T: Hash + Eq> Uniquer<T> {
    pub(crate) fn new() -> Self {
        Self::with_hasher(|v| FxBuildHasher.hash_one(v))
    }

    pub(crate) fn with_hasher(hash: fn(&T) -> u64) -> Self {
        Self {
            items: boxcar::Vec::new(),
            shards: core::array::from_fn(|_| RwLock::new(HashTable::new())),
            hash,
        }
    }

    /// The shard of a hash. The bits are chosen apart from those the table
    /// itself uses (low bits for the bucket, top 7 bits for the tag): taking
    /// the top bits here made every entry of a shard share most of its tag,
    /// so lookups compared ~8x more stored values than they should.
    #[inline]
    fn shard(&self, hash: u64) -> &RwLock<HashTable<u32>> {
        &self.shards[(hash >> 40) as usize % SHARDS]
    }

    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    /// Interns `value`, returning the id of an equal value if one exists.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = (self.hash)(&value);
        let mut slot = Some(value);
        let eq = |v: &T| slot.as_ref().is_some_and(|x| x == v);
        // `eq` only reads `slot`; `make` runs after the last `eq` call.
        let id = self.find(hash, eq);
        if let Some(id) = id {
            return id;
        }
        let value = slot.take().expect("value");
        let shard = self.shard(hash);
        let mut table = shard.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = table.find(hash, |&id| *self.get(id) == value) {
            return id;
        }
        let id = u32::try_from(self.items.push(value)).expect("more than 2^32 uniqued values");
        table.insert_unique(hash, id, |&id| (self.hash)(self.get(id)));
        id
    }

    /// Interns the value that `eq` recognises, built by `make` if absent.
    /// `hash` must be the uniquer's hash of that value.
    pub(crate) fn intern_by(
        &self,
        hash: u64,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> u32 {
        let shard = self.shard(hash);
        {
            let table = shard.read().unwrap_or_else(|e| e.into_inner());
            if let Some(&id) = table.find(hash, |&id| eq(self.get(id))) {
                return id;
            }
        }
        let mut table = shard.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = table.find(hash, |&id| eq(self.get(id))) {
            return id;
        }
        let id = u32::try_from(self.items.push(make())).expect("more than 2^32 uniqued values");
        table.insert_unique(hash, id, |&id| (self.hash)(self.get(id)));
        id
    }

    /// Looks a value up without inserting it.
    pub(crate) fn find(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32> {
        let shard = self.shard(hash);
        let table = shard.read().unwrap_or_else(|e| e.into_inner());
        table.find(hash, |&id| eq(self.get(id))).copied()
    }
}

/// The hash `Uniquer` uses, for callers of `intern_by`.
pub(crate) fn hash_of<Q: Hash + ?Sized>(q: &Q) -> u64 {
    FxBuildHasher.hash_one(q)
}
