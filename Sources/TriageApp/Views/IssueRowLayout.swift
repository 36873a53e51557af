import TerminalUI

/// The columns of an issue row at a given width. Real rows and their redacted placeholders are
/// both drawn from it, so nothing moves when data arrives.
struct IssueRowLayout {
  let number: Rect
  let title: Rect
  let labels: Rect
  let comments: Rect
  let age: Rect

  static let numberWidth = 5
  static let labelsWidth = 18
  static let commentsWidth = 3
  static let ageWidth = 4

  init(row: Rect) {
    let inner = row.inset(left: 1, right: 1)
    let (number, afterNumber) = inner.splitLeft(Self.numberWidth)
    var rest = afterNumber.inset(left: 1)
    var labels = Rect(x: rest.maxX, y: row.y, width: 0, height: 1)
    var comments = labels
    var age = labels
    if rest.width >= 24 {
      (rest, age) = rest.splitRight(Self.ageWidth)
      rest = rest.inset(right: 1)
    }
    if rest.width >= 40 {
      (rest, comments) = rest.splitRight(Self.commentsWidth)
      rest = rest.inset(right: 1)
    }
    if rest.width >= 60 {
      (rest, labels) = rest.splitRight(Self.labelsWidth)
      rest = rest.inset(right: 1)
    }
    self.number = number
    self.title = rest
    self.labels = labels
    self.comments = comments
    self.age = age
  }
}
