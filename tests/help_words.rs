//! A help that points beyond the input (another grammar, the file-path
//! conversion) names it in the terms of the reader in front of it: each
//! face passes its own [`Words`], and what a face names must be something
//! that reader can use. The Rust names are checked by using them here; the
//! command line's and Python's in `cli/tests/cli_help_words.rs` and
//! `python/tests/test_errors.py`.

use urigram::engine::{self, Pointer, Words, rust};
use urigram::file_path::{self, Style};
use urigram::{Help, ParseOptions, Uri, UriRef, grammars};

/// A face that names grammars only, as the command line does.
fn command_line(p: Pointer) -> Option<String> {
    match p {
        Pointer::Grammar(name) => Some(format!("--grammar {name}")),
        _ => None,
    }
}

/// The inputs whose help points somewhere, with the pointer.
const POINTING: [(&str, Help, Pointer); 4] = [
    (
        "http://[fe80::1%25eth0]/",
        Help::ZoneId,
        Pointer::Grammar("rfc6874"),
    ),
    (
        "http://\u{4f8b}\u{3048}.jp/",
        Help::NonAsciiHost('\u{4f8b}'),
        Pointer::Grammar("rfc3987"),
    ),
    (
        "http://h/r\u{e9}sum\u{e9}",
        Help::NonAscii('\u{e9}'),
        Pointer::Grammar("rfc3987"),
    ),
    ("http://h/a\\b", Help::Backslash, Pointer::FilePath),
];

#[test]
fn each_help_points_where_its_input_is_read() {
    for (input, help, pointer) in POINTING {
        let e = Uri::parse(input).unwrap_err();
        assert_eq!(e.help(), Some(help), "{input}");
        assert_eq!(help.pointer(), Some(pointer), "{input}");
        if let Pointer::Grammar(name) = pointer {
            // The grammar named reads the very input the help was about.
            let g = grammars::named(name).expect("a grammar of urigram");
            assert_eq!(
                g.top_rule().check(input.as_bytes()),
                Ok(()),
                "{input} {name}"
            );
        }
    }
    for h in [Help::Space, Help::PortNotDigits, Help::LiteralPercent] {
        assert_eq!(h.pointer(), None);
        assert_eq!(h.words(command_line).to_string(), h.to_string());
    }
}

#[test]
fn rust_names_what_a_rust_reader_can_use() {
    // The zone ID: the option Rust parses RFC 6874 with.
    let zone = "http://[fe80::1%25eth0]/";
    assert!(UriRef::parse_with(zone, ParseOptions::RFC6874).is_ok());
    assert!(Help::ZoneId.to_string().ends_with(
        "leave the zone ID out, or read the text under RFC 6874, with urigram::ParseOptions::RFC6874"
    ));
    // Non-ASCII: RFC 3987's module.
    assert!(urigram::grammars::rfc3987::IriRef::parse("http://\u{4f8b}\u{3048}.jp/").is_ok());
    assert!(
        Help::NonAsciiHost('\u{4f8b}')
            .to_string()
            .ends_with("or parse the text as an IRI (RFC 3987), with urigram::grammars::rfc3987")
    );
    // A backslash: the sentence's example is what file_path gives, and RFC
    // 8089 appendix E.2's form of a drive letter path (file:///c:/path).
    let shown = Help::Backslash.to_string();
    assert!(
        shown.contains(r#"a Windows file path is written as a "file:" URI (RFC 8089: "C:\a\b" is "file:///C:/a/b")"#),
        "{shown}"
    );
    assert!(
        shown.ends_with(", which urigram::file_path::to_uri gives"),
        "{shown}"
    );
    assert_eq!(
        file_path::to_uri(r"C:\a\b", Style::Windows).unwrap(),
        "file:///C:/a/b"
    );
}

#[test]
fn a_face_without_a_name_leaves_the_sentence_whole() {
    fn nothing(_: Pointer) -> Option<String> {
        None
    }
    let w: Words = nothing;
    let shown = Help::Backslash.words(w).to_string();
    assert!(shown.ends_with(r#"is "file:///C:/a/b")"#), "{shown}");
    assert!(!shown.contains("urigram::"), "{shown}");
    let zone = Help::ZoneId.words(command_line).to_string();
    assert!(
        zone.ends_with("under RFC 6874, with --grammar rfc6874"),
        "{zone}"
    );
    assert!(!zone.contains("urigram::"), "{zone}");
}

#[test]
fn frames_name_the_pointer_for_their_reader() {
    let e = Uri::parse("http://[fe80::1%25eth0]/").unwrap_err();
    let rust_frame = format!("{e:#}");
    assert!(
        rust_frame.ends_with("= help: a zone ID (\"[fe80::1%25eth0]\") is RFC 6874 syntax, which RFC 3986 does not have: leave the zone ID out, or read the text under RFC 6874, with urigram::ParseOptions::RFC6874"),
        "{rust_frame}"
    );
    let cli_frame = e.frame_at_line(3).words(command_line).to_string();
    assert!(
        cli_frame.ends_with("under RFC 6874, with --grammar rfc6874"),
        "{cli_frame}"
    );
    // The rest of the frame is the same.
    let cut = |s: &str| s[..s.find("= help:").unwrap()].replace("\n3 |", "\n1 |");
    assert_eq!(cut(&cli_frame), cut(&rust_frame));

    // The engine's error, converted, keeps the sentence and the pointer
    // apart, and its frame words them the same way.
    let on = engine::Error::from(&e);
    assert_eq!(on.help_pointer(), Some(Pointer::Grammar("rfc6874")));
    assert_eq!(on.help_words(rust), Some(Help::ZoneId.to_string()));
    assert_eq!(
        on.help_words(command_line),
        Some(Help::ZoneId.words(command_line).to_string())
    );
    assert!(on.help().unwrap().ends_with("under RFC 6874"));
    let engine_frame = on.frame_at_line(1).words(command_line).to_string();
    assert!(
        engine_frame.ends_with("with --grammar rfc6874"),
        "{engine_frame}"
    );
    assert!(format!("{on:#}").ends_with("with urigram::ParseOptions::RFC6874"));
}
