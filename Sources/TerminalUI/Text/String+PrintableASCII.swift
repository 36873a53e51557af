extension String {
  /// The byte at `index` when it is printable ASCII and a grapheme of its own, with the index
  /// after it; `nil` otherwise. It is one of its own when the next byte is printable ASCII too,
  /// or there is none: nothing ASCII joins a cluster, while what follows a non-ASCII byte may (a
  /// combining mark). Lets drawing and measuring skip grapheme breaking for most of the text on
  /// screen. `index` must be a character boundary.
  func printableASCIIGrapheme(at index: Index) -> (byte: UInt8, next: Index)? {
    let bytes = utf8
    let byte = bytes[index]
    guard DisplayWidth.isPrintableASCII(byte) else { return nil }
    let next = bytes.index(after: index)
    guard next == bytes.endIndex || DisplayWidth.isPrintableASCII(bytes[next]) else { return nil }
    return (byte, next)
  }

  /// The index after the grapheme at `index`, which is `character`.
  func index(_ index: Index, after character: Character) -> Index {
    utf8.index(index, offsetBy: character.utf8.count)
  }
}
