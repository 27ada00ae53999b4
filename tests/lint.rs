//! The security lint: each check fires on a URI that RFC 3986 section 7 (or
//! the section the check names) describes, stays quiet on clean URIs, and
//! renders like a parse error (snapshots under snapshots/).

use urigram::UriRef;
use urigram::lint::{Check, lint};

/// One URI per check, each the kind of input its RFC section describes.
const CASES: &[(Check, &str)] = &[
    (
        Check::PasswordInUserinfo,
        "ftp://anonymous:guest@ftp.example.org/pub",
    ),
    // The section 7.6 example, verbatim.
    (
        Check::UserinfoLooksLikeHost,
        "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
    ),
    // The section 7.4 forms.
    (Check::RareIpv4Form, "http://0x7f.1/"),
    (Check::RareIpv4Form, "http://0177.0.0.1/"),
    (Check::RareIpv4Form, "http://127.1/"),
    (Check::RareIpv4Form, "http://2130706433/"),
    (Check::EmbeddedIpv4, "http://[::ffff:7f00:1]/"),
    (Check::IpvFuture, "http://[v7.host]/"),
    (
        Check::HostTooLong,
        "http://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.example/",
    ),
    (Check::EmptyHost, "http:///etc/passwd"),
    (Check::EncodedNonAsciiHost, "http://%D0%B0pple.com/"),
    (Check::EncodedUnreserved, "http://example.com/%7Euser"),
    (
        Check::EncodedDelimiterInHost,
        "http://trusted.example%40evil.example/",
    ),
    (
        Check::EncodedSlashInPath,
        "http://example.com/a%2F..%2Fsecret",
    ),
    (
        Check::EncodedDotSegment,
        "http://example.com/static/%2E%2E/%2e%2E/etc/passwd",
    ),
    (
        Check::EncodedControl,
        "http://example.com/a%0D%0ASet-Cookie:x",
    ),
    (Check::DotSegment, "http://example.com/a/../b/./c"),
    (Check::DefaultPort, "https://example.com:443/"),
    (Check::InvalidPortNumber, "http://example.com:99999/"),
    (Check::OtherProtocolPort, "http://mail.example.com:25/"),
    (
        Check::LowercasePercentEncoding,
        "http://example.com/caf%c3%a9",
    ),
    (
        Check::ActiveContentScheme,
        "javascript:alert(document.cookie)",
    ),
];

#[test]
fn every_check_fires_on_its_example() {
    for &(check, input) in CASES {
        let uri = UriRef::parse(input).unwrap();
        let warnings = lint(&uri);
        assert!(
            warnings.iter().any(|w| w.check == check),
            "{check} did not fire on {input}: {warnings:?}"
        );
        for w in &warnings {
            assert!(
                w.span.end <= input.len() && w.span.start <= w.span.end,
                "{w:?}"
            );
        }
    }
    for check in Check::ALL {
        assert!(
            CASES.iter().any(|&(c, _)| c == check),
            "no example for {check}"
        );
    }
}

#[test]
fn spans_point_at_the_offending_text() {
    let at = |input: &str, check: Check| {
        let uri = UriRef::parse(input).unwrap();
        let w = lint(&uri).into_iter().find(|w| w.check == check).unwrap();
        input[w.span.range()].to_string()
    };
    assert_eq!(
        at(
            "ftp://anonymous:guest@ftp.example.org/pub",
            Check::PasswordInUserinfo
        ),
        "guest"
    );
    assert_eq!(
        at(
            "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
            Check::UserinfoLooksLikeHost
        ),
        "cnn.example.com"
    );
    assert_eq!(at("http://0x7f.1/", Check::RareIpv4Form), "0x7f.1");
    assert_eq!(at("https://example.com:443/", Check::DefaultPort), ":443");
    assert_eq!(at("http://example.com/a/../b", Check::DotSegment), "..");
    assert_eq!(
        at("http://example.com/x/%2E%2e/y", Check::EncodedDotSegment),
        "%2E%2e"
    );
    assert_eq!(
        at(
            "http://example.com/caf%c3%A9",
            Check::LowercasePercentEncoding
        ),
        "%c3"
    );
}

#[test]
fn rare_ipv4_forms_name_the_address_resolvers_would_use() {
    // RFC 3986 section 7.4 and inet_aton(3): all of these are 127.0.0.1.
    for host in [
        "0x7f.1",
        "0177.0.0.1",
        "127.1",
        "2130706433",
        "0x7f000001",
        "127.0.1",
    ] {
        let input = format!("http://{host}/");
        let uri = UriRef::parse(&input).unwrap();
        let w = lint(&uri)
            .into_iter()
            .find(|w| w.check == Check::RareIpv4Form);
        assert!(
            w.is_some_and(|w| w.message().contains("127.0.0.1")),
            "{input}"
        );
    }
}

#[test]
fn clean_uris_draw_no_warning() {
    for input in [
        "http://example.com/a/b?c=d#e",
        "https://user@example.com:8443/",
        "../a/b",
        "./g",
        "mailto:fred@example.com",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "http://[2001:db8::7]/c=GB?objectClass?one",
        "http://192.0.2.16:8080/caf%C3%A9",
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
    ] {
        let uri = UriRef::parse(input).unwrap();
        assert_eq!(lint(&uri), Vec::new(), "{input}");
    }
}

#[test]
fn rendered_warnings() {
    for (i, &(check, input)) in CASES.iter().enumerate() {
        let uri = UriRef::parse(input).unwrap();
        let rendered: Vec<String> = lint(&uri).iter().map(|w| format!("{w:#}")).collect();
        insta::with_settings!({
            snapshot_path => "../snapshots",
            prepend_module_to_snapshot => false,
            description => input,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(format!("lint_{i:02}_{}", check.name()), rendered.join("\n\n"));
        });
    }
}

/// A long input's frame shows a window around the span, not the whole input,
/// with the offsets in the whole input; the caret still stands under the
/// span's first byte.
#[test]
fn long_inputs_render_a_window_around_the_span() {
    let input = format!("http://h/{}..{}", "a/".repeat(50_000), "/b".repeat(50_000));
    let uri = UriRef::parse(&input).unwrap();
    let warnings = lint(&uri);
    let dot = warnings
        .iter()
        .find(|w| w.check == Check::DotSegment)
        .unwrap();
    assert_eq!(dot.span.start, 9 + 100_000);
    let frame = format!("{dot:#}");
    assert!(frame.len() < 1_000, "{} bytes", frame.len());
    let lines: Vec<&str> = frame.lines().collect();
    let shown = lines[2].strip_prefix("1 | ").unwrap();
    let carets = lines[3].strip_prefix("  | ").unwrap();
    assert!(shown.starts_with('…') && shown.ends_with('…'), "{shown}");
    let column = carets.find('^').unwrap();
    let under: String = shown.chars().skip(column).take(2).collect();
    assert_eq!(under, "..");
    assert_eq!(carets[column..].split(' ').next(), Some("^^"));
    assert_eq!(
        lines[4],
        format!("  = at bytes {}..{} of {}", 100_009, 100_011, input.len())
    );
    // A short input is still shown whole, with no offsets line.
    let short = UriRef::parse("http://h/a/../b").unwrap();
    let frame = format!("{:#}", lint(&short)[0]);
    assert!(frame.contains("\n1 | http://h/a/../b\n"), "{frame}");
    assert!(!frame.contains("= at bytes"), "{frame}");
}

/// The octets a `%XX` may not stand for without a warning: RFC 5234
/// appendix B.1's `CTL = %x00-1F / %x7F`, C0 and DEL, every one of them
/// and nothing else below 0x80.
#[test]
fn encoded_control_is_every_ctl_octet_and_only_those() {
    for octet in 0..0x80u8 {
        let input = format!("http://h/a%{octet:02X}b");
        let uri = UriRef::parse(&input).unwrap();
        let fired = lint(&uri)
            .iter()
            .filter(|w| w.check == Check::EncodedControl)
            .map(|w| (w.span.start, w.span.end))
            .collect::<Vec<_>>();
        let ctl = octet <= 0x1f || octet == 0x7f;
        let expected = if ctl { vec![(10, 13)] } else { vec![] };
        assert_eq!(fired, expected, "{input}");
    }
    // Lower case hex digits name the same octet.
    let uri = UriRef::parse("http://h/a%7fb").unwrap();
    assert!(lint(&uri).iter().any(|w| w.check == Check::EncodedControl));
}

/// RFC 3986 section 3.2.2: a registered name meant for DNS is "limited to
/// 255 characters in length", and RFC 1035 section 2.3.4 limits a label to
/// 63 octets. Each limit is allowed and one past it warns.
#[test]
fn host_too_long_is_past_255_bytes_or_a_label_past_63() {
    // Labels of 63, joined by dots: 4 x 63 + 3 = 255 bytes.
    let label = "a".repeat(63);
    let host255 = [label.as_str(); 4].join(".");
    assert_eq!(host255.len(), 255);
    let host256 = format!("b{host255}");
    // Short labels: 32 of 7 bytes and 31 dots make 255; one byte more.
    let short255 = ["abcdefg"; 32].join(".");
    assert_eq!(short255.len(), 255);
    let short256 = format!("{short255}h");
    let cases = [
        (host255.clone(), false),
        (host256.clone(), true),
        (short255, false),
        (short256, true),
        (label.clone(), false),
        (format!("{label}a"), true),
        (format!("x.{label}a.y"), true),
    ];
    for (host, too_long) in cases {
        let input = format!("http://{host}/");
        let uri = UriRef::parse(&input).unwrap();
        let spans: Vec<_> = lint(&uri)
            .iter()
            .filter(|w| w.check == Check::HostTooLong)
            .map(|w| (w.span.start, w.span.end))
            .collect();
        let expected = if too_long {
            vec![(7, 7 + host.len())]
        } else {
            vec![]
        };
        assert_eq!(spans, expected, "a host of {} bytes", host.len());
    }
}

/// Whether a `%2E` is part of a dot segment is decided for its own
/// segment: `%2e%2e` alone is `..` (an encoded dot segment), while the
/// `%2e` inside `a%2eb` is an encoded unreserved character. "http://h/" is
/// 9 bytes, so the first segment spans 9..15 and the `%2e` of the second
/// 17..20.
#[test]
fn a_dot_is_judged_in_its_own_segment() {
    let spans = |input: &str, check: Check| {
        let uri = UriRef::parse(input).unwrap();
        lint(&uri)
            .into_iter()
            .filter(|w| w.check == check)
            .map(|w| (w.span.start, w.span.end))
            .collect::<Vec<_>>()
    };
    let input = "http://h/%2e%2e/a%2eb";
    assert_eq!(spans(input, Check::EncodedDotSegment), [(9, 15)]);
    assert_eq!(spans(input, Check::EncodedUnreserved), [(17, 20)]);
    // The other way round: the dot segment comes second.
    let input = "http://h/a%2eb/%2E/c";
    assert_eq!(spans(input, Check::EncodedUnreserved), [(10, 13)]);
    assert_eq!(spans(input, Check::EncodedDotSegment), [(15, 18)]);
    // Three segments: unreserved, dot segment, unreserved.
    let input = "http://h/%2ex/%2E%2E/y%2E";
    assert_eq!(spans(input, Check::EncodedUnreserved), [(9, 12), (22, 25)]);
    assert_eq!(spans(input, Check::EncodedDotSegment), [(14, 20)]);
}

/// `lint_summary` keeps, of each check, exactly the first `keep` warnings
/// that `lint` gives (in `lint`'s order), and counts every one: checked
/// against `lint`'s full list on every case above and on hostile lines
/// where each check fires many times.
#[test]
fn a_summary_keeps_the_first_of_each_check_and_counts_them_all() {
    use urigram::lint::lint_summary;
    let mut inputs: Vec<String> = CASES.iter().map(|(_, u)| (*u).to_string()).collect();
    inputs.push(format!("http://h/{}", "%2e%2e/".repeat(40)));
    inputs.push(format!(
        "http://h/{}?{}",
        "../a/./".repeat(30),
        "%7e%2F".repeat(25)
    ));
    inputs.push("HTTP://u:p@0x7f.1:80/%2e%2E/%2f/./%00?%7e#%41".to_string());
    for input in &inputs {
        let uri = UriRef::parse(input).unwrap();
        let all = lint(&uri);
        for keep in [0, 1, 2, 3, 10] {
            let s = lint_summary(&uri, keep);
            let mut seen: Vec<(Check, usize)> = Vec::new();
            let mut expected = Vec::new();
            for w in &all {
                let n = match seen.iter_mut().find(|(c, _)| *c == w.check) {
                    Some((_, n)) => {
                        *n += 1;
                        *n
                    }
                    None => {
                        seen.push((w.check, 1));
                        1
                    }
                };
                if n <= keep {
                    expected.push(w.clone());
                }
            }
            assert_eq!(s.warnings, expected, "{input} keep {keep}");
            let mut repeated: Vec<(Check, usize)> =
                s.repeated.iter().map(|r| (r.check, r.count)).collect();
            let mut over: Vec<(Check, usize)> =
                seen.into_iter().filter(|(_, n)| *n > keep).collect();
            repeated.sort();
            over.sort();
            assert_eq!(repeated, over, "{input} keep {keep}");
            for r in &s.repeated {
                assert_eq!(r.section, r.check.section());
            }
        }
    }
}
