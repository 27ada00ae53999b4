//! RFC 8089 file paths, POSIX and Windows, whatever the host system.

use proptest::prelude::*;
use urigram::Uri;
use urigram::file_path::{self, FilePathError, Style};

fn to(path: &str, style: Style) -> String {
    file_path::to_uri(path, style).unwrap().into_string()
}

fn from(uri: &str, style: Style) -> Result<String, FilePathError> {
    file_path::from_uri(&Uri::parse(uri).unwrap(), style)
}

#[test]
fn rfc8089_posix() {
    assert_eq!(to("/path/to/file", Style::Posix), "file:///path/to/file");
    assert_eq!(to("/a b/%/é", Style::Posix), "file:///a%20b/%25/%C3%A9");
    assert_eq!(to("/", Style::Posix), "file:///");
    // Appendix B: the minimal and the traditional forms name the same file.
    assert_eq!(
        from("file:/path/to/file", Style::Posix).unwrap(),
        "/path/to/file"
    );
    assert_eq!(
        from("file:///path/to/file", Style::Posix).unwrap(),
        "/path/to/file"
    );
    assert_eq!(from("file://localhost/etc", Style::Posix).unwrap(), "/etc");
    assert_eq!(
        from("file://host.example.com/x", Style::Posix),
        Err(FilePathError::RemoteHost("host.example.com".into()))
    );
    assert_eq!(
        from("http://h/x", Style::Posix),
        Err(FilePathError::NotFile)
    );
    assert_eq!(
        from("file:///x?q", Style::Posix),
        Err(FilePathError::HasQuery)
    );
    assert_eq!(
        from("file:///a%2Fb", Style::Posix),
        Err(FilePathError::BadByte(2))
    );
    assert_eq!(
        from("file:///a/%00", Style::Posix),
        Err(FilePathError::BadByte(3))
    );
    assert_eq!(
        from("file:///a%FF", Style::Posix),
        Err(FilePathError::NotUtf8(2))
    );
    assert_eq!(
        file_path::to_uri("relative", Style::Posix),
        Err(FilePathError::NotAbsolute)
    );
    let bytes = b"/\xff\xfe/x";
    let u = file_path::posix_bytes_to_uri(bytes).unwrap();
    assert_eq!(u, "file:///%FF%FE/x");
    assert_eq!(file_path::posix_bytes_from_uri(&u.as_uri()).unwrap(), bytes);
}

#[test]
fn rfc8089_windows() {
    // Appendix E.2: drive letters.
    assert_eq!(
        to(r"c:\path\to\file.txt", Style::Windows),
        "file:///c:/path/to/file.txt"
    );
    assert_eq!(
        from("file:///c:/path/to/file.txt", Style::Windows).unwrap(),
        r"c:\path\to\file.txt"
    );
    assert_eq!(
        from("file:c:/path/to/file.txt", Style::Windows).unwrap(),
        r"c:\path\to\file.txt"
    );
    assert_eq!(to(r"C:\", Style::Windows), "file:///C:/");
    assert_eq!(from("file:///C:", Style::Windows).unwrap(), r"C:\");
    // Appendix E.3: UNC, as an authority or after four slashes.
    assert_eq!(
        to(r"\\host.example.com\Share\path\to\file.txt", Style::Windows),
        "file://host.example.com/Share/path/to/file.txt"
    );
    assert_eq!(
        from(
            "file://host.example.com/Share/path/to/file.txt",
            Style::Windows
        )
        .unwrap(),
        r"\\host.example.com\Share\path\to\file.txt"
    );
    assert_eq!(
        from(
            "file:////host.example.com/Share/path/to/file.txt",
            Style::Windows
        )
        .unwrap(),
        r"\\host.example.com\Share\path\to\file.txt"
    );
    // Forward slashes are separators too; the way back writes backslashes.
    assert_eq!(to("D:/a b/c", Style::Windows), "file:///D:/a%20b/c");
    assert_eq!(
        file_path::to_uri(r"\dir", Style::Windows),
        Err(FilePathError::NotAbsolute)
    );
    assert_eq!(
        file_path::to_uri(r"C:dir", Style::Windows),
        Err(FilePathError::NotAbsolute)
    );
    assert_eq!(
        file_path::to_uri(r"\\?\C:\x", Style::Windows),
        Err(FilePathError::DevicePath)
    );
    assert_eq!(
        file_path::to_uri(r"\\server", Style::Windows),
        Err(FilePathError::BadUnc)
    );
    assert_eq!(
        from("file:///dir/file", Style::Windows),
        Err(FilePathError::NoDrive)
    );
    assert!(matches!(
        from("file:///C:/a%5Cb", Style::Windows),
        Err(FilePathError::BadByte(_))
    ));
}

fn segment() -> impl Strategy<Value = String> {
    // Any characters but the separators and NUL, including "%" and non-ASCII.
    "[^/\\\\\u{0}]{1,8}"
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn posix_paths_round_trip(segs in proptest::collection::vec(segment(), 0..5), trailing in any::<bool>()) {
        let mut path = format!("/{}", segs.join("/"));
        if trailing && !segs.is_empty() {
            path.push('/');
        }
        let uri = file_path::to_uri(&path, Style::Posix).unwrap();
        prop_assert!(Uri::parse(uri.as_str()).is_ok());
        prop_assert_eq!(file_path::from_uri(&uri.as_uri(), Style::Posix).unwrap(), path);
    }

    #[test]
    fn windows_paths_round_trip(
        drive in "[A-Za-z]",
        segs in proptest::collection::vec(segment(), 0..5),
        unc in proptest::option::of(("[a-z][a-z0-9.-]{0,9}", "[a-zA-Z0-9$]{1,6}")),
    ) {
        let path = match &unc {
            Some((server, share)) => {
                let mut p = format!(r"\\{server}\{share}");
                for s in &segs { p.push('\\'); p.push_str(s); }
                p
            }
            None => format!(r"{drive}:\{}", segs.join("\\")),
        };
        let uri = file_path::to_uri(&path, Style::Windows).unwrap();
        prop_assert!(Uri::parse(uri.as_str()).is_ok());
        prop_assert_eq!(file_path::from_uri(&uri.as_uri(), Style::Windows).unwrap(), path);
    }
}

#[test]
fn std_path_in_the_platform_style() {
    use std::path::{Path, PathBuf};
    use urigram::UriString;
    assert_eq!(Style::default(), Style::NATIVE);
    assert_eq!(Style::NATIVE == Style::Windows, cfg!(windows));
    if cfg!(unix) {
        // RFC 8089 section 2 and appendix B.
        let u = UriString::from_file_path("/path/to/file").unwrap();
        assert_eq!(u, "file:///path/to/file");
        assert_eq!(u.to_file_path().unwrap(), PathBuf::from("/path/to/file"));
        let u = Uri::parse("file://localhost/etc/fstab").unwrap();
        assert_eq!(file_path::to_path(&u).unwrap(), Path::new("/etc/fstab"));
        assert_eq!(
            UriString::from_file_path("rel/x").unwrap_err(),
            FilePathError::NotAbsolute
        );
        let remote = Uri::parse("file://server/x").unwrap();
        assert!(matches!(
            file_path::to_path(&remote),
            Err(FilePathError::RemoteHost(_))
        ));
    }
}

#[cfg(unix)]
#[test]
fn unix_paths_that_are_not_utf8_round_trip() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;
    let path = Path::new(OsStr::from_bytes(b"/tmp/\xff\xfe x"));
    let u = file_path::from_path(path).unwrap();
    assert_eq!(u, "file:///tmp/%FF%FE%20x");
    assert_eq!(file_path::to_path(&u.as_uri()).unwrap(), path);
}
