/// The DEC private modes a terminal would be left in after receiving some bytes: each
/// `ESC [ ? n ; m … h` sets and each `… l` resets, the last one winning, as in the terminal.
struct PrivateModes {
  private(set) var modes: [Int: Bool] = [:]

  init(replaying bytes: [UInt8]) {
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["),
        bytes[index + 2] == UInt8(ascii: "?")
      else {
        index += 1
        continue
      }
      var cursor = index + 3
      var numbers: [Int] = []
      var current = 0
      while cursor < bytes.count, cursor - index < 64 {
        let byte = bytes[cursor]
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          current = current * 10 + Int(byte - UInt8(ascii: "0"))
        } else if byte == UInt8(ascii: ";") {
          numbers.append(current)
          current = 0
        } else {
          numbers.append(current)
          if byte == UInt8(ascii: "h") || byte == UInt8(ascii: "l") {
            for number in numbers { modes[number] = byte == UInt8(ascii: "h") }
          }
          break
        }
        cursor += 1
      }
      index = cursor
    }
  }

  /// Whether mode `number` is on at the end (never set means off).
  func isOn(_ number: Int) -> Bool { modes[number] ?? false }

  /// Whether the cursor is visible at the end (visible unless hidden and not shown again).
  var cursorVisible: Bool { modes[25] ?? true }
  var alternateScreen: Bool { isOn(1049) || isOn(1047) || isOn(47) }
  var mouseReporting: Bool { isOn(1000) || isOn(1002) || isOn(1003) || isOn(1006) }
  var bracketedPaste: Bool { isOn(2004) }

  /// What is still on that should be off when the shell gets the terminal back; empty when the
  /// terminal is as the shell expects.
  var leftOn: [String] {
    var problems: [String] = []
    if alternateScreen { problems.append("alternate screen") }
    if !cursorVisible { problems.append("hidden cursor") }
    if mouseReporting { problems.append("mouse reporting") }
    if bracketedPaste { problems.append("bracketed paste") }
    return problems
  }
}
