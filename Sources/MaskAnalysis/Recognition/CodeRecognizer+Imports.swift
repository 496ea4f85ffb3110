import SourceScanning

/// Library names bound under other names by the file's imports (`SymbolFacts.imports`):
/// `import MaskedInput from "react-input-mask"` makes `<MaskedInput mask="…">` react-input-mask's
/// `InputMask`; `import IM from "inputmask"` and `const IM = require("inputmask")` make
/// `IM("…")` `Inputmask`; `import { IMask as M } from "imask"` makes `M(el, {…})` `IMask`.
extension CodeRecognizer {
  /// Local name → the library's own name, for the imports of web mask libraries whose local
  /// name differs from it.
  static func importAliases(_ symbols: SymbolFacts) -> [String: String] {
    var aliases: [String: String] = [:]
    for binding in symbols.imports {
      guard let canonical = WebLibraries.exportedName(module: binding.module, imported: binding.imported) else {
        // A library's name imported from another package (`import { InputMask } from
        // "@react-input/mask"`, PrimeReact's, a local wrapper) is not that library: it stands
        // for nothing the recognisers know.
        if WebLibraries.isTakenByOtherPackages(binding.local, module: binding.module) { aliases[binding.local] = "" }
        continue
      }
      if canonical != binding.local { aliases[binding.local] = canonical }
    }
    return aliases
  }

  /// The name a callee, JSX tag or producer token stands for: its library name when an
  /// import bound it under another name, else its text.
  func calleeName(_ index: Int) -> String {
    let text = file.tokenText(tokens[index])
    if importAliases.isEmpty { return text }
    return importAliases[text] ?? text
  }

  /// Whether the identifier at `index` is an imported alias of a library callee (the byte
  /// prefilter knows only the libraries' own names).
  func isImportedCallee(_ index: Int) -> Bool {
    !importAliases.isEmpty && tokens[index].kind == .identifier && importAliases[file.tokenText(tokens[index])] != nil
  }
}

extension WebLibraries {
  /// Whether `name`, imported from `module`, is a component of another package that shares
  /// a mask library's name: `InputMask` is react-input-mask's only when imported from it;
  /// `@react-input/mask` (slots are the keys of `replacement`), `primereact/inputmask` (`?`
  /// makes the rest optional) and local wrappers read their masks otherwise.
  static func isTakenByOtherPackages(_ name: String, module: String) -> Bool {
    name == "InputMask" && module != "react-input-mask" && !module.hasPrefix("react-input-mask/")
  }

  /// The library's name for what `imported` (`default`, `*` or an exported name) of `module`
  /// is, when it is a mask library entry point the recognisers know.
  static func exportedName(module: String, imported: String) -> String? {
    switch (module, imported) {
    case ("react-input-mask", "default"), ("react-input-mask", "*"): return "InputMask"
    case ("inputmask", "default"), ("inputmask", "*"), ("inputmask", "Inputmask"): return "Inputmask"
    case ("imask", "default"), ("imask", "*"), ("imask", "IMask"): return "IMask"
    case ("react-imask", "IMaskInput"): return "IMaskInput"
    case ("maska", "Maska"), ("maska", "MaskInput"): return imported
    case ("vanilla-masker", "default"), ("vanilla-masker", "*"): return "VMasker"
    default: return nil
    }
  }
}
