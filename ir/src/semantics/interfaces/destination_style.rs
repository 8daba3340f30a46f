//! MLIR's `DestinationStyleOpInterface`: an op whose operands split into
//! *inputs* and *inits* (its destinations), each init of tensor type tied
//! to the result of the same position — the result is the init updated.
//!
//! An op says only where its inits are ([`dps_init_operands`], MLIR's
//! `getDpsInitsMutable`); the queries MLIR derives from that
//! (`getDpsInits`, `getDpsInputs`, `isDpsInit`, `getTiedOpResult`,
//! `hasPureTensorSemantics` ...) are methods of the interface's handle,
//! [`DestinationStyleOpInterfaceHandle`], since they read the op's
//! operands and results.
//!
//! [`dps_init_operands`]: DestinationStyleOpInterface::dps_init_operands
//!
//! The interface's verifier is MLIR's
//! `detail::verifyDestinationStyleOpInterface`, run after the op's
//! regions as MLIR's `verifyWithRegions` asks: every init is a tensor or
//! a memref (ranked or not), there are as many tensor results as tensor
//! inits, and each tensor init has the type of its tied result. A memref
//! init needs no result (and a result beside it is not checked), as in
//! MLIR 22. One case MLIR does not survive: a tensor init whose tied
//! result does not exist (a memref init before it, so the counts agree
//! but the positions do not) makes `mlir-opt-22` read past the results
//! and crash; here it is the error `expected operand #N ('T') to be tied
//! to a result`.
//!
//! ```
//! use ir::prelude::*;
//! use ir::semantics::interfaces::destination_style::DestinationStyleOpInterfaceHandle;
//!
//! /// The `dpsdoc` dialect.
//! #[dialect(name = "dpsdoc")]
//! pub struct DpsDocDialect;
//!
//! /// `dpsdoc.fill`: its second operand is the destination.
//! #[op(dialect = DpsDocDialect, name = "fill", traits = [dyn DestinationStyleOpInterface])]
//! pub struct FillOp {
//!     /// The value.
//!     #[operand]
//!     value: Value,
//!     /// The destination.
//!     #[operand]
//!     dest: Value,
//!     /// The filled destination.
//!     #[result]
//!     result: Value,
//! }
//! impl DestinationStyleOpInterface for FillOp<'_> {
//!     fn dps_init_operands(&self) -> core::ops::Range<usize> {
//!         1..2
//!     }
//! }
//!
//! let ctx = Context::new();
//! let loc = Location::unknown(&ctx);
//! let mut body = Body::with_root_regions(1);
//! let block = body.append_new_block(body.root_regions()[0]);
//! let f32 = Type::f32(&ctx);
//! let t = Type::ranked_tensor(&ctx, &[4], f32, None).unwrap();
//! let v = body.add_block_arg(block, f32, loc);
//! let d = body.add_block_arg(block, t, loc);
//! let op = FillOp::build(&mut OpBuilder::at_end(&ctx, &mut body, block), loc, t, v, d);
//! let h = OpView::new(&ctx, &body, op)
//!     .cast::<DestinationStyleOpInterfaceHandle<'_>>()
//!     .unwrap();
//! assert_eq!((h.dps_inits(), h.dps_inputs()), (vec![d], vec![v]));
//! assert_eq!(h.tied_op_result(1), Some(body.result(op, 0)));
//! assert!(h.has_pure_tensor_semantics() && !h.has_pure_buffer_semantics());
//! ```

use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::storage::body::Value;
use core::ops::Range;

/// An op that writes its results into destination operands (its inits).
#[crate::op_interface(verify_region = verify_destination_style_op)]
pub trait DestinationStyleOpInterface {
    /// The positions of the init operands, a contiguous run (MLIR's
    /// `getDpsInitsMutable`).
    fn dps_init_operands(&self) -> Range<usize>;
}

/// MLIR's `verifyDestinationStyleOpInterface` (see the module doc).
fn verify_destination_style_op(view: OpView<'_>) -> Result<(), Diagnostic> {
    let Some(h) = view.cast::<DestinationStyleOpInterfaceHandle<'_>>() else {
        return Ok(());
    };
    let (ctx, body) = (view.ctx, view.body);
    let quoted = |v: Value| format!("'{}'", body.value_type(v).display(ctx));
    let operands = h.operands();
    let mut tensor_inits = Vec::new();
    for i in h.dps_init_operands() {
        let Some(&v) = operands.get(i) else {
            break;
        };
        let t = body.value_type(v);
        if t.is_tensor(ctx) {
            tensor_inits.push(i);
        } else if !t.is_memref(ctx) {
            return Err(view.emit_op_error(format!(
                "expected that operand #{i} is a tensor or a memref"
            )));
        }
    }
    let tensor_results = body
        .results(view.op)
        .filter(|&r| body.value_type(r).is_tensor(ctx))
        .count();
    if tensor_results != tensor_inits.len() {
        return Err(view.emit_op_error(format!(
            "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
            tensor_inits.len()
        )));
    }
    for i in tensor_inits {
        let operand = operands[i];
        let Some(result) = h.tied_op_result(i) else {
            return Err(view.emit_op_error(format!(
                "expected operand #{i} ({}) to be tied to a result",
                quoted(operand)
            )));
        };
        if body.value_type(result) != body.value_type(operand) {
            return Err(view.emit_op_error(format!(
                "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                quoted(operand),
                quoted(result)
            )));
        }
    }
    Ok(())
}

impl DestinationStyleOpInterfaceHandle<'_> {
    /// The operands, in order.
    fn operands(&self) -> Vec<Value> {
        self.view.body.operands(self.view.op).collect()
    }

    /// The init operands (MLIR's `getDpsInits`).
    pub fn dps_inits(&self) -> Vec<Value> {
        let all = self.operands();
        all.get(self.dps_init_operands())
            .unwrap_or_default()
            .to_vec()
    }

    /// The number of inits (MLIR's `getNumDpsInits`).
    pub fn num_dps_inits(&self) -> usize {
        self.dps_init_operands().len()
    }

    /// The operands that are not inits (MLIR's `getDpsInputs`).
    pub fn dps_inputs(&self) -> Vec<Value> {
        let inits = self.dps_init_operands();
        let all = self.operands();
        (0..all.len())
            .filter(|i| !inits.contains(i))
            .map(|i| all[i])
            .collect()
    }

    /// Whether operand `operand` is an init (MLIR's `isDpsInit`).
    pub fn is_dps_init(&self, operand: usize) -> bool {
        self.dps_init_operands().contains(&operand)
    }

    /// Whether operand `operand` is an input (MLIR's `isDpsInput`).
    pub fn is_dps_input(&self, operand: usize) -> bool {
        operand < self.view.body.num_operands(self.view.op) && !self.is_dps_init(operand)
    }

    /// The result tied to init operand `operand` (MLIR's
    /// `getTiedOpResult`): the result at the init's position among the
    /// inits; `None` when the operand is no init or has no result.
    pub fn tied_op_result(&self, operand: usize) -> Option<Value> {
        let inits = self.dps_init_operands();
        if !inits.contains(&operand) {
            return None;
        }
        let body = self.view.body;
        body.results(self.view.op).nth(operand - inits.start)
    }

    /// The init operand tied to result `result` (MLIR's
    /// `getTiedOpOperand`).
    pub fn tied_op_operand(&self, result: usize) -> Option<Value> {
        let inits = self.dps_init_operands();
        if result >= inits.len() {
            return None;
        }
        self.operands().get(inits.start + result).copied()
    }

    /// Whether no operand is a memref and some operand is a tensor
    /// (MLIR's `hasPureTensorSemantics`).
    pub fn has_pure_tensor_semantics(&self) -> bool {
        self.pure_semantics(true)
    }

    /// Whether no operand is a tensor and some operand is a memref
    /// (MLIR's `hasPureBufferSemantics`).
    pub fn has_pure_buffer_semantics(&self) -> bool {
        self.pure_semantics(false)
    }

    /// No operand of the other kind and one of this kind: tensors when
    /// `tensors`, memrefs otherwise.
    fn pure_semantics(&self, tensors: bool) -> bool {
        let (ctx, body) = (self.view.ctx, self.view.body);
        let kinds: Vec<(bool, bool)> = self
            .operands()
            .iter()
            .map(|&v| {
                let t = body.value_type(v);
                (t.is_tensor(ctx), t.is_memref(ctx))
            })
            .collect();
        let ordered = |(t, m): (bool, bool)| if tensors { (t, m) } else { (m, t) };
        kinds.iter().all(|&k| !ordered(k).1) && kinds.iter().any(|&k| ordered(k).0)
    }
}
