import AppCore
import IssueDomain
import TriageApp

/// What the program starts with besides the backend: the home screen's sections, why the config
/// file's were not used (shown in the app, once), and the section `--section` opens.
///
/// Built in the executable because only it reads files and the command line; every field is an
/// IssueDomain value, so the app takes them without knowing about either.
struct LaunchOptions: Sendable {
  /// The config file's sections, or the defaults.
  let sections: SectionsConfiguration
  /// Every problem the config files have, in file order.
  var configurationProblems: [ConfigurationProblem]
  /// The first problem, the one the footer says.
  var configurationProblem: ConfigurationProblem? { configurationProblems.first }
  /// The 0-based index into `sections.sections` to open first; nil when `--section` is absent.
  let startSection: Int?
  /// The account store's size cap, `cache.max_size`.
  let cacheMaximumBytes: Int
  /// The config file's `theme`, if it names one.
  let theme: ThemeName?
  /// The config file's `keys`.
  let keyRemap: KeyRemap
  /// The config file's `commands`.
  let customCommands: [CustomCommand]
  /// The config file's `accessibility: screen-reader`.
  let screenReader: Bool
  /// The config file's `preview`, or its defaults.
  let preview: PreviewSettings
  /// The config file's `review.comments`, if it sets it.
  let reviewComments: ReviewCommentMode?
  /// The config file's `threads.unresolved_first`.
  let unresolvedThreadsFirst: Bool
  /// `repo_paths`, checked once the host is known.
  let repositoryPaths: [RepositoryPath]

  /// The footer's line: the first problem, and how many more the log and `--print-config`
  /// list.
  var configurationSummary: String? {
    guard let first = configurationProblems.first else { return nil }
    let more = configurationProblems.count - 1
    guard more > 0 else { return first.message }
    return first.message
      + CommandText.text(
        "; \(more) more (triage --print-config lists them)",
        "。ほか \(more) 件（triage --print-config で一覧）")
  }

  /// Resolves `--section` against the loaded sections; nil when `section` is out of range
  /// (`validate()` refuses that before the screen opens).
  init(loaded: ConfigFile.Loaded, section: Int?) {
    sections = loaded.sections
    configurationProblems = loaded.problems
    cacheMaximumBytes = loaded.cacheMaximumBytes
    theme = loaded.theme
    keyRemap = loaded.keyRemap
    customCommands = loaded.customCommands
    screenReader = loaded.screenReader
    preview = loaded.preview
    reviewComments = loaded.reviewComments
    unresolvedThreadsFirst = loaded.unresolvedThreadsFirst
    repositoryPaths = loaded.repositoryPaths
    startSection = section.flatMap { loaded.sections.section(number: $0) == nil ? nil : $0 - 1 }
  }

  /// The usage error for a `--section` outside the sections there are, or nil when it is in
  /// range. When the config file was not used, says why: the count is the defaults'.
  static func sectionError(_ section: Int, loaded: ConfigFile.Loaded) -> String? {
    let count = loaded.sections.sections.count
    guard loaded.sections.section(number: section) == nil else { return nil }
    var text = CommandText.text(
      "--section must be from 1 to \(count) (there are \(count) sections)",
      "--section には 1 から \(count) を指定してください（セクションは \(count) 個です）")
    if let problem = loaded.problem { text += "; \(problem.message)" }
    return text
  }
}
