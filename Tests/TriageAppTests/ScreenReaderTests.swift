import IssueDomain
import ListSupport
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import IssueData
@testable import IssueListFeature
@testable import TriageApp

/// Screen-reader mode: the terminal's cursor follows focus, and nothing on screen is a frame, a
/// spinner or a glyph whose meaning is only its shape.
struct ScreenReaderTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  static func program(_ language: Language = .english, on: Bool = true) -> TriageProgram {
    TriageProgram(
      environment: Fixtures.environment(language: language),
      theme: Theme.standard.readingAloud(on),
      sections: SectionsConfiguration(sections: [.repositories("Repositories")]) ?? .defaults)
  }

  /// Where focus is after a key, said without asking the views where they put the cursor.
  enum Focus: CustomStringConvertible {
    /// A selected row, a field's cursor or an alert's button: drawn in reverse video.
    case highlighted
    /// A page with nothing to select, read from the top of its body.
    case pageTop
    /// An overlay read from its title.
    case title(String)

    var description: String {
      switch self {
      case .highlighted: "highlighted"
      case .pageTop: "page top"
      case .title(let text): "title \(text)"
      }
    }
  }

  static let session: [(keys: [Key], focus: Focus)] = [
    ([], .highlighted),
    ([.character("j")], .highlighted),
    ([.character("j")], .highlighted),
    ([.character("k")], .highlighted),
    ([.character("/")], .highlighted),
    ([.character("b")], .highlighted),
    ([.character("u")], .highlighted),
    ([.left], .highlighted),
    ([.escape], .highlighted),
    // A completion list: its selected row has the cursor, and the line again once it closes.
    ([.character("/")], .highlighted),
    ([.character("l")], .highlighted),
    ([.down], .highlighted),
    ([.tab], .highlighted),
    ([.escape], .highlighted),
    ([.escape], .highlighted),
    ([.character("?")], .title("Keys:")),
    ([.escape], .highlighted),
    ([.character(":")], .highlighted),
    ([.character("d")], .highlighted),
    ([.escape], .highlighted),
    ([.enter], .pageTop),
    ([.escape], .highlighted),
    (Fixtures.signOut, .highlighted),
    ([.tab], .highlighted),
    ([.tab], .highlighted),
    ([.escape], .highlighted),
  ]

  @Test(arguments: sizes)
  func theCursorIsOnTheFocusedRowOrFieldAfterEveryKey(size: Size) {
    let program = Self.program()
    let store = TestStore(
      program: program, initialState: Fixtures.loadedState(size: size, program: program))
    store.exhaustivity = .off
    for (step, (keys, focus)) in Self.session.enumerated() {
      // Unchecked: each key's change is its screen's tests'; this session checks the cursor.
      store.reduce(keys: keys)
      let canvas = program.view(store.state, in: size)
      guard let cursor = canvas.cursor else {
        Issue.record("step \(step) \(keys): no cursor")
        continue
      }
      #expect(canvas.bounds.contains(cursor), "step \(step) \(keys): \(cursor) off screen")
      switch focus {
      case .highlighted:
        #expect(
          canvas[cursor.x, cursor.y].style.attributes.contains(.reverse),
          "step \(step) \(keys): \(cursor) is not on the focused row or field\n\(canvas.lines.joined(separator: "\n"))"
        )
      case .pageTop:
        #expect(cursor == Point(x: 0, y: 1), "step \(step) \(keys): \(cursor)")
      case .title(let title):
        #expect(
          Self.text(of: canvas, from: cursor).hasPrefix(title),
          "step \(step) \(keys): \(cursor) not on “\(title)”")
      }
    }
  }

  /// `canvasText` with where the cursor is, which is what the mode is read by.
  static var textWithCursor: Snapshotting<Canvas, String> {
    Snapshotting<String, String>.lines.pullback { canvas in
      let cursor = canvas.cursor.map { "\($0.x),\($0.y)" } ?? "none"
      return canvas.textDump + "--- cursor ---\n\(cursor)\n"
    }
  }

  /// The row's text from the cursor on.
  static func text(of canvas: Canvas, from point: Point) -> String {
    var text = ""
    for x in point.x..<canvas.size.width where !canvas[x, point.y].isContinuation {
      text.append(canvas[x, point.y].character)
    }
    return text
  }

  @Test func withoutTheModeTheCursorStaysHidden() {
    let size = Size(width: 80, height: 24)
    let program = Self.program(on: false)
    let canvas = program.view(Fixtures.loadedState(size: size, program: program), in: size)
    #expect(canvas.cursor == nil)
  }

  @Test func theFlagOrTheVariableTurnsItOn() {
    #expect(ScreenReaderMode.isOn(flag: true, environment: [:]))
    #expect(ScreenReaderMode.isOn(flag: false, environment: ["TRIAGE_SCREEN_READER": "1"]))
    #expect(ScreenReaderMode.isOn(flag: false, environment: ["TRIAGE_SCREEN_READER": "Yes"]))
    #expect(!ScreenReaderMode.isOn(flag: false, environment: ["TRIAGE_SCREEN_READER": "0"]))
    #expect(!ScreenReaderMode.isOn(flag: false, environment: ["TRIAGE_SCREEN_READER": ""]))
    #expect(!ScreenReaderMode.isOn(flag: false, environment: [:]))
  }

  /// No frame, spinner or glyph-only mark is left on any screen of the mode.
  @Test(arguments: [Language.english, .japanese])
  func noDrawnGlyphsAreLeft(language: Language) {
    let program = Self.program(language)
    for size in Self.sizes {
      for shot in EveryScreenSnapshotTests.Shot.allCases {
        let state = EveryScreenSnapshotTests.state(shot, size: size, program: program)
        let text = program.view(state, in: size).lines.joined(separator: "\n")
        for glyph in ["┌", "─", "│", "┘", "⎇", "✓", "✗"] + Spinner.frames.map(String.init) {
          #expect(!text.contains(glyph), "\(shot) \(size): \(glyph)")
        }
      }
    }
  }

  @Test func aPullRequestRowSaysWhatItIs() {
    let theme = Theme.standard.readingAloud(true)
    for issue in Fixtures.catalog.issues(of: .busy) {
      let marker = IssueListView.marker(issue, theme: theme).text
      if let state = issue.pullRequestState {
        #expect(marker == theme.words(.pullRequestMarker(state)) + " ")
        #expect(marker.hasPrefix("PR "))
      } else {
        #expect(marker == (issue.state == .closed ? "closed " : ""))
      }
    }
  }

  /// An inbox row says "unread" in words before its repository, where the dot was.
  @Test(arguments: [Language.english, .japanese])
  func anUnreadThreadSaysSo(language: Language) async throws {
    let theme = Theme.standard.readingAloud(true).speaking(language)
    let threads = try await InboxScreenTests.threads().items
    let unread = try #require(threads.first { $0.isUnread && !$0.isUnsubscribed })
    var canvas = Canvas(size: Size(width: 80, height: 1))
    InboxListView.drawRow(
      unread, now: referenceDate, in: canvas.bounds, canvas: &canvas, theme: theme)
    let word = theme.words(.unreadMarker)
    #expect(canvas.text(ofRow: 0).contains(word + " " + unread.repository.description))
    #expect(!canvas.text(ofRow: 0).contains("•"))
  }

  /// The list, an issue's page, an alert and the help, in the mode, at three sizes and in
  /// English and Japanese.
  @Test(
    arguments: [
      EveryScreenSnapshotTests.Shot.issues, .issue, .signOutConfirm, .help,
    ], [Language.english, .japanese])
  func snapshots(shot: EveryScreenSnapshotTests.Shot, language: Language) {
    let program = Self.program(language)
    for size in Self.sizes {
      let canvas = program.view(
        EveryScreenSnapshotTests.state(shot, size: size, program: program), in: size)
      assertSnapshot(
        of: canvas, as: Self.textWithCursor,
        named: "\(shot)-\(language)-\(size.width)x\(size.height)")
    }
  }
}
