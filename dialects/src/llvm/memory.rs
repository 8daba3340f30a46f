//! The LLVM dialect's memory ops: `llvm.alloca`, `llvm.load`,
//! `llvm.store` and `llvm.getelementptr`, with MLIR 22's custom syntax,
//! generic properties and ODS type constraints.
//!
//! `llvm.load` and `llvm.store` use ODS's `assemblyFormat`: their
//! `ordering` is an [`I64EnumAttr`] (`ordering = 4 : i64` in generic
//! form, `atomic acquire` in custom form) and the `atomic` group nests the
//! optional `syncscope(...)` group, as in ODS. `alloca` has a custom
//! parser in MLIR too; GEP keeps hand-written hooks for its indices
//! (ODS's `custom<GEPIndices>`) and its no-wrap flags.

use super::LLVMDialect;
use super::constraints::{LLVMAnyPointer, LLVMLoadableType, LLVMScalarOrVectorOf};
use super::types::LLVMPointerType;
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, PResult};
use ir::{Diagnostic, OpView};

/// `llvm.alloca [inalloca] %n x T : (i64) -> !llvm.ptr`.
#[op(dialect = LLVMDialect, name = "alloca",
     parse = parse_alloca, print = print_alloca,
     summary = "Allocates memory on the stack.")]
pub struct AllocaOp {
    /// The number of elements.
    #[operand(ty = AnySignlessInteger)]
    array_size: Value,
    /// The element type.
    #[attr]
    elem_type: TypeAttr,
    /// The alignment in bytes, if given.
    #[attr(optional)]
    alignment: I64Attr,
    /// Whether this is an `inalloca` argument's memory.
    #[attr(optional)]
    inalloca: UnitAttr,
    /// The pointer.
    #[result(ty = LLVMAnyPointer)]
    res: Value,
}

fn parse_alloca(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("inalloca") {
        p.set_property("inalloca", Attribute::unit(ctx));
    }
    let at = p.pos();
    let size = p.parse_operand()?;
    if !p.parse_optional_keyword("x") {
        let at = p.pos();
        return p.op_error_at(at, "expected 'x'");
    }
    let elem = p.parse_type()?;
    p.parse_optional_attr_dict()?;
    p.move_to_properties(&["alignment"]);
    p.parse_punct(b':')?;
    let fn_at = p.pos();
    let fty = p.parse_type()?;
    let Some(([input], [output])) = fty.function_parts(ctx) else {
        return p.op_error_at(
            fn_at,
            "expected trailing function type with one argument and one result",
        );
    };
    let (input, output) = (*input, *output);
    p.resolve_operands(&[size], &[input], at)?;
    // As MLIR, the element type is kept only when the result is a
    // pointer (otherwise the verifier reports the missing attribute).
    if LLVMPointerType::from_type(ctx, output).is_some() {
        p.set_property("elem_type", Attribute::type_attr(ctx, elem));
    }
    p.add_result_types(&[output]);
    Ok(())
}

fn print_alloca(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let Some(op) = OpView::new(ctx, p.body, p.op).dyn_cast::<AllocaOp<'_>>() else {
        return;
    };
    p.write(" ");
    if op.inalloca().is_some() {
        p.write("inalloca ");
    }
    p.print_operand(op.array_size());
    p.write(" x ");
    if let Some(t) = op.elem_type().0.as_type(ctx) {
        p.print_type(t);
    }
    p.print_optional_attr_dict(&["elem_type", "inalloca"]);
    p.write(" : (");
    p.print_type(p.body.value_type(op.array_size()));
    p.write(") -> ");
    p.print_type(p.body.value_type(op.res()));
}

/// LLVM's atomic orderings (ODS `AtomicOrdering`, an `I64EnumAttr`:
/// `ordering = 4 : i64` in generic form, `atomic acquire` in custom form).
#[int_enum(
    cpp_name = "::mlir::LLVM::AtomicOrdering",
    summary = "Atomic ordering for LLVM's memory model"
)]
pub enum AtomicOrdering {
    /// `not_atomic`
    NotAtomic = 0,
    /// `unordered`
    Unordered = 1,
    /// `monotonic`
    Monotonic = 2,
    /// `acquire`
    Acquire = 4,
    /// `release`
    Release = 5,
    /// `acq_rel`
    AcqRel = 6,
    /// `seq_cst`
    SeqCst = 7,
}

/// MLIR's `verifyAtomicMemOp`: an atomic access needs a type of a
/// power-of-two size of at least a byte, an ordering the op supports
/// (`unsupported` lists the ones it does not) and an alignment; a
/// non-atomic one has no sync scope.
fn verify_atomic(
    view: OpView<'_>,
    value_ty: Type,
    ordering: AtomicOrdering,
    alignment: Option<I64Attr>,
    syncscope: Option<StrAttr>,
    unsupported: &[AtomicOrdering],
) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    if ordering == AtomicOrdering::NotAtomic {
        if syncscope.is_some() {
            return Err(view.emit_op_error("expected syncscope to be null for non-atomic access"));
        }
        return Ok(());
    }
    let bits = match value_ty.kind(ctx) {
        ir::TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        ir::TypeKind::Float(k) => Some(u64::from(k.width())),
        _ => None,
    };
    let ok = LLVMPointerType::from_type(ctx, value_ty).is_some()
        || bits.is_some_and(|b| b >= 8 && b.is_power_of_two());
    if !ok {
        return Err(view.emit_op_error(format!(
            "unsupported type '{}' for atomic access",
            value_ty.display(ctx)
        )));
    }
    if unsupported.contains(&ordering) {
        return Err(view.emit_op_error(format!("unsupported ordering '{}'", ordering.keyword())));
    }
    if alignment.is_none() {
        return Err(view.emit_op_error("expected alignment for atomic access"));
    }
    Ok(())
}

fn verify_load(op: LoadOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.0.ctx;
    verify_atomic(
        op.0,
        op.0.body.value_type(op.res()),
        op.ordering().value(ctx),
        op.alignment(),
        op.syncscope(),
        &[AtomicOrdering::Release, AtomicOrdering::AcqRel],
    )
}

fn verify_store(op: StoreOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.0.ctx;
    verify_atomic(
        op.0,
        op.0.body.value_type(op.value()),
        op.ordering().value(ctx),
        op.alignment(),
        op.syncscope(),
        &[AtomicOrdering::Acquire, AtomicOrdering::AcqRel],
    )
}

/// Declares a load or store with its own fields and the attributes both
/// have (ODS's `LLVM_MemAccessOpBase` and its `aliasAttrs`): one list, as
/// ODS shares it; two copies of the ten fields were rejected.
macro_rules! mem_access_op {
    ($(#[$m:meta])* $name:ident { $($own:tt)* }) => {
        $(#[$m])*
        pub struct $name {
            $($own)*
            /// The alignment in bytes, if given.
            #[attr(optional)]
            alignment: I64Attr,
            /// Whether the access is volatile.
            #[attr(name = "volatile_", optional)]
            volatile: UnitAttr,
            /// Whether the access is non-temporal.
            #[attr(optional)]
            nontemporal: UnitAttr,
            /// Whether the access is in an invariant group.
            #[attr(name = "invariantGroup", optional)]
            invariant_group: UnitAttr,
            /// The atomic ordering.
            #[attr(default = not_atomic)]
            ordering: I64EnumAttr<AtomicOrdering>,
            /// The synchronization scope of an atomic access.
            #[attr(optional)]
            syncscope: StrAttr,
            /// Access group metadata.
            #[attr(optional)]
            access_groups: ArrayAttr,
            /// Alias scope metadata.
            #[attr(optional)]
            alias_scopes: ArrayAttr,
            /// No-alias scope metadata.
            #[attr(optional)]
            noalias_scopes: ArrayAttr,
            /// Type-based alias analysis metadata.
            #[attr(optional)]
            tbaa: ArrayAttr,
        }
    };
}

mem_access_op!(
    /// `llvm.load [volatile] %p [atomic [syncscope("s")] ORDERING]
    /// [invariant] [invariant_group] : !llvm.ptr -> T` (ODS's format).
    #[op(dialect = LLVMDialect, name = "load", verify = verify_load,
         format = "(`volatile` $volatile^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant` $invariant^)? (`invariant_group` $invariant_group^)? attr-dict `:` qualified(type($addr)) `->` type($res)",
         summary = "Load from memory.")]
    LoadOp {
        /// The address.
        #[operand(ty = LLVMAnyPointer)]
        addr: Value,
        /// Whether the memory does not change while it is dereferenceable.
        #[attr(optional)]
        invariant: UnitAttr,
        /// Dereferenceability metadata.
        #[attr(optional)]
        dereferenceable: Attribute,
        /// The value loaded.
        #[result(ty = LLVMLoadableType)]
        res: Value,
    }
);

/// The default ordering of loads and stores.
fn not_atomic(ctx: &Context) -> I64EnumAttr<AtomicOrdering> {
    I64EnumAttr::get(ctx, AtomicOrdering::NotAtomic)
}

mem_access_op!(
    /// `llvm.store [volatile] %v, %p [atomic [syncscope("s")] ORDERING]
    /// [invariant_group] : T, !llvm.ptr` (ODS's format).
    #[op(dialect = LLVMDialect, name = "store", verify = verify_store,
         format = "(`volatile` $volatile^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant_group` $invariant_group^)? attr-dict `:` type($value) `,` qualified(type($addr))",
         summary = "Store to memory.")]
    StoreOp {
        /// The value stored.
        #[operand(ty = LLVMLoadableType)]
        value: Value,
        /// The address.
        #[operand(ty = LLVMAnyPointer)]
        addr: Value,
    }
);

/// The raw constant index that marks a dynamic one (`INT32_MIN`).
const DYNAMIC_INDEX: i32 = i32::MIN;

/// GEP's no-wrap flags (ODS `GEPNoWrapFlags`): keyword and bits, in
/// MLIR's printing order (`inbounds` is `inbounds_flag | nusw`).
const GEP_FLAGS: [(&str, u64); 3] = [("inbounds", 3), ("nusw", 2), ("nuw", 4)];

/// `llvm.getelementptr [flags] %base[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, T`.
#[op(dialect = LLVMDialect, name = "getelementptr", traits = [NoMemoryEffect],
     parse = parse_gep, print = print_gep, verify = verify_gep,
     summary = "Computes the address of an element of an aggregate.")]
pub struct GEPOp {
    /// The base pointer.
    #[operand(ty = LLVMScalarOrVectorOf<LLVMAnyPointer>)]
    base: Value,
    /// The dynamic indices, in order.
    #[operand(variadic, ty = LLVMScalarOrVectorOf<AnySignlessInteger>)]
    dynamic_indices: Value,
    /// All indices: constants, and `INT32_MIN` where a dynamic one goes.
    #[attr(name = "rawConstantIndices")]
    raw_constant_indices: DenseI32ArrayAttr,
    /// The element type the indices step through.
    #[attr]
    elem_type: TypeAttr,
    /// `inbounds`, `nusw`, `nuw` bits.
    #[attr(name = "noWrapFlags", optional)]
    no_wrap_flags: IntegerAttr,
    /// The computed pointer.
    #[result(ty = LLVMScalarOrVectorOf<LLVMAnyPointer>)]
    res: Value,
}

fn parse_gep(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let mut flags = 0u64;
    while let Some(&(_, bits)) = GEP_FLAGS.iter().find(|(kw, _)| p.peek_keyword(kw)) {
        p.parse_optional_any_keyword();
        flags |= bits;
        if !p.parse_optional_punct(b'|') {
            break;
        }
    }
    let at = p.pos();
    let base = p.parse_operand()?;
    p.parse_punct(b'[')?;
    let mut operands = vec![base];
    let mut raw: Vec<u64> = Vec::new();
    // MLIR's `parseGEPIndices`: at least one index, each an integer that
    // fits 32 bits or else an operand (`expected SSA operand`).
    loop {
        let at = p.pos();
        match p.parse_optional_integer()? {
            Some(v) => match i32::try_from(v) {
                Ok(v) => raw.push(i64::from(v) as u64),
                Err(_) => return p.op_error_at(at, "integer value too large"),
            },
            None => {
                operands.push(p.parse_operand()?);
                raw.push(DYNAMIC_INDEX as i64 as u64);
            }
        }
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b']')?;
    match Attribute::dense_array(ctx, Type::int(ctx, 32), &raw) {
        Ok(a) => p.set_property("rawConstantIndices", a),
        Err(m) => return p.error(m),
    }
    match Attribute::integer(ctx, Type::int(ctx, 32), flags as i64) {
        Ok(a) => p.set_property("noWrapFlags", a),
        Err(m) => return p.error(m),
    }
    p.parse_optional_attr_dict()?;
    p.parse_punct(b':')?;
    let (_, inputs, outputs) = p.parse_function_type()?;
    p.parse_punct(b',')?;
    let elem = p.parse_type()?;
    p.set_property("elem_type", Attribute::type_attr(ctx, elem));
    p.resolve_operands(&operands, &inputs, at)?;
    p.add_result_types(&outputs);
    Ok(())
}

fn print_gep(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let Some(op) = OpView::new(ctx, p.body, p.op).dyn_cast::<GEPOp<'_>>() else {
        return;
    };
    let mut flags = gep_flags(op) as u64;
    let mut words = Vec::new();
    for (kw, bits) in GEP_FLAGS {
        if flags & bits == bits {
            words.push(kw);
            flags &= !bits;
        }
    }
    if !words.is_empty() {
        p.write(" ");
        p.write(&words.join("|"));
    }
    p.write(" ");
    p.print_operand(op.base());
    p.write("[");
    let mut dynamic = op.dynamic_indices();
    for (i, &r) in gep_raw_indices(op).iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (r as i64 as i32 == DYNAMIC_INDEX, dynamic.next()) {
            (true, Some(v)) => p.print_operand(v),
            _ => p.write(&(r as i64).to_string()),
        }
    }
    p.write("]");
    p.print_optional_attr_dict(&["elem_type", "noWrapFlags", "rawConstantIndices"]);
    p.write(" : (");
    let operand_types: Vec<Type> = p
        .body
        .operands(p.op)
        .map(|v| p.body.value_type(v))
        .collect();
    p.print_types(&operand_types);
    p.write(") -> ");
    p.print_type(p.body.value_type(op.res()));
    p.write(", ");
    if let Some(t) = op.elem_type().0.as_type(ctx) {
        p.print_type(t);
    }
}

/// The no-wrap flag bits (0 when absent).
fn gep_flags(op: GEPOp<'_>) -> i64 {
    op.no_wrap_flags()
        .and_then(|f| f.0.as_i64(op.0.ctx))
        .unwrap_or(0)
}

/// The raw indices, sign-extended: constants, and [`DYNAMIC_INDEX`] for
/// each dynamic one.
fn gep_raw_indices(op: GEPOp<'_>) -> Vec<u64> {
    op.raw_constant_indices()
        .0
        .as_dense_array(op.0.ctx)
        .map(|(_, v)| v.to_vec())
        .unwrap_or_default()
}

fn verify_gep(op: GEPOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let ctx = view.ctx;
    let raw = gep_raw_indices(op);
    let dynamic = raw
        .iter()
        .filter(|&&r| r as i64 as i32 == DYNAMIC_INDEX)
        .count();
    if dynamic != op.dynamic_indices().len() {
        return Err(view.emit_op_error(
            "expected as many dynamic indices as specified in 'rawConstantIndices'",
        ));
    }
    if gep_flags(op) & 3 == 1 {
        return Err(view.emit_op_error("'inbounds_flag' cannot be used directly."));
    }
    // MLIR's `verifyStructIndices`: after the first index (which steps
    // over the pointer), an index into a struct must be a constant in
    // bounds; arrays and vectors are stepped through; any other type
    // cannot be indexed.
    let Some(mut ty) = op.elem_type().0.as_type(ctx) else {
        return Ok(());
    };
    for (pos, &r) in raw.iter().enumerate().skip(1) {
        if let Some(a) = super::types::LLVMArrayType::from_type(ctx, ty) {
            ty = *a.element_type(ctx);
        } else if let ir::TypeKind::Vector { element, .. } = ty.kind(ctx) {
            ty = *element;
        } else if let Some(s) = super::types::LLVMStructType::from_type(ctx, ty) {
            let index = r as i64 as i32;
            if index == DYNAMIC_INDEX {
                return Err(view.emit_op_error(format!(
                    "expected index {pos} indexing a struct to be constant"
                )));
            }
            let elements = s.elements(ctx);
            match usize::try_from(index).ok().and_then(|i| elements.get(i)) {
                Some(&e) => ty = e,
                None => {
                    return Err(view
                        .emit_op_error(format!("index {pos} indexing a struct is out of bounds")));
                }
            }
        } else {
            return Err(view.emit_op_error(format!(
                "type '{}' cannot be indexed (index #{pos})",
                ty.display(ctx)
            )));
        }
    }
    Ok(())
}
