// idchars probes the reference scanner (hclsyntax.LexConfig) for every Unicode
// scalar value c and prints, as runs of equal results, how c lexes:
//
//	S  "a = <c>y" has one identifier token covering "<c>y"      (c starts an identifier)
//	C  "a = x<c>y" has one identifier token covering "x<c>y"    (c continues one)
//	I  "<c>" alone is one invalid-character token covering c
//	H  "a = <<x<c>y\nz\nx<c>y\n" opens a heredoc with marker "x<c>y"
//	h  "a = <<<c>y\nz\n<c>y\n" opens a heredoc with marker "<c>y"
//
// A flag is "-" when it does not hold. Lines: "LO HI FLAGS" (hex, inclusive).
// With -sig, every run also carries the full token signatures of the first
// three inputs (type names and character-index ranges), to spot odd cases.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

func charIndex(src []byte, b int) string {
	if b > len(src) {
		return fmt.Sprintf("!%d", b)
	}
	if b < len(src) && !utf8.RuneStart(src[b]) {
		return fmt.Sprintf("!%d", b)
	}
	return fmt.Sprint(utf8.RuneCount(src[:b]))
}

func sig(src string) (string, hclsyntax.Tokens) {
	b := []byte(src)
	toks, _ := hclsyntax.LexConfig(b, "x", hcl.Pos{Line: 1, Column: 1})
	var parts []string
	for _, t := range toks {
		if t.Type == hclsyntax.TokenEOF {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s@%s-%s", strings.TrimPrefix(t.Type.String(), "Token"), charIndex(b, t.Range.Start.Byte), charIndex(b, t.Range.End.Byte)))
	}
	return strings.Join(parts, ","), toks
}

func hasTok(toks hclsyntax.Tokens, ty hclsyntax.TokenType, lo, hi int) bool {
	for _, t := range toks {
		if t.Type == ty && t.Range.Start.Byte == lo && t.Range.End.Byte == hi {
			return true
		}
	}
	return false
}

func main() {
	withSig := flag.Bool("sig", false, "print token signatures")
	flag.Parse()
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	prev := ""
	start := rune(0)
	last := rune(0)
	emit := func() {
		if prev != "" {
			fmt.Fprintf(w, "%04X %04X %s\n", start, last, prev)
		}
	}
	for c := rune(0); c <= 0x10FFFF; c++ {
		if c >= 0xD800 && c <= 0xDFFF {
			continue
		}
		cs := string(c)
		n := len(cs)
		sa, ta := sig("a = x" + cs + "y")
		sb, tb := sig("a = " + cs + "y")
		sc, tc := sig(cs)
		_, td := sig("a = <<x" + cs + "y\nz\nx" + cs + "y\n")
		_, te := sig("a = <<" + cs + "y\nz\n" + cs + "y\n")
		f := []byte("-----")
		if hasTok(tb, hclsyntax.TokenIdent, 4, 5+n) {
			f[0] = 'S'
		}
		if hasTok(ta, hclsyntax.TokenIdent, 4, 6+n) {
			f[1] = 'C'
		}
		if hasTok(tc, hclsyntax.TokenInvalid, 0, n) {
			f[2] = 'I'
		}
		if hasTok(td, hclsyntax.TokenOHeredoc, 4, 4+2+2+n+1) {
			f[3] = 'H'
		}
		if hasTok(te, hclsyntax.TokenOHeredoc, 4, 4+2+1+n+1) {
			f[4] = 'h'
		}
		cur := string(f)
		if *withSig {
			cur += " " + sa + " | " + sb + " | " + sc
		}
		if cur != prev || c != last+1 {
			emit()
			prev, start = cur, c
		}
		last = c
	}
	emit()
}
