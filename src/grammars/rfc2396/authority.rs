//! Section 3.2: the authority, registry-based (3.2.1) or server-based
//! (3.2.2), with RFC 2732's amended `host` (its amended `IPv4address`
//! stands in [`super::ipv6`], below the `IPv6address` that ends with one).

use super::chars::{alpha, alphanum, digit, escaped};
use super::ipv6::ipv6_reference;
// `IPv4address` is written beside `IPv6address`, whose `ls32` ends with
// one; it is a `host` too, and its old path here stays.
pub use super::ipv6::ipv4_address;
use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// authority     = server | reg_name
/// ```
/// RFC 2396 section 3.2. The two overlap (`example.com` is both) and each
/// reads some inputs the other cannot (`[::1]` only a `server`, `a_b` only a
/// `reg_name`); both are tried, and the ends of either kept. The typed tree
/// reads an authority that is a `server` as one, as `java.net.URI` does,
/// and as a registry name only otherwise.
pub fn authority(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&AUTHORITY, |c| c.any(at, &[server, reg_name]))
}

/// ```abnf
/// reg_name      = 1*( unreserved | escaped | "$" | "," |
///                     ";" | ":" | "@" | "&" | "=" | "+" )
/// ```
/// RFC 2396 section 3.2.1.
pub fn reg_name(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&REG_NAME, |c| {
        c.plus(vec![at], |c, p| {
            let one = c.one(p, &REG_NAME_CHAR);
            union(one, escaped(c, p))
        })
    })
}

/// ```abnf
/// server        = [ [ userinfo "@" ] hostport ]
/// ```
/// RFC 2396 section 3.2.2. It may be empty (`file:///etc`). `userinfo`
/// ends at every offset of its run, and `"@"` is tried after each, so a
/// host that holds no `@` is read with and without a `userinfo` in front.
pub fn server(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SERVER, |c| {
        // The reading without userinfo first, so that a diagnostic names the
        // host when both readings die at the same byte.
        let bare = hostport(c, at);
        let user = userinfo(c, at);
        let user = c.then(user, |c, p| c.one(p, &AT));
        let with_user = c.then(user, hostport);
        union(union(vec![at], bare), with_user)
    })
}

/// ```abnf
/// userinfo      = *( unreserved | escaped |
///                    ";" | ":" | "&" | "=" | "+" | "$" | "," )
/// ```
/// RFC 2396 section 3.2.2.
pub fn userinfo(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&USERINFO, |c| {
        c.star(vec![at], |c, p| {
            let one = c.one(p, &USERINFO_CHAR);
            union(one, escaped(c, p))
        })
    })
}

/// ```abnf
/// hostport      = host [ ":" port ]
/// ```
/// RFC 2396 section 3.2.2.
pub fn hostport(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HOSTPORT, |c| {
        let e = host(c, at);
        c.opt(e, |c, p| {
            let e = c.one(p, &COLON);
            c.then(e, port)
        })
    })
}

/// ```abnf
/// host          = hostname | IPv4address | IPv6reference
/// ```
/// RFC 2732 section 3, amending RFC 2396 section 3.2.2. A `hostname`'s last
/// label starts with a letter, so no text is both a `hostname` and an
/// `IPv4address`, but their prefixes overlap (`1.2.3.4` begins `1.2.3.4a`);
/// all three are tried.
pub fn host(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HOST, |c| {
        c.any(at, &[hostname, ipv4_address, ipv6_reference])
    })
}

/// ```abnf
/// hostname      = *( domainlabel "." ) toplabel [ "." ]
/// ```
/// RFC 2396 section 3.2.2. Which label is the `toplabel` is not known until
/// the text ends: `toplabel` is tried after every `domainlabel "."`, and a
/// `domainlabel` ends at every letter or digit of its run, so `a.b.c` is
/// read with each of its labels as the last.
pub fn hostname(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HOSTNAME, |c| {
        let labels = c.star(vec![at], |c, p| {
            let e = domainlabel(c, p);
            c.then(e, |c, q| c.one(q, &DOT))
        });
        let e = c.then(labels, toplabel);
        c.opt(e, |c, p| c.one(p, &DOT))
    })
}

/// `*( alphanum | "-" ) alphanum` after `starts`: the tail shared by
/// `domainlabel` and `toplabel`.
fn label_tail(c: &mut Cursor<'_>, starts: Ends) -> Ends {
    let inner = c.star(starts, |c, p| {
        let one = alphanum(c, p);
        union(one, c.one(p, &DASH))
    });
    c.then(inner, alphanum)
}

/// ```abnf
/// domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum
/// ```
/// RFC 2396 section 3.2.2. The repetition ends at every offset of its run
/// and the last `alphanum` is tried after each, so a label ends after each
/// of its letters and digits, never after a `-`.
pub fn domainlabel(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&DOMAINLABEL, |c| {
        let first = alphanum(c, at);
        let longer = label_tail(c, first.clone());
        union(first, longer)
    })
}

/// ```abnf
/// toplabel      = alpha | alpha *( alphanum | "-" ) alphanum
/// ```
/// RFC 2396 section 3.2.2. As `domainlabel`, starting with a letter.
pub fn toplabel(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&TOPLABEL, |c| {
        let first = alpha(c, at);
        let longer = label_tail(c, first.clone());
        union(first, longer)
    })
}

/// ```abnf
/// port          = *digit
/// ```
/// RFC 2396 section 3.2.2. Unbounded, and possibly empty.
pub fn port(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PORT, |c| c.star(vec![at], digit))
}
