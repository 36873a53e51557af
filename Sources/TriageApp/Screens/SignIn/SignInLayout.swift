import AppCore

/// How the sign-in form's rows are shared when the terminal is short. The two fields come
/// first, always; then the error or progress line under them, then the note about an unused
/// token, then the prompt, each cut (and ending in "…") when the rows run out. Blank rows
/// between the parts are added only from what is left, and the rest centres the form.
struct SignInLayout: Equatable {
  static let fields = 2

  var prompt = 0
  var note = 0
  var message = 0
  /// Blank rows between the prompt and the note, above the fields, between the fields, and
  /// between the fields and the message.
  var afterPrompt = 0
  var aboveFields = 0
  var betweenFields = 0
  var aboveMessage = 0
  /// Blank rows above the form.
  var top = 0

  init(height: Int, prompt wantedPrompt: Int, note wantedNote: Int, message wantedMessage: Int) {
    var left = max(0, height - Self.fields)
    func take(_ wanted: Int) -> Int {
      let taken = min(wanted, left)
      left -= taken
      return taken
    }
    message = take(wantedMessage)
    note = take(wantedNote)
    prompt = take(wantedPrompt)
    // The gaps, most useful first: the fields apart from what is above them, the message
    // apart from the fields, the fields apart from each other, the prompt from the note.
    if prompt + note > 0 { aboveFields = take(1) }
    if message > 0 { aboveMessage = take(1) }
    betweenFields = take(1)
    if note > 0, prompt > 0 { afterPrompt = take(1) }
    top = left / 2
  }
}
