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
    /// and each pass flag of [`OptConfig::pass_names`].
    pub passes: Vec<PassRequest>,
    /// The program's name (the file name of `argv[0]`, as LLVM's
    /// `ProgramName`), which starts the messages its option parser prints.
    pub program_name: String,
    /// `--mlir-timing`: print an execution time report.
    pub timing: bool,
    /// `--show-dialects`: print the registered dialects instead of running.
    pub show_dialects: bool,
    /// `--mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// `--verify-each` (on by default): verify after each pass.
    pub verify_each: bool,
    /// `--export-irdl[=NAME]`: print the IRDL of dialect `NAME` (every
    /// dialect but builtin when empty) instead of reading input.
    pub export_irdl: Option<String>,
    /// `--export-irdl-namespace=NEW`: the exported dialect's name.
    pub export_irdl_namespace: Option<String>,
    /// `--no-implicit-module`: the input must hold a single top-level op,
    /// which is not wrapped in a `builtin.module`.
    pub no_implicit_module: bool,
    /// `--dump-pass-pipeline`: print the pipeline to stderr before running
    /// it.
    pub dump_pass_pipeline: bool,
}

/// A request for passes on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassRequest {
    /// `--pass-pipeline=TEXT`.
    Pipeline(String),
    /// A pass flag, `--name` or `--name=OPTIONS`.
    Pass {
        /// The pass argument.
        name: String,
        /// The option text, whole (empty when none was given).
        options: String,
    },
}

/// The default split marker of `--split-input-file`.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

fn flag(name: &'static str, help: &'static str) -> Arg {
    debug_assert!(FLAGS.contains(&name), "`{name}` is missing from FLAGS");
    Arg::new(name)
        .long(name)
        .help(help)
        .num_args(0..=1)
        .require_equals(true)
        .default_missing_value("true")
        .action(ArgAction::Set)
}

/// The boolean options (made by [`flag`]; `true` when bare).
const FLAGS: &[&str] = &[
    "mlir-print-op-generic",
    "mlir-print-debuginfo",
    "mlir-print-local-scope",
    "allow-unregistered-dialect",
    "mlir-print-op-on-diagnostic",
    "mlir-disable-threading",
    "mlir-timing",
    "show-dialects",
    "mlir-print-ir-after-all",
    "verify-each",
    "no-implicit-module",
    "dump-pass-pipeline",
];

/// A boolean value as LLVM's option parser reads it.
fn llvm_bool(v: &str) -> Option<bool> {
    match v {
        "" | "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// The options whose value may be the next argument (LLVM's
/// `ValueRequired`): `-o FILE`, `--pass-pipeline TEXT`, ...
const VALUE_REQUIRED: &[&str] = &[
    "o",
    "pass-pipeline",
    "output-split-marker",
    "mlir-elide-elementsattrs-if-larger",
    "export-irdl-namespace",
];

/// What LLVM's option parser says of option `name`, prefixed with the
/// program's name: `prog: for the --name option: message`.
fn option_error(program: &str, name: &str, message: &str) -> String {
    let dashes = if name.len() == 1 { "-" } else { "--" };
    format!("{program}: for the {dashes}{name} option: {message}\n")
}

/// Checks `value` of option `name` as LLVM's parser of its type does.
fn check_value(name: &str, value: &str) -> Result<(), String> {
    if FLAGS.contains(&name) && llvm_bool(value).is_none() {
        return Err(format!(
            "'{value}' is invalid value for boolean argument! Try 0 or 1"
        ));
    }
    match name {
        "mlir-elide-elementsattrs-if-larger"
            if crate::pass::parse_integer::<u32>(value).is_none() =>
        {
            Err(format!("'{value}' value invalid for uint argument!"))
        }
        "verify-diagnostics" if !matches!(value, "" | "all" | "only-expected") => {
            Err(format!("Cannot find option named '{value}'!"))
        }
        _ => Ok(()),
    }
}

/// The option LLVM's `LookupNearestOption` suggests for the unknown
/// `arg` (its dashes stripped): the name at the least edit distance from
/// the part of `arg` before any `=`, followed by `=` and the rest when
/// there is a rest; `None` when `arg` is empty. Every option of ours takes
/// a value, so the part before `=` is what is compared, as LLVM compares
/// it for such options.
///
/// LLVM keeps the first of equally near names in the order of its option
/// hash table; here the alphabetically first wins. mlir-opt also has
/// options this driver lacks (LLVM's own), so the two may suggest
/// different names for the same typo.
fn nearest_option<'a>(arg: &str, names: impl Iterator<Item = &'a str>) -> Option<String> {
    if arg.is_empty() {
        return None;
    }
    let (flag, rest) = arg.split_once('=').unwrap_or((arg, ""));
    let mut names: Vec<&str> = names.collect();
    names.sort_unstable();
    let best = names.into_iter().min_by_key(|n| edit_distance(n, flag))?;
    Some(if rest.is_empty() {
        best.to_owned()
    } else {
        format!("{best}={rest}")
    })
}

/// The Levenshtein distance of `a` and `b` (insertions, deletions and
/// replacements of one byte each), as LLVM's `StringRef::edit_distance`
/// with replacements allowed.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replace = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = replace.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// LLVM's `ProgramName`: the file name of `argv0`, which starts the
/// messages of its option parser.
fn program_name<'a>(argv0: &'a str, config: &'a OptConfig) -> &'a str {
    std::path::Path::new(argv0)
        .file_name()
        .and_then(|n| n.to_str())
        .filter(|n| !n.is_empty())
        .unwrap_or(&config.tool_name)
}

/// Reads the arguments as LLVM's option parser does before clap sees
/// them: every unknown option, missing or bad value and extra positional
/// argument is reported, in order, with LLVM's words; the arguments come
/// back with each value joined to its option (`--pass-pipeline=TEXT`).
fn prescan(
    cmd: &Command,
    program: &str,
    argv0: &str,
    args: Vec<String>,
) -> Result<Vec<String>, String> {
    let known: Vec<&str> = cmd
        .get_arguments()
        .filter_map(|a| a.get_long())
        .chain(["help"])
        .collect();
    let mut errors = String::new();
    let mut out = Vec::new();
    let mut positionals = 0;
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        if a == "--" {
            positionals += args.len();
            out.push(a);
            out.extend(args.by_ref());
            break;
        }
        if a == "-" || !a.starts_with('-') {
            positionals += 1;
            out.push(a);
            continue;
        }
        if a == "-h" {
            out.push(a);
            continue;
        }
        // LLVM strips one dash, then a second one if there is one.
        let stripped = a.strip_prefix('-').unwrap_or(&a);
        let stripped = stripped.strip_prefix('-').unwrap_or(stripped);
        let (name, value) = match stripped.split_once('=') {
            Some((n, v)) => (n.to_owned(), Some(v.to_owned())),
            None => (stripped.to_owned(), None),
        };
        if name != "o" && !known.contains(&name.as_str()) {
            errors.push_str(&format!(
                "{program}: Unknown command line argument '{a}'.  Try: '{argv0} --help'\n"
            ));
            if let Some(near) = nearest_option(stripped, known.iter().copied().chain(["o"])) {
                let dashes = if near.len() == 1 { "-" } else { "--" };
                errors.push_str(&format!("{program}: Did you mean '{dashes}{near}'?\n"));
            }
            continue;
        }
        let value = match value {
            None if VALUE_REQUIRED.contains(&name.as_str()) => match args.next() {
                Some(v) => Some(v),
                None => {
                    errors.push_str(&option_error(program, &name, "requires a value!"));
                    continue;
                }
            },
            v => v,
        };
        if let Some(v) = &value
            && let Err(msg) = check_value(&name, v)
        {
            errors.push_str(&option_error(program, &name, &msg));
            continue;
        }
        match (name.as_str(), value) {
            ("o", Some(v)) => out.extend(["-o".to_owned(), v]),
            // LLVM's empty value of an enum option is its default.
            ("verify-diagnostics", Some(v)) if v.is_empty() => out.push(format!("--{name}")),
            (_, Some(v)) => out.push(format!("--{name}={v}")),
            (_, None) => out.push(format!("--{name}")),
        }
    }
    if positionals > 1 {
        errors.push_str(&format!(
            "{program}: Too many positional arguments specified!\n\
             Can specify at most 1 positional arguments: See: {argv0} --help\n"
        ));
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The clap command of a driver.
pub fn command(config: &OptConfig) -> Command {
    let tool = &config.tool_name;
    let mut cmd = Command::new(tool.clone())
        .about(config.overview.clone())
        .override_usage(format!("{tool} [options] <input file>"))
        .disable_version_flag(true)
        // An option given twice takes its last value, as in LLVM.
        .args_override_self(true)
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
            "show-dialects",
            "Print the list of registered dialects and exit",
        ))
        .arg(flag(
            "mlir-print-ir-after-all",
            "Print IR after each pass",
        ))
        .arg(flag(
            "verify-each",
            "Run the verifier after each transformation pass",
        ))
        .arg(flag(
            "no-implicit-module",
            "Disable implicit addition of a top-level module op during parsing",
        ))
        .arg(flag(
            "dump-pass-pipeline",
            "Print the pipeline that will be run",
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
    let program = program_name(argv0, config);
    let cmd = command(config);
    let args = match prescan(&cmd, program, argv0, args) {
        Ok(a) => a,
        Err(e) => return Parsed::Error(e),
    };
    let argv = std::iter::once(tool.to_owned()).chain(args);
    let m = match cmd.try_get_matches_from(argv) {
        Ok(m) => m,
        Err(e) => {
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp => Parsed::Help(e.render().to_string()),
                _ => Parsed::Error(format!("{tool}: {}", e.render())),
            };
        }
    };
    Parsed::Run(options(&m, config, program))
}

/// The passes in command-line order.
fn passes(m: &ArgMatches, config: &OptConfig) -> Vec<PassRequest> {
    let mut found: Vec<(usize, PassRequest)> = Vec::new();
    let mut collect = |id: &str, make: &dyn Fn(&str) -> PassRequest| {
        if let (Some(idx), Some(vals)) = (m.indices_of(id), m.get_many::<String>(id)) {
            found.extend(idx.zip(vals).map(|(i, v)| (i, make(v))));
        }
    };
    collect("pass-pipeline", &|v| PassRequest::Pipeline(v.to_owned()));
    for name in &config.pass_names {
        collect(name, &|v| PassRequest::Pass {
            name: name.clone(),
            options: v.to_owned(),
        });
    }
    found.sort_by_key(|(i, _)| *i);
    found.into_iter().map(|(_, p)| p).collect()
}

fn options(m: &ArgMatches, config: &OptConfig, program: &str) -> Options {
    let s = |n: &str| m.get_one::<String>(n).cloned().unwrap_or_default();
    let b = |n: &str, default: bool| {
        m.get_one::<String>(n)
            .and_then(|v| llvm_bool(v))
            .unwrap_or(default)
    };
    Options {
        input: s("input"),
        output: s("o"),
        // LLVM gives `--split-input-file=` the empty value, which
        // mlir-opt takes for the default marker.
        split_input_file: m.get_one::<String>("split-input-file").map(|v| {
            if v.is_empty() {
                DEFAULT_SPLIT_MARKER.to_owned()
            } else {
                v.clone()
            }
        }),
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
            .get_one::<String>("mlir-elide-elementsattrs-if-larger")
            .and_then(|v| crate::pass::parse_integer::<u32>(v))
            .map(u64::from),
        allow_unregistered_dialect: b("allow-unregistered-dialect", false),
        print_op_on_diagnostic: b("mlir-print-op-on-diagnostic", true),
        disable_threading: b("mlir-disable-threading", false),
        passes: passes(m, config),
        program_name: program.to_owned(),
        timing: b("mlir-timing", false),
        show_dialects: b("show-dialects", false),
        print_ir_after_all: b("mlir-print-ir-after-all", false),
        verify_each: b("verify-each", true),
        export_irdl: m.get_one::<String>("export-irdl").cloned(),
        export_irdl_namespace: m.get_one::<String>("export-irdl-namespace").cloned(),
        no_implicit_module: b("no-implicit-module", false),
        dump_pass_pipeline: b("dump-pass-pipeline", false),
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
        let pass = |name: &str, options: &str| PassRequest::Pass {
            name: name.into(),
            options: options.into(),
        };
        assert_eq!(
            o.passes,
            [
                pass("symbol-dce", ""),
                PassRequest::Pipeline("builtin.module(canonicalize)".into()),
                pass("inline", "max-iterations=3"),
                pass("symbol-dce", "")
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
    fn the_last_of_an_option_given_twice_wins() {
        let Parsed::Run(o) = run(&[
            "--mlir-print-op-generic",
            "-mlir-print-op-generic=0",
            "--show-dialects=false",
            "--show-dialects",
        ]) else {
            panic!("parse failed")
        };
        assert!(!o.print_generic);
        assert!(o.show_dialects);
        assert!(super::super::show_dialects().starts_with("Available Dialects: "));
        assert!(super::super::show_dialects().contains("builtin"));
    }

    #[test]
    fn unknown_options_use_llvm_wording() {
        let Parsed::Error(e) = run(&["-frobnicate", "x"]) else {
            panic!("accepted an unknown option")
        };
        assert_eq!(
            e,
            "ir-opt: Unknown command line argument '-frobnicate'.  Try: 'ir-opt --help'\n\
             ir-opt: Did you mean '--inline'?\n"
        );
        assert!(matches!(run(&["--help"]), Parsed::Help(_)));
    }

    #[test]
    fn unknown_options_get_the_nearest_one_suggested() {
        let Parsed::Error(e) = run(&["--symbol-dec=x", "-inlien", "-p"]) else {
            panic!("accepted an unknown option")
        };
        assert_eq!(
            e,
            "ir-opt: Unknown command line argument '--symbol-dec=x'.  Try: 'ir-opt --help'\n\
             ir-opt: Did you mean '--symbol-dce=x'?\n\
             ir-opt: Unknown command line argument '-inlien'.  Try: 'ir-opt --help'\n\
             ir-opt: Did you mean '--inline'?\n\
             ir-opt: Unknown command line argument '-p'.  Try: 'ir-opt --help'\n\
             ir-opt: Did you mean '-o'?\n"
        );
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(nearest_option("", ["o"].into_iter()), None);
    }
}
