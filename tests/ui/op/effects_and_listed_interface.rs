use ir::prelude::*;

#[dialect(name = "t")]
pub struct TDialect;

impl MemoryEffectOpInterface for AOp<'_> {
    fn effects(&self) -> Vec<EffectInstance> {
        Vec::new()
    }
}

#[op(dialect = TDialect, name = "a", traits = [MemoryEffectOpInterface])]
pub struct AOp {
    #[operand(effects = [MemRead])]
    input: Value,
}

fn main() {}
