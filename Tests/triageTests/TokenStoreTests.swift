import Foundation
import TestSupport
import Testing

@testable import triage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Saved token store")
struct TokenStoreTests {
  private static let secret = "ghp_SECRET0123456789"

  private func permissions(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
  }

  @Test func saveLoadDeleteRoundTrip() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let store = TokenStore(directory: root.path + "/config/triage")
    #expect(store.load(for: "github.com") == nil)

    try store.save("  \(Self.secret)\n", for: "github.com")
    #expect(store.load(for: "github.com") == Self.secret)
    #expect(store.load(for: "GitHub.com") == Self.secret)
    #expect(store.load(for: "ghe.example.com") == nil)

    try store.save("replacement", for: "github.com")
    #expect(store.load(for: "github.com") == "replacement")

    try store.delete(for: "github.com")
    #expect(store.load(for: "github.com") == nil)
    try store.delete(for: "github.com")  // already gone: fine
  }

  @Test func filesAre0600AndDirectories0700() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let directory = root.path + "/a/b/triage"
    let store = TokenStore(directory: directory)
    try store.save(Self.secret, for: "ghe.example.com")
    let file = try store.path(for: "ghe.example.com")
    #expect(file == directory + "/hosts/ghe.example.com.token")
    #expect(permissions(file) == 0o600)
    #expect(permissions(directory + "/hosts") == 0o700)
    #expect(permissions(directory) == 0o700)
    #expect(permissions(root.path + "/a/b") == 0o700)
    #expect(permissions(root.path + "/a") == 0o700)
  }

  @Test func noTemporaryFilesAreLeftBehind() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let store = TokenStore(directory: root.path)
    try store.save("one", for: "github.com")
    try store.save("two", for: "github.com")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path + "/hosts")
    #expect(names == ["github.com.token"])
  }

  @Test func existingLaxFileAndDirectoryAreTightened() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let store = TokenStore(directory: root.path)
    try root.write("old-token\n", at: "hosts/github.com.token")
    let file = try store.path(for: "github.com")
    #expect(chmod(file, 0o644) == 0)
    #expect(chmod(root.path + "/hosts", 0o755) == 0)

    try store.save(Self.secret, for: "github.com")
    #expect(permissions(file) == 0o600)
    #expect(permissions(root.path + "/hosts") == 0o700)
    #expect(store.load(for: "github.com") == Self.secret)
  }

  @Test func symlinkAtTheTokenPathIsReplacedNotFollowed() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let store = TokenStore(directory: root.path + "/triage")
    try root.write("elsewhere\n", at: "target.txt")
    #expect(chmod(root.path + "/target.txt", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: root.path + "/triage/hosts", withIntermediateDirectories: true)
    let file = try store.path(for: "github.com")
    try FileManager.default.createSymbolicLink(
      atPath: file, withDestinationPath: root.path + "/target.txt")

    try store.save(Self.secret, for: "github.com")
    #expect(try String(contentsOfFile: root.path + "/target.txt", encoding: .utf8) == "elsewhere\n")
    #expect(permissions(root.path + "/target.txt") == 0o644)
    #expect(permissions(file) == 0o600)
    #expect(store.load(for: "github.com") == Self.secret)
  }

  @Test(arguments: ["", "..", "../etc", "a/b", "/abs", ".hidden", "a..b", "host name", "é.com"])
  func badHostNamesAreRejected(host: String) throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let store = TokenStore(directory: root.path)
    #expect(throws: TokenStoreError.invalidHost(host)) {
      try store.save(Self.secret, for: host)
    }
    #expect(throws: TokenStoreError.invalidHost(host)) { try store.delete(for: host) }
    #expect(store.load(for: host) == nil)
    #expect(!FileManager.default.fileExists(atPath: root.path + "/hosts"))
  }

  @Test(arguments: ["127.0.0.1", "::1", "ghe-01.corp.example.com", "my_host"])
  func hostNamesFromAPIURLsAreAccepted(host: String) throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let store = TokenStore(directory: root.path)
    try store.save(Self.secret, for: host)
    #expect(store.load(for: host) == Self.secret)
  }

  @Test func emptyTokensAreRefused() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    #expect(throws: TokenStoreError.emptyToken) {
      try TokenStore(directory: root.path).save(" \n\t", for: "github.com")
    }
  }

  @Test func standardLocationFollowsXDGThenHome() {
    #expect(
      TokenStore.standard(environment: ["XDG_CONFIG_HOME": "/x/config"], homeDirectory: "/home/me")
        .directory == "/x/config/triage")
    #expect(
      TokenStore.standard(environment: ["XDG_CONFIG_HOME": "relative"], homeDirectory: "/home/me")
        .directory == "/home/me/.config/triage")
    #expect(
      TokenStore.standard(environment: [:], homeDirectory: "/home/me/").directory
        == "/home/me/.config/triage")
  }

  @Test func noLocationFailsSafely() {
    let store = TokenStore.standard(environment: [:], homeDirectory: "")
    #expect(store.load(for: "github.com") == nil)
    #expect(throws: TokenStoreError.noLocation) { try store.save(Self.secret, for: "github.com") }
  }

  @Test func writeFailuresNameThePathButNotTheToken() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    // A regular file where the directory should be: creating `hosts/` under it fails.
    try root.write("not a directory", at: "blocked")
    let store = TokenStore(directory: root.path + "/blocked")
    let error = #expect(throws: TokenStoreError.self) {
      try store.save(Self.secret, for: "github.com")
    }
    let text = error?.description ?? ""
    #expect(text.contains(root.path + "/blocked"))
    #expect(text.contains("Not a directory"))
    #expect(!text.contains(Self.secret))
  }

  @Test func deleteFailuresNameThePathButNotTheToken() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let store = TokenStore(directory: root.path)
    // A non-empty directory at the token path: unlink fails with EISDIR (Linux) or EPERM.
    try root.write("x", at: "hosts/github.com.token/inside")
    let error = #expect(throws: TokenStoreError.self) { try store.delete(for: "github.com") }
    let text = error?.description ?? ""
    #expect(text.contains(root.path + "/hosts/github.com.token"))
    #expect(!text.contains(Self.secret))
  }

  @Test func everyErrorDescriptionIsFreeOfTheToken() {
    let errors: [TokenStoreError] = [
      .noLocation, .invalidHost("h"), .emptyToken,
      .cannotCreateDirectory(path: "/p", errno: EACCES),
      .cannotSetPermissions(path: "/p", errno: EPERM), .cannotWrite(path: "/p", errno: ENOSPC),
      .cannotReplace(path: "/p", errno: EXDEV), .cannotDelete(path: "/p", errno: EISDIR),
    ]
    for error in errors {
      #expect(!error.description.contains(Self.secret))
      #expect(!error.description.isEmpty)
    }
    #expect(TokenStoreError.cannotWrite(path: "/p", errno: ENOSPC).description.contains("/p"))
  }
}
