import AppCore
import FoundationEssentials
import IssueDomain
import Localization
import TerminalUI

/// The columns of an issue row at a given width. Real rows and their redacted placeholders are
/// both drawn from it, so nothing moves when data arrives.
///
/// Left to right: the reference (`#12`, or `busy#12` in a list of several repositories), the
/// title, then labels, milestone, author, assignees, a pull request's review decision, checks
/// and size (only while a pull request is on screen), comments and age. Which of the right-hand
/// columns appear is decided by `priority`: each in turn is kept while the title still has
/// `minimumTitle` columns, so a narrow terminal loses the least useful ones first and a column
/// that doesn't fit leaves room for a smaller, less important one.
public struct IssueRowLayout {
  /// How wide the reference, comment-count and age columns are: at least wide enough for
  /// typical values, and as wide as the widest among the rows on screen, so no digit is ever
  /// clipped. The text columns (labels, author, …) have fixed widths and cut their text whole
  /// or with an ellipsis, so placeholders and rows agree on them before any data arrives.
  public struct Columns: Hashable, Sendable {
    public var number = 5
    public var comments = 3
    public var age = 4
    /// The list spans several repositories: references name the repository (`busy#12`).
    public var namesRepository = false
    /// The widest `owner/name#N` on screen, when the repositories on screen have different
    /// owners (0 otherwise): the layout uses that form where the title can spare the columns.
    public var qualifiedNumber = 0
    /// A pull request is on screen: its review, checks and size columns are wanted. They are
    /// sized before any answer arrives, so nothing moves when one does.
    public var pullRequests = false
    /// The review column: its widest word in the language shown, while `pullRequests`.
    public var review = 0
    /// The checks column: a glyph, or its widest word in screen-reader mode.
    public var checks = 0

    /// The narrowest columns, which placeholders use: `#9999`, `999`, `12mo`.
    public static let minimum = Columns()

    /// Columns wide enough for every issue in `issues`, with ages measured at `now`;
    /// `namesRepository` when the list spans more than one repository.
    public init(
      fitting issues: [Issue], now: Date, words: ChromeWords, namesRepository: Bool = false,
      screenReader: Bool = false
    ) {
      self.init(
        fitting: issues[...], now: now, words: words, namesRepository: namesRepository,
        screenReader: screenReader)
    }

    /// The rows on screen are read in place, by index: iterating copied each issue (every
    /// string and array retained and released), a fifth of what measuring them cost.
    public init(
      fitting issues: ArraySlice<Issue>, now: Date, words: ChromeWords,
      namesRepository: Bool = false, screenReader: Bool = false
    ) {
      self.namesRepository = namesRepository
      var owner: String?
      var ownersDiffer = false
      var qualified = 0
      // Only the largest age of each unit on screen is worded (see `Age.Span`): wording every
      // row's age was most of what measuring the rows cost.
      var largestAges: [Age.Span] = []
      for index in issues.indices {
        number = max(
          number, IssueListView.referenceWidth(issues[index], namesRepository: namesRepository))
        comments = max(comments, IssueListView.commentWidth(issues[index]))
        if issues[index].isPullRequest { pullRequests = true }
        let span = Age.span(from: issues[index].createdAt, to: now)
        if let unit = largestAges.firstIndex(where: { $0.unit == span.unit }) {
          if span.count > largestAges[unit].count { largestAges[unit] = span }
        } else {
          largestAges.append(span)
        }
        guard namesRepository, let repository = issues[index].repository else { continue }
        if let owner, owner != repository.owner { ownersDiffer = true }
        owner = owner ?? repository.owner
        qualified = max(
          qualified,
          IssueListView.referenceWidth(issues[index], namesRepository: true, qualified: true))
      }
      qualifiedNumber = ownersDiffer ? qualified : 0
      for span in largestAges { age = max(age, Age.text(span, words: words).displayWidth) }
      guard pullRequests else { return }
      review = LocalizedText.rowReviews.map { words($0).displayWidth }.max() ?? 0
      checks =
        screenReader ? LocalizedText.rowChecksWords.map { words($0).displayWidth }.max() ?? 0 : 1
    }

    private init() {}
  }

  /// The optional columns, most important first.
  public enum Column: CaseIterable, Sendable {
    case age, labels, author, comments, assignees, milestone, review, checks, size
  }

  /// The order in which optional columns claim width. Of a pull request's, the checks come
  /// first (one column says whether it is broken), then the review decision, then the size,
  /// which wide terminals only have room for.
  public static let priority: [Column] = [
    .age, .comments, .checks, .labels, .review, .author, .size, .assignees, .milestone,
  ]
  /// The title keeps at least this many columns beside the optional ones.
  public static let minimumTitle = 20

  /// The title is what a row is read by: a text column (labels, author, assignees, milestone)
  /// appears only while the title keeps two fifths of the row, so at 80 columns a title has
  /// about 40 where it would otherwise have under 30.
  public static func minimumTitle(beside column: Column, rowWidth: Int) -> Int {
    switch column {
    case .age, .comments: minimumTitle
    case .labels, .author, .assignees, .milestone, .review: max(minimumTitle, rowWidth * 2 / 5)
    case .checks: minimumTitleBesideChecks
    case .size: minimumTitleWithOwners
    }
  }
  /// The checks' glyph is one column, but a row of 40 has no title to spare for it.
  public static let minimumTitleBesideChecks = 30
  /// `+9999 −9999`: counts past four digits are shortened (`12k`), so this is the widest.
  public static let sizeWidth = 11
  /// The widest `owner/name#N` is used only when the title keeps this many columns.
  public static let minimumTitleWithOwners = 40
  public static let labelsWidth = 22
  public static let authorWidth = 10
  public static let assigneesWidth = 12
  public static let milestoneWidth = 10

  public let number: Rect
  /// The reference column shows `owner/name#N` rather than `name#N`.
  public let qualified: Bool
  public let title: Rect
  public let labels: Rect
  public let milestone: Rect
  public let author: Rect
  public let assignees: Rect
  public let comments: Rect
  public let age: Rect
  public let review: Rect
  public let checks: Rect
  public let size: Rect

  /// The selected row's bar: the margin, the reference, the title and the blank after it. The
  /// columns right of it keep their colours, so a selected issue's labels stay readable, and a
  /// step rewrites about half the cells it would for a full-width bar (docs/decisions).
  public let selectionBar: Rect

  public init(row: Rect, columns: Columns = .minimum) {
    let inner = row.inset(left: 1, right: 1)
    var numberWidth = columns.number
    var available = inner.width - numberWidth - 1
    var widths: [Column: Int] = [:]
    for column in Self.priority {
      let width = Self.width(of: column, columns)
      guard width > 0 else { continue }
      if available - (width + 1) >= Self.minimumTitle(beside: column, rowWidth: inner.width) {
        widths[column] = width
        available -= width + 1
      }
    }
    let extra = columns.qualifiedNumber - numberWidth
    qualified = extra > 0 && available - extra >= Self.minimumTitleWithOwners
    if qualified { numberWidth = columns.qualifiedNumber }
    let (number, afterNumber) = inner.splitLeft(numberWidth)
    var rest = afterNumber.inset(left: 1)
    // Right to left, each present column with one blank column before it.
    func take(_ column: Column) -> Rect {
      guard let width = widths[column] else {
        return Rect(x: rest.maxX, y: row.y, width: 0, height: 1)
      }
      let taken: Rect
      (rest, taken) = rest.splitRight(width)
      rest = rest.inset(right: 1)
      return taken
    }
    age = take(.age)
    comments = take(.comments)
    size = take(.size)
    checks = take(.checks)
    review = take(.review)
    assignees = take(.assignees)
    author = take(.author)
    milestone = take(.milestone)
    labels = take(.labels)
    self.number = number
    self.title = rest
    selectionBar = Rect(
      x: row.x, y: row.y, width: min(row.width, rest.maxX + 1 - row.x), height: row.height)
  }

  private static func width(of column: Column, _ columns: Columns) -> Int {
    switch column {
    case .age: columns.age
    case .labels: labelsWidth
    case .author: authorWidth
    case .comments: columns.comments
    case .assignees: assigneesWidth
    case .milestone: milestoneWidth
    case .review: columns.review
    case .checks: columns.checks
    case .size: columns.pullRequests ? sizeWidth : 0
    }
  }
}
