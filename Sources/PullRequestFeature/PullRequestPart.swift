import AppCore

/// The three parts of the pull request page, in their key order (`1`, `2`, `3`).
public enum PullRequestPart: Int, Hashable, Sendable, CaseIterable {
  case conversation = 1
  case files
  case checks

  /// The next part, round from the last to the first (Tab), or back (Shift-Tab).
  public func next(_ step: Int) -> PullRequestPart {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[((index + step) % all.count + all.count) % all.count]
  }
}
