import AppCore
import ComposerFeature
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// The new-pull-request form's keys and routing: the issue editor's actions (`issue-edit`),
/// so it answers the keys the new-issue form does. Stopped, Enter looks at the branch again
/// and Esc closes.
extension NewPullRequestScreen: Screen,
  FocusingScreen, TextEntryScreen, DraftHoldingScreen, RecoveringScreen, FormChoosingScreen
{
  public static func chosen(_ change: IssueChange) -> Event { .chosen(change) }

  public var title: LocalizedText { .newPullRequestTitle }
  public var effectIDs: [EffectID] { [loadID] }
  public var errorResponder: (any ErrorResponder)? {
    NewIssueResponder(
      fieldLabels: Self.fieldLabels, kept: .newPullRequestKept,
      mayHaveBeenSent: .newPullRequestMayBeOpen)
  }
  public var isBusy: Bool { phase == .loading || phase == .sending }
  public var loadingIndicator: LoadingIndicator { phase == .loading ? .initial : .none }
  public var currentRepository: RepositoryName? { repository }
  public var takesText: Bool { isWritten }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    if case .stopped = phase { return Self.stoppedKeys }
    return Self.keys + Keymap.demoInForms(keys)
  }

  public static let keys = IssueEditAction.formKeys(
    enter: .newPullRequestEnter, tab: .newPullRequestRows)

  public static let stoppedKeys = IssueEditAction.choiceKeys(
    enter: .lookAgain, short: .lookAgainShort)

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard phase == .loading else { return .none }
    let environment = context.environment
    guard let drafts = environment.drafts else { return ScreenUpdate(start(environment)) }
    let key = Self.draftKey(host: environment.host, repository: repository)
    return ScreenUpdate(
      .run(id: loadID) { send in
        // One that can't be read is set aside by the store, and the form starts afresh.
        send.send(.draftLoaded(try? drafts.load(key)))
      })
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }

  private func start(_ environment: AppEnvironment) -> Effect<Event> {
    let start = environment.newPullRequestStart(in: repository)
    return .run(id: loadID) { send in send.send(.started(await start())) }
  }

  public mutating func perform(
    _ action: IssueEditAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch action {
    case .send:
      if lookAgain() { return ScreenUpdate(start(environment)) }
      switch submit(language: environment.language) {
      case .none:
        return .none
      case .pick(let pick):
        return ScreenUpdate(
          .none, [.write(.chooseForForm(pick, chosenAsIssue, repository: repository))])
      case .send(let pullRequest):
        let open = environment.openPullRequest(pullRequest, in: repository)
        return ScreenUpdate(.run(id: sendID) { send in send.send(.opened(await open())) })
      }
    case .switchField:
      switchRow()
      return .none
    case .openEditor:
      return ScreenUpdate(runEditor(environment.editor))
    case .close:
      let written = isWritten
      guard close() else { return .none }
      // Stopped or still loading, nothing was typed: a draft on disk is left as it was.
      guard written else { return ScreenUpdate(.none, [.close]) }
      return ScreenUpdate(.none, [.close, keep(keptDraft, context)])
    }
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    edit(input, bodySize: NewPullRequestView.textSize(self, in: context.body))
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch event {
    case .draftLoaded(let draft):
      draftLoaded(draft)
      return ScreenUpdate(start(environment))
    case .started(let result):
      started(result)
      // A sign-in that ended is the app's to say; every other failure is said in the form.
      switch result {
      case .failure(let error) where error == .unauthorized || error == .invalidCredentials:
        return ScreenUpdate(.none, [.raise(error)])
      default:
        return .none
      }
    case .editorFinished(let outcome):
      editorFinished(outcome, language: environment.language)
      return .none
    case .chosen(let change):
      apply(change)
      return .none
    case .opened(let result):
      let wasSending = phase == .sending
      if let opened = opened(result) {
        return ScreenUpdate(
          .none,
          [
            .close, keep(nil, context), .open(.pullRequest(repository, number: opened.number)),
            .status(
              .openedPullRequest(
                opened.number, reviewersRefused: opened.reviewersRefused,
                labelsRefused: opened.labelsRefused)),
          ])
      }
      guard wasSending, case .failure(let error) = result else { return .none }
      return ScreenUpdate(.none, [.raise(error)])
    }
  }

  public mutating func showInline(_ message: String) -> Bool {
    show(message)
    return true
  }

  /// While the form is written in, what it holds is the repository's draft: a quit keeps it.
  public func unsentDraft(host: String) -> (key: DraftKey, text: String)? {
    guard isWritten, let text = keptDraft else { return nil }
    return (Self.draftKey(host: host, repository: repository), text)
  }

  private func keep(_ draft: String?, _ context: ScreenContext) -> ScreenRequest {
    .write(
      .closedFormDraft(
        Self.draftKey(host: context.environment.host, repository: repository), text: draft))
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    NewPullRequestView.draw(self, in: rect, canvas: &canvas, theme: context.theme)
  }
}

extension NewPullRequestScreen.Event: ScreenEvent {
  /// The start and the `POST`'s answer are the server's; the draft and the editor aren't.
  public var isResponse: Bool {
    switch self {
    case .started, .opened: true
    case .draftLoaded, .editorFinished, .chosen: false
    }
  }
}
