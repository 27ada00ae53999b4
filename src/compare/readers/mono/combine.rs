//! Mono's `CombineUri`: a relative reference (not empty, not a lone query
//! or fragment) joined to its base's serialisations, and `Compress`, the
//! dot-segment removal it runs on the merged path.

use super::serialise::{Format, implicit, path, port, scheme_and_server, scheme_userinfo};
use super::uri::{Implicit, MonoUri, Shape, syntax};

/// `CombineUri(base, rel, SafeUnescaped)`; `original` is the base as
/// written (its `OriginalString`).
pub(super) fn combine(b: &MonoUri, original: &str, rel: &str) -> String {
    let f = Format::SafeUnescaped;
    let syn = syntax(&b.scheme);
    let r = rel.as_bytes();
    let c1 = r[0];
    let slash = |c: u8| c == b'/' || c == b'\\';
    let dos = b.facts.secured != 0;
    if dos && slash(c1) && (r.len() == 1 || !slash(r[1])) {
        // A rooted path after a DOS base: the base as written up to its
        // drive's colon (the second colon after a scheme).
        // (`|` for the colon leaves none to find: then nothing of the base.)
        let mut end = original.find(':').map(|i| i + 1);
        if !implicit(b) {
            end = end.and_then(|i| original[i..].find(':').map(|j| i + j + 1));
        }
        return format!("{}{rel}", &original[..end.unwrap_or(0)]);
    }
    if syn.shape == Shape::File && slash(c1) {
        if r.len() >= 2 && slash(r[1]) {
            return if implicit(b) {
                rel.to_owned()
            } else {
                format!("file:{rel}")
            };
        }
        if b.facts.implicit == Implicit::Unc {
            let share = path(b, Format::Unescaped);
            let share = match share[1..].find('/') {
                Some(i) => &share[..=i],
                None => &share[..],
            };
            return format!("\\\\{}{share}{rel}", b.host.as_deref().unwrap_or(""));
        }
        return format!("file://{rel}");
    }
    let convert = syn.slashes;
    if c1 == b'/' || (c1 == b'\\' && convert) {
        if r.len() >= 2 && r[1] == b'/' {
            return format!("{}:{rel}", b.scheme);
        }
        let mut left = server(b, original, f);
        if c1 == b'\\' {
            left.push('/');
            left.push_str(&rel[1..]);
        } else {
            left.push_str(rel);
        }
        return left;
    }
    // A relative path: the base's up to its last `/`, then the reference,
    // its query or fragment kept out of the compression.
    let base_path = path(b, if implicit(b) { Format::Unescaped } else { f });
    let head = &base_path[..base_path.rfind('/').map_or(0, |i| i + 1)];
    let stop = |c: char| (c == '?' && syn.query) || (c == '#' && !implicit(b));
    let (rel_path, extra) = match rel.find(stop) {
        Some(i) => rel.split_at(i),
        None => (rel, ""),
    };
    let mut merged: Vec<u16> = head.encode_utf16().chain(rel_path.encode_utf16()).collect();
    // Mono on Unix writes an implicit file path's host (`""` for a DOS or
    // Unix path) before the merged path, without the `\\\\` a UNC path had.
    let left = match b.facts.implicit {
        _ if b.facts.dns_safe_ipv6.is_some() => server(b, original, f),
        Implicit::No => server(b, original, f),
        _ => b.host.clone().unwrap_or_default(),
    };
    // Only the unknown schemes' syntax does not canonicalize as a file path.
    let file_path = syn.compress && syn.shape != Shape::Unknown;
    compress(
        &mut merged,
        usize::from(b.facts.secured),
        convert,
        file_path,
    );
    left + &String::from_utf16_lossy(&merged) + extra
}

/// What comes before the path: `GetParts(SchemeAndServer | UserInfo)`, or
/// for an IPv6 host the scheme and userinfo, the `DnsSafeHost` (its zone
/// as written) in brackets and the port; an implicit UNC path's IPv6 host
/// is `\\[` and the `DnsSafeHost`.
fn server(b: &MonoUri, original: &str, f: Format) -> String {
    match &b.facts.dns_safe_ipv6 {
        Some(h) if implicit(b) => format!("\\\\[{h}]"),
        Some(h) => format!("{}[{h}]{}", scheme_userinfo(b, f, true), port(b)),
        None => scheme_and_server(b, original, f, true),
    }
}

/// Mono's `Compress` on `dest` from `start`: walked from the end, a `.`
/// or `..` segment removed (and the segment before a `..`), a `\` read as
/// `/` where the scheme converts them (`convert`); where the scheme does
/// not canonicalize as a file path (`file_path`), a dot segment is removed
/// only after a `/` past `start`. The removed text is always just after
/// the character being read, so the text after it is held reversed on a
/// stack, and each removal pops: linear, where Mono's copies are not.
pub(super) fn compress(dest: &mut Vec<u16>, start: usize, convert: bool, file_path: bool) {
    const SLASH: u16 = b'/' as u16;
    const BACKSLASH: u16 = b'\\' as u16;
    const DOT: u16 = b'.' as u16;
    let len = dest.len();
    if start >= len {
        return;
    }
    // dest[i + 1..] as written so far, reversed: tail[tail.len() - 1] is
    // dest[i + 1]. Indices below are those of the array as Mono's
    // shrinks: an index j > i is tail[tail.len() - 1 - (j - i - 1)].
    let mut tail: Vec<u16> = Vec::with_capacity(len - start);
    let (mut slash_count, mut last_slash, mut dot_count, mut remove) =
        (0usize, 0usize, 0usize, 0usize);
    let mut i = len;
    while i > start {
        i -= 1;
        let mut ch = dest[i];
        if ch == BACKSLASH && convert {
            ch = SLASH;
        }
        let dest_len = i + 1 + tail.len();
        if ch == SLASH {
            slash_count += 1;
        } else {
            if slash_count > 1 {
                last_slash = i + 1;
            }
            slash_count = 0;
        }
        if ch == DOT {
            dot_count += 1;
            tail.push(ch);
            continue;
        }
        if dot_count != 0 {
            let skip = !file_path && (dot_count > 2 || ch != SLASH);
            if !skip
                && ch == SLASH
                && (last_slash == i + dot_count + 1
                    || (last_slash == 0 && i + dot_count + 1 == dest_len))
                && dot_count <= 2
            {
                // Remove dest[i + 1 ..= i + dot_count] and, when a slash
                // follows, that slash too.
                let n = dot_count + usize::from(last_slash != 0);
                tail.truncate(tail.len().saturating_sub(n));
                last_slash = i;
                if dot_count == 2 {
                    remove += 1;
                }
                dot_count = 0;
                tail.push(ch);
                continue;
            }
            dot_count = 0;
        }
        if ch == SLASH {
            if remove != 0 {
                remove -= 1;
                // Remove dest[i + 1 ..= last_slash].
                let n = last_slash + 1 - (i + 1);
                tail.truncate(tail.len().saturating_sub(n));
            }
            last_slash = i;
        }
        tail.push(ch);
    }
    dest.truncate(start);
    dest.extend(tail.iter().rev());
    let len = dest.len();
    if len > start && file_path && slash_count <= 1 {
        if remove != 0 && dest[start] != SLASH {
            // The first segment, not rooted, removed (Mono copies from
            // `last_slash + 1` to `start` and shortens by `last_slash + 1`).
            let from = last_slash + 1;
            let cut = from.min(len);
            dest.copy_within(cut.., start.min(len));
            dest.truncate(len.saturating_sub(from));
        } else if dot_count != 0
            && (last_slash == dot_count + 1 || (last_slash == 0 && dot_count + 1 == len))
        {
            let n = dot_count + usize::from(last_slash != 0);
            dest.copy_within(n.min(len).., start.min(len));
            dest.truncate(len.saturating_sub(n));
        }
    }
}
