import AppCore
import TerminalUI
import TriageApp

/// Renders a frame and compares it row by row with the previous one, as the curses renderer
/// does before copying changed rows. Returns how many rows changed.
func renderAndDiff(
  _ program: TriageProgram, _ state: AppState, size: Size, previous: inout Canvas
) -> Int {
  let canvas = program.view(state, in: size)
  var changed = 0
  if previous.size == canvas.size {
    let width = size.width
    for y in 0..<size.height
    where previous.cells[(y * width)..<((y + 1) * width)]
      != canvas.cells[(y * width)..<((y + 1) * width)]
    {
      changed += 1
    }
  }
  previous = canvas
  return changed
}
