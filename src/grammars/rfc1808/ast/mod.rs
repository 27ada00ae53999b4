//! The typed tree of an RFC 1808 `URL`: borrowed from the input,
//! allocation-free, a span on every node, and `Display` giving the text
//! back (recomposed from the parts where a node has parts).

mod build;
mod fast;
mod path;
mod relative;
mod url;

pub use path::{Params, Path};
pub use relative::Relative;
pub use url::{Absolute, Url};

pub use crate::engine::Text;

/// `scheme` (section 2.2).
pub type Scheme<'a> = Text<'a>;
/// `net_loc` (section 2.2): everything between `//` and the next `/`,
/// `;` and `?` included.
pub type NetLoc<'a> = Text<'a>;
/// A `fsegment` or `segment` of a path (section 2.2).
pub type Segment<'a> = Text<'a>;
/// `query` (section 2.2).
pub type Query<'a> = Text<'a>;
/// `fragment` (section 2.2).
pub type Fragment<'a> = Text<'a>;
