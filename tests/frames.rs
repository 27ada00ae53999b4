//! Frames over hostile lines: the whole line past a byte that is not UTF-8,
//! a window with its offset stated on a very long line, non-ASCII shown as
//! itself (with `unicode`) and the caret placed by display width, and no
//! control character drawn raw. The expected columns are counted here by
//! hand from the input (ASCII one column, an East Asian Wide character two,
//! UAX #11), not taken from the renderer.

use urigram::grammars::{self, rfc1945};
use urigram::{Rule, UriRef};

/// The error of RFC 2396's `URI-reference` (a grammar on the engine) on
/// `bytes`, through the registry as the CLI reads any grammar.
fn rfc2396_error(bytes: &[u8]) -> urigram::engine::Error {
    let g = grammars::ALL
        .iter()
        .find(|g| g.name() == "rfc2396")
        .unwrap();
    let rule = g.rule("URI-reference").unwrap();
    rule.engine_entry().unwrap().check(bytes).unwrap_err()
}

/// The frame's input line (after `1 | `) and the caret line's carets: the
/// column where they start and how many.
fn line_and_caret(frame: &str) -> (String, usize, usize) {
    let lines: Vec<&str> = frame.lines().collect();
    let input = lines[2].strip_prefix("1 | ").expect("line 1").to_string();
    let caret = lines[3].strip_prefix("  | ").expect("caret line");
    let col = caret.find('^').expect("a caret");
    let n = caret[col..].chars().take_while(|&c| c == '^').count();
    (input, col, n)
}

#[test]
fn a_byte_that_is_not_utf8_does_not_end_the_line() {
    let e = Rule::UriReference
        .parse_bytes(b"http://h/\xffabc/def")
        .unwrap_err();
    let frame = format!("{e:#}");
    let (line, col, n) = line_and_caret(&frame);
    assert_eq!(line, "http://h/\\xffabc/def");
    // "http://h/" is nine columns; "\xff" four.
    assert_eq!((col, n), (9, 4), "{frame}");
    // The engine's frame of the same error (as the CLI's other grammars
    // draw theirs) keeps the line too.
    let on_engine = urigram::engine::Error::from(&e);
    let (line, col, n) = line_and_caret(&format!("{on_engine:#}"));
    assert_eq!((line.as_str(), col, n), ("http://h/\\xffabc/def", 9, 4));
    // And a grammar on the engine that fails at the byte.
    let e = rfc2396_error(b"http://h/\xffabc/def");
    let (line, col, n) = line_and_caret(&format!("{e:#}"));
    assert_eq!((line.as_str(), col, n), ("http://h/\\xffabc/def", 9, 4));
}

#[test]
fn a_long_line_shows_a_window_and_its_offset() {
    // One megabyte, the error at a space in the middle.
    let mut input = b"http://h/".to_vec();
    input.extend(std::iter::repeat_n(b'a', 500_000));
    let at = input.len();
    input.push(b' ');
    input.extend(std::iter::repeat_n(b'b', 500_000));
    let e = UriRef::parse_bytes(&input).unwrap_err();
    assert_eq!(e.offset(), at);
    let frame = format!("{e:#}");
    assert!(frame.len() < 2_000, "{} bytes", frame.len());
    let (line, col, n) = line_and_caret(&frame);
    // "..." then the 200 bytes before the space, the space, 199 after, "...".
    assert_eq!(
        line,
        format!("...{} {}...", "a".repeat(200), "b".repeat(199))
    );
    assert_eq!((col, n), (3 + 200, 1));
    assert_eq!(&line[col..=col], " ");
    let note = format!(
        "  = at byte {at}; the line is long: bytes {}..{} of it are shown",
        at - 200,
        at + 200
    );
    assert!(frame.contains(&note), "{frame}");
    // With unicode on, the marks are one-column ellipses.
    let shown = e.frame_at_line(1).unicode(true).to_string();
    let (line, col, _) = line_and_caret(&shown);
    assert!(line.starts_with('…') && line.ends_with('…'));
    assert_eq!(col, 1 + 200);
    // A short line states no window.
    let e = UriRef::parse("http://h/a b").unwrap_err();
    assert!(!format!("{e:#}").contains("the line is long"));
}

#[test]
fn a_long_line_past_a_bad_byte_and_on_the_engine() {
    let mut input = vec![b'/'; 1];
    input.extend(std::iter::repeat_n(b'a', 10_000));
    let at = input.len();
    input.push(0xff);
    input.extend(std::iter::repeat_n(b'c', 10_000));
    let e = UriRef::parse_bytes(&input).unwrap_err();
    let frame = format!("{e:#}");
    let (line, col, n) = line_and_caret(&frame);
    assert_eq!(
        line,
        format!("...{}\\xff{}...", "a".repeat(200), "c".repeat(200))
    );
    assert_eq!((col, n), (203, 4));
    assert!(frame.contains(&format!("  = at byte {at};")), "{frame}");
    // An engine grammar's error on a long line.
    let e = rfc2396_error(&input);
    let frame = format!("{e:#}");
    let (line, col, n) = line_and_caret(&frame);
    assert!(line.starts_with("...") && line.ends_with("..."), "{frame}");
    assert_eq!(&line[col..col + n], "\\xff");
    assert!(frame.contains(&format!("  = at byte {at};")), "{frame}");
}

/// Every grammar on the engine, on a line whose error lies far past the
/// 200 bytes of context a frame keeps: the caret must stand under the
/// offending byte after the leading mark, three columns in ASCII (`...`),
/// one with `unicode` (`…`), and in a wider gutter too.
#[test]
fn a_long_line_on_every_engine_grammar_puts_the_caret_after_the_mark() {
    // Each grammar's whole-input rule, and a line that is valid up to a
    // space 5,000 bytes in (a space is in none of these grammars' paths).
    for (grammar, rule) in [
        ("rfc2396", "URI-reference"),
        ("rfc1808", "URL"),
        ("rfc1945", "URI"),
    ] {
        let g = grammars::ALL.iter().find(|g| g.name() == grammar).unwrap();
        let entry = g.rule(rule).unwrap().engine_entry().unwrap();
        let mut input = b"http://h/".to_vec();
        input.extend(std::iter::repeat_n(b'a', 5_000));
        let at = input.len();
        input.extend(b" tail");
        let e = entry.check(&input).unwrap_err();
        assert_eq!(e.offset(), at, "{grammar}");
        let (line, col, n) = line_and_caret(&format!("{e:#}"));
        assert_eq!(line, format!("...{} tail", "a".repeat(200)), "{grammar}");
        assert_eq!((col, n), (3 + 200, 1), "{grammar}");
        let shown = e.frame_at_line(1).unicode(true).to_string();
        let (line, col, n) = line_and_caret(&shown);
        assert_eq!(line, format!("…{} tail", "a".repeat(200)), "{grammar}");
        assert_eq!((col, n), (1 + 200, 1), "{grammar}: {shown}");
        // Line 1234: a five-column gutter, the caret still under the space.
        let shown = e.frame_at_line(1234).unicode(true).to_string();
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines[2], format!("1234 | …{} tail", "a".repeat(200)));
        let caret = format!("     | {}^ expected", " ".repeat(201));
        assert!(lines[3].starts_with(&caret), "{grammar}: {shown}");
    }
}

#[test]
fn non_ascii_as_itself_with_the_caret_by_display_width() {
    // RFC 1945 reads octets, so the error comes after the CJK text: the
    // space after "http://h/" (9 columns) and 例え (2 + 2 columns).
    let input = "http://h/例え x";
    let e = rfc1945::Uri::parse(input.as_bytes()).unwrap_err();
    let shown = e.frame_at_line(1).unicode(true).to_string();
    let (line, col, n) = line_and_caret(&shown);
    assert_eq!(line, input);
    assert_eq!((col, n), (13, 1), "{shown}");
    // Escaped, each character is eight columns: \u{4f8b}.
    let (line, col, _) = line_and_caret(&format!("{e:#}"));
    assert_eq!(line, "http://h/\\u{4f8b}\\u{3048} x");
    assert_eq!(col, 9 + 8 + 8);
    // On RFC 3986: the caret under 例, two columns wide.
    let e = UriRef::parse("https://例え.jp/パス").unwrap_err();
    let shown = e.frame_at_line(1).unicode(true).to_string();
    let (line, col, n) = line_and_caret(&shown);
    assert_eq!((line.as_str(), col, n), ("https://例え.jp/パス", 8, 2));
    assert!(shown.contains("unexpected '例'"), "{shown}");
    // The default frame is all ASCII.
    assert!(format!("{e:#}").is_ascii());
}

#[test]
fn controls_and_bidi_are_escaped_even_with_unicode() {
    let e = rfc1945::Uri::parse("http://h/\u{202e}\u{9b}x\u{1b} ".as_bytes()).unwrap_err();
    let shown = e.frame_at_line(1).unicode(true).to_string();
    let (line, _, _) = line_and_caret(&shown);
    assert_eq!(line, "http://h/\\u{202e}\\u{9b}x\\x1b ");
    for c in shown.chars() {
        assert!(c == '\n' || !c.is_control(), "{c:?} in {shown}");
    }
}

/// A frame shows up to 200 bytes either side of the offset. "http://h" is 8
/// bytes and the space after it is the error, so the window ends at byte
/// 208: a line of 208 bytes is shown whole, without a mark or a window
/// line; a line of 209 is cut, its last byte left out, the mark after the
/// window and "bytes 0..208 of it are shown" beneath. The same on RFC 3986's
/// parser and on an engine grammar.
#[test]
fn a_line_one_byte_longer_than_the_window_is_cut_and_says_so() {
    for n in [199, 200] {
        let input = format!("http://h {}", "b".repeat(n));
        let whole = input.len() == 208;
        let shown = format!("http://h {}", "b".repeat(199));
        let expected_line = if whole { shown } else { format!("{shown}...") };
        let note = "  = at byte 8; the line is long: bytes 0..208 of it are shown";
        let e = UriRef::parse(&input).unwrap_err();
        assert_eq!(e.offset(), 8);
        let frames = [
            format!("{e:#}"),
            format!("{:#}", rfc2396_error(input.as_bytes())),
        ];
        for frame in frames {
            let (line, col, n_carets) = line_and_caret(&frame);
            assert_eq!(line, expected_line, "{} bytes:\n{frame}", input.len());
            assert_eq!((col, n_carets), (8, 1), "{frame}");
            assert_eq!(frame.contains(note), !whole, "{frame}");
            assert_eq!(frame.contains("the line is long"), !whole, "{frame}");
        }
    }
    // Past a byte that is not UTF-8 (RFC 3986's parser): the window holds
    // the bad byte and 200 after it, so it ends at byte 210.
    for n in [200, 201] {
        let mut input = b"http://h/\xff".to_vec();
        input.extend(std::iter::repeat_n(b'c', n));
        let whole = input.len() == 210;
        let e = UriRef::parse_bytes(&input).unwrap_err();
        assert_eq!(e.offset(), 9);
        let frame = format!("{e:#}");
        let (line, col, n_carets) = line_and_caret(&frame);
        let shown = format!("http://h/\\xff{}", "c".repeat(200));
        let expected_line = if whole { shown } else { format!("{shown}...") };
        assert_eq!(line, expected_line, "{} bytes:\n{frame}", input.len());
        assert_eq!((col, n_carets), (9, 4), "{frame}");
        let note = "  = at byte 9; the line is long: bytes 0..210 of it are shown";
        assert_eq!(frame.contains(note), !whole, "{frame}");
    }
}
