/// Why GitHub put a thread in the inbox: its `reason`, as GitHub names it. A reason this version
/// doesn't know is kept as sent (already made inert), so a new one shows rather than vanishes.
public enum InboxReason: Hashable, Sendable {
  case approvalRequested
  case assign
  case author
  case ciActivity
  case comment
  case invitation
  case manual
  case memberFeatureRequested
  case mention
  case reviewRequested
  case securityAdvisoryCredit
  case securityAlert
  case stateChange
  case subscribed
  case teamMention
  case other(String)

  /// Every reason GitHub documents, in the order the filter cycles through them.
  public static let known: [InboxReason] = [
    .mention, .reviewRequested, .assign, .teamMention, .ciActivity, .stateChange, .author,
    .comment, .subscribed, .manual, .invitation, .approvalRequested, .memberFeatureRequested,
    .securityAlert, .securityAdvisoryCredit,
  ]

  /// The reason GitHub calls `rawValue`.
  public init(rawValue: String) {
    self = Self.known.first { $0.rawValue == rawValue } ?? .other(rawValue)
  }

  /// GitHub's name for it (`review_requested`), as in the config file's `reasons:`.
  public var rawValue: String {
    switch self {
    case .approvalRequested: "approval_requested"
    case .assign: "assign"
    case .author: "author"
    case .ciActivity: "ci_activity"
    case .comment: "comment"
    case .invitation: "invitation"
    case .manual: "manual"
    case .memberFeatureRequested: "member_feature_requested"
    case .mention: "mention"
    case .reviewRequested: "review_requested"
    case .securityAdvisoryCredit: "security_advisory_credit"
    case .securityAlert: "security_alert"
    case .stateChange: "state_change"
    case .subscribed: "subscribed"
    case .teamMention: "team_mention"
    case .other(let name): name
    }
  }
}
