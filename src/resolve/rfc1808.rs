//! RFC 1808 section 4: the algorithm that RFC 3986 replaced, kept as a legacy
//! mode for systems that still resolve that way.
//!
//! It differs from RFC 3986 where section 5 of RFC 1808 shows: a `..` that
//! climbs above the root stays in the path (`../../../g` against
//! `http://a/b/c/d;p?q#f` is `http://a/../g`, where RFC 3986 gives
//! `http://a/g`), `/./g` and `/../g` are left alone, and the last segment's
//! `;params` are a component of their own that an empty reference path
//! inherits. Components are found as section 2.4 says, not by RFC 3986's
//! grammar, and a component that RFC 1808 calls "empty" (absent, or present
//! with nothing in it) is inherited where step 5 says so.
//!
//! ```
//! use urigram::resolve::rfc1808;
//! let base = "http://a/b/c/d;p?q#f";
//! assert_eq!(rfc1808::resolve(base, "../../../g"), "http://a/../g");
//! assert_eq!(rfc1808::resolve(base, ";x"), "http://a/b/c/d;x");
//! ```

/// A URL split as RFC 1808 section 2.4 splits it.
#[derive(Clone, Copy, Debug, Default)]
struct Parts<'a> {
    scheme: Option<&'a str>,
    net_loc: Option<&'a str>,
    /// Whether a `/` stood before the path (section 2.4.6).
    slash: bool,
    path: &'a str,
    params: Option<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// Section 2.4: fragment, scheme, net_loc, query, params, then the path.
fn split(url: &str) -> Parts<'_> {
    let mut p = Parts::default();
    let mut rest = url;
    // 2.4.1: the substring after the first "#".
    if let Some(i) = rest.find('#') {
        p.fragment = Some(&rest[i + 1..]);
        rest = &rest[..i];
    }
    // 2.4.2: a ":" after the first character and before any character not
    // allowed in a scheme name (alphanumeric, "+", ".", "-").
    let scheme_len = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'.' | b'-')));
    if let Some(i) = scheme_len {
        if i >= 1 && rest.as_bytes()[i] == b':' {
            p.scheme = Some(&rest[..i]);
            rest = &rest[i + 1..];
        }
    }
    // 2.4.3: after "//", up to the next "/".
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find('/').unwrap_or(after.len());
        p.net_loc = Some(&after[..end]);
        rest = &after[end..];
    }
    // 2.4.4: the substring after the first "?".
    if let Some(i) = rest.find('?') {
        p.query = Some(&rest[i + 1..]);
        rest = &rest[..i];
    }
    // 2.4.5: the substring after the first ";".
    if let Some(i) = rest.find(';') {
        p.params = Some(&rest[i + 1..]);
        rest = &rest[..i];
    }
    // 2.4.6: what is left is the path and the "/" that may precede it.
    p.slash = rest.starts_with('/');
    p.path = rest.strip_prefix('/').unwrap_or(rest);
    p
}

fn is_empty(c: Option<&str>) -> bool {
    c.is_none_or(str::is_empty)
}

/// Resolves `embedded` against `base` by RFC 1808 section 4.
///
/// Both are taken as RFC 1808 reads them (section 2.4); check them against RFC
/// 3986 first if they come from outside. The result is recombined in the
/// order of step 7; two repairs keep it readable under RFC 3986: a path after
/// a `net_loc` gets the `/` it needs, and a path that would begin with `//`
/// without a `net_loc` is written `/.//...`, as [`crate::resolve`] does.
///
/// ```
/// use urigram::resolve::rfc1808::resolve;
/// assert_eq!(resolve("http://a/b/c/d;p?q#f", "g;x?y#s"), "http://a/b/c/g;x?y#s");
/// assert_eq!(resolve("http://a/b/c/d;p?q#f", ""), "http://a/b/c/d;p?q#f");
/// ```
#[must_use]
pub fn resolve(base: &str, embedded: &str) -> String {
    // Step 2a: an entirely empty embedded URL is the base URL.
    if embedded.is_empty() {
        return base.to_owned();
    }
    let b = split(base);
    let e = split(embedded);
    // Step 2b: a URL that starts with a scheme name is absolute.
    if e.scheme.is_some() {
        return embedded.to_owned();
    }
    // Step 2c: inherit the scheme.
    let merged: String;
    let mut t = e;
    t.scheme = b.scheme;
    'step7: {
        // Step 3: a non-empty net_loc skips to step 7; else inherit the base's.
        if !is_empty(e.net_loc) {
            break 'step7;
        }
        t.net_loc = b.net_loc;
        // Step 4: a path preceded by "/" is not relative.
        if e.slash {
            break 'step7;
        }
        // Step 5: an empty path inherits the base path, then the params and
        // query unless the embedded URL has its own.
        if e.path.is_empty() {
            t.path = b.path;
            t.slash = b.slash;
            if !is_empty(e.params) {
                break 'step7;
            }
            t.params = b.params;
            if !is_empty(e.query) {
                break 'step7;
            }
            t.query = b.query;
            break 'step7;
        }
        // Step 6: replace the base path's last segment by the embedded path,
        // then apply a) to d).
        let dir = b.path.rfind('/').map_or("", |i| &b.path[..=i]);
        merged = remove_dots(&format!("{dir}{}", e.path));
        t.path = &merged;
        t.slash = b.slash;
    }
    recombine(&t)
}

/// Step 6 a) to d), on a path without its leading `/`.
pub(super) fn remove_dots(path: &str) -> String {
    let mut segs: Vec<&str> = path.split('/').collect();
    // a) All occurrences of "./", where "." is a complete path segment, are
    //    removed.
    let last = segs.len() - 1;
    let mut i = 0;
    segs.retain(|s| {
        let keep = !(*s == "." && i != last);
        i += 1;
        keep
    });
    // b) If the path ends with "." as a complete path segment, that "." is
    //    removed.
    if let Some(l) = segs.last_mut() {
        if *l == "." {
            *l = "";
        }
    }
    // c) All occurrences of "<segment>/../", where <segment> is a complete
    //    path segment not equal to "..", are removed, leftmost first, until
    //    none remains. Removing the leftmost pair again and again is a
    //    stack of the segments kept (a removal joins what stood before the
    //    pair to what followed it, so the first pair left is the next
    //    one), which takes one pass where searching again from the start
    //    took quadratic time. The last segment is never the `..` of a
    //    pair: it has no `/` after it.
    let last = segs.len() - 1;
    let mut kept: Vec<&str> = Vec::with_capacity(segs.len());
    for (i, s) in segs.into_iter().enumerate() {
        if s == ".." && i < last && kept.last().is_some_and(|k| *k != "..") {
            kept.pop();
        } else {
            kept.push(s);
        }
    }
    let mut segs = kept;
    // d) If the path ends with "<segment>/..", where <segment> is a complete
    //    path segment not equal to "..", that "<segment>/.." is removed.
    let n = segs.len();
    if n >= 2 && segs[n - 1] == ".." && segs[n - 2] != ".." {
        segs.truncate(n - 2);
        segs.push("");
    }
    segs.join("/")
}

/// Step 7: the components, including those inherited, put back together.
fn recombine(t: &Parts<'_>) -> String {
    let mut out = String::new();
    if let Some(s) = t.scheme {
        out.push_str(s);
        out.push(':');
    }
    if let Some(n) = t.net_loc {
        out.push_str("//");
        out.push_str(n);
    }
    let slash = t.slash || (t.net_loc.is_some() && !t.path.is_empty());
    if slash {
        if t.net_loc.is_none() && t.path.starts_with('/') {
            out.push_str("/.");
        }
        out.push('/');
    }
    out.push_str(t.path);
    if let Some(p) = t.params {
        out.push(';');
        out.push_str(p);
    }
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
    use super::remove_dots;

    /// Step c as the text says it, removing the leftmost pair and
    /// searching again from the start (quadratic): the oracle for the
    /// one-pass stack.
    fn remove_dots_literally(path: &str) -> String {
        let mut segs: Vec<&str> = path.split('/').collect();
        let last = segs.len() - 1;
        let mut i = 0;
        segs.retain(|s| {
            let keep = !(*s == "." && i != last);
            i += 1;
            keep
        });
        if let Some(l) = segs.last_mut()
            && *l == "."
        {
            *l = "";
        }
        while let Some(i) =
            (0..segs.len().saturating_sub(2)).find(|&i| segs[i] != ".." && segs[i + 1] == "..")
        {
            segs.drain(i..i + 2);
        }
        let n = segs.len();
        if n >= 2 && segs[n - 1] == ".." && segs[n - 2] != ".." {
            segs.truncate(n - 2);
            segs.push("");
        }
        segs.join("/")
    }

    /// Every path of up to seven pieces of `a`, `.`, `..`, `` joined by
    /// `/`.
    #[test]
    fn the_stack_removes_what_the_text_removes() {
        let pieces = ["a", ".", "..", ""];
        let mut paths = vec![String::new()];
        for _ in 0..7 {
            let mut next = Vec::new();
            for p in &paths {
                for piece in pieces {
                    next.push(if p.is_empty() {
                        piece.to_owned()
                    } else {
                        format!("{p}/{piece}")
                    });
                }
            }
            for p in &next {
                assert_eq!(remove_dots(p), remove_dots_literally(p), "{p:?}");
            }
            paths = next;
        }
    }
}
