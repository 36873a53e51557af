/// The status the process exits with when the command can't go on; what went wrong has
/// already been printed (before the screen) or logged.
struct ExitStatus: Error {
  let code: Int32
}
