import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import IssueListFeature
@testable import TriageApp

/// Numbers fit (issue 15, item 9): issue numbers, comment counts and ages size their columns to
/// the widest value on screen and never lose a digit; a negative or missing count shows nothing.
/// Placeholders look like rows (item 10): Repositories' placeholders have the real rows' columns.
@Suite struct NumberColumnsTests {
  static let sizes = ScreenSnapshotTests.sizes

  /// The first page with numbers past 100000, a six-digit comment count, a negative and a
  /// missing one, and an age in thousands of years.
  static let largeIssues: IssuePage = {
    var issues = Array(Fixtures.allIssues.prefix(30))
    for index in issues.indices { issues[index].number += 1_000_000 - 200 - index * 1_000 }
    issues[0].commentCount = 123_456
    issues[1].commentCount = -5
    issues[2].commentCount = nil
    issues[3].createdAt = .distantPast
    return IssuePage(items: issues, nextCursor: nil)
  }()

  /// The demo's repositories with a seven-digit count, a negative and a missing one, and a
  /// date in the distant past.
  static let oddRepositories: RepositoryPage = {
    var repositories = Fixtures.catalog.repositories
    repositories[0].openIssueCount = 1_234_567
    repositories[1].openIssueCount = -5
    repositories[2].openIssueCount = nil
    repositories[3].updatedAt = .distantPast
    return RepositoryPage(items: repositories, nextCursor: nil)
  }()

  static func issuesState(size: Size, program: TriageProgram = Fixtures.program) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    program.apply(Fixtures.loaded(state, .success(largeIssues)), to: &state)
    return state
  }

  static func repositoriesState(
    size: Size, program: TriageProgram = Fixtures.program, page: RepositoryPage = oddRepositories
  ) -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    program.apply(.now(referenceDate), to: &state)
    let root = state.navigation.root.id
    program.apply(.screen(root, .repositories(.loaded(generation: 1, .success(page)))), to: &state)
    return state
  }

  @Test(arguments: sizes)
  func issueNumbersOfAnyLengthKeepEveryDigit(size: Size) {
    let frame = Fixtures.program.view(Self.issuesState(size: size), in: size)
    // The rows under the header, the query bar and (where shown) the column names.
    let rows = size.height - 3 - (frame.text(ofRow: 2).contains("Title") ? 1 : 0)
    for issue in Self.largeIssues.items.prefix(rows) {
      #expect(frame.contains("#\(issue.number) "), "#\(issue.number) at \(size)")
    }
  }

  @Test func countsAndAgesOfAnyLengthKeepEveryDigit() {
    let size = Size(width: 120, height: 40)
    let frame = Fixtures.program.view(Self.issuesState(size: size), in: size)
    // Below the query bar and the column names.
    #expect(frame.text(ofRow: 3).contains(" 123456 "))
    let years = Age.text(
      from: .distantPast, to: referenceDate, words: ChromeWords(.english))
    #expect(years.count == 5)
    #expect(frame.text(ofRow: 6).hasSuffix(" \(years) "))
  }

  @Test func aNegativeOrMissingCommentCountShowsNothing() {
    let size = Size(width: 120, height: 40)
    let frame = Fixtures.program.view(Self.issuesState(size: size), in: size)
    #expect(!frame.contains("-5"))
    // Rows 4 and 5 (below the header, the query bar and the column names) end with the age
    // alone: no count before it (an assignee's `+2` may be).
    for row in [4, 5] {
      let text = frame.text(ofRow: row).trimmingCharacters(in: .whitespaces)
      let words = text.split(separator: " ")
      #expect(
        words.dropLast().last.map { Int($0) == nil || $0.hasPrefix("+") } ?? false, "\(text)")
    }
  }

  @Test func theDetailSaysNothingOfANegativeOrMissingCount() {
    let size = Size(width: 80, height: 24)
    for count in [-5, nil] as [Int?] {
      let program = Fixtures.program
      var state = Fixtures.loadedState(size: size)
      var issue = Fixtures.allIssues[0]
      issue.commentCount = count
      // A fixture for the header's words: the issue with that count, loaded.
      program.press(.enter, on: &state)
      program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
      let frame = program.view(state, in: size)
      #expect(!frame.contains("-5"))
      #expect(!frame.contains("by \(issue.author.login) ·"), "\(String(describing: count))")
      #expect(frame.contains("by \(issue.author.login)"))
    }
  }

  @Test func aNegativeOrMissingRepositoryCountShowsNothing() {
    let size = Size(width: 80, height: 24)
    let frame = Fixtures.program.view(Self.repositoriesState(size: size), in: size)
    #expect(frame.text(ofRow: 1).contains("1234567 open"))
    #expect(!frame.contains("-5"))
    #expect(!frame.text(ofRow: 2).contains("open"))
    #expect(!frame.text(ofRow: 3).contains("open"))
    #expect(frame.text(ofRow: 4).contains("17 open"))
  }

  @Test func theColumnsFitTheWidestValueOnScreen() {
    let now = referenceDate
    var issues = Array(Fixtures.allIssues.prefix(3))
    #expect(
      IssueRowLayout.Columns(fitting: issues, now: now, words: ChromeWords(.english)) == .minimum)
    issues[1].number = 1_234_567
    issues[2].commentCount = 98_765
    let columns = IssueRowLayout.Columns(fitting: issues, now: now, words: ChromeWords(.english))
    #expect(columns.number == 8)
    #expect(columns.comments == 5)
    #expect(columns.age == IssueRowLayout.Columns.minimum.age)
  }

  @Test func theAgeColumnFitsAnOldIssueAmongRowsOfOneAge() {
    let now = referenceDate
    var issues = Array(Fixtures.allIssues.prefix(5))
    for index in issues.indices { issues[index].createdAt = now.addingTimeInterval(-3 * 86_400) }
    issues[2].createdAt = .distantPast
    let words = ChromeWords(.english)
    let columns = IssueRowLayout.Columns(fitting: issues, now: now, words: words)
    #expect(columns.age == Age.text(from: .distantPast, to: now, words: words).displayWidth)
    #expect(columns.age > IssueRowLayout.Columns.minimum.age)
  }

  /// Only the largest count of each unit is worded: the widest age decides the column wherever
  /// it falls, and whatever smaller ages of its unit come before or after it.
  @Test func theAgeColumnFitsTheWidestAgeAmongRecurringAges() {
    let now = referenceDate
    let words = ChromeWords(.english)
    let year: TimeInterval = 365 * 86_400
    let ages: [TimeInterval] = [
      3 * 86_400, 50 * 60, 2 * year, 3 * 86_400, 1_000 * year, 20 * 3_600, 50 * 60, year,
    ]
    var issues = Array(Fixtures.allIssues.prefix(ages.count))
    for (index, age) in ages.enumerated() {
      issues[index].createdAt = now.addingTimeInterval(-age)
    }
    let withoutTheOldest = issues.filter { now.timeIntervalSince($0.createdAt) < 100 * year }
    for order in [issues, issues.reversed(), withoutTheOldest] {
      let expected = max(
        IssueRowLayout.Columns.minimum.age,
        order.map { Age.text(from: $0.createdAt, to: now, words: words).displayWidth }.max() ?? 0)
      #expect(IssueRowLayout.Columns(fitting: order, now: now, words: words).age == expected)
    }
    #expect(
      IssueRowLayout.Columns(fitting: issues, now: now, words: words).age
        > IssueRowLayout.Columns.minimum.age)
  }

  /// The age column words only the largest count of each unit, which is right only while a
  /// larger count of a unit is never worded narrower, in every language.
  @Test(arguments: [Language.english, .japanese])
  func anAgeIsNeverNarrowerForALargerCountOfItsUnit(language: Language) {
    let words = ChromeWords(language)
    let units: [(Int) -> Age.Span] = [
      Age.Span.minutes, Age.Span.hours, Age.Span.days, Age.Span.months, Age.Span.years,
    ]
    for unit in units {
      var widest = 0
      for count in Array(0...1_200) + [99_999, 1_000_000, Int.max] {
        let width = Age.text(unit(count), words: words).displayWidth
        #expect(width >= widest, "\(unit(count)) in \(language)")
        widest = max(widest, width)
      }
    }
  }

  @Test(arguments: [nil, -5, 0, 1, 9, 10, 99, 100, 123_456, Int.max])
  func theCommentWidthIsTheCommentTextsWidth(count: Int?) {
    var issue = Fixtures.allIssues[0]
    issue.commentCount = count
    #expect(IssueListView.commentWidth(issue) == IssueListView.commentText(issue).count)
  }

  @Test func theServersNegativeOrMissingCountsBecomeNil() {
    #expect(GitHubIssueRepository.count(nil) == nil)
    #expect(GitHubIssueRepository.count(-5) == nil)
    #expect(GitHubIssueRepository.count(0) == 0)
    #expect(GitHubIssueRepository.count(12) == 12)
  }

  /// Each placeholder row has a bar in the count and age columns of the real rows, and the
  /// placeholders fill the body.
  @Test(arguments: sizes)
  func repositoryPlaceholdersHaveTheRowsColumns(size: Size) {
    let program = Fixtures.program
    let idle = Fixtures.state(.idle, size: size)
    let placeholders = program.view(idle, in: size)
    let demo = RepositoryPage(items: Fixtures.catalog.repositories, nextCursor: nil)
    let loaded = program.view(Self.repositoriesState(size: size, page: demo), in: size)
    let body = AppLayout(size: size).body
    // The demo's values fit the narrowest columns, which the placeholders use.
    #expect(
      RepositoryRowLayout.Columns(
        fitting: demo.items, now: referenceDate, words: ChromeWords(.english)) == .minimum)
    let layout = RepositoryRowLayout(row: body.row(0))
    for row in body.minY..<body.maxY {
      #expect(placeholders[layout.text.x, row].character == "░", "a name bar on row \(row)")
      if layout.count.width > 0 {
        #expect(placeholders[layout.count.maxX - 1, row].character == "░", "count, row \(row)")
        #expect(placeholders[layout.age.x, row].character == "░", "age, row \(row)")
      }
    }
    if layout.count.width > 0 {
      for row in body.minY..<(body.minY + demo.items.count) {
        #expect(loaded[layout.count.maxX - 1, row].character == "n", "count ends, row \(row)")
        #expect(loaded[layout.age.x, row].character != " ", "age starts, row \(row)")
      }
    }
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let name = "\(language)-\(size.width)x\(size.height)"
    let shots: [(String, AppState)] = [
      ("filled", Fixtures.state(.success, size: size, program: program)),
      ("large-numbers", Self.issuesState(size: size, program: program)),
      ("repository-columns", Self.repositoriesState(size: size, program: program)),
      ("repository-placeholders", Fixtures.state(.idle, size: size, program: program)),
    ]
    for (shot, state) in shots {
      let canvas = program.view(state, in: size)
      #expect(canvas.size == size)
      assertSnapshot(of: canvas, as: .canvasText, named: "\(shot)-\(name)")
    }
  }
}
