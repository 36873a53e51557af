import IssueDomain

@testable import triage

extension ConfigFile {
  /// The first problem in `yaml`, or nil when the text is a good config.
  static func problem(in yaml: String, file: String) -> ConfigurationProblem? {
    do throws(ConfigurationProblem) {
      _ = try settings(in: yaml, file: file)
      return nil
    } catch {
      return error
    }
  }
}
