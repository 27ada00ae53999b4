//! serde support (the `serde` feature): an owned reference serializes as its
//! text, and deserializing parses, so an invalid string is an error, never a
//! value that breaks the type's promise.

use serde::de::{Deserialize, Deserializer, Error};
use serde::ser::{Serialize, Serializer};

use super::{AbsoluteUriString, RelativeRefString, UriRefString, UriString};

macro_rules! serde_impls {
    ($($ty:ident),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = String::deserialize(deserializer)?;
                $ty::try_from(text).map_err(D::Error::custom)
            }
        }
    )*};
}

serde_impls!(
    UriRefString,
    UriString,
    RelativeRefString,
    AbsoluteUriString
);
