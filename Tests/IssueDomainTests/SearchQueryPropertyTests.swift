import IssueDomain
import PropertyBased
import Synchronization
import Testing

/// The parser against random text: it never crashes, its canonical text reads back as the same
/// query, and printing is idempotent.
struct SearchQueryPropertyTests {
  static let iterations = 2000
  /// The least share of generated inputs that must parse. Nearly all of both generators' do
  /// today; a change to the generators or the parser that left the properties checking next to
  /// nothing fails here instead of passing.
  static let fragmentsParsing = 0.9
  static let unicodeParsing = 0.9

  /// Pieces that hit the tokenizer's edges: quotes, colons, dashes, operators, every known key,
  /// whitespace of several kinds, combining marks after quotes and colons, wide characters.
  static let fragments = [
    "\"", ":", "-", " ", "  ", "\t", "\n", "\u{3000}", "\u{85}", "\u{301}", "\u{0}", "\u{1B}[31m",
    "is:", "open", "closed", "issue", "pr", "pull-request", "state:", "label:", "-label:", "no:",
    "assignee:", "author:", "mentions:", "repo:", "octo/app", "sort:", "updated-desc",
    "comments-asc", "created", "AND", "OR", "NOT", "and", "@me", "bug", "good first issue",
    "日本語", "🎉", "👩‍👩‍👧", "é", "x", "(", ")", "+", "&", "#", "%20", "milestone:",
    "label", "assignee", "milestone", " no:label ", " repo:octo/app ", " sort:created ",
    " sort:comments-asc ", " ", " ", " ",
  ]

  static let texts = Gen.int(in: 0...(fragments.count - 1)).array(of: 0...24)
    .map { indices in indices.map { fragments[$0] }.joined() }

  /// Any scalars at all, not just the interesting ones.
  /// (Surrogate code points, which aren't scalars, become U+FFFD.)
  static let unicode = Gen.int(in: 0...0x2FFFF).array(of: 0...40)
    .map { values in
      String(String.UnicodeScalarView(values.map { Unicode.Scalar(UInt32($0)) ?? "\u{FFFD}" }))
    }

  /// How many generated inputs a property saw, and how many of them parsed: a property that
  /// only checks what parses must show that enough did, or it could pass having checked nothing.
  final class Tally: Sendable {
    private let seen = Atomic(0)
    private let parsedCount = Atomic(0)

    func count(parsed: Bool) {
      seen.add(1, ordering: .relaxed)
      if parsed { parsedCount.add(1, ordering: .relaxed) }
    }

    /// Fails unless at least `share` of the inputs seen parsed.
    func expectParsed(atLeast share: Double, sourceLocation: SourceLocation = #_sourceLocation) {
      let seen = seen.load(ordering: .relaxed)
      let parsed = parsedCount.load(ordering: .relaxed)
      #expect(seen == SearchQueryPropertyTests.iterations, sourceLocation: sourceLocation)
      #expect(
        Double(parsed) >= share * Double(seen),
        "only \(parsed) of \(seen) generated inputs parsed", sourceLocation: sourceLocation)
    }
  }

  /// Checks the round trip of `text` if it parses; returns whether it did.
  @discardableResult
  static func roundTrips(_ text: String) -> Bool {
    let parsed: SearchQuery
    do throws(SearchQueryError) {
      parsed = try SearchQuery.parse(text)
    } catch {
      return false
    }
    let printed = parsed.description
    do throws(SearchQueryError) {
      let again = try SearchQuery.parse(printed)
      #expect(again == parsed, "\(text.debugDescription) → \(printed.debugDescription)")
      #expect(again.description == printed)
    } catch {
      Testing.Issue.record(
        "\(printed.debugDescription) (from \(text.debugDescription)) failed: \(error)")
    }
    return true
  }

  @Test func fragmentsRoundTrip() async {
    let tally = Tally()
    await propertyCheck(count: Self.iterations, input: Self.texts) { text in
      tally.count(parsed: Self.roundTrips(text))
    }
    tally.expectParsed(atLeast: Self.fragmentsParsing)
  }

  @Test func arbitraryUnicodeRoundTrips() async {
    let tally = Tally()
    await propertyCheck(count: Self.iterations, input: Self.unicode) { text in
      tally.count(parsed: Self.roundTrips(text))
    }
    tally.expectParsed(atLeast: Self.unicodeParsing)
  }

  @Test func rewritesKeepEveryOtherTerm() async {
    let tally = Tally()
    await propertyCheck(count: Self.iterations, input: Self.texts) { text in
      let query = try? SearchQuery.parse(text)
      tally.count(parsed: query != nil)
      guard let query else { return }
      let others = query.terms.filter {
        switch $0 {
        case .state, .sort: false
        default: true
        }
      }
      for rewritten in [query.cyclingSort(), query.cyclingState(), query.withState(.all)] {
        #expect(
          rewritten.terms.filter {
            switch $0 {
            case .state, .sort: false
            default: true
            }
          } == others)
      }
      #expect(query.withState(.closed).stateFilter == .closed)
      #expect(query.cyclingSort().sort == (query.sort ?? SearchSort.unsorted).next)
    }
    tally.expectParsed(atLeast: Self.fragmentsParsing)
  }

  /// The fragments do reach every kind of term, so the round trip covers them all.
  @Test func fragmentsReachEveryKindOfTerm() {
    var rng = Xoshiro(seed: (16, 2026, 11, 24))
    var kinds: Set<String> = []
    for _ in 0..<Self.iterations {
      guard let query = try? SearchQuery.parse(Self.texts.run(using: &rng)) else { continue }
      for term in query.terms {
        kinds.insert(Mirror(reflecting: term).children.first?.label ?? "\(term)")
      }
    }
    #expect(
      kinds == [
        "kind", "state", "label", "missing", "assignee", "author", "mentions", "repository",
        "sort", "booleanOperator", "text", "other",
      ])
  }
}
