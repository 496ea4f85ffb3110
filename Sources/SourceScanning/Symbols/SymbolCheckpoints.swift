/// Where the symbol pass over a file can be taken up again: its whole state before some of
/// its tokens, recorded as it goes (`SymbolScanner.scan(_:language:checkpointEvery:)`). An
/// edit of the code then runs the pass only from a checkpoint before the change to one after
/// it where the state is again the old one (`SymbolScanner.resume`); the facts on either side
/// are the old ones, moved.
///
/// A checkpoint is only taken where the state is small: no `switch`/`when` body, branch arm
/// or unbraced scope is open. What is left is the stack of open scopes, the branch arms
/// closed in the last `recentDistance` tokens (an `else` after them continues their chain),
/// the counts of what the pass has recorded, the branch groups numbered so far and the
/// package.
public struct SymbolCheckpoints: Sendable {
  struct Checkpoint: Sendable, Equatable {
    /// The pass's state before this token.
    var token: Int
    var scopes: Int
    var declarations: Int
    var constants: Int
    var imports: Int
    var groups: Int32
    /// The open scopes, outermost first: `stacks[stackStart..<stackStart + stackCount]`.
    var stackStart: Int
    var stackCount: Int
    /// The branch arms closed shortly before: `recent[recentStart..<recentStart + recentCount]`.
    var recentStart = 0
    var recentCount = 0
  }

  /// A branch arm whose `}` is `distance` tokens before a checkpoint.
  struct RecentBranch: Sendable, Equatable {
    var distance: Int32
    var scope: Int32
    var arm: BranchArm
  }

  /// Tokens between checkpoints (at least; the next quiet token after that many).
  let interval: Int
  var checkpoints: [Checkpoint] = []
  var stacks: [Int32] = []
  var recent: [RecentBranch] = []
  /// The token of the `package`/`namespace` declaration that set `SymbolFacts.package`, -1.
  var packageToken = -1

  /// How far any step of the pass reads before the token it is at (`parameters(ofBodyAt:)`
  /// looks back 16 tokens for the `)` and 256 for the `(`; `classify` 64 and two more for a
  /// `} else`): the facts after a token this far past the change are made from old tokens only.
  static let lookBehind = 300
  /// How far any step reads after its token (a declaration's type and value, `valueIndex`;
  /// a JavaScript `import` clause, 64 tokens), dotted names aside (`dottedName`: checked
  /// separately, they have no bound).
  static let lookAhead = 80
  /// How far back a step reads which branch a `}` closed (`continuedChain` from a `{` reads
  /// the `}` before `else if`, up to 66 tokens back).
  static let recentDistance = 72

  init(interval: Int) {
    self.interval = max(1, interval)
  }

  func stack(of checkpoint: Checkpoint) -> ArraySlice<Int32> {
    stacks[checkpoint.stackStart..<(checkpoint.stackStart + checkpoint.stackCount)]
  }

  func recent(of checkpoint: Checkpoint) -> ArraySlice<RecentBranch> {
    recent[checkpoint.recentStart..<(checkpoint.recentStart + checkpoint.recentCount)]
  }

  mutating func append(_ checkpoint: Checkpoint, stack: some Collection<Int>, recent branches: [RecentBranch]) {
    var checkpoint = checkpoint
    checkpoint.stackStart = stacks.count
    checkpoint.stackCount = stack.count
    checkpoint.recentStart = recent.count
    checkpoint.recentCount = branches.count
    stacks.append(contentsOf: stack.lazy.map { Int32($0) })
    recent += branches
    checkpoints.append(checkpoint)
  }
}
