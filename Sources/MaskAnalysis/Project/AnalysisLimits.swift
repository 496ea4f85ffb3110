/// Documented bounds on how much of one field or one file is analysed. Past a bound the
/// analysis goes up to it and says so (`analysis-limit`, one `info` finding); bounds count
/// settings and literals, never time, so the same input gives the same findings on every
/// machine.
public enum AnalysisLimits {
  /// At most this many settings of one field (in source order) are checked. Real forms set
  /// a field a handful of times; a generated file assigning one property tens of thousands
  /// of times would otherwise make every rule over the field cost that much per check.
  public static let settingsPerField = 10_000

  /// At most this many literals of one file (in source order) make settings; a literal that
  /// configures several fields counts once. Of 7,993 files of open-source apps, the most in
  /// one file was 534 (moment.js locales); a generated file with hundreds of thousands of
  /// masks would otherwise be checked whole at every edit.
  public static let literalsPerFile = 20_000
}
