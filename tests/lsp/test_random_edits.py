"""1,000 random edits of a real file: the server never crashes and its
diagnostics after every edit equal a fresh `hcl check` of the text."""
import os
import random
import subprocess

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import DATA, HCL, Doc, apply_edits, diagnostics_for, expected_lsp_diags, hcl_check, lsp_diags, read

SNIPPETS = [
    "{", "}", "[", "]", "(", ")", '"', "${", "%{", "~}", "}", "<<EOT\n", "\nEOT\n", "<<-X\n",
    "=", "==", "\n", "\r\n", "#", "//", "/*", "*/", "é", "😀", "e\u0301", "var.x", "local.y", " ",
    ",", ".", "...", "?", ":", "for x in y :", "if", "1.5e3", "\\", "\t", "null", "a = 1\n",
    'b "l" {\n', "=>", "!", "&&",
]

EDITS = 1000


async def any_request(client, d, n, rng):
    """Request number n % 11 at a random position: each must be answered
    (a panic would come back as an error and fail the test)."""
    from conftest import pos_of

    at = pos_of(d.text, rng.randrange(len(d.text) + 1))
    doc = d.ident()
    tdp = dict(text_document=doc, position=at)
    k = n % 11
    if k == 0:
        await client.text_document_hover_async(types.HoverParams(**tdp))
    elif k == 1:
        await client.text_document_completion_async(types.CompletionParams(**tdp))
    elif k == 2:
        await client.text_document_signature_help_async(types.SignatureHelpParams(**tdp))
    elif k == 3:
        await client.text_document_definition_async(types.DefinitionParams(**tdp))
    elif k == 4:
        await client.text_document_references_async(
            types.ReferenceParams(**tdp, context=types.ReferenceContext(include_declaration=True))
        )
    elif k == 5:
        await client.text_document_document_highlight_async(types.DocumentHighlightParams(**tdp))
    elif k == 6:
        await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc))
    elif k == 7:
        await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc))
    elif k == 8:
        await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    elif k == 9:
        end = pos_of(d.text, min(len(d.text), rng.randrange(len(d.text) + 1) + 40))
        await client.text_document_range_formatting_async(
            types.DocumentRangeFormattingParams(
                text_document=doc,
                range=types.Range(start=at, end=max(at, end, key=lambda p: (p.line, p.character))),
                options=types.FormattingOptions(tab_size=2, insert_spaces=True),
            )
        )
    else:
        prep = await client.text_document_prepare_rename_async(types.PrepareRenameParams(**tdp))
        if prep is not None:
            await client.text_document_rename_async(types.RenameParams(**tdp, new_name="renamed"))


async def test_random_edits_keep_diagnostics_equal_to_hcl_check(client: LanguageClient, tmp_path):
    rng = random.Random(29)
    original = read(os.path.join(DATA, "heredocs", "main.tf")) + read(os.path.join(DATA, "s3-bucket", "outputs.tf"))
    d = Doc(client, str(tmp_path / "main.tf"), original)
    got = lsp_diags(await diagnostics_for(client, d.uri, 1))
    assert got == expected_lsp_diags(original, hcl_check(original, d.path))
    with_errors = 0
    requests = 0
    for n in range(EDITS):
        text = d.text
        if n % 100 == 99:
            # back to the original now and then, by a change of the whole text
            d.change(0, len(text), original)
        else:
            a = rng.randrange(len(text) + 1)
            op = rng.random()
            if op < 0.45:
                d.change(a, a, rng.choice(SNIPPETS))
            elif op < 0.8:
                b = min(len(text), a + rng.randrange(1, 12))
                d.change(a, b, "")
            else:
                b = min(len(text), a + rng.randrange(1, 6))
                d.change(a, b, rng.choice(SNIPPETS))
        diags = lsp_diags(await diagnostics_for(client, d.uri, d.version))
        want = expected_lsp_diags(d.text, hcl_check(d.text, d.path))
        assert diags == want, (n, d.text)
        with_errors += bool(diags)
        # one request of every kind in turn, at a random place of the new text
        await any_request(client, d, n, rng)
        requests += 1
    assert d.version == EDITS + 1
    assert requests == EDITS
    assert not [m for m in client.log_messages if "panicked" in m.message]
    # most random edits break the file; the check saw both kinds
    assert with_errors >= 300
    # still alive and consistent: formatting the final text
    r = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=d.ident(), options=types.FormattingOptions(tab_size=2, insert_spaces=True))
    )
    fmt = subprocess.run([HCL, "fmt", d.path], capture_output=True)
    if fmt.returncode == 0:
        assert apply_edits(d.text, r or []).encode() == fmt.stdout
    else:
        assert r is None
