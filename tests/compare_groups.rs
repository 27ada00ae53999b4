//! `--readers` groups (issue 37 item 5): a group's name stands for its
//! readers in the registry's order, each reader once, beside names.

use urigram::compare::{Group, Reader};
use urigram::urllib::Python;

fn names(list: &str) -> Vec<&'static str> {
    Reader::parse_list(list, Python::V3_12)
        .unwrap()
        .iter()
        .map(Reader::name)
        .collect()
}

#[test]
fn a_group_is_its_readers_in_the_registrys_order() {
    let all = Reader::all(Python::V3_12);
    assert_eq!(
        names("all"),
        all.iter().map(Reader::name).collect::<Vec<_>>()
    );
    for g in Group::ALL {
        let want: Vec<&str> = all
            .iter()
            .filter(|r| r.in_group(g))
            .map(Reader::name)
            .collect();
        assert!(!want.is_empty(), "{g} is empty");
        assert_eq!(names(g.name()), want, "{g}");
    }
    // What each library is, whatever else a group holds.
    assert!(names("python").contains(&"urllib"));
    assert!(names("jvm").contains(&"java"));
    assert!(names("node").contains(&"whatwg"));
    assert!(names("clients").contains(&"go"));
    assert!(names("grammars").iter().all(|n| n.starts_with("rfc")));
    assert_eq!(names("grammars").len(), 7);
}

#[test]
fn names_and_groups_mix_each_reader_once() {
    assert_eq!(names("go,clients")[0], "go");
    assert_eq!(
        names("go,clients").iter().filter(|n| **n == "go").count(),
        1
    );
    let python = names("python");
    let mut want = vec!["urllib"];
    want.extend(python.iter().filter(|n| **n != "urllib"));
    assert_eq!(names("urllib,python"), want);
    assert_eq!(names("jvm,rfc3986"), ["java", "java-url", "rfc3986"]);
}

#[test]
fn an_unknown_name_lists_the_groups() {
    let e = Reader::parse_list("clients,nope", Python::V3_12).unwrap_err();
    assert_eq!(e.0, "nope");
    let message = e.to_string();
    for g in Group::ALL {
        assert!(message.contains(g.name()), "{message}");
    }
    // A group's name is exact, as a reader's name is not (grammars are
    // taken in any case).
    assert!(Reader::parse_list("Clients", Python::V3_12).is_err());
    assert!(Reader::parse_list("RFC3986", Python::V3_12).is_ok());
}
