//! The context: uniqued types and attributes, interned strings and
//! operation names.
//!
//! A [`Context`] is `Send + Sync` and is shared by `&Context` across threads.
//! Types, attributes and strings are uniqued into small `Copy` handles
//! ([`Type`], [`Attribute`], [`Ident`]) whose equality is a `u32` compare;
//! their data is read back through the context. Pointer handles with a `'ctx`
//! lifetime (MLIR's choice) were rejected: the lifetime would then infect
//! every IR struct, while a `u32` keeps op data small and `'static`.

mod attached;
mod mutable;
mod op_names;
mod uniquer;

pub use attached::{AttachedModel, AttachedModels, Frozen};
pub use mutable::BodyAlreadySet;
pub use op_names::{OpFlags, OperationName, RegisteredOps};

use uniquer::Uniquer;
pub(crate) use uniquer::hash_of;

use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::types::{Type, TypeKind};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

static NEXT_CONTEXT_ID: AtomicU64 = AtomicU64::new(1);

thread_local! {
    /// (context id, address, length, ident) of recently looked-up static
    /// names, direct-mapped by address; context id 0 marks an empty slot.
    static STATIC_IDENTS: [core::cell::Cell<(u64, usize, usize, u32)>; 64] =
        const { [const { core::cell::Cell::new((0, 0, 0, 0)) }; 64] };
}

/// An interned string: a `u32` compare for equality, read with
/// [`Context::str`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

/// Handles every IR object needs frequently, built once.
#[derive(Debug)]
pub(crate) struct Common {
    pub(crate) unknown_loc: Attribute,
    pub(crate) empty_dict: Attribute,
    pub(crate) unit: Attribute,
    pub(crate) none_type: Type,
    pub(crate) index: Type,
    pub(crate) i1: Type,
    pub(crate) i64: Type,
}

/// Kinds of value whose mere existence in a context changes work done on
/// all IR of that context, recorded when the first one is made so that the
/// work can be skipped where none exists without a scan of the IR. The
/// printer is the reader today: distinct attributes are numbered in
/// first-print order (so printing runs on one thread), affine maps and
/// sets and locations held in attributes print through aliases (which
/// need a pass over the IR). Scanning the IR before each print instead was
/// rejected: it costs a walk of every attribute of every op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Made {
    /// A `distinct[N]<...>` attribute.
    Distinct = 1,
    /// An `affine_map<...>` or `affine_set<...>` attribute.
    AffineMapOrSet = 2,
    /// A location other than `loc(unknown)` turned into an attribute
    /// handle, so that an attribute may hold it.
    LocationAttr = 4,
    /// A dialect type or attribute whose definition may print it through
    /// an alias (`DefInfo::alias`).
    DialectAlias = 8,
}

/// The owner of everything uniqued, and of the names of operations.
pub struct Context {
    strings: Uniquer<Box<str>>,
    types: Uniquer<TypeKind>,
    attrs: Uniquer<AttrKind>,
    /// Unregistered operation names, numbered after the registered ones.
    unregistered_ops: Uniquer<op_names::UnregisteredOp>,
    /// The registered operation names (see [`RegisteredOps`]).
    ops: &'static RegisteredOps,
    pub(crate) common: Common,
    /// Unique per context in the process (keys the per-thread name cache).
    id: u64,
    /// The files whose locations are encoded inline in
    /// [`crate::Location`] handles: `ident + 1`, 0 for a free slot.
    location_files: [AtomicU32; crate::uniqued::location::INLINE_FILES],
    /// The [`Made`] kinds of value this context has made, one bit each.
    made: core::sync::atomic::AtomicU8,
    /// The bodies of identified types (see [`mutable`]).
    mutable_bodies: std::sync::RwLock<rustc_hash::FxHashMap<Type, mutable::Body>>,
    /// Attribute and type interface models attached at run time.
    pub(crate) attached_uniqued: crate::uniqued::interfaces::AttachedModels,
    /// Interface models attached at run time (see [`AttachedModels`]).
    pub(crate) attached: AttachedModels,
    /// The printing flags of the tool's command line (see [`ToolPrintFlags`]).
    print_flags: std::sync::RwLock<ToolPrintFlags>,
}

/// The printing flags a tool was started with (`--mlir-print-op-generic`,
/// `--mlir-elide-elementsattrs-if-larger`, ...), kept by the context for
/// code that prints IR on its own, such as a pass writing a graph: MLIR
/// reads them from its global command-line options (a default-made
/// `OpPrintingFlags`). A process-wide global was rejected: tests run many
/// drivers in one process at once.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ToolPrintFlags {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_attrs_if_larger: Option<u64>,
}

impl core::fmt::Debug for Context {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Context")
            .field("strings", &self.strings.len())
            .field("types", &self.types.len())
            .field("attributes", &self.attrs.len())
            .field("registered_ops", &self.ops.len())
            .finish()
    }
}

impl Context {
    /// A context whose registered operations are `ops`. Contexts are made
    /// with [`Context::new`], which passes the registry's table; the
    /// registry lives one layer up, so this layer takes the table instead
    /// of reading it.
    pub(crate) fn with_registered_ops(ops: &'static RegisteredOps) -> Self {
        let strings = Uniquer::new();
        let types = Uniquer::with_hasher(crate::uniqued::types::type_hash);
        let attrs = Uniquer::with_hasher(crate::uniqued::attributes::attr_hash);
        let mk_t = |k: TypeKind| Type(types.intern(k));
        let none_type = mk_t(TypeKind::None);
        let index = mk_t(TypeKind::Index);
        let i1 = mk_t(TypeKind::Integer {
            width: 1,
            signedness: crate::uniqued::types::Signedness::Signless,
        });
        let i64 = mk_t(TypeKind::Integer {
            width: 64,
            signedness: crate::uniqued::types::Signedness::Signless,
        });
        let mk_a = |k: AttrKind| Attribute(attrs.intern(k));
        let unknown_loc = mk_a(AttrKind::Location(
            crate::uniqued::location::LocationKind::Unknown,
        ));
        let empty_dict = mk_a(AttrKind::Dictionary(smallvec::SmallVec::new()));
        let unit = mk_a(AttrKind::Unit);
        Context {
            strings,
            types,
            attrs,
            unregistered_ops: op_names::UnregisteredOp::uniquer(),
            ops,
            common: Common {
                unknown_loc,
                empty_dict,
                unit,
                none_type,
                index,
                i1,
                i64,
            },
            location_files: Default::default(),
            id: NEXT_CONTEXT_ID.fetch_add(1, Ordering::Relaxed),
            made: Default::default(),
            mutable_bodies: Default::default(),
            attached_uniqued: Default::default(),
            attached: Default::default(),
            print_flags: Default::default(),
        }
    }

    /// The inline-location slot of `file`, claiming a free one on first
    /// use; `None` once every slot holds another file.
    #[inline]
    pub(crate) fn location_file_slot(&self, file: Ident) -> Option<usize> {
        let want = file.0 + 1;
        for (i, slot) in self.location_files.iter().enumerate() {
            match slot.load(Ordering::Acquire) {
                v if v == want => return Some(i),
                0 => match slot.compare_exchange(0, want, Ordering::AcqRel, Ordering::Acquire) {
                    Ok(_) => return Some(i),
                    Err(v) if v == want => return Some(i),
                    Err(_) => {}
                },
                _ => {}
            }
        }
        None
    }

    /// The file of an inline-location slot.
    #[inline]
    pub(crate) fn location_file(&self, slot: usize) -> Ident {
        Ident(self.location_files[slot].load(Ordering::Acquire) - 1)
    }

    /// The printing flags of the tool's command line (all off unless the
    /// driver set them).
    pub fn print_flags(&self) -> ToolPrintFlags {
        *self.print_flags.read().unwrap_or_else(|e| e.into_inner())
    }

    /// Records the printing flags of the tool's command line.
    pub fn set_print_flags(&self, flags: ToolPrintFlags) {
        *self.print_flags.write().unwrap_or_else(|e| e.into_inner()) = flags;
    }

    /// Interns a string.
    #[inline]
    pub fn ident(&self, s: &str) -> Ident {
        Ident(
            self.strings
                .intern_by(hash_of(s), |v| &**v == s, || s.into()),
        )
    }

    /// Looks up an interned string without interning it.
    pub fn find_ident(&self, s: &str) -> Option<Ident> {
        self.strings.find(hash_of(s), |v| &**v == s).map(Ident)
    }

    /// [`Context::find_ident`] for a name fixed at compile time (an
    /// attribute name in generated code): the answer is cached per thread,
    /// keyed by the string's address, so repeated lookups of the same
    /// literal skip hashing and the shared table.
    #[inline]
    pub fn static_ident(&self, s: &'static str) -> Option<Ident> {
        let key = (self.id, s.as_ptr() as usize, s.len());
        let slot = (key.1 ^ key.2).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - 6);
        let hit = STATIC_IDENTS.with(|c| {
            let (id, ptr, len, ident) = c[slot].get();
            ((id, ptr, len) == key).then_some(Ident(ident))
        });
        if hit.is_some() {
            return hit;
        }
        let found = self.find_ident(s)?;
        STATIC_IDENTS.with(|c| c[slot].set((key.0, key.1, key.2, found.0)));
        Some(found)
    }

    /// [`Context::ident`] for a name fixed at compile time: once
    /// interned, it is found through [`Context::static_ident`]'s per-thread
    /// cache, without hashing the text.
    #[inline]
    pub fn ident_static(&self, s: &'static str) -> Ident {
        self.static_ident(s).unwrap_or_else(|| self.ident(s))
    }

    /// The text of an interned string.
    #[inline]
    pub fn str(&self, id: Ident) -> &str {
        self.strings.get(id.0)
    }

    /// Uniques a type. Prefer the checked constructors on [`Type`].
    #[inline]
    pub(crate) fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// Uniques the type `eq` recognises (hashing to `hash` under
    /// `type_hash`), built by `make` only when absent.
    #[inline]
    pub(crate) fn intern_type_by(
        &self,
        hash: u64,
        eq: impl Fn(&TypeKind) -> bool,
        make: impl FnOnce() -> TypeKind,
    ) -> Type {
        Type(self.types.intern_by(hash, eq, make))
    }

    /// Every type made so far.
    pub(crate) fn all_types(&self) -> impl Iterator<Item = Type> + '_ {
        self.types.ids().map(Type)
    }

    /// The data of a type.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// Uniques an attribute. Prefer the checked constructors on [`Attribute`].
    #[inline]
    pub(crate) fn intern_attr(&self, kind: AttrKind) -> Attribute {
        Attribute(self.attrs.intern(kind))
    }

    /// Uniques the attribute `eq` recognises (hashing to `hash` under
    /// [`crate::uniqued::attributes::attr_hash`]), built by `make` only when absent.
    #[inline]
    pub(crate) fn intern_attr_by(
        &self,
        hash: u64,
        eq: impl Fn(&AttrKind) -> bool,
        make: impl FnOnce() -> AttrKind,
    ) -> Attribute {
        Attribute(self.attrs.intern_by(hash, eq, make))
    }

    /// Records that a value of kind `m` exists.
    #[inline]
    pub(crate) fn note_made(&self, m: Made) {
        if self.made.load(Ordering::Relaxed) & m as u8 == 0 {
            self.made.fetch_or(m as u8, Ordering::Relaxed);
        }
    }

    /// Whether this context ever made a value of kind `m`. A `false` is
    /// exact; a `true` says one exists, not where.
    #[inline]
    pub fn has_made(&self, m: Made) -> bool {
        self.made.load(Ordering::Relaxed) & m as u8 != 0
    }

    /// The data of an attribute.
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.attrs.get(a.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_is_send_sync() {
        fn check<T: Send + Sync>() {}
        check::<Context>();
    }

    #[test]
    fn strings_intern_to_equal_ids() {
        let ctx = Context::new();
        let a = ctx.ident("hello");
        let b = ctx.ident(&String::from("hello"));
        assert_eq!(a, b);
        assert_ne!(a, ctx.ident("world"));
        assert_eq!(ctx.str(a), "hello");
        assert_eq!(ctx.find_ident("hello"), Some(a));
        assert_eq!(ctx.find_ident("absent"), None);
    }

    #[test]
    fn a_threads_known_ids_never_cross_contexts() {
        // More contexts than a thread keeps local tables for, each interning
        // the same texts in a different order: every id must name its own
        // context's string, whatever the thread saw before.
        let words: Vec<String> = (0..50).map(|i| format!("w{i}")).collect();
        let mut keep = Vec::new();
        for round in 0..12usize {
            let ctx = Context::new();
            let ids: Vec<_> = words
                .iter()
                .cycle()
                .skip(round * 7)
                .take(words.len())
                .map(|w| (w, ctx.ident(w)))
                .collect();
            for (w, id) in &ids {
                assert_eq!(ctx.str(*id), w.as_str());
                assert_eq!(ctx.ident(w), *id);
                assert_eq!(ctx.find_ident(w), Some(*id));
            }
            if round % 3 == 0 {
                keep.push((ctx, ids));
            }
        }
        // Contexts still alive after others came and went stay right.
        for (ctx, ids) in &keep {
            for (w, id) in ids {
                assert_eq!(ctx.ident(w), *id);
                assert_eq!(ctx.str(*id), w.as_str());
            }
        }
    }

    #[test]
    fn unregistered_op_names_are_stable() {
        let ctx = Context::new();
        let a = ctx.op_name("foo.bar");
        assert_eq!(a, ctx.op_name("foo.bar"));
        assert_eq!(ctx.op_name_str(a), "foo.bar");
        assert!(ctx.op_info(a).is_none());
    }
}
