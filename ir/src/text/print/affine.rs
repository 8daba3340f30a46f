//! Printing affine maps, integer sets and strided layouts in MLIR's
//! syntax, as `Display` implementations the printer writes through (and
//! tests use directly), kept apart from their construction and
//! simplification in `attributes/affine.rs`.
//!
//! The expression printer walks an explicit task stack instead of
//! recursing, because a parsed expression may be nested arbitrarily deep;
//! MLIR's recursive printer was the model for the output, not the shape.

use crate::uniqued::attributes::StridedLayout;
use crate::uniqued::attributes::affine::{AffineExprKind, AffineMap, IntegerSet};
use core::fmt::{self, Write};

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_dims_symbols(f, self.num_dims, self.num_symbols)?;
        f.write_str(" -> (")?;
        for (i, &r) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_expr(f, &self.nodes, r)?;
        }
        f.write_char(')')
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_dims_symbols(f, self.num_dims, self.num_symbols)?;
        f.write_str(" : (")?;
        for (i, &(r, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_expr(f, &self.nodes, r)?;
            f.write_str(if eq { " == 0" } else { " >= 0" })?;
        }
        f.write_char(')')
    }
}

fn write_dims_symbols(f: &mut dyn Write, nd: u32, ns: u32) -> fmt::Result {
    f.write_char('(')?;
    for i in 0..nd {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_char(')')?;
    if ns > 0 {
        f.write_char('[')?;
        for i in 0..ns {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_char(']')?;
    }
    Ok(())
}

enum Task<'a> {
    Expr(u32, bool),
    Text(&'a str),
    Int(i64),
}

/// Writes expression `root` as MLIR's printer does: `a - b` for `a + b * -1`,
/// `-a` for `a * -1`, `a - 3` for `a + -3`, and parentheses around a binary
/// expression that is an operand of `*`, `floordiv`, `ceildiv` or `mod`.
/// Iterative, so deep expressions cannot overflow the stack.
pub(crate) fn write_expr(f: &mut dyn Write, nodes: &[AffineExprKind], root: u32) -> fmt::Result {
    write_expr_named(f, nodes, root, &|f, symbol, i| {
        if symbol {
            write!(f, "s{i}")
        } else {
            write!(f, "d{i}")
        }
    })
}

/// How an expression printer names dimension or symbol `i`
/// (`(f, is_symbol, i)`).
pub(crate) type NameIds<'n> = dyn Fn(&mut dyn Write, bool, u32) -> fmt::Result + 'n;

/// [`write_expr`] with dimensions and symbols named by `name`, as MLIR's
/// `printAffineMapOfSSAIds` prints `%i + 1` and `symbol(%n)`.
pub(crate) fn write_expr_named(
    f: &mut dyn Write,
    nodes: &[AffineExprKind],
    root: u32,
    name: &NameIds<'_>,
) -> fmt::Result {
    use AffineExprKind as K;
    let mut stack: smallvec::SmallVec<[Task; 16]> = smallvec::smallvec![Task::Expr(root, false)];
    while let Some(t) = stack.pop() {
        let (i, strong) = match t {
            Task::Text(s) => {
                f.write_str(s)?;
                continue;
            }
            Task::Int(v) => {
                write!(f, "{v}")?;
                continue;
            }
            Task::Expr(i, strong) => (i, strong),
        };
        let konst = |n: u32| match nodes[n as usize] {
            K::Constant(c) => Some(c),
            _ => None,
        };
        // Tasks are pushed in reverse of the order they print.
        let mut seq: smallvec::SmallVec<[Task; 5]> = smallvec::SmallVec::new();
        match nodes[i as usize] {
            K::Dim(d) => name(f, false, d)?,
            K::Symbol(s) => name(f, true, s)?,
            K::Constant(c) => write!(f, "{c}")?,
            K::Mul(a, b) if konst(b) == Some(-1) => {
                seq.extend([Task::Text("-"), Task::Expr(a, true)]);
            }
            K::Mul(a, b) => {
                seq.extend([Task::Expr(a, true), Task::Text(" * "), Task::Expr(b, true)])
            }
            K::Mod(a, b) => seq.extend([
                Task::Expr(a, true),
                Task::Text(" mod "),
                Task::Expr(b, true),
            ]),
            K::FloorDiv(a, b) => seq.extend([
                Task::Expr(a, true),
                Task::Text(" floordiv "),
                Task::Expr(b, true),
            ]),
            K::CeilDiv(a, b) => seq.extend([
                Task::Expr(a, true),
                Task::Text(" ceildiv "),
                Task::Expr(b, true),
            ]),
            K::Add(a, b) => {
                let scaled = match nodes[b as usize] {
                    K::Mul(x, c) => konst(c).map(|c| (x, c)),
                    _ => None,
                };
                match (scaled, konst(b)) {
                    (Some((x, -1)), _) => {
                        let x_add = matches!(nodes[x as usize], K::Add(..));
                        seq.extend([
                            Task::Expr(a, false),
                            Task::Text(" - "),
                            Task::Expr(x, x_add),
                        ]);
                    }
                    (Some((x, c)), _) if c < -1 => seq.extend([
                        Task::Expr(a, false),
                        Task::Text(" - "),
                        Task::Expr(x, true),
                        Task::Text(" * "),
                        Task::Int(c.unsigned_abs() as i64),
                    ]),
                    (_, Some(c)) if c < 0 && c != i64::MIN => {
                        seq.extend([Task::Expr(a, false), Task::Text(" - "), Task::Int(-c)])
                    }
                    _ => seq.extend([
                        Task::Expr(a, false),
                        Task::Text(" + "),
                        Task::Expr(b, false),
                    ]),
                }
            }
        }
        if seq.is_empty() {
            continue;
        }
        if strong {
            stack.push(Task::Text(")"));
        }
        stack.extend(seq.into_iter().rev());
        if strong {
            stack.push(Task::Text("("));
        }
    }
    Ok(())
}

impl fmt::Display for StridedLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = |v: i64| {
            if v == crate::uniqued::types::DYNAMIC {
                "?".to_string()
            } else {
                v.to_string()
            }
        };
        f.write_str("strided<[")?;
        for (i, s) in self.strides.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(&d(*s))?;
        }
        f.write_char(']')?;
        if self.offset != 0 {
            write!(f, ", offset: {}", d(self.offset))?;
        }
        f.write_char('>')
    }
}
