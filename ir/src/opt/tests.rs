//! Driver behaviour on in-memory input: chunk joining, exit codes,
//! `--verify-diagnostics`, the "see current operation" switch and output
//! that cannot be written.

use super::*;

fn opts(args: &[&str]) -> Options {
    match args::parse(
        &OptConfig::new("ir-opt"),
        "ir-opt",
        args.iter().map(|s| s.to_string()).collect(),
    ) {
        Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    }
}

const TWO_BLOCKS: &str = "\"builtin.module\"() ({\n^bb0:\n^bb1:\n}) : () -> ()\n";

#[test]
fn chunks_are_joined_with_the_marker_and_failures_print_nothing() {
    let src = format!("module {{\n}}\n// -----\n{TWO_BLOCKS}// -----\nmodule {{\n}}\n");
    let out = run(&opts(&["--split-input-file"]), "a.mlir", &src);
    assert_eq!(out.code, 1);
    let module = run(&opts(&[]), "b.mlir", "module {\n}\n").stdout;
    assert_eq!(out.stdout, format!("{module}// -----\n// -----\n{module}"));
    assert!(
        out.stderr.starts_with(
            "a.mlir:4:1: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks\n"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn op_note_follows_the_flag() {
    let with = run(&opts(&[]), "a.mlir", TWO_BLOCKS);
    assert!(
        with.stderr.contains("note: see current operation: \n"),
        "{}",
        with.stderr
    );
    let without = run(
        &opts(&["--mlir-print-op-on-diagnostic=false"]),
        "a.mlir",
        TWO_BLOCKS,
    );
    assert!(
        !without.stderr.contains("see current operation"),
        "{}",
        without.stderr
    );
    assert_eq!(without.code, 1);
}

#[test]
fn verify_diagnostics_exit_codes() {
    let ok = format!("// expected-error @below {{{{expects region #0}}}}\n{TWO_BLOCKS}");
    let out = run(&opts(&["--verify-diagnostics"]), "v.mlir", &ok);
    assert_eq!((out.code, out.stderr.as_str()), (0, ""));
    let bad = format!("// expected-error @below {{{{nope}}}}\n{TWO_BLOCKS}");
    let out = run(&opts(&["--verify-diagnostics"]), "v.mlir", &bad);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("error: unexpected error: 'builtin.module' op")
    );
    assert!(
        out.stderr
            .contains("error: expected error \"nope\" was not produced")
    );
    let out = run(
        &opts(&["--verify-diagnostics=only-expected"]),
        "v.mlir",
        &bad,
    );
    assert!(!out.stderr.contains("unexpected error"), "{}", out.stderr);
    assert_eq!(out.code, 1);
}

#[test]
fn unknown_passes_are_reported_as_mlir_opt_does() {
    let out = run(
        &opts(&["--pass-pipeline=builtin.module(foo)"]),
        "p.mlir",
        "module {\n}\n",
    );
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr,
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer \
         to a registered pass or pass pipeline\nfoo\n^\n\n"
    );
}

#[test]
fn pass_flags_run_and_mixing_them_with_a_pipeline_is_an_error() {
    let src = "module {\n  module @dead attributes {sym_visibility = \"private\"} {\n  }\n}\n";
    let out = run(&opts(&["--symbol-dce"]), "p.mlir", src);
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "module {\n}\n\n"),
        "{}",
        out.stderr
    );
    let out = run(
        &opts(&["--symbol-dce", "--pass-pipeline=builtin.module(symbol-dce)"]),
        "p.mlir",
        src,
    );
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr,
        "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n"
    );
}

#[test]
fn split_chunks_keep_original_positions() {
    // mlir-opt-22: the implicit module of a later chunk sits at the chunk's
    // start, and columns on a chunk's first line count from the real line.
    let src = "module {\n}\n// -----\n%0 = \"builtin.unrealized_conversion_cast\"() : () -> i32\n";
    let out = run(
        &opts(&["--split-input-file", "--mlir-print-debuginfo"]),
        "s.mlir",
        src,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("#loc = loc(\"s.mlir\":3:9)"),
        "{}",
        out.stdout
    );
    let out = run(
        &opts(&["--split-input-file"]),
        "q.mlir",
        "// -----\n// -----\n",
    );
    assert!(
        out.stderr.starts_with("q.mlir:1:7: error: "),
        "{}",
        out.stderr
    );
}

#[test]
fn a_failed_run_removes_only_regular_files_and_links() {
    let dir = std::env::temp_dir().join(format!("ir-opt-remove-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("out.mlir");
    std::fs::write(&file, "x").expect("write");
    super::remove_failed_output(&file);
    assert!(!file.exists(), "a regular output file is removed");
    let sub = dir.join("sub");
    std::fs::create_dir(&sub).expect("dir");
    super::remove_failed_output(&sub);
    assert!(sub.is_dir(), "a directory is left alone");
    #[cfg(unix)]
    {
        let target = dir.join("target.mlir");
        std::fs::write(&target, "x").expect("write");
        let link = dir.join("link.mlir");
        std::os::unix::fs::symlink(&target, &link).expect("symlink");
        super::remove_failed_output(&link);
        assert!(
            !link.exists() && target.exists(),
            "the link goes, not its target"
        );
        // A FIFO stands for `/dev/null` and other special files, which a
        // failing `-o /dev/null` run must not delete.
        let fifo = dir.join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            super::remove_failed_output(&fifo);
            let kind = std::fs::symlink_metadata(&fifo)
                .expect("fifo kept")
                .file_type();
            assert!(!kind.is_file(), "a special file is left alone");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// An output that fails stops the run there: the chunks after it are not
/// processed, and the run fails.
#[test]
fn a_failing_output_stops_the_run() {
    struct Full(usize);
    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            self.0 += 1;
            Err(std::io::Error::other("disk full"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let src = "module {\n}\n// -----\nmodule {\n}\n// -----\n\"bad\n";
    let mut full = Full(0);
    let mut out = Output::new(&mut full);
    let mut err = String::new();
    let o = opts(&["--split-input-file"]);
    let code = run_chunks(
        &o,
        "a.mlir",
        InputText::Owned(src.into()),
        false,
        false,
        &mut out,
        &mut |s| err.push_str(s),
    );
    assert_eq!(code, 1);
    assert_eq!(
        out.failure.map(|e| e.to_string()).as_deref(),
        Some("disk full")
    );
    // One write was tried; the third chunk's parse error was never reached.
    assert_eq!(full.0, 1);
    assert_eq!(err, "");
}

#[test]
fn required_dialects_that_are_not_linked_stop_the_tool_with_the_fix() {
    let ok = OptConfig::new("t-opt").require_dialects(&["builtin"]);
    assert_eq!(ok.check_dialects(), Ok(()));
    let missing = OptConfig::new("t-opt").require_dialects(&["builtin", "nosuch"]);
    assert_eq!(
        missing.check_dialects(),
        Err("t-opt: dialect 'nosuch' is not registered in this binary\n\
             note: a dialect registers when its crate is linked, and the linker keeps a crate \
             only if the binary references it: add the dialect's crate as a dependency and \
             reference it from the binary's code (`use the_crate as _;`)\n"
            .to_owned())
    );
}
