import AppCore
import IssueDomain
import Localization
import TerminalUI

/// The rows the inbox shows: the loaded threads as the inbox's changes leave them (done ones
/// gone, read ones read), narrowed to one reason and to what the filter line matches. Order is
/// the server's, newest first.
public enum InboxRows {
  public static func visible(
    _ threads: [InboxThread], changes: PendingInboxChanges, reason: InboxReason?,
    query: String, words: ChromeWords
  ) -> [InboxThread] {
    let query = String(query.prefix(FuzzyFilter.queryLimit))
    return threads.compactMap { thread in
      guard let shown = changes.shown(thread) else { return nil }
      if let reason, shown.reason != reason { return nil }
      if !query.isEmpty, FuzzyFilter.match(query, in: searchable(shown, words: words)) == nil {
        return nil
      }
      return shown
    }
  }

  /// What the filter line matches: the words a row shows.
  public static func searchable(_ thread: InboxThread, words: ChromeWords) -> String {
    [
      thread.subject.title, thread.repository.description, words(.inboxReason(thread.reason)),
      words(.inboxSubject(thread.subject)),
    ].joined(separator: " ")
  }

  /// The reasons of `threads` in GitHub's order of first appearance: what `t` cycles through.
  public static func reasons(in threads: [InboxThread]) -> [InboxReason] {
    var seen: Set<InboxReason> = []
    return threads.compactMap { seen.insert($0.reason).inserted ? $0.reason : nil }
  }
}
