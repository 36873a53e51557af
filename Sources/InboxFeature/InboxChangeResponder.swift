import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SystemSupport

/// An inbox change's own link of the responder chain: whatever went wrong, the change is
/// already undone on screen, so the alert says so and offers only Dismiss (pressing the key
/// again is the retry). A refusal that comes from the token (401, 403, 404) says what kind of
/// token the notifications need; a 401 here doesn't end the session, since the other sections
/// may work with the same token.
public struct InboxChangeResponder: ErrorResponder {
  public let change: InboxChange

  public init(change: InboxChange) {
    self.change = change
  }

  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    let language = context.language
    if case .cancelled = error { return .handled(.none) }
    var message = error.message(in: language) ?? ""
    if InboxErrorResponder.isAboutTheToken(error) {
      message += " " + LocalizedText.notificationsTokenNeeded.text(in: language)
    }
    message += " " + LocalizedText.inboxChangeUndone.text(in: language)
    return .handled(
      .alert(
        Alert(
          title: LocalizedText.inboxNotChanged(change).text(in: language),
          message: message.trimmingWhitespace(), buttons: [.dismiss()])))
  }
}
