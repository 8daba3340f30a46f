//! The timing loop the harness-free benches share: the best of several
//! rounds of `n` calls, in ns per call, printed under a label.

use std::hint::black_box;
use std::time::Instant;

/// Times `f` (given the iteration number) and prints the best round.
pub fn time(label: &str, n: usize, mut f: impl FnMut(usize) -> usize) {
    let mut best = f64::MAX;
    let mut sink = 0usize;
    for _ in 0..7 {
        let t = Instant::now();
        for i in 0..n {
            sink = sink.wrapping_add(f(i));
        }
        best = best.min(t.elapsed().as_nanos() as f64 / n as f64);
    }
    black_box(sink);
    println!("{label:<40} {best:>7.2} ns/op");
}
