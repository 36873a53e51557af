import ErrorHandling
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Every kind of alert and inline error as the app raises it, over the real screen beneath, in
/// English and Japanese, at 80×24 and 40×12: the box stays whole and CJK text keeps its width.
@Suite struct AlertSnapshotTests {
  enum Kind: String, CaseIterable, Sendable {
    /// A failed load: [Retry] [Back] [Dismiss] over the error pane.
    case retryable
    /// A missing issue: [Back] [Dismiss].
    case notFound
    /// A rate limit: a live countdown, [Back] [Dismiss].
    case rateLimited
    /// An empty token on sign-in: one OK.
    case validation
    /// A rejected token: inline under the field, no alert.
    case inlineCredentials
  }

  static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

  static func state(_ kind: Kind, program: TriageProgram, size: Size) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    switch kind {
    case .retryable, .rateLimited:
      let error: AppError =
        kind == .retryable ? .network(.offline) : .rateLimited(retryAfter: .seconds(42))
      program.apply([Fixtures.loaded(state, .failure(error))], to: &state)
      if kind == .rateLimited { program.apply([.countdown, .countdown], to: &state) }
    case .notFound:
      program.apply([Fixtures.loaded(state, .success(Fixtures.firstPage()))], to: &state)
      program.apply(Fixtures.keys(.down, .enter), to: &state)
      program.apply([Fixtures.issueLoaded(state, .failure(.notFound))], to: &state)
    case .validation, .inlineCredentials:
      program.apply((Fixtures.signOut + [.enter]).map { .input(.key($0)) }, to: &state)
      let id = state.top.id
      program.apply(Fixtures.keys(.character("a"), .character("b"), .enter), to: &state)
      let error: AppError =
        kind == .validation
        ? AppError.validation([FieldProblem(field: "token", issue: .missing)])
          .labellingFields(AppEnvironment.fieldLabels, in: program.environment.language)
        : .invalidCredentials
      program.apply([.screen(id, .signIn(.finished(generation: 1, .failure(error))))], to: &state)
    }
    return state
  }

  @Test(arguments: Kind.allCases, [Language.english, .japanese])
  func alert(kind: Kind, language: Language) {
    let program = Fixtures.program(language: language)
    for size in Self.sizes {
      let state = Self.state(kind, program: program, size: size)
      let canvas = program.view(state, in: size)
      #expect(canvas.size == size)
      assertSnapshot(
        of: canvas, as: .canvasText,
        named: "\(kind)-\(language)-\(size.width)x\(size.height)")
    }
  }

  @Test func theCountdownIsLiveInTheAlert() {
    let program = Fixtures.program
    let size = Size(width: 80, height: 24)
    let state = Self.state(.rateLimited, program: program, size: size)
    #expect(state.alerts.current?.remaining == .seconds(40))
    #expect(program.view(state, in: size).contains("Retrying in 40 s"))
  }
}
