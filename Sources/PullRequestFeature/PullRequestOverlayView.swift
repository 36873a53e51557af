import AppCore
import ComposerFeature
import ErrorHandling
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// Draws `v`'s and `m`'s choice and `V`'s picker over the screen, with the keys' hints as the
/// user remapped them.
enum PullRequestOverlayView {
  static func draw(
    _ overlay: PullRequestOverlay, canvas: inout Canvas, _ context: FeatureWritesContext
  ) {
    let keys = PickerKeys(remap: context.keyRemap)
    switch overlay {
    case .choice(let choice):
      drawChoice(
        choice, in: Rect(size: context.size), canvas: &canvas, theme: context.theme, keys: keys)
    case .reviewers(let picker, _):
      WriteOverlayView.drawPicker(
        picker, title: .reviewersPickerTitle, empty: .noAssignable, tick: context.tick,
        in: context.size, canvas: &canvas, theme: context.theme, keys: keys)
    }
  }

  /// `v`'s or `m`'s choice: numbered lines, the selected one highlighted; a merge's while
  /// its methods load says so.
  private static func drawChoice(
    _ choice: PullRequestChoice, in area: Rect, canvas: inout Canvas, theme: Theme,
    keys: PickerKeys
  ) {
    let words = theme.words
    let heading: LocalizedText =
      switch choice.kind {
      case .review: .reviewChoiceTitle
      case .merge: .mergeChoiceTitle
      case .life: .lifeChoiceTitle
      }
    let title = "\(words(heading)) · #\(choice.reference.number)"
    let options = choice.options.enumerated().map { index, option in
      switch option {
      case .review(let event): "\(index + 1) \(words(.reviewEvent(event)))"
      case .merge(let method): "\(index + 1) \(words(.mergeMethod(method)))"
      case .step(let write): "\(index + 1) \(words(.lifeStep(write)))"
      case .discardPendingReview: "\(index + 1) \(words(.discardPendingReviewOption))"
      }
    }
    // While the methods load, the line where they will be says so, and nothing is selected.
    let loadingText: LocalizedText =
      if case .life = choice.kind { .lifeLoading } else { .mergeMethodsLoading }
    let loading = options.isEmpty ? words(loadingText) : nil
    WriteOverlayView.drawChoiceBox(
      title: title, status: nil, options: loading.map { [$0] } ?? options,
      selection: loading == nil ? choice.selection : nil,
      hint: theme.keyNames(keys.hint(words(.choiceHint))),
      in: area,
      canvas: &canvas, theme: theme)
  }
}
