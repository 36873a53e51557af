import FoundationEssentials
import IssueDomain
import SystemSupport

/// The demo data, generated from tables: titles with CJK and emoji, a very long title, several
/// authors and label sets, Markdown bodies with wide characters, and comments.
///
/// Pure functions of the scenario and the reference date, so every run (and every test) sees the
/// same data. A scenario's issues are made once and kept (at most 160 each): every request reads
/// them, and making them cost 9,000 instructions an issue, most of it in the bodies' text.
struct DemoCatalog: Sendable {
  /// The reference date: everything happened some time before it.
  let now: Date
  private let made = Locked<[DemoScenario: [Issue]]>([:])

  init(now: Date) {
    self.now = now
  }

  /// The demo account's repositories, most recently updated first.
  var repositories: [Repository] {
    DemoScenario.allCases.filter(\.isListed).enumerated().map { position, scenario in
      Repository(
        name: scenario.name, summary: scenario.summary,
        openIssueCount: issues(of: scenario).filter { $0.state == .open }.count,
        updatedAt: now.addingTimeInterval(-Double(position * 3 * 3600 + 15 * 60)),
        isPrivate: scenario.isPrivate)
    }
  }

  /// Every issue and pull request of `scenario`, newest first: numbers run from the count down
  /// to 1.
  func issues(of scenario: DemoScenario) -> [Issue] {
    // Made under the lock, so requests that start together make them once.
    made.withLock { made in
      if let issues = made[scenario] { return issues }
      let issues = stride(from: scenario.issueCount, through: 1, by: -1).map {
        issue(number: $0, of: scenario)
      }
      made[scenario] = issues
      return issues
    }
  }

  /// Issue `number` of `scenario`, which must be in `1...issueCount`.
  ///
  /// Every third number is closed (so about two thirds are open) and every seventh is a pull
  /// request; issue N has N % 9 comments. A closed pull request of odd number was merged, and
  /// an open one whose number is a multiple of four is a draft. Titles, authors and labels follow the position in the
  /// newest-first list, so the first screen shows the whole variety.
  func issue(number: Int, of scenario: DemoScenario) -> Issue {
    let index = scenario.issueCount - number
    let title = Self.titles[index % Self.titles.count]
    let isPullRequest = number.isMultiple(of: 7)
    let kind = isPullRequest ? "pull" : "issues"
    let isClosed = number.isMultiple(of: 3)
    return Issue(
      number: number,
      title: title,
      state: isClosed ? .closed : .open,
      author: Self.authors[index % Self.authors.count],
      labels: Self.labelSets[index % Self.labelSets.count],
      commentCount: number % 9,
      createdAt: createdAt(index: index, number: number),
      body: Self.body(number: number, title: title, isPullRequest: isPullRequest)
        + Self.mention(number: number, of: scenario),
      isPullRequest: isPullRequest,
      url: "https://github.com/\(scenario.name)/\(kind)/\(number)",
      assignees: Self.assigneeSets[number % Self.assigneeSets.count],
      milestone: Self.milestones[number % Self.milestones.count],
      updatedAt: createdAt(index: index, number: number)
        .addingTimeInterval(Double((number % 9) * 25 * 60)),
      isDraft: !isClosed && number.isMultiple(of: 4),
      isMerged: isClosed && !number.isMultiple(of: 2),
      reactions: DemoTimeline.reactions(ofIssue: number, of: scenario))
  }

  /// Whose review pull request `number` asks for: the demo account on every other one
  /// (`review-requested:@me` finds 7, 35, 49… open), `hubot` on the rest. Empty for an issue.
  static func requestedReviewers(ofPullRequest number: Int) -> [User] {
    guard number.isMultiple(of: 7) else { return [] }
    return [(number / 7).isMultiple(of: 2) ? authors[1] : authors[0]]
  }

  /// Who is assigned, by number: two in five issues have nobody, so `no:assignee` finds some,
  /// and one in five has three, so a row shows `+2`.
  private static let assigneeSets: [[User]] = [
    [], [authors[0]], [], [authors[2], authors[0], authors[4]], [authors[3]],
  ]

  /// Milestones by number; half the issues have none.
  private static let milestones: [String?] = ["v1.0", nil, "2026年春", nil]

  /// The open milestones of every demo repository, as its milestone picker lists them: the
  /// two its issues use, and more, so the picker pages (`DemoIssueRepository`).
  static let openMilestones = [
    Milestone(number: 1, title: "v1.0"), Milestone(number: 2, title: "2026年春"),
    Milestone(number: 3, title: "v2.0"), Milestone(number: 4, title: "Backlog"),
    Milestone(number: 5, title: "A milestone whose title goes on long enough to be cut short"),
  ]

  /// A line mentioning someone, so `mentions:` finds issues: in every fourth issue outside
  /// `demo/busy` (whose bodies the screen snapshots show), cycling through the authors.
  private static func mention(number: Int, of scenario: DemoScenario) -> String {
    guard scenario != .busy, number % 4 == 2 else { return "" }
    return "\n\ncc @\(authors[(number / 4) % authors.count].login)"
  }

  /// The comments of issue `number` of `scenario`, oldest first, each written some minutes
  /// after the issue and all before `now`.
  func comments(ofIssue number: Int, of scenario: DemoScenario) -> [Comment] {
    let index = scenario.issueCount - number
    let opened = createdAt(index: index, number: number)
    return (0..<(number % 9)).map { position in
      Comment(
        id: number * 1000 + position + 1,
        author: Self.authors[(number + position) % Self.authors.count],
        body: Self.commentBodies[(number + position) % Self.commentBodies.count],
        createdAt: opened.addingTimeInterval(Double((position + 1) * 25 * 60)),
        reactions: DemoTimeline.reactions(ofComment: position, issue: number, of: scenario))
    }
  }

  /// The conversation of issue `number` of `scenario`: its comments and events by time, oldest
  /// first (an event and a comment at one time: the event first).
  func timeline(ofIssue number: Int, of scenario: DemoScenario) -> [TimelineEntry] {
    let index = scenario.issueCount - number
    let events = DemoTimeline.events(
      ofIssue: number, of: scenario, opened: createdAt(index: index, number: number))
    var entries: [TimelineEntry] = []
    var pending = events[...]
    for comment in comments(ofIssue: number, of: scenario) {
      while let event = pending.first, (event.createdAt ?? .distantPast) <= comment.createdAt {
        entries.append(.event(event))
        pending = pending.dropFirst()
      }
      entries.append(.comment(comment))
    }
    let reviews = scenario == .busy ? DemoReviewThreads.reviews(number, now: now) : []
    return entries + pending.map(TimelineEntry.event) + reviews.map(TimelineEntry.review)
  }

  /// Half a day per position, plus a few minutes that vary by number; at least 6 hours before
  /// `now`, which leaves room for eight comments 25 minutes apart.
  private func createdAt(index: Int, number: Int) -> Date {
    let seconds = index * 12 * 3600 + 6 * 3600 + (number * 97) % 3600
    return now.addingTimeInterval(-Double(seconds))
  }

  private static let titles = [
    "Crash when opening settings with an empty profile",
    "Support GitHub Enterprise hosts",
    "日本語のタイトルが正しく表示されない",
    "Paging stops after the third page",
    "Add a keyboard shortcut to copy the issue URL 🔗",
    "Spinner keeps running after a failed refresh",
    "Long titles should be truncated by display width, not by character count, even in narrow "
      + "terminals where every column counts and the row must never wrap onto the next one",
    "Mouse wheel scrolls two rows at a time",
    "絵文字 🎉 and CJK mixed in one title",
    "Colours are unreadable on a light background",
    "Rate limit countdown is off by one second",
    "Document the NO_COLOR behaviour",
  ]

  private static let authors = ["octocat", "hubot", "monalisa", "tanaka", "kim-ji", "nguyen"]
    .map(User.init(login:))

  /// Every login in the data, which search qualifiers may name.
  var knownLogins: [String] { Self.authors.map(\.login) }

  private static let bug = Label(name: "bug", color: "d73a4a")
  private static let enhancement = Label(name: "enhancement", color: "a2eeef")
  private static let i18n = Label(name: "i18n", color: "5319e7")
  private static let goodFirstIssue = Label(name: "good first issue", color: "7057ff")
  private static let ui = Label(name: "ui", color: "fbca04")
  private static let docs = Label(name: "docs", color: "0075ca")
  /// A label without a colour, for the theme's fallback.
  private static let triage = Label(name: "needs triage")
  private static let japanese = Label(name: "日本語", color: "c2e0c6")

  private static let labelSets: [[Label]] = [
    [bug], [enhancement], [bug, i18n, japanese], [], [goodFirstIssue], [bug, ui], [docs],
    [triage], [enhancement, ui, goodFirstIssue, docs],
  ]

  /// Light Markdown (heading, list, fenced code, link, bold, inline code) with wide characters.
  /// Every 25th body is empty, as GitHub allows.
  private static func body(number: Int, title: String, isPullRequest: Bool) -> String {
    guard !number.isMultiple(of: 25) else { return "" }
    let heading = isPullRequest ? "## What changed" : "## Steps to reproduce"
    return """
      \(title).

      \(heading)

      - open the list and move to #\(number)
      - press **Enter**, then go back with `Esc`
      - 表示幅は文字数ではなく端末の桁数で数えること

      ```swift
      let width = "日本語".displayWidth  // 6 columns, not 3
      ```

      The selection should stay where it was and nothing should flicker. See \
      [the guide](https://example.com) for the **expected** behaviour. 🎉
      """
  }

  private static let commentBodies = [
    "I can reproduce this on `main` too.",
    "こちらでも再現しました。幅の計算がずれているようです。",
    "> The selection should stay where it was\n\nIt does for me after the last fix 👍",
    "Could you attach the log? Run with `--log-level debug` and look in "
      + "`$\(UserDirectories.stateVariable)/triage/triage.log`; tokens are redacted, so it is safe to share.",
    "**Closing** as a duplicate of #12.",
    "絵文字 🎉🎉 と CJK が混ざると一桁ずれる？",
    "Works for me on Linux in tmux and in a plain VT. Which terminal are you using, and "
      + "what does `echo $TERM` say? A screenshot would help a lot, especially one taken at "
      + "a narrow width such as 40 columns, where truncation matters most.",
  ]
}
