import Foundation
import MaskJSON
import XCTest

/// `rule@line` of each finding of the binary's JSON report on `files` (1-based lines).
private func lintedRules(_ files: [String: String]) throws -> [String] {
  let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
  let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
  XCTAssertNotEqual(result.status, 2, result.stderr)
  let json = try JSON.parse(result.stdoutBytes)
  return (json["findings"]?.arrayValue ?? []).map { finding in
    "\(finding["rule"]?.stringValue ?? "?")@\(finding["range"]?["start"]?["line"]?.intValue ?? -1)"
  }
}

/// Findings that were false on public applications (`Benchmarks/realworld`, fourth round),
/// checked through the binary next to the finding the same code gives where it is a mistake.
final class HeldOutRegressionLintTests: XCTestCase {
  private func findings(_ files: [String: String]) throws -> [String] { try lintedRules(files) }

  /// `@react-input/mask`'s `InputMask` takes the keys of `replacement` as its slots: its
  /// `___` mask is not react-input-mask's (which would have no slot at all).
  func testInputMaskOfAnotherPackageIsNotReactInputMask() throws {
    let element = #"export const Phone = () => <InputMask mask="+7 (___) ___-__-__" replacement={{ _: /\d/ }} />;"#
    XCTAssertEqual(try findings(["Phone.jsx": "import { InputMask } from '@react-input/mask';\n" + element + "\n"]), [])
    XCTAssertEqual(try findings(["Phone.jsx": "import { InputMask } from 'primereact/inputmask';\n" + element + "\n"]), [])
    // Without the import, `replacement` says which package it is.
    XCTAssertEqual(try findings(["Phone.jsx": element + "\n"]), [])
    // react-input-mask's own component with the same mask: no slot, an error.
    XCTAssertEqual(
      try findings(["Phone.jsx": "import InputMask from 'react-input-mask';\nexport const P = () => <InputMask mask=\"+7 (___) ___-__-__\" />;\n"]),
      ["mask-no-slots@2"])
  }

  /// A search for one character of a set is a "contains" check (a password rule).
  func testSearchingForACharacterOfASetIsNotUnanchoredValidation() throws {
    let rules = #"""
      fun String.hasLower() = Regex("[a-z]+").containsMatchIn(this)
      fun String.hasUpper() = Regex("[A-Z]").containsMatchIn(this)
      fun String.isZip() = Regex("\\d{5}").containsMatchIn(this)
      """#
    XCTAssertEqual(try findings(["Rules.kt": rules + "\n"]), ["regex-unanchored@3"])
  }

  /// A convenience initialiser passing `""` to the designated one is a placeholder; a
  /// caller's empty format is still reported.
  func testAnEmptyFormatPassedToTheOwnInitialiserIsAPlaceholder() throws {
    let delegate = #"""
      import InputMask
      open class MaskedDelegate: MaskedTextFieldDelegate {
        public override convenience init() { self.init(primaryFormat: "") }
      }
      final class Form {
        let listener = MaskedTextFieldDelegate(primaryFormat: "")
      }
      """#
    XCTAssertEqual(try findings(["MaskedDelegate.swift": delegate + "\n"]), ["mask-empty@6"])
  }
}

/// The fifth round's false findings, through the binary.
final class FifthRoundRegressionLintTests: XCTestCase {
  private func findings(_ files: [String: String]) throws -> [String] { try lintedRules(files) }

  /// .NET compiles an empty pattern and reads a `{` that starts no quantifier as itself:
  /// neither is a syntax error there (ICU rejects both).
  func testDotNetRegexesICURejectsAreNotErrors() throws {
    let code = #"""
      using System.Text.RegularExpressions;
      class C {
        bool Empty(string s) { var r = new Regex(""); return r.IsMatch(s); }
        bool Guid(string s) { var r = new Regex("^({|\\()?[A-F0-9]{8}(}|\\))?$"); return r.IsMatch(s); }
        bool Broken(string s) { var r = new Regex("^(\\d{3}$"); return r.IsMatch(s); }
        bool Reversed(string s) { var r = new Regex("^x{3,1}$"); return r.IsMatch(s); }
      }
      """#
    // An unterminated group, and a quantifier .NET also rejects (3 > 1), are still errors.
    XCTAssertEqual(try findings(["C.cs": code + "\n"]), ["regex-syntax@5", "regex-syntax@6"])
  }

  /// `exec`, `match` and `matchAll` return the match to read its parts.
  func testExtractingRegexesAreNotUnanchoredValidators() throws {
    let code = #"""
      function color(str) {
        var res;
        if (res = /rgb\(\s*([0-9]{1,3})\s*,\s*([0-9]{1,3})\s*\)/.exec(str)) return res[1];
        var ua = /Trident\/.*rv:([0-9]{1,}[.0-9]{0,})/.exec(navigator.userAgent);
        var hex = str.match(/[a-f0-9]{6}|[a-f0-9]{3}/i);
        return /\d{5}/.test(str);
      }
      """#
    XCTAssertEqual(try findings(["color.js": code + "\n"]), ["regex-unanchored@6"])
  }

  /// A lost backslash before `:` leaves the same regex; before `d` it does not.
  func testAHarmlessLostBackslashInARegexIsNotReported() throws {
    let code = #"""
      const a = new RegExp('"ranges"\: 1', 'g');
      const b = new RegExp('^\d{3}$');
      """#
    XCTAssertEqual(try findings(["site.js": code + "\n"]), ["host-escape@2"])
  }

  /// `MaskTextInputFormatter` without a mask returns the text as typed.
  func testAFlutterFilterWithoutAMaskIsNeverUsed() throws {
    let code = #"""
      final email = MaskTextInputFormatter(filter: {"*": RegExp(r'[\w-]+@[\w-]+\.[a-z]{2,7}')});
      final code = MaskTextInputFormatter(mask: '##-##', filter: {'#': RegExp(r'\d{2}')});
      """#
    XCTAssertEqual(try findings(["fmt.dart": code + "\n"]), ["flutter-filter-multichar@2"])
  }

  /// Visual Studio's IntelliSense copies of libraries are skipped like minified files.
  func testIntelliSenseCopiesAreSkipped() throws {
    let code = "function f(v) { return /\\d{5}/.test(v); }\n"
    XCTAssertEqual(try findings(["Scripts/jquery.validate-vsdoc.js": code, "Scripts/app.intellisense.js": code]), [])
    XCTAssertEqual(try findings(["Scripts/app.js": code]), ["regex-unanchored@1"])
  }

  /// Plain text or a choice of texts searched is a "contains" check.
  func testSearchingForPlainTextIsAContainsCheck() throws {
    let code = #"""
      using System.Text.RegularExpressions;
      class F {
        bool Bold(string style) { return Regex.IsMatch(style, "bold|bolder|700", RegexOptions.IgnoreCase); }
        bool Blank(string href) { return Regex.IsMatch(href, "about:blank"); }
        bool Email(string email) { return Regex.IsMatch(email, @"\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*"); }
        bool Body(string html) { return Regex.IsMatch(html, @"(<body).*?(</body)", RegexOptions.Singleline); }
      }
      """#
    XCTAssertEqual(try findings(["F.cs": code + "\n"]), ["regex-unanchored@5"])
  }
}

/// The sixth round's false findings, through the binary.
final class SixthRoundRegressionLintTests: XCTestCase {
  private func findings(_ files: [String: String]) throws -> [String] { try lintedRules(files) }

  /// A range kept to cut the match out is extraction; compared with `nil` or `NSNotFound`
  /// it is a check of the whole value.
  func testARangeKeptToCutOutIsExtraction() throws {
    let objc = #"""
      @implementation Net
      + (NSString *)ipFromPage:(NSString *)html {
        NSRange range = [html rangeOfString:@"\\d+\\.\\d+\\.\\d+\\.\\d+" options:NSRegularExpressionSearch];
        return [html substringWithRange:range];
      }
      + (BOOL)isZip:(NSString *)s {
        return [s rangeOfString:@"\\d{5}" options:NSRegularExpressionSearch].location != NSNotFound;
      }
      @end
      """#
    let swift = #"""
      func ip(_ html: String) -> Substring? {
        guard let r = html.range(of: "\\d+\\.\\d+\\.\\d+\\.\\d+", options: .regularExpression) else { return nil }
        return html[r]
      }
      func isZip(_ s: String) -> Bool { s.range(of: "\\d{5}", options: .regularExpression) != nil }
      """#
    XCTAssertEqual(try findings(["Net.m": objc + "\n"]), ["regex-unanchored@7"])
    XCTAssertEqual(try findings(["Net.swift": swift + "\n"]), ["regex-unanchored@5"])
  }

  /// `pattern="[0-9]*"` on a number input asks iOS for the digit keypad.
  func testTheKeypadPatternOnANumberInputIsNotReported() throws {
    let page = #"""
      <form>
        <input type="number" name="mobile" pattern="[0-9]*">
        <input type="number" name="zip" pattern="\d{5}">
      </form>
      """#
    XCTAssertEqual(try findings(["form.html": page + "\n"]), ["conflict-html-pattern@3"])
  }

  /// VS Code's Local History copies (`.history/`) are skipped like build folders.
  func testLocalHistoryCopiesAreSkipped() throws {
    let component = "<script>export default { methods: { check(v) { return /^1[3|4|5|7|8][0-9]\\d{8}$/.test(v) } } }</script>\n"
    XCTAssertEqual(try findings([".history/src/Apply_20211230192715.vue": component]), [])
    // One finding for the `|` written four times.
    XCTAssertEqual(try findings(["src/Apply.vue": component]), ["regex-suspicious-class@1"])
  }

  /// A class range written with escapes is deliberate.
  func testAnEscapedRangeIsNotSuspicious() throws {
    let code = #"export function decode(rec, fn) { return rec.replace(/\x1B([\x20-\x2F])([\x30-\x3F])/g, fn); }"#
    XCTAssertEqual(try findings(["sylk.js": code + "\n"]), [])
  }
}

/// The seventh round's false findings (editors copied into a web app's `plugins/`), through
/// the binary, each next to a case that is still reported.
final class SeventhRoundRegressionLintTests: XCTestCase {
  private func findings(_ files: [String: String]) throws -> [String] { try lintedRules(files) }

  /// `String.search` returns where the match starts: a yes-or-no check only when compared
  /// with -1 or 0.
  func testSearchReturningAPositionIsExtraction() throws {
    let code = """
      function firstNonBlank(line, cursor) {
        if (cursor.column > line.search(/\\S|$/)) { return line.substr(cursor.column).search(/\\S|$/); }
        return 0;
      }
      function hasZip(value) { return value.search(/\\d{5}/) !== -1; }
      function hasCode(value) { return value.search(/[A-Z]{3}\\d{2}/) >= 0; }
      """
    XCTAssertEqual(try findings(["editor.js": code + "\n"]), ["regex-unanchored@5", "regex-unanchored@6"])
  }

  /// A band of printable ASCII between two punctuation marks (the CSS URL grammar's
  /// `[!#$%&*-~]`) is deliberate; a small punctuation range next to a member it takes is not.
  func testAPrintableBandIsNotASuspiciousRange() throws {
    let code = """
      function readURL(c) { return /^[!#$%&\\\\*-~]$/.test(c); }
      function isName(c) { return /^[\\w.+-/]+$/.test(c); }
      """
    XCTAssertEqual(try findings(["css.js": code + "\n"]), ["regex-suspicious-class@2"])
  }

  /// A lost backslash before `/` in a string given to `RegExp` leaves the same regex.
  func testALostBackslashBeforeASlashIsNotReported() throws {
    let code = """
      var tags = new RegExp('<\\/?(\\\\w+)\\\\s*>', 'g');
      var digits = new RegExp('^\\d{3}$');
      """
    XCTAssertEqual(try findings(["strip.js": code + "\n"]), ["host-escape@2"])
  }

  /// Scripts of 256 KB or more and scripts opening with a library's `/*!` banner are
  /// copies of libraries or builds: skipped like minified files, and listed as skipped.
  func testLibraryCopiesAreSkipped() throws {
    let check = "function f(v) { return /\\d{5}/.test(v); }\n"
    let banner = "/*!\n * jQuery Validation Plugin v1.11.1\n * Released under the MIT license\n */\n" + check
    let bundle = check + String(repeating: "var x = 1; // padding a bundled script\n", count: 7_000)
    XCTAssertEqual(try findings(["Scripts/jquery.validate.js": banner, "plugins/ace/worker.js": bundle]), [])
    XCTAssertEqual(try findings(["Scripts/app.js": "/* my app */\n" + check]), ["regex-unanchored@2"])
    let dir = try MasklsBinary.tempDir(["lib.js": Array(banner.utf8)])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let skipped = json["skipped"]?.arrayValue ?? []
    XCTAssertEqual(skipped.count, 1, result.stdout)
    XCTAssertTrue(skipped.first?["reason"]?.stringValue?.contains("copy of a library") ?? false, result.stdout)
    // A mask library's copy is read: the aliases a vendored Inputmask 3 defines hold.
    let inputmask3 = "/*!\n* inputmask.date.extensions.js\n* Licensed under the MIT license\n* Version: 3.3.11\n*/\n"
      + "Inputmask.extendAliases({ \"dd/mm/yyyy\": { mask: \"1/2/y\" } });\n"
    let use = "$(\"#birth\").inputmask(\"dd/mm/yyyy\");\n"
    XCTAssertEqual(try findings(["Scripts/inputmask.date.extensions.js": inputmask3, "Scripts/app.js": use]), [])
    XCTAssertEqual(try findings(["Scripts/app.js": use]), ["mask-unknown-alias@1"])
    // Named on the command line, or with default excludes off, it is linted.
    let named = try MasklsBinary.run(["lint", dir.appendingPathComponent("lib.js").path, "--format", "json"])
    XCTAssertEqual(try JSON.parse(named.stdoutBytes)["findings"]?.arrayValue?.count, 1, named.stdout)
  }

  /// moment.js opens with `//!` lines naming its version and licence: a library's copy too
  /// (the twenty-fourth round: `w[o|w]?` reported in three vendored copies).
  func testALineCommentBannerMarksALibraryCopy() throws {
    let check = "var formattingTokens = /w[o|w]?|W[o|W]?|./g;\n"
    let moment = "//! moment.js\n//! version : 2.9.0\n//! license : MIT\n//! momentjs.com\n" + check
    XCTAssertEqual(try findings(["js/moment.js": moment]), [])
    XCTAssertEqual(try findings(["js/tokens.js": "//! my tokens\n" + check]), ["regex-suspicious-class@2", "regex-suspicious-class@2"])
  }

  /// A mask library's copy is read for the aliases it defines, but what it says itself is
  /// the library's business: no finding is placed in it, unless default excludes are off.
  func testAMaskLibraryCopyIsReadButNotReported() throws {
    let header = "/*\nInput Mask plugin extensions\nCopyright (c) 2010 - 2014 Robin Herbots\nLicensed under the MIT license\n*/\n"
    let library = header + "Inputmask.extendAliases({ \"dd/mm/yyyy\": { mask: \"1/2/y\", regex: { hrspre: new RegExp(\"[0-1]\"), ampm: new RegExp(\"[a|p|A|P][m|M]\") } } });\n"
    let use = "$(\"#birth\").inputmask(\"dd/mm/yyyy\");\n"
    XCTAssertEqual(try findings(["js/jquery.inputmask.date.extensions.js": library, "js/app.js": use]), [])
    // Without its header it is the project's own code.
    XCTAssertEqual(
      try findings(["js/my.inputmask.aliases.js": String(library.dropFirst(header.count)), "js/app.js": use]),
      ["regex-suspicious-class@1", "regex-suspicious-class@1"])
    let dir = try MasklsBinary.tempDir(["js/jquery.inputmask.date.extensions.js": Array(library.utf8)])
    let all = try MasklsBinary.run(["lint", dir.path, "--no-default-excludes", "--format", "json"])
    XCTAssertEqual(try JSON.parse(all.stdoutBytes)["findings"]?.arrayValue?.count, 2, all.stdout)
    let named = try MasklsBinary.run(["lint", dir.appendingPathComponent("js/jquery.inputmask.date.extensions.js").path, "--format", "json"])
    XCTAssertEqual(try JSON.parse(named.stdoutBytes)["findings"]?.arrayValue?.count, 2, named.stdout)
  }

  /// Dart's `RegExp(…).hasMatch(value)` is a search, as JavaScript's `test`.
  func testDartHasMatchIsASearch() throws {
    let code = #"""
      bool isEmail(String email) => RegExp(r"[a-z]+@\w+\.\w{2,3}").hasMatch(email);
      bool isPhone(String phone) => RegExp(r"^\d{10}$").hasMatch(phone);
      bool hasDigit(String text) => RegExp(r"\d").hasMatch(text);
      String? code(String text) => RegExp(r"[A-Z]{3}").firstMatch(text)?.group(0);
      """#
    XCTAssertEqual(try findings(["validators.dart": code + "\n"]), ["regex-unanchored@1"])
  }

  /// With the v flag (HTML `pattern`), a `-` before the end of a class must be escaped:
  /// the error points at it.
  func testTheVFlagErrorPointsAtTheHyphen() throws {
    let page = #"<input type="email" pattern="[a-z0-9._%+-]+@[a-z0-9.]+">"#
    let dir = try MasklsBinary.tempDir(["form.html": Array((page + "\n").utf8)])
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let finding = try JSON.parse(result.stdoutBytes)["findings"]?.arrayValue?.first
    XCTAssertEqual(finding?["rule"]?.stringValue, "regex-syntax", result.stdout)
    // Columns count from 1.
    let hyphen = page.components(separatedBy: "-]")[0].utf16.count
    XCTAssertEqual(finding?["range"]?["start"]?["column"]?.intValue.map { Int($0) }, hyphen + 1, result.stdout)
    XCTAssertTrue(finding?["message"]?.stringValue?.hasPrefix("`-` must be escaped") ?? false, result.stdout)
  }
}

/// The eighth round's missed bug, through the binary: a single `|` or `,` between the
/// members of a class is a member too.
final class EighthRoundRegressionLintTests: XCTestCase {
  func testASeparatorInAClassIsReported() throws {
    let code = """
      export const PHONE = /^((13[0-9])|(14[5|7])|(18[0,5-9]))\\d{8}$/;
      export const DECIMAL = /^[0-9]+([,.][0-9]+)?$/;
      export const WORDS = /^[a-z,]+$/;
      export const BAR = /^[|]$/;
      """
    XCTAssertEqual(try lintedRules(["rules.ts": code + "\n"]), ["regex-suspicious-class@1", "regex-suspicious-class@1"])
  }
}

/// Constructs of one engine the analyser once took for errors, found by probing each
/// language's idioms after the held-out rounds.
final class EngineIdiomLintTests: XCTestCase {
  /// .NET conditionals `(?(name)yes|no)` are .NET's own: not checked as ICU.
  func testADotNetConditionalIsNotAnError() throws {
    let code = #"""
      using System.Text.RegularExpressions;
      class R {
        bool A(string s) { return Regex.IsMatch(s, @"^(?(digit)\d+|[a-z]+)$"); }
        bool B(string s) { return Regex.IsMatch(s, @"^(\d+$"); }
      }
      """#
    XCTAssertEqual(try lintedRules(["R.cs": code + "\n"]), ["regex-syntax@4"])
  }

  /// ES2025 duplicate named groups in different alternatives compile in current browsers.
  func testDuplicateNamesInAlternativesAreNotAnError() throws {
    let code = #"""
      const date = /^(?:(?<y>\d{4})-\d\d|\d\d-(?<y>\d{4}))$/;
      const twice = /^(?<y>\d)(?<y>\d)$/;
      """#
    XCTAssertEqual(try lintedRules(["date.js": code + "\n"]), ["regex-syntax@2"])
  }
}

/// jQuery Mask Plugin's documented IP mask: the real plugin (its `dist/jquery.mask.js` with
/// Debian's jQuery in jsdom) shows `2.3.4.5` for the keys `2.3.4.5` and `234.5` for `2345`.
final class JQueryMaskOptionalSlotTests: XCTestCase {
  func testAShortValueTypedWithItsLiteralsIsNotATrap() throws {
    let code = "$('#ip').mask('0ZZ.0ZZ.0ZZ.0ZZ', { translation: { 'Z': { pattern: /[0-9]/, optional: true } } });\n"
    XCTAssertEqual(try lintedRules(["ip.js": code]), [])
    // The same replay the plugin gives, through the preview.
    let typed = try MasklsBinary.run(["preview", "--dialect", "jquerymask", "099.099.099.099", "--keys", "2.3.4.5"])
    XCTAssertTrue(typed.stdout.contains("5  2.3.4.5|"), typed.stdout)
    let digits = try MasklsBinary.run(["preview", "--dialect", "jquerymask", "099.099.099.099", "--keys", "2345"])
    XCTAssertTrue(digits.stdout.contains("5  234.5|"), digits.stdout)
  }
}

/// The ninth round's false findings (Benchmarks/realworld README, "ninth round"), each next
/// to a case still reported.
final class NinthRoundRegressionLintTests: XCTestCase {
  /// jQuery Validation and Parsley read `min`, `max`, `step`, `minlength` from any input
  /// (`minlength="2"` on a checkbox asks for two of the group): not ignored on their pages.
  func testAttributesAPageLibraryChecksAreNotIgnored() throws {
    let inputs = """
      <form id="f">
      <input id="totals" name="totals" value="0" max="25" readonly>
      <input type="checkbox" name="spam[]" value="email" required minlength="2">
      <input type="text" name="r" min="50" max="200" step="10">
      <input type="number" name="n" min="10" max="1">
      </form>

      """
    let validated = inputs + "<script src=\"js/jquery.validate.min.js\"></script>\n<script>$(\"#f\").validate();</script>\n"
    XCTAssertEqual(try lintedRules(["demo.html": validated]), ["conflict-html-pattern@5"])
    let parsley = inputs.replacingOccurrences(of: "<form id=\"f\">", with: "<form id=\"f\" data-parsley-validate>")
    XCTAssertEqual(try lintedRules(["demo.html": parsley]), ["conflict-html-pattern@5"])
    // Without such a library the browser ignores them.
    XCTAssertEqual(
      try lintedRules(["demo.html": inputs]),
      ["conflict-html-pattern@2", "conflict-html-pattern@3", "conflict-html-pattern@4", "conflict-html-pattern@4", "conflict-html-pattern@4", "conflict-html-pattern@5"])
  }

  /// A script opening with a comment that names a copyright holder is a library's copy
  /// (CodeMirror's modes, google-code-prettify): skipped and listed, unless named.
  func testAScriptWithACopyrightHeaderIsALibraryCopy() throws {
    let check = "function f(v) { return /\\d{5}/.test(v); }\n"
    let codeMirror = "// CodeMirror, copyright (c) by Marijn Haverbeke and others\n// Distributed under an MIT license: https://codemirror.net/LICENSE\n\n" + check
    let block = "/*\n * Swiper 4.5.0\n * Copyright 2014-2019 Vladimir Kharlampidi\n */\n" + check
    XCTAssertEqual(try lintedRules(["plugins/codemirror/mode/css.js": codeMirror, "swiper/swiper.js": block]), [])
    // A comment that does not name one: the project's own script.
    XCTAssertEqual(try lintedRules(["js/app.js": "// Form checks of the sign-up page.\n" + check]), ["regex-unanchored@2"])
    XCTAssertEqual(try lintedRules(["js/app.js": "/* @flow */\n" + check]), ["regex-unanchored@2"])
    let dir = try MasklsBinary.tempDir(["css.js": Array(codeMirror.utf8)])
    let skipped = try JSON.parse(try MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes)["skipped"]?.arrayValue ?? []
    XCTAssertTrue(skipped.first?["reason"]?.stringValue?.contains("copyright") ?? false, "\(skipped)")
    let named = try MasklsBinary.run(["lint", dir.appendingPathComponent("css.js").path, "--format", "json"])
    XCTAssertEqual(try JSON.parse(named.stdoutBytes)["findings"]?.arrayValue?.count, 1, named.stdout)
  }

  /// A repeated class may hold digits with their separators (`0b[0,1]+`); a class that picks
  /// one character is a choice written as a list.
  func testARepeatedClassWithASeparatorIsNotReported() throws {
    let code = """
      var number = /(?:0x[\\d,a-f]+)|(?:0b[0,1]+)|(?:[1,2]{3})/;
      var phone = /^1(4[5,7]|8[0|5-9]?|9[8,9]{1})\\d{8}$/;
      """
    XCTAssertEqual(try lintedRules(["rules.js": code + "\n"]), ["regex-suspicious-class@2", "regex-suspicious-class@2", "regex-suspicious-class@2"])
  }

  /// Without the `u` flag `\p` is the letter `p`: `\/\pages` means `/pages`. `\p{L}` and
  /// PCRE's `\pL` are property escapes that do not work there.
  func testAPWithoutAPropertyIsTheLetter() throws {
    let code = #"""
      const dest = file.replace(/src\/pug\/\pages/, 'dist');
      const word = /^\p{L}+$/.test(name);
      const letter = /^\pL+$/.test(name);
      """#
    XCTAssertEqual(try lintedRules(["render.js": code + "\n"]), ["regex-flavor@2", "regex-flavor@3"])
  }
}

/// The ninth round's missed bug: Angular tests a value with a regex object as given (a
/// search) and anchors a string pattern (`^…$`, no group); form rules' `pattern` regexes
/// (react-hook-form, antd, Vant) are tested with `match`/`test`, searches too.
final class FormValidatorPatternTests: XCTestCase {
  func testValidatorsPatternIsRead() throws {
    let code = """
      import { Validators, FormControl } from '@angular/forms';
      export class SignupComponent {
        phone = new FormControl('', [Validators.required, Validators.pattern(/[0-9]{10}/)]);
        zip = new FormControl('', [Validators.pattern(/^[0-9]{5}$/)]);
        code = new FormControl('', [Validators.pattern('[0-9')]);
        pin = new FormControl('', [Validators.pattern('[0-9]{4}')]);
        either = new FormControl('', [Validators.pattern('a|[0-9')]);
        other = new FormControl('', [Other.pattern('[0-9')]);
      }
      """
    XCTAssertEqual(try lintedRules(["signup.component.ts": code + "\n"]), ["regex-unanchored@3", "regex-syntax@5", "regex-syntax@7"])
  }
}

extension FormValidatorPatternTests {
  func testARulePatternIsASearchButATokenPatternIsNot() throws {
    let code = """
      const a = register("phone", { required: true, pattern: /[0-9]{10}/ });
      const b = register("date", { pattern: { value: /[0-9]{4}-[0-9]{2}/, message: "bad" } });
      const c = register("zip", { pattern: { value: /^\\d{5}$/, message: "bad" } });
      $('#x').mask('0ZZ', { translation: { 'Z': { pattern: /[0-9]{3}/, optional: true } } });
      const rules = { phone: [{ required: true, pattern: /1[3-9]\\d{9}/, message: 'x' }] };
      const tokens = { A: { pattern: /[A-Z]{2}/ } };
      const loose = { pattern: /[a-z]+/ };
      """
    XCTAssertEqual(
      try lintedRules(["rules.tsx": code + "\n"]), ["regex-unanchored@1", "regex-unanchored@2", "regex-unanchored@5"])
  }
}


/// The tenth round's false findings and noise (Benchmarks/realworld README, "tenth round").
final class TenthRoundRegressionLintTests: XCTestCase {
  /// Java and Kotlin write a character beyond U+FFFF as two `\u` escapes; the JVM's regex
  /// reads the pattern by code point, so `[\ud83c\udc00-\ud83c\udfff]` is U+1F000–U+1F3FF.
  /// JavaScript without `u` reads code units: the same class is out of order (node: a
  /// SyntaxError).
  func testASurrogatePairWrittenAsEscapesIsOneCharacter() throws {
    let kotlin = #"val emoji = java.util.regex.Pattern.compile("[\ud83c\udc00-\ud83c\udfff]")"#
    let java = #"class B { static final java.util.regex.Pattern E = java.util.regex.Pattern.compile("[\uuud83c\udc00-\ud83c\udfff]"); }"#
    let script = #"const re = new RegExp("[\ud83c\udc00-\ud83c\udfff]");"#
    XCTAssertEqual(try lintedRules(["A.kt": kotlin + "\n", "B.java": java + "\n", "e.js": script + "\n"]), ["regex-syntax@1"])
  }

  /// A character repeated in a class is one finding that says how often.
  func testARepeatedMemberIsOneFinding() throws {
    let code = #"val phone = java.util.regex.Pattern.compile("^1[3|4|5|6|7|8|9]\\d{9}$")"#
    let dir = try MasklsBinary.tempDir(["A.kt": Array((code + "\n").utf8)])
    let findings = try JSON.parse(try MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes)["findings"]?.arrayValue ?? []
    XCTAssertEqual(findings.map { $0["message"]?.stringValue ?? "" }, ["duplicate member `|` in a character class (written 6 times)"])
  }

  /// `[0,9]{1,3}` is the range `0-9` mistyped, though repeated; `0b[0,1]+` is not reported.
  /// Chinese doubles the ellipsis and the dash (`……`, `——`): not duplicates.
  func testARangeWrittenWithACommaAndDoubledChinesePunctuation() throws {
    let code = """
      var digits = /^[0,9]{1,3}$/;
      var binary = /^0b[0,1]+$/;
      var deny = /[……——]/.test(name);
      var twice = /^[…a…]$/;
      """
    XCTAssertEqual(try lintedRules(["v.js": code + "\n"]), ["regex-suspicious-class@1", "regex-suspicious-class@4"])
  }
}

extension TenthRoundRegressionLintTests {
  /// The tenth round's missed bug: an Objective-C local holding the regex of a
  /// `SELF MATCHES %@` predicate is followed when the body never changes it.
  func testAnObjectiveCLocalRegexIsFollowed() throws {
    let code = #"""
      @implementation NSString (Predicate)
      - (BOOL)isValidMobile {
          NSString *mobile = @"^1[3|4|5|7|8][0-9]\\d{8}$";
          return [[NSPredicate predicateWithFormat:@"SELF MATCHES %@", mobile] evaluateWithObject:self];
      }
      - (BOOL)isCode:(BOOL)long {
          NSString *regex = @"^[0-9]{4";
          if (long) { regex = @"^[0-9]{6}$"; }
          return [[NSPredicate predicateWithFormat:@"SELF MATCHES %@", regex] evaluateWithObject:self];
      }
      - (BOOL)isEmpty {
          NSString *blank = @"^\[ \t]*$";
          return [[NSPredicate predicateWithFormat:@"SELF MATCHES %@", blank] evaluateWithObject:self];
      }
      @end
      """#
    XCTAssertEqual(try lintedRules(["NSString+Predicate.m": code + "\n"]), ["regex-suspicious-class@3"])
  }
}

/// The eleventh round's false errors: an Angular form control's `pattern` is checked by
/// Angular's `PatternValidator` (`new RegExp("^" + p + "$")`, no `v` flag) on any input type.
final class EleventhRoundRegressionLintTests: XCTestCase {
  func testAnAngularFormControlsPatternIsAngulars() throws {
    let page = #"""
      <form #f="ngForm">
        <input name="email" [(ngModel)]="email" pattern="^\w+([\.-]?\w+)*@\w+\.\w{2,3}$">
        <input name="zip" type="number" ngModel pattern="[0-9]{5}" minlength="5">
        <input name="code" formControlName="code" pattern="[0-9">
      </form>
      <input name="plain" pattern="[a-z-]+">
      <input name="count" type="number" pattern="[0-9]{5}">
      """#
    XCTAssertEqual(
      try lintedRules(["login.component.html": page + "\n"]),
      ["regex-redos@2", "regex-syntax@4", "regex-syntax@6", "conflict-html-pattern@7"])
  }
}

/// The twelfth round's false findings: a lost backslash before `.` inside a class changes
/// nothing (`[.]` and `[\.]` are one member); outside a class it does.
final class TwelfthRoundRegressionLintTests: XCTestCase {
  func testALostBackslashInsideAClassChangesNothing() throws {
    let code = #"""
      import { Validators } from '@angular/forms';
      export const v = Validators.pattern('[-\s\.]?[0-9]{3}');
      export const w = new RegExp('^[0-9]+\.[0-9]{2}$');
      export const x = new RegExp('^\\[[\.a-z]+\\]$');
      """#
    XCTAssertEqual(try lintedRules(["b.ts": code + "\n"]), ["host-escape@2", "host-escape@3"])
  }
}

extension TwelfthRoundRegressionLintTests {
  /// Polynomial backtracking on a field's check is information; exponential stays a warning.
  func testPolynomialBacktrackingIsInformation() throws {
    let code = """
      let a = NSPredicate(format: "SELF MATCHES %@", "^[A-Z]+[a-zA-Z-]*$").evaluate(with: name)
      let b = NSPredicate(format: "SELF MATCHES %@", "^(\\\\w+\\\\s?)*$").evaluate(with: name)
      """
    let dir = try MasklsBinary.tempDir(["Names.swift": Array((code + "\n").utf8)])
    let findings = try JSON.parse(try MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes)["findings"]?.arrayValue ?? []
    let redos = findings.filter { $0["rule"]?.stringValue == "regex-redos" }
    XCTAssertEqual(
      redos.map { "\($0["severity"]?.stringValue ?? "?")@\($0["range"]?["start"]?["line"]?.intValue ?? -1)" },
      ["info@1", "warning@2"], "\(findings)")
  }
}

/// Held-out round 16 (ASP.NET, Spring, Angular).
final class SixteenthRoundRegressionLintTests: XCTestCase {
  /// An upload check searches the first bytes for markup: words joined by blanks
  /// (`<a\s+href`) are markers, not a format; a national-code check searched is still
  /// reported.
  func testMarkersJoinedByBlanksAreASearch() throws {
    let code = #"""
      using System.Text.RegularExpressions;
      class UploadCheck {
        static bool HasMarkup(string head) => Regex.IsMatch(head, @"<script|<html|<a\s+href|<img", RegexOptions.IgnoreCase);
        static bool IsCode(string code) => new Regex(@"\d{10}").IsMatch(code);
      }
      """#
    XCTAssertEqual(try lintedRules(["UploadCheck.cs": code + "\n"]), ["regex-unanchored@4"])
  }
}

extension SixteenthRoundRegressionLintTests {
  /// JavaScript without `u`: a `{` that starts no count and a `}` mean themselves, so a lost
  /// backslash before them changes nothing; before a count (reported once, at the `{` that
  /// starts it), or with `u` (where `{}` does not compile), it does.
  func testALostBackslashBeforeABraceThatStartsNoCount() throws {
    let code = #"""
      const a = new RegExp('"ranges"\: \{\}', 'g');
      const b = new RegExp('^x\{2,3\}$');
      const c = new RegExp('^\{\}$', 'u');
      """#
    XCTAssertEqual(try lintedRules(["picker.js": code + "\n"]), ["host-escape@2", "host-escape@3", "regex-syntax@3", "host-escape@3"])
  }
}

/// Held-out round 14 (web front ends).
final class FourteenthRoundRegressionLintTests: XCTestCase {
  private func findings(_ files: [String: String]) throws -> [String] {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    let json = try JSON.parse(try MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes)
    return (json["findings"]?.arrayValue ?? []).map { f in
      "\(f["rule"]?.stringValue ?? "?")/\(f["severity"]?.stringValue ?? "?")@\((f["path"]?.stringValue ?? "?").split(separator: "/").last ?? ""):\(f["range"]?["start"]?["line"]?.intValue ?? -1)"
    }.sorted()
  }

  /// A browser ignores a `pattern` it cannot compile: the field works unchecked, a warning.
  /// Only the `v` flag rejects `[A-Za-z0-9._-]`: where a script may check the attribute
  /// instead (Foundation Abide, a `novalidate` form, a component whose form is elsewhere), it
  /// is not reported; a pattern no flag compiles still is.
  func testABrowserPatternThatDoesNotCompileIsAWarning() throws {
    let plain = #"<form><input name="login" pattern="[A-Za-z0-9._-]{6,30}"></form>"#
    let abide = #"<form data-abide novalidate><input name="login" pattern="[A-Za-z0-9._-]{6,30}"></form>"#
    let component = """
      <template><div><input name="login" pattern="[A-Za-z0-9._-]{6,30}"><input name="zip" pattern="[0-9]{5"></div></template>
      """
    XCTAssertEqual(
      try findings(["login.html": plain + "\n", "abide.html": abide + "\n", "Login.vue": component + "\n"]),
      ["regex-syntax/warning@Login.vue:1", "regex-syntax/warning@login.html:1"])
  }
}

extension FourteenthRoundRegressionLintTests {
  /// digitalBush's jQuery Masked Input has the same `.mask("…")` call: a file that adds
  /// `$.mask.definitions` or loads the plugin, and masks in its syntax (`?`, `*`), are not
  /// read as jQuery Mask Plugin masks; a jQuery Mask Plugin mask elsewhere still is.
  func testJQueryMaskedInputMasksAreNotJQueryMaskPluginMasks() throws {
    let maskedInput = """
      jQuery(function ($) {
        $.mask.definitions['я'] = '[А-Яа-яЁё]';
        $('.name').mask('яя?яяяя');
        $('.position').mask('bbbb');
      });
      """
    let syntax = "$('.code').mask('**?***');\n$('.digit').mask('1?8');\n"
    let plugin = "$('.plate').mask('bbbb');\n"
    XCTAssertEqual(
      try findings(["inputs_mask.js": maskedInput + "\n", "codes.js": syntax, "plate.js": plugin]),
      ["mask-no-slots/error@plate.js:1"])
  }

  /// Foundation Abide and the other script validators compile `pattern` without `v`.
  func testAbidePagesCompilePatternsWithoutTheUnicodeSetsFlag() throws {
    let page = #"<form data-abide novalidate><input name="city" pattern="[А-Яа-яЁё0-9-_\s]{3,30}"></form>"#
    XCTAssertEqual(try findings(["city.html": page + "\n"]), [])
  }

  /// A C# constant named `Mask` (an icon font's code point) is not `MaskedTextBox.Mask`.
  func testACSharpConstantNamedMaskIsNoMask() throws {
    let code = """
      public static class Icons {
        public const string Mask = "\\uf6fa";
      }
      class Form1 { void Init() { box.Mask = "\\uf6fa"; } }
      """
    XCTAssertEqual(try findings(["Icons.cs": code + "\n"]), ["mask-syntax/error@Icons.cs:4"])
  }

  /// A syntax highlighter's token (`{pattern: /…/, alias, greedy, inside, lookbehind}`) is
  /// searched in source text; a form rule's `pattern` still is a validation.
  func testHighlighterTokensAreNoFormRules() throws {
    let grammar = """
      Prism.languages.markup = {
        'entity': [{ pattern: /&[\\da-z]{1,8};/i, alias: 'named-entity' }],
        'comment': { pattern: /<!--[\\s\\S]*?-->/, greedy: true }
      };
      """
    let form = "register('zip', { pattern: /\\d{5}/ });\n"
    XCTAssertEqual(try findings(["prism.js": grammar + "\n", "Form.js": form]), ["regex-unanchored/warning@Form.js:1"])
  }

  /// Two fields of a page with one id (`*ngIf` alternatives) are two fields: a number
  /// input's `min` is not "ignored on a radio".
  func testFieldsSharingAnIDAreNotJoined() throws {
    let page = """
      <input type="radio" id="percentage" name="kind" value="p">
      <input type="number" id="percentage" min="0" max="100">
      <input type="radio" id="fixed" name="kind" min="1">
      """
    XCTAssertEqual(try findings(["coupon.html": page + "\n"]), ["conflict-html-pattern/warning@coupon.html:3"])
  }

  /// Inputmask 3's date extension defines `d`, `m`, `y` for every mask, often in a bundle
  /// that is not linted; an alias name next to a `mask` option is ignored by Inputmask.
  func testInputmaskMasksThatMayUseDefinitionsOfAnUnreadBundle() throws {
    let code = """
      $("#birth").inputmask("d/m/y", { autoUnmask: true });
      $("#phone").inputmask("mask", { "mask": "(999) 999-9999" });
      $("#code").inputmask("+7 (___)");
      """
    XCTAssertEqual(try findings(["form.js": code + "\n"]), ["mask-no-slots/error@form.js:3"])
  }
}

extension FourteenthRoundRegressionLintTests {
  /// AngularJS (1.3 and later) checks `pattern` on an `ng-model` input itself, without the
  /// `v` flag: `[A-Za-z0-9._-]` compiles there; the same input without `ng-model` is the
  /// browser's.
  func testAngularJSModelInputsAreCheckedByAngularJS() throws {
    let page = """
      <form name="f"><input ng-model="user.login" pattern="[A-Za-z0-9._-]{6,30}"></form>
      <form><input name="login" pattern="[A-Za-z0-9._-]{6,30}"></form>
      """
    XCTAssertEqual(try findings(["login.html": page + "\n"]), ["regex-syntax/warning@login.html:2"])
  }
}

extension FourteenthRoundRegressionLintTests {
  /// Held-out round 17: an alias of Inputmask 3 works where the page loads Inputmask 3 (an
  /// npm `^3.3.6` bundled by webpack): information, not a warning; a name that was never an
  /// alias is still a warning.
  func testAnInputmask3AliasIsInformation() throws {
    let code = """
      new Inputmask({ alias: 'dd/mm/yyyy' }).mask(document.querySelectorAll('.date'));
      $("#birth").inputmask("birthDate");
      """
    XCTAssertEqual(
      try findings(["form-inputmask.js": code + "\n"]),
      ["mask-unknown-alias/info@form-inputmask.js:1", "mask-unknown-alias/warning@form-inputmask.js:2"])
  }
}

extension FourteenthRoundRegressionLintTests {
  /// Held-out round 20: a regex literal whose `.source` is read is a template for other
  /// regexes (TinyMCE's codesample replaces `<<self>>` before building one): never run.
  func testARegexLiteralReadForItsSourceIsNotRun() throws {
    let code = #"""
      var nested = function (source, depth) { return source; };
      var parens = new RegExp(nested(/\((?:[^()]|<<self>>)*\)/.source, 2));
      var slow = /^(a+)+$/.test(input);
      """#
    XCTAssertEqual(try findings(["highlight.js": code + "\n"]), ["regex-redos/warning@highlight.js:3"])
  }
}

/// The 2026-12-01 re-run of the corpus (a Vuexy address form).
final class LostShorthandLintTests: XCTestCase {
  /// `regexp: /^[a-zA-Zs]+$/` on a name field: the bare `s` is `\s` without its backslash, so
  /// a name with a space is refused. The warning says so, and `--fix` (safe fixes only) leaves
  /// the file alone instead of removing the `s`, which would hide the bug; `--diff` shows no
  /// change either, while `lint --format json` offers `\s` as the (unsafe) fix.
  func testABareShorthandIsReportedAndNotRemovedBySafeFixes() throws {
    let code = """
      const fv = FormValidation.formValidation(form, {
        fields: { firstName: { validators: { regexp: { regexp: /^[a-zA-Zs]+$/, message: 'Letters only' } } } },
      });

      """
    let dir = try MasklsBinary.tempDir(["address.js": Array(code.utf8)])
    let json = try JSON.parse(try MasklsBinary.run(["lint", dir.path, "--format", "json"]).stdoutBytes)
    let findings = json["findings"]?.arrayValue ?? []
    XCTAssertEqual(findings.count, 1)
    XCTAssertEqual(findings.first?["rule"]?.stringValue, "regex-suspicious-class")
    XCTAssertTrue(
      findings.first?["message"]?.stringValue?.hasSuffix("if `\\s` (a blank) was meant, its backslash is missing") ?? false,
      findings.first?["message"]?.stringValue ?? "")
    XCTAssertTrue("\(findings.first ?? .null)".contains("\\\\s"), "the fix writes `\\s`: \(findings.first ?? .null)")
    _ = try MasklsBinary.run(["lint", dir.path, "--fix"])
    XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("address.js"), encoding: .utf8), code)
  }
}
