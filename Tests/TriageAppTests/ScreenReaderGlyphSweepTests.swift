import Foundation
import IssueDomain
import Localization
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import Destinations
@testable import InboxFeature
@testable import IssueData
@testable import IssueFeature
@testable import IssueListFeature
@testable import ListSupport
@testable import MarkdownView
@testable import PullRequestFeature
@testable import SharedWrites
@testable import TriageApp

/// Screen-reader mode, swept: on every screen and overlay the tests can reach, at three sizes
/// and in both languages, no character is left that a reader would name by its shape. Found by
/// class, not by a list of the glyphs the views are known to draw, so a new one is caught.
@Suite struct ScreenReaderGlyphSweepTests {
  /// Whether a reader would speak `character` as a shape's name: an arrow, a box or block, a
  /// geometric or technical mark, a check mark, a math sign, or the punctuation used as a mark
  /// (`·`, `‹ › « »`). Letters, digits and marks of any script, emoji (their names are words),
  /// and punctuation that reads as punctuation (`…`, quotes, dashes, CJK punctuation) pass.
  static func isGlyph(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, !scalar.isASCII else { return false }
    if ["·", "‹", "›", "«", "»"].contains(character) { return true }
    if character.unicodeScalars.contains(where: \.properties.isEmojiPresentation) { return false }
    if scalar.value >= 0x1F000 { return false }
    switch scalar.properties.generalCategory {
    case .mathSymbol, .otherSymbol: return true
    default: return false
    }
  }

  /// The glyphs on `canvas`, each with the first row it is on.
  static func glyphs(on canvas: Canvas) -> [String] {
    var found: [Character: Int] = [:]
    for (row, line) in canvas.lines.enumerated() {
      for character in line where isGlyph(character) && found[character] == nil {
        found[character] = row
      }
    }
    return found.sorted { $0.value < $1.value }.map { "\($0.key) on row \($0.value)" }
  }

  static func screens(_ language: Language, size: Size) async throws -> [(String, Canvas)] {
    var shots: [(String, Canvas)] = []
    let program = ScreenReaderTests.program(language)
    for shot in EveryScreenSnapshotTests.Shot.allCases {
      let state = EveryScreenSnapshotTests.state(shot, size: size, program: program)
      shots.append(("\(shot)", program.view(state, in: size)))
    }
    let home = TriageProgram(
      environment: Fixtures.environment(language: language),
      theme: Theme.standard.readingAloud(true))
    var state = HomeScreenTests.loadedHome(size: size, program: home)
    shots.append(("home", home.view(state, in: size)))
    // Fixtures from here on: each screen reached is swept, what a key changes is its tests'.
    home.press(.character("3"), on: &state)
    shots.append(("home, third tab", home.view(state, in: size)))
    var inbox = InboxScreenTests.loaded(
      size: size, program: program, page: try await InboxScreenTests.threads())
    shots.append(("inbox", program.view(inbox, in: size)))
    program.press(.character("t"), on: &inbox)
    shots.append(("inbox narrowed", program.view(inbox, in: size)))
    program.press(.character("?"), on: &inbox)
    shots.append(("inbox help", program.view(inbox, in: size)))
    var pull = PullRequestScreenTests.opened(133, size: size, program: program)
    for part in PullRequestPart.allCases {
      program.press(.character(Character("\(part.rawValue)")), on: &pull)
      shots.append(("pull request \(part)", program.view(pull, in: size)))
    }
    program.press(.character("2"), .character("F"), on: &pull)
    shots.append(("pull request files list", program.view(pull, in: size)))
    program.press(.escape, .character("?"), on: &pull)
    shots.append(("pull request help", program.view(pull, in: size)))
    return shots
  }

  @Test(arguments: [Language.english, .japanese], ScreenReaderTests.sizes)
  func noScreenHasAGlyphLeft(language: Language, size: Size) async throws {
    for (name, canvas) in try await Self.screens(language, size: size) {
      let glyphs = Self.glyphs(on: canvas)
      #expect(
        glyphs.isEmpty,
        "\(name) \(size): \(glyphs.joined(separator: ", "))\n\(canvas.lines.joined(separator: "\n"))"
      )
    }
  }

  /// The sweep itself can fail: outside the mode the same screens have their glyphs.
  @Test func theSweepFindsTheGlyphsOutsideTheMode() {
    let size = Size(width: 80, height: 24)
    let program = ScreenReaderTests.program(.english, on: false)
    let state = EveryScreenSnapshotTests.state(.issue, size: size, program: program)
    let glyphs = Self.glyphs(on: program.view(state, in: size))
    #expect(glyphs.contains { $0.hasPrefix("›") }, "\(glyphs)")
    #expect(glyphs.contains { $0.hasPrefix("↑") }, "\(glyphs)")
    #expect(glyphs.contains { $0.hasPrefix("·") }, "\(glyphs)")
  }

  @Test func keyNamesAreWordsInTheModeOnly() {
    let spoken = Theme.standard.readingAloud(true)
    #expect(spoken.keyNames("↑↓ PgDn scroll") == "Up/Down PgDn scroll")
    #expect(spoken.keyNames("Esc ← h Bksp") == "Esc Left h Bksp")
    #expect(spoken.speaking(.japanese).keyNames("↑↓ 移動") == "上/下 移動")
    #expect(Theme.standard.keyNames("↑↓ move") == "↑↓ move")
  }

  /// The help's scroll hint at 40 columns, longer with the arrows' names: whole parts only.
  @Test(arguments: [Language.english, .japanese])
  func theHelpHintLeavesOutWholePartsAtFortyColumns(language: Language) {
    let size = Size(width: 40, height: 12)
    let program = ScreenReaderTests.program(language)
    let state = EveryScreenSnapshotTests.state(.help, size: size, program: program)
    let hint = program.view(state, in: size).lines[size.height - 2]
    #expect(!hint.contains("…"), "\(hint)")
    #expect(hint.contains(language == .english ? "Up/Down PgDn scroll" : "上/下 スクロール"))
  }

  /// The files list's rename reads `new from old`, its matched letters still on theirs.
  @Test func aRenameInTheFilesListIsAWordWithItsMatchKept() throws {
    let file = try #require(DemoPullRequests.files(133).first { $0.previousFilename != nil })
    let path = DiffFileJump.path(file)
    let match = try #require(FuzzyFilter.match("user.swift", in: path))
    let arrow = try #require(Array(path).firstIndex(of: "←"))
    #expect(match.positions.contains { $0 > arrow }, "a letter matched after the arrow")
    let theme = Theme.standard.readingAloud(true)
    let (spoken, moved) = DiffFileJumpView.spokenPath(file, match: match, theme)
    #expect(spoken == path.replacingOccurrences(of: "←", with: "from"))
    let letters = { (text: String, match: FuzzyMatch?) in
      (match?.positions ?? []).map { String(Array(text)[$0]) }.joined()
    }
    #expect(letters(spoken, moved).lowercased() == "user.swift")
    #expect(letters(path, match) == letters(spoken, moved))
    #expect(DiffFileJumpView.spokenPath(file, match: match, .standard).0 == path)
  }
}
