//! Printing streams: `print_op_to` hands its text to the writer in bounded
//! pieces as it goes, stops at the writer's first error, and gets through
//! 100,000 nested modules (20 GB of text: MLIR indents two spaces a level)
//! in memory that does not grow with the text. The text is counted, not
//! kept. Memory is read from `/proc/self/status` (Linux) while pieces
//! arrive; a counting global allocator was the alternative, but needs
//! `unsafe`, which the workspace denies. The two tests share the process's
//! memory figures, so they take turns.

use ir::Context;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op, print_op_to};
use std::io::Write;
use std::sync::Mutex;

use dialects as _;

/// One test at a time: both read the process's resident memory.
static TURN: Mutex<()> = Mutex::new(());

/// The printer's piece size (`print/stream.rs`).
const FLUSH_BYTES: usize = 1 << 18;

/// `n` nested modules, one line each way.
fn nest(n: usize) -> String {
    "module {".repeat(n) + &"}".repeat(n)
}

/// What mlir-opt prints for [`nest`]`(n)`: 2n(n-1) + 11n + 1 bytes.
fn nest_len(n: u64) -> u64 {
    2 * n * (n - 1) + 11 * n + 1
}

/// The resident memory of this process in bytes, where Linux says it.
fn rss() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb = s.lines().find_map(|l| l.strip_prefix("VmRSS:"))?;
    Some(
        kb.trim()
            .trim_end_matches("kB")
            .trim()
            .parse::<u64>()
            .ok()?
            * 1024,
    )
}

/// A writer that counts what it gets, remembers the largest piece, keeps
/// the text if asked, samples resident memory every `sample` pieces and
/// fails once `fail_after` pieces have arrived.
#[derive(Default)]
struct Counting {
    bytes: u64,
    pieces: u64,
    largest: usize,
    kept: Option<Vec<u8>>,
    sample: u64,
    rss: Vec<(u64, u64)>,
    fail_after: Option<u64>,
    tail: Vec<u8>,
}

impl Write for Counting {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.fail_after.is_some_and(|n| self.pieces >= n) {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        }
        self.pieces += 1;
        self.bytes += buf.len() as u64;
        self.largest = self.largest.max(buf.len());
        if let Some(k) = self.kept.as_mut() {
            k.extend_from_slice(buf);
        }
        if self.sample > 0
            && self.pieces.is_multiple_of(self.sample)
            && let Some(r) = rss()
        {
            self.rss.push((self.bytes, r));
        }
        let keep = buf.len().min(16);
        self.tail.extend_from_slice(&buf[buf.len() - keep..]);
        let cut = self.tail.len().saturating_sub(16);
        self.tail.drain(..cut);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn parse(ctx: &Context, src: &str) -> ir::text::OwnedOp {
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        ..ParseOptions::default()
    };
    parse_source(ctx, src, "deep.mlir", &opts)
        .unwrap_or_else(|d| panic!("should parse: {}", d[0].message))
}

#[test]
fn printing_streams_in_bounded_pieces_and_stops_on_error() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let ctx = Context::new();
    let n = 2000;
    // An affine map makes the printer find aliases by printing once to
    // nowhere first, which must not hold the text either.
    let src = "module {".repeat(n)
        + "\"t.leaf\"() {m = affine_map<(d0) -> (d0)>} : () -> ()"
        + &"}".repeat(n);
    let m = parse(&ctx, &src);
    let opts = PrintOptions::default();
    let whole = print_op(&ctx, &m.body, m.op, &opts);
    assert!(whole.starts_with("#map = affine_map<(d0) -> (d0)>\nmodule {\n  module {\n"));
    for parallel in [false, true] {
        let mut w = Counting {
            kept: Some(Vec::new()),
            ..Counting::default()
        };
        print_op_to(&ctx, &m.body, m.op, &opts, parallel, &mut w).unwrap();
        assert!(
            w.kept.as_deref() == Some(whole.as_bytes()),
            "streamed text differs"
        );
        // A piece is what was held at a line break: at most a piece's
        // worth and the longest line (the deepest indentation).
        assert!(w.largest <= FLUSH_BYTES + 2 * n + 64, "{}", w.largest);
        assert!(w.pieces as usize >= whole.len() / (FLUSH_BYTES + 2 * n + 64));
    }
    // A writer that fails stops the printer, whose error comes back.
    let mut w = Counting {
        fail_after: Some(2),
        ..Counting::default()
    };
    let e = print_op_to(&ctx, &m.body, m.op, &opts, true, &mut w).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe);
    assert_eq!(w.pieces, 2);

    // The ops of a long block print on several threads, in pieces too,
    // and a failing writer stops them.
    let func = "func.func @f() {\n  return\n}\n";
    let src: String = (0..20_000)
        .map(|i| func.replace("@f", &format!("@f{i}")))
        .collect();
    let m = parse(&ctx, &src);
    let whole = print_op(&ctx, &m.body, m.op, &opts);
    let mut w = Counting {
        kept: Some(Vec::new()),
        ..Counting::default()
    };
    print_op_to(&ctx, &m.body, m.op, &opts, true, &mut w).unwrap();
    assert!(
        w.kept.as_deref() == Some(whole.as_bytes()),
        "parallel text differs"
    );
    let mut w = Counting {
        fail_after: Some(1),
        ..Counting::default()
    };
    assert!(print_op_to(&ctx, &m.body, m.op, &opts, true, &mut w).is_err());
    assert_eq!(w.pieces, 1);
}

/// mlir-opt-22 overflows its stack on this input (from about 4,000 levels
/// with the default 8 MB stack); given an unlimited one it prints the 20 GB
/// and ir-opt's text is the same. Here the text goes through a counting
/// writer: in the second half of the printing, ten gigabytes, resident
/// memory stays flat (the printer's stack, which grows with depth, is
/// already there by then), and the module drops without recursion. About
/// five seconds in a debug build.
#[test]
fn hundred_thousand_nested_modules_print_in_bounded_memory() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let ctx = Context::new();
    let n = 100_000;
    let m = parse(&ctx, &nest(n));
    ir::verify(&ctx, &m.body, m.op, &ir::VerifyOptions::default())
        .unwrap_or_else(|d| panic!("should verify: {}", d[0].message));
    let before = rss();
    let mut w = Counting {
        sample: 64,
        ..Counting::default()
    };
    print_op_to(&ctx, &m.body, m.op, &PrintOptions::default(), true, &mut w).unwrap();
    assert_eq!(w.bytes, nest_len(n as u64));
    // The last lines close the outermost modules.
    let closing: String = (0..8).rev().map(|i| " ".repeat(2 * i) + "}\n").collect();
    let closing = closing + "\n";
    assert_eq!(w.tail, closing.as_bytes()[closing.len() - 16..]);
    assert!(w.largest <= FLUSH_BYTES + 2 * n + 64, "{}", w.largest);
    if let Some(before) = before {
        let half = w.bytes / 2;
        let at_half = w.rss.iter().find(|s| s.0 >= half).map(|s| s.1).unwrap();
        let peak = w.rss.iter().map(|s| s.1).max().unwrap();
        assert!(
            peak - at_half < 64 << 20,
            "memory grew by {} MB while printing the second half",
            (peak - at_half) >> 20
        );
        // The printer's stack and the SSA names (160 MB in a debug build).
        assert!(
            peak.saturating_sub(before) < 512 << 20,
            "printing took {} MB",
            peak.saturating_sub(before) >> 20
        );
    }
    drop(m);
}
