import AppCore
import SharedWrites
import TerminalUI

/// A row of its own above the footer, for something the user is waiting on or must read: a
/// rate limit's countdown for the screen on top, a failed (or uncertain) write, or a status
/// line too long to share the footer with the keys.
enum Notice: Equatable {
  case rateLimit(remaining: Duration)
  case write
  case statusLine(String)
}

extension AppState {
  /// The notice rows, top to bottom.
  var notices: [Notice] {
    var notices: [Notice] = statusRows.map(Notice.statusLine)
    if let remaining = retryCountdowns[top.id] { notices.append(.rateLimit(remaining: remaining)) }
    if writes.pending.notice != nil { notices.append(.write) }
    return notices
  }

  /// The status line as rows of its own when it would take more than half the footer (a
  /// link that couldn't be opened, a config problem): wrapped at words onto at most two rows,
  /// the second ending in "…" when more was cut, so the keys keep the footer and nothing is
  /// cut mid-word without a sign.
  var statusRows: [String] {
    guard let status, status.shows(over: top.id) else { return [] }
    let width = size.width - 2
    guard width > 0, status.text.displayWidth > size.width / 2 else { return [] }
    let lines = status.text.wrapped(toWidth: width)
    guard lines.count > 2 else { return lines }
    return [lines[0], lines[1...].joined(separator: " ").ellipsised(toWidth: width)]
  }
}
