import FoundationEssentials
import GRDB
import Logging
import SystemSupport

/// The list a session showed first is read again the moment the store opens, before any screen
/// asks for it: at start, the store's opening, its read and the rows' decoding would otherwise
/// all come between the program's making and the first frame with kept rows. Which list that is
/// is remembered from the session before (a person starts Triage the same way, day after day);
/// a session that shows another list first remembers that one for the next.
extension IssueStore {
  /// What a read ahead found: the list `key` of `kind`, decoded (`StoredList<IssueRecord>` or
  /// `StoredList<ThreadRecord>`).
  struct ReadAheadList: Sendable {
    var key: String
    var kind: String
    var list: any Sendable
  }

  /// Whether this store reads ahead, and the read under way until the first screen takes it.
  struct ReadAhead: Sendable {
    var isOn = false
    var isTaken = false
    var task: Task<ReadAheadList?, Never>?
    /// The list the read ahead answered, once it has.
    var served: String?
    /// The save of the list to read ahead next time, which closing waits for.
    var remembering: Task<Void, Never>?
  }

  /// The kinds of list a screen opens on.
  static let screenKinds: Set<String> = [issuesKind, threadsKind]
  static let openingKey = "opening"
  static let openingKind = "opening"

  /// Starts reading the list the last session showed first; the first list a screen asks for
  /// waits for this read instead of making its own.
  public func startReadingAhead() {
    let task = Task.detached(priority: .userInitiated) { [self] in readOpeningList() }
    readAhead.withLock { state in
      state.isOn = true
      state.task = task
    }
  }

  /// The first list of a screen this session: the read ahead if it is this list, after which the
  /// list is remembered as the one to read ahead next time. `nil` for every later list, and
  /// when nothing was read ahead or another list was.
  func takeReadAhead<Record: Sendable>(_ key: String, _ kind: String, as type: Record.Type)
    async -> StoredList<Record>?
  {
    let (isFirst, task) = readAhead.withLock { state -> (Bool, Task<ReadAheadList?, Never>?) in
      guard state.isOn, !state.isTaken else { return (false, nil) }
      state.isTaken = true
      defer { state.task = nil }
      return (true, state.task)
    }
    guard isFirst else { return nil }
    let ahead = await task?.value
    guard let ahead, ahead.key == key, ahead.kind == kind else {
      rememberOpening(key, kind)
      return nil
    }
    guard let list = ahead.list as? StoredList<Record> else { return nil }
    readAhead.withLock { $0.served = key }
    logger.debug("store: \(key) was read ahead")
    return list
  }

  /// A save to a screen's list before the first screen took the read: the read may be out of
  /// date, so the screen reads for itself.
  func dropReadAhead() {
    readAhead.withLock { $0.task = nil }
  }

  private func rememberOpening(_ key: String, _ kind: String) {
    let task = Task.detached { [self] in
      await save(
        StoredList(rows: [kind, key], validators: Validators(), storedAt: now()),
        as: Self.openingKey, kind: Self.openingKind)
    }
    readAhead.withLock { $0.remembering = task }
  }

  /// Reads on the calling thread (the read ahead's own): one transaction for the name of the
  /// list and its rows, with no hop to the store's queue and back between them.
  private func readOpeningList() -> ReadAheadList? {
    let found = try? database.read { db -> (String, String, StoredList<Data>)? in
      guard let named = try Self.payloads(db, of: Self.openingKey, kind: Self.openingKind),
        named.rows.count == 2,
        let kind = try? Self.decoder.decode(String.self, from: named.rows[0]),
        let key = try? Self.decoder.decode(String.self, from: named.rows[1]),
        let list = try Self.payloads(db, of: key, kind: kind)
      else { return nil }
      return (kind, key, list)
    }
    guard let (kind, key, list) = found ?? nil else { return nil }
    switch kind {
    case Self.issuesKind:
      return decoded(list, of: key, as: IssueRecord.self).map {
        ReadAheadList(key: key, kind: kind, list: $0)
      }
    case Self.threadsKind:
      return decoded(list, of: key, as: ThreadRecord.self).map {
        ReadAheadList(key: key, kind: kind, list: $0)
      }
    default:
      return nil
    }
  }
}
