import TerminalUI

/// The sign-in form: a prompt, the masked token field, and the inline message under it.
enum SignInView {
  static let prompt = "Sign in with a personal access token (demo: type “demo”)."

  static func draw(
    _ screen: SignInScreen, tick: Int, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let width = min(rect.width - 2, 60)
    guard width > 4, rect.height > 0 else { return }
    let x = rect.x + max(1, (rect.width - width) / 2)
    var y = rect.y + max(0, (rect.height - 7) / 2)
    for line in prompt.wrapped(toWidth: width) where y < rect.maxY {
      canvas.draw(line, at: Point(x: x, y: y), style: theme.meta)
      y += 1
    }
    y += 1
    guard y < rect.maxY else { return }
    let label = "Token "
    let used = canvas.draw(label, at: Point(x: x, y: y), style: theme.title)
    screen.token.draw(
      in: Rect(x: x + used, y: y, width: width - used, height: 1), style: theme.field,
      isFocused: !screen.isSubmitting, canvas: &canvas)
    y += 2
    guard y < rect.maxY else { return }
    if screen.isSubmitting {
      canvas.draw(
        "\(Spinner.frame(at: tick)) Signing in…", at: Point(x: x, y: y), style: theme.spinner)
    } else if let message = screen.inlineMessage {
      for line in message.wrapped(toWidth: width) where y < rect.maxY {
        canvas.draw(line, at: Point(x: x, y: y), style: theme.panes.error)
        y += 1
      }
    }
  }
}
