#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hosts that never leave the machine: `localhost`, `127.0.0.0/8` and `::1` (brackets allowed).
/// Plain http to them can't expose a token on the network, so they are the one exception to
/// "https only", both for `--api-url` and for redirects.
public enum LoopbackHost {
  public static func contains(_ host: String?) -> Bool {
    guard var host = host?.lowercased() else { return false }
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    if host == "localhost" || host == "localhost." { return true }
    var v4 = in_addr()
    if inet_pton(AF_INET, host, &v4) == 1 {
      return UInt32(bigEndian: v4.s_addr) >> 24 == 127
    }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, host, &v6) == 1 {
      let bytes = withUnsafeBytes(of: &v6) { Array($0) }
      return bytes == Array(repeating: 0, count: 15) + [1]
    }
    return false
  }
}
