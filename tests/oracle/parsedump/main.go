// parsedump is the hcl2 project's syntax oracle: it parses one file with the
// reference native-syntax parser (hclsyntax.ParseConfig) and prints, as stable
// pretty JSON, whether it parsed, every diagnostic with its subject range, and
// the body structure (attributes with their ranges and variable traversals,
// blocks with type/label/brace ranges, nested bodies).
//
// usage: parsedump FILE
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

type pos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type rng struct {
	Start pos `json:"start"`
	End   pos `json:"end"`
}

func mkRange(r hcl.Range) rng {
	return rng{
		Start: pos{r.Start.Line, r.Start.Column, r.Start.Byte},
		End:   pos{r.End.Line, r.End.Column, r.End.Byte},
	}
}

type diagOut struct {
	Severity string `json:"severity"`
	Summary  string `json:"summary"`
	Detail   string `json:"detail"`
	Subject  *rng   `json:"subject"`
}

type stepOut struct {
	Name  *string         `json:"name,omitempty"`
	Index json.RawMessage `json:"index,omitempty"`
	Splat bool            `json:"splat,omitempty"`
	Range rng             `json:"range"`
}

type attrOut struct {
	Name      string      `json:"name"`
	NameRange rng         `json:"name_range"`
	Range     rng         `json:"range"`
	ExprRange rng         `json:"expr_range"`
	Variables [][]stepOut `json:"variables"`
}

type blockOut struct {
	Type        string   `json:"type"`
	TypeRange   rng      `json:"type_range"`
	Labels      []string `json:"labels"`
	LabelRanges []rng    `json:"label_ranges"`
	OpenBrace   rng      `json:"open_brace"`
	CloseBrace  rng      `json:"close_brace"`
	Body        *bodyOut `json:"body"`
}

type bodyOut struct {
	Attributes []attrOut  `json:"attributes"`
	Blocks     []blockOut `json:"blocks"`
	Range      rng        `json:"range"`
	EndRange   rng        `json:"end_range"`
}

type output struct {
	OK          bool      `json:"ok"`
	Diagnostics []diagOut `json:"diagnostics"`
	Body        *bodyOut  `json:"body"`
}

func strp(s string) *string { return &s }

func dumpTraversal(t hcl.Traversal) []stepOut {
	steps := make([]stepOut, 0, len(t))
	for _, tr := range t {
		var s stepOut
		switch st := tr.(type) {
		case hcl.TraverseRoot:
			s = stepOut{Name: strp(st.Name), Range: mkRange(st.SrcRange)}
		case hcl.TraverseAttr:
			s = stepOut{Name: strp(st.Name), Range: mkRange(st.SrcRange)}
		case hcl.TraverseIndex:
			s = stepOut{Range: mkRange(st.SrcRange)}
			if st.Key.IsKnown() {
				if raw, err := ctyjson.Marshal(st.Key, st.Key.Type()); err == nil {
					s.Index = raw
				}
			}
			if s.Index == nil {
				s.Index = json.RawMessage(`null`)
			}
		case hcl.TraverseSplat:
			s = stepOut{Splat: true, Range: mkRange(st.SrcRange)}
		default:
			s = stepOut{Range: mkRange(tr.SourceRange())}
		}
		steps = append(steps, s)
	}
	return steps
}

func dumpBody(b *hclsyntax.Body) *bodyOut {
	if b == nil {
		return nil
	}
	out := &bodyOut{
		Attributes: []attrOut{},
		Blocks:     []blockOut{},
		Range:      mkRange(b.SrcRange),
		EndRange:   mkRange(b.EndRange),
	}
	names := make([]string, 0, len(b.Attributes))
	for n := range b.Attributes {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		a := b.Attributes[n]
		ao := attrOut{
			Name:      a.Name,
			NameRange: mkRange(a.NameRange),
			Range:     mkRange(a.SrcRange),
			Variables: [][]stepOut{},
		}
		if a.Expr != nil {
			ao.ExprRange = mkRange(a.Expr.Range())
			for _, t := range hclsyntax.Variables(a.Expr) {
				ao.Variables = append(ao.Variables, dumpTraversal(t))
			}
		}
		out.Attributes = append(out.Attributes, ao)
	}
	for _, blk := range b.Blocks {
		bo := blockOut{
			Type:        blk.Type,
			TypeRange:   mkRange(blk.TypeRange),
			Labels:      append([]string{}, blk.Labels...),
			LabelRanges: []rng{},
			OpenBrace:   mkRange(blk.OpenBraceRange),
			CloseBrace:  mkRange(blk.CloseBraceRange),
			Body:        dumpBody(blk.Body),
		}
		for _, lr := range blk.LabelRanges {
			bo.LabelRanges = append(bo.LabelRanges, mkRange(lr))
		}
		out.Blocks = append(out.Blocks, bo)
	}
	return out
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: parsedump FILE")
		os.Exit(1)
	}
	src, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f, diags := hclsyntax.ParseConfig(src, os.Args[1], hcl.Pos{Line: 1, Column: 1, Byte: 0})
	out := output{OK: !diags.HasErrors(), Diagnostics: []diagOut{}}
	for _, d := range diags {
		do := diagOut{Severity: "error", Summary: d.Summary, Detail: d.Detail}
		if d.Severity == hcl.DiagWarning {
			do.Severity = "warning"
		}
		if d.Subject != nil {
			r := mkRange(*d.Subject)
			do.Subject = &r
		}
		out.Diagnostics = append(out.Diagnostics, do)
	}
	if f != nil {
		if b, ok := f.Body.(*hclsyntax.Body); ok {
			out.Body = dumpBody(b)
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Stdout.Write(buf.Bytes())
}
