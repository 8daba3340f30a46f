//! Chapter 4's shape inference: the `ShapeInference` op interface and the
//! `toy-shape-inference` pass, which turns the `tensor<*xf64>` results of
//! a function (left after inlining) into ranked types.
//!
//! The tutorial's `inferShapes()` sets the op's result type itself. Here
//! `infer_shapes` only computes the result types and the pass sets them:
//! an interface method sees the op through a shared view (`&Body`), so
//! the one place that mutates is the pass, which holds `&mut Body`.
//! Giving the interface a `&mut Body` parameter was rejected: every
//! implementation would then have to look its own op up again.
//!
//! The pass is the tutorial's worklist algorithm: collect the ops with an
//! unranked result; repeatedly take one whose operands are all ranked
//! (the first in program order, where the tutorial takes any), infer its
//! results; stop when none is left or none is ready. An op left over is an
//! error, as is an op without the interface that must be inferred.
//!
//! Inference leaves work behind: a `toy.cast` the inliner inserted is now
//! between equal types, and the two calls of chapter 4 inlined the same
//! `transpose`s twice. The tutorial's `toyc -opt` clears that with the
//! `canonicalize` and `cse` it runs after shape inference. Here the pass
//! does it itself, as a dynamic pipeline on the function it inferred
//! (option `cleanup`, default true), so that the shortest command line
//! (`--canonicalize --inline --toy-shape-inference`) ends as the tutorial
//! does; `--toy-shape-inference=cleanup=false` is the bare inference.

use crate::{AddOp, CastOp, MulOp, TransposeOp};
use ir::pass::{OpPassManager, Pass, PassFailed, RunOptions, parse_pass_list};
use ir::prelude::*;
use ir::transforms::canonicalize::DefaultTrue;
use ir::{OpRef, WalkOrder, WalkResult, walk_body};
use std::sync::OnceLock;

/// An op that can compute its result types from its operand types.
#[op_interface]
pub trait ShapeInference {
    /// The result types given the current operand types; called once
    /// every operand is a ranked tensor.
    fn infer_shapes(&self) -> Vec<Type>;
}

/// The type of `op`'s first operand.
fn first_operand_type(view: OpView<'_>) -> Type {
    view.body.value_type(view.body.operand(view.op, 0))
}

impl ShapeInference for AddOp<'_> {
    fn infer_shapes(&self) -> Vec<Type> {
        vec![first_operand_type(self.0)]
    }
}

impl ShapeInference for MulOp<'_> {
    fn infer_shapes(&self) -> Vec<Type> {
        vec![first_operand_type(self.0)]
    }
}

impl ShapeInference for CastOp<'_> {
    fn infer_shapes(&self) -> Vec<Type> {
        vec![first_operand_type(self.0)]
    }
}

impl ShapeInference for TransposeOp<'_> {
    /// The input's dimensions, reversed.
    fn infer_shapes(&self) -> Vec<Type> {
        let ctx = self.0.ctx;
        let input = first_operand_type(self.0);
        let (Some(shape), Some(element)) = (input.shape(ctx), input.element_type(ctx)) else {
            return vec![input];
        };
        let dims: Vec<i64> = shape.iter().rev().copied().collect();
        let ty = Type::ranked_tensor(ctx, &dims, element, None)
            .expect("the dimensions of a valid tensor type");
        vec![ty]
    }
}

/// Infers the shapes of the tensors of a `toy.func`.
#[ir::pass(
    argument = "toy-shape-inference",
    summary = "Infer the shapes of the tensors of a toy.func",
    name = "ShapeInferencePass",
    anchor = "toy.func"
)]
#[derive(Debug, Default)]
pub struct ShapeInferencePass {
    /// Run `canonicalize,cse` on the function once its shapes are
    /// inferred (`cleanup`, default true).
    pub cleanup: DefaultTrue,
    /// The cleanup pipeline, built on the first run.
    #[state]
    cleanup_pipeline: OnceLock<Result<OpPassManager, String>>,
}

/// The passes [`ShapeInferencePass`] runs after inference.
const CLEANUP: &str = "canonicalize,cse";

/// Whether `t` is a tensor of unknown rank (what is left to infer).
fn is_unranked(ctx: &Context, t: Type) -> bool {
    t.is_shaped(ctx) && !t.has_rank(ctx)
}

impl Pass for ShapeInferencePass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        let func_loc = body.op_loc(op);
        let Some(fb) = body.nested_mut(op) else {
            return Ok(());
        };
        let mut worklist: Vec<Operation> = Vec::new();
        walk_body(fb, WalkOrder::PostOrder, |r: OpRef<'_>| {
            if core::ptr::eq(r.body, &*fb)
                && r.body
                    .results(r.op)
                    .any(|v| is_unranked(ctx, r.body.value_type(v)))
            {
                worklist.push(r.op);
            }
            WalkResult::Advance
        });
        let ready =
            |fb: &Body, o: Operation| fb.operands(o).all(|v| !is_unranked(ctx, fb.value_type(v)));
        while let Some(i) = worklist.iter().position(|&o| ready(fb, o)) {
            let o = worklist.remove(i);
            let view = OpView::new(ctx, fb, o);
            let Some(iface) = view.cast::<ShapeInferenceHandle<'_>>() else {
                diags.push(Diagnostic::error(
                    fb.op_loc(o),
                    "unable to infer shape of operation without shape inference interface",
                ));
                return Err(PassFailed);
            };
            let types = iface.infer_shapes();
            let results: Vec<Value> = fb.results(o).collect();
            for (v, t) in results.into_iter().zip(types) {
                fb.set_value_type(v, t);
            }
        }
        if !worklist.is_empty() {
            diags.push(Diagnostic::error(
                func_loc,
                format!(
                    "Shape inference failed, {} operations couldn't be inferred",
                    worklist.len()
                ),
            ));
            return Err(PassFailed);
        }
        if !self.cleanup.0 {
            return Ok(());
        }
        let anchor = body.op_name(op).as_str(ctx);
        match self
            .cleanup_pipeline
            .get_or_init(|| parse_pass_list(anchor, CLEANUP))
        {
            Ok(pm) => pm.run_on(ctx, body, op, &RunOptions::default(), diags),
            Err(e) => {
                diags.push(Diagnostic::error(
                    func_loc,
                    format!(
                        "toy-shape-inference cannot build its cleanup pipeline '{CLEANUP}': {e}"
                    ),
                ));
                Err(PassFailed)
            }
        }
    }
}
