//! Go's `(*url.URL).ResolveReference` and `String` (Go 1.19's `url.go`):
//! how a Go client follows a `Location` header (`req.URL.Parse(loc)` is
//! `url.Parse(loc)` then the base's `ResolveReference`), written back as
//! Go writes a URL.
//!
//! Where it is not RFC 3986's section 5.2 to the letter: the reference's
//! escaped path is what is merged, so `%2F` stays one segment; a result
//! is written from Go's fields, each part escaped as Go escapes it (`é`
//! in a path is `%C3%A9`, a host's `%` escapes decoded and written back);
//! an empty path after a scheme writes no `//` unless there is a host,
//! and `..` never climbs above the root.

use super::escape::{Mode, escape, valid_encoded};
use super::url::{Url, User, unescape};

impl Url {
    /// `ResolveReference(reference)`: the base is `self`.
    pub(super) fn resolve_reference(&self, r: &Url) -> Url {
        let mut url = r.clone();
        if r.scheme.is_empty() {
            url.scheme.clone_from(&self.scheme);
        }
        if !r.scheme.is_empty() || !r.host.is_empty() || r.user.is_some() {
            // The "absoluteURI" or "net_path" cases.
            url.set_path_resolved(&resolve_path(&r.escaped_path(), b""));
            return url;
        }
        if !r.opaque.is_empty() {
            url.user = None;
            url.host.clear();
            url.path.clear();
            return url;
        }
        if r.path.is_empty() && !r.force_query && r.raw_query.is_empty() {
            url.raw_query.clone_from(&self.raw_query);
            if r.fragment.is_empty() {
                url.fragment.clone_from(&self.fragment);
                url.raw_fragment.clone_from(&self.raw_fragment);
            }
        }
        // The "abs_path" or "rel_path" cases.
        url.host.clone_from(&self.host);
        url.user.clone_from(&self.user);
        url.set_path_resolved(&resolve_path(&self.escaped_path(), &r.escaped_path()));
        url
    }

    /// `setPath` on a merged path, whose error Go ignores (an escaped
    /// path merged stays validly escaped, so there is none).
    fn set_path_resolved(&mut self, p: &[u8]) {
        let _ = self.set_path(p);
    }

    /// `EscapedPath()`: `RawPath` when it is a valid escaping of `Path`,
    /// else Go's own escaping (`*` as it is).
    pub(super) fn escaped_path(&self) -> Vec<u8> {
        if !self.raw_path.is_empty()
            && valid_encoded(&self.raw_path, Mode::Path)
            && unescape(&self.raw_path, Mode::Path).is_ok_and(|p| p == self.path)
        {
            return self.raw_path.clone();
        }
        if self.path == b"*" {
            return b"*".to_vec();
        }
        escape(&self.path, Mode::Path)
    }

    /// `EscapedFragment()`, as [`Url::escaped_path`] for the fragment.
    fn escaped_fragment(&self) -> Vec<u8> {
        if !self.raw_fragment.is_empty()
            && valid_encoded(&self.raw_fragment, Mode::Fragment)
            && unescape(&self.raw_fragment, Mode::Fragment).is_ok_and(|f| f == self.fragment)
        {
            return self.raw_fragment.clone();
        }
        escape(&self.fragment, Mode::Fragment)
    }

    /// `String()`: `scheme:opaque?query#fragment` or
    /// `scheme://userinfo@host/path?query#fragment`, each part as Go
    /// writes it.
    pub(super) fn string(&self) -> Vec<u8> {
        let mut buf = Vec::new();
        if !self.scheme.is_empty() {
            buf.extend_from_slice(&self.scheme);
            buf.push(b':');
        }
        if self.opaque.is_empty() {
            let authority = !self.scheme.is_empty() || !self.host.is_empty() || self.user.is_some();
            // An empty host after `scheme:/` stays omitted.
            if authority && !(self.omit_host && self.host.is_empty() && self.user.is_none()) {
                if !self.host.is_empty() || !self.path.is_empty() || self.user.is_some() {
                    buf.extend_from_slice(b"//");
                }
                if let Some(u) = &self.user {
                    buf.extend(user_string(u));
                    buf.push(b'@');
                }
                buf.extend(escape(&self.host, Mode::Host));
            }
            let path = self.escaped_path();
            if path.first().is_some_and(|&c| c != b'/') && !self.host.is_empty() {
                buf.push(b'/');
            }
            if buf.is_empty() {
                // RFC 3986 section 4.2: a first segment with a `:` is
                // written after `./`, so that it is no scheme.
                let first = path.split(|&c| c == b'/').next().unwrap_or(&[]);
                if first.contains(&b':') {
                    buf.extend_from_slice(b"./");
                }
            }
            buf.extend(path);
        } else {
            buf.extend_from_slice(&self.opaque);
        }
        if self.force_query || !self.raw_query.is_empty() {
            buf.push(b'?');
            buf.extend_from_slice(&self.raw_query);
        }
        if !self.fragment.is_empty() {
            buf.push(b'#');
            buf.extend(self.escaped_fragment());
        }
        buf
    }
}

/// `Userinfo.String()`: the username, then `:` and the password when one
/// is set, each escaped.
fn user_string(u: &User) -> Vec<u8> {
    let mut s = escape(&u.username, Mode::UserPassword);
    if let Some(p) = &u.password {
        s.push(b':');
        s.extend(escape(p, Mode::UserPassword));
    }
    s
}

/// Go's `resolvePath(base, ref)`: `ref` merged with `base`'s directory
/// (or `base` itself when `ref` is empty, or `ref` alone when it starts
/// with `/`), then its `.` and `..` segments applied, a `..` at the root
/// going nowhere.
///
/// Go rewrites its output for each `..`, which takes quadratic time on
/// `a/a/../..`; the segments kept on a stack give the same text in linear
/// time. `first` is Go's flag: no segment written yet, so the next needs
/// no `/` before it.
fn resolve_path(base: &[u8], r: &[u8]) -> Vec<u8> {
    let full: Vec<u8> = if r.is_empty() {
        base.to_vec()
    } else if r[0] != b'/' {
        let dir = base.iter().rposition(|&c| c == b'/').map_or(0, |i| i + 1);
        [&base[..dir], r].concat()
    } else {
        r.to_vec()
    };
    if full.is_empty() {
        return Vec::new();
    }
    // Go's output after its leading `/` is these segments joined by `/`.
    let mut kept: Vec<&[u8]> = Vec::new();
    let mut first = true;
    let mut last: &[u8] = &[];
    for elem in full.split(|&c| c == b'/') {
        last = elem;
        match elem {
            b"." => {
                if first {
                    first = false;
                    kept.push(b"");
                }
            }
            b".." => {
                if kept.len() >= 2 {
                    kept.pop();
                } else {
                    kept.clear();
                    first = true;
                }
            }
            _ => {
                kept.push(elem);
                first = false;
            }
        }
    }
    if last == b"." || last == b".." {
        kept.push(b"");
    }
    let mut out = vec![b'/'];
    out.extend(kept.join(&b'/'));
    if out.get(1) == Some(&b'/') {
        out.remove(0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::resolve_path;

    /// Go's `resolvePath` as Go 1.19 writes it, its output rewritten for
    /// each `..` (quadratic): the oracle for the stack.
    fn resolve_path_as_go(base: &str, r: &str) -> String {
        let full = if r.is_empty() {
            base.to_owned()
        } else if !r.starts_with('/') {
            let i = base.rfind('/').map_or(0, |i| i + 1);
            format!("{}{r}", &base[..i])
        } else {
            r.to_owned()
        };
        if full.is_empty() {
            return String::new();
        }
        let mut dst = String::from("/");
        let mut first = true;
        let mut elem = "";
        let mut remaining = full.as_str();
        let mut found = true;
        while found {
            (elem, remaining, found) = match remaining.split_once('/') {
                Some((e, rest)) => (e, rest, true),
                None => (remaining, "", false),
            };
            if elem == "." {
                first = false;
                continue;
            }
            if elem == ".." {
                let str = dst[1..].to_owned();
                dst = String::from("/");
                match str.rfind('/') {
                    None => first = true,
                    Some(index) => dst.push_str(&str[..index]),
                }
            } else {
                if !first {
                    dst.push('/');
                }
                dst.push_str(elem);
                first = false;
            }
        }
        if elem == "." || elem == ".." {
            dst.push('/');
        }
        if dst.len() > 1 && dst.as_bytes()[1] == b'/' {
            dst.remove(0);
        }
        dst
    }

    /// Every pair of strings of up to six of `/`, `a`, `.`, `..` (the
    /// reference) against a few bases.
    #[test]
    fn the_stack_resolves_as_gos_loop() {
        let mut refs = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..6 {
            let next: Vec<String> = last
                .iter()
                .flat_map(|p| ["/", "a", ".", ".."].map(|t| format!("{p}{t}")))
                .collect();
            refs.extend(next.iter().cloned());
            last = next;
        }
        for base in ["", "/", "a", "/a/b", "a/b/", "//a/../b/."] {
            for r in &refs {
                assert_eq!(
                    resolve_path(base.as_bytes(), r.as_bytes()),
                    resolve_path_as_go(base, r).as_bytes(),
                    "{base:?} {r:?}"
                );
            }
        }
    }

    /// Go 1.19's own `resolvePath` cases (`url_test.go`'s
    /// `TestResolvePath`).
    #[test]
    fn resolves_paths_as_go() {
        for (base, r, want) in [
            ("a/b", ".", "/a/"),
            ("a/b", "c", "/a/c"),
            ("a/b", "..", "/"),
            ("a/", "..", "/"),
            ("a/", "../..", "/"),
            ("a/b/c", "..", "/a/"),
            ("a/b/c", "../d", "/a/d"),
            ("a/b/c", ".././d", "/a/d"),
            ("a/b", "./..", "/"),
            ("a/./b", ".", "/a/"),
            ("a/../", ".", "/"),
            ("a/.././b", "c", "/c"),
        ] {
            assert_eq!(
                resolve_path(base.as_bytes(), r.as_bytes()),
                want.as_bytes(),
                "{base:?} {r:?}"
            );
        }
    }
}
