//! The toy dialect through the library, without the tool: typed builders,
//! the canonicalization patterns collected and applied with the greedy
//! driver, the `ShapeInference` interface, the inliner interface and
//! `F64ElementsAttr::reshape`.

use ir::prelude::*;
use ir::semantics::interfaces::dialect::DialectInterfaceCollection;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
use ir::transforms::inliner_interface::DialectInlinerInterface;
use ir::transforms::rewrite::{FrozenPatternSet, GreedyConfig, apply_patterns_greedily};
use toy::shape_inference::ShapeInferenceHandle;
use toy::verify::F64ElementsAttr;
use toy::{CastOp, ConstantOp, TransposeOp};

fn tensor(ctx: &Context, shape: &[i64]) -> Type {
    Type::ranked_tensor(ctx, shape, Type::f64(ctx), None).expect("a valid tensor type")
}

#[test]
fn canonicalize_collects_the_chapter3_patterns_with_their_benefits() {
    let ctx = Context::new();
    let set = RewritePatternSet::canonicalization(&ctx);
    let mut toy: Vec<(String, u16)> = set
        .iter()
        .filter(|p| matches!(p.root(), PatternRoot::Op(n) if n.starts_with("toy.")))
        .map(|p| (p.debug_name().to_string(), p.benefit()))
        .collect();
    toy.sort();
    assert_eq!(
        toy,
        [
            ("FoldConstantReshapeOptPattern".to_string(), 2),
            ("RedundantReshapeOptPattern".to_string(), 1),
            ("ReshapeReshapeOptPattern".to_string(), 2),
            ("SimplifyRedundantTranspose".to_string(), 1),
        ]
    );
}

#[test]
fn the_greedy_driver_applies_the_patterns_through_the_library() {
    let ctx = Context::new();
    let src = "toy.func @f(%a: tensor<*xf64>) -> tensor<*xf64> {\n\
               %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>\n\
               %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>\n\
               toy.return %1 : tensor<*xf64>\n}\n";
    let mut m = parse_source(&ctx, src, "f.mlir", &ParseOptions::default()).expect("it parses");
    let patterns = FrozenPatternSet::new(&ctx, RewritePatternSet::canonicalization(&ctx), &[], &[]);
    let changed =
        apply_patterns_greedily(&ctx, &mut m.body, m.op, &patterns, &GreedyConfig::default())
            .expect("it converges");
    assert!(changed);
    assert_eq!(
        print_op(&ctx, &m.body, m.op, &PrintOptions::default()),
        "module {\n  toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {\n    \
         toy.return %arg0 : tensor<*xf64>\n  }\n}\n\n"
    );
}

#[test]
fn builders_and_the_shape_inference_interface() {
    let ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let (t23, t32) = (tensor(&ctx, &[2, 3]), tensor(&ctx, &[3, 2]));
    let unranked = Type::unranked_tensor(&ctx, Type::f64(&ctx)).expect("tensor<*xf64>");
    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let x = body.add_block_arg(block, t23, loc);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let cast = CastOp::build(&mut b, loc, unranked, x);
    let cast_out = b.body.result(cast, 0);
    let transpose = TransposeOp::build(&mut b, loc, unranked, cast_out);
    let infer = |body: &Body, op| {
        let view = OpView::new(&ctx, body, op);
        view.cast::<ShapeInferenceHandle<'_>>()
            .map(|h| h.infer_shapes())
    };
    assert_eq!(infer(&body, cast), Some(vec![t23]));
    // The transpose's operand is still unranked: nothing to reverse yet.
    assert_eq!(infer(&body, transpose), Some(vec![unranked]));
    body.set_value_type(cast_out, t23);
    assert_eq!(infer(&body, transpose), Some(vec![t32]));
}

#[test]
fn constants_reshape_and_the_inliner_materializes_casts() {
    let ctx = Context::new();
    let loc = Location::unknown(&ctx);
    let one_to_six: Vec<Attribute> = (1..=6)
        .map(|i| Attribute::float(&ctx, Type::f64(&ctx), f64::from(i)).expect("an f64"))
        .collect();
    let flat = Attribute::dense_elements(&ctx, tensor(&ctx, &[6]), &one_to_six).expect("dense");
    let flat = F64ElementsAttr(flat);
    let square = flat
        .reshape(&ctx, tensor(&ctx, &[2, 3]))
        .expect("6 elements");
    assert_eq!(
        square.0.display(&ctx).to_string(),
        "dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>"
    );
    assert!(
        flat.reshape(&ctx, tensor(&ctx, &[4])).is_none(),
        "6 elements are not 4"
    );

    let mut body = Body::with_root_regions(1);
    let block = body.append_new_block(body.root_regions()[0]);
    let mut b = OpBuilder::at_end(&ctx, &mut body, block);
    let c = ConstantOp::build(&mut b, loc, square.ty(&ctx), square);
    let value = b.body.result(c, 0);
    let inliners = DialectInterfaceCollection::<dyn DialectInlinerInterface>::new(&ctx);
    let toy = inliners
        .get("toy")
        .expect("toy registers an inliner interface");
    let unranked = Type::unranked_tensor(&ctx, Type::f64(&ctx)).expect("tensor<*xf64>");
    let cast = toy
        .materialize_call_conversion(&mut b, value, unranked, loc)
        .expect("toy converts with a cast");
    assert!(CastOp::cast(&ctx, &body, cast).is_some());
    assert_eq!(body.value_type(body.result(cast, 0)), unranked);
}
