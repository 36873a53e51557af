#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UTC timestamps for log lines, `2026-11-22T06:03:52Z`, built from the C library's clock.
/// Foundation's ISO 8601 formatting loads ICU on Linux, which cost several milliseconds and
/// megabytes before the first frame, for a format this simple.
enum LogTimestamp {
  static func now() -> String {
    var seconds = time(nil)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }
}
