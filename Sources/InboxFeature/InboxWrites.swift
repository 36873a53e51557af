import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// The inbox's changes: shown at once through `PendingInboxChanges`, sent once, rolled back
/// exactly when the server refuses or can't be reached. No automatic retry: the user sees the
/// change undone and can press the key again (every inbox change is safe to repeat).
public struct InboxWrites: FeatureWrites {
  let send: @Sendable (InboxChange) -> @Sendable () async -> Result<InboxChange, AppError>

  public init(environment: AppEnvironment) {
    send = { change in environment.send(change) }
  }

  public func perform(
    _ request: InboxWriteRequest, _ state: inout PendingInboxChanges,
    _ context: FeatureWritesContext
  ) -> FeatureWritesUpdate<InboxWriteEvent> {
    let change = request.change
    switch state.begin(change, seen: request.seen) {
    case .failure:
      return FeatureWritesUpdate(.none, [.screen(.status(.inboxStillChanging))])
    case .success(let serial):
      let send = send(change)
      return FeatureWritesUpdate(
        .run { context in
          context.send(InboxWriteEvent(request: request, serial: serial, result: await send()))
        }, [Self.news(state)])
    }
  }

  public func handle(
    _ event: InboxWriteEvent, _ state: inout PendingInboxChanges,
    _ context: FeatureWritesContext
  ) -> FeatureWritesUpdate<InboxWriteEvent> {
    let change = event.request.change
    switch event.result {
    case .success:
      guard state.succeed(change, serial: event.serial) else { return .none }
      return FeatureWritesUpdate(
        .none, [Self.news(state), .screen(.status(.inboxChanged(change)))])
    case .failure(let error):
      guard state.fail(change, serial: event.serial) else { return .none }
      if case .cancelled = error { return FeatureWritesUpdate(.none, [Self.news(state)]) }
      return FeatureWritesUpdate(.none, [Self.news(state), failed(error, event.request)])
    }
  }

  /// The inboxes count and select over the changes: each is told when they move.
  static func news(_ changes: PendingInboxChanges) -> FeatureWritesRequest {
    .screen(.tell(FeatureValue(changes)))
  }

  /// A change that failed and was rolled back. One that came with its thread's page opening
  /// (Enter), offline, is said in the footer: the page's own alert says the network is gone,
  /// and a second alert over it would say it again.
  private func failed(_ error: AppError, _ request: InboxWriteRequest) -> FeatureWritesRequest {
    if case .network(let problem) = error, request.opensPage {
      return .screen(
        .status(
          LocalizedText.inboxNotChangedOffline(
            request.change, because: AppError.network(problem))))
    }
    return .raise(error, first: InboxChangeResponder(change: request.change))
  }
}
