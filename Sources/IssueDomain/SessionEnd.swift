/// Why a session ends, which decides what goes with it.
public enum SessionEnd: Sendable, Equatable {
  /// The user chose to sign out: the token and everything kept for the account go.
  case signedOut
  /// The server stopped taking the token (a 401): the token goes, but what was kept stays, since
  /// the same user signing in with a new token still wants it offline.
  case expired
}
