//! Delta debugging: shrinks a failing input while a predicate (the same
//! failure) still holds, first by lines, then by tokens, then by
//! characters, within a budget of predicate calls.
//!
//! Only complements are tried (remove one of n chunks), each pass
//! resuming where the last removal happened: the classic ddmin also tries
//! each chunk alone, which rarely helps on text whose failure needs a
//! prefix (the module, the function) and doubles the calls. A fancier
//! reducer (C-Reduce style, with grammar-aware passes) was rejected: the
//! crashers this finds shrink to a few lines with this already.

use crate::tokens::tokens;

/// Shrinks `input` while `still_fails` holds, making at most `budget`
/// calls. Returns the smallest failing input found (`input` itself if
/// nothing smaller fails).
pub fn minimize(input: &str, budget: usize, still_fails: &mut dyn FnMut(&str) -> bool) -> String {
    let mut used = 0usize;
    let mut best = input.to_owned();
    let splits: [fn(&str) -> Vec<String>; 3] = [lines, toks, chars];
    for (level, split) in splits.iter().enumerate() {
        // Characters only for short inputs: too slow otherwise.
        if level == 2 && best.len() > 2048 {
            continue;
        }
        let units = split(&best);
        if ddmin_pass(budget, &mut used, still_fails, units, &mut best) {
            break;
        }
    }
    best
}

/// One ddmin pass over `units`; updates `best`; returns whether the budget
/// ran out.
fn ddmin_pass(
    budget: usize,
    used: &mut usize,
    test: &mut dyn FnMut(&str) -> bool,
    mut units: Vec<String>,
    best: &mut String,
) -> bool {
    let mut n = 2usize;
    while units.len() >= 2 {
        let chunk = units.len().div_ceil(n);
        let mut removed = false;
        let mut start = 0;
        while start < units.len() {
            if *used >= budget {
                return true;
            }
            let end = (start + chunk).min(units.len());
            let candidate: String = units[..start].concat() + &units[end..].concat();
            *used += 1;
            if test(&candidate) {
                units.drain(start..end);
                *best = candidate;
                removed = true;
                // Stay at `start`: the next chunk slid into place.
            } else {
                start = end;
            }
        }
        if removed {
            n = n.saturating_sub(1).max(2);
        } else if n >= units.len() {
            break;
        } else {
            n = (n * 2).min(units.len());
        }
    }
    false
}

fn lines(s: &str) -> Vec<String> {
    s.split_inclusive('\n').map(str::to_owned).collect()
}

fn toks(s: &str) -> Vec<String> {
    tokens(s).into_iter().map(str::to_owned).collect()
}

fn chars(s: &str) -> Vec<String> {
    s.chars().map(String::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrinks_to_the_needed_part() {
        let input = "a\nb\nc BAD d\ne\nf\n";
        let out = minimize(input, 1000, &mut |s| s.contains("BAD"));
        assert_eq!(out, "BAD");
    }
}
