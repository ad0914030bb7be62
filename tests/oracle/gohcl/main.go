// gohcl oracle: decodes each input file (native syntax; JSON syntax for
// names ending in .json) with the
// reference's gohcl into a Terraform-like set of tagged structs and prints
// one JSON line: whether it succeeded, what was decoded (labels, strings,
// bools, numbers, expression ranges and their variables' root names), and
// every error diagnostic's summary and subject range.
//
// usage: gohcl FILE...   (prints {"file":..., "ok":..., "value":..., "diags":[...]} per file)
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
)

type Root struct {
	Variables []Variable `hcl:"variable,block"`
	Outputs   []Output   `hcl:"output,block"`
	Locals    []Locals   `hcl:"locals,block"`
	Modules   []Module   `hcl:"module,block"`
	Settings  *Settings  `hcl:"settings,block"`
	Rest      hcl.Body   `hcl:",remain"`
}

type Variable struct {
	Name        string         `hcl:"name,label"`
	Type        hcl.Expression `hcl:"type"`
	Default     hcl.Expression `hcl:"default"`
	Description *string        `hcl:"description"`
	Sensitive   *bool          `hcl:"sensitive"`
	Nullable    *bool          `hcl:"nullable"`
	Validation  []Validation   `hcl:"validation,block"`
}

type Validation struct {
	Condition    hcl.Expression `hcl:"condition"`
	ErrorMessage string         `hcl:"error_message"`
}

type Output struct {
	Name        string         `hcl:"name,label"`
	Value       hcl.Expression `hcl:"value"`
	Description *string        `hcl:"description"`
	Sensitive   *bool          `hcl:"sensitive"`
	DependsOn   hcl.Expression `hcl:"depends_on"`
	Rest        hcl.Body       `hcl:",remain"`
}

type Locals struct {
	Rest hcl.Body `hcl:",remain"`
}

type Module struct {
	Name    string   `hcl:"name,label"`
	Source  string   `hcl:"source"`
	Version *string  `hcl:"version"`
	Rest    hcl.Body `hcl:",remain"`
}

// Settings exercises plain attributes, numbers and nested required blocks.
type Settings struct {
	Name    string   `hcl:"name"`
	Port    int      `hcl:"port"`
	Small   *uint8   `hcl:"small"`
	Ratio   *float64 `hcl:"ratio"`
	Tags    []string `hcl:"tags,optional"`
	Limits  Limits   `hcl:"limits,block"`
	Extra   *Limits  `hcl:"extra,block"`
}

type Limits struct {
	CPU    int    `hcl:"cpu"`
	Memory *int64 `hcl:"memory"`
}

type D struct {
	Summary string `json:"summary"`
	Subject string `json:"subject"`
}

func rng(r hcl.Range) string {
	return fmt.Sprintf("%d:%d-%d:%d", r.Start.Line, r.Start.Column, r.End.Line, r.End.Column)
}

// An expression: null when absent (the synthetic null at the missing-item
// range, zero length), else its range and its variables' root names.
func expr(e hcl.Expression) interface{} {
	if e == nil {
		return nil
	}
	r := e.Range()
	if r.Start.Byte == r.End.Byte {
		return nil
	}
	roots := []string{}
	for _, t := range e.Variables() {
		roots = append(roots, t.RootName())
	}
	sort.Strings(roots)
	return map[string]interface{}{"range": rng(r), "roots": roots}
}

func attrNames(b hcl.Body) []string {
	attrs, _ := b.JustAttributes()
	names := []string{}
	for n := range attrs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func value(r *Root) map[string]interface{} {
	vars := []interface{}{}
	for _, v := range r.Variables {
		vals := []interface{}{}
		for _, x := range v.Validation {
			vals = append(vals, map[string]interface{}{"condition": expr(x.Condition), "error_message": x.ErrorMessage})
		}
		vars = append(vars, map[string]interface{}{
			"name": v.Name, "type": expr(v.Type), "default": expr(v.Default),
			"description": v.Description, "sensitive": v.Sensitive, "nullable": v.Nullable,
			"validation": vals,
		})
	}
	outs := []interface{}{}
	for _, o := range r.Outputs {
		outs = append(outs, map[string]interface{}{
			"name": o.Name, "value": expr(o.Value), "description": o.Description,
			"sensitive": o.Sensitive, "depends_on": expr(o.DependsOn),
		})
	}
	locals := []interface{}{}
	for _, l := range r.Locals {
		locals = append(locals, attrNames(l.Rest))
	}
	mods := []interface{}{}
	for _, m := range r.Modules {
		mods = append(mods, map[string]interface{}{
			"name": m.Name, "source": m.Source, "version": m.Version, "rest": attrNames(m.Rest),
		})
	}
	var settings interface{}
	if s := r.Settings; s != nil {
		lim := func(l *Limits) interface{} {
			if l == nil {
				return nil
			}
			return map[string]interface{}{"cpu": l.CPU, "memory": l.Memory}
		}
		tags := s.Tags
		if tags == nil {
			tags = []string{}
		}
		settings = map[string]interface{}{
			"name": s.Name, "port": s.Port, "small": s.Small, "ratio": s.Ratio,
			"tags": tags, "limits": lim(&s.Limits), "extra": lim(s.Extra),
		}
	}
	return map[string]interface{}{
		"variable": vars, "output": outs, "locals": locals, "module": mods, "settings": settings,
	}
}

func main() {
	enc := json.NewEncoder(os.Stdout)
	for _, path := range os.Args[1:] {
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		out := map[string]interface{}{"file": path}
		var f *hcl.File
		var diags hcl.Diagnostics
		if strings.HasSuffix(path, ".json") {
			f, diags = hcljson.Parse(src, path)
		} else {
			f, diags = hclsyntax.ParseConfig(src, path, hcl.Pos{Line: 1, Column: 1})
		}
		if diags.HasErrors() {
			out["parse_error"] = true
			enc.Encode(out)
			continue
		}
		var r Root
		diags = gohcl.DecodeBody(f.Body, nil, &r)
		ds := []D{}
		for _, d := range diags {
			if d.Severity != hcl.DiagError {
				continue
			}
			s := ""
			if d.Subject != nil {
				s = rng(*d.Subject)
			}
			ds = append(ds, D{d.Summary, s})
		}
		out["ok"] = !diags.HasErrors()
		out["diags"] = ds
		if !diags.HasErrors() {
			out["value"] = value(&r)
		}
		enc.Encode(out)
	}
}
