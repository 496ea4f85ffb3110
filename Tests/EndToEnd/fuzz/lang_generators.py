"""Generators for the languages beyond Swift / Objective-C / storyboards: Kotlin, Java,
Android layouts, JavaScript / TypeScript / JSX / TSX, HTML, Vue, Dart and C#.

Each generator builds a realistic file (the shapes of Examples/ and of the rule examples)
whose mask and regex literals come from `rand_mask` / `rand_regex`, written with the host's
literal forms (escaped, raw, text blocks, template literals, verbatim strings) and sometimes
deliberately broken (unescaped, unterminated, nested `${}`), then handed to the shared
`mutate_text` / `mutate_bytes` by `fuzz_cli.generate_file`.

`LANGUAGE_FILES` lists (weight, file names, generator, LSP languageId).
"""

from __future__ import annotations

import random


def _esc(s: str, quote: str = '"') -> str:
  return s.replace("\\", "\\\\").replace(quote, "\\" + quote).replace("\n", "\\n").replace("\r", "\\r")


def _maybe_break(rng: random.Random, literal: str) -> str:
  """Sometimes drop the closing quote or cut the literal short."""
  r = rng.random()
  if r < 0.04:
    return literal[:-1]
  if r < 0.06 and len(literal) > 2:
    return literal[: rng.randint(1, len(literal) - 1)]
  return literal


def deep_nesting(rng: random.Random) -> str:
  """A construct nested thousands deep: template literals and string interpolations inside
  each other, JSX elements, Vue/HTML tags, comments, generics, interpolated C# strings."""
  depth = rng.choice([50, 500, 5000, 20000])
  kind = rng.randrange(9)
  if kind == 0:
    return "`${" * depth + "x" + "}`" * depth  # JS template in template
  if kind == 1:
    return '"${' * depth + "x" + '}"' * depth  # Kotlin / Dart interpolation in interpolation
  if kind == 2:
    return "<div>" * depth + "{a}" + "</div>" * rng.randint(0, depth)  # JSX / HTML
  if kind == 3:
    return "/*" * depth + "*/" * rng.randint(0, depth)  # nested block comments (Kotlin, Dart)
  if kind == 4:
    return "List<" * depth + "int" + ">" * depth
  if kind == 5:
    return '$"{' * depth + "x" + '}"' * depth  # C# interpolated strings
  if kind == 6:
    return "{" * depth + "}" * rng.randint(0, depth)
  if kind == 7:
    return "`${`" * depth  # unterminated nested templates
  return "'${'" * depth  # unterminated Dart interpolations


# ----------------------------------------------------------------------------- JVM

KOTLIN_TEMPLATES = ["${x}", "$x", '${f("a")}', '${"${y}"}', "${"]


def kotlin_literal(rng: random.Random, s: str) -> str:
  r = rng.random()
  if r < 0.55:
    lit = '"' + _esc(s).replace("$", "\\$") + '"'
  elif r < 0.8:
    lit = '"""' + s.replace('"""', '""\\"') + '"""'
  elif r < 0.88:
    lit = '"' + s + '"'  # unescaped: host escapes, `$` templates
  else:
    half = len(s) // 2
    lit = '"' + _esc(s[:half]) + rng.choice(["${x}", "$x", "${f(\"a\")}", "${\"${y}\"}", "${"]) + _esc(s[half:]) + '"'
  return _maybe_break(rng, lit)


def java_literal(rng: random.Random, s: str) -> str:
  r = rng.random()
  if r < 0.65:
    lit = '"' + _esc(s) + '"'
  elif r < 0.8:
    lit = '"""\n' + s.replace('"""', '\\"""') + '"""'  # text block
  elif r < 0.88:
    lit = '"' + s + '"'
  elif r < 0.94 and len(s) > 2:
    cut = rng.randint(1, len(s) - 1)
    lit = '"' + _esc(s[:cut]) + '" + "' + _esc(s[cut:]) + '"'
  else:
    lit = '"""' + s + '"""'  # text block without the line break: invalid
  return _maybe_break(rng, lit)


def kotlin_file(rng: random.Random, rand_mask, rand_regex, paired: bool = False) -> str:
  """`paired`: every view the layout generator names is looked up and masked (no mutations)."""
  lit = lambda s: kotlin_literal(rng, s)  # noqa: E731
  views = ["phone_input", "card_number_input", "expiry_input", "iban_input", "zip"]
  shapes = [
    lambda: f"MaskedTextChangedListener.installOn({rng.choice(['phoneInput', 'cardInput', 'x'])}, {lit(rand_mask(rng))})",
    lambda: f"MaskedTextChangedListener.installOn(\n  cardInput,\n  {lit(rand_mask(rng))},\n  listOf({', '.join(lit(rand_mask(rng)) for _ in range(rng.randint(0, 3)))}),\n  affinityCalculationStrategy = AffinityCalculationStrategy.PREFIX,\n)",
    lambda: f"val listener = MaskedTextChangedListener({lit(rand_mask(rng))}, {rng.choice(['phoneInput', 'findViewById(R.id.zip)'])})",
    lambda: f"val {rng.choice(views)} = findViewById<EditText>(R.id.{rng.choice(views)})",
    lambda: f"private val re = Regex({lit(rand_regex(rng))}{rng.choice(['', ', RegexOption.IGNORE_CASE', ', setOf(RegexOption.MULTILINE)'])})",
    lambda: f"val ok = {lit(rand_regex(rng))}.toRegex().matches(text)",
    lambda: f"val p = Pattern.compile({lit(rand_regex(rng))})",
    lambda: f"val ok = text.matches(Regex({lit(rand_regex(rng))}))",
    lambda: f"phoneInput.filters = arrayOf(InputFilter.LengthFilter({rng.choice(['3', '10', '0', '-1', '99999999999'])}))",
    lambda: f"phoneInput.inputType = InputType.{rng.choice(['TYPE_CLASS_NUMBER', 'TYPE_CLASS_PHONE', 'TYPE_CLASS_TEXT'])}",
    lambda: f"// maskls: mask={rng.choice(['redmadrobot', 'hash', 'bogus'])}\nval m = {lit(rand_mask(rng))}",
    lambda: f"/* {rand_mask(rng)} */ val s = \"${{a}}${{b}}\"",
    lambda: "val deep = " + deep_nesting(rng) if rng.random() < 0.3 else "val s = \"\"\"$x\"\"\"",
  ]
  statements = [rng.choice(shapes)() for _ in range(rng.randint(1, 20))]
  if paired:
    statements = []
    for view in views[:4]:
      name = view.replace("_", "") + "View"
      statements.append(f"val {name} = findViewById<EditText>(R.id.{view})")
      statements.append(f"MaskedTextChangedListener.installOn({name}, {kotlin_literal(rng, rand_mask(rng))})")
  body = "\n        ".join(s.replace("\n", "\n        ") for s in statements)
  return ("package com.example.checkout\n\nimport android.widget.EditText\n"
          "import com.redmadrobot.inputmask.MaskedTextChangedListener\n\n"
          "class CheckoutActivity : AppCompatActivity() {\n"
          f"    private val postcode = Regex({lit(rand_regex(rng))}, RegexOption.IGNORE_CASE)\n"
          "    override fun onCreate(savedInstanceState: Bundle?) {\n"
          "        super.onCreate(savedInstanceState)\n"
          "        setContentView(R.layout.activity_checkout)\n"
          f"        {body}\n    }}\n}}\n")


JAVA_CHARS = ["'_'", "'#'", "' '", "'\\''", "'\\u0000'", "''", "'\\\\'", "'a"]


def java_file(rng: random.Random, rand_mask, rand_regex) -> str:
  lit = lambda s: java_literal(rng, s)  # noqa: E731
  shapes = [
    lambda: f"private static final Pattern P{rng.randrange(99)} = Pattern.compile({lit(rand_regex(rng))}{rng.choice(['', ', Pattern.CASE_INSENSITIVE', ', Pattern.COMMENTS | Pattern.DOTALL'])});",
    lambda: f"MaskFormatter m{rng.randrange(9)} = new MaskFormatter({lit(rand_mask(rng))});",
    lambda: "m.setPlaceholderCharacter(" + rng.choice(JAVA_CHARS) + ");",
    lambda: f"m.setMask({lit(rand_mask(rng))});",
    lambda: f"boolean ok = text.matches({lit(rand_regex(rng))});",
    lambda: f"String[] parts = text.split({lit(rand_regex(rng))});",
    lambda: f"String r = text.replaceAll({lit(rand_regex(rng))}, \"$1\");",
    lambda: f"MaskedTextChangedListener.Companion.installOn(phoneInput, {lit(rand_mask(rng))});",
    lambda: f"EditText phoneInput = findViewById(R.id.{rng.choice(['phone_input', 'zip', 'x'])});",
    lambda: f"@Pattern(regexp = {lit(rand_regex(rng))}) String zip;",
    lambda: "char c = " + rng.choice(JAVA_CHARS) + ";",
  ]
  methods = "\n    ".join(rng.choice(shapes)() for _ in range(rng.randint(1, 20)))
  return ("package com.example.backoffice;\n\nimport java.util.regex.Pattern;\nimport javax.swing.text.MaskFormatter;\n\n"
          "public final class RefundDialog extends JDialog {\n"
          "  public RefundDialog() throws ParseException {\n"
          f"    {methods}\n  }}\n}}\n")


def android_layout_file(rng: random.Random, rand_mask, rand_regex, xml_escape) -> str:
  views = []
  for i in range(rng.randint(1, 8)):
    ident = rng.choice(["phone_input", "card_number_input", "expiry_input", "iban_input", f"f{i}", "", "a b"])
    attrs = [f'android:id="@+id/{ident}"', 'android:layout_width="match_parent"']
    if rng.random() < 0.7:
      attrs.append(f'android:inputType="{rng.choice(["phone", "number", "text", "numberDecimal", "textPersonName|textCapWords", "", "bogus|"])}"')
    if rng.random() < 0.5:
      attrs.append(f'android:maxLength="{rng.choice(["10", "0", "-1", "abc", "99999999999999999999", "@integer/max"])}"')
    if rng.random() < 0.4:
      attrs.append(f'android:digits="{xml_escape(rng.choice(["0123456789", "0123456789-", "", "&#x30;"]), rng)}"')
    if rng.random() < 0.3:
      attrs.append(f'app:mask="{xml_escape(rand_mask(rng), rng)}"')
    if rng.random() < 0.1:
      attrs.append(f'android:hint=\'{xml_escape(rand_mask(rng), rng)}\'')
    if rng.random() < 0.05:
      attrs.append("android:text=" + rand_mask(rng))  # unquoted: reported
    tag = rng.choice(["EditText", "com.google.android.material.textfield.TextInputEditText", "Button", "TextView"])
    views.append(f"<{tag}\n    " + "\n    ".join(attrs) + (" />" if rng.random() < 0.9 else ">"))
    if rng.random() < 0.15:
      views.append(rng.choice(["<!-- " + rand_mask(rng) + " -->", "<![CDATA[" + rand_mask(rng) + "]]>", "<!-- unterminated", "<![CDATA[ x"]))
  body = "\n".join(views)
  if rng.random() < 0.15:
    depth = rng.randint(10, 3000)
    body = "<LinearLayout>" * depth + body + "</LinearLayout>" * rng.randint(0, depth)
  return ('<?xml version="1.0" encoding="utf-8"?>\n<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"\n'
          '    xmlns:app="http://schemas.android.com/apk/res-auto" android:orientation="vertical">\n'
          + body + "\n</LinearLayout>\n")


# ----------------------------------------------------------------------------- web

def js_string(rng: random.Random, s: str) -> str:
  r = rng.random()
  if r < 0.4:
    lit = '"' + _esc(s) + '"'
  elif r < 0.6:
    lit = "'" + _esc(s, "'") + "'"
  elif r < 0.75:
    lit = "`" + s.replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${") + "`"
  elif r < 0.82:
    half = len(s) // 2
    lit = "`" + s[:half] + rng.choice(["${x}", "${`a${b}c`}", "${'}'}", "${ {a: 1}.a }", "${", "${`${`${x}`}`}"]) + s[half:] + "`"
  elif r < 0.9:
    lit = '"' + s + '"'
  else:
    lit = "`" + s  # unterminated template literal
  return _maybe_break(rng, lit)


def js_regex_literal(rng: random.Random, x: str) -> str:
  body = x.replace("/", "\\/") if rng.random() < 0.85 else x
  body = body.replace("\n", "")
  return "/" + body + "/" + "".join(rng.choice("gimsuyvd") for _ in range(rng.choice([0, 0, 1, 2, 4])))


JS_FLAG_ARGS = ["", ', "u"', ', "gi"', ", flags", ', "v"', ', "q"']


def js_statement(rng: random.Random, rand_mask, rand_regex) -> str:
  s = lambda v: js_string(rng, v)  # noqa: E731
  sel = rng.choice(['"#phone"', "'#card'", "input('#x')", "el", "document.getElementById(\"dob\")"])
  shapes = [
    lambda: f"IMask({sel}, {{ mask: {s(rand_mask(rng))} }});",
    lambda: f"IMask({sel}, {{ mask: {s(rand_mask(rng))}, lazy: {rng.choice(['true', 'false'])}, blocks: {{ YY: {{ mask: IMask.MaskedRange, from: 0, to: 99 }} }}, definitions: {{ '#': /[1-9]/ }} }});",
    lambda: f"new MaskInput({sel}, {{ mask: {s(rand_mask(rng))}, tokens: {{ Z: {{ pattern: {js_regex_literal(rng, rand_regex(rng))}, optional: true }} }} }});",
    lambda: f"VMasker({sel}).maskPattern({s(rand_mask(rng))});",
    lambda: f"$({sel}).mask({s(rand_mask(rng))}{rng.choice(['', ', { reverse: true }', ', { translation: { Z: { pattern: /[0-9]/, optional: true } } }'])});",
    lambda: f"Inputmask({s(rand_mask(rng))}).mask({sel});",
    lambda: f"Inputmask({{ mask: {s(rand_mask(rng))}, regex: {s(rand_regex(rng))} }}).mask({sel});",
    lambda: f"const R{rng.randrange(9)} = new RegExp({s(rand_regex(rng))}{rng.choice(JS_FLAG_ARGS)});",
    lambda: f"const R{rng.randrange(9)} = {js_regex_literal(rng, rand_regex(rng))};",
    lambda: f"if (!{js_regex_literal(rng, rand_regex(rng))}.test(v)) return;",
    lambda: f"const q = a / {rng.choice(['b', '2', 'c.d'])} / {rng.choice(['e', '3', 'g'])};",  # division, not a regex
    lambda: f"x = y {rng.choice(['/', '/=', '</', '< /'])} z; w = /{rand_regex(rng).replace('/', '')}/g.exec(t);",
    lambda: f"const t = `${{a}}/${{b}}/` + s.replace(/\\//g, '');",
    lambda: f"// maskls: mask={rng.choice(['imask', 'maska', 'inputmask', 'bogus'])}\nconst m = {s(rand_mask(rng))};",
    lambda: f"/* {rand_mask(rng)} */ el.setAttribute('pattern', {s(rand_regex(rng))});",
    lambda: f"el.pattern = {s(rand_regex(rng))};",
    lambda: "const deep = " + deep_nesting(rng) + ";" if rng.random() < 0.3 else "const d = `${a}${`${b}`}`;",
  ]
  return rng.choice(shapes)()


def jsx_element(rng: random.Random, rand_mask, rand_regex) -> str:
  s = lambda v: js_string(rng, v)  # noqa: E731
  attr_value = lambda v: ('"' + v.replace('"', "&quot;") + '"') if rng.random() < 0.6 else ("{" + s(v) + "}")  # noqa: E731
  shapes = [
    lambda: f"<InputMask mask={attr_value(rand_mask(rng))} value={{number}} onChange={{(e) => setNumber(e.target.value)}} />",
    lambda: "<input value={cvc} inputMode=" + rng.choice(['"numeric"', '"decimal"', '"text"', '{mode}']) + f" pattern={attr_value(rand_regex(rng))} maxLength={{{rng.choice(['3', '10', '0', '-1'])}}} />",
    lambda: f"<IMaskInput mask={attr_value(rand_mask(rng))} unmask />",
    lambda: f"<PatternFormat format={attr_value(rand_mask(rng))} />",
    lambda: f"<input data-maska={attr_value(rand_mask(rng))} />",
    lambda: f"<div>{{a < b ? <span>{rand_mask(rng).replace('{', '').replace('}', '')}</span> : null}}</div>",
    lambda: "<" + rng.choice(["input", "InputMask", "div"]) + " mask=\"" + rand_mask(rng),  # unterminated element
    lambda: deep_nesting(rng) if rng.random() < 0.3 else "<><InputMask mask=\"99\" /></>",
  ]
  return rng.choice(shapes)()


def js_file(rng: random.Random, rand_mask, rand_regex, jsx: bool, typescript: bool) -> str:
  lines = ['import IMask from "imask";', 'import { MaskInput } from "maska";', 'import InputMask from "react-input-mask";', ""]
  if typescript:
    lines.append("export interface Card { number: string; expiry: string }")
    lines.append("const f = <T,>(x: T): T => x;" if jsx else "const g = <string>h; const k = a as unknown as RegExp;")
  lines.append("export function install(root: HTMLElement) {" if typescript else "export function install(root) {")
  for _ in range(rng.randint(1, 18)):
    lines.append("  " + js_statement(rng, rand_mask, rand_regex).replace("\n", "\n  "))
  if jsx:
    elements = "\n      ".join(jsx_element(rng, rand_mask, rand_regex) for _ in range(rng.randint(1, 8)))
    lines.append(f"  return (\n    <form onSubmit={{submit}}>\n      {elements}\n    </form>\n  );")
  lines.append("}")
  return "\n".join(lines) + "\n"


def html_attr(rng: random.Random, value: str, xml_escape) -> str:
  r = rng.random()
  if r < 0.6:
    return '"' + xml_escape(value, rng) + '"'
  if r < 0.8:
    return "'" + value.replace("'", "&#39;") + "'"
  if r < 0.9:
    return value.replace(" ", "").replace(">", "") or "x"  # unquoted
  return '"' + value  # unterminated


def html_input(rng: random.Random, rand_mask, rand_regex, xml_escape) -> str:
  attrs = [f'type="{rng.choice(["text", "tel", "number", "email", "date", "", "TEXT"])}"', f'name="{rng.choice(["phone", "zip", "iban", "card"])}"']
  if rng.random() < 0.5:
    attrs.append("pattern=" + html_attr(rng, rand_regex(rng), xml_escape))
  if rng.random() < 0.4:
    attrs.append("data-maska=" + html_attr(rng, rand_mask(rng), xml_escape))
  if rng.random() < 0.3:
    attrs.append("data-inputmask=" + html_attr(rng, f"'mask': '{rand_mask(rng)}'", xml_escape))
  if rng.random() < 0.3:
    attrs.append("mask=" + html_attr(rng, rand_mask(rng), xml_escape))
  if rng.random() < 0.4:
    attrs.append(f'inputmode="{rng.choice(["numeric", "tel", "decimal", "text", "none"])}"')
  if rng.random() < 0.3:
    attrs.append(f'maxlength="{rng.choice(["10", "0", "-1", "x", "99999999999999999999"])}"')
  if rng.random() < 0.1:
    attrs.append('title="' + "x" * rng.randint(10000, 100000) + '"')  # huge attribute
  if rng.random() < 0.1:
    attrs.append("required")
  return "<input " + " ".join(attrs) + rng.choice([">", "/>", " >", ""])


def html_file(rng: random.Random, rand_mask, rand_regex, xml_escape) -> str:
  parts = ["<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Sign up</title></head>\n<body>\n<form id=\"signup\">"]
  for _ in range(rng.randint(1, 10)):
    r = rng.random()
    if r < 0.6:
      parts.append("  <label>Field " + html_input(rng, rand_mask, rand_regex, xml_escape) + "</label>")
    elif r < 0.7:
      parts.append("  <!-- " + rand_mask(rng) + rng.choice([" -->", " --!>", ""]))
    elif r < 0.78:
      parts.append("  <![CDATA[" + rand_regex(rng) + rng.choice(["]]>", ""]))
    elif r < 0.86:
      parts.append("  <textarea>" + rand_mask(rng) + "</textarea><style>a{b:c}</style><title>&lt;&amp" + "</title>")
    elif r < 0.9:
      parts.append(deep_nesting(rng))
    else:
      parts.append("  <p>" + rng.choice(["&amp;", "&#x1F600;", "&#99999999;", "&bogus;", "&", "&#", "&#x;"]) + "</p>")
  parts.append("</form>")
  script_type = rng.choice(["", ' type="module"', ' type="text/babel"', ' type="text/template"', ' lang="ts"'])
  body = "\n".join(js_statement(rng, rand_mask, rand_regex) for _ in range(rng.randint(0, 8)))
  if rng.random() < 0.1:
    body += "\nconst s = '</script>';"
  parts.append(f"<script{script_type}>\n{body}\n" + ("</script>" if rng.random() < 0.92 else ""))
  parts.append("</body>\n</html>")
  return "\n".join(parts) + "\n"


def vue_file(rng: random.Random, rand_mask, rand_regex, xml_escape) -> str:
  inputs = []
  for _ in range(rng.randint(1, 8)):
    r = rng.random()
    if r < 0.3:
      inputs.append(f'<input v-model="phone" v-maska data-maska={html_attr(rng, rand_mask(rng), xml_escape)} type="tel">')
    elif r < 0.5:
      inputs.append(f"<input v-model=\"b\" v-maska=\"{js_string(rng, rand_mask(rng)).replace(chr(34), '&quot;')}\" inputmode=\"numeric\">")
    elif r < 0.65:
      inputs.append(f'<input v-mask={html_attr(rng, rand_mask(rng), xml_escape)} :maxlength="{rng.choice(["9", "n", "0"])}">')
    elif r < 0.8:
      inputs.append(f"<input :pattern=\"{js_string(rng, rand_regex(rng)).replace(chr(34), '&quot;')}\">")
    else:
      inputs.append(html_input(rng, rand_mask, rand_regex, xml_escape))
  lang = rng.choice(["", ' lang="ts"', ' lang="tsx"', ' lang="jsx"', ' setup lang="ts"', ' lang="coffee"'])
  script = "\n".join(js_statement(rng, rand_mask, rand_regex) for _ in range(rng.randint(0, 8)))
  return ("<template>\n  <form @submit.prevent=\"submit\">\n    " + "\n    ".join(inputs) + "\n  </form>\n</template>\n\n"
          f"<script{lang}>\nimport {{ ref }} from \"vue\";\n{script}\n</script>\n<style scoped>.a {{ color: red }}</style>\n")


# ----------------------------------------------------------------------------- Dart, C#

def dart_literal(rng: random.Random, s: str) -> str:
  r = rng.random()
  if r < 0.35:
    lit = "r'" + s.replace("'", "") + "'"
  elif r < 0.45:
    lit = 'r"' + s.replace('"', "") + '"'
  elif r < 0.7:
    lit = "'" + _esc(s, "'").replace("$", "\\$") + "'"
  elif r < 0.8:
    lit = "'''" + s + "'''"
  elif r < 0.87:
    half = len(s) // 2
    lit = "'" + _esc(s[:half], "'") + rng.choice(["$x", "${x}", "${'${y}'}", "${"]) + _esc(s[half:], "'") + "'"
  elif r < 0.93:
    lit = "'" + s + "'"
  else:
    lit = "r'''" + s
  return _maybe_break(rng, lit)


def dart_file(rng: random.Random, rand_mask, rand_regex) -> str:
  lit = lambda s: dart_literal(rng, s)  # noqa: E731
  fields = []
  for i in range(rng.randint(1, 8)):
    r = rng.random()
    if r < 0.45:
      entries = ", ".join(f"{lit(rng.choice(['#', 'A', '*', 'M', 'ab', '']))}: RegExp({lit(rand_regex(rng))})" for _ in range(rng.randint(0, 3)))
      filt = f"\n    filter: {{{entries}}}," if rng.random() < 0.6 else ""
      fields.append(f"  final _m{i} = MaskTextInputFormatter(\n    mask: {lit(rand_mask(rng))},{filt}\n    type: MaskAutoCompletionType.{rng.choice(['lazy', 'eager'])},\n  );")
    elif r < 0.75:
      fields.append(f"  static final _r{i} = RegExp({lit(rand_regex(rng))}{rng.choice(['', ', caseSensitive: false', ', unicode: true', ', multiLine: true'])});")
    elif r < 0.85:
      fields.append(f"  final f{i} = FilteringTextInputFormatter.allow(RegExp({lit(rand_regex(rng))}));")
    elif r < 0.9:
      fields.append("  final deep = " + deep_nesting(rng) + ";")
    else:
      fields.append(f"  // maskls: mask={rng.choice(['flutter', 'hash', 'bogus'])}\n  final m{i} = {lit(rand_mask(rng))};")
  widgets = []
  for i in range(rng.randint(0, 5)):
    widgets.append(f"TextFormField(\n            inputFormatters: [_m{rng.randrange(8)}],\n            keyboardType: TextInputType.{rng.choice(['phone', 'number', 'text', 'numberWithOptions(decimal: true)'])},\n            maxLength: {rng.choice(['10', '0', '-1', 'null'])},\n          ),")
  return ("import 'package:flutter/material.dart';\nimport 'package:mask_text_input_formatter/mask_text_input_formatter.dart';\n\n"
          "class _PaymentFormState extends State<PaymentForm> {\n" + "\n".join(fields) +
          "\n  @override\n  Widget build(BuildContext context) {\n    return Form(\n      child: Column(\n        children: [\n          "
          + "\n          ".join(widgets) + "\n        ],\n      ),\n    );\n  }\n}\n")


CSHARP_HOLES = ["{x}", '{f("a")}', "{", ""]


def csharp_literal(rng: random.Random, s: str) -> str:
  r = rng.random()
  if r < 0.4:
    lit = '@"' + s.replace('"', '""') + '"'
  elif r < 0.7:
    lit = '"' + _esc(s) + '"'
  elif r < 0.8:
    lit = '"""' + "\n" + s + "\n" + '"""'  # raw string literal
  elif r < 0.86:
    lit = '$"' + _esc(s).replace("{", "{{").replace("}", "}}") + rng.choice(CSHARP_HOLES) + '"'
  elif r < 0.9:
    lit = '$@"' + s.replace('"', '""') + '{x}"'
  elif r < 0.95:
    lit = '@"' + s + '"'  # unescaped quotes
  else:
    lit = '"' + s + '"'
  return _maybe_break(rng, lit)


def csharp_file(rng: random.Random, rand_mask, rand_regex) -> str:
  lit = lambda s: csharp_literal(rng, s)  # noqa: E731
  shapes = [
    lambda: f"private static readonly Regex R{rng.randrange(9)} = new Regex({lit(rand_regex(rng))}{rng.choice(['', ', RegexOptions.IgnoreCase', ', RegexOptions.ECMAScript'])});",
    lambda: f"private readonly MaskedTextBox b{rng.randrange(9)} = new MaskedTextBox({lit(rand_mask(rng))});",
    lambda: f"phoneBox.Mask = {lit(rand_mask(rng))};",
    lambda: f"bool ok = Regex.IsMatch(email, {lit(rand_regex(rng))});",
    lambda: f"var m = Regex.Match(s, {lit(rand_regex(rng))}, RegexOptions.None, TimeSpan.FromSeconds(1));",
    lambda: f"[RegularExpression({lit(rand_regex(rng))}, ErrorMessage = \"Invalid\")]\npublic string Iban {{ get; set; }} = \"\";",
    lambda: f"phoneBox.MaxLength = {rng.choice(['10', '0', '-1', '32767'])};",
    lambda: "phoneBox.PromptChar = " + rng.choice(JAVA_CHARS) + ";",
    lambda: f"[GeneratedRegex({lit(rand_regex(rng))})]\nprivate static partial Regex Gen();",
    lambda: f"// maskls: mask={rng.choice(['dotnetmaskedtextbox', 'hash', 'bogus'])}\nvar mk = {lit(rand_mask(rng))};",
    lambda: "var deep = " + deep_nesting(rng) + ";" if rng.random() < 0.3 else 'var s = $"""{x}""";',
  ]
  body = "\n            ".join(rng.choice(shapes)().replace("\n", "\n            ") for _ in range(rng.randint(1, 18)))
  return ("using System;\nusing System.Text.RegularExpressions;\nusing System.Windows.Forms;\n\nnamespace Shop.Desktop\n{\n"
          "    public partial class OrderForm : Form\n    {\n        public OrderForm()\n        {\n            "
          + body + "\n        }\n    }\n}\n")


# ----------------------------------------------------------------------------- lexer edges

# Per file extension, fragments that sit on the edges of that language's lexer.
LEXER_EDGES = {
  ".kt": [r'/* /* nested */ still comment */', r'"""a""""', r'"$"', r'"${"}"}"', r"'\''", r'`weird name`',
          r'"\u00"', r"/* unterminated"],
  ".java": ['"""\n  a \\\n  b"""', '"""\n"""', r'"\u0022"', r"'\u0027'", r'/** @see "x" */', r'\u000a', r'"""""'],
  ".js": [r"a / b / c", r"x = /[/]/.test(y)", r"return /=/", r"a++ / 2", r")/re/", r"}/re/g", r"/[/", r"/\/",
          r"`${`", r"`${'`'}`", r"<!--", r"-->", r"#!shebang", r"/*/", "'\\\n'", r"a?.b", r"x ?? /y/",
          r"class A { #p = /x/ }"],
  ".html": [r"<script>/*</script>", r"<script><!--<script>--></script>", r"<!---->", r"<!-->", r"<![CDATA[]]>",
            r"&#0;", r"&#x110000;", r'<input pattern="a"b">', r"<input pattern=`x`>", r"<input pattern>",
            r'<input ="x">', r'<svg><![CDATA[<input pattern="(">]]></svg>', r'<textarea><input pattern="("></textarea>',
            r"</", r"<", '<input pattern="\n(\n">'],
  ".vue": [r"""<template><template v-if="a"><input v-maska="'#'"></template></template>""", r"<script setup>",
           r"</script>", r"{{ /x/.test(a) }}", r':pattern="`${a}`"'],
  ".dart": [r"/* /* nested */ */", "r'''\n'''", r"""'${'${'$'}'}'""", r'"""', r'r"', r"'\$'", r"'$'"],
  ".cs": [r'@"""', r'$$"""{{{x}}}"""', r'""""a""""', r'"""""', r'@$"{{', r"'\''", "#if DEBUG", "#endif",
          r"/// <summary>", r'@"\"'],
  ".xml": [r"<!-- -- -->", r"<![CDATA[", r"]]>", r"&#x0;", r"<?pi?>", r'<!DOCTYPE x [<!ENTITY e "&#38;">]>', r"&e;",
           r'<a b="&#34;"/>'],
}
LEXER_EDGES[".ts"] = LEXER_EDGES[".js"] + [r"<T>x", r"x as /y/", r"let a: Array<Array<number>>= []", r"enum E { A = 1 / 2 }"]
LEXER_EDGES[".jsx"] = LEXER_EDGES[".js"] + [r'<a b="/">/</a>', r"<a>{/x/}</a>", r"<a>'</a>", r'<a>"</a>', r"<>"]
LEXER_EDGES[".tsx"] = LEXER_EDGES[".ts"] + LEXER_EDGES[".jsx"]
LEXER_EDGES[".mjs"] = LEXER_EDGES[".js"]
LEXER_EDGES[".htm"] = LEXER_EDGES[".html"]
LEXER_EDGES[".kts"] = LEXER_EDGES[".kt"]


def insert_lexer_edges(rng: random.Random, name: str, text: str) -> str:
  """Inserts a few fragments that sit on the edges of the file's lexer at random places."""
  edges = LEXER_EDGES.get("." + name.rsplit(".", 1)[-1])
  if not edges or rng.random() < 0.5:
    return text
  for _ in range(rng.randint(1, 4)):
    pos = rng.randint(0, len(text))
    text = text[:pos] + rng.choice(edges) + text[pos:]
  return text


# ----------------------------------------------------------------------------- table

def language_files(rand_mask, rand_regex, xml_escape):
  """(weight, names, generator(rng) -> text, languageId) for every language added here."""
  return [
    (1.0, ["CheckoutActivity.kt", "build.gradle.kts"], lambda rng: kotlin_file(rng, rand_mask, rand_regex), "kotlin"),
    (1.0, ["CheckoutValidator.java"], lambda rng: java_file(rng, rand_mask, rand_regex), "java"),
    (1.0, ["res/layout/activity_checkout.xml", "app/res/layout-land/form.xml"], lambda rng: android_layout_file(rng, rand_mask, rand_regex, xml_escape), "xml"),
    (1.0, ["masks.js", "masks.mjs"], lambda rng: js_file(rng, rand_mask, rand_regex, jsx=rng.random() < 0.5, typescript=False), "javascript"),
    (1.0, ["masks.ts"], lambda rng: js_file(rng, rand_mask, rand_regex, jsx=False, typescript=True), "typescript"),
    (1.0, ["Form.jsx"], lambda rng: js_file(rng, rand_mask, rand_regex, jsx=True, typescript=False), "javascriptreact"),
    (1.0, ["PaymentForm.tsx"], lambda rng: js_file(rng, rand_mask, rand_regex, jsx=True, typescript=True), "typescriptreact"),
    (1.0, ["index.html", "checkout.component.html", "page.htm"], lambda rng: html_file(rng, rand_mask, rand_regex, xml_escape), "html"),
    (1.0, ["SignUpForm.vue"], lambda rng: vue_file(rng, rand_mask, rand_regex, xml_escape), "vue"),
    (1.0, ["lib/payment_form.dart"], lambda rng: dart_file(rng, rand_mask, rand_regex), "dart"),
    (1.0, ["OrderForm.cs"], lambda rng: csharp_file(rng, rand_mask, rand_regex), "csharp"),
  ]
