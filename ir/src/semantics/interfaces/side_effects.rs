//! MLIR's side-effect interfaces: `MemoryEffectOpInterface` (what memory
//! an op reads, writes, allocates or frees, on which value, symbol or
//! resource), `ConditionallySpeculatable` (whether an op may be executed
//! speculatively), the traits that answer both without an `impl`
//! (`NoMemoryEffect`, `AlwaysSpeculatable`, `Pure`,
//! `RecursiveMemoryEffects`, `RecursivelySpeculatable`), and the queries
//! passes ask: [`is_memory_effect_free`], [`would_op_be_trivially_dead`],
//! [`is_op_trivially_dead`], [`effects_recursively`], [`has_single_effect`],
//! [`is_speculatable`] and [`is_pure`].
//!
//! In MLIR, `NoMemoryEffect` is itself a (trivial) implementation of the
//! interface. Here the trait is a bit of the op's trait set and
//! [`memory_effects`] answers for it; making the `#[op]` macro add an
//! empty Model for every `Pure` op was rejected because it would cost a
//! table row per arith op for an answer the trait bit already gives. So
//! ask [`memory_effects`], not a cast, for "what are this op's effects".
//!
//! A resource is a `&'static str` name with the identity of the static
//! that holds it ([`Resource`]), as MLIR's `Resource::get()` singletons
//! are: a dialect declares `pub static MY_RESOURCE: Resource =
//! Resource::new("<Mine>")`.

use crate::semantics::op::OpView;
use crate::storage::body::{Body, ValueDef};
use crate::uniqued::attributes::Attribute;
use crate::{Operation, Value};

/// The kind of a memory effect (MLIR's `MemoryEffects::Effect` subclasses).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EffectKind {
    /// A new value or resource comes to exist.
    Allocate,
    /// A value or resource stops existing.
    Free,
    /// Memory is read.
    Read,
    /// Memory is written.
    Write,
}

impl EffectKind {
    /// The name MLIR's test pass prints (`'read'` without the quotes).
    pub fn name(self) -> &'static str {
        match self {
            EffectKind::Allocate => "allocate",
            EffectKind::Free => "free",
            EffectKind::Read => "read",
            EffectKind::Write => "write",
        }
    }
}

/// Something effects act on: the default resource, the stack of an
/// automatic allocation scope, or one a dialect declares.
#[derive(Debug)]
pub struct Resource {
    name: &'static str,
}

impl Resource {
    /// A resource named `name` (declare it once, in a `static`).
    pub const fn new(name: &'static str) -> Resource {
        Resource { name }
    }

    /// Its name, as MLIR's `getName` gives it (`<Default>`).
    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl PartialEq for Resource {
    fn eq(&self, other: &Resource) -> bool {
        core::ptr::eq(self, other) || self.name == other.name
    }
}

impl Eq for Resource {}

/// MLIR's `SideEffects::DefaultResource`.
pub static DEFAULT_RESOURCE: Resource = Resource::new("<Default>");
/// MLIR's `SideEffects::AutomaticAllocationScopeResource`: stack memory
/// freed when the enclosing `AutomaticAllocationScope` op exits.
pub static AUTOMATIC_ALLOCATION_SCOPE_RESOURCE: Resource =
    Resource::new("AutomaticAllocationScope");

/// A resource named by a type, for effect declarations on op fields
/// (`MemRead<MyResource>`): `get` returns its `static`.
pub trait ResourceDecl {
    /// The resource.
    fn get() -> &'static Resource;
}

/// [`DEFAULT_RESOURCE`] as a type.
#[derive(Copy, Clone, Debug, Default)]
pub struct DefaultResource;
impl ResourceDecl for DefaultResource {
    fn get() -> &'static Resource {
        &DEFAULT_RESOURCE
    }
}

/// [`AUTOMATIC_ALLOCATION_SCOPE_RESOURCE`] as a type.
#[derive(Copy, Clone, Debug, Default)]
pub struct AutomaticAllocationScopeResource;
impl ResourceDecl for AutomaticAllocationScopeResource {
    fn get() -> &'static Resource {
        &AUTOMATIC_ALLOCATION_SCOPE_RESOURCE
    }
}

/// An effect declared on an op's operand or result field, as ODS's
/// `Arg<AnyMemRef, "", [MemRead]>`: `#[operand(effects = [MemRead])]`.
/// The `#[op]` macro then implements `MemoryEffectOpInterface`, one
/// effect per value of the field.
///
/// ```
/// use ir::prelude::*;
/// use ir::semantics::interfaces::side_effects::{MemAlloc, MemRead};
///
/// #[dialect(name = "effdoc")]
/// pub struct EffDocDialect;
///
/// /// Reads its operand, allocates its result.
/// #[op(dialect = EffDocDialect, name = "copy")]
/// pub struct CopyOp {
///     #[operand(effects = [MemRead])]
///     source: Value,
///     #[result(effects = [MemAlloc])]
///     copy: Value,
/// }
/// # fn main() {}
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a memory effect",
    label = "expected `MemRead`, `MemWrite`, `MemAlloc` or `MemFree` (optionally `<Resource>`)"
)]
pub trait EffectDecl {
    /// The effect's kind.
    const KIND: EffectKind;
    /// The resource acted on.
    fn resource() -> &'static Resource;
}

macro_rules! effect_decl {
    ($(#[$m:meta])* $name:ident, $kind:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, Default)]
        pub struct $name<R: ResourceDecl = DefaultResource>(core::marker::PhantomData<R>);
        impl<R: ResourceDecl> EffectDecl for $name<R> {
            const KIND: EffectKind = EffectKind::$kind;
            fn resource() -> &'static Resource {
                R::get()
            }
        }
    };
}

effect_decl!(/// Reads the value's memory (ODS `MemRead`).
    MemRead, Read);
effect_decl!(/// Writes the value's memory (ODS `MemWrite`).
    MemWrite, Write);
effect_decl!(/// Allocates the value (ODS `MemAlloc`).
    MemAlloc, Allocate);
effect_decl!(/// Frees the value (ODS `MemFree`).
    MemFree, Free);

/// What an effect acts on within its resource.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectTarget {
    /// The resource as a whole.
    Resource,
    /// The op's operand number `n` (MLIR's `OpOperand *`).
    Operand(usize),
    /// The op's result number `n` (MLIR's `OpResult`).
    Result(usize),
    /// An argument of a block of the op's regions (MLIR's
    /// `BlockArgument`), a value of the op's [`Body::region_body`].
    BlockArgument(Value),
    /// A symbol (a `SymbolRefAttr`).
    Symbol(Attribute),
}

/// One effect of an op (MLIR's `EffectInstance<MemoryEffects::Effect>`).
#[derive(Copy, Clone, Debug)]
pub struct EffectInstance {
    /// Read, write, allocate or free.
    pub kind: EffectKind,
    /// The resource acted on.
    pub resource: &'static Resource,
    /// The value, operand or symbol acted on, if any.
    pub target: EffectTarget,
    /// When the effect happens relative to the op's other effects (lower
    /// first; MLIR's `stage`).
    pub stage: u32,
    /// Whether the effect covers the whole of the value's memory (MLIR's
    /// `effectOnFullRegion`).
    pub effect_on_full_region: bool,
    /// Extra data attached to the effect.
    pub parameters: Option<Attribute>,
}

impl EffectInstance {
    /// An effect on the whole of `resource`.
    pub fn new(kind: EffectKind, resource: &'static Resource) -> EffectInstance {
        EffectInstance {
            kind,
            resource,
            target: EffectTarget::Resource,
            stage: 0,
            effect_on_full_region: false,
            parameters: None,
        }
    }

    /// An effect on `target` in `resource`.
    pub fn on(kind: EffectKind, target: EffectTarget, resource: &'static Resource) -> Self {
        EffectInstance {
            target,
            ..EffectInstance::new(kind, resource)
        }
    }

    /// The value acted on: an operand's value or a result (values of
    /// `body`, which stores `op`), or a block argument (a value of
    /// `body.region_body(op)`).
    pub fn value(&self, body: &Body, op: Operation) -> Option<Value> {
        match self.target {
            EffectTarget::Operand(i) if i < body.num_operands(op) => Some(body.operand(op, i)),
            EffectTarget::Result(i) if i < body.num_results(op) => Some(body.result(op, i)),
            EffectTarget::BlockArgument(v) => Some(v),
            _ => None,
        }
    }

    /// The symbol acted on, if any.
    pub fn symbol(&self) -> Option<Attribute> {
        match self.target {
            EffectTarget::Symbol(s) => Some(s),
            _ => None,
        }
    }

    /// The target as MLIR's test pass names it (`op operand 0`,
    /// `op result 1`, `block argument 0`); `None` without a value.
    pub fn describe_target(&self, body: &Body, op: Operation) -> Option<String> {
        match self.target {
            EffectTarget::Operand(i) => Some(format!("op operand {i}")),
            EffectTarget::Result(i) => Some(format!("op result {i}")),
            EffectTarget::BlockArgument(v) => match body.region_body(op).value_def(v) {
                ValueDef::BlockArgument(_, i) => Some(format!("block argument {i}")),
                ValueDef::Result(..) => None,
            },
            _ => None,
        }
    }
}

/// An op that declares its memory effects.
#[crate::op_interface]
pub trait MemoryEffectOpInterface {
    /// The op's effects, in order; empty when it has none.
    fn effects(&self) -> Vec<EffectInstance>;
}

/// Whether an op may be executed where its operands are available without
/// changing the program (MLIR's `Speculation::Speculatability`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// It may trap, loop forever or otherwise be unsafe to hoist.
    NotSpeculatable,
    /// It is always safe to execute.
    Speculatable,
    /// It is safe when every op in its regions is.
    RecursivelySpeculatable,
}

/// An op whose speculatability depends on its operands or attributes.
#[crate::op_interface]
pub trait ConditionallySpeculatable {
    /// Whether this op may be executed speculatively.
    fn speculatability(&self) -> Speculatability;
}

/// The op's memory effects: its `MemoryEffectOpInterface` answer, none
/// for a `NoMemoryEffect` op, `None` when unknown (the op declares
/// neither; it may do anything).
pub fn memory_effects(view: OpView<'_>) -> Option<Vec<EffectInstance>> {
    if let Some(i) = view.cast::<MemoryEffectOpInterfaceHandle<'_>>() {
        return Some(i.effects());
    }
    view.has_trait::<crate::semantics::traits::NoMemoryEffect>()
        .then(Vec::new)
}

/// Whether the op declares its effects, through the interface or the
/// `NoMemoryEffect` trait.
fn declares_effects(view: OpView<'_>) -> bool {
    view.has_trait::<crate::semantics::traits::NoMemoryEffect>()
        || view.cast::<MemoryEffectOpInterfaceHandle<'_>>().is_some()
}

/// The ops directly inside `view`'s regions, as views.
fn nested_ops<'a>(view: OpView<'a>) -> impl Iterator<Item = OpView<'a>> + 'a {
    let inner = view.body.region_body(view.op);
    view.body.regions(view.op).iter().flat_map(move |&r| {
        inner
            .region_blocks(r)
            .flat_map(move |b| inner.block_ops(b))
            .map(move |o| OpView::new(view.ctx, inner, o))
    })
}

fn has_recursive_effects(view: OpView<'_>) -> bool {
    view.has_trait::<crate::semantics::traits::RecursiveMemoryEffects>()
}

/// MLIR's `isMemoryEffectFree`: the op has no effects of its own and,
/// with `RecursiveMemoryEffects`, neither has anything nested in it.
pub fn is_memory_effect_free(view: OpView<'_>) -> bool {
    let recursive = has_recursive_effects(view);
    if declares_effects(view) {
        if !memory_effects(view).is_some_and(|e| e.is_empty()) {
            return false;
        }
        if !recursive {
            return true;
        }
    } else if !recursive {
        return false;
    }
    let mut work: Vec<OpView<'_>> = nested_ops(view).collect();
    while let Some(v) = work.pop() {
        let recursive = has_recursive_effects(v);
        if declares_effects(v) {
            if !memory_effects(v).is_some_and(|e| e.is_empty()) {
                return false;
            }
            if !recursive {
                continue;
            }
        } else if !recursive {
            return false;
        }
        work.extend(nested_ops(v));
    }
    true
}

/// MLIR's `getEffectsRecursively`: the op's effects and, with
/// `RecursiveMemoryEffects`, those of every op nested in it; `None` when
/// some op on the way does not declare its effects.
pub fn effects_recursively(view: OpView<'_>) -> Option<Vec<(Operation, EffectInstance)>> {
    let mut out = Vec::new();
    let mut work = vec![view];
    while let Some(v) = work.pop() {
        let recursive = has_recursive_effects(v);
        if recursive {
            let nested: Vec<OpView<'_>> = nested_ops(v).collect();
            work.extend(nested.into_iter().rev());
        }
        match memory_effects(v) {
            Some(e) => out.extend(e.into_iter().map(|e| (v.op, e))),
            None if recursive => {}
            None => return None,
        }
    }
    Some(out)
}

/// Whether every effect of the op is `kind` and there is at least one
/// (MLIR's `hasSingleEffect<EffectTy>`); with `value`, each must also act
/// on that value.
pub fn has_single_effect(view: OpView<'_>, kind: EffectKind, value: Option<Value>) -> bool {
    let Some(effects) = view
        .cast::<MemoryEffectOpInterfaceHandle<'_>>()
        .map(|i| i.effects())
    else {
        return false;
    };
    !effects.is_empty()
        && effects
            .iter()
            .all(|e| e.kind == kind && value.is_none_or(|v| e.value(view.body, view.op) == Some(v)))
}

/// Whether the op has an effect of `kind` (MLIR's `hasEffect<EffectTy>`);
/// `false` when its effects are unknown.
pub fn has_effect(view: OpView<'_>, kind: EffectKind) -> bool {
    memory_effects(view).is_some_and(|e| e.iter().any(|e| e.kind == kind))
}

/// MLIR's `wouldOpBeTriviallyDead`: erasing the op, were its results
/// unused, would change nothing. Terminators (and unregistered ops, which
/// might be terminators) and symbols are never dead; otherwise every op
/// on the way may only read, or act on results it allocates (an unused
/// result allocated and written, as `memref.alloc` then an initializing
/// write declared on the same result, goes with its op).
pub fn would_op_be_trivially_dead(view: OpView<'_>) -> bool {
    let might_terminate = match view.info() {
        Some(info) => info.has_trait::<crate::semantics::traits::IsTerminator>(),
        None => true,
    };
    if might_terminate || crate::semantics::symbols::is_symbol_op(view.ctx, view.body, view.op) {
        return false;
    }
    let mut work = vec![view];
    while let Some(v) = work.pop() {
        let recursive = has_recursive_effects(v);
        if recursive {
            work.extend(nested_ops(v));
        }
        if let Some(effects) = memory_effects(v) {
            // Any effect on a result the op allocates goes with the op.
            let allocated = |i: usize| {
                effects.iter().any(|a| {
                    a.kind == EffectKind::Allocate
                        && matches!(a.target, EffectTarget::Result(j) if j == i)
                })
            };
            let removable = effects.iter().all(|e| match e.target {
                EffectTarget::Result(i) if allocated(i) => true,
                _ => e.kind == EffectKind::Read,
            });
            if !removable {
                return false;
            }
            continue;
        }
        if !recursive {
            return false;
        }
    }
    true
}

/// MLIR's `isOpTriviallyDead`: unused and [`would_op_be_trivially_dead`].
pub fn is_op_trivially_dead(view: OpView<'_>) -> bool {
    view.body.results(view.op).all(|r| view.body.use_empty(r)) && would_op_be_trivially_dead(view)
}

/// The op's speculatability: its `ConditionallySpeculatable` answer, or
/// the `AlwaysSpeculatable` / `RecursivelySpeculatable` trait's; `None`
/// when it declares none.
pub fn speculatability(view: OpView<'_>) -> Option<Speculatability> {
    if let Some(i) = view.cast::<ConditionallySpeculatableHandle<'_>>() {
        return Some(i.speculatability());
    }
    if view.has_trait::<crate::semantics::traits::AlwaysSpeculatable>() {
        return Some(Speculatability::Speculatable);
    }
    if view.has_trait::<crate::semantics::traits::RecursivelySpeculatable>() {
        return Some(Speculatability::RecursivelySpeculatable);
    }
    None
}

/// MLIR's `isSpeculatable`: the op (and, when recursively speculatable,
/// everything nested in it) may be executed speculatively.
pub fn is_speculatable(view: OpView<'_>) -> bool {
    let mut work = vec![view];
    while let Some(v) = work.pop() {
        match speculatability(v) {
            Some(Speculatability::Speculatable) => {}
            Some(Speculatability::RecursivelySpeculatable) => work.extend(nested_ops(v)),
            Some(Speculatability::NotSpeculatable) | None => return false,
        }
    }
    true
}

/// MLIR's `isPure`: speculatable and free of memory effects.
pub fn is_pure(view: OpView<'_>) -> bool {
    is_speculatable(view) && is_memory_effect_free(view)
}
