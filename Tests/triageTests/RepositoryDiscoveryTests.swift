import Foundation
import IssueDomain
import TestSupport
import Testing

@testable import triage

@Suite("The repository to open: GH_REPO and the git checkout")
struct RepositoryDiscoveryTests {
  static let app = RepositoryName(owner: "octo", name: "app")

  @Test(arguments: [
    "https://github.com/octo/app.git", "https://github.com/octo/app",
    "https://github.com/octo/app/",
    "http://github.com/octo/app", "https://user:pw@github.com/octo/app.git",
    "git@github.com:octo/app.git", "git@github.com:octo/app", "github.com:octo/app",
    "ssh://git@github.com/octo/app.git", "ssh://git@ssh.github.com:443/octo/app.git",
    "git+ssh://git@github.com/octo/app", "git://github.com/octo/app.git",
    "  https://GitHub.com/octo/app.git  ",
  ])
  func remoteURLsOnGitHub(url: String) {
    #expect(GitRemoteURL(url)?.host == "github.com")
    #expect(GitRemoteURL(url)?.repository == Self.app)
  }

  @Test func remoteURLsOnOtherHosts() {
    #expect(GitRemoteURL("git@ghe.example.com:octo/app.git")?.host == "ghe.example.com")
    #expect(GitRemoteURL("https://ghe.example.com:8443/octo/app")?.host == "ghe.example.com")
    #expect(GitRemoteURL("git@acme.ghe.com:octo/app.git")?.host == "acme.ghe.com")
  }

  @Test(arguments: [
    "", "/srv/git/app.git", "../app", "file:///srv/octo/app.git", "ftp://github.com/octo/app",
    "https://github.com/octo", "https://github.com/octo/app/issues", "git@github.com:",
    "https://github.com", "git@github.com:~octo/app.git", "https://evil host/octo/app",
    "ext::sh -c touch% /tmp/pwned",
  ])
  func otherURLsAreNotRepositories(url: String) {
    #expect(GitRemoteURL(url) == nil)
  }

  @Test func gitConfigRemotesWithGitsSyntax() {
    let config = GitConfig(
      text: """
        # a comment
        [core]
        \turl = https://github.com/not/a-remote
        [remote "origin"]
        \turl = git@github.com:octo/app.git ; comment
        \tfetch = +refs/heads/*:refs/remotes/origin/*
        \turl = https://github.com/second/url
        [Remote "up \\"stream\\""]
        \tURL = "https://github.com/quoted/ value" # comment
        [remote.Old]
        \turl = https://github.com/old/style
        [remote "base"]
        \tgh-resolved = base
        \turl = https://github.com/cont/\\
        inued.git
        [remote "bare"]
        \turl
        """)
    #expect(
      config.remotes == [
        .init(name: "origin", url: "git@github.com:octo/app.git"),
        .init(name: "up \"stream\"", url: "https://github.com/quoted/ value"),
        .init(name: "old", url: "https://github.com/old/style"),
        .init(name: "base", url: "https://github.com/cont/inued.git", ghResolved: "base"),
      ])
  }

  @Test func remoteOrderIsResolvedThenUpstreamGithubOriginThenTheRest() {
    let remotes = ["fork", "origin", "github", "mine", "upstream"].map {
      GitConfig.Remote(name: $0, url: "x")
    }
    #expect(
      RepositoryDiscovery.ordered(remotes).map(\.name)
        == ["upstream", "github", "origin", "fork", "mine"])
    var resolved = remotes
    resolved[3].ghResolved = "base"
    #expect(RepositoryDiscovery.ordered(resolved).first?.name == "mine")
  }

  /// A checkout at `root/work` with `.git/config` holding `config`.
  private func checkout(_ config: String) throws -> TemporaryDirectory {
    let root = try TemporaryDirectory()
    try root.write(config, at: "work/.git/config")
    try FileManager.default.createDirectory(
      atPath: root.path + "/work/src/deep", withIntermediateDirectories: true)
    return root
  }

  @Test func theCheckoutsOriginOnTheHostIsChosenFromASubdirectory() throws {
    let root = try checkout("[remote \"origin\"]\n\turl = git@github.com:octo/app.git\n")
    defer { root.remove() }
    let found = RepositoryDiscovery.checkout(in: root.path + "/work/src/deep", host: "github.com")
    #expect(found?.repository == Self.app)
    #expect(
      found?.source == .remote(name: "origin", config: root.path + "/work/.git/config"))
  }

  @Test func aRemoteOnAnotherHostIsNotChosen() throws {
    let root = try checkout(
      """
      [remote "origin"]
      \turl = git@gitlab.com:octo/app.git
      [remote "mirror"]
      \turl = https://ghe.example.com/corp/app
      """)
    defer { root.remove() }
    #expect(RepositoryDiscovery.checkout(in: root.path + "/work", host: "github.com") == nil)
    #expect(
      RepositoryDiscovery.checkout(in: root.path + "/work", host: "ghe.example.com")?.repository
        == RepositoryName(owner: "corp", name: "app"))
  }

  @Test func upstreamBeatsOriginAndGhResolvedBeatsBoth() throws {
    let root = try checkout(
      """
      [remote "origin"]
      \turl = git@github.com:me/app.git
      [remote "upstream"]
      \turl = https://github.com/octo/app.git
      """)
    defer { root.remove() }
    #expect(
      RepositoryDiscovery.checkout(in: root.path + "/work", host: "github.com")?.repository
        == Self.app)
    try root.write(
      "[remote \"origin\"]\n\turl = git@github.com:me/app.git\n\tgh-resolved = octo/other\n"
        + "[remote \"upstream\"]\n\turl = https://github.com/octo/app.git\n",
      at: "work/.git/config")
    #expect(
      RepositoryDiscovery.checkout(in: root.path + "/work", host: "github.com")?.repository
        == RepositoryName(owner: "octo", name: "other"))
  }

  @Test func aGitdirFileAndCommondirLeadToTheSharedConfig() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(
      "[remote \"origin\"]\n\turl = https://github.com/octo/app\n", at: "main/.git/config")
    try root.write("../..\n", at: "main/.git/worktrees/feature/commondir")
    try root.write("gitdir: ../main/.git/worktrees/feature\n", at: "feature/.git")
    let found = RepositoryDiscovery.checkout(in: root.path + "/feature", host: "github.com")
    #expect(found?.repository == Self.app)
    #expect(found?.source == .remote(name: "origin", config: root.path + "/main/.git/config"))
  }

  @Test func theNearestGitStopsTheWalkEvenWhenItIsUnusable() throws {
    let root = try checkout("[remote \"origin\"]\n\turl = https://github.com/octo/app\n")
    defer { root.remove() }
    try root.write("not a pointer\n", at: "work/src/.git")
    #expect(
      RepositoryDiscovery.checkout(in: root.path + "/work/src/deep", host: "github.com") == nil)
  }

  @Test func oversizedOrMissingConfigsGiveNothing() throws {
    let root = try checkout(String(repeating: "#", count: GitCheckout.maximumConfigSize + 1))
    defer { root.remove() }
    #expect(RepositoryDiscovery.checkout(in: root.path + "/work", host: "github.com") == nil)
    let empty = try TemporaryDirectory()
    defer { empty.remove() }
    try FileManager.default.createDirectory(
      atPath: empty.path + "/.git", withIntermediateDirectories: true)
    #expect(RepositoryDiscovery.checkout(in: empty.path, host: "github.com") == nil)
    #expect(RepositoryDiscovery.checkout(in: "relative/dir", host: "github.com") == nil)
  }

  @Test(arguments: [
    ("octo/app", nil as String?),
    ("github.com/octo/app", "github.com"),
    ("GHE.example.com/octo/app", "ghe.example.com"),
    ("https://ghe.example.com/octo/app.git", "ghe.example.com"),
    ("git@acme.ghe.com:octo/app.git", "acme.ghe.com"),
  ])
  func ghRepoForms(value: String, host: String?) throws {
    let found = try RepositoryDiscovery.ghRepo(["GH_REPO": value])
    #expect(found?.host == host)
    #expect(found?.repository == Self.app)
  }

  @Test(arguments: ["octo", "a/b/c/d", "host!/octo/app", "/octo/app", "octo/", "https://x/y"])
  func invalidGhRepoIsReported(value: String) {
    #expect(throws: APIEndpointError.invalidGHRepo(value)) {
      try RepositoryDiscovery.ghRepo(["GH_REPO": value])
    }
  }

  @Test func unsetOrBlankGhRepoIsNothing() throws {
    #expect(try RepositoryDiscovery.ghRepo([:]) == nil)
    #expect(try RepositoryDiscovery.ghRepo(["GH_REPO": "  "]) == nil)
  }
}
