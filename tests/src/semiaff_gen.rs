//! A generator of random semi-affine maps for the differential test
//! `tests/tests/semiaff_diff.rs`: what MLIR's `simplifySemiAffine`, its
//! semi-affine flattening and the expression builders chew on.
//!
//! [`module`] writes one function whose symbols are its `index`
//! arguments and whose dimensions are the induction variables of an
//! `affine.for` nest. In the nest sit `affine.apply`, `affine.min`,
//! `affine.max` and generic `affine.load` ops whose maps mix dimensions,
//! symbols and constants under `+`, `-`, products by a constant or a
//! symbolic expression, and `floordiv`/`ceildiv`/`mod` by a constant or a
//! symbolic expression. Some terms follow the shapes the rules look for
//! (`(e * s) floordiv s`, `(x - x mod s) mod s`, a sum of multiples of a
//! symbol), some applies feed others (for composition), and a function
//! argument is now and then passed as a dimension (canonicalization makes
//! it a symbol). Every value is used by a call, so nothing is dead. The
//! generic form is used for the loads so that any map can be written;
//! every module is valid, and the output is deterministic in the seed.

struct Gen {
    rng: fastrand::Rng,
    out: String,
    next: usize,
    /// The induction variables in scope (valid dimensions).
    ivs: Vec<String>,
    /// The `index` results in scope that are valid symbols (the
    /// function's arguments).
    syms: Vec<String>,
    /// Results of applies in the innermost loop (valid dimensions).
    applied: Vec<String>,
}

/// The sizes of the map's inputs: dimensions and symbols.
#[derive(Clone, Copy)]
struct Shape {
    dims: usize,
    syms: usize,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, depth: usize, s: &str) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn pick<'a>(&mut self, of: &'a [&'a str]) -> &'a str {
        of[self.rng.usize(..of.len())]
    }

    fn small_const(&mut self) -> i64 {
        [1, 2, 3, 4, 5, 8, -1, -2, 0, 16][self.rng.usize(..10)]
    }

    fn divisor(&mut self) -> i64 {
        [1, 2, 3, 4, 8, 16][self.rng.usize(..6)]
    }

    fn sym(&mut self, sh: Shape) -> String {
        format!("s{}", self.rng.usize(..sh.syms))
    }

    /// A symbolic expression (no dimension) to divide by: a symbol
    /// mostly, sometimes a sum, a product or a quotient of symbols —
    /// never one that can simplify to a constant, since a division by
    /// zero folds to `ub.poison`, a dialect `ir-opt` does not have.
    fn symbolic(&mut self, sh: Shape, depth: u32) -> String {
        if depth == 0 || self.rng.u8(..3) != 0 {
            return self.sym(sh);
        }
        let (a, b) = (self.symbolic(sh, depth - 1), self.symbolic(sh, depth - 1));
        match self.rng.u8(..3) {
            0 => format!("({a} + {b})"),
            1 => format!("({a} * {b})"),
            _ => format!("({a} floordiv {})", self.divisor()),
        }
    }

    /// A leaf: a dimension, a symbol or a constant.
    fn leaf(&mut self, sh: Shape) -> String {
        match self.rng.u8(..6) {
            0..=2 if sh.dims > 0 => format!("d{}", self.rng.usize(..sh.dims)),
            0..=4 => self.sym(sh),
            _ => self.small_const().to_string(),
        }
    }

    /// A random expression of at most `depth` levels.
    fn expr(&mut self, sh: Shape, depth: u32) -> String {
        if depth == 0 {
            return self.leaf(sh);
        }
        let a = self.expr(sh, depth - 1);
        match self.rng.u8(..16) {
            0 | 1 => format!("({a} + {})", self.expr(sh, depth - 1)),
            2 => format!("({a} - {})", self.expr(sh, depth - 1)),
            3 => format!("({a} * {})", self.small_const()),
            4 | 5 => format!("({a} * {})", self.symbolic(sh, 1)),
            6 => format!("({a} floordiv {})", self.divisor()),
            7 => format!("({a} mod {})", self.divisor()),
            8 => format!("({a} ceildiv {})", self.divisor()),
            9 => format!("({a} floordiv {})", self.symbolic(sh, 1)),
            10 => format!("({a} ceildiv {})", self.symbolic(sh, 1)),
            11 => format!("({a} mod {})", self.symbolic(sh, 1)),
            12 => self.shaped(sh, &a),
            _ => a,
        }
    }

    /// A term of a shape that one of MLIR's semi-affine rules matches.
    fn shaped(&mut self, sh: Shape, a: &str) -> String {
        let s = self.sym(sh);
        let t = self.sym(sh);
        let op = self.pick(&["floordiv", "ceildiv", "mod"]);
        match self.rng.u8(..8) {
            0 => format!("(({a} * {s}) {op} {s})"),
            1 => format!("(({a} - {a} mod {s}) mod {s})"),
            2 => format!("(({s} * {t} + {s} * 3) {op} {s})"),
            3 => format!("((({a} * {s}) floordiv {t}) floordiv {s})"),
            4 => format!("((({a} * {s}) ceildiv {t}) {op} {s})"),
            5 => format!("(({a} * {s}) mod ({s} * {t}))"),
            6 => format!("({a} - ({a} floordiv {s}) * {s})"),
            _ => format!("((({a} * {s}) mod ({t} * {s})) {op} {s})"),
        }
    }

    /// The map text `(d0, ..)[s0, ..] -> (results)`.
    fn map(&mut self, sh: Shape, results: usize) -> String {
        let dims: Vec<String> = (0..sh.dims).map(|i| format!("d{i}")).collect();
        let syms: Vec<String> = (0..sh.syms).map(|i| format!("s{i}")).collect();
        let depth = 1 + self.rng.u32(..3);
        let res: Vec<String> = (0..results).map(|_| self.expr(sh, depth)).collect();
        format!(
            "({})[{}] -> ({})",
            dims.join(", "),
            syms.join(", "),
            res.join(", ")
        )
    }

    /// Operands for `sh`: dimensions from the loops (or applies, or now
    /// and then a symbol), symbols from the arguments.
    fn operands(&mut self, sh: Shape) -> (Vec<String>, Vec<String>) {
        let mut dims = Vec::new();
        for _ in 0..sh.dims {
            let d = match self.rng.u8(..8) {
                0 if !self.applied.is_empty() => {
                    self.applied[self.rng.usize(..self.applied.len())].clone()
                }
                1 => self.syms[self.rng.usize(..self.syms.len())].clone(),
                _ => self.ivs[self.rng.usize(..self.ivs.len())].clone(),
            };
            dims.push(d);
        }
        let syms = (0..sh.syms)
            .map(|_| self.syms[self.rng.usize(..self.syms.len())].clone())
            .collect();
        (dims, syms)
    }

    fn op(&mut self, depth: usize) {
        let sh = Shape {
            dims: self.rng.usize(..3),
            syms: 1 + self.rng.usize(..3),
        };
        let (dims, syms) = self.operands(sh);
        let v = self.fresh();
        match self.rng.u8(..6) {
            0..=2 => {
                let map = self.map(sh, 1);
                self.line(
                    depth,
                    &format!(
                        "{v} = affine.apply affine_map<{map}>({})[{}]",
                        dims.join(", "),
                        syms.join(", ")
                    ),
                );
                self.applied.push(v.clone());
            }
            3 => {
                let n = 1 + self.rng.usize(..3);
                let map = self.map(sh, n);
                let op = self.pick(&["min", "max"]);
                self.line(
                    depth,
                    &format!(
                        "{v} = affine.{op} affine_map<{map}>({})[{}]",
                        dims.join(", "),
                        syms.join(", ")
                    ),
                );
            }
            _ => {
                let map = self.map(sh, 2);
                let mut operands = vec!["%m".to_owned()];
                operands.extend(dims.iter().cloned());
                operands.extend(syms.iter().cloned());
                let types = vec!["index"; sh.dims + sh.syms];
                self.line(
                    depth,
                    &format!(
                        "{v} = \"affine.load\"({}) <{{map = affine_map<{map}>}}> : \
                         (memref<64x64xf32>{}{}) -> f32",
                        operands.join(", "),
                        if types.is_empty() { "" } else { ", " },
                        types.join(", ")
                    ),
                );
                self.line(depth, &format!("func.call @usef({v}) : (f32) -> ()"));
                return;
            }
        }
        self.line(depth, &format!("func.call @use({v}) : (index) -> ()"));
    }
}

/// The module of `seed`: a function with three `index` symbols and a
/// memref, a nest of one or two loops, and a few affine ops in it.
pub fn module(seed: u64) -> String {
    let mut g = Gen {
        rng: fastrand::Rng::with_seed(seed ^ 0x5e31_aff1),
        out: String::from(
            "func.func private @use(index)\nfunc.func private @usef(f32)\n\
             func.func @f(%a0: index, %a1: index, %a2: index, %m: memref<64x64xf32>) {\n",
        ),
        next: 0,
        ivs: Vec::new(),
        syms: vec!["%a0".into(), "%a1".into(), "%a2".into()],
        applied: Vec::new(),
    };
    let loops = 1 + g.rng.usize(..2);
    for l in 0..loops {
        let iv = format!("%i{l}");
        let ub = if g.rng.bool() {
            "%a0".to_owned()
        } else {
            "32".to_owned()
        };
        g.line(1 + l, &format!("affine.for {iv} = 0 to {ub} {{"));
        g.ivs.push(iv);
    }
    for _ in 0..2 + g.rng.usize(..4) {
        g.op(1 + loops);
    }
    for l in (0..loops).rev() {
        g.line(1 + l, "}");
    }
    g.out.push_str("  return\n}\n");
    g.out
}
