import AppCore
import Foundation
import GitHubStubServer
import IssueDomain
import IssueFeature
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import ComposerFeature
@testable import Destinations
@testable import InboxFeature
@testable import IssueData
@testable import IssueListFeature
@testable import ListSupport
@testable import MarkdownView
@testable import PullRequestFeature
@testable import SharedWrites
@testable import TriageApp

/// A comment changed since it was written says so after its byline: GitHub's `updated_at`
/// moved past `created_at`, which is the only sign of an edit its REST answer gives.
@Suite(.timeLimit(.minutes(1))) struct EditedCommentTests {
  static func comment(id: Int, created: String, updated: String?) -> JSONValue {
    var object: [String: JSONValue] = [
      "event": .string("commented"), "id": .integer(id),
      "user": .object(["login": .string("hubot")]), "body": .string("Comment \(id)."),
      "created_at": .string(created),
    ]
    if let updated { object["updated_at"] = .string(updated) }
    return .object(object)
  }

  @Test func updatedAfterCreatedOverHTTPIsAnEdit() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      TimelineOverHTTPTests.page(
        TimelineOverHTTPTests.firstPath,
        [
          Self.comment(id: 1, created: "2026-11-18T10:05:00Z", updated: "2026-11-18T11:30:00Z"),
          Self.comment(id: 2, created: "2026-11-18T10:06:00Z", updated: "2026-11-18T10:06:00Z"),
          Self.comment(id: 3, created: "2026-11-18T10:07:00Z", updated: nil),
        ])
    ])
    let page = try await TimelineOverHTTPTests.stopping(backend) {
      (repository) async throws(IssueRepositoryError) -> TimelinePage in
      try await repository.timeline(in: TimelineOverHTTPTests.octoApp, issue: 7, after: nil)
    }
    try await backend.stop()
    let comments = page.items.compactMap(\.comment)
    #expect(comments.map(\.id) == [1, 2, 3])
    #expect(comments.map(\.isEdited) == [true, false, false])
  }

  /// The issue page with its first comment edited an hour after it was written.
  static func page(size: Size, language: Language) -> (TriageProgram, AppState) {
    let program = Fixtures.program(language: language)
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0])), to: &state)
    var comments = Fixtures.catalog.comments(ofIssue: Fixtures.allIssues[0].number, of: .busy)
    if var first = comments.first {
      first.updatedAt = first.createdAt.addingTimeInterval(3600)
      comments[0] = first
    }
    let generation = state.detail?.generation ?? 0
    program.apply(
      .screen(
        state.top.id,
        .issue(
          .commentsLoaded(
            generation: generation,
            .success(TimelinePage(comments: CommentPage(items: comments, nextCursor: nil)))))),
      to: &state)
    // The first comment focused, so its byline is on screen at every size.
    program.press(.tab, on: &state)
    return (program, state)
  }

  @Test(arguments: [Language.english, .japanese], EveryScreenSnapshotTests.sizes)
  func theBylineSaysEditedOnlyOnTheEditedComment(language: Language, size: Size) throws {
    let (program, state) = Self.page(size: size, language: language)
    let comments = Fixtures.catalog.comments(ofIssue: Fixtures.allIssues[0].number, of: .busy)
    let first = try #require(comments.first)
    let canvas = program.view(state, in: size)
    let mark = LocalizedText.editedMark.text(in: language)
    let bylines = canvas.lines.filter { $0.contains(first.author.login + " · ") }
    #expect(bylines.first?.contains(mark) == true, "\(canvas.lines.joined(separator: "\n"))")
    #expect(
      canvas.lines.filter { $0.contains(mark) }.count <= 1, "only the edited one says so")
    assertSnapshot(
      of: canvas, as: .canvasText, named: "\(language)-\(size.width)x\(size.height)")
  }

  @Test func aNewCommentIsNotAnEdit() {
    let now = referenceDate
    let comment = Comment(
      id: 1, author: User(login: "a"), body: "", createdAt: now, updatedAt: now)
    #expect(!comment.isEdited)
    #expect(!Comment(id: 2, author: User(login: "a"), body: "", createdAt: now).isEdited)
    var edited = comment
    edited.updatedAt = now.addingTimeInterval(1)
    #expect(edited.isEdited)
  }
}
