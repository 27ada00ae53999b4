//! The default-port table (`urigram::KNOWN_DEFAULT_PORTS`) row by row
//! against `tests/data/iana/default-ports.tsv`: each scheme's port as the
//! document that defines the scheme gives it, the scheme's entry in IANA's
//! URI scheme registry, and the protocol's entry in IANA's service name and
//! port number registry (see the file's header for its sources and date).

use std::collections::BTreeMap;

use urigram::{KNOWN_DEFAULT_PORTS, known_default_port};

/// One row of the data file.
#[derive(Debug)]
struct Row {
    status: String,
    reference: String,
    port: u16,
    source: String,
    service: Option<(String, u16, String)>,
}

fn rows() -> BTreeMap<String, Row> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/iana/default-ports.tsv"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    assert_eq!(
        lines.next(),
        Some("scheme\tstatus\treference\tport\twhere\tservice\tservice_port\ttransport")
    );
    let mut out = BTreeMap::new();
    for line in lines {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 8, "{line}");
        let service = match (f[5], f[6], f[7]) {
            ("-", "-", "-") => None,
            (name, port, transport) => {
                Some((name.to_owned(), port.parse().unwrap(), transport.to_owned()))
            }
        };
        let row = Row {
            status: f[1].to_owned(),
            reference: f[2].to_owned(),
            port: f[3].parse().unwrap(),
            source: f[4].to_owned(),
            service,
        };
        assert!(out.insert(f[0].to_owned(), row).is_none(), "{} twice", f[0]);
    }
    out
}

#[test]
fn every_default_port_is_its_registries_and_its_rfcs() {
    let rows = rows();
    for &(scheme, port) in KNOWN_DEFAULT_PORTS {
        let row = rows
            .get(scheme)
            .unwrap_or_else(|| panic!("{scheme}: no row in the data file"));
        assert_eq!(
            port, row.port,
            "{scheme}: the table says {port}, {}",
            row.source
        );
        // The protocol's registered port is the scheme's default.
        if let Some((service, service_port, transport)) = &row.service {
            assert_eq!(
                port, *service_port,
                "{scheme}: IANA registers {service} at {service_port}/{transport}"
            );
        }
        assert!(
            ["permanent", "provisional"].contains(&row.status.as_str()),
            "{scheme}: {}",
            row.status
        );
        assert_eq!(known_default_port(scheme), Some(port));
        assert_eq!(known_default_port(&scheme.to_uppercase()), Some(port));
    }
    // And the other way: every scheme of the data file is in the table.
    let table: Vec<&str> = KNOWN_DEFAULT_PORTS.iter().map(|(s, _)| *s).collect();
    for scheme in rows.keys() {
        assert!(
            table.contains(&scheme.as_str()),
            "{scheme} is not in the table"
        );
    }
    assert_eq!(table.len(), rows.len());
}

/// The table in `known_default_port`'s documentation: the same schemes in
/// the same order as the constant, each port the data file's, each source
/// naming the document the data file names.
#[test]
fn the_documented_table_is_the_data() {
    let rows = rows();
    let source = include_str!("../src/known_port.rs");
    let documented: Vec<(String, u16, String)> = source
        .lines()
        .filter_map(|l| l.strip_prefix("/// | `"))
        .map(|l| {
            let cells: Vec<&str> = l.split(" | ").collect();
            let scheme = cells[0].trim_end_matches('`').to_owned();
            (scheme, cells[1].parse().unwrap(), cells[2].to_owned())
        })
        .collect();
    let constant: Vec<(String, u16)> = KNOWN_DEFAULT_PORTS
        .iter()
        .map(|&(s, p)| (s.to_owned(), p))
        .collect();
    let shown: Vec<(String, u16)> = documented.iter().map(|(s, p, _)| (s.clone(), *p)).collect();
    assert_eq!(shown, constant);
    for (scheme, port, cited) in &documented {
        let row = &rows[scheme];
        assert_eq!(*port, row.port, "{scheme}");
        // The documentation cites the document the port comes from.
        let document = row.source.split(" section").next().unwrap();
        let document = document.split(" (").next().unwrap();
        assert!(cited.contains(document), "{scheme}: {cited} vs {document}");
        assert!(
            row.reference.starts_with("RFC") || row.status == "provisional",
            "{scheme}: {}",
            row.reference
        );
    }
}
