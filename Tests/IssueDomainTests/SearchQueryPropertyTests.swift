import IssueDomain
import PropertyBased
import Testing

/// The parser against random text: it never crashes, its canonical text reads back as the same
/// query, and printing is idempotent.
struct SearchQueryPropertyTests {
  static let iterations = 2000

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

  static func roundTrips(_ text: String) {
    let parsed: SearchQuery
    do throws(SearchQueryError) {
      parsed = try SearchQuery.parse(text)
    } catch {
      return
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
  }

  @Test func fragmentsRoundTrip() async {
    await propertyCheck(count: Self.iterations, input: Self.texts) { text in
      Self.roundTrips(text)
    }
  }

  @Test func arbitraryUnicodeRoundTrips() async {
    await propertyCheck(count: Self.iterations, input: Self.unicode) { text in
      Self.roundTrips(text)
    }
  }

  @Test func rewritesKeepEveryOtherTerm() async {
    await propertyCheck(count: Self.iterations, input: Self.texts) { text in
      guard let query = try? SearchQuery.parse(text) else { return }
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
      #expect(query.cyclingSort().sort == (query.sort?.next ?? SearchSort.cycle[0]))
    }
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
