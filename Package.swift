// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Triage",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "triage", targets: ["triage"]),
    .library(name: "ScreenState", targets: ["ScreenState"]),
    .library(name: "ErrorHandling", targets: ["ErrorHandling"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "IssueDomain", targets: ["IssueDomain"]),
    .library(name: "IssueData", targets: ["IssueData"]),
    .library(name: "GitHubAPI", targets: ["GitHubAPI"]),
    .library(name: "AppCore", targets: ["AppCore"]),
    .library(name: "IssueFeature", targets: ["IssueFeature"]),
    .library(name: "IssueListFeature", targets: ["IssueListFeature"]),
    .library(name: "PullRequestFeature", targets: ["PullRequestFeature"]),
    .library(name: "ActionsFeature", targets: ["ActionsFeature"]),
    .library(name: "TriageApp", targets: ["TriageApp"]),
    // For the benchmarks of the store: a real store, and HTTP on 127.0.0.1.
    .library(name: "IssueStore", targets: ["IssueStore"]),
    .library(name: "GitHubStubServer", targets: ["GitHubStubServer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      path: "CNcurses",
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
    ),
    .systemLibrary(
      name: "CCmarkGFM",
      path: "Sources/CCmarkGFM",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
    ),
    // libyaml's events, so the config file's YAML is composed with its aliases bounded.
    .systemLibrary(
      name: "CLibYAML",
      path: "Sources/CLibYAML",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "SystemSupport"),
    .target(name: "ScreenState"),
    .target(name: "Localization"),
    .target(
      name: "SecretRedaction", dependencies: [.product(name: "Logging", package: "swift-log")]),
    .target(
      name: "ErrorHandling",
      dependencies: [
        "SystemSupport", "Localization", "SecretRedaction",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "FileLogging",
      dependencies: [
        "SystemSupport", "SecretRedaction", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "TerminalUI",
      dependencies: ["ScreenState", "ErrorHandling", "Localization", "SystemSupport"]
    ),
    .target(
      name: "CursesBackend",
      dependencies: ["TerminalUI", "CNcurses", "SystemSupport", "Localization"]
    ),
    .target(
      name: "GitHubAPI",
      dependencies: [
        "SystemSupport",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "IssueDomain",
      dependencies: [
        "ScreenState", "SystemSupport", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "IssueStore",
      dependencies: [
        "IssueDomain", "SystemSupport", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "IssueData",
      dependencies: [
        "IssueDomain", "IssueStore", "GitHubAPI", "ScreenState", "SystemSupport",
        .product(name: "Logging", package: "swift-log"), .product(name: "Yams", package: "Yams"),
      ]
    ),
    // What every feature shares: the screen protocol, the context, keys, theme and chrome.
    .target(
      name: "AppCore",
      dependencies: [
        "ScreenState", "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
        "SystemSupport", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // GitHub-flavoured Markdown, parsed by cmark-gfm and laid out for the terminal.
    .target(
      name: "MarkdownView",
      dependencies: ["AppCore", "IssueDomain", "TerminalUI", "SystemSupport", "CCmarkGFM"]
    ),
    // The writes several features share: issue writes sent once and shown at once, their
    // pickers and choices, drafts, and what they tell every screen.
    .target(
      name: "SharedWrites",
      dependencies: [
        "AppCore", "ScreenState", "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
        "SystemSupport",
      ]
    ),
    // What the lists share: their actions and keys, the query line, rows' memo keys and glyphs.
    .target(
      name: "ListSupport",
      dependencies: [
        "AppCore", "ScreenState", "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
      ]
    ),
    // The issue page, its Markdown and comments, and the lists' preview of it.
    .target(
      name: "IssueFeature",
      dependencies: [
        "AppCore", "Destinations", "MarkdownView", "SharedWrites", "ListSupport", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
      ]
    ),
    // Where a screen can send the user: the destinations the app's router makes screens for.
    .target(
      name: "Destinations",
      dependencies: ["AppCore", "ScreenState", "IssueDomain"]
    ),
    // GitHub Actions: a workflow run, its jobs and steps, and a job's log in a viewer.
    .target(
      name: "ActionsFeature",
      dependencies: [
        "AppCore", "Destinations", "ListSupport", "ScreenState", "ErrorHandling", "IssueDomain",
        "Localization", "TerminalUI", "SystemSupport",
      ]
    ),
    // The pull request page: its conversation, files and diff, checks, and its writes.
    .target(
      name: "PullRequestFeature",
      dependencies: [
        "AppCore", "Destinations", "SharedWrites", "ListSupport", "IssueFeature", "ComposerFeature",
        "ReviewFeature", "MarkdownView",
        "ActionsFeature", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI", "SystemSupport",
      ]
    ),
    // A pull request's review writes: comments on lines, replies, resolve, the pending
    // review, viewed files.
    .target(
      name: "ReviewFeature",
      dependencies: [
        "AppCore", "SharedWrites", "ComposerFeature", "ErrorHandling", "IssueDomain",
        "Localization", "TerminalUI",
      ]
    ),
    // The issue list: a repository's issues and a search's results, with the preview.
    .target(
      name: "IssueListFeature",
      dependencies: [
        "AppCore", "Destinations", "SharedWrites", "ListSupport", "IssueFeature", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
      ]
    ),
    // The inbox: notifications, their changes and polling.
    .target(
      name: "InboxFeature",
      dependencies: [
        "AppCore", "Destinations", "ListSupport", "IssueFeature", "ScreenState", "ErrorHandling",
        "IssueDomain", "Localization", "TerminalUI", "SystemSupport",
      ]
    ),
    // The forms that write: the comment composer, the issue editor and the new issue's form.
    .target(
      name: "ComposerFeature",
      dependencies: [
        "AppCore", "Destinations", "SharedWrites", "IssueFeature", "ErrorHandling", "IssueDomain",
        "Localization", "TerminalUI", "SystemSupport",
      ]
    ),
    .target(
      name: "TriageApp",
      dependencies: [
        "AppCore", "Destinations", "SharedWrites", "ListSupport", "IssueFeature",
        "PullRequestFeature", "IssueListFeature", "InboxFeature", "ComposerFeature",
        "ReviewFeature", "ActionsFeature", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI", "SystemSupport",
      ]
    ),
    .executableTarget(
      name: "triage",
      dependencies: [
        "AppCore", "TriageApp", "CursesBackend", "TerminalUI", "ErrorHandling", "FileLogging",
        "Localization",
        "IssueData", "IssueStore", "IssueDomain", "GitHubAPI", "SystemSupport", "CLibYAML",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Test helpers with no dependencies, for every test target: temporary directories, a
    // foreign error, typed outcomes.
    .target(
      name: "TestSupport",
      dependencies: ["SystemSupport", .product(name: "Logging", package: "swift-log")]
    ),
    // The GitHub backend a test talks real HTTP to: a stub server on 127.0.0.1, the real
    // transport and client, and the repository over them.
    .target(
      name: "BackendTestSupport",
      dependencies: [
        "TestSupport", "GitHubStubServer", "GitHubAPI", "IssueData", "SystemSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // What the features' tests start from without the app: the demo backend in an environment,
    // and the issue the writes' tests write to.
    .target(
      name: "FeatureTestSupport",
      dependencies: [
        "TestSupport", "AppCore", "IssueData", "IssueDomain", "ErrorHandling", "Localization",
        "TerminalUI", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // A pseudo-terminal pair, for the tests that run curses or the binary on one.
    .target(name: "PseudoTerminalTestSupport", dependencies: ["CNcurses", "SystemSupport"]),
    .target(
      name: "TerminalUITestSupport",
      dependencies: [
        "TerminalUI", "SystemSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .target(
      name: "GitHubStubServer",
      dependencies: [
        "SystemSupport",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]
    ),
    .testTarget(name: "SystemSupportTests", dependencies: ["TestSupport", "SystemSupport"]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    .testTarget(
      name: "SecretRedactionTests",
      dependencies: [
        "SecretRedaction", "TerminalUITestSupport", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "FileLoggingTests",
      dependencies: [
        "TestSupport", "FileLogging", "SystemSupport",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "ScreenStateTests",
      dependencies: [
        "ScreenState",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ErrorHandlingTests",
      dependencies: [
        "TestSupport",
        "ErrorHandling", "Localization", "SecretRedaction", "TerminalUITestSupport",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "GitHubAPITests",
      dependencies: [
        "TestSupport",
        "GitHubAPI", "SystemSupport", .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .testTarget(
      name: "IssueDomainTests",
      dependencies: [
        "TestSupport",
        "IssueDomain", "ScreenState", "ErrorHandling", "SystemSupport",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "IssueStoreTests",
      dependencies: [
        "TestSupport", "IssueStore", "IssueDomain", "SystemSupport", "ErrorHandling",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "IssueDataTests",
      dependencies: [
        "TestSupport", "BackendTestSupport", "IssueStore",
        "IssueData", "IssueDomain", "GitHubAPI", "ScreenState", "ErrorHandling", "TerminalUI",
        "TerminalUITestSupport", "SystemSupport", "GitHubStubServer",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TestSupport",
        "TerminalUI", "TerminalUITestSupport", "SystemSupport", "ErrorHandling", "Localization",
        "ScreenState",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CursesBackendTests",
      dependencies: [
        "TestSupport", "PseudoTerminalTestSupport",
        "CursesBackend", "TerminalUI", "TerminalUITestSupport", "SystemSupport", "CNcurses",
      ]
    ),
    .testTarget(
      name: "triageTests",
      dependencies: [
        "TestSupport", "PseudoTerminalTestSupport",
        "triage", "AppCore", "ListSupport", "PullRequestFeature", "TriageApp", "TerminalUI",
        "ScreenState", "ErrorHandling", "SecretRedaction", "IssueDomain", "IssueData",
        "IssueStore", "GitHubAPI", "GitHubStubServer", "CNcurses",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TriageAppTests",
      dependencies: [
        "TestSupport", "BackendTestSupport", "FeatureTestSupport",
        "AppCore", "ComposerFeature", "InboxFeature", "IssueListFeature", "PullRequestFeature",
        "ReviewFeature",
        "ActionsFeature", "Destinations", "IssueFeature", "MarkdownView", "SharedWrites",
        "ListSupport", "TriageApp",
        "TerminalUI",
        "TerminalUITestSupport", "IssueDomain", "IssueData",
        "IssueStore", "ErrorHandling", "Localization", "GitHubAPI", "GitHubStubServer",
        "SystemSupport",
        "ScreenState",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__", "GitHubFixtures"]
    ),
    featureTests("AppCore"),
    featureTests("MarkdownView", snapshots: true),
    featureTests("SharedWrites"),
    featureTests("ListSupport"),
    featureTests("Destinations"),
    featureTests(
      "IssueFeature", dependsOn: ["Destinations", "MarkdownView", "SharedWrites", "ListSupport"]),
    featureTests(
      "PullRequestFeature",
      dependsOn: [
        "Destinations", "SharedWrites", "ListSupport", "IssueFeature", "ComposerFeature",
        "ActionsFeature",
      ]),
    featureTests("ActionsFeature", dependsOn: ["Destinations", "ListSupport"], snapshots: true),
    featureTests(
      "IssueListFeature",
      dependsOn: ["Destinations", "SharedWrites", "ListSupport", "IssueFeature"]),
    featureTests(
      "InboxFeature", dependsOn: ["Destinations", "ListSupport", "IssueFeature"]),
    featureTests(
      "ComposerFeature", dependsOn: ["Destinations", "SharedWrites", "IssueFeature"]),
    .testTarget(
      name: "GitHubStubServerTests",
      dependencies: [
        "TestSupport", "GitHubStubServer",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// The test target of a feature (or of the core every feature shares): the feature, the
/// targets it builds on, and the test support, never the app, so the feature's tests build and
/// run without it. Snapshots, where it has them, live beside its tests in `__Snapshots__`.
func featureTests(
  _ feature: String, dependsOn features: [String] = [], snapshots: Bool = false
) -> Target {
  let ours = [
    "AppCore", "ScreenState", "ErrorHandling", "IssueDomain", "IssueData", "Localization",
    "TerminalUI", "SystemSupport", "TestSupport", "TerminalUITestSupport", "FeatureTestSupport",
    "BackendTestSupport", "GitHubAPI", "GitHubStubServer",
  ]
  let names = ([feature] + features + ours).reduce(into: [String]()) { names, name in
    if !names.contains(name) { names.append(name) }
  }
  return .testTarget(
    name: "\(feature)Tests",
    dependencies: names.map { Target.Dependency(stringLiteral: $0) } + [
      .product(name: "Logging", package: "swift-log"),
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ],
    exclude: snapshots ? ["__Snapshots__"] : []
  )
}

// Every module names each module whose members it uses: a member of a module imported only by
// another one is not visible (SE-0444), so the imports the layering check reads are the real ones.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility")
    ]
}
