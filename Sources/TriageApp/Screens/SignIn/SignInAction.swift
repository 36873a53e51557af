import AppCore

/// What keys do on the sign-in form; every other key types into the focused field.
public enum SignInAction: String, BindableAction, CaseIterable {
  case signIn = "sign-in"
  case nextField = "next-field"

  public static let context = KeyContext.signIn
  public static var all: [SignInAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The sign-in form.
  public static let signIn = KeyContext(rawValue: "sign-in")
}
