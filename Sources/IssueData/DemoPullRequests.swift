import FoundationEssentials
import IssueDomain

/// The demo's pull requests: each has a small diff with every kind of file (added, modified
/// with several hunks, renamed, removed, binary, and one too large for a patch), and every
/// 35th (35, 70, 105, 140) a large one of 300 files. Pure functions of the number, so every run
/// and test sees the same.
enum DemoPullRequests {
  /// Files in a large diff, and lines in each of its files' hunks: 300 × 170 is 51,000 lines.
  static let largeFileCount = 300
  static let largeHunkLines = 170
  /// How long after the demo starts (on its clock) its checks stop running.
  static let checksRunFor = Duration.seconds(20)

  static func isLarge(_ number: Int) -> Bool { number.isMultiple(of: 35) }

  /// A commit id made of the number, as the API would give one.
  static func headSHA(_ number: Int) -> String {
    // Twenty-four digits that look like a hash (so a short id reads like one), then the number
    // in the last sixteen, which is how the demo finds the pull request a commit belongs to.
    var seed = UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15
    var mixed = ""
    while mixed.count < 24 {
      seed = (seed ^ (seed >> 29)) &* 0xBF58_476D_1CE4_E5B9
      mixed += String(seed >> 32, radix: 16)
    }
    let hex = String(number, radix: 16).suffix(16)
    return mixed.prefix(24) + String(repeating: "0", count: 16 - hex.count) + hex
  }

  static func pullRequest(_ issue: Issue) -> PullRequest {
    let number = issue.number
    let mergeability: Mergeability =
      switch number % 5 {
      case 0: .conflicting
      case 1: .blocked
      case 2: .behind
      default: .clean
      }
    var reviews: [(user: User, standing: Reviewer.Standing)] = []
    if number % 3 == 1 { reviews.append((User(login: "monalisa"), .approved)) }
    if number % 5 == 2 { reviews.append((User(login: "tanaka"), .changesRequested)) }
    if number % 2 == 1 { reviews.append((User(login: "kim-ji"), .commented)) }
    let files = self.files(number)
    return PullRequest(
      number: number, state: issue.pullRequestState ?? .open, author: issue.author,
      head: number % 4 == 3 ? "hubot:fix-\(number)" : "feature/change-\(number)", base: "main",
      headSHA: headSHA(number), mergeability: mergeability,
      reviewers: Reviewer.standings(
        reviews: reviews, requested: DemoCatalog.requestedReviewers(ofPullRequest: number)),
      additions: files.reduce(0) { $0 + $1.additions },
      deletions: files.reduce(0) { $0 + $1.deletions }, changedFiles: files.count,
      url: issue.url)
  }

  /// Every file of pull request `number`, in the order GitHub lists them.
  static func files(_ number: Int) -> [PullRequestFile] {
    let web = "https://github.com/demo/busy/blob/\(headSHA(number))/"
    var files = [
      PullRequestFile(
        filename: "Sources/App/Settings.swift", status: .modified, additions: 4, deletions: 2,
        patch: settingsPatch, url: web + "Sources/App/Settings.swift"),
      PullRequestFile(
        filename: "Sources/App/Profile.swift", previousFilename: "Sources/App/User.swift",
        status: .renamed, additions: 1, deletions: 1, patch: renamePatch,
        url: web + "Sources/App/Profile.swift"),
      PullRequestFile(
        filename: "docs/日本語.md", status: .added, additions: 3, deletions: 0,
        patch: "@@ -0,0 +1,3 @@\n+# 設定\n+\n+設定画面が空のプロフィールで落ちないこと。",
        url: web + "docs/日本語.md"),
      PullRequestFile(
        filename: "Resources/icon.png", status: .modified, additions: 0, deletions: 0,
        patch: nil, url: web + "Resources/icon.png"),
      PullRequestFile(
        filename: "Sources/App/Legacy.swift", status: .removed, additions: 0, deletions: 2,
        patch: "@@ -1,2 +0,0 @@\n-// Nothing uses this any more.\n-struct Legacy {}",
        url: web + "Sources/App/Legacy.swift"),
      PullRequestFile(
        filename: "Generated/Strings.swift", status: .modified, additions: 12_000,
        deletions: 11_500, patch: nil, url: web + "Generated/Strings.swift"),
    ]
    guard isLarge(number) else { return files }
    for index in 0..<largeFileCount {
      let name = "Sources/Generated/Part\(index).swift"
      files.append(
        PullRequestFile(
          filename: name, status: .modified, additions: largeHunkLines / 2,
          deletions: largeHunkLines / 2, patch: largePatch(index), url: web + name))
    }
    return files
  }

  /// The files as one unified diff, as GitHub's `application/vnd.github.diff` answer writes
  /// them: `diff --git`, the file names, then the patch; a file without one says so.
  static func diff(_ files: [PullRequestFile]) -> String {
    var text = ""
    for file in files {
      let old = file.previousFilename ?? file.filename
      text += "diff --git a/\(old) b/\(file.filename)\n"
      if file.previousFilename != nil {
        text += "rename from \(old)\nrename to \(file.filename)\n"
      }
      guard let patch = file.patch else {
        text += "Binary files a/\(old) and b/\(file.filename) differ\n"
        continue
      }
      let from = file.status == .added ? "/dev/null" : "a/\(old)"
      let to = file.status == .removed ? "/dev/null" : "b/\(file.filename)"
      text += "--- \(from)\n+++ \(to)\n\(patch)\n"
    }
    return text
  }

  private static let settingsPatch = """
    @@ -10,7 +10,9 @@ struct Settings {
       var name: String
    -  var profile: Profile
    +  var profile: Profile?
    +  /// A new account has no profile yet.
    +  var hasProfile: Bool { profile != nil }
       var theme: Theme
    \u{20}
       init() {}
    @@ -40,6 +42,8 @@ extension Settings {
       func open() {
    -    show(profile)
    +    guard let profile else { return showEmpty() }
    +    show(profile)
    +\tlog("opened")
       }
     }
    """

  private static let renamePatch = """
    @@ -1,3 +1,3 @@
    -struct User {
    +struct Profile {
       var login: String
     }
    """

  /// A hunk of `largeHunkLines` lines, half removed and half added.
  private static func largePatch(_ index: Int) -> String {
    var lines = ["@@ -1,\(largeHunkLines / 2) +1,\(largeHunkLines / 2) @@ enum Part\(index) {"]
    for line in 0..<(largeHunkLines / 2) {
      lines.append("-  static let value\(line) = \(line)")
      lines.append("+  static let value\(line) = \(line + index)")
    }
    return lines.joined(separator: "\n")
  }

  /// The checks of pull request `number`'s head, `elapsed` into the demo: its Actions jobs
  /// (`DemoActions.checks`, after what `runs` says was done to their runs), and a `ci/lint`
  /// status that passed. Every fifth (4, 9, 14, …) also waits on a deployment that never
  /// reports, so a list shows some pending checks however long the demo runs.
  static func checks(
    _ number: Int, elapsed: Duration, now: Date,
    runs: (Int64) -> DemoRunLedger.Run = { _ in DemoRunLedger.Run() }
  ) -> CommitChecks {
    let started = now.addingTimeInterval(-600)
    var checks =
      DemoActions.checks(number, elapsed: elapsed, now: now, runs: runs) + [
        Check(
          name: "ci/lint", state: .success, startedAt: started,
          completedAt: started.addingTimeInterval(12), url: "https://ci.example.com/\(number)",
          isStatus: true)
      ]
    if number % 5 == 4 {
      checks.append(
        Check(
          name: "deploy/staging", state: .pending, url: "https://ci.example.com/deploy/\(number)",
          isStatus: true))
    }
    return CommitChecks(checks: checks)
  }
}
