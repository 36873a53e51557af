/// A repository's labels are unique by name, so the name identifies one in a picker's page.
extension Label: Identifiable {
  public var id: String { name }
}
