import ErrorHandling
import IssueDomain
import ScreenState
import TerminalUI

/// One list of names completion asks the server for, beyond what the screens hold: a picker's
/// source, its first page (at most 100), asked once its completion list has stayed open for
/// `restDelay` on the injected clock, and kept for the life of the field that asked. The query
/// line's `label:` values ask for the repository's labels, the composer's `@` for its
/// assignable users; what is asked is the fetcher `ask` is given.
///
/// Typing on through the list asks nothing more; a list closed before the rest asks nothing at
/// all; a failure leaves what the screens hold, without an alert, and isn't asked again until
/// the field is opened anew.
public struct CompletionRequest: Equatable, Sendable {
  public init() {}

  public enum Phase: Equatable, Sendable {
    case idle
    /// The list is open; the request goes when it has rested.
    case waiting(RepositoryName)
    case asked(RepositoryName)
    case loaded([String])
    case failed
  }

  public private(set) var phase = Phase.idle

  public static let restDelay = Duration.milliseconds(300)
  public static let limit = 100

  /// What the completion now open asks of the request: start the rest, cancel it, or nothing.
  public enum Step: Equatable {
    case none, rest, cancel
  }

  /// The list that wants the names is open (or not) over `repository`.
  public mutating func listOpen(_ wanted: Bool, repository: RepositoryName?) -> Step {
    switch phase {
    case .idle:
      guard wanted, let repository else { return .none }
      phase = .waiting(repository)
      return .rest
    case .waiting:
      guard !wanted else { return .none }
      phase = .idle
      return .cancel
    case .asked, .loaded, .failed:
      return .none
    }
  }

  /// The rest is over: the repository to ask, if the list still waits for it.
  public mutating func rested() -> RepositoryName? {
    guard case .waiting(let repository) = phase else { return nil }
    phase = .asked(repository)
    return repository
  }

  /// The answer: the first `limit` names, or nothing on a failure.
  public mutating func answered(_ result: Result<[String], AppError>) {
    guard case .asked = phase else { return }
    switch result {
    case .success(let names): phase = .loaded(Array(names.prefix(Self.limit)))
    case .failure: phase = .failed
    }
  }

  /// The field opened again: a failed ask may be tried once more.
  public mutating func reopened() {
    if phase == .failed { phase = .idle }
  }

  /// The names answered, or none yet.
  public var names: [String] {
    guard case .loaded(let names) = phase else { return [] }
    return names
  }

  // MARK: - Effects

  /// The wait started (sending `rested` after `restDelay`), cancelled, or left as it is, as the
  /// list that wants the names opens or closes.
  public mutating func step<Event: Sendable>(
    wanted: Bool, repository: RepositoryName?, id: EffectID, rested: Event
  ) -> Effect<Event> {
    switch listOpen(wanted, repository: repository) {
    case .none: return .none
    case .cancel: return .cancel(id)
    case .rest:
      return .run(id: id) { effect in
        guard await effect.sleep(for: Self.restDelay) else { return }
        effect.send(rested)
      }
    }
  }

  /// The rest is over: `fetcher`'s first page for the repository, once, its items' names
  /// sent back through `answer`.
  public mutating func ask<Item: Sendable, Event: Sendable>(
    id: EffectID,
    fetcher: (RepositoryName) -> PagingFetcher<Item, PageCursor, AppError>,
    name: @escaping @Sendable (Item) -> String,
    answer: @escaping @Sendable (Result<[String], AppError>) -> Event
  ) -> Effect<Event> {
    guard let repository = rested() else { return .none }
    let fetcher = fetcher(repository)
    return .run(id: id) { effect in
      do throws(AppError) {
        let page = try await fetcher.fetchInitial(effect.clock)
        effect.send(answer(.success(page.items.map(name))))
      } catch {
        effect.send(answer(.failure(error)))
      }
    }
  }
}
