import ErrorHandling
import TerminalUI

/// The sign-in form: a prompt, the masked token field, the host field, and the inline message
/// under them.
enum SignInView {
  static let prompt = LocalizedText(
    en:
      "Sign in with a GitHub personal access token. On the demo, the token is “demo” (“expire” signs in, then expires).",
    ja: "GitHub の個人アクセストークンでサインインします。デモのトークンは「demo」です（「expire」はサインイン後に期限切れになります）。"
  )
  static let tokenLabel = LocalizedText(en: "Token", ja: "トークン")
  static let hostLabel = LocalizedText(en: "Host", ja: "ホスト")
  static let signingIn = LocalizedText(en: "Signing in…", ja: "サインイン中…")

  static func draw(
    _ screen: SignInScreen, language: Language, tick: Int, in rect: Rect, canvas: inout Canvas,
    theme: Theme
  ) {
    let width = min(rect.width - 2, 64)
    guard width > 4, rect.height > 0 else { return }
    let x = rect.x + max(1, (rect.width - width) / 2)
    let promptLines = prompt.text(in: language).wrapped(toWidth: width)
    var y = rect.y + max(0, (rect.height - promptLines.count - 7) / 2)
    for line in promptLines where y < rect.maxY {
      canvas.draw(line, at: Point(x: x, y: y), style: theme.meta)
      y += 1
    }
    y += 1
    let labels = [tokenLabel.text(in: language), hostLabel.text(in: language)]
    let labelWidth = (labels.map(\.displayWidth).max() ?? 0) + 2
    for (label, field, focus) in [
      (labels[0], screen.token, SignInScreen.Field.token), (labels[1], screen.host, .host),
    ] {
      guard y < rect.maxY else { return }
      canvas.draw(label, at: Point(x: x, y: y), style: theme.title)
      field.draw(
        in: Rect(x: x + labelWidth, y: y, width: max(0, width - labelWidth), height: 1),
        style: theme.field, isFocused: !screen.isSubmitting && screen.focus == focus,
        canvas: &canvas)
      y += 2
    }
    guard y < rect.maxY else { return }
    if screen.isSubmitting {
      canvas.draw(
        "\(Spinner.frame(at: tick)) \(signingIn.text(in: language))", at: Point(x: x, y: y),
        style: theme.spinner)
    } else if let message = screen.inlineMessage {
      for line in message.wrapped(toWidth: width) where y < rect.maxY {
        canvas.draw(line, at: Point(x: x, y: y), style: theme.panes.error)
        y += 1
      }
    }
  }
}
