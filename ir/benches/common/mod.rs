//! The timing loop the harness-free benches share: the best of many short
//! rounds, in ns per call, printed under a label.
//!
//! The `n` calls are run as 140 rounds of `n / 20` (a few milliseconds
//! each): on a machine shared with other jobs, some short rounds run
//! without being preempted, where a few long rounds (the first version,
//! 7 rounds of `n`) each absorbed other processes' time slices.

use std::hint::black_box;
use std::time::Instant;

/// Times `f` (given the iteration number) and prints the best round.
pub fn time(label: &str, n: usize, mut f: impl FnMut(usize) -> usize) {
    let round = (n / 20).max(1);
    let mut best = f64::MAX;
    let mut sink = 0usize;
    for _ in 0..140 {
        let t = Instant::now();
        for i in 0..round {
            sink = sink.wrapping_add(f(i));
        }
        best = best.min(t.elapsed().as_nanos() as f64 / round as f64);
    }
    black_box(sink);
    println!("{label:<40} {best:>7.2} ns/op");
}
