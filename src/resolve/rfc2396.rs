//! RFC 2396 section 5.2: the algorithm between RFC 1808's and RFC 3986's,
//! which java.net.URI and the older URI libraries follow.
//!
//! Where it is not RFC 3986's: a `..` that climbs above the root stays
//! (`../../../g` against `http://a/b/c/d;p?q` is `http://a/../g`: step 6g
//! leaves the choice to implementations, and Appendix C.2 shows this one);
//! an absolute path (`/./g`) is taken as written, since only a relative
//! path is merged and cleaned (step 6); an empty reference, or a lone
//! fragment, is the current document (step 2: the base without its
//! fragment, then the reference's); a lone query (`?y`) replaces the last
//! segment (`http://a/b/c/?y`, Appendix C.1), though RFC 2396's own
//! grammar refuses `?y` (an erratum; RFC 3986 allows it).
//!
//! How the text was read, where it is silent:
//!
//! - components are found by Appendix B's regular expression (section 4.3
//!   points there), so both inputs should be checked against RFC 2396's
//!   grammar first, as the `rfc2396` reader of `compare` does;
//! - step 6a takes "all but the last segment" of an empty base path under
//!   an authority (`http://a`) as `/`, the root that an absent `abs_path`
//!   stands for (RFC 3986 section 5.2.3 says so; read literally, `g`
//!   against `http://a` would give `http://ag`, another host);
//! - the root's `/` is no "complete path segment" in step 6e, else `/../g`
//!   would lose it (`http://a/../g` in Appendix C.2 keeps it), while an
//!   empty segment between two `/` is one;
//! - a result path that would begin with `//` without an authority is
//!   written `/.//...`, as [`crate::resolve`] writes it, so that it does not
//!   re-parse as an authority.
//!
//! ```
//! use urigram::resolve::rfc2396::resolve;
//! let base = "http://a/b/c/d;p?q";
//! assert_eq!(resolve(base, "../../../g"), "http://a/../g");
//! assert_eq!(resolve(base, "/./g"), "http://a/./g");
//! assert_eq!(resolve(base, ""), "http://a/b/c/d;p?q");
//! assert_eq!(resolve(base, "?y"), "http://a/b/c/?y");
//! ```

/// A URI reference split by Appendix B's regular expression
/// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
#[derive(Clone, Copy, Debug, Default)]
struct Parts<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// Appendix B: scheme, authority, path, query, fragment, each up to the
/// first character that ends it.
fn split(s: &str) -> Parts<'_> {
    let mut p = Parts::default();
    let mut rest = s;
    if let Some(i) = rest.find([':', '/', '?', '#'])
        && i > 0
        && rest.as_bytes()[i] == b':'
    {
        p.scheme = Some(&rest[..i]);
        rest = &rest[i + 1..];
    }
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find(['/', '?', '#']).unwrap_or(after.len());
        p.authority = Some(&after[..end]);
        rest = &after[end..];
    }
    let end = rest.find(['?', '#']).unwrap_or(rest.len());
    p.path = &rest[..end];
    rest = &rest[end..];
    if let Some(q) = rest.strip_prefix('?') {
        let end = q.find('#').unwrap_or(q.len());
        p.query = Some(&q[..end]);
        rest = &q[end..];
    }
    if let Some(f) = rest.strip_prefix('#') {
        p.fragment = Some(f);
    }
    p
}

/// Resolves `reference` against `base` by RFC 2396 section 5.2 (the
/// module's doc says how the text was read where it is silent).
///
/// ```
/// use urigram::resolve::rfc2396::resolve;
/// assert_eq!(resolve("http://a/b/c/d;p?q", "g;x?y#s"), "http://a/b/c/g;x?y#s");
/// assert_eq!(resolve("http://a", "g"), "http://a/g");
/// ```
#[must_use]
pub fn resolve(base: &str, reference: &str) -> String {
    let b = split(base);
    let r = split(reference);
    // Step 2: a reference to the current document.
    if r.path.is_empty() && r.scheme.is_none() && r.authority.is_none() && r.query.is_none() {
        return recombine(&Parts {
            fragment: r.fragment,
            ..b
        });
    }
    // Step 3: an absolute URI.
    if r.scheme.is_some() {
        return reference.to_owned();
    }
    let mut t = Parts {
        scheme: b.scheme,
        ..r
    };
    // Step 4: a network-path; else the base's authority.
    if r.authority.is_some() {
        return recombine(&t);
    }
    t.authority = b.authority;
    // Step 5: an absolute path.
    if r.path.starts_with('/') {
        return recombine(&t);
    }
    // Step 6: the base's directory, then the reference's path, cleaned.
    let dir = match b.path.rfind('/') {
        Some(i) => &b.path[..=i],
        None if b.authority.is_some() => "/",
        None => "",
    };
    let merged = clean(&format!("{dir}{}", r.path));
    t.path = &merged;
    recombine(&t)
}

/// Step 6c to 6f on the merged path: each `.` segment removed (a last one
/// leaving its `/`), each `<segment>/..` whose segment is not `..`
/// removed, leftmost first, a last one leaving its `/`; `..` above the
/// root kept (6g). A leading `/` is the root, no segment. Removing the
/// leftmost pair again and again is a stack of the segments kept, so this
/// is one pass.
fn clean(path: &str) -> String {
    let (root, body) = match path.strip_prefix('/') {
        Some(b) => ("/", b),
        None => ("", path),
    };
    let segments: Vec<&str> = body.split('/').collect();
    let last = segments.len() - 1;
    let mut kept: Vec<&str> = Vec::with_capacity(segments.len());
    for (n, seg) in segments.iter().enumerate() {
        match *seg {
            "." => {
                if n == last {
                    kept.push("");
                }
            }
            ".." if kept.last().is_some_and(|k| *k != "..") => {
                kept.pop();
                if n == last {
                    kept.push("");
                }
            }
            _ => kept.push(seg),
        }
    }
    format!("{root}{}", kept.join("/"))
}

/// Step 7: the components put back together.
fn recombine(t: &Parts<'_>) -> String {
    let mut out = String::new();
    if let Some(s) = t.scheme {
        out.push_str(s);
        out.push(':');
    }
    if let Some(a) = t.authority {
        out.push_str("//");
        out.push_str(a);
    } else if t.path.starts_with("//") {
        out.push_str("/.");
    }
    out.push_str(t.path);
    if let Some(q) = t.query {
        out.push('?');
        out.push_str(q);
    }
    if let Some(f) = t.fragment {
        out.push('#');
        out.push_str(f);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::clean;

    /// RFC 2396's steps 6c to 6f are RFC 1808's steps 6a to 6d word for
    /// word, whose implementation is held to the text's leftmost-first
    /// loop: the root aside, each path of up to seven pieces of `a`, `.`,
    /// `..`, `` cleans alike.
    #[test]
    fn steps_6c_to_6f_are_rfc_1808s_6a_to_6d() {
        let pieces = ["a", ".", "..", ""];
        // A first piece `` would be the root, which RFC 1808's path leaves
        // out.
        let mut last: Vec<String> = ["a", ".", ".."].map(String::from).to_vec();
        for _ in 0..7 {
            let next: Vec<String> = last
                .iter()
                .flat_map(|p| pieces.map(|t| format!("{p}/{t}")))
                .collect();
            for p in &next {
                let rfc1808 = crate::resolve::rfc1808::remove_dots(p);
                assert_eq!(clean(&format!("/{p}")), format!("/{rfc1808}"), "{p:?}");
                assert_eq!(clean(p), rfc1808, "{p:?}");
            }
            last = next;
        }
    }
}
