//! Errors that MLIR finds only once the whole file has parsed, kept aside
//! while the parse goes on and reported at its end if nothing else failed:
//! a location alias never defined (or not a location), which MLIR's
//! `OperationParser::finalize` resolves; a block referenced at the top
//! level (which has none), reported when its name scope closes; and a
//! value used across an isolated op's body, which MLIR's verifier
//! rejects. A syntax error later in the file therefore wins over them, as
//! it does in mlir-opt.
//!
//! Reporting them on the spot (as this parser once did) was rejected for
//! that reason; running the verifier instead was not possible, because a
//! use across an isolated body cannot be stored (see `values.rs`). The
//! order is MLIR's: its post-order walk for the location aliases (an op's
//! nested ops, then the op, then its block arguments; only the first is
//! reported), then the top-level block references, then one isolation
//! error per isolated op in source order, each with the verifier's
//! `see current operation` note.

use crate::semantics::diag::Diagnostic;
use crate::storage::body::{OperationName, Value};
use crate::text::parse::{PResult, ParseError, Parser};

use crate::uniqued::location::Location;

/// A location alias to report when the file has parsed.
#[derive(Clone, Debug)]
pub(crate) struct LateLocation {
    /// Where MLIR's walk meets it: the end of the op it locates (the op's
    /// own alias sorts by its position, just before that end); `None`
    /// for a block argument until its op ends.
    key: Option<usize>,
    /// The alias token.
    pos: usize,
    message: String,
}

/// A use of a value across an isolated op's body.
#[derive(Clone, Debug)]
pub(crate) struct LateIsolation {
    /// The using op: name and location.
    pub user: (OperationName, Location),
    /// The isolated op whose body the use crosses.
    pub isolated: Location,
    /// The `see current operation` note's text, once the op is built.
    pub note: Option<String>,
}

impl Parser<'_> {
    /// Records the error `message` for the location alias at `pos` (of a
    /// block argument with `block_arg`, else of an op).
    pub(crate) fn late_location(&mut self, pos: usize, message: String, block_arg: bool) {
        let key = if block_arg { None } else { Some(pos) };
        self.late_locations.push(LateLocation { key, pos, message });
    }

    /// Records a use by `user` across the isolated op at `isolated`; the
    /// note comes with `note`, or when the op is built (`late_op_built`).
    pub(crate) fn late_isolation(
        &mut self,
        user: (OperationName, Location),
        isolated: Option<Location>,
        note: Option<String>,
    ) {
        let Some(isolated) = isolated.or_else(|| self.isolation.last().map(|x| x.1)) else {
            return;
        };
        self.late_isolation.push(LateIsolation {
            user,
            isolated,
            note,
        });
    }

    /// After the op that started when `mark` late locations were known is
    /// built (`op` in the current body) and its text ends: its block
    /// arguments' aliases take their place in MLIR's walk, and a use
    /// across isolation it made gets the op's text for its note.
    pub(crate) fn late_op_built(&mut self, mark: usize, op: crate::storage::body::Operation) {
        let end = self.prev_end;
        for l in self.late_locations.iter_mut().skip(mark) {
            l.key.get_or_insert(end);
        }
        if self.late_isolation.last().is_some_and(|l| l.note.is_none()) {
            let text = self.op_note(op);
            for l in self.late_isolation.iter_mut().rev() {
                if l.note.is_some() {
                    break;
                }
                l.note = Some(text.clone());
            }
        }
    }

    /// The note text for `op` in the current body, if notes are on.
    fn op_note(&mut self, op: crate::storage::body::Operation) -> String {
        if !self.opts.op_notes {
            return String::new();
        }
        crate::text::current_op_note(self.ctx, self.body(), op, true)
    }

    /// The note for the first op using the forward-reference placeholder
    /// `value` in the current body (uses are listed newest first).
    pub(crate) fn placeholder_user_note(&mut self, value: Value) -> Option<String> {
        let body = self.body();
        let op = body.uses(value).last().map(|u| body.use_owner(u))?;
        Some(self.op_note(op))
    }

    /// Reports the errors kept aside, in MLIR's order; `Ok` if none.
    pub(crate) fn report_late(&mut self) -> PResult<()> {
        if let Some(l) = self
            .late_locations
            .iter()
            .enumerate()
            .min_by_key(|(i, l)| (l.key.unwrap_or(usize::MAX), *i))
            .map(|(_, l)| l.clone())
        {
            return self.err_at(l.pos, l.message);
        }
        let mut blocks: Vec<usize> = self.top_blocks.iter().map(|t| t.2).collect();
        self.undefined_blocks(&mut blocks)?;
        if self.late_isolation.is_empty() {
            return Ok(());
        }
        let ctx = self.ctx;
        let order = |l: Location| l.file_line_col_of(ctx).map(|(_, line, col)| (line, col));
        let mut all = core::mem::take(&mut self.late_isolation);
        all.sort_by_key(|l| (order(l.isolated), order(l.user.1)));
        all.dedup_by_key(|l| l.isolated);
        for l in all {
            let msg = format!(
                "'{}' op using value defined outside the region",
                l.user.0.as_str(ctx)
            );
            let mut d = Diagnostic::error(l.user.1, msg);
            if let Some(note) = l.note.filter(|n| !n.is_empty()) {
                d = d.with_note(l.user.1, note);
            }
            self.diags
                .push(d.with_note(l.isolated, "required by region isolation constraints"));
        }
        Err(ParseError)
    }
}
