/// The app's own actions: they work the same on every screen, and the app carries them out.
public enum GlobalAction: String, BindableAction, CaseIterable {
  case quit
  case suspend
  case help
  /// `:` go to a repository, an issue or a URL.
  case goTo = "go-to"
  case back
  /// From a page opened from a list: the list's next or previous row, opened in its place.
  case nextInList = "next-in-list"
  case previousInList = "previous-in-list"
  /// Ask to sign out (`:signout`).
  case signOut = "sign-out"

  public static let context = KeyContext.global
  public static var all: [GlobalAction] { allCases }
  public var name: String { rawValue }
}
