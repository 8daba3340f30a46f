//! Attribute and type interfaces (MLIR's `AttrInterface` / `TypeInterface`):
//! where a type's or attribute's models come from and the lookup a cast
//! performs.
//!
//! As for ops, an interface's Concept is a struct of fn pointers that
//! `#[type_interface]` / `#[attr_interface]` generates, and a Model is a
//! `const` Concept filled in for one *class* of values. A class is a
//! builtin kind (`memref`, `i32`'s integer kind, an affine-map attribute,
//! ... see [`BuiltinTypeClass`] and [`BuiltinAttrClass`]) or one
//! `#[type_def]` / `#[attr_def]` definition. Every class has a dense
//! index: builtin kinds come first (their enum discriminant), definitions
//! after them in (dialect, mnemonic) order, numbered once per process when
//! the first interface table is built. A class gets models from three
//! places, all answering the same cast:
//!
//! - its definition's `traits = [...]` list (`dyn Iface`, or a name ending
//!   in `Interface`), checked at compile time;
//! - link-time rows ([`LinkedModel`]): how this crate gives builtin kinds
//!   their models (builtin types are an enum, not macro definitions);
//! - models attached to one [`Context`] at run time
//!   ([`Context::attach_type_interface`], MLIR's `attachInterface`), for a
//!   class defined in a crate that does not know the interface.
//!
//! Each interface has one `static` dense table (class index → Model) built
//! from the first two on its first cast, so a cast is the value's kind
//! read, one index and one load: no string hashing, no `TypeId` compare,
//! no allocation. A miss looks at the context's attached models, frozen
//! into a sorted slice on the context's first miss (a binary search);
//! attaching after that is refused, so no cast ever sees its answer
//! change. Keeping the tables per context was rejected: the link-time part
//! is the same for every context, and a process-wide table lets the cast
//! skip a lookup of the context's table.
//!
//! Interfaces live in this layer, not with op interfaces in semantics,
//! because the type constructors here ask them: `memref<4x!d.t>` is valid
//! iff `!d.t` implements [`MemRefElementTypeInterface`](builtin::MemRefElementTypeInterface).
//!
//! ```
//! use ir::prelude::*;
//! use ir::uniqued::interfaces::builtin::MemRefType;
//!
//! /// The `ifty` dialect.
//! #[dialect(name = "ifty")]
//! pub struct IfTyDialect;
//!
//! /// Types that know a size in bytes.
//! #[type_interface]
//! pub trait Sized8 {
//!     /// The size.
//!     fn bytes(&self, ctx: &Context) -> u64;
//!     /// Whether the size is small (a default method).
//!     fn small(&self, ctx: &Context) -> bool {
//!         self.bytes(ctx) <= 8
//!     }
//! }
//!
//! /// `!ifty.blob`: a dialect type listing the interface.
//! #[type_def(dialect = IfTyDialect, mnemonic = "blob", traits = [dyn Sized8])]
//! pub struct BlobType;
//! impl Sized8 for BlobType {
//!     fn bytes(&self, _: &Context) -> u64 { 16 }
//! }
//!
//! /// A builtin kind gets it at run time.
//! impl Sized8 for MemRefType {
//!     fn bytes(&self, _: &Context) -> u64 { 8 }
//! }
//!
//! let ctx = Context::new();
//! ctx.attach_type_interface::<MemRefType, Sized8Handle>().unwrap();
//! let blob = BlobType::get(&ctx).ty();
//! let h = Sized8Handle::cast(&ctx, blob).unwrap();
//! assert_eq!((h.bytes(&ctx), h.small(&ctx)), (16, false));
//! let m = Type::memref(&ctx, &[4], Type::f32(&ctx), None, None).unwrap();
//! assert!(m.dyn_cast::<Sized8Handle>(&ctx).unwrap().small(&ctx));
//! assert!(Sized8Handle::cast(&ctx, Type::f32(&ctx)).is_none());
//! ```

pub mod builtin;

use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::Context;
use crate::uniqued::dialect_defs::DefInfo;
use crate::uniqued::types::{Type, TypeKind};
use core::any::{Any, TypeId};
use std::sync::{Mutex, OnceLock};

/// A Model, type-erased: a `&'static` Concept of some interface.
pub type AnyModel = &'static (dyn Any + Send + Sync);

/// The classes of builtin types, one per [`TypeKind`] variant; the
/// discriminant is the class's dense index.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(u8)]
#[allow(missing_docs, reason = "one per TypeKind variant, named alike")]
pub enum BuiltinTypeClass {
    Integer,
    Index,
    Float,
    None,
    Function,
    Tuple,
    Complex,
    Vector,
    RankedTensor,
    UnrankedTensor,
    MemRef,
    UnrankedMemRef,
    Opaque,
}

impl BuiltinTypeClass {
    /// The class of a builtin kind (`None` for a dialect type).
    #[inline]
    pub fn of(k: &TypeKind) -> Option<BuiltinTypeClass> {
        use BuiltinTypeClass as C;
        Some(match k {
            TypeKind::Integer { .. } => C::Integer,
            TypeKind::Index => C::Index,
            TypeKind::Float(_) => C::Float,
            TypeKind::None => C::None,
            TypeKind::Function { .. } => C::Function,
            TypeKind::Tuple(_) => C::Tuple,
            TypeKind::Complex(_) => C::Complex,
            TypeKind::Vector { .. } => C::Vector,
            TypeKind::RankedTensor { .. } => C::RankedTensor,
            TypeKind::UnrankedTensor(_) => C::UnrankedTensor,
            TypeKind::MemRef { .. } => C::MemRef,
            TypeKind::UnrankedMemRef { .. } => C::UnrankedMemRef,
            TypeKind::Opaque { .. } => C::Opaque,
            TypeKind::Dialect(_) => return None,
        })
    }
}

/// The classes of builtin attributes, one per [`AttrKind`] variant; the
/// discriminant is the class's dense index.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(u8)]
#[allow(missing_docs, reason = "one per AttrKind variant, named alike")]
pub enum BuiltinAttrClass {
    Unit,
    Integer,
    Float,
    String,
    Type,
    Array,
    Dictionary,
    SymbolRef,
    DenseArray,
    DenseIntOrFloat,
    DenseStringElements,
    DenseResource,
    SparseElements,
    AffineMap,
    IntegerSet,
    StridedLayout,
    Distinct,
    Opaque,
    Location,
}

impl BuiltinAttrClass {
    /// The class of a builtin kind (`None` for a dialect attribute).
    #[inline]
    pub fn of(k: &AttrKind) -> Option<BuiltinAttrClass> {
        use BuiltinAttrClass as C;
        Some(match k {
            AttrKind::Unit => C::Unit,
            AttrKind::Integer { .. } => C::Integer,
            AttrKind::Float { .. } => C::Float,
            AttrKind::String { .. } => C::String,
            AttrKind::Type(_) => C::Type,
            AttrKind::Array(_) => C::Array,
            AttrKind::Dictionary(_) => C::Dictionary,
            AttrKind::SymbolRef { .. } => C::SymbolRef,
            AttrKind::DenseArray { .. } => C::DenseArray,
            AttrKind::DenseIntOrFloat { .. } => C::DenseIntOrFloat,
            AttrKind::DenseStringElements { .. } => C::DenseStringElements,
            AttrKind::DenseResource { .. } => C::DenseResource,
            AttrKind::SparseElements { .. } => C::SparseElements,
            AttrKind::AffineMap(_) => C::AffineMap,
            AttrKind::IntegerSet(_) => C::IntegerSet,
            AttrKind::StridedLayout(_) => C::StridedLayout,
            AttrKind::Distinct { .. } => C::Distinct,
            AttrKind::Opaque { .. } => C::Opaque,
            AttrKind::Location(_) => C::Location,
            AttrKind::Dialect(_) => return None,
        })
    }
}

/// Dense indices below this are builtin classes; definitions follow.
const BUILTIN_CLASSES: usize = 32;

/// What a model is for: a builtin kind or a definition.
#[derive(Copy, Clone, Debug)]
pub enum Class {
    /// A builtin kind: a [`BuiltinTypeClass`] or [`BuiltinAttrClass`]
    /// discriminant.
    Builtin(u8),
    /// A `#[type_def]` or `#[attr_def]`.
    Def(&'static DefInfo),
}

impl Class {
    /// The dense index (a definition's is known once the definitions are
    /// numbered, which every table build does first).
    fn index(self) -> Option<usize> {
        match self {
            Class::Builtin(b) => Some(b as usize),
            Class::Def(d) => def_index(d),
        }
    }
}

/// A type or an attribute: what an interface is an interface of.
pub trait Uniqued: Copy + 'static {
    /// `"type"` or `"attribute"`, for messages.
    const WHAT: &'static str;
    /// The dense index of the value's class.
    fn class_index(self, ctx: &Context) -> Option<usize>;
}

impl Uniqued for Type {
    const WHAT: &'static str = "type";
    #[inline]
    fn class_index(self, ctx: &Context) -> Option<usize> {
        match self.kind(ctx) {
            TypeKind::Dialect(s) => def_index(s.def()),
            k => BuiltinTypeClass::of(k).map(|c| c as usize),
        }
    }
}

impl Uniqued for Attribute {
    const WHAT: &'static str = "attribute";
    #[inline]
    fn class_index(self, ctx: &Context) -> Option<usize> {
        match self.kind(ctx) {
            AttrKind::Dialect(s) => def_index(s.def()),
            k => BuiltinAttrClass::of(k).map(|c| c as usize),
        }
    }
}

/// A Rust type standing for one class, that interfaces are implemented
/// on: the handle `#[type_def]` / `#[attr_def]` makes, or a builtin
/// class's handle in [`builtin`].
pub trait UniquedClass: Copy + 'static {
    /// [`Type`] or [`Attribute`].
    type Value: Uniqued;
    /// The class.
    fn class() -> Class;
    /// A value of the class as this handle (the caller checked the class).
    fn wrap(v: Self::Value) -> Self;
    /// The class's name, for messages.
    fn class_name() -> String {
        match Self::class() {
            Class::Def(d) => format!("{}.{}", d.dialect, d.mnemonic),
            Class::Builtin(b) => format!("builtin {} class {b}", <Self::Value as Uniqued>::WHAT),
        }
    }
}

/// What every Concept of an attribute or type interface implements.
pub trait UniquedInterface: Any + Send + Sync + Sized {
    /// [`Type`] or [`Attribute`].
    type Value: Uniqued;
    /// The interface's name, for messages.
    const NAME: &'static str;
    /// The interface's dense table.
    fn cache() -> &'static ModelCache<Self>;
}

/// The Model of a Concept for class handle `T` (generated for every `T`
/// implementing the interface).
pub trait UniquedModelFor<T>: UniquedInterface {
    /// The Model.
    const MODEL: &'static Self;
}

/// The handle type of an interface (`ShapedTypeHandle`): a value paired
/// with its class's Model.
pub trait UniquedHandle: Copy {
    /// The interface's Concept.
    type Concept: UniquedInterface;
    /// Pairs a value with its Model.
    fn from_parts(
        v: <Self::Concept as UniquedInterface>::Value,
        model: &'static Self::Concept,
    ) -> Self;
}

/// A link-time model row: how `ir` gives builtin classes their models.
#[derive(Debug)]
pub struct LinkedModel {
    /// The class.
    pub class: fn() -> Class,
    /// The Model.
    pub model: AnyModel,
    /// The interface's name, for the duplicate message.
    pub iface: &'static str,
}

inventory::collect!(LinkedModel);

/// A definition's registration for class numbering (generated code).
#[derive(Debug)]
pub struct DefEntry(pub &'static DefInfo);

inventory::collect!(DefEntry);

/// Every linked definition in (dialect, mnemonic, kind, source) order,
/// numbered into their [`DefInfo::class_slot`] on the first call.
fn defs() -> &'static [&'static DefInfo] {
    static DEFS: OnceLock<Box<[&'static DefInfo]>> = OnceLock::new();
    DEFS.get_or_init(|| {
        let mut v: Vec<&'static DefInfo> = inventory::iter::<DefEntry>().map(|e| e.0).collect();
        v.sort_by_key(|d| (d.dialect, d.mnemonic, d.kind as u8, d.source));
        v.dedup_by(|a, b| core::ptr::eq(*a, *b));
        for (i, d) in v.iter().enumerate() {
            d.class_slot.set(i as u32);
        }
        v.into_boxed_slice()
    })
}

#[inline]
fn def_index(d: &'static DefInfo) -> Option<usize> {
    d.class_slot.get().map(|i| BUILTIN_CLASSES + i as usize)
}

/// One interface's dense table: class index → Model, built from the
/// definitions' lists and the link-time rows on the first cast.
#[derive(Debug)]
pub struct ModelCache<C: 'static> {
    cell: OnceLock<Box<[Option<&'static C>]>>,
}

impl<C: UniquedInterface> ModelCache<C> {
    /// An empty table (a `static` in generated code).
    pub const fn new() -> Self {
        ModelCache {
            cell: OnceLock::new(),
        }
    }

    #[inline]
    fn table(&self) -> &[Option<&'static C>] {
        self.cell.get_or_init(build::<C>)
    }

    /// The Model of `v`'s class, if it has one.
    #[inline]
    pub fn get(&self, ctx: &Context, v: C::Value) -> Option<&'static C> {
        let t = self.table();
        let i = v.class_index(ctx)?;
        match t.get(i) {
            Some(Some(c)) => Some(*c),
            _ => attached_model::<C>(ctx, i),
        }
    }
}

impl<C: UniquedInterface> Default for ModelCache<C> {
    fn default() -> Self {
        Self::new()
    }
}

/// The link-time table of `C`.
///
/// # Panics
///
/// When two link-time sources give one class a model of `C`: a defect of
/// how the program was built, never of its input.
fn build<C: UniquedInterface>() -> Box<[Option<&'static C>]> {
    let defs = defs();
    let mut t: Vec<Option<&'static C>> = vec![None; BUILTIN_CLASSES + defs.len()];
    let mut put = |i: Option<usize>, c: &'static C, from: &dyn Fn() -> String| {
        let Some(slot) = i.and_then(|i| t.get_mut(i)) else {
            return;
        };
        if slot.is_some() {
            panic!(
                "duplicate link-time model of interface `{}` for {}",
                C::NAME,
                from()
            );
        }
        *slot = Some(c);
    };
    for d in defs {
        for m in d.interfaces {
            if let Some(c) = m.downcast_ref::<C>() {
                let name = || format!("`{}.{}` ({})", d.dialect, d.mnemonic, d.source);
                put(def_index(d), c, &name);
            }
        }
    }
    for row in inventory::iter::<LinkedModel>() {
        if let Some(c) = row.model.downcast_ref::<C>() {
            let class = (row.class)();
            put(class.index(), c, &|| format!("{class:?}"));
        }
    }
    t.into_boxed_slice()
}

/// One model attached to a context.
#[derive(Copy, Clone, Debug)]
struct Attached {
    iface: TypeId,
    class: usize,
    model: AnyModel,
}

/// The models attached to a context: pending until the context's first
/// cast that misses a link-time table, then frozen and sorted.
#[derive(Debug, Default)]
pub struct AttachedModels {
    pending: Mutex<Vec<Attached>>,
    frozen: OnceLock<Box<[Attached]>>,
}

impl AttachedModels {
    #[inline]
    fn frozen(&self) -> &[Attached] {
        self.frozen.get_or_init(|| {
            let p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            let mut rows = p.clone();
            rows.sort_by_key(|r| (r.iface, r.class));
            rows.into_boxed_slice()
        })
    }
}

#[inline(never)]
fn attached_model<C: UniquedInterface>(ctx: &Context, class: usize) -> Option<&'static C> {
    let rows = ctx.attached_uniqued.frozen();
    if rows.is_empty() {
        return None;
    }
    let key = (TypeId::of::<C>(), class);
    let i = rows
        .binary_search_by(|r| (r.iface, r.class).cmp(&key))
        .ok()?;
    rows[i].model.downcast_ref::<C>()
}

/// Why [`Context::attach_type_interface`] refused a model.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AttachError {
    /// The class already has a model of the interface.
    Duplicate {
        /// The interface.
        iface: &'static str,
        /// The class.
        class: String,
    },
    /// The context has already answered a cast from its attached models:
    /// attach before the first use, as MLIR requires.
    Frozen {
        /// The interface.
        iface: &'static str,
        /// The class.
        class: String,
    },
}

impl core::fmt::Display for AttachError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            AttachError::Duplicate { iface, class } => {
                write!(f, "{class} already has a model of interface `{iface}`")
            }
            AttachError::Frozen { iface, class } => write!(
                f,
                "cannot attach interface `{iface}` to {class}: the context has already looked up an interface; attach models before the first cast"
            ),
        }
    }
}

impl std::error::Error for AttachError {}

impl Context {
    /// Attaches type interface `I` (its handle type, `ShapedTypeHandle`)
    /// to the types of class `T` (a `#[type_def]` handle or a builtin
    /// class of [`builtin`]) in this context, as MLIR's `attachInterface`.
    /// `T` must implement the interface's trait.
    ///
    /// # Errors
    ///
    /// [`AttachError::Duplicate`] when `T` already has a model;
    /// [`AttachError::Frozen`] after this context's first cast that
    /// missed the link-time tables.
    pub fn attach_type_interface<T, I>(&self) -> Result<(), AttachError>
    where
        T: UniquedClass<Value = Type>,
        I: UniquedHandle,
        I::Concept: UniquedModelFor<T>,
    {
        self.attach_model::<T, I::Concept>()
    }

    /// [`Context::attach_type_interface`] for an attribute interface.
    ///
    /// # Errors
    ///
    /// As [`Context::attach_type_interface`].
    pub fn attach_attr_interface<T, I>(&self) -> Result<(), AttachError>
    where
        T: UniquedClass<Value = Attribute>,
        I: UniquedHandle,
        I::Concept: UniquedModelFor<T>,
    {
        self.attach_model::<T, I::Concept>()
    }

    fn attach_model<T: UniquedClass, C: UniquedModelFor<T>>(&self) -> Result<(), AttachError> {
        let linked = C::cache().table();
        let class = T::class()
            .index()
            .expect("a class handle's definition is linked");
        let iface = TypeId::of::<C>();
        let models = &self.attached_uniqued;
        let mut p = models.pending.lock().unwrap_or_else(|e| e.into_inner());
        if models.frozen.get().is_some() {
            return Err(AttachError::Frozen {
                iface: C::NAME,
                class: T::class_name(),
            });
        }
        let attached = p.iter().any(|r| r.iface == iface && r.class == class);
        if attached || linked.get(class).is_some_and(Option::is_some) {
            return Err(AttachError::Duplicate {
                iface: C::NAME,
                class: T::class_name(),
            });
        }
        p.push(Attached {
            iface,
            class,
            model: C::MODEL,
        });
        Ok(())
    }
}

/// The Model of `v`'s class for Concept `C` (generated casts call this).
#[inline]
pub fn cast_model<C: UniquedInterface>(ctx: &Context, v: C::Value) -> Option<&'static C> {
    C::cache().get(ctx, v)
}

impl Type {
    /// The type as interface `I` (MLIR's `dyn_cast<ShapedType>(t)`).
    #[inline]
    pub fn dyn_cast<I: UniquedHandle>(self, ctx: &Context) -> Option<I>
    where
        I::Concept: UniquedInterface<Value = Type>,
    {
        cast_model::<I::Concept>(ctx, self).map(|c| I::from_parts(self, c))
    }
}

impl Attribute {
    /// The attribute as interface `I` (MLIR's `dyn_cast<TypedAttr>(a)`).
    #[inline]
    pub fn dyn_cast<I: UniquedHandle>(self, ctx: &Context) -> Option<I>
    where
        I::Concept: UniquedInterface<Value = Attribute>,
    {
        cast_model::<I::Concept>(ctx, self).map(|c| I::from_parts(self, c))
    }
}
