import IssueDomain

/// Reads the branch a checkout is on, for a pull request from it into `base` of `repository`.
/// It never writes to the checkout, and never pushes.
public protocol CheckoutReading: Sendable {
  func branch(in clone: LocalClone, base: String, of repository: RepositoryName) async
    -> Result<CheckoutBranch, CheckoutProblem>
}
