import Foundation
import IssueDomain
import TerminalUI

/// The columns of an issue row at a given width. Real rows and their redacted placeholders are
/// both drawn from it, so nothing moves when data arrives.
struct IssueRowLayout {
  /// How wide the number, comment-count and age columns are: at least wide enough for typical
  /// values, and as wide as the widest among the rows on screen, so no digit is ever clipped.
  struct Columns: Hashable, Sendable {
    var number = 5
    var comments = 3
    var age = 4

    /// The narrowest columns, which placeholders use: `#9999`, `999`, `12mo`.
    static let minimum = Columns()

    /// Columns wide enough for every issue in `issues`, with ages measured at `now`.
    init(fitting issues: some Sequence<Issue>, now: Date, words: ChromeWords) {
      for issue in issues {
        number = max(number, IssueListView.numberText(issue).count)
        comments = max(comments, IssueListView.commentText(issue).count)
        age = max(age, Age.text(from: issue.createdAt, to: now, words: words).displayWidth)
      }
    }

    private init() {}
  }

  let number: Rect
  let title: Rect
  let labels: Rect
  let comments: Rect
  let age: Rect

  static let labelsWidth = 18

  init(row: Rect, columns: Columns = .minimum) {
    let inner = row.inset(left: 1, right: 1)
    let (number, afterNumber) = inner.splitLeft(columns.number)
    var rest = afterNumber.inset(left: 1)
    var labels = Rect(x: rest.maxX, y: row.y, width: 0, height: 1)
    var comments = labels
    var age = labels
    // Each column appears once the title keeps 20 columns beside it, as it always has.
    if rest.width >= 20 + columns.age {
      (rest, age) = rest.splitRight(columns.age)
      rest = rest.inset(right: 1)
    }
    if rest.width >= 37 + columns.comments {
      (rest, comments) = rest.splitRight(columns.comments)
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
