import AppCore
import IssueDomain

/// What only the app does with the backend: sign in, sign out, and list the repositories.
struct SessionEnvironment: FeatureEnvironment {
  var signIn: SignIn
  var signOut: SignOut
  var repositories: any IssueRepository

  init(backend: any IssueBackend, logger: UseCaseLogger) {
    signIn = SignIn(repository: backend)
    signOut = SignOut(repository: backend)
    repositories = backend
  }
}
