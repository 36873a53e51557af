import Localization
import TerminalUI

/// A completion list open on the word before the cursor: `@` and a login, `#` and an issue, or
/// a search qualifier's name or value. It holds the candidates that match what is typed, best
/// first (`FuzzyFilter`, the pickers' matcher), and which one is selected; accepting one
/// replaces the word with the candidate's insertion.
///
/// A value made again after every edit (`CompletionTrigger`), so narrowing is only typing, and
/// a selection never points past the candidates.
public struct Completion: Equatable, Sendable {
  /// What is being completed.
  public enum Kind: Equatable, Sendable {
    case login, issue, qualifier
    /// A qualifier's value: `label:`'s labels, `is:`'s fixed set…
    case value(String)
  }

  /// One thing the word can become.
  public struct Candidate: Equatable, Sendable {
    /// Drawn before the text and not matched: `@`, `#`.
    public var prefix: String
    /// What the list shows and the typed word is matched against.
    public var text: String
    /// What accepting writes in place of the word.
    public var insertion: String

    public init(prefix: String = "", text: String, insertion: String) {
      self.prefix = prefix
      self.text = text
      self.insertion = insertion
    }
  }

  /// A candidate that matches, and where.
  public struct Row: Equatable, Sendable {
    public var candidate: Candidate
    public var match: FuzzyMatch
  }

  public let kind: Kind
  /// Where the word starts in the field, in characters: accepting replaces from here to the
  /// cursor, and Esc's dismissal is remembered by it.
  public let start: Int
  /// What is typed after the trigger, matched against the candidates.
  public let query: String
  /// The whole word as typed, trigger included: the list is drawn under its start.
  public let typed: String
  public let rows: [Row]
  public private(set) var selection = 0

  /// At most this many matches are kept; the list shows fewer.
  public static let rowLimit = 50

  /// Nil when nothing matches, or when the word already is the one candidate that matches:
  /// there is nothing left to complete, and Enter should do what it does without a list.
  public init?(kind: Kind, start: Int, query: String, typed: String, candidates: [Candidate]) {
    let matched = FuzzyFilter.filter(candidates, query: query) { $0.text }
    guard let first = matched.first else { return nil }
    let finished = typed.trimmingSuffixSpace
    if matched.count == 1, candidates[first.index].insertion.trimmingSuffixSpace == finished {
      return nil
    }
    self.kind = kind
    self.start = start
    self.query = query
    self.typed = typed
    rows = matched.prefix(Self.rowLimit).map {
      Row(candidate: candidates[$0.index], match: $0.match)
    }
  }

  /// The candidate accepting would write.
  public var selected: Candidate { rows[selection].candidate }

  /// Moves the selection by `delta`, wrapping at either end, as a short menu does.
  public mutating func move(by delta: Int) {
    guard !rows.isEmpty else { return }
    selection = ((selection + delta) % rows.count + rows.count) % rows.count
  }

  /// What screen-reader mode says when the selection changes: the candidate and where it is.
  public var said: Said {
    Said(kind: kind, shown: selected.prefix + selected.text, index: selection, count: rows.count)
  }

  /// The selection as the status line says it, compared before and after each key.
  public struct Said: Equatable {
    public var kind: Kind
    public var shown: String
    public var index: Int
    public var count: Int

    public var text: LocalizedText { .completionSaid(shown, index + 1, of: count) }
  }
}

extension String {
  /// The text without one trailing space: a candidate's insertion ends in one.
  fileprivate var trimmingSuffixSpace: Substring {
    hasSuffix(" ") ? dropLast() : Substring(self)
  }
}
