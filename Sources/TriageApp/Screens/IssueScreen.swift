import ErrorHandling
import IssueDomain
import ScreenState
import TerminalUI

/// One issue: loaded on its own (the list row is only a summary), then scrolled.
public struct IssueScreen: Equatable, Sendable {
  /// The result of the screen's load, tagged with the request's generation.
  public enum Event: Sendable {
    case loaded(generation: Int, Result<Issue, AppError>)
  }

  public let repository: String
  public let number: Int
  public private(set) var state: DataState<Issue, AppError> = .idle
  public private(set) var scrollOffset = 0
  /// Bumped by every load, so a result from an older request is dropped.
  public private(set) var generation = 0
  public let loadID: EffectID

  public init(repository: String, number: Int, id: ScreenID) {
    self.repository = repository
    self.number = number
    self.loadID = id.effect("issue.load")
  }

  /// Starts the first load, a reload or a retry, as the state table allows.
  public mutating func load(
    _ fetch: @escaping @Sendable () async throws(AppError) -> Issue
  ) -> Effect<Event> {
    guard state.startLoading() else { return .none }
    generation += 1
    let generation = self.generation
    return .run(id: loadID) { context in
      let result: Result<Issue, AppError>
      do throws(AppError) {
        result = .success(try await fetch())
      } catch {
        result = .failure(error)
      }
      context.send(.loaded(generation: generation, result))
    }
  }

  /// Applies a result. Returns the error to raise through the chain, if the result failed.
  public mutating func handle(_ event: Event) -> AppError? {
    switch event {
    case .loaded(let tag, let result):
      guard tag == generation else { return nil }
      switch result {
      case .success(let issue):
        state.succeed(issue)
        return nil
      case .failure(.cancelled):
        state.cancelLoading()
        return nil
      case .failure(let error):
        return state.fail(error) ? error : nil
      }
    }
  }

  /// Scrolls by `delta` lines, clamped so the last line can reach the bottom but no further.
  public mutating func scroll(by delta: Int, contentHeight: Int, viewportHeight: Int) {
    let limit = max(0, contentHeight - viewportHeight)
    scrollOffset = min(max(0, scrollOffset + delta), limit)
  }
}
