// The playground in a real browser: Debian's headless Chromium driven by
// playwright-core (no browser download), the page served from 127.0.0.1.
// Types a configuration with an error, waits for the diagnostic (message and
// underline), fixes it, checks the formatted and JSON panes, the expression
// and spec panes and the share link, and saves screenshots to
// playground/test/output/ (playground.png: the error; playground-ok.png: fixed).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, existsSync, rmSync } from "node:fs";
import { join, dirname } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { serve } from "../serve.mjs";
import * as hcl from "../../bindings/wasm/pkg/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, "..", "..", "bindings", "wasm", "package.json"));
const { chromium } = require("playwright-core");
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
const out = join(here, "output");

let server;
let url;
let browser;
let profile;

before(async () => {
  ({ server, url } = await serve(0));
  profile = mkdtempSync(join(tmpdir(), "hcl2-playground-"));
  // a fresh profile each run (playwright passes it as --user-data-dir)
  browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: 1500, height: 900 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const BROKEN = `name = "web"
port=8080
tags = { team = "web"

service "api" {
  replicas = 2
}
`;

const FIXED = `name = "web"
port=8080
tags = { team = "web" }

service "api" {
  replicas = 2
}
`;

const SPEC = `object {
  attr "name" {
    type = string
  }
  attr "port" {
    type = string
  }
  attr "tags" {
    type = map(string)
  }
  block_map "service" {
    labels = ["name"]
    object {
      attr "replicas" {
        type = number
      }
    }
  }
}
`;

test("the playground: live diagnostics, formatted and JSON panes, expression, spec, share link", async () => {
  assert.ok(existsSync(executablePath), `no Chromium at ${executablePath}`);
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const requests = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });

  // type a configuration with an error
  await page.fill("#editor", "");
  await page.focus("#editor");
  await page.keyboard.type(BROKEN, { delay: 2 });
  await page.waitForFunction(() => document.querySelectorAll("#diagnostics li").length > 0, null, { timeout: 10000 });
  const diag = await page.textContent("#diagnostics li");
  assert.match(diag, /Unterminated object constructor expression|Missing/);
  assert.equal(await page.textContent("#status"), "1 error");
  const marks = await page.locator("#backdrop mark.error").count();
  assert.ok(marks >= 1, "the error's range is underlined");
  assert.match(await page.textContent("#formatted"), /^not formatted: the file has errors/);
  assert.match(await page.textContent("#json"), /^no JSON: the file has errors/);
  mkdirSync(out, { recursive: true });
  await page.screenshot({ path: join(out, "playground-error.png") });

  // fix it: the panes fill in
  await page.fill("#editor", FIXED);
  await page.waitForFunction(() => document.getElementById("status").textContent === "no errors", null, { timeout: 10000 });
  assert.equal(await page.locator("#diagnostics li").count(), 0);
  assert.equal(await page.locator("#backdrop mark").count(), 0);
  const formatted = await page.textContent("#formatted");
  assert.equal(formatted, 'name = "web"\nport = 8080\ntags = { team = "web" }\n\nservice "api" {\n  replicas = 2\n}\n');
  // the JSON pane is hcl json's text (the package in node gives the same)
  const json = await page.textContent("#json");
  assert.equal(json, hcl.toJSON(FIXED, "main.tf").value);
  assert.equal(JSON.parse(json).port, 8080);
  assert.equal(JSON.parse(json).name, "web");

  // the expression pane sees the file's attributes
  await page.fill("#expr", '"${upper(name)}:${port + 1}:${tags.team}"');
  await page.waitForFunction(() => document.getElementById("expr-out").textContent.includes("WEB:8081:web"), null, { timeout: 10000 });

  // the spec pane decodes the file
  await page.fill("#spec", SPEC);
  await page.waitForFunction(() => document.getElementById("decoded").textContent.includes('"port": "8080"'), null, { timeout: 10000 });
  assert.deepEqual(JSON.parse(await page.textContent("#decoded")), {
    name: "web",
    port: "8080",
    service: { api: { replicas: 2 } },
    tags: { team: "web" },
  });

  await page.screenshot({ path: join(out, "playground-ok.png") });

  // the share link carries the texts in the fragment; a fresh page restores them
  await page.click("#share");
  const link = await page.textContent("#shared");
  assert.ok(link.startsWith(url + "#code="), link);
  const page2 = await browser.newPage();
  await page2.goto(link);
  await page2.waitForSelector("body[data-ready=true]", { timeout: 30000 });
  assert.equal(await page2.inputValue("#editor"), FIXED);
  assert.equal(await page2.inputValue("#expr"), '"${upper(name)}:${port + 1}:${tags.team}"');
  await page2.close();

  // back to the error for the screenshot: message, underline and panes at once
  await page.fill("#editor", BROKEN);
  await page.waitForFunction(() => document.querySelectorAll("#diagnostics li").length > 0, null, { timeout: 10000 });
  await page.screenshot({ path: join(out, "playground.png") });

  assert.deepEqual(errors, []);
  // no request left the machine: every asset came from the local server
  assert.deepEqual(requests.filter((r) => !r.startsWith(url.replace(/playground\/$/, ""))), []);
  await page.close();
});
