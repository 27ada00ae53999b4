//! `urigram readers`: the library's registry of `compare`'s readers, and
//! every place that names the readers checked against it: `compare
//! --help`, docs/cli.md's listing, the Python package's docs.

use std::process::Command;

use serde_json::Value;
use urigram::compare::Reader;
use urigram::urllib::Python;

fn urigram(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// `readers --json` is the registry, reader for reader, in `compare`'s
/// default order; `--python` picks urllib's release.
#[test]
fn readers_lists_the_registry() {
    for (flag, python) in [(None, Python::V3_11), (Some("3.13"), Python::V3_13)] {
        let mut args = vec!["readers", "--json"];
        args.extend(flag.map(|v| ["--python", v]).into_iter().flatten());
        let (code, out) = urigram(&args);
        assert_eq!(code, 0);
        let rows: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let every = Reader::all(python);
        assert_eq!(rows.len(), every.len());
        for (row, r) in rows.iter().zip(&every) {
            assert_eq!(row["reader"], r.name());
            assert_eq!(row["library"], r.library());
            assert_eq!(row["release"], r.release());
            assert_eq!(row["used_by"], r.used_by());
            assert_eq!(row["default"], r.by_default());
            assert!(!r.library().is_empty() && !r.used_by().is_empty());
        }
        let urllib = rows.iter().find(|r| r["reader"] == "urllib").unwrap();
        assert_eq!(urllib["release"], python.patch());
        assert_eq!(
            urllib["empty_for_absent"],
            serde_json::json!(["query", "fragment"])
        );
        let whatwg = rows.iter().find(|r| r["reader"] == "whatwg").unwrap();
        assert_eq!(whatwg["never_split"], serde_json::json!(["authority"]));
    }
    assert_eq!(urigram(&["readers", "x"]).0, 2);
}

/// Every text that names the readers names each one the registry has:
/// `compare --help`, `docs/cli.md`'s `urigram readers` listing (byte for
/// byte), and the Python package's `compare` docs.
#[test]
fn every_list_of_readers_is_the_registrys() {
    let every = Reader::all(Python::V3_11);
    let (_, help) = urigram(&["compare", "--help"]);
    let (_, listing) = urigram(&["readers"]);
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let guide = std::fs::read_to_string(format!("{root}/docs/cli.md")).unwrap();
    let start = guide.find("$ urigram readers\n").unwrap() + "$ urigram readers\n".len();
    let end = start + guide[start..].find("```").unwrap();
    assert_eq!(&guide[start..end], listing, "docs/cli.md's listing");
    let python = std::fs::read_to_string(format!("{root}/python/urigram/_compare.py")).unwrap();
    for r in &every {
        let name = r.name();
        assert!(help.contains(name), "compare --help names {name}");
        // The Python docs name the grammars as a group, the others each.
        if !name.starts_with("rfc") {
            assert!(
                python.contains(&format!("\"{name}\"")),
                "_compare.py names {name}"
            );
        }
    }
}

/// A group's name in `--readers` is its readers, as the listing's groups
/// section and `--json`'s `groups` say.
#[test]
fn groups_are_taken_as_the_listing_says() {
    let (_, listing) = urigram(&["readers"]);
    let (_, json) = urigram(&["readers", "--json"]);
    let section = listing
        .split("groups (--readers takes them as names):\n")
        .nth(1)
        .unwrap();
    for line in section.lines() {
        let (group, members) = line.trim_start().split_once("  ").unwrap();
        if group == "all" {
            continue;
        }
        let members: Vec<&str> = members.trim().split(", ").collect();
        let (code, out) = urigram(&["compare", "--json", "--readers", group, "http://h/"]);
        assert_eq!(code, 0, "{group}");
        let v: Value = serde_json::from_str(&out).unwrap();
        let read: Vec<&str> = v["readings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["reader"].as_str().unwrap())
            .collect();
        assert_eq!(read, members, "{group}");
        for m in &members {
            let row: Value = json
                .lines()
                .map(|l| serde_json::from_str::<Value>(l).unwrap())
                .find(|r| r["reader"] == *m)
                .unwrap();
            assert!(row["groups"].as_array().unwrap().iter().any(|g| g == group));
        }
    }
    let (code, _) = urigram(&["compare", "--readers", "nobody", "http://h/"]);
    assert_eq!(code, 2);
}
