import IssueDomain

/// The demo data: titles with CJK and emoji, a long title, several authors and label sets, and a
/// body with wide characters, so every rendering path is exercised. Kept byte-for-byte as the
/// skeleton generated it, so existing snapshots stay valid.
extension SampleIssueRepository {
  /// All `total` issues of a repository, newest first.
  func issues(total: Int) -> [Issue] { (0..<total).map { issue(at: $0, total: total) } }

  /// The issue at `index` in newest-first order of a repository with `total` issues; its
  /// number is `total - index`.
  func issue(at index: Int, total: Int) -> Issue {
    let number = total - index
    let title = Self.titles[index % Self.titles.count]
    return Issue(
      number: number,
      title: title,
      author: Self.authors[index % Self.authors.count],
      labels: Self.labelSets[index % Self.labelSets.count],
      commentCount: (index * 7) % 13,
      ageInDays: index / 2,
      body: Self.body(for: number, title: title)
    )
  }

  private static let titles = [
    "Crash when opening settings with an empty profile",
    "Support GitHub Enterprise hosts",
    "日本語のタイトルが正しく表示されない",
    "Paging stops after the third page",
    "Add a keyboard shortcut to copy the issue URL 🔗",
    "Spinner keeps running after a failed refresh",
    "Long titles should be truncated by display width, not by character count, even in narrow terminals",
    "Mouse wheel scrolls two rows at a time",
    "絵文字 🎉 and CJK mixed in one title",
    "Colours are unreadable on a light background",
    "Rate limit countdown is off by one second",
    "Document the NO_COLOR behaviour",
  ]

  private static let authors = ["octocat", "hubot", "monalisa", "tanaka", "kim-ji", "nguyen"]

  private static let labelSets: [[String]] = [
    ["bug"], ["enhancement"], ["bug", "i18n"], [], ["good first issue"], ["bug", "ui"], ["docs"],
  ]

  private static func body(for number: Int, title: String) -> String {
    """
    \(title).

    Steps to reproduce: open the list, move to issue #\(number), press Enter, then go back with \
    Esc. The selection should stay where it was and nothing should flicker.

    表示幅は文字数ではなく端末の桁数で数えること。Wide characters take two columns.

    - expected: the terminal is restored on exit
    - actual: it is, this is sample data
    """
  }
}
