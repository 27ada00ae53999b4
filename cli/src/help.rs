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
  compare     one input under every grammar, urlsplit, java and the URL Standard
  readers     the readers compare lines up: library, release, who uses each
  template    RFC 6570 URI Templates: expand, match, route, check

Commands (Python's urllib.parse, output as Python's print() shows it):
  split       urlsplit(URL)
  join        urljoin(BASE, URL)
  quote       quote(TEXT)
  unquote     unquote(TEXT)
  qs          parse_qs(QUERY)
  urllib      any urllib.parse function, one JSON request per line (--jsonl)

Commands (the JVM):
  java        new java.net.URI(URI) as JDK 17 reads it: getters or exception
  spark       Spark 4's parse_url / try_parse_url (spark parse-url PART [KEY])

Inputs: each operand is one input; with no operands, each line of standard
input is one (a line ends at LF or CR LF; a blank line is the empty input);
an operand '-' reads standard input at its place. Inputs are bytes: one that
is not UTF-8 is reported as invalid, like any other bad input. '--' ends the
options: every word after it is an input as written, '-' included.

Output: answers go to standard output, one per input, in input order;
diagnostics (why an input is invalid, Python exceptions, usage and I/O
errors) go to standard error. normalize, resolve, relativize, to-uri,
to-iri, split, join, quote, unquote and qs write one line per input line,
an empty one for an input they cannot answer, so the lines pair up. A frame's line number is the input's line on
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
character as 'a' or U+0001. Answers that are data (the URIs of normalize,
resolve, relativize, to-uri and to-iri; the text of quote, unquote and
join) are written as they are into a pipe or a file, and escaped as above
only on a terminal.

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
                   \"reads_uris\" (false for RFC 6570's templates),
                   \"rules\": [{\"rule\", \"section\"}]}
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 listed, 2 usage or I/O error.
";

const COMPARE: &str = "\
urigram compare: read each input under every reader (the grammars rfc3986,
rfc6874, rfc2396, rfc1808, rfc1945, rfc9112, rfc3987; urllib, as Python's
urllib.parse.urlsplit of CPython 3.11 or --python splits it; java, as
java.net.URI of JDK 17 reads it; whatwg, the WHATWG URL Standard as the url
crate implements it) and show where the readings part ways.

Usage: urigram compare [--json] [-q] [--readers LIST] [--base URL]
                       [--parts LIST] [--python X.Y] [INPUT ...]

For each input: the input, then one line per reading: 'valid' with its parts
(scheme, authority, userinfo, host, port, path, query, fragment; an absent
part is not shown), or 'invalid' with why. A part on which two valid
readings differ is marked with '*', and a last line names every part that
differs ('valid' when some reader rejects the input). A part that readings
only spell differently is marked with '~' and named apart; it is no
difference of reading.

Hosts are compared as destinations: each reader's host is taken to the name
or address its own client would look up (the URL Standard's host as its
host parser leaves it; urllib's as Python's socket takes it, through
inet_aton's IPv4 forms and the idna codec; java's as InetAddress takes it,
through the JDK's decimal IPv4 forms; a grammar's reg-name
percent-decoded and handed to the resolver, through inet_aton's forms and
UTS #46). One DNS name up to ASCII case and one trailing dot, one IPv4
address however written (one to four parts, decimal, octal, hexadecimal),
one IPv6 address in any text form, and a missing port or the scheme's
default (http 80, https 443, ws 80, wss 443, ftp 21) are spellings ('~');
two places, or a host only one reader has, are a difference ('*').
After a reading's host, dest=\"...\" shows the destination the verdict
judged where it is not the host as written (up to case and one trailing
dot), and dest=none (why) where the reader's client would look up nothing
(urllib's idna codec refuses '.github', an empty host, ...).

How each reading splits: rfc1808's net_loc and rfc2396's registry-based
authority are an authority with no userinfo, host or port (the grammars
leave them to each scheme), and params stay in the path; rfc1945 splits an
http_URL (host, port, path, query) and a relativeURI, but an absoluteURI
that is no http_URL only into its scheme and the rest; a part a reading
does not split out is named '(not split: ...)' and left out of the
comparison. rfc2396 shows an opaque_part as the path; rfc9112 reads a
request-target, whose authority-form is all authority and asterisk-form all
path; urllib's authority is urlsplit's netloc, its userinfo what stands
before the last '@', its host keeps brackets and case, and its query and
fragment are \"\" whether empty or absent (urlsplit cannot tell them apart,
so \"\" there differs from no reading), and any other part the input lacks
is null where urlsplit gives '' (no scheme; no authority without '//',
\"\" with an empty one); whatwg's parts are what the
Standard's API gives (userinfo is the username, then ':' and the password;
a default port is dropped; it has no authority); java's are its raw
getters (a registry-based authority, whose host java gives as null, has no
userinfo, host or port split out, nor an opaque URI a path or query). An
input that is not UTF-8 is refused by urllib as by 'urigram split', by java
and by whatwg.

Options:
  --readers LIST   the readers to compare, comma-separated names (default:
                   every grammar, urllib, java, whatwg; the others only
                   when named: go (Go's net/url.Parse), urllib3, curl
                   (libcurl's URL API), php, node-url, java-url
                   (java.net.URL), ruby (Ruby's URI.parse), ruby-rfc2396
                   (its URI::RFC2396_Parser), perl (Perl's URI->new),
                   wget2 (GNU Wget2's wget_iri_parse);
                   python-rfc3986 (PyPI rfc3986's is_valid), httptools
                   (its parse_url, under uvicorn);
                   url-parse (npm url-parse's new Url);
                   'urigram readers' lists them all), or groups: clients
                   mono (Mono's System.Uri); 'urigram readers' lists
                   them all), or groups: clients
                   (the readers of clients that fetch), python, jvm, node,
                   grammars, all
  --base URL       resolve each input against URL by each reader's own
                   resolution (urljoin, new URL(input, base), RFC 3986
                   section 5.2, ...) and read what it resolves to: where
                   a Location header or a redirect parameter sends each
                   client; a reader with none is left out, named on
                   standard error
  --parts LIST     the parts the verdict and the exit status look at,
                   comma-separated, of valid, scheme, authority, userinfo,
                   host, port, path, query, fragment (default: all);
                   'scheme,userinfo,host,port' asks whether the readers
                   send the input to one place, as one user
  -q, --quiet      print only the inputs whose readings differ (on
                   --parts), each as it was read, one per line (with
                   --json, their JSON lines)
  --json           one JSON object per input: {\"input\", \"readings\":
                   [{\"reader\", \"valid\": true, \"split\": {part: text or
                   null}, \"unsplit\": [part] (only when some part is not
                   split; those parts are not in \"split\"), \"destination\":
                   {\"host\": name or address or null, \"kind\": \"dns\",
                   \"ipv4\", \"ipv6\" or null, \"port\": number or null}
                   (null when the host is not split)} or {\"reader\",
                   \"valid\": false, \"error\": {\"offset\", \"rule\",
                   \"message\"}}], \"differ\": [part], \"spelling\": [part]}
                   (urllib's error has a message, and \"exception\" when
                   Python raised one; java's its exception, the offset
                   its index points at, and its message; whatwg's a
                   message); \"input_bytes\"
                   when the input is not UTF-8
  --python X.Y     urlsplit as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input read alike by all (spelling aside) on --parts, 1
some readings differ, 2 usage or I/O error.

Examples:
  urigram compare 'http://u@v@h/'    # RFC 2396, urllib, java, whatwg accept it
  urigram compare -q --readers whatwg,urllib --parts scheme,userinfo,host,port < urls.txt
";

const READERS: &str = "\
urigram readers: list the readers that compare lines up, in its default
order, each with the library and release it reads as and who reads URLs
that way.

Usage: urigram readers [--json] [--python X.Y]

Options:
  --json           one JSON object per reader: {\"reader\", \"library\",
                   \"release\", \"used_by\", \"default\" (false for a reader
                   compare reads with only when named), \"never_split\": [part] (parts it
                   never splits out), \"empty_for_absent\": [part] (parts it
                   writes as \"\" when absent too)}
  --python X.Y     urllib as that CPython release: 3.9, 3.10, 3.11 (the
                   default), 3.12 or 3.13
  -h, --help       this help

Exit status: 0 listed, 2 usage or I/O error.
";

const LINT: &str = "\
urigram lint: warn about URIs that are valid but risky (RFC 3986 section 7):
a password in the userinfo, userinfo that looks like a host, IPv4 addresses
in rare forms, percent-encoded dot-segments and slashes, active-content
schemes, and the like.

Usage: urigram lint [--json] [--grammar G] [INPUT ...]

Each warning is a frame on standard output (the lint's answers); an input
that is not a URI reference gets its error frame on standard error. Of each
check, the first 10 warnings of an input are written whole; past those, one
line says how many that check drew in all, so a hostile line gets an answer
of bounded size.

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
                   \"message\", \"note\"}]} (start and end are byte offsets;
                   the first 10 of each check, and when a check drew more,
                   \"repeated\": [{\"check\", \"section\", \"count\",
                   \"shown\"}]), or {\"input\", \"valid\": false, \"error\": {...}}
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

Usage: urigram to-uri [--json] [--idna] [IRI ...]

Prints, for each IRI reference (RFC 3987 section 2.2, UTF-8), the URI
reference it maps to: every character that is not ASCII (a ucschar, or an
iprivate in the query) as its UTF-8 octets percent-encoded in upper case,
the host included (the RFC's own mapping, whatever the scheme); everything
else, percent-encodings included, as written. An input that is no IRI gets
a frame on standard error at the start of the first character that cannot
belong to one.

Options:
  --idna           write a host name that is not ASCII by IDNA's ToASCII
                   (UTS #46 mapping, Punycode 'xn--' labels), as section 3.1
                   allows for hosts resolved by DNS; the rest percent-encoded
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
there (a ucschar, an iprivate only in the query). Everything else stays as
written: '%25', reserved characters, octets that are no UTF-8 ('%FC'),
characters that are not allowed, and those step 4 keeps encoded: bidi
formatting ('%E2%80%AE', section 4.1) and invisible characters ('%E2%80%8B'
zero-width space, U+2060, U+FEFF). So the IRI shows as itself, and piped
into 'urigram to-uri' gives the URI back.

Options:
  --json           one JSON object per input: {\"input\", \"result\"} or
                   {\"input\", \"error\": {\"offset\", \"rule\", \"message\"}};
                   offset is in bytes
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 every input valid, 1 some input invalid, 2 usage or I/O error.
";

const NORMALIZE: &str = "\
urigram normalize: normalize URIs (RFC 3986 section 6) or IRIs (RFC 3987
section 5.3).

Usage: urigram normalize [--json] [--grammar G] [--rfc5952] [--syntax-only]
       [URI ...]

Prints each URI in normal form: scheme and host in lower case, percent-
encodings in upper case and decoded where they stand for unreserved
characters, dot-segments removed (section 6.2.2), and by default the
scheme-based steps of section 6.2.3 too (an empty path as '/', a default
port dropped).

With --grammar rfc3987 each input is an IRI reference, normalized by RFC
3987 section 5.3.2's syntax-based steps: ASCII case, percent-encodings
decoded where they stand for (i)unreserved characters, non-ASCII ones
included ('%C3%A9' is written as the character), dot-segments removed;
other characters as written (no NFC), and no scheme-based steps.

Options:
  --grammar G      rfc3986 (the default), rfc6874 to accept IPv6 zone IDs
                   ('[fe80::1%25eth0]'), or rfc3987 for IRIs, as check and
                   parse take it
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

const JAVA: &str = "\
urigram java: each input as new java.net.URI(input) reads it (JDK 17).

Usage: urigram java [--json] [URI ...]

Each URI (or, without operands, each line of standard input) gets one line
on standard output when java accepts it: isOpaque() and the raw getters
(getScheme, getRawSchemeSpecificPart, getRawAuthority, getRawUserInfo,
getHost, getPort, getRawPath, getRawQuery, getRawFragment), each as JSON
text, null where java gives null. When java throws, the exception's class
and getMessage() go to standard error. Bytes that are not UTF-8 are read as
java's UTF-8 decoder reads them (each malformed sequence one U+FFFD).

With --json, one JSON object a line on standard output for every input:
  {\"valid\": true, \"opaque\", \"scheme\", \"scheme_specific_part\",
   \"authority\", \"userinfo\", \"host\", \"port\", \"path\", \"query\",
   \"fragment\", \"decoded\": {\"scheme_specific_part\", \"authority\",
   \"userinfo\", \"path\", \"query\", \"fragment\"}}
the raw getters (port null for -1) and, under decoded, the decoded ones; or
  {\"valid\": false, \"exception\", \"index\", \"reason\", \"message\"}
with URISyntaxException's getIndex() (in UTF-16 units, -1 where java has
none), getReason() and getMessage(). One input shape makes java throw
java.lang.NumberFormatException instead (an IPv4 group past 2^31-1 inside
an IPv6 literal); its index and reason are null.

Options:
  --json           one JSON object per input, on standard output
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 java accepted every input, 1 it threw on some, 2 usage or
I/O error.
";

const SPARK: &str = "\
urigram spark: Spark 4's SQL functions on URLs. parse-url is Spark 4's
try_parse_url(url, PART[, KEY]), or with --ansi parse_url under ANSI mode,
over each line of standard input.

Usage: urigram spark parse-url [--ansi] PART [KEY] < urls

Each URL (one a line of standard input) gets one JSON value a line: the
part's text, or null. PART is matched as Spark matches it, exactly: HOST,
PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY, USERINFO (any other name gives
null). With KEY, PART must be QUERY (else null): the value of the first
'KEY=' in the raw query, KEY read as the Java regular expression
(&|^)KEY=([^&]*) reads it.

Errors, one JSON object on the URL's line ({\"error\", \"message\"}):
  INVALID_URL                        with --ansi, a URL java.net.URI rejects
                                     (without --ansi: null)
  java.lang.NumberFormatException    java.net.URI throws it (an IPv4 group
                                     past 2^31-1 in an IPv6 literal); it
                                     fails Spark's query in either mode
  java.util.regex.PatternSyntaxException
                                     KEY is no regular expression
  UNSUPPORTED_KEY                    KEY uses a construct Java may read
                                     otherwise ([...], {n}, (?...), \\d,
                                     possessive quantifiers): urigram does
                                     not guess
A key error shows only on lines that have a query, as in Spark.

Options:
  --ansi           parse_url under ANSI mode (Spark 4's default)
  --line-buffered  flush standard output after every answer
  -h, --help       this help

Exit status: 0 no error line, 1 some line is an error, 2 usage or I/O error.
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
        "readers" => READERS,
        "lint" => LINT,
        "resolve" => RESOLVE,
        "normalize" => NORMALIZE,
        "relativize" => RELATIVIZE,
        "to-uri" => TO_URI,
        "to-iri" => TO_IRI,
        "urllib" => URLLIB,
        "split" => SPLIT,
        "join" => JOIN,
        "java" => JAVA,
        "spark" => SPARK,
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
