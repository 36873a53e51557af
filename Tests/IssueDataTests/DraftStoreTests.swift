import Foundation
import IssueData
import IssueDomain
import SystemSupport
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drafts on disk: private, atomic, bounded, never through a symlink, and every failure typed.
/// Each test works in a fresh temporary directory; the real home is never touched.
@Suite struct DraftStoreTests {
  static let key = DraftKey(
    host: "github.com", repository: RepositoryName(owner: "octo", name: "app"), number: 7)

  /// A fresh directory for one test, removed afterwards.
  static func withDirectory(_ body: (String) throws -> Void) throws {
    try TemporaryDirectory.withNewPath(prefix: "triage-drafts", body)
  }

  static func mode(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
  }

  @Test func aDraftRoundTripsPrivatelyAndIsDeleted() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root + "/state/triage/drafts")
      #expect(try store.load(Self.key) == nil)
      let text = "日本語 and emoji 🎉\n\twith \"quotes\"\r\n"
      try store.save(text, for: Self.key)
      #expect(try store.load(Self.key) == text)
      #expect(Self.mode(store.directory) == 0o700)
      #expect(Self.mode(root + "/state") == 0o700, "missing parents are private too")
      let files = try FileManager.default.contentsOfDirectory(atPath: store.directory)
      #expect(files == ["github.com+octo+app+7.json"], "no temporary file is left behind")
      #expect(Self.mode(store.directory + "/" + files[0]) == 0o600)
      try store.save("shorter", for: Self.key)
      #expect(try store.load(Self.key) == "shorter", "a save replaces")
      let other = DraftKey(host: "ghe.example.com:8443", repository: Self.key.repository, number: 7)
      #expect(try store.load(other) == nil, "another host is another draft")
      try store.delete(Self.key)
      #expect(try store.load(Self.key) == nil)
      try store.delete(Self.key)
    }
  }

  /// A draft saved while its comment was on its way says so, and keeps saying so across runs;
  /// a file written before that was known reads as a plain draft.
  @Test func aDraftRemembersThatItsSendWasOnItsWay() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      let since = referenceDate
      try store.save(CommentDraft(text: "On its way", sentSince: since), for: Self.key)
      #expect(try store.loadDraft(Self.key) == CommentDraft(text: "On its way", sentSince: since))
      #expect(try store.load(Self.key) == "On its way")
      try store.save("Plain", for: Self.key)
      #expect(try store.loadDraft(Self.key)?.sentSince == nil, "a plain save forgets it")
      let older =
        #"{"body":"Older","host":"github.com","number":7,"repository":"octo/app","version":1}"#
      let path = root + "/github.com+octo+app+7.json"
      try Data(older.utf8).write(to: URL(fileURLWithPath: path))
      #expect(try store.loadDraft(Self.key) == CommentDraft(text: "Older"))
    }
  }

  /// A comment's edit keeps its draft apart from the issue's new comment, in a file of its own.
  @Test func anEditsDraftIsTheCommentsOwn() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      var edit = Self.key
      edit.comment = 501
      try store.save("A new comment", for: Self.key)
      try store.save("The comment, edited", for: edit)
      #expect(try store.load(Self.key) == "A new comment")
      #expect(try store.load(edit) == "The comment, edited")
      #expect(FileManager.default.fileExists(atPath: root + "/github.com+octo+app+7c501.json"))
      try store.delete(edit)
      #expect(try store.load(Self.key) == "A new comment", "the issue's draft stays")
    }
  }

  @Test func aHostileHostCanNotEscapeTheDirectory() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      let key = DraftKey(
        host: "../../etc/passwd", repository: RepositoryName(owner: "..", name: ".x"), number: 1)
      try store.save("x", for: key)
      let files = try FileManager.default.contentsOfDirectory(atPath: root)
      #expect(files.count == 1)
      #expect(!files[0].contains("/") && !files[0].hasPrefix("."))
      #expect(try store.load(key) == "x")
      let long = DraftKey(
        host: String(repeating: "h", count: 300), repository: Self.key.repository, number: 1)
      try store.save("y", for: long)
      #expect(try store.load(long) == "y")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: root).allSatisfy { $0.utf8.count < 255 }
      )
    }
  }

  @Test func theLocationFollowsXDGWithoutTouchingHome() throws {
    #expect(
      try DraftStore(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).directory
        == "/s/triage/drafts")
    #expect(
      try DraftStore(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h/"]).directory
        == "/h/.local/state/triage/drafts")
    let nowhere = UserDirectories(environment: ["HOME": ""], passwordDatabase: { nil })
    #expect(throws: DraftError.noLocation) { try DraftStore(directories: nowhere) }
  }

  @Test func aSymlinkedDraftIsRefusedAndItsTargetLeftAlone() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root + "/drafts")
      try store.save("first", for: Self.key)
      let path = store.directory + "/github.com+octo+app+7.json"
      let victim = root + "/victim"
      #expect(FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8)))
      try FileManager.default.removeItem(atPath: path)
      #expect(symlink(victim, path) == 0)
      #expect(throws: DraftError.symbolicLink(path: path)) { try store.load(Self.key) }
      #expect(throws: DraftError.symbolicLink(path: path)) { try store.save("x", for: Self.key) }
      #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
      try store.delete(Self.key)
      #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    }
  }

  @Test func aSymlinkedDirectoryIsRefused() throws {
    try Self.withDirectory { root in
      let elsewhere = root + "/elsewhere"
      try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
      #expect(symlink(elsewhere, root + "/drafts") == 0)
      let store = DraftStore(directory: root + "/drafts")
      #expect(throws: DraftError.symbolicLink(path: root + "/drafts")) {
        try store.save("x", for: Self.key)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
      #expect(throws: DraftError.symbolicLink(path: root + "/drafts")) { try store.load(Self.key) }
    }
  }

  @Test func anUncreatableDirectoryIsReported() throws {
    try Self.withDirectory { root in
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data()))
      let store = DraftStore(directory: root + "/file/drafts")
      #expect(throws: DraftError.cannotCreateDirectory(path: root + "/file/drafts", errno: ENOTDIR))
      {
        try store.save("x", for: Self.key)
      }
      #expect(
        throws: DraftError.cannotRead(
          path: root + "/file/drafts/github.com+octo+app+7.json", errno: ENOTDIR)
      ) {
        try store.load(Self.key)
      }
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root writes through a read-only mode"))
  func anUnwritableDirectoryIsReportedAndTheOldDraftKept() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      try store.save("old", for: Self.key)
      #expect(chmod(root, 0o500) == 0)
      defer { chmod(root, 0o700) }
      #expect(throws: DraftError.self) { try store.save("new", for: Self.key) }
      #expect(try store.load(Self.key) == "old")
    }
  }

  @Test func aDraftReplacedByADirectoryIsRefused() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      let path = root + "/github.com+octo+app+7.json"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      #expect(throws: DraftError.notRegularFile(path: path)) { try store.save("x", for: Self.key) }
      #expect(throws: DraftError.notRegularFile(path: path)) { try store.load(Self.key) }
    }
  }

  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      try store.save("x", for: Self.key)
      let path = root + "/github.com+octo+app+7.json"
      try FileManager.default.removeItem(atPath: path)
      #expect(mkfifo(path, 0o600) == 0)
      #expect(throws: DraftError.notRegularFile(path: path)) { try store.load(Self.key) }
    }
  }

  /// A file that can't be read as this issue's draft is moved aside, said with where it went,
  /// and never touched again: the next save writes beside it, and a delete leaves it.
  @Test(arguments: [
    "not json", #"{"version":0,"host":"github.com","repository":"octo/app","number":7,"body":"x"}"#,
    #"{"version":1,"host":"github.com","repository":"octo/other","number":7,"body":"x"}"#,
    #"{"version":1,"host":"github.com","repository":"octo/app","number":8,"body":"x"}"#,
    #"{"version":1,"host":"github.com","repository":"octo/app","number":7}"#,
    #"{"version":"1","host":"github.com","repository":"octo/app","number":7,"body":"x"}"#,
  ])
  func anUnreadableFileIsSetAsideNeverOfferedNorDeleted(_ content: String) throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      try store.save("x", for: Self.key)
      let path = root + "/github.com+octo+app+7.json"
      let aside = root + "/github.com+octo+app+7.unreadable-1.json"
      try Data(content.utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: DraftError.setAside(path: path, keptAt: aside)) { try store.load(Self.key) }
      #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)
      #expect(try store.load(Self.key) == nil)
      try store.save("new", for: Self.key)
      try store.delete(Self.key)
      #expect(try String(contentsOfFile: aside, encoding: .utf8) == content, "kept as it was")

      // Written over by another unreadable one: that too is kept, beside the first.
      try Data(content.utf8).write(to: URL(fileURLWithPath: path))
      try store.save("newer", for: Self.key)
      #expect(
        FileManager.default.fileExists(atPath: root + "/github.com+octo+app+7.unreadable-2.json"))
      #expect(try store.load(Self.key) == "newer")
    }
  }

  /// A newer version's draft is left as it is for that version: not offered, not written over,
  /// not deleted.
  @Test func aNewerVersionsDraftIsLeftForThatVersion() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      try store.save("x", for: Self.key)
      let path = root + "/github.com+octo+app+7.json"
      let newer = #"{"version":2,"fields":{"anything":[1,2]},"text":"mine"}"#
      try Data(newer.utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: DraftError.newerVersion(path: path, version: 2)) { try store.load(Self.key) }
      #expect(throws: DraftError.newerVersion(path: path, version: 2)) {
        try store.save("over it", for: Self.key)
      }
      try store.delete(Self.key)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
    }
  }

  @Test func sizesAreBounded() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      let path = root + "/github.com+octo+app+7.json"
      #expect(throws: DraftError.tooLarge(path: path, limit: DraftStore.maximumBytes)) {
        try store.save(String(repeating: "x", count: DraftStore.maximumBytes), for: Self.key)
      }
      let longest = String(repeating: "\u{1F389}", count: CommentText.maximumLength)
      try store.save(longest, for: Self.key)
      #expect(try store.load(Self.key) == longest, "GitHub's longest comment fits")
      try Data(repeating: 0x20, count: DraftStore.maximumBytes + 1).write(
        to: URL(fileURLWithPath: path))
      #expect(
        throws: DraftError.setAside(
          path: path, keptAt: root + "/github.com+octo+app+7.unreadable-1.json")
      ) {
        try store.load(Self.key)
      }
    }
  }

  @Test(.enabled(if: geteuid() == 0, "needs root to give a file to another user"))
  func anotherUsersFileIsRefused() throws {
    try Self.withDirectory { root in
      let store = DraftStore(directory: root)
      try store.save("x", for: Self.key)
      let path = root + "/github.com+octo+app+7.json"
      #expect(chown(path, 65534, 65534) == 0)
      #expect(throws: DraftError.ownedByAnotherUser(path: path)) { try store.load(Self.key) }
      #expect(throws: DraftError.ownedByAnotherUser(path: path)) {
        try store.save("y", for: Self.key)
      }
    }
  }

  @Test func aWideOpenDirectoryIsMadePrivate() throws {
    try Self.withDirectory { root in
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      #expect(chmod(root, 0o777) == 0)
      try DraftStore(directory: root).save("x", for: Self.key)
      #expect(Self.mode(root) == 0o700)
    }
  }
}
