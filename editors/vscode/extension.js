// maskls for VS Code: starts `maskls serve --stdio` and attaches it to Swift, Objective-C,
// Interface Builder (storyboard / xib, shown as XML), Kotlin, Java, Android layout XML,
// JavaScript/TypeScript (+ React), HTML, Vue, Dart and C# files.
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
      { scheme: "file", language: "kotlin" },
      { scheme: "file", language: "java" },
      { scheme: "file", pattern: "**/res/layout*/*.xml" },
      { scheme: "file", language: "javascript" },
      { scheme: "file", language: "javascriptreact" },
      { scheme: "file", language: "typescript" },
      { scheme: "file", language: "typescriptreact" },
      { scheme: "file", language: "html" },
      { scheme: "file", language: "vue" },
      { scheme: "file", language: "dart" },
      { scheme: "file", language: "csharp" },
      { scheme: "untitled", language: "swift" },
    ],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher(
        "**/{*.{swift,m,mm,h,storyboard,xib,kt,kts,java,xml,js,mjs,cjs,jsx,ts,mts,cts,tsx,html,htm,vue,dart,cs},.maskls.json}"),
      // `maskls.inlayHints` and `maskls.rules` reach the server as they change.
      configurationSection: "maskls",
    },
    initializationOptions: {
      inlayHints: vscode.workspace.getConfiguration("maskls").get("inlayHints", true),
      rules: vscode.workspace.getConfiguration("maskls").get("rules", {}),
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
