/// What one lexed file declares, computed once from its tokens by `SymbolScanner` and read by
/// every recogniser: lexical scopes (namespaces, qualified types, functions, closures, blocks,
/// exclusive branches), declared names, constants with one literal value, and imports.
public struct SymbolFacts: Sendable {
  /// Scopes in the order they open (by `start`), so a token's innermost scope is found by
  /// binary search and a walk up `parent`.
  public internal(set) var scopes: [LexicalScope] = []
  /// Type bodies by the token index of their `{`: the scope index.
  public internal(set) var typeBodies: [Int: Int] = [:]
  /// Declared names (`let x`, `val x`, `final x`, `Type x =`): the name's `NameHash` and the
  /// scope declaring it (-1: the file's top level), sorted by hash once the pass ends, so a
  /// lookup is a binary search and a declaration costs no allocation of its own.
  public internal(set) var declarations: [Declaration] = []
  /// Immutable bindings whose value is one complete string literal.
  public internal(set) var constants: [ConstantDefinition] = []
  /// `import X from "m"`, `import { a as b } from "m"`, `const X = require("m")`.
  public internal(set) var imports: [ImportBinding] = []
  /// Kotlin/Java `package a.b`, C# file-scoped `namespace A.B;` (empty otherwise).
  public internal(set) var package: String = ""
  /// Where the pass can be taken up again after an edit of the code (kept for an open
  /// document's scan only; not a fact about the file).
  public internal(set) var checkpoints: SymbolCheckpoints?

  public init() {}

  /// The innermost scope containing token `index`, or -1 (the file's top level).
  public func scope(containing index: Int) -> Int {
    var lo = 0
    var hi = scopes.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if scopes[mid].start <= index { lo = mid + 1 } else { hi = mid }
    }
    var s = lo - 1
    while s >= 0, !(scopes[s].start <= index && index <= scopes[s].end) { s = scopes[s].parent }
    return s
  }

  /// The qualified name of the innermost type around token `index` (`App.Forms.Form1`,
  /// `com.example.SignUpActivity`, `Outer.Inner`), nil outside types.
  public func typeName(at index: Int) -> String? {
    var s = scope(containing: index)
    while s >= 0 {
      if scopes[s].kind == .type { return scopes[s].name }
      s = scopes[s].parent
    }
    return nil
  }

  /// The simple names of the types around token `index`, innermost first.
  public func enclosingTypeNames(at index: Int) -> [String] {
    var names: [String] = []
    var s = scope(containing: index)
    while s >= 0 {
      if scopes[s].kind == .type, let n = scopes[s].simpleName { names.append(n) }
      s = scopes[s].parent
    }
    return names
  }

  /// The scope that declares `name` as seen from token `index`: the innermost enclosing
  /// scope with a declaration of it (-1 for the top level); nil when nothing in the file
  /// declares it there (a member declared elsewhere, a parameter).
  public func declaringScope(of name: String, at index: Int) -> Int? {
    let candidates = declaringScopes(ofHash: NameHash.of(name))
    guard !candidates.isEmpty else { return nil }
    var s = scope(containing: index)
    while true {
      if candidates.contains(where: { Int($0.scope) == s }) { return s }
      if s < 0 { return nil }
      s = scopes[s].parent
    }
  }

  /// How many declarations of `name` scope `scope` holds.
  public func declarationCount(of name: String, in scope: Int) -> Int {
    declaringScopes(ofHash: NameHash.of(name)).filter { Int($0.scope) == scope }.count
  }

  /// The declarations of the name with hash `hash` (a slice of the sorted `declarations`).
  func declaringScopes(ofHash hash: UInt64) -> ArraySlice<Declaration> {
    var low = 0
    var high = declarations.count
    while low < high {
      let middle = low + (high - low) / 2
      if declarations[middle].hash < hash { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < declarations.count, declarations[end].hash == hash { end += 1 }
    return declarations[low..<end]
  }

  /// The outermost code body around token `index`: the function, method, initialiser or
  /// top-level block directly inside a type, a namespace or the file; -1 outside any (a
  /// property initialiser, a top-level statement). Two statements in different bodies run
  /// at different times (`InitializeComponent` and an event handler).
  public func outermostBody(at index: Int) -> Int {
    var s = scope(containing: index)
    var body = -1
    while s >= 0 {
      switch scopes[s].kind {
      case .type, .namespace: break
      case .block, .switchBody, .branch: body = s
      }
      s = scopes[s].parent
    }
    return body
  }

  /// The exclusive branch arms around token `index`, outermost first (empty outside
  /// branches). Two settings whose paths share a group with different arms never both apply.
  public func branches(at index: Int) -> [BranchArm] {
    var arms: [BranchArm] = []
    var s = scope(containing: index)
    while s >= 0 {
      if let arm = scopes[s].branch { arms.append(arm) }
      s = scopes[s].parent
    }
    return arms.reversed()
  }
}

/// One lexical scope: a brace body, a `case` arm, or an Objective-C `@implementation`.
public struct LexicalScope: Sendable, Hashable {
  public enum Kind: UInt8, Sendable, Hashable {
    /// C# `namespace X {`, TypeScript `namespace X {`.
    case namespace
    /// A class, struct, enum, extension, protocol, interface, object, record or mixin body.
    case type
    /// A function, closure, lambda, object literal or plain block.
    case block
    /// The body of a `switch` or `when`: its arms are exclusive.
    case switchBody
    /// One exclusive arm: an `if`/`else` block, a `case` arm, a `when` branch.
    case branch
  }

  public var kind: Kind
  /// Token index of the opening token (`{`, `case`, `->`, `@implementation`).
  public var start: Int
  /// Token index of the closing token (`}`, or the last token of a `case` arm).
  public var end: Int
  /// Enclosing scope, -1 at top level.
  public var parent: Int
  /// For types and namespaces: the qualified name (`App.Forms.Form1`).
  public var name: String?
  /// For types: the name as written (`Form1`).
  public var simpleName: String?
  /// For branch arms: which exclusive group and which arm.
  public var branch: BranchArm?
  /// Whether the scope closes at a `}` (arms of a `switch` close at the next arm).
  public var braced: Bool
  /// For types: the body adds to a type declared elsewhere, maybe in another file (a Swift
  /// `extension`, a C# `partial` type, an Objective-C category or class extension).
  public var extendsElsewhere = false
}

/// One arm of a set of mutually exclusive branches (an `if`/`else if`/`else` chain, the
/// cases of a `switch`, the branches of a `when`). Groups are numbered per file.
public struct BranchArm: Sendable, Hashable {
  public var group: Int32
  public var arm: Int32
  public init(group: Int32, arm: Int32) {
    self.group = group
    self.arm = arm
  }
}

/// An immutable binding whose value is one complete string literal: Swift `static let` /
/// file-level `let`, Kotlin `const val` / `val`, Java `static final String`, JS/TS `const`,
/// Dart `const`/`final`, C# `const`/`static readonly`, an Android `<string name>` resource.
public struct ConstantDefinition: Sendable, Hashable {
  public var name: String
  /// The simple name of the type that owns it (`Masks` in `Masks.phone`; the class of a
  /// Kotlin companion object), "" at top level. Android string resources: `R.string`.
  public var owner: String
  /// Index into `ScannedFile.literals`.
  public var literal: Int
  /// Token index of the name.
  public var nameToken: Int
  /// The scope declaring it (-1: top level).
  public var scope: Int
  /// Visible from other files: declared at top level, in a type body or in a Kotlin
  /// `companion object`/`object` (not a function's local).
  public var isExported: Bool

  public init(name: String, owner: String, literal: Int, nameToken: Int, scope: Int = -1, isExported: Bool = true) {
    self.name = name
    self.owner = owner
    self.literal = literal
    self.nameToken = nameToken
    self.scope = scope
    self.isExported = isExported
  }
}

/// A module bound to a local name: `import MaskedInput from "react-input-mask"` (local
/// `MaskedInput`, imported `default`), `import { IMask as M } from "imask"` (imported
/// `IMask`), `const Inputmask = require("inputmask")` (imported `default`).
public struct ImportBinding: Sendable, Hashable {
  public var local: String
  public var module: String
  /// `default`, `*` (namespace import), or the exported name.
  public var imported: String

  public init(local: String, module: String, imported: String) {
    self.local = local
    self.module = module
    self.imported = imported
  }
}

extension SymbolFacts {
  /// The qualified name of the type whose body the `{` at token `index` opens.
  public func typeName(openingAt index: Int) -> String? {
    typeBodies[index].flatMap { scopes[$0].name }
  }
}

/// One declared name: its `NameHash` and the scope that declares it (-1: the top level).
public struct Declaration: Sendable, Hashable {
  public var hash: UInt64
  public var scope: Int32
  /// Its place among the file's declarations in the order the pass met them (what orders
  /// equal hashes; it fits in the padding after `scope`).
  public var order: Int32

  /// Whether `self` comes before `other` in the sorted `declarations`.
  func precedes(_ other: Declaration) -> Bool {
    hash < other.hash || (hash == other.hash && order < other.order)
  }

  /// `declarations` in order of hash, equal hashes in their original order: scattered
  /// (stably) into buckets by the hash's top bits, about one declaration a bucket, then an
  /// insertion sort, which only moves a declaration within its bucket (a comparison sort
  /// with a closure costs several times more on the thousands of declarations of a big
  /// file, and a radix sort of all 64 bits takes eight passes).
  static func sortedByHash(_ declarations: [Declaration]) -> [Declaration] {
    let n = declarations.count
    guard n > 1 else { return declarations }
    var bits = 4
    while bits < 16, 1 << bits < n { bits += 1 }
    let shift = UInt64(64 - bits)
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    return [Declaration](unsafeUninitializedCapacity: n) { target, initialized in
      declarations.withUnsafeBufferPointer { source in
        starts.withUnsafeMutableBufferPointer { starts in
          for d in source { starts[Int(truncatingIfNeeded: d.hash >> shift) + 1] += 1 }
          for k in 1..<starts.count { starts[k] += starts[k - 1] }
          for d in source {
            let bucket = Int(truncatingIfNeeded: d.hash >> shift)
            (target.baseAddress! + starts[bucket]).initialize(to: d)
            starts[bucket] += 1
          }
        }
      }
      initialized = n
      // Stable: a declaration passes only greater hashes.
      for k in 1..<n {
        let d = target[k]
        var j = k
        while j > 0, target[j - 1].hash > d.hash {
          target[j] = target[j - 1]
          j -= 1
        }
        target[j] = d
      }
    }
  }
}
