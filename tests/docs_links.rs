//! The README and the guides under `docs/` link each other by relative
//! path and heading anchor: every such link leads to a file that exists
//! and, when it names one, to a heading that file has (as GitHub makes an
//! anchor of a heading: lowercase, spaces as `-`, punctuation dropped). The
//! README stays the front door: at most 250 lines, and it names every guide.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README and every guide, relative to the repository.
fn pages() -> Vec<PathBuf> {
    let mut guides: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("the docs folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .map(|p| p.strip_prefix(root()).unwrap().to_path_buf())
        .collect();
    guides.sort();
    guides.insert(0, PathBuf::from("README.md"));
    guides
}

/// `text` without its fenced code blocks, where a `#` or `](` is code.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut in_block = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
        } else if !in_block {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// GitHub's anchor for a heading.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The anchors of a page's headings.
fn anchors(text: &str) -> BTreeSet<String> {
    prose(text)
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| slug(l.trim_start_matches('#')))
        .collect()
}

/// The relative link targets of a page: `(path)`, `(path#anchor)`, `(#anchor)`.
fn links(text: &str) -> Vec<String> {
    let prose = prose(text);
    let mut out = Vec::new();
    let mut rest = prose.as_str();
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        let end = rest.find(')').unwrap_or(rest.len());
        let target = &rest[..end];
        if !target.contains("://") && !target.contains(' ') && !target.is_empty() {
            out.push(target.to_owned());
        }
        rest = &rest[end..];
    }
    out
}

#[test]
fn every_link_between_the_pages_leads_somewhere() {
    let mut wrong = Vec::new();
    let mut count = 0;
    for page in pages() {
        let text = std::fs::read_to_string(root().join(&page)).unwrap();
        for link in links(&text) {
            count += 1;
            let (file, anchor) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap_or(Path::new("")).join(file)
            };
            // A picture is bytes, not text: read as such, decoded only to
            // look for a heading.
            let Ok(target_bytes) = std::fs::read(root().join(&target)) else {
                wrong.push(format!(
                    "{}: {link}: no file {}",
                    page.display(),
                    target.display()
                ));
                continue;
            };
            let is_markdown = target.extension().is_some_and(|e| e == "md");
            let target_text = String::from_utf8_lossy(&target_bytes);
            if !anchor.is_empty() && is_markdown && !anchors(&target_text).contains(anchor) {
                wrong.push(format!("{}: {link}: no such heading", page.display()));
            }
        }
    }
    assert!(count > 40, "only {count} links found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_readme_is_the_front_door() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 250,
        "the README has {lines} lines; the rest belongs in docs/"
    );
    for guide in pages().iter().skip(1) {
        let path = guide.to_str().unwrap();
        assert!(
            readme.contains(&format!("]({path})")),
            "the README's map of the guides lacks {path}"
        );
    }
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(
        slug(" RFC 3986's algorithms: resolve, normalize, build"),
        "rfc-3986s-algorithms-resolve-normalize-build"
    );
    assert_eq!(
        slug("`urigram.urllib`, a drop-in `urllib.parse`"),
        "urigramurllib-a-drop-in-urllibparse"
    );
    assert_eq!(
        slug("DataFusion: Spark's parse_url as SQL functions"),
        "datafusion-sparks-parse_url-as-sql-functions"
    );
    let text = "# A\n```sh\n# not a heading\n[x](#nowhere)\n```\n## B c\n[y](other.md#b-c)\n";
    assert_eq!(
        anchors(text),
        BTreeSet::from(["a".to_owned(), "b-c".to_owned()])
    );
    assert_eq!(links(text), ["other.md#b-c"]);
}
