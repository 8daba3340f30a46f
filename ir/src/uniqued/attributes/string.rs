//! The value of a string attribute: any bytes, as MLIR's `StringAttr`
//! holds (`"a\FF\FEb"` is three bytes no UTF-8 decoder accepts), read as
//! `&str` without cost when they are text.
//!
//! Valid UTF-8 is kept as a `str` and anything else as bytes, decided once
//! when the value is made, so the common case needs no check on reading.
//! Keeping every value as bytes was rejected: each `&str` read (symbol
//! names, visibilities) would then validate the bytes again, and the only
//! way around that is `unsafe`, which the crate denies.

/// The bytes of a string attribute; see the module docs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StringValue(Repr);

/// Valid UTF-8 is always `Text`, so equal values have equal
/// representations (equality and hashing stay structural).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Repr {
    Text(Box<str>),
    Bytes(Box<[u8]>),
}

impl StringValue {
    /// The value holding `bytes`, as text when they are UTF-8.
    pub fn from_bytes(bytes: &[u8]) -> StringValue {
        match std::str::from_utf8(bytes) {
            Ok(s) => StringValue(Repr::Text(s.into())),
            Err(_) => StringValue(Repr::Bytes(bytes.into())),
        }
    }

    /// The bytes.
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Text(s) => s.as_bytes(),
            Repr::Bytes(b) => b,
        }
    }

    /// The text, when the bytes are UTF-8.
    pub fn as_str(&self) -> Option<&str> {
        match &self.0 {
            Repr::Text(s) => Some(s),
            Repr::Bytes(_) => None,
        }
    }
}

impl From<&str> for StringValue {
    fn from(s: &str) -> StringValue {
        StringValue(Repr::Text(s.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::StringValue;

    #[test]
    fn text_and_bytes_are_told_apart_once() {
        let t = StringValue::from_bytes("é".as_bytes());
        assert_eq!(t, StringValue::from("é"));
        assert_eq!(t.as_str(), Some("é"));
        let b = StringValue::from_bytes(b"a\xFF\xFEb");
        assert_eq!(b.as_str(), None);
        assert_eq!(b.as_bytes(), b"a\xFF\xFEb");
        assert_ne!(b, StringValue::from_bytes(b"a\xFF\xFDb"));
    }
}
