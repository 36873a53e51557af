import FoundationEssentials
import IssueDomain

/// The demo's review threads: `demo/busy#133`, the pull request under review, has one of every
/// kind on its files (`DemoPullRequests.files`), and the others have none. On
/// `Sources/App/Settings.swift`: a single-line thread with a reply and reactions on an added
/// line, a two-line one with a suggestion, a resolved one on a removed line (the base's side),
/// and an outdated one whose line is gone, with the hunk it was made on. On the renamed file a
/// resolved one; on `docs/日本語.md` the signed-in account's pending comment. Each was begun in
/// one of four submitted reviews (`reviews`), which the conversation shows them under.
enum DemoReviewThreads {
  static let pullRequest = 133
  /// Threads a page: small, so reading them pages as GitHub's does for a long review.
  static let pageSize = 4

  static func threads(_ number: Int, now: Date) -> [ReviewThread] {
    guard number == pullRequest else { return [] }
    let day: TimeInterval = 86_400
    let settings = "Sources/App/Settings.swift"
    let patches = Dictionary(
      DemoPullRequests.files(number).map { ($0.filename, $0.patch ?? "") },
      uniquingKeysWith: { first, _ in first })
    func comment(
      _ id: String, _ author: String, _ body: String, daysAgo: Double,
      on place: (path: String, line: Int, side: DiffSide)? = nil, hunk: String = "",
      pending: Bool = false, reactions: Reactions = .none, review: String
    ) -> ReviewComment {
      let made =
        place.map { Self.hunk(patches[$0.path] ?? "", line: $0.line, side: $0.side) } ?? hunk
      return ReviewComment(
        id: "PRRC_demo\(id)", author: User(login: author), body: body,
        createdAt: now.addingTimeInterval(-daysAgo * day), diffHunk: made, isPending: pending,
        reactions: reactions, reviewID: review)
    }
    return [
      ReviewThread(
        id: "PRRT_demo1", path: settings, line: 11, side: .right,
        comments: [
          comment(
            "1", "monalisa",
            "Should this be optional? Every caller then has to unwrap it.", daysAgo: 2,
            on: (settings, 11, .right), reactions: Reactions([.thumbsUp: 2, .eyes: 1]),
            review: "PRR_demo1"),
          comment(
            "2", "octocat",
            "Yes: a new account has no profile until its first save. `hasProfile` covers the callers.",
            daysAgo: 1.5, on: (settings, 11, .right), review: "PRR_demo5"),
        ]),
      ReviewThread(
        id: "PRRT_demo2", path: settings, line: 13, startLine: 12, side: .right,
        comments: [
          comment(
            "3", "tanaka",
            "Shorter, and the comment says why:\n\n```suggestion\n  /// An account without a profile yet.\n  var hasProfile: Bool { profile != nil }\n```",
            daysAgo: 1, on: (settings, 13, .right), review: "PRR_demo2")
        ]),
      ReviewThread(
        id: "PRRT_demo3", path: settings, line: 41, side: .left, isResolved: true,
        comments: [
          comment(
            "4", "kim-ji", "Was this the crash? `profile` was nil here.", daysAgo: 3,
            on: (settings, 41, .left), review: "PRR_demo3"),
          comment(
            "5", "octocat", "It was: fixed by the guard below.", daysAgo: 2.8,
            on: (settings, 41, .left), review: "PRR_demo6"),
        ]),
      ReviewThread(
        id: "PRRT_demo4", path: settings, line: nil, side: .right, isOutdated: true,
        comments: [
          comment(
            "6", "nguyen", "Save before the theme changes, or the old one comes back.",
            daysAgo: 4,
            hunk:
              "@@ -18,4 +18,4 @@ struct Settings {\n   func save() {\n-    store(self)\n+    store(self, now: true)",
            review: "PRR_demo4")
        ]),
      ReviewThread(
        id: "PRRT_demo5", path: "Sources/App/Profile.swift", line: 1, side: .right,
        isResolved: true,
        comments: [
          comment(
            "7", "monalisa", "Nice rename. 🎉", daysAgo: 2,
            on: ("Sources/App/Profile.swift", 1, .right), reactions: Reactions([.hooray: 3]),
            review: "PRR_demo1")
        ]),
      ReviewThread(
        id: "PRRT_demo6", path: "docs/日本語.md", line: 3, side: .right,
        comments: [
          comment(
            "8", "octocat", "「落ちない」より「終了しない」の方が正確です。", daysAgo: 0.1,
            on: ("docs/日本語.md", 3, .right), pending: true,
            review: DemoIssueRepository.demoPendingReview)
        ]),
    ]
  }

  /// The reviews the threads were begun in, oldest first: nguyen's and kim-ji's comments, then
  /// monalisa's approval, then tanaka's suggestion. The signed-in account's replies are in
  /// reviews of their own, as GitHub's are, with nothing else to show.
  static func reviews(_ number: Int, now: Date) -> [SubmittedReview] {
    guard number == pullRequest else { return [] }
    let rows: [(id: Int, author: String, standing: Reviewer.Standing, body: String, days: Double)] =
      [
        (4, "nguyen", .commented, "", 4),
        (3, "kim-ji", .commented, "One question about the crash.", 3),
        (
          1, "monalisa", .approved,
          "Approving: the optional is the right call. One question inline.", 2
        ),
        (2, "tanaka", .commented, "", 1),
      ]
    return rows.map { row in
      SubmittedReview(
        id: 9_000 + row.id, nodeID: "PRR_demo\(row.id)", author: User(login: row.author),
        standing: row.standing, body: row.body,
        submittedAt: now.addingTimeInterval(-row.days * 86_400))
    }
  }

  /// The hunk GitHub keeps with a comment on `line` of `side`: the patch's lines from the
  /// header of the hunk the line is in down to that line; empty when the patch has no such
  /// line.
  static func hunk(_ patch: String, line: Int, side: DiffSide) -> String {
    var kept: [Substring] = []
    var old = 0
    var new = 0
    for text in patch.split(separator: "\n", omittingEmptySubsequences: false) {
      if text.hasPrefix("@@") {
        // `@@ -old,count +new,count @@`: where each side's numbering starts.
        let starts = text.split(separator: " ").dropFirst().prefix(2).map {
          Int($0.dropFirst().prefix { $0 != "," }) ?? 0
        }
        old = starts.first ?? 0
        new = starts.last ?? 0
        kept = [text]
        continue
      }
      kept.append(text)
      let isAdded = text.hasPrefix("+")
      let isRemoved = text.hasPrefix("-")
      let number = side == .left ? (isAdded ? nil : old) : (isRemoved ? nil : new)
      if number == line { return kept.joined(separator: "\n") }
      if !isAdded { old += 1 }
      if !isRemoved { new += 1 }
    }
    return ""
  }
}
