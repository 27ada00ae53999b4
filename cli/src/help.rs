//! The help texts: `urigram --help`, `urigram help CMD`, `urigram CMD --help`.
//! Written by hand so that each explains its options, streams and exit
//! statuses in full; the tests check that every command has one and that each
//! option a command accepts is named in its help.

/// `urigram --help`.
pub const MAIN: &str = "\
urigram: check, parse, resolve and normalize URIs exactly as RFC 3986 defines
them, and run Python's urllib.parse from the shell.

Usage: urigram COMMAND [OPTIONS] [INPUT ...]
       urigram help COMMAND      (or urigram COMMAND --help)
       urigram --version

Commands (RFC 3986):
  check       validate inputs against a rule of the grammar
  parse       show the parsed components of each input
  lint        warn about URIs that are valid but risky (RFC 3986 section 7)
  resolve     resolve references against a base (section 5)
  normalize   normalize URIs (section 6)
  relativize  the shortest reference from a base to each target
  to-uri      map IRIs to URIs (RFC 3987 section 3.1)
  to-iri      map URIs to IRIs (RFC 3987 section 3.2)
  grammars    the grammars --grammar takes, their rules and sections
  compare     one input under every grammar and urlsplit, side by side
  template    RFC 6570 URI Templates: expand, match, check

Commands (Python's urllib.parse, output as Python's print() shows it):
  split       urlsplit(URL)
  join        urljoin(BASE, URL)
  quote       quote(TEXT)
  unquote     unquote(TEXT)
  qs          parse_qs(QUERY)
  urllib      any urllib.parse function, one JSON request per line (--jsonl)

Inputs: each operand is one input; with no operands, each line of standard
input is one (a line ends at LF or CR LF; a blank line is the empty input);
an operand '-' reads standard input at its place. Inputs are bytes: one that
is not UTF-8 is reported as invalid, like any other bad input. '--' ends the
options: every word after it is an input as written, '-' included.

Output: answers go to standard output, one per input, in input order;
diagnostics (why an input is invalid, Python exceptions, usage and I/O
errors) go to standard error. A frame's line number is the input's line on
standard input, or the operand's position on the command line. Standard
output is flushed after every answer on a terminal (or with
--line-buffered), else written in blocks. Colour only on a terminal, and
never when NO_COLOR is set.

Shown bytes: no byte of an input that could drive a terminal is written
raw, in any command or mode. In text, tab, CR and LF are \\t, \\r, \\n; any
other control (C0, DEL) and each byte that is not UTF-8 is \\xNN; a C1
control (U+0080 to U+009F) or an invisible formatting character (bidi,
zero-width) is \\u{N}, and so is all non-ASCII on a terminal whose locale
(LC_ALL, LC_CTYPE, LANG) is not UTF-8; frames place the caret by display
width. JSON uses JSON's escapes (\\u001b, \\u007f, \\u009b). A JSON answer
about an input that is not UTF-8 writes its bad bytes as \\xNN in \"input\"
and gives the input's bytes as hex in \"input_bytes\". Messages name a
character as 'a' or U+0001. Only 'unquote' writes its decoded data raw,
and only into a pipe or a file.

Exit status: 0 every input valid; 1 some input invalid (check exits 1, so a
'set -e' script stops there); 2 usage or I/O error. A closed pipe on
standard output ends the run quietly.

Every command takes -h/--help and --line-buffered.
";

const CHECK: &str = "\
urigram check: validate inputs against a rule of a URI grammar (RFC 3986's
by default).

Usage: urigram check [--grammar NAME] [--rule RULE] [--json] [-q] [INPUT ...]

Prints 'ok: INPUT' on standard output for a valid input; for an invalid one,
a frame on standard error: the input with a caret under the first byte that
cannot belong to RULE, what was expected there, the chain of rules and the
RFC section.

Options:
  --grammar NAME   the grammar: rfc3986 (the default), rfc6874 (RFC 3986
                   with zone IDs), rfc2396 (RFC 2396 with RFC 2732, as
                   java.net.URI reads it), rfc1808 (relative URLs), rfc1945
                   (HTTP/1.0, over octets: a line that is not UTF-8 is
                   judged as bytes), rfc9112 (HTTP/1.1 request-targets),
                   rfc3987 (IRIs: UTF-8, offsets in bytes at a character's
                   start); 'urigram grammars' lists them with their rules
  --rule RULE      the ABNF rule of that grammar the whole input must match;
                   default its top rule (URI-reference; URL for rfc1808,
                   URI for rfc1945, request-target for rfc9112,
                   IRI-reference for rfc3987). Names are case-insensitive, spelt as in the
                   grammar's ABNF file; '--rule list' prints them all.
  --json           one JSON object per input on standard output, errors
                   included: {\"input\", \"valid\": true, \"ast\": {...}} or
                   {\"input\", \"valid\": false, \"error\": {\"offset\", \"rule\",
                   \"rules\", \"expected\", \"message\", \"section\"}}; offset is in
                   bytes. Under rfc2396, rfc1808, rfc1945 and rfc3987 the error also
                   names its \"document\"; the ast of a rule below
                   rfc2396's URI-reference, and of every rule of rfc1808 and
                   rfc1945, is {\"rule\", \"text\"}.
  -q, --quiet      print nothing; only the exit status tells
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 all inputs valid, 1 some input invalid, 2 usage or I/O error.

Example:
  urigram check 'http://example.com/a b'    # exits 1, caret under the space
";

const PARSE: &str = "\
urigram parse: show the components of each input.

Usage: urigram parse [--grammar NAME] [--rule RULE] [--json] [INPUT ...]

For a valid input, prints the input, then one '  name: value' line per
component, in this order for every grammar (each grammar has the lines its
tree has): form or kind, relative_kind, scheme, authority, net_loc,
userinfo, host, host kind (reg-name, ipv4, ipv6, ipvfuture), host address,
port, path, path kind (abempty, absolute, noscheme, rootless, empty),
segments, params, opaque, rest, query, fragment. A component that is absent
has no line; an empty one shows as \"\". Values are JSON: strings quoted,
lists as arrays. An invalid input gets a frame on standard error, as with
check.

Options:
  --grammar NAME   the grammar, as for check: rfc3986 (default), rfc6874,
                   rfc2396, rfc1808, rfc1945, rfc9112, rfc3987
  --rule RULE      the ABNF rule of that grammar to parse with; default its
                   top rule; '--rule list' prints the names
  --json           the same JSON lines as 'urigram check --json'
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 all inputs valid, 1 some input invalid, 2 usage or I/O error.
";

const GRAMMARS: &str = "\
urigram grammars: list the grammars that check and parse take with
--grammar, each with its rules and the section that defines each rule.

Usage: urigram grammars [--json] [NAME ...]

With no NAME, every grammar; otherwise those named (an unknown name is a
usage error naming the nearest one).

Options:
  --json           one JSON object per grammar: {\"grammar\", \"title\",
                   \"rules\": [{\"rule\", \"section\"}]}
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 listed, 2 usage or I/O error.
";

const COMPARE: &str = "\
urigram compare: read each input under every grammar (rfc3986, rfc6874,
rfc2396, rfc1808, rfc1945, rfc9112, rfc3987) and as Python's urllib.parse.urlsplit
(CPython 3.11, or --python) splits it, and show where the readings part
ways.

Usage: urigram compare [--json] [--python X.Y] [INPUT ...]

For each input: the input, then one line per reading: 'valid' with its parts
(scheme, authority, userinfo, host, port, path, query, fragment; an absent
part is not shown), or 'invalid' with the byte offset and why. A part on
which two valid readings differ is marked with '*', and a last line names
every part that differs ('valid' when some reading rejects the input). A
part that readings only spell differently, in a way the RFCs call the same
(a scheme or host in another case: urlsplit lower-cases the scheme), is
marked with '~' and named apart; it is no difference of reading.

How each reading splits: rfc1808's net_loc is its authority, with no
userinfo, host or port (the grammar leaves them to each scheme), and its
params stay in the path; rfc1945 splits an http_URL (host, port, path,
query) and a relativeURI, but an absoluteURI that is no http_URL only into
its scheme and the rest; a part a reading does not split out is named
'(not split: ...)' and left out of the comparison. rfc2396 shows an
opaque_part as the path, and a registry-based authority without userinfo,
host or port; rfc9112 reads a
request-target, whose authority-form is all authority and asterisk-form all
path; urllib's authority is urlsplit's netloc, its userinfo what stands
before the last '@', its host keeps brackets and case, and its query and
fragment are \"\" whether empty or absent (urlsplit cannot tell them apart,
so \"\" there differs from no reading). An input that is not UTF-8 is
refused by urllib as by 'urigram split' (no Python str holds it; urlsplit
of the bytes raises UnicodeDecodeError, which the message quotes).

Options:
  --json           one JSON object per input: {\"input\", \"readings\":
                   [{\"reader\", \"valid\": true, \"split\": {part: text or
                   null}, \"unsplit\": [part] (only when some part is not
                   split; those parts are not in \"split\")} or
                   {\"reader\", \"valid\": false, \"error\":
                   {\"offset\", \"rule\", \"message\"}}], \"differ\": [part],
                   \"spelling\": [part]} (urllib's error has a message, and
                   \"exception\" when Python raised one); \"input_bytes\"
                   when the input is not UTF-8
  --python X.Y     urlsplit as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input read alike by all (spelling aside), 1 some
readings differ, 2 usage or I/O error.

Example:
  urigram compare 'http://u@v@h/'    # only RFC 2396 and urlsplit accept it
";

const LINT: &str = "\
urigram lint: warn about URIs that are valid but risky (RFC 3986 section 7):
a password in the userinfo, userinfo that looks like a host, IPv4 addresses
in rare forms, percent-encoded dot-segments and slashes, active-content
schemes, and the like.

Usage: urigram lint [--json] [--grammar G] [INPUT ...]

Each warning is a frame on standard output (the lint's answers); an input
that is not a URI reference gets its error frame on standard error.

Options:
  --grammar G      rfc3986 (the default), or rfc6874 to accept IPv6 zone
                   IDs ('[fe80::1%25eth0]'), as check and parse take it; or
                   rfc3987 for IRIs: a line with characters outside ASCII
                   gets RFC 3987's checks (bidi formatting characters,
                   sections 4.1 and 4.2; mixed scripts in a host label and
                   invisible characters, section 8), an ASCII line RFC
                   3986's (it is a URI exactly when it is an IRI)
  --json           one JSON object per input: {\"input\", \"valid\": true,
                   \"warnings\": [{\"check\", \"section\", \"start\", \"end\",
                   \"message\", \"note\"}]} (start and end are byte offsets), or
                   {\"input\", \"valid\": false, \"error\": {...}}
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input valid and without warnings, 1 some warning or
invalid input, 2 usage or I/O error.
";

const RESOLVE: &str = "\
urigram resolve: resolve references against a base URI (RFC 3986 section 5).

Usage: urigram resolve [--json] [--grammar G] [--non-strict | --rfc1808] BASE
       [REF ...]

BASE must be a URI (with a scheme). Each REF (or, without REFs, each line of
standard input) is a URI reference; its target URI is printed, one per line.

Options:
  --grammar G      rfc3986 (the default), or rfc6874 to accept IPv6 zone
                   IDs ('[fe80::1%25eth0]'), as check and parse take it
  --non-strict     a REF with the same scheme as BASE is taken as relative
                   ('http:g' against 'http://a/b' gives 'http://a/g'), the
                   backward-compatible reading of RFC 3986 section 5.2.2
  --rfc1808        resolve as RFC 1808 did (keeps '..' that climbs above the
                   root, as Python's urljoin did before 3.5)
  --json           one JSON object per input: {\"input\", \"result\"} or
                   {\"input\", \"error\": {\"offset\", \"rule\", \"message\"}}
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every REF valid, 1 some REF invalid, 2 an invalid BASE (no
REF can be answered without one: its frame and the reason go to standard
error), or a usage or I/O error.
";

const TO_URI: &str = "\
urigram to-uri: map IRIs to URIs (RFC 3987 section 3.1).

Usage: urigram to-uri [--json] [IRI ...]

Prints, for each IRI reference (RFC 3987 section 2.2, UTF-8), the URI
reference it maps to: every character that is not ASCII (a ucschar, or an
iprivate in the query) as its UTF-8 octets percent-encoded in upper case,
the host included (the RFC's own mapping, whatever the scheme); everything
else, percent-encodings included, as written. An input that is no IRI gets
a frame on standard error at the start of the first character that cannot
belong to one.

Options:
  --json           one JSON object per input: {\"input\", \"result\"} or
                   {\"input\", \"error\": {\"offset\", \"rule\", \"message\"}};
                   offset is in bytes
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input valid, 1 some input invalid, 2 usage or I/O error.
";

const TO_IRI: &str = "\
urigram to-iri: map URIs to IRIs (RFC 3987 section 3.2).

Usage: urigram to-iri [--json] [URI ...]

Prints, for each URI reference (RFC 3986), the IRI reference it maps to:
percent-encoded unreserved ASCII is decoded, and so is a run of
percent-encodings that is well-formed UTF-8 of a character an IRI may hold
there (a ucschar that is no bidirectional formatting character, section
4.1; an iprivate only in the query). Everything else stays as written:
'%25', reserved characters, octets that are no UTF-8 ('%FC'), characters
that are not allowed ('%E2%80%AE').

Options:
  --json           one JSON object per input: {\"input\", \"result\"} or
                   {\"input\", \"error\": {\"offset\", \"rule\", \"message\"}};
                   offset is in bytes
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input valid, 1 some input invalid, 2 usage or I/O error.
";

const NORMALIZE: &str = "\
urigram normalize: normalize URIs (RFC 3986 section 6).

Usage: urigram normalize [--json] [--grammar G] [--rfc5952] [--syntax-only]
       [URI ...]

Prints each URI in normal form: scheme and host in lower case, percent-
encodings in upper case and decoded where they stand for unreserved
characters, dot-segments removed (section 6.2.2), and by default the
scheme-based steps of section 6.2.3 too (an empty path as '/', a default
port dropped).

Options:
  --grammar G      rfc3986 (the default), or rfc6874 to accept IPv6 zone
                   IDs ('[fe80::1%25eth0]'), as check and parse take it
  --syntax-only    only the syntax-based steps of section 6.2.2, no
                   scheme-based ones
  --rfc5952        also write IPv6 addresses in RFC 5952's canonical text
                   form ('[0:0::1]' becomes '[::1]')
  --json           one JSON object per input: {\"input\", \"result\"} or
                   {\"input\", \"error\": {...}}
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input valid, 1 some input invalid, 2 usage or I/O error.
";

const RELATIVIZE: &str = "\
urigram relativize: the shortest reference from a base to each target.

Usage: urigram relativize [--json] [--grammar G] BASE [TARGET ...]

BASE and each TARGET (or, without TARGETs, each line of standard input) must
be URIs. Prints the shortest URI reference that, resolved against BASE (RFC
3986 section 5), gives TARGET back.

Options:
  --grammar G      rfc3986 (the default), or rfc6874 to accept IPv6 zone
                   IDs ('[fe80::1%25eth0]'), as check and parse take it
  --json           one JSON object per input: {\"input\", \"result\"} or
                   {\"input\", \"error\": {...}}
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input valid, 1 some TARGET invalid, 2 an invalid BASE
(no TARGET can be answered without one: its frame and the reason go to
standard error), or a usage or I/O error.
";

const URLLIB: &str = "\
urigram urllib: Python's urllib.parse, one JSON request per line (--jsonl).

Usage: urigram urllib --jsonl [--python X.Y]

Reads requests from standard input, one JSON object per line, and writes one
response line per request, in order, flushed at once (so another program
can drive it as a co-process).

Request:  {\"fn\": NAME, \"args\": [VALUE, ...], \"kwargs\": {NAME: VALUE}}
          NAME is a urllib.parse function: urlsplit, urlparse, urlunsplit,
          urlunparse, urljoin, urldefrag, unwrap, parse_qs, parse_qsl, quote,
          quote_plus, quote_from_bytes, unquote, unquote_plus,
          unquote_to_bytes, urlencode. \"args\" and \"kwargs\" may be left out.
Response: {\"ok\": VALUE}, or {\"error\": {\"type\": T, \"message\": M}} where T
          is the exception Python raises (ValueError, TypeError, ...) or
          RequestError for a line that is not a well-formed request (not
          UTF-8, not JSON, no \"fn\", a key other than these three, a bad
          value, a blank line: every line gets one answer). The stream goes
          on.

Values:   str        a JSON string
          bytes      {\"bytes\": \"<hex digits, two per byte>\"}
          int, bool  a JSON number, true or false
          None       null
          tuple/list a JSON array (in a request, an array is a tuple)
          dict       {\"dict\": [[KEY, VALUE], ...]}
          any other  {\"object\": {\"type\": NAME, \"str\": S, \"repr\": R,
          object     \"truthy\": B, \"hashable\": B, \"buffer\": HEX, \"items\":
                     [...], \"mapping\": [[KEY, VALUE], ...]}}: a bytearray,
                     memoryview, float, OrderedDict or instance of your own
                     class, told by what urllib asks of it: type(v).__name__,
                     str(v), repr(v), bool(v), whether hash(v) works, and
                     when they apply bytes(memoryview(v)), list(v) (if
                     len(v) works) and list(v.items()); the last three may
                     be left out. It is taken to have no other method urllib
                     calls (decode, __index__, ...); a bytearray, which has
                     decode, is answered only as parse_qs/parse_qsl's query
                     (elsewhere: error type urigram.NotModelled)
          result     a named tuple (SplitResult, ...): {\"tuple\": [...]} plus
                     its properties (hostname, port, ...), each a value or
                     {\"error\": {...}} when Python raises on reading it

Example:
  echo '{\"fn\": \"urljoin\", \"args\": [\"http://a/b/c\", \"../d\"]}' |
      urigram urllib --jsonl            # {\"ok\":\"http://a/d\"}

Options:
  --jsonl          required: the protocol above
  --python X.Y     answer as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13 (3.12.N is read as 3.12)
  -h, --help       this help

Exit status: 0 (a bad request is answered, not fatal), 2 usage or I/O error.
";

const SPLIT: &str = "\
urigram split: print(urllib.parse.urlsplit(URL)), as Python shows it.

Usage: urigram split [--scheme S] [--no-fragments] [--python X.Y] [URL ...]

Each URL (or, without operands, each line of standard input) gets one line:
SplitResult(scheme=..., netloc=..., path=..., query=..., fragment=...).
A Python exception (ValueError: Invalid IPv6 URL, ...) goes to standard
error.

Options (Python's keyword arguments):
  --scheme S       scheme=S: the scheme when the URL has none
  --no-fragments   allow_fragments=False: '#' stays in the path or query
  --python X.Y     answer as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13 (3.12.N is read as 3.12)
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 no exception, 1 some input raised (or was not UTF-8), 2 usage
or I/O error.
";

const JOIN: &str = "\
urigram join: print(urllib.parse.urljoin(BASE, URL)), as Python shows it.

Usage: urigram join [--no-fragments] [--python X.Y] BASE [URL ...]

Each URL (or, without URLs, each line of standard input) is joined to BASE;
one result per line. Python's urljoin is lenient: compare 'urigram resolve'
for RFC 3986's strict algorithm.

Options (Python's keyword arguments):
  --no-fragments   allow_fragments=False
  --python X.Y     answer as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13 (3.12.N is read as 3.12)
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 no exception, 1 some input raised (or was not UTF-8), 2 usage
or I/O error.
";

const QUOTE: &str = "\
urigram quote: print(urllib.parse.quote(TEXT)), as Python shows it.

Usage: urigram quote [--safe CHARS] [--encoding E] [--errors E] [--python X.Y] [TEXT ...]

Percent-encodes each TEXT (or each line of standard input): everything but
letters, digits, '_.-~' and the safe characters.

Options (Python's keyword arguments):
  --safe CHARS     safe=CHARS: characters left as they are; default '/'
                   (give --safe '' to encode '/' too)
  --encoding E     encoding=E for non-ASCII characters; default utf-8
  --errors E       errors=E: what the encoder does with a character E cannot
                   encode (strict, replace, ignore, ...); default strict
  --python X.Y     answer as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13 (3.12.N is read as 3.12)
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 no exception, 1 some input raised (or was not UTF-8), 2 usage
or I/O error.
";

const UNQUOTE: &str = "\
urigram unquote: print(urllib.parse.unquote(TEXT)), as Python shows it.

Usage: urigram unquote [--encoding E] [--errors E] [--python X.Y] [TEXT ...]

Decodes the %XX escapes of each TEXT (or each line of standard input).
The answer is the decoded data itself, written raw into a pipe or a file;
on a terminal its controls are shown escaped (\\x1b), as every other
command's output always is.

Options (Python's keyword arguments):
  --encoding E     encoding=E of the decoded bytes; default utf-8
  --errors E       errors=E for bytes that are not in that encoding
                   (replace, strict, ignore, ...); default replace
  --python X.Y     answer as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13 (3.12.N is read as 3.12)
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 no exception, 1 some input raised (or was not UTF-8), 2 usage
or I/O error.
";

const QS: &str = "\
urigram qs: print(urllib.parse.parse_qs(QUERY)), as Python shows it.

Usage: urigram qs [OPTIONS] [QUERY ...]

Parses each QUERY (or each line of standard input) as
application/x-www-form-urlencoded pairs into a dict of lists.

Options (Python's keyword arguments):
  --keep-blank-values   keep_blank_values=True: keep 'a=' as {'a': ['']}
  --strict-parsing      strict_parsing=True: a pair without '=' raises
  --encoding E          encoding=E of the decoded bytes; default utf-8
  --errors E            errors=E; default replace
  --max-num-fields N    max_num_fields=N: more fields than N raise
  --separator S         separator=S between pairs; default '&'
  --python X.Y          answer as that CPython release: 3.9, 3.10, 3.11 (the
                        default), 3.12 or 3.13 (3.12.N is read as 3.12)
  --line-buffered       flush standard output after every answer
  -h, --help            this help

Exit status: 0 no exception, 1 some input raised (or was not UTF-8), 2 usage
or I/O error.
";

/// The help of command `name`, or of `urigram` itself for `urigram`; the
/// help of `check` and `parse` ends with the names `--rule` takes.
pub fn of(name: &str) -> Option<String> {
    let text = match name {
        "urigram" => MAIN,
        "check" => CHECK,
        "parse" => PARSE,
        "grammars" => GRAMMARS,
        "compare" => COMPARE,
        "lint" => LINT,
        "resolve" => RESOLVE,
        "normalize" => NORMALIZE,
        "relativize" => RELATIVIZE,
        "to-uri" => TO_URI,
        "to-iri" => TO_IRI,
        "urllib" => URLLIB,
        "split" => SPLIT,
        "join" => JOIN,
        "quote" => QUOTE,
        "unquote" => UNQUOTE,
        "qs" => QS,
        "template" => crate::template::HELP,
        _ => return None,
    };
    let mut out = text.to_string();
    if matches!(name, "check" | "parse") {
        out.push_str(
            "\nRules of rfc3986 (Appendix A; 'urigram grammars' lists the others'), for --rule:\n",
        );
        let mut line = String::new();
        for rule in urigram::Rule::ALL {
            let name = rule.abnf_name();
            if !line.is_empty() && line.len() + 1 + name.len() > 76 {
                out.push_str(&format!("  {line}\n"));
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(name);
        }
        out.push_str(&format!("  {line}\n"));
    }
    Some(out)
}
