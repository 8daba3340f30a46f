#!/usr/bin/env python3
"""Builds a profile-guided (PGO) release `ir-opt`; prints its path.

Usage (from the repository root):
    bench/pgo_build.py

Three steps, each in a target directory of its own under `target/pgo/`
(the flags differ from a plain build's, so sharing `target/release` would
rebuild everything each time):

1. `cargo build --release` with `-Cprofile-generate`: an instrumented
   `ir-opt` that counts its branches and calls.
2. Training: the instrumented `ir-opt` runs every `.mlir` file of
   `tests/lit/` with the flags of its `// RUN:` lines (each dialect, its
   parse errors and verifier messages, the passes; small files, so one
   thread) and a module of ../shared/bench/gen_module.py
   (2,000 functions of integer arith ops and calls, 1.4 MB: the threaded
   parse, verify and print) in custom and generic form; `llvm-profdata`
   merges the counts.
3. `cargo build --release` with `-Cprofile-use`: LLVM lays out, inlines
   and allocates registers for the paths the training took.

The training set holds nothing of `opt_vs_mlir.py loops`'s module (scf,
memref and affine in custom form), so that mode times a binary that has
never seen its input. `llvm-profdata` must read the profile format of
rustc's LLVM: the same major version, found as
`/usr/lib/llvm-<major>/bin/llvm-profdata` (Debian's `llvm-<major>`
package), `llvm-profdata-<major>` or `llvm-profdata` on the PATH.
"""
import glob
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "..", "shared", "bench", "gen_module.py")
PGO = os.path.join(ROOT, "target", "pgo")


def rustc_llvm_major():
    """The major version of rustc's LLVM, or None."""
    out = subprocess.run(["rustc", "-vV"], capture_output=True, text=True, check=True).stdout
    m = re.search(r"^LLVM version: (\d+)", out, re.M)
    return m.group(1) if m else None


def find_profdata(major):
    """An `llvm-profdata` of LLVM `major` (rustc's), or None."""
    candidates = [f"/usr/lib/llvm-{major}/bin/llvm-profdata", shutil.which(f"llvm-profdata-{major}")]
    plain = shutil.which("llvm-profdata")
    if plain:
        v = subprocess.run([plain, "--version"], capture_output=True, text=True).stdout
        if re.search(rf"LLVM version {major}\.", v):
            candidates.append(plain)
    return next((c for c in candidates if c and os.path.exists(c)), None)


def cargo_build(target_dir, rustflags):
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir, RUSTFLAGS=rustflags)
    subprocess.run(
        ["cargo", "build", "--release", "-p", "dialects", "--bin", "ir-opt", "-q"],
        cwd=ROOT,
        env=env,
        check=True,
    )
    return os.path.join(target_dir, "release", "ir-opt")


def run_lines(path):
    """The `ir-opt` arguments of a lit file's `// RUN:` lines (`%s` being
    the file), or a plain read of it when it has none."""
    runs = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.match(r"//\s*RUN:\s*(?:not\s+)?ir-opt\s+(.*)", line)
            if m:
                args = shlex.split(m.group(1).split("|")[0])
                runs.append([path if a == "%s" else a for a in args])
    return runs or [["--allow-unregistered-dialect", "--split-input-file", path]]


def train(ir_opt, work):
    """Runs the instrumented `ir-opt` over the training set (see the
    module docs); its exit codes do not matter (the lit files hold
    invalid inputs on purpose)."""
    quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    lit = sorted(glob.glob(os.path.join(ROOT, "tests", "lit", "**", "*.mlir"), recursive=True))
    for f in lit:
        for flags in run_lines(f):
            subprocess.run([ir_opt] + flags, **quiet)
    pretty = os.path.join(work, "train.mlir")
    generic = os.path.join(work, "train-generic.mlir")
    with open(pretty, "w") as out:
        subprocess.run([sys.executable, GEN, "2000", "25"], stdout=out, check=True)
    common = [ir_opt, "--allow-unregistered-dialect"]
    for args in [
        [pretty, "-o", os.devnull],
        ["--mlir-print-op-generic", pretty, "-o", generic],
        [generic, "-o", os.devnull],
        ["--mlir-print-op-generic", generic, "-o", os.devnull],
    ]:
        # stderr only on failure: the profile runtime warns there when a
        # call site has more targets than it has counters for.
        p = subprocess.run(common + args, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            sys.exit(f"training run {args} failed:\n{p.stderr[-2000:]}")
    return len(lit)


def build():
    """Builds the PGO `ir-opt` and returns its path, or None (with the
    reason on stderr) when no matching `llvm-profdata` is installed."""
    major = rustc_llvm_major()
    profdata = find_profdata(major) if major else None
    if profdata is None:
        print(
            f"no llvm-profdata of LLVM {major or '<major>'} "
            f"(apt-get install llvm-{major or '<major>'}): "
            "no PGO build",
            file=sys.stderr,
        )
        return None
    data = os.path.join(PGO, "profraw")
    # Room for more indirect-call targets per call site than LLVM's
    # default: the parser, verifier and printer dispatch through tables
    # of hooks, whose hot targets LLVM can then call directly.
    instrumented = cargo_build(
        os.path.join(PGO, "gen"),
        f"-Cprofile-generate={data} -Cllvm-args=-vp-counters-per-site=4",
    )
    merged = os.path.join(PGO, "ir-opt.profdata")
    # The profile of an unchanged instrumented binary is kept: a new one
    # would differ a little (threads), and rustc rebuilds every crate of
    # the final build when its profile changes.
    stamp = os.path.join(PGO, "trained-binary.sha256")
    digest = file_digest(instrumented)
    if not (os.path.exists(merged) and read(stamp) == digest):
        shutil.rmtree(data, ignore_errors=True)
        os.makedirs(data)
        files = train(instrumented, PGO)
        raw = glob.glob(os.path.join(data, "*.profraw"))
        subprocess.run([profdata, "merge", "-o", merged] + raw, check=True)
        with open(stamp, "w") as f:
            f.write(digest)
        print(f"PGO: trained on {files} lit files and a gen_module.py module", file=sys.stderr)
    return cargo_build(os.path.join(PGO, "use"), f"-Cprofile-use={merged}")


def file_digest(path):
    """The file's SHA-256, which `hashlib` reads in pieces: the binary is
    tens of MB, and the children this process forks afterwards would
    report a whole-file read's peak memory (Linux keeps `ru_maxrss`
    across `execve`) as theirs."""
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


if __name__ == "__main__":
    path = build()
    if path is None:
        sys.exit(1)
    print(path)
