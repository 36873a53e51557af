import ErrorHandling
import Localization
import TerminalUI

/// One row of a screen's key table: the keys, the action they run, and how the footer and the
/// help name them. Immutable, so it behaves as a value; a class so that copying it retains one
/// reference: screens rebuild their tables for every key and every frame.
public final class KeyBinding: Hashable, Sendable {
  public let keys: [Key]
  /// The action, of the type of the feature that owns it.
  public let action: any BindableAction
  /// How the help overlay names the keys, e.g. "↑ ↓ k j".
  public let label: String
  public let description: LocalizedText
  /// The short key name shown in the footer; `nil` for bindings listed only in the help.
  public let footer: String?
  /// The footer's word for it, shorter than the help's description.
  public let footerText: LocalizedText

  public convenience init(
    _ keys: [Key], _ action: some BindableAction, _ label: String, _ description: LocalizedText,
    footer: String? = nil, short: LocalizedText? = nil
  ) {
    self.init(keys, erased: action, label, description, footer: footer, short: short)
  }

  private init(
    _ keys: [Key], erased action: any BindableAction, _ label: String,
    _ description: LocalizedText, footer: String?, short: LocalizedText?
  ) {
    self.keys = keys
    self.action = action
    self.label = label
    self.description = description
    self.footer = footer
    self.footerText = short ?? description
  }

  /// This binding answering to `keys`; relabelled by them (the help's label, the footer's
  /// name) unless `relabel` is false, when only keys it no longer has were taken away.
  public func with(keys: [Key], relabel: Bool = true) -> KeyBinding {
    let names = keys.map(\.description)
    return KeyBinding(
      keys, erased: action, relabel ? names.joined(separator: " ") : label, description,
      footer: footer.map { old in relabel ? names.first ?? old : old }, short: footerText)
  }

  /// This binding without `taken`, keys the user gave another action: the help's label and
  /// the footer's name lose the names of those keys, so no key is shown that does something
  /// else. A binding left with no keys is left out of the help and the footer.
  public func without(_ taken: Set<Key>) -> KeyBinding {
    let left = keys.filter { !taken.contains($0) }
    let takenNames = Set(taken.map { $0.description.lowercased() })
    let newLabel = label.split(separator: " ").filter { !takenNames.contains($0.lowercased()) }
      .joined(separator: " ")
    let newFooter = footer.flatMap { old in
      takenNames.contains(old.lowercased()) ? left.first.map(\.description) : old
    }
    return KeyBinding(
      left, erased: action, left.isEmpty ? "" : newLabel, description,
      footer: left.isEmpty ? nil : newFooter, short: footerText)
  }

  /// This binding described as `description`, and named `short` in the footer.
  public func described(_ description: LocalizedText, short: LocalizedText) -> KeyBinding {
    KeyBinding(keys, erased: action, label, description, footer: footer, short: short)
  }

  /// The action, if it is of type `A`.
  @inlinable
  public func action<A: BindableAction>(as type: A.Type) -> A? { action as? A }

  public static func == (lhs: KeyBinding, rhs: KeyBinding) -> Bool {
    lhs === rhs
      || (lhs.keys == rhs.keys && lhs.action.isSame(as: rhs.action) && lhs.label == rhs.label
        && lhs.description == rhs.description && lhs.footer == rhs.footer
        && lhs.footerText == rhs.footerText)
  }

  /// The label and the footer's name tell bindings apart well enough; equality checks the rest.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(footer)
  }
}
