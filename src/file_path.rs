//! RFC 8089: `file:` URIs to file-system paths and back, for POSIX and Windows
//! path forms, whatever the host system is.
//!
//! Paths become `file:///...` (the empty-authority form of RFC 8089 section 2,
//! which every reader accepts); a Windows UNC path `\\server\share\x` becomes
//! `file://server/share/x` (appendix E.3.1). Each path segment is
//! percent-encoded with the `segment` rule's characters, so the URI is valid
//! and the segments come back exactly. Reading also accepts `file:/path`,
//! `file://localhost/path` and the four-slash UNC form `file:////server/share`
//! (appendix E.3.2). (The `|` drive form of appendix E.2.2 is not a valid RFC
//! 3986 URI, so the strict parser never hands one over.)
//!
//! ```
//! use urigram::file_path::{self, Style};
//! let uri = file_path::to_uri(r"C:\Program Files\a#b.txt", Style::Windows).unwrap();
//! assert_eq!(uri, "file:///C:/Program%20Files/a%23b.txt");
//! assert_eq!(file_path::from_uri(&uri.as_uri(), Style::Windows).unwrap(), r"C:\Program Files\a#b.txt");
//! ```

use std::fmt;

use crate::ast::Uri;
use crate::owned::UriString;
use crate::pct::{self, EncodeSet};

/// Which file-system's path syntax to read or write. The default is the
/// platform's own, [`Style::NATIVE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// POSIX: `/` separates segments; a path is absolute when it begins with `/`.
    Posix,
    /// Windows: `\` (or `/`) separates segments; an absolute path begins with a
    /// drive (`C:\`) or is a UNC path (`\\server\share`).
    Windows,
}

/// Why a path or a URI could not be converted.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FilePathError {
    /// The path is not absolute (a `file:` URI names an absolute path).
    NotAbsolute,
    /// The URI's scheme is not `file`.
    NotFile,
    /// The URI names a host, which a POSIX path cannot express.
    RemoteHost(String),
    /// The URI has a query, which no file path holds.
    HasQuery,
    /// A Windows URI path has neither a drive letter nor a UNC host.
    NoDrive,
    /// A decoded segment holds a byte the path syntax cannot: NUL, or a
    /// separator (`/`, and `\` on Windows), at this offset of the URI's path.
    BadByte(usize),
    /// The decoded path is not UTF-8 (for the `String` forms), at this offset
    /// of the URI's path.
    NotUtf8(usize),
    /// The server or share of a UNC path is empty or not a valid host.
    BadUnc,
    /// A `\\?\` or `\\.\` device path, which has no `file:` form.
    DevicePath,
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilePathError::NotAbsolute => f.write_str("the path is not absolute"),
            FilePathError::NotFile => f.write_str("the URI's scheme is not \"file\""),
            FilePathError::RemoteHost(h) => write!(f, "the URI names the host {h:?}"),
            FilePathError::HasQuery => f.write_str("a file URI has no query"),
            FilePathError::NoDrive => f.write_str("the path has no drive letter or UNC host"),
            FilePathError::BadByte(i) => write!(
                f,
                "a segment holds NUL or a separator at byte {i} of the path"
            ),
            FilePathError::NotUtf8(i) => {
                write!(f, "the decoded path is not UTF-8 at byte {i} of the path")
            }
            FilePathError::BadUnc => f.write_str("the UNC server or share is empty or invalid"),
            FilePathError::DevicePath => {
                f.write_str("device paths (\\\\?\\, \\\\.\\) have no file URI")
            }
        }
    }
}

impl std::error::Error for FilePathError {}

impl Style {
    /// The style of the platform this was compiled for: Windows on Windows,
    /// POSIX everywhere else.
    pub const NATIVE: Style = if cfg!(windows) {
        Style::Windows
    } else {
        Style::Posix
    };
}

impl Default for Style {
    /// [`Style::NATIVE`].
    fn default() -> Self {
        Style::NATIVE
    }
}

/// The `file:` URI of an absolute [`std::path::Path`], in the platform's
/// style. On Unix the path's bytes are used as they are (they need not be
/// UTF-8); elsewhere the path must be Unicode.
///
/// ```
/// # #[cfg(unix)] {
/// use std::path::Path;
/// let uri = urigram::file_path::from_path(Path::new("/tmp/a b")).unwrap();
/// assert_eq!(uri, "file:///tmp/a%20b");
/// assert_eq!(urigram::file_path::to_path(&uri.as_uri()).unwrap(), Path::new("/tmp/a b"));
/// # }
/// ```
///
/// # Errors
/// As [`to_uri`] with [`Style::NATIVE`]; [`FilePathError::NotUtf8`] for a
/// path that is not Unicode where the platform's paths need not be bytes.
pub fn from_path(path: &std::path::Path) -> Result<UriString, FilePathError> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        posix_bytes_to_uri(path.as_os_str().as_bytes())
    }
    #[cfg(not(unix))]
    {
        let text = path.to_str().ok_or(FilePathError::NotUtf8(0))?;
        to_uri(text, Style::NATIVE)
    }
}

/// The [`std::path::PathBuf`] that a `file:` URI names, in the platform's
/// style; on Unix a path that is not UTF-8 comes back byte for byte.
///
/// # Errors
/// As [`from_uri`] with [`Style::NATIVE`] (on Unix, as
/// [`posix_bytes_from_uri`]).
pub fn to_path(uri: &Uri<'_>) -> Result<std::path::PathBuf, FilePathError> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        let bytes = posix_bytes_from_uri(uri)?;
        Ok(std::ffi::OsString::from_vec(bytes).into())
    }
    #[cfg(not(unix))]
    {
        from_uri(uri, Style::NATIVE).map(Into::into)
    }
}

impl UriString {
    /// The `file:` URI of an absolute path, in the platform's style; see
    /// [`from_path`].
    ///
    /// # Errors
    /// As [`from_path`].
    pub fn from_file_path(path: impl AsRef<std::path::Path>) -> Result<UriString, FilePathError> {
        from_path(path.as_ref())
    }

    /// The path this `file:` URI names, in the platform's style; see
    /// [`to_path`].
    ///
    /// # Errors
    /// As [`to_path`].
    pub fn to_file_path(&self) -> Result<std::path::PathBuf, FilePathError> {
        to_path(&self.as_uri())
    }
}

/// The `file:` URI of an absolute path.
///
/// # Errors
/// [`FilePathError::NotAbsolute`] for a relative path; on Windows also
/// [`FilePathError::BadUnc`] and [`FilePathError::DevicePath`].
///
/// ```
/// use urigram::file_path::{to_uri, Style};
/// assert_eq!(to_uri("/tmp/a b", Style::Posix).unwrap(), "file:///tmp/a%20b");
/// assert_eq!(to_uri(r"\\server\share\x", Style::Windows).unwrap(), "file://server/share/x");
/// ```
pub fn to_uri(path: &str, style: Style) -> Result<UriString, FilePathError> {
    match style {
        Style::Posix => posix_bytes_to_uri(path.as_bytes()),
        Style::Windows => windows_to_uri(path),
    }
}

/// The `file:` URI of an absolute POSIX path given as bytes, which need not be
/// UTF-8.
///
/// # Errors
/// [`FilePathError::NotAbsolute`] if the path does not begin with `/`.
pub fn posix_bytes_to_uri(path: &[u8]) -> Result<UriString, FilePathError> {
    if path.first() != Some(&b'/') {
        return Err(FilePathError::NotAbsolute);
    }
    let mut text = String::from("file://");
    text.push_str(&pct::encode_bytes(path, EncodeSet::Path));
    finish(text)
}

fn windows_to_uri(path: &str) -> Result<UriString, FilePathError> {
    if path.starts_with(r"\\?\") || path.starts_with(r"\\.\") {
        return Err(FilePathError::DevicePath);
    }
    let mut text = String::from("file://");
    let rest = if let Some(unc) = path.strip_prefix(r"\\") {
        let (server, rest) = unc.split_once(['\\', '/']).unwrap_or((unc, ""));
        let share = rest.split(['\\', '/']).next().unwrap_or_default();
        if server.is_empty() || share.is_empty() || crate::Rule::RegName.parse(server).is_err() {
            return Err(FilePathError::BadUnc);
        }
        text.push_str(server);
        text.push('/');
        rest
    } else {
        let b = path.as_bytes();
        let drive = b.len() >= 3
            && b[0].is_ascii_alphabetic()
            && b[1] == b':'
            && matches!(b[2], b'\\' | b'/');
        if !drive {
            return Err(FilePathError::NotAbsolute);
        }
        text.push('/');
        text.push_str(&path[..2]);
        text.push('/');
        &path[3..]
    };
    for (i, seg) in rest.split(['\\', '/']).enumerate() {
        if i > 0 {
            text.push('/');
        }
        text.push_str(&pct::encode(seg, EncodeSet::Segment));
    }
    finish(text)
}

/// The URI text built above is valid by construction; parsing records its
/// layout (and would turn a mistake into an error rather than a panic).
fn finish(text: String) -> Result<UriString, FilePathError> {
    UriString::try_from(text).map_err(|_| FilePathError::NotAbsolute)
}

/// The path that a `file:` URI names, in `style`'s syntax.
///
/// # Errors
/// A [`FilePathError`] when the URI is not a local file URI (scheme, host,
/// query), when a decoded segment holds NUL or a separator, or when the path is
/// not UTF-8.
///
/// ```
/// use urigram::{Uri, file_path::{from_uri, Style}};
/// let u = Uri::parse("file://localhost/etc/fstab").unwrap();
/// assert_eq!(from_uri(&u, Style::Posix).unwrap(), "/etc/fstab");
/// let u = Uri::parse("file:///c:/WINDOWS/clock.avi").unwrap();
/// assert_eq!(from_uri(&u, Style::Windows).unwrap(), r"c:\WINDOWS\clock.avi");
/// ```
pub fn from_uri(uri: &Uri<'_>, style: Style) -> Result<String, FilePathError> {
    match style {
        Style::Posix => {
            let bytes = posix_bytes_from_uri(uri)?;
            String::from_utf8(bytes).map_err(|e| {
                FilePathError::NotUtf8(encoded_offset(
                    uri.path().as_str(),
                    e.utf8_error().valid_up_to(),
                ))
            })
        }
        Style::Windows => windows_from_uri(uri),
    }
}

/// The POSIX path that a `file:` URI names, as bytes.
///
/// # Errors
/// As [`from_uri`], except that the path need not be UTF-8.
pub fn posix_bytes_from_uri(uri: &Uri<'_>) -> Result<Vec<u8>, FilePathError> {
    check_file(uri)?;
    if let Some(h) = uri.authority().map(|a| a.host().as_str()) {
        if !h.is_empty() && !h.eq_ignore_ascii_case("localhost") {
            return Err(FilePathError::RemoteHost(h.to_owned()));
        }
    }
    let path = uri.path().as_str();
    if !path.starts_with('/') {
        return Err(FilePathError::NotAbsolute);
    }
    let mut out = Vec::with_capacity(path.len());
    let mut offset = 0;
    for (i, seg) in path.split('/').enumerate() {
        if i > 0 {
            out.push(b'/');
        }
        let decoded = pct::decode(seg);
        if let Some(j) = decoded.iter().position(|&b| b == 0 || b == b'/') {
            return Err(FilePathError::BadByte(offset + encoded_offset(seg, j)));
        }
        out.extend_from_slice(&decoded);
        offset += seg.len() + 1;
    }
    Ok(out)
}

fn windows_from_uri(uri: &Uri<'_>) -> Result<String, FilePathError> {
    check_file(uri)?;
    let host = uri
        .authority()
        .map(|a| a.host().as_str())
        .unwrap_or_default();
    let path = uri.path().as_str();
    let mut out = String::new();
    // The segments to join with "\", and where they start in the URI's path.
    let (segments, mut offset) = if !host.is_empty() && !host.eq_ignore_ascii_case("localhost") {
        out.push_str(r"\\");
        out.push_str(&decode_segment(host, 0)?);
        (path, 0)
    } else if let Some(unc) = path.strip_prefix("//") {
        // file:////server/share: the UNC path is in the URI's path.
        out.push('\\');
        (unc, 1)
    } else {
        let p = path.strip_prefix('/').unwrap_or(path);
        let b = p.as_bytes();
        let drive = b.len() >= 2
            && b[0].is_ascii_alphabetic()
            && b[1] == b':'
            && b.get(2).is_none_or(|&c| c == b'/');
        if !drive {
            return Err(FilePathError::NoDrive);
        }
        out.push(char::from(b[0]));
        out.push(':');
        if b.len() == 2 {
            out.push('\\');
            return Ok(out);
        }
        (&p[2..], path.len() - p.len() + 2)
    };
    for (i, seg) in segments.split('/').enumerate() {
        if i > 0 {
            out.push('\\');
        } else if seg.is_empty() {
            offset += 1;
            continue;
        } else {
            out.push('\\');
        }
        out.push_str(&decode_segment(seg, offset)?);
        offset += seg.len() + 1;
    }
    Ok(out)
}

/// One decoded Windows segment, refusing NUL and separators.
fn decode_segment(seg: &str, offset: usize) -> Result<String, FilePathError> {
    let s = pct::decode_utf8(seg).map_err(|e| FilePathError::NotUtf8(offset + e.offset()))?;
    if let Some(j) = s.bytes().position(|b| matches!(b, 0 | b'/' | b'\\')) {
        let decoded_prefix = &s.as_bytes()[..j];
        return Err(FilePathError::BadByte(
            offset + encoded_offset(seg, decoded_prefix.len()),
        ));
    }
    Ok(s.into_owned())
}

fn check_file(uri: &Uri<'_>) -> Result<(), FilePathError> {
    if !uri.scheme().is("file") {
        return Err(FilePathError::NotFile);
    }
    if uri.query().is_some() {
        return Err(FilePathError::HasQuery);
    }
    Ok(())
}

/// The offset in `text` of the byte that decodes to decoded byte `n`.
fn encoded_offset(text: &str, n: usize) -> usize {
    let bytes = text.as_bytes();
    let (mut i, mut decoded) = (0, 0);
    while i < bytes.len() && decoded < n {
        let whole = bytes[i] == b'%'
            && bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
            && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit);
        i += if whole { 3 } else { 1 };
        decoded += 1;
    }
    i
}
