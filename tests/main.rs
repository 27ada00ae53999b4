//! The integration tests, one binary, one module per topic:
//!
//! - `algorithm_properties`: proptest properties of resolve, normalize and
//!   relativize, and relativize's examples.
//! - `alloc`: parsing a valid URI-reference allocates nothing (a per-thread
//!   counting global allocator).
//! - `alloc_algorithms`: resolve and normalize allocate their output and
//!   little else; percent-coding borrows when nothing changes.
//! - `differential_algorithms`: resolve and normalize against fluent-uri's
//!   (and resolve against iri-string's), with a count of compared cases.
//! - `compare_whatwg`: the `whatwg` reader of `compare` against Node 20's
//!   `new URL` (ada), vectors in `tests/data/compare/`, with the listed
//!   disagreements between the url crate and ada.
//! - `compare_java`: the `java` reader of `compare` against JDK 17: its
//!   parts and messages on `tests/data/java/vectors.jsonl`, its hosts and
//!   destinations on the confusion catalog.
//! - `compare_base`: `compare --base`: each reader's own resolution, held to
//!   RFC 3986 section 5.4, RFC 1808 section 5, CPython's `urljoin` on every
//!   release and the web-platform-tests URL data (the url crate's expected
//!   failures aside).
//! - `compare_base_clients`: `compare --base` for the client readers, each
//!   held to its own library's resolution over the same pairs
//!   (`tests/data/compare/base-<reader>.jsonl`).
//! - `compare_base_jvm`: `compare --base` for `java` (`URI.resolve`) and
//!   `java-url` (`new URL(URL, String)`), held to JDK 17 on the same pairs,
//!   disagreements listed in `base-jvm-disagreements.tsv`.
//! - `compare_base_go`: `compare --base` for `go` (`ResolveReference`),
//!   held to Go 1.19 on the same pairs, disagreements listed in
//!   `base-go-disagreements.tsv`.
//! - `compare_base_rfc2396`: `compare --base` for the `rfc2396` grammar
//!   (RFC 2396 section 5.2): Appendix C's examples, and what it resolves
//!   from two valid inputs is valid.
//! - `compare_base_linear`: `compare --base` is linear in memory on hostile
//!   pairs, each reader that resolves alone.
//! - `compare_catalog`: the confusion catalog per class, every reader of
//!   the registry a row (host, port, destination): a snapshot per class,
//!   and `docs/confusion-catalog.md` and the README's table as
//!   `cargo run --example catalog_tables` writes them.
//! - `compare_curl`: the `curl` reader of `compare` against libcurl
//!   7.88.1's URL API (`tests/data/compare/curl.jsonl`), disagreements
//!   listed in `curl-disagreements.tsv`; its destinations as glibc's
//!   `getaddrinfo` takes libcurl's host.
//! - `compare_go`: the `go` reader of `compare` against Go 1.19's
//!   `net/url.Parse` (`tests/data/compare/go.jsonl`), disagreements listed in
//!   `go-disagreements.tsv`; its destinations as `net.Dial`'s.
//! - `compare_httptools`: the `httptools` reader of `compare` against
//!   httptools 0.9.0's `parse_url` (its bundled http-parser 2.9.4,
//!   `tests/data/compare/httptools.jsonl`), disagreements listed in
//!   `httptools-disagreements.tsv`; its destinations as Python's socket's.
//! - `compare_java_url`: the `java-url` reader of `compare` against JDK
//!   17.0.15's `java.net.URL` (`tests/data/compare/java-url.jsonl`),
//!   disagreements listed in `java-url-disagreements.tsv`; its destinations
//!   as `InetAddress.getByName`'s.
//! - `compare_ruby`: the `ruby` and `ruby-rfc2396` readers of `compare`
//!   against Ruby 3.1.2's `URI.parse` and `URI::RFC2396_Parser`
//!   (`tests/data/compare/ruby.jsonl`, `ruby-rfc2396.jsonl`), disagreements
//!   listed beside them; their destinations as `TCPSocket`'s.
//! - `compare_groups`: `--readers` groups (`clients`, `python`, `jvm`,
//!   `node`, `grammars`, `all`) stand for their readers in the registry's
//!   order, each once.
//! - `compare_url_parse`: the `url-parse` reader of `compare` against npm
//!   url-parse 1.5.10 under Node 20 (`tests/data/compare/url-parse.jsonl`),
//!   disagreements listed in `url-parse-disagreements.tsv`; its destinations
//!   as Node's `dns.lookup`'s.
//! - `compare_urllib3`: the `urllib3` reader of `compare` against urllib3
//!   2.8.0's `parse_url` with idna 3.20 (`tests/data/compare/urllib3.jsonl`),
//!   disagreements listed in `urllib3-disagreements.tsv`; its destinations
//!   as Python's socket's.
//! - `compare_perl`: the `perl` reader of `compare` against Perl's URI
//!   5.17 (`URI->new` and its accessors, `tests/data/compare/perl.jsonl`),
//!   disagreements listed in `perl-disagreements.tsv`; its destinations as
//!   glibc's `getaddrinfo`'s.
//! - `compare_mono`: the `mono` reader of `compare` against Mono 6.8's
//!   `System.Uri` (`new Uri(s, UriKind.Absolute)` and its getters,
//!   `tests/data/compare/mono.jsonl`), disagreements listed in
//!   `mono-disagreements.tsv`; its destinations as glibc's `getaddrinfo`'s.
//! - `compare_php`: the `php` reader of `compare` against PHP 8.2's
//!   `parse_url` (`tests/data/compare/php.jsonl`), disagreements listed in
//!   `php-disagreements.tsv`; its destinations as glibc's `getaddrinfo`'s.
//! - `compare_node_url`: the `node-url` reader of `compare` against Node
//!   20's legacy `url.parse` (`tests/data/compare/node-url.jsonl`),
//!   disagreements listed in `node-url-disagreements.tsv`; its destinations
//!   as glibc's `getaddrinfo`'s.
//! - `compare_wget2`: the `wget2` reader of `compare` against GNU Wget2's
//!   libwget 1.99.1 (`wget_iri_parse`, `tests/data/compare/wget2.jsonl`),
//!   disagreements listed in `wget2-disagreements.tsv`; its destinations as
//!   glibc's `getaddrinfo`'s.
//! - `compare_glance`: the consensus check (`agree`, `scan`), which copies
//!   no reading, gives `compare`'s verdict, on the real URL lists.
//! - `compare_shared`: readings `compare` shares among grammars equal the
//!   readings each grammar makes alone, on the real URL lists.
//! - `compare_destinations`: hosts compared as destinations: IPv4 forms
//!   against CPython's `socket.inet_aton`, IDNA against CPython's `idna`
//!   codec, the confusion catalog against CPython 3.11 and Node 20, IPv6
//!   forms against `std::net`, and the catalog's table (a snapshot, and
//!   the one in `docs/cli.md`).
//! - `compare_python_rfc3986`: the `python-rfc3986` reader of `compare`
//!   against PyPI rfc3986 2.0.0's `uri_reference` and `is_valid()`
//!   (`tests/data/compare/python-rfc3986.jsonl`), disagreements listed in
//!   `python-rfc3986-disagreements.tsv`; its destinations as Python's
//!   socket's.
//! - `compare_python_idna`: CPython's `idna` codec (IDNA 2003) and
//!   urllib's destination through Python's socket, against CPython 3.12's
//!   answers on every code point to U+FFFF, random hosts and the confusion
//!   catalog's (`tests/data/compare/python-idna.tsv`).
//! - `compare_audit`: what a hand audit of `compare` slipped past: one
//!   trailing dot of a name dropped and not two, schemes compared up to
//!   case, a verdict independent of the readers' order (reversed and
//!   rotated, on the catalog, the real URL lists and IPv6 zones).
//! - `compare_linear`: every reader of `compare`, the verdict and `agree`
//!   linear in memory at 10 KB and 100 KB.
//! - `compare_into`: a comparison written over the last one's
//!   (`compare_into`, line after line) is a new `compare`'s, whatever the
//!   input before it and the readers, and so is each of a batch read reader by
//!   reader (`compare_batch_into`).
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `oracle`: not tests but the independent checker the next modules use: an
//!   ABNF reader, a DFA per rule of `grammar/rfc3986.abnf`, and generators.
//! - `grammar_file`: the grammar file against the code, both ways: every rule
//!   has its combinator (doc'd with its exact ABNF) and its `Rule` variant, and
//!   nothing in the code names a rule the file lacks.
//! - `grammar_parts`: `Grammar::parts`, each grammar's reading as the eight
//!   parts `compare` lines up, on the RFCs' own examples.
//! - `oracle_agreement`: urigram against the DFA oracle on the and the
//!   RFC's examples, on generated strings and on mutated ones, short and
//!   padded past the fast path's long-input threshold: same verdict, same
//!   error offset, an expected set whose items hold every byte that could
//!   come there and none that could not (save `Digit` after `25` in an
//!   octet), the host in the oracle's form, and `Display` gives back the
//!   input.
//! - `docs_links`: the README and the guides under `docs/`: every relative
//!   link leads to a file and a heading that exist; the README stays at
//!   most 250 lines and names every guide.
//! - `engine_automaton`: the compiled automata of the engine grammars
//!   against the set-of-ends engine (same verdict, same offset, `check`
//!   answering as it did) on the catalogs, the corpora and hostile shapes;
//!   deciding allocates nothing.
//! - `engine_grammar_file` (helpers): what the file-against-code tests of
//!   the engine's grammars share.
//! - `fast_trees`: the typed trees the other grammars build from RFC 3986's
//!   single pass against their combinators' (RFC 9112's request-targets),
//!   on the catalogs, the corpora and generated strings.
//! - `frames`: frames over hostile lines: the whole line past a byte that
//!   is not UTF-8, a window with its offset on a very long line, the caret
//!   by display width, controls escaped.
//! - `file_paths`: RFC 8089 file paths, POSIX and Windows, with round trips.
//! - `known_port`: the default-port table row by row against IANA's URI
//!   scheme and port number registries and each scheme's RFC
//!   (`tests/data/iana/default-ports.tsv`).
//! - `simd_runs`: the verdict from AVX2 masks (`is_valid`, `check -q`, where
//!   the CPU has AVX2), the single pass reading sixteen bytes at once
//!   (`UriRef::parse`; `is_valid_by_blocks`, the verdict without AVX2)
//!   against the same pass reading a byte at a time,
//!   and against the oracle, on every corpus, generated strings and hostile
//!   shapes across the blocks and the masks' window.
//! - `layout`: the imports of every file under `src/`, `cli/src` and
//!   `python/src`: no circle between the library's folders (each grammar's a
//!   folder of its own), none of files inside any folder (but those listed
//!   in `tests/data/layout/known_circles.txt`), none through a grammar's
//!   error module, an engine that imports no grammar, and the layers of
//!   `docs/architecture.md` (who may import `urllib`, `compare`, `java`,
//!   `spark` and `template`).
//! - `lint`: the RFC 3986 section 7 security lint, with its rendered
//!   warnings as snapshots (the `lint` command is tested in `cli/tests`).
//! - `normalize`: RFC 3986 section 6 normalization and equivalence.
//! - `origin`: RFC 6454 origins: the RFC's examples, when an origin is
//!   opaque, and agreement with `url::Url::origin`.
//! - `owned`: owned types, the builder, setters and serde.
//! - `java_uri`: `urigram::java` against the JDK's java.net.URI answers
//!   (`tests/data/java/vectors.jsonl`), and each `Deviation` shown to be one.
//! - `spark_parse_url`: `urigram::spark` against pyspark's recorded answers
//!   (`tests/data/spark/vectors.jsonl`), and the keys it declines.
//! - `pct`: percent-encoding per component, checked against the rules.
//! - `properties` (helpers) and `regressions`: the fuzz targets' properties,
//!   replayed on every input a fuzzer ever failed on and on seeds, at least
//!   one per target; every fuzz target must be replayed here or in
//!   `cli/tests`.
//! - `proptest_seed`: the generators' seed is fixed under `cargo test`
//!   (`.cargo/config.toml`), and how a failure's regression file is kept.
//! - `reader_vectors` (helpers): what every reader's vector test shares:
//!   the vectors' rows, the reader's row in their shape, and the rule for
//!   listed disagreements.
//! - `real_urls` (helpers): the real URL lists of `tests/data/real-urls/`,
//!   which the corpus runs read; a missing list fails them, naming it.
//! - `rfc5_4` (data): the examples of RFC 3986 section 5.4, shared by the
//!   parser, resolution and urljoin tests.
//! - `rfc6874`: RFC 6874 zone IDs (`ParseOptions::RFC6874`): the grammar
//!   file against the code, the RFC's examples, agreement with the DFA of
//!   `grammar/rfc3986.abnf` overridden by `grammar/rfc6874.abnf`, what keeps
//!   a zone ID, and the catalog `tests/data/grammar/rfc6874/` snapshotted
//!   under `snapshots/rfc6874/`.
//! - `rfc9112`: RFC 9112 request-targets (`urigram::request_target`): the
//!   grammar file against the code, section 3.2's examples, the method
//!   check, and agreement with the DFA of `grammar/rfc9112.abnf` over RFC
//!   3986's.
//! - `verdicts`: the verdicts without trees (`Rule::is_valid_with`,
//!   `GrammarRule::is_valid`, `rfc3987::is_valid`: RFC 3986's fast path
//!   deciding RFC 6874's and RFC 9112's rules, and IRIs) against the
//!   combinators, on the catalogs, the corpora, hostile shapes, generated
//!   and edited strings; RFC 9112's and RFC 6874's examples by hand.
//! - `rfc1945_catalog`: `tests/data/grammar/rfc1945/{invalid,valid}.txt`
//!   (ASCII, `\xNN` for any byte), each line checked against the oracle and
//!   snapshotted under `snapshots/rfc1945/` (the diagnostic, or the typed
//!   tree with spans).
//! - `rfc1945_examples`: RFC 1945 section 3.2's examples, typed in and named
//!   by section.
//! - `rfc1945_grammar_file`: `grammar/rfc1945.abnf` against the code and
//!   `grammar/README.md`, both ways.
//! - `rfc1945_oracle`: the RFC 1945 grammar (over octets) against the DFA
//!   oracle built from `grammar/rfc1945.abnf`: every rule, hand-picked,
//!   generated and mutated strings (bytes from 0x80 among them), same
//!   verdict, same byte offset, a truthful expected set, and the typed trees
//!   rebuilding the input from their parts.
//! - `rfc1808_catalog`: `tests/data/grammar/rfc1808/{invalid,valid}.txt`,
//!   each line checked against the oracle and snapshotted under
//!   `snapshots/rfc1808/` (the diagnostic, or the typed tree with spans),
//!   and the span invariants of the typed `URL` tree.
//! - `rfc1808_examples`: the RFC 1808 section 5 base URL and the 5.1 and
//!   5.2 references, typed in and named by section, with their parts.
//! - `rfc1808_grammar_file`: `grammar/rfc1808.abnf` against the code and
//!   `grammar/README.md`, both ways.
//! - `rfc1808_oracle`: the RFC 1808 grammar against the DFA oracle built
//!   from `grammar/rfc1808.abnf`: every rule, hand-picked, generated and
//!   mutated strings, same verdict, same offset, a truthful expected set,
//!   and the typed tree writing the input back.
//! - `rfc3987_catalog`: `tests/data/grammar/rfc3987/{invalid,valid}.txt`
//!   (UTF-8 as is, `\xNN` for bytes that are not), each line checked
//!   against the oracle and snapshotted under `snapshots/rfc3987/` (the
//!   diagnostic, or the typed tree with spans in bytes).
//! - `rfc3987_grammar_file`: `grammar/rfc3987.abnf` against the code and
//!   `grammar/README.md`, both ways.
//! - `rfc3987_lint`: the IRI lint of sections 4.1, 4.2 and 8 on section
//!   4.4's bidi examples and one case per check.
//! - `rfc3987_mapping`: RFC 3987 sections 3.1, 3.2 and 5.3's examples, and
//!   `iri_to_uri(uri_to_iri(u))` equivalent to `u` on the real URL corpora.
//! - `rfc3987_oracle`: the RFC 3987 grammar against the DFA oracle built
//!   from `grammar/rfc3987.abnf` over characters: every rule, hand-picked,
//!   generated and mutated strings (non-ASCII and non-UTF-8 among them),
//!   same verdict, same offset at a character's start, a truthful expected
//!   set, and the typed tree writing the input back.
//! - `rfc3987_peers`: oxiri's IRI test cases (extracted as data) replayed,
//!   with every disagreement adjudicated in a committed file.
//! - `rfc3987_resolve`: RFC 3987 section 6.5 resolution on RFC 3986
//!   section 5.4's examples and IRI counterparts, and against iri-string.
//! - `rfc3987_tree` (helpers): the span invariants and snapshot rendering
//!   of the `IRI-reference` tree.
//! - `rfc3987_utf8`: `grammar/rfc3987-utf8.abnf` is fresh from its script
//!   and accepts exactly the UTF-8 of section 2.2's code point ranges;
//!   `grammar/rfc3987-bytes.abnf` (the automata's source) is fresh and reads
//!   as the character grammar with those rules over it.
//! - `rfc9112_catalog`: `tests/data/grammar/rfc9112/{invalid,valid}.txt`,
//!   each held against the rfc9112 oracle and snapshotted under
//!   `snapshots/rfc9112/` (the diagnostic, or the form and tree).
//! - `rfc2396_catalog`: `tests/data/grammar/rfc2396/{invalid,valid}.txt`,
//!   each line checked against the oracle and snapshotted under
//!   `snapshots/rfc2396/` (the diagnostic, or the typed tree with spans),
//!   and the span invariants of the typed tree.
//! - `rfc2396_examples`: RFC 2396 section 1.3 and Appendix C and RFC 2732
//!   section 2, typed in and named by section.
//! - `rfc2396_grammar_file`: `grammar/rfc2396.abnf` against the code and
//!   `grammar/README.md`, both ways.
//! - `rfc2396_java`: the RFC 2396 grammar against `java.net.URI`'s
//!   readings of the catalog (`tests/data/grammar/rfc2396/java.txt`, made by
//!   `scripts/rfc2396_java.sh`), with the known divergences and their reasons.
//! - `rfc2396_oracle`: the RFC 2396 grammar (with RFC 2732 and RFC 2373)
//!   against the DFA oracle built from `grammar/rfc2396.abnf`: every rule,
//!   hand-picked, generated and mutated strings, same verdict, same offset,
//!   a truthful expected set, and the typed tree writing the input back.
//! - `rfc_examples`: every example of RFC 3986 sections 1.1.2, 3, 5.4 and
//!   6.2, named by section.
//! - `snapshots_catalog`: `tests/data/grammar/{invalid,valid}.txt`, each
//!   line checked against the oracle and snapshotted under
//!   `snapshots/grammar/` (the diagnostic, or the tree with its spans).
//! - `spans`: the span invariants, on every parsed fixture and on generated
//!   references.
//! - `resolve`: RFC 3986 section 5 and RFC 1808 section 5 examples, typed in
//!   from the RFCs.
//! - `tree_build`: the engine grammars' typed trees, built by nom
//!   combinators, against the string-scanning readers they replaced, on
//!   the catalogs, the corpora, hostile shapes and generated strings.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
//! - `urllib_quote`: the Rust API of quote, unquote, parse_qs(l), urlencode
//!   and the codecs, with values from CPython.
//! - `urllib_split`: the Rust API of urllib's split family: RFC 3986 5.4
//!   examples through `urljoin`, typed results, bytes forms, errors.
//! - `url_conveniences`: the getters under the `url` crate's names,
//!   `port_or_known_default`, `origin`, `join` and `pct::decode_utf8`,
//!   against RFC 3986's and RFC 6454's examples and against `url::Url` on
//!   the same text, with each documented difference, and the same over the
//!   real URL lists of `tests/data/real-urls/`.
//! - `url_conversions`: the `url` feature's `TryFrom` to and from
//!   `url::Url`, against `Url::parse` on the same text, and every failure
//!   each way.
//! - `rfc6570_catalog`: RFC 6570 templates: `tests/data/grammar/rfc6570/`
//!   against the DFA oracle of `grammar/rfc6570.abnf`, snapshotted under
//!   `snapshots/rfc6570/` with the diagnostic or the typed tree; every rule
//!   of section 2 answers with an exact offset.
//! - `template_exactness`: RFC 6570's exact text where other
//!   implementations depart: a prefix under `+` and `#` counting a
//!   pct-encoded triplet as one character, `{;x}` with `[""]`; against
//!   iri-string, and matched back.
//! - `template_json`: the variables' JSON form shared by the CLI and
//!   Python: RFC 8259's escapes, the suite's own variables, the errors.
//! - `template_engines`: each engine of the template matcher alone
//!   (`Config`) answers as all together, on the suite, on sets, and on the
//!   fuzz corpus (via `template_roundtrip`); a match with more readings
//!   than it read back is ambiguous.
//! - `template_linear`: the template entry points (parse, expand, compile,
//!   match) allocate linearly, 10 KB against 100 KB.
//! - `template_match`: matching URIs back to templates: the MCP issues'
//!   templates, each ambiguity class of the analysis, the suite read back,
//!   and the round-trip properties (fixed seed).
//! - `template_memory`: matching holds at most 16 bytes a URI byte, at
//!   100 KB (and 1 MiB with `URIGRAM_LARGE_TESTS=1`, as CI's optimized run
//!   sets it), every engine alone, pinned, unpinned and ambiguous
//!   templates.
//! - `template_positions`: the matcher's positional answer, by hand on
//!   RFC 6570's examples and against the owned answer on the suite (and,
//!   via `template_roundtrip`, the fuzz corpus).
//! - `template_roundtrip`: the `template_roundtrip` fuzz target's property
//!   (a template and values from bytes, expanded and matched back), replayed
//!   by `regressions`.
//! - `template_set`: a set of templates matched through one automaton
//!   answers as its templates one by one (fixed seed); linear allocation.
//! - `template_suite`: the uritemplate-test suite
//!   (`tests/data/uritemplate-test/`), every case through parse and expand.
#![allow(clippy::unwrap_used)]

mod algorithm_properties;
mod alloc;
mod alloc_algorithms;
mod catalog;
mod compare_audit;
mod compare_base;
mod compare_base_clients;
mod compare_base_go;
mod compare_base_jvm;
mod compare_base_linear;
mod compare_base_rfc2396;
mod compare_catalog;
mod compare_curl;
mod compare_destinations;
mod compare_glance;
mod compare_go;
mod compare_groups;
mod compare_httptools;
mod compare_into;
mod compare_java;
mod compare_java_url;
mod compare_linear;
mod compare_mono;
mod compare_node_url;
mod compare_perl;
mod compare_php;
mod compare_python_idna;
mod compare_python_rfc3986;
mod compare_ruby;
mod compare_shared;
mod compare_url_parse;
mod compare_urllib3;
mod compare_wget2;
mod compare_whatwg;
mod debug_format;
mod differential_algorithms;
mod docs_links;
mod edge_cases;
mod engine_automaton;
mod engine_grammar_file;
mod engine_oracle;
mod fast_trees;
mod file_paths;
mod frames;
mod grammar_file;
mod grammar_parts;
mod grammars_every;
mod help;
mod help_words;
mod java_uri;
mod known_port;
mod layout;
mod linear_alloc;
mod lint;
mod normalize;
mod oracle;
mod oracle_agreement;
mod origin;
mod owned;
mod pct;
mod properties;
mod proptest_seed;
mod query_pairs;
mod reader_vectors;
mod real_urls;
mod regressions;
mod resolve;
mod rfc1808_catalog;
mod rfc1808_examples;
mod rfc1808_grammar_file;
mod rfc1808_oracle;
mod rfc1945_catalog;
mod rfc1945_examples;
mod rfc1945_grammar_file;
mod rfc1945_oracle;
mod rfc2396_catalog;
mod rfc2396_examples;
mod rfc2396_grammar_file;
mod rfc2396_java;
mod rfc2396_oracle;
mod rfc3987_catalog;
mod rfc3987_grammar_file;
mod rfc3987_lint;
mod rfc3987_mapping;
mod rfc3987_oracle;
mod rfc3987_peers;
mod rfc3987_resolve;
mod rfc3987_tree;
mod rfc3987_utf8;
mod rfc5_4;
mod rfc6570_catalog;
mod rfc6874;
mod rfc9112;
mod rfc9112_catalog;
mod rfc_examples;
mod simd_runs;
mod snapshots_catalog;
mod spans;
mod spark_parse_url;
mod template_engines;
mod template_exactness;
mod template_json;
mod template_linear;
mod template_match;
mod template_memory;
mod template_positions;
mod template_roundtrip;
mod template_set;
mod template_suite;
mod tree_build;
mod url_conveniences;
mod url_conversions;
mod url_parity;
mod urllib_golden;
mod urllib_quote;
mod urllib_split;
mod verdicts;
