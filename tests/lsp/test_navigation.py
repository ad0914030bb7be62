"""Definition, references and rename across the files of a folder, checked
against the traversals the reference `hcldec --var-refs` reports
(data/*.varrefs.json, recorded by gen_varrefs.py)."""
import json
import os
import re

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import DATA, Doc, apply_edits, pos_of_byte, read, uri_of

FOLDERS = ["s3-bucket", "s3-bucket-complete", "heredocs"]


def expected_refs(folder):
    """{(kind, name): set of (file, start byte, end byte, name start byte)} from var-refs."""
    with open(os.path.join(DATA, folder + ".varrefs.json")) as f:
        varrefs = json.load(f)
    resources = set()
    for fname in varrefs:
        text = read(os.path.join(DATA, folder, fname))
        resources |= set(re.findall(r'^resource\s+"([^"]+)"\s+"([^"]+)"', text, re.M))
    out = {}
    for fname, travs in varrefs.items():
        for t in travs:
            steps = t["steps"]
            names = [s[1] if s[0] == "attr" else None for s in steps[1:]]
            root = t["root"]
            key = None
            if root in ("var", "local", "module") and names and names[0]:
                key, last = (root, names[0]), steps[1]
            elif root == "data" and len(names) >= 2 and names[0] and names[1]:
                key, last = ("data", names[0] + "." + names[1]), steps[2]
            elif names and names[0] and (root, names[0]) in resources:
                key, last = ("resource", root + "." + names[0]), steps[1]
            if key:
                name_start = last[3] - len(last[1])
                out.setdefault(key, set()).add((fname, steps[0][2], last[3], name_start))
    # a variables file's top-level attributes set (refer to) the variables
    for fname in sorted(os.listdir(os.path.join(DATA, folder))):
        if fname.endswith(".tfvars"):
            raw = open(os.path.join(DATA, folder, fname), "rb").read()
            for m in re.finditer(rb"^([A-Za-z_][A-Za-z0-9_-]*)[ \t]*=", raw, re.M):
                s, e = m.span(1)
                out.setdefault(("var", m.group(1).decode()), set()).add((fname, s, e, s))
    return out


def test_expectations_are_there():
    counts = {f: sum(len(v) for v in expected_refs(f).values()) for f in FOLDERS}
    # the variables file's two settings
    assert len([o for v in expected_refs("heredocs").values() for o in v if o[0].endswith(".tfvars")]) == 2
    assert counts["s3-bucket"] >= 350
    assert counts["heredocs"] >= 15
    assert counts["s3-bucket-complete"] >= 20


def loc_key(folder, loc, texts):
    fname = os.path.basename(loc.uri)
    assert loc.uri == uri_of(os.path.join(DATA, folder, fname))
    return fname, loc.range.start, loc.range.end


async def check_folder(client, folder):
    refs = expected_refs(folder)
    files = sorted(f for f in os.listdir(os.path.join(DATA, folder)) if f.endswith((".tf", ".tfvars")))
    texts = {f: read(os.path.join(DATA, folder, f)) for f in files}
    docs = {}
    checked_refs = 0
    symbols = 0
    for (kind, name), occ in sorted(refs.items()):
        fname, start, end, _ = sorted(occ)[0]
        if fname not in docs:
            docs[fname] = Doc(client, os.path.join(DATA, folder, fname))
        d = docs[fname]
        text = texts[fname]
        # the cursor in the middle of the name step
        at = pos_of_byte(text, end - 1)
        got = await client.text_document_references_async(
            types.ReferenceParams(
                text_document=d.ident(), position=at, context=types.ReferenceContext(include_declaration=False)
            )
        )
        want = sorted(
            (f, (pos_of_byte(texts[f], s).line, pos_of_byte(texts[f], s).character),
             (pos_of_byte(texts[f], e).line, pos_of_byte(texts[f], e).character))
            for f, s, e, _ in occ
        )
        have = sorted(
            (os.path.basename(l.uri), (l.range.start.line, l.range.start.character), (l.range.end.line, l.range.end.character))
            for l in got
        )
        assert have == want, (kind, name)
        checked_refs += len(want)
        symbols += 1
        # definition: the declaration names the symbol
        defs = await client.text_document_definition_async(
            types.DefinitionParams(text_document=d.ident(), position=at)
        )
        if kind in ("var", "local", "module"):
            assert len(defs) == 1, (kind, name, defs)
            loc = defs[0]
            dtext = texts[os.path.basename(loc.uri)]
            lines = dtext.splitlines()
            line = lines[loc.range.start.line]
            decl = line[loc.range.start.character : loc.range.end.character]
            assert decl == name, (kind, name, line)
            if kind == "var":
                assert re.match(r'\s*variable\s+"' + name + '"', line)
            elif kind == "module":
                assert re.match(r'\s*module\s+"' + name + '"', line)
            else:
                assert re.match(r"\s*" + name + r"\s*=", line)
            # from the declaration, the same references
            ddoc = docs.get(os.path.basename(loc.uri)) or Doc(client, os.path.join(DATA, folder, os.path.basename(loc.uri)))
            docs[os.path.basename(loc.uri)] = ddoc
            back = await client.text_document_references_async(
                types.ReferenceParams(
                    text_document=ddoc.ident(), position=loc.range.start, context=types.ReferenceContext(include_declaration=True)
                )
            )
            assert len(back) == len(want) + 1
        elif kind in ("data", "resource"):
            assert len(defs) == 1, (kind, name, defs)
            loc = defs[0]
            line = texts[os.path.basename(loc.uri)].splitlines()[loc.range.start.line]
            t, n = name.split(".")
            word = "data" if kind == "data" else "resource"
            assert re.match(r'\s*%s\s+"%s"\s+"%s"' % (word, t, n), line), line
    return checked_refs, symbols, docs, texts, refs


async def test_references_and_definitions_match_var_refs(client: LanguageClient):
    total = 0
    symbols = 0
    for folder in FOLDERS:
        n, s, *_ = await check_folder(client, folder)
        total += n
        symbols += s
    assert total >= 400
    assert symbols >= 60


async def rename_and_check(client, folder, kind, name, new):
    refs = expected_refs(folder)
    files = sorted(f for f in os.listdir(os.path.join(DATA, folder)) if f.endswith((".tf", ".tfvars")))
    texts = {f: read(os.path.join(DATA, folder, f)) for f in files}
    fname, start, end, _ = sorted(refs[(kind, name)])[0]
    d = Doc(client, os.path.join(DATA, folder, fname))
    at = pos_of_byte(texts[fname], end - 1)
    prep = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=d.ident(), position=at)
    )
    assert prep.placeholder == name
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=d.ident(), position=at, new_name=new)
    )
    defs = await client.text_document_definition_async(types.DefinitionParams(text_document=d.ident(), position=at))
    d.close()
    changed = {os.path.basename(u): apply_edits(texts[os.path.basename(u)], e) for u, e in edit.changes.items()}
    # what must change: every name step var-refs reports, and the declaration
    spans = {}
    for f, s, e, ns in refs[(kind, name)]:
        spans.setdefault(f, []).append((ns, e))
    for loc in defs:
        f = os.path.basename(loc.uri)
        t = texts[f]
        from conftest import index_of

        a, b = index_of(t, loc.range.start), index_of(t, loc.range.end)
        spans.setdefault(f, []).append((len(t[:a].encode()), len(t[:b].encode())))
    for f, t in texts.items():
        b = t.encode()
        want = b
        for s, e in sorted(spans.get(f, []), reverse=True):
            want = want[:s] + new.encode() + want[e:]
        got = changed.get(f, t)
        assert got.encode() == want, f
    return sum(len(v) for v in spans.values())


async def test_rename_variables_locals_modules_across_files(client: LanguageClient):
    n = 0
    n += await rename_and_check(client, "heredocs", "var", "name", "service_name")
    n += await rename_and_check(client, "heredocs", "local", "greeting", "hello")
    n += await rename_and_check(client, "heredocs", "module", "web", "frontend")
    n += await rename_and_check(client, "s3-bucket", "var", "tags", "labels")
    n += await rename_and_check(client, "s3-bucket", "local", "create_bucket", "make_bucket")
    n += await rename_and_check(client, "s3-bucket-complete", "module", "log_bucket", "logs")
    assert n >= 40


async def test_rename_refuses_what_it_cannot_rename(client: LanguageClient):
    folder = os.path.join(DATA, "heredocs")
    d = Doc(client, os.path.join(folder, "main.tf"))
    at = pos_of_byte(d.text, d.text.index("null_resource.banner.id") + 3)
    prep = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=d.ident(), position=at)
    )
    assert prep is None
    at = pos_of_byte(d.text, d.text.index("var.name") + 5)
    try:
        await client.text_document_rename_async(types.RenameParams(text_document=d.ident(), position=at, new_name="1bad"))
        raise AssertionError("renamed to an invalid name")
    except Exception as e:
        assert "not a valid HCL identifier" in str(e)
