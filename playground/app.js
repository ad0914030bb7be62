// The playground: an editor with live diagnostics, and panes for the
// formatted file, its JSON, an expression evaluated against the file's
// attributes and an hcldec spec decode. Everything runs in the page, with the
// hcl2-wasm package built from this repository (bindings/wasm/build.sh).
import * as hcl from "../bindings/wasm/pkg/index.js";

const $ = (id) => document.getElementById(id);
const editor = $("editor");
const backdrop = $("backdrop");

const EXAMPLE = `region   = "eu-west-1"
replicas = 3
tags     = { team = "web", tier = "frontend" }

service "web" {
  image = "nginx:1.27"
  port  = 8080
}

service "worker" {
  image = "worker:2.1"
  port  = 9090
}
`;

const SPEC = `object {
  attr "region" {
    type = string
  }
  attr "replicas" {
    type = number
  }
  attr "tags" {
    type = map(string)
  }
  block_map "service" {
    labels = ["name"]
    object {
      attr "image" {
        type = string
      }
      attr "port" {
        type = number
      }
    }
  }
}
`;

// ---- the share link: the texts in the URL fragment (base64url of UTF-8) ----

function encode(s) {
  const bytes = new TextEncoder().encode(s);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(s) {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

function shareUrl() {
  const p = new URLSearchParams();
  p.set("code", encode(editor.value));
  p.set("expr", encode($("expr").value));
  p.set("spec", encode($("spec").value));
  p.set("file", $("filename").value);
  return `${location.origin}${location.pathname}#${p}`;
}

function loadFromFragment() {
  const p = new URLSearchParams(location.hash.slice(1));
  try {
    editor.value = p.has("code") ? decode(p.get("code")) : EXAMPLE;
    $("expr").value = p.has("expr") ? decode(p.get("expr")) : 'upper(region) == "EU-WEST-1" ? tags.team : "?"';
    $("spec").value = p.has("spec") ? decode(p.get("spec")) : SPEC;
    if (p.has("file")) $("filename").value = p.get("file");
  } catch {
    editor.value = EXAMPLE;
  }
}

// ---- rendering ----

function escapeHtml(s) {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

/** The text with each diagnostic's range (UTF-16 offsets) marked. */
function renderBackdrop(text, diags) {
  const marks = diags
    .filter((d) => d.range)
    .map((d) => ({ from: d.range.start.utf16, to: d.range.end.utf16, sev: d.severity }))
    .sort((a, b) => a.from - b.from);
  let html = "";
  let at = 0;
  for (const m of marks) {
    if (m.from < at) continue; // overlapping ranges: the first one is shown
    html += escapeHtml(text.slice(at, m.from));
    const inner = text.slice(m.from, m.to);
    const cls = m.sev === "warning" ? "warning" : "error";
    html += inner.length
      ? `<mark class="${cls}">${escapeHtml(inner)}</mark>`
      : `<mark class="${cls} empty"></mark>`;
    at = Math.max(m.to, m.from);
  }
  html += escapeHtml(text.slice(at));
  // a final newline needs a line after it to keep the backdrop's height
  backdrop.innerHTML = html + "\n";
}

function renderDiagnostics(diags) {
  const list = $("diagnostics");
  list.innerHTML = "";
  for (const d of diags) {
    const li = document.createElement("li");
    li.className = d.severity;
    const at = d.range ? `${d.range.start.line}:${d.range.start.column}` : "";
    li.innerHTML = `<span class="at">${escapeHtml(at)}</span> <b>${escapeHtml(d.summary)}</b>${
      d.detail ? ": " + escapeHtml(d.detail) : ""
    }`;
    if (d.range) {
      li.style.cursor = "pointer";
      li.onclick = () => {
        editor.focus();
        editor.setSelectionRange(d.range.start.utf16, d.range.end.utf16);
      };
    }
    list.appendChild(li);
  }
  const errors = diags.filter((d) => d.severity === "error").length;
  const n = (k, w) => `${k} ${w}${k === 1 ? "" : "s"}`;
  $("diag-count").textContent = diags.length ? `(${n(errors, "error")}, ${n(diags.length - errors, "warning")})` : "(none)";
  const status = $("status");
  status.dataset.state = errors ? "errors" : "ok";
  status.textContent = errors ? `${errors} error${errors > 1 ? "s" : ""}` : "no errors";
}

function show(id, r, what) {
  const el = $(id);
  if (r.ok) {
    el.classList.remove("failed");
    el.textContent = typeof r.value === "string" ? r.value : JSON.stringify(r.value, null, 2);
  } else {
    el.classList.add("failed");
    el.textContent = `${what}:\n` + r.diagnostics.map((d) => `- ${d.summary}${d.detail ? ": " + d.detail : ""}`).join("\n");
  }
}

function update() {
  const text = editor.value;
  const filename = $("filename").value || "main.tf";
  const diags = hcl.check(text, filename);
  renderBackdrop(text, diags);
  renderDiagnostics(diags);
  show("formatted", hcl.format(text, { filename }), "not formatted: the file has errors");
  show("json", hcl.toJSON(text, filename), "no JSON: the file has errors");
  updateExpr();
  updateSpec();
}

function updateExpr() {
  const r = hcl.evaluateIn($("expr").value, editor.value, $("filename").value || "main.tf");
  if (r.ok) r.value = r.value.value;
  show("expr-out", r, "cannot evaluate");
}

function updateSpec() {
  const r = hcl.decode(editor.value, $("spec").value, { filename: $("filename").value || "main.tf" });
  show("decoded", r, "cannot decode");
}

function debounce(f, ms) {
  let t = null;
  return () => {
    clearTimeout(t);
    t = setTimeout(f, ms);
  };
}

// ---- wiring ----

loadFromFragment();
editor.addEventListener("input", debounce(update, 120));
editor.addEventListener("scroll", () => {
  backdrop.scrollTop = editor.scrollTop;
  backdrop.scrollLeft = editor.scrollLeft;
});
$("filename").addEventListener("input", debounce(update, 120));
$("expr").addEventListener("input", debounce(updateExpr, 120));
$("spec").addEventListener("input", debounce(updateSpec, 120));
$("share").addEventListener("click", () => {
  const url = shareUrl();
  history.replaceState(null, "", url);
  $("shared").textContent = url;
  $("shared").title = url;
  navigator.clipboard?.writeText(url).catch(() => {});
});
window.addEventListener("hashchange", () => {
  loadFromFragment();
  update();
});
update();
document.body.dataset.ready = "true";
