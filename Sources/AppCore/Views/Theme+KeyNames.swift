import Localization

extension Theme {
  /// Key names as this theme says them: as written (`↑↓ move`, `Enter → l`), or in
  /// screen-reader mode with each arrow's name in words (`Up/Down move`, `Enter Right l`), as
  /// a reader would otherwise name the glyph's shape. Arrows side by side are one pair, parted
  /// by `/`.
  public func keyNames(_ text: String) -> String {
    guard screenReader, text.contains(where: Self.isArrow) else { return text }
    var spoken = ""
    var afterArrow = false
    for character in text {
      guard let name = Self.arrowName(character) else {
        spoken.append(character)
        afterArrow = false
        continue
      }
      if afterArrow { spoken += "/" }
      spoken += words(name)
      afterArrow = true
    }
    return spoken
  }

  private static func isArrow(_ character: Character) -> Bool { arrowName(character) != nil }

  private static func arrowName(_ character: Character) -> LocalizedText? {
    switch character {
    case "↑": .upKey
    case "↓": .downKey
    case "←": .leftKey
    case "→": .rightKey
    default: nil
    }
  }
}
