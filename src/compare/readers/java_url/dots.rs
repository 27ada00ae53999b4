//! The dot segments of `java.net.URL`'s relative resolution, as JDK 17
//! removes them: `URLStreamHandler.parseURL`'s loops ([`remove_dots`]) and
//! the `jar` handler's `canonicalizeString` ([`canonicalize`]). Each JDK
//! loop searches the path again from its start after every removal
//! (quadratic time); each here is one pass over a stack of segments, held
//! by the tests below to a literal port of the JDK's loop on every short
//! path.

/// `parseURL`'s dot segments of a relative path merged with its context's,
/// as the JDK removes them: every `/./` made `/`; each `/../` with the
/// segment before it, unless it has none (it starts the path) or that
/// segment is a `..` that starts an absolute path (only there: `a/../../b`
/// is `a/b`); a path ending in `/..` cut after the `/` before the first
/// `/..` in it (`/a/..b/c/..` is `/`); a leading `./` and a trailing `.`
/// dropped.
///
/// The JDK searches the path again from its start after each removal,
/// which takes quadratic time; one pass over the segments with a stack
/// gives the same path in linear time (a removal joins the text before
/// the segment and after the `..` and so makes no new `/./` or `/../`,
/// and what the JDK passes over stays as it is).
pub(super) fn remove_dots(path: &str) -> String {
    // 1. `/./` to `/`, repeated until none is left.
    let mut p = String::with_capacity(path.len());
    for c in path.chars() {
        p.push(c);
        if p.ends_with("/./") {
            p.truncate(p.len() - 2);
        }
    }
    // 2. `/../` with the segment before it.
    let absolute = p.starts_with('/');
    let body = if absolute { &p[1..] } else { &p[..] };
    let segments: Vec<&str> = body.split('/').collect();
    let last = segments.len() - 1;
    let mut kept: Vec<&str> = Vec::with_capacity(segments.len());
    for (n, seg) in segments.iter().enumerate() {
        let k = kept.len();
        let removes = *seg == ".."
            && n < last
            && if absolute {
                k >= 1 && !(k == 1 && kept[0] == "..")
            } else {
                k >= 2
            };
        if removes {
            kept.pop();
        } else {
            kept.push(seg);
        }
    }
    let mut p = String::with_capacity(p.len());
    if absolute {
        p.push('/');
    }
    p.push_str(&kept.join("/"));
    // 3. A trailing `/..`: cut after the `/` before the first `/..`.
    if p.ends_with("/..")
        && let Some(i) = p.find("/..")
        && i > 0
        && let Some(slash) = p[..i].rfind('/')
    {
        p.truncate(slash + 1);
    }
    if p.starts_with("./") && p.len() > 2 {
        p.drain(..2);
    }
    if p.ends_with("/.") {
        p.pop();
    }
    p
}

/// The jar handler's `canonicalizeString(file, off)`: the part after the
/// `!/` made canonical when it holds a `./` or ends with `.`; with no `!/`
/// (`off` -1), java's `substring(0, -1)` fails, with the message of the
/// `MalformedURLException` that wraps it.
pub(super) fn canonicalize(file: &str, off: Option<usize>) -> Result<String, String> {
    let needed = |from: usize| file[from..].contains("./") || file.ends_with('.');
    match off {
        Some(off) if off >= file.len() || !needed(off) => Ok(file.to_owned()),
        Some(off) => Ok(format!("{}{}", &file[..off], do_canonicalize(&file[off..]))),
        None if !needed(0) => Ok(file.to_owned()),
        None => Err(format!(
            "begin 0, end -1, length {}",
            file.encode_utf16().count()
        )),
    }
}

/// The jar handler's `doCanonicalize`: each `/../` with the segment before
/// it (all that stands before it when no `/` does), then each `/./` made
/// `/`, then a trailing `/..` cut after the `/` before the first `/..`
/// (or at it), then a trailing `.` dropped. java searches again from the
/// start after each removal (quadratic); one pass with a stack of the
/// segments gives the same text in linear time.
fn do_canonicalize(file: &str) -> String {
    let segments: Vec<&str> = file.split('/').collect();
    let last = segments.len() - 1;
    let mut kept: Vec<&str> = Vec::with_capacity(segments.len());
    for (n, seg) in segments.iter().enumerate() {
        if n > 0 && n < last && *seg == ".." {
            if kept.len() >= 2 {
                kept.pop();
            } else {
                // No `/` before it: all before the `/..` goes.
                kept = vec![""];
            }
        } else {
            kept.push(seg);
        }
    }
    let joined = kept.join("/");
    let mut f = String::with_capacity(joined.len());
    for c in joined.chars() {
        f.push(c);
        if f.ends_with("/./") {
            f.truncate(f.len() - 2);
        }
    }
    if f.ends_with("/..")
        && let Some(i) = f.find("/..")
    {
        match f[..i].rfind('/') {
            Some(slash) => f.truncate(slash + 1),
            None => f.truncate(i),
        }
    }
    if f.ends_with("/.") {
        f.pop();
    }
    f
}

#[cfg(test)]
mod tests {
    use super::{do_canonicalize, remove_dots};

    /// `parseURL`'s loops as the JDK writes them (`URLStreamHandler.java`).
    fn remove_dots_as_the_jdk(path: &str) -> String {
        let mut path = path.to_owned();
        while let Some(i) = path.find("/./") {
            path.replace_range(i..i + 2, "");
        }
        let mut i = 0;
        while let Some(j) = path[i..].find("/../").map(|j| i + j) {
            let limit = if j > 0 { path[..j].rfind('/') } else { None };
            match limit {
                Some(l) if path[l..].find("/../").map(|k| l + k) != Some(0) => {
                    path = format!("{}{}", &path[..l], &path[j + 3..]);
                    i = 0;
                }
                _ => i = j + 3,
            }
        }
        while path.ends_with("/..") {
            let i = path.find("/..").unwrap_or(0);
            match if i > 0 { path[..i].rfind('/') } else { None } {
                Some(l) => path.truncate(l + 1),
                None => break,
            }
        }
        if path.starts_with("./") && path.len() > 2 {
            path.drain(..2);
        }
        if path.ends_with("/.") {
            path.pop();
        }
        path
    }

    /// The jar handler's `doCanonicalize` as the JDK writes it.
    fn do_canonicalize_as_the_jdk(file: &str) -> String {
        let mut f = file.to_owned();
        while let Some(i) = f.find("/../") {
            f = match if i > 0 { f[..i].rfind('/') } else { None } {
                Some(l) => format!("{}{}", &f[..l], &f[i + 3..]),
                None => f[i + 3..].to_owned(),
            };
        }
        while let Some(i) = f.find("/./") {
            f.replace_range(i..i + 2, "");
        }
        while f.ends_with("/..") {
            let i = f.find("/..").unwrap_or(0);
            match if i > 0 { f[..i].rfind('/') } else { None } {
                Some(l) => f.truncate(l + 1),
                None => f.truncate(i),
            }
        }
        if f.ends_with("/.") {
            f.pop();
        }
        f
    }

    /// Every string of up to seven of `/`, `a`, `.`, `..`.
    fn paths() -> Vec<String> {
        let mut all = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..7 {
            let next: Vec<String> = last
                .iter()
                .flat_map(|p| ["/", "a", ".", ".."].map(|t| format!("{p}{t}")))
                .collect();
            all.extend(next.iter().cloned());
            last = next;
        }
        all
    }

    #[test]
    fn one_pass_removes_what_the_jdks_loops_remove() {
        for p in paths() {
            assert_eq!(remove_dots(&p), remove_dots_as_the_jdk(&p), "{p:?}");
            assert_eq!(do_canonicalize(&p), do_canonicalize_as_the_jdk(&p), "{p:?}");
        }
    }
}
