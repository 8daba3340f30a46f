#!/usr/bin/env python3
"""Differential fuzzing of ir-opt against mlir-opt-22.

Mutants of the project's lit inputs (tests/lit/**/*.mlir, one chunk of a
file cut at `// -----`, mutated at the token and byte level) run through
both tools in three modes:

  plain    the seed file's `--allow-unregistered-dialect` (if its RUN lines
           have it), nothing else;
  generic  the same plus `--mlir-print-op-generic`;
  run      the flags of one of the seed file's RUN lines, as written there
           (`--split-input-file`, `--verify-diagnostics`, debug info, ...).

For each run it compares the verdict (exit status: accept, reject, or a
crash), the output (stdout bytes, when both accept) and the first diagnostic
(the first line with `error:`, when both reject). Disagreements are put in
clusters by their normalized message pair (numbers, names and quoted text
masked), and the biggest clusters get one example each, minimized by delta
debugging while the example stays in its cluster.

Mutants that use dialects ir-opt lacks are excluded: an op, type or
attribute of a dialect mlir-opt registers that is not builtin, func, arith,
cf or test, and an op of those dialects that ir-opt does not register but
mlir-opt knows (probed once per name). Ops of unknown dialects (`foo.bar`
with `--allow-unregistered-dialect`) are unknown to both and stay in.

    fuzz/diff_mlir_opt.py [--seed 1] [--count 600] [--jobs 2] [--top 10]

Most lit chunks are invalid on purpose, so half the mutants (--valid-share)
come from chunks mlir-opt accepts, half of those through one gentle edit
(a token for one of its kind, a line duplicated, dropped or swapped).

needs `cargo build --release -p dialects -p fuzz` first (ir-opt, and the
fuzz runner's `--list-ops`). Same seed, same mutants, same report.

Doing this inside the Rust runner was rejected: this comparison is about
two processes' bytes, the clustering and the report are string work, and a
script can be changed and re-run without rebuilding anything.
"""

import argparse
import collections
import concurrent.futures
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
IR_OPT = os.path.join(ROOT, "target/release/ir-opt")
FUZZ = os.path.join(ROOT, "target/release/fuzz")
PROJECT_DIALECTS = {"builtin", "func", "arith", "cf", "test", "llvm"}
TIMEOUT = 10

TOKEN = re.compile(
    r"""\s+|//[^\n]*|"(?:\\.|[^"\\\n])*"?|[%^@#!](?:"(?:\\.|[^"\\\n])*"?|[\w$.\-]*)"""
    r"""|\d[\w.]*(?:[eE][+-]?\d+)?|[A-Za-z_][\w$.\-]*|->|::|.""",
    re.S,
)

SPECIALS = [
    "0", "-1", "18446744073709551616", "0x", "0xFFFFFFFFFFFFFFFFFFFFFFFFFF", "1e309",
    "i0", "i1", "i65536", "index", "none", "f8E5M2", "tensor<*xf32>", "tensor<?x0xi8>",
    "vector<[4]xf32>", "memref<?xf32, 1>", "complex<f32>", "tuple<>", "dense<>",
    "array<i8>", "affine_map<(d0) -> (d0 mod 0)>", "distinct[0]<>", "loc(unknown)",
    "loc(\"f\":0:0)", "%0", "%0:3", "%0#2", "^bb0", "^bb1(%x: i32)", "@main", '""', "?",
    "->", "::", "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "unit", "true",
    "attributes", "private", "func.func", "func.return", "func.call", "arith.constant",
    "arith.addi", "arith.cmpi", "arith.select", "cf.br", "cf.cond_br", "cf.switch",
    "builtin.module", "module", "test.one_region_op", "test.graph_region",
    "overflow<nsw>", "fastmath<fast>", "// expected-error @+1 {{", "}}", "\n", "\t",
    "\x7f", "\ufeff", "\u00e9",
]


def tokens(text):
    return TOKEN.findall(text)


def is_trivia(t):
    return t.isspace() or t.startswith("//")


def run_lines(text):
    """The flags of each RUN line (without not/ir-opt/%s), double-dashed."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("// RUN:"):
            continue
        words = []
        rest = line[len("// RUN:"):]
        try:
            split = shlex.split(rest)  # quoted as lit's shell quotes
        except ValueError:
            split = rest.split()
        for w in split:
            if w in ("not", "ir-opt", "%s"):
                continue
            if w.startswith("|") or w.startswith(">"):
                break
            words.append("--" + w.lstrip("-"))
        out.append(words)
    return out


def chunks(text):
    parts, cur = [], []
    for line in text.splitlines(keepends=True):
        if line.startswith("// -----"):
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(line)
    parts.append("".join(cur))
    return [p for p in parts if p.strip()]


def load_seeds():
    seeds = []
    lit = os.path.join(ROOT, "tests/lit")
    for dirpath, _, files in sorted(os.walk(lit)):
        for f in sorted(files):
            if not f.endswith(".mlir"):
                continue
            path = os.path.join(dirpath, f)
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
            runs = run_lines(text) or [[]]
            for c in chunks(text):
                seeds.append({"file": os.path.relpath(path, ROOT), "text": c, "runs": runs})
    return seeds


def kind_of(t):
    c = t[:1]
    if c in ("%", "^", "@", "#", "!", '"'):
        return c
    if c.isdigit() or c == "-":
        return "0"
    if c.isalpha() or c == "_":
        return "a"
    return "."


_BY_KIND = {}


def dictionary_by_kind(dictionary):
    key = id(dictionary)
    if key not in _BY_KIND:
        by = collections.defaultdict(list)
        for w in dictionary:
            by[kind_of(w)].append(w)
        _BY_KIND[key] = dict(by)
    return _BY_KIND[key]


def mutate_gently(rng, dictionary, text):
    """One edit that often keeps valid input valid: a token swapped for one
    of the same kind, or a line duplicated, dropped or swapped."""
    if rng.random() < 0.5:
        t = tokens(text)
        pos = [i for i, x in enumerate(t) if not is_trivia(x)]
        if pos:
            i = rng.choice(pos)
            same = dictionary_by_kind(dictionary).get(kind_of(t[i]))
            if same:
                t[i] = rng.choice(same)
        return "".join(t)
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    k = rng.randrange(3)
    if k == 0:
        lines.insert(i, lines[i])
    elif k == 1:
        del lines[i]
    else:
        lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines)


def accepts(seed):
    """Whether mlir-opt accepts a seed chunk in the plain mode."""
    r = subprocess.run([MLIR_OPT, *mode_flags(seed, "plain", 0), "-"],
                       input=seed["text"].encode(), capture_output=True)
    return r.returncode == 0


def mutate(rng, dictionary, text, other):
    n = 1 if rng.random() < 0.5 else rng.randint(2, 4)
    for _ in range(n):
        t = tokens(text)
        k = rng.randrange(12)
        pos = [i for i, x in enumerate(t) if not is_trivia(x)] or [0]
        i = rng.choice(pos) if t else 0
        j = rng.choice(pos) if t else 0
        if k == 0 and t:
            del t[i]
        elif k == 1 and t:
            t.insert(i, t[i])
        elif k == 2 and t:
            t[i], t[j] = t[j], t[i]
        elif k == 3 and t:
            t[i] = rng.choice(dictionary) if rng.random() < 0.75 else rng.choice(SPECIALS)
        elif k in (4, 10, 11) and t:
            # A token of the same kind (number, SSA name, word, ...): such
            # mutants often stay valid, which the output comparison needs.
            same = dictionary_by_kind(dictionary).get(kind_of(t[i]))
            t[i] = rng.choice(same) if same else t[i]
        elif k == 5:
            t.insert(i, rng.choice(dictionary) if rng.random() < 0.75 else rng.choice(SPECIALS))
        elif k == 6 and t:
            del t[i:i + 1 + rng.randrange(8)]
        elif k == 7:
            o = tokens(other)
            if o:
                a = rng.randrange(len(o))
                t[i:i] = o[a:a + 1 + rng.randrange(16)]
        elif k == 8:
            o = tokens(other)
            t = t[:rng.randrange(len(t) + 1)] + o[rng.randrange(len(o) + 1):]
        else:
            s = "".join(t)
            at = rng.randrange(len(s) + 1)
            s = s[:at] + rng.choice(["", chr(rng.randrange(32, 127))]) + s[at + rng.randrange(3):]
            t = [s]
        text = "".join(t)
    return text[:65536]


# ---- exclusion -------------------------------------------------------------

OP_GENERIC = re.compile(r'"([A-Za-z_][\w$]*\.[\w$.]+)"\s*\(')
OP_CUSTOM = re.compile(r"(?:^|[=\n{])\s*([a-z_][\w$]*\.[\w$.]+)\b")
DIALECT_VALUE = re.compile(r"[!#]([A-Za-z_][\w$]*)[.<]")


class Exclusion:
    def __init__(self):
        out = subprocess.run([MLIR_OPT, "--show-dialects"], capture_output=True, text=True)
        listed = out.stdout.split(":", 1)[-1]
        self.mlir_dialects = {d.strip() for d in listed.split(",") if d.strip()}
        self.foreign = self.mlir_dialects - PROJECT_DIALECTS
        out = subprocess.run([FUZZ, "--list-ops"], capture_output=True, text=True, check=True)
        self.ir_ops = set(out.stdout.split())
        self.probed = {}

    def mlir_knows(self, name):
        """Whether mlir-opt registers op `name` (of a project dialect)."""
        if name in self.probed:
            return self.probed[name]
        dialect = name.split(".")[0]
        if dialect == "test":
            # The test dialect takes unknown ops: a registered op rejects
            # eleven results and eight regions, an unknown one takes them.
            src = f'"{name}"() ({{}}, {{}}, {{}}, {{}}, {{}}, {{}}, {{}}, {{}}) : () -> ({", ".join(["i1"] * 11)})\n'
            r = subprocess.run([MLIR_OPT], input=src, capture_output=True, text=True)
            known = r.returncode != 0
        else:
            r = subprocess.run([MLIR_OPT], input=f'"{name}"() : () -> ()\n',
                               capture_output=True, text=True)
            known = "unregistered operation" not in r.stderr and "Dialect" not in r.stderr
        self.probed[name] = known
        return known

    def reason(self, text):
        """Why a mutant is excluded, or None."""
        names = set(OP_GENERIC.findall(text)) | set(OP_CUSTOM.findall(text))
        for n in sorted(names):
            d = n.split(".")[0]
            if d in self.foreign:
                return f"op of dialect {d}"
            if d in PROJECT_DIALECTS and n not in self.ir_ops and self.mlir_knows(n):
                return f"op {n} unknown to ir-opt"
        for d in sorted(set(DIALECT_VALUE.findall(text))):
            if d in self.foreign:
                return f"type/attribute of dialect {d}"
        return None


# ---- running and comparing -------------------------------------------------

def run_tool(tool, flags, text, workdir):
    path = os.path.join(workdir, "input.mlir")
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
        fh.write(text)
    try:
        r = subprocess.run([tool, *flags, "input.mlir"], cwd=workdir, capture_output=True,
                           timeout=TIMEOUT)
        return r.returncode, r.stdout, r.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", b"", ""


def verdict(code):
    if code == 0:
        return "accept"
    if code == 1:
        return "reject"
    return f"crash({code})"


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line
    return stderr.splitlines()[0] if stderr.strip() else ""


def _quoted(m):
    body = m.group(0)[1:-1]
    keep = len(body) <= 24 and " " not in body and not re.search(r"\d", body)
    return m.group(0) if keep else m.group(0)[0] + "…" + m.group(0)[-1]


MASK = [
    (re.compile(r'"[^"\n]*"'), _quoted),
    (re.compile(r"'[^'\n]*'"), _quoted),
    (re.compile(r"[%^@][\w$.\-]+"), "%x"),
    (re.compile(r"\d+"), "N"),
]


def normalize(s):
    s = re.sub(r"^\S*input\.mlir:\d+:\d+:\s*", "", s.strip())
    for rx, rep in MASK:
        s = rx.sub(rep, s)
    return s[:160]


def first_difference(a, b):
    a, b = a.decode("utf-8", "replace").splitlines(), b.decode("utf-8", "replace").splitlines()
    for x, y in zip(a, b):
        if x != y:
            return x.strip(), y.strip()
    return (f"<{len(a)} lines>", f"<{len(b)} lines>")


def compare(ir, ml):
    """None when the runs agree, else (kind, cluster key, one-line detail)."""
    vi, vm = verdict(ir[0]), verdict(ml[0])
    if vi != vm:
        if vi.startswith("crash") or ir[0] == "timeout":
            key = f"ir-opt {vi}"
        else:
            why = first_error(ir[2]) if vi == "reject" else first_error(ml[2])
            key = f"ir-opt {vi}s, mlir-opt {vm}s: {normalize(why)}"
        return "verdict", key, f"ir-opt {vi} / mlir-opt {vm}"
    if vi == "accept" and ir[1] != ml[1]:
        x, y = first_difference(ir[1], ml[1])
        return "output", f"output: {normalize(x)} <> {normalize(y)}", f"{x} <> {y}"
    if vi == "reject":
        ei, em = first_error(ir[2]), first_error(ml[2])
        if ei != em:
            ni, nm = normalize(ei), normalize(em)
            if ni == nm:
                # Same message elsewhere: a location (or a masked detail) differs.
                return "diagnostic", f"diagnostic location: {ni}", f"{ei} <> {em}"
            return "diagnostic", f"diagnostic: {ni} <> {nm}", f"{ei} <> {em}"
    return None


def mode_flags(seed, mode, run_index):
    allow = ["--allow-unregistered-dialect"] if any(
        "--allow-unregistered-dialect" in r for r in seed["runs"]) else []
    if mode == "plain":
        return allow
    if mode == "generic":
        return allow + ["--mlir-print-op-generic"]
    return seed["runs"][run_index % len(seed["runs"])]


def check_case(case, workdir):
    results = []
    for mode in ("plain", "generic", "run"):
        flags = case["flags"][mode]
        ir = run_tool(IR_OPT, flags, case["text"], workdir)
        ml = run_tool(MLIR_OPT, flags, case["text"], workdir)
        results.append((mode, flags, ir, ml, compare(ir, ml)))
    return results


# ---- minimizing ------------------------------------------------------------

def ddmin(text, still, budget):
    """Line-, then token-level delta debugging, at most `budget` tries."""
    used = 0
    for split in (lambda s: s.splitlines(keepends=True), tokens):
        units = split(text)
        n = 2
        while len(units) >= 2 and used < budget:
            chunk = -(-len(units) // n)
            removed = False
            start = 0
            while start < len(units) and used < budget:
                cand = units[:start] + units[start + chunk:]
                used += 1
                if still("".join(cand)):
                    units = cand
                    text = "".join(units)
                    removed = True
                else:
                    start += chunk
            if removed:
                n = max(n - 1, 2)
            elif n >= len(units):
                break
            else:
                n = min(n * 2, len(units))
    return text


def minimize(example, budget, workdir):
    flags, key = example["flags"], example["key"]

    def still(text):
        ir = run_tool(IR_OPT, flags, text, workdir)
        ml = run_tool(MLIR_OPT, flags, text, workdir)
        c = compare(ir, ml)
        return c is not None and c[1] == key

    return ddmin(example["text"], still, budget)


# ---- main ------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=600, help="mutants to generate")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--top", type=int, default=10, help="clusters to show")
    ap.add_argument("--minimize-budget", type=int, default=150,
                    help="tool pairs run per minimized example (0: none)")
    ap.add_argument("--valid-share", type=float, default=0.5,
                    help="share of mutants made from chunks mlir-opt accepts")
    ap.add_argument("--include-seeds", action="store_true",
                    help="also compare the unmutated seeds")
    ap.add_argument("--out", default=os.path.join(ROOT, "target/diff-fuzz"),
                    help="folder for the cluster examples")
    args = ap.parse_args()
    for tool in (IR_OPT, MLIR_OPT, FUZZ):
        if not os.path.exists(tool):
            sys.exit(f"{tool} is missing (cargo build --release -p dialects -p fuzz; "
                     "apt-get install mlir-22-tools)")

    rng = random.Random(args.seed)
    seeds = load_seeds()
    dictionary = sorted({t for s in seeds for t in tokens(s["text"])
                         if not is_trivia(t) and len(t) <= 64})
    excl = Exclusion()
    cases, excluded = [], collections.Counter()
    if args.include_seeds:
        for s in seeds:
            cases.append({"seed": s, "text": s["text"]})
    # Most lit chunks are invalid on purpose (parse-errors/, invalid/):
    # half the mutants come from chunks mlir-opt accepts, half of those
    # through gentle edits, so that the output comparison has inputs too.
    valid = [s for s in seeds if accepts(s)]
    for _ in range(args.count):
        from_valid = valid and rng.random() < args.valid_share
        s = rng.choice(valid) if from_valid else rng.choice(seeds)
        o = rng.choice(seeds)
        if from_valid and rng.random() < 0.5:
            text = mutate_gently(rng, dictionary, s["text"])
        else:
            text = mutate(rng, dictionary, s["text"], o["text"])
        cases.append({"seed": s, "text": text})
    kept = []
    for c in cases:
        run_index = rng.randrange(1 << 16)
        why = excl.reason(c["text"])
        if why:
            excluded[why] += 1
            continue
        c["flags"] = {m: mode_flags(c["seed"], m, run_index) for m in ("plain", "generic", "run")}
        kept.append(c)

    # One work folder per thread (the input file is rewritten per run);
    # a folder per job index was rejected: the pool may run two indices of
    # the same residue at once, and then the tools read each other's input.
    local = threading.local()

    def work(c):
        if not hasattr(local, "dir"):
            local.dir = tempfile.mkdtemp(prefix="diffuzz")
        return check_case(c, local.dir)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        all_results = list(pool.map(work, kept))
    scratch = tempfile.mkdtemp(prefix="diffuzz")

    totals = collections.Counter()
    clusters = collections.OrderedDict()
    for c, results in zip(kept, all_results):
        for mode, flags, ir, ml, diff in results:
            totals["runs"] += 1
            totals[f"runs {mode}"] += 1
            vi, vm = verdict(ir[0]), verdict(ml[0])
            if vi == vm:
                totals["verdict"] += 1
                if vi == "accept":
                    totals["both accept"] += 1
                    totals["output"] += ir[1] == ml[1]
                elif vi == "reject":
                    totals["both reject"] += 1
                    totals["diagnostic"] += first_error(ir[2]) == first_error(ml[2])
            if vi.startswith("crash") or ir[0] == "timeout":
                totals["ir-opt crashes"] += 1
            if diff:
                kind, key, detail = diff
                cl = clusters.setdefault(key, {"kind": kind, "count": 0, "modes": collections.Counter(),
                                               "example": None})
                cl["count"] += 1
                cl["modes"][mode] += 1
                if cl["example"] is None or len(c["text"]) < len(cl["example"]["text"]):
                    cl["example"] = {"text": c["text"], "flags": flags, "key": key,
                                     "detail": detail, "seed": c["seed"]["file"]}

    def pct(a, b):
        return f"{100.0 * a / b:.1f}% ({a}/{b})" if b else "n/a (0/0)"

    print(f"diff_mlir_opt: seed {args.seed}, {len(cases)} mutants, {len(kept)} compared, "
          f"{sum(excluded.values())} excluded, {totals['runs']} runs per tool")
    if excluded:
        print("excluded: " + ", ".join(f"{k} ({v})" for k, v in excluded.most_common(8)))
    print(f"verdict agreement:          {pct(totals['verdict'], totals['runs'])}")
    print(f"output agreement:           {pct(totals['output'], totals['both accept'])}  (both accept)")
    print(f"first-diagnostic agreement: {pct(totals['diagnostic'], totals['both reject'])}  (both reject)")
    print(f"ir-opt crashes or timeouts: {totals['ir-opt crashes']}")
    ranked = sorted(clusters.items(), key=lambda kv: (-kv[1]["count"], kv[0]))
    kinds = collections.Counter(cl["kind"] for cl in clusters.values())
    print(f"clusters of disagreement: {len(ranked)} "
          f"({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))})")
    # The biggest clusters, then every verdict or output cluster (the
    # worse kinds) that did not make the top, up to --top more.
    shown = ranked[:args.top]
    shown += [kv for kv in ranked[args.top:] if kv[1]["kind"] != "diagnostic"][:args.top]
    print(f"showing the top {min(args.top, len(ranked))} and {len(shown) - min(args.top, len(ranked))} "
          "more verdict/output clusters:")
    ranked = shown
    os.makedirs(args.out, exist_ok=True)
    for n, (key, cl) in enumerate(ranked, 1):
        ex = cl["example"]
        text = ex["text"]
        if args.minimize_budget:
            text = minimize(ex, args.minimize_budget, scratch)
        path = os.path.join(args.out, f"cluster-{n:02d}.mlir")
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(text)
        with open(path[:-len(".mlir")] + ".txt", "w", encoding="utf-8") as fh:
            fh.write(f"{key}\nflags: {' '.join(ex['flags'])}\nseed: {ex['seed']}\n")
        modes = ", ".join(f"{m} {k}" for m, k in sorted(cl["modes"].items()))
        print(f"\n#{n} [{cl['count']} runs: {modes}] {key}")
        print(f"   flags: {' '.join(ex['flags']) or '(none)'}; example {os.path.relpath(path, ROOT)}")
        shown = text if len(text) <= 400 else text[:400] + "…"
        for line in shown.splitlines() or [""]:
            print(f"   | {line}")


if __name__ == "__main__":
    main()
