//! An MLIR-style IR runtime.
//!
//! The crate holds the shared runtime every dialect builds on, in layers,
//! each using only the ones before it:
//!
//! 1. [`uniqued`]: the [`Context`] and what it uniques ([`Type`]s,
//!    [`Attribute`]s, [`Location`]s, interned strings and op names), with
//!    attribute and type [interfaces](uniqued::interfaces).
//! 2. [`storage`]: IR in [`Body`] arenas (one per `IsolatedFromAbove` op,
//!    so sibling functions can be mutated in parallel with plain `&mut`
//!    borrows), the [`OpBuilder`], walks and cloning.
//! 3. [`semantics`]: the registry of dialects and ops, op views, traits,
//!    interfaces, folding, symbols, the verifier and [`Diagnostic`]s.
//! 4. [`text`]: the parser, the printer and the custom-assembly hooks.
//! 5. [`builtin`]: the builtin dialect, defined with the macros.
//! 6. [`pass`](mod@pass) and [`transforms`]: the pass manager and the passes.
//! 7. [`opt`]: the `mlir-opt`-compatible driver.
//! 8. [`reference`](mod@reference): documentation only, no code (see below).
//!
//! Dialect crates usually need only [`prelude`] and the root re-exports.
//!
//! **The reference** of the macros is the module [`reference`](mod@reference)
//! (documentation only): every option of `#[dialect]`, `#[op]`,
//! `#[op_interface]`, `#[type_def]`, `#[attr_def]`, `#[int_enum]`,
//! `#[bit_enum]` and `#[pass]`, every hook's signature, every format
//! directive, constraint and trait with its message, what each macro
//! generates, and what a binary must link.
//!
//! ```
//! use ir::{Body, Context, Location, OpBuilder, OperationState, Type};
//!
//! let ctx = Context::new();
//! let mut body = Body::with_root_regions(1);
//! let region = body.root_regions()[0];
//! let block = body.append_new_block(region);
//! let loc = Location::unknown(&ctx);
//! let mut b = OpBuilder::at_end(&ctx, &mut body, block);
//! let mut st = OperationState::new(&ctx, "test.constant", loc);
//! st.result_types.push(Type::i64(&ctx));
//! let c = b.create_value(&st);
//! assert!(body.use_empty(c));
//! ```
//!
//! Two sibling isolated bodies can be mutated at once, but one body cannot be
//! borrowed mutably twice:
//!
//! ```compile_fail
//! let mut body = ir::Body::new();
//! let a = &mut body;
//! let b = &mut body;
//! a.create_block();
//! b.create_block();
//! ```

extern crate self as ir;

// The layers, bottom to top: each uses only the layers below it (the
// `layers` test in `ir/tests` checks every `crate::` path).

// Layer 1, uniqued data: the Context, types, attributes, locations, APInt/APFloat.
pub mod uniqued;
// Layer 2, storage: typed ids, bodies, the builder, cursors, walks, cloning.
pub mod storage;
// Layer 3, semantics: registry, op views, traits, interfaces, fold, symbols, verifier.
pub mod semantics;
// Layer 4, text: lexer, parser, printer, custom-assembly hooks, diagnostics as text.
pub mod text;
// Layer 5, the builtin dialect (`builtin.module`), defined with the macros.
pub mod builtin;
// Layer 6, passes: the pass manager and pipelines, and the transformations.
pub mod pass;
pub mod transforms;
// Layer 7, the driver: the mlir-opt-compatible command line.
pub mod opt;
// Layer 8, documentation only (no code): the reference of the macros.
pub mod reference;

pub use ir_macros::{
    attr_def, attr_interface, bit_enum, dialect, dialect_interface, external_model, int_enum, op,
    op_interface, pass, type_def, type_interface,
};
pub use semantics::diag::{Diagnostic, Severity};
pub use semantics::op::{OpFamily, OpType, OpView, OpViewMut};
pub use semantics::verify::{VerifyOptions, verify};
pub use storage::body::{
    Block, BlockOperand, Body, OpOperand, Operation, OperationName, OperationState, Region, Value,
    ValueDef,
};
pub use storage::builder::{InsertPoint, OpBuilder};
pub use storage::clone::{IRMapping, clone_op_into};
pub use storage::cursor::{OpCursor, OpPath, walk_cursors_post_order};
pub use storage::walk::{OpRef, WalkOrder, WalkResult, walk, walk_body, walk_region};
pub use storage::walk_generic::{
    BlockRef, RegionRef, WalkEvent, WalkStage, walk_blocks, walk_events, walk_regions,
    walk_with_stage,
};
pub use uniqued::apint::APInt;
pub use uniqued::attributes::{AttrKind, Attribute, NamedAttribute};
pub use uniqued::context::{Context, Ident};
pub use uniqued::dialect_defs::{DefInfo, DefParams, DefTrait};
pub use uniqued::location::{Location, LocationAttr, LocationKind};
pub use uniqued::types::{FloatKind, Signedness, Type, TypeKind};

/// What a dialect crate usually imports.
///
/// A dialect, an op with a typed attribute and an interface:
///
/// ```
/// use ir::prelude::*;
///
/// /// The `demo` dialect.
/// #[dialect(name = "demo")]
/// pub struct DemoDialect;
///
/// /// Ops that know their cost.
/// #[op_interface]
/// pub trait Costed {
///     /// The cost.
///     fn cost(&self) -> u32;
/// }
///
/// /// `demo.add`: adds two values.
/// #[op(dialect = DemoDialect, name = "add",
///      traits = [Commutative, SameOperandsAndResultType, dyn Costed])]
/// pub struct AddOp {
///     /// Left.
///     #[operand] lhs: Value,
///     /// Right.
///     #[operand] rhs: Value,
///     /// Sum.
///     #[result] sum: Value,
///     /// A note.
///     #[attr(optional)] note: StringAttr,
/// }
///
/// impl Costed for AddOp<'_> {
///     fn cost(&self) -> u32 { 1 }
/// }
///
/// let ctx = Context::new();
/// let mut body = Body::with_root_regions(1);
/// let block = body.append_new_block(body.root_regions()[0]);
/// let loc = Location::unknown(&ctx);
/// let i32 = Type::int(&ctx, 32);
/// let x = body.add_block_arg(block, i32, loc);
/// // Builders take every required operand and attribute: leaving one out
/// // does not compile.
/// let op = AddOp::build(&mut OpBuilder::at_end(&ctx, &mut body, block), loc, i32, x, x, None);
/// let add = AddOp::cast(&ctx, &body, op).unwrap();
/// assert_eq!(add.lhs(), x);
/// assert!(add.has_trait::<Commutative>());
/// assert_eq!(add.cast::<CostedHandle>().unwrap().cost(), 1);
/// let info = ctx.op_info(body.op_name(op)).unwrap();
/// assert!((info.verify.unwrap())(&ctx, OpRef::new(&body, op)).is_ok());
/// ```
pub mod prelude {
    pub use crate::semantics::constraints::*;
    pub use crate::semantics::fold::{FoldOutcome, FoldResults, OpFoldResult};
    pub use crate::semantics::interfaces::OpInterface;
    // The runtime's interfaces with their Concepts, so that they can be
    // listed in `traits = [...]` with nothing more imported.
    pub use crate::semantics::interfaces::branch::{
        BranchOpInterface, BranchOpInterfaceConcept, SuccessorOperands,
    };
    pub use crate::semantics::interfaces::call::{
        CallOpInterface, CallOpInterfaceConcept, CallableOpInterface, CallableOpInterfaceConcept,
        FunctionOpInterface, FunctionOpInterfaceConcept,
    };
    pub use crate::semantics::interfaces::destination_style::{
        DestinationStyleOpInterface, DestinationStyleOpInterfaceConcept,
    };
    pub use crate::semantics::interfaces::loop_like::{
        LoopLikeOpInterface, LoopLikeOpInterfaceConcept, ViewLikeOpInterface,
        ViewLikeOpInterfaceConcept,
    };
    pub use crate::semantics::interfaces::region_branch::{
        RegionBranchOpInterface, RegionBranchOpInterfaceConcept, RegionBranchPoint,
        RegionBranchTerminatorOpInterface, RegionBranchTerminatorOpInterfaceConcept,
        RegionSuccessor,
    };
    pub use crate::semantics::interfaces::region_kind::{
        RegionKind, RegionKindInterface, RegionKindInterfaceConcept,
    };
    pub use crate::semantics::interfaces::side_effects::{
        ConditionallySpeculatable, ConditionallySpeculatableConcept, EffectInstance, EffectKind,
        EffectTarget, MemAlloc, MemFree, MemRead, MemWrite, MemoryEffectOpInterface,
        MemoryEffectOpInterfaceConcept, Resource, ResourceDecl, Speculatability,
    };
    pub use crate::semantics::symbols::{
        SymbolOpInterface, SymbolOpInterfaceConcept, SymbolUserOpInterface,
        SymbolUserOpInterfaceConcept,
    };
    pub use crate::semantics::traits::*;
    pub use crate::text::dialect_defs::{DialectAsmParser, DialectAsmPrinter};
    pub use crate::text::{PResult, def_params::DefParam};
    pub use crate::transforms::rewrite::{
        FnPattern, MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePattern,
        RewritePatternSet,
    };
    pub use crate::uniqued::int_enum::{I32EnumAttr, I64EnumAttr, IntEnum};
    pub use crate::uniqued::typed_attrs::*;
    pub use crate::{
        Attribute, Block, Body, Context, Diagnostic, Location, OpBuilder, OpFamily, OpRef, OpType,
        OpView, Operation, Region, Type, Value, attr_def, attr_interface, bit_enum, dialect,
        dialect_interface, external_model, int_enum, op, op_interface, type_def, type_interface,
    };
    // The builtin attribute and type interfaces, listable in a
    // definition's `traits = [...]`.
    pub use crate::uniqued::interfaces::builtin::{
        MemRefElementTypeInterface, MemRefElementTypeInterfaceConcept, MemRefLayoutAttrInterface,
        MemRefLayoutAttrInterfaceConcept, ShapedType, ShapedTypeConcept, ShapedTypeHandle,
        TypedAttrInterface, TypedAttrInterfaceConcept, TypedAttrInterfaceHandle,
        VectorElementTypeInterface, VectorElementTypeInterfaceConcept,
    };
}

// Not public API. Used by generated code.
#[doc(hidden)]
pub mod __private {
    pub use crate::pass::{
        DeclaredPass, Pass, PassInfo, PassOption, PassOptions, PassRegistration,
    };
    pub use crate::semantics::constraints;
    pub use crate::semantics::fold::{
        FoldFn, FoldOutcome, OpFoldResult, ReadFoldFn, finish_multi_fold, finish_single_fold,
        fold_traits,
    };
    pub use crate::semantics::interfaces::branch::SuccessorOperands;
    pub use crate::semantics::interfaces::dialect::{DialectInterface, DialectInterfaceEntry};
    pub use crate::semantics::interfaces::models::{ExternalModelEntry, PromisedInterface};
    pub use crate::semantics::interfaces::{
        InterfaceCache, InterfaceConcept, InterfaceEntry, ModelFor, OpInterface, SeenInterfaces,
        cast_view, fnv1a, interface_entry, sort_entries,
    };
    pub use crate::semantics::op::{
        Dialect, concat_name, name_str, sub_segment, sub_segment_count, value_segment,
    };
    pub use crate::semantics::op::{OpFamily, OpNameList, OpType, OpView, OpViewMut};
    pub use crate::semantics::registry::{
        DefaultAttr, DialectEntry, DialectInfo, OpEntry, OpFlags, OpInfo, PropertyStorage,
        StorageKind, VerifyFn,
    };
    pub use crate::semantics::traits;
    pub use crate::semantics::traits::verify_value_size_attr;
    pub use crate::semantics::traits::{OpTrait, TraitId, TraitSet};
    pub use crate::text::PResult;
    pub use crate::text::def_params::DefParam;
    pub use crate::text::dialect_defs::{
        DefSyntax, DefSyntaxEntry, DialectAsmParser, DialectAsmPrinter, UnknownMnemonicMessage,
    };
    pub use crate::text::format;
    pub use crate::text::{OpSyntax, SyntaxEntry};
    pub use crate::transforms::rewrite::{
        CanonicalizationEntry, CanonicalizationHook, CanonicalizationOwner, MatchResult,
        PatternRewriter, RewritePatternSet,
    };
    pub use crate::uniqued::dialect_defs::{
        DefInfo, DefKind, DefSlot, DefTraitEntry, DialectStorage,
    };
    pub use crate::uniqued::int_enum::IntEnum;
    pub use crate::uniqued::interfaces::{
        Class, DefEntry, LinkedModel, ModelCache, UniquedClass, UniquedHandle, UniquedInterface,
        UniquedModelFor, cast_model,
    };
    pub use crate::uniqued::irdl;
    pub use crate::uniqued::typed_attrs::AttrType;
    pub use crate::{
        Attribute, Block, Body, Context, Diagnostic, Location, OpBuilder, OpRef, Operation,
        OperationState, Region, Type, Value,
    };
    pub use core::any::Any;
    pub use core::option::Option::{self, None, Some};
    pub use core::result::Result::{self, Err, Ok};
    pub use inventory;
    pub use smallvec::SmallVec;
    pub use std::vec::Vec;

    /// The getter of a required attribute on an op that lacks it (an op
    /// that does not verify).
    #[cold]
    #[track_caller]
    pub fn required_attr_missing(op: &str, name: &str) -> ! {
        panic!("'{op}' has no valid required attribute '{name}': verify the op before reading it")
    }

    /// Whether `list` holds `name` (`const`, for the accessor clash checks).
    pub const fn str_list_contains(list: &[&str], name: &str) -> bool {
        let mut i = 0;
        while i < list.len() {
            let (a, b) = (list[i].as_bytes(), name.as_bytes());
            if a.len() == b.len() {
                let mut j = 0;
                while j < a.len() && a[j] == b[j] {
                    j += 1;
                }
                if j == a.len() {
                    return true;
                }
            }
            i += 1;
        }
        false
    }

    /// An attribute check's message as the op's error.
    pub fn op_error(view: OpView<'_>, r: Result<(), String>) -> Result<(), Diagnostic> {
        r.map_err(|m| view.emit_op_error(m))
    }

    /// Whether `list` holds `id` (`const`, for the external-model checks).
    pub const fn u64_list_contains(list: &[u64], id: u64) -> bool {
        let mut i = 0;
        while i < list.len() {
            if list[i] == id {
                return true;
            }
            i += 1;
        }
        false
    }

    /// A verification failure for a missing required attribute.
    pub fn missing_attr(view: OpView<'_>, name: &str) -> Diagnostic {
        view.emit_op_error(format_args!("requires attribute '{name}'"))
    }
}
