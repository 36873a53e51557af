import AppCore
import TerminalUI

/// The `/` prompt: a one-line box near the top of the list with the field and its hint.
enum GoToView {
  static func draw(_ prompt: GoToPrompt, in area: Rect, canvas: inout Canvas, theme: Theme) {
    let width = min(area.width, 60)
    guard width >= 12, area.height >= 4 else { return }
    let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + 1, width: width, height: 4)
    canvas.fill(box)
    canvas.drawFrame(box, style: theme.alert.border)
    let inside = box.inset(by: 1).inset(left: 1, right: 1)
    let used = canvas.draw(theme.words(.goToLabel), in: inside.row(0), style: theme.title)
    prompt.field.draw(
      in: inside.row(0).inset(left: used), style: theme.field, isFocused: true, canvas: &canvas)
    canvas.draw(
      theme.words(.goToHint).ellipsised(toWidth: inside.width), in: inside.row(1),
      style: theme.meta)
  }
}
