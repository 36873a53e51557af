/// One of a repository's issue templates (`.github/ISSUE_TEMPLATE/…`), as `N` offers it.
/// Every field came from the repository's files: untrusted, sanitised by the backend.
public struct IssueTemplate: Equatable, Sendable {
  /// What the file is: a Markdown template fills the form here; an issue form (YAML) has
  /// fields of its own that only GitHub's page can show, so it is opened there.
  public enum Kind: Equatable, Sendable {
    case markdown
    case form
  }

  /// The file's name in the directory, e.g. `bug_report.md`: what `?template=` names.
  public var file: String
  /// The front matter's `name`, or the file's name when it has none.
  public var name: String
  /// The front matter's `about`, or empty.
  public var about: String
  /// The title the new issue starts with (often a prefix such as `[Bug] `).
  public var title: String
  /// The Markdown after the front matter: the body the new issue starts with.
  public var body: String
  /// The labels the new issue starts with, by name.
  public var labels: [String]
  /// The accounts the new issue starts assigned to.
  public var assignees: [String]
  public var kind: Kind

  /// Creates a template.
  public init(
    file: String, name: String, about: String = "", title: String = "", body: String = "",
    labels: [String] = [], assignees: [String] = [], kind: Kind = .markdown
  ) {
    self.file = file
    self.name = name
    self.about = about
    self.title = title
    self.body = body
    self.labels = labels
    self.assignees = assignees
    self.kind = kind
  }
}

/// The bounds on what a repository's templates may cost: a hostile repository can hold any
/// number of files of any size.
public enum IssueTemplateLimits {
  /// The most templates read; the directory's further files are left out.
  public static let maximumTemplates = 20
  /// The largest template file read (GitHub's contents API gives up to 1 MB inline); a larger
  /// one is left out.
  public static let maximumFileBytes = 64 * 1024
  /// The longest front matter read; a longer one is treated as absent.
  public static let maximumFrontMatterBytes = 4 * 1024
  /// The longest title a template starts with (GitHub's longest title).
  public static let maximumTitleLength = 256
  /// The most labels or assignees a template fills in.
  public static let maximumNames = 20
}
