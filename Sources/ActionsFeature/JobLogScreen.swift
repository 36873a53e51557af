import AppCore
import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import TerminalUI

/// A job's log in a viewer: groups folded as GitHub's web folds them, errors and warnings
/// marked, `e` and `E` from error to error, `/` `n` `N` to search, `t` for timestamps, `w` to
/// wrap. It opens on the first error. The log is a file read in windows (`LogDocument`), so
/// its size is never memory; what is on screen is a row range over it.
public struct JobLogScreen: Screen,
  HeaderProvidingScreen, ScrollingScreen, RecoveringScreen, TextEntryScreen, ViewLifecycleScreen
{
  public enum Event: Sendable {
    case opened(generation: Int, Result<OpenedLog, AppError>)
    case searched(generation: Int, query: String, matches: [Int])
    /// The log, made inert, written for the pager (`D`), or why it couldn't be.
    case pagerWritten(Result<ExternalPager.WrittenText, ExternalEditorError>)
    case pagerClosed(ExternalPager.Outcome)
  }

  public typealias Fetch = @Sendable () async throws(AppError) -> JobLog
  public typealias Action = JobLogAction

  public let repository: RepositoryName
  public let jobID: Int64
  public let jobName: String
  public private(set) var log: DataState<OpenedLog, AppError> = .idle
  public private(set) var folds: LogFolds?
  /// The visible row the cursor is on, and the first one drawn.
  public private(set) var cursor = 0
  public private(set) var offset = 0
  /// Columns scrolled past on the left, while not wrapping.
  public private(set) var leftColumn = 0
  public private(set) var showsTimestamps = false
  public private(set) var wraps = false
  /// The search line being typed, while `/` is open.
  public private(set) var searchField: TextField?
  /// The last search and the lines it matched, ascending.
  public private(set) var query = ""
  public private(set) var matches: [Int] = []
  /// Whether the log is on its way to the pager, or the pager runs: `D` again does nothing.
  public private(set) var isPaging = false
  private var generation = 0
  private var searchGeneration = 0
  public let loadID: EffectID
  public let searchID: EffectID
  public let pagerID: EffectID

  /// How far `←` `→` move.
  public static let sidewaysStep = 8
  /// How many matches a search keeps.
  public static let matchLimit = 10_000

  public init(repository: RepositoryName, jobID: Int64, jobName: String, id: ScreenID) {
    self.repository = repository
    self.jobID = jobID
    self.jobName = jobName
    loadID = id.effect("log.load")
    searchID = id.effect("log.search")
    pagerID = id.effect("log.pager")
  }

  public var title: LocalizedText { .jobLogTitle(jobName.isEmpty ? "\(jobID)" : jobName) }
  public var effectIDs: [EffectID] { [loadID, searchID, pagerID] }
  public var isBusy: Bool { log.isLoading }
  public var loadingIndicator: LoadingIndicator { LoadingIndicator(log) }
  public var currentRepository: RepositoryName? { repository }
  public var takesText: Bool { searchField != nil }
  public var document: LogDocument? { log.value?.document }

  /// The log line under the cursor.
  public var cursorLine: Int? {
    guard let folds, folds.visibleCount > 0 else { return nil }
    return folds.line(atRow: min(cursor, folds.visibleCount - 1))
  }

  public var listPosition: ListPosition? {
    guard let folds, folds.visibleCount > 0 else { return nil }
    return ListPosition(index: cursor, count: folds.visibleCount, hasMore: false)
  }

  // MARK: - Keys

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    if searchField != nil { return Self.searchBindings }
    guard document != nil else {
      return Keymap.joined(Keymap.back(keys), Self.appKeys, Keymap.demo(keys))
    }
    return Keymap.joined(
      Self.moves, wraps ? [] : Self.sideways, Self.logKeys, matches.isEmpty ? [] : Self.matchKeys,
      Keymap.back(keys), Self.appKeys, Keymap.demo(keys))
  }

  public static let moves =
    Keymap.split(
      [.up, .down, .character("k"), .character("j")], JobLogAction.up, JobLogAction.down,
      "↑ ↓ k j", .move, footer: "↑↓")
    + Keymap.split(
      [.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], JobLogAction.pageUp, JobLogAction.pageDown,
      "PgUp PgDn ^u ^d", .page)
    + Keymap.split(
      [.home, .end, .character("g"), .character("G")], JobLogAction.top, JobLogAction.bottom,
      "Home End g G", .topBottom)
  public static let sideways = Keymap.split(
    [.left, .right, .character("<"), .character(">")], JobLogAction.scrollLeft,
    JobLogAction.scrollRight, "← → < >", .logSideways)
  public static let logKeys = [
    KeyBinding(
      [.character("e")], JobLogAction.nextError, "e E", .logErrors, footer: "e E",
      short: .errorShort),
    KeyBinding([.character("E")], JobLogAction.previousError, "", .logErrors),
    KeyBinding(
      [.character(" "), .enter], JobLogAction.toggleGroup, "Space Enter", .logGroup,
      footer: "Space", short: .foldShort),
    KeyBinding(
      [.character("/")], JobLogAction.search, "/", .logSearch, footer: "/", short: .searchShort),
    KeyBinding([.character("t")], JobLogAction.toggleTimestamps, "t", .logTimestamps),
    KeyBinding([.character("w")], JobLogAction.toggleWrap, "w", .logWrap),
    KeyBinding([.character("D")], JobLogAction.toPager, "D", .logToPager),
  ]
  public static let matchKeys = [
    KeyBinding([.character("n")], JobLogAction.nextMatch, "n N", .logMatches, footer: "n N"),
    KeyBinding([.character("N")], JobLogAction.previousMatch, "", .logMatches),
  ]
  public static let searchBindings = [
    KeyBinding(
      [.enter], JobLogAction.runSearch, "Enter", .runSearch, footer: "Enter", short: .runSearch),
    KeyBinding(
      [.escape], JobLogAction.cancelSearch, "Esc", .cancelSearch, footer: "Esc",
      short: .cancelSearch),
    Keymap.controlQuit,
  ]
  public static let appKeys = Keymap.common(
    refresh: KeyBinding([.character("r")], JobLogAction.refresh, "r", .refresh, footer: "r"))

  // MARK: - Reducer

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard log.startLoading() else { return .none }
    generation += 1
    let tag = generation
    let fetch = context.environment.jobLog(in: repository, job: jobID)
    return ScreenUpdate(
      .run(id: loadID) { effect in
        let result: Result<OpenedLog, AppError>
        do throws(AppError) {
          let kept = try await fetch()
          // Indexing reads the whole file once: here, off the loop that reads keys.
          do throws(LogDocumentError) {
            result = .success(
              OpenedLog(log: kept, document: try LogDocument.open(path: kept.path)))
          } catch {
            result = .failure(Self.appError(error))
          }
        } catch {
          result = .failure(error)
        }
        effect.send(.opened(generation: tag, result))
      })
  }

  static func appError(_ error: LogDocumentError) -> AppError {
    switch error {
    case .tooLarge, .tooManyLines: .responseTooLarge
    case .unreadable: .unknown(error)
    }
  }

  public mutating func perform(_ action: Action, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let height = bodyHeight(context)
    switch action {
    case .up: moveCursor(to: cursor - 1, context)
    case .down: moveCursor(to: cursor + 1, context)
    case .pageUp: moveCursor(to: cursor - max(1, height - 1), context)
    case .pageDown: moveCursor(to: cursor + max(1, height - 1), context)
    case .top: moveCursor(to: 0, context)
    case .bottom: moveCursor(to: Int.max / 2, context)
    case .scrollLeft: leftColumn = max(0, leftColumn - Self.sidewaysStep)
    case .scrollRight:
      leftColumn = min(LogDocument.lineByteLimit, leftColumn + Self.sidewaysStep)
    case .nextError, .previousError:
      guard let document else { return .none }
      guard
        let line = Self.neighbour(
          of: cursorLine ?? -1, in: document.errorLines, forward: action == .nextError)
      else { return ScreenUpdate(.none, .status(.noErrors)) }
      jump(to: line, context)
    case .toggleGroup:
      guard let line = cursorLine, var folds else { return .none }
      guard folds.toggle(line: line) else { return .none }
      self.folds = folds
      moveCursor(to: folds.row(ofLine: line), context)
    case .toggleTimestamps: showsTimestamps.toggle()
    case .toggleWrap:
      wraps.toggle()
      leftColumn = 0
      moveCursor(to: cursor, context)
    case .search:
      searchField = TextField(text: query, maximumLength: 256)
    case .runSearch:
      return runSearch()
    case .cancelSearch:
      searchField = nil
    case .nextMatch, .previousMatch:
      return ScreenUpdate(.none, step(throughMatches: action == .nextMatch, context))
    case .toPager:
      return toPager(context)
    case .refresh:
      return load(context)
    }
    return .none
  }

  /// Writes the log to the pager's private file, each line made inert (its colours dropped, as
  /// a pager would show them as text), off the loop; the pager then gets the terminal.
  private mutating func toPager(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard let document, !isPaging else { return .none }
    isPaging = true
    let pager = context.environment.pager
    let name = "job-\(jobID).log"
    return ScreenUpdate(
      .run(id: pagerID) { effect in
        let written = pager.write(fileName: name) { write in Self.inertText(of: document, write) }
        effect.send(.pagerWritten(written))
      })
  }

  /// The log as the pager gets it, a line at a time until `write` refuses: each line's text
  /// with its sequences taken out and its controls inert, marked as the viewer marks it.
  static func inertText(of document: LogDocument, _ write: (String) -> Bool) {
    for index in 0..<document.lineCount {
      let line = document.line(index)
      let marker =
        switch line.kind {
        case .groupStart: "▾ "
        case .error: "✗ "
        case .warning: "! "
        default: ""
        }
      guard write(marker + LogStyling.plainText(line.text) + "\n") else { return }
    }
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard var field = searchField else { return .none }
    switch input {
    case .key(let key): _ = field.handle(key)
    case .paste(let text): field.paste(text)
    case .resize, .mouse, .backgroundColor: break
    }
    searchField = field
    return .none
  }

  public mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event> {
    guard let folds else { return .none }
    let height = bodyHeight(context)
    let top = max(0, folds.visibleCount - height)
    offset = min(max(0, offset.addingReportingOverflow(rows).partialValue), top)
    cursor = min(max(cursor, offset), offset + height - 1)
    return .none
  }

  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> {
    moveCursor(to: cursor, context)
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    switch event {
    case .opened(let tag, let result):
      guard tag == generation else { return .none }
      switch result {
      case .success(let opened):
        let document = opened.document
        let kept = cursorLine
        _ = log.succeed(opened)
        folds = LogFolds(
          groups: document.groups, lineCount: document.lineCount, errorLines: document.errorLines)
        matches = []
        if let kept, kept < document.lineCount {
          // A refresh keeps the reader where they were.
          jump(to: kept, context)
        } else if let first = document.errorLines.first {
          jump(to: first, context)
        } else {
          moveCursor(to: 0, context)
        }
        return .none
      case .failure(.cancelled):
        _ = log.cancelLoading()
        return .none
      case .failure(let error):
        guard log.fail(error) else { return .none }
        return ScreenUpdate(.none, .raise(error))
      }
    case .pagerWritten(.success(let written)):
      guard isPaging else {
        written.discard()
        return .none
      }
      let pager = context.environment.pager
      return ScreenUpdate(.runInTerminal(id: pagerID) { .pagerClosed(pager.show(written)) })
    case .pagerWritten(.failure(let error)):
      return handle(.pagerClosed(.failed(error)), context)
    case .pagerClosed(let outcome):
      isPaging = false
      guard case .failed(let error) = outcome else { return .none }
      return ScreenUpdate(.none, .status(.pagerFailed(error)))
    case .searched(let tag, let searched, let found):
      guard tag == searchGeneration, searched == query else { return .none }
      matches = found
      guard !found.isEmpty else { return ScreenUpdate(.none, .status(.noMatches(searched))) }
      return ScreenUpdate(.none, step(throughMatches: true, context, including: true))
    }
  }

  // MARK: - Moving

  /// The rows the log has on screen: the body less the status row.
  func bodyHeight(_ context: ScreenContext) -> Int { max(1, context.height - 1) }

  private mutating func moveCursor(to row: Int, _ context: ScreenContext) {
    guard let folds, folds.visibleCount > 0 else {
      (cursor, offset) = (0, 0)
      return
    }
    cursor = min(max(0, row), folds.visibleCount - 1)
    keepInView(context)
  }

  /// Moves the cursor to `line`, unfolding its group, a third of the way down the screen so
  /// what led to it shows above.
  private mutating func jump(to line: Int, _ context: ScreenContext) {
    guard var folds else { return }
    folds.reveal(line: line)
    self.folds = folds
    cursor = folds.row(ofLine: line)
    let height = bodyHeight(context)
    // Never past the end's screenful: a log that fits shows whole.
    offset = max(0, min(cursor - height / 3, folds.visibleCount - height))
    keepInView(context)
  }

  /// Scrolls so the cursor's row is on screen, counting wrapped lines' rows when wrapping.
  private mutating func keepInView(_ context: ScreenContext) {
    let height = bodyHeight(context)
    if cursor < offset { offset = cursor }
    guard let folds, let document else { return }
    let top = max(0, folds.visibleCount - 1)
    offset = min(offset, top)
    if !wraps {
      if cursor >= offset + height { offset = cursor - height + 1 }
      return
    }
    let width = JobLogView.textWidth(self, width: context.body.width)
    // At most a screen of lines is measured: the cursor's line and those above it that fit.
    var used = 0
    var first = cursor
    while first >= offset {
      let rows = JobLogView.rowCount(
        of: folds.line(atRow: first), in: document, width: width, screen: self)
      if used + rows > height, first < cursor { break }
      used += rows
      first -= 1
    }
    offset = max(offset, first + 1)
  }

  /// The match after (or before) the cursor's line, wrapping round; `including` counts the
  /// cursor's own line, as a new search does.
  private mutating func step(
    throughMatches forward: Bool, _ context: ScreenContext, including: Bool = false
  ) -> [ScreenRequest] {
    guard !matches.isEmpty else { return [] }
    let from = (cursorLine ?? 0) - (including && forward ? 1 : 0)
    let line =
      Self.neighbour(of: from, in: matches, forward: forward)
      ?? (forward ? matches[0] : matches[matches.count - 1])
    jump(to: line, context)
    let index = Self.index(of: line, in: matches) + 1
    return [.status(.searchMatches(index, matches.count, query))]
  }

  private mutating func runSearch() -> ScreenUpdate<Event> {
    guard let field = searchField else { return .none }
    searchField = nil
    query = field.text
    matches = []
    searchGeneration += 1
    guard let document, !query.isEmpty else { return .none }
    let (tag, searched) = (searchGeneration, query)
    return ScreenUpdate(
      .run(id: searchID) { effect in
        let found = document.search(searched, limit: Self.matchLimit)
        effect.send(.searched(generation: tag, query: searched, matches: found))
      })
  }

  /// The first of `sorted` after `line` (or the last before it), by binary search.
  static func neighbour(of line: Int, in sorted: [Int], forward: Bool) -> Int? {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if forward ? sorted[middle] <= line : sorted[middle] < line {
        low = middle + 1
      } else {
        high = middle
      }
    }
    if forward { return low < sorted.count ? sorted[low] : nil }
    return low > 0 ? sorted[low - 1] : nil
  }

  /// Where `line` is in `sorted`, which holds it.
  static func index(of line: Int, in sorted: [Int]) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < line { low = middle + 1 } else { high = middle }
    }
    return low
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    JobLogView.draw(self, in: rect, canvas: &canvas, context)
  }
}

extension JobLogScreen.Event: ScreenEvent {
  public var isResponse: Bool {
    switch self {
    case .opened: true
    case .searched, .pagerWritten, .pagerClosed: false
    }
  }
  public var reachability: Reachability? {
    switch self {
    case .opened(_, let result): Reachability(result)
    case .searched, .pagerWritten, .pagerClosed: nil
    }
  }
}
