import AppCore
import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// The columns of a repository row at a given width: the name and description on the left, the
/// open-issue count and the age on the right. Real rows and their placeholders are both drawn
/// from it, so the placeholders have the real rows' columns.
struct RepositoryRowLayout {
  /// How wide the count and age columns are: at least wide enough for typical values, and as
  /// wide as the widest among the rows on screen, so no digit is ever clipped.
  struct Columns: Hashable, Sendable {
    var count = RepositoryListView.countText(999, words: ChromeWords(.english)).displayWidth
    var age = 4

    /// The narrowest columns, which placeholders use.
    static let minimum = Columns()

    /// Columns wide enough for every repository in `repositories`, with ages measured at `now`.
    init(fitting repositories: some Sequence<Repository>, now: Date, words: ChromeWords) {
      for repository in repositories {
        count = max(
          count,
          RepositoryListView.countText(repository.openIssueCount, words: words).displayWidth)
        age = max(age, Age.text(from: repository.updatedAt, to: now, words: words).displayWidth)
      }
    }

    private init() {}
  }

  /// The name, then the description.
  let text: Rect
  let count: Rect
  let age: Rect

  /// Columns the name and description keep before the counts are shown at all.
  static let minimumTextWidth = 13

  init(row: Rect, columns: Columns = .minimum) {
    let inner = row.inset(left: 1, right: 1)
    let counts = columns.count + 2 + columns.age
    guard inner.width >= counts + 2 + Self.minimumTextWidth else {
      text = inner
      count = Rect(x: inner.maxX, y: row.y, width: 0, height: 1)
      age = count
      return
    }
    let (left, right) = inner.splitRight(counts + 2)
    text = left
    count = Rect(x: right.x + 2, y: row.y, width: columns.count, height: 1)
    age = Rect(x: right.maxX - columns.age, y: row.y, width: columns.age, height: 1)
  }
}
