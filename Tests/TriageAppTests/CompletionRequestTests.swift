import ErrorHandling
import IssueDomain
import TerminalUI
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import TriageApp

/// `CompletionRequest`'s phases, as a value and in the composer's reducer: a list that wants
/// the names waits, then asks once; a list closed while it waits asks nothing; an answer is
/// kept and capped, a failure is kept until the field is opened anew; the composer's `@` list
/// is the one that wants the assignable users, and an answer that comes adds them after the
/// screens' logins.
@Suite struct CompletionRequestTests {
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let boom = AppError(IssueUseCaseError.notFound)

  @Test func aListThatWantsTheNamesWaitsThenAsksOnce() {
    var request = CompletionRequest()
    #expect(request.listOpen(false, repository: Self.repository) == .none)
    #expect(request.listOpen(true, repository: nil) == .none, "no repository: nothing to ask")
    #expect(request.phase == .idle)
    #expect(request.listOpen(true, repository: Self.repository) == .rest)
    #expect(request.listOpen(true, repository: Self.repository) == .none, "typing on")
    #expect(request.rested() == Self.repository)
    #expect(request.rested() == nil, "asked once")
    #expect(request.listOpen(true, repository: Self.repository) == .none)
    #expect(request.listOpen(false, repository: Self.repository) == .none, "asked: kept")
    #expect(request.phase == .asked(Self.repository))
  }

  @Test func aListClosedWhileItWaitsAsksNothing() {
    var request = CompletionRequest()
    _ = request.listOpen(true, repository: Self.repository)
    #expect(request.listOpen(false, repository: Self.repository) == .cancel)
    #expect(request.phase == .idle)
    #expect(request.rested() == nil, "a rest that ends anyway asks nothing")
  }

  @Test func theAnswerIsKeptAndCappedAndALateOneIsIgnored() {
    var request = CompletionRequest()
    request.answered(.success(["early"]))
    #expect(request.names.isEmpty, "nothing was asked")
    _ = request.listOpen(true, repository: Self.repository)
    _ = request.rested()
    request.answered(.success((0..<150).map { "user-\($0)" }))
    #expect(request.names.count == CompletionRequest.limit)
    request.reopened()
    #expect(request.names.count == CompletionRequest.limit, "kept when the field opens again")
    #expect(request.listOpen(true, repository: Self.repository) == .none)
  }

  @Test func aFailureIsKeptUntilTheFieldOpensAnew() {
    var request = CompletionRequest()
    _ = request.listOpen(true, repository: Self.repository)
    _ = request.rested()
    request.answered(.failure(Self.boom))
    #expect(request.phase == .failed)
    #expect(request.names.isEmpty)
    #expect(request.listOpen(true, repository: Self.repository) == .none, "not again")
    request.reopened()
    #expect(request.listOpen(true, repository: Self.repository) == .rest)
  }

  // MARK: - The composer

  /// The demo's list with the composer open on its selected row.
  static func composing() -> (TriageProgram, AppState) {
    let program = Fixtures.program
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24), program: program)
    _ = program.reduce(&state, .input(.key(.character("c"))))
    return (program, state)
  }

  static func composer(_ state: AppState) -> ComposerScreen? {
    state.top.screen.as(ComposerScreen.self)
  }

  @Test func theComposersAtListWaitsAndItsHashListDoesNot() throws {
    var (program, state) = Self.composing()
    let repository = try #require(Self.composer(state)?.repository)
    CompletionAppTests.type("#", program, &state)
    #expect(Self.composer(state)?.completion?.kind == .issue)
    #expect(Self.composer(state)?.assignable.phase == .idle, "issues aren't asked for")
    CompletionAppTests.type(" @", program, &state)
    #expect(Self.composer(state)?.completion?.kind == .login)
    #expect(Self.composer(state)?.assignable.phase == .waiting(repository))
    _ = program.reduce(&state, .input(.key(.escape)))
    #expect(Self.composer(state)?.completion == nil)
    #expect(Self.composer(state)?.assignable.phase == .idle, "Esc cancelled the wait")
  }

  @Test func anAtWordNothingOnThePageMatchesStillWaitsAndEscEndsIt() throws {
    var (program, state) = Self.composing()
    let repository = try #require(Self.composer(state)?.repository)
    CompletionAppTests.type("@q", program, &state)
    #expect(Self.composer(state)?.completion == nil, "nothing the screens hold matches")
    #expect(Self.composer(state)?.assignable.phase == .waiting(repository))
    CompletionAppTests.type(",", program, &state)
    #expect(Self.composer(state)?.assignable.phase == .idle, "a comma ends the login")
    CompletionAppTests.type(" @", program, &state)
    _ = program.reduce(&state, .input(.key(.escape)))
    CompletionAppTests.type("qqq", program, &state)
    #expect(Self.composer(state)?.completion == nil)
    #expect(
      Self.composer(state)?.assignable.phase == .idle,
      "the word Esc closed stays closed while it matches nothing")
  }

  @Test func aRestOverAClosedListAsksNothing() throws {
    var (program, state) = Self.composing()
    CompletionAppTests.type("@", program, &state)
    let repository = try #require(Self.composer(state)?.repository)
    // The editor closes the list without the list's keys: the rest finds it closed.
    _ = program.reduce(&state, .input(.key(.ctrl("e"))))
    #expect(Self.composer(state)?.completion == nil)
    #expect(Self.composer(state)?.assignable.phase == .waiting(repository))
    _ = program.reduce(&state, .screen(state.top.id, ComposerScreen.Event.assignableRested))
    #expect(Self.composer(state)?.assignable.phase == .idle)
  }

  @Test func theAnswerAddsTheAssignableUsersAfterTheScreensLogins() throws {
    var (program, state) = Self.composing()
    CompletionAppTests.type("@", program, &state)
    let before = try #require(Self.composer(state)?.completion?.rows.map(\.candidate.text))
    _ = program.reduce(&state, .screen(state.top.id, ComposerScreen.Event.assignableRested))
    let repository = try #require(Self.composer(state)?.repository)
    #expect(Self.composer(state)?.assignable.phase == .asked(repository))
    let answer = ["new-teammate", before[0].uppercased(), "dependabot[bot]"]
    _ = program.reduce(
      &state, .screen(state.top.id, ComposerScreen.Event.assignable(.success(answer))))
    let after = Self.composer(state)?.completion?.rows.map(\.candidate.text)
    #expect(after == before + ["new-teammate"], "once whatever the case, a bot left out")
  }

  @Test func aFailedAnswerLeavesTheScreensLogins() throws {
    var (program, state) = Self.composing()
    CompletionAppTests.type("@", program, &state)
    let before = Self.composer(state)?.completion?.rows.map(\.candidate.text)
    _ = program.reduce(&state, .screen(state.top.id, ComposerScreen.Event.assignableRested))
    _ = program.reduce(
      &state, .screen(state.top.id, ComposerScreen.Event.assignable(.failure(Self.boom))))
    #expect(Self.composer(state)?.assignable.phase == .failed)
    #expect(Self.composer(state)?.completion?.rows.map(\.candidate.text) == before)
    #expect(state.alerts.current == nil)
  }
}
