// Command diagdump parses many native-syntax files in one process and prints
// their diagnostics: reads JSON lines {"name": N, "src": BASE64} from stdin and
// writes one JSON line per input, {"name": N, "diags": [[SEVERITY, SUMMARY,
// START_LINE, START_COLUMN, START_BYTE, END_LINE, END_COLUMN, END_BYTE], ...]}
// in the order hclsyntax.ParseConfig reports them (a diagnostic without a
// subject has only SEVERITY and SUMMARY). Used by gen_mutants.py.
package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

type input struct {
	Name string `json:"name"`
	Src  string `json:"src"`
}

type output struct {
	Name  string          `json:"name"`
	Diags [][]interface{} `json:"diags"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<28)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	for in.Scan() {
		var rec input
		if err := json.Unmarshal(in.Bytes(), &rec); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		src, err := base64.StdEncoding.DecodeString(rec.Src)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		_, diags := hclsyntax.ParseConfig(src, "m.hcl", hcl.InitialPos)
		res := output{Name: rec.Name, Diags: [][]interface{}{}}
		for _, d := range diags {
			sev := "error"
			if d.Severity == hcl.DiagWarning {
				sev = "warning"
			}
			row := []interface{}{sev, d.Summary}
			if s := d.Subject; s != nil {
				row = append(row, s.Start.Line, s.Start.Column, s.Start.Byte, s.End.Line, s.End.Column, s.End.Byte)
			}
			res.Diags = append(res.Diags, row)
		}
		if err := enc.Encode(res); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
