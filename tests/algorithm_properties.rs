//! Properties of resolution, normalization and relativize over references
//! built from the grammar's tricky pieces (dot segments, empty segments,
//! colons, percent-encoded dots, empty authorities and ports).

use proptest::prelude::*;
use urigram::normalize::{Options, equivalent, normalize_with};
use urigram::resolve::{Mode, remove_dot_segments, resolve_with};
use urigram::{Uri, UriRef};

fn piece(options: &'static [&'static str]) -> impl Strategy<Value = &'static str> {
    proptest::sample::select(options)
}

/// Reference text from tricky pieces; filtered to those that parse.
pub(crate) fn reference(with_scheme: bool) -> impl Strategy<Value = String> {
    (
        proptest::option::weighted(
            if with_scheme { 0.99 } else { 0.3 },
            piece(&["http", "a", "HTTP", "foo+x"]),
        ),
        proptest::option::of(piece(&["a", "b", "", "u@h:80", "[::1]", "A%41:", "[V1.x]"])),
        proptest::bool::ANY,
        proptest::collection::vec(
            piece(&[
                "", ".", "..", "a", "b", "c:d", "%2E", "%2e%2E", "g;x", "~", "%7e", "%C3%A9",
            ]),
            0..6,
        ),
        proptest::option::of(piece(&["", "q", "a/./b", "%7E"])),
        proptest::option::of(piece(&["", "f", "s/../x"])),
    )
        .prop_map(|(scheme, authority, slash, segs, query, fragment)| {
            let mut s = String::new();
            if let Some(x) = scheme {
                s.push_str(x);
                s.push(':');
            }
            if let Some(a) = authority {
                s.push_str("//");
                s.push_str(a);
            }
            if slash {
                s.push('/');
            }
            s.push_str(&segs.join("/"));
            if let Some(q) = query {
                s.push('?');
                s.push_str(q);
            }
            if let Some(f) = fragment {
                s.push('#');
                s.push_str(f);
            }
            s
        })
        .prop_filter("must parse", move |s| {
            if with_scheme {
                Uri::parse(s).is_ok()
            } else {
                UriRef::parse(s).is_ok()
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn resolution_yields_uris_that_reparse_to_the_same_components(
        base in reference(true),
        r in reference(false),
        non_strict in any::<bool>(),
    ) {
        let b = Uri::parse(&base).unwrap();
        let rr = UriRef::parse(&r).unwrap();
        let mode = if non_strict { Mode::NonStrict } else { Mode::Strict };
        let t = resolve_with(&b, &rr, mode);
        let again = Uri::parse(t.as_str());
        prop_assert!(again.is_ok(), "{} + {} = {}", base, r, t);
        prop_assert_eq!(again.unwrap(), t.as_uri());
        // A path that came from the reference is free of dot segments, but
        // for the "/." put before a path that would read as an authority.
        let p = t.as_uri().path().as_str();
        if !rr.path().is_empty() {
            let p = p.strip_prefix("/.").filter(|x| x.starts_with("//")).unwrap_or(p);
            prop_assert_eq!(remove_dot_segments(p), p);
        }
    }

    #[test]
    fn normalize_is_idempotent_and_valid(u in reference(true), rfc5952 in any::<bool>(), scheme_based in any::<bool>()) {
        let uri = Uri::parse(&u).unwrap();
        let mut options = if scheme_based { Options::default() } else { Options::syntax_based() };
        if rfc5952 {
            options = options.with_rfc5952();
        }
        let once = normalize_with(&uri, options);
        let reparsed = Uri::parse(once.as_str());
        prop_assert!(reparsed.is_ok(), "{} -> {}", u, once);
        prop_assert_eq!(reparsed.unwrap(), once.as_uri());
        let twice = normalize_with(&once.as_uri(), options);
        prop_assert_eq!(&twice, &once, "{}", u);
        prop_assert!(equivalent(&uri, &once.as_uri()));
    }

    #[test]
    fn relativize_round_trips(base in reference(true), target in reference(true)) {
        let b = Uri::parse(&base).unwrap();
        let t = Uri::parse(&target).unwrap();
        let r = b.relativize(&t);
        let goal = b.resolve(&UriRef::Uri(t));
        let back = b.resolve(&r.as_uri_ref());
        prop_assert_eq!(&back, &goal, "{} -> {} via {}", base, target, r);
        prop_assert!(r.as_str().len() <= goal.as_str().len());
        // A target already free of dot segments comes back exactly.
        if goal.as_str() == target {
            prop_assert_eq!(back.as_str(), target.as_str());
        }
    }
}

#[test]
fn relativize_examples() {
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    let rel = |t: &str| base.relativize(&Uri::parse(t).unwrap()).into_string();
    // The targets of RFC 3986 section 5.4.1, back to short references.
    for (t, r) in [
        ("g:h", "g:h"),
        ("http://a/b/c/g", "g"),
        ("http://a/b/c/g/", "g/"),
        ("http://a/g", "/g"),
        ("http://g", "//g"),
        ("http://a/b/c/d;p?y", "?y"),
        ("http://a/b/c/g?y", "g?y"),
        ("http://a/b/c/d;p?q#s", "#s"),
        ("http://a/b/c/d;p?q", ""),
        ("http://a/b/c/", "."),
        ("http://a/b/", ".."),
        ("http://a/b/g", "../g"),
        ("http://a/", "/"),
        ("http://a/b/c/d;p", "d;p"),
    ] {
        assert_eq!(rel(t), r, "{t}");
    }
    // Colons and empty segments get a "./" so they stay paths.
    assert_eq!(rel("http://a/b/c/x:y"), "./x:y");
    assert_eq!(rel("http://a/b/c//x"), ".//x");
    // Without an authority the base's directory is still the anchor.
    let b = Uri::parse("a:b/c").unwrap();
    assert_eq!(b.relativize(&Uri::parse("a:b/d").unwrap()), "d");
}

/// A string derived from the grammar file for `rule` (see `oracle::generate`).
fn grammar_string(rule: &'static str) -> impl Strategy<Value = String> {
    crate::oracle::generate::rule(rule).prop_map(|b| String::from_utf8(b).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// The same properties on strings derived mechanically from the ABNF:
    /// every host form, percent-encodings and characters of every class.
    #[test]
    fn grammar_derived_inputs_keep_the_properties(
        base in grammar_string("URI"),
        r in grammar_string("URI-reference"),
        target in grammar_string("URI"),
    ) {
        let b = Uri::parse(&base).unwrap();
        let rr = UriRef::parse(&r).unwrap();
        for mode in [Mode::Strict, Mode::NonStrict] {
            let t = resolve_with(&b, &rr, mode);
            prop_assert_eq!(Uri::parse(t.as_str()).unwrap(), t.as_uri(), "{} + {}", base, r);
        }
        let n = b.normalize();
        prop_assert_eq!(Uri::parse(n.as_str()).unwrap(), n.as_uri());
        prop_assert_eq!(n.as_uri().normalize(), n.clone());
        let t = Uri::parse(&target).unwrap();
        let rel = b.relativize(&t);
        prop_assert_eq!(b.resolve(&rel.as_uri_ref()), b.resolve(&UriRef::Uri(t)), "{} -> {}", base, target);
    }
}
