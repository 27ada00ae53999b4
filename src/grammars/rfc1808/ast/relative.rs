//! A `relativeURL` (section 2.2): the whole of a relative URL, and what
//! follows the `:` of a `generic-RL`.

use std::fmt;

use super::{NetLoc, Params, Path, Query, Text};
use crate::engine::Span;

/// `relativeURL = net_path | abs_path | rel_path` (section 2.2), read into
/// its parts the way section 2.4 parses them: a `net_loc` after `//` up to
/// the next `/`, then the path up to the first `;` or `?`, the parameters up
/// to the first `?`, and the query. The grammar makes that reading the only
/// one: `net_loc` holds no `/`, `path` no `;` or `?`, `params` no `?`, and
/// a `rel_path` cannot start with `/`.
///
/// ```
/// use urigram::grammars::rfc1808::Url;
/// let u = Url::parse("//u:p@h:80?x;y/a;b?c").unwrap();
/// let r = u.relative().unwrap();
/// assert_eq!(r.net_loc().unwrap().as_str(), "u:p@h:80?x;y");
/// assert_eq!(r.path().unwrap().as_str(), "/a");
/// assert_eq!(r.params().unwrap().as_str(), "b");
/// assert_eq!(r.query().unwrap().as_str(), "c");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Relative<'a> {
    pub(super) text: Text<'a>,
    pub(super) net_loc: Option<NetLoc<'a>>,
    pub(super) path: Option<Path<'a>>,
    pub(super) params: Option<Params<'a>>,
    pub(super) query: Option<Query<'a>>,
}

impl<'a> Relative<'a> {
    /// Reads the valid `relativeURL` `input[start..end]`.
    pub(super) fn read(input: &'a str, start: usize, end: usize) -> Relative<'a> {
        let bytes = input.as_bytes();
        let find = |from: usize, set: &[u8]| {
            (from..end)
                .find(|&i| set.contains(&bytes[i]))
                .unwrap_or(end)
        };
        let mut pos = start;
        let mut net_loc = None;
        if input[start..end].starts_with("//") {
            let nl_end = find(start + 2, b"/");
            net_loc = Some(Text::at(input, start + 2, nl_end));
            pos = nl_end;
        }
        let path_end = find(pos, b";?");
        let path = (path_end > pos).then(|| Path::new(Text::at(input, pos, path_end)));
        pos = path_end;
        let mut params = None;
        if pos < end && bytes[pos] == b';' {
            let params_end = find(pos + 1, b"?");
            params = Some(Params::new(Text::at(input, pos + 1, params_end)));
            pos = params_end;
        }
        let query = (pos < end).then(|| Text::at(input, pos + 1, end));
        Relative {
            text: Text::at(input, start, end),
            net_loc,
            path,
            params,
            query,
        }
    }

    /// The text, as written.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// The `net_loc` of a `net_path`, without the `//`.
    #[must_use]
    pub fn net_loc(&self) -> Option<NetLoc<'a>> {
        self.net_loc
    }

    /// The path: absolute (the `/` of an `abs_path` and what follows) or a
    /// `path`; `None` when there is neither.
    #[must_use]
    pub fn path(&self) -> Option<Path<'a>> {
        self.path
    }

    /// The parameters after the first `;`, if there is one.
    #[must_use]
    pub fn params(&self) -> Option<Params<'a>> {
        self.params
    }

    /// The query after the `?`, if there is one.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.query
    }
}

impl fmt::Display for Relative<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.net_loc {
            write!(f, "//{n}")?;
        }
        if let Some(p) = self.path {
            write!(f, "{p}")?;
        }
        if let Some(p) = self.params {
            write!(f, ";{p}")?;
        }
        if let Some(q) = self.query {
            write!(f, "?{q}")?;
        }
        Ok(())
    }
}
