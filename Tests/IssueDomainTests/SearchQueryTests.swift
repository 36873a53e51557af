import Foundation
import IssueDomain
import Testing

/// The query language: what parses into what, the canonical text, the rewriting keys and
/// GitHub's limits.
struct SearchQueryTests {
  static func parse(_ text: String) throws -> SearchQuery {
    do throws(SearchQueryError) {
      return try SearchQuery.parse(text)
    } catch {
      throw error
    }
  }

  static func error(_ text: String) -> SearchQueryError? {
    do throws(SearchQueryError) {
      _ = try SearchQuery.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func theIssuesExampleParsesIntoTypedTermsAndPrintsAsTyped() throws {
    let text = "is:open label:bug no:assignee author:@me sort:updated-desc crash"
    let query = try Self.parse(text)
    #expect(
      query.terms == [
        .state(.open), .label("bug", excluded: false), .missing(.assignee), .author("@me"),
        .sort(SearchSort(.updated, .descending)), .text("crash"),
      ])
    #expect(query.description == text)
  }

  @Test(arguments: [
    ("state:closed", "is:closed"),
    ("is:pull-request", "is:pr"),
    ("IS:Open  Label:\"good first issue\"", "is:open label:\"good first issue\""),
    ("-label:wontfix no:LABEL no:milestone", "-label:wontfix no:label no:milestone"),
    ("sort:comments", "sort:comments-desc"),
    ("sort:created-asc repo:octo/app", "sort:created-asc repo:octo/app"),
    ("assignee:hubot mentions:monalisa", "assignee:hubot mentions:monalisa"),
    ("\"two words\" \"is:open\" \"AND\"", "\"two words\" \"is:open\" \"AND\""),
    ("label:\"unterminated quote", "label:\"unterminated quote\""),
    ("bug AND ui", "bug AND ui"),
  ])
  func spellingsBecomeCanonical(input: String, canonical: String) throws {
    let query = try Self.parse(input)
    #expect(query.description == canonical)
    #expect(try Self.parse(canonical) == query)
  }

  @Test func unknownQualifiersAndUnreadableValuesAreKeptVerbatim() throws {
    let query = try Self.parse(
      "milestone:\"v1 beta\" -author:bot is:merged repo:not-a-name sort:best no:project")
    #expect(
      query.terms == [
        .other(SearchQualifier(key: "milestone", value: "v1 beta")),
        .other(SearchQualifier(key: "author", value: "bot", isNegated: true)),
        .other(SearchQualifier(key: "is", value: "merged")),
        .other(SearchQualifier(key: "repo", value: "not-a-name")),
        .other(SearchQualifier(key: "sort", value: "best")),
        .other(SearchQualifier(key: "no", value: "project")),
      ])
    #expect(
      query.description
        == "milestone:\"v1 beta\" -author:bot is:merged repo:not-a-name sort:best no:project")
  }

  @Test func quotesMakeTextOfWhatWouldBeAQualifierOrOperator() throws {
    let query = try Self.parse("\"label:bug\" \"OR\" OR")
    #expect(query.terms == [.text("label:bug"), .text("OR"), .booleanOperator(.or)])
  }

  // MARK: - Limits

  @Test func aQueryOf256CharactersIsAcceptedAnd257IsTooLong() throws {
    // `is:issue ` is added to what is sent, so the words may be 256 − 9 characters.
    let fits = "is:issue " + String(repeating: "a", count: 247)
    #expect(fits.count == 256)
    _ = try Self.parse(fits)
    #expect(Self.error(fits + "a") == .tooLong(length: 257, limit: 256))
  }

  @Test func theAddedIsIssueCountsTowardTheLimit() {
    let words = String(repeating: "a", count: 250)
    #expect(Self.error(words) == .tooLong(length: 259, limit: 256))
  }

  @Test func fiveOperatorsAreAcceptedAndSixAreNot() throws {
    _ = try Self.parse("a AND b OR c AND d NOT e AND f")
    #expect(
      Self.error("a AND b OR c AND d NOT e AND f OR g") == .tooManyOperators(count: 6, limit: 5))
  }

  @Test func aHugePasteIsRefusedWithoutBeingRead() {
    let huge = String(repeating: "label:bug ", count: 10_000)
    #expect(Self.error(huge) == .tooLong(length: huge.count, limit: 256))
  }

  @Test func aRewriteOverTheLimitFailsValidation() throws {
    let query = try Self.parse("is:issue " + String(repeating: "a", count: 247))
    let sorted = query.withSort(SearchSort(.comments, .ascending))
    #expect(throws: SearchQueryError.self) { try sorted.validate() }
  }

  // MARK: - What is sent

  @Test func searchTextAddsIsIssueAndMovesSortToParameters() throws {
    #expect(try Self.parse("label:bug sort:updated-asc").searchText == "is:issue label:bug")
    #expect(try Self.parse("is:pr label:bug").searchText == "is:pr label:bug")
    #expect(try Self.parse("").searchText == "is:issue")
  }

  /// What a list shows is what is sent: the kind stated when the query names none, the text
  /// otherwise unchanged, and `sort:` the only difference from `searchText`.
  @Test(arguments: ["label:bug no:assignee", "repo:o/r is:open sort:created-asc", "assignee:@me"])
  func theQueryShownStatesTheKindItIsSentWith(text: String) throws {
    let shown = try Self.parse(text).statingItsKind
    #expect(shown.description == "is:issue " + text)
    #expect(shown.kind == .issue)
    let withoutSort = shown.terms.filter { if case .sort = $0 { false } else { true } }
    #expect(SearchQuery(terms: withoutSort).description == shown.searchText)
  }

  @Test func aQueryThatNamesItsKindIsShownAsTyped() throws {
    for text in ["is:pr label:bug", "label:bug is:issue"] {
      #expect(try Self.parse(text).statingItsKind.description == text)
    }
  }

  /// An issue just filed is first in a list whose every term it meets, newest first.
  @Test func aFiledIssueIsListedFirstOnlyWhereEveryTermAdmitsIt() throws {
    let repository = RepositoryName(owner: "o", name: "r")
    let issue = Issue(
      number: 9, title: "New", state: .open, author: User(login: "me"),
      labels: [Label(name: "bug")], commentCount: 0, createdAt: .distantPast, body: "", url: "")
    for text in [
      "is:issue repo:o/r is:open", "repo:o/r label:bug author:@me", "repo:o/r no:assignee",
      "repo:o/r -label:docs sort:updated-desc",
    ] {
      #expect(try Self.parse(text).listsFirst(newIssue: issue, in: repository), "\(text)")
    }
    for text in [
      "is:pr repo:o/r", "repo:o/r is:closed", "repo:o/other", "label:bug", "repo:o/r crash",
      "repo:o/r label:docs", "repo:o/r assignee:@me", "repo:o/r sort:created-asc",
      "repo:o/r no:label", "repo:o/r author:someone",
    ] {
      #expect(try !Self.parse(text).listsFirst(newIssue: issue, in: repository), "\(text)")
    }
  }

  // MARK: - Keys

  @Test func sortCyclesEachFieldDescendingThenAscending() throws {
    var query = try Self.parse("label:bug sort:updated-desc")
    var seen: [String] = []
    for _ in 0..<6 {
      query = query.cyclingSort()
      seen.append(query.description)
    }
    #expect(
      seen == [
        "label:bug sort:updated-asc", "label:bug sort:created-desc",
        "label:bug sort:created-asc", "label:bug sort:comments-desc",
        "label:bug sort:comments-asc", "label:bug sort:updated-desc",
      ])
  }

  /// Without `sort:` the rows are newest first, so the first `S` reverses them: it never asks
  /// for an order that can come back the same.
  @Test func theFirstSortFromNoneReversesTheNewestFirstOrder() throws {
    let query = try Self.parse("repo:demo/busy is:open")
    #expect(query.cyclingSort().description == "repo:demo/busy is:open sort:created-asc")
    #expect(query.repositoryListing?.sort == SearchSort.unsorted)
  }

  /// The last `sort:` is the one in effect; all go, and the next takes the first one's place.
  @Test func sortIsReplacedWhereItWas() throws {
    let query = try Self.parse("sort:created-asc label:bug sort:updated-desc")
    #expect(query.cyclingSort().description == "sort:updated-asc label:bug")
  }

  @Test func stateCyclesOpenClosedAll() throws {
    let open = try Self.parse("is:issue is:open label:bug")
    let closed = open.cyclingState()
    let all = closed.cyclingState()
    #expect(closed.description == "is:issue is:closed label:bug")
    #expect(all.description == "is:issue label:bug")
    #expect(all.stateFilter == .all)
    #expect(all.cyclingState().description == "is:issue is:open label:bug")
  }

  @Test func conflictingStatesCollapseIntoOne() throws {
    let query = try Self.parse("label:bug is:open state:closed")
    #expect(query.stateFilter == .closed)
    #expect(query.withState(.open).description == "label:bug is:open")
  }

  // MARK: - The listing shortcut

  @Test(arguments: [
    (
      "repo:octo/app",
      SearchQuery.RepositoryListing(
        repository: .init(owner: "octo", name: "app"), state: .all,
        sort: SearchSort(.created, .descending))
    ),
    (
      "is:issue is:closed repo:octo/app sort:comments-asc",
      SearchQuery.RepositoryListing(
        repository: .init(owner: "octo", name: "app"), state: .closed,
        sort: SearchSort(.comments, .ascending))
    ),
  ])
  func repositoryOnlyQueriesUseTheListing(
    text: String, listing: SearchQuery.RepositoryListing
  ) throws {
    #expect(try Self.parse(text).repositoryListing == listing)
  }

  @Test(arguments: [
    "", "is:open", "repo:octo/app label:bug", "repo:octo/app crash", "repo:octo/app is:pr",
    "repo:octo/app repo:octo/tools", "repo:octo/app is:open is:closed",
    "repo:octo/app sort:updated-asc sort:created-asc", "repo:octo/app milestone:v1",
    "repo:octo/app is:issue is:issue",
  ])
  func everythingElseNeedsSearch(text: String) throws {
    #expect(try Self.parse(text).repositoryListing == nil)
  }
}
