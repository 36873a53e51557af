import SystemSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Private directories are 0700, private files 0600 and written whole or not at all.
@Suite("Private files")
struct PrivateFilesTests {
  @Test func createsTheDirectoryAndItsMissingParentsPrivate() throws {
    try withTemporaryDirectory { root in
      try PrivateFiles.createDirectory(root + "/a/b/c")
      #expect(permissions(of: root + "/a") == 0o700)
      #expect(permissions(of: root + "/a/b") == 0o700)
      #expect(permissions(of: root + "/a/b/c") == 0o700)
    }
  }

  @Test func leavesAnExistingDirectoryAsItIs() throws {
    try withTemporaryDirectory { root in
      #expect(mkdir(root + "/open", 0o755) == 0)
      chmod(root + "/open", 0o755)
      try PrivateFiles.createDirectory(root + "/open")
      #expect(permissions(of: root + "/open") == 0o755)
    }
  }

  @Test func aDirectoryUnderAFileIsATypedError() throws {
    try withTemporaryDirectory { root in
      try PrivateFiles.write(Array("x".utf8), to: root + "/file")
      #expect(
        throws: PrivateFileError(step: .createDirectory, path: root + "/file/sub", errno: ENOTDIR)
      ) {
        try PrivateFiles.createDirectory(root + "/file/sub")
      }
    }
  }

  @Test func writesTheFile0600AndLeavesNothingElse() throws {
    try withTemporaryDirectory { root in
      let file = root + "/token"
      try PrivateFiles.write(Array("secret\n".utf8), to: file)
      #expect(contents(of: file) == Array("secret\n".utf8))
      #expect(permissions(of: file) == 0o600)
      #expect(entries(of: root) == ["token"])
    }
  }

  @Test func replacesAnOpenFileWithAPrivateOne() throws {
    try withTemporaryDirectory { root in
      let file = root + "/token"
      let fd = open(file, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
      close(fd)
      chmod(file, 0o644)
      try PrivateFiles.write(Array("new".utf8), to: file)
      #expect(contents(of: file) == Array("new".utf8))
      #expect(permissions(of: file) == 0o600)
    }
  }

  @Test func replacesASymlinkItselfNeverItsTarget() throws {
    try withTemporaryDirectory { root in
      let victim = root + "/victim"
      try PrivateFiles.write(Array("precious".utf8), to: victim)
      #expect(symlink(victim, root + "/link") == 0)
      try PrivateFiles.write(Array("new".utf8), to: root + "/link")
      #expect(contents(of: victim) == Array("precious".utf8))
      #expect(contents(of: root + "/link") == Array("new".utf8))
    }
  }

  @Test func aFailedReplaceLeavesNoPartialFile() throws {
    try withTemporaryDirectory { root in
      // A directory at the file's name: the rename fails after the bytes were written.
      #expect(mkdir(root + "/draft", 0o700) == 0)
      #expect(throws: PrivateFileError(step: .replace, path: root + "/draft", errno: EISDIR)) {
        try PrivateFiles.write(Array("text".utf8), to: root + "/draft")
      }
      #expect(entries(of: root) == ["draft"])
      #expect(entries(of: root + "/draft").isEmpty)
    }
  }

  @Test func aMissingDirectoryIsAWriteError() throws {
    try withTemporaryDirectory { root in
      #expect(throws: PrivateFileError(step: .write, path: root + "/gone/file", errno: ENOENT)) {
        try PrivateFiles.write(Array("text".utf8), to: root + "/gone/file")
      }
    }
  }

  @Test func anUnwritableDirectoryIsAWriteError() throws {
    try withTemporaryDirectory { root in
      #expect(mkdir(root + "/locked", 0o500) == 0)
      chmod(root + "/locked", 0o500)
      // Root writes in any directory of an ordinary file system, but not in sysfs.
      let file = geteuid() == 0 ? "/sys/system-support-test" : root + "/locked/file"
      let error = #expect(throws: PrivateFileError.self) {
        try PrivateFiles.write(Array("text".utf8), to: file)
      }
      #expect(error?.step == .write)
      #expect(error?.path == file)
      #expect(error?.errno != 0)
      #expect(permissions(of: file) == nil)
      #expect(entries(of: root + "/locked").isEmpty)
    }
  }
}
