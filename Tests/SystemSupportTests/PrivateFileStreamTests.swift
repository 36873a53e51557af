import SystemSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A streamed private file: written a piece at a time to a 0600 temporary file beside it, put
/// in place whole by `commit`, and gone without a trace when discarded, dropped or failed.
@Suite struct PrivateFileStreamTests {
  func text(_ path: String) -> String? {
    contents(of: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func piecesBecomeTheFileOnlyWhenCommitted() throws {
    try withTemporaryDirectory { root in
      let stream = try PrivateFileStream(file: root + "/job.log")
      #expect(stream.append(Array("first ".utf8)))
      #expect(stream.append(Array("second\n".utf8)))
      #expect(stream.count == 13)
      #expect(text(root + "/job.log") == nil, "nothing is in place before the commit")
      try stream.commit()
      #expect(text(root + "/job.log") == "first second\n")
      #expect(permissions(of: root + "/job.log") == 0o600)
      #expect(entries(of: root) == ["job.log"], "no temporary file is left")
    }
  }

  @Test func aResetStartsTheFileAgain() throws {
    try withTemporaryDirectory { root in
      let stream = try PrivateFileStream(file: root + "/job.log")
      stream.append(Array("a redirect's body".utf8))
      stream.reset()
      #expect(stream.count == 0)
      stream.append(Array("the log".utf8))
      try stream.commit()
      #expect(text(root + "/job.log") == "the log")
    }
  }

  @Test func aCommitReplacesTheOldFileWhole() throws {
    try withTemporaryDirectory { root in
      try PrivateFiles.write(Array("old log, longer than the new".utf8), to: root + "/job.log")
      let stream = try PrivateFileStream(file: root + "/job.log")
      stream.append(Array("new".utf8))
      try stream.commit()
      #expect(text(root + "/job.log") == "new")
    }
  }

  @Test func aDiscardedOrDroppedStreamLeavesNothing() throws {
    try withTemporaryDirectory { root in
      let discarded = try PrivateFileStream(file: root + "/a.log")
      discarded.append(Array("x".utf8))
      discarded.discard()
      #expect(throws: PrivateFileError.self) { try discarded.commit() }
      do {
        let dropped = try PrivateFileStream(file: root + "/b.log")
        dropped.append(Array("y".utf8))
      }
      #expect(entries(of: root).isEmpty)
    }
  }

  @Test func aMissingDirectoryIsAnError() throws {
    try withTemporaryDirectory { root in
      #expect(throws: PrivateFileError.self) {
        _ = try PrivateFileStream(file: root + "/missing/job.log")
      }
    }
  }
}
