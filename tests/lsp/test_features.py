"""Semantic tokens, document symbols, folding ranges, document highlight,
hover, completion and signature help."""
import os

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import DATA, Doc, index_of, pos_of, read

SAMPLE = '''# A sample
variable "name" {
  default = "web"
}

locals {
  /* the greeting */
  greeting = "hello ${var.name}%{ if true }!%{ endif }"
  n        = [for x in [1, 2.5] : x * 2 if x > 0]
  text     = <<-EOT
    ${upper(local.greeting)}
  EOT
}

resource "null_resource" "r" {
  triggers = { key = max(1, 2) }
}
'''


def decode_tokens(text, data, legend):
    """(token text, type) pairs of LSP semantic tokens (UTF-16 positions)."""
    lines = text.split("\n")
    out = []
    line = col = 0
    for i in range(0, len(data), 5):
        dl, ds, length, ty, _mods = data[i : i + 5]
        line += dl
        col = ds if dl else col + ds
        s = lines[line].encode("utf-16-le")
        out.append((s[2 * col : 2 * (col + length)].decode("utf-16-le"), legend[ty]))
    return out


async def test_semantic_tokens_classify_every_kind(client: LanguageClient):
    d = Doc(client, "/nonexistent/sample.tf", SAMPLE)
    legend = client.init_result.capabilities.semantic_tokens_provider.legend.token_types
    r = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=d.ident()))
    toks = decode_tokens(SAMPLE, r.data, legend)
    has = set(toks)
    for pair in [
        ("# A sample\n".rstrip("\n"), "comment"),
        ("variable", "type"),
        ('"', "class"),
        ("name", "class"),
        ("default", "property"),
        ("locals", "type"),
        ("/* the greeting */", "comment"),
        ("greeting", "property"),
        ("hello ", "string"),
        ("${", "macro"),
        ("var", "variable"),
        ("name", "property"),
        ("%{", "macro"),
        ("if", "keyword"),
        ("true", "keyword"),
        ("endif", "keyword"),
        ("for", "keyword"),
        ("in", "keyword"),
        ("2.5", "number"),
        ("*", "operator"),
        (">", "operator"),
        ("<<-EOT", "string"),
        ("upper", "function"),
        ("local", "variable"),
        ("key", "property"),
        ("max", "function"),
        ("resource", "type"),
        ("null_resource", "class"),
    ]:
        assert pair in has, pair
    assert len(toks) >= 60
    # a heredoc's text is one token per line, never across lines
    assert all("\n" not in t for t, _ in toks)


async def test_semantic_tokens_of_real_files_cover_their_words(client: LanguageClient):
    n = 0
    for f in sorted(os.listdir(os.path.join(DATA, "s3-bucket"))):
        d = Doc(client, os.path.join(DATA, "s3-bucket", f))
        r = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=d.ident()))
        legend = client.init_result.capabilities.semantic_tokens_provider.legend.token_types
        toks = decode_tokens(d.text, r.data, legend)
        # every token is a piece of the text at its place
        assert all(t for t, _ in toks)
        n += len(toks)
    assert n >= 5000


async def test_document_symbols_are_the_block_and_attribute_tree(client: LanguageClient):
    d = Doc(client, "/nonexistent/sample.tf", SAMPLE)
    syms = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=d.ident()))
    assert [s.name for s in syms] == ['variable "name"', "locals", 'resource "null_resource" "r"']
    assert [c.name for c in syms[1].children] == ["greeting", "n", "text"]
    assert syms[0].kind == types.SymbolKind.Variable
    assert syms[0].range.start.line == 1 and syms[0].range.end.line == 3
    assert syms[2].children[0].name == "triggers"
    real = Doc(client, os.path.join(DATA, "s3-bucket", "variables.tf"))
    syms = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=real.ident()))
    assert len(syms) == real.text.count('\nvariable "') + real.text.startswith('variable "')


async def test_folding_ranges_for_blocks_objects_tuples_heredocs_comments(client: LanguageClient):
    text = (
        "# one\n# two\n# three\n"  # 0-2 comments
        "block {\n"  # 3
        "  obj = {\n    a = 1\n  }\n"  # 4-6
        "  list = [\n    1,\n    2,\n  ]\n"  # 7-10
        "  h = <<EOT\nx\ny\nEOT\n"  # 11-14
        "}\n"  # 15
        "/*\n long\n*/\n"  # 16-18
    )
    d = Doc(client, "/nonexistent/fold.hcl", text)
    r = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=d.ident()))
    got = sorted((f.start_line, f.end_line, f.kind) for f in r)
    assert got == sorted(
        [
            (0, 2, types.FoldingRangeKind.Comment),
            (3, 14, None),
            (4, 5, None),
            (7, 9, None),
            (11, 13, None),
            (16, 18, types.FoldingRangeKind.Comment),
        ]
    )


async def test_document_highlight(client: LanguageClient):
    d = Doc(client, os.path.join(DATA, "heredocs", "main.tf"))
    at = pos_of(d.text, d.text.index("var.port") + 5)
    r = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=d.ident(), position=at)
    )
    assert len(r) == d.text.count("var.port") == 3
    assert all(h.kind == types.DocumentHighlightKind.Read for h in r)
    v = Doc(client, os.path.join(DATA, "heredocs", "variables.tf"))
    at = pos_of(v.text, v.text.index('"port"') + 2)
    r = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=v.ident(), position=at)
    )
    assert sorted(h.kind for h in r) == [types.DocumentHighlightKind.Read] * 2 + [types.DocumentHighlightKind.Write]
    # a function: its calls
    at = pos_of(SAMPLE, SAMPLE.index("upper") + 1)
    s = Doc(client, "/nonexistent/sample.tf", SAMPLE + "x = upper(1)\n")
    r = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=s.ident(), position=at)
    )
    assert len(r) == 2


async def test_hover_on_a_function_shows_its_reference(client: LanguageClient):
    d = Doc(client, "/nonexistent/sample.tf", SAMPLE)
    at = pos_of(SAMPLE, SAMPLE.index("max(") + 1)
    h = await client.text_document_hover_async(types.HoverParams(text_document=d.ident(), position=at))
    assert "max(numbers... number) → number" in h.contents.value
    assert "greatest" in h.contents.value.lower()
    at = pos_of(SAMPLE, SAMPLE.index("upper") + 2)
    h = await client.text_document_hover_async(types.HoverParams(text_document=d.ident(), position=at))
    assert "upper(str string) → string" in h.contents.value
    # not a function: nothing
    at = pos_of(SAMPLE, SAMPLE.index("greeting") + 2)
    assert await client.text_document_hover_async(types.HoverParams(text_document=d.ident(), position=at)) is None


async def test_completion_of_functions_and_module_names(client: LanguageClient):
    text = "variable \"region\" {}\nvariable \"replicas\" {}\nx = jsond\ny = var.re\nz = \n"
    d = Doc(client, "/nonexistent/c/main.tf", text)
    at = pos_of(text, text.index("jsond") + 5)
    r = await client.text_document_completion_async(types.CompletionParams(text_document=d.ident(), position=at))
    labels = [i.label for i in (r.items if hasattr(r, "items") else r)]
    assert labels == ["jsondecode"]
    at = pos_of(text, text.index("var.re") + 6)
    r = await client.text_document_completion_async(types.CompletionParams(text_document=d.ident(), position=at))
    assert sorted(i.label for i in r) == ["region", "replicas"]
    at = pos_of(text, text.index("z = ") + 4)
    r = await client.text_document_completion_async(types.CompletionParams(text_document=d.ident(), position=at))
    assert len(r) >= 90 and "format" in [i.label for i in r]
    # at the start of an item without a spec: nothing
    r = await client.text_document_completion_async(
        types.CompletionParams(text_document=d.ident(), position=types.Position(line=5, character=0))
    )
    assert r == []


async def test_signature_help(client: LanguageClient):
    text = 'x = format("%s-%d", var.a, max(1, 2'
    d = Doc(client, "/nonexistent/s.hcl", text)
    r = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=d.ident(), position=pos_of(text, len(text)))
    )
    assert r.signatures[0].label == "max(numbers... number) → number"
    assert r.active_parameter == 0
    at = pos_of(text, text.index("var.a") + 2)
    r = await client.text_document_signature_help_async(types.SignatureHelpParams(text_document=d.ident(), position=at))
    assert r.signatures[0].label.startswith("format(")
    assert r.active_parameter == 1
    assert [p.label for p in r.signatures[0].parameters] == ["format string", "args... any"]


async def test_hover_on_a_reference_shows_its_declaration(client: LanguageClient):
    d = Doc(client, os.path.join(DATA, "heredocs", "main.tf"))
    at = pos_of(d.text, d.text.index("var.port") + 6)
    h = await client.text_document_hover_async(types.HoverParams(text_document=d.ident(), position=at))
    assert h.contents.value == '```hcl\nvariable "port" {\n  type    = number\n  default = 8080\n}\n```'
    at = pos_of(d.text, d.text.index("local.greeting") + 8)
    h = await client.text_document_hover_async(types.HoverParams(text_document=d.ident(), position=at))
    assert h.contents.value == '```hcl\ngreeting = "hello, ${var.name}"\n```'
    # from the variables file: the variable it sets
    v = Doc(client, os.path.join(DATA, "heredocs", "terraform.tfvars"))
    at = pos_of(v.text, v.text.index("port") + 1)
    h = await client.text_document_hover_async(types.HoverParams(text_document=v.ident(), position=at))
    assert h.contents.value.startswith('```hcl\nvariable "port" {')
