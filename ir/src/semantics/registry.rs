//! Link-time registration: discovery only.
//!
//! Dialect crates submit `const` records ([`DialectInfo`], [`OpInfo`]) with
//! `inventory` through the [`crate::__private`] facade. The first
//! [`Context::new`](crate::Context::new) in a process collects them once,
//! sorts them by name (never by link order, which varies between builds) and
//! numbers them densely; nothing hot walks the inventory again. A duplicate
//! name is a loud error naming both records. Building per-context registries
//! by hand (`ctx.register::<D>()`, MLIR's way) was rejected: link-time
//! entries make "forgot to register the dialect" impossible for any crate the
//! binary references.

use super::discovery::{collect_sorted, table_or_defect};
use super::interfaces::models::{self, ExternalModelEntry, PromisedInterface};
use super::interfaces::{AnyModel, InterfaceEntry, lookup, lookup_entry};
pub use crate::uniqued::context::OpFlags;
use crate::uniqued::context::{Context, OperationName, RegisteredOps};
use std::sync::OnceLock;

/// A dialect's registration record.
#[derive(Debug)]
pub struct DialectInfo {
    /// The namespace, e.g. `func`.
    pub name: &'static str,
    /// Whether ops of this namespace that are not registered are accepted.
    pub allow_unknown_ops: bool,
    /// Builds a constant op of this dialect holding a folded value (MLIR's
    /// `materializeConstant`).
    pub materialize_constant: Option<crate::semantics::fold::MaterializeFn>,
    /// Where the record comes from (`module_path!()`), for duplicate errors.
    pub source: &'static str,
    /// Models answering for the dialect's ops that have none of their own
    /// (`#[dialect(fallback = [...])]`, MLIR's `getRegisteredInterfaceForOp`).
    pub fallbacks: &'static [InterfaceEntry],
    /// Interfaces promised for the dialect's ops, implemented elsewhere
    /// (`#[dialect(promised = [...])]`).
    pub promised: &'static [PromisedInterface],
}

impl DialectInfo {
    /// A record with no hooks, for hand registration; generated code uses it
    /// with struct-update syntax so fields added later merge cleanly.
    pub const fn simple(name: &'static str, source: &'static str) -> DialectInfo {
        DialectInfo {
            name,
            allow_unknown_ops: false,
            materialize_constant: None,
            source,
            fallbacks: &[],
            promised: &[],
        }
    }
}

/// A verification hook: checks one op and returns the first failure.
pub type VerifyFn =
    fn(&crate::Context, crate::OpRef<'_>) -> Result<(), crate::semantics::diag::Diagnostic>;

/// An operation's registration record.
#[derive(Debug)]
pub struct OpInfo {
    /// The full name, `dialect.op`.
    pub name: &'static str,
    /// The dialect namespace.
    pub dialect: &'static str,
    /// Structural flags derived from the traits (`IsolatedFromAbove`
    /// among them: the op's regions then live in an arena of their own).
    pub flags: OpFlags,
    /// Verifies the op itself, in MLIR's order: structural traits, other
    /// traits and interface verifiers in list order, then the op's own
    /// `verify`. Run before the ops nested in it.
    pub verify: Option<VerifyFn>,
    /// Region verification (region traits such as `SymbolTable`, then the
    /// op's region verifier), run after the ops nested in it.
    pub verify_region: Option<VerifyFn>,
    /// The traits the op has, for O(1) `has_trait`.
    pub traits: crate::semantics::traits::TraitSet,
    /// The interfaces the op lists, sorted by interface id; the registry
    /// adds their bases and external models ([`Registry::model_of`]).
    pub interfaces: &'static [InterfaceEntry],
    /// The fold hook: the op's `fold`, then its traits' folds (see
    /// [`crate::semantics::fold`]).
    pub fold: Option<crate::semantics::fold::FoldFn>,
    /// The op's own folder when it only reads the op (`fold` or
    /// `fold_multi`, without the traits' folds), callable on a shared
    /// body: what [`constant_attr`](crate::semantics::fold::constant_attr)
    /// asks a `ConstantLike` op.
    pub fold_read: Option<crate::semantics::fold::ReadFoldFn>,
    /// Where the record comes from (`module_path!()`), for duplicate errors.
    pub source: &'static str,
    /// The names of the op's inherent attributes (its properties), so that
    /// generic text giving them among the discardable attributes, and code
    /// setting them by name, store them as properties (MLIR's
    /// `getAttributeNames` / `setInherentAttr`).
    pub inherent_attrs: &'static [&'static str],
    /// Checks one inherent attribute's kind and constraint, giving the
    /// message after `'op' op `; the parser runs it on inherent attributes
    /// written among the discardable ones, as MLIR's `verifyInherentAttrs`
    /// does (so that error carries no "see current operation" note).
    pub verify_inherent_attr: Option<InherentAttrFn>,
    /// How each property given in generic text (`<{...}>`) is read, as
    /// MLIR's `setPropertiesFromAttr` does (see [`PropertyStorage`]);
    /// sorted by name, the order MLIR converts them in.
    pub property_storage: &'static [PropertyStorage],
    /// The op's default-valued properties (`#[attr(default = ...)]`), which
    /// every op created without them receives, as MLIR's
    /// `populateDefaultProperties` does at `Operation::create`; the generic
    /// form therefore prints them (`<{overflowFlags = #arith.overflow<none>}>`).
    pub default_attrs: &'static [DefaultAttr],
}

/// A default-valued property: its name and how to build the default.
#[derive(Debug)]
pub struct DefaultAttr {
    /// The property's name.
    pub name: &'static str,
    /// Builds the default value.
    pub value: fn(&Context) -> crate::Attribute,
}

/// What a property given in generic text must be for MLIR's
/// `setPropertiesFromAttr` to store it.
#[derive(Debug)]
pub struct PropertyStorage {
    /// The property's name.
    pub name: &'static str,
    /// What it must be.
    pub storage: StorageKind,
}

/// The storage of a property.
#[derive(Debug)]
pub enum StorageKind {
    /// An attribute of the kind's storage class
    /// (`AttrType::storage_matches`), stored as `AttrType::storage_value`
    /// makes it.
    Attr(
        fn(&crate::uniqued::context::Context, crate::Attribute) -> bool,
        fn(&crate::uniqued::context::Context, crate::Attribute) -> crate::Attribute,
    ),
    /// A segment-size array: a dense `i32` array of this many entries.
    Segments(usize),
}

impl PropertyStorage {
    /// Whether `a` can be stored, else MLIR's message (the text after
    /// `invalid properties {...} for op x: `).
    pub fn convert(
        &self,
        ctx: &crate::uniqued::context::Context,
        a: crate::Attribute,
    ) -> Result<(), String> {
        match self.storage {
            StorageKind::Attr(fits, _) => {
                if fits(ctx, a) {
                    Ok(())
                } else {
                    Err(format!(
                        "Invalid attribute `{}` in property conversion: {}",
                        self.name,
                        a.display(ctx)
                    ))
                }
            }
            StorageKind::Segments(groups) => match a.as_dense_array(ctx) {
                Some((ty, values)) if ty == crate::Type::int(ctx, 32) => {
                    if values.len() == groups {
                        Ok(())
                    } else {
                        Err(format!(
                            "size mismatch in attribute conversion: {} vs {groups}",
                            values.len()
                        ))
                    }
                }
                _ => Err("expected DenseI32ArrayAttr for key `value`".into()),
            },
        }
    }
}

impl PropertyStorage {
    /// What is stored for `a`, which [`PropertyStorage::convert`] accepted
    /// (a `UnitProp` given as `true` is stored as `unit`).
    pub fn stored(
        &self,
        ctx: &crate::uniqued::context::Context,
        a: crate::Attribute,
    ) -> crate::Attribute {
        match self.storage {
            StorageKind::Attr(_, stored) => stored(ctx, a),
            StorageKind::Segments(_) => a,
        }
    }
}

/// An op's inherent-attribute check: `(ctx, name, value)`.
pub type InherentAttrFn =
    fn(&crate::uniqued::context::Context, &str, crate::Attribute) -> Result<(), String>;

impl OpInfo {
    /// A record with no flags and no hooks, for tests and hand registration.
    pub const fn simple(name: &'static str, dialect: &'static str, source: &'static str) -> OpInfo {
        OpInfo {
            name,
            dialect,
            flags: OpFlags::NONE,
            verify: None,
            verify_region: None,
            traits: crate::semantics::traits::TraitSet::EMPTY,
            interfaces: &[],
            fold: None,
            fold_read: None,
            source,
            inherent_attrs: &[],
            verify_inherent_attr: None,
            property_storage: &[],
            default_attrs: &[],
        }
    }

    /// `props` with every default-valued property it lacks set to its
    /// default (MLIR's `populateDefaultProperties`).
    pub fn with_default_properties(
        &self,
        ctx: &Context,
        props: crate::Attribute,
    ) -> crate::Attribute {
        let mut props = props;
        for d in self.default_attrs {
            let id = ctx.ident(d.name);
            if props.dict_get(ctx, id).is_none() {
                props = props.dict_with(ctx, id, Some((d.value)(ctx)));
            }
        }
        props
    }

    /// Whether the op has trait `T` (a bit test for the standard traits).
    #[inline]
    pub fn has_trait<T: crate::semantics::traits::OpTrait + ?Sized>(&self) -> bool {
        match T::ID {
            // A trait list (`ElementwiseMappable`) is held when all of its
            // members are.
            crate::semantics::traits::TraitId::Std(_) => self.traits.bits & T::MASK == T::MASK,
            id => self.traits.contains(id),
        }
    }

    /// Whether the record has every flag of `f`.
    #[inline]
    pub fn has_flags(&self, f: OpFlags) -> bool {
        self.flags.contains(f)
    }
}

/// The wrapper `inventory` collects for ops.
#[derive(Debug)]
pub struct OpEntry(pub &'static OpInfo);
/// The wrapper `inventory` collects for dialects.
#[derive(Debug)]
pub struct DialectEntry(pub &'static DialectInfo);

inventory::collect!(OpEntry);
inventory::collect!(DialectEntry);

/// Every registered dialect and op, sorted by name and numbered densely.
#[derive(Debug)]
pub struct Registry {
    /// Registered ops; an op's index is its [`OperationName`] id.
    pub ops: Vec<&'static OpInfo>,
    /// Registered dialects, sorted by namespace.
    pub dialects: Vec<&'static DialectInfo>,
    /// What a [`Context`] knows of the ops (names and flags), which also
    /// numbers them by name.
    names: RegisteredOps,
    /// Each op's interface table: its list, its external models and all
    /// their bases, sorted by interface id.
    op_models: Vec<Box<[InterfaceEntry]>>,
    /// The source of each row of `op_models`, for messages.
    op_model_sources: Vec<Box<[&'static str]>>,
    /// Each op's dialect, an index into `dialects`.
    op_dialect: Vec<Option<usize>>,
    /// Each dialect's fallback models with their bases, sorted.
    pub(crate) dialect_fallbacks: Vec<Box<[InterfaceEntry]>>,
}

impl Registry {
    /// Builds a registry from records, sorted by name. Duplicates are errors.
    pub fn build(
        dialects: Vec<&'static DialectInfo>,
        ops: Vec<&'static OpInfo>,
    ) -> Result<Self, String> {
        Self::build_with_models(dialects, ops, &[])
    }

    /// [`Registry::build`] with external models; two models of one
    /// interface for one op are an error naming both sources.
    pub fn build_with_models(
        dialects: Vec<&'static DialectInfo>,
        ops: Vec<&'static OpInfo>,
        externals: &[&'static ExternalModelEntry],
    ) -> Result<Self, String> {
        let dialects = collect_sorted("dialect", dialects, |d| d.name, |d| d.source)?;
        let ops = collect_sorted("operation", ops, |o| o.name, |o| o.source)?;
        let names = RegisteredOps::new(ops.iter().map(|o| (o.name, o.flags)))
            .with_namespaces(dialects.iter().map(|d| d.name).collect());
        let (op_models, op_model_sources) = models::merge(&ops, externals)?;
        let dialect_fallbacks = dialects
            .iter()
            .map(|d| models::expand_fallbacks(d.name, d.source, d.fallbacks))
            .collect::<Result<_, _>>()?;
        let op_dialect = ops
            .iter()
            .map(|o| dialects.binary_search_by(|d| d.name.cmp(o.dialect)).ok())
            .collect();
        Ok(Registry {
            ops,
            dialects,
            names,
            op_models,
            op_model_sources,
            op_dialect,
            dialect_fallbacks,
        })
    }

    /// The Model of interface `id` for registered op `op` (an index): its
    /// own (listed, inherited or external), else its dialect's fallback.
    pub fn model_of(&self, op: usize, id: u64) -> Option<AnyModel> {
        lookup(self.op_models.get(op)?, id).or_else(|| {
            let d = self.op_dialect[op]?;
            lookup(&self.dialect_fallbacks[d], id)
        })
    }

    /// Where the op's model of interface `id` comes from, if it has one.
    pub fn model_source(&self, op: usize, id: u64) -> Option<&'static str> {
        let table = self.op_models.get(op)?;
        if let Some(e) = lookup_entry(table, id) {
            let i = table.iter().position(|x| core::ptr::eq(x, e))?;
            return Some(self.op_model_sources[op][i]);
        }
        let d = self.op_dialect[op]?;
        lookup(&self.dialect_fallbacks[d], id).map(|_| self.dialects[d].source)
    }

    /// Every interface row of registered op `op` (an index), sorted by id.
    pub fn interfaces_of(&self, op: usize) -> &[InterfaceEntry] {
        self.op_models.get(op).map_or(&[], |t| t)
    }

    /// The dense id of a registered op.
    #[inline]
    pub fn op_by_name(&self, name: &str) -> Option<u32> {
        self.names.id(name)
    }

    /// The record of a registered dialect.
    pub fn dialect(&self, name: &str) -> Option<&'static DialectInfo> {
        self.dialects
            .binary_search_by(|d| d.name.cmp(name))
            .ok()
            .map(|i| self.dialects[i])
    }
}

impl Context {
    /// Makes a context with every dialect linked into the binary.
    ///
    /// The registry (and the attribute definitions and dialect attribute
    /// verifiers) are read once per process from the link-time entries
    /// (see [`crate::semantics::registry`]); a binary must reference each
    /// dialect crate it uses so that the linker keeps its entries.
    pub fn new() -> Self {
        let registry = registry();
        debug_assert!(
            registry.dialect("builtin").is_some(),
            "the builtin dialect was not linked: reference the `ir` crate from the binary"
        );
        // The other registries of this layer are read now too, so that a
        // name registered twice stops the first context, not a later parse.
        super::verify::dialect_attrs::registered();
        Context::with_registered_ops(&registry.names)
    }

    /// The registry every context of the process is built from.
    #[inline]
    pub fn registry(&self) -> &'static Registry {
        registry()
    }

    /// The registration record of an operation name, if it is registered.
    #[inline]
    pub fn op_info(&self, name: OperationName) -> Option<&'static OpInfo> {
        registry().ops.get(name.index()).copied()
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl OperationName {
    /// The registration record, if the op is registered.
    #[inline]
    pub fn info(self, ctx: &Context) -> Option<&'static OpInfo> {
        ctx.op_info(self)
    }
}

/// The process-wide registry, built on first use.
pub(crate) fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let dialects = inventory::iter::<DialectEntry>
            .into_iter()
            .map(|e| e.0)
            .collect();
        let ops = inventory::iter::<OpEntry>
            .into_iter()
            .map(|e| e.0)
            .collect();
        let externals: Vec<&'static ExternalModelEntry> =
            inventory::iter::<ExternalModelEntry>.into_iter().collect();
        table_or_defect(Registry::build_with_models(dialects, ops, &externals))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    static A: OpInfo = OpInfo::simple("t.a", "t", "crate_one");
    static A2: OpInfo = OpInfo::simple("t.a", "t", "crate_two");
    static B: OpInfo = OpInfo::simple("t.b", "t", "crate_one");

    #[test]
    fn sorted_by_name_not_link_order() {
        let r = Registry::build(vec![], vec![&B, &A]).unwrap();
        assert_eq!(r.ops[0].name, "t.a");
        assert_eq!(r.op_by_name("t.b"), Some(1));
    }

    #[test]
    fn duplicates_name_both_sources() {
        let e = Registry::build(vec![], vec![&A, &B, &A2]).unwrap_err();
        assert!(e.contains("`t.a` is registered twice"), "{e}");
        assert!(e.contains("crate_one") && e.contains("crate_two"), "{e}");
    }
}
