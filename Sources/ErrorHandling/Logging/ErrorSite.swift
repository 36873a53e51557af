/// Where an error was handled: the `catch` block that logged it, not where it was thrown.
///
/// The development logger prints it so a log line leads straight to the handling code.
public struct ErrorSite: Hashable, Sendable {
  /// `#fileID` of the handling site (module/file, never an absolute path).
  public var file: String
  public var line: Int
  public var function: String

  public init(file: String, line: Int, function: String) {
    self.file = file
    self.line = line
    self.function = function
  }
}
