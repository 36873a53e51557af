import TerminalUI

/// What a feature's writes read of the app when they run or draw: the screen's size (a picker
/// pages by its height), the spinner's frame, the theme, and the user's key remapping (for the
/// keys a hint names).
public struct FeatureWritesContext: Sendable {
  public var size: Size
  public var tick: Int
  public var theme: Theme
  public var keyRemap: KeyRemap

  public init(size: Size, tick: Int = 0, theme: Theme = .standard, keyRemap: KeyRemap = KeyRemap())
  {
    self.size = size
    self.tick = tick
    self.theme = theme
    self.keyRemap = keyRemap
  }
}
