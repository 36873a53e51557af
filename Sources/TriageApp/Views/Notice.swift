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
  ///
  /// In screen-reader mode, while the status line says this status, the status line is its
  /// last row: only what doesn't fit there is given rows, directly above it, so the status is
  /// said once (`statusLineText`).
  var statusRows: [String] {
    guard let lines = wrappedStatus else { return [] }
    return isStatusSaid ? Array(lines.dropLast()) : lines
  }

  /// What screen-reader mode's status line shows: the latest change, or, while that is the
  /// status shown in rows above it, the status's last row.
  var statusLineText: String? {
    guard let announcement else { return nil }
    guard isStatusSaid, let last = wrappedStatus?.last else { return announcement.text }
    return last
  }

  /// Whether the screen-reader status line is saying the footer's status.
  private var isStatusSaid: Bool {
    guard let announcement, let status, status.shows(over: top.id) else { return false }
    return announcement.text == status.text
  }

  /// The status wrapped onto at most two notice rows, and the status line when that says it;
  /// nil when it is short enough for the footer (or for the status line alone).
  private var wrappedStatus: [String]? {
    guard let status, status.shows(over: top.id) else { return nil }
    let width = size.width - 2
    let said = isStatusSaid
    guard width > 0, status.text.displayWidth > (said ? width : size.width / 2) else {
      return nil
    }
    let lines = status.text.wrapped(toWidth: width)
    let rows = said ? 3 : 2
    guard lines.count > rows else { return lines }
    return Array(lines.prefix(rows - 1))
      + [lines[(rows - 1)...].joined(separator: " ").ellipsised(toWidth: width)]
  }
}
