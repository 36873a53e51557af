import AppCore
import ArgumentParser
import CursesBackend
import Dispatch
import ErrorHandling
import FileLogging
import FoundationEssentials
import GitHubAPI
import Glibc
import IssueData
import IssueDomain
import Localization
import Logging
import SystemSupport
import TerminalUI
import TriageApp

/// The `triage` command: parses options, takes over the terminal, runs the app, and gives the
/// terminal back. Errors before the screen is active go to stderr; none are printed after.
///
/// ArgumentParser reads the command line, prints help, usage errors, the version and shell
/// completion scripts, and exits with their status before `run()` touches the terminal.
@main
struct TriageCommand: ParsableCommand {
  static let version = "0.1.0"

  /// Computed, so that its words are in the user's language (`CommandText`).
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "triage", abstract: CommandText.abstract,
      discussion: Self.isDumpingHelp
        ? CommandText.discussion + "\n\n" + CommandText.manual : CommandText.discussion,
      version: version)
  }

  /// Whether the manual's generator is asking for the command's definitions.
  static var isDumpingHelp: Bool {
    CommandLine.arguments.dropFirst().contains("--experimental-dump-help")
  }

  @Argument(
    help: CommandText.repository,
    completion: .custom { _, _, prefix in ShellCompletion.repositories(prefix: prefix) })
  var repository: String?

  // `.unconditional`: "-1" is the value, not an unknown option, so it gets the range message
  // from `validate()`.
  @Option(
    name: .customLong("section"), parsing: .unconditional, help: CommandText.section,
    completion: .custom { _, _, _ in ShellCompletion.sections() })
  var section: Int?

  @Flag(help: CommandText.demo)
  var demo = false

  @Option(help: CommandText.host)
  var host: String?

  @Option(name: .customLong("api-url"), help: CommandText.apiURL)
  var apiURL: String?

  // `.unconditional`: "-5" is the value, not an unknown option, so it reaches `validate()`
  // and gets the real message instead of "Missing value".
  @Option(
    name: .customLong("demo-latency"), parsing: .unconditional, help: CommandText.latency)
  var latencyMilliseconds: Int = 400

  @Option(name: .customLong("log-file"), help: CommandText.logFile)
  var logFile: String?

  @Option(
    name: .customLong("log-level"), help: CommandText.logLevel,
    completion: .list(ShellCompletion.logLevels))
  var logLevel: String?

  @Option(name: .customLong("user"), help: CommandText.user)
  var user: String?

  @Flag(name: .customLong("clear-cache"), help: CommandText.clearCache)
  var clearCache = false

  @Flag(name: .customLong("print-config"), help: CommandText.printConfig)
  var printConfig = false

  @Flag(name: .customLong("print-config-schema"), help: CommandText.printConfigSchema)
  var printConfigSchema = false

  @Option(name: .customLong("config"), help: CommandText.config, completion: .file())
  var configFile: String?

  /// Listed so that `--help` shows it; ArgumentParser answers it before this is ever set.
  @Option(
    name: .customLong("generate-completion-script"), help: CommandText.completionScript,
    completion: .list(["bash", "zsh", "fish"]))
  var completionShell: String?

  @Flag(
    name: .customLong("screen-reader"),
    help: """
      Screen-reader mode (also TRIAGE_SCREEN_READER=1): words instead of glyphs, frames and \
      spinners, and the terminal cursor on the focused row or field.
      """)
  var screenReader = false

  /// ArgumentParser's `main`, after one malloc arena is chosen, which has to happen before any
  /// other thread starts.
  ///
  /// Parsed and run here rather than by `main(_:)`, so that what the parser prints (help,
  /// usage errors) is put into the user's language as the rest is.
  static func main() {
    MallocArenas.useOne()
    do {
      let command = try Self.parse(nil)
      try command.run()
    } catch {
      let code = Self.exitCode(for: error)
      let message = CommandText.localized(
        Self.fullMessage(for: error), in: CommandLanguage.current)
      if !message.isEmpty {
        let line = message + "\n"
        code == .success ? Descriptor.printOut(line) : Descriptor.printError(line)
      }
      Glibc.exit(code.rawValue)
    }
  }

  /// Not an async command: the runtime's async main parks the main thread with `pthread_exit`,
  /// and glibc loads libgcc_s and unwinds the main thread's stack through the binary's unwind
  /// tables to do it, before the first frame (docs/decisions). The main thread waits instead.
  func run() throws {
    if clearCache { return try clearTheCache() }
    if printConfig { return printTheConfig() }
    if printConfigSchema {
      return Descriptor.printOut(ConfigSchema.text)
    }
    let status = Locked<Int32>(0)
    let finished = DispatchSemaphore(value: 0)
    // Detached: `main` is on the main actor, whose queue nothing drains while the thread waits.
    Task.detached {
      do throws(ExitStatus) {
        try await runApp()
      } catch {
        status.withLock { $0 = error.code }
      }
      finished.signal()
    }
    // Signals go to the threads that handle them, as when the main thread had ended.
    var every = sigset_t()
    sigfillset(&every)
    pthread_sigmask(SIG_BLOCK, &every, nil)
    finished.wait()
    let code = status.withLock { $0 }
    // What went wrong has been printed or logged already: the code alone is left to give.
    if code != 0 { throw ExitCode(code) }
  }

  /// `--print-config`: the configuration in effect on stdout, with its defaults; no terminal,
  /// no network. A file that can't be used is named, and the defaults printed: exit 0 either
  /// way, since that is what would run.
  private func printTheConfig() {
    let environment = ProcessInfo.processInfo.environment
    let home = UserDirectories(environment: environment).home ?? ""
    let loader = ConfigLoader.standard(
      flag: configFile, environment: environment, homeDirectory: home,
      workingDirectory: FileManager.default.currentDirectoryPath)
    var loaded = loader.load()
    // The clones are checked against the host triage would use (the flag's, else GH_HOST's),
    // and an entry that isn't one is left out, as at start.
    let named = environment["GH_HOST"].flatMap { $0.isEmpty ? nil : $0 }
    let checked = RepositoryPath.clones(
      loaded.repositoryPaths, host: host ?? named ?? "github.com", homeDirectory: home)
    loaded.problems += checked.problems
    let refused = Set(checked.problems.map { "\($0.file):\($0.line ?? 0)" })
    loaded.repositoryPaths.removeAll { refused.contains("\($0.file):\($0.line)") }
    let text = ConfigPrinter.text(
      loaded, path: loader.main?.displayPath, environment: environment,
      screenReaderFlag: screenReader, repositoryFile: loader.repositoryFile?.displayPath)
    Descriptor.printOut(text)
  }

  /// `--clear-cache`: no terminal, no network; exit 0, or 1 when something couldn't be removed.
  private func clearTheCache() throws {
    let environment = ProcessInfo.processInfo.environment
    let home = UserDirectories(environment: environment).home ?? ""
    guard let clearing = CacheClearing.standard(environment: environment, homeDirectory: home)
    else {
      print("no cache directory (set HOME or \(UserDirectories.cacheVariable)); nothing to remove")
      return
    }
    let outcome = clearing.run()
    let report = CacheClearing.report(outcome, directory: clearing.directory)
    Descriptor.printOut(report.output)
    Descriptor.printError(report.error)
    if !outcome.failed.isEmpty { throw ExitCode(1) }
  }

  /// Checks what parsing can't: ranges, values that must parse, and options that exclude each
  /// other. Runs before the screen opens, so its message reaches the user's terminal.
  func validate() throws {
    // `triage help` as people type it (git, swift, gh): the help, exit 0, not "'help' is not
    // a repository". A repository is always owner/name, so the word can't be one.
    if repository == "help" { throw CleanExit.helpRequest(self) }
    if let user, GhHostsFile.login(user) == nil {
      throw ValidationError(
        CommandText.text(
          "--user must be a GitHub login (letters, digits, - and _)",
          "--user には GitHub のログイン名（英数字、- と _）を指定してください"))
    }
    guard latencyMilliseconds >= 0 else {
      throw ValidationError(
        CommandText.text(
          "--demo-latency must be 0 or more milliseconds",
          "--demo-latency には 0 以上のミリ秒を指定してください"))
    }
    guard LoggingConfiguration(levelName: logLevel) != nil else {
      throw ValidationError(
        CommandText.text(
          "--log-level must be one of debug, info, notice, warning, error",
          "--log-level は debug、info、notice、warning、error のいずれかです"))
    }
    do throws(APIEndpointError) {
      // Without either flag the endpoint is github.com's, which can't fail: no URL is parsed
      // (Foundation's URL code would be start-up's only use of it in the demo).
      if host != nil || apiURL != nil {
        _ = try APIEndpoint.resolve(host: host, apiURL: apiURL)
      }
      if !demo {
        // The demo reads neither; anywhere else a typo in them is reported before the screen.
        let environment = ProcessInfo.processInfo.environment
        let repository = try RepositoryDiscovery.ghRepo(environment)
        _ = try DefaultHost.resolve(
          environment: environment, hostsFile: nil, repositoryHost: repository?.host)
      }
    } catch {
      throw ValidationError(error.description)
    }
    if let repository, case .failure = Self.repositoryName(repository) {
      throw ValidationError(
        CommandText.text(
          "'\(repository)' is not a repository; give it as owner/name",
          "'\(repository)' はリポジトリではありません。owner/name の形で指定してください"))
    }
    if let section {
      guard repository == nil else {
        throw ValidationError(
          CommandText.text(
            "give a repository or --section, not both",
            "リポジトリと --section はどちらか一方だけを指定してください"))
      }
      // Read here, before the screen, so a number past the sections is a usage error (64); the
      // file's own problems are not: they show in the app, with the defaults.
      let loaded = Self.loadConfiguration(configFile: configFile)
      if let message = LaunchOptions.sectionError(section, loaded: loaded) {
        throw ValidationError(message)
      }
    }
  }

  /// The configuration the files give, or the defaults and why (see `ConfigLoader`).
  static func loadConfiguration(
    configFile: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    homeDirectory: String? = nil, workingDirectory: String? = nil
  ) -> ConfigFile.Loaded {
    let homeDirectory = homeDirectory ?? UserDirectories(environment: environment).home ?? ""
    return ConfigLoader.standard(
      flag: configFile, environment: environment, homeDirectory: homeDirectory,
      workingDirectory: workingDirectory ?? FileManager.default.currentDirectoryPath
    ).load()
  }

  /// The sections, the config file's problem and the section to open, for the program.
  func launchOptions(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    homeDirectory: String? = nil
  ) -> LaunchOptions {
    LaunchOptions(
      loaded: Self.loadConfiguration(
        configFile: configFile, environment: environment, homeDirectory: homeDirectory),
      section: section)
  }

  private static func repositoryName(_ text: String) -> Result<RepositoryName, IssueUseCaseError> {
    do throws(IssueUseCaseError) {
      return .success(try RepositoryName.parse(text))
    } catch {
      return .failure(error)
    }
  }

  /// Takes over the terminal, runs the app until it quits, and gives the terminal back.
  func runApp() async throws(ExitStatus) {
    // A closed pipe (a pager, a browser helper) is an EPIPE error to handle, never a death.
    signal(SIGPIPE, SIG_IGN)
    // Read once: Foundation builds the dictionary from `environ` on every read, 400,000
    // instructions each, and start-up read it three times before the first frame.
    let processEnvironment = ProcessInfo.processInfo.environment
    let errorLogger = try bootstrapLogging(environment: processEnvironment)
    // Until the loop runs, SIGTERM, SIGHUP and SIGINT end Triage at once, the terminal restored:
    // whatever step of the start is slow, there is nothing yet to save.
    let options = CursesTerminal.Options.fromEnvironment(processEnvironment)
    let terminal: CursesTerminal
    do {
      terminal = try await CursesTerminal.open(options: options)
    } catch {
      errorLogger.log(AppError(wrapping: error), underlying: error)
      let message = error.message(in: CommandLanguage.current)
      Descriptor.printError("triage: \(message)\n")
      throw ExitStatus(code: error.exitCode)
    }
    let homeDirectory = UserDirectories(environment: processEnvironment).home ?? ""
    var launch = launchOptions(environment: processEnvironment, homeDirectory: homeDirectory)
    let backend: Backend
    do throws(APIEndpointError) {
      backend = try Backend.choose(
        forceDemo: demo, host: host, apiURL: apiURL,
        repository: repository.flatMap { try? Self.repositoryName($0).get() },
        discoversRepository: section == nil, latency: .milliseconds(latencyMilliseconds),
        version: Self.version,
        environment: processEnvironment, homeDirectory: homeDirectory,
        workingDirectory: FileManager.default.currentDirectoryPath,
        cacheMaximumBytes: launch.cacheMaximumBytes, user: user)
    } catch {
      await terminal.close()
      Descriptor.printError("triage: \(error.description)\n")
      throw ExitStatus(code: 64)
    }
    let mapped = RepositoryPath.clones(
      launch.repositoryPaths, host: backend.host, homeDirectory: homeDirectory)
    launch.configurationProblems += mapped.problems
    let session = Logger(label: "triage")
    let preferred = Language.preferred(environment: processEnvironment)
    let language = Language.shown(preferred, characterSetIsUTF8: !terminal.drawsASCIIOnly)
    if language != preferred {
      session.warning(
        "the locale asks for Japanese, but it can't be set on this machine or isn't UTF-8 (character set \(terminal.characterSet)): messages are in English; install the locale (for example localedef -i ja_JP -f UTF-8 ja_JP.UTF-8)"
      )
    }
    if terminal.drawsASCIIOnly {
      session.notice(
        "locale character set \(terminal.characterSet) is not UTF-8: drawing ASCII glyphs, and ? for characters outside ASCII (set LANG to a UTF-8 locale to see them)"
      )
    }
    if let source = backend.tokenSource {
      session.notice("GitHub backend, token from \(source.description)")
    } else {
      session.notice(backend.demoSwitches == nil ? "GitHub backend, not signed in" : "demo backend")
    }
    if let unused = backend.unusedToken {
      session.notice(
        "\(unused.variable) is set but not used for \(backend.host); it reads \(unused.expected)")
    }
    for problem in launch.configurationProblems {
      session.warning("config: \(problem.message)")
    }
    session.notice(
      "\(launch.sections.sections.count) sections\(launch.startSection.map { ", opening section \($0 + 1)" } ?? "")"
    )
    var environment = AppEnvironment(
      repository: backend.repository, logger: errorLogger,
      domainLogger: Logger(label: "triage.domain"),
      language: language, now: { Date() },
      openURL: { await BrowserOpener.open($0, environment: processEnvironment) },
      demoSwitches: backend.demoSwitches, host: backend.host, demoReason: backend.demoReason,
      unusedToken: backend.unusedToken)
    environment.editor = ExternalEditor(environment: processEnvironment)
    environment.pager = ExternalPager(environment: processEnvironment)
    environment.commandEnvironment = processEnvironment
    environment.ghExecutable = GhCLI(environment: processEnvironment).executable
    environment.localClone = RepositoryDiscovery.clone(
      in: FileManager.default.currentDirectoryPath, host: backend.host)
    environment.preview = launch.preview
    environment.reviewComments = launch.reviewComments
    environment.unresolvedThreadsFirst = launch.unresolvedThreadsFirst
    environment.mappedClones = mapped.clones
    environment.checkoutReader = GitBranchReader(
      host: backend.host, environment: processEnvironment)
    if let origin = backend.loopbackWebOrigin { environment.webOrigin = origin }
    do throws(DraftError) {
      environment.drafts = try DraftStore(environment: processEnvironment)
    } catch {
      session.warning("comment drafts can't be kept: \(error)")
    }
    let choice = ThemeChoice(environment: processEnvironment, configured: launch.theme)
    if let problem = choice.problem { session.warning("\(problem)") }
    let readsAloud = ScreenReaderMode.isOn(
      flag: screenReader || launch.screenReader, environment: processEnvironment)
    func styled(_ name: ThemeName) -> Theme {
      var theme = Theme.named(name)
      // The canvas is cut to ASCII in such a locale: reactions are named, not drawn as `??`.
      theme.drawsEmoji = !terminal.drawsASCIIOnly
      return theme.readingAloud(readsAloud)
    }
    var program = TriageProgram(
      environment: environment, theme: styled(choice.name),
      startsSignedIn: backend.startsSignedIn,
      initialRepository: backend.initialRepository, sections: launch.sections,
      startSection: launch.startSection ?? 0,
      configurationProblem: launch.configurationSummary ?? choice.problem)
    program.keyRemap = launch.keyRemap
    program.customCommands = launch.customCommands
    // `auto` asks the terminal for its background without waiting for the answer: the first
    // frame is drawn in the theme chosen so far, and an answer switches it. With colours off
    // there is nothing to choose.
    if choice.followsBackground, processEnvironment["NO_COLOR"].map(\.isEmpty) ?? true {
      program.followTerminalBackground(light: styled(.light), dark: styled(.dark))
      terminal.askBackgroundColor()
    }
    // A first load that answers within 50 ms (the demo, a warm cache) is drawn without its
    // placeholder rows flashing for a moment first; a slower one shows them then. The clock
    // sleeps on Dispatch timers, which spares the runtime a conformance scan (DECISIONS.md).
    let runtime = Runtime(
      program: program, terminal: terminal, clock: DispatchTimerClock(),
      firstFrameGrace: .milliseconds(50))
    // The loop runs on the terminal thread: a key is read, reduced, viewed and drawn there
    // with no hop between threads (docs/decisions). Effects still run on the pool.
    // From here SIGTERM, SIGHUP and SIGINT quit the ordinary way first, so an open comment is
    // saved.
    terminal.quitsOnTerminationFromNow()
    let final = await withTaskExecutorPreference(terminal.executor) {
      await runtime.run(from: program.initialState())
    }
    for key in program.keepUnsentDrafts(final) {
      session.notice("kept the unsent comment on \(key.repository)#\(key.number) as a draft")
    }
    await terminal.close()
    // A sign-out just before quitting still deletes that account's rows.
    await backend.accounts?.settled()
    await backend.accounts?.close()
    await backend.transport?.shutdown()
    backend.logRequestBudget(session)
    if let signal = CursesTerminal.pendingTermination {
      session.notice("quit on signal \(signal); dying by it")
      CursesTerminal.die(by: signal)
    }
  }

  /// Sends swift-log to the log file before the screen opens; on failure says so on stderr and
  /// exits 1 while stderr is still the user's terminal.
  private func bootstrapLogging(environment: [String: String]) throws(ExitStatus)
    -> any ErrorLogging
  {
    let configuration = LoggingConfiguration(levelName: logLevel) ?? .buildDefault
    let file: LogFile
    do {
      let path = try LogFileLocation.resolve(
        override: logFile, environment: environment)
      file = try LogFile(path: path)
    } catch {
      Descriptor.printError("triage: \(error)\n")
      throw ExitStatus(code: 1)
    }
    LoggingSystem.bootstrap { label in
      FileLogHandler(label: label, file: file, logLevel: configuration.level)
    }
    let logger = Logger(label: "triage")
    logger.notice("triage \(Self.version) starting")
    return configuration.makeErrorLogger(logger: logger)
  }
}
