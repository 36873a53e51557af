import IssueDomain
import SystemSupport

/// What the demo server remembers of its pull requests beyond the issue they are: reviews
/// given, reviewers asked for, and heads that moved. A class behind a lock, shared by every copy
/// of the repository value; bounded per pull request.
final class DemoPullRequestLedger: Sendable {
  /// The most reviews and asked reviewers kept on one pull request.
  static let limit = 100

  private struct Key: Hashable {
    var repository: RepositoryName
    var number: Int
  }

  private struct Entry {
    var reviews: [(user: User, standing: Reviewer.Standing)] = []
    var requested: [User] = []
    /// How many times the head moved under a merge.
    var moves = 0
    var life = LifeChange()
    /// The branches it was opened with, when it was opened in this run.
    var branches: (head: String, base: String)?
  }

  private let state = Locked([Key: Entry]())

  init() {}

  /// `pull` with its reviews, asked reviewers and moved head.
  func applied(to pull: PullRequest, in repository: RepositoryName) -> PullRequest {
    guard let entry = state.withLock({ $0[Key(repository: repository, number: pull.number)] })
    else { return pull }
    var result = pull
    result.headSHA = Self.head(pull.number, moves: entry.moves)
    if let isDraft = entry.life.isDraft, pull.state == .open || pull.state == .draft {
      result.state = isDraft ? .draft : .open
    }
    if let autoMerge = entry.life.autoMerge { result.autoMerge = autoMerge }
    if let branches = entry.branches {
      (result.head, result.base) = branches
      result.headRef = branches.head.split(separator: ":").last.map(String.init) ?? branches.head
    }
    if entry.life.isUpdated, result.mergeability == .behind { result.mergeability = .clean }
    let earlier = pull.reviewers.filter { $0.standing != .requested }.map {
      (user: $0.user, standing: $0.standing)
    }
    let asked = pull.reviewers.filter { $0.standing == .requested }.map(\.user)
    result.reviewers = Reviewer.standings(
      reviews: earlier + entry.reviews, requested: asked + entry.requested)
    return result
  }

  /// The head of pull request `number` after `moves` moves: the demo's commit id, its first
  /// eight digits counting the moves, its last sixteen the number.
  static func head(_ number: Int, moves: Int) -> String {
    let base = DemoPullRequests.headSHA(number)
    guard moves > 0 else { return base }
    let count = String(moves % 0x1000_0000, radix: 16)
    return String(repeating: "0", count: 8 - count.count) + count + base.dropFirst(8)
  }

  /// How many times pull request `number`'s head moved.
  func moves(_ number: Int, in repository: RepositoryName) -> Int {
    state.withLock { $0[Key(repository: repository, number: number)]?.moves ?? 0 }
  }

  /// Pull request `number` was opened in this run from `head` into `base`.
  func opened(_ number: Int, head: String, base: String, in repository: RepositoryName) {
    state.withLock {
      $0[Key(repository: repository, number: number), default: Entry()].branches = (head, base)
    }
  }

  /// The pull request opened in this run from `head`, if any.
  func opened(from head: String, in repository: RepositoryName) -> Int? {
    state.withLock { state in
      state.first { $0.key.repository == repository && $0.value.branches?.head == head }?.key.number
    }
  }

  /// The head moves on (someone pushed).
  func moveHead(_ number: Int, in repository: RepositoryName) {
    state.withLock { $0[Key(repository: repository, number: number), default: Entry()].moves += 1 }
  }

  /// A step of pull request `number`'s life, as the demo's server makes it.
  func live(_ number: Int, in repository: RepositoryName, _ change: (inout LifeChange) -> Void) {
    state.withLock {
      change(&$0[Key(repository: repository, number: number), default: Entry()].life)
    }
  }

  /// What the steps of a pull request's life changed.
  struct LifeChange {
    /// Draft or ready, once changed here.
    var isDraft: Bool?
    /// Auto-merge's method, once turned on or off here (`.some(nil)`: off).
    var autoMerge: MergeMethod??
    /// The branch was brought up to date with its base.
    var isUpdated = false
  }

  func review(
    _ number: Int, in repository: RepositoryName, by user: User, _ standing: Reviewer.Standing
  ) {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      guard state[key, default: Entry()].reviews.count < Self.limit else { return }
      state[key, default: Entry()].reviews.append((user, standing))
    }
  }

  func request(_ users: [User], on number: Int, in repository: RepositoryName) {
    state.withLock { state in
      let key = Key(repository: repository, number: number)
      var entry = state[key] ?? Entry()
      for user in users where !entry.requested.contains(user) && entry.requested.count < Self.limit
      {
        entry.requested.append(user)
      }
      state[key] = entry
    }
  }
}
