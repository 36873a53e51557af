/// A repository's `owner/name`, which identifies it in every request.
///
/// A type rather than a string so a request can't be made with an unchecked name: text typed by
/// the user goes through `parse(_:)`, which only lets through names GitHub could have.
public struct RepositoryName: Hashable, Sendable, CustomStringConvertible {
  /// The owning user or organisation's login.
  public let owner: String
  /// The repository's name within its owner.
  public let name: String

  /// Creates a name from parts that are already known to be valid (e.g. from the server).
  public init(owner: String, name: String) {
    self.owner = owner
    self.name = name
  }

  /// `"owner/name"`.
  public var description: String { "\(owner)/\(name)" }
}
