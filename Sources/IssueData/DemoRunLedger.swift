import IssueDomain
import SystemSupport

/// What the demo server remembers of its workflow runs: each re-run, cancel and approval, at
/// the demo time it was made, so a run's jobs can be worked out again at any later time. A
/// class behind a lock, shared by every copy of the repository value; one entry per run.
final class DemoRunLedger: Sendable {
  /// The most runs remembered: beyond it, the oldest changes are kept and new runs refused.
  static let limit = 1_000

  /// What was done to one run.
  struct Run: Equatable, Sendable {
    /// The attempt GitHub would number: 1, then one more for each re-run.
    var attempt = 1
    /// When the latest re-run started, and the jobs it re-ran (all when `nil`).
    var rerunAt: Duration?
    var rerunJobs: Set<Int64>?
    /// When it was cancelled: the jobs still running then were cancelled.
    var cancelledAt: Duration?
    /// When a maintainer approved it, for a run that waited.
    var approvedAt: Duration?

    /// Whether the latest re-run took job `id`.
    func reran(_ id: Int64) -> Bool { rerunAt != nil && (rerunJobs?.contains(id) ?? true) }
  }

  private struct Key: Hashable {
    var repository: RepositoryName
    var run: Int64
  }

  private let state = Locked([Key: Run]())

  init() {}

  func run(_ id: Int64, in repository: RepositoryName) -> Run {
    state.withLock { $0[Key(repository: repository, run: id)] } ?? Run()
  }

  /// Changes run `id` by `change`: false when the ledger is full and the run is new to it.
  @discardableResult
  func change(_ id: Int64, in repository: RepositoryName, _ change: (inout Run) -> Void) -> Bool {
    state.withLock { state in
      let key = Key(repository: repository, run: id)
      guard state[key] != nil || state.count < Self.limit else { return false }
      change(&state[key, default: Run()])
      return true
    }
  }
}
