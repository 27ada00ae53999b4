//! The template matcher's positional answer (`Matcher::match_positions`):
//! each variable's byte range of the URI, by hand on RFC 6570's examples,
//! and against the owned answer (`match_uri`) on every expansion of the
//! uritemplate-test suite and near misses, where the positions must read
//! as the same one assignment (or both say no match); and (in
//! `template_roundtrip`, replayed by `regressions`) on the fuzz corpus.

use urigram::template::{Located, Matcher, Positions, Template, Value, Vars};

/// The assignment `out` holds, read from `uri` as a caller would: each
/// value sliced, decoded where flagged.
fn read(m: &Matcher, uri: &str, out: &Positions) -> Vars {
    let names: Vec<&str> = m.variable_names().collect();
    out.as_slice()
        .iter()
        .map(|p| {
            let value = p.value(uri).unwrap_or_else(|| panic!("{uri}: {p:?}"));
            (names[p.var].to_owned(), Value::from(value.into_owned()))
        })
        .collect()
}

/// Asserts that `m`'s positional answer for `uri` agrees with its owned
/// one: a positional match is the owned match's one assignment (neither
/// ambiguous nor incomplete), a positional no-match an owned (complete)
/// one, and [`Located::Other`] leaves the buffer empty. Answers whether
/// the positions answered.
pub fn positions_agree(m: &Matcher, uri: &str) -> bool {
    let mut out = Positions::new();
    let located = m.match_positions(uri, &mut out);
    let owned = m.match_uri(uri);
    let text = m.template().as_str();
    match located {
        Located::Match => {
            assert_eq!(
                (owned.assignments(), owned.is_complete()),
                (&[read(m, uri, &out)][..], true),
                "{text} on {uri:?}: positions {:?}",
                out.as_slice()
            );
            true
        }
        Located::NoMatch => {
            assert!(
                !owned.is_match() && owned.is_complete(),
                "{text} on {uri:?}: no match by positions, {owned:?} owned"
            );
            true
        }
        _ => {
            assert!(out.as_slice().is_empty(), "{text} on {uri:?}");
            false
        }
    }
}

/// A position as a tuple: the variable's index, start, end, whether
/// decoded.
type Spot = (usize, usize, usize, bool);

/// RFC 6570 section 1.2's level 1 and 2 examples read back: `{var}`'s
/// value at bytes 1..6 of `/value`, `{hello}` decoded from `Hello%20World%21`
/// (section 3.2.2 encodes both), `{+path}` as the URI has it (section
/// 3.2.3 keeps reserved characters).
#[test]
fn section_1_2_examples() {
    let cases: [(&str, &str, &[Spot]); 3] = [
        ("/{var}", "/value", &[(0, 1, 6, false)]),
        ("/{hello}", "/Hello%20World%21", &[(0, 1, 17, true)]),
        ("{+path}/here", "/foo/bar/here", &[(0, 0, 8, false)]),
    ];
    for (template, uri, want) in cases {
        let m = Matcher::new(&Template::parse(template).unwrap());
        // The first match reads the deterministic automaton's one path
        // back, the second runs the one-pass table: the same positions.
        for _ in 0..2 {
            let mut out = Positions::new();
            assert_eq!(
                m.match_positions(uri, &mut out),
                Located::Match,
                "{template}"
            );
            let got: Vec<_> = out
                .as_slice()
                .iter()
                .map(|p| (p.var, p.start, p.end, p.decode))
                .collect();
            assert_eq!(got, want, "{template} on {uri}");
        }
    }
    let m = Matcher::new(&Template::parse("/{hello}").unwrap());
    let mut out = Positions::new();
    m.match_positions("/Hello%20World%21", &mut out);
    assert_eq!(
        out.as_slice()[0].value("/Hello%20World%21").as_deref(),
        Some("Hello World!")
    );
}

/// What positions leave to the owned answer, and what they refuse: a list
/// (section 3.2.2's `{list}` of `red,green,blue`), an explode, a prefix,
/// a variable written twice, an ambiguous template (`{a}{b}`); a lowercase
/// triplet, which expansion never writes, is no match.
#[test]
fn other_shapes_and_refusals() {
    let other = [
        ("/{list}", "/red,green,blue"),
        ("/{list*}", "/red,green,blue"),
        ("/{var:3}", "/val"),
        ("/{a}/{a}", "/x/x"),
        ("/{a}{b}", "/xy"),
    ];
    for (template, uri) in other {
        let m = Matcher::new(&Template::parse(template).unwrap());
        for _ in 0..2 {
            let mut out = Positions::new();
            assert_eq!(
                m.match_positions(uri, &mut out),
                Located::Other,
                "{template}"
            );
            assert!(m.match_uri(uri).is_match(), "{template}");
        }
    }
    let m = Matcher::new(&Template::parse("/{x}").unwrap());
    for _ in 0..2 {
        assert_eq!(
            m.match_positions("/a%2fb", &mut Positions::new()),
            Located::NoMatch
        );
        assert!(!m.match_uri("/a%2fb").is_match());
    }
}

/// Every expansion of the uritemplate-test suite and near misses: the
/// positions agree with the owned answer, on the first match and the
/// later ones (their engines differ), and answer most cases.
#[test]
fn positions_agree_on_the_suite() {
    let (mut answered, mut all) = (0, 0);
    for c in crate::template_suite::cases() {
        let (Some(want), Ok(tpl)) = (&c.want, Template::parse(&c.template)) else {
            continue;
        };
        for any_order in [false, true] {
            let m = if any_order {
                Matcher::new(&tpl).query_in_any_order()
            } else {
                Matcher::new(&tpl)
            };
            for uri in want {
                for uri in [
                    uri.clone(),
                    format!("{uri}x"),
                    format!("{uri}%2"),
                    format!("/{uri}"),
                ] {
                    for _ in 0..2 {
                        answered += usize::from(positions_agree(&m, &uri));
                        all += 1;
                    }
                }
            }
        }
    }
    assert!(
        all >= 1000 && answered * 2 >= all,
        "{answered} of {all} answered"
    );
}
