extension Keymap {
  /// A screen's key table from its parts, in one allocation: the table is rebuilt for every
  /// key and every frame, and chaining `+` allocated once per part.
  public static func joined(_ parts: [KeyBinding]...) -> [KeyBinding] {
    var table: [KeyBinding] = []
    table.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { table.append(contentsOf: part) }
    return table
  }
}
