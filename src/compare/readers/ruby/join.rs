//! How Ruby resolves a reference against a base: `URI.join(base,
//! reference)` (the RFC 3986 parser) and
//! `URI::RFC2396_Parser.new.join(base, reference)`, each `.to_s` (Ruby
//! 3.1.2, the uri gem 0.11.0). `join` parses the base, then
//! `Generic#merge` parses the reference with the base's parser and
//! merges: a reference with a scheme is the result; any other replaces
//! the base's parts from its authority on, its path merged by
//! `merge_path` (RFC 2396's, which keeps no `..` above the root); the
//! object is written back by `to_s` (its class's default port left out,
//! `MailTo`'s own `to_s`, `FTP`'s typecode put back). Checked against
//! Ruby by `tests/compare_base_clients.rs` on the vectors
//! `scripts/compare_base_vectors_ruby.sh` made.

use super::{Class, INVALID_URI, Raised, Split, build, class, integer, query, quote};

/// A parser's `parse` up to `URI.for`: `RFC3986_Parser`'s or
/// `RFC2396_Parser`'s split, with what it raises.
pub(super) type SplitFn = for<'a> fn(&'a [u8]) -> Result<Split<'a>, Raised>;

/// `parser.join(base, reference).to_s`, or the exception raised (after
/// `the base: ` in its message when parsing the base raised).
pub(super) fn join(parser: SplitFn, base: &[u8], reference: &[u8]) -> Result<String, Raised> {
    let base = object(parser, base).map_err(|(class, m)| (class, format!("the base: {m}")))?;
    let rel = object(parser, reference)?;
    let merged = merge(&base, rel)?;
    if base.class == Class::Ftp && !same(&base, &merged) {
        // `FTP#merge` then calls `oth.typecode` on the reference, which
        // is still the String `join` was given.
        return Err((
            "NoMethodError",
            format!(
                "undefined method `typecode' for {}:String\n\n        \
                 tmp.set_typecode(oth.typecode)\n                            ^^^^^^^^^",
                quote::inspect(reference)
            ),
        ));
    }
    Ok(to_s(&merged))
}

/// A `URI::Generic` as `merge` and `to_s` see it: its instance
/// variables.
#[derive(Clone)]
struct Object {
    class: Class,
    scheme: Option<String>,
    user: Option<String>,
    password: Option<String>,
    host: Option<String>,
    /// `@port`, an Integer, in decimal.
    port: Option<String>,
    /// `@path` (`FTP`'s with its `/` first and without its typecode).
    path: Option<String>,
    opaque: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
    /// `FTP`'s `@typecode`.
    typecode: Option<String>,
    /// `MailTo`'s `@to` and its `@headers` joined back (`to_s` writes
    /// those).
    mailto: Option<(String, String)>,
}

/// `parser.parse(input)`: the object `URI.for` builds.
fn object(parser: SplitFn, input: &[u8]) -> Result<Object, Raised> {
    let s = parser(input)?;
    build(&s)?;
    from_split(&s)
}

/// The class's `DEFAULT_PORT`.
fn default_port(class: Class) -> Option<u16> {
    match class {
        Class::Port(p) | Class::Ldap(p) => Some(p),
        Class::Ftp => Some(21),
        Class::Generic | Class::File | Class::MailTo => None,
    }
}

/// `Generic#split_userinfo`: `ui.split(':', 2)`.
fn split_userinfo(ui: &str) -> (Option<String>, Option<String>) {
    if ui.is_empty() {
        return (None, None);
    }
    match ui.split_once(':') {
        Some((u, p)) => (Some(u.to_owned()), Some(p.to_owned())),
        None => (Some(ui.to_owned()), None),
    }
}

/// What the class's `initialize` makes of the split parts (its checks
/// passed: [`build`]).
fn from_split(s: &Split<'_>) -> Result<Object, Raised> {
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    let class = class(s.scheme);
    let mut o = Object {
        class,
        scheme: s.scheme.map(|b| text(b).to_ascii_lowercase()),
        user: None,
        password: None,
        host: s.host.map(text),
        port: None,
        path: None,
        opaque: None,
        query: s.query.map(query).transpose()?,
        fragment: s.fragment.map(text),
        typecode: None,
        mailto: None,
    };
    if class == Class::File {
        if o.host.as_deref().is_none_or(|h| h == "localhost") {
            o.host = Some(String::new());
        }
    } else {
        (o.user, o.password) = split_userinfo(&s.userinfo.map(text).unwrap_or_default());
        o.port = s.port.filter(|p| !p.is_empty()).map(integer);
    }
    if s.opaque {
        o.opaque = Some(text(s.path));
    } else if class == Class::Ftp {
        // `FTP#initialize`: the `/` first dropped, `%2F` after it read as
        // `/`, then `set_path` puts the `/` back.
        let p = text(s.path);
        let p = p.strip_prefix('/').unwrap_or(&p);
        let p = match p.strip_prefix("%2F") {
            Some(rest) => format!("/{rest}"),
            None => p.to_owned(),
        };
        set_path(&mut o, &p);
        if let Some(path) = &mut o.path
            && let Some(at) = path.find(";type=")
        {
            o.typecode = Some(path[at + 6..].to_owned());
            path.truncate(at);
        }
    } else {
        o.path = Some(text(s.path));
    }
    if o.port.is_none() {
        o.port = default_port(class).map(|p| p.to_string());
    }
    if class == Class::MailTo {
        // `@opaque = "?#{@query}" if @query && !@opaque`.
        if o.opaque.is_none()
            && let Some(q) = &o.query
        {
            o.opaque = Some(format!("?{q}"));
        }
        let opaque = o.opaque.clone().unwrap_or_default();
        let (to, headers) = opaque.split_once('?').unwrap_or((&opaque, ""));
        // `set_headers`: `split('&')` drops the empty fields at the end.
        o.mailto = Some((to.to_owned(), headers.trim_end_matches('&').to_owned()));
    }
    Ok(o)
}

/// The `path` getter: `FTP`'s drops the `/` first and reads `%2F` after
/// it as `/`.
fn path(o: &Object) -> Option<String> {
    let p = o.path.as_deref()?;
    if o.class != Class::Ftp {
        return Some(p.to_owned());
    }
    let p = p.strip_prefix('/').unwrap_or(p);
    Some(match p.strip_prefix("%2F") {
        Some(rest) => format!("/{rest}"),
        None => p.to_owned(),
    })
}

/// `set_path(v)`: `FTP`'s writes `/` before it (a `/` first as `%2F`).
fn set_path(o: &mut Object, v: &str) {
    o.path = Some(if o.class == Class::Ftp {
        match v.strip_prefix('/') {
            Some(rest) => format!("/%2F{rest}"),
            None => format!("/{v}"),
        }
    } else {
        v.to_owned()
    });
}

/// The `userinfo` getter.
fn userinfo(o: &Object) -> Option<String> {
    let user = o.user.as_deref()?;
    Some(match &o.password {
        Some(p) => format!("{user}:{p}"),
        None => user.to_owned(),
    })
}

/// `Generic#merge(rel)` (the reference already parsed).
fn merge(base: &Object, rel: Object) -> Result<Object, Raised> {
    if rel.scheme.is_some() {
        return Ok(rel);
    }
    if base.scheme.is_none() {
        return Err(("URI::BadURIError", "both URI are relative".to_owned()));
    }
    let mut b = base.clone();
    let rel_userinfo = userinfo(&rel);
    let authority = rel_userinfo.is_some() || rel.host.is_some() || rel.port.is_some();
    let rel_path = path(&rel);
    if rel_path.as_deref().is_none_or(str::is_empty) && !authority && rel.query.is_none() {
        if rel.fragment.is_some() {
            b.fragment = rel.fragment;
        }
        return Ok(b);
    }
    b.query = None;
    b.fragment = None;
    if !authority {
        if let (Some(bp), Some(rp)) = (path(&b), &rel_path) {
            let merged = merge_path(&bp, rp);
            set_path(&mut b, &merged);
        }
    } else if let Some(rp) = &rel_path {
        set_path(&mut b, rp);
    }
    if b.class != Class::File {
        if let Some(ui) = rel_userinfo {
            // `@password = password if password`: the base's stays when
            // the reference has none.
            let (user, password) = split_userinfo(&ui);
            b.user = user;
            if password.is_some() {
                b.password = password;
            }
        }
        if rel.port.is_some() {
            b.port = rel.port;
        }
    }
    if let Some(h) = rel.host {
        b.host = Some(if b.class == Class::File && h == "localhost" {
            String::new()
        } else {
            h
        });
    }
    if let Some(q) = rel.query {
        if b.opaque.is_some() {
            return Err((INVALID_URI, "query conflicts with opaque".to_owned()));
        }
        b.query = Some(q);
    }
    if rel.fragment.is_some() {
        b.fragment = rel.fragment;
    }
    Ok(b)
}

/// `Generic#merge_path(base, rel)`, its `index('..')` / `slice!` loop as
/// one scan (a `..` first, where `slice!(-1, 2)` takes from the end, ends
/// with nothing left), so that it takes linear time.
fn merge_path(base: &str, rel: &str) -> String {
    let split = |p: &str| -> Vec<String> {
        if p.is_empty() {
            Vec::new()
        } else {
            p.split('/').map(str::to_owned).collect()
        }
    };
    let mut base_path = split(base);
    let mut rel_path = split(rel);
    if base_path.last().is_some_and(|l| l == "..") {
        base_path.push(String::new());
    }
    let mut kept: Vec<String> = Vec::with_capacity(base_path.len());
    for x in base_path {
        if x == ".." {
            if kept.pop().is_none() {
                break;
            }
        } else {
            kept.push(x);
        }
    }
    let mut base_path = kept;
    let mut from = 0;
    if rel_path.first().is_some_and(String::is_empty) {
        base_path.clear();
        from = 1;
    }
    if rel_path[from..]
        .last()
        .is_some_and(|l| l == "." || l == "..")
    {
        rel_path.push(String::new());
    }
    let mut tmp: Vec<String> = Vec::new();
    for x in rel_path.into_iter().skip(from).filter(|x| x != ".") {
        if x == ".." && !(tmp.is_empty() || tmp.last().is_some_and(|l| l == "..")) {
            tmp.pop();
        } else {
            tmp.push(x);
        }
    }
    let mut add_trailer_slash = !tmp.is_empty();
    if base_path.is_empty() {
        base_path = vec![String::new()];
    } else if add_trailer_slash {
        base_path.pop();
    }
    let mut rest = tmp.into_iter();
    while let Some(x) = rest.next() {
        if x == ".." {
            if base_path.len() > 1 {
                base_path.pop();
            }
        } else {
            base_path.push(x);
            base_path.extend(rest);
            add_trailer_slash = false;
            break;
        }
    }
    if add_trailer_slash {
        base_path.push(String::new());
    }
    base_path.join("/")
}

/// `URI#==` as far as `FTP#merge` asks: the same class and the same
/// `FTP::COMPONENT`s (no query, no fragment) once `normalize`d: the
/// scheme and host without case, an empty path as `/`.
fn same(a: &Object, b: &Object) -> bool {
    let lower = |s: &Option<String>| s.as_deref().map(str::to_ascii_lowercase);
    let path = |o: &Object| path(o).map(|p| if p.is_empty() { "/".to_owned() } else { p });
    a.class == b.class
        && lower(&a.scheme) == lower(&b.scheme)
        && userinfo(a) == userinfo(b)
        && lower(&a.host) == lower(&b.host)
        && a.port == b.port
        && path(a) == path(b)
        && a.typecode == b.typecode
}

/// `to_s`: `Generic`'s (`//` before a host, or for `file` and
/// `postgres`; the port unless the class's default), `FTP`'s with its
/// `;type=` typecode, `MailTo`'s from its `to` and headers.
fn to_s(o: &Object) -> String {
    let mut s = String::new();
    if let Some(scheme) = &o.scheme {
        s.push_str(scheme);
        s.push(':');
    }
    if let Some((to, headers)) = &o.mailto {
        s.push_str(to);
        if !headers.is_empty() {
            s.push('?');
            s.push_str(headers);
        }
    } else if let Some(opaque) = &o.opaque {
        s.push_str(opaque);
    } else {
        if o.host.is_some() || matches!(o.scheme.as_deref(), Some("file" | "postgres")) {
            s.push_str("//");
        }
        if let Some(ui) = userinfo(o) {
            s.push_str(&ui);
            s.push('@');
        }
        if let Some(h) = &o.host {
            s.push_str(h);
        }
        if let Some(p) = &o.port
            && default_port(o.class).map(|d| d.to_string()).as_ref() != Some(p)
        {
            s.push(':');
            s.push_str(p);
        }
        s.push_str(o.path.as_deref().unwrap_or(""));
        if let Some(t) = &o.typecode {
            s.push_str(";type=");
            s.push_str(t);
        }
        if let Some(q) = &o.query {
            s.push('?');
            s.push_str(q);
        }
    }
    if let Some(f) = &o.fragment {
        s.push('#');
        s.push_str(f);
    }
    s
}
