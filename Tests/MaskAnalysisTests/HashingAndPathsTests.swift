import Foundation
import XCTest

@testable import MaskAnalysis

/// The cheap forms of facts read for every file and key: a field key's digest, a path's
/// folder without `URL`, a backtracking engine told from its recogniser's name.
final class HashingAndPathsTests: XCTestCase {
  private func hash(_ key: FieldKey) -> Int { key.hashValue }

  func testEqualKeysHashEquallyAndDifferentKeysApart() {
    // Canonically equivalent spellings are equal strings, so their keys must hash alike:
    // KELVIN SIGN is `K`, a decomposed é is the composed one.
    let pairs: [(FieldKey, FieldKey)] = [
      (.member(type: "App.\u{212A}Form", name: "phone"), .member(type: "App.KForm", name: "phone")),
      (.local(path: "/src/cafe\u{301}.swift", name: "f", scope: 3), .local(path: "/src/caf\u{E9}.swift", name: "f", scope: 3)),
      (.androidView(id: "phone"), .androidView(id: String("xphone".dropFirst()))),
    ]
    for (a, b) in pairs {
      XCTAssertEqual(a, b)
      XCTAssertEqual(hash(a), hash(b), "\(a)")
      XCTAssertEqual(Set([a, b]).count, 1)
    }
    // Keys that differ in one byte anywhere (also past the first eight bytes of a path, and
    // in the tail after the last whole word) or in their case hash apart, so a table of
    // ten thousand keys of one shape has no collisions.
    var hashes: Set<Int> = []
    var keys: Set<FieldKey> = []
    for i in 0..<2_500 {
      for key in [
        FieldKey.local(path: "/work/project/Sources/Forms/File\(i).swift", name: "field", scope: 1),
        .site(path: "/work/project/Sources/Forms/File.swift", offset: i),
        .member(type: "Form\(i)", name: "f"),
        .interfaceBuilder(path: "/a/Main.storyboard", elementID: "abc-\(i)"),
      ] {
        keys.insert(key)
        hashes.insert(hash(key))
      }
    }
    XCTAssertEqual(keys.count, 10_000)
    XCTAssertEqual(hashes.count, 10_000)
    // The case of a key's kind is part of it: the same strings in two cases differ.
    XCTAssertNotEqual(hash(.member(type: "a", name: "b")), hash(.interfaceBuilder(path: "a", elementID: "b")))
    XCTAssertNotEqual(hash(.member(type: "ab", name: "")), hash(.member(type: "a", name: "b")))
  }

  func testFoldersOfFilesMatchStandardisedPaths() {
    let cwd = FileManager.default.currentDirectoryPath
    let cases: [(String, String)] = [
      ("/a/b/c.swift", "/a/b"),
      ("/c.swift", "/"),
      ("/a/./b/c.swift", "/a/b"),
      ("/a/x/../b/c.swift", "/a/b"),
      ("/a//b/c.swift", "/a/b"),
      ("/a/b/...swift", "/a/b"),
      ("/a/b/.hidden", "/a/b"),
      ("Sources/x.swift", cwd + "/Sources"),
      ("./Sources/x.swift", cwd + "/Sources"),
      ("x.swift", cwd),
    ]
    for (path, folder) in cases {
      XCTAssertEqual(ConfigurationSet.folder(ofFile: path), folder, path)
      // The same as standardising through `URL`.
      let standardized = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
      XCTAssertEqual(ConfigurationSet.folder(ofFile: path), standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized, path)
    }
    XCTAssertTrue(PathSpelling.isStandardAbsolute("/"))
    XCTAssertTrue(PathSpelling.isStandardAbsolute("/a/b.c/...d"))
    for path in ["/a/", "/a/./b", "/a/../b", "//a", "a/b", "", "/a/.."] {
      XCTAssertFalse(PathSpelling.isStandardAbsolute(path), path)
    }
    XCTAssertTrue(PathSpelling.isPlainRelative("Sources/a.swift"))
    for path in ["./a", "a/../b", "a//b", "/a", "", "a/"] {
      XCTAssertFalse(PathSpelling.isPlainRelative(path), path)
    }
  }

  func testInputmaskNamedInAnyCase() {
    XCTAssertTrue(AnalysedRegex.namesInputmask("Inputmask({ regex })"))
    XCTAssertTrue(AnalysedRegex.namesInputmask("data-inputmask-regex"))
    XCTAssertTrue(AnalysedRegex.namesInputmask("INPUTMASK"))
    XCTAssertFalse(AnalysedRegex.namesInputmask("inputmas"))
    XCTAssertFalse(AnalysedRegex.namesInputmask("NSRegularExpression(pattern:)"))
    XCTAssertFalse(AnalysedRegex.namesInputmask(""))
    // Anywhere in the text, not only at the start; a word longer than the text is absent.
    XCTAssertTrue(ASCIICaseSearch.contains("./dist/inputmask/Inputmask.Phone.Extensions.js", "inputmask.phone"))
    XCTAssertTrue(ASCIICaseSearch.contains("é phone-codes", "phone-codes"))
    XCTAssertFalse(ASCIICaseSearch.contains("phone-code", "phone-codes"))
    // Several words in one pass: any of them, in any ASCII case, at the start, middle or end.
    let words: [StaticString] = ["mask.definitions", "jquery.maskedinput", "jquery-maskedinput"]
    XCTAssertTrue(ASCIICaseSearch.containsAny(bytes: Array("$.Mask.Definitions['~'] = '[+-]';".utf8), words))
    XCTAssertTrue(ASCIICaseSearch.containsAny(bytes: Array("<script src=\"js/jQuery.MaskedInput.min.js\">".utf8), words))
    XCTAssertTrue(ASCIICaseSearch.containsAny(bytes: Array("jquery-maskedinput".utf8), words))
    XCTAssertFalse(ASCIICaseSearch.containsAny(bytes: Array("jquery.mask.js mask.definition jquery_maskedinput".utf8), words))
    XCTAssertFalse(ASCIICaseSearch.containsAny(bytes: Array("jquery-maskedinpu".utf8), words))
    XCTAssertFalse(ASCIICaseSearch.containsAny(bytes: [], words))
    // A word that starts with punctuation.
    XCTAssertTrue(ASCIICaseSearch.containsAny(bytes: Array("$('#f').VALIDATE({})".utf8), [".validate(", "parsley"]))
    XCTAssertFalse(ASCIICaseSearch.containsAny(bytes: Array("$('#f').validated".utf8), [".validate(", "parsley"]))
    // Words sharing their first two bytes, a one-byte word (also as the last byte), and the
    // same answer as asking each word alone on random text.
    XCTAssertTrue(ASCIICaseSearch.containsAny(bytes: Array("xx jquery-VALIDATION".utf8), ["jquery.validate", "jquery-validation"]))
    XCTAssertFalse(ASCIICaseSearch.containsAny(bytes: Array("jquery.validat jquery-validatio".utf8), ["jquery.validate", "jquery-validation"]))
    XCTAssertTrue(ASCIICaseSearch.containsAny(bytes: Array("abc$".utf8), ["zz", "$"]))
    XCTAssertTrue(ASCIICaseSearch.containsAny(bytes: Array("Q".utf8), ["q"]))
    XCTAssertFalse(ASCIICaseSearch.containsAny(bytes: Array("abc".utf8), ["", "d"]))
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aAbB.-(".utf8)
    let pool: [StaticString] = ["ab", "a.b", "b-(", "ba", "a", "(."]
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let words = pool.filter { _ in Bool.random(using: &generator) }
      let alone = words.contains { ASCIICaseSearch.contains(bytes: text, $0) }
      XCTAssertEqual(ASCIICaseSearch.containsAny(bytes: text, words), alone, "\(String(decoding: text, as: UTF8.self)) \(words)")
    }
  }
}
