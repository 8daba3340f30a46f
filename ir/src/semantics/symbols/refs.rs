//! Finding and replacing symbol references inside an op's attributes.
//!
//! MLIR walks an op's whole attribute dictionary (inherent and discardable
//! attributes merged, sorted by name) in pre-order, and does not look inside
//! a symbol reference for further references. The walk here uses an
//! explicit stack, so deeply nested arrays cannot overflow the native stack.

use crate::storage::body::{Body, Operation};
use crate::uniqued::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::uniqued::context::Context;

/// The op's attributes as MLIR's `getAttrDictionary` sees them: inherent
/// and discardable entries merged and sorted by name. A non-dictionary
/// property (an unregistered op's opaque properties) is returned apart.
pub fn op_attribute_entries(
    ctx: &Context,
    body: &Body,
    op: Operation,
) -> (Vec<NamedAttribute>, Option<Attribute>) {
    let props = body.properties(op);
    let mut opaque = None;
    let mut v: Vec<NamedAttribute> = match props.kind(ctx) {
        AttrKind::Dictionary(e) => e.to_vec(),
        _ => {
            opaque = Some(props);
            Vec::new()
        }
    };
    v.extend_from_slice(body.attributes(op).dict_entries(ctx));
    v.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    (v, opaque)
}

/// The attributes a dialect attribute holds, in its definition's order.
fn sub_attrs(s: &crate::uniqued::dialect_defs::DialectStorage) -> Vec<Attribute> {
    let mut v = Vec::new();
    if let Some(walk) = s.def().walk_attrs {
        walk(s, &mut |a| v.push(a));
    }
    v
}

/// Calls `f` on each symbol reference in the op's attributes, in MLIR's
/// order; stops early when `f` returns `false`. Returns whether it finished.
pub fn walk_symbol_refs(
    ctx: &Context,
    body: &Body,
    op: Operation,
    mut f: impl FnMut(Attribute) -> bool,
) -> bool {
    let (entries, opaque) = op_attribute_entries(ctx, body, op);
    let mut stack: Vec<Attribute> = Vec::new();
    let roots = entries.iter().map(|e| e.1).chain(opaque);
    for root in roots {
        stack.push(root);
        while let Some(a) = stack.pop() {
            match a.kind(ctx) {
                AttrKind::SymbolRef { .. } if !f(a) => return false,
                AttrKind::SymbolRef { .. } => {}
                AttrKind::Array(elems) => stack.extend(elems.iter().rev().copied()),
                AttrKind::Dictionary(e) => stack.extend(e.iter().rev().map(|x| x.1)),
                AttrKind::Distinct { referenced, .. } => stack.push(*referenced),
                AttrKind::Dialect(s) => {
                    let held = sub_attrs(s);
                    stack.extend(held.into_iter().rev());
                }
                _ => {}
            }
        }
    }
    true
}

/// Rebuilds `attr` with each symbol reference `r` replaced by `f(r)`
/// (when `Some`). Returns `attr` itself when nothing changed.
pub(crate) fn replace_symbol_refs(
    ctx: &Context,
    attr: Attribute,
    f: &impl Fn(Attribute) -> Option<Attribute>,
) -> Attribute {
    // Post-order rebuild with an explicit stack: (attr, children visited).
    enum Step {
        Enter(Attribute),
        Exit(Attribute),
    }
    let mut work = vec![Step::Enter(attr)];
    let mut done: Vec<Attribute> = Vec::new();
    while let Some(step) = work.pop() {
        match step {
            Step::Enter(a) => match a.kind(ctx) {
                AttrKind::SymbolRef { .. } => done.push(f(a).unwrap_or(a)),
                AttrKind::Array(elems) => {
                    work.push(Step::Exit(a));
                    work.extend(elems.iter().rev().map(|&e| Step::Enter(e)));
                }
                AttrKind::Dictionary(entries) => {
                    work.push(Step::Exit(a));
                    work.extend(entries.iter().rev().map(|e| Step::Enter(e.1)));
                }
                AttrKind::Dialect(s) => {
                    work.push(Step::Exit(a));
                    work.extend(sub_attrs(s).into_iter().rev().map(Step::Enter));
                }
                AttrKind::Distinct { referenced, .. } => {
                    work.push(Step::Exit(a));
                    work.push(Step::Enter(*referenced));
                }
                _ => done.push(a),
            },
            Step::Exit(a) => match a.kind(ctx) {
                AttrKind::Array(elems) => {
                    let new = done.split_off(done.len() - elems.len());
                    done.push(if new[..] == elems[..] {
                        a
                    } else {
                        Attribute::array(ctx, &new)
                    });
                }
                AttrKind::Dictionary(entries) => {
                    let new = done.split_off(done.len() - entries.len());
                    let same = entries.iter().zip(&new).all(|(e, n)| e.1 == *n);
                    done.push(if same {
                        a
                    } else {
                        let v: Vec<NamedAttribute> =
                            entries.iter().zip(new).map(|(e, n)| (e.0, n)).collect();
                        Attribute::dictionary_sorted(ctx, v)
                    });
                }
                AttrKind::Dialect(s) => {
                    let old = sub_attrs(s);
                    let new = done.split_off(done.len() - old.len());
                    let rebuilt = match s.def().replace_attrs {
                        Some(replace) if new != old => {
                            let mut next = new.into_iter();
                            let storage = replace(ctx, s, &mut |a| next.next().unwrap_or(a));
                            Attribute::from_dialect_storage(ctx, storage)
                        }
                        _ => a,
                    };
                    done.push(rebuilt);
                }
                // The rebuilt attribute keeps the creation id, so every
                // reference to one distinct attribute stays one attribute.
                AttrKind::Distinct { id, referenced } => {
                    let new = done.pop().expect("one child");
                    done.push(if new == *referenced {
                        a
                    } else {
                        Attribute::distinct_with_id(ctx, *id, new)
                    });
                }
                _ => unreachable!("only containers are exited"),
            },
        }
    }
    done.pop().expect("one result")
}

/// Replaces symbol references in all of an op's attributes.
pub(crate) fn replace_symbol_refs_in_op(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    f: &impl Fn(Attribute) -> Option<Attribute>,
) {
    let props = body.properties(op);
    let new_props = replace_symbol_refs(ctx, props, f);
    if new_props != props {
        body.set_properties(op, new_props);
    }
    let attrs = body.attributes(op);
    let new_attrs = replace_symbol_refs(ctx, attrs, f);
    if new_attrs != attrs {
        body.set_attributes(op, new_attrs);
    }
}
