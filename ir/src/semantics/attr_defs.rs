//! Dialect attributes whose parameters are attributes
//! (`#test.sub_elements_access<[@a], @b, @c>`), registered by name with
//! `inventory` so the parser builds [`AttrKind::Parametric`] values the
//! symbol machinery can look into, instead of opaque text it cannot.
//!
//! Like the op registry, the records are read once, on the first lookup,
//! into a table sorted by `dialect.name` and searched by binary search; a
//! name defined twice is a loud error naming both definitions.
//!
//! This is the smallest form of MLIR's `AttrDef` with
//! `assemblyFormat = "`<` $a `,` $b `,` $c `>`"`: a fixed count of
//! attribute parameters. Full attribute definitions (typed parameters,
//! custom formats) belong to the macro layer; until then, attributes of
//! other shapes stay opaque. A per-dialect parse hook was rejected as
//! more API than the one shape the tests need.
//!
//! [`AttrKind::Parametric`]: crate::uniqued::attributes::AttrKind::Parametric

use super::discovery::{collect_sorted, table_or_defect};
use std::sync::OnceLock;

/// A dialect attribute `#dialect.name<p0, p1, ...>` of `arity` attributes.
#[derive(Debug)]
pub struct ParametricAttrDef {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The attribute's name within the dialect.
    pub name: &'static str,
    /// How many attribute parameters it takes.
    pub arity: usize,
    /// Where the record comes from (`module_path!()`), for duplicate errors.
    pub source: &'static str,
}

inventory::collect!(ParametricAttrDef);

/// `dialect.name`, ordered as the pair: the table's key.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct QualifiedName<'a>(&'a str, &'a str);

impl core::fmt::Display for QualifiedName<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}.{}", self.0, self.1)
    }
}

fn key(d: &ParametricAttrDef) -> QualifiedName<'_> {
    QualifiedName(d.dialect, d.name)
}

/// The definitions sorted by `dialect.name`; a name defined twice is an error.
fn build(
    defs: impl IntoIterator<Item = &'static ParametricAttrDef>,
) -> Result<Vec<&'static ParametricAttrDef>, String> {
    collect_sorted("attribute", defs, key, |d| d.source)
}

/// Every registered definition, sorted by `dialect.name`, read on first use.
pub fn registered() -> &'static [&'static ParametricAttrDef] {
    static TABLE: OnceLock<Vec<&'static ParametricAttrDef>> = OnceLock::new();
    TABLE.get_or_init(|| table_or_defect(build(inventory::iter::<ParametricAttrDef>)))
}

/// The definition of `#dialect.name`, if one is registered.
pub fn find(dialect: &str, name: &str) -> Option<&'static ParametricAttrDef> {
    let table = registered();
    let wanted = QualifiedName(dialect, name);
    table
        .binary_search_by(|d| key(d).cmp(&wanted))
        .ok()
        .map(|i| table[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    static A: ParametricAttrDef = ParametricAttrDef {
        dialect: "t",
        name: "a",
        arity: 1,
        source: "crate_one",
    };
    static A2: ParametricAttrDef = ParametricAttrDef {
        source: "crate_two",
        ..A
    };
    static B: ParametricAttrDef = ParametricAttrDef { name: "b", ..A };

    #[test]
    fn duplicates_name_both_sources() {
        let e = build([&A2, &B, &A]).unwrap_err();
        assert_eq!(
            e,
            "attribute `t.a` is registered twice: by `crate_one` and by `crate_two`"
        );
    }
}
