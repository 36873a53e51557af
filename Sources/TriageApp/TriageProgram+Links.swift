import AppCore
import ErrorHandling
import Localization
import TerminalUI

/// `o` and `y` on an issue: its URL goes to the browser or the clipboard only if the link policy
/// allows it, and the footer says what happened (showing the URL itself when no browser opened,
/// so it can still be copied by hand).
extension TriageProgram {
  /// How long the footer keeps a URL that could not be opened: long enough to select it.
  static let unopenedLinkLifetime = Duration.seconds(20)

  func openInBrowser(_ url: String?, _ state: inout AppState) -> Effect<AppAction> {
    guard let url else { return .none }
    guard environment.linkPolicy.allows(url) else { return refused(&state) }
    let open = environment.openURL
    return .run { context in context.send(.browserOpened(url: url, opened: await open(url))) }
  }

  func browserOpened(_ url: String, opened: Bool, _ state: inout AppState) -> Effect<AppAction> {
    guard opened else {
      let text = Self.noBrowser.text(in: environment.language) + url
      return showStatus(text, &state, lifetime: Self.unopenedLinkLifetime)
    }
    return showStatus(Self.openedInBrowser.text(in: environment.language), &state)
  }

  func copyURL(_ url: String?, _ state: inout AppState) -> Effect<AppAction> {
    guard let url else { return .none }
    guard environment.linkPolicy.allows(url) else { return refused(&state) }
    return .merge(
      .copyToClipboard(url), showStatus(Self.copied.text(in: environment.language), &state))
  }

  private func refused(_ state: inout AppState) -> Effect<AppAction> {
    let host = environment.linkPolicy.webHost
    let text = LocalizedText(
      en: "Not a link to \(host): not opened", ja: "\(host) のリンクではないため開きません")
    return showStatus(text.text(in: environment.language), &state)
  }

  static let openedInBrowser = LocalizedText(
    en: "Opened in the browser", ja: "ブラウザで開きました")
  static let noBrowser = LocalizedText(
    en: "No browser opened. Link: ", ja: "ブラウザを開けませんでした。リンク: ")
  static let copied = LocalizedText(
    en: "Link copied to the clipboard", ja: "リンクをクリップボードにコピーしました")
}
