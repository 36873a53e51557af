/// A responder's answer (seed 002): it either handled the error or passes it up the chain.
///
/// Named `ErrorOutcome` rather than nested in a type called `ErrorHandling`: a type named like
/// its module breaks `ErrorHandling.X` qualified lookups for every client.
public enum ErrorOutcome: Hashable, Sendable {
  /// Show this (possibly `.none`, to swallow the error silently).
  case handled(ErrorDisplay)
  /// Not handled here; ask the next responder.
  case passed
}
