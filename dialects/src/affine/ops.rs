//! The affine ops, with MLIR 22's operands, properties, traits and
//! interfaces (ODS `AffineOps.td`). Their syntax is hand-written in
//! [`super::asm`] because MLIR's is (affine maps applied to SSA values do
//! not fit a declarative format), except `affine.yield`'s.

use super::{AffineDialect, asm, canonicalize, canonicalize_loops, fold, verify};
use ir::prelude::*;

/// `affine.apply #map(%d)[%s]`: applies a one-result map to index values.
#[op(dialect = AffineDialect, name = "apply", summary = "affine apply operation",
     traits = [Pure], parse = asm::parse_apply, print = asm::print_apply,
     verify = verify::verify_apply, fold = fold::fold_apply,
     canonicalize = canonicalize::apply_patterns)]
pub struct AffineApplyOp {
    /// The map's dimension operands, then its symbol operands.
    #[operand(variadic, ty = Index)]
    map_operands: Value,
    /// The map's single result.
    #[result(ty = Index)]
    result: Value,
    /// The map.
    #[attr]
    map: AffineMapAttr,
}

macro_rules! min_max {
    ($id:ident, $name:literal, $summary:literal, $parse:path, $print:path, $fold:path,
     $canonicalize:path) => {
        #[doc = $summary]
        #[op(dialect = AffineDialect, name = $name, summary = $summary,
                                             traits = [Pure], parse = $parse, print = $print,
                                             verify = verify::verify_min_max, fold_mut = $fold,
                                             canonicalize = $canonicalize)]
        pub struct $id {
            /// The map's dimension operands, then its symbol operands.
            #[operand(variadic, ty = Index)]
            map_operands: Value,
            /// The smallest (largest) of the map's results.
            #[result(ty = Index)]
            result: Value,
            /// The map.
            #[attr]
            map: AffineMapAttr,
        }
    };
}

min_max!(
    AffineMinOp,
    "min",
    "min operation",
    asm::parse_min,
    asm::print_min,
    fold::fold_min,
    canonicalize::min_patterns
);
min_max!(
    AffineMaxOp,
    "max",
    "max operation",
    asm::parse_max,
    asm::print_max,
    fold::fold_max,
    canonicalize::max_patterns
);

/// `affine.for %i = lb to ub step s iter_args(...) -> (...) { ... }`.
#[op(dialect = AffineDialect, name = "for", summary = "for operation",
     traits = [AttrSizedOperandSegments, AutomaticAllocationScope,
               SingleBlockImplicitTerminator<AffineYieldOp<'static>>,
               dyn ConditionallySpeculatable, RecursiveMemoryEffects,
               LoopLikeOpInterface, RegionBranchOpInterface],
     parse = asm::parse_for, print = asm::print_for,
     verify_region = verify::verify_for, fold_mut = fold::fold_for)]
pub struct AffineForOp {
    /// The operands of the lower bound map.
    #[operand(variadic, ty = Index)]
    lower_bound_operands: Value,
    /// The operands of the upper bound map.
    #[operand(variadic, ty = Index)]
    upper_bound_operands: Value,
    /// The initial values of the loop-carried variables.
    #[operand(variadic, ty = AnyType)]
    init_values: Value,
    /// The final values of the loop-carried variables.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The lower bound: the largest result of this map.
    #[attr(name = "lowerBoundMap")]
    lower_bound_map: AffineMapAttr,
    /// The upper bound (exclusive): the smallest result of this map.
    #[attr(name = "upperBoundMap")]
    upper_bound_map: AffineMapAttr,
    /// The step (MLIR 22's verifier does not require it to be positive).
    #[attr]
    step: IndexAttr,
    /// The body; its first argument is the induction variable.
    #[region]
    region: Region,
}

/// `affine.if #set(%d)[%s] -> (T) { ... } else { ... }`.
#[op(dialect = AffineDialect, name = "if", summary = "if-then-else operation",
     traits = [SingleBlockImplicitTerminator<AffineYieldOp<'static>>,
               RecursiveMemoryEffects, NoRegionArguments, RegionBranchOpInterface,
               dyn ConditionallySpeculatable],
     parse = asm::parse_if, print = asm::print_if,
     verify = verify::verify_if, fold_mut = canonicalize_loops::fold_if,
     canonicalize = canonicalize_loops::if_patterns)]
pub struct AffineIfOp {
    /// The set's dimension operands, then its symbol operands.
    #[operand(variadic, ty = AnyType)]
    set_operands: Value,
    /// The values the taken region yields.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The condition.
    #[attr]
    condition: IntegerSetAttr,
    /// Run when the operands are in the set.
    #[region]
    then_region: Region,
    /// Run otherwise; may be empty.
    #[region]
    else_region: Region,
}

macro_rules! load_op {
    ($id:ident, $name:literal, $summary:literal, $doc:literal, $result:ident,
     $parse:path, $print:path, $verify:path, $canonicalize:path $(, $fold:path)?) => {
        #[doc = $doc]
        #[op(dialect = AffineDialect, name = $name, summary = $summary,
                                     traits = [], parse = $parse, print = $print, verify = $verify,
                                     canonicalize = $canonicalize $(, fold_mut = $fold)?)]
        pub struct $id {
            /// The memref read.
            #[operand(ty = AnyMemRef, effects = [MemRead])]
            memref: Value,
            /// The map's operands.
            #[operand(variadic, ty = Index)]
            indices: Value,
            /// What is read, from the subscripts on.
            #[result(ty = $result)]
            result: Value,
            /// The subscripts, as a map of `indices`.
            #[attr]
            map: AffineMapAttr,
        }
    };
}

macro_rules! store_op {
    ($id:ident, $name:literal, $summary:literal, $doc:literal, $value:ident,
     $parse:path, $print:path, $verify:path, $canonicalize:path $(, $fold:path)?) => {
        #[doc = $doc]
        #[op(dialect = AffineDialect, name = $name, summary = $summary,
                                     traits = [], parse = $parse, print = $print, verify = $verify,
                                     canonicalize = $canonicalize $(, fold_mut = $fold)?)]
        pub struct $id {
            /// What is stored, from the subscripts on.
            #[operand(ty = $value)]
            value: Value,
            /// The memref written.
            #[operand(ty = AnyMemRef, effects = [MemWrite])]
            memref: Value,
            /// The map's operands.
            #[operand(variadic, ty = Index)]
            indices: Value,
            /// The subscripts, as a map of `indices`.
            #[attr]
            map: AffineMapAttr,
        }
    };
}

load_op!(
    AffineLoadOp,
    "load",
    "affine load operation",
    "`affine.load %m[%i + 1, symbol(%n)] : memref<...>`.",
    AnyType,
    asm::parse_load,
    asm::print_load,
    verify::verify_load,
    canonicalize::load_patterns,
    super::fold::fold_load
);
store_op!(
    AffineStoreOp,
    "store",
    "affine store operation",
    "`affine.store %v, %m[%i + 1, symbol(%n)] : memref<...>`.",
    AnyType,
    asm::parse_store,
    asm::print_store,
    verify::verify_store,
    canonicalize::store_patterns,
    crate::memref::fold::fold_store_in_place
);
load_op!(
    AffineVectorLoadOp,
    "vector_load",
    "affine vector load operation",
    "`affine.vector_load %m[subscripts] : memref<...>, vector<...>`.",
    AnyVectorOfNonZeroRank,
    asm::parse_vector_load,
    asm::print_vector_load,
    verify::verify_vector_load,
    canonicalize::vector_load_patterns
);
store_op!(
    AffineVectorStoreOp,
    "vector_store",
    "affine vector store operation",
    "`affine.vector_store %v, %m[subscripts] : memref<...>, vector<...>`.",
    AnyVectorOfNonZeroRank,
    asm::parse_vector_store,
    asm::print_vector_store,
    verify::verify_vector_store,
    canonicalize::vector_store_patterns
);

/// `affine.yield %v : T`: ends an `affine.for` or `affine.if` region.
#[op(dialect = AffineDialect, name = "yield",
     summary = "Yield values to parent operation",
     traits = [Pure, ReturnLike, IsTerminator],
     format = "attr-dict ($operands^ `:` type($operands))?",
     verify = verify::verify_yield)]
pub struct AffineYieldOp {
    /// The values yielded.
    #[operand(variadic, ty = AnyType)]
    operands: Value,
}

impl AffineForOp<'_> {
    /// The lower bound map.
    pub fn lower_map(&self) -> &ir::uniqued::attributes::AffineMap {
        map_of(self.0, self.lower_bound_map().0)
    }

    /// The upper bound map.
    pub fn upper_map(&self) -> &ir::uniqued::attributes::AffineMap {
        map_of(self.0, self.upper_bound_map().0)
    }

    /// The step as an integer.
    pub fn step_value(&self) -> i64 {
        let ctx = self.0.ctx;
        self.step()
            .0
            .as_apint(ctx)
            .and_then(|v| v.to_i64())
            .unwrap_or(1)
    }

    /// The induction variable, the body's first argument.
    pub fn induction_var(&self) -> Option<Value> {
        let body = self.0.body;
        let block = body.entry_block(self.region())?;
        body.block_args(block).first().copied()
    }

    /// MLIR's `getTrivialConstantTripCount`.
    pub fn constant_trip_count(&self) -> Option<u64> {
        let step = self.step_value();
        let lb = self.lower_map().single_constant()?;
        let ub = self.upper_map().single_constant()?;
        if step <= 0 {
            return None;
        }
        let span = i128::from(ub) - i128::from(lb);
        Some(if span <= 0 {
            0
        } else {
            ((span + i128::from(step) - 1) / i128::from(step)) as u64
        })
    }
}

/// The map of an attribute the verifier has checked to be one (the empty
/// map otherwise, for unverified IR).
pub(crate) fn map_of<'a>(view: OpView<'a>, a: Attribute) -> &'a ir::uniqued::attributes::AffineMap {
    static EMPTY: std::sync::OnceLock<ir::uniqued::attributes::AffineMap> =
        std::sync::OnceLock::new();
    a.as_affine_map(view.ctx).unwrap_or_else(|| {
        EMPTY.get_or_init(|| {
            ir::uniqued::attributes::AffineMap::new(&Default::default(), 0, 0, &[])
                .unwrap_or_else(|_| ir::uniqued::attributes::AffineMap::identity(0))
        })
    })
}

impl LoopLikeOpInterface for AffineForOp<'_> {
    fn loop_regions(&self) -> Vec<Region> {
        vec![self.region()]
    }
    fn induction_vars(&self) -> Option<Vec<Value>> {
        self.induction_var().map(|v| vec![v])
    }
    fn inits(&self) -> Vec<Value> {
        self.init_values().collect()
    }
    fn region_iter_args(&self) -> Vec<Value> {
        let body = self.0.body;
        body.entry_block(self.region())
            .map(|b| body.block_args(b).iter().skip(1).copied().collect())
            .unwrap_or_default()
    }
    fn loop_results(&self) -> Option<Vec<Value>> {
        Some(self.results().collect())
    }
    fn yielded_values(&self) -> Vec<Value> {
        let body = self.0.body;
        body.entry_block(self.region())
            .and_then(|b| body.last_op(b))
            .filter(|&t| AffineYieldOp::cast(self.0.ctx, body, t).is_some())
            .map(|t| body.operands(t).collect())
            .unwrap_or_default()
    }
}

impl RegionBranchOpInterface for AffineForOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let view = self.0;
        let args = RegionSuccessor::region(view, 0);
        let body_edge = match args {
            RegionSuccessor::Region { index, inputs } => RegionSuccessor::Region {
                index,
                inputs: inputs.start.saturating_add(1).min(inputs.end)..inputs.end,
            },
            other => other,
        };
        let parent = RegionSuccessor::parent(view);
        let trips = self.constant_trip_count();
        match (point, trips) {
            (RegionBranchPoint::Parent, Some(0)) => vec![parent],
            (RegionBranchPoint::Parent, Some(_)) => vec![body_edge],
            (RegionBranchPoint::Terminator(_), Some(1)) => vec![parent],
            _ => vec![body_edge, parent],
        }
    }

    fn entry_successor_operands(&self, _successor: &RegionSuccessor) -> core::ops::Range<usize> {
        let n = self.0.body.num_operands(self.0.op);
        let inits = self.init_values().len();
        n - inits..n
    }
}

impl ConditionallySpeculatable for AffineForOp<'_> {
    fn speculatability(&self) -> Speculatability {
        if self.step_value() == 1 {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

impl RegionBranchOpInterface for AffineIfOp<'_> {
    fn successor_regions(&self, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let view = self.0;
        match point {
            RegionBranchPoint::Parent => {
                let else_empty = view
                    .body
                    .region_body(view.op)
                    .region_is_empty(self.else_region());
                vec![
                    RegionSuccessor::region(view, 0),
                    if else_empty {
                        RegionSuccessor::parent(view)
                    } else {
                        RegionSuccessor::region(view, 1)
                    },
                ]
            }
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(view)],
        }
    }
}

impl ConditionallySpeculatable for AffineIfOp<'_> {
    fn speculatability(&self) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}

/// `affine.prefetch %m[subscripts], read|write, locality<N>, data|instr : memref<...>`.
#[op(dialect = AffineDialect, name = "prefetch", summary = "affine prefetch operation",
     traits = [], parse = asm::parse_prefetch, print = asm::print_prefetch,
     verify = verify::verify_prefetch, canonicalize = canonicalize::prefetch_patterns,
     fold_mut = crate::memref::fold::fold_operands_of_casts)]
pub struct AffinePrefetchOp {
    /// The memref prefetched.
    #[operand(ty = AnyMemRef)]
    memref: Value,
    /// The map's operands.
    #[operand(variadic, ty = Index)]
    indices: Value,
    /// Whether the access will be a write.
    #[attr(name = "isWrite")]
    is_write: BoolAttr,
    /// The temporal locality, 0 (none) to 3 (keep in cache).
    #[attr(name = "localityHint", constraint = (IntMinValue<0>, IntMaxValue<3>))]
    locality_hint: I32Attr,
    /// Whether the data cache (else the instruction cache) is meant.
    #[attr(name = "isDataCache")]
    is_data_cache: BoolAttr,
    /// The subscripts, as a map of `indices`.
    #[attr]
    map: AffineMapAttr,
}
