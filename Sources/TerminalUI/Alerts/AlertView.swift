import ErrorHandling

/// Draws an `AlertDialog` as a framed box centred over whatever is already on the canvas.
/// Pure (`AlertDialog → Canvas`), so every size can be snapshotted; the screen around the box
/// stays visible, and nothing is ever drawn outside the given rect, down to 1×1.
public enum AlertView {
  /// The widest a box gets, so long messages wrap into a readable column on wide terminals.
  public static let maximumWidth = 60

  /// Draws the alert centred in `rect` (usually `canvas.bounds`).
  ///
  /// `message` replaces the alert's own message, so a caller can pass text that changes while
  /// the alert is up, such as a rate limit's live countdown from `AppError.rateLimitMessage`.
  /// When the rect is too small, the view gives up, in order: the blank separator rows, the
  /// end of the message (marked "…"), the title, then the button padding and title length.
  public static func draw(
    _ dialog: AlertDialog, message: String? = nil, theme: AlertTheme = .standard,
    in rect: Rect, canvas: inout Canvas
  ) {
    guard !rect.isEmpty else { return }
    let boxWidth = min(maximumWidth, max(rect.width - 4, min(rect.width, 20)))
    let frame = boxWidth >= 5 && rect.height >= 3 ? 1 : 0
    // MessagePane keeps one column of padding on each side of the frame's inside.
    let textWidth = max(1, boxWidth - 2 * frame - 2)
    let lines = textLines(
      dialog, message: message ?? dialog.currentMessage, theme: theme, width: textWidth,
      rows: rect.height - 2 * frame)
    let box = rect.centered(
      width: boxWidth, height: lines.text.count + lines.buttonRows + 2 * frame)
    canvas.fill(box)
    if frame == 1 { canvas.drawFrame(box, style: theme.border) }
    let inside = box.inset(by: frame)
    // Focus is on the alert: its first row until a button takes the cursor.
    canvas.cursor = Point(x: inside.x, y: inside.y)
    MessagePane.draw(lines.text, in: inside.splitTop(lines.text.count).top, canvas: &canvas)
    if lines.buttonRows == 1 {
      drawButtons(
        dialog, theme: theme, width: textWidth, in: inside.splitBottom(1).bottom, canvas: &canvas)
    }
  }

  /// The rows above the buttons, already wrapped to `width` and cut to fit in `rows` together
  /// with the button row.
  static func textLines(
    _ dialog: AlertDialog, message: String, theme: AlertTheme, width: Int, rows: Int
  ) -> (text: [MessagePane.Line], buttonRows: Int) {
    let title = dialog.alert.title.ellipsised(toWidth: width)
    var body = message.isEmpty ? [] : message.wrapped(toWidth: width)
    var hasTitle = !title.isEmpty
    var hasButtons = !dialog.alert.buttons.isEmpty
    var titleGap = hasTitle && !body.isEmpty
    var buttonGap = hasButtons && (hasTitle || !body.isEmpty)
    func total() -> Int {
      [hasTitle, titleGap, buttonGap, hasButtons].filter { $0 }.count + body.count
    }
    let rows = max(0, rows)
    if total() > rows { titleGap = false }
    if total() > rows { buttonGap = false }
    if total() > rows {
      let kept = max(0, rows - (hasTitle ? 1 : 0) - (hasButtons ? 1 : 0))
      body = Array(body.prefix(kept))
      if let last = body.popLast() { body.append((last + "…").ellipsised(toWidth: width)) }
    }
    if total() > rows { hasTitle = false }
    if total() > rows { hasButtons = false }

    var text: [MessagePane.Line] = []
    if hasTitle { text.append(MessagePane.Line(title, style: theme.title)) }
    if titleGap { text.append(MessagePane.Line("", style: theme.message)) }
    text += body.map { MessagePane.Line($0, style: theme.message) }
    if buttonGap { text.append(MessagePane.Line("", style: theme.message)) }
    return (text, hasButtons ? 1 : 0)
  }

  /// The button row's labels and the gap between them, as wide as fits in `width`:
  /// `[ Retry ]  [ Back ]` first, then `[Retry] [Back]`, then titles ellipsised to share the
  /// width, and at last only the focused button, which is what Enter would activate.
  static func buttonLabels(
    titles: [String], focusedIndex: Int, width: Int
  ) -> (labels: [(index: Int, text: String)], gap: Int) {
    let count = titles.count
    guard count > 0, width > 0 else { return ([], 0) }
    func fits(_ labels: [String], gap: Int) -> Bool {
      labels.reduce(0) { $0 + $1.displayWidth } + gap * (count - 1) <= width
    }
    let padded = titles.map { "[ \($0) ]" }
    if fits(padded, gap: 2) { return (Array(padded.enumerated()).map { ($0, $1) }, 2) }
    let tight = titles.map { "[\($0)]" }
    if fits(tight, gap: 1) { return (Array(tight.enumerated()).map { ($0, $1) }, 1) }
    if let shortened = sharedTitles(titles, width: width - (count - 1) - 2 * count) {
      return (Array(shortened.enumerated()).map { ($0, "[\($1)]") }, 1)
    }
    let focused = titles.indices.contains(focusedIndex) ? focusedIndex : 0
    let title = titles[focused]
    let label =
      width >= 3 ? "[\(title.ellipsised(toWidth: width - 2))]" : title.ellipsised(toWidth: width)
    return ([(focused, label)], 0)
  }

  /// Titles ellipsised to split `width` columns fairly (short titles keep their length and
  /// leave the rest to longer ones), or `nil` if some title would shrink to a bare "…".
  static func sharedTitles(_ titles: [String], width: Int) -> [String]? {
    var remaining = width
    var budgets = Array(repeating: 0, count: titles.count)
    let order = titles.indices.sorted { titles[$0].displayWidth < titles[$1].displayWidth }
    for (position, index) in order.enumerated() {
      let share = remaining / (titles.count - position)
      budgets[index] = min(titles[index].displayWidth, share)
      remaining -= budgets[index]
    }
    let shortened = titles.indices.map { titles[$0].ellipsised(toWidth: budgets[$0]) }
    let readable = titles.indices.allSatisfy {
      shortened[$0] == titles[$0] || shortened[$0].count >= 2
    }
    return readable ? shortened : nil
  }

  private static func drawButtons(
    _ dialog: AlertDialog, theme: AlertTheme, width: Int, in row: Rect, canvas: inout Canvas
  ) {
    let (labels, gap) = buttonLabels(
      titles: dialog.buttonTitles, focusedIndex: dialog.focusedIndex, width: width)
    let total = labels.reduce(0) { $0 + $1.text.displayWidth } + gap * max(0, labels.count - 1)
    var x = row.x + max(0, (row.width - total) / 2)
    for label in labels {
      let style = label.index == dialog.focusedIndex ? theme.focusedButton : theme.button
      if label.index == dialog.focusedIndex { canvas.cursor = Point(x: x, y: row.y) }
      x += canvas.draw(label.text, at: Point(x: x, y: row.y), style: style, maxWidth: row.maxX - x)
      x += gap
    }
  }
}
