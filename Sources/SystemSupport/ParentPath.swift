/// The directory a path names its last component in: `NSString`'s
/// `deletingLastPathComponent`, as plain string work. Trailing slashes are dropped first;
/// the parent of `/x` is `/` and of a bare name is empty.
public func parentPath(_ path: String) -> String {
  var trimmed = Substring(path)
  while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
  guard let slash = trimmed.lastIndex(of: "/") else { return "" }
  if slash == trimmed.startIndex { return "/" }
  var parent = trimmed[..<slash]
  while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
  return String(parent)
}
