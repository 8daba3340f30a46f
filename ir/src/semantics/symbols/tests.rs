//! Tests of the symbol API on IR built with the builder: nested references
//! through three tables, visibility, auto-rename, use search and
//! replacement (re-walked to find stale references), verification.

use super::*;
use crate::storage::cursor::{OpCursor, OpPath};
use crate::{Attribute, Body, Context, Location, OperationState};

struct Ir {
    ctx: Context,
    top: Body,
    module: Operation,
}

fn module_state(ctx: &Context, name: Option<&str>) -> OperationState {
    let mut st = OperationState::new(ctx, "builtin.module", Location::unknown(ctx));
    st.num_regions = 1;
    if let Some(n) = name {
        st.properties =
            Attribute::dictionary(ctx, &[(ctx.ident("sym_name"), Attribute::string(ctx, n))])
                .unwrap();
    }
    st
}

/// An op of an unregistered dialect with optional `sym_name`, visibility
/// and a `ref` attribute.
fn leaf(
    ctx: &Context,
    name: Option<&str>,
    vis: Option<&str>,
    refs: &[Attribute],
) -> OperationState {
    let mut st = OperationState::new(ctx, "t.op", Location::unknown(ctx));
    let mut attrs = Vec::new();
    if let Some(n) = name {
        attrs.push((ctx.ident("sym_name"), Attribute::string(ctx, n)));
    }
    if let Some(v) = vis {
        attrs.push((ctx.ident("sym_visibility"), Attribute::string(ctx, v)));
    }
    if !refs.is_empty() {
        attrs.push((ctx.ident("refs"), Attribute::array(ctx, refs)));
    }
    st.attributes = Attribute::dictionary(ctx, &attrs).unwrap();
    st
}

/// Appends `st` to the single block of module `m` in `body`.
fn add(ctx: &Context, body: &mut Body, m: Operation, st: &OperationState) -> Operation {
    let nested = body.nested_mut(m).unwrap();
    let r = nested.root_regions()[0];
    let blk = nested
        .entry_block(r)
        .unwrap_or_else(|| nested.append_new_block(r));
    let op = nested.create_op(ctx, st);
    nested.append_op(blk, op);
    op
}

fn sref(ctx: &Context, root: &str, nested: &[&str]) -> Attribute {
    let n: Vec<_> = nested.iter().map(|s| ctx.ident(s)).collect();
    Attribute::symbol_ref(ctx, ctx.ident(root), &n)
}

/// module { module @a { module @b { module @c { @d } } }  @user(refs) @f }
fn three_tables() -> (Ir, [Operation; 4]) {
    let ctx = Context::new();
    let mut top = Body::new();
    let module = top.create_op(&ctx, &module_state(&ctx, None));
    let a = add(&ctx, &mut top, module, &module_state(&ctx, Some("a")));
    let body_m = top.nested_mut(module).unwrap();
    let b = add(&ctx, body_m, a, &module_state(&ctx, Some("b")));
    let body_a = body_m.nested_mut(a).unwrap();
    let c = add(&ctx, body_a, b, &module_state(&ctx, Some("c")));
    let body_b = body_a.nested_mut(b).unwrap();
    add(&ctx, body_b, c, &leaf(&ctx, Some("d"), Some("nested"), &[]));
    let user = leaf(
        &ctx,
        Some("user"),
        None,
        &[
            sref(&ctx, "a", &["b", "c", "d"]),
            sref(&ctx, "f", &[]),
            sref(&ctx, "a", &[]),
        ],
    );
    let u = add(&ctx, &mut top, module, &user);
    let f = add(
        &ctx,
        &mut top,
        module,
        &leaf(&ctx, Some("f"), Some("private"), &[]),
    );
    (Ir { ctx, top, module }, [a, b, u, f])
}

#[test]
fn nested_references_resolve_through_three_tables() {
    let (ir, [_, _, _, f]) = three_tables();
    let ctx = &ir.ctx;
    let root = OpCursor::new(&ir.top, ir.module);
    let d = lookup_symbol_in(ctx, &root, sref(ctx, "a", &["b", "c", "d"])).unwrap();
    assert_eq!(symbol_name(ctx, d.body(), d.op()), Some(ctx.ident("d")));
    assert_eq!(symbol_visibility(ctx, d.body(), d.op()), Visibility::Nested);
    // Upwards from @d: nearest table is @c, whose parent chain leads back.
    let table = nearest_symbol_table(ctx, &d).unwrap();
    assert_eq!(
        symbol_name(ctx, table.body(), table.op()),
        Some(ctx.ident("c"))
    );
    assert_eq!(d.ancestors().count(), 5);
    assert!(lookup_nearest_symbol_from(ctx, &d, sref(ctx, "d", &[])).is_some());
    assert!(lookup_nearest_symbol_from(ctx, &d, sref(ctx, "f", &[])).is_none());
    assert!(lookup_symbol_in(ctx, &root, sref(ctx, "a", &["x", "d"])).is_none());
    // @f is a leaf, not a table: nested references through it fail.
    assert!(lookup_symbol_in(ctx, &root, sref(ctx, "f", &["g"])).is_none());
    let fc = root.child(f);
    assert_eq!(
        symbol_visibility(ctx, fc.body(), fc.op()),
        Visibility::Private
    );
    // Cached lookups agree and record every table on the way.
    let mut coll = SymbolTableCollection::new();
    let all = coll
        .lookup_symbol_in_all(ctx, &root, sref(ctx, "a", &["b", "c", "d"]))
        .unwrap();
    assert_eq!(all.len(), 4);
    assert!(all[3].same_op(&d));
}

#[test]
fn uses_are_found_per_scope_with_prefixes() {
    let (ir, [a, _, u, f]) = three_tables();
    let ctx = &ir.ctx;
    let root = OpCursor::new(&ir.top, ir.module);
    // From a symbol-table op, only the op's own attributes are searched.
    assert!(get_all_symbol_uses(ctx, &root).unwrap().is_empty());
    let all = get_all_symbol_uses_in_region(ctx, &root, 0).unwrap();
    assert_eq!(all.len(), 3);
    assert!(all.iter().all(|x| x.user.op() == u));
    let a_uses = get_symbol_uses(ctx, &root.child(a), &root, None).unwrap();
    // `@a` and the prefix match `@a::@b::@c::@d`.
    assert_eq!(a_uses.len(), 2);
    let f_c = root.child(f);
    assert!(!symbol_known_use_empty(ctx, &f_c, &root, None));
    let user_c = root.child(u);
    assert!(symbol_known_use_empty(ctx, &user_c, &root, None));
    let by_name = get_symbol_uses_by_name(ctx, ctx.ident("f"), &root, None).unwrap();
    assert_eq!(by_name.len(), 1);
    let map = SymbolUserMap::new(
        ctx,
        &mut SymbolTableCollection::new(),
        &ir.top,
        &root.path(),
    );
    assert_eq!(map.users(&f_c.path()), [user_c.path()]);
    assert!(map.use_empty(&user_c.path()));
}

#[test]
fn unknown_symbol_tables_make_use_searches_fail() {
    let ctx = Context::new();
    let mut top = Body::new();
    let module = top.create_op(&ctx, &module_state(&ctx, None));
    let mut st = leaf(&ctx, None, None, &[]);
    st.num_regions = 1;
    add(&ctx, &mut top, module, &st);
    let root = OpCursor::new(&top, module);
    assert!(get_all_symbol_uses_in_region(&ctx, &root, 0).is_none());
}

#[test]
fn replace_all_uses_leaves_no_stale_reference() {
    let (mut ir, [a, _, u, f]) = three_tables();
    let ctx = &ir.ctx;
    let module_path = OpPath::root(ir.module);
    let a_path = OpCursor::new(&ir.top, ir.module).child(a).path();
    replace_all_symbol_uses(
        ctx,
        &mut ir.top,
        &SymbolOrName::Op(a_path),
        ctx.ident("z"),
        &module_path,
        None,
    )
    .unwrap();
    replace_all_symbol_uses(
        ctx,
        &mut ir.top,
        &SymbolOrName::Name(ctx.ident("f")),
        ctx.ident("g"),
        &module_path,
        None,
    )
    .unwrap();
    let root = OpCursor::new(&ir.top, ir.module);
    let refs: Vec<String> = get_all_symbol_uses_in_region(ctx, &root, 0)
        .unwrap()
        .iter()
        .map(|x| x.symbol_ref.display(ctx).to_string())
        .collect();
    assert_eq!(refs, ["@z::@b::@c::@d", "@g", "@z"]);
    assert!(
        get_symbol_uses_by_name(ctx, ctx.ident("a"), &root, None)
            .unwrap()
            .is_empty()
    );
    assert!(
        get_symbol_uses(ctx, &root.child(f), &root, None)
            .unwrap()
            .is_empty()
    );
    let _ = u;
}

#[test]
fn user_map_replaces_uses_and_follows_the_rename() {
    let (mut ir, [a, _, u, f]) = three_tables();
    let ctx = &ir.ctx;
    let (f_path, a_path, u_path, m_path) = {
        let root = OpCursor::new(&ir.top, ir.module);
        (
            root.child(f).path(),
            root.child(a).path(),
            root.child(u).path(),
            root.path(),
        )
    };
    let mut map = SymbolUserMap::new(ctx, &mut SymbolTableCollection::new(), &ir.top, &m_path);
    assert_eq!(map.users(&a_path), core::slice::from_ref(&u_path));
    map.replace_all_uses_with(ctx, &mut ir.top, &a_path, ctx.ident("a2"));
    map.replace_all_uses_with(ctx, &mut ir.top, &f_path, ctx.ident("f2"));
    let root = OpCursor::new(&ir.top, ir.module);
    let refs: Vec<String> = get_all_symbol_uses_in_region(ctx, &root, 0)
        .unwrap()
        .iter()
        .map(|x| x.symbol_ref.display(ctx).to_string())
        .collect();
    assert_eq!(refs, ["@a2::@b::@c::@d", "@f2", "@a2"]);
}

#[test]
fn insert_auto_renames_and_rename_updates_uses() {
    let (mut ir, [_, _, u, f]) = three_tables();
    let ctx = &ir.ctx;
    let mut table = SymbolTable::new(ctx, &ir.top, ir.module).unwrap();
    let body = ir.top.nested_mut(ir.module).unwrap();
    let dup = body.create_op(ctx, &leaf(ctx, Some("f"), None, &[]));
    assert_eq!(table.insert(ctx, body, dup, None), ctx.ident("f_0"));
    let dup2 = body.create_op(ctx, &leaf(ctx, Some("f"), None, &[]));
    assert_eq!(table.insert(ctx, body, dup2, Some(u)), ctx.ident("f_1"));
    assert_eq!(body.next_op(dup2), Some(u));
    assert_eq!(table.lookup(ctx.ident("f_1")), Some(dup2));
    // Re-inserting a symbol already in the table keeps its name.
    assert_eq!(table.insert(ctx, body, f, None), ctx.ident("f"));
    table.rename(ctx, body, f, ctx.ident("renamed"));
    assert_eq!(table.lookup(ctx.ident("renamed")), Some(f));
    assert!(table.lookup(ctx.ident("f")).is_none());
    let new = table.rename_to_unique(ctx, body, f, &[]);
    assert_eq!(new, ctx.ident("renamed_0"));
    let root = OpCursor::new(&ir.top, ir.module);
    let refs: Vec<String> = get_all_symbol_uses_in_region(ctx, &root, 0)
        .unwrap()
        .iter()
        .map(|x| x.symbol_ref.display(ctx).to_string())
        .collect();
    assert_eq!(refs, ["@a::@b::@c::@d", "@renamed_0", "@a"]);
    drop(root);
    let body = ir.top.nested_mut(ir.module).unwrap();
    table.erase(ctx, body, dup);
    assert!(table.lookup(ctx.ident("f_0")).is_none());
    assert!(!body.is_live(dup));
}

#[test]
fn visibility_round_trips_and_walks_see_nested_tables_first() {
    let (mut ir, [a, _, _, f]) = three_tables();
    let ctx = &ir.ctx;
    let body = ir.top.nested_mut(ir.module).unwrap();
    set_symbol_visibility(ctx, body, f, Visibility::Public);
    assert_eq!(symbol_visibility(ctx, body, f), Visibility::Public);
    assert!(body.attr(ctx, f, ctx.ident("sym_visibility")).is_none());
    set_symbol_visibility(ctx, body, a, Visibility::Private);
    assert_eq!(symbol_visibility(ctx, body, a), Visibility::Private);
    let root = OpCursor::new(&ir.top, ir.module);
    let mut seen = Vec::new();
    walk_symbol_tables(ctx, &root, false, |t, vis| {
        let name = symbol_name(ctx, t.body(), t.op()).map(|n| ctx.str(n).to_string());
        seen.push((name.unwrap_or_default(), vis));
    });
    // Innermost first; the unnamed top module is not a symbol (public
    // uses may exist outside), @a is private so all its uses are visible.
    assert_eq!(
        seen,
        [
            ("c".into(), true),
            ("b".into(), true),
            ("a".into(), true),
            ("".into(), false)
        ]
    );
}

#[test]
fn verifiers_match_mlir_texts() {
    let (ir, [a, ..]) = three_tables();
    let ctx = &ir.ctx;
    let body = ir.top.nested(ir.module).unwrap();
    assert!(verify_symbol_table_names(ctx, &ir.top, ir.module).is_ok());
    assert!(verify_symbol(ctx, body, a).is_ok());

    let mut top = Body::new();
    let m = top.create_op(ctx, &module_state(ctx, None));
    add(ctx, &mut top, m, &leaf(ctx, Some("x"), Some("bogus"), &[]));
    add(ctx, &mut top, m, &leaf(ctx, Some("x"), None, &[]));
    let e = verify_symbol_table_names(ctx, &top, m).unwrap_err();
    assert_eq!(e.message, "redefinition of symbol named 'x'");
    assert_eq!(e.notes[0].message, "see existing symbol definition here");
    let nested = top.nested(m).unwrap();
    let first = nested
        .first_op(nested.entry_block(nested.root_regions()[0]).unwrap())
        .unwrap();
    let e = verify_symbol(ctx, nested, first).unwrap_err();
    assert_eq!(
        e.message,
        "'t.op' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bogus\""
    );
    let anon = top.create_op(ctx, &leaf(ctx, None, None, &[]));
    let e = verify_symbol(ctx, &top, anon).unwrap_err();
    assert_eq!(e.message, "'t.op' op requires string attribute 'sym_name'");
}
