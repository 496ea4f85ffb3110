// maskls for VS Code: starts `maskls serve --stdio` and attaches it to Swift, Objective-C and
// Interface Builder (storyboard / xib, shown as XML) files.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

/** @type {LanguageClient | undefined} */
let client;

/** The client for the current settings (`maskls.path`; `maskls.trace.server` is read by the library). */
function createClient() {
  const command = vscode.workspace.getConfiguration("maskls").get("path") || "maskls";
  const serverOptions = {
    command,
    args: ["serve"],
    transport: TransportKind.stdio, // adds `--stdio`
  };
  const clientOptions = {
    documentSelector: [
      { scheme: "file", language: "swift" },
      { scheme: "file", language: "objective-c" },
      { scheme: "file", language: "objective-cpp" },
      { scheme: "file", pattern: "**/*.{storyboard,xib}" },
      { scheme: "untitled", language: "swift" },
    ],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{swift,m,mm,h,storyboard,xib}"),
    },
  };
  return new LanguageClient("maskls", "maskls", serverOptions, clientOptions);
}

async function activate(context) {
  client = createClient();
  context.subscriptions.push(
    vscode.commands.registerCommand("maskls.restart", async () => {
      if (client) await client.stop();
      client = createClient();
      await client.start();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("maskls.path")) {
        await vscode.commands.executeCommand("maskls.restart");
      }
    }),
  );
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `maskls could not start (${error}). Set "maskls.path" to the maskls executable.`);
  }
}

async function deactivate() {
  if (client) await client.stop();
}

module.exports = { activate, deactivate };
