import IssueDomain

/// A screen that shows an issue, a comment or a repository the app's keys can act on: the
/// write keys, `:#123`, the browser and the clone keys ask it what they act on.
public protocol FocusingScreen: Screen {
  /// The repository on screen, if any: `:#123` opens its issue 123.
  var currentRepository: RepositoryName? { get }
  /// The issue the write keys act on (the issue shown, a list's selected row), as the server
  /// last sent it and with its repository filled in; `nil` when there is none.
  var focusedIssue: Issue? { get }
  /// The comment of that issue the reader focused on its page, as the server last sent it;
  /// `nil` when none is (the write keys then act on the issue).
  var focusedComment: Comment? { get }
  /// The head branch of the pull request on screen, when it is known.
  var focusedBranch: String? { get }
}

extension FocusingScreen {
  public var currentRepository: RepositoryName? { nil }
  public var focusedIssue: Issue? { nil }
  public var focusedComment: Comment? { nil }
  public var focusedBranch: String? { nil }

  public var erasedCurrentRepository: RepositoryName? { currentRepository }
  public var erasedFocusedIssue: Issue? { focusedIssue }
  public var erasedFocusedComment: Comment? { focusedComment }
  public var erasedFocusedBranch: String? { focusedBranch }
}
