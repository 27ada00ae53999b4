//! libcurl's `dedotdotify` (7.88.1's `lib/urlapi.c`): RFC 3986 section
//! 5.2.4's "remove dot segments" as libcurl writes it, over a path that
//! holds no query (libcurl cuts the query off before).

/// The path with its dot segments removed, or `None` when it comes back as
/// it is (shorter than two bytes, which libcurl leaves alone, or without a
/// dot segment).
///
/// Rule D (the input is `.` or `..`) empties the whole output, as libcurl
/// does; the loop stops where libcurl's C string ends.
pub(super) fn dedotdotify(path: &[u8]) -> Option<Vec<u8>> {
    // Each rule but E needs a `.` at the start or right after a `/` (every
    // `/` opens a step of the loop): without one the loop copies the path
    // byte for byte, so most paths (`/index.html`) are not walked (issue
    // 37 item 7).
    if path.len() < 2 || (path[0] != b'.' && memchr::memmem::find(path, b"/.").is_none()) {
        return None;
    }
    let mut out: Vec<u8> = Vec::with_capacity(path.len());
    let mut input = path;
    loop {
        let mut dotdot = true;
        if input.first() == Some(&b'.') {
            if input.starts_with(b"./") {
                input = &input[2..];
            } else if input.starts_with(b"../") {
                input = &input[3..];
            } else if input == b"." || input == b".." {
                out.clear();
                break;
            } else {
                dotdot = false;
            }
        } else if input.first() == Some(&b'/') {
            if input.starts_with(b"/./") {
                input = &input[2..];
            } else if input == b"/." {
                out.push(b'/');
                break;
            } else if input.starts_with(b"/../") {
                input = &input[3..];
                drop_last_segment(&mut out);
            } else if input == b"/.." {
                drop_last_segment(&mut out);
                out.push(b'/');
                break;
            } else {
                dotdot = false;
            }
        } else {
            dotdot = false;
        }
        if !dotdot {
            // E: one byte, then up to the next `/`.
            let end = input[1..]
                .iter()
                .position(|&b| b == b'/' || b == b'?')
                .map_or(input.len(), |i| i + 1);
            out.extend_from_slice(&input[..end]);
            input = &input[end..];
        }
        if input.is_empty() {
            break;
        }
    }
    Some(out)
}

/// Rule C's "remove the last segment and its preceding `/`": back to the
/// last `/` of the output (dropped), or to nothing.
fn drop_last_segment(out: &mut Vec<u8>) {
    let keep = out.iter().rposition(|&b| b == b'/').unwrap_or(0);
    out.truncate(keep);
}

#[cfg(test)]
mod tests {
    use super::dedotdotify;

    /// libcurl 7.88.1's own unit test 1395's pairs (`tests/unit/unit1395.c`),
    /// but those with a query (which libcurl cuts off before it calls this);
    /// its `NULL` (left as it is) is the input here.
    #[test]
    fn as_unit_1395() {
        let cases: &[(&str, &str)] = &[
            ("/a/b/c/./../../g", "/a/g"),
            ("mid/content=5/../6", "mid/6"),
            ("/hello/../moo", "/moo"),
            ("/1/../1", "/1"),
            ("/1/./1", "/1/1"),
            ("/1/..", "/"),
            ("/1/.", "/1/"),
            ("/1/./..", "/"),
            ("/1/./../2", "/2"),
            ("/hello/1/./../2", "/hello/2"),
            ("test/this", "test/this"),
            ("test/this/../now", "test/now"),
            ("/1../moo../foo", "/1../moo../foo"),
            ("/../../moo", "/moo"),
            ("/", "/"),
            ("", ""),
            ("/.../", "/.../"),
            ("./moo", "moo"),
            ("../moo", "moo"),
            ("/.", "/"),
            ("/..", "/"),
            ("/moo/..", "/"),
        ];
        for &(input, want) in cases {
            let got = dedotdotify(input.as_bytes()).unwrap_or_else(|| input.as_bytes().to_vec());
            assert_eq!(got, want.as_bytes(), "{input}");
        }
    }
}
