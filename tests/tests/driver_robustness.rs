//! The driver never panics: mutated and truncated versions of the lit
//! inputs, run with every diagnostics mode, end with exit code 0 or 1.
//!
//! A small deterministic generator (not proptest) keeps the run
//! reproducible and fast; each failing input is printed in full.

use dialects as _;
use ir::opt::{OptConfig, Parsed, args};
use std::path::Path;

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const PIECES: &[&str] = &[
    "// -----\n",
    "// ----\n",
    "// expected-error @+1 {{",
    "// expected-note @below {{x}}\n",
    "// expected-error-re {{a{{.*}}\n",
    "}}",
    "{{",
    "loc(callsite(\"a\" at \"b\":1:2))",
    "loc(fused[\"a.mlir\":99:99])",
    "^bb1:\n",
    "\t",
    "\u{e9}",
    "%0",
    "\"builtin.module\"() ({\n",
    "}) : () -> ()\n",
];

fn mutate(rng: &mut Lcg, src: &str) -> String {
    let mut s: Vec<char> = src.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(s.len() + 1);
        match rng.below(4) {
            0 => s.truncate(at),
            1 => {
                let end = (at + rng.below(20)).min(s.len());
                s.drain(at..end);
            }
            _ => {
                let piece = PIECES[rng.below(PIECES.len())];
                s.splice(at..at, piece.chars());
            }
        }
    }
    s.into_iter().collect()
}

#[test]
fn mutated_inputs_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit");
    let mut sources = Vec::new();
    for dir in ["invalid", "verify", "roundtrip"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in entries {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|e| e == "mlir") {
                sources.push(std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    assert!(!sources.is_empty());
    let modes: [&[&str]; 4] = [
        &["--split-input-file"],
        &["--split-input-file", "--verify-diagnostics"],
        &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
        &[
            "--split-input-file",
            "--allow-unregistered-dialect",
            "--mlir-print-debuginfo",
        ],
    ];
    let mut rng = Lcg(0x5eed);
    for round in 0..600 {
        let src = mutate(&mut rng, &sources[round % sources.len()]);
        let mode = modes[round % modes.len()];
        let argv = mode.iter().map(|s| s.to_string()).collect();
        let Parsed::Run(opts) = args::parse(&OptConfig::new("ir-opt"), "ir-opt", argv) else {
            panic!("bad flags {mode:?}")
        };
        let out = std::panic::catch_unwind(|| ir::opt::run(&opts, "m.mlir", &src))
            .unwrap_or_else(|_| panic!("panicked with {mode:?} on:\n{src}"));
        assert!(out.code <= 1, "exit {} with {mode:?} on:\n{src}", out.code);
    }
}
