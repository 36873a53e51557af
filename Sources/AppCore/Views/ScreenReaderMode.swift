/// Whether screen-reader mode is on: `--screen-reader`, or `TRIAGE_SCREEN_READER` set to a
/// yes (`1`, `true`, `yes`, `on`). An environment variable reaches a wrapper script or a shell
/// profile where a flag can't; a flag says it for one run.
public enum ScreenReaderMode {
  public static let variable = "TRIAGE_SCREEN_READER"

  public static func isOn(flag: Bool, environment: [String: String]) -> Bool {
    if flag { return true }
    guard let value = environment[variable] else { return false }
    return ["1", "true", "yes", "on"].contains(value.lowercased())
  }
}
