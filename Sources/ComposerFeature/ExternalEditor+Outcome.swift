import AppCore
import Localization
import TerminalUI

extension ExternalEditor.Outcome {
  /// What the editor's exit does to the field it was given: its text replaces the field's, and
  /// a cancel or an editor that could not run leaves the field as it was and says why (the
  /// message returned; `nil` when the text came back).
  public func apply(to area: inout TextArea, language: Language) -> String? {
    switch self {
    case .edited(let text):
      area.replaceText(with: text)
      return nil
    case .cancelled(let status):
      return LocalizedText.editorCancelled(status).text(in: language)
    case .failed(let error):
      return LocalizedText.editorFailed(error).text(in: language)
    }
  }
}
