import IssueDomain

/// Whether the word before the cursor opens a completion, and with what: pure functions of the
/// field's text, its cursor and what the app holds.
public enum CompletionTrigger {
  /// The longest word completed: the fuzzy matcher reads no more of a query anyway.
  public static let wordLimit = 64

  /// The composer's word before the cursor: an `@` or a `#` and what is typed after it, where
  /// the `@` or `#` starts a word (the start, a space or an opening bracket before it), so an
  /// e-mail address or a link's fragment is none.
  public struct Word: Equatable {
    /// Where the `@` or `#` is, in characters.
    public var start: Int
    public var trigger: Character
    public var query: String

    /// An `@` and a login being typed: a character no login has ends the word (`@octocat,` is
    /// finished).
    public var isLogin: Bool {
      trigger == "@" && (query.isEmpty || CompletionSources.isLogin(query))
    }
  }

  public static func composerWord(_ characters: [Character], cursor: Int) -> Word? {
    guard cursor <= characters.count else { return nil }
    var start = cursor
    while start > 0, cursor - start <= wordLimit {
      let character = characters[start - 1]
      if character.isWhitespace || character == "@" || character == "#" { break }
      start -= 1
    }
    guard start > 0, cursor - start <= wordLimit else { return nil }
    let trigger = characters[start - 1]
    guard trigger == "@" || trigger == "#" else { return nil }
    if start >= 2 {
      let before = characters[start - 2]
      guard before.isWhitespace || "([{".contains(before) else { return nil }
    }
    return Word(start: start - 1, trigger: trigger, query: String(characters[start..<cursor]))
  }

  /// The composer: `@` then a login, or `#` then an issue of `repository` (by number or title),
  /// in the word before the cursor (`composerWord`).
  public static func composer(
    _ characters: [Character], cursor: Int, repository: RepositoryName,
    sources: @autoclosure () -> CompletionSources
  ) -> Completion? {
    composer(composerWord(characters, cursor: cursor), repository: repository, sources: sources())
  }

  /// The composer's list for `word`, the word before the cursor found already.
  public static func composer(
    _ word: Word?, repository: RepositoryName, sources: @autoclosure () -> CompletionSources
  ) -> Completion? {
    guard let word else { return nil }
    let typed = String(word.trigger) + word.query
    if word.trigger == "@" {
      guard word.isLogin else { return nil }
      let candidates = sources().logins.map {
        Completion.Candidate(prefix: "@", text: $0, insertion: "@\($0) ")
      }
      return Completion(
        kind: .login, start: word.start, query: word.query, typed: typed, candidates: candidates)
    }
    let candidates = sources().issues.lazy.filter { $0.repository == repository }.map {
      Completion.Candidate(
        prefix: "#", text: "\($0.number) \($0.title)", insertion: "#\($0.number) ")
    }
    return Completion(
      kind: .issue, start: word.start, query: word.query, typed: typed,
      candidates: Array(candidates))
  }

  /// The query line: the word before the cursor (a quoted value's spaces are inside it) is a
  /// qualifier's name being typed, or `name:` and its value. A leading `-` (negation) is kept.
  /// A name is offered only when it starts with the word's first letter, in lower case as
  /// qualifiers are written, so plain search words rarely open the list.
  public static func searchLine(
    _ text: String, cursor: Int, sources: @autoclosure () -> CompletionSources
  ) -> Completion? {
    let characters = Array(text)
    guard cursor <= characters.count else { return nil }
    var start = 0
    var quoted = false
    for index in 0..<cursor {
      let character = characters[index]
      if character == "\"" { quoted.toggle() }
      if character.isWhitespace, !quoted { start = index + 1 }
    }
    guard cursor - start <= wordLimit else { return nil }
    let typed = String(characters[start..<cursor])
    let negated = typed.hasPrefix("-")
    let word = negated ? String(typed.dropFirst()) : typed
    let sign = negated ? "-" : ""
    guard let colon = word.firstIndex(of: ":") else {
      // Qualifiers are written in lower case: a capital starts a search word, never a list.
      guard let first = word.first, first.isLowercase else { return nil }
      let candidates = SearchQualifier.all.filter { $0.name.first == first }.map {
        Completion.Candidate(text: "\($0.name):", insertion: "\(sign)\($0.name):")
      }
      return Completion(
        kind: .qualifier, start: start, query: word, typed: typed, candidates: candidates)
    }
    let name = word[..<colon].lowercased()
    guard let qualifier = SearchQualifier.named(name) else { return nil }
    var value = String(word[word.index(after: colon)...])
    if value.hasPrefix("\"") { value.removeFirst() }
    if value.hasSuffix("\"") { value.removeLast() }
    let candidates = qualifier.values(sources()).map { value in
      let written = value.contains(" ") && !value.hasPrefix("\"") ? "\"\(value)\"" : value
      return Completion.Candidate(
        text: value, insertion: "\(sign)\(qualifier.name):\(written) ")
    }
    return Completion(
      kind: .value(qualifier.name), start: start, query: value, typed: typed,
      candidates: candidates)
  }
}
