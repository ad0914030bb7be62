// refine evaluates every top-level attribute of one HCL file with variables
// that may be unknown values carrying go-cty refinements, and prints each
// result with its refinements: the oracle for tests/corpus/refine.
//
// usage: refine VARS.json FILE.hcl
//
// VARS.json is an object of variable specs. A spec is an object with
//
//	"type":     the cty type in go-cty's JSON type form (required)
//	"value":    a known value, as go-cty JSON of that type
//	"null":     true for the null of that type
//	"elems":    [spec, ...] a known list, set or tuple of these elements
//	"attrs":    {name: spec, ...} a known map or object of these attributes
//	"unknown":  true for an unknown value, refined by the optional fields
//	  "not_null": true, "prefix": "text" (RefinementBuilder.StringPrefixFull),
//	  "safe_prefix": "text" (StringPrefix), "lower"/"upper": ["number", inclusive],
//	  "len": [min, max] (collection length bounds; max -1 means none)
//
// Output: one line per attribute, in name order: NAME, a space, then the
// canonical form of the result (see show), or "error: SUMMARY; SUMMARY"
// when evaluating it reported errors.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/tryfunc"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// The function table of tests/oracle's hcleval (the names our library uses).
var funcs = map[string]function.Function{
	"abs": stdlib.AbsoluteFunc, "ceil": stdlib.CeilFunc, "floor": stdlib.FloorFunc,
	"log": stdlib.LogFunc, "max": stdlib.MaxFunc, "min": stdlib.MinFunc,
	"parseint": stdlib.ParseIntFunc, "pow": stdlib.PowFunc, "signum": stdlib.SignumFunc,
	"int": stdlib.IntFunc,
	"chomp": stdlib.ChompFunc, "format": stdlib.FormatFunc, "formatlist": stdlib.FormatListFunc,
	"indent": stdlib.IndentFunc, "join": stdlib.JoinFunc, "lower": stdlib.LowerFunc,
	"upper": stdlib.UpperFunc, "regex": stdlib.RegexFunc, "regexall": stdlib.RegexAllFunc,
	"replace": stdlib.ReplaceFunc, "regex_replace": stdlib.RegexReplaceFunc,
	"split": stdlib.SplitFunc, "strrev": stdlib.ReverseFunc, "strlen": stdlib.StrlenFunc,
	"substr": stdlib.SubstrFunc, "title": stdlib.TitleFunc, "trim": stdlib.TrimFunc,
	"trimprefix": stdlib.TrimPrefixFunc, "trimsuffix": stdlib.TrimSuffixFunc,
	"trimspace": stdlib.TrimSpaceFunc,
	"chunklist": stdlib.ChunklistFunc, "coalesce": stdlib.CoalesceFunc,
	"coalescelist": stdlib.CoalesceListFunc, "compact": stdlib.CompactFunc,
	"concat": stdlib.ConcatFunc, "contains": stdlib.ContainsFunc, "distinct": stdlib.DistinctFunc,
	"element": stdlib.ElementFunc, "flatten": stdlib.FlattenFunc, "hasindex": stdlib.HasIndexFunc,
	"keys": stdlib.KeysFunc, "length": stdlib.LengthFunc, "lookup": stdlib.LookupFunc,
	"merge": stdlib.MergeFunc, "range": stdlib.RangeFunc, "reverse": stdlib.ReverseListFunc,
	"setproduct": stdlib.SetProductFunc, "slice": stdlib.SliceFunc, "sort": stdlib.SortFunc,
	"values": stdlib.ValuesFunc, "zipmap": stdlib.ZipmapFunc,
	"setintersection": stdlib.SetIntersectionFunc, "setsubtract": stdlib.SetSubtractFunc,
	"setsymmetricdifference": stdlib.SetSymmetricDifferenceFunc, "setunion": stdlib.SetUnionFunc,
	"sethaselement": stdlib.SetHasElementFunc,
	"jsonencode": stdlib.JSONEncodeFunc, "jsondecode": stdlib.JSONDecodeFunc,
	"csvdecode": stdlib.CSVDecodeFunc, "formatdate": stdlib.FormatDateFunc, "timeadd": stdlib.TimeAddFunc,
	"tostring": stdlib.MakeToFunc(cty.String), "tonumber": stdlib.MakeToFunc(cty.Number),
	"tobool": stdlib.MakeToFunc(cty.Bool), "tolist": stdlib.MakeToFunc(cty.List(cty.DynamicPseudoType)),
	"toset": stdlib.MakeToFunc(cty.Set(cty.DynamicPseudoType)), "tomap": stdlib.MakeToFunc(cty.Map(cty.DynamicPseudoType)),
	"try": tryfunc.TryFunc, "can": tryfunc.CanFunc,
}

type spec struct {
	Type       json.RawMessage   `json:"type"`
	Value      json.RawMessage   `json:"value"`
	Null       bool              `json:"null"`
	Elems      []spec            `json:"elems"`
	Attrs      map[string]spec   `json:"attrs"`
	Unknown    bool              `json:"unknown"`
	NotNull    bool              `json:"not_null"`
	Prefix     *string           `json:"prefix"`
	SafePrefix *string           `json:"safe_prefix"`
	Lower      []json.RawMessage `json:"lower"`
	Upper      []json.RawMessage `json:"upper"`
	Len        []int             `json:"len"`
}

func die(f string, a ...interface{}) {
	fmt.Fprintf(os.Stderr, "refine: "+f+"\n", a...)
	os.Exit(1)
}

func bound(raw []json.RawMessage) (cty.Value, bool) {
	var s string
	var inc bool
	if len(raw) != 2 || json.Unmarshal(raw[0], &s) != nil || json.Unmarshal(raw[1], &inc) != nil {
		die("a bound is [\"number\", inclusive]")
	}
	n, err := cty.ParseNumberVal(s)
	if err != nil {
		die("bound %q: %s", s, err)
	}
	return n, inc
}

func build(s spec) cty.Value {
	ty, err := ctyjson.UnmarshalType(s.Type)
	if err != nil {
		die("type %s: %s", s.Type, err)
	}
	switch {
	case s.Null:
		return cty.NullVal(ty)
	case s.Unknown:
		b := cty.UnknownVal(ty).Refine()
		if s.NotNull {
			b = b.NotNull()
		}
		if s.Prefix != nil {
			b = b.StringPrefixFull(*s.Prefix)
		}
		if s.SafePrefix != nil {
			b = b.StringPrefix(*s.SafePrefix)
		}
		if s.Lower != nil {
			v, inc := bound(s.Lower)
			b = b.NumberRangeLowerBound(v, inc)
		}
		if s.Upper != nil {
			v, inc := bound(s.Upper)
			b = b.NumberRangeUpperBound(v, inc)
		}
		if s.Len != nil {
			b = b.CollectionLengthLowerBound(s.Len[0])
			if s.Len[1] >= 0 {
				b = b.CollectionLengthUpperBound(s.Len[1])
			}
		}
		return b.NewValue()
	case s.Elems != nil:
		vs := make([]cty.Value, len(s.Elems))
		for i, e := range s.Elems {
			vs[i] = build(e)
		}
		switch {
		case ty.IsListType():
			if len(vs) == 0 {
				return cty.ListValEmpty(ty.ElementType())
			}
			return cty.ListVal(vs)
		case ty.IsSetType():
			if len(vs) == 0 {
				return cty.SetValEmpty(ty.ElementType())
			}
			return cty.SetVal(vs)
		default:
			return cty.TupleVal(vs)
		}
	case s.Attrs != nil:
		vs := map[string]cty.Value{}
		for k, e := range s.Attrs {
			vs[k] = build(e)
		}
		if ty.IsMapType() {
			if len(vs) == 0 {
				return cty.MapValEmpty(ty.ElementType())
			}
			return cty.MapVal(vs)
		}
		return cty.ObjectVal(vs)
	default:
		v, err := ctyjson.Unmarshal(s.Value, ty)
		if err != nil {
			die("value %s: %s", s.Value, err)
		}
		return v
	}
}

func num(v cty.Value) string {
	f := v.AsBigFloat()
	if f.IsInf() {
		if f.Sign() < 0 {
			return "-Inf"
		}
		return "+Inf"
	}
	return f.Text('f', -1)
}

func jstr(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func typeStr(t cty.Type) string {
	b, err := ctyjson.MarshalType(t)
	if err != nil {
		die("type: %s", err)
	}
	return string(b)
}

// show writes the canonical form of v (its type is printed by the caller):
//
//	null | true | false | "string" | number text | [v, ...] (list, set,
//	tuple) | {"k": v, ...} (map, object; keys sorted) |
//	?{nn,prefix "..",lower N inc|exc,upper N inc|exc,len MIN..MAX} for an
//	unknown value (only the refinements it has); marks as (marked ...).
func show(b *strings.Builder, v cty.Value) {
	if v.IsMarked() {
		u, m := v.Unmark()
		names := []string{}
		for k := range m {
			names = append(names, fmt.Sprint(k))
		}
		sort.Strings(names)
		b.WriteString("(marked " + strings.Join(names, ",") + " ")
		show(b, u)
		b.WriteString(")")
		return
	}
	ty := v.Type()
	if !v.IsKnown() {
		b.WriteString("?{")
		parts := []string{}
		if ty == cty.DynamicPseudoType {
			b.WriteString("}")
			return
		}
		r := v.Range()
		if r.DefinitelyNotNull() {
			parts = append(parts, "nn")
		}
		switch {
		case ty == cty.String:
			if p := r.StringPrefix(); p != "" {
				parts = append(parts, "prefix "+jstr(p))
			}
		case ty == cty.Number:
			lo, loInc := r.NumberLowerBound()
			hi, hiInc := r.NumberUpperBound()
			inc := func(b bool) string {
				if b {
					return "inc"
				}
				return "exc"
			}
			if !lo.RawEquals(cty.NegativeInfinity) || loInc {
				parts = append(parts, "lower "+num(lo)+" "+inc(loInc))
			}
			if !hi.RawEquals(cty.PositiveInfinity) || hiInc {
				parts = append(parts, "upper "+num(hi)+" "+inc(hiInc))
			}
		case ty.IsCollectionType():
			lo, hi := r.LengthLowerBound(), r.LengthUpperBound()
			if lo != 0 || hi != int(^uint(0)>>1) {
				parts = append(parts, fmt.Sprintf("len %d..%d", lo, hi))
			}
		}
		b.WriteString(strings.Join(parts, ","))
		b.WriteString("}")
		return
	}
	if v.IsNull() {
		b.WriteString("null")
		return
	}
	switch {
	case ty == cty.Bool:
		if v.True() {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case ty == cty.Number:
		b.WriteString(num(v))
	case ty == cty.String:
		b.WriteString(jstr(v.AsString()))
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		b.WriteString("[")
		first := true
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			if !first {
				b.WriteString(", ")
			}
			first = false
			show(b, e)
		}
		b.WriteString("]")
	case ty.IsMapType() || ty.IsObjectType():
		b.WriteString("{")
		first := true
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			if !first {
				b.WriteString(", ")
			}
			first = false
			b.WriteString(jstr(k.AsString()) + ": ")
			show(b, e)
		}
		b.WriteString("}")
	default:
		b.WriteString("<" + ty.FriendlyName() + ">")
	}
}


func main() {
	if len(os.Args) != 3 {
		die("usage: refine VARS.json FILE.hcl")
	}
	raw, err := os.ReadFile(os.Args[1])
	if err != nil {
		die("%s", err)
	}
	var specs map[string]spec
	if err := json.Unmarshal(raw, &specs); err != nil {
		die("vars: %s", err)
	}
	ctx := &hcl.EvalContext{Variables: map[string]cty.Value{}, Functions: funcs}
	for name, s := range specs {
		ctx.Variables[name] = build(s)
	}
	src, err := os.ReadFile(os.Args[2])
	if err != nil {
		die("%s", err)
	}
	f, diags := hclsyntax.ParseConfig(src, os.Args[2], hcl.Pos{Line: 1, Column: 1})
	if diags.HasErrors() {
		die("parse: %s", diags.Error())
	}
	attrs, diags := f.Body.JustAttributes()
	if diags.HasErrors() {
		die("attributes: %s", diags.Error())
	}
	names := make([]string, 0, len(attrs))
	for n := range attrs {
		names = append(names, n)
	}
	sort.Strings(names)
	out := &strings.Builder{}
	for _, n := range names {
		v, d := attrs[n].Expr.Value(ctx)
		out.WriteString(n + " ")
		if d.HasErrors() {
			sums := []string{}
			for _, e := range d {
				if e.Severity == hcl.DiagError {
					sums = append(sums, e.Summary)
				}
			}
			out.WriteString("error: " + strings.Join(sums, "; "))
		} else {
			out.WriteString(typeStr(v.Type()) + " ")
			show(out, v)
		}
		out.WriteString("\n")
	}
	os.Stdout.WriteString(out.String())
}
