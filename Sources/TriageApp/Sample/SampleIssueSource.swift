import ScreenState
import TerminalUI

/// A small deterministic source of issues, paged, with latency taken from the injected clock so
/// that placeholders, spinners and the paging footer are visible by hand and steppable in tests.
public struct SampleIssueSource: Sendable {
  public typealias Page = PagedCollection<SampleIssue, Int>

  public var latency: Duration
  public var count: Int
  public var pageSize: Int
  public let switches: SampleSourceSwitches

  public init(
    latency: Duration = .milliseconds(600), count: Int = 150, pageSize: Int = 30,
    switches: SampleSourceSwitches = SampleSourceSwitches()
  ) {
    self.latency = latency
    self.count = max(0, count)
    self.pageSize = max(1, pageSize)
    self.switches = switches
  }

  /// The page that starts at `offset` (0 for the first page). The cursor of the last page is nil.
  public func fetchPage(
    at offset: Int, using clock: any Clock<Duration>
  ) async throws(SampleSourceError) -> Page {
    switches.recordRequest()
    if latency > .zero {
      do {
        try await clock.sleep(for: latency, tolerance: nil)
      } catch {
        throw .cancelled
      }
    }
    if Task.isCancelled { throw .cancelled }
    let outcome = switches.takeOutcome(isFirstPage: offset == 0)
    if outcome.fail { throw .unavailable }
    if outcome.empty { return Page() }
    let start = min(max(0, offset), count)
    let end = min(start + pageSize, count)
    return Page(items: (start..<end).map(issue(at:)), nextCursor: end < count ? end : nil)
  }

  /// Every issue, newest first; the same every time.
  public var issues: [SampleIssue] { (0..<count).map(issue(at:)) }

  private func issue(at index: Int) -> SampleIssue {
    let number = count - index
    let title = Self.titles[index % Self.titles.count]
    return SampleIssue(
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

extension SampleIssueSource {
  /// The source as the two requests of a paging list.
  public var fetcher: PagingFetcher<SampleIssue, Int, SampleSourceError> {
    PagingFetcher(
      fetchInitial: { clock throws(SampleSourceError) in
        try await self.fetchPage(at: 0, using: clock)
      },
      fetchMore: { cursor, clock throws(SampleSourceError) in
        try await self.fetchPage(at: cursor, using: clock)
      },
      isCancellation: { $0 == .cancelled }
    )
  }
}
