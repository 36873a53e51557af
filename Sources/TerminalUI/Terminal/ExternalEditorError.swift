/// Why the external editor could not give back a text. Each case keeps what a message needs.
public enum ExternalEditorError: Error, Hashable, Sendable {
  /// The shell could not find or run the command (exit status 127 or 126).
  case notFound(command: String)
  /// The private directory or the file could not be made or written.
  case temporaryFile(errno: Int32)
  /// The shell itself could not be started.
  case couldNotStart(errno: Int32)
  /// The file grew past the read limit; nothing of it is used.
  case tooLarge(limit: Int)
}
