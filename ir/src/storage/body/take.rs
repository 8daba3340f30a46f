//! Emptying a region and moving one region's blocks into another (MLIR's
//! `Region::dropAllReferences`/`clear` and `Region::takeBody`).
//!
//! Blocks move by relinking when both regions live in one arena. The
//! regions of an isolated op live in its own nested body, and ids do not
//! carry over between arenas, so for two isolated owners of one region
//! each the nested bodies themselves change hands (nothing inside refers
//! outside, so no id needs remapping); copying the blocks across arenas
//! was rejected as slower and as a second cloning code path.

use super::{Block, Body, Operation, Region};

/// Why [`Body::take_body`] could not move a region's blocks.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TakeBodyError {
    /// A region index is out of range for its op.
    NoSuchRegion,
    /// The regions live in different arenas and are not both the single
    /// region of an isolated op.
    DifferentArenas,
}

impl core::fmt::Display for TakeBodyError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            TakeBodyError::NoSuchRegion => "no such region",
            TakeBodyError::DifferentArenas => {
                "the regions are in different arenas and not the single regions of two isolated ops"
            }
        })
    }
}

impl Body {
    /// Erases every block of `region` (stored in this body) with its ops,
    /// dropping the uses and successors the ops hold first, so that the
    /// blocks may refer to each other in any order. Values defined in the
    /// region must have no uses outside it.
    pub fn clear_region(&mut self, region: Region) {
        let blocks: Vec<Block> = self.region_blocks(region).collect();
        // Every op of this arena nested in the region, at any depth.
        let mut work: Vec<Operation> = blocks.iter().flat_map(|&b| self.block_ops(b)).collect();
        while let Some(o) = work.pop() {
            self.drop_op_references(o);
            if !self.is_isolated(o) {
                for &r in self.regions(o) {
                    work.extend(self.region_blocks(r).flat_map(|b| self.block_ops(b)));
                }
            }
        }
        for b in blocks {
            self.erase_block(b);
        }
    }

    /// Replaces the blocks of region `dst_index` of `dst` with those of
    /// region `src_index` of `src`, which is left empty (MLIR's
    /// `Region::takeBody`). Both ops are stored in this body. The blocks
    /// `dst`'s region held are erased: their values must have no uses
    /// outside it.
    ///
    /// ```
    /// use ir::text::{ParseOptions, parse_source, print_op, PrintOptions};
    /// use ir::Context;
    ///
    /// let ctx = Context::new();
    /// let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
    /// let mut m = parse_source(&ctx, r#""t.a"() ({ "t.x"() : () -> () }) : () -> ()
    /// "t.b"() ({ "t.y"() : () -> () }) : () -> ()"#, "s.mlir", &opts).unwrap();
    /// let body = m.body.nested_mut(m.op).unwrap();
    /// let block = body.entry_block(body.root_regions()[0]).unwrap();
    /// let ops: Vec<_> = body.block_ops(block).collect();
    /// body.take_body(ops[0], 0, ops[1], 0).unwrap();
    /// let text = print_op(&ctx, &m.body, m.op, &PrintOptions::default());
    /// assert!(text.contains(r#""t.a"() ({
    ///     "t.y"() : () -> ()
    ///   }) : () -> ()
    ///   "t.b"() ({
    ///   }) : () -> ()"#), "{text}");
    /// ```
    pub fn take_body(
        &mut self,
        dst: Operation,
        dst_index: usize,
        src: Operation,
        src_index: usize,
    ) -> Result<(), TakeBodyError> {
        let (Some(&dr), Some(&sr)) = (
            self.regions(dst).get(dst_index),
            self.regions(src).get(src_index),
        ) else {
            return Err(TakeBodyError::NoSuchRegion);
        };
        if dst == src && dst_index == src_index {
            return Ok(());
        }
        match (self.is_isolated(dst), self.is_isolated(src)) {
            (false, false) => {
                self.clear_region(dr);
                let blocks: Vec<Block> = self.region_blocks(sr).collect();
                for b in blocks {
                    self.detach_block(b);
                    self.append_block(dr, b);
                }
                Ok(())
            }
            (true, true) if self.num_regions(dst) == 1 && self.num_regions(src) == 1 => {
                let fresh = Box::new(Body::with_root_regions(1));
                let taken = self.extra_mut(src).and_then(|e| e.body.take());
                let taken = taken.expect("an isolated op has a nested body");
                self.set_nested_body(src, fresh);
                // The old body of `dst` is dropped whole: nothing outside
                // it refers into it.
                self.set_nested_body(dst, taken);
                Ok(())
            }
            _ => Err(TakeBodyError::DifferentArenas),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{OwnedOp, ParseOptions, PrintOptions, parse_source, print_op};
    use crate::uniqued::context::Context;

    fn parse(ctx: &Context, src: &str) -> OwnedOp {
        let opts = ParseOptions {
            allow_unregistered_dialect: true,
            ..Default::default()
        };
        parse_source(ctx, src, "t.mlir", &opts).unwrap()
    }

    fn top_ops(m: &OwnedOp) -> Vec<Operation> {
        let body = m.body.nested(m.op).unwrap();
        let block = body.entry_block(body.root_regions()[0]).unwrap();
        body.block_ops(block).collect()
    }

    fn print(ctx: &Context, m: &OwnedOp) -> String {
        let opts = PrintOptions {
            generic: true,
            ..Default::default()
        };
        print_op(ctx, &m.body, m.op, &opts)
    }

    const LOOP: &str = r#""t.a"() ({
    ^bb0:
      %0 = "t.def"() : () -> i32
      "t.br"(%0)[^bb1] : (i32) -> ()
    ^bb1(%1: i32):
      "t.use"(%1, %0) : (i32, i32) -> ()
      "t.br"(%1)[^bb1] : (i32) -> ()
    }) : () -> ()
    "t.b"() ({
    ^bb0:
      %2 = "t.other"() : () -> i64
      "t.br"()[^bb1] : () -> ()
    ^bb1:
      "t.use"(%2) : (i64) -> ()
      "t.br"()[^bb1] : () -> ()
    }) : () -> ()"#;

    #[test]
    fn clearing_a_region_whose_blocks_refer_to_each_other() {
        let ctx = Context::new();
        let mut m = parse(&ctx, LOOP);
        let ops = top_ops(&m);
        let body = m.body.nested_mut(m.op).unwrap();
        let before = body.num_ops();
        let region = body.regions(ops[0])[0];
        body.clear_region(region);
        assert!(body.region_is_empty(region));
        assert_eq!(body.num_ops(), before - 4);
    }

    #[test]
    fn blocks_move_with_their_successors_and_uses() {
        let ctx = Context::new();
        let mut m = parse(&ctx, LOOP);
        let ops = top_ops(&m);
        m.body
            .nested_mut(m.op)
            .unwrap()
            .take_body(ops[0], 0, ops[1], 0)
            .unwrap();
        let text = print(&ctx, &m);
        let want = r#""t.a"() ({
    %0 = "t.other"() : () -> i64
    "t.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "t.use"(%0) : (i64) -> ()
    "t.br"()[^bb1] : () -> ()
  }) : () -> ()
  "t.b"() ({
  }) : () -> ()"#;
        assert!(text.contains(want), "{text}");
        assert!(crate::verify(&ctx, &m.body, m.op, &Default::default()).is_ok());
    }

    #[test]
    fn isolated_ops_trade_their_nested_bodies() {
        let ctx = Context::new();
        let mut m = parse(
            &ctx,
            r#"module { "t.x"() : () -> () }
            module { %0 = "t.y"() : () -> i1  "t.z"(%0) : (i1) -> () }"#,
        );
        let ops = top_ops(&m);
        let body = m.body.nested_mut(m.op).unwrap();
        body.take_body(ops[0], 0, ops[1], 0).unwrap();
        assert_eq!(body.nested(ops[0]).unwrap().num_ops(), 2);
        let src = body.nested(ops[1]).unwrap();
        assert!(src.region_is_empty(src.root_regions()[0]));
        assert_eq!(body.regions(ops[1]), src.root_regions());
    }

    #[test]
    fn regions_of_different_arenas_are_refused() {
        let ctx = Context::new();
        let mut m = parse(&ctx, "module {}\n\"t.r\"() ({}) : () -> ()");
        let ops = top_ops(&m);
        let body = m.body.nested_mut(m.op).unwrap();
        assert_eq!(
            body.take_body(ops[0], 0, ops[1], 0),
            Err(TakeBodyError::DifferentArenas)
        );
        assert_eq!(
            body.take_body(ops[1], 1, ops[1], 0),
            Err(TakeBodyError::NoSuchRegion)
        );
    }
}
