/// Whether a list shows its selected issue's page beside it, and from how wide a body
/// (`preview:` in the config file).
public struct PreviewSettings: Sendable, Equatable {
  public var isEnabled: Bool
  /// The narrowest body, in columns, that is split: below it the list has the whole width.
  public var minimumWidth: Int

  public init(isEnabled: Bool, minimumWidth: Int = Self.standardMinimumWidth) {
    self.isEnabled = isEnabled
    self.minimumWidth = minimumWidth
  }

  /// What the command runs with when the config file says nothing: on, from 120 columns, where
  /// each half still has room for a row's title and a page's paragraph.
  public static let standard = PreviewSettings(isEnabled: true)
  /// No pane at any width: the environment's own default, so a program composed without the
  /// config file (a test, say) draws and asks exactly what it did before the pane existed.
  public static let off = PreviewSettings(isEnabled: false)
  public static let standardMinimumWidth = 120
  /// Below 80 columns each half would be narrower than the narrowest list the app lays out;
  /// past 1000 the number is a typo.
  public static let minimumWidthRange = 80...1000
}
