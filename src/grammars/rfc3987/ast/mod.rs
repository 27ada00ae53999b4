//! The typed tree of an RFC 3987 `IRI-reference`: borrowed from the input,
//! allocation-free, a span on every node, and `Display` giving the text
//! back, recomposed from the parts (RFC 3986 section 5.3, which RFC 3987
//! section 6.5 applies to IRIs).

mod authority;
mod path;
mod reference;

pub use authority::{Authority, Host};
pub use path::{Path, PathKind};
pub use reference::IriRef;

pub use crate::engine::Text;
