//! The reference pages of `ir::reference` (`ir/src/reference/*.md`) name
//! every option, field option, format directive and trait name the macros
//! accept: each allow-list is checked against its page here, so an option
//! added without documentation fails this test. The pages are read from
//! the `ir` crate's sources, which sit beside this crate in the workspace.
//!
//! A keyword counts as named when it appears in a code span that starts
//! with it (`` `fold_multi` ``, `` `default = path` ``, `` `AllTypesMatch<(a, b)>` ``),
//! so a word of the prose does not count.

const DIALECTS: &str = include_str!("../../ir/src/reference/dialects.md");
const OPS: &str = include_str!("../../ir/src/reference/ops.md");
const FORMATS: &str = include_str!("../../ir/src/reference/formats.md");
const CONSTRAINTS: &str = include_str!("../../ir/src/reference/constraints.md");
const TRAITS: &str = include_str!("../../ir/src/reference/traits.md");
const DEFS: &str = include_str!("../../ir/src/reference/defs.md");
const ENUMS: &str = include_str!("../../ir/src/reference/enums.md");
const INTERFACES: &str = include_str!("../../ir/src/reference/interfaces.md");
const PASSES: &str = include_str!("../../ir/src/reference/passes.md");

/// Whether `page` has a code span starting with `word` (followed by a
/// character that cannot continue it).
fn names(page: &str, word: &str) -> bool {
    page.match_indices(&format!("`{word}")).any(|(i, m)| {
        page[i + m.len()..]
            .chars()
            .next()
            .is_some_and(|c| !(c.is_alphanumeric() || c == '_' || c == '-'))
    })
}

/// The entries of `list` that `page` does not name, each written after
/// `prefix` (`#[` for the field kinds: `` `#[operand]` ``).
fn missing(page: &str, prefix: &str, list: &[&str]) -> Vec<String> {
    list.iter()
        .map(|w| format!("{prefix}{w}"))
        .filter(|w| !names(page, w))
        .collect()
}

#[test]
fn reference_lists_every_keyword() {
    let checks: [(&str, &str, &str, &[&str]); 18] = [
        ("dialects.md", DIALECTS, "", crate::parse::DIALECT_OPTIONS),
        ("ops.md", OPS, "", crate::parse::OP_OPTIONS),
        ("ops.md", OPS, "#[", crate::parse::KINDS),
        ("ops.md", OPS, "", crate::parse::VALUE_OPTIONS),
        ("ops.md", OPS, "", crate::parse::ATTR_OPTIONS),
        ("ops.md", OPS, "", crate::parse::REGION_OPTIONS),
        ("formats.md", FORMATS, "", crate::format::DIRECTIVES),
        (
            "constraints.md",
            CONSTRAINTS,
            "",
            crate::parse::MATCH_CONSTRAINTS,
        ),
        ("traits.md", TRAITS, "", crate::parse::MATCH_CONSTRAINTS),
        ("traits.md", TRAITS, "", crate::model::NAMED_TRAITS),
        ("defs.md", DEFS, "", crate::defs::DEF_OPTIONS),
        ("defs.md", DEFS, "", crate::defs::DEF_DIRECTIVES),
        ("enums.md", ENUMS, "", crate::defs::INT_ENUM_OPTIONS),
        ("enums.md", ENUMS, "", crate::defs::BIT_ENUM_OPTIONS),
        ("enums.md", ENUMS, "#[", crate::defs::CASE_ATTRS),
        (
            "interfaces.md",
            INTERFACES,
            "",
            crate::parse::INTERFACE_OPTIONS,
        ),
        (
            "interfaces.md",
            INTERFACES,
            "",
            crate::expand::dialect_interface::DIALECT_INTERFACE_OPTIONS,
        ),
        ("passes.md", PASSES, "", crate::pass::PASS_OPTIONS),
    ];
    let mut problems = Vec::new();
    for (name, page, prefix, list) in checks {
        for w in missing(page, prefix, list) {
            problems.push(format!("ir/src/reference/{name} does not name `{w}`"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_sees_a_missing_keyword() {
    assert!(names("| `fold_multi` | path |", "fold_multi"));
    assert!(names("`default = path`", "default"));
    assert!(!names("`fold_multi`", "fold"));
    assert!(!names("`attr-dict-with-keyword`", "attr-dict"));
    assert!(!names("the fold option", "fold"));
}

/// Every op-format directive has its arm: expanding an op whose format
/// uses it never says "unknown directive" (nor panics on the arm).
#[test]
fn every_directive_is_parsed() {
    for d in crate::format::DIRECTIVES {
        let format = format!("{d} attr-dict");
        let out = crate::expand::op::expand(
            quote::quote!(dialect = D, name = "x", format = #format),
            syn::parse_quote!(
                pub struct XOp {}
            ),
        )
        .to_string();
        assert!(!out.contains("unknown directive"), "`{d}`: {out}");
    }
}
