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

/// Whether `scheme` is in [`USES_RELATIVE`].
#[must_use]
pub fn uses_relative(scheme: &str) -> bool {
    USES_RELATIVE.contains(&scheme)
}

/// Whether `scheme` is in [`USES_NETLOC`].
#[must_use]
pub fn uses_netloc(scheme: &str) -> bool {
    USES_NETLOC.contains(&scheme)
}

/// Whether `scheme` is in [`USES_PARAMS`].
#[must_use]
pub fn uses_params(scheme: &str) -> bool {
    USES_PARAMS.contains(&scheme)
}
