//! The scheme lists of `urllib.parse` that change how URLs split, join and
//! recompose. A scheme matches only as written: lower case, exactly.

/// `uses_relative`: the schemes `urljoin` resolves against a base; others
/// give back the reference unchanged.
pub const USES_RELATIVE: [&str; 20] = [
    "", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
    "prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss",
];

/// `uses_netloc`: the schemes whose URLs `urlunsplit` writes with `//` even
/// when the netloc is empty, and whose netloc `urljoin` takes from the base.
pub const USES_NETLOC: [&str; 26] = [
    "", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp",
    "snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git",
    "git+ssh", "ws", "wss",
];

/// `uses_params`: the schemes whose last path segment `urlparse` splits at `;`.
pub const USES_PARAMS: [&str; 16] = [
    "", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps", "rtspu",
    "sip", "sips", "mms", "sftp", "tel",
];

// The three tests below are `match`es on the lists' strings rather than
// searches of the lists, so the compiler dispatches on the length first;
// `lists_and_tests_agree` checks that each names exactly its list.

/// Whether `scheme` is in [`USES_RELATIVE`].
#[must_use]
pub fn uses_relative(scheme: &str) -> bool {
    matches!(
        scheme,
        "" | "ftp"
            | "http"
            | "gopher"
            | "nntp"
            | "imap"
            | "wais"
            | "file"
            | "https"
            | "shttp"
            | "mms"
            | "prospero"
            | "rtsp"
            | "rtsps"
            | "rtspu"
            | "sftp"
            | "svn"
            | "svn+ssh"
            | "ws"
            | "wss"
    )
}

/// Whether `scheme` is in [`USES_NETLOC`].
#[must_use]
pub fn uses_netloc(scheme: &str) -> bool {
    matches!(
        scheme,
        "" | "ftp"
            | "http"
            | "gopher"
            | "nntp"
            | "telnet"
            | "imap"
            | "wais"
            | "file"
            | "mms"
            | "https"
            | "shttp"
            | "snews"
            | "prospero"
            | "rtsp"
            | "rtsps"
            | "rtspu"
            | "rsync"
            | "svn"
            | "svn+ssh"
            | "sftp"
            | "nfs"
            | "git"
            | "git+ssh"
            | "ws"
            | "wss"
    )
}

/// Whether `scheme` is in [`USES_PARAMS`].
#[must_use]
pub fn uses_params(scheme: &str) -> bool {
    matches!(
        scheme,
        "" | "ftp"
            | "hdl"
            | "prospero"
            | "http"
            | "imap"
            | "https"
            | "shttp"
            | "rtsp"
            | "rtsps"
            | "rtspu"
            | "sip"
            | "sips"
            | "mms"
            | "sftp"
            | "tel"
    )
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
