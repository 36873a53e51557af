import Localization

/// Button labels and keyboard mnemonics.
extension ErrorAction {
  /// The label to draw: the custom title if one was given, else the localised default.
  public func title(in language: Language) -> String {
    if let customTitle, !customTitle.isEmpty { return customTitle }
    return kind.defaultTitle(in: language)
  }
}

extension ErrorAction.Kind {
  /// Retry / Back / Dismiss / OK, or 再試行 / 戻る / 閉じる / OK.
  public func defaultTitle(in language: Language) -> String {
    switch (self, language) {
    case (.retry, .english): "Retry"
    case (.retry, .japanese): "再試行"
    case (.navigateBack, .english): "Back"
    case (.navigateBack, .japanese): "戻る"
    case (.dismiss, .english): "Dismiss"
    case (.dismiss, .japanese): "閉じる"
    case (.confirm, _): "OK"
    }
  }

  /// A fixed ASCII key for the action. A button's first letter activates it, but Japanese or
  /// custom titles may not start with a typeable or unique letter, so the UI can fall back on
  /// this.
  public var mnemonic: Character {
    switch self {
    case .retry: "r"
    case .navigateBack: "b"
    case .dismiss: "d"
    case .confirm: "y"
    }
  }
}
