/// What a library remembers about a field beyond the text it shows, carried from one key to
/// the next by the field simulator (an Inputmask field remembers which alternative of the
/// mask each key chose and which literals were typed as keys). Opaque to everything but the
/// dialect that wrote it. Results and steps that hold it compare by what the user sees,
/// memory left out.
public struct FieldMemory: Sendable, Hashable {
  let state: any Sendable

  init(_ state: any Sendable) {
    self.state = state
  }

  public static func == (lhs: FieldMemory, rhs: FieldMemory) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
