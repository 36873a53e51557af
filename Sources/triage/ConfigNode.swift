/// A composed YAML node of the config file, as `BoundedYAML` builds it: a scalar, a list or a
/// mapping, with the line it starts on. Plain values: shared by aliases, copied cheaply.
enum ConfigNode: Sendable, Equatable {
  case scalar(Scalar)
  case sequence([ConfigNode], Mark)
  case mapping(Mapping)

  /// Where a node starts.
  struct Mark: Sendable, Equatable {
    /// 1-based.
    var line: Int
  }

  struct Scalar: Sendable, Equatable {
    enum Style: Sendable, Equatable { case plain, singleQuoted, doubleQuoted, literal, folded }
    var string: String
    var style: Style
    /// The explicit tag (`!!str`), nil when there is none.
    var tag: String?
    var mark: Mark
  }

  /// A mapping's pairs in file order; its keys are text and unique (the composer checks it).
  struct Mapping: Sendable, Equatable, Sequence {
    var pairs: [(key: ConfigNode, value: ConfigNode)]
    var mark: Mark

    static func == (left: Mapping, right: Mapping) -> Bool {
      left.mark == right.mark && left.pairs.elementsEqual(right.pairs) { $0 == $1 }
    }

    func makeIterator() -> IndexingIterator<[(key: ConfigNode, value: ConfigNode)]> {
      pairs.makeIterator()
    }

    var keys: [ConfigNode] { pairs.map(\.key) }

    /// The value of the key whose text is `name`.
    subscript(name: String) -> ConfigNode? {
      pairs.first { $0.key.scalar?.string == name }?.value
    }
  }

  var scalar: Scalar? {
    if case .scalar(let scalar) = self { return scalar }
    return nil
  }

  var sequence: [ConfigNode]? {
    if case .sequence(let items, _) = self { return items }
    return nil
  }

  var mapping: Mapping? {
    if case .mapping(let mapping) = self { return mapping }
    return nil
  }

  var mark: Mark? {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .sequence(_, let mark): mark
    case .mapping(let mapping): mapping.mark
    }
  }

  /// YAML's null (`~`, `null`, nothing), as YAML 1.1's core schema resolves a plain scalar
  /// with no tag; nil for anything else.
  var null: Void? {
    guard let scalar, scalar.style == .plain else { return nil }
    let isNullTag = scalar.tag == nil || scalar.tag == "tag:yaml.org,2002:null"
    return isNullTag && ["", "~", "null", "Null", "NULL"].contains(scalar.string) ? () : nil
  }
}
