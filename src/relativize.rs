//! The inverse of resolution: the shortest reference that resolves, against a
//! given base, back to a given target.
//!
//! Candidates are built in the forms of section 4.2 (same-document `#f`,
//! query-only `?q`, relative path with `../`, absolute path, network path)
//! plus the target itself, each is checked by resolving it (strictly), and
//! the shortest that resolves to the target wins. Checking by resolution makes
//! the result correct by construction, whatever corner the paths are in.
//!
//! Resolution always removes dot segments from the reference's path, so a
//! target whose path still has `.` or `..` segments cannot be reached exactly
//! unless it is the base's own path; the result then resolves to the target
//! with its dot segments removed (which is what resolving the target itself
//! gives).

use crate::ast::{Uri, UriRef};
use crate::owned::{UriRefString, UriString};
use crate::resolve::resolve;

impl Uri<'_> {
    /// The shortest reference that resolves against this URI to `target`;
    /// see [`relativize`].
    ///
    /// ```
    /// use urigram::Uri;
    /// let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    /// let target = Uri::parse("http://a/b/g?y").unwrap();
    /// assert_eq!(base.relativize(&target), "../g?y");
    /// ```
    #[must_use]
    pub fn relativize(&self, target: &Uri<'_>) -> UriRefString {
        relativize(self, target)
    }
}

/// The shortest reference `r` such that resolving `r` against `base` gives
/// what resolving `target` against `base` gives (the target itself when its
/// path has no dot segments).
///
/// ```
/// use urigram::{Uri, relativize::relativize};
/// let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
/// let rel = |t| relativize(&base, &Uri::parse(t).unwrap()).into_string();
/// assert_eq!(rel("http://a/b/c/d;p?q#s"), "#s");
/// assert_eq!(rel("http://a/b/c/d;p?y"), "?y");
/// assert_eq!(rel("http://a/b/c/g"), "g");
/// assert_eq!(rel("http://a/b/c/"), ".");
/// assert_eq!(rel("http://a/x"), "/x");
/// assert_eq!(rel("http://g/x"), "//g/x");
/// assert_eq!(rel("ftp://a/b"), "ftp://a/b");
/// assert_eq!(rel("http://a/b/c/g:h"), "./g:h");
/// ```
#[must_use]
pub fn relativize(base: &Uri<'_>, target: &Uri<'_>) -> UriRefString {
    let goal: UriString = resolve(base, &UriRef::Uri(*target));
    let g = goal.as_uri();
    let mut best: Option<String> = None;
    let mut consider = |candidate: String| {
        if best.as_ref().is_some_and(|b| b.len() <= candidate.len()) {
            return;
        }
        if let Ok(r) = UriRef::parse(&candidate) {
            if resolve(base, &r) == goal {
                best = Some(candidate);
            }
        }
    };
    // The target itself is always a candidate: a URI resolves to itself, so
    // no answer needs to be longer than it (base "a:./", target "a:a").
    consider(goal.as_str().to_owned());
    let mut tail = String::new();
    if let Some(q) = g.query() {
        tail.push('?');
        tail.push_str(q.as_str());
    }
    let fragment = g.fragment().map(|f| format!("#{}", f.as_str()));
    let fragment = fragment.as_deref().unwrap_or("");
    tail.push_str(fragment);

    if g.scheme().as_str() == base.scheme().as_str() {
        let same_authority =
            g.authority().map(|a| a.as_str()) == base.authority().map(|a| a.as_str());
        if same_authority {
            consider(fragment.to_owned());
            if g.query().is_some() {
                consider(tail.clone());
            }
            if let Some(p) = relative_path(base, g.path().as_str()) {
                consider(p + &tail);
            }
            let path = g.path().as_str();
            if path.starts_with('/') && !path.starts_with("//") {
                consider(format!("{path}{tail}"));
            }
        }
        if let Some(a) = g.authority() {
            consider(format!("//{}{}{tail}", a.as_str(), g.path().as_str()));
        }
    }
    match best {
        Some(b) => UriRefString::parse(&b).unwrap_or_else(|_| goal.into()),
        None => goal.into(),
    }
}

/// A relative-path reference from the base's directory to `path`: `../` for
/// each directory to climb, then the rest of `path`.
fn relative_path(base: &Uri<'_>, path: &str) -> Option<String> {
    let bp = base.path().as_str();
    // The directory that merge (section 5.2.3) puts in front.
    let dir = if base.authority().is_some() && bp.is_empty() {
        "/"
    } else {
        bp.rfind('/').map_or("", |i| &bp[..=i])
    };
    // The longest prefix of `dir` ending in "/" that `path` shares.
    let common = dir
        .match_indices('/')
        .map(|(i, _)| i + 1)
        .take_while(|&k| path.as_bytes().get(..k) == Some(&dir.as_bytes()[..k]))
        .last()
        .unwrap_or(0);
    if common == 0 && path.starts_with('/') && !dir.is_empty() {
        // Nothing shared, not even the root: an absolute path does better.
        return None;
    }
    let ups = dir[common..].matches('/').count();
    let rest = &path[common..];
    let mut out = String::new();
    if rest.is_empty() {
        if ups == 0 {
            out.push('.');
        } else {
            out.push_str(&"../".repeat(ups - 1));
            out.push_str("..");
        }
        return Some(out);
    }
    out.push_str(&"../".repeat(ups));
    let first = rest.split('/').next().unwrap_or_default();
    if ups == 0 && (first.contains(':') || rest.starts_with('/') || first == "." || first == "..") {
        out.push_str("./");
    }
    out.push_str(rest);
    Some(out)
}
