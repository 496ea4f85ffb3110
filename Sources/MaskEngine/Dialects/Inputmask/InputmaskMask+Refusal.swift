/// Whether Inputmask throws when it applies a mask with an alternation: the library's own
/// algorithm (`InputmaskField`) answers, because with `|` its lexer's stack holds the
/// alternation's tokens as well as the open groups, so counting brackets is not enough: `99|)`
/// is taken (the `)` closes the alternation), and `9|[9]` throws while the library searches
/// the tests of the first position, though its brackets balance.
extension InputmaskMask {
  /// The library's verdict on a field masked with `masks` (one mask, or a list): true when it
  /// throws, false when it masks the field, nil when the question took more work than the
  /// budget allows (the caller keeps its own reading).
  static func libraryRefuses(_ masks: [String], definitions: [Character: CharacterClass]) -> Bool? {
    verdicts.value(for: Applied(masks: masks, definitions: definitions)) {
      appliedVerdict(masks, definitions: definitions)
    }
  }

  /// A mask or list with its definitions, as the library is asked to apply it.
  private struct Applied: Hashable, Sendable {
    var masks: [String]
    var definitions: [Character: CharacterClass]
  }

  /// Verdicts by mask: the same masks recur across an application's files, and the library's
  /// setup of a field costs tens of microseconds to milliseconds.
  private static let verdicts = BoundedCache<Applied, Bool?>(limit: 4_096)

  private static func appliedVerdict(_ masks: [String], definitions: [Character: CharacterClass]) -> Bool? {
    do {
      if masks.count == 1 {
        _ = try InputmaskField(mask: masks[0], definitions: definitions)
      } else {
        _ = try InputmaskField(list: masks, definitions: definitions)
      }
      return false
    } catch InputmaskFieldError.refused {
      return true
    } catch {
      return nil
    }
  }

  /// Whether `mask` has an alternation: an unescaped `|`.
  static func hasAlternation(_ mask: String) -> Bool {
    var escaped = false
    for c in mask {
      if escaped {
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "|" {
        return true
      }
    }
    return false
  }

  /// The issue for a mask (or list) whose brackets balance but which the library throws on.
  static func thrownWhileApplied(list: Bool) -> MaskIssue {
    MaskIssue(
      .syntax,
      "Inputmask throws a TypeError when it applies this \(list ? "list of masks" : "mask"), so the "
        + "field is never masked: the way the alternation `|` meets the groups around it breaks "
        + "its search for what each position takes.",
      range: 0..<0)
  }
}
