// hcl2-wasm against @cdktf/hcl2json (and hcl2-parser) in node, side by side:
// parse time on a corpus file, instantiate time in fresh processes, package
// sizes (raw and gzipped, as npm pack measures them).
//   node bench/bench.mjs FILE [RUNS]
// FILE: the 1 MB Terraform-like corpus (python3 ../shared/bench/gen_corpus.py DIR
// writes DIR/tf_1mb.hcl). Each round runs every parser once, in turn, so
// load on the machine falls on all of them alike; medians are reported.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = join(here, "..", "pkg");
const require = createRequire(join(here, "..", "package.json"));
const file = process.argv[2];
const runs = Number(process.argv[3] || 7);
if (!file) {
  console.error("usage: node bench/bench.mjs FILE [RUNS]");
  process.exit(2);
}
const text = readFileSync(file, "utf8");
const hcl = await import(join(pkgDir, "index.js"));
const cdktf = require("@cdktf/hcl2json");
const hcl2parser = require("hcl2-parser");

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function time(f) {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

// correctness first: the drop-in and @cdktf/hcl2json agree on this file
const ours = hcl.parseSync("main.tf", text);
const theirs = await cdktf.parse("main.tf", text);
const same = JSON.stringify(ours) === JSON.stringify(theirs);

const cases = {
  "hcl2-wasm toJSON": () => {
    if (!hcl.toJSON(text, "main.tf").ok) throw new Error("toJSON failed");
  },
  "hcl2-wasm parse (drop-in)": () => hcl.parse("main.tf", text),
  "@cdktf/hcl2json parse": () => cdktf.parse("main.tf", text),
  "hcl2-parser parseToObject": () => hcl2parser.parseToObject(text),
};
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (const f of Object.values(cases)) await f(); // warm-up (JIT, memory growth)
for (let i = 0; i < runs; i++) {
  for (const [k, f] of Object.entries(cases)) times[k].push(await time(f));
}

// instantiate: a fresh node process each time (module load to first result)
function fresh(code) {
  const xs = [];
  for (let i = 0; i < 5; i++) {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: join(here, ".."), encoding: "utf8" });
    xs.push(Number(out.trim()));
  }
  return median(xs);
}
const inst = {
  "hcl2-wasm": fresh(
    `const t0 = performance.now(); const h = await import(${JSON.stringify(join(pkgDir, "index.js"))}); h.parseSync("a.tf", "a = 1\\n"); console.log(performance.now() - t0);`,
  ),
  "@cdktf/hcl2json": fresh(
    `import { createRequire } from "node:module"; const require = createRequire(${JSON.stringify(join(here, "..", "package.json"))}); const t0 = performance.now(); const c = require("@cdktf/hcl2json"); await c.parse("a.tf", "a = 1\\n"); console.log(performance.now() - t0);`,
  ),
  "hcl2-parser": fresh(
    `import { createRequire } from "node:module"; const require = createRequire(${JSON.stringify(join(here, "..", "package.json"))}); const t0 = performance.now(); const c = require("hcl2-parser"); c.parseToObject("a = 1\\n"); console.log(performance.now() - t0);`,
  ),
};

// sizes: npm pack's own figures (unpacked: the files' bytes; packed: the .tgz)
function packSize(dir) {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", dir], { encoding: "utf8", cwd: here, stdio: ["ignore", "pipe", "ignore"] });
  const [info] = JSON.parse(out);
  return { unpacked: info.unpackedSize, packed: info.size, files: info.entryCount, version: info.version };
}
const sizes = {
  "hcl2-wasm": packSize(pkgDir),
  "@cdktf/hcl2json": packSize(join(here, "..", "node_modules", "@cdktf", "hcl2json")),
  "hcl2-parser": packSize(join(here, "..", "node_modules", "hcl2-parser")),
};

const ms = (x) => `${x.toFixed(1)} ms`;
const mb = (x) => `${(x / 1e6).toFixed(2)} MB`;
const base = median(times["@cdktf/hcl2json parse"]);
console.log(`file: ${file} (${text.length.toLocaleString("en")} bytes), node ${process.version}, ${runs} rounds`);
console.log(`drop-in parse equals @cdktf/hcl2json's on this file: ${same}\n`);
console.log("| task | median | min | vs @cdktf/hcl2json parse |\n| --- | --- | --- | --- |");
for (const [k, xs] of Object.entries(times)) {
  console.log(`| ${k} | ${ms(median(xs))} | ${ms(Math.min(...xs))} | ${(base / median(xs)).toFixed(1)}x |`);
}
console.log("\n| package | version | instantiate (fresh process, to first result) | unpacked | packed (.tgz) |\n| --- | --- | --- | --- | --- |");
for (const k of Object.keys(sizes)) {
  console.log(`| ${k} | ${sizes[k].version} | ${ms(inst[k])} | ${mb(sizes[k].unpacked)} | ${mb(sizes[k].packed)} |`);
}
console.log(`\nhcl2-wasm instantiateMs at import (this process): ${ms(hcl.instantiateMs)}`);
