#!/usr/bin/env python3
"""Benchmark of `hcl lsp` (run by hand; figures in benches/RESULTS.md).

    python3 benches/lsp.py            # in a venv with pytest-lsp installed

1. Opens target/bench/tf_10mb.hcl (written by ../shared/bench/gen_corpus.py
   when missing), then makes one-character edits: the time from sending the
   didChange to the diagnostics of that version, and the server's memory
   (VmRSS and its peak VmHWM from /proc) against the size of the text.
2. Writes a folder of 1,000 files that use one variable (variables.tf
   declares it; 999 files refer to it in attributes, templates and
   heredocs), opens one, and times `textDocument/rename` of the variable
   (the first: files read and indexed; the second: from the cache).

The server is target/release/hcl unless $HCL_BIN names another.
"""
import asyncio
import os
import subprocess
import sys
import tempfile
import time

from lsprotocol import types
from pygls.protocol import default_converter
from pygls.uris import from_fs_path
from pytest_lsp import LanguageClient, client_capabilities

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HCL = os.environ.get("HCL_BIN", os.path.join(REPO, "target", "release", "hcl"))


def corpus():
    path = os.path.join(REPO, "target", "bench", "tf_10mb.hcl")
    if not os.path.exists(path):
        gen = os.path.join(REPO, "..", "shared", "bench", "gen_corpus.py")
        subprocess.run([sys.executable, gen, os.path.dirname(path)], check=True)
    return path


def memory(pid):
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            k, _, v = line.partition(":")
            if k in ("VmRSS", "VmHWM"):
                out[k] = int(v.split()[0]) * 1024
    return out


async def start():
    client = LanguageClient(converter_factory=default_converter)
    published = []

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def _publish(params: types.PublishDiagnosticsParams):
        published.append((time.perf_counter(), params))

    await client.start_io(HCL, "lsp")
    await client.initialize_session(types.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    return client, published


async def wait(published, uri, version):
    while True:
        for t, p in published:
            if p.uri == uri and p.version == version:
                return t, p
        await asyncio.sleep(0.0005)


async def big_file():
    path = corpus()
    text = open(path, encoding="utf-8").read()
    client, published = await start()
    uri = from_fs_path(path)
    pid = client._server.pid
    base = memory(pid)
    t0 = time.perf_counter()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="hcl", version=1, text=text))
    )
    t1, p = await wait(published, uri, 1)
    print(f"open {len(text):,} bytes: diagnostics ({len(p.diagnostics)}) after {1000 * (t1 - t0):.0f} ms")

    def show_memory(when):
        m = memory(pid)
        print(
            f"memory {when}: RSS {m['VmRSS'] / 1e6:.1f} MB, peak {m['VmHWM'] / 1e6:.1f} MB "
            f"(RSS before open {base['VmRSS'] / 1e6:.1f} MB); peak / text = {m['VmHWM'] / len(text):.2f}"
        )

    show_memory("after open")
    # one-character edits in the middle of the file: a space after an `=`
    # (the file stays clean), then a `{` (an error: the full parse)
    mid = text.index(" = ", len(text) // 2) + 2
    line = text.count("\n", 0, mid)
    col = mid - (text.rfind("\n", 0, mid) + 1)
    version = 1
    for label, ch in [("clean", " "), ("clean", " "), ("clean", " "), ("clean", " "), ("clean", " "), ("error", "{"), ("error", "}")]:
        if label == "error" and ch == "{":
            show_memory("after the clean edits")
        version += 1
        pos = types.Position(line=line, character=col)
        t0 = time.perf_counter()
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=pos, end=pos), text=ch)],
            )
        )
        t1, p = await wait(published, uri, version)
        print(f"edit {ch!r} ({label}): diagnostics ({len(p.diagnostics)}) after {1000 * (t1 - t0):.0f} ms")
    show_memory("after the edits with errors")
    await client.shutdown_session()
    await client.stop()


def write_folder(d, n):
    with open(os.path.join(d, "variables.tf"), "w") as f:
        f.write('variable "region" {\n  type    = string\n  default = "eu-west-1"\n}\n')
    for i in range(1, n):
        with open(os.path.join(d, f"r{i:04}.tf"), "w") as f:
            f.write(
                f'resource "aws_instance" "r{i}" {{\n'
                f'  ami    = "ami-{i}"\n'
                f'  region = var.region\n'
                f'  tags = {{\n    Name = "r{i}-${{var.region}}"\n  }}\n'
                f'  user_data = <<-EOT\n    echo ${{var.region}}\n  EOT\n'
                f'}}\n'
            )


async def rename_folder():
    with tempfile.TemporaryDirectory() as d:
        n = 1000
        write_folder(d, n)
        client, _ = await start()
        path = os.path.join(d, "r0001.tf")
        text = open(path).read()
        uri = from_fs_path(path)
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="hcl", version=1, text=text))
        )
        at = types.Position(line=2, character=text.splitlines()[2].index("var.region") + 5)
        for run, new in [("first (files read and indexed)", "location"), ("second (cached)", "zone")]:
            # (the rename is not applied: both rename `region`)
            t0 = time.perf_counter()
            edit = await client.text_document_rename_async(
                types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=at, new_name=new)
            )
            t1 = time.perf_counter()
            files = len(edit.changes)
            edits = sum(len(v) for v in edit.changes.values())
            print(f"rename across {n} files, {run}: {1000 * (t1 - t0):.0f} ms ({files} files, {edits} edits)")
        await client.shutdown_session()
        await client.stop()


async def main():
    await big_file()
    await rename_folder()


if __name__ == "__main__":
    asyncio.run(main())
