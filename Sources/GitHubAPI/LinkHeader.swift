import FoundationEssentials
import SystemSupport

/// The `Link` header of a paged answer. Only `next` is used, exactly as given (DESIGN §7:
/// never build page URLs; `last` may be missing).
public struct LinkHeader: Sendable, Equatable {
  public var links: [String: URL]

  public init(_ value: String?) {
    var links: [String: URL] = [:]
    for part in (value ?? "").split(separator: ",") {
      let pieces = part.split(separator: ";").map { $0.trimmingWhitespace() }
      guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">"),
        let url = URL(string: String(target.dropFirst().dropLast()))
      else { continue }
      for parameter in pieces.dropFirst() where parameter.lowercased().hasPrefix("rel=") {
        let names = parameter.dropFirst(4).trimmingScalars(where: { $0 == "\"" })
        for name in names.split(separator: " ") where links[String(name)] == nil {
          links[String(name)] = url
        }
      }
    }
    self.links = links
  }

  public var next: URL? { links["next"] }
}
