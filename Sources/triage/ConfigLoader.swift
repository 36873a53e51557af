import AppCore
import FoundationEssentials
import Glibc
import IssueDomain
import SystemSupport
import TriageApp

/// Reads the configuration from its files: the config file (the standard one, `--config`'s or
/// `TRIAGE_CONFIG`'s) with the files it includes, then the `.triage.yml` at the root of the git
/// checkout Triage starts in.
///
/// Each file is read on its own, so every problem names its own file and line. The files are
/// layered: an included file first, the file that includes it over it, the repository's file
/// last. A top-level key a later file sets replaces the earlier value, except the repository's
/// `sections`, which are added after the others. Includes are bounded: a cycle, a file past
/// `maximumDepth`, more than `maximumFiles` files or `maximumBytes` in all is a problem at the
/// `include` line, and that file is left out.
struct ConfigLoader {
  /// The config file, and where it was named.
  var main: ConfigFile?
  var mainOrigin: ConfigOrigin?
  /// Whether `main` was named (`--config`, `TRIAGE_CONFIG`): then a missing file is a problem.
  var mainIsExplicit = false
  /// The repository's `.triage.yml`, when Triage starts in a git checkout.
  var repositoryFile: ConfigFile?

  /// The config file, then files it includes, at most this deep.
  static let maximumDepth = 4
  /// At most this many files in all, the config file and the repository's included.
  static let maximumFiles = 16
  /// At most this many bytes in all.
  static let maximumBytes = 256 * 1024

  init(
    main: ConfigFile?, mainOrigin: ConfigOrigin? = nil, mainIsExplicit: Bool = false,
    repositoryFile: ConfigFile? = nil
  ) {
    self.main = main
    self.mainOrigin = mainOrigin ?? main.map { .file($0.displayPath) }
    self.mainIsExplicit = mainIsExplicit
    self.repositoryFile = repositoryFile
  }

  /// The files Triage reads when started with `flag` (`--config`) in `workingDirectory`.
  static func standard(
    flag: String?, environment: [String: String], homeDirectory: String,
    workingDirectory: String?
  ) -> ConfigLoader {
    func absolute(_ path: String) -> String {
      if path.hasPrefix("/") { return path }
      if path == "~" || path.hasPrefix("~/"), !homeDirectory.isEmpty {
        return homeDirectory + path.dropFirst()
      }
      return join(workingDirectory ?? "/", path)
    }
    var loader: ConfigLoader
    if let flag, !flag.isEmpty {
      let file = ConfigFile(path: absolute(flag), homeDirectory: homeDirectory)
      loader = ConfigLoader(
        main: file, mainOrigin: .flag("--config \(file.displayPath)"), mainIsExplicit: true)
    } else if let named = environment["TRIAGE_CONFIG"], !named.isEmpty {
      let file = ConfigFile(path: absolute(named), homeDirectory: homeDirectory)
      loader = ConfigLoader(
        main: file, mainOrigin: .environment("TRIAGE_CONFIG=\(file.displayPath)"),
        mainIsExplicit: true)
    } else {
      loader = ConfigLoader(
        main: ConfigFile.standard(environment: environment, homeDirectory: homeDirectory))
    }
    if let workingDirectory, let checkout = GitCheckout.containing(workingDirectory) {
      let path = join(checkout.root, ".triage.yml")
      if path != loader.main?.path {
        loader.repositoryFile = ConfigFile(path: path, homeDirectory: homeDirectory)
      }
    }
    return loader
  }

  /// One file's settings and where they came from.
  private struct Layer {
    var settings: ConfigFile.Settings
    var origin: ConfigOrigin
  }

  /// What every file read so far has used of the bounds.
  private struct Budget {
    var files = 0
    var bytes = 0
  }

  func load() -> ConfigFile.Loaded {
    var layers: [Layer] = []
    var problems: [ConfigurationProblem] = []
    var budget = Budget()
    if let main, let mainOrigin {
      read(
        main, origin: mainOrigin, allowedKeys: ConfigFile.topLevelKeys,
        whole: .usingDefaults, depth: 0, chain: [], budget: &budget, layers: &layers,
        problems: &problems, missingIsProblem: mainIsExplicit)
    }
    if let repositoryFile {
      read(
        repositoryFile, origin: .repositoryFile(repositoryFile.displayPath),
        allowedKeys: ConfigFile.repositoryFileKeys, whole: .fileLeftOut, depth: 0, chain: [],
        budget: &budget, layers: &layers, problems: &problems, missingIsProblem: false)
    }
    return merged(layers, problems: problems)
  }

  /// Reads `file` and, before it, what it includes, adding a layer for each file that gives
  /// settings.
  private func read(
    _ file: ConfigFile, origin: ConfigOrigin, allowedKeys: [String],
    whole: ConfigurationProblem.Consequence, depth: Int, chain: [String], budget: inout Budget,
    layers: inout [Layer], problems: inout [ConfigurationProblem], missingIsProblem: Bool
  ) {
    let text: String
    do throws(ConfigurationProblem) {
      guard let found = try file.readText() else {
        if missingIsProblem {
          problems.append(
            ConfigurationProblem(
              file: file.displayPath, reason: .unreadable(String(cString: strerror(ENOENT))),
              consequence: whole))
        }
        return
      }
      text = found
    } catch {
      var error = error
      error.consequence = whole
      problems.append(error)
      return
    }
    budget.files += 1
    budget.bytes += text.utf8.count
    guard
      var settings = ConfigFile.parse(
        text, file: file.displayPath, allowedKeys: allowedKeys, consequence: whole,
        checksCommands: false)
    else { return }
    let own = settings.problems
    settings.problems = []
    let real = Self.realPath(file.path)
    for include in settings.includes {
      let includedPath = Self.resolve(include.path, from: file)
      let included = ConfigFile(path: includedPath, homeDirectory: file.homeDirectory)
      func problem(_ reason: ConfigurationProblem.Reason) {
        problems.append(
          ConfigurationProblem(
            file: file.displayPath, line: include.line, key: "include", reason: reason,
            consequence: .leftOut("that file")))
      }
      guard depth + 1 < Self.maximumDepth else {
        problem(.includeTooDeep(maximum: Self.maximumDepth))
        continue
      }
      var info = stat()
      guard stat(includedPath, &info) == 0 else {
        problem(.includeMissing(included.displayPath))
        continue
      }
      let includedReal = Self.realPath(includedPath)
      guard includedReal != real, !chain.contains(includedReal) else {
        problem(.includeCycle)
        continue
      }
      guard budget.files < Self.maximumFiles,
        budget.bytes + Int(info.st_size) <= Self.maximumBytes
      else {
        problem(
          .includesTooLarge(maximumBytes: Self.maximumBytes, maximumFiles: Self.maximumFiles))
        continue
      }
      read(
        included, origin: .include(included.displayPath), allowedKeys: ConfigFile.topLevelKeys,
        whole: .fileLeftOut, depth: depth + 1, chain: chain + [real], budget: &budget,
        layers: &layers, problems: &problems, missingIsProblem: true)
    }
    problems.append(contentsOf: own)
    layers.append(Layer(settings: settings, origin: origin))
  }

  /// The layers applied in order over the defaults.
  private func merged(_ layers: [Layer], problems: [ConfigurationProblem]) -> ConfigFile.Loaded {
    var problems = problems
    var loaded = ConfigFile.Loaded(sections: .defaults, problem: nil)
    var sections: [Section]?
    var commandEntries: [ConfigFile.CommandEntry]?
    for layer in layers {
      let settings = layer.settings
      let isRepository: Bool
      if case .repositoryFile = layer.origin { isRepository = true } else { isRepository = false }
      if let own = settings.sections?.sections {
        if isRepository {
          let base = sections ?? SectionsConfiguration.defaults.sections
          let room = max(0, SectionsConfiguration.maximumSections - base.count)
          if own.count > room {
            problems.append(
              ConfigurationProblem(
                file: Self.displayPath(layer.origin), key: "sections",
                reason: .tooManySections(count: base.count + own.count),
                consequence: .leftOut("the sections past the 9th")))
          }
          if sections == nil { loaded.origins["sections"] = [.defaults] }
          sections = base + own.prefix(room)
          loaded.origins["sections", default: []].append(layer.origin)
        } else {
          sections = own
          loaded.origins["sections"] = [layer.origin]
        }
      }
      if let value = settings.cacheMaximumBytes { loaded.cacheMaximumBytes = value }
      if let value = settings.theme { loaded.theme = value }
      if let value = settings.keyRemap { loaded.keyRemap = value }
      if let value = settings.commandEntries { commandEntries = value }
      if let value = settings.screenReader { loaded.screenReader = value }
      if let value = settings.preview { loaded.preview = value }
      if let value = settings.reviewComments { loaded.reviewComments = value }
      if let value = settings.unresolvedThreadsFirst { loaded.unresolvedThreadsFirst = value }
      if let value = settings.repositoryPaths { loaded.repositoryPaths = value }
      for key in settings.keysSet where key != "sections" {
        loaded.origins[key] = [layer.origin]
      }
    }
    if let sections, let configured = SectionsConfiguration(sections: sections) {
      loaded.sections = configured
    }
    if let commandEntries {
      loaded.customCommands = ConfigFile.checkedCommands(
        commandEntries, remap: loaded.keyRemap, problems: &problems)
    }
    loaded.problems = problems
    return loaded
  }

  private static func displayPath(_ origin: ConfigOrigin) -> String {
    switch origin {
    case .file(let path), .include(let path), .repositoryFile(let path): path
    case .defaults, .environment, .flag: origin.description
    }
  }

  /// An include's path: `~/` is the home directory; a relative path is from the including
  /// file's directory.
  static func resolve(_ path: String, from file: ConfigFile) -> String {
    if path.hasPrefix("/") { return path }
    if path == "~" || path.hasPrefix("~/"), !file.homeDirectory.isEmpty {
      return file.homeDirectory + path.dropFirst()
    }
    let directory = parentPath(file.path)
    return join(directory.isEmpty ? "/" : directory, path)
  }

  /// The path with its symlinks resolved, to find a cycle however the files are named.
  private static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
