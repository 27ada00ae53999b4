//! The properties the fuzz targets check, shared with the regression replay:
//! each fuzz target in fuzz/ is one call of a function here, and every input a
//! fuzzer ever failed on is kept in tests/data/regressions/<target>/ and
//! replayed by `regressions` in the normal test run.

use urigram::{Node, Rule};

/// Every rule on arbitrary bytes (the first byte picks the rule): no panic,
/// an offset inside the input, the offset's definition (the prefix before it
/// is still viable), and byte-for-byte round trips.
pub fn parse_rules(data: &[u8]) {
    let Some((&selector, input)) = data.split_first() else {
        return;
    };
    let rule = Rule::ALL[usize::from(selector) % Rule::ALL.len()];
    match rule.parse_bytes(input) {
        Ok(node) => {
            let text = std::str::from_utf8(input).expect("only UTF-8 parses");
            let shown = match node {
                Node::UriReference(r) => r.to_string(),
                Node::Uri(u) => u.to_string(),
                Node::RelativeRef(r) => r.to_string(),
                Node::AbsoluteUri(u) => u.to_string(),
                Node::Authority(a) => a.to_string(),
                Node::Host(h) => h.to_string(),
                Node::Path(p) => p.to_string(),
                _ => text.to_string(),
            };
            assert_eq!(shown, text, "{rule}: Display must give back the input");
            if rule == Rule::UriReference {
                assert!(urigram::is_valid(text));
            }
        }
        Err(e) => {
            assert!(
                e.offset() <= input.len(),
                "{rule}: offset {} past the end",
                e.offset()
            );
            let _ = format!("{e} {e:#}");
            if let Ok(text) = std::str::from_utf8(&input[..e.offset()]) {
                if let Err(p) = rule.parse(text) {
                    assert_eq!(
                        p.offset(),
                        text.len(),
                        "{rule}: {text:?} is not a viable prefix"
                    );
                }
            }
            if rule == Rule::UriReference {
                if let Ok(text) = std::str::from_utf8(input) {
                    assert!(!urigram::is_valid(text));
                }
            }
        }
    }
}

/// Every grammar on the engine's compiled automaton against its set-of-ends
/// engine (issue 21, items 1 and 5), on arbitrary bytes (the first byte
/// picks the grammar and the rule): the same verdict and the same offset,
/// and `check`, which explains a failure from the automaton's state,
/// answering exactly as `check_by_ends` does: offset, expected set in its
/// order, rule path. Then the same on the input with a stretch of it
/// repeated (the second byte picks it), which moves where the live readings
/// started, the one thing a state does not record.
pub fn engine_automata(data: &[u8]) {
    engine_automata_once(data);
    if let [selector, pick, rest @ ..] = data {
        if !rest.is_empty() {
            let a = usize::from(*pick) % rest.len();
            let b = a + 1 + usize::from(*pick / 16) % (rest.len() - a);
            let mut pumped = vec![*selector];
            pumped.extend_from_slice(&rest[..a]);
            for _ in 0..3 {
                pumped.extend_from_slice(&rest[a..b]);
            }
            pumped.extend_from_slice(&rest[b..]);
            engine_automata_once(&pumped);
        }
    }
}

/// One input of [`engine_automata`].
fn engine_automata_once(data: &[u8]) {
    let Some((&selector, input)) = data.split_first() else {
        return;
    };
    // The grammars compiled into automata (all of those on the engine).
    let engine: Vec<_> = urigram::grammars::ALL
        .iter()
        .filter(|g| {
            g.top_rule()
                .engine_entry()
                .is_some_and(|e| e.automaton().is_some())
        })
        .collect();
    let grammar = engine[usize::from(selector) % engine.len()];
    let names: Vec<_> = grammar.rules().collect();
    let info = names[usize::from(selector) / engine.len() % names.len()];
    let entry = grammar
        .rule(info.abnf_name())
        .and_then(|r| r.engine_entry())
        .expect("an engine rule");
    let automaton = entry.automaton().expect("every engine rule has one");
    let ends = entry.check_by_ends(input);
    // RFC 3987's and RFC 6570's automata read the UTF-8 bytes of characters
    // (`ucschar`, `iprivate`), and their combinators point at the start of a
    // character: the dead byte is taken back to where the text before it
    // stops being whole UTF-8 (every byte before it was viable, so only its
    // own character can be cut short).
    let at = automaton.first_failure(input).map(|at| {
        if matches!(grammar.name(), "rfc3987" | "rfc6570") {
            std::str::from_utf8(&input[..at]).map_or_else(|e| e.valid_up_to(), |_| at)
        } else {
            at
        }
    });
    assert_eq!(
        at,
        ends.as_ref().err().map(urigram::engine::Error::offset),
        "{} {}: {}",
        grammar.name(),
        info.name(),
        input.escape_ascii()
    );
    assert_eq!(entry.is_valid(input), ends.is_ok());
    let fast = entry.check(input);
    if let (Err(a), Err(b)) = (&fast, &ends) {
        let words = |e: &urigram::engine::Error| {
            let rules: Vec<_> = e.rules().iter().map(|r| r.name()).collect();
            let expected: Vec<_> = e.expected().map(|x| x.describe()).collect();
            (e.offset(), expected, rules)
        };
        assert_eq!(
            words(a),
            words(b),
            "{} {}: {}",
            grammar.name(),
            info.name(),
            input.escape_ascii()
        );
    }
    assert_eq!(fast, ends);
}

/// The security lint on every valid URI-reference: no panic, spans in bounds,
/// every rendering succeeds.
pub fn lint(data: &[u8]) {
    let Ok(uri) = urigram::UriRef::parse_bytes(data) else {
        return;
    };
    for w in urigram::lint::lint(&uri) {
        assert!(
            w.span.start <= w.span.end && w.span.end <= data.len(),
            "{w:?}"
        );
        let _ = format!("{w} {w:#}");
    }
}

/// urigram and fluent-uri agree on validity and components of a URI-reference.
pub fn diff_fluent_uri(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let ours = urigram::UriRef::parse(s);
    let theirs = fluent_uri::UriRef::parse(s);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            assert_eq!(
                a.scheme().map(|x| x.as_str()),
                b.scheme().map(|x| x.as_str()),
                "{s:?}"
            );
            assert_eq!(
                a.authority().map(|x| x.as_str()),
                b.authority().map(|x| x.as_str()),
                "{s:?}"
            );
            assert_eq!(a.path().as_str(), b.path().as_str(), "{s:?}");
            assert_eq!(
                a.query().map(|x| x.as_str()),
                b.query().map(|x| x.as_str()),
                "{s:?}"
            );
            assert_eq!(
                a.fragment().map(|x| x.as_str()),
                b.fragment().map(|x| x.as_str()),
                "{s:?}"
            );
            if let (Some(x), Some(y)) = (a.authority(), b.authority()) {
                assert_eq!(
                    x.userinfo().map(|u| u.as_str()),
                    y.userinfo().map(|u| u.as_str()),
                    "{s:?}"
                );
                assert_eq!(x.host().as_str(), y.host(), "{s:?}");
                assert_eq!(
                    x.port().map(|p| p.as_str()),
                    y.port().map(|p| p.as_str()),
                    "{s:?}"
                );
            }
        }
        (Err(_), Err(_)) => {}
        _ => panic!(
            "validity differs on {s:?}: urigram {:?}, fluent-uri {:?}",
            ours.is_ok(),
            theirs.is_ok()
        ),
    }
}

/// The verdict from AVX2 masks where the CPU has it (`is_valid`, `check
/// -q`'s verdict), the single pass reading sixteen bytes at once (what a
/// CPU without AVX2 runs, `is_valid_by_blocks` and `parse_by_blocks`;
/// `UriRef::parse`, its tail thirty-two bytes at once with AVX2) against
/// the same pass reading a byte at a time (`is_valid_by_bytes`,
/// `parse_by_bytes`) and against the combinators: the
/// same verdict and the same tree, on the input as it is, after a run of
/// `a` whose length the first byte picks (so that each byte falls on every
/// lane of a block), and as the path of a URI with an authority.
pub fn diff_simd(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else {
        let checked = Rule::UriReference.is_valid_bytes_with(data, urigram::ParseOptions::RFC3986);
        assert!(!checked, "bytes that are not UTF-8 accepted: {data:?}");
        return;
    };
    // The shift moves the input across the sixteen-byte blocks and, up to
    // seventy bytes, across the two-stage verdict's window of sixty-four.
    // After "http://[" the input is an IP literal's inside, which the
    // verdict reads from the masks of its bytes (ip::literal_masks).
    let shift = "a".repeat(usize::from(data.first().copied().unwrap_or(0) % 72));
    for input in [
        s.to_owned(),
        format!("{shift}{s}"),
        format!("http://h/{s}"),
        format!("http://[{s}"),
    ] {
        let by_bytes = urigram::is_valid_by_bytes(&input);
        assert_eq!(urigram::is_valid(&input), by_bytes, "{input:?}");
        assert_eq!(
            urigram::is_valid_by_blocks(&input),
            by_bytes,
            "the blocks: {input:?}"
        );
        assert_eq!(
            Rule::UriReference
                .is_valid_bytes_with(input.as_bytes(), urigram::ParseOptions::RFC3986),
            by_bytes,
            "check -q: {input:?}"
        );
        let parsed = urigram::UriRef::parse(&input);
        assert_eq!(
            parsed.as_ref().ok(),
            urigram::parse_by_bytes(&input).as_ref(),
            "{input:?}"
        );
        assert_eq!(
            urigram::parse_by_blocks(&input).as_ref(),
            parsed.as_ref().ok(),
            "the parse without AVX2: {input:?}"
        );
        assert_eq!(parsed.is_ok(), by_bytes, "{input:?}");
        assert_eq!(
            Rule::UriReference.parse(&input).is_ok(),
            by_bytes,
            "combinators: {input:?}"
        );
    }
}

/// urigram and iri-string agree on validity and components of a URI-reference.
pub fn diff_iri_string(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let ours = urigram::UriRef::parse(s);
    let theirs = iri_string::types::UriReferenceStr::new(s);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a.scheme().map(|x| x.as_str()), b.scheme_str(), "{s:?}");
            assert_eq!(
                a.authority().map(|x| x.as_str()),
                b.authority_str(),
                "{s:?}"
            );
            assert_eq!(a.path().as_str(), b.path_str(), "{s:?}");
            assert_eq!(
                a.query().map(|x| x.as_str()),
                b.query().map(|q| q.as_str()),
                "{s:?}"
            );
            assert_eq!(
                a.fragment().map(|x| x.as_str()),
                b.fragment().map(|f| f.as_str()),
                "{s:?}"
            );
        }
        (Err(_), Err(_)) => {}
        _ => panic!(
            "validity differs on {s:?}: urigram {:?}, iri-string {:?}",
            ours.is_ok(),
            theirs.is_ok()
        ),
    }
}

/// Splits fuzz data at its first newline: two strings to combine.
fn two_strings(data: &[u8]) -> Option<(&str, &str)> {
    let s = std::str::from_utf8(data).ok()?;
    Some(s.split_once('\n').unwrap_or((s, "")))
}

/// Resolution, normalization and relativization of valid inputs: resolving
/// (strictly and not) yields a URI that re-parses to the same text;
/// normalizing is idempotent and valid; relativizing resolves back to what
/// resolving the target gives; RFC 1808's resolution never panics.
pub fn algorithms(data: &[u8]) {
    use urigram::resolve::{Mode, resolve_with};
    use urigram::{Uri, UriRef};
    let Some((base, reference)) = two_strings(data) else {
        return;
    };
    let _ = urigram::resolve::rfc1808::resolve(base, reference);
    let Ok(b) = Uri::parse(base) else { return };
    let n1 = urigram::normalize::normalize(&b);
    let n2 = urigram::normalize::normalize(&n1.as_uri());
    assert_eq!(
        n1.as_str(),
        n2.as_str(),
        "normalize is idempotent on {base:?}"
    );
    assert!(
        Uri::parse(n1.as_str()).is_ok(),
        "normalized {base:?} is valid"
    );
    let Ok(r) = UriRef::parse(reference) else {
        return;
    };
    for mode in [Mode::Strict, Mode::NonStrict] {
        let out = resolve_with(&b, &r, mode);
        let again =
            Uri::parse(out.as_str()).unwrap_or_else(|e| panic!("{base:?} + {reference:?}: {e}"));
        assert_eq!(again.to_string(), out.as_str());
    }
    if let UriRef::Uri(target) = r {
        let rel = urigram::relativize::relativize(&b, &target);
        let back = urigram::resolve::resolve(&b, &rel.as_uri_ref());
        let direct = urigram::resolve::resolve(&b, &r);
        assert_eq!(
            back.as_str(),
            direct.as_str(),
            "relativize({base:?}, {reference:?}) = {:?}",
            rel.as_str()
        );
    }
}

/// Percent-encoding: encoding then decoding is the identity, the encoded text
/// matches the component's rule, and decoding anything never panics and
/// reports an offset inside the input.
pub fn pct(data: &[u8]) {
    use urigram::pct::{EncodeSet, decode, decode_utf8, decode_utf8_lossy, encode_bytes};
    let sets = [
        EncodeSet::Userinfo,
        EncodeSet::RegName,
        EncodeSet::Path,
        EncodeSet::Segment,
        EncodeSet::SegmentNzNc,
        EncodeSet::Query,
        EncodeSet::Fragment,
    ];
    for set in sets {
        let encoded = encode_bytes(data, set);
        assert_eq!(decode(&encoded).as_ref(), data, "{set:?}");
        if !(encoded.is_empty() && set == EncodeSet::SegmentNzNc) {
            assert!(set.rule().parse(&encoded).is_ok(), "{set:?}: {encoded:?}");
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = decode_utf8_lossy(text);
        if let Err(e) = decode_utf8(text) {
            assert!(e.offset() <= text.len());
        }
    }
}

/// The builder on arbitrary components: either an error, or a reference that
/// re-parses with exactly those components.
pub fn builder(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let parts: Vec<&str> = s.split('\n').collect();
    let get = |i: usize| parts.get(i).copied().filter(|p| !p.starts_with('-'));
    let mut b = urigram::Builder::new();
    if let Some(x) = get(0) {
        b = b.scheme(x);
    }
    if let Some(x) = get(1) {
        b = b.host(x);
    }
    if let Some(x) = get(2) {
        b = b.path(x);
    }
    if let Some(x) = get(3) {
        b = b.query(x);
    }
    if let Some(x) = get(4) {
        b = b.fragment(x);
    }
    if let Ok(built) = b.build() {
        let r = urigram::UriRef::parse(built.as_str())
            .unwrap_or_else(|e| panic!("{s:?} built {built:?}: {e}"));
        assert_eq!(r.scheme().map(|x| x.as_str()), get(0), "{s:?}");
        assert_eq!(r.path().as_str(), get(2).unwrap_or(""), "{s:?}");
        assert_eq!(r.query().map(|x| x.as_str()), get(3), "{s:?}");
        assert_eq!(r.fragment().map(|x| x.as_str()), get(4), "{s:?}");
    }
}

/// Every urllib function on arbitrary text arguments: no panic, and
/// `urlsplit(urlunsplit(urlsplit(x)))` is a fixed point of another round, as
/// CPython's is (checked on 292,511 generated inputs: a first round may change
/// the tuple, the second never does, except for an empty netloc before a path
/// that begins with "//", which CPython shortens by two slashes every round).
pub fn urllib(data: &[u8]) {
    use urigram::urllib::{FUNCTIONS, PyValue, call};
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Some((a, b)) = two_strings(rest) else {
        return;
    };
    let name = FUNCTIONS[usize::from(selector) % FUNCTIONS.len()];
    let args = [PyValue::Str(a.to_string()), PyValue::Str(b.to_string())];
    let n = if matches!(name, "urljoin") { 2 } else { 1 };
    let _ = call(name, &args[..n], &[]);
    let _ = call(name, &[PyValue::Bytes(rest.to_vec())], &[]);
    let round = |x: &str| -> Option<(String, PyValue)> {
        let PyValue::Named { tuple, .. } =
            call("urlsplit", &[PyValue::Str(x.to_string())], &[]).ok()?
        else {
            return None;
        };
        let PyValue::Str(joined) =
            call("urlunsplit", &[PyValue::Tuple(tuple.clone())], &[]).ok()?
        else {
            return None;
        };
        Some((joined, PyValue::Tuple(tuple)))
    };
    if let Some((y, _)) = round(a) {
        if let Some((z, s2)) = round(&y) {
            if let Some((_, s3)) = round(&z) {
                // CPython reads a path that begins with "//" (and no netloc)
                // as an empty authority again on every round, so such a path
                // loses two slashes per round and never settles.
                let PyValue::Tuple(parts) = &s2 else {
                    unreachable!("round gives a tuple")
                };
                let endless = parts.get(1) == Some(&PyValue::Str(String::new()))
                    && matches!(parts.get(2), Some(PyValue::Str(p)) if p.starts_with("//"));
                if !endless {
                    assert_eq!(s2, s3, "urlsplit does not settle on {a:?}");
                }
            }
        }
    }
}

/// The JSON-lines protocol: any line gets exactly one line of JSON back,
/// holding "ok" or "error".
pub fn jsonl(data: &[u8]) {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let out = urigram::urllib::jsonl::respond(line);
    assert!(!out.contains('\n'), "{out:?}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("a response is JSON");
    assert!(v.get("ok").is_some() || v.get("error").is_some(), "{out}");
}

/// RFC 3987 against iri-string's IRI references and against itself: the
/// same verdict and components as `IriReferenceStr`, the registry's
/// shortcut giving the combinator's answer, bytes that are not UTF-8
/// refused no later than the first bad byte, the tree writing the input
/// back, and `iri_to_uri` giving an RFC 3986 URI that `uri_to_iri` maps to
/// an IRI whose URI is the same up to percent-encoding normalization.
pub fn diff_rfc3987(data: &[u8]) {
    use urigram::engine::Cursor;
    use urigram::grammars::rfc3987::{
        self, IriRef, iri_reference, iri_to_uri, rules::IRI_REFERENCE, uri_to_iri,
    };
    let registry = rfc3987::REGISTRY.entries()[0].check(data);
    let combinator = Cursor::new(data).whole(&IRI_REFERENCE, iri_reference);
    match (&registry, &combinator) {
        (Ok(()), Ok(())) => {}
        (Err(a), Err(b)) => assert_eq!(a.offset(), b.offset, "{data:?}"),
        _ => panic!("shortcut and combinator differ on {data:?}"),
    }
    let s = match std::str::from_utf8(data) {
        Ok(s) => s,
        Err(e) => {
            let at = registry.expect_err("not UTF-8 is no IRI").offset();
            assert!(at <= e.valid_up_to(), "{data:?}: error at {at}");
            return;
        }
    };
    let ours = IriRef::parse(s);
    let theirs = iri_string::types::IriReferenceStr::new(s);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a.to_string(), s);
            assert_eq!(a.scheme().map(|x| x.as_str()), b.scheme_str(), "{s:?}");
            assert_eq!(
                a.authority().map(|x| x.as_str()),
                b.authority_str(),
                "{s:?}"
            );
            assert_eq!(a.path().as_str(), b.path_str(), "{s:?}");
            assert_eq!(
                a.query().map(|x| x.as_str()),
                b.query().map(|q| q.as_str()),
                "{s:?}"
            );
            assert_eq!(
                a.fragment().map(|x| x.as_str()),
                b.fragment().map(|f| f.as_str()),
                "{s:?}"
            );
            let uri = iri_to_uri(s).unwrap();
            assert!(urigram::is_valid(&uri), "{s:?} maps to {uri:?}");
            let iri = uri_to_iri(&uri).unwrap();
            assert!(IriRef::parse(&iri).is_ok(), "{uri:?} maps back to {iri:?}");
            let again = iri_to_uri(&iri).unwrap();
            assert_eq!(
                urigram::pct::normalize(&again),
                urigram::pct::normalize(&uri),
                "{s:?}"
            );
        }
        (Err(_), Err(_)) => {}
        _ => panic!(
            "validity differs on {s:?}: urigram {:?}, iri-string {:?}",
            ours.is_ok(),
            theirs.is_ok()
        ),
    }
}

/// The prefixes the `tree_build` property puts before its input (the first
/// byte picks one), so that arbitrary bytes reach the authority, the
/// `http_URL` host and the path as often as the scheme.
const TREE_PREFIXES: [&[u8]; 12] = [
    b"",
    b"http://",
    b"HTTP://",
    b"//",
    b"a:",
    b"a:/",
    b"http://u@",
    b"http://h:",
    b"http://[::1]",
    b"http://1.2.3.",
    b"/",
    b"g;",
];

/// Each engine grammar's typed tree built by its nom combinators against the
/// string-scanning reader that built it before (issue 21, item 3), on
/// arbitrary bytes after a prefix the first byte picks: RFC 2396's
/// `UriReference`, RFC 1808's `Url`, RFC 1945's `Uri` and `HttpUrl` give the
/// same result both ways (the same tree, or the same error), and a tree
/// writes its input back. The trees built from RFC 3986's single pass are
/// held to their references too (issue 40 item 2): RFC 2396's is the first
/// above, RFC 3987's `IriRef` against its `parse_by_scan`, and RFC 9112's
/// `RequestTarget` against its combinators read whole; and since RFC 1808's
/// `Url` and RFC 1945's `Uri` are read by one scan of the bytes first, their
/// combinators are held to the same trees apart (`parse_by_combinators`).
pub fn tree_build(data: &[u8]) {
    use urigram::grammars::{rfc1808, rfc1945, rfc2396, rfc3987};
    use urigram::request_target;
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let mut input = TREE_PREFIXES[usize::from(selector) % TREE_PREFIXES.len()].to_vec();
    input.extend_from_slice(rest);
    let shown = |t: String| assert_eq!(t.as_bytes(), &input[..], "Display gives back the input");
    let by_nom = rfc1945::Uri::parse(&input);
    assert_eq!(by_nom, rfc1945::Uri::parse_by_scan(&input), "rfc1945 URI");
    assert_eq!(
        rfc1945::Uri::parse_by_combinators(&input),
        by_nom.clone().map(Some),
        "rfc1945 URI by its combinators"
    );
    if let Ok(t) = by_nom {
        if std::str::from_utf8(&input).is_ok() {
            shown(t.to_string());
        }
    }
    let by_nom = rfc1945::HttpUrl::parse(&input);
    assert_eq!(
        by_nom,
        rfc1945::HttpUrl::parse_by_scan(&input),
        "rfc1945 http_URL"
    );
    let Ok(text) = std::str::from_utf8(&input) else {
        return;
    };
    let by_nom = rfc2396::UriReference::parse(text);
    assert_eq!(
        by_nom,
        rfc2396::UriReference::parse_by_scan(text),
        "rfc2396"
    );
    if let Ok(t) = by_nom {
        shown(t.to_string());
    }
    let by_nom = rfc1808::Url::parse(text);
    assert_eq!(by_nom, rfc1808::Url::parse_by_scan(text), "rfc1808");
    assert_eq!(
        rfc1808::Url::parse_by_combinators(text),
        by_nom.clone().map(Some),
        "rfc1808 by its combinators"
    );
    if let Ok(t) = by_nom {
        shown(t.to_string());
    }
    assert_eq!(
        rfc3987::IriRef::parse(text),
        rfc3987::IriRef::parse_by_scan(text),
        "rfc3987"
    );
    let by_combinators = match request_target::request_target(urigram::rules::input(text)) {
        Ok((rest, t)) if rest.fragment().is_empty() => Some(t),
        _ => None,
    };
    assert_eq!(
        request_target::RequestTarget::parse(text).ok(),
        by_combinators,
        "rfc9112"
    );
}

/// `compare`: every reader reads any input without a panic; the verdict
/// does not depend on the readers' order (each part's notion of "one
/// reading" is an equivalence), for every reader and for each pair; and
/// `agree` and `scan` say what the comparison says.
pub fn compare(data: &[u8]) {
    use urigram::compare::{self, Part, Reader};
    use urigram::urllib::Python;
    let Some((&selector, input)) = data.split_first() else {
        return;
    };
    let python = Python::ALL[usize::from(selector) % Python::ALL.len()];
    // Every registered reader, those read only when named (go, curl, java-url) included.
    let every = Reader::all(python);
    let c = compare::compare(input, &every);
    let mut reversed = every.clone();
    reversed.reverse();
    let r = compare::compare(input, &reversed);
    assert_eq!(
        (c.differ(), c.spelling()),
        (r.differ(), r.spelling()),
        "{}",
        input.escape_ascii()
    );
    let a = every[usize::from(selector) % every.len()];
    let b = every[usize::from(selector / 16) % every.len()];
    let ab = compare::compare(input, &[a, b]);
    let ba = compare::compare(input, &[b, a]);
    assert_eq!(
        (ab.differ(), ab.spelling()),
        (ba.differ(), ba.spelling()),
        "{a} {b}: {}",
        input.escape_ascii()
    );
    for parts in [&Part::ALL[..], &Part::DESTINATION[..], &[Part::Host][..]] {
        assert_eq!(
            compare::agree(input, &every, parts),
            c.agrees_on(parts),
            "{}",
            input.escape_ascii()
        );
    }
    // `scan` (borrowed readings, the URL Standard's destination prefix) on
    // the pair: the pair's verdict on the parts asked.
    let mut differ = Vec::new();
    for parts in [&Part::DESTINATION[..], &[Part::Valid, Part::Host][..]] {
        let agrees = compare::scan(input, &[a, b], parts, &mut differ, |_| {});
        let expected: Vec<Part> = ab
            .differ()
            .iter()
            .copied()
            .filter(|p| parts.contains(p))
            .collect();
        assert_eq!(
            (agrees, &differ),
            (expected.is_empty(), &expected),
            "{a} {b}: {}",
            input.escape_ascii()
        );
    }
}
