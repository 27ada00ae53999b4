//! The scheme lists of `urllib.parse` that change how URLs split, join and
//! recompose. A scheme matches only as written: lower case, exactly.
//!
//! The lists are CPython 3.11's; the `*_in` tests take a release.

use super::Python;

/// A scheme list of `urllib.parse` written once: the public array, and the
/// membership test as a `match` on the same strings, so the compiler
/// dispatches on the length first rather than searching the list.
macro_rules! scheme_list {
    ($(#[$doc:meta])* $list:ident, $test:ident: [$($scheme:literal),+ $(,)?]) => {
        $(#[$doc])*
        pub const $list: [&str; [$($scheme),+].len()] = [$($scheme),+];

        #[doc = concat!("Whether `scheme` is in [`", stringify!($list), "`].")]
        #[must_use]
        pub fn $test(scheme: &str) -> bool {
            matches!(scheme, $($scheme)|+)
        }
    };
}

scheme_list!(
    /// `uses_relative`: the schemes `urljoin` resolves against a base; others
    /// give back the reference unchanged.
    USES_RELATIVE,
    uses_relative: [
        "", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
        "prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss",
    ]
);

scheme_list!(
    /// `uses_netloc`: the schemes whose URLs `urlunsplit` writes with `//`
    /// even when the netloc is empty, and whose netloc `urljoin` takes from
    /// the base.
    USES_NETLOC,
    uses_netloc: [
        "", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https",
        "shttp", "snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync", "svn", "svn+ssh", "sftp",
        "nfs", "git", "git+ssh", "ws", "wss",
    ]
);

scheme_list!(
    /// `uses_params`: the schemes whose last path segment `urlparse` splits
    /// at `;`.
    USES_PARAMS,
    uses_params: [
        "", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps", "rtspu",
        "sip", "sips", "mms", "sftp", "tel",
    ]
);

/// [`uses_relative`] as the release `py` has it (`rtsps` since 3.11).
#[must_use]
pub fn uses_relative_in(py: Python, scheme: &str) -> bool {
    uses_relative(scheme) && (py.knows_rtsps() || scheme != "rtsps")
}

/// [`uses_netloc`] as the release `py` has it (`rtsps` since 3.11,
/// `itms-services` since 3.12).
#[must_use]
pub fn uses_netloc_in(py: Python, scheme: &str) -> bool {
    if uses_netloc(scheme) {
        py.knows_rtsps() || scheme != "rtsps"
    } else {
        py.knows_itms_services() && scheme == "itms-services"
    }
}

/// [`uses_params`] as the release `py` has it (`rtsps` since 3.11).
#[must_use]
pub fn uses_params_in(py: Python, scheme: &str) -> bool {
    uses_params(scheme) && (py.knows_rtsps() || scheme != "rtsps")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each test accepts exactly the strings of its list: every listed
    /// scheme, and none of a set of near misses (other case, a prefix, an
    /// extension, the other lists' schemes).
    #[test]
    fn lists_and_tests_agree() {
        type Test = fn(&str) -> bool;
        let lists: [(&[&str], Test); 3] = [
            (&USES_RELATIVE, uses_relative),
            (&USES_NETLOC, uses_netloc),
            (&USES_PARAMS, uses_params),
        ];
        let mut probes: Vec<String> = ["HTTP", "Http", "htt", "httpx", "svn+", "git+ss", "x"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        for (list, _) in &lists {
            probes.extend(list.iter().map(|s| (*s).to_owned()));
            probes.extend(list.iter().map(|s| format!("{s}s")));
            probes.extend(list.iter().map(|s| s.to_ascii_uppercase()));
        }
        for (list, test) in lists {
            for p in &probes {
                assert_eq!(test(p), list.contains(&p.as_str()), "{p:?}");
            }
        }
    }
}
