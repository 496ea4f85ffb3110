/// The server's side of `PrecheckedFields`: a file that is not open is checked alone when it
/// is read (its own fields), and keeps their findings and key hashes instead of their
/// settings, so the memory of a workspace grows with its keys, not with its settings.
///
/// Unlike a lint, the server learns the workspace file by file, so a key checked alone may
/// later turn up in another file. This table holds every checked key's hash (each belongs to
/// exactly one file: a file whose checked keys another file already has keeps all its
/// settings instead) and, when a change brings one of them into another file, the file that
/// checked it is restored — read again with all its settings — before any field is built.
struct ClosedFileChecks: Sendable {
  /// The hashes of the keys checked alone, over every such file (each in one file).
  private var hashes: Set<Int> = []
  /// Files whose checked keys are no longer theirs alone: read again before fields are built.
  private(set) var pendingRestores: Set<String> = []

  var isEmpty: Bool { hashes.isEmpty }

  /// Whether a file's checked keys are still its own in a project where `otherHasKey(hash)`
  /// says whether some other file's settings have a key of that hash, `outletNames` are the
  /// properties outlets name and `hasGlobals` whether any file has project-wide settings
  /// (aliases, library-wide options: the fields were checked without them). `old` are the
  /// file's current facts (its own hashes are not another file's).
  func accepts(
    _ facts: FileFacts, old: FileFacts?, otherHasKey: (Int) -> Bool, outletNames: [String], hasGlobals: Bool
  ) -> Bool {
    guard let checked = facts.prechecked, !hasGlobals, facts.globals.isEmpty else { return false }
    for hash in checked.hashes {
      if hashes.contains(hash), !(old?.prechecked?.checks(hash: hash) ?? false) { return false }
      if otherHasKey(hash) { return false }
    }
    return !outletNames.contains(where: checked.mayHaveMember(named:))
  }

  /// Records that `path`'s facts went from `old` to `new`: its checked hashes are replaced,
  /// and a file that checked alone a key `new` has among its settings is to be restored
  /// (`owner(hash)`: the file that checked the hash).
  mutating func replaced(path: String, old: FileFacts?, new: FileFacts?, owner: (Int) -> String?) {
    if let checked = old?.prechecked { hashes.subtract(checked.hashes) }
    if let new, !hashes.isEmpty {
      for (hash, _) in new.groups.hashedRanges where hashes.contains(hash) {
        if let owner = owner(hash), owner != path { pendingRestores.insert(owner) }
      }
    }
    if let checked = new?.prechecked { hashes.formUnion(checked.hashes) }
    // Its new facts either hold every setting or were accepted just now (`accepts`).
    pendingRestores.remove(path)
  }

  /// Marks files to restore (an outlet or project-wide settings appeared).
  mutating func restore(_ paths: some Sequence<String>) {
    pendingRestores.formUnion(paths)
  }

  /// Takes the files to restore now.
  mutating func takePendingRestores() -> Set<String> {
    defer { pendingRestores.removeAll() }
    return pendingRestores
  }
}
