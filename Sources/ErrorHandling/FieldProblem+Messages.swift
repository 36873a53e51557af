import Localization

/// Sentences for rejected fields, used by `AppError.validation`'s message.
extension FieldProblem {
  /// One sentence for this field, e.g. "Token is required."
  public func message(in language: Language) -> String {
    localizedMessage.text(in: language)
  }

  var localizedMessage: LocalizedText {
    switch issue {
    case .missing:
      LocalizedText(en: "\(field) is required.", ja: "\(field)を入力してください。")
    case .invalid:
      LocalizedText(en: "\(field) is not valid.", ja: "\(field)が正しくありません。")
    case .alreadyExists:
      LocalizedText(en: "\(field) already exists.", ja: "\(field)は既に存在します。")
    case .other(let detail):
      LocalizedText(en: "\(field): \(detail)", ja: "\(field): \(detail)")
    }
  }

  /// All problems as one message; a generic request to check the input when the list is empty.
  static func summary(of problems: [FieldProblem]) -> LocalizedText {
    guard !problems.isEmpty else {
      return LocalizedText(
        en: "Some input was rejected. Check it and try again.",
        ja: "入力内容に問題があります。確認してもう一度お試しください。")
    }
    let parts = problems.map(\.localizedMessage)
    return LocalizedText(
      en: parts.map(\.english).joined(separator: " "),
      ja: parts.map(\.japanese).joined())
  }
}
