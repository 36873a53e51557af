import FoundationEssentials
import SystemSupport

/// An issue's title and body: what an edit of them starts from and is compared with.
public struct IssueText: Hashable, Sendable {
  public var title: String
  public var body: String

  public init(title: String, body: String) {
    self.title = title
    self.body = body
  }

  /// The issue's own title and body.
  public init(_ issue: Issue) {
    self.init(title: issue.title, body: issue.body)
  }

  /// Whether `issue` still holds this text, as far as a reader could tell.
  public func isHeld(by issue: Issue) -> Bool {
    Self.same(title, issue.title) && Self.same(body, issue.body)
  }

  /// Two texts alike but for their line endings and the space at their ends: GitHub answers a
  /// body typed in a browser with `\r\n`, and a change to those alone is no one's edit.
  public static func same(_ a: String, _ b: String) -> Bool {
    normalised(a) == normalised(b)
  }

  private static func normalised(_ text: String) -> String {
    text.replacingEvery("\r\n", with: "\n").trimmingWhitespaceAndNewlines()
  }
}
