import TerminalUI

@testable import AppCore
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// Each screen's results as the app's actions carry them, spelt as before screens were
/// separate types: `.screen(id, .issues(.loaded(…)))`.
extension ScreenEvent where Self == RepositoryListStore.Event {
  static func repositories(_ event: RepositoryListStore.Event) -> Self { event }
}

extension ScreenEvent where Self == IssueListScreen.Event {
  static func issues(_ event: IssueListStore.Event) -> Self { .list(event) }
}

extension ScreenEvent where Self == IssueScreen.Event {
  static func issue(_ event: IssueScreen.Event) -> Self { event }
}

extension ScreenEvent where Self == SignInScreen.Event {
  static func signIn(_ event: SignInScreen.Event) -> Self { event }
}
