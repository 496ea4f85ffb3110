/// Command-line arguments whose value is arbitrary text (`--input`, `--keys`, a regex, a
/// replacement character, a notation, a `maskChar`): the value is taken as written, whatever it starts or
/// ends with.
///
/// - `--input=TEXT` always takes TEXT, also when it is empty, starts with `-`, or starts with a
///   combining mark (which would otherwise fuse with the `=` into one character);
/// - `--input TEXT` takes the next argument even when it looks like an option (`--input -5`);
/// - `--input -- TEXT` takes the argument after `--`.
enum TextArguments {
  /// The options of `maskls preview` whose value is text.
  static let options: Set<String> = ["--input", "--keys", "--regex", "--replacement", "--notation", "--mask-char"]

  /// Rewrites `arguments` (without the program name) so that every text option is followed by
  /// its value as a separate argument; the parser then takes that value unconditionally.
  static func normalize(_ arguments: [String]) -> [String] {
    var out: [String] = []
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      if argument == "--" {
        // Everything after a lone `--` is positional.
        out.append(contentsOf: arguments[i...])
        break
      }
      if let (name, value) = splitAtEquals(argument), options.contains(name) {
        out += pair(name, value)
        i += 1
        continue
      }
      if options.contains(argument), i + 1 < arguments.count {
        if arguments[i + 1] == "--", i + 2 < arguments.count {
          out += pair(argument, arguments[i + 2])
          i += 3
        } else {
          out += pair(argument, arguments[i + 1])
          i += 2
        }
        continue
      }
      out.append(argument)
      i += 1
    }
    return out
  }

  /// The option and its value as the parser takes them: two arguments, except for the text
  /// `--`, which the parser would read as the end of the options wherever it stands; it goes
  /// as `--name=--` (a `-` after the `=`, so no combining mark can fuse with it).
  private static func pair(_ name: String, _ value: String) -> [String] {
    value == "--" ? [name + "=" + value] : [name, value]
  }

  /// `--name=value` split at the first `=` byte (not the first `=` character: `=` followed by a
  /// combining mark is one character).
  private static func splitAtEquals(_ argument: String) -> (String, String)? {
    let bytes = Array(argument.utf8)
    guard bytes.count > 2, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-"),
      let eq = bytes.firstIndex(of: UInt8(ascii: "="))
    else { return nil }
    let name = String(decoding: bytes[..<eq], as: UTF8.self)
    let value = String(decoding: bytes[(eq + 1)...], as: UTF8.self)
    return (name, value)
  }
}
