/// A rectangle of cells. Layout is done by carving rects, so views never compute raw offsets.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  public var minX: Int { x }
  public var minY: Int { y }
  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }
  public var size: Size { Size(width: width, height: height) }

  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The overlap of two rects; empty (at the origin of `self`) when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Shrinks every edge by the given amounts, never below zero size.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(
      x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }

  public func inset(by amount: Int) -> Rect {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// Splits off `count` rows from the top: the pair is (those rows, the rest).
  public func splitTop(_ count: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, count), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// Splits off `count` rows from the bottom: the pair is (the rest, those rows).
  public func splitBottom(_ count: Int) -> (rest: Rect, bottom: Rect) {
    let taken = min(max(0, count), height)
    return (
      Rect(x: x, y: y, width: width, height: height - taken),
      Rect(x: x, y: maxY - taken, width: width, height: taken)
    )
  }

  /// Splits off `count` columns from the left: the pair is (those columns, the rest).
  public func splitLeft(_ count: Int) -> (left: Rect, rest: Rect) {
    let taken = min(max(0, count), width)
    return (
      Rect(x: x, y: y, width: taken, height: height),
      Rect(x: x + taken, y: y, width: width - taken, height: height)
    )
  }

  /// Splits off `count` columns from the right: the pair is (the rest, those columns).
  public func splitRight(_ count: Int) -> (rest: Rect, right: Rect) {
    let taken = min(max(0, count), width)
    return (
      Rect(x: x, y: y, width: width - taken, height: height),
      Rect(x: maxX - taken, y: y, width: taken, height: height)
    )
  }

  /// A rect of the given size centred in this one, clamped to fit.
  public func centered(width: Int, height: Int) -> Rect {
    let w = min(max(0, width), self.width)
    let h = min(max(0, height), self.height)
    return Rect(x: x + (self.width - w) / 2, y: y + (self.height - h) / 2, width: w, height: h)
  }

  /// The single row at `offset` from the top, or an empty rect when outside.
  public func row(_ offset: Int) -> Rect {
    guard offset >= 0, offset < height else { return Rect(x: x, y: y, width: 0, height: 0) }
    return Rect(x: x, y: y + offset, width: width, height: 1)
  }
}
