import AppCore
import IssueDomain
import TerminalUI

/// The diff's file list (`F`): every loaded file, narrowed by what is typed (a fuzzy match on
/// the path, best first), one of them selected; Enter puts it at the top of the diff. Kept on
/// the pull request page, as the inbox keeps its filter line, because it only moves the page.
public struct DiffFileJump: Hashable, Sendable {
  /// A file shown: its index in the diff, and how the filter matched its path.
  public struct Row: Hashable, Sendable {
    public var file: Int
    public var match: FuzzyMatch
  }

  public private(set) var filter = TextField(maximumLength: FuzzyFilter.queryLimit)
  public private(set) var rows: [Row] = []
  public private(set) var selection = 0
  /// The first row on screen.
  public private(set) var top = 0

  /// The list over `files`, with the file at the diff's top selected.
  public init(_ files: [PullRequestFile], current: Int) {
    refilter(files)
    selection = min(max(0, current), max(0, rows.count - 1))
  }

  /// The file Enter goes to.
  public var selectedFile: Int? { rows.indices.contains(selection) ? rows[selection].file : nil }

  /// Typing: the filter changes and the best match is selected. Returns whether it changed.
  public mutating func type(_ key: Key, _ files: [PullRequestFile]) -> Bool {
    let before = filter.text
    _ = filter.handle(key)
    guard filter.text != before else { return false }
    refilter(files)
    selection = 0
    top = 0
    return true
  }

  public mutating func paste(_ text: String, _ files: [PullRequestFile]) {
    filter.paste(text)
    refilter(files)
    selection = 0
    top = 0
  }

  /// The files changed (another page came): the rows follow, the same file stays selected.
  public mutating func refilter(_ files: [PullRequestFile]) {
    let selected = selectedFile
    rows = FuzzyFilter.filter(files, query: filter.text) { Self.path($0) }.map {
      Row(file: $0.index, match: $0.match)
    }
    selection = selected.flatMap { file in rows.firstIndex { $0.file == file } } ?? selection
    selection = min(selection, max(0, rows.count - 1))
  }

  /// Moves the selection by `delta` rows, keeping it within `height` rows on screen.
  public mutating func move(by delta: Int, height: Int) {
    guard !rows.isEmpty else { return }
    selection = min(max(0, selection.addingReportingOverflow(delta).partialValue), rows.count - 1)
    keepInView(height: height)
  }

  public mutating func keepInView(height: Int) {
    let height = max(1, height)
    if selection < top { top = selection }
    if selection >= top + height { top = selection - height + 1 }
    top = min(top, max(0, rows.count - height))
  }

  /// What the filter matches: the path, and the old one of a rename.
  public static func path(_ file: PullRequestFile) -> String {
    file.previousFilename.map { "\(file.filename) ← \($0)" } ?? file.filename
  }
}
