// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "maskls",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "maskls", targets: ["maskls"]),
    .library(name: "MaskEngine", targets: ["MaskEngine"]),
    .library(name: "RegexAnalysis", targets: ["RegexAnalysis"]),
    .library(name: "SourceScanning", targets: ["SourceScanning"]),
    .library(name: "MaskAnalysis", targets: ["MaskAnalysis"]),
    .plugin(name: "MasklsLintCommand", targets: ["MasklsLintCommand"]),
    .plugin(name: "MasklsBuildToolPlugin", targets: ["MasklsBuildToolPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // C: libjansson through a module map and a shim for its macros.
    .systemLibrary(
      name: "CJansson", pkgConfig: "jansson",
      providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]),
    // A Sendable JSON value; every JSON the project reads or writes goes through it.
    .target(name: "MaskJSON", dependencies: ["CJansson"]),
    // Mask dialects, the mask model, formatting, caret mapping, keystroke replay.
    .target(name: "MaskEngine"),
    // Regex parsing per flavour, automata, and the questions the rules ask of them.
    .target(name: "RegexAnalysis"),
    // Per-language lexers: string literals with source maps, tokens, IB documents.
    .target(name: "SourceScanning"),
    // Recognisers (literals -> settings -> fields), rules, findings, the lint driver.
    .target(
      name: "MaskAnalysis",
      dependencies: ["MaskEngine", "RegexAnalysis", "SourceScanning", "MaskJSON"]),
    // LSP 3.17 protocol types (no server logic).
    .target(name: "LSPProtocol", dependencies: ["MaskJSON"]),
    // JSON-RPC over Content-Length framing.
    .target(name: "LSPTransport", dependencies: ["MaskJSON", "LSPProtocol"]),
    // The language server: documents, workspace index, handlers.
    .target(
      name: "MaskLanguageServer",
      dependencies: ["LSPProtocol", "LSPTransport", "MaskAnalysis", "MaskJSON", "SourceScanning"]),
    // Commands (lint, preview, rules, serve); rendering only.
    .target(
      name: "MasklsCLI",
      dependencies: [
        "MaskAnalysis", "MaskEngine", "MaskJSON", "MaskLanguageServer", "RegexAnalysis",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "maskls", dependencies: ["MasklsCLI"]),
    // `swift package maskls-lint` (and Xcode's menu command): lints the package's targets.
    .plugin(
      name: "MasklsLintCommand",
      capability: .command(intent: .custom(verb: "maskls-lint", description: "Checks the masks and regexes in the package's sources")),
      dependencies: ["maskls"]),
    // Lints a target's sources during the build, findings as build issues.
    .plugin(name: "MasklsBuildToolPlugin", capability: .buildTool(), dependencies: ["maskls"]),

    .testTarget(name: "MaskJSONTests", dependencies: ["MaskJSON"]),
    .testTarget(name: "MaskEngineTests", dependencies: ["MaskEngine"]),
    .testTarget(name: "RegexAnalysisTests", dependencies: ["RegexAnalysis"], resources: [.copy("Corpus")]),
    .testTarget(name: "SourceScanningTests", dependencies: ["SourceScanning"]),
    .testTarget(name: "MaskAnalysisTests", dependencies: ["MaskAnalysis", "SourceScanning", "MaskEngine"]),
    .testTarget(
      name: "LanguageServerTests",
      dependencies: ["LSPProtocol", "LSPTransport", "MaskLanguageServer", "MaskJSON", "maskls"]),
    .testTarget(
      name: "MasklsCLITests", dependencies: ["MaskJSON", "maskls", "MaskAnalysis", "MaskEngine", "SourceScanning"],
      exclude: ["Differential/Fixtures"]),
  ]
)
