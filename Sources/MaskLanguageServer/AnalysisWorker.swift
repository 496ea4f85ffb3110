import Foundation
import MaskAnalysis

/// Evaluates the project off the message loop: woken after every change, it checks the
/// dirty fields in bounded steps (the open documents' fields first; while the workspace is
/// being indexed, not those spread over several files) and posts the files whose
/// findings were assembled again, so requests are never kept waiting behind an evaluation and
/// an edit made meanwhile is taken up at the next step.
final class AnalysisWorker: @unchecked Sendable {
  private let condition = NSCondition()
  private var pending = false
  private let project: AnalysisProject
  private let inbox: Inbox
  private let priorityPaths: @Sendable () -> Set<String>
  /// While true (the workspace is being indexed), fields with settings in several files are
  /// checked only when an open document has them.
  private let defersWorkspace: @Sendable () -> Bool
  private let releaseFreedMemory: (@Sendable () -> Void)?
  /// Fields checked per step beyond the open documents' (counted work, never time).
  static let fieldsPerStep = 256
  /// Steps after which, once idle, freed memory is given back (`ServerOptions.releaseFreedMemory`).
  static let stepsPerRelease = 64

  init(
    project: AnalysisProject, inbox: Inbox, releaseFreedMemory: (@Sendable () -> Void)? = nil,
    defersWorkspace: @escaping @Sendable () -> Bool = { false }, priorityPaths: @escaping @Sendable () -> Set<String>
  ) {
    self.project = project
    self.inbox = inbox
    self.releaseFreedMemory = releaseFreedMemory
    self.defersWorkspace = defersWorkspace
    self.priorityPaths = priorityPaths
    let thread = Thread { [self] in run() }
    thread.name = "maskls-analysis"
    thread.qualityOfService = .userInitiated
    thread.start()
  }

  /// The project changed: evaluate soon.
  func wake() {
    condition.lock()
    pending = true
    condition.signal()
    condition.unlock()
  }

  private func run() {
    var steps = 0
    while true {
      condition.lock()
      while !pending { condition.wait() }
      pending = false
      condition.unlock()
      var remaining = true
      while remaining {
        // While the workspace is indexed, fields spread over several files wait (unless an
        // open document has them); the indexer wakes the worker again when it is done.
        let defers = defersWorkspace()
        let step = project.evaluateStep(priorityPaths: priorityPaths(), limit: Self.fieldsPerStep, defersSharedKeys: defers)
        remaining = step.remaining && !step.onlyDeferredRemain
        steps += 1
        // Posted also when nothing was assembled at the end: files left unpublished because
        // something was pending are looked at again once nothing is.
        if !step.touchedPaths.isEmpty || !remaining { inbox.post(.analysed(paths: step.touchedPaths)) }
      }
      // Idle after a burst of work: what its checks allocated and freed goes back.
      if steps >= Self.stepsPerRelease, let releaseFreedMemory {
        steps = 0
        releaseFreedMemory()
      }
    }
  }
}
