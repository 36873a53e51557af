import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The write keys for the issue a screen acts on: `x` on an open issue, `X` on a
/// closed one, `L`, `A` and `M` on either; none when the backend doesn't write; while the issue's
/// last write is pending, the same keys only say so (listed nowhere).
extension Keymap {
  public static func writes(for issue: Issue?, _ keys: Context) -> [KeyBinding] {
    guard keys.canWrite, let issue, let reference = PendingWrites.reference(issue, in: nil)
    else { return [] }
    if keys.writes.isPending(reference) { return stillPendingBindings }
    if keys.writes.isReadOnly(reference.repository) { return readOnlyBindings }
    return keys.writes.shown(issue).state == .open ? openIssueWrites : closedIssueWrites
  }

  /// Once the server refused a write to the repository: the write keys, and the footer, say
  /// that its issues can't be changed here.
  public static let readOnlyBindings = [
    KeyBinding(
      [
        .character("x"), .character("X"), .character("L"), .character("A"), .character("M"),
        .character("+"), .character("c"),
      ],
      WriteAction.readOnly, "x X L A M + c", .cannotChangeHere, footer: "x c L A",
      short: .cannotChangeShort)
  ]

  // Whole tables, built once: the key table is rebuilt for every key and every frame.
  public static let openIssueWrites = [close, labels, assignees, milestone]
  public static let closedIssueWrites = [reopen, labels, assignees, milestone]
  public static let stillPendingBindings = [stillPending]

  public static let close = KeyBinding(
    [.character("x")], WriteAction.close, "x", .closeIssue, footer: "x", short: .closeShort)
  public static let reopen = KeyBinding(
    [.character("X")], WriteAction.reopen, "X", .reopenIssue, footer: "X", short: .reopenShort)
  public static let labels = KeyBinding(
    [.character("L")], WriteAction.editLabels, "L", .editLabels, footer: "L", short: .labelsShort)
  public static let assignees = KeyBinding(
    [.character("A")], WriteAction.editAssignees, "A", .editAssignees, footer: "A",
    short: .assigneesShort)
  /// In `?` only: the footer's room goes to the keys used most, and at 80 columns a milestone
  /// in it pushed out `/ search` and `q quit`.
  public static let milestone = KeyBinding(
    [.character("M")], WriteAction.editMilestone, "M", .editMilestone, short: .milestoneShort)
  /// No label and no footer: not in the help, not in the footer, only the refusal.
  public static let stillPending = KeyBinding(
    [
      .character("x"), .character("X"), .character("L"), .character("A"), .character("M"),
      .character("+"), .character("c"),
    ],
    WriteAction.stillPending, "",
    .editLabels)

  /// The banner's keys, while a failed write waits in it.
  public static let writeBanner = [
    KeyBinding(
      [.character("R")], WriteAction.retry, "R", .retryWrite, footer: "R", short: .retryShort),
    KeyBinding(
      [.character("D")], WriteAction.dismiss, "D", .dismissWrite, footer: "D", short: .dismissShort),
  ]

  /// `+` on the issue page, beside the other writes: a reaction to the body, or to the focused
  /// comment.
  public static func react(for issue: Issue?, comment: Comment? = nil, _ keys: Context)
    -> [KeyBinding]
  {
    guard keys.canWrite, let issue, let reference = PendingWrites.reference(issue, in: nil),
      !keys.writes.isPending(reference), !keys.writes.isReadOnly(reference.repository)
    else { return [] }
    return comment == nil ? reactBindings : reactToCommentBindings
  }

  public static let reactBindings = [
    KeyBinding(
      [.character("+")], WriteAction.react, "+", .reactKey, short: .reactShort)
  ]
  public static let reactToCommentBindings = [
    KeyBinding(
      [.character("+")], WriteAction.react, "+", .reactToCommentKey, footer: "+",
      short: .reactShort)
  ]

  /// `e` and `D` on the focused comment when it is the account's own (by login, once the
  /// server said which account that is); none on anyone else's.
  public static func ownComment(_ comment: Comment?, of issue: Issue?, _ keys: Context)
    -> [KeyBinding]
  {
    guard keys.canWrite, let comment, keys.writes.isOwn(comment), let issue,
      let reference = PendingWrites.reference(issue, in: nil),
      !keys.writes.isPending(reference), !keys.writes.isReadOnly(reference.repository)
    else { return [] }
    return ownCommentBindings
  }

  public static let ownCommentBindings = [
    KeyBinding(
      [.character("e")], WriteAction.editComment, "e", .editCommentKey, footer: "e",
      short: .editShort),
    KeyBinding(
      [.character("D")], WriteAction.deleteComment, "D", .deleteCommentKey, footer: "D",
      short: .deleteShort),
  ]

  /// `e` on an issue's page (not a list's row, whose issue carries no body to start from):
  /// its title and body edited. In `?` only, as `M` and `+` are.
  /// Not while a comment is focused: `e` is then the comment's, or nothing on someone else's.
  public static func edit(for issue: Issue?, comment: Comment? = nil, _ keys: Context)
    -> [KeyBinding]
  {
    guard keys.canWrite, comment == nil, let issue,
      let reference = PendingWrites.reference(issue, in: nil),
      !keys.writes.isPending(reference), !keys.writes.isReadOnly(reference.repository)
    else { return [] }
    return editBindings
  }

  public static let editBindings = [
    KeyBinding([.character("e")], WriteAction.editIssue, "e", .editIssueKey, short: .editShort)
  ]

  /// `c`, where a comment can be written: on an issue, with a backend that writes, and no
  /// write to that issue in flight.
  public static func comment(for issue: Issue?, _ keys: Context) -> [KeyBinding] {
    guard keys.canWrite, let issue, let reference = PendingWrites.reference(issue, in: nil),
      !keys.writes.isPending(reference), !keys.writes.isReadOnly(reference.repository)
    else { return [] }
    return commentBindings
  }

  /// `N`, on a list of one repository's issues (or a section of one): a new issue there.
  public static func newIssue(in repository: RepositoryName?, _ keys: Context) -> [KeyBinding] {
    guard keys.canWrite, let repository, !keys.writes.isReadOnly(repository) else { return [] }
    return newIssueBindings
  }

  /// `N`, on a list of the pull requests of a repository with a clone: a pull request from
  /// the branch the clone is on, in place of a new issue.
  public static func newPullRequest(in repository: RepositoryName?, _ keys: Context)
    -> [KeyBinding]?
  {
    guard keys.canWrite, let repository, !keys.writes.isReadOnly(repository),
      keys.clones.contains(where: { $0.contains(repository) })
    else { return nil }
    return newPullRequestBindings
  }

  public static let newPullRequestBindings = [
    KeyBinding(
      [.character("N")], WriteAction.newPullRequest, "N", .newPullRequestKey,
      short: .newPullRequestShort)
  ]

  public static let newIssueBindings = [
    KeyBinding(
      [.character("N")], WriteAction.newIssue, "N", .newIssueKey, short: .newIssueShort)
  ]

  public static let commentBindings = [
    KeyBinding(
      [.character("c")], WriteAction.comment, "c", .comment, footer: "c", short: .commentShort)
  ]
}
