//! Two definitions of one `!dialect.mnemonic` in one binary are a defect
//! of how it was built: the first lookup stops the process with an error
//! naming both definitions' modules (its own test binary, since the
//! defect poisons every parse in it).

use ir::prelude::*;

/// The `dup` dialect.
#[dialect(name = "dup")]
pub struct DupDialect;

mod one {
    use super::DupDialect;
    use ir::prelude::*;

    /// `!dup.twin`, once.
    #[type_def(dialect = DupDialect, mnemonic = "twin")]
    pub struct TwinType;
}

mod two {
    use super::DupDialect;
    use ir::prelude::*;

    /// `!dup.twin`, twice.
    #[type_def(dialect = DupDialect, mnemonic = "twin")]
    pub struct OtherTwinType;
}

#[test]
fn a_duplicate_mnemonic_is_a_loud_error_naming_both() {
    let r = std::panic::catch_unwind(|| {
        ir::text::dialect_defs::find(ir::__private::DefKind::Type, "dup", "twin").is_some()
    });
    let e = r.expect_err("the lookup must fail");
    let msg = e.downcast_ref::<String>().cloned().unwrap_or_default();
    assert_eq!(
        msg,
        "type `dup.twin` is registered twice: by `duplicate_mnemonic::one` and by `duplicate_mnemonic::two`"
    );
    // The handles themselves still work: the defect is in the registry.
    let ctx = Context::new();
    assert_ne!(
        one::TwinType::get(&ctx).ty(),
        two::OtherTwinType::get(&ctx).ty()
    );
}
