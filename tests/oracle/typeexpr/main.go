package main

import (
	"fmt"
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// For each line "EXPR" of stdin-like list: print type JSON (constraint with defaults) and diags.
func main() {
	exprs := []string{
		"string", "number", "bool", "any", "list(string)", "set(number)", "map(bool)",
		"object({a = string, b = optional(number, 5)})", "tuple([string, any])",
		"list(object({x = optional(string, \"dx\"), y = optional(list(number))}))",
		"map(object({n = optional(number, 1)}))",
		"list", "object", "tuple", "foo", "list(string, number)", "string(1)", "any(1)",
		"optional(string)", "object({a = optional(string, 1, 2)})", "object({\"a b\" = string})",
		"tuple(string)", "object([string])", "nope(string)", "1 + 2", "object({a = optional(number, \"x\")})",
		"list()", "object({a = optional()})",
	}
	for _, src := range exprs {
		expr, diags := hclsyntax.ParseExpression([]byte(src), "t.hcl", hcl.InitialPos)
		if diags.HasErrors() {
			fmt.Println("PARSE", src)
			continue
		}
		ty, defs, diags := typeexpr.TypeConstraintWithDefaults(expr)
		tj, _ := ctyjson.MarshalType(ty)
		fmt.Printf("%s\t%s\t%v", src, tj, defs != nil)
		for _, d := range diags {
			fmt.Printf("\t%s|%s|%s", d.Summary, d.Detail, d.Subject)
		}
		fmt.Println()
	}
	// exact types
	for _, src := range []string{"any", "object({a = optional(string)})", "list(any)"} {
		expr, _ := hclsyntax.ParseExpression([]byte(src), "t.hcl", hcl.InitialPos)
		ty, diags := typeexpr.Type(expr)
		tj, _ := ctyjson.MarshalType(ty)
		fmt.Printf("EXACT %s\t%s", src, tj)
		for _, d := range diags {
			fmt.Printf("\t%s|%s|%s", d.Summary, d.Detail, d.Subject)
		}
		fmt.Println()
	}
	// defaults application
	expr, _ := hclsyntax.ParseExpression([]byte("list(object({x = optional(string, \"dx\"), y = optional(number, 7), z = optional(object({w = optional(bool, true)}), {})}))"), "t.hcl", hcl.InitialPos)
	ty, defs, _ := typeexpr.TypeConstraintWithDefaults(expr)
	_ = ty
	in := cty.TupleVal([]cty.Value{
		cty.ObjectVal(map[string]cty.Value{"x": cty.StringVal("given")}),
		cty.ObjectVal(map[string]cty.Value{"y": cty.NullVal(cty.Number), "z": cty.ObjectVal(map[string]cty.Value{})}),
		cty.EmptyObjectVal,
	})
	out := defs.Apply(in)
	j, err := ctyjson.Marshal(out, cty.DynamicPseudoType)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	fmt.Printf("APPLY\t%s\n", j)
	fmt.Printf("TYPESTRING\t%s\n", typeexpr.TypeString(cty.Object(map[string]cty.Type{"a b": cty.List(cty.String), "c": cty.Tuple([]cty.Type{cty.Bool, cty.DynamicPseudoType})})))
}
