import AppCore
import TerminalUI

/// The columns of an inbox row: the unread mark, why the thread is there, what it is about,
/// then the repository and title, and the age on the right. Below `reasonWidth` the reason
/// goes first, so the title keeps its room. Rows and their placeholders share it.
public struct InboxRowLayout {
  public let mark: Rect
  public let reason: Rect
  public let subject: Rect
  public let text: Rect
  public let age: Rect

  /// Widths below which the reason column is left out.
  public static let reasonWidth = 60
  public static let reasonColumn = 18
  public static let subjectColumn = 11
  public static let ageColumn = 4

  /// `ageWidth`: the widest age on screen, at least `ageColumn` (`5m`, `12d`, `4mo`); a
  /// Japanese age (`12時間`, `3か月`) takes more.
  public init(row: Rect, ageWidth: Int = ageColumn) {
    let inner = row.inset(left: 1, right: 1)
    mark = Rect(x: inner.x, y: row.y, width: min(2, inner.width), height: 1)
    var rest = inner.inset(left: mark.width)
    let (left, right) = rest.splitRight(min(rest.width, max(Self.ageColumn, ageWidth) + 1))
    age = right.inset(left: 1)
    rest = left
    if inner.width >= Self.reasonWidth {
      reason = Rect(x: rest.x, y: row.y, width: Self.reasonColumn, height: 1)
      rest = rest.inset(left: Self.reasonColumn + 1)
    } else {
      reason = Rect(x: rest.x, y: row.y, width: 0, height: 1)
    }
    subject = Rect(x: rest.x, y: row.y, width: min(rest.width, Self.subjectColumn), height: 1)
    text = rest.inset(left: min(rest.width, Self.subjectColumn + 1))
  }
}
