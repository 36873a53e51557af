import FoundationEssentials

/// How long a check, job or step ran, in at most six columns.
public enum CheckDuration {
  /// `45s`, `4m05s`, `2h03m`: a check's run, in at most six columns.
  public static func text(_ seconds: TimeInterval) -> String {
    let whole = Int(min(max(0, seconds), 359_999))
    if whole < 60 { return "\(whole)s" }
    if whole < 3600 {
      let rest = whole % 60
      return "\(whole / 60)m\(rest < 10 ? "0" : "")\(rest)s"
    }
    let minutes = whole / 60 % 60
    return "\(whole / 3600)h\(minutes < 10 ? "0" : "")\(minutes)m"
  }
}
