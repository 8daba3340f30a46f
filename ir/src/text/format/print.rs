//! The format printer: walks a [`FormatSpec`] and prints an op's custom
//! form through [`OpAsmPrinter`].
//!
//! Spacing was decided when the macro built the table, so this file only
//! obeys each element's `space` flag; re-deriving MLIR's spacing rules at
//! print time was rejected as work repeated for every op printed.

use super::{Arity, CustomOf, Elem, FormatSpec, PrintSlot, TypeRef};
use crate::storage::body::Value;
use crate::text::asm::OpAsmPrinter;
use crate::uniqued::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::uniqued::typed_attrs::DenseI32ArrayAttr;
use crate::uniqued::types::Type;
use smallvec::SmallVec;
use std::ops::Range;

/// Index ranges of each value group, given the total count and, when the
/// op has segment sizes, those sizes.
fn group_ranges(arities: &[Arity], total: usize, segments: Option<Vec<i32>>) -> Groups {
    // The usual case: single groups only, one value each.
    if segments.is_none() && total == arities.len() && arities.iter().all(|a| *a == Arity::Single) {
        return Groups(None);
    }
    let mut out = Ranges::with_capacity(arities.len());
    let mut start = 0usize;
    if let Some(sizes) = segments {
        for i in 0..arities.len() {
            let len = sizes.get(i).map_or(0, |&s| s.max(0) as usize);
            let s = start.min(total);
            let e = (s + len).min(total);
            out.push(s..e);
            start = e;
        }
        return Groups(Some(out));
    }
    let fixed = arities.iter().filter(|a| **a == Arity::Single).count();
    let var = arities.len() - fixed;
    let var_len = total.saturating_sub(fixed).checked_div(var).unwrap_or(0);
    for a in arities {
        let len = if *a == Arity::Single { 1 } else { var_len };
        let s = start.min(total);
        let e = (s + len).min(total);
        out.push(s..e);
        start = e;
    }
    Groups(Some(out))
}

/// Index ranges of value groups (inline for the usual few).
type Ranges = SmallVec<[Range<usize>; 3]>;

/// The value groups of an op: their ranges, or `None` when each group is
/// one value (group `g` is value `g`), which needs no list.
struct Groups(Option<Ranges>);

impl Groups {
    fn get(&self, g: usize) -> Range<usize> {
        match &self.0 {
            None => g..g + 1,
            Some(r) => r[g].clone(),
        }
    }
}

struct Printed<'s> {
    spec: &'s FormatSpec,
    operands: SmallVec<[Value; 4]>,
    operand_groups: Groups,
    result_types: SmallVec<[Type; 2]>,
    result_groups: Groups,
}

/// Prints everything after the op name, as the format says.
pub fn print(p: &mut OpAsmPrinter<'_, '_>, spec: &FormatSpec) {
    let ctx = p.ctx();
    let body = p.body;
    let op = p.op;
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    let segments = if spec.operand_segments {
        ctx.static_ident("operandSegmentSizes")
            .and_then(|k| body.properties(op).dict_get(ctx, k))
            .and_then(|a| DenseI32ArrayAttr::from_attr_opt(ctx, a))
    } else {
        None
    };
    let result_types: SmallVec<[Type; 2]> = body.results(op).map(|v| body.value_type(v)).collect();
    let st = Printed {
        spec,
        operand_groups: group_ranges(spec.operands, operands.len(), segments),
        result_groups: group_ranges(spec.results, result_types.len(), None),
        operands,
        result_types,
    };
    elems(p, &st, spec.elems);
}

fn elems(p: &mut OpAsmPrinter<'_, '_>, st: &Printed<'_>, list: &[Elem]) {
    for e in list {
        elem(p, st, e);
    }
}

fn space(p: &mut OpAsmPrinter<'_, '_>, s: bool) {
    if s {
        p.write(" ");
    }
}

fn types_of(st: &Printed<'_>, p: &OpAsmPrinter<'_, '_>, r: TypeRef) -> SmallVec<[Type; 2]> {
    match r {
        TypeRef::Operand(g) => st
            .operand_groups
            .get(g as usize)
            .map(|i| p.body.value_type(st.operands[i]))
            .collect(),
        TypeRef::Operands => st.operands.iter().map(|&v| p.body.value_type(v)).collect(),
        TypeRef::Result(g) => {
            SmallVec::from_slice(&st.result_types[st.result_groups.get(g as usize)])
        }
        TypeRef::Results => st.result_types.clone(),
    }
}

/// The property or default-free value of attribute `i`, if set. The name
/// is looked up through the per-thread cache of static names: a name
/// never interned is on no op.
fn attr_value(p: &OpAsmPrinter<'_, '_>, st: &Printed<'_>, i: usize) -> Option<Attribute> {
    let ctx = p.ctx();
    let key = ctx.static_ident(st.spec.attrs.get(i)?.name)?;
    p.body
        .properties(p.op)
        .dict_get(ctx, key)
        .or_else(|| p.body.attributes(p.op).dict_get(ctx, key))
}

/// Whether an anchor element is present (for `(...)?`).
fn present(p: &mut OpAsmPrinter<'_, '_>, st: &Printed<'_>, e: &Elem) -> bool {
    match e {
        Elem::Operand { group, .. } => !st.operand_groups.get(*group as usize).is_empty(),
        Elem::Operands { .. } => !st.operands.is_empty(),
        Elem::Attr { index, .. } => attr_present(p, st, *index as usize),
        Elem::Custom { args, .. } => args.iter().any(|a| match a.of {
            CustomOf::Operand(g) => !st.operand_groups.get(g as usize).is_empty(),
            CustomOf::Attr(i) => attr_present(p, st, i as usize),
            CustomOf::Type(r) => !types_of(st, p, r).is_empty(),
        }),
        Elem::PropDict | Elem::Oilist { .. } => true,
        Elem::Region { index, many, .. } => {
            let regions = p.body.regions(p.op);
            let inner = p.body.region_body(p.op);
            if *many {
                regions.len() > *index as usize
            } else {
                regions
                    .get(*index as usize)
                    .is_some_and(|&r| !inner.region_is_empty(r))
            }
        }
        Elem::Successor { index, .. } => p.body.successors(p.op).len() > *index as usize,
        Elem::Type { of, .. } => !types_of(st, p, *of).is_empty(),
        Elem::FunctionalType { .. } | Elem::Literal { .. } | Elem::AttrDict { .. } => true,
        Elem::Optional { then, anchor, .. } => then
            .get(*anchor as usize)
            .is_some_and(|a| present(p, st, a)),
    }
}

/// Whether attribute `i` is set to something other than its default.
fn attr_present(p: &mut OpAsmPrinter<'_, '_>, st: &Printed<'_>, i: usize) -> bool {
    let spec = &st.spec.attrs[i];
    match attr_value(p, st, i) {
        None => false,
        Some(v) => spec.default.is_none_or(|d| p.format_default(d) != v),
    }
}

fn elem(p: &mut OpAsmPrinter<'_, '_>, st: &Printed<'_>, e: &Elem) {
    match e {
        Elem::Literal { text: "\\n", .. } => p.print_newline(),
        Elem::Literal { text, space: s } => {
            space(p, *s);
            p.write(text);
        }
        Elem::Operand { group, space: s } => {
            space(p, *s);
            let r = st.operand_groups.get(*group as usize);
            p.print_operands(st.operands[r].iter().copied());
        }
        Elem::Operands { space: s } => {
            space(p, *s);
            p.print_operands(st.operands.iter().copied());
        }
        Elem::Attr {
            index,
            space: s,
            qualified,
        } => {
            let ctx = p.ctx();
            let value = attr_value(p, st, *index as usize);
            // A unit attribute is its optional group's anchor: no text.
            let unit = st.spec.attrs[*index as usize].unit;
            if let Some(v) =
                value.filter(|v| *qualified || !unit || !matches!(v.kind(ctx), AttrKind::Unit))
            {
                space(p, *s);
                if *qualified {
                    (st.spec.attrs[*index as usize].print_qualified)(p, v);
                } else {
                    (st.spec.attrs[*index as usize].print)(p, v);
                }
            }
        }
        Elem::PropDict => prop_dict(p, st),
        Elem::Custom {
            print,
            args,
            space: s,
            ..
        } => {
            space(p, *s);
            let slots: SmallVec<[PrintSlot; 4]> = args
                .iter()
                .map(|a| match a.of {
                    CustomOf::Operand(g) => PrintSlot::Values(SmallVec::from_slice(
                        &st.operands[st.operand_groups.get(g as usize)],
                    )),
                    CustomOf::Attr(i) => PrintSlot::Attr(attr_value(p, st, i as usize)),
                    CustomOf::Type(r) => PrintSlot::Types(types_of(st, p, r)),
                })
                .collect();
            print(p, &slots);
        }
        Elem::Oilist { clauses } => {
            for c in *clauses {
                if c.elems.iter().any(|e| clause_binds(p, st, e)) {
                    p.write(" ");
                    p.write(c.keyword);
                    elems(p, st, c.elems);
                }
            }
        }
        Elem::Region {
            index,
            many,
            space: s,
        } => {
            let n = p.body.regions(p.op).len();
            let range = if *many {
                (*index as usize)..n
            } else {
                (*index as usize)..(*index as usize + 1).min(n)
            };
            // MLIR's printers write the space before a region list even
            // when the list is empty.
            if *many {
                space(p, *s);
            }
            let implicit = crate::text::OpSyntax::of(p.body.op_name(p.op))
                .is_some_and(|s| s.implicit_terminator.is_some());
            for (k, i) in range.enumerate() {
                if k > 0 {
                    p.write(", ");
                } else if !*many {
                    space(p, *s);
                }
                if implicit {
                    p.print_region_eliding_terminator(i, true);
                } else {
                    p.print_region(i, true, true);
                }
            }
        }
        Elem::Successor {
            index,
            many,
            space: s,
        } => {
            let succ: Vec<_> = p.body.successors(p.op).skip(*index as usize).collect();
            let take = if *many { succ.len() } else { succ.len().min(1) };
            space(p, *s && take > 0);
            for (k, b) in succ.into_iter().take(take).enumerate() {
                if k > 0 {
                    p.write(", ");
                }
                p.print_successor(b);
            }
        }
        Elem::Type { of, space: s } => {
            space(p, *s);
            let ts = types_of(st, p, *of);
            p.print_types(&ts);
        }
        Elem::FunctionalType {
            inputs,
            results,
            space: s,
        } => {
            space(p, *s);
            let ins = types_of(st, p, *inputs);
            let outs = types_of(st, p, *results);
            p.write("(");
            p.print_types(&ins);
            p.write(") -> ");
            p.print_function_result_types(&outs);
        }
        Elem::AttrDict { keyword } => attr_dict(p, st, *keyword),
        Elem::Optional {
            then,
            anchor,
            otherwise,
        } => {
            if then
                .get(*anchor as usize)
                .is_some_and(|a| present(p, st, a))
            {
                elems(p, st, then);
            } else {
                elems(p, st, otherwise);
            }
        }
    }
}

/// Whether an element of an oilist clause has a value to print (an
/// operand group with values, an attribute other than its default, either
/// of them passed to a `custom` directive other than by `ref`).
fn clause_binds(p: &mut OpAsmPrinter<'_, '_>, st: &Printed<'_>, e: &Elem) -> bool {
    match e {
        Elem::Operand { .. } | Elem::Attr { .. } => present(p, st, e),
        Elem::Custom { args, .. } => args.iter().any(|a| match a.of {
            _ if a.by_ref => false,
            CustomOf::Operand(g) => !st.operand_groups.get(g as usize).is_empty(),
            CustomOf::Attr(i) => attr_present(p, st, i as usize),
            CustomOf::Type(_) => false,
        }),
        _ => false,
    }
}

/// [`binds_attr`] of `spec`'s attribute `i`, worked out once per format
/// and printer: every op's attribute dictionary asks it for each entry.
fn prints_attr(p: &mut OpAsmPrinter<'_, '_>, spec: &FormatSpec, i: usize) -> bool {
    if i >= 64 {
        return binds_attr(spec.elems, i);
    }
    let bits = *p
        .format_binds()
        .entry(core::ptr::from_ref(spec) as usize)
        .or_insert_with(|| {
            (0..spec.attrs.len().min(64))
                .filter(|&j| binds_attr(spec.elems, j))
                .fold(0u64, |m, j| m | 1 << j)
        });
    bits & 1 << i != 0
}

/// Whether the format prints attribute `i` itself, directly or through an
/// optional group.
fn binds_attr(list: &[Elem], i: usize) -> bool {
    list.iter().any(|e| match e {
        Elem::Attr { index, .. } => *index as usize == i,
        Elem::Optional {
            then, otherwise, ..
        } => binds_attr(then, i) || binds_attr(otherwise, i),
        Elem::Custom { args, .. } => args
            .iter()
            .any(|a| !a.by_ref && matches!(a.of, CustomOf::Attr(j) if j as usize == i)),
        Elem::Oilist { clauses } => clauses.iter().any(|c| binds_attr(c.elems, i)),
        _ => false,
    })
}

/// Whether the format prints property `name` itself, or it is elided as
/// equal to its default.
fn elided_property(
    p: &mut OpAsmPrinter<'_, '_>,
    st: &Printed<'_>,
    name: &str,
    v: Attribute,
) -> bool {
    match st.spec.attrs.iter().position(|a| a.name == name) {
        Some(i) => {
            prints_attr(p, st.spec, i)
                || st.spec.attrs[i]
                    .default
                    .is_some_and(|d| p.format_default(d) == v)
        }
        None => st.spec.operand_segments && name == "operandSegmentSizes",
    }
}

/// ` <{...}>`: the properties `prop-dict` stands for.
fn prop_dict(p: &mut OpAsmPrinter<'_, '_>, st: &Printed<'_>) {
    let ctx = p.ctx();
    let mut entries: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
    for &(k, v) in p.body.properties(p.op).dict_entries(ctx) {
        if !elided_property(p, st, ctx.str(k), v) {
            entries.push((k, v));
        }
    }
    if entries.is_empty() {
        return;
    }
    let Ok(dict) = Attribute::dictionary(ctx, &entries) else {
        return;
    };
    p.write(" <");
    p.print_attribute(dict);
    p.write(">");
}

/// ` {...}`: discardable attributes plus properties the format does not
/// print, minus those equal to their default (MLIR's `elidedAttrs`).
fn attr_dict(p: &mut OpAsmPrinter<'_, '_>, st: &Printed<'_>, keyword: bool) {
    let ctx = p.ctx();
    let mut entries: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
    // With `prop-dict`, the properties print there.
    let props = if st.spec.prop_dict {
        Attribute::empty_dictionary(ctx)
    } else {
        p.body.properties(p.op)
    };
    for dict in [props, p.body.attributes(p.op)] {
        for &(k, v) in dict.dict_entries(ctx) {
            if !elided_property(p, st, ctx.str(k), v) {
                entries.push((k, v));
            }
        }
    }
    if entries.is_empty() {
        return;
    }
    entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    let Ok(dict) = Attribute::dictionary(ctx, &entries) else {
        return;
    };
    p.write(if keyword { " attributes " } else { " " });
    p.print_attribute(dict);
}
