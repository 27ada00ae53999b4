//! Section 5.2.4: remove_dot_segments, step by step as the RFC writes it.
//!
//! The input and output buffers of the RFC share one byte buffer here: the
//! output never grows past what has been consumed of the input (each step
//! removes, shortens or moves text), so the output is written over the bytes
//! already read, and no second buffer is needed.

use std::borrow::Cow;

/// Removes the `.` and `..` segments of `path` (RFC 3986 section 5.2.4).
///
/// Borrows when there is nothing to remove.
///
/// ```
/// use urigram::resolve::remove_dot_segments;
/// // The two examples that section 5.2.4 traces step by step.
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// ```
#[must_use]
pub fn remove_dot_segments(path: &str) -> Cow<'_, str> {
    if !has_dot_segment(path.as_bytes()) {
        return Cow::Borrowed(path);
    }
    let mut buf = path.as_bytes().to_vec();
    remove_dot_segments_in_place(&mut buf, 0);
    // Only whole ASCII segments were removed, so the rest is still UTF-8.
    Cow::Owned(
        String::from_utf8(buf)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
    )
}

/// Whether some segment of `path` is exactly `.` or `..`.
pub(crate) fn has_dot_segment(path: &[u8]) -> bool {
    // A dot segment is a "." at the start or after "/", followed by the end,
    // "/" or a second "." that is itself followed by the end or "/".
    let mut i = 0;
    while i < path.len() {
        if path[i] == b'.' && (i == 0 || path[i - 1] == b'/') {
            match path.get(i + 1) {
                None | Some(b'/') => return true,
                Some(b'.') if matches!(path.get(i + 2), None | Some(b'/')) => return true,
                _ => {}
            }
        }
        i += 1;
    }
    false
}

/// Runs the loop of section 5.2.4 over `buf[start..]`, leaving the output
/// buffer there.
pub(crate) fn remove_dot_segments_in_place(buf: &mut Vec<u8>, start: usize) {
    let end = buf.len();
    // The input buffer is buf[r..end]; the output buffer is buf[start..w].
    let mut r = start;
    let mut w = start;
    while r < end {
        let input = &buf[r..end];
        if input.starts_with(b"../") {
            // A. If the input buffer begins with a prefix of "../" or "./",
            //    then remove that prefix from the input buffer; otherwise,
            r += 3;
        } else if input.starts_with(b"./") {
            r += 2;
        } else if input.starts_with(b"/./") {
            // B. if the input buffer begins with a prefix of "/./" or "/.",
            //    where "." is a complete path segment, then replace that
            //    prefix with "/" in the input buffer; otherwise,
            r += 2;
        } else if input == b"/." {
            r = end - 1;
            buf[r] = b'/';
        } else if input.starts_with(b"/../") {
            // C. if the input buffer begins with a prefix of "/../" or "/..",
            //    where ".." is a complete path segment, then replace that
            //    prefix with "/" in the input buffer and remove the last
            //    segment and its preceding "/" (if any) from the output
            //    buffer; otherwise,
            r += 3;
            w = pop_segment(buf, start, w);
        } else if input == b"/.." {
            r = end - 1;
            buf[r] = b'/';
            w = pop_segment(buf, start, w);
        } else if input == b"." || input == b".." {
            // D. if the input buffer consists only of "." or "..", then remove
            //    that from the input buffer; otherwise,
            r = end;
        } else {
            // E. move the first path segment in the input buffer to the end of
            //    the output buffer, including the initial "/" character (if
            //    any) and any subsequent characters up to, but not including,
            //    the next "/" character or the end of the input buffer.
            let len = match input.iter().skip(1).position(|&b| b == b'/') {
                Some(i) => i + 1,
                None => input.len(),
            };
            buf.copy_within(r..r + len, w);
            r += len;
            w += len;
        }
    }
    buf.truncate(w);
}

/// The new end of the output buffer `buf[start..w]` after removing its last
/// segment and the `/` before it.
fn pop_segment(buf: &[u8], start: usize, w: usize) -> usize {
    match buf[start..w].iter().rposition(|&b| b == b'/') {
        Some(i) => start + i,
        None => start,
    }
}
