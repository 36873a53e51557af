/// The five rules of `SecretRedactor`, each one pass over the text's characters. A pass keeps
/// everything it doesn't match and resumes after each match, as a regular expression's
/// `replacing` would.
extension SecretRedactor {
  private static let placeholderCharacters = Array(placeholder)
  private static let authorizationSchemes = ["token", "bearer", "basic"]
  private static let gitHubTokenPrefixes = ["github_pat_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"]
  private static let secretKeyNames = [
    "token", "secret", "password", "passwd", "apikey", "api_key", "api-key",
  ]

  /// Rule 1: `Authorization` or `Proxy-Authorization`, an optional quote, `:` or `=`, an
  /// optional quote and scheme (`token`, `bearer`, `basic` and blanks), then the credential.
  static func replacingAuthorizationCredentials(in text: [Character]) -> [Character] {
    replacing(in: text) { text, start in
      guard startsWord(text, at: start) else { return nil }
      var index = start
      _ = matchKeyword("proxy-", in: text, at: &index)
      guard matchKeyword("authorization", in: text, at: &index) else { return nil }
      _ = matchAny(of: "\"'", in: text, at: &index)
      skipBlanks(text, at: &index)
      guard matchAny(of: ":=", in: text, at: &index) else { return nil }
      skipBlanks(text, at: &index)
      _ = matchAny(of: "\"'", in: text, at: &index)
      var afterScheme = index
      for scheme in authorizationSchemes {
        var candidate = index
        if matchKeyword(scheme, in: text, at: &candidate), skipBlanks(text, at: &candidate) > 0,
          credentialLength(text, at: candidate, stoppingAt: "\"',;") > 0
        {
          afterScheme = candidate
          break
        }
      }
      return credential(in: text, at: afterScheme, stoppingAt: "\"',;")
    }
  }

  /// Rule 2: `Bearer`, blanks, then the credential.
  static func replacingBearerCredentials(in text: [Character]) -> [Character] {
    replacing(in: text) { text, start in
      guard startsWord(text, at: start) else { return nil }
      var index = start
      guard matchKeyword("bearer", in: text, at: &index), skipBlanks(text, at: &index) > 0 else {
        return nil
      }
      return credential(in: text, at: index, stoppingAt: "\"',;")
    }
  }

  /// Rule 3: a GitHub token (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`, in lower
  /// case) and its body of ASCII letters, digits and `_`.
  static func replacingGitHubTokens(in text: [Character]) -> [Character] {
    replacing(in: text) { text, start in
      guard startsWord(text, at: start) else { return nil }
      for prefix in gitHubTokenPrefixes {
        var index = start
        guard matchExactly(prefix, in: text, at: &index) else { continue }
        var end = index
        while end < text.count, isTokenBody(text[end]) { end += 1 }
        if end > index { return (kept: start, end: end) }
      }
      return nil
    }
  }

  /// Rule 4: a key of ASCII letters, digits and `_.-` naming a secret, an optional quote, `:` or
  /// `=`, an optional quote, then the value. Any key run may start the match, word boundary or
  /// not: broader than a regular expression's `\b`, never narrower.
  static func replacingSecretValues(in text: [Character]) -> [Character] {
    replacing(in: text) { text, start in
      guard isKeyCharacter(text[start]), start == 0 || !isKeyCharacter(text[start - 1]) else {
        return nil
      }
      var index = start
      while index < text.count, isKeyCharacter(text[index]) { index += 1 }
      let key = String(text[start..<index]).lowercased()
      guard secretKeyNames.contains(where: { key.contains($0) }) else { return nil }
      _ = matchAny(of: "\"'", in: text, at: &index)
      skipBlanks(text, at: &index)
      guard matchAny(of: ":=", in: text, at: &index) else { return nil }
      skipBlanks(text, at: &index)
      _ = matchAny(of: "\"'", in: text, at: &index)
      return credential(in: text, at: index, stoppingAt: "\"',;&")
    }
  }

  /// Rule 5: a run of 32 or more of `[A-Za-z0-9+/=_-]` with an ASCII digit and letter in it.
  static func replacingLongRuns(in text: [Character]) -> [Character] {
    replacing(in: text) { text, start in
      guard isRunCharacter(text[start]), start == 0 || !isRunCharacter(text[start - 1]) else {
        return nil
      }
      var end = start
      var hasDigit = false
      var hasLetter = false
      while end < text.count, isRunCharacter(text[end]) {
        hasDigit = hasDigit || text[end].isNumber
        hasLetter = hasLetter || text[end].isLetter
        end += 1
      }
      guard end - start >= 32, hasDigit, hasLetter else { return nil }
      return (kept: start, end: end)
    }
  }

  // MARK: - The quick check

  /// What each rule needs in the text, in ASCII of any case: rule 1 `authorization`, rule 2
  /// `bearer`, rule 3 a token prefix, rule 4 a secret's key name (`passw` for both spellings).
  private static let triggers: [[UInt8]] =
    (["authorization", "bearer", "passw"] + gitHubTokenPrefixes + secretKeyNames)
    .map { Array($0.utf8) }

  /// Whether any rule could match `text`: each needs one of `triggers` or, rule 5, 32 run
  /// characters in a row (each one ASCII byte). False means the rules would return `text`
  /// unchanged; one pass over the bytes, without grapheme breaking.
  static func mayHoldSecret(_ text: String) -> Bool {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      var run = 0
      for index in bytes.indices {
        let byte = bytes[index]
        run = isRunByte(byte) ? run + 1 : 0
        if run >= 32 { return true }
        for trigger in triggers where startsWithFolded(bytes, at: index, trigger) {
          return true
        }
      }
      return false
    } ?? true
  }

  private static func isRunByte(_ byte: UInt8) -> Bool {
    isASCIILetterOrDigit(byte) || "+/=_-".utf8.contains(byte)
  }

  /// Whether `bytes` from `index` hold `trigger` (lower-case ASCII), folding `A`…`Z`.
  private static func startsWithFolded(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ trigger: [UInt8]
  ) -> Bool {
    guard bytes.count - index >= trigger.count else { return false }
    for (offset, expected) in trigger.enumerated() {
      let byte = bytes[index + offset]
      let folded = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
      guard folded == expected else { return false }
    }
    return true
  }

  // MARK: - Matching

  /// Scans left to right; where `match` finds a secret, keeps `start..<kept`, writes the
  /// placeholder for `kept..<end` and resumes at `end`.
  private static func replacing(
    in text: [Character], _ match: ([Character], Int) -> (kept: Int, end: Int)?
  ) -> [Character] {
    var result: [Character] = []
    result.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      if let found = match(text, index) {
        result += text[index..<found.kept]
        result += placeholderCharacters
        index = found.end
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return result
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// A keyword starts a word where the character before it isn't part of one.
  private static func startsWord(_ text: [Character], at index: Int) -> Bool {
    index == 0 || !isWordCharacter(text[index - 1])
  }

  private static func isKeyCharacter(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return false }
    return isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "-")
  }

  private static func isTokenBody(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return false }
    return isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_")
  }

  private static func isRunCharacter(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return false }
    return isRunByte(byte)
  }

  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Matches `keyword` (lower-case ASCII) in any case, advancing `index` past it.
  private static func matchKeyword(_ keyword: String, in text: [Character], at index: inout Int)
    -> Bool
  {
    var position = index
    for expected in keyword.utf8 {
      guard position < text.count, let byte = text[position].asciiValue else { return false }
      let folded = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
      guard folded == expected else { return false }
      position += 1
    }
    index = position
    return true
  }

  private static func matchExactly(_ prefix: String, in text: [Character], at index: inout Int)
    -> Bool
  {
    let expected = Array(prefix)
    guard index + expected.count <= text.count,
      Array(text[index..<(index + expected.count)]) == expected
    else { return false }
    index += expected.count
    return true
  }

  private static func matchAny(of set: String, in text: [Character], at index: inout Int)
    -> Bool
  {
    guard index < text.count, set.contains(text[index]) else { return false }
    index += 1
    return true
  }

  @discardableResult
  private static func skipBlanks(_ text: [Character], at index: inout Int) -> Int {
    let start = index
    while index < text.count, text[index].isWhitespace { index += 1 }
    return index - start
  }

  /// The credential starting at `index`, if it has at least one character.
  private static func credential(in text: [Character], at index: Int, stoppingAt stops: String)
    -> (kept: Int, end: Int)?
  {
    let length = credentialLength(text, at: index, stoppingAt: stops)
    return length > 0 ? (kept: index, end: index + length) : nil
  }

  /// How many characters from `index` are neither blanks nor in `stops`.
  private static func credentialLength(_ text: [Character], at index: Int, stoppingAt stops: String)
    -> Int
  {
    var end = index
    while end < text.count, !text[end].isWhitespace, !stops.contains(text[end]) { end += 1 }
    return end - index
  }
}
