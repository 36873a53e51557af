import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// `/` on Repositories: a filter line; Enter loads the list again narrowed to the repositories
/// whose name or description holds the text, Esc leaves it as it was, and an empty line gives
/// every repository back. Over the demo backend, answers at once.
struct RepositoryFilterTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  static func started(
    size: Size = Size(width: 80, height: 24), language: Language = .english
  ) async -> TestStore<TriageProgram> {
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(Fixtures.repository(latency: .zero), language: language))
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)  // a fixture: the terminal's size
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    return store
  }

  static func names(_ store: TestStore<TriageProgram>) -> [String] {
    store.state.top.screen.as(RepositoriesScreen.self)?.store.items.map(\.fullName) ?? []
  }

  static func filter(_ text: String, _ store: TestStore<TriageProgram>) async {
    await store.press(.character("/"))
    await store.type(text)
    await store.press(.enter)
  }

  @Test func enterNarrowsEscKeepsAndEmptyGivesEverythingBack() async {
    let store = await Self.started()
    let all = Self.names(store)
    #expect(all.count > 3)
    await Self.filter("FLAK", store)
    #expect(Self.names(store) == ["demo/flaky"], "by name, ignoring case")
    await store.press(.character("/"))
    await store.type("zzz")
    await store.press(.escape)
    #expect(Self.names(store) == ["demo/flaky"], "Esc leaves the filter as it was")
    await store.press(.character("/"))
    for _ in 0..<4 { await store.press(.backspace) }
    await store.press(.enter)
    #expect(Self.names(store) == all)
  }

  @Test func aFilterThatMatchesNothingSaysSo() async {
    let store = await Self.started()
    await Self.filter("no-such-repository", store)
    #expect(Self.names(store).isEmpty)
    #expect(
      store.view(in: Size(width: 80, height: 24)).textDump.contains(
        "No repositories match “no-such-repository”"))
  }

  @Test func theFilterMatchesDescriptionsToo() {
    let repository = Repository(
      name: RepositoryName(owner: "o", name: "n"), summary: "Ｗｉｄｅ letters",
      openIssueCount: 1, updatedAt: referenceDate)
    #expect(RepositoryFilter(text: "wide").admits(repository))
    #expect(!RepositoryFilter(text: "narrow").admits(repository))
    #expect(RepositoryFilter(text: "").admits(repository))
  }

  /// What the filter admits: a description `text` and a filter line `query`. Full-width
  /// Latin and half-width katakana fold to their usual forms, case folds fully (`ß` is `ss`,
  /// but dotless `ı` stays itself), and whitespace is taken as typed: no trimming, and no
  /// space stands for another.
  static let admitted: [(text: String, query: String, admits: Bool)] = [
    // width
    ("abc", "ＡＢＣ", true), ("ＡＢＣ", "abc", true), ("ａｂｃ", "ABC", true),
    ("Ｗｉｄｅ letters", "WIDE L", true), ("release ２０２６", "2026", true),
    ("ｶﾀｶﾅ", "カタカナ", true), ("カタカナ", "ｶﾀｶﾅ", true), ("ｰ", "ー", true),
    ("price ￥", "¥", true), ("カタカナ", "かたかな", false),
    // case
    ("FLAKY", "flak", true), ("Ärger", "äRGER", true), ("straße", "STRASSE", true),
    ("STRASSE", "straße", true), ("ﬁle", "FILE", true), ("ΣΑΣ", "σας", true),
    ("İstanbul", "istanbul", false), ("ı", "i", false), ("i", "I", true),
    ("café", "cafe", false), ("cafe\u{301}", "café", true),
    // whitespace
    ("a b", "a b", true), ("a b", "a  b", false), ("a b", "a\u{3000}b", false),
    ("a\u{3000}b", "a b", false), ("a\tb", "a b", false), ("a\u{A0}b", "a b", false),
    ("ab", " ab", false), ("x ab", " ab", true), ("ab", "ab ", false), ("a b", " ", true),
    ("ab", " ", false),
  ]

  @Test(arguments: admitted)
  func theFilterFoldsWidthAndCaseAndTakesWhitespaceAsTyped(
    _ example: (text: String, query: String, admits: Bool)
  ) {
    let repository = Repository(
      name: RepositoryName(owner: "o", name: "n"), summary: example.text, openIssueCount: 1,
      updatedAt: referenceDate)
    #expect(RepositoryFilter(text: example.query).admits(repository) == example.admits)
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func snapshots(language: Language, size: Size) async {
    let store = await Self.started(size: size, language: language)
    await store.press(.character("/"))
    let name = "\(language)-\(size.width)x\(size.height)"
    assertSnapshot(of: store.view(in: size), as: .canvasText, named: "line-\(name)")
    await store.type("busy")
    await store.press(.enter)
    assertSnapshot(of: store.view(in: size), as: .canvasText, named: "applied-\(name)")
  }
}
