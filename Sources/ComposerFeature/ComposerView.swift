import AppCore
import ErrorHandling
import Localization
import SharedWrites
import TerminalUI

/// Draws the composer: a heading naming the issue, the note when a saved draft was restored,
/// then the text field, whose last row shows an inline error (a blank comment, GitHub's 422
/// messages, the length limit, the editor's failure). Pure.
public enum ComposerView {
  public static func draw(
    _ composer: ComposerScreen, in body: Rect, canvas: inout Canvas, theme: Theme
  ) {
    // One column of margin each side, as the text has.
    let rect = textRect(body)
    guard !rect.isEmpty else { return }
    let words = theme.words
    let target = "\(composer.repository)#\(composer.number)"
    let heading = words(
      composer.review.map { .reviewOn($0, target) }
        ?? composer.reviewComment.map(LocalizedText.reviewCommentOn)
        ?? (composer.editing == nil ? .commentOn(target) : .editCommentOn(target)))
    canvas.draw(heading.ellipsised(toWidth: rect.width), in: rect.row(0), style: theme.title)
    var top = 1
    if composer.hasNote, rect.height > 2 {
      let note: LocalizedText =
        composer.foundPosted
        ? .draftAlreadyPosted
        : composer.restoredSent == nil
          ? .restoredDraft
          : composer.isRestoredDraftUncertain
            ? .restoredMaybeSentReviewDraft : .restoredMaybeSentDraft
      canvas.draw(words(note).ellipsised(toWidth: rect.width), in: rect.row(1), style: theme.badge)
      top = 2
    }
    let field = Rect(
      x: rect.x, y: rect.y + top, width: rect.width, height: max(0, rect.height - top))
    let error =
      composer.inlineMessage
      ?? (composer.area.refusedInput ? words(.commentTooLong) : nil)
    composer.area.draw(
      in: field,
      placeholder: words(
        composer.review.map(LocalizedText.reviewPlaceholder) ?? .commentPlaceholder),
      error: error,
      isFocused: composer.phase != .inEditor, theme: textTheme(theme), canvas: &canvas)
    // Beside the cursor the text area just placed.
    if let completion = composer.completion, let cursor = canvas.cursor {
      CompletionView.draw(completion, cursor: cursor, in: field, canvas: &canvas, theme: theme)
    }
  }

  /// The body less its side margins: where the composer draws.
  public static func textRect(_ body: Rect) -> Rect {
    let margin = body.width > 2 ? 1 : 0
    return Rect(x: body.x + margin, y: body.y, width: body.width - 2 * margin, height: body.height)
  }

  private static func textTheme(_ theme: Theme) -> TextAreaTheme {
    var text = TextAreaTheme.standard
    text.error = theme.status
    text.placeholder = theme.meta
    return text
  }
}
