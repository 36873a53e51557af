import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import SystemSupport
import TerminalUI

/// The new-issue form's keys and routing: the issue editor's actions (`issue-edit`), so the
/// two forms answer the same keys. In the template choice Enter chooses and Esc closes.
extension NewIssueScreen: Screen,
  FocusingScreen, TextEntryScreen, DraftHoldingScreen, RecoveringScreen, FormChoosingScreen
{
  public static func chosen(_ change: IssueChange) -> Event { .chosen(change) }

  public var title: LocalizedText { .newIssueTitle }
  public var effectIDs: [EffectID] { [loadID] }
  public var errorResponder: (any ErrorResponder)? { NewIssueResponder() }
  public var isBusy: Bool { phase == .loading || phase == .sending }
  public var loadingIndicator: LoadingIndicator { phase == .loading ? .initial : .none }
  public var currentRepository: RepositoryName? { repository }
  public var takesText: Bool { true }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    (phase == .choosing ? Self.choiceKeys : Self.keys) + Keymap.demoInForms(keys)
  }

  public static let keys = IssueEditAction.formKeys(enter: .fileIssueEnter, tab: .nextFormRow)

  public static let choiceKeys = IssueEditAction.choiceKeys(
    enter: .chooseTemplate, short: .chooseShort)

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    guard phase == .loading else { return .none }
    let environment = context.environment
    guard let drafts = environment.drafts else { return ScreenUpdate(loadTemplates(environment)) }
    let key = NewIssueDraft.key(host: environment.host, repository: repository)
    return ScreenUpdate(
      .run(id: loadID) { send in
        // One that can't be read is set aside (or left, a newer version's) by the store, and
        // the form opens as if there were none.
        send.send(.draftLoaded(try? drafts.load(key)))
      })
  }

  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }

  private func loadTemplates(_ environment: AppEnvironment) -> Effect<Event> {
    let load = environment.issueTemplates(in: repository)
    return .run(id: loadID) { send in
      send.send(.templatesLoaded(await load()))
    }
  }

  public mutating func perform(
    _ action: IssueEditAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch action {
    case .send where phase == .choosing:
      switch choose() {
      case .none:
        return .none
      case .browser(let file):
        let template = PercentEncoding.encoded(file, allowing: PercentEncoding.alphanumerics)
        let url = "\(environment.webOrigin)/\(repository)/issues/new?template=\(template)"
        return ScreenUpdate(.none, [.openInBrowser(url), .status(.issueFormInBrowser)])
      }
    case .send:
      switch submit(language: environment.language) {
      case .none:
        return .none
      case .pick(let pick):
        return ScreenUpdate(
          .none, [.write(.chooseForForm(pick, chosenAsIssue, repository: repository))])
      case .send(let issue):
        let file = environment.fileIssue(issue, in: repository)
        return ScreenUpdate(.run(id: sendID) { send in send.send(.filed(await file())) })
      }
    case .switchField:
      switchRow()
      return .none
    case .openEditor:
      return ScreenUpdate(runEditor(environment.editor))
    case .close:
      let choosing = phase == .choosing
      guard close() else { return .none }
      // From the choice nothing was typed: a draft on disk is left as it was.
      if choosing { return ScreenUpdate(.none, [.close]) }
      return ScreenUpdate(.none, [.close, keep(keptDraft, context)])
    }
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    edit(input, bodySize: NewIssueView.textSize(self, in: context.body))
    return .none
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch event {
    case .draftLoaded(let draft):
      guard draftLoaded(draft) else { return .none }
      return ScreenUpdate(loadTemplates(environment))
    case .templatesLoaded(let result):
      templatesLoaded(result)
      return .none
    case .editorFinished(let outcome):
      editorFinished(outcome, language: environment.language)
      return .none
    case .chosen(let change):
      apply(change)
      return .none
    case .filed(let result):
      let wasSending = phase == .sending
      if let issue = filed(result) {
        // The lists learn of it first, so Back from its page finds it at the top, selected.
        return ScreenUpdate(
          .none,
          [
            .news(.issueFiled(issue, in: repository)), .close, keep(nil, context),
            .open(.issue(repository, number: issue.number)), .status(.filed(issue.number)),
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

  /// While the form is open, what it holds is the repository's draft: a quit keeps it.
  public func unsentDraft(host: String) -> (key: DraftKey, text: String)? {
    guard phase != .closed, let text = keptDraft else { return nil }
    return (NewIssueDraft.key(host: host, repository: repository), text)
  }

  /// Saves `draft` as the repository's draft (deletes it when `nil`), through the writes,
  /// which hold it until the program ends and say if it couldn't be saved.
  private func keep(_ draft: String?, _ context: ScreenContext) -> ScreenRequest {
    .write(
      .closedFormDraft(
        NewIssueDraft.key(host: context.environment.host, repository: repository), text: draft))
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    NewIssueView.draw(self, in: rect, canvas: &canvas, theme: context.theme)
  }
}

extension NewIssueScreen.Event: ScreenEvent {
  /// The templates and the `POST`'s answer are the server's; the draft and the editor aren't.
  public var isResponse: Bool {
    switch self {
    case .templatesLoaded, .filed: true
    case .draftLoaded, .editorFinished, .chosen: false
    }
  }
}
