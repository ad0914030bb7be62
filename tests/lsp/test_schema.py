"""An hcldec spec: schema diagnostics, completion of block types and
attribute names, hover on attributes."""
from lsprotocol import types

from conftest import DATA, HCL, Doc, diagnostics_for, initialize_params, lsp_diags, make_client, pos_of

SPEC = '''object {
  attr "name" {
    type     = string
    required = true
  }
  attr "replicas" {
    type = number
  }
  block_list "listener" {
    object {
      attr "port" {
        type     = number
        required = true
      }
      attr "protocol" {
        type = string
      }
    }
  }
}
'''

TEXT = '''name = "web"
colour = "red"
listener {
  protocol = "tcp"
}
'''


async def start(tmp_path, options=None, spec_name=".hcl-spec.hcldec"):
    (tmp_path / spec_name).write_text(SPEC)
    client = make_client()
    await client.start_io(HCL, "lsp")
    await client.initialize_session(initialize_params(options=options, root=str(tmp_path)))
    return client


async def test_spec_at_the_workspace_root_adds_schema_diagnostics(tmp_path):
    client = await start(tmp_path)
    try:
        d = Doc(client, str(tmp_path / "app.hcl"), TEXT)
        got = lsp_diags(await diagnostics_for(client, d.uri, 1))
        messages = [m for _, m, _, _ in got]
        # what the reference `hcldec --spec --diags=json` reports for TEXT
        # (Go hcl v2.24.0): summary, detail, subject bytes
        want = [
            (1, 'Unsupported argument: An argument named "colour" is not expected here.', (1, 0), (1, 6)),
            (1, 'Missing required argument: The argument "port" is required, but no definition was found.', (2, 9), (2, 9)),
        ]
        assert got == want
        # completion at the start of an item: attributes and block types
        d.change(len(TEXT), len(TEXT), "\n")
        r = await client.text_document_completion_async(
            types.CompletionParams(text_document=d.ident(), position=pos_of(d.text, len(d.text)))
        )
        assert sorted(i.label for i in r) == ["listener", "name", "replicas"]
        # inside the listener block: its attributes
        at = pos_of(d.text, d.text.index("  protocol"))
        r = await client.text_document_completion_async(types.CompletionParams(text_document=d.ident(), position=at))
        assert sorted(i.label for i in r) == ["port", "protocol"]
        # hover on an attribute
        at = pos_of(d.text, d.text.index("protocol") + 2)
        h = await client.text_document_hover_async(types.HoverParams(text_document=d.ident(), position=at))
        assert "protocol = string" in h.contents.value and "Optional" in h.contents.value
        at = pos_of(d.text, d.text.index("name") + 1)
        h = await client.text_document_hover_async(types.HoverParams(text_document=d.ident(), position=at))
        assert "name = string" in h.contents.value and "Required" in h.contents.value
    finally:
        await client.shutdown_session()
        await client.stop()


async def test_spec_named_in_initialization_options(tmp_path):
    client = await start(tmp_path, options={"spec": "my.hcldec"}, spec_name="my.hcldec")
    try:
        d = Doc(client, str(tmp_path / "a.hcl"), 'name = "x"\nlistener {\n  port = 1\n}\n')
        assert list(await diagnostics_for(client, d.uri, 1)) == []
        d2 = Doc(client, str(tmp_path / "b.hcl"), "replicas = 2\n")
        got = lsp_diags(await diagnostics_for(client, d2.uri, 1))
        assert [m.split(":")[0] for _, m, _, _ in got] == ["Missing required argument"]
    finally:
        await client.shutdown_session()
        await client.stop()


async def test_a_spec_that_does_not_load_is_shown(tmp_path):
    (tmp_path / "bad.hcldec").write_text("object {\n  attr {\n")
    client = make_client()
    await client.start_io(HCL, "lsp")
    await client.initialize_session(initialize_params(options={"spec": "bad.hcldec"}, root=str(tmp_path)))
    try:
        d = Doc(client, str(tmp_path / "a.hcl"), "x = 1\n")
        assert list(await diagnostics_for(client, d.uri, 1)) == []
        assert any("does not load" in m.message for m in client.messages)
    finally:
        await client.shutdown_session()
        await client.stop()
