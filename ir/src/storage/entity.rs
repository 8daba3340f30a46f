//! Typed `u32` ids and the arenas that own what they name.
//!
//! Every IR entity (operation, block, region, value, operand use) is a `u32`
//! index into an arena owned by a [`Body`](crate::Body). The id types come
//! from `cranelift_entity::entity_impl!`, so `Option<Id>` packs into the
//! reserved value through [`PackedOption`]. [`Arena`] is a `Vec` indexed by id
//! plus a free list: erased slots are reused, so a long-running rewrite does not
//! grow without bound. Generational indices were rejected: they would add a
//! word to every hot struct to catch a bug (use-after-erase) that debug
//! assertions on the slot's live flag already catch in tests.

pub use cranelift_entity::packed_option::{PackedOption, ReservedValue};
pub use cranelift_entity::{EntityRef, PrimaryMap};

/// Declares a typed `u32` id.
#[macro_export]
#[doc(hidden)]
macro_rules! entity_id {
    ($(#[$m:meta])* $vis:vis struct $name:ident, $prefix:literal;) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis struct $name(u32);
        ::cranelift_entity::entity_impl!($name, $prefix);
    };
}

/// A primary map whose erased slots are recycled.
#[derive(Debug, Clone)]
pub struct Arena<K: EntityRef, V> {
    items: Vec<V>,
    _k: core::marker::PhantomData<K>,
    free: Vec<K>,
}

impl<K: EntityRef, V> Default for Arena<K, V> {
    fn default() -> Self {
        Self {
            items: Vec::new(),
            free: Vec::new(),
            _k: core::marker::PhantomData,
        }
    }
}

impl<K: EntityRef, V> Arena<K, V> {
    /// Stores `v`, reusing an erased slot when there is one.
    #[inline]
    pub fn alloc(&mut self, v: V) -> K {
        if let Some(k) = self.free.pop() {
            self.items[k.index()] = v;
            k
        } else {
            let k = K::new(self.items.len());
            self.items.push(v);
            k
        }
    }

    /// Marks `k` free; the caller has already reset the slot's contents.
    #[inline]
    pub fn release(&mut self, k: K) {
        self.free.push(k);
    }

    /// Allocates `n` consecutive fresh slots (never recycled ones) and
    /// returns the first.
    pub fn alloc_run(&mut self, n: usize, mut f: impl FnMut(usize) -> V) -> K {
        let first = K::new(self.items.len());
        self.items.reserve(n);
        for i in 0..n {
            self.items.push(f(i));
        }
        first
    }

    /// Number of slots ever allocated, live or free.
    #[inline]
    pub fn capacity_used(&self) -> usize {
        self.items.len()
    }

    /// Number of live slots.
    #[inline]
    pub fn live(&self) -> usize {
        self.items.len() - self.free.len()
    }

    /// Reserves room for `n` more slots.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
    }

    /// Gives back the room beyond the slots in use.
    pub fn shrink_to_fit(&mut self) {
        self.items.shrink_to_fit();
    }

    /// Bytes owned by the arena's buffers.
    pub fn heap_bytes(&self) -> usize {
        self.items.capacity() * core::mem::size_of::<V>()
            + self.free.capacity() * core::mem::size_of::<K>()
    }

    /// All slots with their ids, live or free.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }

    /// All slots with their ids, mutably.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (K, &mut V)> {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (K::new(i), v))
    }

    /// All slots, mutably.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> {
        self.items.iter_mut()
    }
}

impl<K: EntityRef, V> core::ops::Index<K> for Arena<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityRef, V> core::ops::IndexMut<K> for Arena<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}
