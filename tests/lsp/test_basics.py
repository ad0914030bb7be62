"""Initialization, diagnostics against `hcl check`, formatting against
`hcl fmt`, robustness (panics, cancellation, bad input), shutdown."""
import asyncio
import glob
import json
import os
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import (
    CORPUS,
    DATA,
    HCL,
    Doc,
    apply_edits,
    diagnostics_for,
    expected_lsp_diags,
    hcl_check,
    initialize_params,
    lsp_diags,
    make_client,
    make_client_fixture,
    pos_of,
    read,
    uri_of,
)

client_utf8 = make_client_fixture(encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])
client_debug = make_client_fixture(options={"debugPanic": True})

MUTANT_FOLDERS = sorted(glob.glob(os.path.join(CORPUS, "mutants", "*")))


def native_files():
    """Real files of the corpus: Terraform, Nomad, Packer, Terragrunt."""
    out = []
    for folder in MUTANT_FOLDERS:
        for ext in ("tf", "hcl", "nomad"):
            out.extend(glob.glob(os.path.join(folder, "files", "**", "*." + ext), recursive=True))
    out.extend(glob.glob(os.path.join(DATA, "*", "*.tf")))
    return sorted(out)


def mutants(per_folder):
    """(file, mutated text) pairs: the first mutants of each corpus folder
    that the reference reports errors for."""
    out = []
    for folder in MUTANT_FOLDERS:
        n = 0
        with open(os.path.join(folder, "mutants.jsonl")) as f:
            for line in f:
                rel, _op, start, end, repl, diags = json.loads(line)
                if not diags:
                    continue
                path = os.path.join(folder, "files", rel)
                src = open(path, "rb").read()
                text = (src[:start] + repl.encode() + src[end:]).decode("utf-8")
                out.append((path, text))
                n += 1
                if n == per_folder:
                    break
    return out


def test_the_corpus_is_there():
    assert len(MUTANT_FOLDERS) == 7
    assert len(native_files()) >= 60
    assert len(mutants(10)) >= 50


async def test_initialize_offers_the_features_in_utf16(client: LanguageClient):
    # the fixture initialized: ask again what the server said
    caps = client.init_result.capabilities
    assert caps.position_encoding == types.PositionEncodingKind.Utf16
    assert caps.document_formatting_provider
    assert caps.document_range_formatting_provider
    assert caps.semantic_tokens_provider.full
    assert caps.definition_provider and caps.references_provider
    assert caps.rename_provider.prepare_provider
    assert caps.hover_provider and caps.completion_provider and caps.signature_help_provider
    assert caps.document_symbol_provider and caps.folding_range_provider
    assert caps.document_highlight_provider
    assert caps.text_document_sync.change == types.TextDocumentSyncKind.Incremental


async def test_utf8_is_chosen_when_offered(client_utf8: LanguageClient, tmp_path):
    client = client_utf8
    assert client.init_result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    text = 'a = "é😀" +\n'
    d = Doc(client, str(tmp_path / "enc.hcl"), text)
    diags = await diagnostics_for(client, d.uri, 1)
    want = hcl_check(text, d.path)
    assert len(diags) == len(want) == 1
    # the error is at the end of the line: byte columns
    b = want[0]["subject"]["start"]["byte"]
    assert diags[0].range.start == pos_of(text, len(text.encode()[:b].decode()), "utf-8")
    assert diags[0].range.start.character == b


async def test_diagnostics_on_open_equal_hcl_check(client: LanguageClient, tmp_path):
    cases = mutants(10)
    for i, (path, text) in enumerate(cases):
        name = str(tmp_path / (f"mutant{i}_" + os.path.basename(path)))
        d = Doc(client, name, text)
        got = lsp_diags(await diagnostics_for(client, d.uri, 1))
        want = expected_lsp_diags(text, hcl_check(text, name))
        assert got == want, path
        assert got, path
        d.close()
    assert len(cases) >= 50


async def test_diagnostics_on_change_equal_hcl_check(client: LanguageClient, tmp_path):
    """A clean file opened, then broken by an edit, then repaired."""
    ran = 0
    for i, (path, text) in enumerate(mutants(4)):
        original = read(path)
        name = str(tmp_path / f"{i}_{os.path.basename(path)}")
        d = Doc(client, name, original)
        assert lsp_diags(await diagnostics_for(client, d.uri, 1)) == expected_lsp_diags(
            original, hcl_check(original, name)
        )
        # the smallest edit from the original to the mutant
        p = 0
        while p < min(len(original), len(text)) and original[p] == text[p]:
            p += 1
        s = 0
        while s < min(len(original), len(text)) - p and original[-1 - s] == text[-1 - s]:
            s += 1
        d.change(p, len(original) - s, text[p : len(text) - s])
        assert d.text == text
        got = lsp_diags(await diagnostics_for(client, d.uri, 2))
        assert got == expected_lsp_diags(text, hcl_check(text, name))
        assert got
        d.change(0, len(d.text), original)
        assert lsp_diags(await diagnostics_for(client, d.uri, 3)) == expected_lsp_diags(
            original, hcl_check(original, name)
        )
        d.close()
        ran += 1
    assert ran >= 20


async def test_json_documents_get_json_diagnostics(client: LanguageClient, tmp_path):
    text = '{"variable": {"a": {"default": 1}},\n "x": [1, 2,]}\n'
    d = Doc(client, str(tmp_path / "main.tf.json"), text)
    got = lsp_diags(await diagnostics_for(client, d.uri, 1))
    want = expected_lsp_diags(text, hcl_check(text, d.path))
    assert got == want and got


async def test_formatting_gives_hcl_fmt_bytes(client: LanguageClient):
    files = native_files()
    changed = 0
    for path in files:
        text = read(path)
        fmt = subprocess.run([HCL, "fmt", path], capture_output=True)
        d = Doc(client, path, text)
        edits = await client.text_document_formatting_async(
            types.DocumentFormattingParams(
                text_document=d.ident(), options=types.FormattingOptions(tab_size=2, insert_spaces=True)
            )
        )
        if fmt.returncode != 0:
            # a file with syntax errors is not formatted
            assert edits is None, path
        else:
            out = apply_edits(text, edits or [])
            assert out.encode() == fmt.stdout, path
            changed += out != text
        d.close()
    assert len(files) >= 60
    # some real files are not formatted as hclfmt would
    assert changed >= 1


async def test_range_formatting_formats_whole_items(client: LanguageClient):
    text = 'a=1\nbee = {\nx=1\n  yy  =  2\n}\n\nblock  "l" {\nq=1\n}\nc   =   3\n'
    want = subprocess.run([HCL, "fmt", "-"], input=text.encode(), capture_output=True).stdout.decode()
    d = Doc(client, "/nonexistent/range.hcl", text)
    # a range inside the object `bee`: the whole item is formatted
    line = text.splitlines()[2]
    rng = types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=len(line)))
    edits = await client.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(
            text_document=d.ident(), range=rng, options=types.FormattingOptions(tab_size=2, insert_spaces=True)
        )
    )
    assert len(edits) == 1
    out = apply_edits(text, edits)
    # the item is as `hcl fmt` writes it, every other byte as it was
    assert out == 'a=1\n' + want[want.index("bee") :want.index("}\n") + 2] + text[text.index("}\n") + 2 :]
    # all the items: the whole file as hcl fmt formats it
    end = pos_of(text, len(text))
    edits = await client.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(
            text_document=d.ident(),
            range=types.Range(start=types.Position(line=0, character=0), end=end),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert apply_edits(text, edits) == want


async def test_a_handler_panic_is_reported_and_the_server_goes_on(client_debug: LanguageClient):
    client = client_debug
    with pytest.raises(Exception) as e:
        await client.protocol.send_request_async("hcl/debugPanic", {})
    assert "panicked" in str(e.value)
    assert any("panicked" in m.message for m in client.log_messages)
    d = Doc(client, "/nonexistent/after.hcl", "a = \n")
    diags = await diagnostics_for(client, d.uri, 1)
    assert len(diags) == 1


async def test_unknown_requests_and_bad_params_are_errors(client: LanguageClient):
    with pytest.raises(Exception) as e:
        await client.protocol.send_request_async("hcl/noSuchRequest", {})
    assert "unsupported request" in str(e.value)
    # a known request with parameters of the wrong shape, sent untyped
    from concurrent.futures import Future

    from pygls.protocol.json_rpc import JsonRPCRequestMessage

    fut = Future()
    client.protocol._request_futures["bad-hover"] = fut
    client.protocol._result_types["bad-hover"] = None
    client.protocol._send_data(
        JsonRPCRequestMessage(id="bad-hover", method="textDocument/hover", jsonrpc="2.0", params={"textDocument": 3})
    )
    with pytest.raises(Exception) as e:
        await asyncio.wrap_future(fut)
    assert "invalid parameters" in str(e.value)
    # a document that was never opened: no result, no error
    r = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri="file:///nowhere.hcl"),
            position=types.Position(line=99, character=99),
        )
    )
    assert r is None


async def test_cancellation_is_honoured(client: LanguageClient):
    folder = os.path.join(DATA, "s3-bucket")
    d = Doc(client, os.path.join(folder, "variables.tf"))
    idx = d.text.index('variable "tags"') + len('variable "')
    params = types.ReferenceParams(
        text_document=d.ident(),
        position=pos_of(d.text, idx),
        context=types.ReferenceContext(include_declaration=True),
    )
    futures = []
    # each cancel follows its request at once, while the workers are still
    # busy with the requests before it
    for i in range(200):
        futures.append(
            asyncio.wrap_future(client.protocol.send_request(types.TEXT_DOCUMENT_REFERENCES, params, msg_id=f"refs-{i}"))
        )
        if i >= 10:
            client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id=f"refs-{i}"))
    results = await asyncio.gather(*futures, return_exceptions=True)
    cancelled = [r for r in results if isinstance(r, Exception)]
    answered = [r for r in results if not isinstance(r, Exception)]
    assert all("cancelled" in str(c).lower() or "-32800" in str(c) for c in cancelled), cancelled[:1]
    assert len(cancelled) >= 1
    assert len(answered) >= 10 and all(len(a) == len(answered[0]) >= 2 for a in answered)


async def test_shutdown_and_exit_give_status_0():
    client = make_client()
    await client.start_io(HCL, "lsp")
    await client.initialize_session(initialize_params())
    Doc(client, "/nonexistent/x.hcl", "a = 1\n")
    await client.shutdown_session()
    assert client._server.returncode == 0
    await client.stop()


async def test_exit_without_shutdown_gives_status_1():
    client = make_client()
    await client.start_io(HCL, "lsp")
    await client.initialize_session(initialize_params())
    client.exit(None)
    await client._server.wait()
    assert client._server.returncode == 1
    await client.stop()


def test_closed_input_without_exit_gives_status_1():
    init = json.dumps(
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}
    ).encode()
    msg = b"Content-Length: %d\r\n\r\n%s" % (len(init), init)
    p = subprocess.run([HCL, "lsp"], input=msg, capture_output=True, timeout=60)
    assert p.returncode == 1
    # it answered the initialize request before the input closed
    assert b'"capabilities"' in p.stdout
