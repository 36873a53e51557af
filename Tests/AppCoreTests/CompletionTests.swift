import Foundation
import IssueDomain
import TerminalUI
import Testing

@testable import AppCore

/// Completion's pure parts: what opens a list (`@`, `#`, a qualifier's name or value), how it
/// narrows (fuzzy, best first), what accepting writes, Esc's dismissal, hostile server values,
/// and the list's width and placement.
@Suite struct CompletionTests {
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let other = RepositoryName(owner: "octo", name: "docs")

  static func issue(
    _ number: Int, _ title: String, author: String = "monalisa", assignees: [String] = [],
    labels: [String] = [], in repository: RepositoryName? = CompletionTests.repository
  ) -> IssueDomain.Issue {
    Issue(
      number: number, title: title, state: .open, author: User(login: author),
      labels: labels.map { Label(name: $0) }, commentCount: 0,
      createdAt: Date(timeIntervalSince1970: 0), body: "", url: "https://example.com",
      repository: repository, assignees: assignees.map { User(login: $0) })
  }

  static var sources: CompletionSources {
    var sources = CompletionSources()
    sources.add(
      [
        issue(
          12, "Crash when opening settings", author: "monalisa", assignees: ["hubot"],
          labels: ["bug", "good first issue"]),
        issue(120, "日本語のタイトル", author: "octocat", labels: ["docs"]),
        issue(7, "Elsewhere", author: "mona-bot", in: other),
      ], in: repository)
    return sources
  }

  static func composer(_ text: String) -> Completion? {
    let characters = Array(text)
    return CompletionTrigger.composer(
      characters, cursor: characters.count, repository: repository, sources: sources)
  }

  static func line(_ text: String) -> Completion? {
    CompletionTrigger.searchLine(text, cursor: text.count, sources: sources)
  }

  static func shown(_ completion: Completion?) -> [String] {
    completion?.rows.map { $0.candidate.prefix + $0.candidate.text } ?? []
  }

  // MARK: - The composer

  @Test func anAtOffersEveryLoginAndNarrowsFuzzily() throws {
    #expect(
      Self.shown(Self.composer("Thanks @")) == ["@monalisa", "@hubot", "@octocat", "@mona-bot"])
    let narrowed = try #require(Self.composer("cc @mb"))
    #expect(Self.shown(narrowed) == ["@mona-bot"])
    #expect(narrowed.start == 3)
    #expect(narrowed.selected.insertion == "@mona-bot ")
    // Best first: a match at word starts beats one spread through the word.
    #expect(Self.shown(Self.composer("@oc")).first == "@octocat")
  }

  @Test func anAtOnlyOpensAtTheStartOfAWord() {
    #expect(Self.composer("mail me@mon") == nil)
    #expect(Self.composer("(@mon") != nil)
    #expect(Self.composer("@monalisa, ") == nil, "a comma ends the word")
    #expect(Self.composer("@monalisa,") == nil, "no login has a comma")
    #expect(Self.composer("@zzz") == nil, "nothing matches")
    #expect(Self.composer("@monalisa") == nil, "already a whole login: Enter sends")
  }

  @Test func aHashOffersTheRepositorysIssuesByNumberOrTitle() throws {
    #expect(
      Self.shown(Self.composer("See #")) == ["#12 Crash when opening settings", "#120 日本語のタイトル"])
    #expect(Self.shown(Self.composer("#crash")) == ["#12 Crash when opening settings"])
    let numbered = try #require(Self.composer("#12"))
    #expect(numbered.rows.first?.candidate.insertion == "#12 ")
    #expect(Self.composer("#7") == nil, "issue 7 is another repository's")
    #expect(Self.composer("https://x.test/a#12") == nil)
  }

  // MARK: - The query line

  @Test func aQualifiersNameCompletesFromItsFirstLetter() throws {
    let label = try #require(Self.line("is:open la"))
    #expect(Self.shown(label).first == "label:")
    #expect(label.start == 8)
    #expect(label.selected.insertion == "label:")
    #expect(Self.shown(Self.line("-la")).first == "label:")
    #expect(Self.line("-la")?.selected.insertion == "-label:")
    #expect(Self.line("crash") == nil, "a search word opens nothing")
    #expect(Self.line("La") == nil, "qualifiers are lower case: a capital is a search word")
    #expect(Self.line("") == nil)
    #expect(Self.line("is:open ") == nil)
  }

  @Test func aQualifiersValuesCompleteWhereTheyAreKnown() throws {
    #expect(Self.shown(Self.line("is:")).prefix(4) == ["open", "closed", "issue", "pr"])
    #expect(Self.shown(Self.line("is:me")) == ["merged", "unmerged"])
    #expect(Self.shown(Self.line("label:")) == ["bug", "good first issue", "docs"])
    #expect(Self.line("-label:bu")?.selected.insertion == "-label:bug ")
    #expect(Self.line("label:go")?.selected.insertion == "label:\"good first issue\" ")
    #expect(Self.line("label:\"good f")?.selected.insertion == "label:\"good first issue\" ")
    #expect(Self.shown(Self.line("author:")).first == "@me")
    #expect(Self.shown(Self.line("assignee:hu")) == ["hubot"])
    #expect(Self.shown(Self.line("repo:")) == ["octo/app", "octo/docs"])
    #expect(Self.line("milestone:") == nil, "no known values")
    #expect(Self.line("nonsense:") == nil)
    #expect(Self.line("is:open") == nil, "already whole")
  }

  // MARK: - Hostile values

  @Test func loginsThatGitHubCouldNotHaveIssuedAreNotOffered() {
    var sources = CompletionSources()
    for login in [
      "evil\u{1B}]0;PWNED\u{07}", "dependabot[bot]", String(repeating: "a", count: 40), "", "ok-1",
      "a b", "ｍｏｎａ",
    ] {
      sources.add(login: login)
    }
    #expect(sources.logins == ["ok-1"])
  }

  @Test func labelsAndTitlesAreMadeInertOneLineAndBounded() throws {
    var sources = CompletionSources()
    sources.add(label: "bug\u{1B}[2J\nnow")
    sources.add(label: "say \"hi\"")
    sources.add(label: "   ")
    sources.add(label: String(repeating: "長", count: 1_000))
    sources.add(Self.issue(1, "\u{1B}]52;c;AAAA\u{07}title\u{202E}cod.exe"), in: nil)
    #expect(sources.labels.count == 2)
    #expect(sources.labels[0] == "bug␛[2J now")
    #expect(sources.labels[1].count == CompletionSources.textLength)
    let title = try #require(sources.issues.first?.title)
    #expect(!title.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
  }

  @Test func everyKindIsBoundedWhateverTheServerSends() {
    var sources = CompletionSources()
    let many = (1...2_000).map {
      Self.issue(
        $0, "t\($0)", author: "u\($0)", labels: ["l\($0)"],
        in: RepositoryName(owner: "o", name: "r\($0)"))
    }
    sources.add(many, in: nil)
    #expect(sources.logins.count <= CompletionSources.limit)
    #expect(sources.labels.count <= CompletionSources.limit)
    #expect(sources.issues.count <= CompletionSources.limit)
    #expect(sources.repositories.count <= CompletionSources.limit)
    // A list of thousands of matches keeps the first `rowLimit`.
    let characters = Array("@u")
    let completion = CompletionTrigger.composer(
      characters, cursor: 2, repository: Self.repository, sources: sources)
    #expect(completion?.rows.count == Completion.rowLimit)
  }

  // MARK: - Choosing and Esc

  @Test func theSelectionWrapsAndEscKeepsThatWordsListClosed() throws {
    var slot = CompletionSlot()
    slot.update(Self.composer("@"))
    #expect(slot.open?.selection == 0)
    slot.move(by: -1)
    #expect(slot.open?.selection == 3, "up from the first is the last")
    slot.move(by: 1)
    #expect(slot.open?.selection == 0)
    slot.dismiss()
    #expect(slot.open == nil)
    slot.update(Self.composer("@m"))
    #expect(slot.open == nil, "the same word, still closed")
    slot.update(Self.composer("@m @"))
    #expect(slot.open != nil, "another word opens again")
  }

  // MARK: - The list as drawn

  @Test func theListIsAtMostFortyColumnsAndCutsWideTextByWidth() throws {
    var sources = CompletionSources()
    sources.add(label: "とても長い日本語のラベルの名前で四十桁を超えるもの🎉🎉")
    sources.add(label: "bug")
    let completion = try #require(
      CompletionTrigger.searchLine("label:", cursor: 6, sources: sources))
    var canvas = Canvas(size: Size(width: 80, height: 12))
    let area = Rect(x: 0, y: 0, width: 80, height: 12)
    CompletionView.draw(
      completion, cursor: Point(x: 8, y: 0), in: area, canvas: &canvas, theme: .standard)
    let frame = try #require(CompletionView.frame(completion, cursor: Point(x: 8, y: 0), in: area))
    #expect(frame.width == CompletionView.maximumWidth)
    #expect(frame.y == 1, "below the line")
    let row = canvas.text(ofRow: 2)
    #expect(row.contains("とても長い"))
    #expect(row.contains("…"))
    #expect(canvas.cursor == Point(x: frame.x + 1, y: 2), "on the selected row")
    // A narrow area: the list fits it.
    let narrow = try #require(
      CompletionView.frame(
        completion, cursor: Point(x: 30, y: 10), in: Rect(x: 0, y: 0, width: 20, height: 12)))
    #expect(narrow.maxX <= 20 && narrow.width == 20)
    #expect(narrow.maxY <= 10, "above the cursor's row when there is no room below")
  }
}
