/* Reads one pair a line, "<base>\t<location>", each hexadecimal (its
 * bytes), and writes a line each what wget2 1.99.1 makes of a redirect
 * from that base to that Location header value (src/wget.c's
 * process_response): the base is the job's wget_iri_t,
 * wget_iri_parse(base, "utf-8"); the header value goes through
 * wget_http_parse_location (blanks skipped, cut at the next blank); then
 * wget_iri_relative_to_abs(iri, location, strlen(location), &buf), whose
 * text (a C string) wget2 hands to add_url. Written: "OK\t" and it in
 * hexadecimal, or "BASE" where wget_iri_parse refuses the base. The first
 * line is the libwget package's version as the caller passes it in
 * argv[1]. scripts/compare_base_vectors_wget2.sh compiles and runs it (cc
 * compare_base_wget2.c -lwget); the wget2 reader's resolution is held to
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

/* The hexadecimal in [from, to) as a C string in out. */
static void decode(const char *from, const char *to, char *out)
{
	size_t n;

	for (n = 0; from + n * 2 + 1 < to; n++)
		out[n] = (char)(unhex(from[2 * n]) << 4 | unhex(from[2 * n + 1]));
	out[n] = 0;
}

int main(int argc, char **argv)
{
	size_t cap = 1 << 20;
	char *line = malloc(cap), *base = malloc(cap), *value = malloc(cap);

	printf("%s\n", argc > 1 ? argv[1] : "unknown");
	while (fgets(line, (int)cap, stdin)) {
		size_t len = strcspn(line, "\n");
		char *tab = memchr(line, '\t', len);
		const char *location = NULL;
		wget_iri_t *iri;
		wget_buffer_t buf;

		if (!tab)
			return 1;
		decode(line, tab, base);
		decode(tab + 1, line + len, value);
		iri = wget_iri_parse(base, "utf-8");
		if (!iri) {
			puts("BASE");
			continue;
		}
		wget_http_parse_location(value, &location);
		wget_buffer_init(&buf, NULL, 256);
		wget_iri_relative_to_abs(iri, location, strlen(location), &buf);
		fputs("OK\t", stdout);
		for (size_t i = 0; buf.data[i]; i++)
			printf("%02x", (unsigned char)buf.data[i]);
		putchar('\n');
		wget_buffer_deinit(&buf);
		wget_xfree(location);
		wget_iri_free(&iri);
	}
	return 0;
}
