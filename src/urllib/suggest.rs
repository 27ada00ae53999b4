//! The "Did you mean 'qs'?" that CPython 3.13 adds to the `TypeError` of an
//! unexpected keyword argument: the closest parameter name by CPython's
//! edit distance, when close enough.
//!
//! The distance is Levenshtein's with CPython's weights: inserting,
//! deleting or replacing a character costs 2, a change of ASCII case only
//! 1; a candidate qualifies when at most a third of the characters
//! involved need changing, and the first closest one wins.

/// Cost of inserting, deleting or replacing a character.
const MOVE_COST: usize = 2;
/// Cost of changing only the ASCII case of a letter.
const CASE_COST: usize = 1;
/// Names longer than this (in bytes) are never suggested.
const MAX_STRING_SIZE: usize = 40;

/// The parameter names of each function, in order.
pub(crate) fn params(function: &str) -> &'static [&'static str] {
    const QS: &[&str] = &[
        "qs",
        "keep_blank_values",
        "strict_parsing",
        "encoding",
        "errors",
        "max_num_fields",
        "separator",
    ];
    match function {
        "urlsplit" | "urlparse" => &["url", "scheme", "allow_fragments"],
        "urlunsplit" | "urlunparse" => &["components"],
        "urljoin" => &["base", "url", "allow_fragments"],
        "urldefrag" | "unwrap" => &["url"],
        "parse_qs" | "parse_qsl" => QS,
        "quote" | "quote_plus" => &["string", "safe", "encoding", "errors"],
        "quote_from_bytes" => &["bs", "safe"],
        "unquote" | "unquote_plus" => &["string", "encoding", "errors"],
        "unquote_to_bytes" => &["string"],
        "urlencode" => &["query", "doseq", "safe", "encoding", "errors", "quote_via"],
        _ => &[],
    }
}

/// The candidate closest to `name`, if one is close enough.
pub(crate) fn closest<'c>(name: &str, candidates: &[&'c str]) -> Option<&'c str> {
    let mut best: Option<(&str, usize)> = None;
    for &item in candidates {
        if item == name {
            continue;
        }
        let mut max = (name.len() + item.len() + 3) * MOVE_COST / 6;
        if let Some((_, d)) = best {
            max = max.min(d.saturating_sub(1));
        }
        let d = distance(name.as_bytes(), item.as_bytes(), max);
        if d > max {
            continue;
        }
        if best.is_none_or(|(_, b)| d < b) {
            best = Some((item, d));
        }
    }
    best.map(|(item, _)| item)
}

fn substitution_cost(a: u8, b: u8) -> usize {
    if a & 31 != b & 31 {
        return MOVE_COST;
    }
    if a == b {
        return 0;
    }
    if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

/// The weighted edit distance of `a` and `b`, or `max + 1` once it must
/// exceed `max`.
fn distance<'s>(mut a: &'s [u8], mut b: &'s [u8], max: usize) -> usize {
    if a == b {
        return 0;
    }
    while let (Some(x), Some(y)) = (a.first(), b.first()) {
        if x != y {
            break;
        }
        a = &a[1..];
        b = &b[1..];
    }
    while let (Some(x), Some(y)) = (a.last(), b.last()) {
        if x != y {
            break;
        }
        a = &a[..a.len() - 1];
        b = &b[..b.len() - 1];
    }
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING_SIZE || b.len() > MAX_STRING_SIZE {
        return max + 1;
    }
    if b.len() < a.len() {
        std::mem::swap(&mut a, &mut b);
    }
    if (b.len() - a.len()) * MOVE_COST > max {
        return max + 1;
    }
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &code) in b.iter().enumerate() {
        let mut diagonal = bi * MOVE_COST;
        result = diagonal;
        let mut minimum = usize::MAX;
        for (ai, &ac) in a.iter().enumerate() {
            let substitute = diagonal + substitution_cost(code, ac);
            diagonal = row[ai];
            let insert_delete = result.min(diagonal) + MOVE_COST;
            result = insert_delete.min(substitute);
            row[ai] = result;
            minimum = minimum.min(result);
        }
        if minimum > max {
            return max + 1;
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CPython 3.13.0's suggestions, from `f(**{name: 1})` on each function.
    #[test]
    fn suggestions_match_cpython_3_13() {
        assert_eq!(closest("bs", params("parse_qs")), Some("qs"));
        assert_eq!(closest("qs", params("quote_from_bytes")), Some("bs"));
        assert_eq!(closest("URL", params("urlsplit")), Some("url"));
        assert_eq!(closest("nope", params("urlsplit")), None);
        assert_eq!(closest("seperator", params("parse_qsl")), Some("separator"));
    }
}
