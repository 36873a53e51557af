/// Why a checkout's branch couldn't be read.
public enum CheckoutProblem: Error, Sendable, Equatable {
  /// HEAD names a commit, not a branch.
  case detachedHead
  /// There is no `git` to run.
  case gitUnavailable
  /// `git` failed: its first line of complaint, made inert.
  case gitFailed(String)
}
