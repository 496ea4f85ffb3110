/// Documented bounds on how much of one field is analysed. Past a bound the analysis goes up
/// to it and says so (`analysis-limit`, one `info` finding); bounds count settings, never
/// time, so the same input gives the same findings on every machine.
public enum AnalysisLimits {
  /// At most this many settings of one field (in source order) are checked. Real forms set
  /// a field a handful of times; a generated file assigning one property tens of thousands
  /// of times would otherwise make every rule over the field cost that much per check.
  public static let settingsPerField = 10_000
}
