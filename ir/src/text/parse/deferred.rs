//! Parallel parsing of the regions of isolated ops.
//!
//! A region of an `IsolatedFromAbove` op cannot see the SSA names around
//! it, so once the parser knows where such a region ends it can hand the
//! region's text to another thread and go on with what follows. The main
//! parser finds the end with a byte scan that matches braces outside
//! strings and comments, queues a [`Job`], and skips ahead; worker threads
//! (and the main parser itself, once it has nothing else to do) parse the
//! queued regions into bodies of their own, which are installed into their
//! ops when the enclosing isolated region closes. The bodies come out as a
//! sequential parse would build them, so nothing downstream can tell.
//!
//! A generic-form op's region is deferred, and a custom form's when its
//! hook asks for it (`OpAsmParser::parse_region_deferrable`, used by
//! function-like ops): other hooks may look into the region they have just
//! parsed. A region is parsed in place
//! instead when it is small, when forward references are pending around it
//! (they could bind to names inside), or when it mentions `distinct[`
//! (those numbers are shared by the whole file).
//!
//! Diagnostics stay exactly those of a sequential parse: a job that fails,
//! or ends anywhere but at the scanned brace, makes the whole parse fail,
//! and `parse_source` then parses the input again on one thread, which
//! reports the first error in source order as mlir-opt does. Bad input
//! therefore costs two parses; good input is parsed once, in parallel.
//!
//! Splitting the file into top-level chunks up front was rejected: a module
//! is one top-level op, so the split has to happen inside it, where only the
//! parser knows which ops are isolated.

use crate::storage::body::{Body, OperationName, RegionData};
use crate::text::ParseOptions;
use crate::text::parse::Parser;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::{Context, Ident};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, OnceLock};

/// Regions shorter than this are parsed in place: queueing costs more.
pub(crate) const MIN_DEFERRED_BYTES: usize = 256;

/// Inputs shorter than this are parsed on one thread.
pub(crate) const MIN_PARALLEL_BYTES: usize = 1 << 20;

/// An entry-block argument: its name, type and explicit location.
pub(crate) type EntryArg<'a> = (
    crate::text::parse::values::UnresolvedOperand<'a>,
    Type,
    Option<Location>,
);

/// The aliases defined when a job was queued.
#[derive(Debug, Default)]
pub(crate) struct AliasSnapshot<'a> {
    pub attrs: FxHashMap<&'a str, Attribute>,
    pub types: FxHashMap<&'a str, Type>,
}

/// The parser's per-text caches (op names, properties, types), kept by a
/// thread from one job to the next: they are keyed by source text, which
/// all jobs share, and a large module repeats the same few texts.
///
/// It also keeps the (emptied) name tables of the last job, so that each
/// job does not grow them from nothing again.
#[derive(Debug, Default)]
pub(crate) struct Caches<'a> {
    op_names: FxHashMap<&'a str, OperationName>,
    custom_names: FxHashMap<(usize, usize, crate::text::parse::Name<'a>), OperationName>,
    format_props: FxHashMap<(usize, Attribute), Attribute>,
    prop_with: FxHashMap<(Attribute, Ident, Attribute), Attribute>,
    segment_sizes: FxHashMap<SmallVec<[u32; 4]>, Attribute>,
    text: FxHashMap<&'a str, Attribute>,
    types: FxHashMap<&'a str, Type>,
    simple_types: FxHashMap<&'a str, Type>,
    values: crate::text::parse::ValueMap<'a>,
    scope_log: Vec<&'a str>,
}

impl<'a> Caches<'a> {
    fn lend(&mut self, p: &mut Parser<'a>) {
        p.op_names = core::mem::take(&mut self.op_names);
        p.custom_names = core::mem::take(&mut self.custom_names);
        p.format_props = core::mem::take(&mut self.format_props);
        p.prop_with = core::mem::take(&mut self.prop_with);
        p.segment_sizes = core::mem::take(&mut self.segment_sizes);
        p.text_cache = core::mem::take(&mut self.text);
        p.type_cache = core::mem::take(&mut self.types);
        p.simple_types = core::mem::take(&mut self.simple_types);
        p.values = core::mem::take(&mut self.values);
        p.scope_log = core::mem::take(&mut self.scope_log);
    }

    fn take_back(&mut self, p: &mut Parser<'a>) {
        self.op_names = core::mem::take(&mut p.op_names);
        self.custom_names = core::mem::take(&mut p.custom_names);
        self.format_props = core::mem::take(&mut p.format_props);
        self.prop_with = core::mem::take(&mut p.prop_with);
        self.segment_sizes = core::mem::take(&mut p.segment_sizes);
        self.text = core::mem::take(&mut p.text_cache);
        self.types = core::mem::take(&mut p.type_cache);
        self.simple_types = core::mem::take(&mut p.simple_types);
        self.values = core::mem::take(&mut p.values);
        self.values.clear();
        self.scope_log = core::mem::take(&mut p.scope_log);
        self.scope_log.clear();
    }
}

/// One region to parse: the text from its `{` to just after its `}`, and
/// what a sequential parse would know on entering it.
#[derive(Debug)]
pub(crate) struct Job<'a> {
    start: usize,
    end: usize,
    depth: u32,
    /// The op whose region this is (name, location).
    user: (OperationName, Location),
    default_dialects: Vec<&'static str>,
    /// The entry block's arguments, for a custom form that names them
    /// (`func.func @f(%a: i64)`).
    entry_args: Vec<EntryArg<'a>>,
    /// Whether an empty region fails the job (a custom form that requires
    /// a body; the sequential reparse then reports it).
    nonempty: bool,
    aliases: Arc<AliasSnapshot<'a>>,
    /// The job's state, and whether a thread waits on `done` for it.
    state: Mutex<(JobState, bool)>,
    done: Condvar,
}

#[derive(Debug)]
enum JobState {
    Queued,
    Running,
    /// The body, or `None` when the region did not parse cleanly.
    Done(Option<Box<Body>>),
    Taken,
}

/// What the threads share: the queue and the per-file data every parser of
/// a region needs.
#[derive(Debug)]
pub(crate) struct Pool<'a> {
    ctx: &'a Context,
    src: &'a str,
    file: Ident,
    opts: &'a ParseOptions,
    pub(crate) line_starts: Arc<Vec<usize>>,
    /// Top-level alias definitions ahead of the cursor, found once for all.
    pub(crate) lookahead: OnceLock<Arc<FxHashMap<&'a str, usize>>>,
    queue: Mutex<Queue<'a>>,
    ready: Condvar,
}

/// The jobs no thread has taken yet.
///
/// A condition variable's notify is a system call whether or not a thread
/// waits (std's futex-based one), and the parser queues one job per
/// function: the queue and each job count their sleepers so that only a
/// notify that wakes someone is made. On the 3,704-function module of
/// `bench/opt_vs_mlir.py loops` that spared about 7,400 system calls.
#[derive(Debug, Default)]
struct Queue<'a> {
    jobs: VecDeque<Arc<Job<'a>>>,
    closed: bool,
    /// Workers waiting on `Pool::ready`.
    sleepers: u32,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl<'a> Pool<'a> {
    pub(crate) fn new(
        ctx: &'a Context,
        src: &'a str,
        file: Ident,
        opts: &'a ParseOptions,
        line_starts: Arc<Vec<usize>>,
    ) -> Self {
        Pool {
            ctx,
            src,
            file,
            opts,
            line_starts,
            lookahead: OnceLock::new(),
            queue: Mutex::new(Queue::default()),
            ready: Condvar::new(),
        }
    }

    fn push(&self, job: Arc<Job<'a>>) {
        let asleep = {
            let mut q = lock(&self.queue);
            q.jobs.push_back(job);
            q.sleepers > 0
        };
        if asleep {
            self.ready.notify_one();
        }
    }

    /// Stops the workers once the queue is empty; queued jobs not yet
    /// started are dropped (their waiter runs them itself).
    pub(crate) fn close(&self) {
        let mut q = lock(&self.queue);
        q.jobs.clear();
        q.closed = true;
        drop(q);
        self.ready.notify_all();
    }

    /// A worker thread: runs queued jobs until the pool closes.
    pub(crate) fn work(self: &Arc<Self>) {
        let mut caches = Caches::default();
        loop {
            let job = {
                let mut q = lock(&self.queue);
                loop {
                    if let Some(j) = q.jobs.pop_front() {
                        break j;
                    }
                    if q.closed {
                        return;
                    }
                    q.sleepers += 1;
                    q = self.ready.wait(q).unwrap_or_else(|e| e.into_inner());
                    q.sleepers -= 1;
                }
            };
            self.run(&job, &mut caches);
        }
    }

    /// Runs `job` here unless another thread has claimed it.
    fn run(self: &Arc<Self>, job: &Job<'a>, caches: &mut Caches<'a>) {
        {
            let mut s = lock(&job.state);
            if !matches!(s.0, JobState::Queued) {
                return;
            }
            s.0 = JobState::Running;
        }
        // A panic must not leave the waiter blocked on a job that never
        // finishes; it counts as a failed region (and a sequential reparse
        // then reports it as the parser's internal error).
        let result =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.parse(job, caches)))
                .unwrap_or(None)
                .map(Box::new);
        let waited = {
            let mut s = lock(&job.state);
            s.0 = JobState::Done(result);
            s.1
        };
        if waited {
            job.done.notify_all();
        }
    }

    /// The body of `job`, running it here if no thread has started it.
    fn wait(self: &Arc<Self>, job: &Job<'a>, caches: &mut Caches<'a>) -> Option<Box<Body>> {
        self.run(job, caches);
        let mut s = lock(&job.state);
        loop {
            match core::mem::replace(&mut s.0, JobState::Taken) {
                JobState::Done(b) => return b,
                JobState::Running => {
                    s.0 = JobState::Running;
                    s.1 = true;
                    s = job.done.wait(s).unwrap_or_else(|e| e.into_inner());
                }
                JobState::Queued | JobState::Taken => return None,
            }
        }
    }

    /// Parses one region as the sequential parser would on entering it.
    fn parse(self: &Arc<Self>, job: &Job<'a>, caches: &mut Caches<'a>) -> Option<Body> {
        let mut p = Parser::for_region(self.ctx, self.src, self.file, self.opts, self.clone());
        caches.lend(&mut p);
        p.base_aliases = Some(job.aliases.clone());
        p.default_dialects = job.default_dialects.clone();
        p.depth = job.depth;
        p.current_user = job.user;
        p.reset_to(job.start);
        // An outer level, as in a sequential parse, so that references
        // escaping the region have somewhere to go (and then fail it).
        p.bodies.push(Body::new());
        let mut nb = Body::new();
        // Room for what the region holds, sparing the arenas their
        // regrowths (each a copy, and fresh pages). Both forms print
        // about one op a line (the other lines are braces and block
        // labels), with about one result and two operands an op; a
        // sizing by bytes alone overshot by a third in custom form
        // (35 to 50 bytes a line). A region written on few lines gets
        // one op per 128 bytes. Each region opens with a `{` (so do
        // attribute dictionaries, which rarely matter here).
        let text = &self.src.as_bytes()[job.start..job.end];
        let ops = memchr::memchr_iter(b'\n', text)
            .count()
            .max(text.len() / 128);
        let regions = memchr::memchr_iter(b'{', text).count();
        nb.reserve(ops, ops, 2 * ops, regions);
        let r = nb.regions.alloc(RegionData::default());
        nb.roots.push(r);
        p.bodies.push(nb);
        let op_loc = job.user.1;
        p.isolation.push((p.level(), op_loc));
        let ok = p
            .parse_region_into(r, &job.entry_args)
            .and_then(|_| p.close_forward_refs(Some(op_loc)))
            .is_ok();
        caches.take_back(&mut p);
        let empty = p.bodies.last().is_none_or(|b| b.region_is_empty(r));
        let clean = ok
            && p.diags.is_empty()
            && p.late_locations.is_empty()
            && p.late_isolation.is_empty()
            && p.top_blocks.is_empty()
            && p.prev_end == job.end
            && p.forward.values().all(|v| v.is_empty())
            && p.undefined.is_empty()
            && !(job.nonempty && empty);
        if !clean {
            return None;
        }
        // The spare room is kept: it is small with the sizing above, and
        // mimalloc shrinks a block in place (keeping its size class)
        // unless it loses half, so a shrink only cost a copy now and then.
        p.bodies.pop()
    }
}

impl<'a> Parser<'a> {
    /// If the region starting at the current `{` (of the isolated op
    /// `current_user`, at a nested level) can be parsed elsewhere, queues
    /// it, moves past it and returns its job number. `entry_args` are the
    /// entry block's named arguments; a name already seen around the
    /// region keeps it here, where that error is found.
    pub(crate) fn try_defer_region(
        &mut self,
        entry_args: &[EntryArg<'a>],
        nonempty: bool,
    ) -> Option<u32> {
        let pool = self.pool.as_ref().filter(|_| self.defer)?.clone();
        if self.isolation.is_empty() || !self.forward.is_empty() || !self.is(b'{') {
            return None;
        }
        if entry_args
            .iter()
            .any(|(u, _, _)| self.reference_pos(u.name, u.number).is_some())
        {
            return None;
        }
        let start = self.tok.start;
        let end = matching_brace(self.src.as_bytes(), start)?;
        let text = &self.src.as_bytes()[start..end];
        if text.len() < MIN_DEFERRED_BYTES || DISTINCT.find(text).is_some() {
            return None;
        }
        let fresh = self.alias_snapshot.as_ref().is_some_and(|s| {
            s.attrs.len() == self.attr_aliases.len() && s.types.len() == self.type_aliases.len()
        });
        if !fresh {
            self.alias_snapshot = Some(Arc::new(AliasSnapshot {
                attrs: self.attr_aliases.clone(),
                types: self.type_aliases.clone(),
            }));
        }
        let job = Arc::new(Job {
            start,
            end,
            depth: self.depth,
            user: self.current_user,
            default_dialects: self.default_dialects.clone(),
            entry_args: entry_args.to_vec(),
            nonempty,
            aliases: self.alias_snapshot.clone().unwrap_or_default(),
            state: Mutex::new((JobState::Queued, false)),
            done: Condvar::new(),
        });
        pool.push(job.clone());
        self.jobs.push(job);
        self.reset_to(end);
        Some(self.jobs.len() as u32 - 1)
    }

    /// The body of job `j`, waiting for it (or parsing it here).
    pub(crate) fn take_deferred(&mut self, j: u32) -> Option<Box<Body>> {
        let pool = self.pool.clone()?;
        let job = self.jobs.get(j as usize)?.clone();
        let mut caches = self.job_caches.take().unwrap_or_default();
        let body = pool.wait(&job, &mut caches);
        self.job_caches = Some(caches);
        body
    }

    /// Installs the bodies of the deferred regions of ops in the body at
    /// the current level, which is about to close. A region that did not
    /// parse fails the parse (see the module docs).
    pub(crate) fn install_deferred(&mut self) -> Result<(), crate::text::parse::ParseError> {
        let level = self.level();
        while self.installs.last().is_some_and(|i| i.0 == level) {
            let Some((_, op, j)) = self.installs.pop() else {
                break;
            };
            let nb = self
                .take_deferred(j)
                .ok_or(crate::text::parse::ParseError)?;
            self.body().set_nested_body(op, nb);
        }
        Ok(())
    }
}

static DISTINCT: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(b"distinct["));

/// The offset just past the `}` matching the `{` at `start`, skipping
/// strings and `//` comments. Jumps between the bytes that matter with
/// `memchr`: the scan runs over every deferred region on the main thread.
fn matching_brace(src: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    loop {
        let k = i + memchr::memchr3(b'{', b'}', b'"', src.get(i..)?)?;
        if let Some(c) = comment_start(&src[i..k]) {
            let c = i + c;
            // A comment ends at a line feed or a carriage return.
            i = c + memchr::memchr2(b'\n', b'\r', &src[c..])?;
            continue;
        }
        match src[k] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k + 1);
                }
            }
            _ => {
                // A string: find its closing quote, stepping over escapes.
                let mut j = k + 1;
                loop {
                    let q = j + memchr::memchr2(b'"', b'\\', src.get(j..)?)?;
                    if src[q] == b'"' {
                        i = q + 1;
                        break;
                    }
                    j = q + 2;
                }
                continue;
            }
        }
        i = k + 1;
    }
}

/// Where a `//` comment starts in `seg`, if one does.
fn comment_start(seg: &[u8]) -> Option<usize> {
    let mut j = 0;
    while let Some(r) = memchr::memchr(b'/', &seg[j..]) {
        let q = j + r;
        if seg.get(q + 1) == Some(&b'/') {
            return Some(q);
        }
        j = q + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::matching_brace;

    #[test]
    fn matching_brace_skips_strings_and_comments() {
        let s = b"{ \"}\" // } \"\n { \"a\\\"}\" } / }tail";
        let end = matching_brace(s, 0).expect("balanced");
        assert_eq!(&s[end..], b"tail");
        assert_eq!(matching_brace(b"{ { }", 0), None);
        assert_eq!(matching_brace(b"{ \"}", 0), None);
        assert_eq!(matching_brace(b"{ // }", 0), None);
    }
}
