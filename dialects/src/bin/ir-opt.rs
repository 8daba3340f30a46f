//! `ir-opt`: the project's `mlir-opt`, with every dialect of this workspace.
//!
//! All behaviour lives in [`ir::opt`]; this binary only names the tool and
//! references the `dialects` crate so that the linker keeps the dialects'
//! link-time registrations. A binary per dialect set (like this one) was
//! preferred over a plugin mechanism: registration is static and checked.
//!
//! The binary allocates through mimalloc. The parser, verifier and printer
//! run on several threads and make many small, short-lived allocations
//! (operand lists, names, per-function arenas): with the system allocator
//! these cost about a sixth of the CPU time of a large round trip
//! (`bench/opt_vs_mlir.py custom`), with mimalloc about half of that. The
//! library crates leave the choice of allocator to the binary, as usual.
//!
//! mimalloc is told to hand freed pages back to the system at once rather
//! than after its default 10 ms: a pass run in parallel frees the parsed
//! functions' storage on the worker threads and allocates the rewritten
//! one there, and the input text is freed once parsed, so with the delay
//! that memory stays counted while new memory is taken. On the 20000-function
//! module of `bench/opt_vs_mlir.py canonicalize,cse` this lowers the peak
//! from 208 to 176 MB. A `MIMALLOC_PURGE_DELAY` set in the environment
//! wins, so the trade can be measured without a rebuild: on the loops
//! module of `bench/opt_vs_mlir.py loops` a delay of 1 ms saves about 7%
//! of the page faults (9,570 to 8,860) and no peak memory.

use dialects as _;
use std::process::ExitCode;

#[global_allocator]
static ALLOCATOR: allocator::Allocator = allocator::Allocator;

/// mimalloc as the global allocator, through its plain entry points for
/// the alignments every mimalloc block has.
///
/// The `mimalloc` crate's allocator asks for every block through
/// `mi_malloc_aligned`, which first works out whether the size class is
/// aligned enough; nearly all of this program's blocks (vectors of ids,
/// strings, arenas) need at most word alignment, which every mimalloc
/// block has (sizes are whole words from word-aligned pages), so those go
/// straight to `mi_malloc`: about 15 instructions fewer per allocation, on
/// some 750,000 allocations for a 100k-op module. Larger alignments keep
/// the crate's path.
#[allow(unsafe_code)]
mod allocator {
    use core::alloc::{GlobalAlloc, Layout};
    use core::ffi::c_void;

    unsafe extern "C" {
        fn mi_malloc(size: usize) -> *mut c_void;
        fn mi_zalloc(size: usize) -> *mut c_void;
        fn mi_realloc(p: *mut c_void, newsize: usize) -> *mut c_void;
        fn mi_free(p: *mut c_void);
    }

    /// The alignment of every block `mi_malloc` returns.
    const WORD: usize = core::mem::size_of::<usize>();

    pub struct Allocator;

    // SAFETY: every block comes from mimalloc, word-aligned ones from
    // `mi_malloc`/`mi_zalloc`/`mi_realloc` (which align to at least a word)
    // and the others from the `mimalloc` crate's aligned entry points; all
    // are freed with `mi_free`, which takes any mimalloc block, and a block
    // keeps its layout's alignment across `realloc`, so it is always
    // resized by the entry point that made it.
    unsafe impl GlobalAlloc for Allocator {
        #[inline]
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            if layout.align() <= WORD {
                // SAFETY: see the impl.
                unsafe { mi_malloc(layout.size()).cast() }
            } else {
                // SAFETY: the caller's contract, passed on.
                unsafe { mimalloc::MiMalloc.alloc(layout) }
            }
        }

        #[inline]
        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            if layout.align() <= WORD {
                // SAFETY: see the impl.
                unsafe { mi_zalloc(layout.size()).cast() }
            } else {
                // SAFETY: the caller's contract, passed on.
                unsafe { mimalloc::MiMalloc.alloc_zeroed(layout) }
            }
        }

        #[inline]
        unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
            // SAFETY: `ptr` is a live mimalloc block (the caller's contract).
            unsafe { mi_free(ptr.cast()) }
        }

        #[inline]
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            if layout.align() <= WORD {
                // SAFETY: `ptr` came from `mi_malloc` or `mi_realloc` (its
                // alignment is at most a word).
                unsafe { mi_realloc(ptr.cast(), new_size).cast() }
            } else {
                // SAFETY: the caller's contract, passed on.
                unsafe { mimalloc::MiMalloc.realloc(ptr, layout, new_size) }
            }
        }
    }
}

/// mimalloc's run-time options (`mimalloc.h`).
#[allow(unsafe_code)]
mod allocator_options {
    use core::ffi::{c_int, c_long};

    unsafe extern "C" {
        fn mi_option_set(option: c_int, value: c_long);
    }

    /// `mi_option_purge_delay`, the 16th entry of `mi_option_t` in the
    /// mimalloc the pinned `libmimalloc-sys` builds.
    const PURGE_DELAY: c_int = 15;

    /// Freed memory goes back to the system without delay.
    pub fn purge_at_once() {
        // SAFETY: `mi_option_set` only stores the value of a valid option
        // index; mimalloc reads it on its next purge decision.
        unsafe { mi_option_set(PURGE_DELAY, 0) }
    }
}

fn main() -> ExitCode {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        allocator_options::purge_at_once();
    }
    ir::opt::main(&ir::opt::OptConfig::new("ir-opt").require_dialects(&[
        "affine", "arith", "cf", "complex", "func", "gpu", "math", "memref", "scf", "tensor",
        "test", "ub", "vector",
    ]))
}
