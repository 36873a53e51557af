/// A braille spinner whose frame is derived from a tick count kept in state, so drawing it stays
/// pure and a test clock steps it deterministically.
public enum Spinner {
  public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// How often a spinner needs a new frame.
  public static let interval: Duration = .milliseconds(100)

  public static func frame(at tick: Int) -> Character {
    frames[((tick % frames.count) + frames.count) % frames.count]
  }
}
