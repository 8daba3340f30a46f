//! The `toy` dialect: a worked example of defining a dialect outside the
//! framework, in its own crate, with its own `toy-opt` tool.
//!
//! It has four ops: `toy.func` (a symbol: IsolatedFromAbove, one body
//! region, a function type; without a body it is a declaration and must be
//! private), `toy.call` (a symbol user that checks its callee when the
//! enclosing symbol table verifies it), `toy.return` and `toy.constant`.
//! Ops whose syntax fits the declarative `format = "..."` use it;
//! `toy.func`'s signature (`@f(%a: i32) -> i32 {...}`) uses the runtime's
//! function-op syntax through the hooks in [`asm`]. Verifiers live in
//! [`verify`] (the function checks every function-like op shares come
//! with `FunctionOpInterface`, listed with the traits), and the dialect's one pass (`--toy-erase-dead-constants`)
//! in [`passes`].
//!
//! Checking the callee inside `toy.call`'s own verifier was rejected: an op
//! verifier sees only its op, and the callee may not be verified (or even
//! parsed) yet. `verify_symbol_uses` runs after the whole symbol table is
//! built, with a cache of symbol lookups shared across users.

pub mod asm;
pub mod passes;
pub mod types;
pub mod verify;

use ir::prelude::*;

/// The toy dialect.
#[dialect(name = "toy")]
pub struct ToyDialect;

/// `toy.func`: a named function; a declaration when it has no body.
#[op(dialect = ToyDialect, name = "func",
     traits = [IsolatedFromAbove, Symbol, SymbolOpInterface, FunctionOpInterface],
     parse = asm::parse_func, print = asm::print_func, verify = verify::verify_func,
     default_dialect = "toy",
     summary = "a toy function")]
pub struct FuncOp {
    /// The function's name.
    #[attr]
    sym_name: StringAttr,
    /// The signature (read it through `FunctionOpInterface::function_type`).
    #[attr(accessor = "function_type_attr")]
    function_type: TypeAttrOf<FunctionType>,
    /// `private` or `nested`; public when absent.
    #[attr(optional)]
    sym_visibility: StringAttr,
    /// Per-argument attribute dictionaries, when any argument has some.
    #[attr(optional)]
    arg_attrs: ArrayAttr,
    /// Per-result attribute dictionaries, when any result has some.
    #[attr(optional)]
    res_attrs: ArrayAttr,
    /// The body; empty for a declaration.
    #[region]
    body: Region,
}

impl SymbolOpInterface for FuncOp<'_> {
    /// A function without a body only declares its symbol.
    fn is_declaration(&self) -> bool {
        let (body, op) = (self.0.body, self.0.op);
        body.regions(op)
            .first()
            .is_none_or(|&r| body.region_body(op).region_is_empty(r))
    }
}

/// The shared function checks (argument/result attributes, the entry
/// block against the signature) come with the interface.
impl FunctionOpInterface for FuncOp<'_> {
    fn function_type(&self) -> Type {
        self.function_type_attr().value(self.0.ctx)
    }
    fn is_external(&self) -> bool {
        self.is_declaration()
    }
}

/// `toy.call`: calls a `toy.func` by name.
#[op(dialect = ToyDialect, name = "call",
     traits = [SymbolUserOpInterface],
     format = "$callee `(` $args `)` attr-dict `:` functional-type($args, $results)",
     summary = "a direct call")]
pub struct CallOp {
    /// The function called.
    #[attr]
    callee: FlatSymbolRefAttr,
    /// The arguments.
    #[operand(variadic)]
    args: Value,
    /// The results.
    #[result(variadic)]
    results: Value,
}

impl SymbolUserOpInterface for CallOp<'_> {
    fn verify_symbol_uses(
        &self,
        at: &ir::OpCursor<'_>,
        tables: &mut ir::semantics::symbols::SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify::verify_call_uses(self.0, at, tables)
    }
}

/// `toy.return`: ends a function body, returning its operands.
#[op(dialect = ToyDialect, name = "return",
     traits = [HasParent<FuncOp>, IsTerminator],
     format = "attr-dict ($operands^ `:` type($operands))?",
     summary = "returns from a toy.func")]
pub struct ReturnOp {
    /// The returned values.
    #[operand(variadic)]
    operands: Value,
}

/// `toy.constant`: an integer constant.
#[op(dialect = ToyDialect, name = "constant",
     traits = [ConstantLike],
     format = "attr-dict $value", infer_result_types = verify::infer_constant,
     verify = verify::verify_constant,
     summary = "an integer constant")]
pub struct ConstantOp {
    /// The value, e.g. `42 : i32`; its type is the result type.
    #[attr]
    value: IntegerAttr,
    /// The constant.
    #[result]
    result: Value,
}
