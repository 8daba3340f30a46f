//! The LLVM dialect's enum attributes that `llvm.func` carries:
//! `#llvm.linkage<external>` and `#llvm.cconv<ccc>` (ODS `LinkageAttr`,
//! `CConvAttr`), each an `#[attr_def]` over an `#[int_enum]`, and its
//! `visibility_` and `unnamed_addr`, ODS `I64EnumAttr`s (plain `i64`
//! integers in generic form, keywords in custom form), with MLIR's
//! keywords and values.

use super::LLVMDialect;
use ir::prelude::*;

/// LLVM's linkage kinds (ODS `LinkageEnum`), in MLIR 22's order and
/// values, with its message for an unknown keyword.
#[int_enum(
    cpp_name = "linkage::Linkage",
    summary = "LLVM linkage types",
    unknown_message = "expected one of [{keywords}] for LLVM linkage types, got: {keyword}"
)]
pub enum Linkage {
    /// `external`
    External = 0,
    /// `available_externally`
    AvailableExternally = 1,
    /// `linkonce`
    Linkonce = 2,
    /// `linkonce_odr`
    #[keyword = "linkonce_odr"]
    LinkonceODR = 3,
    /// `weak`
    Weak = 4,
    /// `weak_odr`
    #[keyword = "weak_odr"]
    WeakODR = 5,
    /// `appending`
    Appending = 6,
    /// `internal`
    Internal = 7,
    /// `private`
    Private = 8,
    /// `extern_weak`
    ExternWeak = 9,
    /// `common`
    Common = 10,
}

/// `#llvm.linkage<internal>`.
#[attr_def(dialect = LLVMDialect, mnemonic = "linkage",
           format = "`<` $linkage `>`", ods_name = "LinkageAttr")]
pub struct LinkageAttr {
    /// The linkage.
    linkage: Linkage,
}

/// LLVM's calling conventions (ODS `CConvEnum`, whose list leaves out
/// `avr_signalcc` and `amdgpu_pscc`), with MLIR's keywords and LLVM's
/// values.
#[int_enum(
    cpp_name = "CConv",
    summary = "Calling Conventions",
    unknown_message = "expected one of [{keywords}] for Calling Conventions, got: {keyword}"
)]
pub enum CConv {
    /// `ccc`
    #[keyword = "ccc"]
    C = 0,
    /// `fastcc`
    #[keyword = "fastcc"]
    Fast = 8,
    /// `coldcc`
    #[keyword = "coldcc"]
    Cold = 9,
    /// `cc_10`
    #[keyword = "cc_10"]
    GHC = 10,
    /// `cc_11`
    #[keyword = "cc_11"]
    HiPE = 11,
    /// `anyregcc`
    #[keyword = "anyregcc"]
    AnyReg = 13,
    /// `preserve_mostcc`
    #[keyword = "preserve_mostcc"]
    PreserveMost = 14,
    /// `preserve_allcc`
    #[keyword = "preserve_allcc"]
    PreserveAll = 15,
    /// `swiftcc`
    #[keyword = "swiftcc"]
    Swift = 16,
    /// `cxx_fast_tlscc`
    #[keyword = "cxx_fast_tlscc"]
    CxxFastTls = 17,
    /// `tailcc`
    #[keyword = "tailcc"]
    Tail = 18,
    /// `cfguard_checkcc`
    #[keyword = "cfguard_checkcc"]
    CfGuardCheck = 19,
    /// `swifttailcc`
    #[keyword = "swifttailcc"]
    SwiftTail = 20,
    /// `x86_stdcallcc`
    #[keyword = "x86_stdcallcc"]
    X86StdCall = 64,
    /// `x86_fastcallcc`
    #[keyword = "x86_fastcallcc"]
    X86FastCall = 65,
    /// `arm_apcscc`
    #[keyword = "arm_apcscc"]
    ArmApcs = 66,
    /// `arm_aapcscc`
    #[keyword = "arm_aapcscc"]
    ArmAapcs = 67,
    /// `arm_aapcs_vfpcc`
    #[keyword = "arm_aapcs_vfpcc"]
    ArmAapcsVfp = 68,
    /// `msp430_intrcc`
    #[keyword = "msp430_intrcc"]
    Msp430Intr = 69,
    /// `x86_thiscallcc`
    #[keyword = "x86_thiscallcc"]
    X86ThisCall = 70,
    /// `ptx_kernelcc`
    #[keyword = "ptx_kernelcc"]
    PtxKernel = 71,
    /// `ptx_devicecc`
    #[keyword = "ptx_devicecc"]
    PtxDevice = 72,
    /// `spir_funccc`
    #[keyword = "spir_funccc"]
    SpirFunc = 75,
    /// `spir_kernelcc`
    #[keyword = "spir_kernelcc"]
    SpirKernel = 76,
    /// `intel_ocl_bicc`
    #[keyword = "intel_ocl_bicc"]
    IntelOclBi = 77,
    /// `x86_64_sysvcc`
    #[keyword = "x86_64_sysvcc"]
    X86_64SysV = 78,
    /// `win64cc`
    #[keyword = "win64cc"]
    Win64 = 79,
    /// `x86_vectorcallcc`
    #[keyword = "x86_vectorcallcc"]
    X86VectorCall = 80,
    /// `hhvmcc`
    #[keyword = "hhvmcc"]
    Hhvm = 81,
    /// `hhvm_ccc`
    #[keyword = "hhvm_ccc"]
    HhvmC = 82,
    /// `x86_intrcc`
    #[keyword = "x86_intrcc"]
    X86Intr = 83,
    /// `avr_intrcc`
    #[keyword = "avr_intrcc"]
    AvrIntr = 84,
    /// `avr_builtincc`
    #[keyword = "avr_builtincc"]
    AvrBuiltin = 86,
    /// `amdgpu_vscc`
    #[keyword = "amdgpu_vscc"]
    AmdgpuVs = 87,
    /// `amdgpu_gscc`
    #[keyword = "amdgpu_gscc"]
    AmdgpuGs = 88,
    /// `amdgpu_cscc`
    #[keyword = "amdgpu_cscc"]
    AmdgpuCs = 90,
    /// `amdgpu_kernelcc`
    #[keyword = "amdgpu_kernelcc"]
    AmdgpuKernel = 91,
    /// `x86_regcallcc`
    #[keyword = "x86_regcallcc"]
    X86RegCall = 92,
    /// `amdgpu_hscc`
    #[keyword = "amdgpu_hscc"]
    AmdgpuHs = 93,
    /// `msp430_builtincc`
    #[keyword = "msp430_builtincc"]
    Msp430Builtin = 94,
    /// `amdgpu_lscc`
    #[keyword = "amdgpu_lscc"]
    AmdgpuLs = 95,
    /// `amdgpu_escc`
    #[keyword = "amdgpu_escc"]
    AmdgpuEs = 96,
    /// `aarch64_vectorcallcc`
    #[keyword = "aarch64_vectorcallcc"]
    AArch64VectorCall = 97,
    /// `aarch64_sve_vectorcallcc`
    #[keyword = "aarch64_sve_vectorcallcc"]
    AArch64SveVectorCall = 98,
    /// `wasm_emscripten_invokecc`
    #[keyword = "wasm_emscripten_invokecc"]
    WasmEmscriptenInvoke = 99,
    /// `amdgpu_gfxcc`
    #[keyword = "amdgpu_gfxcc"]
    AmdgpuGfx = 100,
    /// `m68k_intrcc`
    #[keyword = "m68k_intrcc"]
    M68kIntr = 101,
}

/// `#llvm.cconv<ccc>`.
#[attr_def(dialect = LLVMDialect, mnemonic = "cconv",
           format = "`<` $calling_conv `>`", ods_name = "CConvAttr")]
pub struct CConvAttr {
    /// The calling convention.
    #[ods_name = "CallingConv"]
    calling_conv: CConv,
}

/// A global's visibility (ODS `Visibility`, an `I64EnumAttr`; the default
/// has no keyword).
#[int_enum(
    cpp_name = "::mlir::LLVM::Visibility",
    summary = "LLVM GlobalValue Visibility"
)]
pub enum Visibility {
    /// No keyword.
    #[keyword = ""]
    Default = 0,
    /// `hidden`
    Hidden = 1,
    /// `protected`
    Protected = 2,
}

/// Whether a global's address is significant (ODS `UnnamedAddr`, an
/// `I64EnumAttr`; the default has no keyword).
#[int_enum(
    cpp_name = "::mlir::LLVM::UnnamedAddr",
    summary = "LLVM GlobalValue UnnamedAddr"
)]
pub enum UnnamedAddr {
    /// No keyword.
    #[keyword = ""]
    None = 0,
    /// `local_unnamed_addr`
    #[keyword = "local_unnamed_addr"]
    Local = 1,
    /// `unnamed_addr`
    #[keyword = "unnamed_addr"]
    Global = 2,
}
