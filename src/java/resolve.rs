//! `java.net.URI.resolve(URI)` as JDK 17 resolves, and the result's
//! `toString()`: RFC 2396 section 5.2 with the JDK's own steps, which are
//! not RFC 3986's:
//!
//! - an opaque base or reference gives the reference as it is;
//! - a lone fragment (`#s`) keeps the base's path and query; the same
//!   fragment as the base's gives the base itself;
//! - an empty reference (`""`) is no lone fragment: it gives the base's
//!   directory, its query dropped (`http://a/b/c/d;p?q` gives
//!   `http://a/b/c/`), as does a lone query (`?y` gives
//!   `http://a/b/c/?y`);
//! - an absolute path (`/./g`) is taken as written, with no dot segment
//!   removed; a relative one is merged with the base's directory and
//!   normalized ([`normalize`]), `..` above the root kept
//!   (`http://a/../g`);
//! - the result is written from its components (`defineString`): a port
//!   as the number java read (`:080` is `:80`, an empty `:` none), and no
//!   `//` for an empty authority (`file:///x` has none).

use super::Uri;

/// The components of a resolved URI, as the JDK's fields hold them.
struct Resolved<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    port: i32,
    path: String,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl Uri<'_> {
    /// `toString()` of `this.resolve(reference)`, as `java.net.URI` resolves
    /// (the module's doc lists where that is not RFC 3986's resolution).
    ///
    /// ```
    /// use urigram::java;
    /// let base = java::parse("http://a/b/c/d;p?q").unwrap();
    /// let r = |s| base.resolve(&java::parse(s).unwrap());
    /// assert_eq!(r("g"), "http://a/b/c/g");
    /// assert_eq!(r(""), "http://a/b/c/");
    /// assert_eq!(r("../../../g"), "http://a/../g");
    /// assert_eq!(r("/./g"), "http://a/./g");
    /// ```
    #[must_use]
    pub fn resolve(&self, reference: &Uri<'_>) -> String {
        let (base, child) = (&self.parts, &reference.parts);
        let (Some(base_path), Some(child_path)) = (base.path, child.path) else {
            // 5.2 (1): an opaque URI resolves to the reference.
            return reference.input.to_owned();
        };
        let lone_fragment = child.scheme.is_none()
            && child.authority.is_none()
            && child_path.is_empty()
            && child.fragment.is_some()
            && child.query.is_none();
        if lone_fragment {
            // 5.2 (2): a reference to the current document.
            if base.fragment.is_some() && base.fragment == child.fragment {
                return self.input.to_owned();
            }
            return Resolved {
                scheme: base.scheme,
                authority: base.authority,
                userinfo: base.userinfo,
                host: base.host,
                port: base.port,
                path: base_path.to_owned(),
                query: base.query,
                fragment: child.fragment,
            }
            .to_string();
        }
        if child.scheme.is_some() {
            // 5.2 (3): an absolute reference.
            return reference.input.to_owned();
        }
        let (from, path) = if child.authority.is_none() {
            // 5.2 (4) to (6): the base's authority, the path merged.
            let path = if child_path.starts_with('/') {
                child_path.to_owned()
            } else {
                resolve_path(base_path, child_path, base.scheme.is_some())
            };
            (base, path)
        } else {
            (child, child_path.to_owned())
        };
        Resolved {
            scheme: base.scheme,
            authority: from.authority,
            userinfo: from.userinfo,
            host: from.host,
            port: from.port,
            path,
            query: child.query,
            fragment: child.fragment,
        }
        .to_string()
    }
}

impl std::fmt::Display for Resolved<'_> {
    /// `defineString()`: the components written back, the host (and its
    /// port) in place of the authority when there is one.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(s) = self.scheme {
            write!(f, "{s}:")?;
        }
        if let Some(host) = self.host {
            f.write_str("//")?;
            if let Some(u) = self.userinfo {
                write!(f, "{u}@")?;
            }
            if host.contains(':') && !host.starts_with('[') && !host.ends_with(']') {
                write!(f, "[{host}]")?;
            } else {
                f.write_str(host)?;
            }
            if self.port != -1 {
                write!(f, ":{}", self.port)?;
            }
        } else if let Some(a) = self.authority {
            write!(f, "//{a}")?;
        }
        f.write_str(&self.path)?;
        if let Some(q) = self.query {
            write!(f, "?{q}")?;
        }
        if let Some(fr) = self.fragment {
            write!(f, "#{fr}")?;
        }
        Ok(())
    }
}

/// `resolvePath(base, child, absolute)`, RFC 2396 5.2 (6): the base's path
/// up to its last `/` (all of it gone when it has none, then `/` for an
/// absolute base), the child appended, and [`normalize`]d. An empty child
/// gives the base's directory.
fn resolve_path(base: &str, child: &str, absolute: bool) -> String {
    let dir = base.rfind('/').map(|i| &base[..=i]);
    let path = match (child.is_empty(), dir) {
        (true, dir) => dir.unwrap_or("").to_owned(),
        (false, Some(dir)) => format!("{dir}{child}"),
        (false, None) if absolute => format!("/{child}"),
        (false, None) => child.to_owned(),
    };
    normalize(&path)
}

/// `URI.normalize(String)`: empty segments (`//`) dropped, `.` segments
/// removed, each `..` removed with the segment before it unless that is
/// `..` too (so `..` above the root stays), a trailing `/` kept; a
/// relative result whose first segment now holds a `:` gets `./` before
/// it, so that it is not read as a scheme.
///
/// java edits an array in place and looks back past removed segments for
/// each `..`, which takes quadratic time on `a/a/../..`; a stack of the
/// segments kept gives the same result in linear time.
fn normalize(path: &str) -> String {
    let absolute = path.starts_with('/');
    // Each segment kept: its text, whether a `/` followed it, and whether
    // it was the path's first.
    let mut kept: Vec<(&str, bool, bool)> = Vec::new();
    let mut rest = path.trim_start_matches('/');
    let mut first = true;
    while !rest.is_empty() {
        let (seg, slash, next) = match rest.find('/') {
            Some(i) => (&rest[..i], true, rest[i..].trim_start_matches('/')),
            None => (rest, false, ""),
        };
        match seg {
            "." => {}
            ".." if kept.last().is_some_and(|k| k.0 != "..") => {
                kept.pop();
            }
            _ => kept.push((seg, slash, first)),
        }
        first = false;
        rest = next;
    }
    let mut out = String::with_capacity(path.len() + 2);
    if absolute {
        out.push('/');
    } else if kept.first().is_some_and(|k| !k.2 && k.0.contains(':')) {
        out.push_str("./");
    }
    for (seg, slash, _) in kept {
        out.push_str(seg);
        if slash {
            out.push('/');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::normalize;

    /// Paths and what JDK 17's private `URI.normalize(String)` makes of
    /// them (called by reflection, `--add-opens java.base/java.net`).
    #[test]
    fn normalizes_as_the_jdk() {
        for (path, want) in [
            ("", ""),
            ("/", "/"),
            ("a/", "a/"),
            ("//a//b/", "/a/b/"),
            ("/a/./b/.", "/a/b/"),
            ("/a/b/..", "/a/"),
            ("/..", "/.."),
            ("/../a/../..", "/../.."),
            ("a/..", ""),
            ("a/../b:c", "./b:c"),
            ("./b:c/d", "./b:c/d"),
            ("b:c/./d", "b:c/d"),
            ("a/./..", ""),
            ("../a/b/../../..", "../.."),
            ("x/../../y:z/", "../y:z/"),
        ] {
            assert_eq!(normalize(path), want, "{path:?}");
        }
    }
}
