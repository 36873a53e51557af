import FoundationEssentials
import IssueDomain

/// The demo's review threads: `demo/busy#133`, the pull request under review, has one of every
/// kind on its files (`DemoPullRequests.files`), and the others have none. On
/// `Sources/App/Settings.swift`: a single-line thread with a reply and reactions on an added
/// line, a two-line one with a suggestion, a resolved one on a removed line (the base's side),
/// and an outdated one whose line is gone, with the hunk it was made on. On the renamed file a
/// resolved one; on `docs/日本語.md` the signed-in account's pending comment.
enum DemoReviewThreads {
  static let pullRequest = 133
  /// Threads a page: small, so reading them pages as GitHub's does for a long review.
  static let pageSize = 4

  static func threads(_ number: Int, now: Date) -> [ReviewThread] {
    guard number == pullRequest else { return [] }
    let day: TimeInterval = 86_400
    func comment(
      _ id: String, _ author: String, _ body: String, daysAgo: Double, hunk: String = "",
      pending: Bool = false, reactions: Reactions = .none
    ) -> ReviewComment {
      ReviewComment(
        id: "PRRC_demo\(id)", author: User(login: author), body: body,
        createdAt: now.addingTimeInterval(-daysAgo * day), diffHunk: hunk, isPending: pending,
        reactions: reactions)
    }
    let settings = "Sources/App/Settings.swift"
    return [
      ReviewThread(
        id: "PRRT_demo1", path: settings, line: 11, side: .right,
        comments: [
          comment(
            "1", "monalisa",
            "Should this be optional? Every caller then has to unwrap it.", daysAgo: 2,
            reactions: Reactions([.thumbsUp: 2, .eyes: 1])),
          comment(
            "2", "octocat",
            "Yes: a new account has no profile until its first save. `hasProfile` covers the callers.",
            daysAgo: 1.5),
        ]),
      ReviewThread(
        id: "PRRT_demo2", path: settings, line: 13, startLine: 12, side: .right,
        comments: [
          comment(
            "3", "tanaka",
            "Shorter, and the comment says why:\n\n```suggestion\n  /// An account without a profile yet.\n  var hasProfile: Bool { profile != nil }\n```",
            daysAgo: 1)
        ]),
      ReviewThread(
        id: "PRRT_demo3", path: settings, line: 41, side: .left, isResolved: true,
        comments: [
          comment("4", "kim-ji", "Was this the crash? `profile` was nil here.", daysAgo: 3),
          comment("5", "octocat", "It was: fixed by the guard below.", daysAgo: 2.8),
        ]),
      ReviewThread(
        id: "PRRT_demo4", path: settings, line: nil, side: .right, isOutdated: true,
        comments: [
          comment(
            "6", "nguyen", "Save before the theme changes, or the old one comes back.",
            daysAgo: 4,
            hunk:
              "@@ -18,4 +18,4 @@ struct Settings {\n   func save() {\n-    store(self)\n+    store(self, now: true)"
          )
        ]),
      ReviewThread(
        id: "PRRT_demo5", path: "Sources/App/Profile.swift", line: 1, side: .right,
        isResolved: true,
        comments: [
          comment("7", "monalisa", "Nice rename. 🎉", daysAgo: 2, reactions: Reactions([.hooray: 3]))
        ]),
      ReviewThread(
        id: "PRRT_demo6", path: "docs/日本語.md", line: 3, side: .right,
        comments: [
          comment("8", "octocat", "「落ちない」より「終了しない」の方が正確です。", daysAgo: 0.1, pending: true)
        ]),
    ]
  }
}
