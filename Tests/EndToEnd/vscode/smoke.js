// Smoke test for editors/vscode/extension.js without VS Code: stub `vscode` and
// `vscode-languageclient/node`, activate the extension, check what it asks the client
// library for, then run that exact server command and speak LSP to it (initialize, didOpen,
// publishDiagnostics, hover, shutdown, exit).
//   MASKLS_PATH=<maskls> MASKLS_E2E_FILE=<swift file> node Tests/EndToEnd/vscode/smoke.js
// Prints one JSON line with what it saw; exits 0 when every check passed.
"use strict";

const assert = require("assert");
const Module = require("module");
const path = require("path");
const fs = require("fs");
const { spawn } = require("child_process");
const { pathToFileURL } = require("url");

const maskls = process.env.MASKLS_PATH || "maskls";
const file = process.env.MASKLS_E2E_FILE;
const hoverText = process.env.MASKLS_E2E_HOVER_TEXT || '"+1 (###) ###-####"';
const sample = process.env.MASKLS_E2E_SAMPLE || "+1 (234) 567-8909";
const report = { checks: [] };
const check = (name, fn) => { fn(); report.checks.push(name); };

// --- Stubs -----------------------------------------------------------------------------
const created = [];
const settings = { "maskls.path": maskls, "maskls.trace.server": "off" };
const vscode = {
  workspace: {
    getConfiguration: (section) => ({ get: (key) => settings[`${section}.${key}`] }),
    createFileSystemWatcher: (glob) => ({ glob }),
    onDidChangeConfiguration: () => ({ dispose() {} }),
  },
  commands: { registerCommand: (name) => ({ name, dispose() {} }), executeCommand: async () => {} },
  window: { showErrorMessage: (message) => { report.error = message; } },
};
class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, started: false });
    created.push(this);
  }
  async start() { this.started = true; }
  async stop() { this.started = false; }
}
const languageclient = { LanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };
const originalLoad = Module._load;
Module._load = function (request, ...rest) {
  if (request === "vscode") return vscode;
  if (request === "vscode-languageclient/node") return languageclient;
  return originalLoad.call(this, request, ...rest);
};

// --- A minimal LSP client over the server's stdio ---------------------------------------
function lspSession(command, args) {
  const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
  let buffer = Buffer.alloc(0);
  let nextId = 1;
  const pending = new Map();
  const listeners = [];
  child.stdout.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/Content-Length: *(\d+)/i.exec(buffer.slice(0, end).toString())[1]);
      if (buffer.length < end + 4 + length) return;
      const message = JSON.parse(buffer.slice(end + 4, end + 4 + length).toString("utf8"));
      buffer = buffer.slice(end + 4 + length);
      if (message.id !== undefined && message.method === undefined && pending.has(message.id)) {
        pending.get(message.id)(message);
        pending.delete(message.id);
      } else if (message.id !== undefined && message.method !== undefined) {
        send({ jsonrpc: "2.0", id: message.id, result: null }); // registerCapability, progress
      } else {
        listeners.forEach((listener) => listener(message));
      }
    }
  });
  const send = (message) => {
    const body = Buffer.from(JSON.stringify(message), "utf8");
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  };
  return {
    child,
    request: (method, params) => new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      send({ jsonrpc: "2.0", id, method, params });
    }),
    notify: (method, params) => send({ jsonrpc: "2.0", method, params }),
    waitFor: (predicate) => new Promise((resolve) => {
      listeners.push((message) => { if (predicate(message)) resolve(message); });
    }),
    exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
  };
}

async function main() {
  const extension = require(path.resolve(__dirname, "../../../editors/vscode/extension.js"));
  const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../editors/vscode/package.json"), "utf8"));
  const context = { subscriptions: [] };
  await extension.activate(context);

  const client = created[0];
  check("manifest activation and settings", () => {
    for (const event of ["onLanguage:swift", "onLanguage:objective-c", "onLanguage:xml"]) {
      assert(manifest.activationEvents.includes(event), event);
    }
    assert(manifest.contributes.configuration.properties["maskls.path"]);
    assert(manifest.contributes.configuration.properties["maskls.trace.server"]);
    assert(manifest.dependencies["vscode-languageclient"]);
  });
  check("one started client with the settings' command", () => {
    assert.strictEqual(created.length, 1);
    assert(client.started);
    assert.strictEqual(client.id, "maskls"); // so that `maskls.trace.server` applies
    assert.strictEqual(client.serverOptions.command, maskls);
    assert.deepStrictEqual(client.serverOptions.args, ["serve"]);
    assert.strictEqual(client.serverOptions.transport, languageclient.TransportKind.stdio);
  });
  check("documents: Swift, Objective-C, storyboards", () => {
    const selector = JSON.stringify(client.clientOptions.documentSelector);
    for (const part of ['"swift"', '"objective-c"', "storyboard,xib"]) assert(selector.includes(part), part);
  });

  // vscode-languageclient appends `--stdio` for TransportKind.stdio.
  const args = [...client.serverOptions.args, "--stdio"];
  const session = lspSession(client.serverOptions.command, args);
  const root = path.dirname(file);
  const started = Date.now();
  const initialize = await session.request("initialize", {
    processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: {},
    workspaceFolders: [{ uri: pathToFileURL(root).href, name: path.basename(root) }],
  });
  report.initialize_ms = Date.now() - started;
  check("initialize", () => assert(initialize.result.capabilities.hoverProvider));
  session.notify("initialized", {});
  const uri = pathToFileURL(file).href;
  const text = fs.readFileSync(file, "utf8");
  const diagnostics = session.waitFor((m) => m.method === "textDocument/publishDiagnostics" &&
    m.params.uri === uri && m.params.diagnostics.length > 0);
  session.notify("textDocument/didOpen", { textDocument: { uri, languageId: "swift", version: 1, text } });
  const published = await diagnostics;
  check("diagnostics from maskls", () => {
    assert(published.params.diagnostics.every((d) => d.source === "maskls" && typeof d.code === "string"));
  });
  report.codes = published.params.diagnostics.map((d) => d.code);
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(hoverText));
  const hover = await session.request("textDocument/hover", {
    textDocument: { uri }, position: { line, character: lines[line].indexOf(hoverText) + 1 },
  });
  check("hover with the formatted sample", () => {
    assert.strictEqual(hover.result.contents.kind, "markdown");
    assert(hover.result.contents.value.includes(sample));
  });
  await session.request("shutdown");
  session.notify("exit");
  const code = await session.exited;
  check("exit 0 after shutdown", () => assert.strictEqual(code, 0));
  await extension.deactivate();
  report.ok = true;
}

const timer = setTimeout(() => {
  report.error = "timeout";
  console.log(JSON.stringify(report));
  process.exit(3);
}, Number(process.env.MASKLS_E2E_TIMEOUT_MS || 30000));
main().then(
  () => { clearTimeout(timer); console.log(JSON.stringify(report)); process.exit(0); },
  (error) => { report.error = String(error && error.stack || error); console.log(JSON.stringify(report)); process.exit(1); },
);
