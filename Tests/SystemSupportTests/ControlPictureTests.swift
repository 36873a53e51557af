import SystemSupport
import Testing

/// The one table of stand-ins for controls and bidi overrides.
@Suite struct ControlPictureTests {
  @Test func controlsAndOverridesHavePicturesAndNothingElseDoes() {
    #expect(ControlPicture.of("\u{1B}") == "␛")
    #expect(ControlPicture.of("\u{0}") == "␀")
    #expect(ControlPicture.of("\n") == "␊")
    #expect(ControlPicture.of("\u{7F}") == "␡")
    for value: UInt32 in [0x80, 0x85, 0x9B, 0x9D, 0x9F, 0x202A, 0x202E, 0x2066, 0x2069] {
      #expect(ControlPicture.of(Unicode.Scalar(value) ?? "x") == "\u{FFFD}", "\(value)")
    }
    for scalar: Unicode.Scalar in ["a", " ", "~", "\u{A0}", "日", "\u{200B}", "\u{200D}", "␛"] {
      #expect(ControlPicture.of(scalar) == nil, "\(scalar.value)")
    }
  }
}
