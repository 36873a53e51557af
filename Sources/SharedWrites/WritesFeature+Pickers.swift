import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The close-reason choice and the labels, assignees and milestone pickers: opened by a write key, they
/// take every key until they close, and their result is one write.
extension WritesFeature {
  /// Opens the labels, assignees or milestone picker on `issue`, ticked with `chosen` (the issue's own
  /// set unless a refused choice is being offered again).
  public func openPicker<Item: IssuePickable>(
    _ kind: Item.Type, for issue: Issue, reference: IssueReference,
    chosen: Set<String>? = nil, message: String? = nil, forForm: Bool = false,
    title: LocalizedText? = nil, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    guard let repository = reference.repository else { return .none }
    state.overlaySerial += 1
    let serial = state.overlaySerial
    let store = PagingListStore(
      name: "picker.\(Item.pickerName).\(serial)",
      fetcher: Item.fetcher(environment, in: repository), describe: environment.describe)
    var picker = PickerState(
      store: store, chosen: chosen ?? Set(Item.chosen(on: issue)), choosesOne: Item.choosesOne)
    let effect = picker.start(height: context.pickerHeight)
    state.overlay = Item.overlay(
      IssuePicker(
        issue: issue, reference: reference, serial: serial, state: picker, message: message,
        forForm: forForm, title: title))
    return WritesUpdate(effect: effect.map { Item.event(serial: serial, $0) })
  }

  /// Opens `+`'s choice on `issue`'s body, or on one of its comments, and asks for the
  /// account's reactions to it.
  public func openReactions(
    for issue: Issue, comment: Comment? = nil, reference: IssueReference,
    _ state: inout WritesState
  ) -> WritesUpdate {
    state.overlaySerial += 1
    let choice = ReactionChoice(
      issue: issue, comment: comment, reference: reference, serial: state.overlaySerial)
    state.overlay = .reactions(choice)
    return WritesUpdate(effect: loadReactions(of: choice))
  }

  private func loadReactions(of choice: ReactionChoice) -> Effect<WriteEvent> {
    let load =
      choice.comment.map { environment.myReactions(toComment: $0.id, on: choice.reference) }
      ?? environment.myReactions(on: choice.reference)
    let serial = choice.serial
    return .run { context in
      context.send(.myReactions(serial: serial, await load()))
    }
  }

  /// A page (or failure) for the picker on screen; one for a picker since closed is dropped.
  public func handlePage<Item: IssuePickable>(
    _ event: PagingListStore<Item, PageCursor, AppError>.Event, serial: Int,
    of picker: IssuePicker<Item>, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    guard picker.serial == serial else { return .none }
    var picker = picker
    let effect = picker.state.handle(event, height: context.pickerHeight)
    state.overlay = Item.overlay(picker)
    return WritesUpdate(effect: effect.map { Item.event(serial: serial, $0) })
  }

  /// A 422 on a write: the composer again for a comment, the picker again for a change, each
  /// with the user's text or choice and GitHub's words; a footer line if neither can show it.
  public func reopen(
    after write: IssueWrite, on reference: IssueReference, message: String, conflict: Bool = false,
    _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    if case .comment(let attempt) = write {
      return .delegate(
        .compose(
          attempt.repository, number: attempt.number, refused: (attempt.body, message)))
    }
    if case .commentChange(.edit(let id, let body, let editedFrom)) = write {
      // A conflict's reopened composer overwrites: its edit carries no version to compare.
      let editing = CommentEditing(id: id, original: body, editedFrom: conflict ? nil : editedFrom)
      return .delegate(.editComment(reference, editing, reopened: (body, message)))
    }
    let shown = context.focused.flatMap { $0.reference == reference ? IssueText($0.issue) : nil }
    if case .change(let change) = write,
      let edit = change.reopened(message, conflict: conflict, shown: shown)
    {
      return .delegate(.edit(reference, original: edit.original, reopened: edit.reopened))
    }
    guard case .change(let change) = write, state.overlay == nil,
      let (issue, focused) = context.focused, focused == reference
    else {
      return .delegate(.status(.verbatim(message)))
    }
    if let labels = change.labels {
      return openPicker(
        Label.self, for: issue, reference: reference, chosen: Set(labels), message: message,
        &state, context)
    }
    if let assignees = change.assignees {
      return openPicker(
        User.self, for: issue, reference: reference, chosen: Set(assignees), message: message,
        &state, context)
    }
    if let milestone = change.milestone {
      return openPicker(
        MilestoneChoice.self, for: issue, reference: reference,
        chosen: [milestone.title ?? MilestoneChoice.clearingID], message: message, &state,
        context)
    }
    return .delegate(.status(.verbatim(message)))
  }

  /// Keys while the close-reason choice or a picker is up: all go to it.
  public func overlayInput(
    _ event: InputEvent, _ state: inout WritesState, _ context: WritesContext
  ) -> WritesUpdate {
    guard let overlay = state.overlay else { return .none }
    switch overlay {
    case .closeReason(var choice):
      guard case .key(let key) = event else { return .none }
      switch choice.handle(key) {
      case .none:
        state.overlay = .closeReason(choice)
        return .none
      case .cancel:
        state.overlay = nil
        return .none
      case .choose(let reason):
        state.overlay = nil
        return begin(.change(.close(reason)), on: choice.reference, &state)
      }
    case .labels(let picker): return pickerInput(event, picker, &state, context)
    case .reactions(var choice):
      guard case .key(let key) = event else { return .none }
      switch choice.handle(key) {
      case .none:
        state.overlay = .reactions(choice)
        return .none
      case .cancel:
        state.overlay = nil
        return .none
      case .reload:
        choice.failure = nil
        state.overlay = .reactions(choice)
        return WritesUpdate(effect: loadReactions(of: choice))
      case .choose(let toggle):
        return chose(toggle, in: choice, &state)
      }
    case .assignees(let picker): return pickerInput(event, picker, &state, context)
    case .milestone(let picker): return pickerInput(event, picker, &state, context)
    }
  }

  /// A key for the picker on screen: filter, move, tick, or Enter/Esc (`pickerIntent`).
  private func pickerInput<Item: IssuePickable>(
    _ event: InputEvent, _ picker: IssuePicker<Item>, _ state: inout WritesState,
    _ context: WritesContext
  ) -> WritesUpdate {
    var picker = picker
    let (intent, effect) = picker.state.handle(event, height: context.pickerHeight)
    state.overlay = Item.overlay(picker)
    let serial = picker.serial
    let page = WritesUpdate(effect: effect.map { Item.event(serial: serial, $0) })
    return page.merging(pickerIntent(intent, picker: picker, &state))
  }

  /// Enter applies the chosen set (or, for a milestone, the chosen row) as one `PATCH`
  /// (nothing when it is what the issue has); Esc closes. Either way the picker's loads stop.
  private func pickerIntent<Item: IssuePickable>(
    _ intent: PickerIntent<String>, picker: IssuePicker<Item>, _ state: inout WritesState
  ) -> WritesUpdate {
    let closing = WritesUpdate(effect: .merge(picker.state.store.effectIDs.map { .cancel($0) }))
    switch intent {
    case .none:
      return .none
    case .cancel:
      state.overlay = nil
      return closing
    case .apply(let chosen) where picker.forForm:
      // Chosen for a form: the form has it, and nothing is sent until the form is.
      state.overlay = nil
      guard let change = Self.change(for: picker, chosen: chosen) else { return closing }
      return closing.merging(.delegate(.formChoice(change)))
    case .apply(let chosen):
      state.overlay = nil
      guard let change = Self.change(for: picker, chosen: chosen),
        !change.isApplied(to: picker.issue)
      else { return closing }
      return closing.merging(begin(.change(change), on: picker.reference, &state))
    }
  }

  /// The whole set the issue ends up with: what it had, in its order, less the unticked, then
  /// the newly ticked in the list's order.
  public static func change<Item: IssuePickable>(for picker: IssuePicker<Item>, chosen: Set<String>)
    -> IssueChange?
  {
    let had = Item.chosen(on: picker.issue)
    let kept = had.filter { chosen.contains($0) }
    let added = picker.state.store.items.map(\.id).filter {
      chosen.contains($0) && !had.contains($0)
    }
    let others = chosen.subtracting(kept).subtracting(added).sorted()
    let all = kept + added + others
    return Item.change(to: all, among: picker.state.store.items)
  }

  /// The reaction choice closed on `toggle`: the issue's or the comment's reaction write.
  public func chose(_ toggle: ReactionToggle, in choice: ReactionChoice, _ state: inout WritesState)
    -> WritesUpdate
  {
    state.overlay = nil
    if let comment = choice.comment {
      return begin(
        .commentChange(.reaction(id: comment.id, toggle)), on: choice.reference, &state)
    }
    return begin(.reaction(toggle), on: choice.reference, &state)
  }
}
