//! A generator of random modules over every dialect of the workspace, for
//! the differential test `tests/tests/dialect_diff.rs`.
//!
//! [`valid_module`] writes a module that both `ir-opt` and `mlir-opt-22`
//! must accept: functions whose bodies mix `arith`, `math`, `complex`,
//! `vector`, `tensor`, `memref`, `gpu`, `scf`, `affine`, `cf` and
//! `func.call`, with nested regions, block arguments, successors, affine
//! maps and integer sets (printed back as aliases), module-level globals
//! and MLIR's valid-dim/valid-symbol rules respected. [`invalid_module`]
//! writes a valid prefix followed by one op that a verifier (or the
//! parser) must reject, so that the two tools' diagnostics can be
//! compared. Both are deterministic in their seed.

/// The types values of the generated code have.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I32,
    I64,
    Index,
    F32,
    F64,
    Complex,
    /// `memref<4x8xf32>`
    Mem,
    /// `memref<?x8xf32>`
    MemDyn,
    /// `memref<?xf32>`
    Mem1,
    /// `memref<2048xi8>`
    Bytes,
    /// `tensor<4x8xf32>`
    Tensor,
    /// `tensor<?xf32>`
    Tensor1,
    /// `tensor<4xf32>`
    Tensor4,
    /// `vector<4xf32>`
    Vec4,
    /// `vector<2x4xf32>`
    Vec24,
    /// `!gpu.async.token`
    Token,
}

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            Ty::Complex => "complex<f32>",
            Ty::Mem => "memref<4x8xf32>",
            Ty::MemDyn => "memref<?x8xf32>",
            Ty::Mem1 => "memref<?xf32>",
            Ty::Bytes => "memref<2048xi8>",
            Ty::Tensor => "tensor<4x8xf32>",
            Ty::Tensor1 => "tensor<?xf32>",
            Ty::Tensor4 => "tensor<4xf32>",
            Ty::Vec4 => "vector<4xf32>",
            Ty::Vec24 => "vector<2x4xf32>",
            Ty::Token => "!gpu.async.token",
        }
    }
}

/// A value in scope: its name, type, and whether MLIR's affine rules let
/// it be a symbol or a dimension operand.
#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
    sym: bool,
    dim: bool,
}

/// The function signature every generated function has, so that calls
/// between them always type-check.
const ARGS: [Ty; 7] = [
    Ty::Mem,
    Ty::Index,
    Ty::F32,
    Ty::I32,
    Ty::Tensor,
    Ty::Vec4,
    Ty::I64,
];

struct Gen {
    rng: fastrand::Rng,
    out: String,
    indent: usize,
    vals: Vec<Val>,
    next: usize,
    /// How many functions were written before the current one.
    func: usize,
    /// How many regions deep the current op is (region ops stop at 3).
    depth: usize,
}

const INT_BIN: [&str; 14] = [
    "addi",
    "subi",
    "muli",
    "andi",
    "ori",
    "xori",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
    "ceildivsi",
    "floordivsi",
    "ceildivui",
    "divsi",
];
const FLOAT_BIN: [&str; 8] = [
    "addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf",
];
const MATH_UN: [&str; 12] = [
    "sqrt", "exp", "log", "sin", "cos", "tanh", "absf", "floor", "ceil", "rsqrt", "exp2", "erf",
];
const CMPI: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: [&str; 8] = ["oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno"];
const FASTMATH: [&str; 4] = ["fast", "nnan", "ninf,nsz", "contract"];

impl Gen {
    fn new(seed: u64) -> Gen {
        Gen {
            rng: fastrand::Rng::with_seed(seed),
            out: String::new(),
            indent: 0,
            vals: Vec::new(),
            next: 0,
            func: 0,
            depth: 0,
        }
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn def(&mut self, name: &str, ty: Ty) {
        self.vals.push(Val {
            name: name.to_owned(),
            ty,
            sym: false,
            dim: false,
        });
    }

    /// A random value of type `ty` in scope, if any.
    fn pick(&mut self, ty: Ty) -> Option<String> {
        self.pick_where(|v| v.ty == ty)
    }

    fn pick_where(&mut self, f: impl Fn(&Val) -> bool) -> Option<String> {
        let n = self.vals.iter().filter(|v| f(v)).count();
        if n == 0 {
            return None;
        }
        let k = self.rng.usize(..n);
        self.vals
            .iter()
            .filter(|v| f(v))
            .nth(k)
            .map(|v| v.name.clone())
    }

    /// A value of `ty`, made by a constant when none is in scope.
    fn get(&mut self, ty: Ty) -> String {
        if let Some(v) = self.pick(ty)
            && self.rng.u8(..4) != 0
        {
            return v;
        }
        self.constant(ty)
    }

    fn constant(&mut self, ty: Ty) -> String {
        let v = self.fresh();
        let lit = match ty {
            Ty::I1 => (if self.rng.bool() { "true" } else { "false" }).to_owned(),
            Ty::I32 | Ty::I64 => format!("{} : {}", self.rng.i32(-100..100), ty.text()),
            Ty::Index => format!("{} : index", self.rng.u8(0..9)),
            Ty::F32 | Ty::F64 => {
                let x = f64::from(self.rng.i32(-64..64)) / 8.0;
                format!("{x:?} : {}", ty.text())
            }
            Ty::Vec4 => format!("dense<{}.5> : vector<4xf32>", self.rng.u8(..9)),
            Ty::Tensor4 => format!(
                "dense<[1.0, {}.0, 3.5, -2.0]> : tensor<4xf32>",
                self.rng.u8(..9)
            ),
            other => unreachable!("no constant of {other:?}"),
        };
        self.line(&format!("{v} = arith.constant {lit}"));
        let index = ty == Ty::Index;
        self.vals.push(Val {
            name: v.clone(),
            ty,
            sym: index,
            dim: index,
        });
        v
    }

    fn fastmath(&mut self) -> String {
        if self.rng.u8(..3) == 0 {
            format!(" fastmath<{}>", FASTMATH[self.rng.usize(..FASTMATH.len())])
        } else {
            String::new()
        }
    }

    fn scalar_int(&mut self) -> Ty {
        [Ty::I32, Ty::I64, Ty::Index][self.rng.usize(..3)]
    }

    fn scalar_float(&mut self) -> Ty {
        if self.rng.u8(..4) == 0 {
            Ty::F64
        } else {
            Ty::F32
        }
    }

    // ---- leaf ops -------------------------------------------------------

    fn arith(&mut self) {
        let v = self.fresh();
        match self.rng.u8(..7) {
            0 => {
                let ty = self.scalar_int();
                let (a, b) = (self.get(ty), self.get(ty));
                let op = INT_BIN[self.rng.usize(..INT_BIN.len())];
                let flags = if matches!(op, "addi" | "subi" | "muli") && self.rng.bool() {
                    " overflow<nsw>"
                } else {
                    ""
                };
                self.line(&format!("{v} = arith.{op} {a}, {b}{flags} : {}", ty.text()));
                self.def(&v, ty);
            }
            1 => {
                let ty = self.scalar_float();
                let (a, b) = (self.get(ty), self.get(ty));
                let op = FLOAT_BIN[self.rng.usize(..FLOAT_BIN.len())];
                let fm = self.fastmath();
                self.line(&format!("{v} = arith.{op} {a}, {b}{fm} : {}", ty.text()));
                self.def(&v, ty);
            }
            2 => {
                let ty = self.scalar_int();
                let (a, b) = (self.get(ty), self.get(ty));
                let p = CMPI[self.rng.usize(..CMPI.len())];
                self.line(&format!("{v} = arith.cmpi {p}, {a}, {b} : {}", ty.text()));
                self.def(&v, Ty::I1);
            }
            3 => {
                let ty = self.scalar_float();
                let (a, b) = (self.get(ty), self.get(ty));
                let p = CMPF[self.rng.usize(..CMPF.len())];
                self.line(&format!("{v} = arith.cmpf {p}, {a}, {b} : {}", ty.text()));
                self.def(&v, Ty::I1);
            }
            4 => {
                let ty = [Ty::I32, Ty::F32, Ty::Index, Ty::Vec4][self.rng.usize(..4)];
                let c = self.get(Ty::I1);
                let (a, b) = (self.get(ty), self.get(ty));
                self.line(&format!("{v} = arith.select {c}, {a}, {b} : {}", ty.text()));
                self.def(&v, ty);
            }
            5 => {
                let (op, from, to) = [
                    ("index_cast", Ty::I32, Ty::Index),
                    ("index_cast", Ty::Index, Ty::I64),
                    ("extsi", Ty::I32, Ty::I64),
                    ("extui", Ty::I32, Ty::I64),
                    ("trunci", Ty::I64, Ty::I32),
                    ("sitofp", Ty::I32, Ty::F32),
                    ("uitofp", Ty::I64, Ty::F64),
                    ("fptosi", Ty::F32, Ty::I32),
                    ("extf", Ty::F32, Ty::F64),
                    ("truncf", Ty::F64, Ty::F32),
                    ("bitcast", Ty::I32, Ty::F32),
                ][self.rng.usize(..11)];
                let a = self.get(from);
                self.line(&format!(
                    "{v} = arith.{op} {a} : {} to {}",
                    from.text(),
                    to.text()
                ));
                self.def(&v, to);
            }
            _ => {
                let ty = [Ty::Vec4, Ty::Tensor4][self.rng.usize(..2)];
                let (a, b) = (self.get(ty), self.get(ty));
                let op = FLOAT_BIN[self.rng.usize(..4)];
                self.line(&format!("{v} = arith.{op} {a}, {b} : {}", ty.text()));
                self.def(&v, ty);
            }
        }
    }

    fn math(&mut self) {
        let v = self.fresh();
        match self.rng.u8(..5) {
            0 | 1 => {
                let ty = self.scalar_float();
                let a = self.get(ty);
                let op = MATH_UN[self.rng.usize(..MATH_UN.len())];
                let fm = self.fastmath();
                self.line(&format!("{v} = math.{op} {a}{fm} : {}", ty.text()));
                self.def(&v, ty);
            }
            2 => {
                let ty = self.scalar_float();
                let (a, b) = (self.get(ty), self.get(ty));
                let op = ["powf", "atan2", "copysign"][self.rng.usize(..3)];
                self.line(&format!("{v} = math.{op} {a}, {b} : {}", ty.text()));
                self.def(&v, ty);
            }
            3 => {
                let ty = [Ty::F32, Ty::Vec4][self.rng.usize(..2)];
                let (a, b, c) = (self.get(ty), self.get(ty), self.get(ty));
                let fm = self.fastmath();
                self.line(&format!("{v} = math.fma {a}, {b}, {c}{fm} : {}", ty.text()));
                self.def(&v, ty);
            }
            _ => {
                let ty = [Ty::I32, Ty::I64][self.rng.usize(..2)];
                let a = self.get(ty);
                let op = ["absi", "ctpop", "ctlz", "cttz"][self.rng.usize(..4)];
                self.line(&format!("{v} = math.{op} {a} : {}", ty.text()));
                self.def(&v, ty);
            }
        }
    }

    fn complex(&mut self) {
        let v = self.fresh();
        match self.rng.u8(..5) {
            0 => {
                let (a, b) = (self.get(Ty::F32), self.get(Ty::F32));
                self.line(&format!("{v} = complex.create {a}, {b} : complex<f32>"));
                self.def(&v, Ty::Complex);
            }
            1 => {
                let (re, im) = (self.rng.i8(-9..9), self.rng.u8(..9));
                self.line(&format!(
                    "{v} = complex.constant [{re}.0 : f32, {im}.5 : f32] : complex<f32>"
                ));
                self.def(&v, Ty::Complex);
            }
            2 => {
                let Some(a) = self.pick(Ty::Complex) else {
                    return self.complex_create();
                };
                let op = ["re", "im", "abs"][self.rng.usize(..3)];
                self.line(&format!("{v} = complex.{op} {a} : complex<f32>"));
                self.def(&v, Ty::F32);
            }
            3 => {
                let Some(a) = self.pick(Ty::Complex) else {
                    return self.complex_create();
                };
                self.line(&format!("{v} = complex.neg {a} : complex<f32>"));
                self.def(&v, Ty::Complex);
            }
            _ => {
                let (Some(a), Some(b)) = (self.pick(Ty::Complex), self.pick(Ty::Complex)) else {
                    return self.complex_create();
                };
                let op = ["add", "sub", "mul", "div"][self.rng.usize(..4)];
                self.line(&format!("{v} = complex.{op} {a}, {b} : complex<f32>"));
                self.def(&v, Ty::Complex);
            }
        }
    }

    fn complex_create(&mut self) {
        let v = self.fresh();
        let (a, b) = (self.get(Ty::F32), self.get(Ty::F32));
        self.line(&format!("{v} = complex.create {a}, {b} : complex<f32>"));
        self.def(&v, Ty::Complex);
    }

    fn vector(&mut self) {
        let v = self.fresh();
        match self.rng.u8(..5) {
            0 => {
                let (from, to) = [
                    (Ty::F32, Ty::Vec4),
                    (Ty::F32, Ty::Vec24),
                    (Ty::Vec4, Ty::Vec24),
                ][self.rng.usize(..3)];
                let a = self.get(from);
                self.line(&format!(
                    "{v} = vector.broadcast {a} : {} to {}",
                    from.text(),
                    to.text()
                ));
                self.def(&v, to);
            }
            1 => {
                let a = self.get(Ty::Vec4);
                let pos = self.position(4);
                self.line(&format!(
                    "{v} = vector.extract {a}[{pos}] : f32 from vector<4xf32>"
                ));
                self.def(&v, Ty::F32);
            }
            2 => {
                let Some(a) = self.pick(Ty::Vec24) else {
                    return self.vector_insert(&v);
                };
                let pos = self.position(2);
                self.line(&format!(
                    "{v} = vector.extract {a}[{pos}] : vector<4xf32> from vector<2x4xf32>"
                ));
                self.def(&v, Ty::Vec4);
            }
            3 => self.vector_insert(&v),
            _ => {
                let xs: Vec<String> = (0..4).map(|_| self.get(Ty::F32)).collect();
                self.line(&format!(
                    "{v} = vector.from_elements {} : vector<4xf32>",
                    xs.join(", ")
                ));
                self.def(&v, Ty::Vec4);
            }
        }
    }

    fn vector_insert(&mut self, v: &str) {
        let (x, a) = (self.get(Ty::F32), self.get(Ty::Vec4));
        let pos = self.position(4);
        self.line(&format!(
            "{v} = vector.insert {x}, {a} [{pos}] : f32 into vector<4xf32>"
        ));
        self.def(v, Ty::Vec4);
    }

    /// A static position below `n` or a dynamic index value.
    fn position(&mut self, n: u8) -> String {
        if self.rng.u8(..3) == 0 {
            self.get(Ty::Index)
        } else {
            self.rng.u8(..n).to_string()
        }
    }

    fn indices(&mut self, n: usize) -> String {
        (0..n)
            .map(|_| self.get(Ty::Index))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn tensor(&mut self) {
        let v = self.fresh();
        match self.rng.u8(..8) {
            0 => {
                if self.rng.bool() {
                    self.line(&format!("{v} = tensor.empty() : tensor<4x8xf32>"));
                    self.def(&v, Ty::Tensor);
                } else {
                    let n = self.get(Ty::Index);
                    self.line(&format!("{v} = tensor.empty({n}) : tensor<?xf32>"));
                    self.def(&v, Ty::Tensor1);
                }
            }
            1 => {
                let t = self.get_tensor();
                let ix = self.indices(2);
                self.line(&format!("{v} = tensor.extract {t}[{ix}] : tensor<4x8xf32>"));
                self.def(&v, Ty::F32);
            }
            2 => {
                let (x, t) = (self.get(Ty::F32), self.get_tensor());
                let ix = self.indices(2);
                self.line(&format!(
                    "{v} = tensor.insert {x} into {t}[{ix}] : tensor<4x8xf32>"
                ));
                self.def(&v, Ty::Tensor);
            }
            3 => {
                let xs: Vec<String> = (0..4).map(|_| self.get(Ty::F32)).collect();
                self.line(&format!(
                    "{v} = tensor.from_elements {} : tensor<4xf32>",
                    xs.join(", ")
                ));
                self.def(&v, Ty::Tensor4);
            }
            4 => {
                let (t, i) = (self.get_tensor(), self.get(Ty::Index));
                self.line(&format!("{v} = tensor.dim {t}, {i} : tensor<4x8xf32>"));
                self.def(&v, Ty::Index);
            }
            5 => {
                let t = self.get_tensor();
                self.line(&format!(
                    "{v} = tensor.cast {t} : tensor<4x8xf32> to tensor<?x8xf32>"
                ));
                self.line(&format!(
                    "{v}c = tensor.cast {v} : tensor<?x8xf32> to tensor<4x8xf32>"
                ));
                self.def(&format!("{v}c"), Ty::Tensor);
            }
            6 => {
                let x = self.get(Ty::F32);
                self.line(&format!("{v} = tensor.splat {x} : tensor<4x8xf32>"));
                self.def(&v, Ty::Tensor);
            }
            _ => {
                let n = self.get(Ty::Index);
                let arg = self.fresh();
                self.line(&format!("{v} = tensor.generate {n} {{"));
                self.line(&format!("^bb0({arg}: index):"));
                let mark = self.enter();
                self.def(&arg, Ty::Index);
                self.body(1);
                let y = self.get(Ty::F32);
                self.line(&format!("tensor.yield {y} : f32"));
                self.leave(mark);
                self.line("} : tensor<?xf32>");
                self.def(&v, Ty::Tensor1);
            }
        }
    }

    fn get_tensor(&mut self) -> String {
        self.pick(Ty::Tensor)
            .expect("function arguments include a tensor")
    }

    fn memref(&mut self) {
        let v = self.fresh();
        match self.rng.u8(..10) {
            0 => {
                let op = if self.rng.bool() { "alloc" } else { "alloca" };
                if self.rng.bool() {
                    self.line(&format!("{v} = memref.{op}() : memref<4x8xf32>"));
                    self.def(&v, Ty::Mem);
                } else {
                    let n = self.get(Ty::Index);
                    self.line(&format!("{v} = memref.{op}({n}) : memref<?xf32>"));
                    self.def(&v, Ty::Mem1);
                }
            }
            1 | 2 => {
                let (m, ty, n) = self.some_memref();
                let ix = self.indices(n);
                self.line(&format!("{v} = memref.load {m}[{ix}] : {}", ty.text()));
                self.def(&v, Ty::F32);
            }
            3 | 4 => {
                let (m, ty, n) = self.some_memref();
                let x = self.get(Ty::F32);
                let ix = self.indices(n);
                self.line(&format!("memref.store {x}, {m}[{ix}] : {}", ty.text()));
            }
            5 => {
                let (m, ty, _) = self.some_memref();
                let i = self.get(Ty::Index);
                self.line(&format!("{v} = memref.dim {m}, {i} : {}", ty.text()));
                self.def(&v, Ty::Index);
            }
            6 => {
                let m = self.get_mem();
                self.line(&format!(
                    "{v} = memref.cast {m} : memref<4x8xf32> to memref<?x8xf32>"
                ));
                self.def(&v, Ty::MemDyn);
            }
            7 => {
                let m = self.get_mem();
                let (r, c) = (self.rng.u8(..3), self.rng.u8(..5));
                let off = u32::from(r) * 8 + u32::from(c);
                self.line(&format!(
                    "{v} = memref.subview {m}[{r}, {c}] [2, 3] [1, 1] : memref<4x8xf32> to \
                     memref<2x3xf32, strided<[8, 1], offset: {off}>>"
                ));
            }
            8 => {
                let (a, b) = (self.get_mem(), self.get_mem());
                self.line(&format!(
                    "memref.copy {a}, {b} : memref<4x8xf32> to memref<4x8xf32>"
                ));
            }
            _ => {
                let buf = match self.pick(Ty::Bytes) {
                    Some(b) => b,
                    None => {
                        let b = self.fresh();
                        self.line(&format!("{b} = memref.alloc() : memref<2048xi8>"));
                        self.def(&b, Ty::Bytes);
                        b
                    }
                };
                let z = self.get(Ty::Index);
                self.line(&format!(
                    "{v} = memref.view {buf}[{z}][] : memref<2048xi8> to memref<4x8xf32>"
                ));
                self.def(&v, Ty::Mem);
                if self.rng.bool() {
                    let r = self.fresh();
                    self.line(&format!(
                        "{r} = memref.reinterpret_cast {v} to offset: [0], sizes: [32], \
                         strides: [1] : memref<4x8xf32> to memref<32xf32>"
                    ));
                }
            }
        }
    }

    fn get_mem(&mut self) -> String {
        self.pick(Ty::Mem)
            .expect("function arguments include a memref")
    }

    /// A memref value of any generated type, with its rank.
    fn some_memref(&mut self) -> (String, Ty, usize) {
        let ty = [Ty::Mem, Ty::Mem, Ty::MemDyn, Ty::Mem1][self.rng.usize(..4)];
        match self.pick(ty) {
            Some(m) => (m, ty, if ty == Ty::Mem1 { 1 } else { 2 }),
            None => (self.get_mem(), Ty::Mem, 2),
        }
    }

    fn gpu(&mut self) {
        let t = self.fresh();
        self.line(&format!("{t} = gpu.wait async"));
        let (m, t2, t3) = (self.fresh(), self.fresh(), self.fresh());
        let host = if self.rng.bool() { " host_shared" } else { "" };
        self.line(&format!(
            "{m}, {t2} = gpu.alloc async [{t}]{host} () : memref<4x8xf32>"
        ));
        self.def(&m, Ty::Mem);
        self.line(&format!(
            "{t3} = gpu.dealloc async [{t2}] {m} : memref<4x8xf32>"
        ));
        self.def(&t3, Ty::Token);
        if self.rng.bool() {
            self.line(&format!("gpu.wait [{t3}]"));
        }
    }

    fn call(&mut self) {
        if self.func == 0 {
            return self.arith();
        }
        let callee = self.rng.usize(..self.func);
        let args: Vec<String> = ARGS.iter().map(|&t| self.get_arg(t)).collect();
        let v = self.fresh();
        let sig: Vec<&str> = ARGS.iter().map(|t| t.text()).collect();
        self.line(&format!(
            "{v}:2 = func.call @f{callee}({}) : ({}) -> (f32, i32)",
            args.join(", "),
            sig.join(", ")
        ));
        self.def(&format!("{v}#0"), Ty::F32);
        self.def(&format!("{v}#1"), Ty::I32);
    }

    /// A value of `ty` that can be a successor operand (`%x#1` cannot).
    fn get_plain(&mut self, ty: Ty) -> String {
        match self.pick_where(|v| v.ty == ty && !v.name.contains('#')) {
            Some(v) if self.rng.u8(..4) != 0 => v,
            _ => self.constant(ty),
        }
    }

    fn get_arg(&mut self, ty: Ty) -> String {
        match ty {
            Ty::Mem | Ty::Tensor => self.pick(ty).expect("arguments are in scope"),
            _ => self.get(ty),
        }
    }

    // ---- region ops -----------------------------------------------------

    fn enter(&mut self) -> usize {
        self.indent += 1;
        self.depth += 1;
        self.vals.len()
    }

    fn leave(&mut self, mark: usize) {
        self.vals.truncate(mark);
        self.indent -= 1;
        self.depth -= 1;
    }

    fn scf_for(&mut self) {
        let (lb, ub, st) = (
            self.get(Ty::Index),
            self.get(Ty::Index),
            self.get(Ty::Index),
        );
        let iv = self.fresh();
        let kw = if self.rng.u8(..5) == 0 {
            "unsigned "
        } else {
            ""
        };
        if self.rng.bool() {
            let ty = [Ty::F32, Ty::I32][self.rng.usize(..2)];
            let (r, acc, init) = (self.fresh(), self.fresh(), self.get(ty));
            self.line(&format!(
                "{r} = scf.for {kw}{iv} = {lb} to {ub} step {st} iter_args({acc} = {init}) -> ({}) {{",
                ty.text()
            ));
            let mark = self.enter();
            self.def(&iv, Ty::Index);
            self.def(&acc, ty);
            self.body(3);
            let y = self.get(ty);
            self.line(&format!("scf.yield {y} : {}", ty.text()));
            self.leave(mark);
            self.line("}");
            self.def(&r, ty);
        } else {
            self.line(&format!("scf.for {kw}{iv} = {lb} to {ub} step {st} {{"));
            let mark = self.enter();
            self.def(&iv, Ty::Index);
            self.body(3);
            self.leave(mark);
            self.line("}");
        }
    }

    fn scf_if(&mut self) {
        let c = self.get(Ty::I1);
        if self.rng.bool() {
            let ty = [Ty::F32, Ty::Index, Ty::Vec4][self.rng.usize(..3)];
            let r = self.fresh();
            self.line(&format!("{r} = scf.if {c} -> ({}) {{", ty.text()));
            self.yielding_region("scf.yield", ty);
            self.line("} else {");
            self.yielding_region("scf.yield", ty);
            self.line("}");
            self.def(&r, ty);
        } else {
            self.line(&format!("scf.if {c} {{"));
            let mark = self.enter();
            self.body(2);
            self.leave(mark);
            self.line("}");
        }
    }

    /// A region body of a few ops ending in `term` yielding a `ty` value.
    fn yielding_region(&mut self, term: &str, ty: Ty) {
        let mark = self.enter();
        self.body(2);
        let y = self.get(ty);
        self.line(&format!("{term} {y} : {}", ty.text()));
        self.leave(mark);
    }

    fn scf_other(&mut self) {
        match self.rng.u8(..5) {
            0 => {
                let (r, q, q2) = (self.fresh(), self.fresh(), self.fresh());
                let init = self.get(Ty::Index);
                self.line(&format!(
                    "{r} = scf.while ({q} = {init}) : (index) -> index {{"
                ));
                let mark = self.enter();
                self.def(&q, Ty::Index);
                let n = self.get(Ty::Index);
                let c = self.fresh();
                self.line(&format!("{c} = arith.cmpi slt, {q}, {n} : index"));
                self.line(&format!("scf.condition({c}) {q} : index"));
                self.leave(mark);
                self.line("} do {");
                self.line(&format!("^bb0({q2}: index):"));
                let mark = self.enter();
                self.def(&q2, Ty::Index);
                self.body(2);
                let y = self.get(Ty::Index);
                self.line(&format!("scf.yield {y} : index"));
                self.leave(mark);
                self.line("}");
                self.def(&r, Ty::Index);
            }
            1 => {
                let r = self.fresh();
                self.line(&format!("{r} = scf.execute_region -> f32 {{"));
                self.yielding_region("scf.yield", Ty::F32);
                self.line("}");
                self.def(&r, Ty::F32);
            }
            2 => {
                let (r, x) = (self.fresh(), self.get(Ty::Index));
                self.line(&format!("{r} = scf.index_switch {x} -> i32"));
                for case in [0, 1 + self.rng.u8(..4)] {
                    self.line(&format!("case {case} {{"));
                    self.yielding_region("scf.yield", Ty::I32);
                    self.line("}");
                }
                self.line("default {");
                self.yielding_region("scf.yield", Ty::I32);
                self.line("}");
                self.def(&r, Ty::I32);
            }
            3 => {
                let (i, j) = (self.fresh(), self.fresh());
                self.line(&format!("scf.forall ({i}, {j}) in (4, 8) {{"));
                let mark = self.enter();
                self.def(&i, Ty::Index);
                self.def(&j, Ty::Index);
                self.body(2);
                self.leave(mark);
                self.line("}");
            }
            _ => {
                let i = self.fresh();
                let (lb, ub) = (self.get(Ty::Index), self.get(Ty::Index));
                // The step must be a positive constant when it is one.
                let st = self.fresh();
                let k = 1 + self.rng.u8(..3);
                self.line(&format!("{st} = arith.constant {k} : index"));
                self.line(&format!(
                    "scf.parallel ({i}) = ({lb}) to ({ub}) step ({st}) {{"
                ));
                let mark = self.enter();
                self.def(&i, Ty::Index);
                self.body(2);
                self.leave(mark);
                self.line("}");
            }
        }
    }

    /// A valid affine dimension operand in scope.
    fn dim(&mut self) -> String {
        self.pick_where(|v| v.dim)
            .expect("index arguments are valid dims")
    }

    fn sym(&mut self) -> String {
        self.pick_where(|v| v.sym)
            .expect("index arguments are valid symbols")
    }

    fn affine(&mut self) {
        match self.rng.u8(..9) {
            0 | 1 => {
                let iv = self.fresh();
                let ub = if self.rng.bool() {
                    (2 + self.rng.u8(..8)).to_string()
                } else {
                    self.sym()
                };
                let step = if self.rng.u8(..3) == 0 { " step 2" } else { "" };
                if self.rng.u8(..3) == 0 {
                    let (r, acc, init) = (self.fresh(), self.fresh(), self.get(Ty::F32));
                    self.line(&format!(
                        "{r} = affine.for {iv} = 0 to {ub}{step} iter_args({acc} = {init}) -> (f32) {{"
                    ));
                    let mark = self.enter();
                    self.def_dim(&iv);
                    self.def(&acc, Ty::F32);
                    self.body(3);
                    let y = self.get(Ty::F32);
                    self.line(&format!("affine.yield {y} : f32"));
                    self.leave(mark);
                    self.line("}");
                    self.def(&r, Ty::F32);
                } else {
                    self.line(&format!("affine.for {iv} = 0 to {ub}{step} {{"));
                    let mark = self.enter();
                    self.def_dim(&iv);
                    self.body(3);
                    self.leave(mark);
                    self.line("}");
                }
            }
            2 => {
                let (r, d, s) = (self.fresh(), self.dim(), self.sym());
                let k = 1 + self.rng.u8(..4);
                self.line(&format!(
                    "{r} = affine.apply affine_map<(d0)[s0] -> (d0 * {k} + s0)>({d})[{s}]"
                ));
                self.def_dim(&r);
            }
            3 => {
                let (r, d, s) = (self.fresh(), self.dim(), self.sym());
                let op = if self.rng.bool() { "min" } else { "max" };
                let k = self.rng.u8(..6);
                self.line(&format!(
                    "{r} = affine.{op} affine_map<(d0)[s0] -> (d0, s0 + {k})>({d})[{s}]"
                ));
                self.def(&r, Ty::Index);
            }
            4 => {
                let (r, m, d0, d1) = (self.fresh(), self.get_mem(), self.dim(), self.dim());
                let k = self.rng.u8(..3);
                self.line(&format!(
                    "{r} = affine.load {m}[{d0}, {d1} + {k}] : memref<4x8xf32>"
                ));
                self.def(&r, Ty::F32);
            }
            5 => {
                let (x, m, d, s) = (self.get(Ty::F32), self.get_mem(), self.dim(), self.sym());
                self.line(&format!(
                    "affine.store {x}, {m}[{d}, symbol({s})] : memref<4x8xf32>"
                ));
            }
            7 => self.delinearize(),
            8 => self.linearize(),
            _ => {
                let d = self.dim();
                let k = self.rng.u8(..5);
                if self.rng.bool() {
                    let r = self.fresh();
                    self.line(&format!(
                        "{r} = affine.if affine_set<(d0) : (d0 - {k} >= 0)>({d}) -> f32 {{"
                    ));
                    self.yielding_region("affine.yield", Ty::F32);
                    self.line("} else {");
                    self.yielding_region("affine.yield", Ty::F32);
                    self.line("}");
                    self.def(&r, Ty::F32);
                } else {
                    self.line(&format!(
                        "affine.if affine_set<(d0) : (d0 - {k} >= 0, -d0 + 10 >= 0)>({d}) {{"
                    ));
                    let mark = self.enter();
                    self.body(2);
                    self.leave(mark);
                    self.line("}");
                }
            }
        }
    }

    /// `affine.delinearize_index` of a dimension by a static or mixed
    /// basis, with or without the outer bound. Its results are valid
    /// dimensions, but they are not offered to affine maps: MLIR 22's map
    /// parser matches a value seen before by its name alone and then
    /// fails on its `#N` (`%r#0, %r#1` is `expected ']' in affine map`).
    fn delinearize(&mut self) {
        let (r, d) = (self.fresh(), self.dim());
        let k = 2 + self.rng.u8(..6);
        let mut basis = vec![k.to_string()];
        if self.rng.bool() {
            basis.insert(0, self.sym());
        }
        let n = basis.len() + usize::from(self.rng.bool());
        let types = vec!["index"; n].join(", ");
        self.line(&format!(
            "{r}:{n} = affine.delinearize_index {d} into ({}) : {types}",
            basis.join(", ")
        ));
        for i in 0..n {
            self.def(&format!("{r}#{i}"), Ty::Index);
        }
    }

    /// `affine.linearize_index [disjoint]` of dimensions by a static or
    /// mixed basis; its result is a dimension.
    fn linearize(&mut self) {
        let r = self.fresh();
        let k = 1 + self.rng.u8(..8);
        let mut basis = vec![k.to_string()];
        if self.rng.bool() {
            basis.insert(0, self.sym());
        }
        let n = basis.len() + usize::from(self.rng.bool());
        let indices: Vec<String> = (0..n).map(|_| self.dim()).collect();
        let disjoint = if self.rng.bool() { "disjoint " } else { "" };
        self.line(&format!(
            "{r} = affine.linearize_index {disjoint}[{}] by ({}) : index",
            indices.join(", "),
            basis.join(", ")
        ));
        self.def_dim(&r);
    }

    fn def_dim(&mut self, name: &str) {
        self.vals.push(Val {
            name: name.to_owned(),
            ty: Ty::Index,
            sym: false,
            dim: true,
        });
    }

    /// `n` random ops, with region ops only while not nested too deeply.
    fn body(&mut self, n: usize) {
        for _ in 0..n {
            let nested = self.depth < 3;
            match self.rng.u8(..if nested { 13 } else { 9 }) {
                0 | 1 => self.arith(),
                2 => self.math(),
                3 => self.complex(),
                4 => self.vector(),
                5 => self.tensor(),
                6 => self.memref(),
                7 => {
                    if self.rng.u8(..3) == 0 {
                        self.gpu()
                    } else {
                        self.call()
                    }
                }
                8 | 9 => self.affine(),
                10 => self.scf_for(),
                11 => self.scf_if(),
                _ => self.scf_other(),
            }
        }
    }

    // ---- functions and modules -------------------------------------------

    fn function(&mut self, blocks: bool) {
        let args: Vec<String> = ARGS
            .iter()
            .enumerate()
            .map(|(k, t)| format!("%a{k}: {}", t.text()))
            .collect();
        self.line(&format!(
            "func.func @f{}({}) -> (f32, i32) {{",
            self.func,
            args.join(", ")
        ));
        let mark = self.enter();
        for (k, &t) in ARGS.iter().enumerate() {
            let index = t == Ty::Index;
            self.vals.push(Val {
                name: format!("%a{k}"),
                ty: t,
                sym: index,
                dim: index,
            });
        }
        // Module globals are reachable from every function.
        if self.rng.bool() {
            let v = self.fresh();
            self.line(&format!("{v} = memref.get_global @g0 : memref<4xi32>"));
        }
        let n = 4 + self.rng.usize(..6);
        self.body(n);
        if blocks {
            self.blocks();
        } else {
            let (f, i) = (self.get(Ty::F32), self.get(Ty::I32));
            self.line(&format!("return {f}, {i} : f32, i32"));
        }
        self.leave(mark);
        self.line("}");
        self.func += 1;
    }

    /// Ends the entry block with a branch to two or three blocks that meet
    /// in an exit block taking the results as arguments.
    fn blocks(&mut self) {
        let entry = self.vals.len();
        let c = self.get(Ty::I1);
        if self.rng.bool() {
            self.line(&format!("cf.assert {c}, \"generated check\""));
        }
        let arms = match self.rng.u8(..3) {
            0 => {
                let x = self.get_plain(Ty::F32);
                self.line(&format!("cf.cond_br {c}, ^bb1({x} : f32), ^bb2"));
                vec![true, false]
            }
            1 => {
                let flag = self.get(Ty::I32);
                let x = self.get_plain(Ty::F32);
                let k = 6 + self.rng.u8(..9);
                self.line(&format!(
                    "cf.switch {flag} : i32, [default: ^bb1({x} : f32), 5: ^bb2, {k}: ^bb3]"
                ));
                vec![true, false, false]
            }
            _ => {
                self.line("cf.br ^bb1(%a2 : f32)");
                vec![true]
            }
        };
        let exit = arms.len() + 1;
        for (k, has_arg) in arms.iter().enumerate() {
            self.vals.truncate(entry);
            let b = k + 1;
            if *has_arg {
                let arg = self.fresh();
                self.indent -= 1;
                self.line(&format!("^bb{b}({arg}: f32):"));
                self.indent += 1;
                self.def(&arg, Ty::F32);
            } else {
                self.indent -= 1;
                self.line(&format!("^bb{b}:"));
                self.indent += 1;
            }
            self.body(2);
            let (f, i) = (self.get_plain(Ty::F32), self.get_plain(Ty::I32));
            self.line(&format!("cf.br ^bb{exit}({f}, {i} : f32, i32)"));
        }
        self.vals.truncate(entry);
        let (f, i) = (self.fresh(), self.fresh());
        self.indent -= 1;
        self.line(&format!("^bb{exit}({f}: f32, {i}: i32):"));
        self.indent += 1;
        self.line(&format!("return {f}, {i} : f32, i32"));
    }

    fn globals(&mut self) {
        self.line("memref.global \"private\" constant @g0 : memref<4xi32> = dense<[1, 2, 3, 4]>");
        if self.rng.bool() {
            self.line("memref.global @g1 : memref<2x3xf32> = uninitialized");
        }
    }
}

/// A module that both tools must accept: a few functions with the same
/// signature (so later ones may call earlier ones), some ending in a
/// multi-block `cf` control flow.
pub fn valid_module(seed: u64) -> String {
    let mut g = Gen::new(seed);
    g.line("module {");
    g.indent += 1;
    g.globals();
    let funcs = 1 + g.rng.usize(..3);
    for _ in 0..funcs {
        let blocks = g.rng.u8(..3) == 0;
        g.function(blocks);
    }
    g.indent -= 1;
    g.line("}");
    g.out
}

/// Ops that must be rejected, each one a template filled from the scope
/// of a valid function body. The comment names the check each violates.
fn invalid_op(g: &mut Gen) {
    let v = g.fresh();
    let m = g.get_mem();
    let t = g.get_tensor();
    let i = g.get(Ty::Index);
    let x = g.get(Ty::F32);
    let n = g.get(Ty::I32);
    let bad = match g.rng.u8(..23) {
        // wrong number of indices
        0 => format!("{v} = memref.load {m}[{i}] : memref<4x8xf32>"),
        1 => format!("{v} = tensor.extract {t}[{i}, {i}, {i}] : tensor<4x8xf32>"),
        // broadcast to a lower rank
        2 => {
            let b = g.fresh();
            format!(
                "{b} = vector.broadcast {x} : f32 to vector<2x4xf32>\n{v} = vector.broadcast {b} : vector<2x4xf32> to vector<4xf32>"
            )
        }
        // type constraint on operands
        3 => format!("{v} = arith.index_cast {x} : f32 to index"),
        // scf.yield of the wrong type
        4 => format!(
            "{v} = scf.for %i = {i} to {i} step {i} iter_args(%acc = {x}) -> (f32) {{\n  scf.yield {n} : i32\n}}"
        ),
        // scf.if with results and no else
        5 => format!("{v} = scf.if %true -> (f32) {{\n  scf.yield {x} : f32\n}}"),
        // complex.create of the wrong element type
        6 => format!("{v} = complex.create {x}, {x} : complex<f64>"),
        // a result type that is not the memref's element type
        7 => format!("{v} = affine.load {m}[{i}, {i}] : memref<4x8xi32>"),
        // subview of the wrong result type
        8 => format!(
            "{v} = memref.subview {m}[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32>"
        ),
        // from_elements with the wrong count
        9 => format!("{v} = tensor.from_elements {x}, {x} : tensor<4xf32>"),
        // static position out of bounds
        10 => {
            let w = g.get(Ty::Vec4);
            format!("{v} = vector.extract {w}[7] : f32 from vector<4xf32>")
        }
        // store of a value of the wrong type
        11 => format!("memref.store {n}, {m}[{i}, {i}] : memref<4x8xf32>"),
        // branch with the wrong argument count
        12 => format!("cf.br ^bb1({x}, {x} : f32, f32)\n^bb1({v}: f32):"),
        // incompatible cast
        13 => format!("{v} = memref.cast {m} : memref<4x8xf32> to memref<4x9xf32>"),
        14 => format!("{v} = tensor.cast {t} : tensor<4x8xf32> to tensor<3x8xf32>"),
        // non-positive affine step
        15 => "affine.for %i = 0 to 8 step -1 {\n}".to_owned(),
        // scf.yield with too many values
        16 => format!("{v} = scf.execute_region -> f32 {{\n  scf.yield {x}, {x} : f32, f32\n}}"),
        // unknown predicate
        17 => format!("{v} = arith.cmpi bogus, {n}, {n} : i32"),
        // dim of a 0-d
        18 => format!("{v} = memref.alloc({i}) : memref<4x8xf32>"),
        // an scf.for induction variable as a dimension (scf.for is no
        // affine scope)
        19 => format!(
            "scf.for %i = {i} to {i} step {i} {{\n  {v} = affine.load {m}[%i, %i] : memref<4x8xf32>\n}}"
        ),
        // a non-positive delinearization basis
        20 => format!("{v}:2 = affine.delinearize_index {i} into (0) : index, index"),
        // a linearization with too many indices for its basis
        21 => format!("{v} = affine.linearize_index [{i}, {i}, {i}] by (4) : index"),
        // get_global of an unknown symbol
        _ => format!("{v} = memref.get_global @nowhere : memref<4xi32>"),
    };
    if bad.contains("%true") {
        g.line("%true = arith.constant true");
    }
    for l in bad.lines() {
        g.line(l);
    }
}

/// A module whose one function holds a valid prefix, then one op that
/// must be rejected, then a valid suffix.
pub fn invalid_module(seed: u64) -> String {
    let mut g = Gen::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    g.line("module {");
    g.indent += 1;
    g.globals();
    let args: Vec<String> = ARGS
        .iter()
        .enumerate()
        .map(|(k, t)| format!("%a{k}: {}", t.text()))
        .collect();
    g.line(&format!("func.func @f0({}) {{", args.join(", ")));
    let mark = g.enter();
    for (k, &t) in ARGS.iter().enumerate() {
        let index = t == Ty::Index;
        g.vals.push(Val {
            name: format!("%a{k}"),
            ty: t,
            sym: index,
            dim: index,
        });
    }
    let n = g.rng.usize(..4);
    g.body(n);
    invalid_op(&mut g);
    g.line("return");
    g.leave(mark);
    g.line("}");
    g.indent -= 1;
    g.line("}");
    g.out
}
