//! Diagnostics: errors, warnings, notes and remarks attached to locations.
//!
//! A [`Diagnostic`] is plain data (severity, location, message, attached
//! notes), produced by the parser, verifiers and passes, and rendered by the
//! driver the way mlir-opt renders it. Keeping it data rather than a
//! callback into an engine (MLIR's `InFlightDiagnostic`) lets verifiers run
//! on many threads and be reported in a deterministic order afterwards.
//!
//! Rendering them as mlir-opt does, the source buffers locations point
//! into and `--verify-diagnostics` belong to the text layer
//! ([`crate::text::diagnostics`]).

use crate::uniqued::location::Location;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `note`
    Note,
    /// `remark`
    Remark,
    /// Not a diagnostic: text a pass writes to standard output, as MLIR's
    /// test passes write to `llvm::outs()`. Carried with the diagnostics so
    /// that passes run in parallel report it in op order; the driver prints
    /// the message as it is, before the IR of its input.
    Output,
    /// Not a diagnostic either: text a pass writes to standard error, as
    /// MLIR's `view-op-graph` writes its graph to `llvm::errs()`. The
    /// driver writes the message as it is, in order with the diagnostics
    /// (and past the `--verify-diagnostics` checker, as mlir-opt does).
    ErrorOutput,
}

impl Severity {
    /// The word mlir-opt prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Output => "output",
            Severity::ErrorOutput => "error output",
        }
    }
}

/// A message at a location, with notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Location,
    /// The text, without location or severity prefix.
    pub message: String,
    /// Attached notes, in order.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of any severity.
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Error, loc, message)
    }

    /// A warning.
    pub fn warning(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Warning, loc, message)
    }

    /// A remark.
    pub fn remark(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Remark, loc, message)
    }

    /// Text for standard output (see [`Severity::Output`]), printed as
    /// it is: end it with a newline.
    pub fn output(loc: Location, text: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Output, loc, text)
    }

    /// Text for standard error (see [`Severity::ErrorOutput`]), written
    /// as it is: end it with a newline.
    pub fn error_output(loc: Location, text: impl Into<String>) -> Self {
        Diagnostic::new(Severity::ErrorOutput, loc, text)
    }

    /// Attaches a note and returns the diagnostic.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
        self
    }

    /// Attaches a note.
    pub fn attach_note(&mut self, loc: Location, message: impl Into<String>) -> &mut Diagnostic {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
        self.notes.last_mut().expect("just pushed")
    }
}
