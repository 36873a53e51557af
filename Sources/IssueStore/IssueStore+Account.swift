import FoundationEssentials

/// What the server last said of the account itself: the validator of its `GET /user` answer.
/// The store is the account's own, so a 304 to a request that sends it back says the token is
/// still this account's, and the check of whose token it is costs nothing at each start.
extension IssueStore {
  static let accountKey = "user"
  static let accountKind = "account"

  /// The validators of the account's last `GET /user` answer, if kept.
  public func accountValidators() async -> Validators? {
    await rows(of: Self.accountKey, kind: Self.accountKind, as: String.self)?.validators
  }

  /// Keeps the validators of a `GET /user` answer that named this account.
  public func saveAccountValidators(_ validators: Validators) async {
    await save(
      StoredList<String>(rows: [], validators: validators, storedAt: now()),
      as: Self.accountKey, kind: Self.accountKind)
  }
}
