#!/usr/bin/env python3
"""Time `ir-opt` against `mlir-opt-22` on the same input, in the same run.

Usage (from the repository root):
    bench/opt_vs_mlir.py [--funcs 20000] [--ops 25] [--runs 5] [--no-pgo] [MODE ...]

Modes (default: all):
    roundtrip   parse + verify + print of the generic-form module
    symbol-dce  --symbol-dce on the same module, printed generically
    dialect-types  (not in the default set) ir-opt on two generated modules
                of 100k ops each, one with a dialect type and an enum
                attribute (`!test.int<signed, 8>`, `#arith.fastmath<...>`),
                one with builtin ones (`i8`, `6 : i32`): time per op of
                each, and mlir-opt-22's output on both as the check
    loops       (not in the default set) parse + verify + print, custom
                form in and out, of a generated module of 100k ops over
                scf, memref, affine and arith (3704 functions of 27 ops)
    custom      parse + verify + print of the custom-form module, as
                gen_module.py writes it (22 MB for the defaults), printed
                in custom form
    cse         (not in the default set) the generic-form module through
                `builtin.module(func.func(cse))` (functions in parallel in
                both tools), printed generically
    canonicalize,cse  (not in the default set) the generic-form module
                through `builtin.module(func.func(canonicalize,cse))`
                (functions in parallel in both tools), printed generically

The input is made by ../shared/bench/gen_module.py and converted to generic
form with mlir-opt (the custom mode reads the generator's text as it is). Each mode runs the two tools alternately, checks that
they print the same bytes, then reports the best wall time of each tool over
the runs, the speed-up and both peak resident memories (from wait4's rusage
of each child).

ir-opt is the profile-guided release build of bench/pgo_build.py (trained
on tests/lit and a gen_module.py module, never on the inputs timed here)
when an llvm-profdata of rustc's LLVM is installed (Debian: llvm-22);
otherwise, or with --no-pgo, the plain `cargo build --release`. The first
line of the report says which.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile
import time

import pgo_build

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "..", "shared", "bench", "gen_module.py")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def run(cmd, out_path):
    """Runs cmd with stdout to out_path; returns (seconds, peak_kib)."""
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(p.pid, 0)
        elapsed = time.perf_counter() - start
        err = p.stderr.read().decode(errors="replace")
        p.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{cmd[0]} failed:\n{err[-2000:]}")
    return elapsed, usage.ru_maxrss


def best_of_both(a, a_out, b, b_out, runs):
    """Runs a and b alternately, `runs` times each (so that a slow spell of
    the machine falls on both); returns each one's best time and peak."""
    ra, rb = [], []
    for _ in range(runs):
        ra.append(run(a, a_out))
        rb.append(run(b, b_out))
    pick = lambda rs: (min(r[0] for r in rs), max(r[1] for r in rs))
    return pick(ra), pick(rb)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--funcs", type=int, default=20000)
    ap.add_argument("--ops", type=int, default=25)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--loop-funcs", type=int, default=3704, help="functions of the loops mode (27 ops each)")
    ap.add_argument("--no-pgo", action="store_true", help="time the plain release build, not the PGO one")
    ap.add_argument("modes", nargs="*", default=["roundtrip", "symbol-dce", "custom"])
    args = ap.parse_args()
    if not os.path.exists(MLIR_OPT):
        sys.exit("mlir-opt-22 is missing: apt-get install mlir-22-tools")
    ir_opt = pgo_build.build() if not args.no_pgo else None
    if ir_opt is None:
        subprocess.run(["cargo", "build", "--release", "--bin", "ir-opt", "-q"], cwd=ROOT, check=True)
        ir_opt = os.path.join(ROOT, "target", "release", "ir-opt")
        print("ir-opt: plain release build")
    else:
        print("ir-opt: release build with PGO (bench/pgo_build.py)")
    tmp = tempfile.mkdtemp()
    pretty = os.path.join(tmp, "pretty.mlir")
    generic = os.path.join(tmp, "generic.mlir")
    with open(pretty, "w") as f:
        subprocess.run([sys.executable, GEN, str(args.funcs), str(args.ops)], stdout=f, check=True)
    run([MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic", pretty], generic)
    size = os.path.getsize(generic) / 1e6
    print(f"input: {args.funcs} functions x {args.ops} ops, generic form, {size:.1f} MB")
    print(f"       custom form, {os.path.getsize(pretty) / 1e6:.1f} MB")
    flags = {
        "roundtrip": ["--mlir-print-op-generic"],
        "symbol-dce": ["--symbol-dce", "--mlir-print-op-generic"],
        "custom": [],
        "cse": ["--pass-pipeline=builtin.module(func.func(cse))", "--mlir-print-op-generic"],
        "canonicalize,cse": [
            "--pass-pipeline=builtin.module(func.func(canonicalize,cse))",
            "--mlir-print-op-generic",
        ],
    }
    inputs = {mode: generic for mode in flags}
    inputs["custom"] = pretty
    failed = False
    if "dialect-types" in args.modes:
        failed |= dialect_types(ir_opt, tmp, args.runs)
    if "loops" in args.modes:
        failed |= loops(ir_opt, tmp, args.runs, args.loop_funcs)
    for mode in [m for m in args.modes if m not in ("dialect-types", "loops")]:
        common = ["--allow-unregistered-dialect"] + flags[mode] + [inputs[mode]]
        ours, theirs = os.path.join(tmp, "ours.mlir"), os.path.join(tmp, "theirs.mlir")
        (t_ir, m_ir), (t_ml, m_ml) = best_of_both(
            [ir_opt] + common, ours, [MLIR_OPT] + common, theirs, args.runs
        )
        same = open(ours, "rb").read() == open(theirs, "rb").read()
        failed |= not same
        print(f"{mode}:")
        print(f"  ir-opt     {t_ir:8.3f} s  {m_ir / 1024:8.1f} MiB peak")
        print(f"  mlir-opt   {t_ml:8.3f} s  {m_ml / 1024:8.1f} MiB peak")
        print(f"  speed-up   {t_ml / t_ir:8.2f}x   memory ratio {m_ir / m_ml:.2f}   output identical: {same}")
    return 1 if failed else 0


def loops_module(path, funcs, seed=1):
    """Writes `funcs` functions in custom form over scf (for with
    iter_args, if, while), memref (load, store, subview, alloc, dealloc)
    and affine (for, load, store, apply), 27 ops each; returns the op
    count."""
    rng = random.Random(seed)
    ops = 0
    with open(path, "w") as f:
        w = f.write
        w("module {\n")
        for i in range(funcs):
            d = rng.choice([16, 32, 64])
            mt = f"memref<{d}x{d}xf32>"
            w(f"  func.func @f{i}(%m: {mt}, %n: index, %x: f32) -> f32 {{\n")
            w("    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n")
            w("    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {\n")
            w(f"      %v = memref.load %m[%i, %c0] : {mt}\n")
            w("      %s = arith.addf %acc, %v : f32\n")
            w("      %c = arith.cmpf olt, %s, %x : f32\n")
            w("      %t = scf.if %c -> (f32) {\n        %y = arith.mulf %s, %v : f32\n        scf.yield %y : f32\n")
            w("      } else {\n        scf.yield %s : f32\n      }\n")
            w(f"      memref.store %t, %m[%c0, %i] : {mt}\n")
            w("      scf.yield %t : f32\n    }\n")
            ops += 12
            k = rng.randint(1, 3)
            w(f"    affine.for %j = 0 to {d - k} {{\n")
            w(f"      %a = affine.load %m[%j, %j + {k}] : {mt}\n")
            w("      %b = arith.addf %a, %r : f32\n")
            w(f"      %p = affine.apply affine_map<(d0)[s0] -> (d0 * {k} + s0)>(%j)[%n]\n")
            w(f"      affine.store %b, %m[%j, %p] : {mt}\n    }}\n")
            ops += 5
            h = d // 2
            w(f"    %sv = memref.subview %m[{k}, 0] [{h}, {h}] [1, 1] : {mt} to memref<{h}x{h}xf32, strided<[{d}, 1], offset: {k * d}>>\n")
            w(f"    %al = memref.alloc(%n) : memref<?xf32>\n")
            w("    %w = scf.while (%q = %c0) : (index) -> index {\n")
            w("      %lt = arith.cmpi slt, %q, %n : index\n      scf.condition(%lt) %q : index\n")
            w("    } do {\n    ^bb0(%q2: index):\n      %q3 = arith.addi %q2, %c1 : index\n")
            w("      memref.store %x, %al[%q3] : memref<?xf32>\n      scf.yield %q3 : index\n    }\n")
            w("    memref.dealloc %al : memref<?xf32>\n")
            w("    return %r : f32\n  }\n")
            ops += 10
        w("}\n")
    return ops


def loops(ir_opt, tmp, runs, funcs):
    """Times both tools on the scf/memref/affine module, in custom form in
    and out; returns whether the outputs differ."""
    src = os.path.join(tmp, "loops.mlir")
    n = loops_module(src, funcs)
    ours, theirs = os.path.join(tmp, "ours.mlir"), os.path.join(tmp, "theirs.mlir")
    (t_ir, m_ir), (t_ml, m_ml) = best_of_both([ir_opt, src], ours, [MLIR_OPT, src], theirs, runs)
    same = open(ours, "rb").read() == open(theirs, "rb").read()
    print(f"loops ({n} ops of scf/memref/affine/arith, custom form, {os.path.getsize(src) / 1e6:.1f} MB):")
    print(f"  ir-opt     {t_ir:8.3f} s  {m_ir / 1024:8.1f} MiB peak")
    print(f"  mlir-opt   {t_ml:8.3f} s  {m_ml / 1024:8.1f} MiB peak")
    print(f"  speed-up   {t_ml / t_ir:8.2f}x   memory ratio {m_ir / m_ml:.2f}   output identical: {same}")
    return not same


def dialect_module(path, ty, attr, funcs=1000, ops=100):
    """Writes `funcs` functions of `ops` generic ops each on values of
    type `ty`, each op carrying the attribute `attr`."""
    with open(path, "w") as f:
        w = f.write
        w("module {\n")
        for i in range(funcs):
            w(f"  func.func @f{i}(%a: {ty}, %b: {ty}) -> {ty} {{\n")
            prev = ["%a", "%b"]
            for k in range(ops):
                x, y = prev[k % len(prev)], prev[(k * 7 + 1) % len(prev)]
                w(f'    %v{k} = "test.op"({x}, {y}) {{fm = {attr}}} : ({ty}, {ty}) -> {ty}\n')
                prev.append(f"%v{k}")
            w(f"    return %v{ops - 1} : {ty}\n  }}\n")
        w("}\n")
    return funcs * ops


def parser_seconds(ir_opt, src, runs):
    """The best `Parser` time `--mlir-timing` reports over `runs` runs."""
    best = None
    for _ in range(runs):
        cmd = [ir_opt, "--allow-unregistered-dialect", "--mlir-timing", src, "-o", os.devnull]
        err = subprocess.run(cmd, capture_output=True, text=True, check=True).stderr
        for line in err.splitlines():
            if line.strip().endswith("Parser"):
                t = float(line.split()[0])
                best = t if best is None else min(best, t)
    return best


def dialect_types(ir_opt, tmp, runs):
    """Times ir-opt on the dialect-type module against the builtin-type
    one (whole run and parser alone); returns whether a check failed."""
    cases = [
        ("builtin", "i8", "6 : i32"),
        ("dialect", "!test.int<signed, 8>", "#arith.fastmath<nnan,ninf>"),
    ]
    failed = False
    parse = {}
    print("dialect-types:")
    for name, ty, attr in cases:
        src = os.path.join(tmp, f"{name}.mlir")
        n = dialect_module(src, ty, attr)
        cmd = ["--allow-unregistered-dialect", "--mlir-print-op-generic", src]
        ours, theirs = os.path.join(tmp, "ours.mlir"), os.path.join(tmp, "theirs.mlir")
        (t_ir, m_ir), (t_ml, _) = best_of_both([ir_opt] + cmd, ours, [MLIR_OPT] + cmd, theirs, runs)
        same = open(ours, "rb").read() == open(theirs, "rb").read()
        failed |= not same
        parse[name] = parser_seconds(ir_opt, src, runs) / n
        print(f"  {name:8} {n} ops: ir-opt {t_ir:.3f} s round trip ({m_ir / 1024:.1f} MiB), "
              f"parser {parse[name] * 1e9:.0f} ns/op; mlir-opt {t_ml:.3f} s; output identical: {same}")
    ratio = parse["dialect"] / parse["builtin"]
    print(f"  parser time per op, dialect / builtin: {ratio:.2f}")
    return failed


if __name__ == "__main__":
    sys.exit(main())
