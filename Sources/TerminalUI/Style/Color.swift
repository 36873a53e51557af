/// A terminal colour. Stored as the curses colour number (`-1` is the terminal's default), so the
/// backend needs no translation table and the headless terminal can print it plainly.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public let index: Int16

  public init(index: Int16) {
    self.index = max(-1, min(255, index))
  }

  public static let `default` = Color(index: -1)
  public static let black = Color(index: 0)
  public static let red = Color(index: 1)
  public static let green = Color(index: 2)
  public static let yellow = Color(index: 3)
  public static let blue = Color(index: 4)
  public static let magenta = Color(index: 5)
  public static let cyan = Color(index: 6)
  public static let white = Color(index: 7)
  public static let brightBlack = Color(index: 8)

  private static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "brightBlack",
  ]

  public var description: String {
    if index < 0 { return "default" }
    if Int(index) < Color.names.count { return Color.names[Int(index)] }
    return "color\(index)"
  }
}
