import ErrorHandling
import FeatureTestSupport
import IssueDomain
import IssueListFeature
import Localization
import TerminalUI
import Testing

@testable import AppCore

/// A search GitHub refuses (422 on `q`) is named as the user knows it, the search, in both
/// languages: GitHub's parameter name never reaches the screen.
@Suite struct SearchFieldLabelTests {
  @Test(arguments: [Language.english, .japanese])
  func aRefusedQualifierNamesTheSearchNotQ(language: Language) async throws {
    let environment = FeatureFixtures.environment(language: language)
    let query = try SearchQuery.parse("repo:demo/busy milestone:v1")
    let fetcher = environment.searchFetcher(query)
    do {
      _ = try await fetcher.fetchInitial(ContinuousClock())
      Issue.record("the demo should refuse milestone:")
    } catch {
      let message = try #require(error.message(in: language))
      #expect(!message.hasPrefix("q:"), "\(message)")
      #expect(message.contains("milestone:v1"))
      #expect(message.hasPrefix(language == .english ? "Search: " : "検索: "), "\(message)")
    }
  }
}
