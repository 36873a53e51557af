import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import TerminalUI

/// The inbox's changes: shown at once through `PendingInboxChanges`, sent once, rolled back
/// exactly when the server refuses or can't be reached. No automatic retry: the user sees the
/// change undone and can press the key again (every inbox change is safe to repeat).
extension WritesFeature {
  public func changeInbox(
    _ change: InboxChange, seen: Date?, _ state: inout WritesState
  ) -> WritesUpdate {
    switch state.inbox.begin(change, seen: seen) {
    case .failure:
      return .delegate(.status(.inboxStillChanging))
    case .success(let serial):
      let send = environment.send(change)
      return WritesUpdate(
        effect: .run { context in
          context.send(.inboxChanged(change, serial: serial, await send()))
        }, delegates: [.news(.inboxChanged(state.inbox))])
    }
  }

  public func inboxChanged(
    _ change: InboxChange, serial: Int, _ result: Result<InboxChange, AppError>,
    _ state: inout WritesState
  ) -> WritesUpdate {
    switch result {
    case .success:
      guard state.inbox.succeed(change, serial: serial) else { return .none }
      return WritesUpdate(
        delegates: [.news(.inboxChanged(state.inbox)), .status(.inboxChanged(change))])
    case .failure(let error):
      guard state.inbox.fail(change, serial: serial) else { return .none }
      let news = WritesDelegate.news(.inboxChanged(state.inbox))
      if case .cancelled = error { return .delegate(news) }
      return WritesUpdate(delegates: [news, .inboxFailed(error, change)])
    }
  }
}
