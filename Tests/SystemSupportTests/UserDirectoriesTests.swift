import SystemSupport
import Testing

/// One rule for `~` and the XDG base directories: a variable counts only when it is an absolute
/// path, and the password database stands in for an unusable `HOME`.
@Suite("User directories")
struct UserDirectoriesTests {
  static let noPasswordEntry: @Sendable () -> String? = { nil }

  @Test func anAbsoluteHOMEIsTheHomeDirectoryAndTheDefaultsLieUnderIt() {
    let found = UserDirectories(
      environment: ["HOME": "/home/ada"], passwordDatabase: { "/from/passwd" })
    #expect(found.home == "/home/ada")
    #expect(found.config == "/home/ada/.config")
    #expect(found.state == "/home/ada/.local/state")
    #expect(found.cache == "/home/ada/.cache")
  }

  @Test(arguments: [nil, "", "relative/home", "~ada"])
  func aMissingEmptyOrRelativeHOMEFallsBackToThePasswordDatabase(home: String?) {
    let environment = home.map { ["HOME": $0] } ?? [:]
    let found = UserDirectories(environment: environment, passwordDatabase: { "/from/passwd" })
    #expect(found.home == "/from/passwd")
    #expect(found.config == "/from/passwd/.config")
  }

  @Test func theRealPasswordDatabaseIsAskedByDefault() {
    #expect(UserDirectories(environment: [:]).home == UserDirectories.passwordDatabaseHome())
  }

  @Test func noHomeAnywhereLeavesEveryDefaultUnknown() {
    let found = UserDirectories(environment: ["HOME": "x"], passwordDatabase: Self.noPasswordEntry)
    #expect(found.home == nil)
    #expect(found.config == nil && found.state == nil && found.cache == nil)
  }

  @Test func aRelativePasswordEntryIsNoHomeEither() {
    #expect(UserDirectories(environment: [:], passwordDatabase: { "home/ada" }).home == nil)
  }

  @Test func absoluteXDGVariablesWinEvenWithoutAHome() {
    let environment = [
      "XDG_CONFIG_HOME": "/x/config", "XDG_STATE_HOME": "/x/state/", "XDG_CACHE_HOME": "/x/cache",
    ]
    let found = UserDirectories(environment: environment, passwordDatabase: Self.noPasswordEntry)
    #expect(found.config == "/x/config")
    #expect(found.state == "/x/state/")
    #expect(found.cache == "/x/cache")
  }

  @Test(arguments: ["", "relative", "./config", "~/config"])
  func anEmptyOrRelativeXDGVariableIsIgnored(value: String) {
    let environment = [
      "HOME": "/home/ada", "XDG_CONFIG_HOME": value, "XDG_STATE_HOME": value,
      "XDG_CACHE_HOME": value,
    ]
    let found = UserDirectories(environment: environment)
    #expect(found.config == "/home/ada/.config")
    #expect(found.state == "/home/ada/.local/state")
    #expect(found.cache == "/home/ada/.cache")
  }

  @Test func aHomeFoundEarlierIsUsedAsGivenWhenAbsolute() {
    #expect(UserDirectories(environment: [:], home: "/home/ada/").config == "/home/ada/.config")
    #expect(UserDirectories(environment: ["HOME": "/elsewhere"], home: "ada").config == nil)
  }

  @Test func joinPutsOneSlashBetween() {
    #expect(join("/a", "b/c") == "/a/b/c")
    #expect(join("/a/", "b") == "/a/b")
    #expect(join("/", "b") == "/b")
  }
}
