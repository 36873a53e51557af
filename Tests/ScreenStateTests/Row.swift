/// A list row with a stable id, standing in for an issue.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  let title: String

  init(_ id: Int, _ title: String? = nil) {
    self.id = id
    self.title = title ?? "row \(id)"
  }

  var description: String { "\(id)" }
}
