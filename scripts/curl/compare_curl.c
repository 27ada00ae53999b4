/* Reads one input a line, hexadecimal (its bytes), and writes a line each,
 * tab-separated, what libcurl's URL API makes of it: curl_url() and
 * curl_url_set(h, CURLUPART_URL, input, 0) (default flags), then, when
 * that succeeds, curl_url_get(h, part, &s, 0) for the scheme, user,
 * password, host, zone ID, port, path, query and fragment, then the port
 * again with CURLU_DEFAULT_PORT (the scheme's default when none is
 * written): "OK" and each part in hexadecimal ("=" for an empty one), "-"
 * where curl_url_get says the part is absent;
 * or the CURLUcode's name and curl_url_strerror's text. The first line is
 * libcurl's version. scripts/compare_vectors_curl.sh compiles and runs it
 * (cc compare_curl.c -lcurl); the curl reader of `compare` is held to its
 * output. */
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

static int unhex(int c)
{
  if(c >= '0' && c <= '9')
    return c - '0';
  if(c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

static void put_hex(const char *s)
{
  const unsigned char *p = (const unsigned char *)s;
  if(!*p)
    fputs("=", stdout); /* present and empty */
  for(; *p; p++)
    printf("%02x", *p);
}

int main(void)
{
  static const CURLUPart parts[] = {
    CURLUPART_SCHEME, CURLUPART_USER, CURLUPART_PASSWORD, CURLUPART_HOST,
    CURLUPART_ZONEID, CURLUPART_PORT, CURLUPART_PATH, CURLUPART_QUERY,
    CURLUPART_FRAGMENT,
  };
  size_t cap = 1 << 20, n;
  char *line = malloc(cap);
  char *input = malloc(cap);
  printf("%s\n", curl_version_info(CURLVERSION_NOW)->version);
  while(fgets(line, (int)cap, stdin)) {
    CURLU *h;
    CURLUcode rc;
    size_t len = strcspn(line, "\n");
    for(n = 0; n * 2 + 1 < len; n++)
      input[n] = (char)(unhex(line[2 * n]) << 4 | unhex(line[2 * n + 1]));
    input[n] = 0;
    h = curl_url();
    rc = curl_url_set(h, CURLUPART_URL, input, 0);
    if(rc) {
      printf("%s\t%s\n", rc < sizeof(names) / sizeof(names[0]) ?
             names[rc] : "?", curl_url_strerror(rc));
    }
    else {
      size_t i;
      fputs("OK", stdout);
      for(i = 0; i < sizeof(parts) / sizeof(parts[0]); i++) {
        char *s = NULL;
        putchar('\t');
        if(curl_url_get(h, parts[i], &s, 0) || !s)
          putchar('-');
        else
          put_hex(s);
        curl_free(s);
      }
      {
        /* the port libcurl's client connects to: the default one too */
        char *s = NULL;
        putchar('\t');
        if(curl_url_get(h, CURLUPART_PORT, &s, CURLU_DEFAULT_PORT) || !s)
          putchar('-');
        else
          put_hex(s);
        curl_free(s);
      }
      putchar('\n');
    }
    curl_url_cleanup(h);
  }
  free(line);
  free(input);
  return 0;
}
