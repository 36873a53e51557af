/// Logins are unique on a host, so the login identifies an account in a picker's page.
extension User: Identifiable {
  public var id: String { login }
}
