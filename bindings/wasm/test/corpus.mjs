// Shared helpers of the node tests: the repository's corpora and the hcl CLI.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const corpus = join(root, "tests", "corpus");

function walk(dir, out) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/**
 * Real Terraform-style files of the repository: the formatter corpus's
 * real-world files (tests/corpus/fmt/real) and the files of the mutant
 * corpora (tests/corpus/mutants/REPO/files), as paths relative to the root.
 */
export function realFiles() {
  const fmt = readdirSync(join(corpus, "fmt", "real"))
    .filter((n) => /^\d+\.hcl$/.test(n))
    .sort()
    .map((n) => join(corpus, "fmt", "real", n));
  const mutants = [];
  for (const repo of readdirSync(join(corpus, "mutants")).sort()) {
    const d = join(corpus, "mutants", repo, "files");
    if (existsSync(d)) walk(d, mutants);
  }
  return [...fmt, ...mutants.filter((p) => /\.(tf|hcl|nomad)$/.test(p))].map((p) =>
    relative(root, p),
  );
}

export function read(rel) {
  return readFileSync(join(root, rel), "utf8");
}

/** JSON text with every object's keys sorted: equal values give equal text. */
export function canonical(v) {
  return JSON.stringify(v, (_, x) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, x[k]]))
      : x,
  );
}

export function sha256(s) {
  return createHash("sha256").update(s).digest("hex");
}

/** The hcl CLI of this repository (target/release/hcl), or null when it is not built. */
export function hclBin() {
  const dir = process.env.CARGO_TARGET_DIR || join(root, "target");
  const p = join(dir, "release", "hcl");
  return existsSync(p) ? p : null;
}

/** Runs the hcl CLI: {status, stdout, stderr}. */
export function hcl(args, input) {
  const bin = hclBin();
  const r = spawnSync(bin, ["--color=never", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    maxBuffer: 256 << 20,
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
