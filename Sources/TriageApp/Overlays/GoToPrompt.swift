import AppCore
import TerminalUI

/// The `/` prompt on Repositories: a field for `owner/name`, opened over the list.
public struct GoToPrompt: Equatable, Sendable {
  public var field = TextField(maximumLength: 200)

  public init() {}
}
