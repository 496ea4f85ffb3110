import SourceScanning
import XCTest

/// `SymbolScanner`: scopes with qualified types, exclusive branches, declarations,
/// constants and imports, from each lexer's tokens.
final class SymbolScannerTests: XCTestCase {
  private func facts(_ source: String, _ language: SourceLanguage) -> (ScannedFile, SymbolFacts) {
    let file = SourceScanner.scanCode(SourceText(source), language: language)!
    return (file, SymbolScanner.scan(file, language: language))
  }

  /// The token index of the `occurrence`-th token whose text is `text`.
  private func token(_ file: ScannedFile, _ text: String, occurrence: Int = 0) -> Int {
    file.tokens.indices.filter { file.tokenText(file.tokens[$0]) == text }[occurrence]
  }

  func testCSharpTypesAreQualifiedByTheirNamespace() {
    let source = """
      namespace App.Forms { public partial class Form1 { void A() { x = 1; } } }
      namespace Other { class Form1 { class Inner { void B() { y = 2; } } } }
      """
    let (file, symbols) = facts(source, .csharp)
    XCTAssertEqual(symbols.typeName(at: token(file, "x")), "App.Forms.Form1")
    XCTAssertEqual(symbols.typeName(at: token(file, "y")), "Other.Form1.Inner")
  }

  func testFileScopedNamespaceAndPackagesQualifyTypes() {
    let (cs, csFacts) = facts("namespace App.B;\nclass Form1 { void A() { x = 1; } }", .csharp)
    XCTAssertEqual(csFacts.typeName(at: token(cs, "x")), "App.B.Form1")
    let (kt, ktFacts) = facts("package com.example.ui\n\nclass SignUp : Activity() {\n  companion object { const val A = \"1\" }\n  fun f() { x }\n}", .kotlin)
    XCTAssertEqual(ktFacts.typeName(at: token(kt, "x")), "com.example.ui.SignUp")
    XCTAssertEqual(ktFacts.typeName(at: token(kt, "A")), "com.example.ui.SignUp", "a companion object belongs to its class")
    let (java, javaFacts) = facts("package a.b;\npublic class Form { static class Inner { void f() { x = 1; } } }", .java)
    XCTAssertEqual(javaFacts.typeName(at: token(java, "x")), "a.b.Form.Inner")
  }

  func testObjectiveCImplementationsAreTypes() {
    let objc = "@protocol Delegate;\n@interface VC : UIViewController\n@end\n@implementation VC\n- (void)f { x = 1; }\n@end\nvoid g() { y = 2; }"
    let (file, symbols) = facts(objc, .objectiveC)
    XCTAssertEqual(symbols.typeName(at: token(file, "x")), "VC")
    XCTAssertNil(symbols.typeName(at: token(file, "y")))
  }

  func testSwiftNestedTypesAndExtensions() {
    let (file, symbols) = facts("enum Outer { struct Inner { func f() { x } } }\nextension Outer.Inner { func g() { y } }", .swift)
    XCTAssertEqual(symbols.typeName(at: token(file, "x")), "Outer.Inner")
    XCTAssertEqual(symbols.typeName(at: token(file, "y")), "Outer.Inner")
  }

  /// Type bodies that add to a type declared elsewhere: Swift extensions, C# partial types,
  /// Objective-C categories and class extensions; other type bodies declare their type whole.
  func testBodiesThatExtendATypeDeclaredElsewhere() {
    func extending(_ source: String, _ language: SourceLanguage) -> [String: Bool] {
      Dictionary(
        facts(source, language).1.scopes.filter { $0.kind == .type }.map { ($0.name ?? "?", $0.extendsElsewhere) },
        uniquingKeysWith: { $0 || $1 })
    }
    XCTAssertEqual(
      extending("enum Outer { struct Inner {} }\nextension Outer.Inner { func g() {} }\nfinal class VC: UIViewController {}", .swift),
      ["Outer": false, "Outer.Inner": true, "VC": false])
    XCTAssertEqual(
      extending("namespace App { public sealed partial class Form1 : Form { } class Other { } partial struct P { } }", .csharp),
      ["App.Form1": true, "App.Other": false, "App.P": true])
    XCTAssertEqual(
      extending("@interface VC ()\n@end\n@implementation VC (Setup)\n@end\n@implementation Other\n@end", .objectiveC),
      ["VC": true, "Other": false])
    XCTAssertEqual(extending("class A { fun f() {} }\nobject B { }", .kotlin), ["A": false, "B": false])
  }

  func testSwitchCasesAreExclusiveArmsOfOneGroup() {
    let source = """
      switch kind {
      case .ssn: a = 1
      case .phone:
        b = 2
      default: c = 3
      }
      d = 4
      """
    let (file, symbols) = facts(source, .swift)
    let a = symbols.branches(at: token(file, "a"))
    let b = symbols.branches(at: token(file, "b"))
    let c = symbols.branches(at: token(file, "c"))
    XCTAssertEqual(a.count, 1)
    XCTAssertEqual(Set([a[0].group, b[0].group, c[0].group]).count, 1)
    XCTAssertEqual([a[0].arm, b[0].arm, c[0].arm], [0, 1, 2])
    XCTAssertEqual(symbols.branches(at: token(file, "d")), [])
  }

  func testSwiftOptionalBindingConditionsAreBranches() {
    let swift = "if let a = b, case .x = c {\n  p = 1\n} else if var d = e {\n  q = 2\n}\nlet f = make { r = 3 }"
    let (file, symbols) = facts(swift, .swift)
    let p = symbols.branches(at: token(file, "p"))
    let q = symbols.branches(at: token(file, "q"))
    XCTAssertEqual(p.map(\.arm), [0])
    XCTAssertEqual(q.map(\.arm), [1])
    XCTAssertEqual(p.first?.group, q.first?.group)
    XCTAssertEqual(symbols.branches(at: token(file, "r")), [])
  }

  func testADeclarationEndsTheLookBackOutsideSwift() {
    // Without semicolons the look-back from `{` would reach the `if` of the line before.
    let js = "if (a) b()\nlet f = g => { y = 2 }"
    let (file, symbols) = facts(js, .javascript)
    XCTAssertEqual(symbols.branches(at: token(file, "y")), [])
  }

  func testIfElseChainsAndKotlinWhen() {
    let js = "if (a) { x = 1 } else if (b) { y = 2 } else { z = 3 }\nif (c) { w = 4 }"
    let (file, symbols) = facts(js, .javascript)
    let arms = ["x", "y", "z", "w"].map { symbols.branches(at: token(file, $0))[0] }
    XCTAssertEqual(arms[0].group, arms[1].group)
    XCTAssertEqual(arms[1].group, arms[2].group)
    XCTAssertEqual(arms.map(\.arm), [0, 1, 2, 0])
    XCTAssertNotEqual(arms[3].group, arms[0].group, "a second `if` is not exclusive with the first")

    let kotlin = "fun f() {\n  when (kind) {\n    Kind.SSN -> a = 1\n    Kind.PHONE -> { b = 2 }\n    else -> c = 3\n  }\n}"
    let (kt, ktFacts) = facts(kotlin, .kotlin)
    let ktArms = ["a", "b", "c"].map { ktFacts.branches(at: token(kt, $0)).last! }
    XCTAssertEqual(Set(ktArms.map(\.group)).count, 1)
    XCTAssertEqual(Set(ktArms.map(\.arm)).count, 3)
  }

  func testClosuresAreScopesOfTheirOwnLocals() {
    let dart = """
      void main() {
        test('a', () { final f = X(); f.a = 1; });
        test('b', () { final f = X(); f.a = 2; });
      }
      """
    let (file, symbols) = facts(dart, .dart)
    let first = symbols.declaringScope(of: "f", at: token(file, "f", occurrence: 1))
    let second = symbols.declaringScope(of: "f", at: token(file, "f", occurrence: 3))
    XCTAssertNotNil(first)
    XCTAssertNotNil(second)
    XCTAssertNotEqual(first, second)
    XCTAssertNil(symbols.declaringScope(of: "g", at: token(file, "f", occurrence: 1)))
  }

  func testParametersAreLocalsOfTheirFunction() {
    let js = "const mask = '999';\nfunction apply(el, mask) { use(mask) }\nconst f = (a, b = 1) => { use(b) }"
    let (file, symbols) = facts(js, .javascript)
    let body = symbols.declaringScope(of: "mask", at: token(file, "mask", occurrence: 2))
    XCTAssertNotNil(body)
    XCTAssertNotEqual(body, -1, "the parameter shadows the top-level constant")
    XCTAssertEqual(symbols.declaringScope(of: "mask", at: 0), -1)
    XCTAssertNotEqual(symbols.declaringScope(of: "b", at: token(file, "b", occurrence: 1)), nil)
    let (swift, swiftFacts) = facts("func configure(_ field: UITextField, label other: Int) throws -> Bool { field.x = 1 }\nif (a) { x = 2 }", .swift)
    XCTAssertNotNil(swiftFacts.declaringScope(of: "field", at: token(swift, "field", occurrence: 1)))
    XCTAssertNotNil(swiftFacts.declaringScope(of: "other", at: token(swift, "field", occurrence: 1)))
    XCTAssertNil(swiftFacts.declaringScope(of: "a", at: token(swift, "x")))
  }

  func testConstantsNeedOneCompleteLiteral() {
    let kotlin = """
      const val PHONE_MASK = "+1 ([000]) [000]-[0000]"
      class A { companion object { val ZIP = "[00000]" } }
      val JOINED = "a" + suffix
      var MUTABLE = "[00]"
      """
    let (_, kt) = facts(kotlin, .kotlin)
    XCTAssertEqual(kt.constants.map { "\($0.owner).\($0.name)" }, [".PHONE_MASK", "A.ZIP"])

    let (_, swift) = facts("enum Masks { static let phone = \"+1 ([000])\"\n static let name = \"\\(x)\" }\nlet kZip = \"[00000]\"", .swift)
    XCTAssertEqual(swift.constants.map { "\($0.owner).\($0.name)" }, ["Masks.phone", ".kZip"])

    let (_, java) = facts("class M { public static final String PHONE = \"(###)\"; static String OTHER = \"#\"; }", .java)
    XCTAssertEqual(java.constants.map { "\($0.owner).\($0.name)" }, ["M.PHONE"])

    let (_, cs) = facts("class M { public const string A = \"000\"; static readonly string B = @\"00\"; static string C = \"0\"; }", .csharp)
    XCTAssertEqual(cs.constants.map { "\($0.owner).\($0.name)" }, ["M.A", "M.B"])

    let (_, dart) = facts("const kPhone = '+# (###)';\nclass M { static const String zip = '#####'; }\nfinal x = 'a' 'b';", .dart)
    XCTAssertEqual(dart.constants.map { "\($0.owner).\($0.name)" }.prefix(2), [".kPhone", "M.zip"])

    let (_, js) = facts("const PHONE = '(999) 999-9999';\nlet mutable = '9';\nconst t = `a${b}`;", .javascript)
    XCTAssertEqual(js.constants.map(\.name), ["PHONE"])
  }

  func testImportsUnderOtherNames() {
    let js = """
      import MaskedInput from "react-input-mask";
      import { default as IM, IMask as M } from 'imask';
      import * as All from "inputmask";
      const Inputmask = require("inputmask");
      """
    let (_, symbols) = facts(js, .javascript)
    XCTAssertEqual(symbols.imports.map { "\($0.local)=\($0.module):\($0.imported)" }, [
      "MaskedInput=react-input-mask:default", "IM=imask:default", "M=imask:IMask", "All=inputmask:*",
      "Inputmask=inputmask:default",
    ])
  }
}

/// Android `<string>` resources read as constants only when their text is certain.
final class AndroidValuesScannerTests: XCTestCase {
  func testPlainStringsAreEntriesOverTheirText() {
    let xml = """
      <resources>
        <string name="phone_mask">+1 ([000]) [000]-[0000]</string>
        <string-array name="list"><item>a</item></string-array>
        <string name="quoted">"[00]"</string>
        <string name="escaped">[00]\\n</string>
        <string name="entity">[00]&amp;</string>
        <string name="markup">[<b>00</b>]</string>
        <string
          translatable="false" name='zip'>[00000]</string>
      </resources>
      """
    let text = SourceText(xml)
    let entries = AndroidValuesScanner.scan(text)
    XCTAssertEqual(entries.map(\.name), ["phone_mask", "zip"])
    XCTAssertEqual(entries.first?.literal.value, "+1 ([000]) [000]-[0000]")
    XCTAssertEqual(entries.first.map { text.string(in: $0.literal.range) }, "+1 ([000]) [000]-[0000]")
  }
}
