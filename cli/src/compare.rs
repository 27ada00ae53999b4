//! `urigram compare`: one input under every reader (each grammar, urllib,
//! the WHATWG URL Standard), side by side, with the parts where the readings
//! part ways. The readings and the verdict are the library's
//! (`urigram::compare`); this module only chooses and presents them.

use std::ffi::OsString;
use std::io::{self, Write as _};

use crate::args::{self, Outcome, Spec};
use crate::{Ctx, answered, lines, printable, shown};
use urigram::compare::{self, Comparison, Part, Reader, Reading, Target};
use urigram::grammars::PART_NAMES;

const SPEC: Spec = Spec {
    flags: &[("json", None), ("quiet", Some('q'))],
    valued: &["python", "readers", "parts", "base"],
};

/// Runs the command over its inputs.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let python = match crate::urllib::python_of(&opts) {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    let readers = match opts.value("readers") {
        Err(e) => return Outcome::Usage(e),
        Ok(None) => Reader::every(python),
        Ok(Some(list)) => match readers_of(list, python) {
            Ok(r) => r,
            Err(e) => return Outcome::Usage(e),
        },
    };
    let parts = match opts.value("parts") {
        Err(e) => return Outcome::Usage(e),
        Ok(None) => Part::ALL.to_vec(),
        Ok(Some(list)) => match Part::parse_list(list) {
            Ok(p) => p,
            Err(e) => return Outcome::Usage(format!("--parts: {e}")),
        },
    };
    let base = match opts.value("base") {
        Err(e) => return Outcome::Usage(e),
        Ok(b) => b.map(str::to_owned),
    };
    let readers = match &base {
        None => readers,
        Some(_) => match with_resolution(readers, ctx.io.stderr) {
            Ok(r) => r,
            Err(e) => return Outcome::Usage(e),
        },
    };
    let (as_json, quiet) = (opts.flag("json"), opts.flag("quiet"));
    let io = &mut *ctx.io;
    let (out, line_buffered, unicode) = (&mut *io.stdout, io.line_buffered, io.unicode_stdout);
    let mut any_differ = false;
    // The output is made in these buffers, reused, and written whole: it
    // is about eleven times the input, in many small pieces. Unless each
    // line is to be seen as it is answered, the lines gather to `BATCH`
    // bytes first, so that the writer takes them without a copy into its
    // own buffer (a line's copy was about 700 instructions of `--json`).
    let mut buf: Vec<u8> = Vec::with_capacity(BATCH + 8192);
    let mut json = String::with_capacity(BATCH + 8192);
    let mut lines = compare::json::JsonLines::new();
    let heads = Heads::new(&readers);
    // One comparison, written over line after line: each reader's parts
    // keep their strings, rather than about a hundred allocations and
    // frees a line.
    let mut c = Comparison::default();
    if quiet && !as_json && base.is_none() {
        let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, _| {
            // Only the verdict is needed: the library's one call.
            if compare::agree(bytes, &readers, &parts) {
                return Ok(());
            }
            any_differ = true;
            // The input, as data (a filter's output, like grep's).
            out.write_all(bytes)?;
            out.write_all(b"\n")?;
            answered(out, line_buffered)
        });
        return match result {
            Err(e) => Outcome::Io(e),
            Ok(()) if any_differ => Outcome::SomeInvalid,
            Ok(()) => Outcome::AllValid,
        };
    }
    // A comparison's output line, after its verdict.
    let mut answer = |bytes: &[u8], c: &Comparison| -> io::Result<()> {
        let agrees = c.agrees_on(&parts);
        any_differ |= !agrees;
        if quiet && agrees {
            return Ok(());
        }
        if quiet && !as_json {
            // As the fast path above: the input, as data.
            out.write_all(bytes)?;
            out.write_all(b"\n")?;
            return answered(out, line_buffered);
        }
        if as_json {
            lines.comparison(&mut json, bytes, c, unicode);
            json.push('\n');
            if line_buffered || json.len() >= BATCH {
                out.write_all(json.as_bytes())?;
                json.clear();
            }
        } else {
            write_human(&mut buf, bytes, base.as_deref(), c, &parts, &heads, unicode);
            if line_buffered || buf.len() >= BATCH {
                out.write_all(&buf)?;
                buf.clear();
            }
        }
        answered(out, line_buffered)
    };
    // Without a base, and unless each line is to be answered as it is
    // read, lines gather to `LINES` and are compared together
    // (`compare::compare_batch_into`: each reader reads the batch in turn,
    // its code staying in the instruction cache), then answered in order.
    let batched = base.is_none() && !line_buffered;
    let mut pending = Batch::default();
    let mut comparisons: Vec<Comparison> = Vec::new();
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, _| {
        if batched {
            pending.push(bytes);
            if pending.len() < LINES {
                return Ok(());
            }
            return answer_batch(&mut pending, &mut comparisons, &readers, &mut answer);
        }
        match &base {
            None => compare::compare_into(bytes, &readers, &mut c),
            Some(b) => c = compare::compare_against(bytes, b, &readers),
        }
        answer(bytes, &c)
    });
    // The lines read before the end (or before an error reading them) and
    // not answered yet; none after an error writing, which answered none
    // after it.
    let rest = answer_batch(&mut pending, &mut comparisons, &readers, &mut answer);
    let result = rest.and(result);
    // What is gathered is written, after an error too (as each line was
    // before the error); only one of the two buffers holds anything.
    let rest = out
        .write_all(json.as_bytes())
        .and_then(|()| out.write_all(&buf));
    let result = result.and(rest);
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_differ => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// How many bytes of output lines gather before they are written: the
/// writer's own buffer (`main`'s, 64 KiB), so that a batch goes to the
/// output without a copy into it.
const BATCH: usize = 64 * 1024;

/// How many lines `compare` reads as one batch
/// ([`compare::compare_batch_into`]): enough that a reader's code, once
/// in the instruction cache, reads many inputs before the next reader's
/// pushes it out, few enough that the batch's readings (24 a line, each
/// with its strings) stay in the data caches.
const LINES: usize = 32;

/// Lines read and not yet compared: their bytes one after another, and
/// where each ends.
#[derive(Default)]
struct Batch {
    bytes: Vec<u8>,
    ends: Vec<usize>,
}

impl Batch {
    /// `line` added after the others.
    fn push(&mut self, line: &[u8]) {
        self.bytes.extend_from_slice(line);
        self.ends.push(self.bytes.len());
    }

    /// How many lines the batch holds.
    fn len(&self) -> usize {
        self.ends.len()
    }

    /// The lines, in order.
    fn inputs(&self) -> impl Iterator<Item = &[u8]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| self.bytes.get(start..end).unwrap_or_default())
    }

    /// Emptied, its buffers kept.
    fn clear(&mut self) {
        self.bytes.clear();
        self.ends.clear();
    }
}

/// Compares the lines of `pending` together
/// ([`compare::compare_batch_into`], over `comparisons`) and answers each in
/// order, up to the first error writing; `pending` is left empty.
fn answer_batch(
    pending: &mut Batch,
    comparisons: &mut Vec<Comparison>,
    readers: &[Reader],
    answer: &mut impl FnMut(&[u8], &Comparison) -> io::Result<()>,
) -> io::Result<()> {
    if pending.len() == 0 {
        return Ok(());
    }
    let inputs: Vec<&[u8]> = pending.inputs().collect();
    compare::compare_batch_into(&inputs, readers, comparisons);
    let answered = inputs
        .iter()
        .zip(comparisons.iter())
        .try_for_each(|(bytes, c)| answer(bytes, c));
    pending.clear();
    answered
}

/// The readers of `--readers`, with a suggestion for a misspelt name.
fn readers_of(list: &str, python: urigram::urllib::Python) -> Result<Vec<Reader>, String> {
    Reader::parse_list(list, python).map_err(|e| {
        let every = Reader::every(python);
        match args::nearest(&e.0, every.iter().map(Reader::name)) {
            Some(near) => format!("--readers: {e}; did you mean '{near}'?"),
            None => format!("--readers: {e}"),
        }
    })
}

/// The readers of `readers` that resolve against a base; each one left
/// out is named on `stderr`, and none left is a usage error.
fn with_resolution(
    readers: Vec<Reader>,
    stderr: &mut dyn std::io::Write,
) -> Result<Vec<Reader>, String> {
    let (keep, out): (Vec<Reader>, Vec<Reader>) =
        readers.into_iter().partition(|r| r.resolution().is_some());
    if keep.is_empty() {
        return Err("--base: none of the readers resolves against a base (urigram readers --json: \"resolution\")".into());
    }
    if !out.is_empty() {
        let names: Vec<&str> = out.iter().map(Reader::name).collect();
        // A note, not an error: the others still answer.
        let _ = writeln!(
            stderr,
            "urigram compare: --base: left out, with no resolution against a base: {}",
            names.join(", ")
        );
    }
    Ok(keep)
}

/// The names of the parts of `of` that are among `parts`, in order: no
/// list of its own for each input.
fn names_of(of: &[Part], parts: &[Part]) -> Names {
    let mut names = Names {
        names: [""; Part::ALL.len()],
        n: 0,
    };
    for p in of.iter().filter(|p| parts.contains(p)) {
        if let Some(slot) = names.names.get_mut(names.n) {
            *slot = p.name();
            names.n += 1;
        }
    }
    names
}

/// Part names, at most one of each part, held on the stack.
struct Names {
    names: [&'static str; Part::ALL.len()],
    n: usize,
}

impl Names {
    /// The names, in order.
    fn list(&self) -> &[&'static str] {
        &self.names[..self.n]
    }
}

/// The input, a line per reading (`*` marks a part on which readings
/// differ, `~` one they only spell differently; an absent part is not
/// shown), then the verdict on `parts`, made in `out`. Everything from the
/// input is shown escaped.
fn write_human(
    out: &mut Vec<u8>,
    bytes: &[u8],
    base: Option<&str>,
    c: &Comparison,
    parts: &[Part],
    heads: &Heads,
    unicode: bool,
) {
    let differ = names_of(c.differ(), parts);
    let spelling = names_of(c.spelling(), parts);
    // A part of printable ASCII (most are) is shown as itself, unscanned
    // for anything else.
    let show = |out: &mut Vec<u8>, s: &str| {
        if printable::ascii(s.as_bytes(), false) {
            out.extend_from_slice(s.as_bytes());
        } else {
            out.extend_from_slice(shown::text(s.as_bytes(), unicode).as_bytes());
        }
    };
    // The mark of each part of PART_NAMES, worked out once per input.
    let marks: [&[u8]; PART_NAMES.len()] = PART_NAMES.map(|k| -> &[u8] {
        if differ.list().contains(&k) {
            b"*"
        } else if spelling.list().contains(&k) {
            b"~"
        } else {
            b""
        }
    });
    // Each part's opening (` host*="`), made once an input: a value is
    // then written in three copies (its opening, itself, the quote) rather
    // than six, and the writing of some fifty values a line is most of this
    // writer's cost.
    let openings: [Opening; PART_NAMES.len()] =
        std::array::from_fn(|i| Opening::new(PART_NAMES[i], marks[i]));
    out.extend_from_slice(shown::text(bytes, unicode).as_bytes());
    if let Some(b) = base {
        out.extend_from_slice(b" against ");
        out.extend_from_slice(shown::text(b.as_bytes(), unicode).as_bytes());
    }
    out.push(b'\n');
    // The heads of the lines made once for the run, when the readings are
    // the readers' (each reader reads once, in order, so only their number
    // is to be checked); else made here.
    let made;
    let heads = if heads.of.len() == c.readings().len() {
        heads
    } else {
        made = Heads::new(&c.readings().iter().map(Reading::reader).collect::<Vec<_>>());
        &made
    };
    // A valid reading with the parts, destination and resolved text of
    // one written before has the same line after its name (about half of
    // an input's readings: RFC 6874, RFC 3987 and RFC 9112 share RFC
    // 3986's, and most readers split most inputs alike): that text is
    // copied, not made again. Where each reading's line is, by its index.
    let mut written: [Option<Written>; 64] = [None; 64];
    for (i, r) in c.readings().iter().enumerate() {
        // Two spaces, then the reader's name padded to the column.
        match heads.of.get(i) {
            Some(head) => out.extend_from_slice(head),
            None => out.extend_from_slice(r.reader().name().as_bytes()),
        }
        let start = out.len();
        let why = r.why_no_destination();
        let same = c.same_read_before(i).and_then(|f| {
            let w = written.get(f).copied().flatten()?;
            let earlier = c.readings().get(f)?;
            (w.why == why && earlier.resolved() == r.resolved()).then_some(w)
        });
        if let Some(w) = same {
            out.extend_from_within(w.from..w.to);
            continue;
        }
        match r.outcome() {
            Ok(split) => {
                out.extend_from_slice(b"valid  ");
                if let Some(t) = r.resolved() {
                    out.extend_from_slice(b" -> ");
                    show(out, t);
                }
                let values = [
                    &split.scheme,
                    &split.authority,
                    &split.userinfo,
                    &split.host,
                    &split.port,
                    &split.path,
                    &split.query,
                    &split.fragment,
                ];
                // By index, the absent parts (about half) skipped first:
                // a zip of the three lists kept its state on the stack.
                for (i, v) in values.into_iter().enumerate() {
                    let Some(v) = v.as_deref() else {
                        continue;
                    };
                    let (Some(k), Some(opening)) = (PART_NAMES.get(i), openings.get(i)) else {
                        continue;
                    };
                    if !split.unsplit.is_empty() && split.unsplit.contains(k) {
                        continue;
                    }
                    // Quoted, with a quote inside escaped; the rest as
                    // the header shows the input.
                    opening.push_to(out);
                    if printable::ascii(v.as_bytes(), true) {
                        // No quote, nothing to escape: one scan.
                        out.extend_from_slice(v.as_bytes());
                    } else if v.contains('"') {
                        show(out, &v.replace('"', "\\\""));
                    } else {
                        show(out, v);
                    }
                    out.push(b'"');
                    if i == HOST {
                        write_destination(out, r, v, unicode);
                    }
                }
                if !split.unsplit.is_empty() {
                    out.extend_from_slice(b" (not split: ");
                    joined(out, split.unsplit.iter().copied());
                    out.push(b')');
                }
                out.push(b'\n');
            }
            Err(e) => {
                out.extend_from_slice(b"invalid");
                match (e.offset(), e.rule(), e.exception()) {
                    (Some(at), Some(rule), _) => {
                        // Written into `out` as it stands: no line of its own.
                        let _ = write!(out, " at byte {at} ({rule})");
                    }
                    (_, _, Some(exception)) => {
                        out.push(b' ');
                        out.extend_from_slice(exception.as_bytes());
                    }
                    _ => {}
                }
                out.extend_from_slice(b": ");
                show(out, e.message());
                out.push(b'\n');
            }
        }
        if let (true, Some(slot)) = (r.is_valid(), written.get_mut(i)) {
            *slot = Some(Written {
                why,
                from: start,
                to: out.len(),
            });
        }
    }
    if differ.n == 0 {
        out.extend_from_slice(b"  readings agree");
    } else {
        out.extend_from_slice(b"  readings differ: ");
        joined(out, differ.list().iter().copied());
    }
    if spelling.n > 0 {
        out.extend_from_slice(b" (spelled differently, read alike: ");
        joined(out, spelling.list().iter().copied());
        out.push(b')');
    }
    out.push(b'\n');
}

/// The head of each reader's line: two spaces, then its name padded to
/// the names' column, eight wide or one more than the longest name
/// (`java-url`), so that a space always follows a name. Made once a run:
/// the readers are the same for every input.
struct Heads {
    of: Vec<Vec<u8>>,
}

impl Heads {
    /// The heads of `readers`' lines, in order.
    fn new(readers: &[Reader]) -> Self {
        let column = readers
            .iter()
            .map(|r| r.name().len() + 1)
            .fold(8, usize::max);
        let of = readers
            .iter()
            .map(|r| {
                let mut head = b"  ".to_vec();
                head.extend_from_slice(r.name().as_bytes());
                head.resize(2 + column, b' ');
                head
            })
            .collect();
        Heads { of }
    }
}

/// A part's opening in a reading's line, ` name`, its mark, `="`: at most
/// ` fragment*="`, twelve bytes, held on the stack.
struct Opening {
    bytes: [u8; 16],
    len: usize,
}

impl Opening {
    /// The opening of the part `name` marked `mark` (`*`, `~` or none).
    fn new(name: &str, mark: &[u8]) -> Self {
        let mut o = Opening {
            bytes: [0; 16],
            len: 0,
        };
        for piece in [b" ", name.as_bytes(), mark, b"=\""] {
            for &b in piece {
                if let Some(slot) = o.bytes.get_mut(o.len) {
                    *slot = b;
                    o.len += 1;
                }
            }
        }
        o
    }

    /// Appends the opening to `out`: its sixteen bytes, a copy of fixed
    /// size (a store or two, where a copy of `len` bytes is a call of
    /// `memcpy`, some thirty-five a line), then `out` cut back to its end.
    fn push_to(&self, out: &mut Vec<u8>) {
        let end = out.len() + self.len;
        out.extend_from_slice(&self.bytes);
        out.truncate(end);
    }
}

/// The index of `host` in [`PART_NAMES`], after which the destination is
/// written.
const HOST: usize = 3;

/// Where a valid reading's line is, as written after its reader's name,
/// and what else makes it than its read: why it has no destination (a
/// reader's own words).
#[derive(Clone, Copy)]
struct Written {
    why: Option<&'static str>,
    /// Where the line is in the output, from and to.
    from: usize,
    to: usize,
}

/// `names` written into `out`, `", "` between them: what `join` makes,
/// without a string of its own for each line.
fn joined<'a>(out: &mut Vec<u8>, names: impl Iterator<Item = &'a str>) {
    for (i, name) in names.enumerate() {
        if i > 0 {
            out.extend_from_slice(b", ");
        }
        out.extend_from_slice(name.as_bytes());
    }
}

/// After a reading's host, the destination the verdict judged, where it
/// is not the host as written (up to ASCII case and one trailing dot):
/// ` dest="fass.de"`; or ` dest=none (why)` where the reader's client would
/// look up nothing.
fn write_destination(out: &mut Vec<u8>, r: &Reading, host: &str, unicode: bool) {
    if let Some(why) = r.why_no_destination() {
        out.extend_from_slice(b" dest=none (");
        out.extend_from_slice(why.as_bytes());
        out.push(b')');
        return;
    }
    let Some(t) = r.destination().and_then(|d| d.host.as_ref()) else {
        return;
    };
    // An IPv6 address written in another of its text forms is the address
    // as written.
    if let Target::Ipv6(a, z) = t
        && let Some(inside) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']'))
    {
        let (addr, zone) = match inside.split_once('%') {
            Some((addr, zone)) => (addr, Some(zone)),
            None => (inside, None),
        };
        if addr.parse::<std::net::Ipv6Addr>().is_ok_and(|b| b == *a) && zone == z.as_deref() {
            return;
        }
    }
    // A name is shown as itself; an address is written out (a few bytes on
    // the stack would do, but an address is the rare host).
    let owned;
    let shown: &str = match t {
        Target::Name(n) => n,
        _ => {
            owned = t.to_string();
            &owned
        }
    };
    let written = host.strip_suffix('.').unwrap_or(host);
    if shown.eq_ignore_ascii_case(written) || shown.eq_ignore_ascii_case(host) {
        return;
    }
    out.extend_from_slice(b" dest=\"");
    if printable::ascii(shown.as_bytes(), true) {
        out.extend_from_slice(shown.as_bytes());
    } else {
        out.extend_from_slice(shown::text(shown.as_bytes(), unicode).as_bytes());
    }
    out.push(b'"');
}
