//! `--mlir-timing`: a tree of timed steps rendered as mlir-opt's
//! "Execution time report".
//!
//! Each pass-manager step records its wall time; a nested pipeline also
//! records the sum of its per-op run times across threads as user time,
//! and its passes' times are merged across ops. The report shows a user
//! time column only when user and wall time differ, as mlir-opt does.

use std::fmt::Write;
use std::time::Duration;

/// One timed step and the steps nested in it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TimingNode {
    /// The displayed name (`Parser`, `SymbolDCE`, `'func.func' Pipeline`).
    pub name: String,
    /// Elapsed wall time.
    pub wall: Duration,
    /// Time summed over threads (equal to `wall` when sequential).
    pub user: Duration,
    /// Nested steps.
    pub children: Vec<TimingNode>,
}

impl TimingNode {
    /// A sequential leaf step.
    pub fn leaf(name: impl Into<String>, wall: Duration) -> Self {
        TimingNode {
            name: name.into(),
            wall,
            user: wall,
            children: Vec::new(),
        }
    }

    /// Adds another run of the same step (same shape) into this one.
    pub(crate) fn merge(&mut self, other: &TimingNode) {
        self.wall += other.wall;
        self.user += other.user;
        for (a, b) in self.children.iter_mut().zip(&other.children) {
            a.merge(b);
        }
    }

    /// Scales wall times of the subtree by `f` (to apportion a parallel
    /// pipeline's elapsed time among its passes).
    pub(crate) fn scale_wall(&mut self, f: f64) {
        self.wall = self.wall.mul_f64(f);
        for c in &mut self.children {
            c.scale_wall(f);
        }
    }
}

/// The top-level steps of one run, in order.
#[derive(Debug, Clone, Default)]
pub struct TimingReport {
    /// Top-level steps.
    pub steps: Vec<TimingNode>,
}

fn column(t: Duration, total: Duration) -> String {
    let pct = if total.is_zero() {
        0.0
    } else {
        t.as_secs_f64() / total.as_secs_f64() * 100.0
    };
    format!("{:.4} ({:5.1}%)", t.as_secs_f64(), pct)
}

impl TimingReport {
    /// Renders the report for a run that took `total` wall time; the
    /// difference to the steps' sum is reported as `Rest`.
    pub fn render(&self, total: Duration) -> String {
        let wall_sum: Duration = self.steps.iter().map(|s| s.wall).sum();
        let user_sum: Duration = self.steps.iter().map(|s| s.user).sum();
        let rest = total.saturating_sub(wall_sum);
        let total_user = user_sum + rest;
        let show_user =
            format!("{:.4}", total_user.as_secs_f64()) != format!("{:.4}", total.as_secs_f64());
        let mut out = String::new();
        let rule =
            "===-------------------------------------------------------------------------===";
        let _ = writeln!(out, "{rule}");
        let _ = writeln!(
            out,
            "                         ... Execution time report ..."
        );
        let _ = writeln!(out, "{rule}");
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.4} seconds",
            total.as_secs_f64()
        );
        let _ = writeln!(out);
        if show_user {
            let _ = writeln!(out, "  ----User Time----  ----Wall Time----  ----Name----");
        } else {
            let _ = writeln!(out, "  ----Wall Time----  ----Name----");
        }
        let line = |node: &TimingNode, depth: usize, out: &mut String| {
            let indent = "  ".repeat(depth);
            if show_user {
                let _ = writeln!(
                    out,
                    "    {}    {}  {indent}{}",
                    column(node.user, total_user),
                    column(node.wall, total),
                    node.name
                );
            } else {
                let _ = writeln!(
                    out,
                    "    {}  {indent}{}",
                    column(node.wall, total),
                    node.name
                );
            }
        };
        let mut stack: Vec<(&TimingNode, usize)> =
            self.steps.iter().rev().map(|s| (s, 0)).collect();
        while let Some((n, d)) = stack.pop() {
            line(n, d, &mut out);
            stack.extend(n.children.iter().rev().map(|c| (c, d + 1)));
        }
        line(&TimingNode::leaf("Rest", rest), 0, &mut out);
        let total_node = TimingNode {
            name: "Total".into(),
            wall: total,
            user: total_user,
            children: vec![],
        };
        line(&total_node, 0, &mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sequential_report_has_only_wall_time() {
        let ms = Duration::from_millis;
        let r = TimingReport {
            steps: vec![
                TimingNode::leaf("Parser", ms(34)),
                TimingNode::leaf("SymbolDCE", ms(10)),
            ],
        };
        let text = r.render(ms(100));
        assert!(text.contains("  Total Execution Time: 0.1000 seconds\n"));
        assert!(text.contains("  ----Wall Time----  ----Name----\n"));
        assert!(text.contains("    0.0340 ( 34.0%)  Parser\n"), "{text}");
        assert!(text.contains("    0.0560 ( 56.0%)  Rest\n"), "{text}");
        assert!(text.ends_with("    0.1000 (100.0%)  Total\n"), "{text}");
    }

    #[test]
    fn parallel_report_adds_user_time_and_nests() {
        let ms = Duration::from_millis;
        let mut p = TimingNode::leaf("'func.func' Pipeline", ms(10));
        p.user = ms(18);
        p.children.push(TimingNode {
            name: "CSE".into(),
            wall: ms(8),
            user: ms(15),
            children: vec![],
        });
        let r = TimingReport {
            steps: vec![TimingNode::leaf("Parser", ms(20)), p],
        };
        let text = r.render(ms(40));
        assert!(
            text.contains("  ----User Time----  ----Wall Time----  ----Name----\n"),
            "{text}"
        );
        assert!(
            text.contains("  'func.func' Pipeline\n") && text.contains("    CSE\n"),
            "{text}"
        );
    }
}
