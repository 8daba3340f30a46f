//! A thread-safe, append-only uniquer: values in, dense `u32` ids out.
//!
//! Storage is a `boxcar::Vec` (lock-free append, stable `&T` for reads), and
//! deduplication is a hash table of ids split into shards, each behind its own
//! `RwLock`, so threads interning different values rarely contend and lookups
//! of values already present take only a read lock. The table stores ids, not
//! copies of the values: equality is checked against the stored value. A single
//! global `Mutex<HashMap<T, u32>>` was rejected: every lookup from a parallel
//! pass would serialize on it.

//!
//! Like MLIR's `StorageUniquer`, each thread also keeps its own table of the
//! ids it has already looked up or made, consulted first: a hit there takes
//! no lock and no atomic read-modify-write. Builders intern the same
//! constants over and over, and the two lock round trips of a shared lookup
//! were nearly a third of the cost of building a constant op. An id enters
//! the local table when a shared lookup finds it, not when it is made:
//! values made once and never asked for again (most symbol names) then
//! cost no local insert. The local
//! table holds ids only; a match is still checked against the stored value,
//! and stored values never move or change, so the local table can only be
//! stale by missing an id, never by returning a wrong one.
//!
//! Table entries are an id plus 32 bits of its value's hash ([`Slot`]):
//! the bits the table uses for buckets and tags. A table that grows then
//! moves its entries without reading a stored value, and a probe skips a
//! slot whose bits differ without touching the value either. Entries of
//! ids alone were rejected: every growth re-hashed each stored value (a
//! random read, and for a dictionary a walk of its entries), a few
//! percent of parsing a large module, whose tables grow many times.

use core::cell::RefCell;
use core::hash::{BuildHasher, Hash};
use core::sync::atomic::{AtomicU64, Ordering};
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::sync::RwLock;

const SHARDS: usize = 16;

/// How many uniquers' tables a thread keeps; the one least recently added
/// to goes.
const LOCAL_TABLES: usize = 8;

thread_local! {
    /// This thread's tables of known ids, keyed by uniquer serial, the one
    /// most recently added to first.
    static LOCAL: RefCell<Vec<(u64, HashTable<Slot>)>> = const { RefCell::new(Vec::new()) };
}

/// A table entry: an id and the bits of its value's hash that the table
/// uses (the low 25 for the bucket, the top 7 for the tag, as hashbrown
/// takes them), so that growing a table never re-hashes a value.
#[derive(Copy, Clone, Debug)]
struct Slot {
    id: u32,
    bits: u32,
}

/// Bucket bits kept in a [`Slot`]: enough for 2^25 buckets per table,
/// beyond which lookups stay correct, only less spread.
const LOW_BITS: u32 = 25;

impl Slot {
    /// The bits of `hash` a slot keeps.
    #[inline]
    fn bits_of(hash: u64) -> u32 {
        (hash as u32 & ((1 << LOW_BITS) - 1)) | (((hash >> 57) as u32) << LOW_BITS)
    }

    /// The hash the tables use for a slot with `bits`: `hash` reduced to
    /// the kept bits, so that a stored slot re-hashes to where it was
    /// found.
    #[inline]
    fn table_hash(bits: u32) -> u64 {
        u64::from(bits & ((1 << LOW_BITS) - 1)) | (u64::from(bits >> LOW_BITS) << 57)
    }

    #[inline]
    fn rehash(&self) -> u64 {
        Self::table_hash(self.bits)
    }
}

/// Serials for uniquers, so one's local table is never used for another.
static NEXT_SERIAL: AtomicU64 = AtomicU64::new(0);

/// Uniques values of `T` into dense ids.
pub(crate) struct Uniquer<T> {
    items: boxcar::Vec<T>,
    shards: [RwLock<HashTable<Slot>>; SHARDS],
    /// Names this uniquer's table in each thread's `LOCAL`.
    serial: u64,
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
            serial: NEXT_SERIAL.fetch_add(1, Ordering::Relaxed),
            hash,
        }
    }

    /// The id this thread already knows for the value `eq` recognises.
    #[inline]
    fn local_find(&self, bits: u32, eq: &impl Fn(&T) -> bool) -> Option<u32> {
        LOCAL
            .try_with(|local| {
                let local = local.try_borrow().ok()?;
                // A few entries at most: a scan beats hashing the serial.
                let (_, table) = local.iter().find(|(s, _)| *s == self.serial)?;
                table
                    .find(Slot::table_hash(bits), |s| {
                        s.bits == bits && self.items.get(s.id as usize).is_some_and(eq)
                    })
                    .map(|s| s.id)
            })
            .ok()
            .flatten()
    }

    /// Records in this thread's table that `id` has hash `bits`.
    fn local_insert(&self, bits: u32, id: u32) {
        // Fails only while the thread is torn down or re-entered; the local
        // table is a cache, so a missed insert costs only a later lock.
        let _ = LOCAL.try_with(|local| {
            let Ok(mut local) = local.try_borrow_mut() else {
                return;
            };
            let pos = match local.iter().position(|(s, _)| *s == self.serial) {
                Some(pos) => pos,
                None => {
                    local.truncate(LOCAL_TABLES - 1);
                    local.push((self.serial, HashTable::new()));
                    local.len() - 1
                }
            };
            if pos != 0 {
                local[..=pos].rotate_right(1);
            }
            let table = &mut local[0].1;
            let hash = Slot::table_hash(bits);
            if table.find(hash, |s| s.id == id).is_none() {
                table.insert_unique(hash, Slot { id, bits }, Slot::rehash);
            }
        });
    }

    /// The shard of a hash. The bits are chosen apart from those the table
    /// itself uses (low bits for the bucket, top 7 bits for the tag): taking
    /// the top bits here made every entry of a shard share most of its tag,
    /// so lookups compared ~8x more stored values than they should.
    #[inline]
    fn shard(&self, hash: u64) -> &RwLock<HashTable<Slot>> {
        &self.shards[(hash >> 40) as usize % SHARDS]
    }

    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    /// The ids of the values stored so far.
    pub(crate) fn ids(&self) -> impl Iterator<Item = u32> + '_ {
        self.items.iter().map(|(i, _)| i as u32)
    }

    /// Interns `value`, returning the id of an equal value if one exists.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = (self.hash)(&value);
        let bits = Slot::bits_of(hash);
        if let Some(id) = self.local_find(bits, &|v: &T| *v == value) {
            return id;
        }
        let th = Slot::table_hash(bits);
        let mut table = self.shard(hash).write().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = table.find(th, |s| s.bits == bits && *self.get(s.id) == value) {
            let id = s.id;
            drop(table);
            self.local_insert(bits, id);
            return id;
        }
        let id = u32::try_from(self.items.push(value)).expect("more than 2^32 uniqued values");
        table.insert_unique(th, Slot { id, bits }, Slot::rehash);
        id
    }

    /// Interns the value that `eq` recognises, built by `make` if absent.
    /// `hash` must be the uniquer's hash of that value.
    ///
    /// After a miss in this thread's table the shard is write-locked at
    /// once: most such values are new (a parser making the attributes of
    /// its ops), and a read-locked probe first cost them a second lock and
    /// probe. Pure lookups ([`Uniquer::find`]) still take the read lock.
    pub(crate) fn intern_by(
        &self,
        hash: u64,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> u32 {
        let bits = Slot::bits_of(hash);
        if let Some(id) = self.local_find(bits, &eq) {
            return id;
        }
        let th = Slot::table_hash(bits);
        let mut table = self.shard(hash).write().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = table.find(th, |s| s.bits == bits && eq(self.get(s.id))) {
            let id = s.id;
            drop(table);
            self.local_insert(bits, id);
            return id;
        }
        let id = u32::try_from(self.items.push(make())).expect("more than 2^32 uniqued values");
        table.insert_unique(th, Slot { id, bits }, Slot::rehash);
        id
    }

    /// Looks a value up without inserting it: in this thread's table, then
    /// in the shared one (remembering a hit here).
    pub(crate) fn find(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32> {
        let bits = Slot::bits_of(hash);
        if let Some(id) = self.local_find(bits, &eq) {
            return Some(id);
        }
        let shard = self.shard(hash);
        let table = shard.read().unwrap_or_else(|e| e.into_inner());
        let id = table
            .find(Slot::table_hash(bits), |s| {
                s.bits == bits && eq(self.get(s.id))
            })?
            .id;
        drop(table);
        self.local_insert(bits, id);
        Some(id)
    }
}

/// The hash `Uniquer` uses, for callers of `intern_by`.
pub(crate) fn hash_of<Q: Hash + ?Sized>(q: &Q) -> u64 {
    FxBuildHasher.hash_one(q)
}
