import Foundation
import IssueDomain
import Testing

@Suite struct EntityTests {
  @Test func theStateFilterCyclesThroughEveryCase() {
    #expect(IssueStateFilter.open.next == .closed)
    #expect(IssueStateFilter.closed.next == .all)
    #expect(IssueStateFilter.all.next == .open)
    var seen: [IssueStateFilter] = []
    var filter = IssueStateFilter.open
    for _ in IssueStateFilter.allCases {
      seen.append(filter)
      filter = filter.next
    }
    #expect(Set(seen) == Set(IssueStateFilter.allCases))
    #expect(filter == .open)
  }

  @Test func theStateFilterIncludesTheRightStates() {
    #expect(IssueStateFilter.open.includes(.open) && !IssueStateFilter.open.includes(.closed))
    #expect(IssueStateFilter.closed.includes(.closed) && !IssueStateFilter.closed.includes(.open))
    #expect(IssueStateFilter.all.includes(.open) && IssueStateFilter.all.includes(.closed))
    #expect(IssueStateFilter.allCases.map(\.rawValue) == ["open", "closed", "all"])
  }

  @Test func identities() {
    let name = RepositoryName(owner: "demo", name: "busy")
    let repository = Repository(
      name: name, summary: "", openIssueCount: 0, updatedAt: Date(timeIntervalSince1970: 0))
    #expect(repository.id == name)
    #expect(repository.fullName == "demo/busy")
    #expect(!repository.isPrivate)
    #expect(FakeIssueRepository.issue(42).id == IssueReference(repository: nil, number: 42))
    #expect(!FakeIssueRepository.issue(42).isPullRequest, "the default")
    #expect(Label(name: "bug").color == nil)
    #expect(PageCursor("30").rawValue == "30")
  }
}
