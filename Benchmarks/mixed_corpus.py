"""Mixed-language form code for the lint benchmark (`generate_corpus.py --mixed`).

Each language gets ordinary code around a realistic density of mask and regex settings: about
one setting per 13 lines of code, many more string literals that are not settings, comments,
escapes, raw and template strings. File kinds and their shares follow a multi-platform app:
Swift, Objective-C, storyboards, Kotlin, Java, Android layouts, JavaScript, TypeScript, TSX,
HTML, Vue, Dart and C#.
"""
import os

# kind: (relative folder, extension, share of the files)
KINDS = [
    ("swift", "ios/Sources", "swift", 14),
    ("objc", "ios/Legacy", "m", 5),
    ("storyboard", "ios/Resources", "storyboard", 3),
    ("kotlin", "android/app/src/main/java/com/example", "kt", 12),
    ("java", "android/app/src/main/java/com/example/legacy", "java", 6),
    ("layout", "android/app/src/main/res/layout", "xml", 6),
    ("js", "web/src/legacy", "js", 8),
    ("ts", "web/src/forms", "ts", 10),
    ("tsx", "web/src/components", "tsx", 10),
    ("html", "web/public", "html", 5),
    ("vue", "web/src/views", "vue", 6),
    ("dart", "flutter/lib/forms", "dart", 9),
    ("cs", "desktop/Forms", "cs", 6),
]

FILLER = {
    "swift": [
        '    let title = NSLocalizedString("Sign up", comment: "Screen title for {n}")\n',
        '    // Configure the {n}th section of the form; keep this in sync with the design.\n',
        '    label{n}.text = "Please enter your details \\(name) carefully"\n',
        '    if count > {n} {{ print("too many: \\(count)") }} else {{ items.append(#"raw \\d{n}"#) }}\n',
        '    let message = """\n        Multi-line text {n}\n        with "quotes" and \\(value)\n        """\n',
    ],
    "objc": [
        '  NSString *title{n} = NSLocalizedString(@"Sign up", @"Screen title");\n',
        '  // Configure section {n}.\n',
        '  self.label{n}.text = [NSString stringWithFormat:@"Hello %@, item %d", name, {n}];\n',
        '  if (count > {n}) {{ NSLog(@"too many: %ld", (long)count); }}\n',
    ],
    "kotlin": [
        '        val title{n} = getString(R.string.title_{n})\n',
        '        // Section {n}: keep in sync with the layout.\n',
        '        Log.d(TAG, "Section $section{n} shown, ${{items.size}} items")\n',
        '        val query{n} = """\n            SELECT * FROM orders WHERE id = {n}\n        """.trimIndent()\n',
        '        if (count > {n}) toast("Too many items: $count") else items.add("item {n}")\n',
    ],
    "java": [
        '    String title{n} = getString(R.string.title_{n});\n',
        '    // Section {n}: keep in sync with the layout.\n',
        '    Log.d(TAG, "Section " + {n} + " shown with \\"quotes\\"");\n',
        '    if (count > {n}) {{ items.add("item {n}"); }}\n',
    ],
    "js": [
        '  const title{n} = t("signup.title", {{ section: {n} }});\n',
        '  // Section {n}: keep in sync with the design.\n',
        '  el{n}.textContent = `Hello ${{name}}, you have {n} items`;\n',
        "  if (count > {n}) {{ console.warn('too many: ' + count); }}\n",
        '  const ratio{n} = total / {n} / 2;\n',
    ],
    "dart": [
        "    final title{n} = tr('signup.title.{n}');\n",
        '    // Section {n}: keep in sync with the design.\n',
        "    debugPrint('Section {n} shown with $count items and ${{items.length}} rows');\n",
        "    if (count > {n}) items.add(r'raw \\d{n}');\n",
    ],
    "cs": [
        '            var title{n} = Resources.GetString("Title{n}");\n',
        '            // Section {n}: keep in sync with the designer.\n',
        '            label{n}.Text = $"Hello {{name}}, item {n}";\n',
        '            if (count > {n}) {{ items.Add(@"C:\\Orders\\{n}"); }}\n',
    ],
}
FILLER["ts"] = FILLER["js"]
FILLER["tsx"] = FILLER["js"]

SETTINGS = {
    "swift": [
        '    phoneField{n}.BBB_pattern = "+1 (###) ###-####"\n',
        '    phoneField{n}.BBB_regular = "\\\\d{{0,10}}"\n',
        '    phoneField{n}.maxLength = 17\n',
        '    let mask{n} = try Mask(format: "+7 ([000]) [000]-[00]-[00]")\n',
        '    let re{n} = try NSRegularExpression(pattern: "^[A-Z]{{2}}\\\\d{{4}}$")\n',
    ],
    "objc": [
        '  [self.phoneField{n} setBBB_pattern:@"(###) ###-####"];\n',
        '  [self.phoneField{n} setBBB_regular:@"\\\\d{{0,10}}"];\n',
        '  self.zipField{n}.maxLength = 5;\n',
    ],
    "kotlin": [
        '        MaskedTextChangedListener.installOn(phone{n}, "+1 ([000]) [000]-[0000]")\n',
        '        val postcode{n} = Regex("""^[A-Z]{{1,2}}\\d[A-Z\\d]? ?\\d[A-Z]{{2}}$""")\n',
        '        val cvc{n} = "^\\\\d{{3,4}}$".toRegex()\n',
    ],
    "java": [
        '    Pattern iban{n} = Pattern.compile("^[A-Z]{{2}}\\\\d{{2}}[A-Z0-9]{{11,30}}$");\n',
        '    MaskFormatter order{n} = new MaskFormatter("UU-######");\n',
    ],
    "js": [
        '  Inputmask("99/99/9999").mask(dob{n});\n',
        '  IMask(phone{n}, {{ mask: "+{{1}} (000) 000-0000" }});\n',
        '  $("#cpf{n}").mask("000.000.000-00", {{ reverse: true }});\n',
        '  const zip{n} = /^\\d{{5}}(-\\d{{4}})?$/;\n',
        '  const email{n} = new RegExp("^[^\\\\s@]+@[^\\\\s@.]+(\\\\.[^\\\\s@.]+)+$");\n',
    ],
    "dart": [
        "    final phone{n} = MaskTextInputFormatter(mask: '+1 (###) ###-####', filter: {{'#': RegExp(r'[0-9]')}});\n",
        "    final iban{n} = RegExp(r'^[A-Z]{{2}}\\d{{2}}[A-Z0-9]{{11,30}}$');\n",
    ],
    "cs": [
        '            phoneBox{n}.Mask = "(000) 000-0000";\n',
        '            var zip{n} = new Regex(@"^\\d{{5}}(-\\d{{4}})?$");\n',
    ],
}
SETTINGS["ts"] = SETTINGS["js"]
SETTINGS["tsx"] = SETTINGS["js"]

JSX_ELEMENTS = [
    '      <InputMask mask="9999 9999 9999 9999" value={{card{n}}} onChange={{onCard}} />\n',
    '      <input value={{cvc{n}}} inputMode="numeric" maxLength={{4}} onChange={{onCvc}} />\n',
    '      <p className="hint">Section {n}: we never share your details.</p>\n',
    '      <label htmlFor="name{n}">Name</label>\n',
]

HTML_ELEMENTS = [
    '    <label>Phone <input type="tel" name="phone{n}" data-inputmask="\'mask\': \'(999) 999-9999\'"></label>\n',
    '    <label>ZIP <input type="text" name="zip{n}" inputmode="numeric" pattern="\\d{{5}}" maxlength="5"></label>\n',
    '    <label>Card <input type="text" name="card{n}" data-maska="#### #### #### ####"></label>\n',
    '    <p class="hint">Section {n}: we never share your details &amp; data.</p>\n',
    '    <label>Name <input type="text" name="name{n}" autocomplete="name" required></label>\n',
    '    <div class="row"><span>Item {n}</span><button type="button">Remove</button></div>\n',
]

LAYOUT_ELEMENTS = [
    '    <EditText\n        android:id="@+id/phone_{n}"\n        android:layout_width="match_parent"\n'
    '        android:layout_height="wrap_content"\n        android:inputType="phone"\n        android:maxLength="17" />\n',
    '    <TextView\n        android:id="@+id/label_{n}"\n        android:layout_width="wrap_content"\n'
    '        android:layout_height="wrap_content"\n        android:text="@string/label_{n}" />\n',
    '    <Button\n        android:id="@+id/next_{n}"\n        android:layout_width="match_parent"\n'
    '        android:layout_height="wrap_content"\n        android:text="@string/next" />\n',
]

STORYBOARD_FIELD = (
    '                            <textField opaque="NO" contentMode="scaleToFill" placeholder="Field {n}" id="f{i}-TF-{n}" customClass="PatternTextField" customModule="Forms">\n'
    '                                <rect key="frame" x="16" y="{y}" width="343" height="34"/>\n'
    '                                <fontDescription key="fontDescription" type="system" pointSize="14"/>\n'
    '                                <userDefinedRuntimeAttributes>\n'
    '                                    <userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="(###) ###-####"/>\n'
    '                                </userDefinedRuntimeAttributes>\n'
    '                            </textField>\n'
    '                            <label opaque="NO" text="Label {n}" id="l{i}-LB-{n}">\n'
    '                                <rect key="frame" x="16" y="{y}" width="343" height="21"/>\n'
    '                            </label>\n'
)

def _sections(rng, kind, size, open_line, close_line, lines_per_section=12, setting_rate=0.5):
    out = []
    n = 0
    total = 0
    while total < size:
        part = [open_line.format(n=n)]
        for _ in range(lines_per_section):
            part.append(rng.choice(FILLER[kind]).format(n=n))
        if rng.random() < setting_rate:
            part.append(rng.choice(SETTINGS[kind]).format(n=n))
        part.append(close_line)
        chunk = "".join(part)
        out.append(chunk)
        total += len(chunk)
        n += 1
    return "".join(out)


def mixed_file(rng, kind, index, size):
    """Text of one file of `kind` of about `size` bytes."""
    if kind == "swift":
        body = _sections(rng, kind, size, "  func section{n}() {{\n", "  }\n\n")
        return f"import UIKit\n\nfinal class FormViewController{index}: UIViewController {{\n{body}}}\n"
    if kind == "objc":
        body = _sections(rng, kind, size, "- (void)section{n} {{\n", "}\n\n")
        return f"#import <UIKit/UIKit.h>\n\n@implementation FormViewController{index}\n\n{body}@end\n"
    if kind == "kotlin":
        body = _sections(rng, kind, size, "    fun section{n}() {{\n", "    }\n\n")
        return (f"package com.example\n\nimport com.redmadrobot.inputmask.MaskedTextChangedListener\n\n"
                f"class FormActivity{index} : AppCompatActivity() {{\n{body}}}\n")
    if kind == "java":
        body = _sections(rng, kind, size, "  void section{n}() {{\n", "  }\n\n")
        return f"package com.example.legacy;\n\nimport java.util.regex.Pattern;\n\npublic class Form{index} {{\n{body}}}\n"
    if kind in ("js", "ts"):
        body = _sections(rng, kind, size, "export function section{n}(el) {{\n", "}\n\n")
        return f'import IMask from "imask";\nimport Inputmask from "inputmask";\n\n{body}'
    if kind == "tsx":
        out = ['import React from "react";\nimport InputMask from "react-input-mask";\n\n']
        n = 0
        while sum(len(s) for s in out) < size:
            out.append(f"export function Section{n}() {{\n")
            for _ in range(8):
                out.append(rng.choice(FILLER["tsx"]).format(n=n))
            if rng.random() < 0.5:
                out.append(rng.choice(SETTINGS["tsx"]).format(n=n))
            out.append("  return (\n    <form>\n")
            for _ in range(4):
                out.append(rng.choice(JSX_ELEMENTS).format(n=n))
            out.append("    </form>\n  );\n}\n\n")
            n += 1
        return "".join(out)
    if kind == "dart":
        body = _sections(rng, kind, size, "  void section{n}() {{\n", "  }\n\n")
        return (f"import 'package:mask_text_input_formatter/mask_text_input_formatter.dart';\n\n"
                f"class FormState{index} {{\n{body}}}\n")
    if kind == "cs":
        body = _sections(rng, kind, size, "        private void Section{n}()\n        {{\n", "        }\n\n")
        return (f"using System.Text.RegularExpressions;\nusing System.Windows.Forms;\n\nnamespace Shop\n{{\n"
                f"    public partial class Form{index} : Form\n    {{\n{body}    }}\n}}\n")
    if kind == "html":
        out = [f'<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Form {index}</title></head>\n<body>\n  <form>\n']
        n = 0
        while sum(len(s) for s in out) < size:
            out.append(rng.choice(HTML_ELEMENTS).format(n=n))
            if n % 40 == 39:
                out.append("  </form>\n  <script>\n")
                for _ in range(6):
                    out.append(rng.choice(FILLER["js"]).format(n=n))
                out.append(rng.choice(SETTINGS["js"]).format(n=n))
                out.append("  </script>\n  <form>\n")
            n += 1
        out.append("  </form>\n</body>\n</html>\n")
        return "".join(out)
    if kind == "vue":
        out = ['<template>\n  <form @submit.prevent="submit">\n']
        n = 0
        while sum(len(s) for s in out) < size // 2:
            out.append(rng.choice(HTML_ELEMENTS).format(n=n).replace("<label>", "<label v-if=\"visible\">"))
            n += 1
        out.append('  </form>\n</template>\n\n<script setup lang="ts">\nimport { ref } from "vue";\n\n')
        out.append(_sections(rng, "ts", size // 2, "function section{n}(el: HTMLElement) {{\n", "}\n\n"))
        out.append("</script>\n")
        return "".join(out)
    if kind == "layout":
        out = ['<?xml version="1.0" encoding="utf-8"?>\n<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"\n'
               '    android:layout_width="match_parent"\n    android:layout_height="wrap_content"\n    android:orientation="vertical">\n']
        n = 0
        while sum(len(s) for s in out) < size:
            out.append(rng.choice(LAYOUT_ELEMENTS).format(n=n))
            n += 1
        out.append("</LinearLayout>\n")
        return "".join(out)
    if kind == "storyboard":
        out = ['<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\n'
               f'    <scenes>\n        <scene sceneID="s-{index}">\n            <objects>\n'
               f'                <viewController id="vc-{index}" customClass="FormViewController{index}" sceneMemberID="viewController">\n'
               f'                    <view key="view" contentMode="scaleToFill" id="v-{index}">\n                        <subviews>\n']
        n = 0
        while sum(len(s) for s in out) < size:
            out.append(STORYBOARD_FIELD.format(n=n, i=index, y=20 + 40 * n))
            n += 1
        out.append('                        </subviews>\n                    </view>\n                </viewController>\n'
                   '            </objects>\n        </scene>\n    </scenes>\n</document>\n')
        return "".join(out)
    raise ValueError(kind)


def write_mixed(rng, out_dir, files, size):
    """Writes `files` files of the kinds above (by share) under `out_dir`."""
    weights = [k[3] for k in KINDS]
    for i in range(files):
        kind, folder, ext, _ = rng.choices(KINDS, weights=weights)[0]
        sub = os.path.join(out_dir, f"app{i % 10}", folder)
        os.makedirs(sub, exist_ok=True)
        name = f"form_{i}.{ext}" if kind == "layout" else f"Form{i}.{ext}"
        with open(os.path.join(sub, name), "w", encoding="utf-8") as f:
            f.write(mixed_file(rng, kind, i, size))
