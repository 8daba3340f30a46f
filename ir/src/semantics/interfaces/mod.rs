//! Op interfaces: the Concept/Model tables `#[op_interface]` generates,
//! where an op's models come from, and the lookup a cast performs.
//!
//! An interface's Concept is a struct of fn pointers (one per method); each
//! implementing op has a Model, a `const` Concept whose pointers call the
//! op's `impl`. A `dyn Trait` object per op was rejected: it would need a
//! live op value to point at, while a Concept is shared by every op of a
//! kind. An op's models come from four places, all answering the same
//! [`cast`](crate::OpView::cast):
//!
//! - its own `traits = [...]` list: a `static` [`InterfaceEntry`] table per
//!   op, sorted by interface id (a `const` FNV-1a hash of the interface's
//!   path);
//! - **inheritance**: `#[op_interface] trait B: A` gives `B`'s Concept a
//!   pointer to the op's `A` Model, so listing `B` adds `A` (once, however
//!   many paths lead to it) and a `B` handle derefs to an `A` handle;
//! - **external models** (see [`models`]): `#[external_model] impl Iface
//!   for Op` in another crate, registered at link time, or
//!   [`Context::attach_interface`](crate::Context::attach_interface) at
//!   run time, before the context's first cast that misses;
//! - **dialect fallback models**: `#[dialect(fallback = [Iface])]`
//!   answers for every op of the namespace without a model of its own,
//!   registered or not (MLIR's `getRegisteredInterfaceForOp`).
//!
//! A dialect may also **promise** a model (`#[dialect(promised =
//! [(Iface, Op)])]`): a cast of that op to that interface while no model
//! exists panics with MLIR's message (MLIR's `report_fatal_error`): it
//! means a binary forgot to link or attach the extension, a defect of how
//! the program was built and never a property of its input, and a silent
//! `None` would let a pass quietly do the wrong thing.
//!
//! The registry merges the link-time sources once per process into one
//! dense table per interface, indexed by op name id ([`InterfaceCache`]):
//! a cast that hits is two loads. Only a miss looks further — at the
//! context's attached models, at the fallback of an unregistered name's
//! dialect (whose index the name keeps from when it was interned) and at
//! promises — so no cast hashes a string or allocates.
//!
//! An attached model is found without a `dyn Any` downcast: an op has at
//! most one Rust `impl` of an interface, so the model any context may
//! attach for (interface, op) is one `&'static` Concept, which the
//! attaching call records, typed, in a second dense table of the
//! interface's cache, with a number the process gives the pair. The
//! context only says *whether* it attached that model (one bit of a dense
//! set of those numbers), and the cast reads the typed slot. Keeping the
//! models in the context was rejected: a context holds every interface's
//! models, so it could only hold them type-erased, and each cast then paid
//! a virtual `type_id` call to get its Concept back.
//!
//! ```
//! use ir::prelude::*;
//!
//! /// The `ifdoc` dialect.
//! #[dialect(name = "ifdoc")]
//! pub struct IfDocDialect;
//!
//! /// Ops with a name.
//! #[op_interface]
//! pub trait Named {
//!     /// The name.
//!     fn label(&self) -> String;
//! }
//!
//! /// Named ops with a cost: listing `Costed` brings `Named`.
//! #[op_interface]
//! pub trait Costed: Named {
//!     /// The cost.
//!     fn cost(&self) -> u32;
//! }
//!
//! /// `ifdoc.op`
//! #[op(dialect = IfDocDialect, name = "op", traits = [dyn Costed])]
//! pub struct DocOp {}
//! impl Named for DocOp<'_> {
//!     fn label(&self) -> String { "doc".into() }
//! }
//! impl Costed for DocOp<'_> {
//!     fn cost(&self) -> u32 { 3 }
//! }
//!
//! let ctx = Context::new();
//! let mut body = Body::with_root_regions(1);
//! let block = body.append_new_block(body.root_regions()[0]);
//! let op = DocOp::build(&mut OpBuilder::at_end(&ctx, &mut body, block), Location::unknown(&ctx));
//! let view = OpView::new(&ctx, &body, op);
//! let costed = view.cast::<CostedHandle>().unwrap();
//! // A `Costed` handle reaches `Named`'s methods without a second cast.
//! assert_eq!((costed.cost(), costed.label()), (3, "doc".to_string()));
//! assert!(view.cast::<NamedHandle>().is_some());
//! ```
//!
//! The standard interfaces (MLIR's "Operation Interface List") live in
//! the submodules: [`call`] (calls, callables, functions and
//! `resolve_callable`), [`branch`] (`BranchOpInterface`),
//! [`region_branch`] (`RegionBranchOpInterface` and its terminators),
//! [`region_kind`] (`RegionKindInterface`, which dominance consults),
//! [`side_effects`] (`MemoryEffectOpInterface`, speculation, `Pure` and
//! the dead-code queries), [`loop_like`] (`LoopLikeOpInterface`,
//! `ViewLikeOpInterface`, loop-invariant code motion) and [`infer_type`]
//! (`InferTypeOpInterface`); the symbol interfaces are in
//! [`crate::semantics::symbols`]. Where MLIR lets a trait stand for an
//! interface (`Pure`, `HasOnlyGraphRegion`), the query functions of these
//! modules answer for both, so ask them rather than casting.

pub mod branch;
pub mod call;
pub mod destination_style;
pub mod dialect;
pub mod infer_type;
pub mod loop_like;
pub mod models;
pub mod region_branch;
pub mod region_kind;
pub mod side_effects;

use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::semantics::registry::registry;
use crate::uniqued::context::OperationName;
use core::any::Any;
use core::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

/// The `const` FNV-1a hash interface and user-trait ids are made from.
pub const fn fnv1a(s: &str) -> u64 {
    let bytes = s.as_bytes();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    h
}

/// A Model, type-erased: a `&'static` Concept of some interface.
pub type AnyModel = &'static (dyn Any + Send + Sync);

/// One row of an op's interface table.
#[derive(Copy, Clone)]
pub struct InterfaceEntry {
    /// The interface's id.
    pub id: u64,
    /// The interface's name, for messages.
    pub name: &'static str,
    /// The op's Model: a `&'static` Concept of the interface.
    pub concept: AnyModel,
    /// The rows of the Model's base interfaces, transitively (a name may
    /// repeat in a diamond; the registry keeps one).
    pub bases: fn(AnyModel) -> Vec<InterfaceEntry>,
    /// Records the Model as the one a context may attach for the
    /// registered op of the given index, returning the pair's attachment
    /// number (see [`InterfaceCache::record_attachable`]).
    pub attach: fn(AnyModel, usize) -> Option<u32>,
}

impl core::fmt::Debug for InterfaceEntry {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "InterfaceEntry({}, {:#x})", self.name, self.id)
    }
}

/// Sorts a table by id at compile time (insertion sort; tables are short).
pub const fn sort_entries<const N: usize>(mut a: [InterfaceEntry; N]) -> [InterfaceEntry; N] {
    let mut i = 1;
    while i < N {
        let mut j = i;
        while j > 0 && a[j - 1].id > a[j].id {
            let t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
            j -= 1;
        }
        i += 1;
    }
    a
}

/// Finds the row for interface `id` in a sorted table.
#[inline]
pub fn lookup_entry(table: &[InterfaceEntry], id: u64) -> Option<&InterfaceEntry> {
    if table.len() <= 8 {
        return table.iter().find(|e| e.id == id);
    }
    table
        .binary_search_by(|e| e.id.cmp(&id))
        .ok()
        .map(|i| &table[i])
}

/// Finds the Model for interface `id` in a sorted table.
#[inline]
pub fn lookup(table: &[InterfaceEntry], id: u64) -> Option<AnyModel> {
    lookup_entry(table, id).map(|e| e.concept)
}

/// One interface's answers for the whole registry, built on its first
/// use: the Model of every registered op (its own, an external one or its
/// dialect's fallback), the Model a context may attach to each, the
/// fallbacks for unregistered names, and the promised (op, dialect) pairs
/// nothing implements.
#[derive(Debug)]
struct Table<C: 'static> {
    /// By op name id, the op's linked Model.
    by_op: Box<[Option<&'static C>]>,
    /// By op name id, the Model any context may attach for that op (the
    /// op's one `impl` of the interface) and the pair's attachment number
    /// (see [`attachment_number`]), recorded by the first attachment in
    /// any context.
    attachable: Box<[OnceLock<(&'static C, u32)>]>,
    /// Per registered dialect (registry order), its fallback model; empty
    /// when no dialect has one.
    fallbacks: Box<[Option<&'static C>]>,
    /// `(op index, dialect)`, sorted by op index.
    promised: Box<[(usize, &'static str)]>,
}

/// A dense per-interface index from op name id to the op's Model, built
/// once from the registry (the registry is process-wide, so the index is
/// too). It turns a cast that hits into two loads with no `TypeId` check;
/// a miss consults the model this context may have attached, the
/// fallback of an unregistered name's dialect and the promises (see the
/// module docs).
#[derive(Debug)]
pub struct InterfaceCache<C: 'static> {
    cell: OnceLock<Table<C>>,
}

/// A fresh attachment number: each (interface, op) pair attached in any
/// context gets one, the first time, so that a context records the pairs
/// it attached as bits of one dense set (see
/// [`Frozen`](crate::uniqued::context::Frozen)).
fn attachment_number() -> u32 {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl<C: InterfaceConcept> InterfaceCache<C> {
    /// An empty cache (a `static` in generated code).
    pub const fn new() -> Self {
        InterfaceCache {
            cell: OnceLock::new(),
        }
    }

    #[inline(always)]
    fn table(&self) -> &Table<C> {
        self.cell.get_or_init(|| Table::build(registry()))
    }

    /// Records `model` as the model a context may attach for the
    /// registered op of index `op`, and returns the pair's attachment
    /// number (`None` for an index past the registered ops). Every call
    /// for one op passes the same model: the op's one `impl` of the
    /// interface.
    pub fn record_attachable(&self, op: usize, model: &'static C) -> Option<u32> {
        let slot = self.table().attachable.get(op)?;
        Some(slot.get_or_init(|| (model, attachment_number())).1)
    }

    /// The Model of the op named `name`, if it has one.
    ///
    /// # Panics
    ///
    /// When a dialect promised this interface for the op and no model was
    /// linked or attached (MLIR's message; see the module docs).
    // Inlined into each cast site, hit and miss paths alike: a call, and
    // the handle returned through memory, cost about a third of a cast.
    #[inline(always)]
    pub fn get(&self, ctx: &crate::Context, name: OperationName) -> Option<&'static C> {
        let t = self.table();
        let i = name.index();
        match t.by_op.get(i) {
            Some(Some(c)) => Some(*c),
            // A registered op without a linked model: attached to this
            // context, promised, or (commonly) neither. The context's
            // attachments freeze here, at its first miss.
            Some(None) => {
                let attached = ctx.attached.frozen();
                if let Some(&(c, n)) = t.attachable.get(i).and_then(OnceLock::get)
                    && attached.has(n)
                {
                    return Some(c);
                }
                if !t.promised.is_empty() {
                    t.check_promise(name);
                }
                None
            }
            // An unregistered op: its namespace's dialect's fallback, found
            // through the dialect index the name was interned with (the
            // names past the registered ones are the unregistered ones).
            None if t.fallbacks.is_empty() => None,
            None => {
                let d = ctx.unregistered_dialect_at(i - t.by_op.len())?;
                t.fallbacks.get(d).copied().flatten()
            }
        }
    }
}

impl<C: InterfaceConcept> Table<C> {
    fn build(reg: &'static crate::semantics::registry::Registry) -> Self {
        let model = |e: AnyModel| e.downcast_ref::<C>();
        let by_op = (0..reg.ops.len())
            .map(|i| reg.model_of(i, C::ID).and_then(model))
            .collect();
        let attachable = (0..reg.ops.len()).map(|_| OnceLock::new()).collect();
        let mut fallbacks: Vec<Option<&'static C>> = (0..reg.dialects.len())
            .map(|i| lookup(&reg.dialect_fallbacks[i], C::ID).and_then(model))
            .collect();
        if fallbacks.iter().all(Option::is_none) {
            fallbacks.clear();
        }
        let mut promised: Vec<(usize, &'static str)> = reg
            .dialects
            .iter()
            .flat_map(|d| d.promised.iter().map(move |p| (d.name, p)))
            .filter(|(_, p)| p.iface == C::ID)
            .filter_map(|(d, p)| {
                let i = reg.op_by_name(p.op)? as usize;
                reg.model_of(i, C::ID).is_none().then_some((i, d))
            })
            .collect();
        promised.sort();
        Table {
            by_op,
            attachable,
            fallbacks: fallbacks.into_boxed_slice(),
            promised: promised.into_boxed_slice(),
        }
    }

    /// Panics when a dialect promised this interface for the op, which has
    /// no model (MLIR's message).
    #[inline(never)]
    fn check_promise(&self, name: OperationName) {
        if let Ok(i) = self.promised.binary_search_by_key(&name.index(), |p| p.0) {
            promised_but_missing(C::NAME, self.promised[i].1);
        }
    }
}

/// MLIR's fatal error for a promised interface nobody implemented.
#[cold]
#[track_caller]
fn promised_but_missing(iface: &str, dialect: &str) -> ! {
    panic!("{}", promised_message(iface, dialect))
}

/// MLIR's text for a promised interface nobody implemented.
pub fn promised_message(iface: &str, dialect: &str) -> String {
    format!(
        "checking for an interface (`{iface}`) that was promised by dialect '{dialect}' but never implemented. This is generally an indication that the dialect extension implementing the interface was never registered."
    )
}

impl<C: InterfaceConcept> Default for InterfaceCache<C> {
    fn default() -> Self {
        Self::new()
    }
}

/// An interface handle type generated by `#[op_interface]`.
pub trait OpInterface<'a>: Sized {
    /// The interface's id.
    const ID: u64;
    /// The interface's name, for messages.
    const NAME: &'static str;
    /// The Concept struct.
    type Concept: InterfaceConcept;
    /// The interface's dense cache.
    fn cache() -> &'static InterfaceCache<Self::Concept>;
    /// Pairs an op with its Model.
    fn from_parts(view: OpView<'a>, concept: &'static Self::Concept) -> Self;
    /// The interface verifier, run among the op's trait verifiers.
    fn verify(_view: OpView<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// What every Concept struct implements: its interface's id, name,
/// verifier and bases.
pub trait InterfaceConcept: Any + Send + Sync + Sized {
    /// The interface's id.
    const ID: u64;
    /// The interface's name, for messages.
    const NAME: &'static str = "";
    /// The interface verifier, run among the op's trait verifiers.
    fn verify(_view: OpView<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// The interface verifier run after the op's nested ops (ODS's
    /// `verifyWithRegions`), among the op's region checks.
    fn verify_region(_view: OpView<'_>) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// The interface's dense cache (a `static` in generated code).
    fn cache() -> &'static InterfaceCache<Self>;
    /// The rows of this Model's base interfaces, transitively.
    fn base_entries(&'static self) -> Vec<InterfaceEntry> {
        Vec::new()
    }
    /// The verifiers of the bases not in `seen`, then this one's (MLIR
    /// adds an interface's bases before it to the op's trait list).
    fn verify_with_bases(view: OpView<'_>, seen: &mut SeenInterfaces) -> Result<(), Diagnostic> {
        if seen.contains(&Self::ID) {
            return Ok(());
        }
        seen.push(Self::ID);
        Self::verify(view)
    }
    /// [`InterfaceConcept::verify_with_bases`] for the region verifiers.
    fn verify_region_with_bases(
        view: OpView<'_>,
        seen: &mut SeenInterfaces,
    ) -> Result<(), Diagnostic> {
        if seen.contains(&Self::ID) {
            return Ok(());
        }
        seen.push(Self::ID);
        Self::verify_region(view)
    }
}

/// The interfaces whose verifiers already ran on an op (generated code).
pub type SeenInterfaces = smallvec::SmallVec<[u64; 8]>;

/// The Model of interface Concept `Self` for op family `F`, as a
/// `&'static` (generated by `#[op_interface]` for every `F` implementing
/// the interface): what bases, external models and attachments point at.
pub trait ModelFor<F>: InterfaceConcept {
    /// The Model.
    const MODEL: &'static Self;
}

/// The table row for a Model (generated code).
pub const fn interface_entry<C: InterfaceConcept>(model: &'static C) -> InterfaceEntry {
    InterfaceEntry {
        id: C::ID,
        name: C::NAME,
        concept: model,
        bases: bases_of::<C>,
        attach: attach_model::<C>,
    }
}

fn bases_of<C: InterfaceConcept>(m: AnyModel) -> Vec<InterfaceEntry> {
    m.downcast_ref::<C>()
        .map(|c| c.base_entries())
        .unwrap_or_default()
}

fn attach_model<C: InterfaceConcept>(m: AnyModel, op: usize) -> Option<u32> {
    C::cache().record_attachable(op, m.downcast_ref::<C>()?)
}

/// Casts an op to interface `I` (MLIR's `dyn_cast<Iface>(op)`).
///
/// # Panics
///
/// On a promised interface nobody implemented (see the module docs).
#[inline(always)]
pub fn cast_view<'a, I: OpInterface<'a>>(view: OpView<'a>) -> Option<I> {
    let c = I::cache().get(view.ctx, view.name())?;
    Some(I::from_parts(view, c))
}

#[cfg(test)]
mod tests {
    use super::*;

    static A: u8 = 0;
    static B: u16 = 0;

    fn no_bases(_: AnyModel) -> Vec<InterfaceEntry> {
        Vec::new()
    }

    fn no_attach(_: AnyModel, _: usize) -> Option<u32> {
        None
    }

    #[test]
    fn sorts_at_compile_time() {
        static T: [InterfaceEntry; 2] = sort_entries([
            InterfaceEntry {
                id: 9,
                name: "A",
                concept: &A,
                bases: no_bases,
                attach: no_attach,
            },
            InterfaceEntry {
                id: 3,
                name: "B",
                concept: &B,
                bases: no_bases,
                attach: no_attach,
            },
        ]);
        assert_eq!(T[0].id, 3);
        assert!(lookup(&T, 9).unwrap().downcast_ref::<u8>().is_some());
        assert!(lookup(&T, 4).is_none());
    }

    #[test]
    fn hash_is_stable() {
        assert_eq!(fnv1a(""), 0xcbf2_9ce4_8422_2325);
        assert_ne!(fnv1a("a::B"), fnv1a("a::C"));
    }

    #[test]
    fn promised_message_is_mlirs() {
        assert_eq!(
            promised_message("X", "d"),
            "checking for an interface (`X`) that was promised by dialect 'd' but never implemented. This is generally an indication that the dialect extension implementing the interface was never registered."
        );
    }
}
