"""Shared fixtures of the language-server suite: `hcl lsp` started over
stdio by pytest-lsp, the `hcl` program for the expectations (`hcl check
--diags=json`, `hcl fmt`), documents opened from the test data.

The `hcl` program is target/release/hcl unless $HCL_BIN names another.
"""
import asyncio
import json
import os
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from pygls.protocol import default_converter

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(HERE, "data")
# the hcl program cargo built: $HCL_BIN, else release/hcl under $CARGO_TARGET_DIR
# (relative to the repository, as cargo takes it) or target/
TARGET = os.path.join(REPO, os.environ.get("CARGO_TARGET_DIR") or "target")
HCL = os.environ.get("HCL_BIN", os.path.join(TARGET, "release", "hcl"))
CORPUS = os.path.join(REPO, "tests", "corpus")

if not os.path.exists(HCL):
    raise RuntimeError(f"{HCL} is missing: build it with `cargo build --release --features cli --bin hcl`")


def uri_of(path):
    from pygls.uris import from_fs_path

    return from_fs_path(os.path.abspath(path))


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def initialize_params(encodings=None, options=None, root=None, folding_line_only=False):
    caps = client_capabilities("visual-studio-code")
    if encodings is not None:
        caps.general = types.GeneralClientCapabilities(position_encodings=encodings)
    folders = None
    if root is not None:
        folders = [types.WorkspaceFolder(uri=uri_of(root), name=os.path.basename(root))]
    return types.InitializeParams(
        capabilities=caps,
        initialization_options=options,
        workspace_folders=folders,
    )


def make_client():
    """pytest-lsp's test client, keeping every publishDiagnostics with its
    version in `client.published` (the default keeps the last one only)."""
    client = LanguageClient(converter_factory=default_converter)
    client.published = []

    def publish(client: LanguageClient, params: types.PublishDiagnosticsParams):
        client.published.append(params)
        client.diagnostics[params.uri] = params.diagnostics

    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish
    register_lsp_features(client, features)
    return client


def make_client_fixture(encodings=None, options=None, root=None):
    @pytest_lsp.fixture(
        config=ClientServerConfig(server_command=[HCL, "lsp"], client_factory=make_client)
    )
    async def fixture(lsp_client: LanguageClient):
        lsp_client.init_result = await lsp_client.initialize_session(initialize_params(encodings, options, root))
        yield
        await lsp_client.shutdown_session()

    return fixture


# UTF-16 (the default: the client offers nothing else)
client = make_client_fixture()


class Doc:
    """An open document and its text as the client keeps it."""

    def __init__(self, client, path, text=None, version=1):
        self.client = client
        self.path = os.path.abspath(path)
        self.uri = uri_of(self.path)
        self.text = read(path) if text is None else text
        self.version = version
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=self.uri, language_id="hcl", version=version, text=self.text
                )
            )
        )

    def ident(self):
        return types.TextDocumentIdentifier(uri=self.uri)

    def change(self, start, end, new_text):
        """Replace bytes... no: characters start..end of the text (Python
        string indices) with new_text, sending the matching UTF-16 range."""
        rng = types.Range(start=pos_of(self.text, start), end=pos_of(self.text, end))
        self.text = self.text[:start] + new_text + self.text[end:]
        self.version += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
                content_changes=[types.TextDocumentContentChangePartial(range=rng, text=new_text)],
            )
        )

    def close(self):
        self.client.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=self.ident())
        )


def lines_of(text):
    """Line start indices (\\n, \\r\\n and lone \\r end lines, as in LSP)."""
    starts = [0]
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\n" or (c == "\r" and (i + 1 >= len(text) or text[i + 1] != "\n")):
            starts.append(i + 1)
        i += 1
    return starts


def utf16_len(s):
    return len(s.encode("utf-16-le")) // 2


def pos_of(text, index, encoding="utf-16"):
    """The LSP position of string index `index`."""
    starts = lines_of(text)
    import bisect

    line = bisect.bisect_right(starts, index) - 1
    seg = text[starts[line]:index]
    if encoding == "utf-8":
        ch = len(seg.encode("utf-8"))
    else:
        ch = utf16_len(seg)
    return types.Position(line=line, character=ch)


def pos_of_byte(text, byte, encoding="utf-16"):
    """The LSP position of UTF-8 byte offset `byte`."""
    index = len(text.encode("utf-8")[:byte].decode("utf-8", errors="ignore"))
    return pos_of(text, index, encoding)


def index_of(text, pos, encoding="utf-16"):
    """The string index of an LSP position."""
    starts = lines_of(text)
    if pos.line >= len(starts):
        return len(text)
    i = starts[pos.line]
    units = 0
    while i < len(text) and text[i] not in "\r\n":
        n = len(text[i].encode("utf-8")) if encoding == "utf-8" else utf16_len(text[i])
        if units + n > pos.character:
            break
        units += n
        i += 1
    return i


def apply_edits(text, edits):
    """The text after LSP TextEdits (non-overlapping; applied from the end)."""
    spans = sorted(
        ((index_of(text, e.range.start), index_of(text, e.range.end), e.new_text) for e in edits),
        reverse=True,
    )
    for a, b, t in spans:
        text = text[:a] + t + text[b:]
    return text


def hcl_check(text, path):
    """`hcl check --diags=json` of `text` written to `path` (a file of a
    scratch folder: diagnostics name the file, so the document under test
    has the same path): the list of the reference-shaped diagnostics."""
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    p = subprocess.run([HCL, "check", "--diags=json", path], capture_output=True, text=True)
    if not p.stderr.strip():
        return []
    return json.loads(p.stderr)["diagnostics"]


def expected_lsp_diags(text, check_diags):
    """hcl check's diagnostics as the server must publish them."""
    out = []
    for d in check_diags:
        msg = d["summary"] + (": " + d["detail"] if d.get("detail") else "")
        if "subject" in d:
            s, e = d["subject"]["start"]["byte"], d["subject"]["end"]["byte"]
        else:
            s = e = 0
        out.append(
            (
                1 if d["severity"] == "error" else 2,
                msg,
                (pos_of_byte(text, s).line, pos_of_byte(text, s).character),
                (pos_of_byte(text, e).line, pos_of_byte(text, e).character),
            )
        )
    return out


def lsp_diags(diags):
    return [
        (
            d.severity.value,
            d.message,
            (d.range.start.line, d.range.start.character),
            (d.range.end.line, d.range.end.character),
        )
        for d in diags
    ]


async def diagnostics_for(client, uri, version, timeout=30):
    """Wait for the diagnostics of `uri` at `version`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        for params in reversed(client.published):
            if params.uri == uri and params.version == version:
                return params.diagnostics
        if loop.time() > deadline:
            raise TimeoutError(f"no diagnostics for {uri} version {version}")
        await asyncio.sleep(0.002)
