import AppCore
import ErrorHandling
import Localization
import TerminalUI

/// The sign-in form: a prompt, the masked token field, the host field, and the inline message
/// under them.
enum SignInView {
  static let demoPrompt = LocalizedText(
    en:
      "Sign in with a GitHub personal access token. On the demo, the token is “demo” (“expire” signs in, then expires).",
    ja: "GitHub の個人アクセストークンでサインインします。デモのトークンは「demo」です（「expire」はサインイン後に期限切れになります）。"
  )

  /// What the form says: on a real server, which host and where to make a token there (under
  /// `webOrigin`, the server's web pages, with their scheme and port).
  static func prompt(isDemo: Bool, host: String, webOrigin: String) -> LocalizedText {
    if isDemo { return demoPrompt }
    return LocalizedText(
      en:
        "Sign in to \(host) with a personal access token. Make one at \(webOrigin)/settings/tokens (scope: repo).",
      ja:
        "\(host) に個人アクセストークンでサインインします。トークンは \(webOrigin)/settings/tokens で作れます（スコープ: repo）。"
    )
  }

  /// Why a token the user set did nothing, and what to set instead.
  static func unusedTokenNote(_ unused: UnusedToken, host: String) -> LocalizedText {
    LocalizedText(
      en:
        "\(unused.variable) is set, but it is not used for \(host). Set \(unused.expected) instead.",
      ja:
        "\(unused.variable) が設定されていますが、\(host) には使われません。代わりに \(unused.expected) を設定してください。"
    )
  }

  static let tokenLabel = LocalizedText(en: "Token", ja: "トークン")
  static let hostLabel = LocalizedText(en: "Host", ja: "ホスト")
  static let signingIn = LocalizedText(en: "Signing in…", ja: "サインイン中…")

  static func draw(
    _ screen: SignInScreen, language: Language, isDemo: Bool = true, host: String = "github.com",
    webOrigin: String = "https://github.com", unusedToken: UnusedToken? = nil, tick: Int,
    in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let width = min(rect.width - 2, 64)
    guard width > 4, rect.height > 0 else { return }
    let x = rect.x + max(1, (rect.width - width) / 2)
    let promptLines = prompt(isDemo: isDemo, host: host, webOrigin: webOrigin).text(
      in: language
    ).wrapped(toWidth: width)
    let noteLines =
      unusedToken.map { unusedTokenNote($0, host: host).text(in: language).wrapped(toWidth: width) }
      ?? []
    let messageLines: [String] =
      screen.isSubmitting
      ? ["\(Spinner.frame(at: tick)) \(signingIn.text(in: language))"]
      : screen.inlineMessage?.wrapped(toWidth: width) ?? []
    let plan = SignInLayout(
      height: rect.height, prompt: promptLines.count, note: noteLines.count,
      message: messageLines.count)
    var y = rect.y + plan.top
    func draw(_ lines: ArraySlice<String>, style: Style, cut: Bool) {
      for (index, line) in lines.enumerated() {
        // The last row of a part that gave up rows says so.
        let shown =
          cut && index == lines.count - 1 ? (line + " …").ellipsised(toWidth: width) : line
        canvas.draw(shown, at: Point(x: x, y: y), style: style)
        y += 1
      }
    }
    draw(
      promptLines.prefix(plan.prompt), style: theme.meta, cut: plan.prompt < promptLines.count)
    y += plan.afterPrompt
    draw(noteLines.prefix(plan.note), style: theme.status, cut: plan.note < noteLines.count)
    y += plan.aboveFields
    var lastField = y
    let labels = [tokenLabel.text(in: language), hostLabel.text(in: language)]
    let labelWidth = (labels.map(\.displayWidth).max() ?? 0) + 2
    for (label, field, focus) in [
      (labels[0], screen.token, SignInScreen.Field.token), (labels[1], screen.host, .host),
    ] {
      guard y < rect.maxY else { return }
      lastField = y
      canvas.draw(label, at: Point(x: x, y: y), style: theme.title)
      field.draw(
        in: Rect(x: x + labelWidth, y: y, width: max(0, width - labelWidth), height: 1),
        style: theme.field, isFocused: !screen.isSubmitting && screen.focus == focus,
        canvas: &canvas)
      y += 1 + plan.betweenFields
    }
    y = lastField + 1 + plan.aboveMessage
    draw(
      messageLines.prefix(plan.message),
      style: screen.isSubmitting ? theme.spinner : theme.panes.error,
      cut: plan.message < messageLines.count)
  }
}
