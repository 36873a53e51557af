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
    var promptLines = prompt(isDemo: isDemo, host: host, webOrigin: webOrigin).text(
      in: language
    ).wrapped(
      toWidth: width)
    let noteLines =
      unusedToken.map { unusedTokenNote($0, host: host).text(in: language).wrapped(toWidth: width) }
      ?? []
    // Roomy: a blank line between every part. Tight (40×12 with a note): the fields and the note
    // keep their rows and the prompt gives up its last lines, so both fields stay reachable.
    var noteGap = noteLines.isEmpty ? 0 : 1
    var fieldGap = 1
    let roomy = promptLines.count + noteGap + noteLines.count + 7
    if roomy > rect.height, !noteLines.isEmpty {
      noteGap = 0
      fieldGap = 0
      let budget = max(1, rect.height - noteLines.count - 4)
      if promptLines.count > budget {
        promptLines = Array(promptLines.prefix(budget))
        promptLines[budget - 1] = (promptLines[budget - 1] + " …").ellipsised(toWidth: width)
      }
    }
    let introHeight = promptLines.count + noteGap + noteLines.count
    var y = rect.y + max(0, (rect.height - introHeight - 7) / 2)
    for line in promptLines where y < rect.maxY {
      canvas.draw(line, at: Point(x: x, y: y), style: theme.meta)
      y += 1
    }
    y += noteGap
    for line in noteLines where y < rect.maxY {
      canvas.draw(line, at: Point(x: x, y: y), style: theme.status)
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
      y += 1 + fieldGap
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
