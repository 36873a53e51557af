/// `relative` under `directory`, with exactly one `/` between them whether or not `directory`
/// ends in one. Plain string work: a `URL` or `FilePath` here cost a conformance scan at start.
public func join(_ directory: String, _ relative: String) -> String {
  directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
}
