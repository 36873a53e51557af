extension Color {
  /// An xterm-256 colour (`index` 0…255) as the nearest one a terminal with only `available`
  /// colours (8 or 16) has, so a label's colour keeps its hue on a basic terminal instead of
  /// vanishing into the default. Colours the terminal has, and the default, are unchanged.
  public func fallback(toColorCount available: Int) -> Color {
    guard index >= 0, Int(index) >= available else { return self }
    guard available >= 8 else { return .default }
    let (red, green, blue) = rgb
    let basics = available >= 16 ? Self.basicRGB : Array(Self.basicRGB.prefix(8))
    var best = 0
    var bestDistance = Int.max
    for (candidate, value) in basics.enumerated() {
      let distance =
        (red - value.0) * (red - value.0) + (green - value.1) * (green - value.1)
        + (blue - value.2) * (blue - value.2)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return Color(index: Int16(best))
  }

  /// The colour's red, green and blue as xterm draws it.
  var rgb: (Int, Int, Int) {
    let value = Int(max(0, index))
    if value < 16 { return Self.basicRGB[value] }
    if value >= 232 {
      let grey = 8 + (value - 232) * 10
      return (grey, grey, grey)
    }
    let cube = value - 16
    let level = { (step: Int) in step == 0 ? 0 : 55 + step * 40 }
    return (level(cube / 36), level((cube / 6) % 6), level(cube % 6))
  }

  /// xterm's default palette for the 16 basic colours.
  static let basicRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
}
