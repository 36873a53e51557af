// swift-tools-version:6.0
import PackageDescription

// The benchmark suite, a package of its own so the main build and test stay fast. Run it with
// `Benchmarks/run.sh` (release builds, plus the end-to-end comparison with plain C).
let package = Package(
  name: "TriageBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "triage")],
  targets: [
    .target(name: "MallocCounter"),
    .target(name: "InstructionCounter"),
    .executableTarget(
      name: "TriageBenchmarks",
      dependencies: [
        "MallocCounter",
        "InstructionCounter",
        .product(name: "AppCore", package: "triage"),
        .product(name: "IssueFeature", package: "triage"),
        .product(name: "IssueListFeature", package: "triage"),
        .product(name: "PullRequestFeature", package: "triage"),
        .product(name: "ActionsFeature", package: "triage"),
        .product(name: "TriageApp", package: "triage"),
        .product(name: "TerminalUI", package: "triage"),
        .product(name: "ScreenState", package: "triage"),
        .product(name: "IssueDomain", package: "triage"),
        .product(name: "IssueData", package: "triage"),
        .product(name: "GitHubAPI", package: "triage"),
        .product(name: "ErrorHandling", package: "triage"),
        .product(name: "IssueStore", package: "triage"),
        .product(name: "GitHubStubServer", package: "triage"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
