import IssueDomain
import Testing

/// A branch name from the server or a checkout is shown and sent back only when git could have
/// made it.
@Suite struct BranchNameTests {
  @Test(arguments: ["main", "fix/crash", "release-1.2", "ユーザー/修正", "a_b"])
  func namesGitMakesAreNames(name: String) {
    #expect(PullRequestText.isBranchName(name))
  }

  @Test(arguments: [
    "", " main", "ma in", "main\n", "\u{1b}[31mmain", "main\u{202e}", "a..b", "/main", "main/",
    ".main", "main.", "-main", "a~1", "a^", "a:b", "a?", "a*", "a[b", "a\\b", "\u{85}x",
    String(repeating: "b", count: 256),
  ])
  func anythingElseIsNot(name: String) {
    #expect(!PullRequestText.isBranchName(name))
  }
}
