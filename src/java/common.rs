//! The shapes most URLs have, read in one pass each: a scheme of scheme
//! characters followed by `:`, and an authority that is a hostname with
//! an optional port. The general reader ([`super::reader`]) reads them in
//! java's order, a pass for each of java's checks (the authority's end, its
//! characters as a server and as a registry name, a userinfo, an IPv4
//! address, each label of the hostname): the same answer, several times
//! the work. Each function here answers only where the general reader's
//! answer is certain to be the one it gives, and otherwise declines
//! (`None`), leaving the input to the general reader, which then reads it
//! from the start of the component. `tests/java_uri.rs` checks that both
//! give the same parts on the JDK vectors, the real URL lists and
//! generated strings.

use super::parser::{Parser, parse_int};

impl Parser<'_> {
    /// The end of a scheme at the start of the input (the `:` after it),
    /// where it is a letter then scheme characters up to `:`; `None`
    /// otherwise. Nothing of java's search for the `:` (the first of `:`,
    /// `/`, `?`, `#`) can end otherwise: none of `/?#` is a scheme
    /// character.
    pub(super) fn scheme_fast(&self) -> Option<usize> {
        let b = self.b;
        let c = self.c;
        let end = c.scheme.run(b, 0, b.len());
        (end > 0 && end < b.len() && b[end] == b':' && c.alpha.has(b[0])).then_some(end)
    }

    /// An authority from `start` that is `hostname [":" [port]]` and ends
    /// at `/`, `?`, `#` or the end: labels of letters, digits and `-` that
    /// start with a letter or digit and do not end with `-`, separated by
    /// single dots, the last starting with a letter, then maybe one dot,
    /// and a port of at most nine digits (below 2^31). For such text java's
    /// server reading succeeds and is the whole authority (the registry
    /// reading is never needed): no `@`, so no userinfo; the last label
    /// starts with a letter, so no IPv4 address; every label is one of
    /// `hostname`'s. Sets the authority, host and port and returns the
    /// authority's end; `None` for any other text, setting nothing.
    pub(super) fn authority_fast(&mut self, start: usize) -> Option<usize> {
        let b = self.b;
        let n = b.len();
        let alphanum = &self.c.alphanum;
        let label = &self.c.label;
        let mut p = start;
        let mut last;
        loop {
            if p >= n || !alphanum.has(b[p]) {
                return None;
            }
            last = p;
            p = label.run(b, p, n);
            if b[p - 1] == b'-' {
                return None;
            }
            if p < n && b[p] == b'.' {
                p += 1;
                if p < n && alphanum.has(b[p]) {
                    continue;
                }
            }
            break;
        }
        if !self.c.alpha.has(b[last]) {
            return None;
        }
        let host = start..p;
        let mut port = -1;
        if p < n && b[p] == b':' {
            p += 1;
            let digits = p;
            p = b[p..]
                .iter()
                .position(|x| !x.is_ascii_digit())
                .map_or(n, |i| p + i);
            if p - digits > 9 {
                return None;
            }
            if p > digits {
                port = parse_int(&b[digits..p]).ok()?;
            }
        }
        if p < n && !matches!(b[p], b'/' | b'?' | b'#') {
            return None;
        }
        self.parts.authority = Some(start..p);
        self.parts.host = Some(host);
        self.parts.port = port;
        Some(p)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Rejection;
    use super::super::parser::{Parser, Spans};

    /// The parts `input` reads as, with the common shapes read in one pass
    /// (`fast`) or not.
    fn reading(input: &str, fast: bool) -> Result<Spans, Rejection> {
        let mut parts = Spans::new();
        Parser::read_with(input, &mut parts, fast).map(|()| parts)
    }

    /// The general reader's answer and the one with the common shapes read
    /// in one pass, equal on `input`.
    fn same(input: &str) {
        assert_eq!(reading(input, true), reading(input, false), "{input:?}");
    }

    #[test]
    fn one_pass_readings_equal_the_general_reader_on_the_real_lists() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/real-urls");
        let mut lines = 0;
        for name in ["isaacs_files.txt", "kasztp.txt", "node_files.txt"] {
            let bytes = std::fs::read(format!("{dir}/{name}")).expect("the real URL lists");
            for line in super::super::decode_utf8(&bytes).lines() {
                same(line);
                lines += 1;
            }
        }
        assert_eq!(lines, 97_632);
    }

    #[test]
    fn one_pass_readings_equal_the_general_reader_on_generated_authorities() {
        // Every string of up to three pieces over the pieces that make or
        // break the shapes, after each prefix, and of four after `//`:
        // labels that start with a letter or a digit or end with `-`, dots,
        // ports, an IPv4 group, and the characters that send an authority
        // elsewhere.
        let pieces = [
            "a",
            "7",
            "a-",
            "-",
            ".",
            "b1",
            ":",
            ":80",
            ":2147483647",
            ":9999999999",
            "@",
            "_",
            "%41",
            "%",
            "[",
            "1.2.3.4",
            "999",
            "/",
            "?",
            "#",
            "é",
            " ",
        ];
        let prefixes = ["http://", "//", "s:", "a+b:", "1a:", ":", ""];
        let mut count = 0;
        let mut stack = vec![(String::new(), 0)];
        while let Some((tail, depth)) = stack.pop() {
            let prefixes: &[&str] = if depth < 4 { &prefixes } else { &["//"] };
            for prefix in prefixes {
                same(&format!("{prefix}{tail}"));
                count += 1;
            }
            if depth < 4 {
                stack.extend(pieces.iter().map(|p| (format!("{tail}{p}"), depth + 1)));
            }
        }
        assert_eq!(
            count,
            7 * (1 + 22 + 22 * 22 + 22 * 22 * 22) + 22_usize.pow(4)
        );
    }
}
