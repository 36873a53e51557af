/// Reads a log line's text as runs of text between escape sequences, reporting each SGR
/// sequence's parameters and dropping every other sequence whole.
///
/// A job log is written by whatever the workflow ran, so its text may carry any sequence a
/// terminal obeys. Only SGR (`ESC [ … m`) means something to the viewer; everything else is
/// skipped here, and what is left between sequences is still untrusted (the caller sanitises
/// it). Every sequence ends at the end of the text at the latest, and parameters are bounded, so
/// a hostile line costs time linear in its length and no more memory than its parameters' cap.
struct LogEscapeScanner {
  /// The parameters of one SGR sequence: its `;`-separated fields, each with its `:`-separated
  /// sub-values (the first is the field's own value). An empty value reads as 0.
  typealias Parameters = [[Int]]

  /// At most this many values (fields and sub-values together) are kept per sequence.
  static let parameterLimit = 32
  /// A parameter's value is clamped to this.
  static let valueLimit = 9_999

  private let scalars: String.UnicodeScalarView

  init(_ text: String) {
    scalars = text.unicodeScalars
  }

  /// Calls `text` with each run of scalars outside sequences, in order, and `sgr` with each SGR
  /// sequence's parameters where it occurs.
  func scan(
    text: (Substring.UnicodeScalarView) -> Void, sgr: (Parameters) -> Void
  ) {
    var index = scalars.startIndex
    var runStart = index
    while index < scalars.endIndex {
      guard Self.beginsSequence(scalars[index]) else {
        index = scalars.index(after: index)
        continue
      }
      if runStart < index { text(scalars[runStart..<index]) }
      index = skipSequence(at: index, sgr: sgr)
      runStart = index
    }
    if runStart < index { text(scalars[runStart..<index]) }
  }

  /// Whether the text holds anything `scan` would treat as a sequence.
  static func hasSequence(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: beginsSequence)
  }

  /// ESC, and the C1 controls that open a sequence (CSI, OSC, DCS, SOS, PM, APC).
  private static func beginsSequence(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1B, 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F: true
    default: false
    }
  }

  /// Skips the sequence that begins at `start`; returns where the text goes on.
  private func skipSequence(
    at start: String.UnicodeScalarView.Index, sgr: (Parameters) -> Void
  ) -> String.UnicodeScalarView.Index {
    let next = scalars.index(after: start)
    switch scalars[start].value {
    case 0x9B:
      // The 8-bit CSI isn't how a log colours text; it is dropped like any other sequence.
      return skipControlSequence(from: next, reportsSGR: false, sgr: sgr)
    case 0x9D:
      return skipString(from: next, endsAtBell: true)
    case 0x90, 0x98, 0x9E, 0x9F:
      return skipString(from: next, endsAtBell: false)
    default:
      break
    }
    // ESC.
    guard next < scalars.endIndex else { return next }
    let after = scalars.index(after: next)
    switch scalars[next].value {
    case 0x5B:  // [
      return skipControlSequence(from: after, reportsSGR: true, sgr: sgr)
    case 0x5D:  // ]
      return skipString(from: after, endsAtBell: true)
    case 0x50, 0x58, 0x5E, 0x5F:  // P X ^ _
      return skipString(from: after, endsAtBell: false)
    case 0x20...0x2F:
      // Intermediates, then one final byte (`ESC ( B` and the like).
      var index = after
      while index < scalars.endIndex, (0x20...0x2F).contains(scalars[index].value) {
        index = scalars.index(after: index)
      }
      if index < scalars.endIndex, (0x30...0x7E).contains(scalars[index].value) {
        index = scalars.index(after: index)
      }
      return index
    case 0x30...0x7E:
      return after
    default:
      // ESC before a control or a non-ASCII scalar: only the ESC goes; the scalar after it is
      // read again, as text or as the start of a sequence.
      return next
    }
  }

  /// Skips a CSI's parameters, intermediates and final byte from `start` (just past the
  /// introducer), reporting an SGR to `sgr` when `reportsSGR`. A scalar that can't be part of a
  /// CSI ends it there, unread, as a terminal would abandon the sequence.
  private func skipControlSequence(
    from start: String.UnicodeScalarView.Index, reportsSGR: Bool, sgr: (Parameters) -> Void
  ) -> String.UnicodeScalarView.Index {
    var parameters: Parameters = [[0]]
    var count = 1
    // Past the cap, values are read to the sequence's end but kept nowhere, not folded into
    // the last kept one.
    var isFull = false
    var isPrivate = false
    var hasIntermediates = false
    var index = start
    while index < scalars.endIndex {
      let value = scalars[index].value
      index = scalars.index(after: index)
      switch value {
      case 0x30...0x39:
        if !isFull, let field = parameters.indices.last, let sub = parameters[field].indices.last {
          let digit = Int(value - 0x30)
          parameters[field][sub] = min(Self.valueLimit, parameters[field][sub] * 10 + digit)
        }
      case 0x3B:  // ;
        if isFull || count == Self.parameterLimit {
          isFull = true
        } else {
          parameters.append([0])
          count += 1
        }
      case 0x3A:  // :
        if isFull || count == Self.parameterLimit {
          isFull = true
        } else if let field = parameters.indices.last {
          parameters[field].append(0)
          count += 1
        }
      case 0x3C...0x3F:
        isPrivate = true
      case 0x20...0x2F:
        hasIntermediates = true
      case 0x40...0x7E:
        if value == 0x6D, reportsSGR, !isPrivate, !hasIntermediates { sgr(parameters) }
        return index
      default:
        return scalars.index(before: index)
      }
    }
    return index
  }

  /// Skips a control string (OSC, DCS, SOS, PM, APC) from `start` to its terminator: ST (`ESC \`
  /// or U+009C), or BEL for OSC. An unterminated string ends at the end of the text.
  private func skipString(
    from start: String.UnicodeScalarView.Index, endsAtBell: Bool
  ) -> String.UnicodeScalarView.Index {
    var index = start
    while index < scalars.endIndex {
      let value = scalars[index].value
      index = scalars.index(after: index)
      switch value {
      case 0x07 where endsAtBell, 0x9C:
        return index
      case 0x1B:
        if index < scalars.endIndex, scalars[index] == "\\" {
          return scalars.index(after: index)
        }
      default:
        break
      }
    }
    return index
  }
}
