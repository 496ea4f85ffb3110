import Foundation
import MaskJSON
import XCTest

/// `maskls lint` never analyses a pattern built at run time as a whole: concatenation,
/// `.concat`, interpolation, format calls, joined arrays and later `+=` in every language
/// (`StringLiteral.isFragment`). Each file also holds complete literals that must still be
/// reported.
final class DynamicPatternLintTests: XCTestCase {
  /// `path:line rule` of every finding `maskls lint` reports on `files`.
  private func findings(_ files: [String: String]) throws -> [String] {
    let dir = try MasklsBinary.tempDir(files.mapValues { Array($0.utf8) })
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    return (json["findings"]?.arrayValue ?? []).map { f in
      let path = (f["path"]?.stringValue ?? "").replacingOccurrences(of: dir.path + "/", with: "")
      return "\(path):\(f["range"]?["start"]?["line"]?.intValue ?? 0) \(f["rule"]?.stringValue ?? "")"
    }.sorted()
  }

  func testJavaScript() throws {
    let found = try findings([
      "app.js": #"""
        var r1 = new RegExp("^#(" + id + ")");
        var r2 = new RegExp('[' + chars + ']');
        var r3 = new RegExp("(".concat(x, ")"));
        var r4 = new RegExp(`^#(${id})`);
        var r5 = new RegExp(["^(", x, ")"].join(""));
        var r6 = new RegExp("^(a|b)$".replace("a", x));
        var r7 = new RegExp(("^(") + x);
        $("#phone").mask("(00" + x);
        Inputmask({ regex: "[a-z" + y }).mask(el);
        var bad1 = new RegExp("^[0-9");
        var bad2 = new RegExp("(", flags + "g");
        """#,
      "Field.jsx": #"""
        export const F = () => <input pattern={"^(" + x} />;
        export const G = () => <input pattern="[0-9" />;
        """#,
    ])
    XCTAssertEqual(found, ["Field.jsx:2 regex-syntax", "app.js:10 regex-syntax", "app.js:11 regex-syntax"])
  }

  func testMarkup() throws {
    let found = try findings([
      "page.html": #"""
        <html><body>
        <input id="p" data-inputmask="'mask': '[9' + x">
        <input id="q" data-inputmask="'mask': '[9'">
        <script>
        var s = new RegExp("^(" + id + ")");
        var t = new RegExp("^(");
        </script>
        </body></html>
        """#,
      "Phone.vue": #"""
        <template>
          <input :pattern="'^(' + digits">
          <input :pattern="'^('">
        </template>
        <script setup>
        const r = new RegExp(`^(${x}`);
        </script>
        """#,
    ])
    XCTAssertEqual(found, ["Phone.vue:3 regex-syntax", "page.html:3 mask-ignored", "page.html:6 regex-syntax"])
  }

  func testAppleLanguages() throws {
    let found = try findings([
      "Form.swift": #"""
        import UIKit
        final class Form {
          func setUp(field: MyField, x: String) {
            let a = try? NSRegularExpression(pattern: "^(" + x + ")")
            let b = try? NSRegularExpression(pattern: "^(\(x)")
            let c = try? NSRegularExpression(pattern: String(format: "^(%@", x))
            field.BBB_regular = "^(\\d"
            field.BBB_regular += ")$"
            let bad = try? NSRegularExpression(pattern: "^(\\d")
          }
        }
        """#,
      "Form.m": #"""
        - (void)setUp {
          NSRegularExpression *a = [NSRegularExpression regularExpressionWithPattern:[NSString stringWithFormat:@"^(%@", x] options:0 error:nil];
          NSRegularExpression *b = [NSRegularExpression regularExpressionWithPattern:[@"^(" stringByAppendingString:x] options:0 error:nil];
          NSRegularExpression *c = [NSRegularExpression regularExpressionWithPattern:@"^(" @"\\d)" options:0 error:nil];
          NSRegularExpression *bad = [NSRegularExpression regularExpressionWithPattern:@"^(" @"\\d" options:0 error:nil];
        }
        """#,
    ])
    XCTAssertEqual(found, ["Form.m:5 regex-syntax", "Form.swift:9 regex-syntax"])
  }

  func testJVMDartAndCSharp() throws {
    let found = try findings([
      "Form.kt": #"""
        fun setUp(x: String) {
            val a = Regex("^(" + x + ")")
            val b = "^(${x}".toRegex()
            val c = "^(".plus(x).toRegex()
            val d = Regex("^(" +
                x)
            val bad = Regex("^(")
        }
        fun bind(listener: MaskedTextChangedListener, code: String) {
            listener.primaryMaskFormat = "[000" + code
        }
        """#,
      "Form.java": #"""
        class Form {
          void setUp(String x) {
            Pattern a = Pattern.compile("^(" + x + ")");
            Pattern b = Pattern.compile(String.format("^(%s", x));
            Pattern c = Pattern.compile("^(".concat(x));
            Pattern bad = Pattern.compile("^(");
          }
          void bind(MaskedTextChangedListener listener, String code) {
            listener.primaryMaskFormat = "[000" + code;
          }
        }
        """#,
      "form.dart": #"""
        void setUp(String x) {
          final a = RegExp('^(' + x + ')');
          final b = RegExp('^($x');
          final c = RegExp('^(${x}');
          final bad = RegExp(r'^(');
        }
        // `A` is used by the suffix the tool cannot see.
        final phone = MaskTextInputFormatter(mask: '###' + suffix, filter: {"#": RegExp(r'[0-9]'), "A": RegExp(r'[a-z]')});
        """#,
      "Form.cs": #"""
        class Form {
          void SetUp(string x) {
            var a = new Regex("^(" + x + ")");
            var b = new Regex($"^({x}");
            var c = new Regex(string.Format("^({0}", x));
            var bad = new Regex("^(");
            box.Mask = "000\\" + suffix;
          }
        }
        """#,
    ])
    XCTAssertEqual(found, ["Form.cs:6 regex-syntax", "Form.java:6 regex-syntax", "Form.kt:7 regex-syntax", "form.dart:5 regex-syntax"])
  }

  /// A shift `1<<r` once opened a JSX tag in `.js` files, so the next line's string was
  /// read without its escapes (`\\-` stayed two backslashes: "range out of order").
  func testMinifiedShiftBeforeRegExp() throws {
    let found = try findings([
      // (Named `bundle.js`: a `.min.js` file is skipped as generated code unless named explicitly.)
      "bundle.js": "var l=1<<r;l&t|e[r]&t&&(e[r]|=t),n&=~l;\nvar e1=RegExp(\"^[a\\\\-.0-9]*$\");\nvar e2=RegExp(\"^[a\");\n"
    ])
    XCTAssertEqual(found, ["bundle.js:3 regex-syntax"])
  }

  /// Constants joined by `+` into one whole value are folded and analysed as one pattern,
  /// with findings on the piece they come from.
  func testFoldedConstantsAreAnalysedWhole() throws {
    let dir = try MasklsBinary.tempDir([
      "P.java": Array("""
        class P {
          static final Pattern EMAIL = Pattern.compile("^[a-z0-9._%+-]+" +
              "@[a-z0-9.-]+\\\\.[a-z]{2,}$");
          static final Pattern BAD = Pattern.compile("^(?:[a-z]+" +
              "\\\\d{2}$");
        }
        """.utf8),
      "a.js": Array(#"""
        var ok = new RegExp("^[a-z]" + "{2}$");
        var bad = new RegExp("^(" + ")" + "[");
        """#.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try MasklsBinary.run(["lint", dir.path, "--format", "json"])
    let json = try JSON.parse(result.stdoutBytes)
    let found = (json["findings"]?.arrayValue ?? []).map { f in
      let path = (f["path"]?.stringValue ?? "").replacingOccurrences(of: dir.path + "/", with: "")
      let start = f["range"]?["start"]
      return "\(path):\(start?["line"]?.intValue ?? 0):\(start?["column"]?.intValue ?? 0) \(f["rule"]?.stringValue ?? "")"
    }.sorted()
    XCTAssertEqual(found, ["P.java:4:48 regex-syntax", "a.js:2:36 regex-syntax"])
  }
}
