import ErrorHandling
import FoundationEssentials

/// The banner over rows a refresh couldn't replace says how old they are, so rows that may be
/// stale are never read as fresh: standing, `offline, showing data from 12m ago`, while the rows
/// are an earlier run's and the server can't be reached; otherwise, for as long as the
/// failure's banner is up, `showing rows from 2m ago · ` and the failure's message.
public enum RefreshBanner {
  /// The standing banner, or nil: only over kept rows, only for a network failure.
  public static func standing(failure: AppError?, keptAt: Date?, words: ChromeWords, now: Date)
    -> String?
  {
    guard let keptAt, case .network = failure else { return nil }
    return words(.offlineShowing(Age.text(from: keptAt, to: now, words: words)))
  }

  /// The transient banner's text: the message, after the rows' age when it is known.
  public static func transient(message: String, shownAt: Date?, words: ChromeWords, now: Date)
    -> String
  {
    guard let shownAt else { return message }
    return words(.showingRowsFrom(Age.text(from: shownAt, to: now, words: words), message))
  }

  /// The standing banner if there is one, else the transient one while `message` (the
  /// failure's banner) is up.
  public static func text(
    failure: AppError?, message: String?, keptAt: Date?, shownAt: Date?, words: ChromeWords,
    now: Date
  ) -> String? {
    if let standing = standing(failure: failure, keptAt: keptAt, words: words, now: now) {
      return standing
    }
    return message.map { transient(message: $0, shownAt: shownAt, words: words, now: now) }
  }
}
