/// The last lines a `LogDocument` parsed, so redrawing a screen reads nothing again. Bounded:
/// when full, the line cached longest ago goes (first in, first out).
struct LogLineCache {
  let capacity: Int
  private var lines: [Int: LogLine] = [:]
  /// The cached indices in the order they came, as a ring; `next` is the oldest once full.
  private var order: [Int] = []
  private var next = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    lines.reserveCapacity(self.capacity)
  }

  var count: Int { lines.count }

  subscript(index: Int) -> LogLine? { lines[index] }

  mutating func insert(_ line: LogLine, at index: Int) {
    guard lines.updateValue(line, forKey: index) == nil else { return }
    if order.count < capacity {
      order.append(index)
    } else {
      lines[order[next]] = nil
      order[next] = index
      next = (next + 1) % capacity
    }
  }
}
