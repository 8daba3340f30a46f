//! ODS's one list: `traits = [Symbol, SymbolTable]` alone makes an op that
//! is a symbol (with `SymbolOpInterface`'s verifier and default methods)
//! and a symbol table; interfaces sit in the same list as traits.

use ir::prelude::*;
use ir::semantics::symbols::{
    SymbolOpInterfaceHandle, is_symbol_table, lookup_symbol_in_flat, symbol_name,
};
use ir::text::{ParseOptions, parse_source};
use ir::{OpCursor, VerifyOptions, verify};

#[dialect(name = "ol")]
pub struct OneListDialect;

/// A named scope: a symbol that holds a symbol table, from the list alone.
#[op(dialect = OneListDialect, name = "scope", traits = [Symbol, SymbolTable])]
pub struct ScopeOp {
    /// The table's region.
    #[region]
    body_region: Region,
}

/// Ends a scope.
#[op(dialect = OneListDialect, name = "end", traits = [IsTerminator])]
pub struct EndOp {}

const NESTED: &str = r#""ol.scope"() <{sym_name = "outer"}> ({
  "ol.scope"() <{sym_name = "inner", sym_visibility = "private"}> ({
    "ol.end"() : () -> ()
  }) : () -> ()
  "ol.end"() : () -> ()
}) : () -> ()
"#;

fn check(src: &str) -> Result<(), String> {
    let ctx = Context::new();
    let m = parse_source(&ctx, src, "s.mlir", &ParseOptions::default())
        .map_err(|d| d[0].message.clone())?;
    verify(&ctx, &m.body, m.op, &VerifyOptions::default()).map_err(|d| d[0].message.clone())
}

#[test]
fn symbol_and_symbol_table_from_the_list_alone() {
    let ctx = Context::new();
    let m = parse_source(&ctx, NESTED, "s.mlir", &ParseOptions::default()).unwrap();
    assert_eq!(
        verify(&ctx, &m.body, m.op, &VerifyOptions::default()).map_err(|d| d.len()),
        Ok(())
    );
    let module = OpCursor::new(&m.body, m.op);
    let outer = lookup_symbol_in_flat(&ctx, &module, ctx.ident("outer")).expect("a symbol");
    let outer_view = OpView::new(&ctx, outer.body(), outer.op());
    assert!(outer_view.has_trait::<Symbol>() && outer_view.has_trait::<SymbolTable>());
    assert!(is_symbol_table(&ctx, outer.body(), outer.op()));
    assert!(
        outer_view.cast::<SymbolOpInterfaceHandle<'_>>().is_some(),
        "Symbol brings SymbolOpInterface"
    );
    let inner = lookup_symbol_in_flat(&ctx, &outer, ctx.ident("inner")).expect("nested symbol");
    assert_eq!(
        symbol_name(&ctx, inner.body(), inner.op()),
        Some(ctx.ident("inner"))
    );
}

#[test]
fn the_symbol_interface_verifier_runs() {
    // Its checks are SymbolOpInterface's, which `Symbol` brought in.
    let dup = NESTED.replace("\"inner\"", "\"outer2\"").replace(
        "\"ol.end\"() : () -> ()\n}) : () -> ()\n",
        "\"ol.end\"() : () -> ()\n}) : () -> ()\n\"ol.scope\"() <{sym_name = \"outer\"}> ({\n  \"ol.end\"() : () -> ()\n}) : () -> ()\n",
    );
    assert_eq!(
        check(&dup),
        Err("redefinition of symbol named 'outer'".to_string())
    );
    let unnamed = "\"ol.scope\"() ({\n  \"ol.end\"() : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        check(unnamed),
        Err("'ol.scope' op requires string attribute 'sym_name'".to_string())
    );
    let bad_vis = NESTED.replace("\"private\"", "\"hidden\"");
    assert_eq!(
        check(&bad_vis),
        Err("'ol.scope' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"hidden\"".to_string())
    );
}
