import ErrorHandling
import IssueDomain

/// The repository's own labels for the query line's `label:` values: the label picker's source,
/// its first page (at most 100), asked once the values' list has stayed open for `restDelay` on
/// the injected clock, and kept for the list's life. Typing on through `label:` asks nothing
/// more; a list closed before the rest asks nothing at all; a failure leaves the labels the
/// rows show, without an alert, and isn't asked again until the list is opened anew.
struct CompletionLabels: Equatable, Sendable {
  enum Phase: Equatable, Sendable {
    case idle
    /// The values' list is open; the request goes when it has rested.
    case waiting(RepositoryName)
    case asked(RepositoryName)
    case loaded([String])
    case failed
  }

  private(set) var phase = Phase.idle

  static let restDelay = Duration.milliseconds(300)
  static let limit = 100

  /// What the completion now open asks of the labels: start the rest, cancel it, or nothing.
  enum Step: Equatable {
    case none, rest, cancel
  }

  /// The values' list of `label:` is open (or not) over `repository`'s rows.
  mutating func listOpen(_ wantsLabels: Bool, repository: RepositoryName?) -> Step {
    switch phase {
    case .idle:
      guard wantsLabels, let repository else { return .none }
      phase = .waiting(repository)
      return .rest
    case .waiting:
      guard !wantsLabels else { return .none }
      phase = .idle
      return .cancel
    case .asked, .loaded, .failed:
      return .none
    }
  }

  /// The rest is over: the repository to ask, if the list still waits for it.
  mutating func rested() -> RepositoryName? {
    guard case .waiting(let repository) = phase else { return nil }
    phase = .asked(repository)
    return repository
  }

  /// The answer: the first `limit` names, or nothing on a failure.
  mutating func answered(_ result: Result<[String], AppError>) {
    guard case .asked = phase else { return }
    switch result {
    case .success(let names): phase = .loaded(Array(names.prefix(Self.limit)))
    case .failure: phase = .failed
    }
  }

  /// The query line opened again: a failed ask may be tried once more.
  mutating func lineOpened() {
    if phase == .failed { phase = .idle }
  }

  var labels: [String] {
    guard case .loaded(let labels) = phase else { return [] }
    return labels
  }
}
