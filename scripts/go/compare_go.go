// Reads one JSON string a line (a URL) and writes, a line each, what Go's
// net/url.Parse makes of it: {"input", "valid": true, "scheme", "userinfo",
// "host" (Hostname()), "port" (Port()), "path", "query", "fragment"} with
// null where the API gives nothing, or {"input", "valid": false, "error"}
// with the *url.Error's inner error. The first line is Go's version.
// scripts/compare_vectors_go.sh runs it; the go reader of `compare` is held
// to its output.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"runtime"
)

func str(s string, present bool) interface{} {
	if !present {
		return nil
	}
	return s
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	enc.Encode(map[string]string{"go": runtime.Version()})
	for in.Scan() {
		var input string
		if err := json.Unmarshal(in.Bytes(), &input); err != nil {
			fmt.Fprintln(os.Stderr, "not a JSON string:", in.Text())
			os.Exit(2)
		}
		u, err := url.Parse(input)
		if err != nil {
			var ue *url.Error
			msg := err.Error()
			if errors.As(err, &ue) {
				msg = ue.Err.Error()
			}
			enc.Encode(map[string]interface{}{"input": input, "valid": false, "error": msg})
			continue
		}
		var userinfo interface{}
		if u.User != nil {
			s := u.User.Username()
			if p, ok := u.User.Password(); ok {
				s += ":" + p
			}
			userinfo = s
		}
		path := u.Path
		if u.Opaque != "" {
			path = u.Opaque
		}
		enc.Encode(map[string]interface{}{
			"input":    input,
			"valid":    true,
			"scheme":   str(u.Scheme, u.Scheme != ""),
			"userinfo": userinfo,
			"host":     str(u.Hostname(), u.Host != ""),
			"port":     str(u.Port(), u.Port() != ""),
			"path":     path,
			"query":    str(u.RawQuery, u.RawQuery != "" || u.ForceQuery),
			"fragment": str(u.Fragment, u.Fragment != ""),
		})
	}
}
