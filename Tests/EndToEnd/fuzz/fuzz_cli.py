#!/usr/bin/env python3
"""End-to-end fuzzer for the surfaces a user touches: `maskls lint`, `maskls preview` and
`maskls serve`.

Generates sources in every language maskls reads (Swift, Objective-C, storyboards here;
Kotlin, Java, Android layouts, JS/TS/JSX/TSX, HTML, Vue, Dart and C# in lang_generators.py)
that mix realistic mask and regex settings (the shapes of Examples/ and of the rule
examples) with random mutations (random bytes, truncation, unbalanced quotes and brackets,
lexer-edge fragments per language, huge literals and attributes, deep nesting, emoji / CJK /
combining marks, CRLF and lone CR, invalid UTF-8, catastrophic regexes), runs the binary on
them under a timeout and checks:

- lint: exit code in {0, 1, 2}, one valid JSON document, every finding's and related
  location's range inside its file (1-based line; column within the line's UTF-16 length + 1,
  not inside a surrogate pair; start <= end), no signal, no timeout;
- preview: exit code in {0, 2} (usage errors are fine), valid JSON on success, no signal,
  no timeout;
- serve: random didOpen (with the languageId an editor sends, sometimes `untitled:` URIs or
  a wrong id) / didChange (full and incremental, with out-of-range ranges) / hover /
  didClose / garbage; every request gets exactly one reply, the process stays alive, a final
  valid hover answers, shutdown + exit end it with status 0, and the ranges of diagnostics
  and hovers lie inside the document version they name (when the fuzzer knows its text);
- invariance: the same project linted with LF, with CRLF and with two leading blank lines
  gives the same findings at the same (shifted) positions; two runs give identical JSON and
  the text format agrees on the exit status;
- consistency: one document opened in `serve` and edited incrementally ends with exactly the
  diagnostics (rules, ranges, messages) `maskls lint` gives for its final text.

The analysis budgets count work only (never time), so a loaded machine does not change
verdicts and the comparing surfaces need no special setup.

Usage:
  python3 Tests/EndToEnd/fuzz/fuzz_cli.py --binary .build/debug/maskls --iterations 200 --seed 1
  (--surface lint|preview|serve|invariance|consistency|all, --languages kotlin,vue,...
   (LSP language ids; swift, objective-c, storyboard for the originals), --timeout SECONDS,
   --keep DIR to keep failing inputs)

Every failure prints the seed of its iteration and writes the input under --keep, so it can
be replayed with `--seed S --iterations 1 --surface X`; MASKLS_FUZZ_TRACE=FILE records what
`serve` was sent.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lang_generators  # noqa: E402

DIALECTS = [
    "hash", "vstextfield", "redmadrobot", "inputmask", "imask", "jquerymask", "ngxmask",
    "maska", "reactinputmask", "vanillamasker", "swingmaskformatter", "dotnetmaskedtextbox",
    "flutter", "anyformatkit", "anyformatkitsum",
]
FLAVORS = ["icu", "swift", "ecmascript", "java"]
VALUE_OPTIONS = {"--dialect", "--keys", "--input", "--caret", "--regex", "--flavor", "--flags", "--max-length", "--replacement"}

MASKS = [
    "+1 (###) ###-####", "(###) ###-####", "00000", "#####", "##########", "***-**-****",
    "XXX-XX-XXXX", "[0000] [0000] [0000] [0000]", "[0000] [000000] [00000]",
    "[00]{/}[0Z]", "[99]-[00]", "[0…] pcs", "", "[A] [000] [AA]", "[00[0]]", "[0Z]",
    "+7 ([000]) [000]-[00]-[00]", "[00]{.}[00]{.}[9900]", "[00]{.}[00]", "[↓99][00]",
    "AB-###&#", "[00<0]", "$ ###,###.##", "99/99/9999", "(999) 999-9999", "000.000.000-00",
    "AAA-9999", "a*-999-a999", "#{3}-#{2}", "{{00}}-[{0}]", "+{7} (000) 000-00-00",
    "LL/00", "\\\\9\\\\a", "[[[[", "]]]]", "{{{", "}}}", "[0…]", "[…]", "[_]", "[-]",
    "#.##", "**", "\\", "[", "]", "{", "}", "<", ">", "|", "?", "9?9", "(0)", "[0-9]",
    "\u0301", "😀###", "電話 ###-####", "#\u0301#\u0301", "e\u0301[0]", "\uFEFF###",
]
REGEXES = [
    "\\d{0,10}", "^\\d{10}$", "[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,", "\\d+",
    "^([A-z]+ ?)+$", "^(?P<cents>\\d{2})$", "^\\d+^(\\.\\d{2})?$", "\\d{0,3}", "^\\$ ?\\d+(\\.\\d{2})?$",
    "^(\\d+)+$", "\\s*,\\s*$", "x[^\\s\\S]", "[^\\s\\S]*", "[0-9a-f0-9]*", "\\d{0,10",
    "(\\d+", "^\\d{3,1}$", "^[A-Z]{2}\\d{4}$", "\\d{5}", ".*", "(a|a)*b", "(a*)*b", "(a|aa)+$",
    "(.*a){20}", "((a+)+)+b", "(?<zip>\\d{5})", "(?i)abc", "(?x) a b # c", "\\p{L}+",
    "\\p{Script=Han}", "[[:alpha:]]", "[a-z&&[^aeiou]]", "\\Q.*\\E", "(?<=a)b", "(?<!a)b",
    "(?=a)(?!b)", "\\1(a)", "(a)\\2", "\\k<x>(?<x>a)", "a{99999}", "a{2147483648}",
    "a{1,99999}{1,99999}", "[\\u{1F600}-\\u{1F64F}]", "\\u{110000}", "\\x{FFFFFFFF}",
    "[z-a]", "[]", "[^]", "(?", ")", "(", "*", "+?", "a**", "a{,3}", "\\", "[\\", "(?#",
    "(?<", "(?P=x)", "\\N{LATIN SMALL LETTER A}", "\\cA", "\\0", "\\o{777}", "\\X", "\\R",
    "(?m)^$", "(?s).", "$^", "^*", "a|*", "(|)", "(?:)*", "(a?){30}a{30}", "[[a]", "[a-\\d]",
]
# Shapes of the web, JVM, .NET and Flutter libraries (Examples/ and rule examples).
MASKS += [
    "+{1} (000) 000-0000", "[(000)] 000-0000", "00/00", "#### #### #### ####", "@@## #### ####",
    "(99) 9999-9999", "AAA-9A99", "000.000.000-00", "separator.2", "M0/00", "DE00 0000 0000",
    "(000) 000-0000", "00000-9999", ">LLL-0000", "(999) 000-0000", "<>&CAa90#L?", "\\(999\\)",
    "UU-######", "DD/MM/YYYY", "A#A #A#", "MM/YY", "+4\\9 99 999 99 99", "9999 9999 9999 9999",
    "'mask': '(999) 999-9999'", "(999) 999-9999]", "{{9}}", "#{1,3}", "*{1,20}[.*{1,20}]", "9{+}",
    "[9-]AAA-999", "aa-9{1,4}", "Z{0,1}0", "S0S 0S0", "0*.00", "percent", "separator", "Hh:m0:s0",
]
REGEXES += [
    "[a-z-]{3,16}", "\\p{L}+(?: \\p{L}+)*", "^[A-z0-9]{8}$", "[\\p{L}--[a-z]]", "[[a-z]&&[aeiou]]",
    "(?<a>x)(?<a>y)", "(?<-a>x)", "(?'n'x)", "\\p{IsAlphabetic}", "\\p{javaLowerCase}", "[a-z&&[^b]]",
    "(?i:x)", "(?-i)X", "(?u)\\w", "\\G\\d", "\\Z", "\\z", "(?>a+)b", "a++b", "a*+", "\\u{1F600}",
    "[\\q{abc}]", "^(0[1-9]|1[0-2])\\/\\d{2}$", "^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$", "/", "\\/", "`", "${x}",
    "</script>", "-->", "]]>", "\"", "'", "@\"", "\\", "$1", "(?<=\\d{3})x", "(?<!a+)b", "\\b{wb}",
]
KEYS_ALPHABET = list("0123456789abcXYZ -+()/.#*[]{}") + ["\\b", "⌫", "😀", "電", "\u0301", "\\"]
UNICODE_SPICE = ["😀", "👨‍👩‍👧", "🇺🇸", "電話", "番号", "e\u0301", "\u0301", "\u200d", "\uFEFF", "\u2028",
                 "\u00a0", "Ω", "\U0001F9D1\u200D\U0001F4BB", "\ufffd", "\u0000"]
RECEIVERS = ["phoneField", "zipField", "ssnField", "cardField", "self.phoneField", "_amountField",
             "field", "x", "listener", "quantityListener", "a.b.c"]


# ----------------------------------------------------------------------------- generation

def rand_mask(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.6:
        m = rng.choice(MASKS)
    elif r < 0.9:
        m = "".join(rng.choice("#09aA*X[]{}()-+ ./\\…?_<>|") for _ in range(rng.randint(0, 24)))
    else:
        m = "".join(rng.choice(MASKS) for _ in range(rng.randint(2, 6)))
    if rng.random() < 0.15:
        m = spice(rng, m)
    if rng.random() < 0.03:
        m = m * rng.randint(200, 3000)
    return m


def rand_regex(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.55:
        x = rng.choice(REGEXES)
    elif r < 0.8:
        x = "".join(rng.choice("\\dDsSwW.^$*+?{}[]()|,-0123456789az:=!<>PpkQE") for _ in range(rng.randint(0, 30)))
    else:
        # Deep nesting / long alternations / combinations.
        depth = rng.randint(1, 400)
        kind = rng.random()
        if kind < 0.4:
            x = "(" * depth + "a" + ")" * depth + rng.choice(["", "*", "+", "{2,5}"])
        elif kind < 0.6:
            x = "|".join(rng.choice(REGEXES) for _ in range(rng.randint(2, 40)))
        elif kind < 0.8:
            x = "(?:" * depth + "a*" + ")*" * depth
        else:
            x = "[" * depth + "a" + "]" * rng.randint(0, depth)
    if rng.random() < 0.1:
        x = spice(rng, x)
    return x


def spice(rng: random.Random, s: str) -> str:
    pos = rng.randint(0, len(s))
    return s[:pos] + rng.choice(UNICODE_SPICE) + s[pos:]


def swift_escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")


def maybe_raw_swift(rng: random.Random, s: str) -> str:
    """A Swift literal for s: plain, raw (#"…"#), multi-line, or deliberately unescaped."""
    r = rng.random()
    if r < 0.6:
        return '"' + swift_escape(s) + '"'
    if r < 0.75:
        return '#"' + s.replace('"#', '"\\#') + '"#'
    if r < 0.85:
        return '"""\n' + swift_escape(s) + '\n"""'
    if r < 0.92:
        return '"' + s + '"'  # unescaped: host escapes, broken literals
    return '"' + swift_escape(s[: len(s) // 2]) + '\\(' + rng.choice(["x", "\"a\"", "f(\"b\")"]) + ')' + swift_escape(s[len(s) // 2:]) + '"'


def swift_line(rng: random.Random) -> str:
    recv = rng.choice(RECEIVERS)
    m = rand_mask(rng)
    x = rand_regex(rng)
    d = rng.choice(DIALECTS + ["bogus", "HASH", "", "redmadrobot extra"])
    lit = lambda s: maybe_raw_swift(rng, s)  # noqa: E731
    shapes = [
        lambda: f"{recv}.BBB_pattern = {lit(m)}",
        lambda: f"{recv}.BBB_regular = {lit(x)}",
        lambda: f"{recv}.formattingPattern = {lit(m)}",
        lambda: f"{recv}.replacementChar = {lit(rng.choice(['*', 'X', '', '😀', 'ab']))}",
        lambda: f"{recv}.maxLength = {rng.choice(['3', '10', '0', '-1', '99999999999999999999', '0x10', '1_000'])}",
        lambda: f"{recv}.primaryMaskFormat = {lit(m)}",
        lambda: f"{recv}.affineFormats = [{', '.join(lit(rand_mask(rng)) for _ in range(rng.randint(0, 4)))}]",
        lambda: f"let mask = try! Mask(format: {lit(m)})",
        lambda: f"let mask = Mask.getOrCreate(withFormat: {lit(m)})",
        lambda: f"let l = MaskedTextInputListener(primaryFormat: {lit(m)}, affineFormats: [{', '.join(lit(rand_mask(rng)) for _ in range(rng.randint(0, 3)))}])",
        lambda: f"let l = MaskedTextInputListener(primaryFormat: {lit(m)})",
        lambda: f"{recv}.setFormatting({lit(m)}, replacementChar: {lit(rng.choice(['*', 'X', '#']))})",
        lambda: f"let p = NSPredicate(format: \"SELF MATCHES %@\", {lit(x)})",
        lambda: f"_ = text.range(of: {lit(x)}, options: .regularExpression)",
        lambda: f"let re = try NSRegularExpression(pattern: {lit(x)})",
        lambda: f"// maskls: mask={d}\nlet plate = {lit(m)}",
        lambda: f"// maskls: regex={rng.choice(['icu', 'swift', 'bogus', ''])}\nlet r = {lit(x)}",
        lambda: f"{recv}.BBB_pattern = {lit(m)} // maskls: ignore",
        lambda: f"// maskls: ignore={rng.choice(['mask-empty', 'host-escape', 'x,y', '', ',,,'])}\n{recv}.BBB_pattern = {lit(m)}",
        lambda: f"let r = /{x}/",
        lambda: f"let r = #/{x}/#",
        lambda: f"/* {m} */ {recv}.BBB_pattern = {lit(m)}",
    ]
    return rng.choice(shapes)()


def objc_literal(rng: random.Random, s: str) -> str:
    body = s.replace('"', '\\"') if rng.random() < 0.8 else s
    if rng.random() < 0.2 and len(body) > 2:
        cut = rng.randint(1, len(body) - 1)
        return '@"' + body[:cut] + '" @"' + body[cut:] + '"'
    if rng.random() < 0.1:
        return '"' + body + '"'
    return '@"' + body + '"'


def objc_line(rng: random.Random) -> str:
    recv = rng.choice(["self.cvvField", "_amountField", "field", "self.a.b"])
    m = rand_mask(rng)
    x = rand_regex(rng)
    lit = lambda s: objc_literal(rng, s)  # noqa: E731
    shapes = [
        lambda: f"[{recv} setBBB_pattern:{lit(m)}];",
        lambda: f"[{recv} setBBB_regular:{lit(x)}];",
        lambda: f"{recv}.BBB_pattern = {lit(m)};",
        lambda: f"{recv}.maxLength = {rng.choice(['3', '0', '-5', '1e9', '99999999999999999999'])};",
        lambda: f"[{recv} setMaxLength:{rng.choice(['3', '10'])}];",
        lambda: f"[{recv} setPrimaryMaskFormat:{lit(m)}];",
        lambda: f"MaskedTextInputListener *l = [[MaskedTextInputListener alloc] initWithPrimaryFormat:{lit(m)} affineFormats:@[{', '.join(lit(rand_mask(rng)) for _ in range(rng.randint(0, 3)))}]];",
        lambda: f"Mask *mask = [[Mask alloc] initWithFormat:{lit(m)} error:nil];",
        lambda: f"Mask *mask = [Mask getOrCreateWithFormat:{lit(m)} error:nil];",
        lambda: f"NSRegularExpression *re = [NSRegularExpression regularExpressionWithPattern:{lit(x)} options:0 error:&error];",
        lambda: f"NSRegularExpression *re = [[NSRegularExpression alloc] initWithPattern:{lit(x)} options:0 error:nil];",
        lambda: f"NSRange r = [text rangeOfString:{lit(x)} options:NSRegularExpressionSearch];",
        lambda: f"NSPredicate *p = [NSPredicate predicateWithFormat:@\"SELF MATCHES %@\", {lit(x)}];",
        lambda: f"// maskls: mask={rng.choice(DIALECTS)}\nNSString *m = {lit(m)};",
        lambda: f"#define MASK {lit(m)}",
    ]
    return rng.choice(shapes)()


def swift_file(rng: random.Random) -> str:
    lines = ["import UIKit", "import InputMask", "", "final class SignUpViewController: UIViewController {"]
    for name in ["phoneField", "zipField", "ssnField", "cardField"]:
        if rng.random() < 0.7:
            lines.append(f"  @IBOutlet weak var {name}: PatternTextField!")
    lines.append("  override func viewDidLoad() {")
    for _ in range(rng.randint(1, 25)):
        lines.append("    " + swift_line(rng).replace("\n", "\n    "))
    lines.append("  }")
    if rng.random() < 0.3:
        lines.append("}\nextension SignUpViewController {\n  func f() {\n    " + swift_line(rng) + "\n  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def objc_file(rng: random.Random) -> str:
    lines = ['#import <UIKit/UIKit.h>', '@interface PaymentViewController : UIViewController',
             '@property (nonatomic, weak) IBOutlet PatternTextField *cvvField;',
             '@property (nonatomic, weak) IBOutlet PatternTextField *amountField;', '@end',
             '@implementation PaymentViewController', '- (void)viewDidLoad {', '  [super viewDidLoad];']
    for _ in range(rng.randint(1, 25)):
        lines.append("  " + objc_line(rng).replace("\n", "\n  "))
    lines += ["}", "@end"]
    return "\n".join(lines) + "\n"


def xml_escape(s: str, rng: random.Random) -> str:
    if rng.random() < 0.1:
        return s  # raw: broken XML
    out = s.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
    if rng.random() < 0.1:
        out = out.replace("#", "&#35;").replace("0", "&#x30;")
    return out


def storyboard_file(rng: random.Random) -> str:
    fields = []
    outlets = []
    for i in range(rng.randint(1, 6)):
        ident = f"fld-TF-{i:03d}" if rng.random() < 0.9 else rng.choice(["", "dup", "a&amp;b"])
        attrs = []
        for _ in range(rng.randint(0, 4)):
            key = rng.choice(["BBB_pattern", "BBB_regular", "formattingPattern", "primaryMaskFormat", "replacementChar", "bogus", ""])
            value = rand_regex(rng) if key == "BBB_regular" else rand_mask(rng)
            attrs.append(f'<userDefinedRuntimeAttribute type="string" keyPath="{key}" value="{xml_escape(value, rng)}"/>')
        if rng.random() < 0.4:
            number = rng.choice(["10", "3", "0", "-1", "abc", "1e400", "99999999999999999999"])
            tag = rng.choice(["integer", "real", "string"])
            attrs.append(f'<userDefinedRuntimeAttribute type="number" keyPath="maxLength"><{tag} key="value" value="{number}"/></userDefinedRuntimeAttribute>')
        fields.append(f'<textField id="{ident}" customClass="PatternTextField"><userDefinedRuntimeAttributes>'
                      + "\n".join(attrs) + "</userDefinedRuntimeAttributes></textField>")
        if rng.random() < 0.6:
            outlets.append(f'<outlet property="{rng.choice(["phoneField", "zipField", "ssnField", "cardField", "cvvField"])}" destination="{ident}" id="out-{i}"/>')
    cls = rng.choice(["SignUpViewController", "PaymentViewController", "Other", ""])
    body = "\n".join(fields)
    if rng.random() < 0.2:
        depth = rng.randint(10, 3000)
        body = "<view>" * depth + body + "</view>" * rng.randint(0, depth)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">'
            f'<scenes><scene sceneID="s"><objects><viewController id="vc" customClass="{cls}"><view key="view" id="v"><subviews>\n'
            + body + '\n</subviews></view><connections>' + "".join(outlets) + "</connections></viewController></objects></scene></scenes></document>\n")


def mutate_text(rng: random.Random, text: str) -> str:
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3, 6])):
        if not text:
            break
        op = rng.randrange(11)
        pos = rng.randint(0, len(text))
        if op == 0:
            text = text[:pos]  # truncation
        elif op == 1:
            text = text[:pos] + rng.choice(['"', "'", '"""', "[", "]", "{", "}", "(", ")", "@\"", "/*", "*/", "<", ">", "\\", "#\"", '"#', "//", "\n"]) + text[pos:]
        elif op == 2:
            a, b = sorted((pos, rng.randint(0, len(text))))
            text = text[:a] + text[b:]
        elif op == 3:
            text = text.replace("\n", "\r\n") if rng.random() < 0.7 else text.replace("\n", "\r")
        elif op == 4:
            text = text[:pos] + rng.choice(UNICODE_SPICE) * rng.randint(1, 50) + text[pos:]
        elif op == 5:
            depth = rng.randint(100, 20000)
            text = text[:pos] + rng.choice(["(", "[", "{", "[["]) * depth + text[pos:]
        elif op == 6:
            text = text[:pos] + '"' + "#" * rng.randint(10000, 200000) + '"' + text[pos:]
        elif op == 7:
            a = rng.randint(0, len(text))
            text = text[:pos] + text[a:a + rng.randint(0, 200)] + text[pos:]  # duplication
        elif op == 8:
            text = text[:pos] + "\\" * rng.randint(1, 9) + text[pos:]
        elif op == 9:
            text = text[:pos] + "\\(" * rng.randint(1, 500) + text[pos:]
        else:
            text = text[:pos] + "".join(chr(rng.randint(1, 0x2FFF)) for _ in range(rng.randint(1, 20))) + text[pos:]
    return text


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    if rng.random() < 0.85 or not data:
        return data
    b = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        pos = rng.randint(0, len(b))
        r = rng.random()
        if r < 0.4:
            b[pos:pos] = bytes([rng.choice([0x80, 0xC0, 0xFF, 0xED, 0xF4, 0xE2, 0x00])])  # invalid UTF-8
        elif r < 0.7 and pos < len(b):
            b[pos] = rng.randrange(256)
        else:
            b[pos:pos] = os.urandom(rng.randint(1, 16))
    return bytes(b)


LEGACY_LANGUAGE_IDS = {".swift": "swift", ".m": "objective-c", ".mm": "objective-cpp", ".h": "objective-c",
                       ".storyboard": "xml", ".xib": "xml"}
LANGUAGE_FILES = lang_generators.language_files(lambda rng: rand_mask(rng), lambda rng: rand_regex(rng),
                                                lambda s, rng: xml_escape(s, rng))
# --languages restricts generation (None: every language).
_only_languages: list[set[str] | None] = [None]


def language_id(name: str) -> str:
    """The LSP languageId an editor would send for a generated file name."""
    for _, names, _, ident in LANGUAGE_FILES:
        if name in names:
            return ident
    return LEGACY_LANGUAGE_IDS.get(os.path.splitext(name)[1], "plaintext")


# Files generated per language (printed at the end of a run).
GENERATED: dict[str, int] = {}


def generate_file(rng: random.Random) -> tuple[str, bytes]:
    legacy = [(1.5, "swift"), (1.0, "objective-c"), (0.8, "storyboard")]
    table = [(w, ident) for w, ident in legacy] + [(w, ident) for w, _, _, ident in LANGUAGE_FILES]
    only = _only_languages[0]
    if only is not None:
        table = [entry for entry in table if entry[1] in only] or table
    pick = rng.random() * sum(w for w, _ in table)
    chosen = table[-1][1]
    for weight, ident in table:
        if pick < weight:
            chosen = ident
            break
        pick -= weight
    GENERATED[chosen] = GENERATED.get(chosen, 0) + 1
    if chosen == "swift":
        name, text = "SignUpViewController.swift", swift_file(rng)
    elif chosen == "objective-c":
        name, text = rng.choice(["PaymentViewController.m", "Payment.mm", "Payment.h"]), objc_file(rng)
    elif chosen == "storyboard":
        name, text = rng.choice(["SignUp.storyboard", "Cell.xib"]), storyboard_file(rng)
    else:
        _, names, generator, _ = next(entry for entry in LANGUAGE_FILES if entry[3] == chosen)
        name, text = rng.choice(names), generator(rng)
        text = lang_generators.insert_lexer_edges(rng, name, text)
    text = mutate_text(rng, text)
    try:
        data = text.encode("utf-8", "surrogatepass")
    except UnicodeEncodeError:
        data = text.encode("utf-8", "replace")
    return name, mutate_bytes(rng, data)


# ----------------------------------------------------------------------------- checks

class Failure(Exception):
    pass


class Skip(Exception):
    """An input the harness cannot deliver (e.g. an argument over the kernel's size limit)."""


def utf16_lines(data: bytes) -> list[list[int]] | None:
    """Per line, the UTF-16 code units (as a list of ints) — None if not UTF-8."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    lines, current, i = [], [], 0
    while i < len(text):
        c = text[i]
        if c == "\n" or c == "\r":
            lines.append(current)
            current = []
            if c == "\r" and i + 1 < len(text) and text[i + 1] == "\n":
                i += 1
        else:
            cp = ord(c)
            if cp >= 0x10000:
                cp -= 0x10000
                current += [0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF)]
            else:
                current.append(cp)
        i += 1
    lines.append(current)
    return lines


def check_position(lines: list[list[int]], pos: dict, what: str) -> tuple[int, int]:
    line, col = pos.get("line"), pos.get("column")
    if not isinstance(line, int) or not isinstance(col, int):
        raise Failure(f"{what}: position not integers: {pos}")
    if not 1 <= line <= len(lines):
        raise Failure(f"{what}: line {line} outside 1...{len(lines)}")
    units = lines[line - 1]
    if not 1 <= col <= len(units) + 1:
        raise Failure(f"{what}: column {col} outside 1...{len(units) + 1} on line {line}")
    if 1 < col <= len(units) and 0xDC00 <= units[col - 1] <= 0xDFFF:
        raise Failure(f"{what}: column {col} splits a surrogate pair on line {line}")
    return line, col


def check_range(files: dict[str, list[list[int]]], path: str, rng_obj: dict, what: str):
    lines = files.get(path)
    if lines is None:
        raise Failure(f"{what}: path {path!r} is not a linted UTF-8 file")
    start = check_position(lines, rng_obj["start"], what + " start")
    end = check_position(lines, rng_obj["end"], what + " end")
    if start > end:
        raise Failure(f"{what}: start {start} after end {end}")


def popen_retrying(cmd: list[str], **kwargs) -> subprocess.Popen:
    """Popen, retried while the binary is being relinked (ETXTBSY)."""
    for _ in range(120):
        try:
            return subprocess.Popen(cmd, **kwargs)
        except OSError as e:
            if e.errno != 26:
                raise
            time.sleep(1)
    return subprocess.Popen(cmd, **kwargs)


def run(cmd: list[str], timeout: float, cwd: str | None = None) -> tuple[int, bytes, bytes, float]:
    started = time.monotonic()
    if any(len(a.encode("utf-8", "surrogatepass")) >= 128 * 1024 for a in cmd):
        raise Skip("an argument is longer than the kernel's limit")
    proc = popen_retrying(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        shown = [a if len(a) < 200 else a[:200] + f"…({len(a)} chars)" for a in cmd]
        raise Failure(f"timeout after {timeout}s: {shown!r}")
    return proc.returncode, out, err, time.monotonic() - started


# ----------------------------------------------------------------------------- surfaces

def fuzz_lint(binary: str, rng: random.Random, timeout: float, workdir: pathlib.Path) -> dict:
    project = workdir / "project"
    if project.exists():
        shutil.rmtree(project)
    project.mkdir()
    files: dict[str, bytes] = {}
    pending = rng.choice([1, 1, 2, 3])
    while pending > 0:
        pending -= 1
        name, data = generate_file(rng)
        if name.endswith(".xml") and rng.random() < 0.7:
            # A layout alone is rarely checked: pair it with the code that masks its views.
            kotlin = lang_generators.kotlin_file(rng, rand_mask, rand_regex, paired=True)
            (project / "CheckoutActivity.kt").write_text(kotlin, encoding="utf-8", errors="surrogatepass")
            files["CheckoutActivity.kt"] = kotlin.encode("utf-8", "surrogatepass")
        if rng.random() < 0.2:
            name = "Sub/" + name
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_bytes(data)
        files[name] = data
    args = [binary, "lint", "--format", "json"] + (["--strict"] if rng.random() < 0.2 else []) + ["."]
    code, out, err, seconds = run(args, timeout, cwd=str(project))
    if code < 0:
        raise Failure(f"signal {-code}; stderr: {err.decode(errors='replace')[-2000:]}")
    if code not in (0, 1, 2):
        raise Failure(f"exit code {code}; stderr: {err.decode(errors='replace')[-2000:]}")
    if code == 2:
        raise Failure(f"exit code 2 on a readable project; stderr: {err.decode(errors='replace')[-500:]}")
    try:
        doc = json.loads(out)
    except ValueError as e:
        raise Failure(f"invalid JSON ({e}): {out[:300]!r}")
    decoded = {}
    for name, data in files.items():
        lines = utf16_lines(data)
        if lines is not None:
            decoded[name] = lines
            decoded["./" + name] = lines
    for i, f in enumerate(doc["findings"]):
        check_range(decoded, f["path"], f["range"], f"finding {i} ({f['rule']})")
        for j, r in enumerate(f["related"]):
            check_range(decoded, r["path"], r["range"], f"finding {i} related {j}")
    summary = doc["summary"]
    if summary["findings"] != len(doc["findings"]):
        raise Failure("summary.findings != len(findings)")
    errors = sum(1 for f in doc["findings"] if f["severity"] == "error")
    should_fail = errors > 0 or ("--strict" in args and summary["warnings"] > 0)
    if (code == 1) != should_fail:
        raise Failure(f"exit code {code} with {errors} errors")
    return {"seconds": seconds, "files": files}


def rand_keys(rng: random.Random) -> str:
    return "".join(rng.choice(KEYS_ALPHABET) for _ in range(rng.randint(0, 40)))


def fuzz_preview(binary: str, rng: random.Random, timeout: float, workdir: pathlib.Path) -> dict:
    r = rng.random()
    if r < 0.65:
        args = [binary, "preview", "--dialect", rng.choice(DIALECTS), rand_mask(rng)]
        if rng.random() < 0.6:
            args += ["--keys", rand_keys(rng)]
        if rng.random() < 0.3:
            args += ["--input", rand_keys(rng)]
            if rng.random() < 0.5:
                args += ["--caret", str(rng.choice([0, 1, 5, -1, 1000, 2**40]))]
        for flag in ["--backward", "--autocomplete", "--autoskip"]:
            if rng.random() < 0.2:
                args.append(flag)
        if rng.random() < 0.25:
            args += ["--regex", rand_regex(rng), "--flavor", rng.choice(FLAVORS)]
        if rng.random() < 0.2:
            args += ["--max-length", str(rng.choice([0, 1, 3, -1, 10**6]))]
        if rng.random() < 0.15:
            args += ["--replacement", rng.choice(["*", "X", "", "ab", "😀"])]
    else:
        args = [binary, "preview", "--regex", rand_regex(rng), "--flavor", rng.choice(FLAVORS)]
        if rng.random() < 0.3:
            args += ["--flags", "".join(rng.choice("imsxdguvy") for _ in range(rng.randint(0, 3)))]
    args.append("--json")
    # An argument that starts with `-` is an option to ArgumentParser; pass such values with `=`.
    fixed, expects_value = [], False
    for a in args:
        if expects_value and a.startswith("-"):
            fixed[-1] = fixed[-1] + "=" + a
        else:
            fixed.append(a)
        expects_value = not expects_value and a in VALUE_OPTIONS
    args = [a for a in fixed if "\x00" not in a]
    code, out, err, seconds = run(args, timeout)
    if code < 0:
        raise Failure(f"signal {-code}; args {args!r}; stderr: {err.decode(errors='replace')[-2000:]}")
    if code not in (0, 1, 2, 64):
        raise Failure(f"exit code {code}; args {args!r}; stderr: {err.decode(errors='replace')[-1000:]}")
    if code == 0:
        try:
            json.loads(out)
        except ValueError as e:
            raise Failure(f"invalid JSON ({e}); args {args!r}: {out[:300]!r}")
    return {"seconds": seconds, "args": args}


class LSPClient:
    """A minimal LSP client: Content-Length framing over the server's stdin/stdout."""

    def __init__(self, binary: str, cwd: str):
        self.proc = popen_retrying([binary, "serve", "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=cwd, start_new_session=True)
        self.replies: dict = {}
        self.messages: queue.Queue = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.stderr_tail = bytearray()
        threading.Thread(target=self._drain_stderr, daemon=True).start()
        self.next_id = 1
        self.lock = threading.Lock()
        self.protocol_error: str | None = None

    def _drain_stderr(self):
        for chunk in iter(lambda: self.proc.stderr.read1(4096), b""):
            self.stderr_tail += chunk
            del self.stderr_tail[:-4000]

    def _read(self):
        stream = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if b":" not in line:
                    self.protocol_error = f"bad header line {line!r}"
                    return
                k, v = line.split(b":", 1)
                headers[k.strip().lower()] = v.strip()
            length = int(headers.get(b"content-length", b"-1"))
            if length < 0:
                self.protocol_error = f"no Content-Length in {headers}"
                return
            body = stream.read(length)
            try:
                message = json.loads(body)
            except ValueError:
                self.protocol_error = f"server sent invalid JSON {body[:200]!r}"
                return
            if "id" in message and "method" in message:
                # A request from the server (registerCapability, workDoneProgress/create).
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif "id" in message:
                with self.lock:
                    self.replies.setdefault(json.dumps(message["id"]), []).append(message)
            self.messages.put(message)

    def send_raw(self, data: bytes):
        if TRACE:
            with open(TRACE, "ab") as trace:
                trace.write(data)
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass

    def send(self, message: dict):
        body = json.dumps(message, ensure_ascii=rng_ascii()).encode("utf-8", "surrogatepass")
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method: str, params) -> int:
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        return ident

    def notify(self, method: str, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_reply(self, ident, timeout: float):
        deadline = time.monotonic() + timeout
        key = json.dumps(ident)
        while time.monotonic() < deadline:
            with self.lock:
                if key in self.replies:
                    return self.replies[key][0]
            if self.proc.poll() is not None:
                return None
            time.sleep(0.01)
        return None


_ascii = [True]
# MASKLS_FUZZ_TRACE=FILE appends every byte sent to the server to FILE (replay with
# `maskls serve < FILE`).
TRACE = os.environ.get("MASKLS_FUZZ_TRACE")


def rng_ascii() -> bool:
    return _ascii[0]


def lsp_position(rng: random.Random, text: str) -> dict:
    lines = text.split("\n")
    r = rng.random()
    if r < 0.8:
        line = rng.randrange(len(lines))
        return {"line": line, "character": rng.randint(0, len(lines[line].encode("utf-16-le", "surrogatepass")) // 2 + 1)}
    return {"line": rng.choice([-1, 0, len(lines), len(lines) + 5, 2**31 - 1, 2**31, 2**53]),
            "character": rng.choice([-1, 0, 3, 2**31 - 1, 2**31, 10**6])}


def apply_change_locally(text: str, start: dict, end: dict, new: str) -> str | None:
    """The document after an in-range UTF-16 change (None when the change is out of range)."""
    lines = text.split("\n")

    def offset(p):
        if not (0 <= p["line"] < len(lines)):
            return None
        units = lines[p["line"]].encode("utf-16-le", "surrogatepass")
        if not 0 <= p["character"] <= len(units) // 2:
            return None
        if p["character"] < len(units) // 2 and 0xDC00 <= int.from_bytes(units[p["character"] * 2:p["character"] * 2 + 2], "little") <= 0xDFFF:
            return None  # splits a surrogate pair: the server moves such positions
        prefix = units[: p["character"] * 2].decode("utf-16-le", "surrogatepass")
        return sum(len(l) + 1 for l in lines[: p["line"]]) + len(prefix)

    a, b = offset(start), offset(end)
    if a is None or b is None or a > b:
        return None
    return text[:a] + new + text[b:]


_garbage_ids = [0]


def garbage_id(base: int) -> int:
    """A fresh id in base...base+999 (unique within a session, so replies can be counted)."""
    _garbage_ids[0] = (_garbage_ids[0] + 1) % 1000
    return base + _garbage_ids[0]


def garbage_frame(rng: random.Random) -> tuple[bytes, object]:
    """Malformed input; returns the bytes and the id a reply is owed to (or None)."""
    r = rng.randrange(12)
    if r == 0:
        body = os.urandom(rng.randint(1, 64))
        return b"Content-Length: %d\r\n\r\n" % len(body) + body, None
    if r == 1:
        body = b'{"jsonrpc":"2.0","id":'
        return b"Content-Length: %d\r\n\r\n" % len(body) + body, None
    if r == 2:
        ident = garbage_id(90000)
        return json_frame({"jsonrpc": "2.0", "id": ident, "method": "textDocument/hover", "params": rng.choice([[], 3, "x", {}, {"textDocument": 1}, {"textDocument": {"uri": "file:///nope.swift"}, "position": {"line": "a"}}])}), ident
    if r == 3:
        ident = garbage_id(91000)
        return json_frame({"jsonrpc": "2.0", "id": ident, "method": rng.choice(["foo/bar", "textDocument/completion", "", "$/x"]), "params": {}}), ident
    if r == 4:
        return json_frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": rng.choice([{}, [], {"textDocument": {"uri": 5}}, {"textDocument": {"uri": "file:///x.swift", "version": 1}, "contentChanges": [{"range": {"start": {}, "end": {}}, "text": 1}]}])}), None
    if r == 5:
        return json_frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": rng.choice([1, "x", None, 99999])}}), None  # never an id still to come
    if r == 6:
        return json_frame([1, 2, 3]), None
    if r == 7:
        return json_frame({"jsonrpc": "1.0", "id": rng.choice([None, True, 1.5, [1], {"a": 1}]), "method": "textDocument/hover"}), None
    if r == 8:
        return b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" + json_frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}), None
    if r == 9:
        return json_frame({"jsonrpc": "2.0", "id": garbage_id(92000), "result": None}), None
    if r == 10:
        return json_frame({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": [{"uri": rng.choice(["file:///nope/a.swift", "file://host/x", "bogus:", "file:///%ZZ"]), "type": rng.choice([1, 2, 3, 7, -1])}]}}), None
    ident = garbage_id(93000)
    return json_frame({"jsonrpc": "2.0", "id": ident, "method": "initialize", "params": {"capabilities": {}}}), ident


def schema_valid(position: dict) -> bool:
    """Whether an LSP position fits the protocol's `uinteger`s (others invalidate the message)."""
    return all(0 <= position[k] <= 2**31 - 1 for k in ("line", "character"))


def remember(snapshots: dict, uri: str, version: int, text: str | None):
    """Keeps the text of a document version; a (uri, version) seen twice is ambiguous."""
    key = (uri, version)
    snapshots[key] = None if key in snapshots else text


class LazyLineUnits:
    """Per line (split at \\n), the code units of the negotiated position encoding, computed
    on demand; for UTF-16 the unit values, for UTF-8 1 for a lead byte and 0 for a
    continuation byte."""

    def __init__(self, text: str, encoding: str):
        self.lines = text.split("\n")
        self.encoding = encoding
        self.cache: dict[int, list[int]] = {}

    def __len__(self):
        return len(self.lines)

    def __getitem__(self, index: int) -> list[int]:
        if index not in self.cache:
            line = self.lines[index]
            if self.encoding == "utf-8":
                units = [0 if 0x80 <= b < 0xC0 else 1 for b in line.encode("utf-8", "surrogatepass")]
            elif self.encoding == "utf-32":
                units = [1] * len(line)
            else:
                raw = line.encode("utf-16-le", "surrogatepass")
                units = [int.from_bytes(raw[i:i + 2], "little") for i in range(0, len(raw), 2)]
            self.cache[index] = units
        return self.cache[index]


_line_units_cache: dict[tuple[int, str], tuple[str, LazyLineUnits]] = {}


def check_lsp_range(text: str, lsp_range: dict, encoding: str, what: str):
    cached = _line_units_cache.get((id(text), encoding))
    if cached is None or cached[0] is not text:
        if len(_line_units_cache) > 64:
            _line_units_cache.clear()
        cached = (text, LazyLineUnits(text, encoding))
        _line_units_cache[(id(text), encoding)] = cached
    lines = cached[1]

    def position(p, end):
        line, character = p.get("line"), p.get("character")
        if not isinstance(line, int) or not isinstance(character, int):
            raise Failure(f"{what}: position not integers: {p}")
        if not 0 <= line < len(lines):
            raise Failure(f"{what}: line {line} outside 0..<{len(lines)}")
        units = lines[line]
        if not 0 <= character <= len(units):
            raise Failure(f"{what}: character {character} outside 0...{len(units)} on line {line}")
        if 0 < character < len(units):
            unit = units[character]
            if (encoding == "utf-8" and unit == 0) or (encoding not in ("utf-8", "utf-32") and 0xDC00 <= unit <= 0xDFFF):
                raise Failure(f"{what}: character {character} splits a character on line {line}")
        return line, character

    start, end = position(lsp_range["start"], False), position(lsp_range["end"], True)
    if start > end:
        raise Failure(f"{what}: start {start} after end {end}")


def edit_snippet(rng: random.Random) -> str:
    """A few lines of some language, typed into an open document."""
    _, text = generate_file(rng)
    lines = text.decode("utf-8", "replace").split("\n")
    start = rng.randrange(len(lines))
    return "\n".join(lines[start:start + rng.randint(1, 4)])


def json_frame(message) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def fuzz_serve(binary: str, rng: random.Random, timeout: float, workdir: pathlib.Path) -> dict:
    project = workdir / "serve"
    if project.exists():
        shutil.rmtree(project)
    project.mkdir()
    for _ in range(rng.randint(0, 2)):
        name, data = generate_file(rng)
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_bytes(data)
    _ascii[0] = rng.random() < 0.5
    client = LSPClient(binary, str(project))
    started = time.monotonic()
    owed: list = []
    log: list = []
    try:
        encodings = rng.choice([None, ["utf-16"], ["utf-8"], ["utf-32"], ["utf-8", "utf-16"]])
        caps = {"general": {"positionEncodings": encodings}} if encodings else {}
        caps["textDocument"] = {"hover": {"contentFormat": rng.choice([["markdown", "plaintext"], ["plaintext"], []])}}
        init = client.request("initialize", {"processId": None, "rootUri": project.as_uri(), "capabilities": caps})
        owed.append(init)
        reply = client.wait_reply(init, timeout)
        if reply is None:
            raise Failure("no reply to initialize")
        encoding = reply.get("result", {}).get("capabilities", {}).get("positionEncoding", "utf-16")
        client.notify("initialized", {})
        docs: dict[str, str] = {}
        versions: dict[str, int] = {}
        # Whether docs[uri] is exactly the server's text (no clamped change, no CR, UTF-16).
        exact: dict[str, bool] = {}
        # (uri, version) -> text, for checking the ranges of diagnostics and hovers.
        snapshots: dict[tuple[str, int], str | None] = {}
        hover_texts: dict[int, str] = {}
        for _ in range(rng.randint(5, 60)):
            op = rng.random()
            if op < 0.2 or not docs:
                name, data = generate_file(rng)
                target = project / name
                target = target.parent / f"{rng.randrange(3)}_{target.name}"
                uri = target.as_uri() if rng.random() < 0.95 else f"untitled:Untitled-{rng.randrange(3)}"
                text = data.decode("utf-8", "replace")
                docs[uri] = text
                versions[uri] = 1
                exact[uri] = "\r" not in text
                remember(snapshots, uri, 1, text if exact[uri] else None)
                lang = language_id(name) if rng.random() < 0.9 else rng.choice(["swift", "plaintext", "", "kotlin", "vue"])
                client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": lang, "version": 1, "text": text}})
                log.append(("open", uri, lang, len(text)))
            elif op < 0.5:
                uri = rng.choice(list(docs))
                text = docs[uri]
                was_exact = exact[uri]
                versions[uri] += 1
                changes = []
                for _ in range(rng.randint(1, 4)):
                    new = rng.choice(["", "x", "\"", "#", "\n", "\r\n", "😀", "[0", swift_line(rng), objc_line(rng), "\u0301",
                                     "`", "${", "/", "'", "<!--", "<![CDATA[", "r'", "@\"", "\"\"\"", "&amp;", "</script>",
                                     edit_snippet(rng)])
                    if rng.random() < 0.1:
                        changes.append({"text": mutate_text(rng, text)})
                        text = changes[-1]["text"]
                        continue
                    s, e = lsp_position(rng, text), lsp_position(rng, text)
                    if rng.random() < 0.7 and (s["line"], s["character"]) > (e["line"], e["character"]):
                        s, e = e, s
                    changes.append({"range": {"start": s, "end": e}, "text": new})
                    if encoding == "utf-16":
                        updated = apply_change_locally(text, s, e, new)
                        if updated is None:
                            exact[uri] = False
                        text = updated if updated is not None else text
                    else:
                        exact[uri] = False
                client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": versions[uri]}, "contentChanges": changes})
                if not all(schema_valid(c["range"][end]) for c in changes if "range" in c for end in ("start", "end")):
                    # The server rejects the whole notification (text and version unchanged).
                    exact[uri] = was_exact
                    log.append(("rejected change", uri, changes))
                    continue
                docs[uri] = text  # approximate when out-of-range changes are clamped
                if any("text" in c and "range" not in c for c in changes[-1:]):
                    exact[uri] = True  # the last change replaced the whole text
                exact[uri] = exact[uri] and "\r" not in text
                remember(snapshots, uri, versions[uri], text if exact[uri] else None)
                log.append(("change", uri, changes))
            elif op < 0.75:
                uri = rng.choice(list(docs)) if rng.random() < 0.9 else (project / "unknown.swift").as_uri()
                ident = client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": lsp_position(rng, docs.get(uri, ""))})
                owed.append(ident)
                if exact.get(uri):
                    hover_texts[ident] = docs[uri]
                log.append(("hover", ident))
            elif op < 0.8:
                uri = rng.choice(list(docs))
                client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
                docs.pop(uri)
                log.append(("close", uri))
            elif op < 0.85:
                uri = rng.choice(list(docs))
                client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
            else:
                frame, ident = garbage_frame(rng)
                client.send_raw(frame)
                if ident is not None:
                    owed.append(ident)
                log.append(("garbage", frame[:200]))
            if rng.random() < 0.1:
                time.sleep(rng.random() * 0.05)
        # Liveness: a final valid hover must answer.
        uri = (project / "Final.swift").as_uri()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                                "text": 'field.BBB_pattern = "+1 (###) ###-####"\n'}})
        final = client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 24}})
        owed.append(final)
        reply = client.wait_reply(final, timeout)
        if reply is None:
            alive = client.proc.poll()
            if alive is None and os.environ.get("MASKLS_FUZZ_HOLD"):
                # Leave the stuck server running for a debugger.
                print(f"HOLD: server pid {client.proc.pid} is stuck", flush=True)
                time.sleep(float(os.environ["MASKLS_FUZZ_HOLD"]))
            raise Failure(f"final hover unanswered (process {'alive' if alive is None else 'exited ' + str(alive)}); stderr: {bytes(client.stderr_tail).decode(errors='replace')[-1500:]}")
        if reply.get("result") is None or "error" in reply:
            raise Failure(f"final hover has no content: {reply}")
        shutdown = client.request("shutdown", None)
        owed.append(shutdown)
        if client.wait_reply(shutdown, timeout) is None:
            raise Failure("no reply to shutdown")
        client.notify("exit", None)
        try:
            code = client.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise Failure("server did not exit after exit")
        if code != 0:
            raise Failure(f"exit status {code} after shutdown + exit")
        client.reader.join(timeout=5)
        if client.protocol_error:
            raise Failure(client.protocol_error)
        with client.lock:
            for ident in owed:
                count = len(client.replies.get(json.dumps(ident), []))
                if count != 1:
                    raise Failure(f"request {ident} got {count} replies")
            extra = set(client.replies) - {json.dumps(i) for i in owed} - {"null"}
            # Ids of garbage requests (90000...) may or may not be answered, and ids that are
            # not integers or strings (1.5, [1]) are answered with `null` or not at all.
            extra = {k for k in extra if k.isdigit() and not 90000 <= int(k) < 94000}
            if extra:
                raise Failure(f"replies to ids never sent: {sorted(extra)[:5]}")
            for ident, text in hover_texts.items():
                for reply in client.replies.get(json.dumps(ident), []):
                    hover_range = (reply.get("result") or {}).get("range")
                    if hover_range is not None:
                        check_lsp_range(text, hover_range, encoding, f"hover {ident}")
        checked = 0
        while not client.messages.empty():
            message = client.messages.get()
            if message.get("method") != "textDocument/publishDiagnostics":
                continue
            params = message["params"]
            text = snapshots.get((params["uri"], params.get("version")))
            if text is None:
                continue
            for i, diagnostic in enumerate(params["diagnostics"]):
                check_lsp_range(text, diagnostic["range"], encoding, f"diagnostic {i} of {params['uri']} v{params.get('version')}")
                checked += 1
    finally:
        if client.proc.poll() is None:
            os.killpg(client.proc.pid, signal.SIGKILL)
            client.proc.wait()
    return {"seconds": time.monotonic() - started, "log": log, "checked": checked}


# ----------------------------------------------------------------------------- main

def lint_positions(binary: str, project: pathlib.Path, timeout: float) -> list[tuple]:
    code, out, err, _ = run([binary, "lint", "--format", "json", "."], timeout, cwd=str(project))
    if code not in (0, 1):
        raise Failure(f"exit code {code}; stderr: {err.decode(errors='replace')[-500:]}")
    doc = json.loads(out)
    return sorted((f["path"], f["rule"], f["range"]["start"]["line"], f["range"]["start"]["column"],
                   f["range"]["end"]["line"], f["range"]["end"]["column"]) for f in doc["findings"])


def fuzz_invariance(binary: str, rng: random.Random, timeout: float, workdir: pathlib.Path) -> dict:
    return invariance(binary, rng, timeout, workdir)


def invariance(binary: str, rng: random.Random, timeout: float, workdir: pathlib.Path) -> dict:
    """Metamorphic check of positions: the same unmutated-line-structure project linted with
    LF, with CRLF, and with two blank lines prepended gives the same findings at the same
    (resp. shifted) positions."""
    project = workdir / "project"
    started = time.monotonic()
    texts: dict[str, str] = {}
    for _ in range(rng.choice([1, 1, 2])):
        name, data = generate_file(rng)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if "\r" in text or "\u2028" in text or "\u2029" in text or "\x85" in text or "\x0b" in text or "\x0c" in text:
            continue
        if name.endswith((".xml", ".storyboard", ".xib", ".cs")):
            continue  # XML declarations must come first; C# verbatim strings keep CRs
        texts[name] = text

    def write(transform) -> list[tuple]:
        if project.exists():
            shutil.rmtree(project)
        project.mkdir()
        for name, text in texts.items():
            (project / name).parent.mkdir(parents=True, exist_ok=True)
            (project / name).write_bytes(transform(text).encode("utf-8", "surrogatepass"))
        return lint_positions(binary, project, timeout)

    if not texts:
        raise Skip("no UTF-8 text")
    base = write(lambda t: t)
    # Determinism: the same project linted again (the analysis runs in parallel) gives the
    # same JSON, byte for byte, and the text format agrees on the exit status.
    first = run([binary, "lint", "--format", "json", "."], timeout, cwd=str(project))
    second = run([binary, "lint", "--format", "json", "."], timeout, cwd=str(project))
    if first[1] != second[1]:
        raise Failure("two runs of lint on the same project differ")
    text_run = run([binary, "lint", "."], timeout, cwd=str(project))
    if text_run[0] != first[0]:
        raise Failure(f"text format exits {text_run[0]}, JSON {first[0]}")
    if first[0] == 1 and not text_run[1].strip():
        raise Failure("text format prints nothing for a failing project")
    crlf = write(lambda t: t.replace("\n", "\r\n"))
    if crlf != base:
        raise Failure(f"CRLF moves findings: {sorted(set(base) ^ set(crlf))[:6]}")
    shifted = write(lambda t: "\n\n" + t)
    expected = sorted((p, r, a + 2, b, c + 2, d) for p, r, a, b, c, d in base)
    if shifted != expected:
        raise Failure(f"two leading lines do not shift findings by two: {sorted(set(expected) ^ set(shifted))[:6]}")
    return {"seconds": time.monotonic() - started}


def utf16_units(text: str) -> int:
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def fuzz_consistency(binary: str, rng: random.Random, timeout: float, workdir: pathlib.Path) -> dict:
    return consistency(binary, rng, timeout, workdir)


def consistency(binary: str, rng: random.Random, timeout: float, workdir: pathlib.Path) -> dict:
    """Incremental editing agrees with linting: one document opened in an empty project and
    edited with random in-range changes ends with the diagnostics `maskls lint` gives for
    its final text (same rules, same ranges, same messages)."""
    started = time.monotonic()
    name, data = generate_file(rng)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Skip("not UTF-8")
    # Only LF line breaks: the local copy of the text splits lines as LSP does.
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = "".join(c for c in text if c not in "\u2028\u2029\x85\x0b\x0c\x00")
    project = workdir / "serve"
    if project.exists():
        shutil.rmtree(project)
    project.mkdir()
    path = project / name
    path.parent.mkdir(parents=True, exist_ok=True)
    uri = path.as_uri()
    client = LSPClient(binary, str(project))
    try:
        init = client.request("initialize", {"processId": None, "rootUri": project.as_uri(), "capabilities": {}})
        if client.wait_reply(init, timeout) is None:
            raise Failure("no reply to initialize")
        client.notify("initialized", {})
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language_id(name), "version": 1, "text": text}})
        version = 1
        for _ in range(rng.randint(1, 12)):
            changes = []
            for _ in range(rng.randint(1, 3)):
                new = rng.choice(["", "x", "0", "#", "\"", "'", "`", "\n", "[", "]", "{", "}", "😀", "e\u0301", "${",
                                  "/", "<", ">", "&amp;", edit_snippet(rng)])
                new = "".join(c for c in new if c not in "\r\u2028\u2029\x85\x0b\x0c\x00")
                lines = text.split("\n")
                a = {"line": rng.randrange(len(lines))}
                a["character"] = rng.randint(0, utf16_units(lines[a["line"]]))
                b = {"line": min(len(lines) - 1, a["line"] + rng.choice([0, 0, 0, 1, 2]))}
                b["character"] = rng.randint(0, utf16_units(lines[b["line"]]))
                if (b["line"], b["character"]) < (a["line"], a["character"]):
                    a, b = b, a
                updated = apply_change_locally(text, a, b, new)
                if updated is None:
                    continue  # the position splits a surrogate pair
                text = updated
                changes.append({"range": {"start": a, "end": b}, "text": new})
            version += 1
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})
        # Round trip, then give the debounced analysis time to publish.
        ident = client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
        if client.wait_reply(ident, timeout) is None:
            raise Failure("hover unanswered")
        deadline = time.monotonic() + timeout
        latest = None
        # A changed open document is always republished, so the final version must arrive.
        while time.monotonic() < deadline and not (latest and latest.get("version") == version):
            try:
                message = client.messages.get(timeout=0.5)
            except queue.Empty:
                continue
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                latest = message["params"]
        if not (latest and latest.get("version") == version):
            raise Failure(f"no diagnostics published for the final version {version} of {name}")
        served = sorted((d["code"], d["range"]["start"]["line"], d["range"]["start"]["character"],
                         d["range"]["end"]["line"], d["range"]["end"]["character"], d["message"])
                        for d in (latest or {}).get("diagnostics", []))
    finally:
        if client.proc.poll() is None:
            os.killpg(client.proc.pid, signal.SIGKILL)
            client.proc.wait()
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    code, out, err, _ = run([binary, "lint", "--format", "json", "."], timeout, cwd=str(project))
    if code not in (0, 1):
        raise Failure(f"lint exit code {code}")
    linted = sorted((f["rule"], f["range"]["start"]["line"] - 1, f["range"]["start"]["column"] - 1,
                     f["range"]["end"]["line"] - 1, f["range"]["end"]["column"] - 1, f["message"])
                    for f in json.loads(out)["findings"] if os.path.normpath(f["path"]) == os.path.normpath(name))
    if served != linted:
        only_served = [d for d in served if d not in linted][:3]
        only_linted = [d for d in linted if d not in served][:3]
        raise Failure(f"serve and lint disagree on {name} v{version}: serve only {only_served}; lint only {only_linted}")
    return {"seconds": time.monotonic() - started}


SURFACES = {"lint": fuzz_lint, "preview": fuzz_preview, "serve": fuzz_serve, "invariance": fuzz_invariance,
            "consistency": fuzz_consistency}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/maskls")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--surface", choices=["all", *SURFACES], default="all")
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--keep", default="fuzz-failures", help="directory for failing inputs")
    parser.add_argument("--languages", default=None, help="comma-separated languageIds to generate (default: all)")
    parser.add_argument("--slow", type=float, default=5.0, help="report iterations slower than this")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    if args.languages:
        _only_languages[0] = set(args.languages.split(","))
    surfaces = list(SURFACES) if args.surface == "all" else [args.surface]
    failures = 0
    counts = {s: 0 for s in surfaces}
    with tempfile.TemporaryDirectory(prefix="maskls-fuzz-") as tmp:
        workdir = pathlib.Path(tmp)
        for i in range(args.iterations):
            seed = args.seed + i
            for surface in surfaces:
                rng = random.Random(f"{surface}:{seed}")
                counts[surface] += 1
                try:
                    result = SURFACES[surface](binary, rng, args.timeout, workdir)
                    if result["seconds"] > args.slow:
                        print(f"SLOW {surface} seed={seed}: {result['seconds']:.1f}s", flush=True)
                        keep(args.keep, surface, seed, workdir, result)
                except Skip:
                    counts[surface] -= 1
                except Failure as e:
                    failures += 1
                    print(f"FAIL {surface} seed={seed}: {e}", flush=True)
                    keep(args.keep, surface, seed, workdir, None)
            if (i + 1) % 50 == 0:
                print(f"... {i + 1} iterations, {failures} failures", flush=True)
            if (i + 1) % 500 == 0:
                print(f"    files per language: {dict(sorted(GENERATED.items()))}", flush=True)
    print(f"done: {counts} iterations, {failures} failures (seed {args.seed})")
    print(f"files generated per language: {dict(sorted(GENERATED.items()))}")
    return 1 if failures else 0


def keep(directory: str, surface: str, seed: int, workdir: pathlib.Path, result: dict | None):
    target = pathlib.Path(directory) / f"{surface}-{seed}"
    if target.exists():
        shutil.rmtree(target)
    source = workdir / ("project" if surface in ("lint", "invariance") else "serve")
    if surface in ("lint", "serve", "invariance", "consistency") and source.exists():
        shutil.copytree(source, target)
    else:
        target.mkdir(parents=True)
    if result and "args" in result:
        (target / "args.json").write_text(json.dumps(result["args"]))


if __name__ == "__main__":
    sys.exit(main())
