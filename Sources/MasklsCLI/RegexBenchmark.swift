import Foundation
import MaskAnalysis
import MaskJSON
import RegexAnalysis

/// The hidden `maskls preview --regex-benchmark FILE` mode: for every pattern of FILE (one per
/// line, `#` comments, optional `flavor<TAB>pattern`), times parsing alone, the whole analysis
/// the rules and hover run (parse, ICU cross-check and every query, with the product's cache and
/// budgets), and `NSRegularExpression` compilation (never matching), and prints JSON.
enum RegexBenchmark {
  static func run(corpusPath: String) throws -> String {
    guard let text = try? String(contentsOfFile: corpusPath, encoding: .utf8) else {
      throw UsageError(message: "cannot read \(corpusPath)")
    }
    var rows: [JSON] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("#") { continue }
      var flavor = RegexFlavor.icu
      var pattern = String(line)
      if let tab = line.firstIndex(of: "\t"), let f = RegexFlavor(rawValue: String(line[..<tab])) {
        flavor = f
        pattern = String(line[line.index(after: tab)...])
      }
      rows.append(.object(measure(pattern, flavor: flavor)))
    }
    var o = JSONObject()
    o["count"] = .int(Int64(rows.count))
    o["peakRSSKiB"] = .int(Int64(peakResidentKiB()))
    o["results"] = .array(rows)
    return JSON.object(o).serialized(pretty: false) + "\n"
  }

  static func measure(_ pattern: String, flavor: RegexFlavor) -> JSONObject {
    let clock = ContinuousClock()
    var parsed: ParsedRegex? = nil
    // Parsing and compiling take microseconds: the best of three runs hides scheduler noise.
    let parse = (0..<3).map { _ in clock.measure { parsed = RegexParser.parse(pattern, flavor: flavor) } }.min() ?? .zero
    var timings: [RegexSupport.QueryTiming] = []
    let analyse = clock.measure { timings = RegexSupport.analyseAsTheRulesDo(pattern, flavor: flavor) }
    var icuValid = false
    let compile = (0..<3).map { _ in
      clock.measure { icuValid = (try? NSRegularExpression(pattern: pattern)) != nil }
    }.min() ?? .zero
    var o = JSONObject()
    o["flavor"] = .string(flavor.rawValue)
    o["pattern"] = .string(pattern)
    o["valid"] = .bool(parsed?.isValid ?? false)
    o["icuValid"] = .bool(icuValid)
    o["parseMs"] = .double(ms(parse))
    o["analyseMs"] = .double(ms(analyse))
    o["icuCompileMs"] = .double(ms(compile))
    o["noVerdict"] = .array(timings.compactMap { $0.noVerdict.map { .string($0) } })
    var phases = JSONObject()
    for t in timings { phases[t.query] = .double(ms(t.duration)) }
    o["phasesMs"] = .object(phases)
    return o
  }

  static func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
  }

  /// Peak resident set size (`VmHWM` on Linux), 0 when unknown.
  static func peakResidentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}
