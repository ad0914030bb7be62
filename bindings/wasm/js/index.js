// hcl2-wasm: HCL v2 (the hcl2 crate) in JavaScript, for node and the browser.
// The WebAssembly module ships gzip-compressed (hcl2_wasm_bg.wasm.gz, as
// @cdktf/hcl2json ships its module) and is loaded once, when this module is
// imported (top-level await): in node from the file beside this one, in a
// browser with fetch and DecompressionStream.
import * as glue from "./hcl2_wasm.js";

const wasmUrl = new URL("./hcl2_wasm_bg.wasm.gz", import.meta.url);
const isNode =
  typeof process !== "undefined" && process.versions != null && process.versions.node != null;

/** The compiled module: every instance (the first, and any restart) comes from it. */
let wasmModule;
/** The glue of the instance in use. */
let raw = glue;
/** A second copy of the glue, loaded ahead, for a restart after a trap. */
let spare = null;
let copies = 0;

async function loadSpare() {
  spare = await import(`./hcl2_wasm.js?instance=${++copies}`);
}

/** Milliseconds the module took to load, decompress, compile and instantiate at import. */
export let instantiateMs = 0;
{
  const t0 = performance.now();
  if (isNode) {
    const { readFile } = await import("node:fs/promises");
    const { gunzipSync } = await import("node:zlib");
    wasmModule = new WebAssembly.Module(gunzipSync(await readFile(wasmUrl)));
  } else {
    const res = await fetch(wasmUrl);
    if (!res.ok) throw new Error(`hcl2-wasm: cannot load ${wasmUrl}: ${res.status}`);
    let bytes = new Uint8Array(await res.arrayBuffer());
    // a server may have inflated it already (Content-Encoding: gzip): "\0asm"
    if (!(bytes[0] === 0 && bytes[1] === 0x61 && bytes[2] === 0x73 && bytes[3] === 0x6d)) {
      const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      bytes = new Uint8Array(await new Response(inflated).arrayBuffer());
    }
    wasmModule = await WebAssembly.compile(bytes);
  }
  raw.initSync({ module: wasmModule });
  instantiateMs = performance.now() - t0;
}
await loadSpare();

/** Restarts of the module after a trap, since import. */
export let restarts = 0;
/** The instance trapped and no fresh one was ready yet: calls wait for one. */
let broken = false;

/** Restarts the module after a trap: a fresh instance, with fresh memory, of the same module. */
function restart() {
  if (spare === null) {
    broken = true;
    return;
  }
  spare.initSync({ module: wasmModule });
  raw = spare;
  spare = null;
  broken = false;
  restarts++;
  loadSpare().then(() => {
    if (broken) restart();
  });
}

function stopped(summary, detail) {
  return {
    ok: false,
    value: null,
    diagnostics: [{ severity: "error", summary, detail, kind: "internal", range: null }],
  };
}

/**
 * Runs one call of the module. The limits keep input from exhausting the
 * engine's stack, but a caller may raise them; if the engine's stack or
 * the module traps anyway, the instance is replaced by a fresh one of the
 * same module and the call returns a diagnostic instead. (A fresh instance
 * is made ready while the event loop runs: a second trap in one
 * synchronous run of calls leaves the calls after it refused until then.)
 */
function invoke(f) {
  if (broken) {
    return stopped(
      "WebAssembly module restarting",
      "The module stopped on an earlier input and a fresh instance is not ready yet; call again after the event loop has run.",
    );
  }
  let json;
  try {
    json = f(raw);
  } catch (e) {
    if (!(e instanceof WebAssembly.RuntimeError || e instanceof RangeError)) throw e;
    restart();
    return stopped(
      "Input too complex for the WebAssembly module",
      `The engine stopped the module (${e.name}: ${e.message}); the module was restarted. ` +
        "Input nested this deep is refused with a diagnostic under the default maxNesting (500).",
    );
  }
  return JSON.parse(json);
}

function opts(options) {
  return options == null ? "" : JSON.stringify(options);
}

/** An error carrying the diagnostics of a failed call. */
export class HclError extends Error {
  constructor(message, diagnostics) {
    super(message);
    this.name = "HclError";
    this.diagnostics = diagnostics;
  }
}

/** The message of diagnostics as `file:line,col-col: summary; detail`, one per line. */
export function diagnosticsMessage(diagnostics) {
  return diagnostics
    .map((d) => {
      const r = d.range;
      const at = r
        ? `${r.filename}:${r.start.line},${r.start.column}-${r.end.line === r.start.line ? "" : r.end.line + ","}${r.end.column}: `
        : "";
      return `${at}${d.summary}${d.detail ? "; " + d.detail : ""}`;
    })
    .join("\n");
}

/** Syntax diagnostics of a file (HCL's JSON syntax when filename ends in .json). */
export function check(text, filename = "main.hcl", options) {
  return invoke((m) => m.check(text, filename, opts(options))).diagnostics;
}

/** The file formatted as `hcl fmt` formats it. */
export function format(text, options) {
  const filename = (options && options.filename) || "<input>";
  return invoke((m) => m.format(text, filename, opts(options)));
}

/** The file in HCL's JSON syntax, as `hcl json FILE` prints it. */
export function toJSON(text, filename = "main.hcl", options) {
  return invoke((m) => m.to_json(text, filename, opts(options)));
}

/** A file in HCL's JSON syntax in the native syntax, as `hcl json --to-hcl [--spec]` prints it. */
export function fromJSON(text, options) {
  const filename = (options && options.filename) || "main.json";
  const spec = (options && options.spec) || "";
  return invoke((m) => m.from_json(text, filename, spec, opts(options)));
}

/** Evaluates an expression with variables and the standard functions. */
export function evaluate(expr, variables, options) {
  const vars = variables == null ? "" : typeof variables === "string" ? variables : JSON.stringify(variables);
  return invoke((m) => m.evaluate(expr, vars, opts(options)));
}

/** Evaluates an expression against a file's top-level attributes (those that evaluate on their own). */
export function evaluateIn(expr, text, filename = "main.hcl", options) {
  return invoke((m) => m.evaluate_in(expr, text, filename, opts(options)));
}

/** Decodes a file with an hcldec spec. */
export function decode(text, specText, options) {
  const filename = (options && options.filename) || "main.hcl";
  const v = options && options.variables;
  const vars = v == null ? "" : typeof v === "string" ? v : JSON.stringify(v);
  const keepNulls = !!(options && options.keepNulls);
  const withType = !!(options && options.withType);
  return invoke((m) => m.decode(text, filename, specText, vars, keepNulls, withType, opts(options)));
}

/**
 * @cdktf/hcl2json's parse, synchronously: the file as its nested object;
 * throws an HclError (with .diagnostics) for a file with errors.
 */
export function parseSync(filename, text, options) {
  const r = invoke((m) => m.parse_cdktf(filename, text, opts(options)));
  if (!r.ok) {
    // a conversion error is the original's message; syntax errors are listed as it lists them
    const [d] = r.diagnostics;
    const message =
      r.diagnostics.length === 1 && d.summary === "Unable to convert the file to JSON"
        ? d.detail
        : `parse config: [${diagnosticsMessage(r.diagnostics).split("\n").join(" ")}]`;
    throw new HclError(message, r.diagnostics);
  }
  return r.value;
}

/** A drop-in for @cdktf/hcl2json's parse(filename, contents): a promise of the same object. */
export async function parse(filename, text, options) {
  return parseSync(filename, text, options);
}

/** The package's version. */
export const version = glue.version();
