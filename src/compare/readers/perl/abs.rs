//! How LWP resolves a redirect's `Location` (LWP::UserAgent::request, LWP
//! 6.68): `URI->new($location, $base)->abs($base)` under
//! `local $URI::ABS_ALLOW_RELATIVE_SCHEME = 1` — `URI->new_abs` but that a
//! reference whose scheme is the base's (`http:g`) is resolved, not taken
//! as it is. URI 5.17's `URI::_generic::abs`, step for step, on the
//! strings the objects hold: the base's scheme picks the reference's class
//! when it has none; `mailto:`, `data:`, `urn:` and `sip:` objects are
//! their own resolution; the rest take the base's scheme and authority
//! through their setters and merge the path as `abs` does (RFC 2396's
//! merge, a `..` above the root kept). Checked against Perl by
//! `tests/compare_base_clients.rs` on the vectors
//! `scripts/compare_base_vectors_perl.sh` made.

use std::collections::VecDeque;
use std::net::Ipv6Addr;

use super::{Class, Mode, init, scheme_len, uric};

/// `URI->new($reference, $base)->abs($base)->as_string`, each held as its
/// [`Mode`] says, or why Perl dies (a method the class has not).
pub(super) fn new_abs(
    (reference, reference_mode): (&str, Mode),
    (base, base_mode): (&str, Mode),
) -> Result<String, String> {
    let (this, class) = init(reference, reference_mode, hint(base));
    if matches!(class, Class::Mailto | Class::Opaque | Class::Sip(_)) {
        // `URI::abs` and `URI::sip::abs`: the object itself.
        return Ok(this);
    }
    if base.is_empty() || base == "0" {
        // `my $base = shift || Carp::croak(...)`: Perl's false strings.
        return Err("Missing base argument".to_owned());
    }
    let (base, base_class) = init(base, base_mode, None);
    let base_scheme = scheme_len(&base).map(|n| base[..n].to_ascii_lowercase());
    if let Some(n) = scheme_len(&this) {
        // With ABS_ALLOW_RELATIVE_SCHEME, only a scheme not the base's
        // makes the reference absolute.
        if base_scheme.as_deref() != Some(this[..n].to_ascii_lowercase().as_str()) {
            return Ok(this);
        }
    }
    // `$abs->scheme($base->scheme)`.
    let (mut abs, abs_class) = match &base_scheme {
        Some(scheme) => init(
            &format!("{scheme}:{}", without_scheme(&this)),
            Mode::Characters,
            None,
        ),
        None => (without_scheme(&this).to_owned(), class),
    };
    let pre = scheme_len(&this).map_or(0, |n| n + 1);
    if this[pre..].starts_with("//") {
        return Ok(abs);
    }
    let authority = match base_class {
        Class::Sip(_) => Some(sip_authority(&base)),
        _ => generic_authority(&base),
    };
    set_authority(&mut abs, abs_class, authority)?;
    let path = path_of(&this, class).unwrap_or_default();
    if path.starts_with('/') {
        return Ok(abs);
    }
    if path.is_empty() {
        let mut abs = base.clone();
        if let Some(query) = query_of(&this) {
            if base_class == Class::Opaque {
                return Err(no_method("query", &base));
            }
            set_query(&mut abs, query);
        }
        if let Some(at) = this.find('#') {
            set_fragment(&mut abs, &this[at + 1..]);
        }
        return Ok(abs);
    }
    let base_path = path_of(&base, base_class).unwrap_or_default();
    let mut p = base_path.trim_end_matches(|c| c != '/').to_owned();
    p.push_str(path);
    let merged = remove_dots(&p);
    set_path(&mut abs, abs_class, &format!("/{}", merged.join("/")))?;
    Ok(abs)
}

/// The scheme `URI->new` takes from its second argument, a string:
/// `m/^($scheme_re)(?::|$)/`, as written.
fn hint(base: &str) -> Option<&str> {
    let n = base
        .bytes()
        .take_while(|&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
        .count();
    let first = base.as_bytes().first()?;
    let next = &base[n..];
    (first.is_ascii_alphabetic() && (next.starts_with(':') || next.is_empty() || next == "\n"))
        .then(|| &base[..n])
}

/// `s` without its `scheme:` (`_scheme`'s `s/^($scheme_re)://`).
fn without_scheme(s: &str) -> &str {
    scheme_len(s).map_or(s, |n| &s[n + 1..])
}

/// Perl's message when a class has no such method.
fn no_method(method: &str, s: &str) -> String {
    let scheme = scheme_len(s).map_or(String::new(), |n| s[..n].to_ascii_lowercase());
    format!("Can't locate object method \"{method}\" via package \"URI::{scheme}\"")
}

/// `URI::_generic::authority`: after the scheme, `//` and up to `/`, `?`
/// or `#`; `None` without the `//`.
fn generic_authority(s: &str) -> Option<&str> {
    let pre = scheme_len(s).map_or(0, |n| n + 1);
    let a = s[pre..].strip_prefix("//")?;
    Some(&a[..a.find(['/', '?', '#']).unwrap_or(a.len())])
}

/// `URI::sip::authority`: after the scheme, up to `;` or `?`.
fn sip_authority(s: &str) -> &str {
    let pre = scheme_len(s).map_or(0, |n| n + 1);
    let a = &s[pre..];
    &a[..a.find([';', '?']).unwrap_or(a.len())]
}

/// `URI::Escape::escape_char` on each character `keep` refuses.
fn escaped(s: &str, keep: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if keep(c) {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                crate::compare::hex::push_pct(&mut out, b);
            }
        }
    }
    out
}

/// `$URI::uric4user`: what a userinfo keeps unescaped.
fn uric4user(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!$'()*,;:._~%-+=&".contains(c)
}

/// `_looks_like_raw_ip6_address` with Regexp::IPv6 installed (Debian's
/// libregexp-ipv6-perl): two colons or more and an IPv6 address.
fn raw_ipv6(host: &str) -> bool {
    host.matches(':').count() >= 2 && host.parse::<Ipv6Addr>().is_ok()
}

/// `$abs->authority($authority)` for `class`.
fn set_authority(abs: &mut String, class: Class, authority: Option<&str>) -> Result<(), String> {
    match class {
        Class::Mailto | Class::Opaque => return Err(no_method("authority", abs)),
        Class::Sip(_) => {
            let pre = scheme_len(abs).map_or(0, |n| n + 1);
            let after = &abs[pre..];
            let rest = &after[after.find([';', '?']).unwrap_or(after.len())..];
            let auth = escaped(authority.unwrap_or(""), uric);
            *abs = format!("{}{auth}{rest}", &abs[..pre]);
            return Ok(());
        }
        _ => {}
    }
    let pre = scheme_len(abs).map_or(0, |n| n + 1);
    let rest = match generic_authority(abs) {
        Some(a) => abs[pre + 2 + a.len()..].to_owned(),
        None => abs[pre..].to_owned(),
    };
    let mut out = abs[..pre].to_owned();
    if let Some(auth) = authority {
        // ACHAR: uric and the brackets, without `/` and `?`.
        let mut auth = escaped(auth, |c| {
            (uric(c) || c == '[' || c == ']') && c != '/' && c != '?'
        });
        let at = auth.rfind('@').map_or(0, |i| i + 1);
        if at < auth.len() {
            let mut user = escaped(&auth[..at], uric4user);
            if let Some(head) = user.strip_suffix("%40") {
                user = format!("{head}@");
            }
            let host = &auth[at..];
            let host = if raw_ipv6(host) {
                format!("[{host}]")
            } else {
                host.to_owned()
            };
            auth = user + &host;
        }
        out.push_str("//");
        out.push_str(&auth);
    }
    out.push_str(&check_path(&rest, &out));
    *abs = out;
    Ok(())
}

/// `_check_path($path, $pre)`: `path` with the prefix it needs after
/// `pre` (a `/` after an authority; `./` before a first segment that
/// looks like a scheme when nothing comes before it).
fn check_path(path: &str, pre: &str) -> String {
    if pre.contains('/') {
        if !path.is_empty() && !path.starts_with(['/', '?', '#']) {
            return format!("/{path}");
        }
    } else if !path.starts_with("//") && pre.is_empty() {
        let first = path.find([':', '/', '?', '#']);
        if first.is_some_and(|i| i > 0 && path.as_bytes()[i] == b':') {
            return format!("./{path}");
        }
    }
    path.to_owned()
}

/// Where `URI::_generic::path`'s prefix (`[^:/?#]+:`, then
/// `//[^/?#]*`) ends in `s`.
fn path_start(s: &str) -> usize {
    let mut p = match s.find([':', '/', '?', '#']) {
        Some(i) if i > 0 && s.as_bytes()[i] == b':' => i + 1,
        _ => 0,
    };
    if s[p..].starts_with("//") {
        p = s[p + 2..]
            .find(['/', '?', '#'])
            .map_or(s.len(), |i| p + 2 + i);
    }
    p
}

/// `$uri->path` for `class`: `URI::_generic`'s up to `?` or `#`;
/// `URI::ftp`'s (`path_query`) up to `#`; the opaque part for `mailto:`,
/// `data:` and `urn:`; none for `sip:`.
fn path_of(s: &str, class: Class) -> Option<&str> {
    match class {
        Class::Sip(_) => None,
        Class::Mailto | Class::Opaque => {
            let rest = without_scheme(s);
            Some(&rest[..rest.find('#').unwrap_or(rest.len())])
        }
        Class::Ftp => {
            let p = &s[path_start(s)..];
            Some(&p[..p.find('#').unwrap_or(p.len())])
        }
        _ => {
            let p = &s[path_start(s)..];
            Some(&p[..p.find(['?', '#']).unwrap_or(p.len())])
        }
    }
}

/// `$uri->query`: after a `?` that comes before any `#`, up to `#`.
fn query_of(s: &str) -> Option<&str> {
    let i = s.find(['?', '#'])?;
    let q = s[i..].strip_prefix('?')?;
    Some(&q[..q.find('#').unwrap_or(q.len())])
}

/// `$abs->query($query)` (`URI::_query`).
fn set_query(abs: &mut String, query: &str) {
    let end = abs.find(['?', '#']).unwrap_or(abs.len());
    let rest = match abs[end..].strip_prefix('?') {
        Some(q) => &q[q.find('#').unwrap_or(q.len())..],
        None => &abs[end..],
    };
    *abs = format!("{}?{}{rest}", &abs[..end], escaped(query, uric));
}

/// `$abs->fragment($fragment)`: what follows the first `#` replaced.
fn set_fragment(abs: &mut String, fragment: &str) {
    abs.truncate(abs.find('#').unwrap_or(abs.len()));
    abs.push('#');
    abs.push_str(&escaped(fragment, uric));
}

/// `$abs->path($path)` for `class`: `URI::_generic`'s (escaping outside
/// `uric` less `?`, up to `?` or `#` replaced) or `URI::ftp`'s
/// (`path_query`: escaping outside `uric`, up to `#` replaced).
fn set_path(abs: &mut String, class: Class, path: &str) -> Result<(), String> {
    let start = path_start(abs);
    let (end, new) = match class {
        Class::Mailto | Class::Opaque => return Err(no_method("path", abs)),
        Class::Sip(_) => return Ok(()),
        Class::Ftp => (
            abs[start..].find('#').map_or(abs.len(), |i| start + i),
            escaped(path, uric),
        ),
        _ => (
            abs[start..]
                .find(['?', '#'])
                .map_or(abs.len(), |i| start + i),
            escaped(path, |c| uric(c) && c != '?'),
        ),
    };
    let pre = &abs[..start];
    *abs = format!("{pre}{}{}", check_path(&new, pre), &abs[end..]);
    Ok(())
}

/// `abs`'s loop over `split('/', $p, -1)` (a first empty segment
/// dropped): a `.` segment removed where the scan meets it, a segment and
/// the `..` after it removed unless it is `..` itself; a last `.` made
/// empty. The same steps as Perl's `splice`s, on a stack and what is left
/// to scan, so that it takes linear time.
fn remove_dots(p: &str) -> Vec<&str> {
    let mut rest: VecDeque<&str> = if p.is_empty() {
        VecDeque::new()
    } else {
        p.split('/').collect()
    };
    if rest.front() == Some(&"") {
        rest.pop_front();
    }
    let mut stack: Vec<&str> = rest.pop_front().into_iter().collect();
    while !rest.is_empty() {
        let top = stack.last().copied();
        if top == Some(".") {
            stack.pop();
            if stack.is_empty() {
                stack.extend(rest.pop_front());
            }
        } else if rest.front() == Some(&"..") && top != Some("..") {
            stack.pop();
            rest.pop_front();
            if stack.is_empty() {
                stack.extend(rest.pop_front());
            } else if rest.is_empty() {
                rest.push_back("");
            }
        } else {
            stack.extend(rest.pop_front());
        }
    }
    if stack.last() == Some(&".") {
        stack.pop();
        stack.push("");
    }
    stack
}
