#!/usr/bin/env python3
"""Parse cases where a token boundary falls inside a grapheme cluster of the
plain text (the reference counts columns token by token, so a cluster never
spans a token boundary).

Writes tests/corpus/clusters/NAME.hcl + NAME.expect.json (the latest reference
parser's dump, tests/oracle/parsedump), and
tests/corpus/clusters_json/NAME.json + NAME.expect.json: JSON documents whose
strings are templates (parsed with positions inside the JSON file) and the
latest reference hcldec's raw output for them, `{"value": [exit, stdout, stderr],
"varrefs": [...]}` from `hcldec --spec=spec.hcldec --diags=json --with-type
--keep-nulls NAME.json` and `... --diags=json --var-refs NAME.json`, run in
that folder:

    python3 tests/oracle/gen_clusters.py [PARSEDUMP [HCLDEC]]

(defaults: our parsedump from build_oracles.sh and the latest reference hcldec,
see oracles.py)
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CASES = {
    # a Prepend character (joins what follows it) ending an identifier
    "prepend_ends_ident_dot": "a = x\u0d4e.y\nb = 1\n",
    "prepend_ends_ident_space": "a = x\u0d4e + y\nb = 1\n",
    "prepend_ends_ident_index": "a = x\u0d4e[y]\n",
    "prepend_ends_attr_name": "x\u0d4e = y\n",
    "prepend_ends_label": "b x\u0d4e {\n  c = d\n}\n",
    # ... ending literal text before an interpolation or the closing quote
    "prepend_before_interp": "a = \"\u0600${x}\"\nb = \"\u0600\" + y\n",
    "prepend_heredoc_before_interp": "a = <<EOT\n\u0600${x}\nEOT\n",
    # ... standing alone before anything
    "prepend_invalid_then_semicolon": "a = \u0600;\n",
    "prepend_invalid_twice": "a = \u0600\u0600 + x\n",
    # combining marks after the reference's `$${~` token (the `~` is its last byte)
    "escaped_interp_tilde_combining": "a = \"$${~\u0301${x}\" \nb = \"%%{~\u0301\" + y\n",
    "escaped_interp_tilde_heredoc": "a = <<EOT\n$${~\u0301${x}\nEOT\n",
    # a combining mark after a single `$` or `%`
    "dollar_then_combining": "a = \"$\u0301${x}%\u0301${y}\"\n",
    # regional indicators as two invalid characters, and after an interpolation
    "regional_indicators": "a = \"\U0001f1fa${x}\U0001f1f8${y}\"\nb = \U0001f1fa\U0001f1f8\n",
    # an emoji after a zero width joiner that ends literal text
    "zwj_then_emoji": "a = \"\U0001f468\u200d${x}\U0001f469${y}\"\n",
    # combining marks starting literal text in a heredoc and in a for expression
    "heredoc_combining_after_interp": "a = <<EOT\n${x}\u0301${y}\nEOT\n",
    "combining_in_for": "a = [for v in x: \"${v}\u0301${v}\"]\n",
    # spacing marks after a space
    "spacing_mark_after_space": "a = \u0e33 + x\n",
    "devanagari_mark_starts_expr": "a = \u093f + x\nb = 1\n",
    # a Hangul vowel jamo (it continues a syllable) standing after an invalid character
    "hangul_after_invalid": "a = \u00a7\u1161 + x\n",
    # a combining mark after a number and after a closing bracket
    "combining_after_bracket": "a = [x]\u0301 + y\n",
    # CR LF line ends around a split cluster
    "crlf_lines": "a = \"${x}\u0301${y}\"\r\nb = 1\u0301 + z\r\n",
    # a byte-order mark, then a split cluster on the first line
    "bom_then_split": "\ufeffa = \"${x}\u0301${y}\"\n",
    # Indic conjuncts (consonant + virama + consonant): two clusters for the
    # reference (Unicode 13 rules), one under Unicode 15.1's rule GB9c
    "conjunct_devanagari": "a = \"\u0915\u094d\u0937\" + x\nb = \u0915\u094d\u0937 + y\n",
    "conjunct_bengali_zwj": "a = \"\u0995\u09cd\u200d\u09b7${x}\" + y\n",
    "conjunct_khmer_myanmar": "a = \"\u1780\u17d2\u1780 \u1000\u1039\u1000\" + x\n",
    "conjunct_malayalam_reph": "a = \"\u0d4e\u0d15\u0d4d\u0d15\" + x\n",
    "conjunct_cut_by_interp": "a = \"\u0915\u094d${x}\u0937\" + y\n",
}


JSON_SPEC = 'object {\n  attr "a" { type = any }\n  attr "b" { type = any }\n}\n'

JSON_CASES = {
    "interp_combining_interp": '{"a": "${x}\u0301${y}"}\n',
    "prepend_before_interp": '{"a": "\u0600${x}", "b": "x\u0d4e ${y}"}\n',
    "escaped_interp_tilde": '{"a": "$${~\u0301${x}"}\n',
    "regional_indicators": '{"a": "\U0001f1fa${x}\U0001f1f8${y}"}\n',
    "template_syntax_error": '{\n  "a": "${x}\u0301${y y}"\n}\n',
    "prepend_ident_in_interp": '{"a": "${x\u0d4e.y}", "b": "${\u0301 z}"}\n',
    "escaped_mark": '{"a": "\u00e9\u0301${x}", "b": "\\u0301${y}"}\n',
    "decoded_newline": '{"a": "${x}\u0301\\n${y}"}\n',
    "mark_in_key_tab_in_string": '{"\u0301a": 1, "b": "\t${q}\u0301${r}"}\n',
    # the JSON scanner's own columns: a conjunct in a string counts two
    "conjunct_then_bad_keyword": '{"a": "\u0915\u094d\u0937", "b": x}\n',
    "conjunct_then_interp": '{"a": "\u0915\u094d\u0937\u0915\u094d\u0937${x}", "b": "${y}"}\n',
}


def json_cases(hcldec):
    d = os.path.join(ROOT, "tests/corpus/clusters_json")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "spec.hcldec"), "w") as f:
        f.write(JSON_SPEC)
    for name, text in JSON_CASES.items():
        with open(os.path.join(d, name + ".json"), "w", encoding="utf-8", newline="") as f:
            f.write(text)
        out = {}
        for key, mode in [("value", ["--with-type", "--keep-nulls"]), ("varrefs", ["--var-refs"])]:
            for _ in range(100):
                p = subprocess.run([hcldec, "--spec=spec.hcldec", "--diags=json", *mode, name + ".json"],
                                   cwd=d, capture_output=True)
                # --var-refs lists traversals in Go map order (it varies between runs):
                # keep the run that lists them in source order
                if key != "varrefs" or p.returncode != 0 or _in_source_order(p.stdout):
                    break
            out[key] = [p.returncode, p.stdout.decode(), p.stderr.decode()]
        with open(os.path.join(d, name + ".expect.json"), "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1, ensure_ascii=False)
            f.write("\n")
    print(f"wrote {len(JSON_CASES)} cases to {d}")


def _in_source_order(out):
    starts = [r["range"]["start"]["byte"] for r in json.loads(out)]
    return starts == sorted(starts)


def main(parsedump):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import jsonfmt

    jsonfmt.write_parse_cases(parsedump, os.path.join(ROOT, "tests/corpus/clusters"), CASES)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import oracles

    main(sys.argv[1] if len(sys.argv) > 1 else oracles.oracle("parsedump"))
    json_cases(sys.argv[2] if len(sys.argv) > 2 else oracles.hcldec())
