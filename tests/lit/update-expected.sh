#!/usr/bin/env bash
# Regenerates the committed expected outputs of the lit tests under
# tests/lit/ from LLVM's mlir-opt-22, so that `cargo test -p tests --test
# lit` can check ir-opt against them on a machine without LLVM. Run it
# after adding or changing a `.mlir` file (or its RUN lines), then review
# and commit what it wrote:
#
#     tests/lit/update-expected.sh                 # every .mlir under tests/lit/
#     tests/lit/update-expected.sh tests/lit/roundtrip/basic.mlir ...
#
# MLIR_OPT overrides the reference binary (default
# /usr/lib/llvm-22/bin/mlir-opt); IR_OPT overrides the ir-opt binary used
# for XFAIL files (default: built here with cargo).
#
# The scheme, which tests/tests/lit.rs reads the same way:
#
# * Each `.mlir` file has one or more lines `// RUN: [not] ir-opt %s FLAGS`,
#   split into words as a shell splits them ('a b' and "a b" are one word).
#   `not` means the run fails (non-zero exit), otherwise it exits with 0.
#   Nothing else is allowed on a RUN line (no pipes, no FileCheck).
# * RUN line k (counting from 1) of `foo.mlir` is checked against
#   `foo.out` (k = 1) or `foo.k.out` (k > 1): the whole stdout, byte for
#   byte; and `foo.stderr` / `foo.k.stderr`: the whole stderr. A `.stderr`
#   file is written when stderr is not empty or the run checks diagnostics
#   (`not`, or `-verify-diagnostics`); otherwise it is absent and stderr
#   must be empty. (Do not name a test `foo.2.mlir` next to `foo.mlir`:
#   the names would clash, which the Rust test reports.)
# * mlir-opt runs in the file's directory on the bare file name, so that
#   locations and diagnostics say `foo.mlir` wherever the checkout is; the
#   Rust test names the input the same way.
# * Whole expected files were chosen over CHECK lines: they pin every byte
#   of mlir-opt's output (the point of a clone), need no matcher, and a
#   regenerated file shows up as a plain `git diff`.
#
# Files that mlir-opt-22 cannot produce ir-opt's expectation for: a file
# marked `// XFAIL: reason` records where ir-opt knowingly differs from
# mlir-opt-22 (a gap not closed yet, or ir-opt-only behaviour such as the
# list of dialects it registers). For those the script also runs ir-opt
# and, for each stream where ir-opt's output differs, writes
# `foo.ir-opt.out` / `foo.ir-opt.stderr` (`foo.k.ir-opt.*` for RUN k),
# ir-opt's own expectation, so that the test still pins ir-opt's output
# there; the `.out`/`.stderr` files stay mlir-opt-22's. The reason is the
# XFAIL line in the `.mlir` file; the script warns when a mark is no
# longer needed. Today that is parse-errors/basic.mlir.

set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
if [[ ! -x $mlir_opt ]]; then
    echo "update-expected: $mlir_opt not found (set MLIR_OPT)" >&2
    exit 2
fi

if (($# > 0)); then
    files=()
    for f in "$@"; do files+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"); done
else
    mapfile -t files < <(find "$here" -name '*.mlir' | LC_ALL=C sort)
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ir_opt=${IR_OPT:-}
# The ir-opt binary, built on first need (only XFAIL files need it).
need_ir_opt() {
    [[ -n $ir_opt ]] && return
    echo "update-expected: building ir-opt for the XFAIL files" >&2
    (cd "$here/../.." && cargo build --quiet -p dialects --bin ir-opt)
    local target
    target=$(cd "$here/../.." && cargo metadata --format-version 1 --no-deps |
        sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
    ir_opt=$target/debug/ir-opt
}

# install NEW DEST: moves NEW to DEST, saying whether DEST changed.
install_file() {
    if [[ -f $2 ]] && cmp -s "$1" "$2"; then
        rm "$1"
    else
        mv "$1" "$2"
        echo "wrote ${2#"$here"/}"
    fi
}

for file in "${files[@]}"; do
    dir=$(dirname "$file")
    name=$(basename "$file")
    stem=${name%.mlir}
    rel=${file#"$here"/}
    mapfile -t runs < <(sed -n 's|^// RUN:[[:space:]]*||p' "$file")
    if ((${#runs[@]} == 0)); then
        echo "update-expected: $rel has no RUN line" >&2
        exit 1
    fi
    xfail=0
    grep -q '^// XFAIL:' "$file" && xfail=1
    # What this file's expectations are called, to delete stale ones.
    keep=()
    any_diff=0
    for i in "${!runs[@]}"; do
        k=$((i + 1))
        run=${runs[$i]}
        if [[ $run == *'|'* || $run == *'>'* || $run == *'<'* ]]; then
            echo "update-expected: $rel: RUN $k must be a single ir-opt command: $run" >&2
            exit 1
        fi
        # Words as lit's shell splits them (quotes group, see tests/src/shell.rs).
        split_words='import shlex, sys; sys.stdout.write("".join(w + "\0" for w in shlex.split(sys.argv[1])))'
        if ! python3 -c "$split_words" "$run" >/dev/null; then
            echo "update-expected: $rel: RUN $k is not quoted as a shell would: $run" >&2
            exit 1
        fi
        mapfile -d '' -t words < <(python3 -c "$split_words" "$run")
        fail=0
        if [[ ${words[0]} == not ]]; then
            fail=1
            words=("${words[@]:1}")
        fi
        if [[ ${words[0]-} != ir-opt ]]; then
            echo "update-expected: $rel: RUN $k does not run ir-opt: $run" >&2
            exit 1
        fi
        args=()
        for w in "${words[@]:1}"; do
            if [[ $w == %s ]]; then args+=("$name"); else args+=("$w"); fi
        done
        base=$stem
        ((k > 1)) && base=$stem.$k
        diag=$fail
        [[ " ${args[*]} " == *" -verify-diagnostics "* || " ${args[*]} " == *" --verify-diagnostics "* ]] && diag=1

        code=0
        (cd "$dir" && "$mlir_opt" "${args[@]}") >"$tmp/out" 2>"$tmp/err" || code=$?
        if (((code != 0) != fail)); then
            echo "update-expected: $rel: RUN $k: mlir-opt exited with $code, the RUN line says $([[ $fail == 1 ]] && echo failure || echo success)" >&2
            cat "$tmp/err" >&2
            exit 1
        fi
        cp "$tmp/out" "$tmp/want.out"
        cp "$tmp/err" "$tmp/want.err"
        install_file "$tmp/out" "$dir/$base.out"
        keep+=("$base.out")
        if [[ -s $tmp/err || $diag == 1 ]]; then
            install_file "$tmp/err" "$dir/$base.stderr"
            keep+=("$base.stderr")
        fi

        if ((xfail)); then
            need_ir_opt
            code=0
            (cd "$dir" && "$ir_opt" "${args[@]}") >"$tmp/out" 2>"$tmp/err" || code=$?
            if (((code != 0) != fail)); then
                echo "update-expected: $rel: RUN $k: ir-opt exited with $code, against the RUN line" >&2
                exit 1
            fi
            if ! cmp -s "$tmp/out" "$tmp/want.out"; then
                install_file "$tmp/out" "$dir/$base.ir-opt.out"
                keep+=("$base.ir-opt.out")
                any_diff=1
            fi
            if ! cmp -s "$tmp/err" "$tmp/want.err"; then
                install_file "$tmp/err" "$dir/$base.ir-opt.stderr"
                keep+=("$base.ir-opt.stderr")
                any_diff=1
            fi
        fi
    done
    if ((xfail && !any_diff)); then
        echo "update-expected: $rel: ir-opt now matches mlir-opt-22; remove its XFAIL mark" >&2
    fi
    # Expectations of RUN lines (or ir-opt divergences) that are gone.
    shopt -s nullglob
    for old in "$dir/$stem".{out,stderr} "$dir/$stem".[0-9]*.{out,stderr} \
        "$dir/$stem".ir-opt.{out,stderr} "$dir/$stem".[0-9]*.ir-opt.{out,stderr}; do
        b=$(basename "$old")
        if [[ -e $old && ! " ${keep[*]} " == *" $b "* ]]; then
            rm "$old"
            echo "removed ${old#"$here"/}"
        fi
    done
    shopt -u nullglob
done
echo "update-expected: ${#files[@]} file(s) checked against $mlir_opt"
