import AppCore
import ComposerFeature
import Destinations
import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import PullRequestFeature
import SharedWrites
import TerminalUI

/// The writes feature's place in the app: its actions, requests and events are routed to its
/// reducer (`WritesFeature`) over `AppState.writes`, and what it asks of the app is done here.
extension TriageProgram {
  var writes: WritesFeature { WritesFeature(environment: environment) }

  /// What the writes read of the app now.
  func writesContext(_ state: AppState) -> WritesContext {
    let focused = focusedIssue(state)
    return WritesContext(
      focused: focused, comment: focusedComment(state, on: focused?.reference),
      pickerHeight: PickerView<Label, PageCursor, AppError>.listHeight(in: state.size),
      repository: state.top.screen.currentRepository)
  }

  /// The issue the top screen's write keys act on, as shown, with its repository filled in.
  func focusedIssue(_ state: AppState) -> (issue: Issue, reference: IssueReference)? {
    guard let issue = state.top.screen.focusedIssue,
      let reference = PendingWrites.reference(issue, in: nil)
    else { return nil }
    return (state.writes.pending.shown(issue), reference)
  }

  /// The comment the top screen focused, as shown: its pending change applied (`nil` when that
  /// deleted it).
  func focusedComment(_ state: AppState, on reference: IssueReference?) -> Comment? {
    guard let comment = state.top.screen.focusedComment else { return nil }
    guard let reference, let change = state.writes.pending.commentChange(on: reference) else {
      return comment
    }
    return change.applied(to: comment)
  }

  /// Runs one step of the writes' reducer and carries out what it asks of the app.
  func runWrites(
    _ state: inout AppState,
    _ step: (WritesFeature, inout WritesState, WritesContext) -> WritesUpdate
  ) -> Effect<AppAction> {
    let context = writesContext(state)
    let update = step(writes, &state.writes, context)
    let effect = update.effect.map { AppAction.write($0) }
    return .merge([effect] + update.delegates.map { carryOut($0, &state) })
  }

  func performWrite(_ action: WriteAction, _ state: inout AppState) -> Effect<AppAction> {
    runWrites(&state) { writes, state, context in writes.perform(action, &state, context) }
  }

  func performWrite(_ request: WriteRequest, _ state: inout AppState) -> Effect<AppAction> {
    runWrites(&state) { writes, state, context in writes.perform(request, &state, context) }
  }

  func handleWrite(_ event: WriteEvent, _ state: inout AppState) -> Effect<AppAction> {
    runWrites(&state) { writes, state, context in writes.handle(event, &state, context) }
  }

  func writeOverlayInput(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    guard let event = PickerKeys(remap: keyRemap).translated(event) else { return .none }
    return runWrites(&state) { writes, state, context in
      writes.overlayInput(event, &state, context)
    }
  }

  private func carryOut(_ delegate: WritesDelegate, _ state: inout AppState) -> Effect<AppAction> {
    switch delegate {
    case .status(let text):
      return showStatus(theme.words(text), &state)
    case .failed(let failure, let write, let reference):
      return raiseWriteFailure(failure, of: write, on: reference, &state)
    case .compose(let repository, let number, nil):
      let opened = push(&state) { screen(for: .composer(repository, number: number), id: $0) }
      let key = DraftKey(host: environment.host, repository: repository, number: number)
      return .merge(opened, offerHeldDraft(key, &state))
    case .compose(let repository, let number, let refused?):
      return push(&state) { id in
        AnyScreen(
          ComposerScreen(
            repository: repository, number: number, id: id, opensEditor: false,
            text: refused.text, message: refused.message))
      }
    case .edit(let reference, let original, let reopened):
      guard let repository = reference.repository else { return .none }
      let opened = push(&state) { _ in
        AnyScreen(
          IssueEditScreen(
            repository: repository, number: reference.number, original: original,
            text: reopened?.text, message: reopened?.message,
            overwrites: reopened?.overwrites ?? false))
      }
      guard reopened == nil else { return opened }
      let key = DraftKey(
        host: environment.host, repository: repository, number: reference.number,
        isIssueText: true)
      return .merge(opened, offerHeldDraft(key, &state))
    case .editComment(let reference, let editing, let reopened):
      guard let repository = reference.repository else { return .none }
      let opened = push(&state) { id in
        AnyScreen(
          ComposerScreen(
            repository: repository, number: reference.number, id: id, opensEditor: false,
            text: reopened?.text, message: reopened?.message, editing: editing))
      }
      guard reopened == nil else { return opened }
      let key = DraftKey(
        host: environment.host, repository: repository, number: reference.number,
        comment: editing.id)
      return .merge(opened, offerHeldDraft(key, &state))
    case .news(let news):
      return tell(FeatureValue(news), &state)
    case .confirm(let confirmation):
      return confirm(confirmation, from: state.top.id, &state)
    case .raise(let error):
      return raise(error, from: state.top.id, &state)
    case .newIssue(let repository):
      let opened = push(&state) { screen(for: .newIssue(repository), id: $0) }
      return .merge(
        opened,
        offerHeldDraft(NewIssueDraft.key(host: environment.host, repository: repository), &state))
    case .newPullRequest(let repository):
      let opened = push(&state) { screen(for: .newPullRequest(repository), id: $0) }
      return .merge(
        opened,
        offerHeldDraft(
          NewPullRequestScreen.draftKey(host: environment.host, repository: repository), &state))
    case .formChoice(let change):
      guard let form = state.top.screen.base as? any FormChoosingScreen else { return .none }
      return handle(form.event(choosing: change), for: state.top.id, &state)
    }
  }

  /// The form just opened gets the text the app holds for `key` when its save failed, at
  /// once, ahead of the disk: a draft that couldn't be saved is offered all the same, and the
  /// disk's, when it comes, finds the form filled.
  func offerHeldDraft(_ key: DraftKey, _ state: inout AppState) -> Effect<AppAction> {
    guard state.writes.unsavedDrafts.contains(key), let text = state.writes.closedDrafts[key],
      !text.allSatisfy(\.isWhitespace)
    else { return .none }
    let id = state.top.id
    if state.top.screen.base is ComposerScreen {
      let draft = writes.marked(text, for: key, state.writes, unsent: nil)
      return handle(ComposerScreen.Event.draftLoaded(draft), for: id, &state)
    }
    if state.top.screen.base is IssueEditScreen {
      return handle(IssueEditScreen.Event.draftLoaded(text), for: id, &state)
    }
    if state.top.screen.base is NewIssueScreen {
      return handle(NewIssueScreen.Event.draftLoaded(text), for: id, &state)
    }
    return .none
  }

  /// The chain for a write's failure: the write's link first (422 inline in the picker, 403 as
  /// the "can't change issues" alert, failures Retry may help as the banner), then the top
  /// screen's, then the app's table (404/410 and the rest as everywhere).
  func raiseWriteFailure(
    _ failure: WriteFailure, of write: IssueWrite, on reference: IssueReference,
    _ state: inout AppState
  ) -> Effect<AppAction> {
    let id = state.top.id
    let context = ErrorContext(
      canGoBack: state.navigation.canPop(id), language: environment.language)
    var wait: Duration?
    if case .waiting(_, let remaining)? = state.writes.pending.entries[reference]?.phase {
      wait = remaining
    }
    let responder = WriteErrorResponder(
      write: write, offersRetry: failure.offersRetry, wait: wait)
    let chain = ResponderChain(screen: responder, container: state.top.screen.errorResponder)
    switch chain.display(for: failure.error, context: context) {
    case .alert(let alert):
      let before = state.alerts.current
      guard case .rateLimited = failure.error else {
        state.alerts.enqueue(alert, from: id)
        return syncCountdown(since: before, &state)
      }
      // No screen is its origin: at zero the write is re-sent, not the screen reloaded. The
      // seconds tick for the write whether or not its alert is up.
      state.alerts.enqueue(alert, from: nil)
      return .merge(syncCountdown(since: before, &state), wait == nil ? .none : countdownStep())
    case .inline(let message):
      var conflict = false
      if case .conflict = failure.error { conflict = true }
      return runWrites(&state) { writes, state, context in
        writes.reopen(
          after: write, on: reference, message: message, conflict: conflict, &state, context)
      }
    case .signOut(let message):
      return signOut(message: message, &state)
    case .banner, .none:
      // The banner is drawn from `PendingWrites.banner`, which `fail` kept.
      return .none
    }
  }
}
