import AppCore
import FoundationEssentials
import IssueDomain

/// A new issue's unsent form as the draft store keeps it: under its repository (number 0,
/// which no issue has), every field of the form, the template it came from included.
///
/// It is JSON after a marker line, so a text written before the other fields were kept (the
/// title on the first line and the body after it, as `gh issue create --editor` reads a file)
/// still reads as its title and body. The issue editor's draft is that older form: its title
/// and body are all it has.
public enum NewIssueDraft {
  /// The draft key's number: no issue is numbered 0.
  public static let number = 0

  /// Starts a draft with every field. A title can't begin with it: it is a control character,
  /// which no field lets in.
  public static let marker = "\u{1E}triage new issue 2\n"

  public static func key(host: String, repository: RepositoryName) -> DraftKey {
    DraftKey(host: host, repository: repository, number: number)
  }

  /// Every field of the form.
  public struct Fields: Codable, Equatable, Sendable {
    public var title: String
    public var body: String
    public var labels: [String] = []
    public var assignees: [String] = []
    public var milestoneNumber: Int?
    public var milestoneTitle: String?
    /// The template's name the form began from.
    public var template: String?

    public var text: IssueText { IssueText(title: title, body: body) }

    public init(
      title: String, body: String, labels: [String] = [], assignees: [String] = [],
      milestoneNumber: Int? = nil, milestoneTitle: String? = nil, template: String? = nil
    ) {
      self.title = title
      self.body = body
      self.labels = labels
      self.assignees = assignees
      self.milestoneNumber = milestoneNumber
      self.milestoneTitle = milestoneTitle
      self.template = template
    }

    public var milestone: Milestone? {
      guard let milestoneNumber, let milestoneTitle else { return nil }
      return Milestone(number: milestoneNumber, title: milestoneTitle)
    }
  }

  public static func encode(_ text: IssueText) -> String {
    text.title + "\n" + text.body
  }

  public static func decode(_ draft: String) -> IssueText {
    guard let newline = draft.firstIndex(of: "\n") else { return IssueText(title: draft, body: "") }
    return IssueText(
      title: String(draft[..<newline]), body: String(draft[draft.index(after: newline)...]))
  }

  /// `fields` as a draft: a title and body alone in the older form, which any version reads.
  public static func encode(_ fields: Fields) -> String {
    guard
      !fields.labels.isEmpty || !fields.assignees.isEmpty || fields.milestone != nil
        || fields.template != nil
    else { return encode(fields.text) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(fields) else { return encode(fields.text) }
    return marker + String(decoding: data, as: UTF8.self)
  }

  /// The fields of `draft`, whichever form it was written in.
  public static func fields(_ draft: String) -> Fields {
    if draft.hasPrefix(marker),
      let fields = try? JSONDecoder().decode(
        Fields.self, from: Data(draft.dropFirst(marker.count).utf8))
    {
      return fields
    }
    let text = decode(draft)
    return Fields(title: text.title, body: text.body)
  }
}
