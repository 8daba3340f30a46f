//! A generator of random `arith`/`cf`/`func` modules for the transform
//! differential test `tests/tests/xform_diff.rs`: what `--canonicalize`,
//! `--cse` and `--inline` chew on.
//!
//! [`module`] writes a few functions of one signature, `(i32, i32, i1) ->
//! i32`, public or private. Their bodies mix constants (so folds and
//! canonicalization patterns fire), integer arithmetic, comparisons,
//! selects and casts, repeated expressions (for CSE), unused ops (for dead
//! code removal), `cf.assert`s, calls to earlier functions, to the
//! function itself and to an external declaration (for the inliner and its
//! recursion guard), and several blocks joined by `cf.br`,
//! `cf.cond_br` and `cf.switch`, with block arguments, constant conditions
//! and the occasional back edge (for region simplification). Every module
//! is valid: a value is used only in its own block or, when defined in the
//! entry block, in any later one (the entry block dominates them all).
//! The output is deterministic in the seed.

/// The scalar types values have.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I32,
    I64,
    Index,
}

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
        }
    }
}

const INT_BIN: [&str; 12] = [
    "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui", "divui",
    "remsi",
];
const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CONSTS: [i64; 8] = [0, 1, -1, 2, 3, 7, 42, 255];

struct Gen {
    rng: fastrand::Rng,
    out: String,
    next: usize,
    /// Values usable in the current block: the function's arguments and
    /// the entry block's values, then the current block's.
    vals: Vec<(String, Ty)>,
    /// Ops written so far in this function, to repeat (CSE fodder).
    written: Vec<(String, Ty)>,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, s: &str) {
        self.out.push_str("    ");
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// A value of type `t` in scope, made as a constant when there is none.
    fn get(&mut self, t: Ty) -> String {
        let of: Vec<&String> = self
            .vals
            .iter()
            .filter(|(_, ty)| *ty == t)
            .map(|(n, _)| n)
            .collect();
        if !of.is_empty() && self.rng.u8(..4) != 0 {
            return of[self.rng.usize(..of.len())].clone();
        }
        self.constant(t)
    }

    fn constant(&mut self, t: Ty) -> String {
        let v = self.fresh();
        let text = match t {
            Ty::I1 => format!("{v} = arith.constant {}", self.rng.bool()),
            _ => format!(
                "{v} = arith.constant {} : {}",
                CONSTS[self.rng.usize(..CONSTS.len())],
                t.text()
            ),
        };
        self.line(&text);
        self.vals.push((v.clone(), t));
        v
    }

    /// Defines `v` of type `t` with the op text `rhs` (after `v = `).
    fn def(&mut self, v: String, t: Ty, rhs: String) {
        self.line(&format!("{v} = {rhs}"));
        self.written.push((rhs, t));
        self.vals.push((v, t));
    }

    fn op(&mut self, func: usize, funcs: usize) {
        let v = self.fresh();
        match self.rng.u8(..20) {
            0..=6 => {
                let t = if self.rng.u8(..5) == 0 {
                    Ty::I64
                } else {
                    Ty::I32
                };
                let (a, b) = (self.get(t), self.get(t));
                let name = INT_BIN[self.rng.usize(..INT_BIN.len())];
                self.def(v, t, format!("arith.{name} {a}, {b} : {}", t.text()));
            }
            7 | 8 => {
                let (a, b) = (self.get(Ty::I32), self.get(Ty::I32));
                let p = PREDICATES[self.rng.usize(..PREDICATES.len())];
                self.def(v, Ty::I1, format!("arith.cmpi {p}, {a}, {b} : i32"));
            }
            9 => {
                let c = self.get(Ty::I1);
                let t = if self.rng.bool() { Ty::I32 } else { Ty::I1 };
                let (a, b) = (self.get(t), self.get(t));
                self.def(v, t, format!("arith.select {c}, {a}, {b} : {}", t.text()));
            }
            10 => {
                let a = self.get(Ty::I32);
                let op = if self.rng.bool() { "extsi" } else { "extui" };
                self.def(v, Ty::I64, format!("arith.{op} {a} : i32 to i64"));
            }
            11 => {
                let a = self.get(Ty::I64);
                self.def(v, Ty::I32, format!("arith.trunci {a} : i64 to i32"));
            }
            12 => {
                if self.rng.bool() {
                    let a = self.get(Ty::I32);
                    self.def(v, Ty::Index, format!("arith.index_cast {a} : i32 to index"));
                } else {
                    let a = self.get(Ty::Index);
                    self.def(v, Ty::I32, format!("arith.index_cast {a} : index to i32"));
                }
            }
            13 => {
                let a = self.get(Ty::I1);
                let b = self.get(Ty::I1);
                let op = ["andi", "ori", "xori"][self.rng.usize(..3)];
                self.def(v, Ty::I1, format!("arith.{op} {a}, {b} : i1"));
            }
            14 | 15 if !self.written.is_empty() => {
                // The same expression again: CSE's to merge.
                let (rhs, t) = self.written[self.rng.usize(..self.written.len())].clone();
                self.def(v, t, rhs);
            }
            16 => {
                let c = self.get(Ty::I1);
                self.line(&format!("cf.assert {c}, \"check {}\"", self.next));
            }
            _ => {
                let (a, b, c) = (self.get(Ty::I32), self.get(Ty::I32), self.get(Ty::I1));
                let callee = match self.rng.u8(..6) {
                    0 => "ext".to_owned(),
                    1 => format!("f{func}"),
                    _ if func > 0 => format!("f{}", self.rng.usize(..func)),
                    _ => format!("f{}", self.rng.usize(..funcs)),
                };
                self.def(
                    v,
                    Ty::I32,
                    format!("func.call @{callee}({a}, {b}, {c}) : (i32, i32, i1) -> i32"),
                );
            }
        }
    }

    /// The operands of a branch to a block taking `args`.
    fn branch_args(&mut self, args: &[Ty]) -> String {
        if args.is_empty() {
            return String::new();
        }
        let names: Vec<String> = args.iter().map(|&t| self.get(t)).collect();
        let types: Vec<&str> = args.iter().map(|t| t.text()).collect();
        format!("({} : {})", names.join(", "), types.join(", "))
    }

    /// A successor of block `from` among `n` blocks: usually a later block,
    /// sometimes a back edge to a non-entry block.
    fn target(&mut self, from: usize, n: usize) -> usize {
        if from + 1 < n && self.rng.u8(..6) != 0 {
            self.rng.usize(from + 1..n)
        } else {
            self.rng.usize(1..n)
        }
    }

    fn function(&mut self, k: usize, funcs: usize) {
        let private = k + 1 < funcs && self.rng.bool();
        self.out.push_str(&format!(
            "  func.func {}@f{k}(%a: i32, %b: i32, %c: i1) -> i32 {{\n",
            if private { "private " } else { "" }
        ));
        self.vals = vec![
            ("%a".to_owned(), Ty::I32),
            ("%b".to_owned(), Ty::I32),
            ("%c".to_owned(), Ty::I1),
        ];
        self.written.clear();
        let blocks = 1 + self.rng.usize(..4);
        let params: Vec<Vec<Ty>> = (0..blocks)
            .map(|b| {
                if b == 0 {
                    Vec::new()
                } else {
                    (0..self.rng.usize(..3))
                        .map(|_| {
                            if self.rng.u8(..4) == 0 {
                                Ty::I1
                            } else {
                                Ty::I32
                            }
                        })
                        .collect()
                }
            })
            .collect();
        let mut entry_scope = Vec::new();
        for b in 0..blocks {
            if b > 0 {
                self.vals.clone_from(&entry_scope);
                let args: Vec<String> = params[b]
                    .iter()
                    .map(|t| {
                        let v = self.fresh();
                        self.vals.push((v.clone(), *t));
                        format!("{v}: {}", t.text())
                    })
                    .collect();
                if args.is_empty() {
                    self.out.push_str(&format!("  ^bb{b}:\n"));
                } else {
                    self.out
                        .push_str(&format!("  ^bb{b}({}):\n", args.join(", ")));
                }
            }
            let ops = 1 + self.rng.usize(..7);
            for _ in 0..ops {
                self.op(k, funcs);
            }
            if b == 0 {
                entry_scope.clone_from(&self.vals);
                // Expressions of the entry block may be repeated anywhere.
            } else {
                self.written.retain(|(rhs, _)| {
                    !rhs.split(|c: char| !(c.is_alphanumeric() || c == '%'))
                        .any(|w| w.starts_with("%v") && !entry_scope.iter().any(|(n, _)| n == w))
                });
            }
            self.terminator(b, blocks, &params);
        }
        self.out.push_str("  }\n");
    }

    fn terminator(&mut self, b: usize, blocks: usize, params: &[Vec<Ty>]) {
        if b + 1 == blocks || (b > 0 && self.rng.u8(..4) == 0) {
            let r = self.get(Ty::I32);
            self.line(&format!("return {r} : i32"));
            return;
        }
        match self.rng.u8(..5) {
            0 | 1 => {
                let t = self.target(b, blocks);
                let args = self.branch_args(&params[t]);
                self.line(&format!("cf.br ^bb{t}{args}"));
            }
            2 | 3 => {
                let c = self.get(Ty::I1);
                let (t, f) = (self.target(b, blocks), self.target(b, blocks));
                let (ta, fa) = (self.branch_args(&params[t]), self.branch_args(&params[f]));
                self.line(&format!("cf.cond_br {c}, ^bb{t}{ta}, ^bb{f}{fa}"));
            }
            _ => {
                let flag = self.get(Ty::I32);
                let d = self.target(b, blocks);
                let da = self.branch_args(&params[d]);
                let mut cases = Vec::new();
                for value in 0..self.rng.usize(1..3) {
                    let t = self.target(b, blocks);
                    let ta = self.branch_args(&params[t]);
                    cases.push(format!("    {value}: ^bb{t}{ta}"));
                }
                self.line(&format!(
                    "cf.switch {flag} : i32, [\n      default: ^bb{d}{da},\n  {}\n    ]",
                    cases.join(",\n  ")
                ));
            }
        }
    }
}

/// A module that `mlir-opt-22` accepts: an external declaration `@ext`
/// and one to four functions `@f0`, `@f1`... (see the module docs).
pub fn module(seed: u64) -> String {
    let mut g = Gen {
        rng: fastrand::Rng::with_seed(seed ^ 0x5eed_0f17),
        out: String::from("module {\n  func.func private @ext(i32, i32, i1) -> i32\n"),
        next: 0,
        vals: Vec::new(),
        written: Vec::new(),
    };
    let funcs = 1 + g.rng.usize(..4);
    for k in 0..funcs {
        g.function(k, funcs);
    }
    g.out.push_str("}\n");
    g.out
}
