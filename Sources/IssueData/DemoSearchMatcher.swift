import IssueDomain

/// A demo search's conditions, all of which an issue must meet (GitHub's implicit AND), except
/// `repo:`, which GitHub reads as "any of these".
struct DemoSearchMatcher: Sendable {
  var kinds: [SearchKind] = []
  var states: [IssueState] = []
  /// Lowercased label names the issue must have.
  var labels: [String] = []
  /// Lowercased label names it must not have.
  var excludedLabels: [String] = []
  var missing: [SearchMissing] = []
  /// Lowercased logins.
  var assignees: [String] = []
  var authors: [String] = []
  var mentions: [String] = []
  /// Lowercased logins whose review the pull request must ask for (`review-requested:`).
  var reviewRequested: [String] = []
  var repositories: [RepositoryName] = []
  /// Lowercased words or phrases, each in the title or the body.
  var words: [String] = []

  /// Whether `issue` matches; `comments` is read only when a `mentions:` needs it. Each
  /// condition lowercases only what it reads, and only when the query has it: the sections'
  /// counts search every demo issue at start, and lowercasing every body and comment was most
  /// of the start-up's instructions.
  func matches(_ issue: Issue, comments: () -> [Comment]) -> Bool {
    let kind: SearchKind = issue.isPullRequest ? .pullRequest : .issue
    guard kinds.isEmpty ? kind == .issue : kinds.allSatisfy({ $0 == kind }),
      states.allSatisfy({ $0 == issue.state }),
      repositories.isEmpty || repositories.contains(where: { $0 == issue.repository }),
      missing.allSatisfy({ isMissing($0, in: issue) })
    else { return false }
    if !labels.isEmpty || !excludedLabels.isEmpty {
      let labelNames = Set(issue.labels.map { $0.name.lowercased() })
      guard labels.allSatisfy(labelNames.contains),
        !excludedLabels.contains(where: labelNames.contains)
      else { return false }
    }
    if !assignees.isEmpty {
      let assigned = Set(issue.assignees.map { $0.login.lowercased() })
      guard assignees.allSatisfy(assigned.contains) else { return false }
    }
    if !reviewRequested.isEmpty {
      let requested = Set(
        DemoCatalog.requestedReviewers(ofPullRequest: issue.number).map { $0.login.lowercased() })
      guard issue.isPullRequest, reviewRequested.allSatisfy(requested.contains) else {
        return false
      }
    }
    if !authors.isEmpty {
      let author = issue.author.login.lowercased()
      guard authors.allSatisfy({ $0 == author }) else { return false }
    }
    if !words.isEmpty {
      let title = issue.title.lowercased()
      let body = issue.body.lowercased()
      guard words.allSatisfy({ Self.find($0, in: title) != nil || Self.find($0, in: body) != nil })
      else { return false }
    }
    guard !mentions.isEmpty else { return true }
    let unmentioned = mentions.filter { !Self.mentions($0, in: issue.body) }
    guard !unmentioned.isEmpty else { return true }
    let bodies = comments().map(\.body)
    return unmentioned.allSatisfy { login in bodies.contains { Self.mentions(login, in: $0) } }
  }

  private func isMissing(_ missing: SearchMissing, in issue: Issue) -> Bool {
    switch missing {
    case .label: issue.labels.isEmpty
    case .assignee: issue.assignees.isEmpty
    case .milestone: issue.milestone == nil
    }
  }

  /// Whether `text` has `@login` (a lowercased login) as a whole mention, in any case: not
  /// followed by another login character, so `@octo` doesn't match `@octocat`.
  static func mentions(_ login: String, in text: String) -> Bool {
    // Logins are ASCII, so folding ASCII case is lowercasing; anything else lowercases the text.
    guard login.utf8.allSatisfy({ $0 < 0x80 }) else {
      return mentions(login, inLowercased: text.lowercased())
    }
    return mentions(login, inLowercased: text, foldingASCII: true)
  }

  private static func mentions(
    _ login: String, inLowercased text: String, foldingASCII: Bool = false
  ) -> Bool {
    let needle = "@" + login
    var start = text.utf8.startIndex
    while let end = find(needle, in: text, from: start, foldingASCII: foldingASCII) {
      let next = text.unicodeScalars[end...].first
      if next.map({ !(isLetterOrDigit($0) || $0 == "-") }) ?? true { return true }
      start = end
    }
    return false
  }

  /// Where the first `needle` in `text` at or after `start` ends, comparing UTF-8 bytes (as
  /// Foundation's literal search compares code units), with `foldingASCII` A–Z as a–z in
  /// `text` (the needle is lowercase). Plain Swift: the demo's search, which runs at start for
  /// the sections' counts, keeps CoreFoundation's string code out of the process.
  static func find(
    _ needle: String, in text: String, from start: String.Index? = nil,
    foldingASCII: Bool = false
  ) -> String.Index? {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return start ?? text.startIndex }
    let bytes = text.utf8
    func folded(_ byte: UInt8) -> UInt8 {
      foldingASCII && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
    var index = start ?? bytes.startIndex
    while index < bytes.endIndex {
      var probe = index
      var matched = 0
      while matched < pattern.count, probe < bytes.endIndex,
        folded(bytes[probe]) == pattern[matched]
      {
        probe = bytes.index(after: probe)
        matched += 1
      }
      if matched == pattern.count { return probe }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// Foundation's `CharacterSet.alphanumerics`: letters, marks and numbers.
  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      true
    default: false
    }
  }
}
