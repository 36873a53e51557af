import ErrorHandling
import Localization

/// One alert on screen: the `Alert` value plus which button has the focus. Key handling is a
/// pure function of this value, so the reducer can test every key without a terminal.
public struct AlertDialog: Hashable, Sendable {
  /// What a key did. Every key is consumed while an alert is up; none reaches the screen
  /// beneath, so `.none` means "handled, nothing to do" rather than "not mine".
  public enum Outcome: Hashable, Sendable {
    /// The key was consumed: focus moved, or the key means nothing here.
    case none
    /// A button was chosen; the caller closes the alert and performs the action.
    case activated(ErrorAction)
  }

  /// The alert being shown.
  public let alert: Alert
  /// The language its button titles are drawn (and their first letters matched) in.
  public let language: Language
  /// The screen that raised it, which Back pops and Retry reloads; `nil` for app-wide alerts.
  public let origin: ScreenID?
  /// The index in `alert.buttons` of the focused button; 0 when there are no buttons.
  public private(set) var focusedIndex: Int
  /// For a countdown alert, the wait left; it starts at `alert.countdown` and only
  /// `count(down:)` changes it, so the dialog stays clock-free.
  public private(set) var remaining: Duration?

  /// Shows an alert with the focus on its first default-role button (e.g. Retry), else on its
  /// cancel button (beside a destructive one), else on the first button, so Enter does the
  /// constructive thing, never the destructive one, and Esc the safe one.
  public init(_ alert: Alert, language: Language = .english, origin: ScreenID? = nil) {
    self.alert = alert
    self.language = language
    self.origin = origin
    self.focusedIndex =
      alert.buttons.firstIndex { $0.role == .default }
      ?? alert.buttons.firstIndex { $0.role == .cancel } ?? 0
    self.remaining = alert.countdown.map { max(.zero, $0) }
  }

  /// The message as it should read now: a countdown alert's message follows `remaining`.
  public var currentMessage: String {
    guard let remaining else { return alert.message }
    return AppError.rateLimitMessage(remaining: remaining, in: language)
  }

  /// Takes `elapsed` off the countdown. Returns true when the wait is over (or there was none).
  public mutating func count(down elapsed: Duration) -> Bool {
    guard let left = remaining else { return true }
    let next = max(.zero, left - max(.zero, elapsed))
    remaining = next
    return next == .zero
  }

  /// The button Enter would activate, or `nil` for an alert without buttons.
  public var focusedButton: ErrorAction? {
    alert.buttons.indices.contains(focusedIndex) ? alert.buttons[focusedIndex] : nil
  }

  /// The label of each button, in display order.
  public var buttonTitles: [String] {
    alert.buttons.map { $0.title(in: language) }
  }

  /// Applies one key. ←/→ and Tab/Shift-Tab move the focus (wrapping around), Enter activates
  /// the focused button, Esc the cancel-role button (if any), and a letter the button whose
  /// mnemonic or unique first title letter it is. Any other key is consumed and ignored.
  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .left, .backTab:
      moveFocus(by: -1)
      return .none
    case .right, .tab:
      moveFocus(by: 1)
      return .none
    case .enter:
      return focusedButton.map(Outcome.activated) ?? .none
    case .escape:
      guard let index = alert.buttons.firstIndex(where: { $0.role == .cancel }) else {
        return .none
      }
      return activate(index)
    case .character(let character):
      guard let index = buttonIndex(forLetter: character) else { return .none }
      return activate(index)
    default:
      return .none
    }
  }

  /// The button a typed letter picks: a fixed mnemonic (r, b, d) first, since it works in
  /// every language; then a title's first ASCII letter, but only if no other title shares it.
  /// Matching ignores case.
  func buttonIndex(forLetter letter: Character) -> Int? {
    guard letter.isASCII, letter.isLetter else { return nil }
    let key = letter.lowercased()
    if let index = alert.buttons.firstIndex(where: { String($0.kind.mnemonic) == key }) {
      return index
    }
    let initials = buttonTitles.map { title -> String? in
      guard let first = title.first, first.isASCII, first.isLetter else { return nil }
      return first.lowercased()
    }
    let matches = initials.indices.filter { initials[$0] == key }
    return matches.count == 1 ? matches.first : nil
  }

  private mutating func moveFocus(by step: Int) {
    let count = alert.buttons.count
    guard count > 0 else { return }
    focusedIndex = ((focusedIndex + step) % count + count) % count
  }

  private mutating func activate(_ index: Int) -> Outcome {
    focusedIndex = index
    return .activated(alert.buttons[index])
  }
}
