/// How `unknown` payloads compare: same dynamic type and same description.
///
/// Treating two `unknown` values as never equal would break `==`'s reflexivity, which
/// `Equatable` requires; this is the rule `AppError` uses too.
enum ErrorFingerprint {
  static func of(_ error: any Error) -> String {
    String(reflecting: type(of: error)) + ": " + String(describing: error)
  }
}
