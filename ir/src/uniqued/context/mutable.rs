//! The mutable part of identified (recursive) types, MLIR's
//! `TypeStorage::mutate`: a side table of the context that maps a type to
//! a body set at most once.
//!
//! An identified type such as LLVM's `!llvm.struct<"list", (i32, ptr)>` is
//! uniqued by its identifier alone (its `DialectStorage` parameters hold
//! the name), so that a body may refer back to the type before the body
//! exists. The body lives here, keyed by the type handle, behind one
//! `RwLock`: reads after the body is set take the shared lock, and the
//! first writer wins. Storing the body inside the uniqued storage
//! (interior mutability in the parameters) was rejected: the uniquer
//! hashes and compares parameters, and a body that changes under it
//! would break both.

use super::Context;
use crate::uniqued::types::Type;
use core::any::Any;
use std::sync::Arc;

/// The body of an identified type, type-erased.
pub(crate) type Body = Arc<dyn Any + Send + Sync>;

/// Why [`Context::set_type_body`] did not set a body.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct BodyAlreadySet;

impl Context {
    /// Sets the body of identified type `ty` to `body` if it has none.
    /// Setting the same body again succeeds (MLIR's `mutate` is
    /// idempotent); a different body is an error and the first one stays.
    pub fn set_type_body<B: Any + PartialEq + Send + Sync>(
        &self,
        ty: Type,
        body: B,
    ) -> Result<(), BodyAlreadySet> {
        let mut bodies = self
            .mutable_bodies
            .write()
            .unwrap_or_else(|e| e.into_inner());
        match bodies.get(&ty) {
            Some(old) if old.downcast_ref::<B>() == Some(&body) => Ok(()),
            Some(_) => Err(BodyAlreadySet),
            None => {
                bodies.insert(ty, Arc::new(body));
                Ok(())
            }
        }
    }

    /// The body of identified type `ty`, once set and if it is a `B`.
    pub fn type_body<B: Any + Send + Sync>(&self, ty: Type) -> Option<Arc<B>> {
        let bodies = self
            .mutable_bodies
            .read()
            .unwrap_or_else(|e| e.into_inner());
        bodies.get(&ty).cloned()?.downcast::<B>().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_is_set_once_and_read_back() {
        let ctx = Context::new();
        let t = Type::i64(&ctx);
        assert_eq!(ctx.type_body::<Vec<u32>>(t), None);
        assert_eq!(ctx.set_type_body(t, vec![1u32, 2]), Ok(()));
        assert_eq!(ctx.set_type_body(t, vec![1u32, 2]), Ok(()));
        assert_eq!(ctx.set_type_body(t, vec![3u32]), Err(BodyAlreadySet));
        assert_eq!(ctx.type_body::<Vec<u32>>(t).as_deref(), Some(&vec![1, 2]));
        assert_eq!(ctx.type_body::<String>(t), None);
    }

    #[test]
    fn concurrent_setters_agree_on_one_body() {
        let ctx = Context::new();
        let t = Type::index(&ctx);
        let won: Vec<bool> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..8u32)
                .map(|i| {
                    let ctx = &ctx;
                    s.spawn(move || ctx.set_type_body(t, i).is_ok())
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert_eq!(won.iter().filter(|w| **w).count(), 1);
        let body = *ctx.type_body::<u32>(t).unwrap();
        assert!(won[body as usize]);
    }
}
