use ir::prelude::*;

fn check(_: &Context, _: Attribute) -> Result<(), String> {
    Ok(())
}

/// Attribute interfaces take no options.
#[attr_interface(verify = check)]
pub trait Checked {}

fn main() {}
