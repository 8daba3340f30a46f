//! Parsing and printing on several threads must be invisible: a module
//! large enough to take the parallel paths (isolated regions parsed on
//! worker threads, a large block printed in chunks) gives the same IR, the
//! same text and, for bad input, the same first diagnostic as one thread.

use ir::Context;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op, print_op_streaming};

use dialects as _;

/// A generic-form module of `n` functions (well over the parallel
/// threshold for n in the thousands) using aliases defined before the
/// module and location aliases defined after it, block arguments,
/// successors, multi-result ops and nested non-isolated regions. `edit`
/// may change the text of one function.
fn module(n: usize, edit: impl Fn(usize, String) -> String) -> String {
    let mut s = String::from(
        "#note = {note = \"aliased\"}\n!ty = i64\n\"builtin.module\"() ({\n  %top = \"u.top\"() : () -> i64\n",
    );
    for i in 0..n {
        let f = format!(
            r#"  "func.func"() <{{function_type = (i64, i64) -> i64, sym_name = "f{i}"}}> ({{
  ^bb0(%a: !ty, %b: i64):
    %0 = "arith.addi"(%a, %b) <{{overflowFlags = #arith.overflow<none>}}> : (i64, i64) -> i64 loc(#loc{i})
    %1:2 = "u.two"() {{x = #note}} : () -> (i64, i64)
    "u.br"(%0)[^bb1] : (i64) -> ()
  ^bb1(%2: i64):  // pred: ^bb0
    "u.region"() ({{
      %3 = "arith.muli"(%2, %1#1) <{{overflowFlags = #arith.overflow<none>}}> : (i64, i64) -> i64
      "u.yield"(%3) : (i64) -> ()
    }}) : () -> ()
    "func.return"(%2) : (i64) -> ()
  }}) : () -> ()
"#
        );
        s.push_str(&edit(i, f));
    }
    s.push_str("}) : () -> ()\n");
    for i in 0..n {
        s.push_str(&format!("#loc{i} = loc(\"gen.mlir\":{}:5)\n", i + 7));
    }
    s
}

fn parse_opts(parallel: bool) -> ParseOptions {
    ParseOptions {
        allow_unregistered_dialect: true,
        parallel,
        ..ParseOptions::default()
    }
}

/// What a parse gives, as text: the printed module in three forms, or the
/// diagnostics.
fn outcome(src: &str, parallel: bool) -> Result<Vec<String>, String> {
    let ctx = Context::new();
    let m =
        parse_source(&ctx, src, "gen.mlir", &parse_opts(parallel)).map_err(|d| format!("{d:?}"))?;
    let forms = [
        PrintOptions::default(),
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
        PrintOptions {
            generic: true,
            debug_info: true,
            ..PrintOptions::default()
        },
    ];
    let mut out = Vec::new();
    for opts in forms {
        let whole = print_op(&ctx, &m.body, m.op, &opts);
        let mut streamed = String::new();
        print_op_streaming(&ctx, &m.body, m.op, &opts, parallel, &mut |s| {
            streamed.push_str(s)
        });
        assert_eq!(whole, streamed, "streamed printing differs");
        out.push(whole);
    }
    Ok(out)
}

#[test]
fn parallel_parse_and_print_match_one_thread() {
    let src = module(2500, |_, f| f);
    assert!(src.len() > 1 << 20, "the input must take the parallel path");
    let one = outcome(&src, false).expect("parses");
    let many = outcome(&src, true).expect("parses");
    assert_eq!(one, many);
    assert!(one[2].contains("loc(\"gen.mlir\":2506:5)"));
}

/// Each case: what it shows, and the edits making it (function number,
/// text to replace in that function, replacement).
type Case = (&'static str, &'static [(usize, &'static str, &'static str)]);

#[test]
fn errors_inside_deferred_regions_match_one_thread() {
    let cases: [Case; 5] = [
        ("undefined value", &[(1700, "(%a, %b)", "(%a, %zz)")]),
        (
            "use of a value from above the isolated op",
            &[(1200, "(%a, %b)", "(%top, %b)")],
        ),
        ("undefined alias", &[(900, "#note", "#missing")]),
        (
            "error after the deferred regions",
            &[(2400, "}) : () -> ()\n", "}) : () -> ( \n")],
        ),
        (
            "two errors, the first in a deferred region",
            &[
                (300, "\"u.yield\"(%3)", "\"u.yield\"(%9)"),
                (2000, "-> i64 loc", "-> loc"),
            ],
        ),
    ];
    for (what, edits) in cases {
        let edit = |i: usize, f: String| {
            edits
                .iter()
                .filter(|e| e.0 == i)
                .fold(f, |f, &(_, from, to)| f.replace(from, to))
        };
        let src = module(2500, edit);
        let one = outcome(&src, false).expect_err(what);
        let many = outcome(&src, true).expect_err(what);
        assert_eq!(one, many, "{what}");
    }
}

/// Forward references that leave an isolated region (MLIR resolves SSA
/// names file-wide and leaves isolation to the verifier). These panicked
/// in the parser, and in the parallel parse the panic left the worker
/// threads waiting forever.
#[test]
fn forward_refs_out_of_isolated_regions_match_one_thread() {
    const USE: &str = "\"func.return\"(%2)";
    const USE_UNDEF: &str = "\"u.use\"(%undef) : (i64) -> ()\n    \"func.return\"(%2)";
    // (what, edits as (function, appended after it or replacing in it), the
    // first diagnostic's message)
    type Edit = (usize, &'static str, &'static str);
    let cases: [(&str, &[Edit], &str); 4] = [
        (
            "undefined in a function, used again after it",
            &[
                (1000, USE, USE_UNDEF),
                (1000, "", "  \"u.use\"(%undef) : (i64) -> ()\n"),
            ],
            "use of undeclared SSA value name",
        ),
        (
            "used in a function, defined later in the module",
            &[
                (1000, USE, USE_UNDEF),
                (1500, "", "  %undef = \"u.def\"() : () -> i64\n"),
            ],
            "'u.use' op using value defined outside the region",
        ),
        (
            "used in a function, defined in the next one",
            &[
                (1000, USE, USE_UNDEF),
                (
                    1001,
                    USE,
                    "%undef = \"u.def\"() : () -> i64\n    \"func.return\"(%2)",
                ),
            ],
            "'u.use' op using value defined outside the region",
        ),
        (
            "used in two functions with two types",
            &[
                (1000, USE, USE_UNDEF),
                (
                    2000,
                    USE,
                    "\"u.use\"(%undef) : (i32) -> ()\n    \"func.return\"(%2)",
                ),
            ],
            "use of value '%undef' expects different type than prior uses",
        ),
    ];
    for (what, edits, message) in cases {
        let edit = |i: usize, f: String| {
            edits
                .iter()
                .filter(|e| e.0 == i)
                .fold(f, |f, &(_, from, to)| {
                    if from.is_empty() {
                        f + to
                    } else {
                        f.replace(from, to)
                    }
                })
        };
        let src = module(2500, edit);
        let one = outcome(&src, false).expect_err(what);
        let many = outcome(&src, true).expect_err(what);
        assert_eq!(one, many, "{what}");
        assert!(one.contains(message), "{what}: {one}");
        assert!(!one.contains("internal error"), "{what}: {one}");
    }
}

/// A custom-form module of `n` functions whose bodies the parser defers
/// (`func.func`'s hook asks for it): named entry arguments, arith ops in
/// their format, a call and a multi-block body. `edit` may change one
/// function's text.
fn custom_module(n: usize, edit: impl Fn(usize, String) -> String) -> String {
    let mut s = String::from("module {\n  %top = \"u.top\"() : () -> i64\n");
    for i in 0..n {
        let f = format!(
            r#"  func.func @f{i}(%a: i64, %b: i64 loc("arg.mlir":{i}:1)) -> i64 {{
    %c = arith.constant {i} : i64
    %0 = arith.addi %a, %c overflow<nsw> : i64
    %1 = arith.muli %0, %b : i64
    %2 = func.call @f0(%1, %a) : (i64, i64) -> i64
    cf.br ^bb1(%2 : i64)
  ^bb1(%3: i64):
    %4 = arith.subi %3, %c : i64
    %5 = arith.xori %4, %b : i64
    return %5 : i64
  }}
"#
        );
        s.push_str(&edit(i, f));
    }
    s.push_str("}\n");
    s
}

#[test]
fn deferred_custom_form_regions_match_one_thread() {
    let src = custom_module(4000, |_, f| f);
    assert!(src.len() > 1 << 20, "the input must take the parallel path");
    let one = outcome(&src, false).expect("parses");
    let many = outcome(&src, true).expect("parses");
    assert!(one == many, "parallel output differs");
    let long_comment = format!("{{\n    // {}\n  }}\n", "x".repeat(300));
    let empty_body = move |f: String| {
        let open = f.find('(').unwrap_or(0);
        format!("{}() {long_comment}", &f[..open])
    };
    type Edit = Box<dyn Fn(usize, String) -> String>;
    let cases: [(&str, Edit); 5] = [
        (
            "entry argument named like a value around the function",
            Box::new(|i, f| {
                if i == 2000 {
                    f.replace("(%a: i64, %b", "(%top: i64, %b")
                } else {
                    f
                }
            }),
        ),
        (
            "two entry arguments of one name",
            Box::new(|i, f| {
                if i == 1500 {
                    f.replace("%b: i64 loc", "%a: i64 loc")
                } else {
                    f
                }
            }),
        ),
        (
            "a body of only a comment",
            Box::new(move |i, f| if i == 3000 { empty_body(f) } else { f }),
        ),
        (
            "undefined value in a body",
            Box::new(|i, f| {
                if i == 1000 {
                    f.replace("%0, %b", "%0, %zz")
                } else {
                    f
                }
            }),
        ),
        (
            "bad format text in a body",
            Box::new(|i, f| {
                if i == 3500 {
                    f.replace("overflow<nsw>", "overflow<bad>")
                } else {
                    f
                }
            }),
        ),
    ];
    for (what, edit) in cases {
        let src = custom_module(4000, edit);
        // Compared without `assert_eq!`: a printed module is megabytes.
        let one = outcome(&src, false).err();
        let many = outcome(&src, true).err();
        let Some(one) = one else {
            panic!("{what}: parses on one thread")
        };
        assert!(Some(&one) == many.as_ref(), "{what}: {one} vs {many:?}");
        assert!(!one.contains("internal error"), "{what}: {one}");
    }
}

/// A custom-form module of `n` functions using affine maps in a varying
/// order (their `#mapN` aliases are numbered by first print), a map
/// layout in some signatures, and names that clash with names of the
/// module's own region (`%c0_i64` at the top, so the functions' become
/// `%c0_i64_0`): the functions are named, and searched for aliases, in
/// chunks on several threads.
fn aliased_module(n: usize) -> String {
    let mut s = String::from(
        "module {\n  %top = arith.constant 0 : i64\n  %c1 = arith.constant 1 : index\n",
    );
    for i in 0..n {
        let (k, k2) = (i * 7 % 8 + 1, i * 3 % 5 + 1);
        let ty = if i % 3 == 0 {
            "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>"
        } else {
            "memref<4x4xf32>"
        };
        s.push_str(&format!(
            r#"  func.func @f{i}(%m: {ty}, %n: index) -> index {{
    %z = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant {i} : index
    %p = affine.apply affine_map<(d0)[s0] -> (d0 * {k} + s0)>(%c0)[%n]
    %q = affine.apply affine_map<(d0)[s0] -> (d0 * {k2} + s0)>(%p)[%n]
    %v = memref.load %m[%c0, %c0_0] : {ty}
    return %q : index
  }}
"#
        ));
    }
    s.push_str("}\n");
    s
}

#[test]
fn custom_form_names_and_aliases_match_one_thread() {
    let src = aliased_module(1000);
    let one = outcome(&src, false).expect("parses");
    let many = outcome(&src, true).expect("parses");
    assert!(one == many, "parallel output differs");
    let custom = &one[0];
    // Maps are numbered in the order they first print: the layout of the
    // first signature, then f0's two maps.
    assert!(custom.starts_with(
        "#map = affine_map<(d0, d1) -> (d1, d0)>\n#map1 = affine_map<(d0)[s0] -> (d0 + s0)>\n"
    ));
    assert!(custom.contains("%c0_i64_0 = arith.constant 0 : i64"));
    assert!(custom.contains("%1 = affine.apply #map1(%0)[%arg1]"));
}
