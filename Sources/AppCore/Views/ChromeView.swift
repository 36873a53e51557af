import TerminalUI

/// The header (breadcrumb, a list's position and activity) and the footer (keys that work here),
/// shared by screens.
public enum ChromeView {
  public static func drawHeader(
    breadcrumb: [String], position: String? = nil, badges: [String] = [],
    indicator: LoadingIndicator, tick: Int, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let spinner = indicator.text(tick: tick, words: theme.panes.words, still: theme.screenReader)
    // The status's parts, one space apart. Its width is summed rather than measured on the
    // joined text: `joined(separator:)` runs unspecialised, and its first call scans every
    // conformance record in the binary (docs/decisions).
    var parts = badges.map { "[\($0)]" }
    if let position { parts.insert(position, at: 0) }
    if !spinner.isEmpty { parts.append(spinner) }
    let statusWidth = parts.reduce(max(0, parts.count - 1)) { $0 + $1.displayWidth }
    var (left, right) = rect.splitRight(statusWidth == 0 ? 0 : statusWidth + 1)
    // A column between the breadcrumb and the status, even when the breadcrumb is cut.
    if statusWidth > 0 { left = left.inset(right: 1) }
    var x = left.x + 1
    x += canvas.draw(
      "Triage", at: Point(x: x, y: rect.y), style: theme.title, maxWidth: left.maxX - x)
    // Read aloud, `›` is a quotation mark's name: screen-reader mode parts crumbs with a comma.
    let separator = theme.screenReader ? theme.words(.crumbSeparator) : " › "
    for part in shortened(breadcrumb, width: left.maxX - x, separator: separator.displayWidth) {
      // Whole or not at all: even the "…" that stands for the crumbs needs its separator.
      let text = separator + part
      guard text.displayWidth <= left.maxX - x else { break }
      x += canvas.draw(text, at: Point(x: x, y: rect.y), style: theme.breadcrumb)
    }
    if statusWidth > 0 {
      var x = right.x
      if let position {
        x += canvas.draw("\(position) ", at: Point(x: x, y: rect.y), style: theme.meta)
      }
      for badge in badges {
        x += canvas.draw("[\(badge)] ", at: Point(x: x, y: rect.y), style: theme.badge)
      }
      canvas.draw(spinner, at: Point(x: x, y: rect.y), style: theme.spinner)
    }
  }

  /// The breadcrumb that fits in `width`, each crumb after a `separator` columns wide: the
  /// screens nearest the top matter most, so leading crumbs give way to one "…" first. A crumb
  /// is never cut mid-word: when the last alone doesn't fit after the "…", the "…" goes, and
  /// when it doesn't fit at all, the "…" stands for it.
  public static func shortened(_ crumbs: [String], width: Int, separator: Int = 3) -> [String] {
    func needed(_ parts: [String]) -> Int {
      parts.reduce(0) { $0 + separator + $1.displayWidth }
    }
    var parts = crumbs
    var dropped = false
    while parts.count > 1, needed((dropped ? ["…"] : []) + parts) > width {
      parts.removeFirst()
      dropped = true
    }
    guard dropped || needed(parts) > width else { return parts }
    if needed(["…"] + parts) <= width { return ["…"] + parts }
    return needed(parts) <= width ? parts : ["…"]
  }

  /// Draws `key description` pairs left to right, dropping those that no longer fit, and a
  /// status (the armed demo fault) on the right.
  public static func drawFooter(
    _ items: [(key: String, description: String)], status: String? = nil, kept: Int? = nil,
    in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    var limit = rect.maxX
    if let status, status.displayWidth + 2 >= rect.width {
      // Too wide to share the row (a URL that could not be opened, say): it gets the whole
      // footer, from its start, so as much of it as fits can be read and copied.
      canvas.draw(
        status, at: Point(x: rect.x, y: rect.y), style: theme.status, maxWidth: rect.width)
      return
    }
    if let status {
      let width = status.displayWidth
      limit -= width + 2
      canvas.draw(status, at: Point(x: limit, y: rect.y), style: theme.status)
    }
    func width(_ item: (key: String, description: String)) -> Int {
      item.key.displayWidth + 1 + item.description.displayWidth
    }
    let gap = status == nil ? 0 : 1
    let start = rect.x + 1
    let total = items.reduce(0) { $0 + width($1) + 2 } - 2
    // When not every key fits, the one that lists them all (`? help`) is kept, last, and the
    // others give way from the end.
    var shown = items
    var last: (key: String, description: String)?
    var room = limit
    if let kept, items.indices.contains(kept), start + total + gap > limit {
      last = shown.remove(at: kept)
      room -= width(items[kept]) + 2
    }
    var x = start
    for item in shown {
      if x + width(item) + gap > room { break }
      x += canvas.draw(item.key, at: Point(x: x, y: rect.y), style: theme.footerKey)
      x += 1
      x += canvas.draw(item.description, at: Point(x: x, y: rect.y), style: theme.footerText)
      x += 2
    }
    if let last, x + width(last) + gap <= limit {
      x += canvas.draw(last.key, at: Point(x: x, y: rect.y), style: theme.footerKey)
      x += 1
      canvas.draw(last.description, at: Point(x: x, y: rect.y), style: theme.footerText)
    }
  }

  /// Shown instead of everything else below the minimum size; never crashes, down to 1×1.
  public static func drawTooSmall(size: Size, canvas: inout Canvas, theme: Theme) {
    // The longest words that fit whole: the phrase, a shorter one, the size needed alone.
    let needed = "\(AppLayout.minimumSize)"
    let area = Rect(size: size)
    func fitting(_ choices: [String]) -> String {
      choices.first { $0.displayWidth <= area.width } ?? choices.last ?? ""
    }
    let message = fitting([theme.words(.terminalTooSmall), theme.words(.terminalTooSmallShort)])
    let hint = fitting([theme.words(.sizeNeeded(needed)), needed])
    let lines = area.height >= 2 ? [message, hint] : [message]
    let top = max(0, (area.height - lines.count) / 2)
    for (offset, text) in lines.enumerated() {
      let shown = text.ellipsised(toWidth: area.width)
      let x = max(0, (area.width - shown.displayWidth) / 2)
      canvas.draw(shown, at: Point(x: x, y: top + offset), style: theme.meta)
    }
  }
}
