import ErrorHandling
import Localization
import TestSupport
import Testing

struct AppErrorMessageTests {
  static let languageCases: [(AppError, Language)] = Samples.displayable.flatMap { error in
    Language.allCases.map { (error, $0) }
  }

  @Test("every displayable error has a title and a message", arguments: languageCases)
  func nonEmptyText(error: AppError, language: Language) throws {
    let title = try #require(error.title(in: language))
    let message = try #require(error.message(in: language))
    #expect(!title.isEmpty)
    #expect(!message.isEmpty)
  }

  @Test("Japanese text differs from English", arguments: Samples.displayable)
  func translated(error: AppError) {
    #expect(error.title(in: .japanese) != error.title(in: .english))
    #expect(error.message(in: .japanese) != error.message(in: .english))
  }

  @Test("samples cover every case and every network problem")
  func samplesCoverTaxonomy() {
    #expect(Set(Samples.all.map(\.caseName)).count == 22)
    #expect(Samples.all.allSatisfy(Samples.coverageCheck))
    let problems = Samples.all.compactMap { error -> NetworkProblem? in
      if case .network(let problem) = error { return problem }
      return nil
    }
    #expect(Set(problems) == Set(NetworkProblem.allCases))
  }

  @Test("cancelled has no text in any language", arguments: Language.allCases)
  func cancelledIsSilent(language: Language) {
    #expect(AppError.cancelled.title(in: language) == nil)
    #expect(AppError.cancelled.message(in: language) == nil)
  }

  @Test("the server message names the status")
  func serverStatus() {
    #expect(AppError.server(status: 502).message(in: .english)?.contains("502") == true)
    #expect(AppError.server(status: 503).message(in: .japanese)?.contains("503") == true)
  }

  @Test("the rate-limit message shows the remaining seconds, rounded up")
  func rateLimitSeconds() {
    let twenty = AppError.rateLimited(retryAfter: .seconds(20))
    #expect(twenty.message(in: .english) == "Too many requests. Retrying in 20 s.")
    #expect(twenty.message(in: .japanese) == "リクエストが多すぎます。20 秒後に再試行します。")
    #expect(
      AppError.rateLimitMessage(remaining: .milliseconds(19_200), in: .english)
        == "Too many requests. Retrying in 20 s.")
    #expect(
      AppError.rateLimitMessage(remaining: .milliseconds(200), in: .english)
        == "Too many requests. Retrying in 1 s.")
  }

  @Test(
    "waits read as hours and minutes, or minutes and seconds, never thousands of seconds",
    arguments: [
      (Duration.seconds(59), "59 s", "59 秒"),
      (.milliseconds(59_001), "1 min", "1 分"),
      (.seconds(65), "1 min 5 s", "1 分 5 秒"),
      (.seconds(3596), "59 min 56 s", "59 分 56 秒"),
      (.seconds(3600), "1 h", "1 時間"),
      (.seconds(3661), "1 h 2 min", "1 時間 2 分"),
      (.seconds(7200), "2 h", "2 時間"),
      (.seconds(Int64.max), "305419896 h 37 min", "305419896 時間 37 分"),
    ])
  func waitsReadAsPeopleSayThem(wait: Duration, english: String, japanese: String) {
    #expect(
      AppError.rateLimitMessage(remaining: wait, in: .english)
        == "Too many requests. Retrying in \(english).")
    #expect(
      AppError.rateLimitMessage(remaining: wait, in: .japanese)
        == "リクエストが多すぎます。\(japanese)後に再試行します。")
  }

  @Test("each way an answer goes wrong has its own title and message", arguments: Language.allCases)
  func distinctMessages(language: Language) {
    let errors: [AppError] = [
      .invalidResponse, .incompleteResponse, .responseTooLarge, .tooManyRedirects,
      .crossOriginLink, .repeatedPage, .issuesDisabled, .gone, .network(.connectionFailed),
    ]
    #expect(Set(errors.compactMap { $0.title(in: language) }).count == errors.count)
    #expect(Set(errors.compactMap { $0.message(in: language) }).count == errors.count)
    #expect(
      AppError.issuesDisabled.message(in: .english) == "Issues are disabled for this repository.")
  }

  @Test(
    "a finished or negative wait says it retries now", arguments: [Duration.zero, .seconds(-3)])
  func rateLimitOver(remaining: Duration) {
    #expect(
      AppError.rateLimitMessage(remaining: remaining, in: .english)
        == "Too many requests. Retrying now…")
    #expect(
      AppError.rateLimitMessage(remaining: remaining, in: .japanese)
        == "リクエストが多すぎます。まもなく再試行します…")
  }

  @Test("validation lists every field problem")
  func validationMessage() {
    let error = AppError.validation([
      FieldProblem(field: "Token", issue: .missing),
      FieldProblem(field: "Host", issue: .invalid),
      FieldProblem(field: "name", issue: .alreadyExists),
      FieldProblem(field: "body", issue: .other("is too long")),
    ])
    #expect(
      error.message(in: .english)
        == "Token is required. Host is not valid. name already exists. body: is too long")
    #expect(
      error.message(in: .japanese)
        == "Tokenを入力してください。Hostが正しくありません。nameは既に存在します。body: is too long")
  }

  @Test("validation without details still asks to check the input", arguments: Language.allCases)
  func emptyValidation(language: Language) throws {
    let message = try #require(AppError.validation([]).message(in: language))
    #expect(!message.isEmpty)
  }

  @Test("unknown errors never leak their details into the message")
  func unknownHidesDetails() {
    let error = AppError.unknown(ForeignError(detail: "secret-path"))
    for language in Language.allCases {
      #expect(error.message(in: language)?.contains("secret-path") == false)
    }
  }
}
