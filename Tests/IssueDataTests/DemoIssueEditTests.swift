import Foundation
import IssueData
import IssueDomain
import TestSupport
import Testing

/// The demo takes an edited title and body: shown in every later read, a blank title is
/// GitHub's 422, and the fault scenarios refuse it as they refuse every write.
@Suite(.timeLimit(.minutes(1))) struct DemoIssueEditTests {
  let busy = DemoIssueRepository.busy

  @Test func anEditedTitleAndBodyShowInEveryRead() async throws {
    let repository = demo()
    let before = try await repository.issue(in: busy, number: 2)
    let answer = try await repository.updateIssue(
      2, in: busy, change: IssueChange(title: "Renamed", body: "A new description."))
    #expect(answer.title == "Renamed" && answer.body == "A new description.")
    let read = try await repository.issue(in: busy, number: 2)
    #expect(read.title == "Renamed" && read.body == "A new description.")
    #expect(read.labels == before.labels, "the rest is kept")
    let retitled = try await repository.updateIssue(
      2, in: busy, change: IssueChange(title: "Again"))
    #expect(retitled.body == "A new description.", "a title alone keeps the body")
  }

  @Test func aBlankTitleIsA422AndChangesNothing() async throws {
    let repository = demo()
    let before = try await repository.issue(in: busy, number: 2)
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await repository.updateIssue(2, in: busy, change: IssueChange(title: "  "))
    }
    #expect(result.failure == .rejected([FieldRejection(field: "title", reason: .missing)]))
    #expect(try await repository.issue(in: busy, number: 2) == before)
  }

  @Test func theFaultScenariosRefuseAnEditAsEveryWrite() async throws {
    let repository = demo()
    let change = IssueChange(title: "Renamed")
    for (name, expected) in [
      (DemoIssueRepository.readonly, IssueRepositoryError.forbidden),
      (DemoIssueRepository.missing, .notFound),
      (DemoIssueRepository.disabled, .gone),
    ] {
      let result = await outcome { () async throws(IssueRepositoryError) in
        try await repository.updateIssue(4, in: name, change: change)
      }
      #expect(result.failure == expected, "\(name)")
    }
  }
}
