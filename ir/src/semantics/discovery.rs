//! Reading link-time records into a registry: the one helper every
//! registry kind (dialects and ops, passes, attribute definitions) uses.
//!
//! Records are submitted with `inventory` through [`crate::__private`];
//! each registry reads its entries once, through [`collect_sorted`], which
//! sorts them by name (never by link order, which varies between builds)
//! and rejects a name given twice with an error naming both records'
//! sources. The registry then keeps the sorted records as a dense table
//! and looks names up by binary search or an index built from it. A trait
//! each record type implements (kind, key, source) was rejected: the
//! registries differ in their key (a pass argument, an op name, a dialect
//! and attribute name pair) and three closures at the one call site of
//! each say the same with less machinery.

use core::fmt::Display;

/// The records of `entries` sorted by `key`, or an error when two records
/// share a key: "{kind} `{key}` is registered twice: by `{a}` and by
/// `{b}`", naming their `source`s in sorted order so that the message does
/// not depend on link order either.
pub(crate) fn collect_sorted<T: ?Sized, K: Ord + Display>(
    kind: &str,
    entries: impl IntoIterator<Item = &'static T>,
    key: impl Fn(&'static T) -> K,
    source: impl Fn(&'static T) -> &'static str,
) -> Result<Vec<&'static T>, String> {
    let mut records: Vec<&'static T> = entries.into_iter().collect();
    records.sort_by_key(|&r| key(r));
    for w in records.windows(2) {
        if key(w[0]) == key(w[1]) {
            let (a, b) = (source(w[0]), source(w[1]));
            let (a, b) = if a <= b { (a, b) } else { (b, a) };
            return Err(format!(
                "{kind} `{}` is registered twice: by `{a}` and by `{b}`",
                key(w[0])
            ));
        }
    }
    Ok(records)
}

/// A registry table, or the process stops with the error: a duplicate or
/// stray registration is a defect of how the binary was built (two crates
/// claiming one name), not bad input, and no table could be right.
pub(crate) fn table_or_defect<T>(table: Result<T, String>) -> T {
    match table {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::collect_sorted;

    static RECORDS: [(&str, &str); 3] = [("b", "two"), ("a", "one"), ("b", "one")];

    #[test]
    fn sorts_by_key() {
        let v = collect_sorted("thing", &RECORDS[..2], |r| r.0, |r| r.1).unwrap();
        assert_eq!(v, [&("a", "one"), &("b", "two")]);
    }

    #[test]
    fn duplicates_name_both_sources_in_sorted_order() {
        let e = collect_sorted("thing", &RECORDS, |r| r.0, |r| r.1).unwrap_err();
        assert_eq!(e, "thing `b` is registered twice: by `one` and by `two`");
    }
}
