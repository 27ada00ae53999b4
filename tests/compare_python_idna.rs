//! urllib's destination as Python's socket takes it, and CPython's `idna`
//! codec (IDNA 2003), held to CPython's own answers
//! (`tests/data/compare/python-idna.tsv`, written by
//! `scripts/compare_python_idna.py` under CPython 3.12.1): the confusion
//! catalog's hosts, issue 37's five, random hosts from a fixed seed, and
//! `a<cp>b` for every code point from U+00A0 to U+FFFF and a sample of the
//! astral planes. CPython 3.13.0 gives the same file; 3.9.18 differs on 66
//! random hosts, each with a character Unicode 14 added (its `str.lower()`
//! and combining classes are Unicode 13's).

use urigram::compare::{self, Reader, Target, python_idna};
use urigram::urllib::Python;

/// One row: the host, the codec's answer (`None` where it raises), and
/// where urllib's client goes for `http://HOST/` as the file writes it.
struct Row {
    host: String,
    idna: Option<String>,
    destination: String,
}

/// Every row of the data file.
fn rows() -> Vec<Row> {
    let text = include_str!("data/compare/python-idna.tsv");
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        if let Some(cp) = cols[0].strip_prefix("U+") {
            let c = char::from_u32(u32::from_str_radix(cp, 16).unwrap()).unwrap();
            let idna = (cols[1] != "-").then(|| cols[1].to_owned());
            let destination = cols
                .get(2)
                .map_or_else(|| implied(idna.as_deref()), |d| (*d).to_owned());
            out.push(Row {
                host: format!("a{c}b"),
                idna,
                destination,
            });
        } else {
            let host: String = serde_json::from_str(cols[0]).unwrap();
            let idna = (cols[1] != "-").then(|| serde_json::from_str(cols[1]).unwrap());
            out.push(Row {
                host,
                idna,
                destination: cols[2].to_owned(),
            });
        }
    }
    out
}

/// The destination a code point's row implies: the codec's name,
/// lower-cased, one trailing dot dropped, or `-` where the codec raises.
fn implied(idna: Option<&str>) -> String {
    idna.map_or("-".to_owned(), |n| {
        let n = n.to_ascii_lowercase();
        format!("dns:{}", n.strip_suffix('.').unwrap_or(&n))
    })
}

/// urllib's destination host for `http://HOST/` as the data file writes it.
fn urllib_destination(host: &str) -> String {
    let url = if host.contains(':') {
        format!("http://[{host}]/")
    } else {
        format!("http://{host}/")
    };
    let c = compare::compare(&url, &[Reader::Urllib(Python::V3_12)]);
    let r = &c.readings()[0];
    if !r.is_valid() {
        return "invalid".to_owned();
    }
    match r.destination().and_then(|d| d.host.as_ref()) {
        None => "none".to_owned(),
        Some(Target::Name(n)) => format!("dns:{n}"),
        Some(t) => t.to_string(),
    }
}

#[test]
fn python_idna_is_cpythons_codec_on_every_row() {
    let rows = rows();
    let mut differ = Vec::new();
    for row in &rows {
        let ours = python_idna(&row.host);
        if ours != row.idna {
            differ.push(format!(
                "{:?}: ours {ours:?}, CPython {:?}",
                row.host, row.idna
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} rows differ:\n{}",
        differ.len(),
        rows.len(),
        differ.join("\n")
    );
    // Each part of the file is there: code points to U+FFFF, the random
    // hosts, and both outcomes many times over.
    assert!(rows.len() > 65_000, "{}", rows.len());
    assert!(rows.iter().filter(|r| r.idna.is_none()).count() > 1000);
    assert!(
        rows.iter()
            .filter(|r| r.idna.as_deref().is_some_and(|n| n.contains("xn--")))
            .count()
            > 30_000
    );
}

#[test]
fn urllibs_destination_is_pythons_socket_on_every_row() {
    let rows = rows();
    let mut differ = Vec::new();
    for row in &rows {
        let ours = urllib_destination(&row.host);
        // No host, and a host the codec refuses, are both no destination.
        let want = match row.destination.as_str() {
            "-" => "none",
            d => d,
        };
        if ours != want {
            differ.push(format!("{:?}: ours {ours}, CPython {want}", row.host));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} rows differ:\n{}",
        differ.len(),
        rows.len(),
        differ.join("\n")
    );
    let numeric = rows
        .iter()
        .filter(|r| r.destination.starts_with(|c: char| c.is_ascii_digit()))
        .count();
    assert!(numeric >= 10, "{numeric}");
}
