import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DemoCommentTests {
  let busy = DemoIssueRepository.busy

  func everyComment(on number: Int, of repository: DemoIssueRepository = demo())
    async throws -> Pages<IssueDomain.Comment>
  {
    try await allPages { cursor throws(IssueRepositoryError) in
      try await repository.comments(in: DemoIssueRepository.busy, issue: number, after: cursor)
    }
  }

  @Test(arguments: 1...20)
  func issueNHasNModulo9CommentsInPagesOf5(_ number: Int) async throws {
    let pages = try await everyComment(on: number)
    let count = number % 9
    #expect(pages.items.count == count)
    #expect(pages.sizes == (count > 5 ? [5, count - 5] : [count]))
    #expect(pages.cursors == (count > 5 ? [PageCursor("5"), nil] : [nil]))
    #expect(Set(pages.items.map(\.id)).count == count)
  }

  @Test func commentsAreOldestFirstAfterTheIssueAndBeforeNow() async throws {
    let repository = demo()
    let issue = try await repository.issue(in: busy, number: 17)
    let comments = try await everyComment(on: 17, of: repository).items
    #expect(comments.count == issue.commentCount)
    let dates = comments.map(\.createdAt)
    #expect(dates == dates.sorted())
    #expect(dates.allSatisfy { $0 > issue.createdAt && $0 < referenceDate })
    #expect(Set(comments.map(\.author)).count > 1)
    #expect(comments.contains { $0.body.unicodeScalars.contains { $0.value >= 0x3000 } })
  }

  @Test(arguments: [37, 0, 161])
  func deletedAndUnknownIssuesHaveNoComments(_ number: Int) async {
    await #expect(throws: IssueRepositoryError.notFound) {
      try await demo().comments(in: busy, issue: number, after: nil)
    }
  }

  @Test func commentsAfterACursorComeFromTheDemo() async throws {
    let page = try await demo().comments(in: busy, issue: 8, after: PageCursor("5"))
    #expect(page.items.count == 3)
    #expect(page.nextCursor == nil)
  }
}
