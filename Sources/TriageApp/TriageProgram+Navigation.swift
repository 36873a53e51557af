import AppCore
import Destinations
import ErrorHandling
import IssueDomain
import ListSupport
import Localization
import TerminalUI

/// Opening, loading and leaving screens. Every screen's effects carry its identity; leaving a
/// screen cancels them and drops its alerts, so nothing it started can act after it is gone.
extension TriageProgram {
  /// Pushes the screen `make` builds and starts its first load.
  func push(_ state: inout AppState, _ make: (ScreenID) -> AnyScreen) -> Effect<AppAction> {
    let id = state.navigation.push(make)
    let resized = resizeScreens(&state)
    return .merge(resized, load(id, &state))
  }

  /// `J` or `K` on a page opened from a list: back to the list, one row on, and that row
  /// opened in the page's place, so Back still returns to the list with the row selected. At
  /// the end of what is loaded it says so and stays.
  func stepInList(by offset: Int, _ state: inout AppState) -> Effect<AppAction> {
    guard let origin = state.originList,
      let position = state.navigation[origin]?.listPosition
    else { return .none }
    let target = position.index + offset
    guard target >= 0, target < position.count else {
      return showStatus(theme.words(offset > 0 ? .lastInList : .firstInList), &state)
    }
    let popped = pop(state.top.id, &state)
    let moved = performOnTop(offset > 0 ? ListAction.moveDown : ListAction.moveUp, &state)
    let opened = performOnTop(ListAction.open, &state)
    return .merge(popped, moved, opened)
  }

  /// Back: pops `id` and everything above it (nothing for the root), cancelling their work.
  func pop(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.pop(id)
    for entry in removed {
      state.listOrigins[entry.id] = nil
      state.replacements.remove(entry.id)
    }
    let abandoned = abandon(removed, &state)
    let shown = state.top.id
    guard state.awaitingFirstLoad.remove(shown) != nil else {
      let appeared = appeared(shown, &state)
      return .merge(abandoned, appeared, revalidateIfLeftBehind(&state))
    }
    return .merge(abandoned, load(shown, &state))
  }

  /// `X` asks first: signing out throws away everything open.
  func confirmSignOut(_ state: inout AppState) -> Effect<AppAction> {
    let before = state.alerts.current
    state.alerts.enqueue(Self.signOutAlert(environment.language))
    return syncCountdown(since: before, &state)
  }

  static func signOutAlert(_ language: Language) -> Alert {
    switch language {
    case .english:
      Alert(
        title: "Sign out?", message: "Everything open is closed, and you sign in again.",
        buttons: [.confirm(title: "Sign out"), .dismiss(title: "Cancel")])
    case .japanese:
      Alert(
        title: "サインアウトしますか？", message: "開いている画面はすべて閉じられます。",
        buttons: [.confirm(title: "サインアウト"), .dismiss(title: "キャンセル")])
    }
  }

  /// The session is over: the user signed out (`message` is nil), or a 401 mid-session ended it
  /// (`message` says so under the sign-in field). Every screen goes and sign-in becomes the root;
  /// only a sign-out deletes what was kept, and only it is confirmed in the footer.
  func signOut(message: String?, _ state: inout AppState) -> Effect<AppAction> {
    let kept = keepUnsentDraftsLater(state)
    let removed = state.navigation.reset { id in
      AnyScreen(SignInScreen(id: id, host: environment.host, inlineMessage: message))
    }
    state.goTo = nil
    let forget = environment.features[SessionEnvironment.self].signOut
    let end: SessionEnd = message == nil ? .signedOut : .expired
    return .merge(
      kept, abandon(removed, &state),
      .run { context in
        await forget(end)
        if end == .signedOut { context.send(.signedOut) }
      })
  }

  /// Said once signing out is done: the saved token and the account's kept data are gone.
  static let signedOutText = LocalizedText(
    en: "Signed out; what was kept for this account is deleted",
    ja: "サインアウトしました。このアカウントの保存データを削除しました")

  /// Signed in: Repositories becomes the root and loads.
  func signedIn(_ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.reset { screen(for: .home, id: $0) }
    let resized = resizeScreens(&state)
    return .merge(
      abandon(removed, &state), resized, load(state.navigation.root.id, &state))
  }

  private func abandon(
    _ removed: [NavigationStack<AnyScreen>.Entry], _ state: inout AppState
  ) -> Effect<AppAction> {
    guard !removed.isEmpty else { return .none }
    state.awaitingFirstLoad.subtract(removed.map(\.id))
    let before = state.alerts.current
    state.alerts.removeAll(from: Set(removed.map(\.id)))
    for entry in removed {
      state.retryCountdowns[entry.id] = nil
      state.automaticRetries[entry.id] = nil
    }
    var ids = removed.flatMap(\.screen.effectIDs)
    if state.retryCountdowns.isEmpty, state.alerts.current?.remaining == nil {
      ids.append(Self.countdownID)  // nothing left counting down
    }
    let cancels = ids.map { Effect<AppAction>.cancel($0) }
    return .merge([syncCountdown(since: before, &state)] + cancels)
  }
}
