import Foundation
import IssueData
import SystemSupport
import TestSupport
import Testing

/// Where jobs' logs are kept: a private directory, made when first needed, that keeps the
/// newest `keptLogs` of them.
@Suite struct JobLogFolderTests {
  @Test func theFolderIsPrivateAndKeepsOnlyTheNewestLogs() throws {
    try TemporaryDirectory.with { root in
      let folder = JobLogFolder(directory: root.path + "/cache/triage/logs")
      for job in 1...(JobLogFolder.keptLogs + 5) {
        let stream = try folder.stream(forJob: Int64(job))
        stream.append(Array("log \(job)\n".utf8))
        try stream.commit()
      }
      let directory = try folder.directory()
      let attributes = try FileManager.default.attributesOfItem(atPath: directory)
      #expect((attributes[.posixPermissions] as? Int) == 0o700)
      let logs = try FileManager.default.contentsOfDirectory(atPath: directory)
      #expect(logs.count == JobLogFolder.keptLogs)
      #expect(logs.contains("job-\(JobLogFolder.keptLogs + 5).log"), "the newest is kept")
    }
  }

  @Test func withoutADirectoryItMakesAFreshPrivateOne() throws {
    let folder = JobLogFolder(directory: nil)
    let directory = try folder.directory()
    #expect(try folder.directory() == directory, "made once")
    let attributes = try FileManager.default.attributesOfItem(atPath: directory)
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
    #expect(directory != (try JobLogFolder(directory: nil).directory()), "each its own")
  }
}
