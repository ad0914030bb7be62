// The package's API on the repository's corpora: the reference's recorded
// outputs (tests/corpus) and this repository's hcl CLI on the same files.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import * as hcl from "../pkg/index.js";
import { root, corpus, realFiles, read, canonical, hclBin, hcl as cli } from "./corpus.mjs";

const bin = hclBin();
const needCli = bin ? false : "the hcl CLI is not built (cargo build --release --features cli --bin hcl)";

// a few corpus files nest deeper than the package's default limit (500): the
// comparisons with the reference ask for more room. Deeper than 1,000 levels
// the wasm32 build refuses input whatever the limit (the engine's stack is
// small: src/depth.rs): those files, and only they, are counted apart.
const DEEP = { maxNesting: 50000 };
const MAX_DEEP_FILES = 15;

/** The diagnostics are the wasm32 build's own nesting bound and nothing else. */
function tooDeep(diags) {
  return diags.length === 1 && diags[0].kind === "limit_exceeded" && /more than 1000 levels deep/.test(diags[0].detail);
}

function lines(p) {
  return readFileSync(p, "utf8").split("\n").filter(Boolean);
}

test("format: every real-world and perturbed file of the formatter corpus, as the reference hclfmt", () => {
  let n = 0;
  let deep = 0;
  for (const dir of ["real", "perturbed"]) {
    const d = join(corpus, "fmt", dir);
    for (const line of lines(join(d, "cases.txt"))) {
      const [name, how] = line.split(" ");
      const src = readFileSync(join(d, `${name}.hcl`), "utf8");
      const want = how === "same" ? src : readFileSync(join(d, `${name}.out.hcl`), "utf8");
      const r = hcl.format(src, DEEP);
      if (tooDeep(r.diagnostics)) {
        deep++;
        continue;
      }
      assert.equal(r.ok, true, `${dir}/${name}: ${JSON.stringify(r.diagnostics)}`);
      assert.equal(r.value, want, `${dir}/${name}`);
      n++;
    }
  }
  assert.equal(n + deep, 1650 + 2731);
  assert.ok(deep <= MAX_DEEP_FILES, `${deep} files deeper than 1,000 levels`);
});

test("format: identical to `hcl fmt` (every 20th real file)", { skip: needCli }, () => {
  const files = realFiles().filter((_, i) => i % 20 === 0);
  for (const f of files) {
    const r = hcl.format(read(f));
    const c = cli(["fmt", f]);
    if (c.status === 0) assert.equal(r.value, c.stdout, f);
    else assert.equal(r.ok, false, f);
  }
  assert.ok(files.length >= 90, `${files.length} files`);
});

test("toJSON: identical to `hcl json` (every 10th real file)", { skip: needCli }, () => {
  const files = realFiles().filter((_, i) => i % 10 === 0);
  let same = 0;
  for (const f of files) {
    const r = hcl.toJSON(read(f), f);
    const c = cli(["json", f]);
    assert.equal(r.ok, c.status === 0, f);
    if (c.status === 0) {
      assert.equal(r.value, c.stdout, f);
      same++;
    }
  }
  assert.ok(same >= 180, `${same} files`);
});

test("fromJSON: identical to `hcl json --to-hcl` on toJSON's output (every 40th real file)", { skip: needCli }, () => {
  const files = realFiles().filter((_, i) => i % 40 === 0);
  let n = 0;
  for (const f of files) {
    const j = hcl.toJSON(read(f), f);
    if (!j.ok) continue;
    const back = hcl.fromJSON(j.value, { filename: "in.json" });
    const c = cli(["json", "--to-hcl", "-"], j.value);
    assert.equal(back.ok, c.status === 0, f);
    if (c.status === 0) assert.equal(back.value, c.stdout, f);
    n++;
  }
  assert.ok(n >= 45, `${n} files`);
});

test("check: the reference's syntax diagnostics on every file of tests/corpus/syntax", () => {
  const d = join(corpus, "syntax");
  let n = 0;
  let deep = 0;
  let withErrors = 0;
  const key = (x) =>
    [x.severity, x.summary, x.detail, x.subject?.start.byte ?? x.range?.start.byte, x.subject?.end.byte ?? x.range?.end.byte,
     x.subject?.start.line ?? x.range?.start.line, x.subject?.start.column ?? x.range?.start.column].join("|");
  for (const name of readdirSync(d).filter((n) => n.endsWith(".hcl")).sort()) {
    const want = JSON.parse(readFileSync(join(d, name.replace(/\.hcl$/, ".expect.json")), "utf8"));
    const src = readFileSync(join(d, name), "utf8");
    if (Buffer.byteLength(src) !== readFileSync(join(d, name)).length) continue; // not UTF-8: JavaScript strings cannot carry it
    const got = hcl.check(src, name, DEEP);
    if (tooDeep(got)) {
      deep++;
      continue;
    }
    assert.deepEqual(got.map(key).sort(), want.diagnostics.map(key).sort(), name);
    if (want.diagnostics.length) withErrors++;
    n++;
  }
  assert.ok(n >= 700 && withErrors >= 300, `${n} files, ${withErrors} with errors`);
  assert.ok(deep <= MAX_DEEP_FILES, `${deep} files deeper than 1,000 levels`);
});

test("check: error and warning counts as `hcl check` reports them (the mutants' files and every 10th syntax case)", { skip: needCli }, () => {
  const d = join(corpus, "syntax");
  const files = [
    ...readdirSync(d).filter((n) => n.endsWith(".hcl")).sort().filter((_, i) => i % 10 === 0).map((n) => join("tests/corpus/syntax", n)),
  ];
  let n = 0;
  for (const f of files) {
    const buf = readFileSync(join(root, f));
    const src = buf.toString("utf8");
    if (Buffer.byteLength(src) !== buf.length) continue;
    const got = hcl.check(src, f, DEEP);
    const c = cli(["check", f]);
    const m = /(\d+) files? checked, (\d+) errors?, (\d+) warnings?/.exec(c.stderr);
    assert.ok(m, c.stderr);
    if (tooDeep(got) && m[2] === "0") continue;
    assert.equal(got.filter((x) => x.severity === "error").length, Number(m[2]), f);
    assert.equal(got.filter((x) => x.severity === "warning").length, Number(m[3]), f);
    n++;
  }
  assert.ok(n >= 70, `${n} files`);
});

test("check: positions in UTF-16 code units for editors", () => {
  const src = 'a = "👍é"\nb = {\n';
  const [d] = hcl.check(src, "u.hcl");
  assert.equal(d.severity, "error");
  const r = d.range;
  // the byte offset and the UTF-16 offset name the same place
  assert.equal(Buffer.from(src).subarray(0, r.start.byte).toString(), src.slice(0, r.start.utf16));
  assert.equal(Buffer.from(src).subarray(0, r.end.byte).toString(), src.slice(0, r.end.utf16));
  assert.ok(r.start.utf16 < r.start.byte);
});

/** A value of evaluate() against the reference's JSON (numbers beyond a double come back as strings). */
function sameValue(got, want, type) {
  if (type === "number" && typeof got === "string") return Number(got) === want || got === String(want);
  if (Array.isArray(type) && Array.isArray(got)) {
    const [kind, inner] = type;
    return got.length === want.length && got.every((g, i) => sameValue(g, want[i], kind === "tuple" ? inner[i] : inner));
  }
  if (Array.isArray(type) && got && typeof got === "object") {
    const [kind, inner] = type;
    const keys = Object.keys(got).sort();
    return canonical(keys) === canonical(Object.keys(want).sort()) &&
      keys.every((k) => sameValue(got[k], want[k], kind === "object" ? inner[k] : inner));
  }
  return canonical(got) === canonical(want);
}

test("evaluate: the reference hcleval's values and errors over tests/corpus/eval", () => {
  const d = join(corpus, "eval");
  const vars = readFileSync(join(d, "vars.json"), "utf8"); // as text: its big numbers stay exact
  // the root crate's allow-list of detail differences (Go map order): summaries only
  const summariesOnly = new Set(
    lines(join(root, "tests", "allow", "details-eval-eval.txt")).filter((l) => !l.startsWith("#")).map((l) => l.replace(/^eval\//, "")),
  );
  let ok = 0;
  let errors = 0;
  let unscored = 0;
  for (const name of readdirSync(d).filter((n) => /^\d+\.hcl$/.test(n)).sort()) {
    const src = readFileSync(join(d, name), "utf8");
    assert.ok(src.startsWith("r = "), name);
    const expr = src.slice(4).replace(/\n$/, "");
    const want = JSON.parse(readFileSync(join(d, name.replace(/\.hcl$/, ".expect.json")), "utf8"));
    const got = hcl.evaluate(expr, vars);
    if (want.exit === 0) {
      assert.equal(got.ok, true, `${name}: ${JSON.stringify(got.diagnostics)}`);
      const t = want.stdout.type[1].r;
      assert.deepEqual(got.value.type, t, name);
      assert.ok(sameValue(got.value.value, want.stdout.value.r, t), `${name}: ${canonical(got.value.value)} vs ${canonical(want.stdout.value.r)}`);
      ok++;
    } else if (want.stderr && typeof want.stderr === "object") {
      assert.equal(got.ok, false, name);
      // a Go panic's detail ends with a stack trace, cut from the stored output
      // (and ranges named in details are in the file, here in the expression alone)
      const det = (d) =>
        (d.includes("panic in function implementation: ") ? d.replace(/\.+$/, "") : d).replace(/(<expr>|\d+\.hcl):\d+,\d+(-\d+(,\d+)?)?/g, "@");
      const key = (x) => (summariesOnly.has(name) ? x.summary : `${x.summary}|${det(x.detail)}`);
      assert.deepEqual(
        got.diagnostics.filter((x) => x.severity === "error").map(key).sort(),
        want.stderr.diagnostics.filter((x) => x.severity === "error").map(key).sort(),
        name,
      );
      errors++;
    } else {
      unscored++; // hcleval could not write the value (infinity) : not compared
    }
  }
  assert.ok(ok >= 1600 && errors >= 600, `${ok} values, ${errors} errors, ${unscored} unscored`);
});

test("evaluate: numbers a double cannot hold come back as strings", () => {
  assert.deepEqual(hcl.evaluate("9007199254740993").value, { value: "9007199254740993", type: "number" });
  assert.deepEqual(hcl.evaluate("0.1 + 0.2").value, { value: 0.3, type: "number" });
  assert.deepEqual(hcl.evaluate("1e400").value.value, "1" + "0".repeat(400));
  assert.deepEqual(hcl.evaluate("upper(x)", { x: "a" }).value, { value: "A", type: "string" });
  assert.deepEqual(hcl.evaluate('{b = [1, "x"], a = tolist([true])}').value.value, { a: [true], b: [1, "x"] });
  const bad = hcl.evaluate("nosuch(1)");
  assert.equal(bad.ok, false);
  assert.equal(bad.diagnostics[0].summary, "Call to unknown function");
});

test("decode: the reference hcldec's values and errors over tests/corpus/hcldec", () => {
  const base = join(corpus, "hcldec");
  let ok = 0;
  let errors = 0;
  for (const group of readdirSync(base).sort()) {
    const d = join(base, group);
    if (!existsSync(join(d, "spec.hcldec"))) continue;
    const spec = readFileSync(join(d, "spec.hcldec"), "utf8");
    for (const name of readdirSync(d).filter((n) => n.endsWith(".hcl")).sort()) {
      const want = JSON.parse(readFileSync(join(d, name.replace(/\.hcl$/, ".expect.json")), "utf8"));
      const got = hcl.decode(readFileSync(join(d, name), "utf8"), spec, { filename: name, keepNulls: true, withType: true });
      if (want.exit === 0) {
        assert.equal(got.ok, true, `${group}/${name}: ${JSON.stringify(got.diagnostics)}`);
        assert.equal(canonical(got.value), canonical(want.stdout), `${group}/${name}`);
        ok++;
      } else {
        assert.equal(got.ok, false, `${group}/${name}`);
        const key = (x) => `${x.severity}|${x.summary}|${x.detail}`;
        assert.deepEqual(got.diagnostics.map(key).sort(), want.stderr.diagnostics.map(key).sort(), `${group}/${name}`);
        errors++;
      }
    }
  }
  assert.ok(ok + errors >= 80 && ok >= 30, `${ok} values, ${errors} errors`);
});
