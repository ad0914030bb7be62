// Writes test/cdktf_expect.jsonl: @cdktf/hcl2json's parse (npm, devDependency)
// of every real Terraform-style file of the repository (test/corpus.mjs),
// one line per file: {"file", "ok", "sha256"} (sha256 of the result's
// canonical JSON) or {"file", "ok": false, "error"}. The differential test
// compares the drop-in parse with these lines, and a few files live.
//   node tools/gen_cdktf_expect.mjs
import { writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { realFiles, read, canonical, sha256 } from "../test/corpus.mjs";

const require = createRequire(import.meta.url);
const { parse } = require("@cdktf/hcl2json");
const here = dirname(fileURLToPath(import.meta.url));
const lines = [];
let ok = 0;
for (const file of realFiles()) {
  const text = read(file);
  try {
    const v = await parse("main.tf", text);
    lines.push(JSON.stringify({ file, ok: true, sha256: sha256(canonical(v)) }));
    ok++;
  } catch (e) {
    lines.push(JSON.stringify({ file, ok: false, error: String(e.message || e) }));
  }
}
writeFileSync(join(here, "..", "test", "cdktf_expect.jsonl"), lines.join("\n") + "\n");
console.log(`${lines.length} files, ${ok} parsed by @cdktf/hcl2json`);
