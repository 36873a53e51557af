import CLibYAML

/// A YAML document composed from libyaml's events with its size bounded as it is built.
///
/// Yams' own composer expands an alias by sharing the anchored node and then hashes every
/// mapping key, through the whole expansion, to find duplicates: a key made of nested aliases
/// ("billion laughs") never finishes. Here each node, and each alias by the size of what it
/// names, is counted as the tree grows, so a document past `maximumNodes` or nested past
/// `maximumDepth` is refused at the event that crosses the bound, whatever line breaks or
/// quoting the text uses: libyaml has read it by then. Duplicate keys are found by their text,
/// which is bounded by the file.
///
/// The result is a `ConfigNode` tree, whose lines are the reader's problems' lines.
enum BoundedYAML {
  /// More nodes than any config needs (the largest, nine sections and fifty commands, is a few
  /// hundred), and few enough that walking them is instant.
  static let maximumNodes = 10_000
  /// Deeper than any config's shape (four levels), shallow enough for any stack.
  static let maximumDepth = 32

  /// Why a document couldn't be composed, with its 1-based line.
  enum Failure: Error, Equatable {
    /// libyaml's words for its problem, and the line it is about.
    case syntax(String, line: Int?)
    /// The document, aliases expanded, would hold more than `maximumNodes` nodes.
    case tooManyNodes(line: Int)
    /// Collections nested deeper than `maximumDepth`.
    case tooDeep(line: Int)
    /// An alias names no anchor before it.
    case undefinedAlias(String, line: Int)
    /// A mapping has a key that isn't text (a list or a mapping as a key).
    case complexKey(line: Int)
    /// A mapping names one key twice.
    case duplicateKey(String, line: Int)
    /// A second document in the stream.
    case secondDocument(line: Int)
  }

  /// The first document of `text`; nil when the stream has none or it is empty.
  static func compose(_ text: String) throws(Failure) -> ConfigNode? {
    var composer = Composer()
    return try composer.compose(text)
  }
}

/// The state of one composition: the parser, the anchors seen, and the count so far.
private struct Composer {
  /// A collection being built: its first event's facts and the children so far.
  struct Open {
    var isMapping: Bool
    var anchor: String?
    var mark: ConfigNode.Mark
    var children: [ConfigNode] = []
    /// The nodes under it, aliases expanded, for an anchor on it.
    var size = 1
    var keys: Set<String> = []
  }

  var anchors: [String: (node: ConfigNode, size: Int)] = [:]
  var count = 0

  mutating func compose(_ text: String) throws(BoundedYAML.Failure) -> ConfigNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw .syntax("the YAML parser could not start", line: nil)
    }
    defer { yaml_parser_delete(&parser) }
    var bytes = Array(text.utf8)
    let length = bytes.count
    return try bytes.withUnsafeMutableBufferPointer {
      (buffer) throws(BoundedYAML.Failure) -> ConfigNode? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, length)
      return try events(&parser, UnsafeBufferPointer(buffer))
    }
  }

  private mutating func events(
    _ parser: inout yaml_parser_t, _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(BoundedYAML.Failure)
    -> ConfigNode?
  {
    var stack: [Open] = []
    var root: ConfigNode?
    var documents = 0
    var event = yaml_event_t()
    // Each event consumes input, so the loop ends with the text; the counts bound its work.
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else { throw Self.failure(parser, bytes) }
      defer { yaml_event_delete(&event) }
      let mark = ConfigNode.Mark(line: Int(event.start_mark.line) + 1)
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return root
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 { throw .secondDocument(line: mark.line) }
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let value = Self.text(scalar.value, length: scalar.length)
        let node = ConfigNode.scalar(
          ConfigNode.Scalar(
            string: value, style: Self.style(scalar.style), tag: Self.text(scalar.tag),
            mark: mark))
        try add(node, size: 1, anchor: Self.text(scalar.anchor), at: mark, to: &stack, &root)
      case YAML_ALIAS_EVENT:
        let name = Self.text(event.data.alias.anchor) ?? ""
        guard let anchored = anchors[name] else {
          throw .undefinedAlias(String(name.prefix(32)), line: mark.line)
        }
        try add(anchored.node, size: anchored.size, anchor: nil, at: mark, to: &stack, &root)
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        guard stack.count < BoundedYAML.maximumDepth else { throw .tooDeep(line: mark.line) }
        try count(1, at: mark)
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let start = event.data
        let anchor =
          isMapping
          ? Self.text(start.mapping_start.anchor) : Self.text(start.sequence_start.anchor)
        stack.append(Open(isMapping: isMapping, anchor: anchor, mark: mark))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        guard let open = stack.popLast() else { break }
        let node: ConfigNode
        if open.isMapping {
          var pairs: [(key: ConfigNode, value: ConfigNode)] = []
          var index = 0
          while index + 1 < open.children.count {
            pairs.append((open.children[index], open.children[index + 1]))
            index += 2
          }
          node = .mapping(ConfigNode.Mapping(pairs: pairs, mark: open.mark))
        } else {
          node = .sequence(open.children, open.mark)
        }
        // Its own node was counted when it opened.
        try add(
          node, size: open.size, anchor: open.anchor, at: open.mark, to: &stack, &root,
          counted: true)
      default:
        break  // stream and document boundaries
      }
    }
  }

  /// Puts `node` in the collection being built (or makes it the root), counting it.
  private mutating func add(
    _ node: ConfigNode, size: Int, anchor: String?, at mark: ConfigNode.Mark,
    to stack: inout [Open], _ root: inout ConfigNode?, counted: Bool = false
  ) throws(BoundedYAML.Failure) {
    if !counted { try count(size, at: mark) }
    if let anchor { anchors[anchor] = (node, size) }
    guard var parent = stack.popLast() else {
      root = node
      return
    }
    if parent.isMapping, parent.children.count.isMultiple(of: 2) {
      // A key: text, once per mapping.
      guard case .scalar(let scalar) = node else { throw .complexKey(line: mark.line) }
      guard parent.keys.insert(scalar.string).inserted else {
        throw .duplicateKey(String(scalar.string.prefix(32)), line: mark.line)
      }
    }
    parent.children.append(node)
    parent.size += size
    stack.append(parent)
  }

  private mutating func count(_ size: Int, at mark: ConfigNode.Mark) throws(BoundedYAML.Failure) {
    count += size
    if count > BoundedYAML.maximumNodes { throw .tooManyNodes(line: mark.line) }
  }

  /// libyaml's problem at the line it is about: a scanner's at the start of the token it was
  /// reading (an unterminated quote is at its opening quote, not at the end of the file), a
  /// reader's (bytes it can't read) at its offset, a parser's where it found what it didn't
  /// expect. libyaml's own nesting limit is this composer's.
  private static func failure(_ parser: yaml_parser_t, _ bytes: UnsafeBufferPointer<UInt8>)
    -> BoundedYAML.Failure
  {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    let line: Int
    switch parser.error {
    case YAML_READER_ERROR:
      line = Self.line(atOffset: Int(parser.problem_offset), in: bytes)
    case YAML_SCANNER_ERROR where parser.context != nil:
      line = Int(parser.context_mark.line) + 1
    default:
      line = Int(parser.problem_mark.line) + 1
    }
    if problem.hasPrefix("Maximum nesting level") { return .tooDeep(line: line) }
    return .syntax(problem, line: line)
  }

  /// The 1-based line of byte `offset`, counting YAML's line breaks as libyaml does: `\r\n`,
  /// `\r`, `\n`, NEL, LS and PS.
  static func line(atOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    var index = 0
    let end = min(max(0, offset), bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0D {
        line += 1
        if index + 1 < end, bytes[index + 1] == 0x0A { index += 1 }
      } else if byte == 0x0A {
        line += 1
      } else if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0x85 {
        line += 1
        index += 1
      } else if byte == 0xE2, index + 2 < end, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        line += 1
        index += 2
      }
      index += 1
    }
    return line
  }

  private static func style(_ style: yaml_scalar_style_t) -> ConfigNode.Scalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }

  private static func text(_ pointer: UnsafeMutablePointer<UInt8>?, length: Int) -> String {
    guard let pointer else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
  }

  private static func text(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }
}

extension BoundedYAML.Failure {
  /// The line the failure is about.
  var line: Int? {
    switch self {
    case .syntax(_, let line): line
    case .tooManyNodes(let line), .tooDeep(let line), .undefinedAlias(_, let line),
      .complexKey(let line), .duplicateKey(_, let line), .secondDocument(let line):
      line
    }
  }
}
