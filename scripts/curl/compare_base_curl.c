/* Reads one pair a line, the base and the reference in hexadecimal (their
 * bytes) separated by a tab, and writes a line each, tab-separated, how
 * libcurl resolves the reference against the base as it does a redirect's
 * Location: curl_url(), curl_url_set(h, CURLUPART_URL, base, 0), then
 * curl_url_set(h, CURLUPART_URL, reference, 0) on the same handle, then
 * curl_url_get(h, CURLUPART_URL, &out, 0). "OK" and the result in
 * hexadecimal; or "BASE" and the CURLUcode's name when the base is
 * refused; or "REFERENCE" and the name when the second curl_url_set fails;
 * or "GET" and the name when curl_url_get fails. The first line is
 * libcurl's version. scripts/compare_base_vectors_curl.sh compiles and
 * runs it (cc compare_base_curl.c -lcurl). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>

static const char *const names[] = {
  "CURLUE_OK", "CURLUE_BAD_HANDLE", "CURLUE_BAD_PARTPOINTER",
  "CURLUE_MALFORMED_INPUT", "CURLUE_BAD_PORT_NUMBER",
  "CURLUE_UNSUPPORTED_SCHEME", "CURLUE_URLDECODE", "CURLUE_OUT_OF_MEMORY",
  "CURLUE_USER_NOT_ALLOWED", "CURLUE_UNKNOWN_PART", "CURLUE_NO_SCHEME",
  "CURLUE_NO_USER", "CURLUE_NO_PASSWORD", "CURLUE_NO_OPTIONS",
  "CURLUE_NO_HOST", "CURLUE_NO_PORT", "CURLUE_NO_QUERY",
  "CURLUE_NO_FRAGMENT", "CURLUE_NO_ZONEID", "CURLUE_BAD_FILE_URL",
  "CURLUE_BAD_FRAGMENT", "CURLUE_BAD_HOSTNAME", "CURLUE_BAD_IPV6",
  "CURLUE_BAD_LOGIN", "CURLUE_BAD_PASSWORD", "CURLUE_BAD_PATH",
  "CURLUE_BAD_QUERY", "CURLUE_BAD_SCHEME", "CURLUE_BAD_SLASHES",
  "CURLUE_BAD_USER", "CURLUE_LACKS_IDN",
};

static const char *name(CURLUcode rc)
{
  return (size_t)rc < sizeof(names) / sizeof(names[0]) ? names[rc] : "?";
}

static int unhex(int c)
{
  if(c >= '0' && c <= '9')
    return c - '0';
  if(c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

/* The bytes `hex` spells, up to `end`, into `out`, NUL-terminated. */
static void decode(const char *hex, const char *end, char *out)
{
  size_t n;
  for(n = 0; hex + 2 * n + 1 < end; n++)
    out[n] = (char)(unhex(hex[2 * n]) << 4 | unhex(hex[2 * n + 1]));
  out[n] = 0;
}

int main(void)
{
  size_t cap = 1 << 20;
  char *line = malloc(cap);
  char *base = malloc(cap);
  char *reference = malloc(cap);
  printf("%s\n", curl_version_info(CURLVERSION_NOW)->version);
  while(fgets(line, (int)cap, stdin)) {
    CURLU *h;
    CURLUcode rc;
    char *tab = strchr(line, '\t');
    char *end = line + strcspn(line, "\n");
    char *out = NULL;
    if(!tab)
      return 2;
    decode(line, tab, base);
    decode(tab + 1, end, reference);
    h = curl_url();
    rc = curl_url_set(h, CURLUPART_URL, base, 0);
    if(rc)
      printf("BASE\t%s\n", name(rc));
    else if((rc = curl_url_set(h, CURLUPART_URL, reference, 0)))
      printf("REFERENCE\t%s\n", name(rc));
    else if((rc = curl_url_get(h, CURLUPART_URL, &out, 0)))
      printf("GET\t%s\n", name(rc));
    else {
      const unsigned char *p = (const unsigned char *)out;
      fputs("OK\t", stdout);
      for(; *p; p++)
        printf("%02x", *p);
      putchar('\n');
    }
    curl_free(out);
    curl_url_cleanup(h);
  }
  free(line);
  free(base);
  free(reference);
  return 0;
}
