//! Attribute and type interface cast + call, timed without a harness
//! (`cargo bench -p ir --bench type_interfaces`), as `interfaces.rs` times
//! op interfaces: each loop runs over a mix of values (so branch
//! prediction cannot learn one answer) and reports the best of several
//! rounds in ns per operation.

use ir::prelude::*;
use ir::uniqued::interfaces::builtin::IntegerType;
mod common;

use common::time;
use std::hint::black_box;

#[dialect(name = "tybench")]
pub struct TyBenchDialect;

/// `!tybench.cell<4>`: a dialect type with a type interface.
#[type_def(dialect = TyBenchDialect, mnemonic = "cell", format = "`<` $n `>`",
           traits = [dyn Width])]
pub struct CellType {
    n: u32,
}

#[type_interface]
pub trait Width {
    fn width(&self, ctx: &Context) -> u32;
}

impl Width for CellType {
    fn width(&self, ctx: &Context) -> u32 {
        self.params(ctx).n
    }
}

impl Width for IntegerType {
    fn width(&self, ctx: &Context) -> u32 {
        self.0.int_or_float_width(ctx).unwrap_or(0)
    }
}

fn main() {
    let ctx = Context::new();
    ctx.attach_type_interface::<IntegerType, WidthHandle>()
        .expect("attached before use");
    let f32 = Type::f32(&ctx);
    let mut mixed = Vec::new();
    for i in 0..1024u32 {
        mixed.push(match i % 4 {
            0 => Type::memref(&ctx, &[i as i64 + 1], f32, None, None).unwrap(),
            1 => Type::ranked_tensor(&ctx, &[2, i as i64], f32, None).unwrap(),
            2 => Type::int(&ctx, i % 64 + 1),
            _ => CellType::get(&ctx, i).ty(),
        });
    }
    let shaped: Vec<Type> = mixed
        .iter()
        .copied()
        .filter(|&t| ShapedTypeHandle::cast(&ctx, t).is_some())
        .cycle()
        .take(1024)
        .collect();
    let cells: Vec<Type> = (0..1024u32).map(|i| CellType::get(&ctx, i).ty()).collect();
    let ints: Vec<Type> = (0..1024u32).map(|i| Type::int(&ctx, i % 64 + 1)).collect();
    let attrs: Vec<Attribute> = (0..1024i64)
        .map(|i| Attribute::integer(&ctx, Type::i64(&ctx), i).unwrap())
        .collect();
    let n = 20_000_000;
    let mask = 1023;
    time("loop overhead (load a type)", n, |i| {
        shaped[black_box(i & mask)].kind(&ctx) as *const _ as usize
    });
    time("ShapedType cast + rank (builtin, hits)", n, |i| {
        let t = shaped[black_box(i & mask)];
        ShapedTypeHandle::cast(&ctx, t).map_or(0, |s| s.shape(&ctx).map_or(0, <[i64]>::len))
    });
    time("ShapedType cast only (builtin, hits)", n, |i| {
        let t = shaped[black_box(i & mask)];
        ShapedTypeHandle::cast(&ctx, t).is_some() as usize
    });
    time("direct shape, no interface", n, |i| {
        let t = shaped[black_box(i & mask)];
        t.shape(&ctx).map_or(0, <[i64]>::len)
    });
    time("ShapedType cast + rank (mixed)", n, |i| {
        let t = mixed[black_box(i & mask)];
        ShapedTypeHandle::cast(&ctx, t).map_or(0, |s| s.shape(&ctx).map_or(0, <[i64]>::len))
    });
    time("Width cast + call (dialect type, listed)", n, |i| {
        let t = cells[black_box(i & mask)];
        WidthHandle::cast(&ctx, t).map_or(0, |w| w.width(&ctx) as usize)
    });
    time("Width cast only (dialect type, listed)", n, |i| {
        let t = cells[black_box(i & mask)];
        WidthHandle::cast(&ctx, t).is_some() as usize
    });
    time("Width cast + call (builtin, attached)", n, |i| {
        let t = ints[black_box(i & mask)];
        WidthHandle::cast(&ctx, t).map_or(0, |w| w.width(&ctx) as usize)
    });
    let i64 = Type::i64(&ctx);
    time("TypedAttrInterface cast + ty", n, |i| {
        let a = attrs[black_box(i & mask)];
        TypedAttrInterfaceHandle::cast(&ctx, a).map_or(0, |t| (t.ty(&ctx) == i64) as usize)
    });
}
