import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import IssueFeature
import Localization
import SharedWrites
import SystemSupport
import TerminalUI

/// The comment composer: an inline multi-line field for a short reply to one issue, with the
/// user's own editor a key away.
///
/// `c` opens it. Enter sends (the text is checked first: a blank comment is an inline error and
/// nothing is sent), Alt-Enter and Ctrl-J break the line, Esc closes it keeping a non-blank
/// text as the issue's draft, Ctrl-E hands the text to `$VISUAL`/`$EDITOR`/`vi` and takes the
/// edited text back. A draft saved earlier (a failed send, a quit, a signal) is offered back
/// when it opens. The reducer is pure: drafts are read and written, and the editor run, as
/// effects.
public struct ComposerScreen: Equatable, Sendable {
  /// The results of the composer's effects.
  public enum Event: Sendable, Equatable {
    /// The issue's saved draft, read when the composer opened (`nil`: none), or the text the
    /// app still holds of one that couldn't be saved.
    case draftLoaded(CommentDraft?)
    /// The saved draft couldn't be read: it was set aside, or is a newer version's, left.
    case draftUnreadable(DraftError)
    /// The editor exited.
    case editorFinished(ExternalEditor.Outcome)
    /// The `@` list has been open for `CompletionRequest.restDelay`.
    case assignableRested
    /// The repository's assignable users for it (their logins), or why not.
    case assignable(Result<[String], AppError>)
  }

  /// Where the composer is in its short life.
  public enum Phase: Equatable, Sendable {
    /// Reading the issue's draft; keys already type.
    case loadingDraft
    case editing
    /// The external editor has the terminal.
    case inEditor
    /// Enter sent the text (or Esc closed it): every further key is ignored, so a double Enter
    /// sends once.
    case closed
  }

  public let repository: RepositoryName
  public let number: Int
  public internal(set) var area: TextArea
  public private(set) var phase: Phase = .loadingDraft
  /// A message shown in the field's last row: "Comment is required.", GitHub's 422 field
  /// messages, or why the editor gave nothing back.
  public private(set) var inlineMessage: String?
  /// The text came from a saved draft: the composer says so until the next edit.
  public internal(set) var restoredDraft = false
  /// The restored draft, if its send was on its way when it was saved: the server may hold
  /// it, so sending the same text looks first, and Esc keeps that known.
  public private(set) var restoredSent: CommentDraft?
  /// Whether the look for the restored draft couldn't say if it was sent.
  public private(set) var isRestoredDraftUncertain = false
  /// A look found the restored draft already posted: the field was emptied, and the composer
  /// says why until the next edit.
  public internal(set) var foundPosted = false
  /// Whether the composer hands its text to the external editor as soon as it opens (`c` with
  /// `$VISUAL` or `$EDITOR` set).
  public let opensEditor: Bool
  public let draftID: EffectID
  /// The wait before asking for the assignable users, then the request.
  public let assignableID: EffectID
  /// A review of the pull request rather than a comment: its text is the review's body, kept
  /// in no draft (the issue's draft is its comment's).
  public let review: ReviewEvent?
  /// One of the account's comments, edited, rather than a new comment: its text is sent as the
  /// comment's, and kept in that comment's own draft.
  public let editing: CommentEditing?
  /// A review comment on lines of the diff or a reply to a thread, rather than an issue
  /// comment: kept in a draft of its place's own, sent by the review's writes.
  public internal(set) var reviewComment: ReviewCommentTarget?
  /// A review's: the account's pending review, which it submits.
  public let pendingReviewID: String?
  /// The list completing the word before the cursor (`@` a login, `#` an issue).
  public var completions = CompletionSlot()
  /// The repository's assignable users `@` offers after the logins the screens hold: asked
  /// once the list has rested, and kept for the composer's life (a failure too, so it isn't
  /// asked again until the composer is opened anew).
  public var assignable = CompletionRequest()

  /// A composer for issue `number`. `text` (a comment GitHub refused, reopened) skips the draft
  /// and the editor: the user is shown what failed and why.
  public init(
    repository: RepositoryName, number: Int, id: ScreenID, opensEditor: Bool,
    text: String? = nil, message: String? = nil, review: ReviewEvent? = nil,
    editing: CommentEditing? = nil, reviewComment: ReviewCommentTarget? = nil,
    pendingReviewID: String? = nil
  ) {
    self.pendingReviewID = pendingReviewID
    self.review = review
    self.reviewComment = reviewComment
    self.editing = editing
    self.repository = repository
    self.number = number
    self.area = TextArea(text: text ?? editing?.original ?? reviewComment?.openingText ?? "")
    self.opensEditor = text == nil && opensEditor
    self.inlineMessage = message
    self.draftID = id.effect("composer.draft")
    self.assignableID = id.effect("composer.assignable")
    if text != nil { phase = .editing }
  }

  /// The issue the comment is for.
  public var reference: IssueReference { IssueReference(repository: repository, number: number) }

  /// The key its draft is kept under.
  public func draftKey(host: String) -> DraftKey {
    DraftKey(
      host: host, repository: repository, number: number, comment: editing?.id,
      anchor: reviewComment?.anchor)
  }

  /// The text as it would be saved or sent.
  public var text: String { area.text }

  /// Whether the composer holds text worth keeping as a draft.
  public var hasText: Bool { !area.isBlank && !isUneditedComment }

  /// Whether an edit's text is still the comment's as loaded: nothing to send or keep.
  public var isUneditedComment: Bool {
    guard let server = editing?.editedFrom?.body else { return false }
    return IssueDetailView.sameText(area.text, server)
  }

  /// The text's region for `body`: below the heading (and the restored note), the whole width.
  public static func textSize(_ body: Size, restored: Bool) -> Size {
    let top = restored ? 2 : 1
    return Size(width: body.width, height: max(0, body.height - top))
  }

  // MARK: - Transitions

  /// Opening: read the saved draft (if there is a place for drafts), unless the composer was
  /// opened on a text of its own.
  public mutating func open(drafts: (any DraftKeeping)?, host: String, editor: ExternalEditor)
    -> Effect<Event>
  {
    guard phase == .loadingDraft else { return .none }
    guard let drafts else { return draftLoaded(nil, editor: editor) }
    let key = draftKey(host: host)
    return .run(id: draftID) { context in
      do throws(DraftError) {
        context.send(.draftLoaded(try drafts.loadDraft(key)))
      } catch {
        context.send(.draftUnreadable(error))
      }
    }
  }

  /// The draft arrived: it fills an untouched field (typing first wins), then the editor runs
  /// when the composer was opened for it.
  public mutating func draftLoaded(_ draft: CommentDraft?, editor: ExternalEditor) -> Effect<Event>
  {
    guard phase == .loadingDraft else { return .none }
    phase = .editing
    completions.clear()
    // An edit opens on the comment's text: a draft of it replaces that while it is untouched.
    let original = editing?.original ?? reviewComment?.openingText
    let untouched = original.map { area.text == $0 } ?? area.characters.isEmpty
    if let draft, !draft.text.isEmpty, untouched {
      area.replaceText(with: draft.text)
      restoredDraft = true
      restoredSent = draft.sentSince == nil ? nil : draft
    }
    return opensEditor ? runEditor(editor) : .none
  }

  /// Ctrl-E: the text goes to the editor; the composer waits for it.
  public mutating func runEditor(_ editor: ExternalEditor) -> Effect<Event> {
    guard phase == .editing else { return .none }
    phase = .inEditor
    completions.clear()
    let text = area.text
    return .runInTerminal { .editorFinished(editor.edit(text)) }
  }

  /// The editor exited: its text replaces the field's; a cancel keeps the field as it was and
  /// says why, as does an editor that could not run.
  public mutating func editorFinished(_ outcome: ExternalEditor.Outcome, language: Language) {
    guard phase == .inEditor else { return }
    phase = .editing
    inlineMessage = outcome.apply(to: &area, language: language)
    if case .edited = outcome { restoredDraft = false }
  }

  /// Enter: a blank or overlong text is an inline error and stays; a good one is the comment
  /// to send, once.
  public mutating func submit(language: Language) -> String? {
    guard phase == .editing else { return nil }
    if let review {
      let body = area.text.trimmingWhitespaceAndNewlines()
      guard !review.needsBody || !body.isEmpty else {
        inlineMessage = LocalizedText.reviewBodyRequired.text(in: language)
        return nil
      }
      phase = .closed
      inlineMessage = nil
      return body
    }
    do throws(IssueUseCaseError) {
      let body = try CommentText.validated(area.text)
      phase = .closed
      inlineMessage = nil
      return body
    } catch {
      inlineMessage = Self.message(for: AppError(error), in: language)
      return nil
    }
  }

  /// The draft a text is kept as: one that may have been posted stays known as such while it
  /// is the restored text.
  public func draft(of text: String) -> CommentDraft {
    guard let restoredSent, IssueDetailView.sameText(restoredSent.text, text) else {
      return CommentDraft(text: text)
    }
    return CommentDraft(text: text, sentSince: restoredSent.sentSince)
  }

  /// What Esc does to the issue's draft.
  public enum Keeping: Equatable, Sendable {
    /// Save the text as the draft.
    case save(CommentDraft)
    /// The user emptied the field: the draft goes.
    case delete
    /// Leave the draft on disk alone (it hasn't been read yet, or the composer is closed).
    case leave
  }

  /// Esc: the composer closes; a non-blank text is kept as the draft, a field the user emptied
  /// deletes it, and a draft not read yet stays as it is.
  public mutating func cancel() -> Keeping {
    let before = phase
    guard before != .closed else { return .leave }
    phase = .closed
    if hasText { return .save(draft(of: area.text)) }
    return before == .loadingDraft ? .leave : .delete
  }

  /// A key the key table doesn't bind, or a paste: the field's.
  public mutating func edit(_ input: InputEvent, in size: Size) {
    guard phase == .editing || phase == .loadingDraft else { return }
    switch input {
    case .key(let key):
      guard area.handle(key, in: size) == .edited else { return }
    case .paste(let text):
      area.paste(text, in: size)
    case .resize, .mouse, .backgroundColor:
      return
    }
    restoredDraft = false
    foundPosted = false
    if inlineMessage != nil, !area.isBlank { inlineMessage = nil }
  }

  /// What the writes learned of the restored draft: posted (its text, still untouched, goes),
  /// or not (it is an unsent text).
  public mutating func learn(_ news: WriteNews) {
    guard phase == .editing || phase == .loadingDraft, let sent = restoredSent else { return }
    switch news {
    case .commentPosted(let comment, let on):
      guard on == reference, IssueDetailView.sameText(comment.body, sent.text) else { return }
      restoredSent = nil
      guard restoredDraft, IssueDetailView.sameText(area.text, sent.text) else { return }
      area.replaceText(with: "")
      restoredDraft = false
      foundPosted = true
    case .draftNotPosted(let on):
      guard on == reference else { return }
      restoredSent = nil
    case .issueRead, .commentChanged, .issueFiled:
      return
    }
  }

  /// What the look for the restored review comment's draft found: sent (its text, still
  /// untouched, goes), not sent (it is an unsent text), or GitHub couldn't say (the note asks
  /// the reader to look).
  public mutating func learn(_ looked: ReviewDraftLooked) {
    guard phase == .editing || phase == .loadingDraft, let sent = restoredSent,
      let since = sent.sentSince, let target = reviewComment,
      looked.look == target.look(for: sent.text, since: since)
    else { return }
    switch looked.outcome {
    case .stored?:
      restoredSent = nil
      guard restoredDraft, IssueDetailView.sameText(area.text, sent.text) else { return }
      area.replaceText(with: "")
      restoredDraft = false
      foundPosted = true
    case .notStored?:
      restoredSent = nil
    case .unknown?, nil:
      isRestoredDraftUncertain = true
    }
  }

  /// Whether a note takes the row under the heading.
  public var hasNote: Bool { restoredDraft || foundPosted }

  /// An error the chain chose to show here (GitHub's 422).
  public mutating func show(_ message: String) {
    inlineMessage = message
  }

  /// A validation error as one line, with GitHub's field name `body` called what the user sees.
  public static func message(for error: AppError, in language: Language) -> String? {
    error.labellingFields(fieldLabels, in: language).message(in: language)
  }

  public static let fieldLabels = [CommentText.field: LocalizedText.commentField]
}
