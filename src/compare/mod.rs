//! One input under several readers (every grammar, urllib as a CPython
//! release splits it, java.net.URI as JDK 17 reads it, the WHATWG URL
//! Standard), side by side, with the
//! verdict: the parts on which the readings differ, and the parts they only
//! spell differently. The `urigram compare` command and the Python
//! `urigram.compare` present this; neither holds logic of its own.
//!
//! The most expensive URL bugs are disagreements: a filter reads one host,
//! the client that fetches reads another (server-side request forgery and
//! open redirects through parser confusion). [`agree`] is the check such a
//! filter makes: do these readers send this input to one place?
//!
//! ```
//! use urigram::compare::{Part, Reader};
//! use urigram::urllib::Python;
//! let readers = Reader::every(Python::V3_11);
//! let c = urigram::compare("http://u@v@h/", &readers);
//! let valid: Vec<&str> = c.readings().iter().filter(|r| r.is_valid()).map(|r| r.reader().name()).collect();
//! assert_eq!(valid, ["rfc2396", "rfc1808", "rfc1945", "urllib", "java", "whatwg"]);
//! // urllib reads the userinfo "u@v", the URL Standard "u%40v"; both reach h.
//! assert_eq!(c.differ(), [Part::Valid, Part::Userinfo]);
//! // One destination written two ways is a spelling, not a difference.
//! let c = urigram::compare("http://0xA9.0xFE.0xA9.0xFE/", &readers);
//! assert!(!c.differ().contains(&Part::Host));
//! assert!(c.spelling().contains(&Part::Host));
//! ```

// The modules, each above the ones it uses (no circle): `part` and
// `destination` at the bottom (`python_idna`, the codec it calls, below
// it; `idna2008`, the Python `idna` package's IDNA 2008, and its generated
// table), then what one reader made of an input
// (`read`), the verdict over any view of readings, the borrowed view
// (`glance`), the readers each in its unit (`readers/`), the public handle
// on them (`reader`), a named reading (`reading`), the consensus check's
// held readings (`consensus`), and on top the JSON forms (`json`).
mod consensus;
mod destination;
mod glance;
mod group;
mod hex;
mod idna2008;
mod idna2008_table;
pub mod json;
mod part;
#[cfg(feature = "idna")]
mod python_idna;
mod read;
mod reader;
mod readers;
mod reading;
mod verdict;

pub use destination::{Destination, Target, default_port, ipv4_forms, python_idna};
pub use group::Group;
pub use part::{Part, UnknownPart};
pub use read::ReadError;
pub use reader::{Reader, UnknownReader};
pub use readers::not_utf8;
pub use reading::Reading;

use verdict::Stand;

/// Every reading of one input, and the verdict on all of its parts.
///
/// The default is the comparison of no readings, to be written over by
/// [`compare_into`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    readings: Vec<Reading>,
    /// For each reading, the index of the first with the same valid read.
    first_alike: Vec<usize>,
    differ: Vec<Part>,
    spelling: Vec<Part>,
    without_resolution: Vec<Reader>,
    base: Option<Vec<u8>>,
}

impl Comparison {
    /// The readings, in the order of the readers asked for.
    #[must_use]
    pub fn readings(&self) -> &[Reading] {
        &self.readings
    }

    /// The reading of the reader named `name`.
    #[must_use]
    pub fn reading(&self, name: &str) -> Option<&Reading> {
        self.readings.iter().find(|r| r.reader().name() == name)
    }

    /// The index of the first reading with the same valid read as the
    /// reading at `index` ([`Reading::same_valid_read`]), when it is an
    /// earlier one: what is shown of that one is shown of this one, so a
    /// writer makes it once. `None` for an invalid reading, the first of
    /// its kind, or an index out of range.
    ///
    /// ```
    /// use urigram::compare::{self, Reader};
    /// let readers = Reader::parse_list("rfc3986,whatwg,rfc3987", Default::default()).unwrap();
    /// let c = compare::compare("http://h/p", &readers);
    /// assert_eq!(c.same_read_before(2), Some(0));
    /// assert_eq!(c.same_read_before(1), None);
    /// ```
    #[must_use]
    pub fn same_read_before(&self, index: usize) -> Option<usize> {
        self.first_alike.get(index).copied().filter(|&f| f < index)
    }

    /// The parts on which two readings differ ([`Part::Valid`] when some
    /// readers accept the input and some refuse it), in [`Part::ALL`]'s
    /// order.
    #[must_use]
    pub fn differ(&self) -> &[Part] {
        &self.differ
    }

    /// The parts that every reading reads alike but some spell differently
    /// (a host in another case, an IPv4 address in another base, a default
    /// port written out).
    #[must_use]
    pub fn spelling(&self) -> &[Part] {
        &self.spelling
    }

    /// Against a base ([`compare_against`]): the readers asked for that
    /// have no resolution of their own, left out of the readings.
    #[must_use]
    pub fn without_resolution(&self) -> &[Reader] {
        &self.without_resolution
    }

    /// Against a base ([`compare_against`]): the base, as given.
    #[must_use]
    pub fn base(&self) -> Option<&[u8]> {
        self.base.as_deref()
    }

    /// Whether no part of `parts` differs.
    #[must_use]
    pub fn agrees_on(&self, parts: &[Part]) -> bool {
        !self.differ.iter().any(|p| parts.contains(p))
    }
}

/// `input` read by each of `readers`, with the verdict on every part
/// ([`Part::ALL`]). Also at the crate's root, as `urigram::compare`.
#[must_use]
pub fn compare(input: impl AsRef<[u8]>, readers: &[Reader]) -> Comparison {
    let input = input.as_ref();
    judged(
        reading::read_all(readers, input, &Part::ALL),
        Vec::new(),
        None,
    )
}

/// [`compare`] written over `into`, a comparison made before (or
/// [`Comparison::default`]): what it holds is reused (each reading's
/// parts' strings, the vectors), so that a caller comparing line after
/// line (`urigram compare`) allocates and frees next to nothing a line,
/// where a new comparison was about a hundred allocations.
///
/// ```
/// use urigram::compare::{self, Comparison, Reader};
/// let readers = Reader::parse_list("rfc3986,urllib,whatwg", Default::default()).unwrap();
/// let mut c = Comparison::default();
/// for input in ["http://u@v@h/", "https://h:443/p?q", "not a url"] {
///     compare::compare_into(input, &readers, &mut c);
///     assert_eq!(c, compare::compare(input, &readers));
/// }
/// ```
pub fn compare_into(input: impl AsRef<[u8]>, readers: &[Reader], into: &mut Comparison) {
    reading::read_all_into(&mut into.readings, readers, input.as_ref(), &Part::ALL);
    into.without_resolution.clear();
    into.base = None;
    judge(into);
}

/// [`compare_into`] for each of `inputs`, written over the comparisons of
/// `into` (cut or grown to one for each input, in order): the same
/// comparisons, made reader by reader over the batch rather than input by
/// input, so that each reader's code stays in the processor's instruction
/// cache while it reads the batch (24 readers' code, run in turn for each
/// input, does not fit in it).
///
/// ```
/// use urigram::compare::{self, Comparison, Reader};
/// let readers = Reader::parse_list("rfc3986,urllib,whatwg", Default::default()).unwrap();
/// let inputs: [&[u8]; 3] = [b"http://u@v@h/", b"https://h:443/p?q", b"not a url"];
/// let mut batch = Vec::new();
/// compare::compare_batch_into(&inputs, &readers, &mut batch);
/// for (c, input) in batch.iter().zip(inputs) {
///     assert_eq!(*c, compare::compare(input, &readers));
/// }
/// ```
pub fn compare_batch_into(inputs: &[&[u8]], readers: &[Reader], into: &mut Vec<Comparison>) {
    into.truncate(inputs.len());
    into.resize_with(inputs.len(), Comparison::default);
    reading::read_batch_into(into, |c| &mut c.readings, readers, inputs, &Part::ALL);
    for c in into.iter_mut() {
        c.without_resolution.clear();
        c.base = None;
        judge(c);
    }
}

/// `reference` resolved against `base` by each of `readers` under its own
/// resolution ([`Reader::resolution`]: what its client does with a
/// `Location` header), then read by it, with the verdict on every part:
/// the open-redirect check. A reader with no resolution is left out
/// ([`Comparison::without_resolution`]); one that refuses the base or the
/// reference has an invalid reading that says which.
///
/// ```
/// use urigram::compare::{self, Reader};
/// use urigram::urllib::Python;
/// let readers = Reader::parse_list("rfc3986,urllib,whatwg", Python::V3_12).unwrap();
/// let c = compare::compare_against("../g?y", "http://a/b/c/d;p?q", &readers);
/// let resolved: Vec<_> = c.readings().iter().map(|r| r.resolved().unwrap()).collect();
/// assert_eq!(resolved, ["http://a/b/g?y"; 3]);
/// // A backslash: the URL Standard reads a path, RFC 3986 refuses it.
/// let c = compare::compare_against("\\\\evil.example/", "https://good.example/", &readers);
/// assert_eq!(c.reading("whatwg").unwrap().resolved(), Some("https://evil.example/"));
/// assert!(!c.reading("rfc3986").unwrap().is_valid());
/// ```
pub fn compare_against(
    reference: impl AsRef<[u8]>,
    base: impl AsRef<[u8]>,
    readers: &[Reader],
) -> Comparison {
    let base = base.as_ref();
    let (readings, without) =
        reading::read_all_against(readers, base, reference.as_ref(), &Part::ALL);
    judged(readings, without, Some(base.to_vec()))
}

/// The verdict on every part of `readings`.
fn judged(
    readings: Vec<Reading>,
    without_resolution: Vec<Reader>,
    base: Option<Vec<u8>>,
) -> Comparison {
    let mut c = Comparison {
        readings,
        first_alike: Vec::new(),
        differ: Vec::new(),
        spelling: Vec::new(),
        without_resolution,
        base,
    };
    judge(&mut c);
    c
}

/// The verdict on every part of `c`'s readings, written over its last.
fn judge(c: &mut Comparison) {
    let readings = &c.readings;
    reading::first_alike(readings, &mut c.first_alike);
    // A reading judged as an earlier one is judged once: it changes no
    // part's stand (its key and text are the earlier one's), and about
    // half of the readings of an input are such: the same valid read as an
    // earlier reading, with the same parts written as empty when absent,
    // or a second invalid one.
    let mut distinct: Vec<verdict::Marked<&Reading>> = Vec::with_capacity(readings.len());
    let mut invalid = false;
    for (r, &first) in readings.iter().zip(&c.first_alike) {
        let judged_before = if r.is_valid() {
            readings.get(first).is_some_and(|f| {
                !std::ptr::eq(f, r)
                    && f.reader.unit().empty_for_absent() == r.reader.unit().empty_for_absent()
            })
        } else {
            std::mem::replace(&mut invalid, true)
        };
        if !judged_before {
            distinct.push(verdict::Marked::new(r));
        }
    }
    c.differ.clear();
    c.spelling.clear();
    for part in Part::ALL {
        match verdict::stand(&distinct, part) {
            Stand::Differ => c.differ.push(part),
            Stand::Spelling => c.spelling.push(part),
            Stand::Alike => {}
        }
    }
}

/// Whether `readers` read `input` alike on every part of `parts` (spelling
/// aside): the consensus check, one call on a request path.
///
/// ```
/// use urigram::compare::{self, Part, Reader};
/// let readers = Reader::parse_list("whatwg,urllib", Default::default()).unwrap();
/// // WHATWG reaches evil.example; urllib has no host at all.
/// assert!(!compare::agree("https:/evil.example/", &readers, &[Part::Host]));
/// // One address, two spellings.
/// assert!(compare::agree("http://[0:0:0:0:0:FFFF:A9FE:A9FE]/", &readers, &[Part::Host]));
/// ```
///
/// Nothing of a reading is copied: urllib's parts are slices of the input,
/// the URL Standard's slices of the `url` crate's serialization, and the
/// verdict is made only on `parts`.
#[must_use]
pub fn agree(input: impl AsRef<[u8]>, readers: &[Reader], parts: &[Part]) -> bool {
    let input = input.as_ref();
    let held = consensus::Held::read(readers, input, parts);
    consensus::agree(&held.glances(readers), parts)
}

/// The consensus check with what a scan of a table shows beside it: the
/// parts of `parts` on which `readers` read `input` differently (written
/// into `differ`, cleared first, in [`Part::ALL`]'s order), and each
/// reader's host as it reads it, handed to `host` once per reader in
/// `readers`' order (`None` when the reader refuses the input or reads no
/// host; as [`Reading::parts`]' `host`). Returns whether no part differs.
///
/// It makes the verdict of [`compare`] on `parts` alone, and, as
/// [`agree`], copies no reading: a column of a million rows is scanned
/// without a copy of each row's parts (the Arrow kernel
/// `urigram.arrow.compare`).
///
/// ```
/// use urigram::compare::{self, Part, Reader};
/// let readers = Reader::parse_list("whatwg,urllib", Default::default()).unwrap();
/// let mut differ = Vec::new();
/// let mut hosts = Vec::new();
/// let input = "https://good.example:443\\@evil.example/";
/// let agree = compare::scan(input, &readers, &Part::DESTINATION, &mut differ, |h| {
///     hosts.push(h.map(str::to_owned))
/// });
/// assert!(!agree);
/// assert_eq!(differ, [Part::Userinfo, Part::Host]);
/// assert_eq!(hosts, [Some("good.example".to_owned()), Some("evil.example".to_owned())]);
/// ```
pub fn scan(
    input: impl AsRef<[u8]>,
    readers: &[Reader],
    parts: &[Part],
    differ: &mut Vec<Part>,
    mut host: impl FnMut(Option<&str>),
) -> bool {
    let input = input.as_ref();
    let held = consensus::Held::read(readers, input, parts);
    let glances = held.glances(readers);
    differ.clear();
    for &p in &Part::ALL {
        if parts.contains(&p) && verdict::stand(&glances, p) == Stand::Differ {
            differ.push(p);
        }
    }
    for g in &glances {
        host(verdict::View::text(g, Part::Host));
    }
    differ.is_empty()
}
