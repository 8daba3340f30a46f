//! Command-line options of an `*-opt` driver, spelled as mlir-opt spells
//! them.
//!
//! LLVM's option parser accepts long options with one dash
//! (`-split-input-file`) as well as two, `--flag=value` for booleans and
//! optional values (`--split-input-file=MARKER`). The driver normalizes
//! single-dash long forms to double-dash ones before handing the line to
//! clap, and rejects unknown options with LLVM's wording. Writing an
//! LLVM-compatible parser by hand was rejected: clap gives `--help`,
//! value checking and errors for free, and the normalization is ten lines.

use super::OptConfig;
use clap::{Arg, ArgAction, ArgMatches, Command};

/// How `--verify-diagnostics` treats diagnostics that no comment expects.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VerifyDiagnostics {
    /// Report them as unexpected (`--verify-diagnostics`, `=all`).
    All,
    /// Ignore them (`--verify-diagnostics=only-expected`).
    OnlyExpected,
}

/// The parsed options of one run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Input file, `-` for stdin.
    pub input: String,
    /// Output file, `-` for stdout.
    pub output: String,
    /// The split marker when `--split-input-file` is given.
    pub split_input_file: Option<String>,
    /// The marker joining output chunks.
    pub output_split_marker: String,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: Option<VerifyDiagnostics>,
    /// `--mlir-print-op-generic`.
    pub print_generic: bool,
    /// `--mlir-print-debuginfo`.
    pub print_debuginfo: bool,
    /// `--mlir-print-local-scope`.
    pub print_local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered_dialect: bool,
    /// `--mlir-print-op-on-diagnostic` (on by default).
    pub print_op_on_diagnostic: bool,
    /// `--mlir-disable-threading`.
    pub disable_threading: bool,
    /// The passes to run, in command-line order: each `--pass-pipeline`
    /// text, and each pass flag of [`OptConfig::pass_names`] as `name` or
    /// `name{options}` (MLIR's pipeline syntax). The pass manager (a later
    /// addition) consumes them; the driver only collects them.
    pub passes: Vec<String>,
    /// `--mlir-timing`: print an execution time report.
    pub timing: bool,
    /// `--mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// `--verify-each` (on by default): verify after each pass.
    pub verify_each: bool,
    /// `--export-irdl[=NAME]`: print the IRDL of dialect `NAME` (every
    /// dialect but builtin when empty) instead of reading input.
    pub export_irdl: Option<String>,
    /// `--export-irdl-namespace=NEW`: the exported dialect's name.
    pub export_irdl_namespace: Option<String>,
}

/// The default split marker of `--split-input-file`.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

fn flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name)
        .long(name)
        .help(help)
        .num_args(0..=1)
        .require_equals(true)
        .default_missing_value("true")
        .value_parser(clap::builder::BoolishValueParser::new())
        .action(ArgAction::Set)
}

/// The clap command of a driver.
pub fn command(config: &OptConfig) -> Command {
    let tool = &config.tool_name;
    let mut cmd = Command::new(tool.clone())
        .about(config.overview.clone())
        .override_usage(format!("{tool} [options] <input file>"))
        .disable_version_flag(true)
        .arg(
            Arg::new("input")
                .value_name("input file")
                .default_value("-")
                .help("Input file, '-' for stdin"),
        )
        .arg(
            Arg::new("o")
                .short('o')
                .value_name("filename")
                .default_value("-")
                .help("Output filename"),
        )
        .arg(
            Arg::new("split-input-file")
                .long("split-input-file")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value(DEFAULT_SPLIT_MARKER)
                .help(
                    "Split the input file into chunks using the given or default marker and \
                     process each chunk independently",
                ),
        )
        .arg(
            Arg::new("export-irdl")
                .long("export-irdl")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .value_name("dialect")
                .help(
                    "Print the given registered dialect (all but builtin when none is given) \
                     as an IRDL module for mlir-opt --irdl-file, instead of reading input",
                ),
        )
        .arg(
            Arg::new("export-irdl-namespace")
                .long("export-irdl-namespace")
                .require_equals(true)
                .value_name("name")
                .help("Name of the dialect in --export-irdl's output (one dialect only)"),
        )
        .arg(
            Arg::new("output-split-marker")
                .long("output-split-marker")
                .default_value(DEFAULT_SPLIT_MARKER)
                .help("Split marker to use for merging the output"),
        )
        .arg(
            Arg::new("verify-diagnostics")
                .long("verify-diagnostics")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("all")
                .value_parser(["all", "only-expected"])
                .help("Check that emitted diagnostics match expected-* lines on the corresponding line"),
        )
        .arg(flag("mlir-print-op-generic", "Print the generic op form"))
        .arg(
            Arg::new("mlir-elide-elementsattrs-if-larger")
                .long("mlir-elide-elementsattrs-if-larger")
                .require_equals(true)
                .value_name("uint")
                .value_parser(clap::value_parser!(u64))
                .help(
                    "Elide ElementsAttrs with \"...\" that have more elements than the given \
                     upper limit",
                ),
        )
        .arg(flag(
            "mlir-print-debuginfo",
            "Print debug info in MLIR output",
        ))
        .arg(flag(
            "mlir-print-local-scope",
            "Print with local scope and inline information (eliding aliases for attributes, \
             types, and locations)",
        ))
        .arg(flag(
            "allow-unregistered-dialect",
            "Allow operation with no registered dialects",
        ))
        .arg(flag(
            "mlir-print-op-on-diagnostic",
            "When a diagnostic is emitted on an operation, also print the operation as an \
             attached note",
        ))
        .arg(flag(
            "mlir-disable-threading",
            "Disable multi-threading within MLIR",
        ))
        .arg(flag("mlir-timing", "Display execution times"))
        .arg(flag(
            "mlir-print-ir-after-all",
            "Print IR after each pass",
        ))
        .arg(flag(
            "verify-each",
            "Run the verifier after each transformation pass",
        ))
        .arg(
            Arg::new("pass-pipeline")
                .long("pass-pipeline")
                .value_name("pipeline")
                .action(ArgAction::Append)
                .help("Textual description of the pass pipeline to run"),
        );
    for name in &config.pass_names {
        cmd = cmd.arg(
            Arg::new(name.clone())
                .long(name.clone())
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(ArgAction::Append)
                .help(match crate::pass::lookup_pass(name) {
                    Some(p) => p.summary.to_string(),
                    None => format!("Run the `{name}` pass"),
                }),
        );
    }
    cmd
}

/// Whether `a` is the short output option (`-o` or `-o=file`).
fn is_short_o(a: &str) -> bool {
    a == "-o" || a.starts_with("-o=")
}

/// Rewrites `-long-name[=v]` into `--long-name[=v]` and `-o=file` into
/// `-o file`; arguments after `--` stay as they are.
fn normalize(args: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut positional_only = false;
    for a in args {
        if positional_only {
            out.push(a);
        } else if a == "--" {
            positional_only = true;
            out.push(a);
        } else if let Some(v) = a.strip_prefix("-o=") {
            out.push("-o".to_owned());
            out.push(v.to_owned());
        } else if a.len() > 2 && a.starts_with('-') && !a.starts_with("--") {
            out.push(format!("-{a}"));
        } else {
            out.push(a);
        }
    }
    out
}

/// What the command line asks for.
#[derive(Debug)]
pub enum Parsed {
    /// Run with these options.
    Run(Options),
    /// Print this text to stdout and exit successfully (`--help`).
    Help(String),
    /// Print this text to stderr and exit with failure.
    Error(String),
}

/// Parses `args` (without the program name); `argv0` is how the tool was
/// invoked, for the `--help` hint.
pub fn parse(config: &OptConfig, argv0: &str, args: Vec<String>) -> Parsed {
    let tool = &config.tool_name;
    let cmd = command(config);
    let known: Vec<String> = cmd
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_owned))
        .chain(["help".to_owned()])
        .collect();
    for a in args.iter().take_while(|a| *a != "--") {
        if a == "-" || !a.starts_with('-') || is_short_o(a) || a == "-h" {
            continue;
        }
        let name = a.trim_start_matches('-');
        let name = name.split_once('=').map_or(name, |(n, _)| n);
        if !known.iter().any(|k| k == name) {
            return Parsed::Error(format!(
                "{tool}: Unknown command line argument '{a}'.  Try: '{argv0} --help'\n"
            ));
        }
    }
    let argv = std::iter::once(tool.to_owned()).chain(normalize(args));
    let m = match cmd.try_get_matches_from(argv) {
        Ok(m) => m,
        Err(e) => {
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp => Parsed::Help(e.render().to_string()),
                _ => Parsed::Error(format!("{tool}: {}", e.render())),
            };
        }
    };
    Parsed::Run(options(&m, config))
}

/// The passes in command-line order.
fn passes(m: &ArgMatches, config: &OptConfig) -> Vec<String> {
    let mut found: Vec<(usize, String)> = Vec::new();
    let mut collect = |id: &str, render: &dyn Fn(&str) -> String| {
        if let (Some(idx), Some(vals)) = (m.indices_of(id), m.get_many::<String>(id)) {
            found.extend(idx.zip(vals).map(|(i, v)| (i, render(v))));
        }
    };
    collect("pass-pipeline", &|v| v.to_owned());
    for name in &config.pass_names {
        collect(name, &|v| {
            if v.is_empty() {
                name.clone()
            } else {
                format!("{name}{{{v}}}")
            }
        });
    }
    found.sort_by_key(|(i, _)| *i);
    found.into_iter().map(|(_, p)| p).collect()
}

fn options(m: &ArgMatches, config: &OptConfig) -> Options {
    let s = |n: &str| m.get_one::<String>(n).cloned().unwrap_or_default();
    let b = |n: &str, default: bool| m.get_one::<bool>(n).copied().unwrap_or(default);
    Options {
        input: s("input"),
        output: s("o"),
        split_input_file: m.get_one::<String>("split-input-file").cloned(),
        output_split_marker: s("output-split-marker"),
        verify_diagnostics: m
            .get_one::<String>("verify-diagnostics")
            .map(|v| match v.as_str() {
                "only-expected" => VerifyDiagnostics::OnlyExpected,
                _ => VerifyDiagnostics::All,
            }),
        print_generic: b("mlir-print-op-generic", false),
        print_debuginfo: b("mlir-print-debuginfo", false),
        print_local_scope: b("mlir-print-local-scope", false),
        elide_elements_attrs_if_larger: m
            .get_one::<u64>("mlir-elide-elementsattrs-if-larger")
            .copied(),
        allow_unregistered_dialect: b("allow-unregistered-dialect", false),
        print_op_on_diagnostic: b("mlir-print-op-on-diagnostic", true),
        disable_threading: b("mlir-disable-threading", false),
        passes: passes(m, config),
        timing: b("mlir-timing", false),
        print_ir_after_all: b("mlir-print-ir-after-all", false),
        verify_each: b("verify-each", true),
        export_irdl: m.get_one::<String>("export-irdl").cloned(),
        export_irdl_namespace: m.get_one::<String>("export-irdl-namespace").cloned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Parsed {
        let mut config = OptConfig::new("ir-opt");
        config.pass_names = vec!["symbol-dce".into(), "inline".into()];
        parse(
            &config,
            "ir-opt",
            args.iter().map(|s| s.to_string()).collect(),
        )
    }

    #[test]
    fn pass_flags_and_pipelines_keep_their_order() {
        let Parsed::Run(o) = run(&[
            "-symbol-dce",
            "--pass-pipeline=builtin.module(canonicalize)",
            "-inline=max-iterations=3",
            "-symbol-dce",
        ]) else {
            panic!("parse failed")
        };
        assert_eq!(
            o.passes,
            [
                "symbol-dce",
                "builtin.module(canonicalize)",
                "inline{max-iterations=3}",
                "symbol-dce"
            ]
        );
    }

    #[test]
    fn single_and_double_dash_forms() {
        let Parsed::Run(o) = run(&[
            "-split-input-file",
            "x.mlir",
            "--verify-diagnostics",
            "-allow-unregistered-dialect",
            "-o",
            "out.mlir",
            "-mlir-print-op-on-diagnostic=false",
        ]) else {
            panic!("parse failed")
        };
        assert_eq!(o.input, "x.mlir");
        assert_eq!(o.output, "out.mlir");
        assert_eq!(o.split_input_file.as_deref(), Some(DEFAULT_SPLIT_MARKER));
        assert_eq!(o.verify_diagnostics, Some(VerifyDiagnostics::All));
        assert!(o.allow_unregistered_dialect);
        assert!(!o.print_op_on_diagnostic);
        assert!(!o.print_generic);
    }

    #[test]
    fn defaults_and_values() {
        let Parsed::Run(o) = run(&[
            "--split-input-file=//--",
            "--verify-diagnostics=only-expected",
        ]) else {
            panic!("parse failed")
        };
        assert_eq!(o.input, "-");
        assert_eq!(o.output, "-");
        assert_eq!(o.split_input_file.as_deref(), Some("//--"));
        assert_eq!(o.verify_diagnostics, Some(VerifyDiagnostics::OnlyExpected));
        assert!(o.print_op_on_diagnostic);
    }

    #[test]
    fn unknown_options_use_llvm_wording() {
        let Parsed::Error(e) = run(&["-frobnicate", "x"]) else {
            panic!("accepted an unknown option")
        };
        assert_eq!(
            e,
            "ir-opt: Unknown command line argument '-frobnicate'.  Try: 'ir-opt --help'\n"
        );
        assert!(matches!(run(&["--help"]), Parsed::Help(_)));
    }
}
