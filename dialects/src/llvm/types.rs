//! The LLVM dialect's types: `!llvm.ptr`, `!llvm.array`, `!llvm.struct`
//! (literal, packed, identified, opaque, recursive), `!llvm.func` and
//! `!llvm.void`, with MLIR 22's syntax and verifier messages.
//!
//! Every type is a `#[type_def]` with hand-written hooks rather than a
//! `format`: inside an LLVM type, LLVM types print and parse without the
//! `!llvm.` prefix (`!llvm.struct<(i32, ptr)>`), which MLIR does with its
//! `PrettyLLVMType` custom directive; [`parse_nested`] and [`print_nested`]
//! are that directive. (MLIR 22 no longer has `!llvm.vec`: vectors of
//! pointers are builtin `vector<4x!llvm.ptr>`.)
//!
//! Identified structs are uniqued by their name alone; their body lives in
//! the context's side table of identified-type bodies
//! ([`Context::set_type_body`]), set once, so a body can name its own
//! struct (`!llvm.struct<"a", (array<2 x struct<"a">>)>`). A thread-local
//! stack of the names being parsed or printed cuts the recursion, as MLIR's
//! `knownStructNames` does.

use super::LLVMDialect;
use ir::prelude::*;
use ir::uniqued::dialect_defs::DefKind;
use std::cell::RefCell;

/// `!llvm.void`: the result type of a function that returns nothing.
#[type_def(dialect = LLVMDialect, mnemonic = "void")]
pub struct LLVMVoidType;

/// `!llvm.ptr` or `!llvm.ptr<3>`: an opaque pointer in an address space;
/// it may be a vector element (`vector<4x!llvm.ptr>`). The address space
/// is ODS's `DefaultValuedParameter`: `!llvm.ptr<0>` prints `!llvm.ptr`.
#[type_def(dialect = LLVMDialect, mnemonic = "ptr", traits = [VectorElementTypeInterface],
           format = "(`<` $address_space^ `>`)?")]
pub struct LLVMPointerType {
    /// The address space, 0 by default (printed only when not 0).
    #[default = 0]
    #[ods_name = "addressSpace"]
    address_space: u32,
}

impl VectorElementTypeInterface for LLVMPointerType {}

/// `!llvm.array<4 x i32>`: a fixed number of elements of one type.
#[type_def(dialect = LLVMDialect, mnemonic = "array",
           parse = parse_array, print = print_array, verify = verify_array)]
pub struct LLVMArrayType {
    /// The element type.
    element_type: Type,
    /// The number of elements.
    num_elements: u64,
}

fn parse_array(p: &mut DialectAsmParser<'_, '_>) -> PResult<LLVMArrayTypeParams> {
    p.parse_punct(b'<')?;
    let num_elements = p.parse_integer_as::<u64>()?;
    p.parse_keyword("x")?;
    let element_type = parse_nested(p)?;
    p.parse_punct(b'>')?;
    Ok(LLVMArrayTypeParams {
        element_type,
        num_elements,
    })
}

fn print_array(v: &LLVMArrayTypeParams, p: &mut DialectAsmPrinter<'_, '_>) {
    p.write("<");
    p.write_display(&v.num_elements);
    p.write(" x ");
    print_nested(p, v.element_type);
    p.write(">");
}

fn verify_array(ctx: &Context, v: &LLVMArrayTypeParams) -> Result<(), String> {
    if is_valid_element_type(ctx, v.element_type) {
        Ok(())
    } else {
        Err(format!(
            "invalid array element type: '{}'",
            v.element_type.display(ctx)
        ))
    }
}

/// `!llvm.func<i32 (i32, ...)>`: a function signature, maybe variadic.
#[type_def(dialect = LLVMDialect, mnemonic = "func",
           parse = parse_func, print = print_func, verify = verify_func)]
pub struct LLVMFunctionType {
    /// The result type (`!llvm.void` for none).
    result: Type,
    /// The parameter types (not named `params`: that is the generated
    /// accessor of all parameters).
    inputs: Vec<Type>,
    /// Whether more arguments may follow the parameters (`...`).
    var_arg: bool,
}

fn parse_func(p: &mut DialectAsmParser<'_, '_>) -> PResult<LLVMFunctionTypeParams> {
    p.parse_punct(b'<')?;
    let result = parse_nested(p)?;
    p.parse_punct(b'(')?;
    let mut inputs = Vec::new();
    let mut var_arg = false;
    if !p.parse_optional_punct(b')') {
        loop {
            if p.parse_optional_ellipsis() {
                var_arg = true;
                break;
            }
            inputs.push(parse_nested(p)?);
            if !p.parse_optional_punct(b',') {
                break;
            }
        }
        p.parse_punct(b')')?;
    }
    p.parse_punct(b'>')?;
    Ok(LLVMFunctionTypeParams {
        result,
        inputs,
        var_arg,
    })
}

fn print_func(v: &LLVMFunctionTypeParams, p: &mut DialectAsmPrinter<'_, '_>) {
    p.write("<");
    print_nested(p, v.result);
    p.write(" (");
    for (i, &t) in v.inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_nested(p, t);
    }
    if v.var_arg {
        p.write(if v.inputs.is_empty() { "..." } else { ", ..." });
    }
    p.write(")>");
}

fn verify_func(ctx: &Context, v: &LLVMFunctionTypeParams) -> Result<(), String> {
    if is_one_of(ctx, v.result, &["func", "metadata", "label"]) {
        return Err(format!(
            "invalid function result type: '{}'",
            v.result.display(ctx)
        ));
    }
    for &t in &v.inputs {
        if is_one_of(ctx, t, &["void", "func"]) {
            return Err(format!(
                "invalid function argument type: '{}'",
                t.display(ctx)
            ));
        }
    }
    Ok(())
}

/// What identifies a struct: its element list (a literal struct) or its
/// name (an identified struct, whose body is set separately).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum StructKey {
    /// `!llvm.struct<(i32, f32)>` or `!llvm.struct<packed (i8, i32)>`.
    Literal {
        /// Whether the elements are laid out without padding.
        packed: bool,
        /// The element types.
        elements: Vec<Type>,
    },
    /// `!llvm.struct<"name", ...>`.
    Identified(String),
}

/// The body of an identified struct, kept in the context's side table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StructBody {
    /// `!llvm.struct<"name", opaque>`: intentionally without a body.
    Opaque,
    /// `!llvm.struct<"name", packed? (...)>`.
    Elements {
        /// Whether the elements are laid out without padding.
        packed: bool,
        /// The element types.
        elements: Vec<Type>,
    },
}

/// `!llvm.struct<...>`: a literal (uniqued by its elements) or identified
/// (uniqued by its name, with a mutable body) structure.
#[type_def(dialect = LLVMDialect, mnemonic = "struct",
           parse = parse_struct, print = print_struct, verify = verify_struct)]
pub struct LLVMStructType {
    /// The elements or the name.
    key: StructKey,
}

impl LLVMStructType {
    /// The identified struct `name`, whose body may not be set yet.
    pub fn identified(ctx: &Context, name: &str) -> Self {
        LLVMStructType::get(ctx, StructKey::Identified(name.into()))
    }

    /// Sets the body of an identified struct; MLIR's message when it
    /// already has a different one (or when this is a literal struct).
    pub fn set_body(self, ctx: &Context, body: StructBody) -> Result<(), String> {
        if !matches!(self.key(ctx), StructKey::Identified(_)) {
            return Err("only identified structs have a settable body".into());
        }
        ctx.set_type_body(self.ty(), body)
            .map_err(|_| "identified type already used with a different body".into())
    }

    /// The body of an identified struct, once set.
    pub fn body(self, ctx: &Context) -> Option<std::sync::Arc<StructBody>> {
        ctx.type_body::<StructBody>(self.ty())
    }

    /// The element types (none for an opaque struct).
    pub fn elements(self, ctx: &Context) -> Vec<Type> {
        match self.key(ctx) {
            StructKey::Literal { elements, .. } => elements.clone(),
            StructKey::Identified(_) => match self.body(ctx).as_deref() {
                Some(StructBody::Elements { elements, .. }) => elements.clone(),
                _ => Vec::new(),
            },
        }
    }
}

thread_local! {
    /// The identified structs being parsed or printed on this thread, so
    /// that a reference to one of them stops at its name.
    static STRUCT_STACK: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with `name` on the struct stack (when there is a name).
fn with_struct_name<R>(name: Option<&str>, f: impl FnOnce() -> R) -> R {
    let Some(name) = name else { return f() };
    STRUCT_STACK.with(|s| s.borrow_mut().push(name.into()));
    let r = f();
    STRUCT_STACK.with(|s| s.borrow_mut().pop());
    r
}

fn on_struct_stack(name: &str) -> bool {
    STRUCT_STACK.with(|s| s.borrow().iter().any(|n| n == name))
}

fn parse_struct(p: &mut DialectAsmParser<'_, '_>) -> PResult<LLVMStructTypeParams> {
    p.parse_punct(b'<')?;
    let name = p.parse_optional_string()?;
    if let Some(name) = &name {
        if on_struct_stack(name) {
            p.parse_punct(b'>')?;
            return Ok(identified_params(name));
        }
        p.parse_punct(b',')?;
    }
    let kw_at = p.pos();
    if p.parse_optional_keyword("opaque") {
        let Some(name) = name else {
            return p.error_at(kw_at, "only identified structs can be opaque");
        };
        p.parse_punct(b'>')?;
        let ty = LLVMStructType::identified(p.ctx(), &name);
        if ty.set_body(p.ctx(), StructBody::Opaque).is_err() {
            return p.error_at(kw_at, "redeclaring defined struct as opaque");
        }
        return Ok(identified_params(&name));
    }
    let packed = p.parse_optional_keyword("packed");
    p.parse_punct(b'(')?;
    let elements_at = p.pos();
    let mut elements = Vec::new();
    if !p.parse_optional_punct(b')') {
        with_struct_name(name.as_deref(), || -> PResult<()> {
            loop {
                elements.push(parse_nested(p)?);
                if !p.parse_optional_punct(b',') {
                    return Ok(());
                }
            }
        })?;
        p.parse_punct(b')')?;
    }
    p.parse_punct(b'>')?;
    let Some(name) = name else {
        return Ok(LLVMStructTypeParams {
            key: StructKey::Literal { packed, elements },
        });
    };
    // MLIR reports an empty identified body at the keyword, others at
    // their first element.
    let at = if elements.is_empty() {
        kw_at
    } else {
        elements_at
    };
    if let Some(bad) = elements
        .iter()
        .find(|&&t| !is_valid_element_type(p.ctx(), t))
    {
        let msg = format!(
            "invalid LLVM structure element type: '{}'",
            bad.display(p.ctx())
        );
        return p.error_at(at, msg);
    }
    let ty = LLVMStructType::identified(p.ctx(), &name);
    if let Err(e) = ty.set_body(p.ctx(), StructBody::Elements { packed, elements }) {
        return p.error_at(at, e);
    }
    Ok(identified_params(&name))
}

fn identified_params(name: &str) -> LLVMStructTypeParams {
    LLVMStructTypeParams {
        key: StructKey::Identified(name.into()),
    }
}

fn print_struct(v: &LLVMStructTypeParams, p: &mut DialectAsmPrinter<'_, '_>) {
    p.write("<");
    let (packed, elements, name) = match &v.key {
        StructKey::Literal { packed, elements } => (*packed, elements.clone(), None),
        StructKey::Identified(name) => {
            p.print_string(name);
            if on_struct_stack(name) {
                p.write(">");
                return;
            }
            p.write(", ");
            let ty = LLVMStructType::identified(p.ctx(), name);
            match ty.body(p.ctx()).as_deref() {
                Some(StructBody::Elements { packed, elements }) => {
                    (*packed, elements.clone(), Some(name.as_str()))
                }
                // A struct only ever referred to (never given a body) is
                // opaque, as in MLIR.
                Some(StructBody::Opaque) | None => {
                    p.write("opaque>");
                    return;
                }
            }
        }
    };
    if packed {
        p.write("packed ");
    }
    p.write("(");
    with_struct_name(name, || {
        for (i, &t) in elements.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_nested(p, t);
        }
    });
    p.write(")>");
}

fn verify_struct(ctx: &Context, v: &LLVMStructTypeParams) -> Result<(), String> {
    if let StructKey::Literal { elements, .. } = &v.key
        && let Some(bad) = elements.iter().find(|&&t| !is_valid_element_type(ctx, t))
    {
        return Err(format!(
            "invalid LLVM structure element type: '{}'",
            bad.display(ctx)
        ));
    }
    Ok(())
}

/// The mnemonic of `t` if it is an LLVM dialect type.
fn llvm_mnemonic(ctx: &Context, t: Type) -> Option<&'static str> {
    let s = t.dialect_storage(ctx)?;
    (s.def().dialect == "llvm").then_some(s.def().mnemonic)
}

fn is_one_of(ctx: &Context, t: Type, mnemonics: &[&str]) -> bool {
    llvm_mnemonic(ctx, t).is_some_and(|m| mnemonics.contains(&m))
}

/// MLIR's `LLVMArrayType`/`LLVMStructType::isValidElementType`.
fn is_valid_element_type(ctx: &Context, t: Type) -> bool {
    !is_one_of(ctx, t, &["void", "label", "metadata", "func", "token"])
}

/// Parses a type inside an LLVM type: any type in full form, or an LLVM
/// type without its `!llvm.` prefix (MLIR's `parsePrettyLLVMType`).
pub fn parse_nested(p: &mut DialectAsmParser<'_, '_>) -> PResult<Type> {
    if let Some(t) = p.parse_optional_type()? {
        return Ok(t);
    }
    let at = p.pos();
    let key = p.parse_any_keyword()?;
    let hook = ir::text::dialect_defs::find(DefKind::Type, "llvm", key).and_then(|s| s.parse_type);
    match hook {
        Some(parse) => p.nested(parse),
        None => p.error_at(at, format!("unknown LLVM type: {key}")),
    }
}

/// Prints a type inside an LLVM type: LLVM types without their prefix,
/// others in full (MLIR's `printPrettyLLVMType`).
pub fn print_nested(p: &mut DialectAsmPrinter<'_, '_>, t: Type) {
    let ctx = p.ctx();
    let syntax = t
        .dialect_storage(ctx)
        .filter(|s| s.def().dialect == "llvm")
        .and_then(|s| Some((s, ir::text::dialect_defs::of(s.def())?)));
    match syntax {
        Some((storage, syntax)) => {
            p.write(storage.def().mnemonic);
            (syntax.print)(p, storage);
        }
        None => p.print_type(t),
    }
}
