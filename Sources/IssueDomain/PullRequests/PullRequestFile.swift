/// One file of a pull request's diff, as `GET /pulls/{n}/files` lists it.
public struct PullRequestFile: Hashable, Sendable, Identifiable {
  public enum Status: String, Hashable, Sendable, CaseIterable {
    case added, removed, modified, renamed, copied, changed, unchanged
  }

  public var id: String { filename }
  /// The path after the change. Untrusted text.
  public var filename: String
  /// The path before, for a rename or copy.
  public var previousFilename: String?
  public var status: Status
  public var additions: Int
  public var deletions: Int
  /// The unified diff's hunks, or `nil` when GitHub sent none: a binary file, or one too large
  /// to show. Untrusted text, drawn inert.
  public var patch: String?
  /// The file on the web, for opening a file without a patch.
  public var url: String

  public init(
    filename: String, previousFilename: String? = nil, status: Status, additions: Int,
    deletions: Int, patch: String?, url: String
  ) {
    self.filename = filename
    self.previousFilename = previousFilename
    self.status = status
    self.additions = max(0, additions)
    self.deletions = max(0, deletions)
    self.patch = patch
    self.url = url
  }
}

/// A page of a pull request's files.
public typealias PullRequestFilePage = Page<PullRequestFile>

/// A page of a pull request's review threads.
public typealias ReviewThreadPage = Page<ReviewThread>
