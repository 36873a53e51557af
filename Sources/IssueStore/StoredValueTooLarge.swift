/// A stored value larger than any this program writes: damage (or a file made to exhaust
/// memory), never read into memory. The list or issue it is part of is dropped from the store,
/// logged, and fetched again.
struct StoredValueTooLarge: Error, Equatable {
  /// The list or issue it is part of.
  var key: String
  /// Its size, in bytes, as SQLite counts it without reading it.
  var bytes: Int

  /// The most bytes one stored row (an issue, a comment, a thread, a timeline entry) may hold:
  /// an issue's body is cut to `DocumentLimit.bytes`, which JSON's escaping at its worst makes
  /// six times larger, with room for the rest.
  static let maximumRowBytes = 4 * 1024 * 1024
  /// The most bytes of rows one list may hold: far more than a list of GitHub's pages is.
  static let maximumListBytes = 64 * 1024 * 1024
}
