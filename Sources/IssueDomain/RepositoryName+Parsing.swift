extension RepositoryName {
  /// Reads what the user typed or pasted into "go to owner/name".
  ///
  /// Surrounding whitespace is ignored, and so is what a copied address adds: an
  /// `https://github.com/` (or `http://`, `www.`, or no scheme) prefix, one trailing `/`, and a
  /// `.git` suffix. The rest must be exactly `owner/name` with characters GitHub allows, so a
  /// typo is reported here instead of as a 404 after a round trip. Only github.com addresses are
  /// unwrapped: an Enterprise address would name a host the session may not be signed in to.
  ///
  /// - Throws: `invalidInput` for the field `repository`: `missing` when nothing was entered,
  ///   `invalid` otherwise.
  public static func parse(_ text: String) throws(IssueUseCaseError) -> RepositoryName {
    var path = Substring(text.trimmingWhitespace)
    guard !path.isEmpty else { throw rejection(.missing) }
    path = withoutGitHubPrefix(path)
    if path.hasSuffix("/") { path = path.dropLast() }
    if path.hasSuffix(".git") { path = path.dropLast(4) }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, isOwner(parts[0]), isName(parts[1]) else {
      throw rejection(.invalid)
    }
    return RepositoryName(owner: String(parts[0]), name: String(parts[1]))
  }

  /// `path` after a github.com address prefix, if it has one; matched case-insensitively
  /// because hosts and schemes are.
  private static func withoutGitHubPrefix(_ path: Substring) -> Substring {
    let prefixes = [
      "https://github.com/", "https://www.github.com/", "http://github.com/",
      "http://www.github.com/", "github.com/", "www.github.com/",
    ]
    let lowered = path.lowercased()
    guard let prefix = prefixes.first(where: { lowered.hasPrefix($0) }) else { return path }
    return path.dropFirst(prefix.count)
  }

  /// GitHub logins: 1–39 ASCII letters, digits and hyphens.
  private static func isOwner(_ owner: Substring) -> Bool {
    (1...39).contains(owner.count) && owner.allSatisfy { isASCIIAlphanumeric($0) || $0 == "-" }
  }

  /// Repository names: 1–100 ASCII letters, digits, `-`, `_` and `.`, but not `.` or `..`,
  /// which GitHub reserves.
  private static func isName(_ name: Substring) -> Bool {
    (1...100).contains(name.count) && name != "." && name != ".."
      && name.allSatisfy { isASCIIAlphanumeric($0) || "-_.".contains($0) }
  }

  /// ASCII only: `Character.isLetter` would let through letters GitHub refuses (and look-alikes).
  private static func isASCIIAlphanumeric(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return (48...57).contains(ascii) || (65...90).contains(ascii) || (97...122).contains(ascii)
  }

  private static func rejection(_ reason: FieldRejection.Reason) -> IssueUseCaseError {
    .invalidInput([FieldRejection(field: "repository", reason: reason)])
  }
}
