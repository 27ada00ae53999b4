/* Reads one input a line, hexadecimal (its bytes), and writes a line each,
 * tab-separated, what libwget's IRI parser makes of it:
 * wget_iri_parse(input, "utf-8"), the encoding wget2 gives every URL it
 * adds itself (src/wget.c's add_url) and, as nl_langinfo(CODESET), every
 * URL on its command line in a UTF-8 locale; "utf-8" to "utf-8" is no
 * conversion. When the parse succeeds: "OK", then the wget_iri_t's scheme,
 * userinfo, password, host, path, query and fragment in hexadecimal ("="
 * for an empty one, "-" for NULL), then its port and port_given in
 * decimal. When it returns NULL: "NULL". The first line is the libwget
 * package's version as the caller passes it in argv[1] (libwget 1.99.1 has
 * no version function). scripts/compare_vectors_wget2.sh compiles and runs
 * it (cc compare_wget2.c -lwget); the wget2 reader of `compare` is held to
 * its output. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wget.h>

static int unhex(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

static void put_hex(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	putchar('\t');
	if (!p) {
		putchar('-'); /* NULL */
		return;
	}
	if (!*p)
		putchar('='); /* present and empty */
	for (; *p; p++)
		printf("%02x", *p);
}

int main(int argc, char **argv)
{
	size_t cap = 1 << 20, n;
	char *line = malloc(cap);
	char *input = malloc(cap);

	printf("%s\n", argc > 1 ? argv[1] : "unknown");
	while (fgets(line, (int)cap, stdin)) {
		size_t len = strcspn(line, "\n");
		wget_iri_t *iri;

		for (n = 0; n * 2 + 1 < len; n++)
			input[n] = (char)(unhex(line[2 * n]) << 4 | unhex(line[2 * n + 1]));
		input[n] = 0;
		iri = wget_iri_parse(input, "utf-8");
		if (!iri) {
			puts("NULL");
			continue;
		}
		fputs("OK", stdout);
		put_hex(iri->scheme);
		put_hex(iri->userinfo);
		put_hex(iri->password);
		put_hex(iri->host);
		put_hex(iri->path);
		put_hex(iri->query);
		put_hex(iri->fragment);
		printf("\t%u\t%d\n", (unsigned)iri->port, iri->port_given ? 1 : 0);
		wget_iri_free(&iri);
	}
	free(line);
	free(input);
	return 0;
}
