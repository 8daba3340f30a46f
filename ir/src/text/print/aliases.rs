//! Aliases the printer defines: `#loc` for locations, and `#map`, `#set`
//! and `#distinct` for affine maps, integer sets and distinct attributes.
//!
//! Location aliases are found by walking what the op prints (op and block
//! argument locations, locations inside attributes) in MLIR's order and
//! numbered by alias depth; attribute aliases are found the way MLIR finds
//! them, by printing the op once to nowhere and recording what would print.
//! Definitions go before the op, except location aliases used only by op
//! locations, which MLIR defers to the end. Tracking attribute aliases
//! while printing for real was rejected: their definitions come first.

use crate::storage::body::{Block, Body, Operation};
use crate::text::print::Printer;
use crate::uniqued::attributes::{AttrKind, Attribute};
use crate::uniqued::context::Made;
use crate::uniqued::location::{Location, LocationKind};
use rustc_hash::FxHashSet;
use std::fmt::Write;

/// The rank of the `distinct` stem in MLIR's alias order.
const DISTINCT: u8 = 0;
/// The rank of the `loc` stem (location aliases).
const LOC: u8 = 1;

/// The alias stem of an aliased attribute kind and its rank in MLIR's
/// order of definitions (`distinct` < `loc` < `map` < `set`).
fn alias_stem(kind: &AttrKind) -> (&'static str, u8) {
    match kind {
        AttrKind::Distinct { .. } => ("distinct", DISTINCT),
        AttrKind::AffineMap(_) => ("map", 2),
        _ => ("set", 3),
    }
}

/// One location alias.
#[derive(Clone, Debug)]
pub(super) struct LocAlias {
    order: usize,
    depth: u32,
    deferred: bool,
    children: Vec<Attribute>,
    name: u32,
}

impl Printer<'_> {
    /// Collects the location aliases of `op` and everything in it.
    pub(crate) fn collect_loc_aliases(&mut self, body: &Body, op: Operation) {
        let mut order = 0usize;
        let debug = self.opts.debug_info;
        // Work items in MLIR's visiting order: an op's location, then per
        // region and block the block's argument locations and its ops,
        // then the locations inside the op's attributes.
        enum Work<'b> {
            Op(&'b Body, Operation),
            Args(&'b Body, Block),
            Attrs(&'b Body, Operation),
        }
        if self.opts.local_scope || (!debug && !self.ctx.has_made(Made::LocationAttr)) {
            // Alias-free, or no attribute can hold a location: nothing to
            // alias.
            return;
        }
        let mut stack: Vec<Work<'_>> = vec![Work::Op(body, op)];
        let mut next: Vec<Work<'_>> = Vec::new();
        let mut todo: Vec<Attribute> = Vec::new();
        // Attributes found to hold no location: most ops share a few
        // property dictionaries, so each is walked once.
        let mut no_locs: FxHashSet<Attribute> = FxHashSet::default();
        let empty = Attribute::empty_dictionary(self.ctx);
        while let Some(w) = stack.pop() {
            match w {
                Work::Args(body, b) => {
                    if debug {
                        for i in 0..body.block_args(b).len() {
                            let l = body.block_arg_loc(b, i).attr(self.ctx);
                            self.visit_loc(l, false, &mut order);
                        }
                    }
                }
                Work::Attrs(body, op) => {
                    for top in [body.attributes(op), body.properties(op)] {
                        if top == empty || no_locs.contains(&top) {
                            continue;
                        }
                        let mut found = false;
                        todo.push(top);
                        while let Some(a) = todo.pop() {
                            match a.kind(self.ctx) {
                                AttrKind::Location(_) => {
                                    found = true;
                                    self.visit_loc(a, false, &mut order);
                                }
                                AttrKind::Array(v) => todo.extend(v.iter().rev().copied()),
                                AttrKind::Dictionary(v) => todo.extend(v.iter().rev().map(|e| e.1)),
                                _ => {}
                            }
                        }
                        if !found {
                            no_locs.insert(top);
                        }
                    }
                }
                Work::Op(body, op) => {
                    if debug {
                        let l = body.op_loc(op).attr(self.ctx);
                        self.visit_loc(l, true, &mut order);
                    }
                    let inner = body.region_body(op);
                    let implicit = !self.opts.generic
                        && crate::text::OpSyntax::of(body.op_name(op))
                            .is_some_and(|s| s.print.is_some() && s.implicit_terminator.is_some());
                    for &r in body.regions(op) {
                        // A terminator the custom form leaves out prints
                        // nothing, its location included.
                        let elided = implicit
                            .then(|| crate::text::asm::elided_terminator(self.ctx, inner, r))
                            .flatten();
                        for b in inner.region_blocks(r) {
                            next.push(Work::Args(inner, b));
                            for o in inner.block_ops(b) {
                                if Some(o) != elided {
                                    next.push(Work::Op(inner, o));
                                }
                            }
                        }
                    }
                    next.push(Work::Attrs(body, op));
                    stack.extend(next.drain(..).rev());
                }
            }
        }
        let mut all: Vec<(Attribute, u32, usize)> = self
            .names
            .loc_aliases
            .iter()
            .map(|(&a, i)| (a, i.depth, i.order))
            .collect();
        all.sort_by_key(|&(_, d, o)| (d, o));
        for (n, (a, _, _)) in all.into_iter().enumerate() {
            if let Some(i) = self.names.to_mut().loc_aliases.get_mut(&a) {
                i.name = n as u32;
            }
        }
    }

    fn visit_loc(&mut self, a: Attribute, deferrable: bool, order: &mut usize) -> u32 {
        if let Some(i) = self.names.loc_aliases.get(&a) {
            let d = i.depth;
            if !deferrable && i.deferred {
                self.mark_non_deferred(a);
            }
            return d;
        }
        self.names.to_mut().loc_aliases.insert(
            a,
            LocAlias {
                order: *order,
                depth: 0,
                deferred: deferrable,
                children: Vec::new(),
                name: 0,
            },
        );
        *order += 1;
        let Some(l) = Location::from_attr(self.ctx, a) else {
            return 0;
        };
        let children: Vec<Location> = match l.kind(self.ctx) {
            LocationKind::Name { child, .. } => {
                if matches!(child.kind(self.ctx), LocationKind::Unknown) {
                    vec![]
                } else {
                    vec![*child]
                }
            }
            LocationKind::CallSite { callee, caller } => vec![*callee, *caller],
            LocationKind::Fused { locations, .. } => locations.to_vec(),
            _ => vec![],
        };
        let mut depth = 0;
        for c in &children {
            depth = depth.max(self.visit_loc(c.attr(self.ctx), deferrable, order) + 1);
        }
        if let Some(i) = self.names.to_mut().loc_aliases.get_mut(&a) {
            i.depth = depth;
            i.children = children.iter().map(|c| c.attr(self.ctx)).collect();
        }
        depth
    }

    fn mark_non_deferred(&mut self, a: Attribute) {
        let mut stack = vec![a];
        while let Some(a) = stack.pop() {
            if let Some(i) = self.names.to_mut().loc_aliases.get_mut(&a) {
                if i.deferred {
                    i.deferred = false;
                    stack.extend(i.children.iter().copied());
                }
            }
        }
    }

    // ----- attribute aliases (maps, sets, distinct attributes) -----------

    /// Names the affine maps, integer sets and distinct attributes `op`
    /// prints, as MLIR does: `#map`, `#map1`, ..., `#set`, ..., `#distinct`,
    /// ... in the order they first print. The order is found the way MLIR
    /// finds it, by printing the op once to nowhere; contexts that never
    /// made such an attribute skip this.
    pub(crate) fn collect_attr_aliases(&mut self, body: &Body, op: Operation) {
        if self.opts.local_scope
            || (!self.ctx.has_made(Made::AffineMapOrSet) && !self.ctx.has_made(Made::Distinct))
        {
            return;
        }
        let mut dry = Printer::new(self.ctx, self.opts);
        dry.cache = false;
        // Only what prints matters, not the text: it goes as it is made.
        dry.sink = crate::text::print::stream::Sink::Discard;
        dry.recording = Some(Default::default());
        core::mem::swap(&mut dry.names, &mut self.names);
        dry.op(body, op);
        core::mem::swap(&mut dry.names, &mut self.names);
        let order = dry.recording.take().map(|r| r.0).unwrap_or_default();
        // Next number per stem, indexed by the stem's rank.
        let mut counts = [0u32; 4];
        let names = self.names.to_mut();
        for a in order {
            let (stem, rank) = alias_stem(a.kind(self.ctx));
            let n = &mut counts[rank as usize];
            let name = if *n == 0 {
                stem.to_string()
            } else {
                format!("{stem}{n}")
            };
            *n += 1;
            names.attr_aliases.insert(a, name);
            names.attr_alias_order.push(a);
        }
    }

    /// For an attribute that may have an alias: while finding aliases,
    /// records it and returns false (print it inline); afterwards prints
    /// `#name` and returns true when it has one.
    pub(crate) fn alias_or_record(&mut self, a: Attribute) -> bool {
        if let Some((order, seen)) = self.recording.as_mut() {
            if seen.insert(a) {
                order.push(a);
            }
            return false;
        }
        match self.names.attr_aliases.get(&a) {
            Some(name) => {
                self.out.push('#');
                self.out.push_str(name);
                true
            }
            None => false,
        }
    }

    /// The alias name of a location attribute (`loc`, `loc1`, ...).
    pub(crate) fn loc_alias_name(&self, a: Attribute) -> Option<String> {
        let i = self.names.loc_aliases.get(&a)?;
        Some(if i.name == 0 {
            "loc".to_string()
        } else {
            format!("loc{}", i.name)
        })
    }

    /// Appends the alias definitions that are (or are not) deferred.
    pub(crate) fn alias_definitions(&mut self, deferred: bool) {
        // MLIR orders definitions by alias depth, then by name stem, then
        // by number.
        let mut defs: Vec<(u32, u8, u32, Attribute)> = self
            .names
            .loc_aliases
            .iter()
            .filter(|(_, i)| i.deferred == deferred)
            .map(|(&a, i)| (i.depth, LOC, i.name, a))
            .collect();
        if !deferred {
            for (k, &a) in self.names.attr_alias_order.iter().enumerate() {
                let kind = a.kind(self.ctx);
                // A distinct attribute holding an aliased map or set sits
                // one level above it.
                let depth = match kind {
                    AttrKind::Distinct { referenced, .. } => {
                        u32::from(self.names.attr_aliases.contains_key(referenced))
                    }
                    _ => 0,
                };
                defs.push((depth, alias_stem(kind).1, k as u32, a));
            }
        }
        defs.sort_unstable_by_key(|&(depth, stem, n, _)| (depth, stem, n));
        for (_, stem, _, a) in defs {
            if stem == DISTINCT {
                let name = self.names.attr_aliases[&a].clone();
                let _ = write!(self.out, "#{name} = ");
                if let AttrKind::Distinct { referenced, .. } = a.kind(self.ctx) {
                    self.distinct_inline(a, *referenced);
                }
                self.out.push('\n');
            } else if stem == LOC {
                let name = self.loc_alias_name(a).unwrap_or_default();
                let _ = write!(self.out, "#{name} = loc(");
                let l =
                    Location::from_attr(self.ctx, a).unwrap_or_else(|| Location::unknown(self.ctx));
                self.location_body(l, true);
                self.out.push_str(")\n");
            } else {
                let _ = write!(self.out, "#{} = ", self.names.attr_aliases[&a]);
                self.affine_inline(a);
                self.out.push('\n');
            }
        }
    }
}
