// dyndec is the hcl2 project's oracle for dynamic blocks (ext/dynblock): it parses
// one native-syntax file, expands its `dynamic` blocks with dynblock.Expand against
// the given variables and a few functions, decodes the result with an hcldec spec
// built from a small JSON schema, and prints JSON:
//
//	{"value": <decoded value>, "type": <its type>,   (null when decoding failed)
//	 "variables": [traversal...],          dynblock.VariablesHCLDec
//	 "expand_variables": [traversal...],   dynblock.ExpandVariablesHCLDec
//	 "diagnostics": [...]}                  sorted by subject, then summary
//
// A traversal is {"root": name, "range": R}; R = {"start": {line, column, byte}, "end": ...}.
// Schema JSON: {"attrs": ["name", ...], "blocks": {"type": {"labels": ["l", ...],
// "attrs": [...], "blocks": {...}}}}; attributes have type any, every block type is
// decoded as a tuple of objects (hcldec.BlockTupleSpec) whose labels appear as
// attributes named after the labels.
//
// usage: dyndec SCHEMA.json VARS.json FILE.hcl
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/dynblock"
	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

type schema struct {
	Labels []string          `json:"labels"`
	Attrs  []string          `json:"attrs"`
	Blocks map[string]schema `json:"blocks"`
}

func buildSpec(s schema) hcldec.ObjectSpec {
	spec := hcldec.ObjectSpec{}
	for _, a := range s.Attrs {
		spec[a] = &hcldec.AttrSpec{Name: a, Type: cty.DynamicPseudoType}
	}
	for i, l := range s.Labels {
		spec[l] = &hcldec.BlockLabelSpec{Index: i, Name: l}
	}
	for name, bs := range s.Blocks {
		spec[name] = &hcldec.BlockTupleSpec{TypeName: name, Nested: buildSpec(bs)}
	}
	return spec
}

type pos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}
type rng struct {
	Start pos `json:"start"`
	End   pos `json:"end"`
}

func mk(r hcl.Range) rng {
	return rng{pos{r.Start.Line, r.Start.Column, r.Start.Byte}, pos{r.End.Line, r.End.Column, r.End.Byte}}
}

type trav struct {
	Root  string `json:"root"`
	Range rng    `json:"range"`
}
type diag struct {
	Severity string `json:"severity"`
	Summary  string `json:"summary"`
	Detail   string `json:"detail"`
	Subject  *rng   `json:"subject"`
}
type output struct {
	Value           json.RawMessage `json:"value"`
	Type            json.RawMessage `json:"type"`
	Variables       []trav          `json:"variables"`
	ExpandVariables []trav          `json:"expand_variables"`
	Diagnostics     []diag          `json:"diagnostics"`
}

func travs(ts []hcl.Traversal) []trav {
	out := []trav{}
	for _, t := range ts {
		out = append(out, trav{t.RootName(), mk(t.SourceRange())})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Range.Start.Byte != out[j].Range.Start.Byte {
			return out[i].Range.Start.Byte < out[j].Range.Start.Byte
		}
		return out[i].Root < out[j].Root
	})
	return out
}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: dyndec SCHEMA.json VARS.json FILE.hcl")
		os.Exit(1)
	}
	raw, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var sch schema
	if err := json.Unmarshal(raw, &sch); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	spec := buildSpec(sch)

	parser := hclparse.NewParser()
	var diags hcl.Diagnostics
	ctx := &hcl.EvalContext{
		Variables: map[string]cty.Value{},
		Functions: map[string]function.Function{
			"upper": stdlib.UpperFunc, "length": stdlib.LengthFunc, "keys": stdlib.KeysFunc,
			"range": stdlib.RangeFunc, "tolist": stdlib.MakeToFunc(cty.List(cty.DynamicPseudoType)),
			"toset": stdlib.MakeToFunc(cty.Set(cty.DynamicPseudoType)),
			"tomap": stdlib.MakeToFunc(cty.Map(cty.DynamicPseudoType)),
		},
	}
	vf, d := parser.ParseJSONFile(os.Args[2])
	diags = append(diags, d...)
	if vf != nil {
		attrs, d := vf.Body.JustAttributes()
		diags = append(diags, d...)
		for n, a := range attrs {
			v, d := a.Expr.Value(nil)
			diags = append(diags, d...)
			ctx.Variables[n] = v
		}
	}
	f, d := parser.ParseHCLFile(os.Args[3])
	diags = append(diags, d...)
	out := output{Value: json.RawMessage("null"), Type: json.RawMessage("null"), Variables: []trav{}, ExpandVariables: []trav{}}
	if f != nil && !d.HasErrors() {
		out.Variables = travs(dynblock.VariablesHCLDec(f.Body, spec))
		out.ExpandVariables = travs(dynblock.ExpandVariablesHCLDec(f.Body, spec))
		body := dynblock.Expand(f.Body, ctx)
		val, d := hcldec.Decode(body, spec, ctx)
		diags = append(diags, d...)
		if !d.HasErrors() && val.IsWhollyKnown() {
			if v, err := ctyjson.Marshal(val, val.Type()); err == nil {
				out.Value = v
			}
			if t, err := ctyjson.MarshalType(val.Type()); err == nil {
				out.Type = t
			}
		}
	}
	out.Diagnostics = []diag{}
	for _, dg := range diags {
		o := diag{Severity: "error", Summary: dg.Summary, Detail: dg.Detail}
		if dg.Severity == hcl.DiagWarning {
			o.Severity = "warning"
		}
		if dg.Subject != nil {
			r := mk(*dg.Subject)
			o.Subject = &r
		}
		out.Diagnostics = append(out.Diagnostics, o)
	}
	sort.SliceStable(out.Diagnostics, func(i, j int) bool {
		a, b := out.Diagnostics[i], out.Diagnostics[j]
		ab, bb := -1, -1
		if a.Subject != nil {
			ab = a.Subject.Start.Byte
		}
		if b.Subject != nil {
			bb = b.Subject.Start.Byte
		}
		if ab != bb {
			return ab < bb
		}
		if a.Summary != b.Summary {
			return a.Summary < b.Summary
		}
		return a.Detail < b.Detail
	})
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Stdout.Write(buf.Bytes())
}
