use ir::prelude::*;

#[dialect(name = "calc")]
pub struct CalcDialect;

/// A sum of money.
#[type_def(dialect = CalcDialect, mnemonic = "money", format = "`<` $cents `>`",
           parse = parse_money, print = print_money)]
pub struct MoneyType {
    cents: u64,
}

fn parse_money(p: &mut DialectAsmParser<'_, '_>) -> PResult<MoneyTypeParams> {
    Ok(MoneyTypeParams { cents: p.parse_integer_as()? })
}

fn print_money(v: &MoneyTypeParams, p: &mut DialectAsmPrinter<'_, '_>) {
    p.write_display(&v.cents);
}

fn main() {}
