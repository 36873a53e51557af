import AppCore
import IssueDomain
import ListSupport
import TerminalUI

extension ViewCaches {
  /// Repository rows already laid out.
  var repositories: RowCache<ListRowKey<Repository, RepositoryRowLayout.Columns>> {
    shared { RowCache() }
  }
}
