import ErrorHandling
import Foundation
import IssueDomain
import IssueStore
import Logging
import SystemSupport
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store in a fresh temporary directory, with a clock the test sets and a log it reads.
final class StoreFixture: Sendable {
  let directory: TemporaryDirectory
  let log = InMemoryLogHandler.Store()
  let clock = Locked(Date(timeIntervalSince1970: 1_700_000_000))

  init() throws {
    directory = try TemporaryDirectory(prefix: "triage-store")
  }

  deinit { directory.remove() }

  var file: String { directory.path(of: "cache/triage/store-github.com-octocat.sqlite") }
  var logger: Logger {
    let log = self.log
    return Logger(label: "test") { _ in InMemoryLogHandler(store: log) }
  }
  var now: @Sendable () -> Date {
    let clock = self.clock
    return { clock.withLock { $0 } }
  }

  func advance(by seconds: TimeInterval) {
    clock.withLock { $0 = $0.addingTimeInterval(seconds) }
  }

  func open(
    maximumBytes: Int = IssueStore.defaultMaximumBytes, busyTimeout: Duration = .zero,
    // Long: a test that closes a store reads the file after, so closing must not give up on a
    // save a loaded machine is slow to finish.
    closingWait: Duration = .seconds(10)
  ) -> IssueStore? {
    IssueStore.open(
      file: file, maximumBytes: maximumBytes, busyTimeout: busyTimeout, closingWait: closingWait,
      now: now, logger: logger)
  }

  var warnings: [String] { log.entries.filter { $0.level >= .warning }.map(\.message) }

  static func mode(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
  }

  static func issue(_ number: Int, title: String = "A title", body: String = "")
    -> IssueDomain.Issue
  {
    Issue(
      number: number, title: title, state: .open, author: User(login: "octocat"),
      labels: [Label(name: "bug", color: "d73a4a")], commentCount: 2,
      createdAt: Date(timeIntervalSince1970: 1_600_000_000), body: body,
      url: "https://github.com/octo/app/issues/\(number)",
      repository: RepositoryName(owner: "octo", name: "app"), assignees: [User(login: "hubot")],
      milestone: "v1", stateReason: .reopened, updatedAt: Date(timeIntervalSince1970: 1_650_000_000)
    )
  }

  static func list(_ numbers: ClosedRange<Int>, storedAt: Date, body: String = "")
    -> StoredList<IssueDomain.Issue>
  {
    StoredList(
      rows: numbers.map { issue($0, body: body) }, nextCursor: "https://api.github.com/next",
      totalCount: 321, isIncomplete: false,
      validators: Validators(etag: "W/\"abc\"", lastModified: nil), storedAt: storedAt)
  }
}
