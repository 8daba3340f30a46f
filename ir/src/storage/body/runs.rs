//! An arena of contiguous runs, for operand and result lists.
//!
//! An op's operands (and its results) occupy consecutive ids, so the i-th
//! operand is `first + i`: O(1) by index with no per-op vector. Freed runs of
//! up to [`MAX_CLASS`] slots go to a free list per length and are reused by
//! the next run of the same length; longer runs are rare and just left
//! behind. A general-purpose allocator (cranelift's `ListPool`) was rejected
//! as more machinery than ops need: operand counts rarely change.
//!
//! The free lists are made on the first release: most bodies (a parsed
//! function that is printed, say) never free a run, and eight empty
//! vectors inline would add 168 bytes to each of the two run arenas of
//! every body.

use crate::storage::entity::EntityRef;

const MAX_CLASS: usize = 8;

#[derive(Debug, Clone)]
pub(crate) struct RunArena<K: EntityRef, V> {
    items: Vec<V>,
    _k: core::marker::PhantomData<K>,
    /// The free runs of each length up to [`MAX_CLASS`], by length - 1;
    /// empty until a run is released.
    free: Vec<Vec<K>>,
}

impl<K: EntityRef, V> Default for RunArena<K, V> {
    fn default() -> Self {
        Self {
            items: Vec::new(),
            free: Vec::new(),
            _k: core::marker::PhantomData,
        }
    }
}

impl<K: EntityRef, V> RunArena<K, V> {
    /// Allocates `n` consecutive slots filled by `f(i)` and returns the first.
    #[inline]
    pub(crate) fn alloc_run(&mut self, n: usize, mut f: impl FnMut(usize) -> V) -> K {
        if n == 0 {
            return K::new(self.items.len());
        }
        if n <= MAX_CLASS
            && let Some(first) = self.free.get_mut(n - 1).and_then(Vec::pop)
        {
            for i in 0..n {
                self.items[first.index() + i] = f(i);
            }
            return first;
        }
        let first = K::new(self.items.len());
        for i in 0..n {
            self.items.push(f(i));
        }
        first
    }

    /// Frees a run; its slots must no longer be referenced.
    #[inline]
    pub(crate) fn release_run(&mut self, first: K, n: usize) {
        if (1..=MAX_CLASS).contains(&n) {
            if self.free.is_empty() {
                self.free.resize_with(MAX_CLASS, Vec::new);
            }
            self.free[n - 1].push(first);
        }
    }

    pub(crate) fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
    }

    pub(crate) fn shrink_to_fit(&mut self) {
        self.items.shrink_to_fit();
    }

    pub(crate) fn heap_bytes(&self) -> usize {
        self.items.capacity() * core::mem::size_of::<V>()
            + self.free.capacity() * core::mem::size_of::<Vec<K>>()
            + self
                .free
                .iter()
                .map(|f| f.capacity() * core::mem::size_of::<K>())
                .sum::<usize>()
    }

    #[inline]
    pub(crate) fn at(&self, first: K, i: usize) -> K {
        K::new(first.index() + i)
    }
}

impl<K: EntityRef, V> core::ops::Index<K> for RunArena<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityRef, V> core::ops::IndexMut<K> for RunArena<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}
