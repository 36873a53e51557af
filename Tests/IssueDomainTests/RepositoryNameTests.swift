import IssueDomain
import Testing

@Suite struct RepositoryNameTests {
  @Test(arguments: [
    ("apple/swift", "apple", "swift"),
    ("  demo/busy \n", "demo", "busy"),
    ("octo-org/my_repo.v2", "octo-org", "my_repo.v2"),
    ("a/b", "a", "b"),
    ("owner/name/", "owner", "name"),
    ("owner/name.git", "owner", "name"),
    ("owner/.github", "owner", ".github"),
    ("owner/...", "owner", "..."),
    ("https://github.com/apple/swift", "apple", "swift"),
    ("https://github.com/apple/swift/", "apple", "swift"),
    ("https://github.com/apple/swift.git", "apple", "swift"),
    ("http://github.com/apple/swift", "apple", "swift"),
    ("HTTPS://GitHub.com/Apple/Swift", "Apple", "Swift"),
    ("https://www.github.com/apple/swift", "apple", "swift"),
    ("github.com/apple/swift", "apple", "swift"),
    ("\thttps://github.com/apple/swift.git\n", "apple", "swift"),
  ])
  func accepts(_ text: String, _ owner: String, _ name: String) throws {
    let parsed = try RepositoryName.parse(text)
    #expect(parsed == RepositoryName(owner: owner, name: name))
    #expect(parsed.description == "\(owner)/\(name)")
  }

  @Test(arguments: [
    "apple", "apple/", "/swift", "apple/swift/issues", "apple//swift", "apple swift",
    "apple/sw ift", "ap ple/swift", "apple/.", "apple/..", "apple/.git", "apple_x/swift",
    "apple.x/swift", "äpple/swift", "apple/swïft", "apple/日本語", "apple/swift?tab=readme",
    "https://github.com/apple", "https://github.com/apple/swift/pull/1",
    "https://example.com/apple/swift", "ftp://github.com/apple/swift", "github.com",
    "https://github.com/", String(repeating: "a", count: 40) + "/x",
    "x/" + String(repeating: "a", count: 101),
  ])
  func rejects(_ text: String) {
    #expect(
      throws: IssueUseCaseError.invalidInput([FieldRejection(field: "repository", reason: .invalid)]
      )
    ) {
      try RepositoryName.parse(text)
    }
  }

  @Test func theLongestNamesAreAccepted() throws {
    let owner = String(repeating: "o", count: 39)
    let name = String(repeating: "n", count: 100)
    #expect(try RepositoryName.parse("\(owner)/\(name)").name.count == 100)
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func nothingEnteredIsMissing(_ text: String) {
    #expect(
      throws: IssueUseCaseError.invalidInput([FieldRejection(field: "repository", reason: .missing)]
      )
    ) {
      try RepositoryName.parse(text)
    }
  }
}
