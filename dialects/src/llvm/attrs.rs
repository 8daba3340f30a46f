//! The LLVM dialect's enum attributes that `llvm.func` carries:
//! `#llvm.linkage<external>` and `#llvm.cconv<ccc>` (ODS `LinkageAttr`,
//! `CConvAttr`), each an `#[attr_def]` over an `#[int_enum]`, with MLIR's
//! keywords and values.

use super::LLVMDialect;
use ir::prelude::*;

/// LLVM's linkage kinds (ODS `LinkageEnum`).
#[int_enum(cpp_name = "::mlir::LLVM::linkage::Linkage")]
pub enum Linkage {
    /// `private`
    Private = 0,
    /// `internal`
    Internal = 1,
    /// `available_externally`
    AvailableExternally = 2,
    /// `linkonce`
    Linkonce = 3,
    /// `weak`
    Weak = 4,
    /// `common`
    Common = 5,
    /// `appending`
    Appending = 6,
    /// `extern_weak`
    ExternWeak = 7,
    /// `linkonce_odr`
    #[keyword = "linkonce_odr"]
    LinkonceODR = 8,
    /// `weak_odr`
    #[keyword = "weak_odr"]
    WeakODR = 9,
    /// `external`
    External = 10,
}

/// `#llvm.linkage<internal>`.
#[attr_def(dialect = LLVMDialect, mnemonic = "linkage",
           format = "`<` $linkage `>`", ods_name = "LinkageAttr")]
pub struct LinkageAttr {
    /// The linkage.
    linkage: Linkage,
}

/// The calling conventions this dialect knows (a subset of ODS
/// `CConvEnum`, same values).
#[int_enum(cpp_name = "::mlir::LLVM::cconv::CConv")]
pub enum CConv {
    /// `ccc`, the C convention.
    #[keyword = "ccc"]
    C = 0,
    /// `fastcc`
    #[keyword = "fastcc"]
    Fast = 8,
    /// `coldcc`
    #[keyword = "coldcc"]
    Cold = 9,
}

/// `#llvm.cconv<ccc>`.
#[attr_def(dialect = LLVMDialect, mnemonic = "cconv",
           format = "`<` $calling_conv `>`", ods_name = "CConvAttr")]
pub struct CConvAttr {
    /// The calling convention.
    calling_conv: CConv,
}
