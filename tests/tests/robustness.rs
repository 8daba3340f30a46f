//! Bad input never panics, hangs or overflows the stack: random bytes,
//! truncated and mutated versions of the round-trip corpus, 100,000 nested
//! regions and a 10 MB single-line file all end in IR or a diagnostic.

use ir::Context;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
use std::path::Path;

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Parses and, on success, prints in every mode; returns whether it parsed.
fn check(ctx: &Context, src: &str) -> bool {
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        first_line: 1,
        ..ParseOptions::default()
    };
    match parse_source(ctx, src, "fuzz.mlir", &opts) {
        Ok(m) => {
            for generic in [false, true] {
                let p = PrintOptions {
                    generic,
                    debug_info: true,
                    ..Default::default()
                };
                let out = print_op(ctx, &m.body, m.op, &p);
                assert!(
                    !out.contains("internal error"),
                    "printer panicked on {src:?}"
                );
            }
            true
        }
        Err(diags) => {
            assert!(!diags.is_empty(), "failure without a diagnostic on {src:?}");
            assert!(
                diags.iter().all(|d| !d.message.contains("internal error")),
                "parser panicked on {src:?}"
            );
            false
        }
    }
}

fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit/roundtrip");
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v.into_iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

#[test]
fn random_bytes_never_panic() {
    let ctx = Context::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let alphabet = b"%^#!@\"(){}[]<>:,=-.0123456789xabcfiloz \n\\*?+";
    for _ in 0..400 {
        let n = rng.below(120);
        let s: String = (0..n)
            .map(|_| alphabet[rng.below(alphabet.len())] as char)
            .collect();
        check(&ctx, &s);
    }
}

#[test]
fn truncated_and_mutated_corpus_never_panics() {
    let ctx = Context::new();
    let mut rng = Rng(42);
    let tokens = [
        "(", ")", "{", "}", "[", "]", "<", ">", ":", ",", "=", "%0", "^bb1", "#loc", "!t", "\"",
        "loc(", "-", "0x", "1.5", "i32", "->", "dense<", "array<", "@s", "#a = ",
    ];
    for src in corpus() {
        let bytes = src.as_bytes();
        // Every truncation point on a char boundary, with a stride.
        let mut cut = 0;
        while cut < bytes.len() {
            if src.is_char_boundary(cut) {
                check(&ctx, &src[..cut]);
            }
            cut += 1 + rng.below(61);
        }
        for _ in 0..60 {
            let mut s = src.clone();
            for _ in 0..1 + rng.below(3) {
                let mut at = rng.below(s.len());
                while !s.is_char_boundary(at) {
                    at -= 1;
                }
                match rng.below(3) {
                    0 => s.insert_str(at, tokens[rng.below(tokens.len())]),
                    1 => {
                        let mut end = (at + 1 + rng.below(8)).min(s.len());
                        while !s.is_char_boundary(end) {
                            end += 1;
                        }
                        s.replace_range(at..end, "");
                    }
                    _ => {
                        let mut end = (at + 1).min(s.len());
                        while !s.is_char_boundary(end) {
                            end += 1;
                        }
                        s.replace_range(at..end, tokens[rng.below(tokens.len())]);
                    }
                }
            }
            check(&ctx, &s);
        }
    }
}

#[test]
fn hundred_thousand_nested_regions() {
    let ctx = Context::new();
    let n = 100_000;
    let mut s = String::with_capacity(n * 40);
    for _ in 0..n {
        s.push_str("\"foo.r\"() ({\n");
    }
    s.push_str("\"foo.leaf\"() : () -> ()\n");
    for _ in 0..n {
        s.push_str("}) : () -> ()\n");
    }
    // Printing is not attempted: MLIR's indentation makes the text of n
    // nested regions O(n^2) bytes (tens of gigabytes here).
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        first_line: 1,
        ..ParseOptions::default()
    };
    let m = parse_source(&ctx, &s, "deep.mlir", &opts)
        .unwrap_or_else(|d| panic!("100,000 nested regions should parse: {:?}", d[0].message));
    let mut count = 0;
    ir::walk(&m.body, m.op, ir::WalkOrder::PreOrder, |_| {
        count += 1;
        ir::WalkResult::Advance
    });
    assert_eq!(count, n + 2);
    // A smaller nest prints and parses back.
    let small: String = "\"foo.r\"() ({\n".repeat(300) + &"}) : () -> ()\n".repeat(300);
    assert!(check(&ctx, &small));
    // Deeper than the limit: a diagnostic, not a crash.
    let mut deep = String::new();
    for _ in 0..200_000 {
        deep.push_str("tuple<");
    }
    assert!(!check(&ctx, &format!("\"foo.t\"() : () -> {deep}")));
}

#[test]
fn ten_megabyte_single_line() {
    let ctx = Context::new();
    let op = "\"foo.a\"() {v = [1, 2.5, \"s\"]} : () -> () ";
    let s = op.repeat(10 * 1024 * 1024 / op.len() + 1);
    assert!(s.len() >= 10 * 1024 * 1024 && !s.contains('\n'));
    assert!(check(&ctx, &s));
    // A 10 MB string literal on one line.
    let big = format!(
        "\"foo.b\"() {{s = \"{}\"}} : () -> ()",
        "x".repeat(10 << 20)
    );
    assert!(check(&ctx, &big));
}
