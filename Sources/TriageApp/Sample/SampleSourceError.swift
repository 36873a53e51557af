/// Why the sample source did not answer. `cancelled` is never shown to the user.
public enum SampleSourceError: Error, Equatable, Sendable {
  case cancelled
  case unavailable
}
