//! Dialect attributes whose parameters are attributes
//! (`#test.sub_elements_access<[@a], @b, @c>`), registered by name with
//! `inventory` so the parser builds [`AttrKind::Parametric`] values the
//! symbol machinery can look into, instead of opaque text it cannot.
//!
//! This is the smallest form of MLIR's `AttrDef` with
//! `assemblyFormat = "`<` $a `,` $b `,` $c `>`"`: a fixed count of
//! attribute parameters. Full attribute definitions (typed parameters,
//! custom formats) belong to the macro layer; until then, attributes of
//! other shapes stay opaque. A per-dialect parse hook was rejected as
//! more API than the one shape the tests need.
//!
//! [`AttrKind::Parametric`]: crate::uniqued::attributes::AttrKind::Parametric

/// A dialect attribute `#dialect.name<p0, p1, ...>` of `arity` attributes.
#[derive(Debug)]
pub struct ParametricAttrDef {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The attribute's name within the dialect.
    pub name: &'static str,
    /// How many attribute parameters it takes.
    pub arity: usize,
}

inventory::collect!(ParametricAttrDef);

/// The definition of `#dialect.name`, if one is registered.
pub fn find(dialect: &str, name: &str) -> Option<&'static ParametricAttrDef> {
    inventory::iter::<ParametricAttrDef>
        .into_iter()
        .find(|d| d.dialect == dialect && d.name == name)
}
