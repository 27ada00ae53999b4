// Reads one pair a line, the base and the reference as two JSON strings
// separated by a tab, and writes, a line each, how Go's net/url resolves
// the reference against the base as a Go client follows a Location
// header: url.Parse(base), then url.Parse(reference), then
// base.ResolveReference(ref).String(). Each row is {"base", "input",
// "resolved"}, or {"base", "input", "refused": "base" | "reference",
// "error"} with the *url.Error's inner error. The first line is Go's
// version. scripts/compare_base_vectors_go.sh runs it; the go reader of
// `compare --base` is held to its output (tests/compare_base_go.rs).
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"runtime"
	"strings"
)

func inner(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err.Error()
	}
	return err.Error()
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
		b, r, ok := strings.Cut(in.Text(), "\t")
		var base, input string
		if !ok || json.Unmarshal([]byte(b), &base) != nil || json.Unmarshal([]byte(r), &input) != nil {
			fmt.Fprintln(os.Stderr, "not two JSON strings:", in.Text())
			os.Exit(2)
		}
		bu, err := url.Parse(base)
		if err != nil {
			enc.Encode(map[string]interface{}{"base": base, "input": input, "refused": "base", "error": inner(err)})
			continue
		}
		ru, err := url.Parse(input)
		if err != nil {
			enc.Encode(map[string]interface{}{"base": base, "input": input, "refused": "reference", "error": inner(err)})
			continue
		}
		enc.Encode(map[string]interface{}{"base": base, "input": input, "resolved": bu.ResolveReference(ru).String()})
	}
}
