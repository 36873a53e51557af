import TerminalUI
import Testing

/// GitHub's label colours mapped to xterm's 256: exact colours stay, greys go to the ramp, and
/// every label gets a foreground with a WCAG contrast of at least 4.5.
@Suite struct Xterm256Tests {
  @Test func validHexIsParsedAndAnythingElseIsNil() {
    #expect(Xterm256.rgb(hex: "d73a4a") == .init(red: 0xD7, green: 0x3A, blue: 0x4A))
    #expect(Xterm256.rgb(hex: "#0075CA") == .init(red: 0x00, green: 0x75, blue: 0xCA))
    for bad in [
      "", "#", "fff", "d73a4", "d73a4a0", "g73a4a", "+73a4a", " d73a4a", "d73a4a\n", "##d73a4a",
      "０７５ｃａ０", "d73a4\u{0}", "-0x123",
    ] {
      #expect(Xterm256.rgb(hex: bad) == nil, "\(bad.debugDescription)")
      #expect(Xterm256.labelColors(hex: bad) == nil)
    }
  }

  @Test func everyCubeAndRampColourMapsToItself() {
    for index in UInt8(16)...UInt8(255) {
      #expect(Xterm256.nearest(Xterm256.rgb(index: index)) == index, "\(index)")
    }
  }

  /// The exhaustive search the fast one must agree with, ties to the lower index.
  private func nearestByExhaustiveSearch(_ color: Xterm256.RGB) -> UInt8 {
    func distance(_ other: Xterm256.RGB) -> Int {
      let meanRed = (Int(color.red) + Int(other.red)) / 2
      let red = Int(color.red) - Int(other.red)
      let green = Int(color.green) - Int(other.green)
      let blue = Int(color.blue) - Int(other.blue)
      return (512 + meanRed) * red * red + 1024 * green * green + (767 - meanRed) * blue * blue
    }
    return (UInt8(16)...UInt8(255)).min {
      distance(Xterm256.rgb(index: $0)) < distance(Xterm256.rgb(index: $1))
    } ?? 0
  }

  @Test func theFastSearchAgreesWithTheExhaustiveOne() {
    var colors: [Xterm256.RGB] = []
    for red in stride(from: 0, through: 255, by: 15) {
      for green in stride(from: 0, through: 255, by: 15) {
        for blue in stride(from: 0, through: 255, by: 15) {
          colors.append(.init(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
        }
      }
    }
    var generator = SplitMix64(seed: 0x5EC7)
    for _ in 0..<3000 {
      let value = generator.next()
      colors.append(
        .init(
          red: UInt8(truncatingIfNeeded: value), green: UInt8(truncatingIfNeeded: value >> 8),
          blue: UInt8(truncatingIfNeeded: value >> 16)))
    }
    for color in colors {
      #expect(Xterm256.nearest(color) == nearestByExhaustiveSearch(color), "\(color)")
    }
  }

  /// A seeded generator, so a failure names a colour that fails again.
  struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func theCubeAndRampHaveXtermsValues() {
    #expect(Xterm256.rgb(index: 16) == .init(red: 0, green: 0, blue: 0))
    #expect(Xterm256.rgb(index: 196) == .init(red: 255, green: 0, blue: 0))
    #expect(Xterm256.rgb(index: 67) == .init(red: 95, green: 135, blue: 175))
    #expect(Xterm256.rgb(index: 231) == .init(red: 255, green: 255, blue: 255))
    #expect(Xterm256.rgb(index: 232) == .init(red: 8, green: 8, blue: 8))
    #expect(Xterm256.rgb(index: 255) == .init(red: 238, green: 238, blue: 238))
  }

  @Test func greysGoToTheRampNotTheCube() {
    for (hex, index) in [("808080", 244), ("767676", 243), ("cfd3d7", 252), ("1c1c1c", 234)] {
      #expect(Xterm256.labelColors(hex: hex)?.background == UInt8(index), "\(hex)")
    }
    // Cube greys that exist exactly stay in the cube.
    #expect(Xterm256.labelColors(hex: "afafaf")?.background == 145)
  }

  @Test func nearColoursPickTheirNeighbour() {
    #expect(Xterm256.labelColors(hex: "fe0101")?.background == 196)
    // 00 87 d7 (32): green weighs most, and 117 is nearer 135 than 95.
    #expect(Xterm256.labelColors(hex: "0075ca")?.background == 32)
    #expect(Xterm256.labelColors(hex: "d73a4a")?.background == 167)  // d7 5f 5f
  }

  static let githubDefaults = [
    "d73a4a", "0075ca", "cfd3d7", "a2eeef", "7057ff", "008672", "e4e669", "d876e3", "ffffff",
  ]

  @Test(arguments: githubDefaults)
  func githubsDefaultLabelsGetAReadableForeground(_ hex: String) throws {
    let colors = try #require(Xterm256.labelColors(hex: hex))
    let ratio = Xterm256.contrastRatio(
      Xterm256.rgb(index: colors.background), Xterm256.rgb(index: colors.foreground))
    #expect(ratio >= 4.5, "\(hex) → \(colors), ratio \(ratio)")
    #expect([Xterm256.black, Xterm256.white].contains(colors.foreground))
  }

  @Test func everyBackgroundHasAForegroundOfAtLeastFourAndAHalf() {
    for index in UInt8(16)...UInt8(255) {
      let foreground = Xterm256.readableForeground(on: index)
      let ratio = Xterm256.contrastRatio(
        Xterm256.rgb(index: index), Xterm256.rgb(index: foreground))
      #expect(ratio >= 4.5, "\(index): \(ratio)")
    }
  }

  @Test func darkLabelsGetWhiteAndLightOnesBlack() {
    #expect(Xterm256.labelColors(hex: "000000")?.foreground == Xterm256.white)
    #expect(Xterm256.labelColors(hex: "5319e7")?.foreground == Xterm256.white)
    #expect(Xterm256.labelColors(hex: "b60205")?.foreground == Xterm256.white)
    // GitHub draws white on its blue 0075ca, but black contrasts more on 00 87 d7 (5.4 vs 3.9).
    #expect(Xterm256.labelColors(hex: "0075ca")?.foreground == Xterm256.black)
    #expect(Xterm256.labelColors(hex: "ffffff")?.foreground == Xterm256.black)
    #expect(Xterm256.labelColors(hex: "e4e669")?.foreground == Xterm256.black)
  }

  @Test func contrastRatioMatchesWCAG() {
    let black = Xterm256.RGB(red: 0, green: 0, blue: 0)
    let white = Xterm256.RGB(red: 255, green: 255, blue: 255)
    #expect(abs(Xterm256.contrastRatio(black, white) - 21) < 0.001)
    #expect(Xterm256.contrastRatio(white, white) == 1)
    // #777777 on white is WCAG's well-known 4.48.
    let grey = Xterm256.RGB(red: 0x77, green: 0x77, blue: 0x77)
    #expect(abs(Xterm256.contrastRatio(grey, white) - 4.48) < 0.01)
  }
}
