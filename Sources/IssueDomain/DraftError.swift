/// Why a draft could not be saved, loaded or deleted. Paths are the drafts' own files under
/// the state directory; `errno` values say what the system refused.
public enum DraftError: Error, Hashable, Sendable {
  /// Neither the XDG state directory nor a home directory gave a place for drafts.
  case noLocation
  /// The drafts directory could not be created.
  case cannotCreateDirectory(path: String, errno: Int32)
  /// The draft (or its temporary file) could not be written or moved into place.
  case cannotWrite(path: String, errno: Int32)
  /// The draft exists but could not be read.
  case cannotRead(path: String, errno: Int32)
  /// The path is a symbolic link, which could point a write at any file the user owns.
  case symbolicLink(path: String)
  /// The path is not a regular file (or, for the directory, not a directory).
  case notRegularFile(path: String)
  /// The file or directory belongs to another user, who could read or replace drafts.
  case ownedByAnotherUser(path: String)
  /// The draft is larger than a draft may be (`bytes` is the limit).
  case tooLarge(path: String, limit: Int)
  /// The file is not a draft this program wrote (bad JSON, wrong version, another issue's).
  case corrupt(path: String)
  /// The draft at `path` couldn't be read (not a draft, another issue's, too large), so it
  /// was moved aside to `keptAt`, where nothing of ours writes or deletes it.
  case setAside(path: String, keptAt: String)
  /// The draft at `path` was written by a newer version of the program (its format
  /// `version`): it is left as it is, for that version, and nothing here replaces it.
  case newerVersion(path: String, version: Int)
}
