import AppCore
import ErrorHandling
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// The composer's keys and routing: Enter sends, Esc closes keeping a draft, Ctrl-E runs the
/// editor, and everything else the table doesn't bind types into the field.
extension ComposerScreen: Screen,
  FocusingScreen, TextEntryScreen, ForwardingScreen, NewsReceivingScreen, DraftHoldingScreen,
  RecoveringScreen
{
  public var title: LocalizedText {
    review != nil
      ? .reviewTitle
      : reviewComment != nil ? .reviewCommentTitle : editing != nil ? .editShort : .commentTitle
  }
  public var effectIDs: [EffectID] { [draftID, assignableID] }
  public var errorResponder: (any ErrorResponder)? { ComposerResponder() }
  public var isBusy: Bool { false }
  public var loadingIndicator: LoadingIndicator { .none }
  public var currentRepository: RepositoryName? { repository }
  public var takesText: Bool { true }

  public func bindings(_ keys: Keymap.Context) -> [KeyBinding] {
    let mode = reviewComment?.choosesMode == true ? [Self.pendingReviewKey] : []
    let table = (overwrites ? Self.overwritingKeys : Self.keys) + mode + Keymap.demoInForms(keys)
    return completion == nil ? table : Keymap.completing(table)
  }

  /// Whether saving replaces the comment whatever GitHub has now (reopened after a conflict).
  public var overwrites: Bool { editing.map { $0.editedFrom == nil } ?? false }

  /// The table with Enter named for what it does after a conflict.
  public static let overwritingKeys = Keymap.overwriting(keys)

  /// Ctrl-T, a review comment's: into the pending review or seen at once.
  public static let pendingReviewKey = KeyBinding(
    [.ctrl("t")], ComposerAction.togglePendingReview, "^T", .togglePendingReviewDescription,
    footer: "^T", short: .pendingReviewShort)

  public static let keys = [
    KeyBinding([.enter], ComposerAction.send, "Enter", .sendComment, footer: "Enter", short: .send),
    KeyBinding(
      [], ComposerAction.newLine, "Alt-Enter ^J", .newLine, footer: "^J", short: .newLineShort),
    KeyBinding(
      [.ctrl("e")], ComposerAction.openEditor, "^E", .openEditorDescription, footer: "^E",
      short: .editorShort),
    KeyBinding(
      [.escape], ComposerAction.close, "Esc", .closeKeepingDraft, footer: "Esc",
      short: .cancelShort),
    KeyBinding([.function(1)], GlobalAction.help, "F1", .thisHelp, footer: "F1", short: .help),
    Keymap.controlQuit,
    Keymap.suspend,
  ]

  public mutating func load(_ context: ScreenContext) -> ScreenUpdate<Event> {
    let environment = context.environment
    return ScreenUpdate(
      open(
        drafts: review == nil ? environment.drafts : nil, host: environment.host,
        editor: environment.editor))
  }

  public mutating func perform(
    _ action: ComposerAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch action {
    case .send:
      guard let body = submit(language: environment.language) else { return .none }
      if let review {
        let composed = ComposedReview(
          reference: reference, event: review, body: body, pendingReviewID: pendingReviewID)
        return ScreenUpdate(.none, [.ask(FeatureValue(composed)), .close])
      }
      if let reviewComment {
        let composed = ComposedReviewComment(
          target: reviewComment, body: body, draftKey: draftKey(host: environment.host))
        return ScreenUpdate(.none, [.ask(FeatureValue(composed)), .close])
      }
      if let editing {
        // Saved as it was loaded: nothing to send.
        if isUneditedComment { return ScreenUpdate(.none, [.close]) }
        return ScreenUpdate(
          .none, [.write(.changeComment(reference, editing.change(body: body))), .close])
      }
      return ScreenUpdate(
        .none, [.write(.sendComment(repository, number: number, body: body)), .close])
    case .close:
      if review != nil { return ScreenUpdate(.none, [.close]) }
      let kept = cancel()
      // Closed first, so that what the writes say of the draft ("Draft kept", or that it
      // couldn't be saved) is said over the screen the reader is back on. The writes save it,
      // and hold it until the program ends whatever the disk says.
      var requests: [ScreenRequest] = [.close]
      let text: String? = if case .save(let draft) = kept { draft.text } else { nil }
      guard kept != .leave else { return ScreenUpdate(.none, requests) }
      if reviewComment != nil {
        requests.append(.write(.closedFormDraft(draftKey(host: environment.host), text: text)))
      } else if let editing {
        requests.append(.write(.closedCommentDraft(reference, commentID: editing.id, text: text)))
      } else {
        requests.append(.write(.closedDraft(repository, number: number, text: text)))
      }
      return ScreenUpdate(.none, requests)
    case .openEditor:
      return ScreenUpdate(runEditor(environment.editor))
    case .togglePendingReview:
      guard reviewComment?.choosesMode == true else { return .none }
      reviewComment?.intoPendingReview.toggle()
      return .none
    case .newLine:
      return .none
    }
  }

  public mutating func receive(_ news: FeatureValue) {
    if let looked = news.as(ReviewDraftLooked.self) { return learn(looked) }
    guard let news = news.as(WriteNews.self) else { return }
    learn(news)
  }

  public func unsentDraft(host: String) -> (key: DraftKey, text: String)? {
    review == nil && hasText ? (draftKey(host: host), text) : nil
  }

  public mutating func edit(_ input: InputEvent, _ context: ScreenContext) -> ScreenUpdate<Event> {
    edit(input, in: textSize(context))
    return ScreenUpdate(complete(context))
  }

  /// The open completion's keys (the pickers' actions).
  public mutating func forward(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<Event> {
    guard let action = action as? PickerAction else { return .none }
    return ScreenUpdate(performCompletion(action, context, in: textSize(context)))
  }

  /// The text's region in `context`'s body.
  private func textSize(_ context: ScreenContext) -> Size {
    Self.textSize(ComposerView.textRect(context.body).size, restored: hasNote)
  }

  public mutating func handle(_ event: Event, _ context: ScreenContext) -> ScreenUpdate<Event> {
    let environment = context.environment
    switch event {
    case .draftUnreadable(let error):
      let effect = draftLoaded(nil, editor: environment.editor)
      show(LocalizedText.draftNotRestored(error).text(in: environment.language))
      return ScreenUpdate(effect)
    case .draftLoaded(let draft):
      let effect = draftLoaded(draft, editor: environment.editor)
      // A draft whose send may have reached the server: the writes look for the stored
      // comment before that text is posted again, a review comment among the pull request's
      // threads and any other among the issue's comments.
      guard let sent = restoredSent, let since = sent.sentSince else { return ScreenUpdate(effect) }
      if let reviewComment {
        let look = ReviewDraftLook(
          look: reviewComment.look(for: sent.text, since: since),
          draft: draftKey(host: environment.host))
        return ScreenUpdate(effect, [.ask(FeatureValue(look))])
      }
      return ScreenUpdate(
        effect, [.write(.draftMaybeSent(repository, number: number, body: sent.text, since: since))]
      )
    case .editorFinished(let outcome):
      editorFinished(outcome, language: environment.language)
      return .none
    case .assignableRested:
      return ScreenUpdate(askForAssignable(context))
    case .assignable(let result):
      assignable.answered(result)
      return ScreenUpdate(complete(context))
    }
  }

  public mutating func showInline(_ message: String) -> Bool {
    show(message)
    return true
  }

  public func draw(in rect: Rect, canvas: inout Canvas, _ context: ScreenContext) {
    ComposerView.draw(self, in: rect, canvas: &canvas, theme: context.theme)
  }
}

extension ComposerScreen.Event: ScreenEvent {
  /// Neither a draft read from disk nor the editor is an answer from the server, and the
  /// assignable users are asked behind the writer's back, as the pull request rows' facts are:
  /// they neither take the demo's armed fault nor say the network is up or down.
  public var isResponse: Bool { false }
}
