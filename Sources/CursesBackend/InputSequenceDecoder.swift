import TerminalUI

/// Reads the escape sequences in what the tty sends. A terminal sends more than its terminfo
/// entry lists (tmux's `ESC [ 4 ~` for End under `TERM=xterm-256color`, rxvt's `ESC [ 7 ~`, a
/// modified arrow, a late terminal answer); read byte by byte as keys, those were Esc and then
/// letters that closed editors and ran commands. Here every CSI, SS3, OSC and other control string is read
/// whole, in its 7-bit form (`ESC [`) and its 8-bit one (the C1 byte `0x9B`, or U+009B), and
/// becomes one key, a wheel event, a paste marker, a terminal answer, or nothing at all.
///
/// Esc followed at once by something that is not a sequence is Alt with that key: Alt-letter is
/// a key of its own (`Key.alt`), Alt-Enter too; with any other key the Alt is dropped, as it is
/// from the modified forms of the navigation keys.
///
/// Pure: it is fed Unicode scalars (a lone C1 byte is fed as its scalar), and tested without a
/// terminal.
struct InputSequenceDecoder {
  /// What the decoder makes of what it is fed.
  enum Output: Equatable {
    case key(Key)
    case pasteBegin
    case pasteEnd
    case wheel(MouseEvent)
    /// The body of an OSC string (between its introducer and its terminator), bounded.
    case answer([UInt8])
  }

  /// How a sequence was introduced: by Esc, by Esc twice (rxvt's Alt with a navigation key),
  /// or by a C1 control.
  enum Introducer: Equatable {
    case escape
    case doubleEscape
    case control
  }

  private enum State: Equatable {
    case ground
    case escape
    case doubleEscape
    /// After CSI: the parameter and intermediate bytes so far (at most `parameterLimit`).
    case controlSequence([UInt8], Introducer)
    /// After SS3: the parameter bytes so far.
    case singleShift([UInt8], Introducer)
    /// After `ESC ]`: the digits so far. An OSC answer goes on with `;`; anything else means
    /// Alt-] was typed, and the digits were keys.
    case commandPrefix([UInt8])
    /// Inside a control string (OSC, DCS, SOS, PM, APC) until BEL or ST. Only an OSC's body
    /// is kept, as an answer.
    case controlString(body: [UInt8], isCommand: Bool, afterEscape: Bool)
    /// After `CSI M`, an X10 mouse report's three bytes.
    case mouseReport([UInt8])
    /// After `CSI [`, the Linux console's F1 to F5 (`ESC [ [ A` … `E`).
    case consoleFunction
  }

  /// The longest parameter string kept; one this long or longer is read to its end and
  /// dropped, since no key's is.
  static let parameterLimit = 32
  /// The longest control string body kept; a longer one is read to its end, and fails to parse.
  static let stringLimit = BackgroundColor.maximumLength + 1
  /// The digits an OSC number may have before its `;`.
  static let commandDigitLimit = 4

  private var state = State.ground

  /// Whether a sequence has begun and not ended: the reader waits (bounded) for its rest before
  /// `finish` decides.
  var isMidSequence: Bool {
    switch state {
    case .ground, .escape, .doubleEscape: return false
    default: return true
    }
  }

  /// Whether the last thing fed was an Esc (or two): what comes at once after it makes it Alt
  /// or a sequence, and the reader waits its short Esc delay before `finish` says Esc.
  var isAfterEscape: Bool { state == .escape || state == .doubleEscape }

  /// One scalar, from the tty.
  mutating func feed(_ scalar: UInt32, into output: inout [Output]) {
    switch state {
    case .ground:
      ground(scalar, into: &output)
    case .escape:
      afterEscape(scalar, into: &output)
    case .doubleEscape:
      switch scalar {
      case 0x5B: state = .controlSequence([], .doubleEscape)
      case 0x4F: state = .singleShift([], .doubleEscape)
      default:
        output.append(.key(.escape))
        state = .escape
        afterEscape(scalar, into: &output)
      }
    case .controlSequence(let parameters, let introducer):
      controlSequence(scalar, parameters, introducer, into: &output)
    case .singleShift(let parameters, let introducer):
      switch scalar {
      case 0x30...0x3F:
        state = .singleShift(Self.appending(scalar, to: parameters), introducer)
      case 0x40...0x7E:
        state = .ground
        if parameters.count < Self.parameterLimit,
          let key = TerminalKeySequence.singleShift(parameters, final: UInt8(scalar))
        {
          output.append(.key(key))
        }
      default:
        abandon(then: scalar, into: &output)
      }
    case .commandPrefix(let digits):
      switch scalar {
      case 0x30...0x39 where digits.count < Self.commandDigitLimit:
        state = .commandPrefix(digits + [UInt8(scalar)])
      case 0x3B where !digits.isEmpty:
        state = .controlString(body: digits + [0x3B], isCommand: true, afterEscape: false)
      default:
        typedAltBracket(digits, into: &output)
        feed(scalar, into: &output)
      }
    case .controlString(let body, let isCommand, let afterEscape):
      controlString(scalar, body, isCommand, afterEscape, into: &output)
    case .mouseReport(let bytes):
      let report = bytes + [UInt8(truncatingIfNeeded: scalar)]
      guard report.count == 3 else {
        state = .mouseReport(report)
        return
      }
      state = .ground
      if let wheel = TerminalKeySequence.x10Wheel(report) { output.append(.wheel(wheel)) }
    case .consoleFunction:
      state = .ground
      if (0x41...0x45).contains(scalar) { output.append(.key(.function(Int(scalar) - 0x40))) }
    }
  }

  /// Nothing more is coming (the burst ended, the wait for a sequence's rest ran out, or
  /// something that is not a key cut in): decides what has begun.
  mutating func finish(into output: inout [Output]) {
    switch state {
    case .ground:
      break
    case .escape:
      output.append(.key(.escape))
    case .doubleEscape:
      output += [.key(.escape), .key(.escape)]
    case .controlSequence(let parameters, let introducer),
      .singleShift(let parameters, let introducer):
      // Esc and `[` (or `O`) alone were Alt-[ (Alt-O) typed; a sequence cut short is dropped.
      if parameters.isEmpty, introducer != .control {
        if introducer == .doubleEscape { output.append(.key(.escape)) }
        let isBracket: Bool
        if case .controlSequence = state { isBracket = true } else { isBracket = false }
        output.append(.key(.alt(isBracket ? "[" : "O")))
      }
    case .commandPrefix(let digits):
      state = .ground
      typedAltBracket(digits, into: &output)
    case .controlString, .mouseReport, .consoleFunction:
      break
    }
    state = .ground
  }

  private mutating func ground(_ scalar: UInt32, into output: inout [Output]) {
    switch scalar {
    case 0x1B: state = .escape
    case 0x9B: state = .controlSequence([], .control)
    case 0x8F: state = .singleShift([], .control)
    case 0x9D: state = .controlString(body: [], isCommand: true, afterEscape: false)
    case 0x90, 0x98, 0x9E, 0x9F:
      state = .controlString(body: [], isCommand: false, afterEscape: false)
    default:
      if let key = CharacterKeyDecoder.decode(character: scalar) { output.append(.key(key)) }
    }
  }

  private mutating func afterEscape(_ scalar: UInt32, into output: inout [Output]) {
    state = .ground
    switch scalar {
    case 0x5B: state = .controlSequence([], .escape)
    case 0x4F: state = .singleShift([], .escape)
    case 0x5D: state = .commandPrefix([])
    case 0x1B: state = .doubleEscape
    case 0x0D, 0x0A: output.append(.key(.altEnter))
    case 0x80...0x9F:
      // A C1 control: the Esc before it was not Alt.
      ground(scalar, into: &output)
    default:
      guard let key = CharacterKeyDecoder.decode(character: scalar) else { return }
      if case .character(let character) = key {
        output.append(.key(.alt(character)))
      } else {
        output.append(.key(key))
      }
    }
  }

  private mutating func controlSequence(
    _ scalar: UInt32, _ parameters: [UInt8], _ introducer: Introducer,
    into output: inout [Output]
  ) {
    // rxvt ends its Shift-modified keys with `$`, which ECMA-48 makes an intermediate byte.
    let endsWithDollar = scalar == 0x24 && !parameters.isEmpty && parameters.allSatisfy(\.isDigit)
    switch scalar {
    case 0x20...0x3F where !endsWithDollar:
      state = .controlSequence(Self.appending(scalar, to: parameters), introducer)
    case 0x40...0x7E, 0x24:
      state = .ground
      if parameters.isEmpty, scalar == 0x4D {
        state = .mouseReport([])
      } else if parameters.isEmpty, scalar == 0x5B {
        state = .consoleFunction
      } else if parameters.count < Self.parameterLimit,
        let decoded = TerminalKeySequence.controlSequence(parameters, final: UInt8(scalar))
      {
        output.append(decoded)
      }
    default:
      abandon(then: scalar, into: &output)
    }
  }

  private mutating func controlString(
    _ scalar: UInt32, _ body: [UInt8], _ isCommand: Bool, _ escaped: Bool,
    into output: inout [Output]
  ) {
    if escaped {
      guard scalar == 0x5C else {
        // Not ST: the string was cut, and the Esc begins whatever comes next.
        afterEscape(scalar, into: &output)
        return
      }
      endString(body, isCommand, into: &output)
      return
    }
    switch scalar {
    case 0x07, 0x9C: endString(body, isCommand, into: &output)
    case 0x1B: state = .controlString(body: body, isCommand: isCommand, afterEscape: true)
    case 0x18, 0x1A: state = .ground
    default:
      let kept = body.count < Self.stringLimit ? body + [UInt8(truncatingIfNeeded: scalar)] : body
      state = .controlString(body: kept, isCommand: isCommand, afterEscape: false)
    }
  }

  private mutating func endString(_ body: [UInt8], _ isCommand: Bool, into output: inout [Output]) {
    state = .ground
    if isCommand { output.append(.answer(body)) }
  }

  /// A sequence broken by a byte that can't be in it: the sequence is dropped, and the byte is
  /// read afresh (an Esc begins the next one).
  private mutating func abandon(then scalar: UInt32, into output: inout [Output]) {
    state = .ground
    feed(scalar, into: &output)
  }

  /// Esc and `]` without an answer after them: Alt-] typed, then the digits as keys.
  private mutating func typedAltBracket(_ digits: [UInt8], into output: inout [Output]) {
    state = .ground
    output.append(.key(.alt("]")))
    for digit in digits { output.append(.key(.character(Character(Unicode.Scalar(digit))))) }
  }

  private static func appending(_ scalar: UInt32, to parameters: [UInt8]) -> [UInt8] {
    guard parameters.count < parameterLimit else { return parameters }
    return parameters + [UInt8(truncatingIfNeeded: scalar)]
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { (0x30...0x39).contains(self) }
}
