//! Times `urigram::java::parse` (and the getters Spark's parts read) per
//! URL over the lines of the files given, as `scripts/java_speed.sh` pairs
//! it with the same loop over `java.net.URI` in the JVM.
//!
//! `cargo run --release --example java_uri_speed -- [--spark] FILE...`
//!
//! With `--spark`, times `urigram::spark`'s `try_parse_url(url, 'HOST')`
//! (a `ParseUrl` built once, as a query with literal arguments runs it)
//! instead.

use std::hint::black_box;
use std::io::Write;
use std::time::Instant;

fn main() -> std::io::Result<()> {
    let mut files: Vec<String> = std::env::args().skip(1).collect();
    let spark = files.first().is_some_and(|f| f == "--spark");
    if spark {
        files.remove(0);
    }
    let host = urigram::spark::ParseUrl::new("HOST", None, false);
    let mut out = std::io::stdout().lock();
    if files.is_empty() {
        writeln!(out, "usage: java_uri_speed FILE...")?;
        return Ok(());
    }
    let mut urls = Vec::new();
    for f in &files {
        let bytes = std::fs::read(f)?;
        let text = urigram::java::decode_utf8(&bytes).into_owned();
        urls.extend(text.lines().map(str::to_string));
    }
    // The best of several passes, each over every URL.
    let mut best = f64::MAX;
    let mut accepted = 0;
    for _ in 0..20 {
        accepted = 0;
        let start = Instant::now();
        for u in &urls {
            if spark {
                if let Ok(Some(h)) = host.eval(black_box(u)) {
                    accepted += 1;
                    black_box(h);
                }
            } else if let Ok(p) = urigram::java::parse(black_box(u)) {
                accepted += 1;
                black_box((p.host(), p.raw_path(), p.raw_query(), p.raw_authority()));
            }
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    let (what, counted) = if spark {
        ("urigram::spark try_parse_url(url, 'HOST')", "with a host")
    } else {
        ("urigram::java::parse", "accepted")
    };
    writeln!(
        out,
        "{what}: {} URLs ({accepted} {counted}), {:.1} ns per URL (best of 20 passes)",
        urls.len(),
        best * 1e9 / urls.len() as f64
    )
}
