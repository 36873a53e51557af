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

/// Richer issue rows (issue 16, item 4): author, assignees, coloured labels and milestone, in
/// columns chosen by priority for the width; each row names its repository in a list of several.
@Suite struct IssueRowTests {
  static let sizes = HomeScreenTests.sizes
  static let words = ChromeWords(.english)

  /// Issue `number` of `scenario`, as a search returns it: with its repository.
  static func searched(_ number: Int, of scenario: DemoScenario) -> IssueDomain.Issue {
    var issue = Fixtures.catalog.issue(number: number, of: scenario)
    issue.repository = scenario.name
    return issue
  }

  /// A search across repositories: `busy#1` and `flaky#1` side by side, labels with and
  /// without colours (and a CJK one), several assignees, milestones, and one issue of another
  /// owner with more labels than any column holds.
  static let crossRepositoryPage: IssuePage = {
    var issues = [
      searched(1, of: .busy), searched(1, of: .flaky), searched(2, of: .busy),
      searched(3, of: .flaky), searched(4, of: .busy), searched(8, of: .readonly),
      searched(9, of: .busy), searched(17, of: .busy), searched(23, of: .flaky),
    ]
    var other = searched(5, of: .busy)
    other.repository = RepositoryName(owner: "tanaka", name: "dotfiles")
    other.title = "設定ファイルの読み込みで幅の広い文字が崩れる"
    other.author = User(login: "a-very-long-login-name-indeed")
    other.labels = [
      Label(name: "bug", color: "d73a4a"), Label(name: "日本語", color: "c2e0c6"),
      Label(name: "good first issue", color: "7057ff"), Label(name: "needs triage"),
      Label(name: "ui", color: "fbca04"),
    ]
    other.assignees = ["tanaka", "kim-ji", "octocat", "hubot"].map(User.init(login:))
    other.milestone = "v2.0 安定版リリース"
    issues.insert(other, at: 3)
    var page = IssuePage(items: issues, nextCursor: nil)
    page.totalCount = issues.count
    return page
  }()

  /// The Issues screen of `demo/busy`, then `/is:issue` Enter: a search of every repository,
  /// answered with `page`.
  static func searchState(
    size: Size, program: TriageProgram = Fixtures.program, page: IssuePage = crossRepositoryPage
  ) -> AppState {
    // A fixture for the rows' layout: a search answered with `page`.
    var state = Fixtures.issuesOpened(size: size, program: program)
    program.apply(Fixtures.loaded(state, .success(Fixtures.firstPage())), to: &state)
    program.press([.character("/")] + Key.characters(of: "is:issue") + [.enter], on: &state)
    program.apply(Fixtures.loaded(state, .success(page)), to: &state)
    return state
  }

  /// The columns a layout has, by name.
  static func columns(of layout: IssueRowLayout) -> Set<String> {
    let all: [(String, Rect)] = [
      ("labels", layout.labels), ("milestone", layout.milestone), ("author", layout.author),
      ("assignees", layout.assignees), ("comments", layout.comments), ("age", layout.age),
    ]
    return Set(all.filter { $0.1.width > 0 }.map(\.0))
  }

  static func layout(width: Int, columns: IssueRowLayout.Columns = .minimum) -> IssueRowLayout {
    IssueRowLayout(row: Rect(x: 0, y: 0, width: width, height: 1), columns: columns)
  }

  @Test func columnsAppearByPriorityAsTheWidthGrows() {
    #expect(Self.columns(of: Self.layout(width: 30)) == [])
    #expect(Self.columns(of: Self.layout(width: 34)) == ["age"])
    #expect(Self.columns(of: Self.layout(width: 40)) == ["age", "comments"])
    // Labels don't fit beside a title of two fifths of 60: the smaller author column does.
    #expect(Self.columns(of: Self.layout(width: 60)) == ["age", "comments", "author"])
    #expect(Self.columns(of: Self.layout(width: 80)) == ["age", "comments", "labels"])
    #expect(
      Self.columns(of: Self.layout(width: 120)) == [
        "age", "comments", "labels", "author", "assignees",
      ])
    #expect(
      Self.columns(of: Self.layout(width: 140)) == [
        "age", "comments", "labels", "author", "assignees", "milestone",
      ])
  }

  /// At every width the columns lie inside the row, in order left to right, apart, and the
  /// title keeps its minimum wherever any optional column is shown.
  @Test func columnsNeverOverlapAndTheTitleKeepsItsRoom() {
    for width in 0...220 {
      let layout = Self.layout(width: width)
      let ordered = [
        layout.number, layout.title, layout.labels, layout.milestone, layout.author,
        layout.assignees, layout.comments, layout.age,
      ].filter { $0.width > 0 }
      for (left, right) in zip(ordered, ordered.dropFirst()) {
        #expect(left.maxX < right.minX, "apart at \(width)")
      }
      #expect(ordered.allSatisfy { $0.minX >= 0 && $0.maxX <= width }, "inside at \(width)")
      if !Self.columns(of: layout).isEmpty {
        #expect(layout.title.width >= IssueRowLayout.minimumTitle, "title at \(width)")
      }
    }
  }

  /// The bar covers the margin, reference and title and stops before the first metadata
  /// column, so those keep their colours and a step rewrites fewer cells; with no metadata
  /// column it spans the row.
  @Test func theSelectionBarEndsWhereTheMetadataColumnsBegin() {
    for width in 0...220 {
      let layout = Self.layout(width: width)
      let bar = layout.selectionBar
      #expect(bar.minX == 0 && bar.maxX <= width, "inside at \(width)")
      #expect(bar.maxX >= min(layout.title.maxX, width), "covers the title at \(width)")
      let metadata = [
        layout.labels, layout.milestone, layout.author, layout.assignees, layout.comments,
        layout.age,
      ].filter { $0.width > 0 }
      if let first = metadata.map(\.minX).min() {
        #expect(bar.maxX <= first, "stops before the metadata at \(width)")
      } else {
        #expect(bar.maxX == width, "the whole row at \(width)")
      }
    }
  }

  @Test func referencesNameTheRepositoryOnlyInAListOfSeveral() {
    let issue = Self.searched(1, of: .flaky)
    #expect(IssueListView.referenceText(issue) == "#1")
    #expect(IssueListView.referenceText(issue, namesRepository: true) == "flaky#1")
    #expect(
      IssueListView.referenceText(issue, namesRepository: true, qualified: true)
        == "demo/flaky#1")
    var unknown = issue
    unknown.repository = nil
    #expect(IssueListView.referenceText(unknown, namesRepository: true) == "#1")
    // The width measured without building the text is the text's.
    for number in [0, 1, 9, 10, 99, 100, 123_456, -5, Int.max, Int.min] {
      for (names, qualified) in [(false, false), (true, false), (true, true)] {
        var numbered = issue
        numbered.number = number
        numbered.repository = RepositoryName(owner: "田中", name: "ドット")
        #expect(
          IssueListView.referenceWidth(numbered, namesRepository: names, qualified: qualified)
            == IssueListView.referenceText(numbered, namesRepository: names, qualified: qualified)
            .displayWidth, "\(number) \(names) \(qualified)")
      }
    }
  }

  /// The reference column fits the widest `name#N` on screen; `owner/name#N` only when owners
  /// differ and the title can spare the columns.
  @Test func theReferenceColumnFitsTheWidestAndQualifiesWhenOwnersDiffer() {
    let now = referenceDate
    let issues = Self.crossRepositoryPage.items
    let columns = IssueRowLayout.Columns(
      fitting: issues, now: now, words: Self.words, namesRepository: true)
    #expect(columns.number == "dotfiles#5".count)
    #expect(columns.qualifiedNumber == "tanaka/dotfiles#5".count)
    #expect(!Self.layout(width: 100, columns: columns).qualified)
    let wide = Self.layout(width: 160, columns: columns)
    #expect(wide.qualified)
    #expect(wide.number.width == "tanaka/dotfiles#5".count)
    let sameOwner = IssueRowLayout.Columns(
      fitting: issues.filter { $0.repository?.owner == "demo" }, now: now, words: Self.words,
      namesRepository: true)
    #expect(sameOwner.qualifiedNumber == 0)
    #expect(!Self.layout(width: 200, columns: sameOwner).qualified)
    let single = IssueRowLayout.Columns(fitting: issues, now: now, words: Self.words)
    #expect(single.number == IssueRowLayout.Columns.minimum.number)
  }

  /// A search across repositories shows `busy#1` and `flaky#1`, not `#1` twice; a repository's
  /// own list shows `#1`.
  @Test(arguments: sizes)
  func aCrossRepositorySearchNamesEachRowsRepository(size: Size) {
    let frame = Fixtures.program.view(Self.searchState(size: size), in: size)
    // The first row, below the query bar and the column names where they are shown.
    let first = IssueListView.showsHeader(in: AppLayout(size: size).body) ? 3 : 2
    // `demo/busy#1` where the title can spare the owner's columns (the owners differ).
    #expect(frame.text(ofRow: first).contains("busy#1 "), "\(frame.text(ofRow: first))")
    #expect(frame.text(ofRow: first + 1).contains("flaky#1 "), "\(frame.text(ofRow: first + 1))")
    #expect(!frame.text(ofRow: first).contains(" #1 "), "\(frame.text(ofRow: first))")
    #expect(frame.contains("readonly#8 "))
    let list = Fixtures.program.view(Fixtures.loadedState(size: size), in: size)
    #expect(!list.contains("busy#"))
  }

  @Test func labelsAreCutAtAWholeLabelAndCounted() {
    // Chips of 5, 6 and 8 columns, one column apart.
    #expect(IssueListView.labelsShown([5, 6, 8], room: 21) == 3)
    #expect(IssueListView.labelsShown([5, 6, 8], room: 20) == 2, "`+1` after two")
    #expect(IssueListView.labelsShown([5, 6, 8], room: 14) == 1, "`+2` after one")
    #expect(IssueListView.labelsShown([5, 6, 8], room: 7) == 0)
    #expect(IssueListView.labelsShown([5], room: 5) == 1)
    #expect(IssueListView.labelsShown([], room: 0) == 0)
    // Only the first chips measured, of more: the count covers the unmeasured ones.
    #expect(IssueListView.labelsShown([5, 6], of: 3, room: 12) == 1, "`+2` after one")
    #expect(IssueListView.labelsShown([5, 6], of: 3, room: 30) == 2, "`+1` after two")
  }

  /// A hostile number of labels costs a row no more than the labels that can fit.
  @Test func thousandsOfLabelsAreCountedNotMeasured() {
    let labels = (0..<100_000).map { Label(name: "l\($0)", color: "d73a4a") }
    #expect(Self.drawn(labels, width: 22).0 == " l0   l1   l2  +99997 ")
    #expect(Self.drawn(labels, width: 30).0 == " l0   l1   l2   l3  +99996    ")
  }

  /// Draws `labels` into a row `width` wide, returning its text.
  static func drawn(_ labels: [Label], width: Int) -> (String, Canvas) {
    var canvas = Canvas(size: Size(width: width, height: 1))
    IssueListView.drawLabels(
      labels, in: canvas.bounds, canvas: &canvas, theme: .standard, colors: nil)
    return (canvas.text(ofRow: 0), canvas)
  }

  @Test func labelsThatDontFitShowAsACountNeverHalfAName() {
    let labels = Self.crossRepositoryPage.items[3].labels
    #expect(Self.drawn(labels, width: 22).0 == " bug   日本語  +3     ")
    #expect(Self.drawn(labels, width: 40).0 == " bug   日本語   good first issue  +2    ")
    #expect(Self.drawn(Array(labels.prefix(1)), width: 5).0 == " bug ")
    // A first label alone too long for the column is ellipsised, with the count after it.
    #expect(Self.drawn(Array(labels.dropFirst(2)), width: 12).0 == " good f…  +2")
    #expect(Self.drawn(Array(labels.dropFirst(2).prefix(1)), width: 9).0 == " good f… ")
  }

  /// Each label's chip is drawn in the nearest 256-colour to its own, with readable text; a
  /// label without a colour in the theme's chip style.
  @Test func labelColoursReachTheCanvasCells() throws {
    let size = Size(width: 120, height: 40)
    let program = Fixtures.program
    let frame = program.view(Self.searchState(size: size, program: program), in: size)
    let row = 5  // the other owner's issue: bug, 日本語, good first issue, +2
    let text = frame.text(ofRow: row)
    let bug = try #require(text.range(of: " bug "))
    let x = text[..<bug.lowerBound].displayWidth + 1
    let colors = try #require(Xterm256.labelColors(hex: "d73a4a"))
    #expect(frame[x, row].character == "b")
    #expect(frame[x, row].style.background == Color(index: Int16(colors.background)))
    #expect(frame[x, row].style.foreground == Color(index: Int16(colors.foreground)))
    #expect(frame[x - 1, row].style.background == Color(index: 167), "the chip's padding too")
    #expect(frame[x + 4, row].style.background == .default, "a blank between chips")
    // `needs triage` has no colour: demo/busy#9 carries it alone.
    let plain = try #require((2..<size.height).first { frame.text(ofRow: $0).contains("busy#9 ") })
    let plainText = frame.text(ofRow: plain)
    let triage = try #require(plainText.range(of: "needs triage"))
    let tx = plainText[..<triage.lowerBound].displayWidth
    #expect(frame[tx, plain].style == Theme.standard.labelChip)
    // A colour that isn't one (the server is hostile) gets the theme's chip too.
    for hex in ["zzzzzz", "#12345", "", "d73a4a0"] {
      #expect(
        IssueListView.labelStyle(Label(name: "x", color: hex), theme: .standard, colors: nil)
          == Theme.standard.labelChip, "\(hex)")
    }
  }

  /// The colours are computed once per colour, not once per row drawn.
  @Test func labelColoursAreComputedOncePerColour() {
    let size = Size(width: 120, height: 40)
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    let state = Self.searchState(size: size, program: program)
    _ = program.view(state, in: size)
    let distinct = Set(
      Self.crossRepositoryPage.items.flatMap(\.labels).compactMap(\.color)
    ).count
    #expect(program.caches.labelColors.computationCount == distinct)
  }

  /// Wherever a row has a column besides its number, title, comments and age, the columns
  /// are named; at 40 columns, or in a list too short to spare the row, they aren't.
  @Test func theColumnsAreNamedWhereARowHasMoreThanItsTitle() {
    #expect(IssueListView.showsHeader(in: Rect(x: 0, y: 0, width: 80, height: 21)))
    #expect(IssueListView.showsHeader(in: Rect(x: 0, y: 0, width: 120, height: 37)))
    #expect(!IssueListView.showsHeader(in: Rect(x: 0, y: 0, width: 40, height: 21)))
    #expect(!IssueListView.showsHeader(in: Rect(x: 0, y: 0, width: 80, height: 9)))
    let size = Size(width: 80, height: 24)
    let frame = Fixtures.program.view(Fixtures.loadedState(size: size), in: size)
    #expect(frame.text(ofRow: 2).contains("Title"), "\(frame.text(ofRow: 2))")
    #expect(frame.text(ofRow: 2).contains("Labels"), "\(frame.text(ofRow: 2))")
  }

  /// Author, first assignee and `+N`, and milestone appear where the width allows; wide text
  /// stays aligned (every row of the frame is exactly the screen's width).
  @Test func authorAssigneesAndMilestoneShowWhereTheyFit() {
    let wide = Size(width: 140, height: 40)
    let frame = Fixtures.program.view(Self.searchState(size: wide), in: wide)
    #expect(frame.text(ofRow: 2).contains("Author"), "the column names")
    let row = frame.text(ofRow: 6)
    #expect(row.contains(" a-very-lo… "), "\(row)")
    #expect(row.contains(" tanaka +3 "), "\(row)")
    #expect(row.contains(" v2.0 安定… "), "\(row)")
    #expect(frame.lines.allSatisfy { $0.displayWidth == wide.width })
    let narrow = Size(width: 100, height: 24)
    let small = Fixtures.program.view(Self.searchState(size: narrow), in: narrow)
    // The author alone has a column here, and a name over it.
    #expect(small.text(ofRow: 2).contains("Author"), "the column names")
    #expect(small.text(ofRow: 6).contains(" a-very-lo… "))
    #expect(!small.text(ofRow: 6).contains("tanaka +3"))
    #expect(!small.contains("v1.0"))
  }

  /// Placeholders have the rows' columns: a bar in the author column of each.
  @Test func placeholdersHaveTheRowsColumns() {
    let width = 120
    var canvas = Canvas(size: Size(width: width, height: 5))
    for index in 0..<5 {
      IssueListView.drawPlaceholder(
        index: index, in: canvas.bounds.row(index), canvas: &canvas, theme: .standard)
    }
    let layout = Self.layout(width: width)
    for index in 0..<5 {
      #expect(canvas[layout.author.x, index].character == "░", "author, row \(index)")
      #expect(canvas[layout.age.maxX - 1, index].character == "░", "age, row \(index)")
    }
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let state = Self.searchState(size: size, program: program)
    let canvas = program.view(state, in: size)
    #expect(canvas.size == size)
    assertSnapshot(
      of: canvas, as: .canvasText,
      named: "cross-repository-\(language)-\(size.width)x\(size.height)")
  }
}
