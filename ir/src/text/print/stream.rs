//! Where the printer's text goes, and how much of it is held: kept whole
//! ([`Sink::Keep`], for `print_op` and `Display`), thrown away
//! ([`Sink::Discard`], the dry run that finds attribute aliases), or handed
//! on in pieces of about [`FLUSH_BYTES`] ([`Sink::Stream`], for
//! `print_op_to`); and the printing of a large block's ops on several
//! threads, whose pieces are handed on in order.
//!
//! Text leaves the printer at its safe points: every line break it makes
//! between the ops, block headers and closing braces of a region
//! ([`Printer::newline`]). No printing step looks back past one: the only
//! look-backs (the cached text of a type or dictionary, the size of a
//! result group) stay within a line. So a streaming printer holds one
//! piece plus the line being made, whatever the size of the text, and so
//! do the threads of a parallel block: each chunk of ops goes through a
//! channel of its own that holds [`AHEAD`] pieces, a thread blocks while
//! its chunk waits for the ones before it, and a thread holds one chunk.
//! Memory is bounded by pieces, never by the text.
//!
//! Flushing only between the ops of a block (the scheme this replaced)
//! bounds the text of a long block but not that of a deep one: a chain of
//! nested ops holds all of its opening lines until the innermost op ends,
//! which for 100,000 nested modules is 10 GB of indentation. Writing
//! through a fallible `io::Write` in every print function was rejected:
//! each of the printer's few hundred appends would become a call that can
//! fail, for no gain over a buffer emptied at safe points.
//!
//! A sink that fails (a closed pipe, a full disk) stops the printer: it
//! sets [`Printer::stopped`], the region loops end, and the threads of a
//! parallel block stop as their channels close.

use crate::storage::body::{Body, Operation};
use crate::text::print::Printer;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Mutex, PoisonError};

/// How much text a streaming printer holds before handing it on.
pub(crate) const FLUSH_BYTES: usize = 1 << 18;

/// Pieces a thread printing a chunk of a parallel block may have waiting.
const AHEAD: usize = 2;

/// Consecutive ops of a parallel block printed as one job.
const CHUNK: usize = 64;

/// Where printed text goes.
pub(crate) enum Sink<'c> {
    /// Everything stays in `out`.
    Keep,
    /// Text is dropped at safe points.
    Discard,
    /// Pieces are handed to the function, which says whether to go on.
    Stream(Box<dyn FnMut(String) -> bool + 'c>),
}

impl core::fmt::Debug for Sink<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Sink::Keep => "Keep",
            Sink::Discard => "Discard",
            Sink::Stream(_) => "Stream",
        })
    }
}

/// Counts a parallel block's threads out: the last one to end closes the
/// channels of chunks no thread took, so that waiting for them ends.
struct Leaving<'a> {
    alive: &'a AtomicUsize,
    senders: &'a Mutex<Vec<Option<SyncSender<String>>>>,
}

impl Drop for Leaving<'_> {
    fn drop(&mut self) {
        if self.alive.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.senders
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clear();
        }
    }
}

impl<'c> Printer<'c> {
    /// Called at a safe point: hands the text on once there is enough.
    #[inline]
    pub(super) fn at_safe_point(&mut self) {
        if self.out.len() >= FLUSH_BYTES && !matches!(self.sink, Sink::Keep) {
            self.flush();
        }
    }

    /// Hands on (or drops) all the text held, unless it is kept.
    fn flush(&mut self) {
        match &mut self.sink {
            Sink::Keep => {}
            Sink::Discard => self.out.clear(),
            Sink::Stream(f) => {
                if self.out.is_empty() {
                    return;
                }
                let text =
                    core::mem::replace(&mut self.out, String::with_capacity(FLUSH_BYTES + 4096));
                if !self.stopped && !f(text) {
                    self.stopped = true;
                }
            }
        }
    }

    /// Takes a piece of text printed elsewhere, after what is held.
    fn take_piece(&mut self, text: String) {
        match &mut self.sink {
            Sink::Keep => self.out.push_str(&text),
            Sink::Discard => {}
            Sink::Stream(_) => {
                self.flush();
                if let Sink::Stream(f) = &mut self.sink {
                    if !self.stopped && !f(text) {
                        self.stopped = true;
                    }
                }
            }
        }
    }

    /// Prints `ops` one per line, as `region` does, until stopped.
    pub(super) fn ops_here(&mut self, body: &Body, ops: &[Operation]) {
        for &op in ops {
            if self.stopped {
                return;
            }
            self.newline();
            self.op(body, op);
        }
    }

    /// Prints the ops of a large block on several threads, in chunks of
    /// consecutive ops, each on a printer sharing this one's names; the
    /// chunks' text is taken in order (see the file's docs for memory).
    /// Output is identical to printing them here: printing an op reads
    /// only the names, computed before, and the printer's position
    /// (indent, default dialect) — except the numbers of distinct
    /// attributes, which are assigned as they print, so `parallel` is off
    /// when any exist.
    pub(super) fn ops_parallel(&mut self, body: &Body, ops: &[Operation]) {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let chunks: Vec<&[Operation]> = ops.chunks(CHUNK).collect();
        let (senders, receivers): (Vec<_>, Vec<Receiver<String>>) = chunks
            .iter()
            .map(|_| {
                let (tx, rx) = sync_channel::<String>(AHEAD);
                (Some(tx), rx)
            })
            .unzip();
        let senders = Mutex::new(senders);
        let names = core::mem::take(&mut self.names);
        let next = AtomicUsize::new(0);
        let alive = AtomicUsize::new(threads);
        let (ctx, opts, indent) = (self.ctx, self.opts, self.indent);
        let dialects = self.default_dialects.clone();
        std::thread::scope(|s| {
            for _ in 0..threads {
                let (names, next, chunks, dialects) = (&*names, &next, &chunks, &dialects);
                let senders = &senders;
                // Moved into the thread, or dropped here if it cannot start.
                let leaving = Leaving {
                    alive: &alive,
                    senders,
                };
                let work = move || {
                    let _leaving = leaving;
                    // One printer per thread, so its caches carry over
                    // from chunk to chunk.
                    let mut p = Printer::new(ctx, opts);
                    p.names = std::borrow::Cow::Borrowed(names);
                    p.indent = indent;
                    p.default_dialects = dialects.clone();
                    loop {
                        let i = next.fetch_add(1, Ordering::AcqRel);
                        let Some(chunk) = chunks.get(i) else {
                            break;
                        };
                        let taken = senders
                            .lock()
                            .unwrap_or_else(PoisonError::into_inner)
                            .get_mut(i)
                            .and_then(Option::take);
                        let Some(tx) = taken else {
                            break;
                        };
                        p.stopped = false;
                        p.sink = Sink::Stream(Box::new(move |t| tx.send(t).is_ok()));
                        p.ops_here(body, chunk);
                        p.flush();
                        let stopped = p.stopped;
                        // Dropping the sender tells the reader the chunk
                        // is complete.
                        p.sink = Sink::Keep;
                        if stopped {
                            break;
                        }
                    }
                };
                // Without a thread the chunks are printed below.
                let _ = std::thread::Builder::new()
                    .stack_size(crate::text::STACK_BYTES)
                    .spawn_scoped(s, work);
            }
            // Owned by this closure, so that stopping early drops the
            // receivers (unblocking the threads) before the scope joins.
            for (i, rx) in receivers.into_iter().enumerate() {
                let mut any = false;
                for piece in rx.iter() {
                    any = true;
                    self.take_piece(piece);
                    if self.stopped {
                        return;
                    }
                }
                // The channel of a chunk no thread took closes once every
                // thread has ended (or none started): print it here.
                if !any && i >= next.load(Ordering::Acquire) {
                    let mut q = Printer::new(ctx, opts);
                    q.names = std::borrow::Cow::Borrowed(&*names);
                    q.indent = indent;
                    q.default_dialects = dialects.clone();
                    let me = &mut *self;
                    q.sink = Sink::Stream(Box::new(move |t| {
                        me.take_piece(t);
                        !me.stopped
                    }));
                    q.ops_here(body, chunks[i]);
                    q.flush();
                }
                if self.stopped {
                    return;
                }
            }
        });
        self.names = names;
    }
}
