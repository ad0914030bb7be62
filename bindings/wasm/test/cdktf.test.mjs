// The drop-in parse against @cdktf/hcl2json: its recorded outputs over every
// real Terraform-style file of the repository (test/cdktf_expect.jsonl, made
// by tools/gen_cdktf_expect.mjs with the npm package), and a live cross-check
// of a few files with the package itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import * as hcl from "../pkg/index.js";
import { read, canonical, sha256 } from "./corpus.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const expect = readFileSync(join(here, "cdktf_expect.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l));

/**
 * Known differences, each with its reason; a file listed here must still
 * differ (so the list stays true), and no other file may.
 */
export const KNOWN = JSON.parse(readFileSync(join(here, "cdktf_known.json"), "utf8"));

test("parse agrees with @cdktf/hcl2json on the real files where both succeed", () => {
  let both = 0;
  let equal = 0;
  let onlyTheirs = 0;
  let onlyOurs = 0;
  const differ = [];
  for (const e of expect) {
    let ours;
    let err = null;
    try {
      ours = hcl.parseSync("main.tf", read(e.file));
    } catch (x) {
      err = x;
      assert.ok(x instanceof hcl.HclError && x.diagnostics.length > 0, `${e.file}: ${x}`);
    }
    if (e.ok && !err) {
      both++;
      if (sha256(canonical(ours)) === e.sha256) equal++;
      else differ.push(e.file);
    } else if (e.ok) onlyTheirs++;
    else if (!err) onlyOurs++;
  }
  const known = new Set(Object.keys(KNOWN));
  assert.deepEqual(differ.filter((f) => !known.has(f)), [], "differences not in cdktf_known.json");
  assert.deepEqual([...known].filter((f) => !differ.includes(f)), [], "known differences that no longer differ");
  assert.ok(expect.length >= 1800, `${expect.length} files`);
  const pct = (100 * equal) / both;
  assert.ok(pct >= 99, `${equal}/${both} = ${pct.toFixed(2)}%`);
  console.log(
    `cdktf differential: ${expect.length} files, both parse ${both}, equal ${equal} (${pct.toFixed(2)}%), ` +
      `only @cdktf/hcl2json parses ${onlyTheirs}, only hcl2-wasm parses ${onlyOurs}`,
  );
});

test("parse: live cross-check with @cdktf/hcl2json (every 100th file and hand-made cases)", async () => {
  const require = createRequire(import.meta.url);
  const cdktf = require("@cdktf/hcl2json");
  const cases = [
    'variable "a" {\n  type = string\n}\n',
    'a = 1\nb = -1\nc = 1.5\nd = true\ne = null\nf = "x${y}z"\ng = [1, "a", x]\nh = { a = 1, "b" = 2, c.d = 3, (e) = 4 }\n',
    'i = f(x)\nj = a ? b : c\nk = "$${x}"\nl = <<EOF\nhello ${w}\nEOF\nm = 1 + 2\nn = x[0]\n',
    'p = "%{if a}x%{else}y%{endif}"\nq = "%{for k, v in m}${v}%{endfor}"\nr = 12345678901234567890\nt = !true\nu = (1)\nv = "${ a }"\nw = -x\n',
    'resource "a" "b" {\n  x = 1\n}\nresource "a" "b" {\n  y = 2\n}\nresource "a" "c" {}\nlocals {\n a = 1\n}\nlocals {\n b = 2\n}\n',
    'x = "a${b ? "c" : d}e"\ny = <<-EOT\n    indented ${v}\n      more\n    EOT\nz = { "k${x}" = 1, null = 2, true = 3, 4 = 5 }\n',
    'a = [for v in l : v if v != null]\nb = { for k, v in m : k => v... }\nc = l[*].id\nd = -0\ne = 1e400\nf = "%%{x}"\ng = "a%%{x}${y}$${z}"\n',
  ];
  const files = expect.filter((_, i) => i % 100 === 0).map((e) => read(e.file));
  let n = 0;
  for (const src of [...cases, ...files]) {
    let theirs;
    let theirErr = null;
    try {
      theirs = await cdktf.parse("main.tf", src);
    } catch (e) {
      theirErr = e;
    }
    let ours;
    let ourErr = null;
    try {
      ours = await hcl.parse("main.tf", src);
    } catch (e) {
      ourErr = e;
    }
    assert.equal(!!ourErr, !!theirErr, `${src.slice(0, 80)}: ours ${ourErr}, theirs ${theirErr}`);
    if (!ourErr) {
      assert.deepStrictEqual(ours, theirs, src.slice(0, 200));
      assert.equal(JSON.stringify(ours), JSON.stringify(theirs), "same key order");
    }
    n++;
  }
  assert.ok(n >= cases.length + 18, `${n} cases`);
});

test("parse: block layouts the shape cannot hold: the same error as @cdktf/hcl2json", async () => {
  const require = createRequire(import.meta.url);
  const cdktf = require("@cdktf/hcl2json");
  const cases = [
    'locals {}\nlocals "x" {}\n',
    'a "x" {}\na {}\n',
    'a "x" {}\na "x" "y" {}\n',
    'outer {\n  a "x" {}\n  a {}\n}\n',
  ];
  for (const src of cases) {
    const theirs = await cdktf.parse("main.tf", src).then(() => null, (e) => e.message);
    const ours = await hcl.parse("main.tf", src).then(() => null, (e) => e.message);
    assert.ok(theirs, src);
    assert.equal(ours, theirs, src);
  }
});

test("parse: errors reject the promise with diagnostics", async () => {
  await assert.rejects(hcl.parse("main.tf", "a = {"), (e) => {
    assert.ok(e instanceof hcl.HclError);
    assert.match(e.message, /^parse config: \[main\.tf:1,6-6: Missing expression; /);
    assert.equal(e.diagnostics[0].summary, "Missing expression");
    return true;
  });
});
