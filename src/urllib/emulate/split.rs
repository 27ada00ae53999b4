//! Python-typed calls of the split family of `urllib.parse` functions:
//! argument checking as Python does it, then the Rust functions.
//!
//! Python's functions take any object and fail, or not, where their code
//! happens to touch it; the answers to odd arguments (None, numbers, mixed
//! str and bytes) follow that code path by path: `_coerce_args`, the
//! `lru_cache` around `urlsplit` hashing its arguments, `str.strip` on the
//! default scheme, `+` and slicing in `urlunsplit`.

use std::borrow::Cow;

use crate::urllib::defrag::urldefrag_in;
use crate::urllib::join::urljoin_in;
use crate::urllib::split::{split_to_parse, urlsplit_in};
use crate::urllib::text::pytext::str_of;
use crate::urllib::unsplit::{urlunparse_in, urlunsplit_in};
use crate::urllib::values::object::{Signature, check_hashable, star_items, truthy, type_name};
use crate::urllib::{
    PyError, PyValue, Python, SplitOptions, SplitResult, UrlError, netloc, unwrap,
};

const URLSPLIT: Signature = Signature {
    name: "urlsplit",
    params: &["url", "scheme", "allow_fragments"],
    required: 1,
};
const URLPARSE: Signature = Signature {
    name: "urlparse",
    params: &["url", "scheme", "allow_fragments"],
    required: 1,
};
const URLUNSPLIT: Signature = Signature {
    name: "urlunsplit",
    params: &["components"],
    required: 1,
};
const URLUNPARSE: Signature = Signature {
    name: "urlunparse",
    params: &["components"],
    required: 1,
};
const URLJOIN: Signature = Signature {
    name: "urljoin",
    params: &["base", "url", "allow_fragments"],
    required: 2,
};
const URLDEFRAG: Signature = Signature {
    name: "urldefrag",
    params: &["url"],
    required: 1,
};
const UNWRAP: Signature = Signature {
    name: "unwrap",
    params: &["url"],
    required: 1,
};

static EMPTY: PyValue = PyValue::Str(String::new());

/// Runs the function `name` of this family.
pub(crate) fn call(
    py: Python,
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    match name {
        "urlsplit" => {
            // The lru_cache hashes every argument before the call.
            if py.urlsplit_is_cached() {
                for v in args.iter().chain(kwargs.iter().map(|(_, v)| v)) {
                    check_hashable(v)?;
                }
            }
            let b = URLSPLIT.bind(args, kwargs)?;
            split(
                py,
                b[0].unwrap_or(&EMPTY),
                b[1].unwrap_or(&EMPTY),
                b[2],
                false,
            )
        }
        "urlparse" => {
            let b = URLPARSE.bind(args, kwargs)?;
            split(
                py,
                b[0].unwrap_or(&EMPTY),
                b[1].unwrap_or(&EMPTY),
                b[2],
                true,
            )
        }
        "urlunsplit" => {
            let b = URLUNSPLIT.bind(args, kwargs)?;
            unsplit(py, b[0].unwrap_or(&EMPTY), false)
        }
        "urlunparse" => {
            let b = URLUNPARSE.bind(args, kwargs)?;
            unsplit(py, b[0].unwrap_or(&EMPTY), true)
        }
        "urljoin" => {
            let b = URLJOIN.bind(args, kwargs)?;
            join(py, b[0].unwrap_or(&EMPTY), b[1].unwrap_or(&EMPTY), b[2])
        }
        "urldefrag" => {
            let b = URLDEFRAG.bind(args, kwargs)?;
            defrag(py, b[0].unwrap_or(&EMPTY))
        }
        "unwrap" => {
            let b = UNWRAP.bind(args, kwargs)?;
            Ok(PyValue::Str(
                unwrap(&str_of(b[0].unwrap_or(&EMPTY))).to_owned(),
            ))
        }
        _ => Err(PyError::new(
            "AttributeError",
            format!("module 'urllib.parse' has no attribute '{name}'"),
        )),
    }
}

/// What `_coerce_args` makes of a call's text arguments.
enum Coerced<'v> {
    /// The first argument is a `str`: the arguments as they are (each other
    /// one is a `str` or a false value of another type).
    Str(&'v str, Vec<&'v PyValue>),
    /// Otherwise: each argument decoded as ASCII, a false one as `''`; the
    /// answer is encoded back to bytes.
    Bytes(Vec<String>),
}

/// Python's `_coerce_args(*args)`.
fn coerce<'v>(args: &[&'v PyValue]) -> Result<Coerced<'v>, PyError> {
    let Some(first) = args.first() else {
        return Err(PyError::new("IndexError", "tuple index out of range"));
    };
    let str_input = matches!(first, PyValue::Str(_));
    for a in &args[1..] {
        if truthy(a) && matches!(a, PyValue::Str(_)) != str_input {
            return Err(PyError::type_error("Cannot mix str and non-str arguments"));
        }
    }
    if let PyValue::Str(s) = first {
        return Ok(Coerced::Str(s, args.to_vec()));
    }
    args.iter()
        .map(|a| match a {
            _ if !truthy(a) => Ok(String::new()),
            PyValue::Bytes(b) => Ok(UrlError::check_ascii(b)?.to_owned()),
            other => Err(no_attribute(other, "decode")),
        })
        .collect::<Result<_, _>>()
        .map(Coerced::Bytes)
}

fn no_attribute(v: &PyValue, attr: &str) -> PyError {
    PyError::new(
        "AttributeError",
        format!("'{}' object has no attribute '{attr}'", type_name(v)),
    )
}

/// The default scheme of a `str` call, which `urlsplit` strips: anything
/// but a `str` fails there.
fn scheme_text(v: &PyValue) -> Result<&str, PyError> {
    match v {
        PyValue::Str(s) => Ok(s),
        PyValue::Bytes(_) => Err(PyError::type_error(
            "a bytes-like object is required, not 'str'",
        )),
        other => Err(no_attribute(other, "strip")),
    }
}

/// `urlsplit` / `urlparse` (with `parse`).
fn split(
    py: Python,
    url: &PyValue,
    scheme: &PyValue,
    allow_fragments: Option<&PyValue>,
    parse: bool,
) -> Result<PyValue, PyError> {
    let coerced = coerce(&[url, scheme])?;
    if parse && py.urlsplit_is_cached() {
        // urlparse calls the cached urlsplit, which hashes its arguments.
        if let Coerced::Str(_, v) = &coerced {
            check_hashable(v[1])?;
        }
        allow_fragments.map_or(Ok(()), check_hashable)?;
    }
    let allow_fragments = allow_fragments.is_none_or(truthy);
    let (url, scheme, bytes) = match &coerced {
        Coerced::Str(url, v) => (*url, scheme_text(v[1])?, false),
        Coerced::Bytes(v) => (v[0].as_str(), v[1].as_str(), true),
    };
    let r = urlsplit_in(
        py,
        url,
        SplitOptions {
            scheme,
            allow_fragments,
        },
    )
    .map_err(|e| e.into_py(py))?;
    Ok(split_value(py, r, parse, bytes))
}

/// A split result as Python's named tuple with its properties.
fn split_value(py: Python, r: SplitResult<'_>, parse: bool, bytes: bool) -> PyValue {
    let text = |s: &str| {
        if bytes {
            PyValue::Bytes(s.as_bytes().to_vec())
        } else {
            PyValue::Str(s.to_owned())
        }
    };
    let opt = |s: Option<&str>| s.map_or(PyValue::None, text);
    let (user, password) = netloc::userinfo(&r.netloc);
    let attrs = vec![
        ("username", Ok(opt(user))),
        ("password", Ok(opt(password))),
        (
            "hostname",
            Ok(opt(netloc::hostname_in(py, &r.netloc).as_deref())),
        ),
        (
            "port",
            netloc::port_in(py, &r.netloc, bytes)
                .map(|p| p.map_or(PyValue::None, |p| PyValue::Int(i64::from(p))))
                .map_err(PyError::from),
        ),
    ];
    let tuple = if parse {
        let p = split_to_parse(py, r);
        [p.scheme, p.netloc, p.path, p.params, p.query, p.fragment]
            .iter()
            .map(|c| text(c))
            .collect()
    } else {
        [r.scheme, r.netloc, r.path, r.query, r.fragment]
            .iter()
            .map(|c| text(c))
            .collect()
    };
    PyValue::Named { tuple, attrs }
}

/// `urlunsplit` / `urlunparse` (with `parse`) of one components argument.
fn unsplit(py: Python, components: &PyValue, parse: bool) -> Result<PyValue, PyError> {
    let items = star_items(components, "urllib.parse._coerce_args")?;
    let refs: Vec<&PyValue> = items.iter().collect();
    let coerced = coerce(&refs)?;
    let expected = if parse { 7 } else { 6 };
    let got = items.len() + 1;
    if got < expected {
        return Err(PyError::value_error(format!(
            "not enough values to unpack (expected {expected}, got {got})"
        )));
    }
    if got > expected {
        return Err(PyError::value_error(format!(
            "too many values to unpack (expected {expected})"
        )));
    }
    match coerced {
        Coerced::Bytes(v) => {
            let url = if parse {
                urlunparse_in(py, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5])
            } else {
                urlunsplit_in(py, &v[0], &v[1], &v[2], &v[3], &v[4])
            };
            Ok(PyValue::Bytes(url.into_bytes()))
        }
        Coerced::Str(scheme, v) => {
            let (netloc, mut path, query, fragment) = (
                v[1],
                Dyn::of(v[2]),
                v[3 + usize::from(parse)],
                v[4 + usize::from(parse)],
            );
            if parse && truthy(v[3]) {
                // "%s;%s" % (url, params) formats whatever the path is.
                path = Dyn::Str(Cow::Owned(format!("{};{}", path.str_of(), str_of(v[3]))));
            }
            unsplit_dynamic(py, scheme, netloc, path, query, fragment)
        }
    }
}

/// A path while `urlunsplit` builds the URL: text, or a false non-`str`
/// value that Python carries along until an operation on it fails.
enum Dyn<'v> {
    Str(Cow<'v, str>),
    Other(&'v PyValue),
}

impl<'v> Dyn<'v> {
    fn of(v: &'v PyValue) -> Self {
        match v {
            PyValue::Str(s) => Dyn::Str(Cow::Borrowed(s)),
            other => Dyn::Other(other),
        }
    }

    fn str_of(&self) -> Cow<'_, str> {
        match self {
            Dyn::Str(s) => Cow::Borrowed(s),
            Dyn::Other(v) => str_of(v),
        }
    }

    /// `'...' + self`.
    fn appended_to(&self, left: &str) -> Result<String, PyError> {
        match self {
            Dyn::Str(s) => Ok(format!("{left}{s}")),
            Dyn::Other(v) => Err(PyError::type_error(format!(
                "can only concatenate str (not \"{}\") to str",
                type_name(v)
            ))),
        }
    }

    /// `self + right`.
    fn append(self, right: &str) -> Result<Self, PyError> {
        match self {
            Dyn::Str(s) => Ok(Dyn::Str(Cow::Owned(format!("{s}{right}")))),
            Dyn::Other(v) => Err(PyError::type_error(match v {
                PyValue::Bytes(_) => "can't concat str to bytes".to_owned(),
                PyValue::Tuple(_) | PyValue::List(_) => format!(
                    "can only concatenate {0} (not \"str\") to {0}",
                    type_name(v)
                ),
                other => format!(
                    "unsupported operand type(s) for +: '{}' and 'str'",
                    type_name(other)
                ),
            })),
        }
    }

    /// `self[:n] != text`.
    fn prefix_differs(&self, py: Python, text: &str) -> Result<bool, PyError> {
        match self {
            Dyn::Str(s) => Ok(!s.starts_with(text)),
            Dyn::Other(PyValue::Dict(_)) if py.slices_are_hashable() => Err(PyError::new(
                "KeyError",
                format!("slice(None, {}, None)", text.len()),
            )),
            Dyn::Other(PyValue::Dict(_)) => Err(PyError::type_error("unhashable type: 'slice'")),
            Dyn::Other(
                v @ (PyValue::None | PyValue::Bool(_) | PyValue::Int(_) | PyValue::BigInt(_)),
            ) => Err(PyError::type_error(format!(
                "'{}' object is not subscriptable",
                type_name(v)
            ))),
            // A slice of bytes or a tuple never equals a str.
            Dyn::Other(_) => Ok(true),
        }
    }
}

/// `urlunsplit`'s code on `str` components, where the netloc, query and
/// fragment are text when true and the path may be any false value.
fn unsplit_dynamic(
    py: Python,
    scheme: &str,
    netloc: &PyValue,
    path: Dyn<'_>,
    query: &PyValue,
    fragment: &PyValue,
) -> Result<PyValue, PyError> {
    let netloc_text = match netloc {
        PyValue::Str(s) => s.as_str(),
        _ => "",
    };
    let text = |v: &PyValue| match v {
        PyValue::Str(s) => s.clone(),
        // A false value: the code skips it.
        _ => String::new(),
    };
    if let Dyn::Str(p) = &path {
        // All text: the netloc, query and fragment are text or skipped.
        return Ok(PyValue::Str(urlunsplit_in(
            py,
            scheme,
            netloc_text,
            p,
            &text(query),
            &text(fragment),
        )));
    }
    let mut url = path;
    let uses_netloc = !scheme.is_empty() && crate::urllib::schemes::uses_netloc_in(py, scheme);
    if py.unsplit_keeps_path_as_is() && !truthy(netloc) {
        // 3.13: `elif url[:2] == '//'`, then `elif scheme in uses_netloc
        // and (not url or url[:1] == '/')`; the path is a false non-str
        // value here, so `not url` holds.
        if !url.prefix_differs(py, "//")? || uses_netloc {
            url = Dyn::Str(Cow::Owned(url.appended_to("//")?));
        }
    } else if truthy(netloc) || (uses_netloc && url.prefix_differs(py, "//")?) {
        if let Dyn::Str(p) = &url {
            if !p.is_empty() && !p.starts_with('/') {
                url = Dyn::Str(Cow::Owned(format!("/{p}")));
            }
        }
        url = Dyn::Str(Cow::Owned(url.appended_to(&format!("//{netloc_text}"))?));
    }
    if !scheme.is_empty() {
        url = Dyn::Str(Cow::Owned(url.appended_to(&format!("{scheme}:"))?));
    }
    if let PyValue::Str(q) = query {
        if !q.is_empty() {
            url = url.append("?")?.append(q)?;
        }
    }
    if let PyValue::Str(f) = fragment {
        if !f.is_empty() {
            url = url.append("#")?.append(f)?;
        }
    }
    Ok(match url {
        Dyn::Str(s) => PyValue::Str(s.into_owned()),
        Dyn::Other(v) => v.clone(),
    })
}

/// `urljoin(base, url, allow_fragments)`.
fn join(
    py: Python,
    base: &PyValue,
    url: &PyValue,
    allow_fragments: Option<&PyValue>,
) -> Result<PyValue, PyError> {
    if !truthy(base) {
        return Ok(url.clone());
    }
    if !truthy(url) {
        return Ok(base.clone());
    }
    let coerced = coerce(&[base, url])?;
    if py.urlsplit_is_cached() {
        allow_fragments.map_or(Ok(()), check_hashable)?;
    }
    let allow_fragments = allow_fragments.is_none_or(truthy);
    Ok(match coerced {
        Coerced::Str(base, v) => {
            // `coerce` refused a true url that is not a str after a str base,
            // and a false url returned early, so the url is text here.
            let url = match v[1] {
                PyValue::Str(url) => url.as_str(),
                other => return Err(no_attribute(other, "find")),
            };
            PyValue::Str(
                urljoin_in(py, base, url, allow_fragments)
                    .map_err(|e| e.into_py(py))?
                    .into_owned(),
            )
        }
        Coerced::Bytes(v) => PyValue::Bytes(
            urljoin_in(py, &v[0], &v[1], allow_fragments)
                .map_err(|e| e.into_py(py))?
                .into_owned()
                .into_bytes(),
        ),
    })
}

/// `urldefrag(url)`.
fn defrag(py: Python, url: &PyValue) -> Result<PyValue, PyError> {
    let (text, bytes) = match coerce(&[url])? {
        Coerced::Str(s, _) => (Cow::Borrowed(s), false),
        Coerced::Bytes(mut v) => (Cow::Owned(v.swap_remove(0)), true),
    };
    let d = urldefrag_in(py, &text).map_err(|e| e.into_py(py))?;
    let value = |s: &str| {
        if bytes {
            PyValue::Bytes(s.as_bytes().to_vec())
        } else {
            PyValue::Str(s.to_owned())
        }
    };
    Ok(PyValue::Named {
        tuple: vec![value(&d.url), value(&d.fragment)],
        attrs: Vec::new(),
    })
}
