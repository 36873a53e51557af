import ArgumentParser
import CursesBackend
import ErrorHandling
import FileLogging
import Foundation
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

  static let configuration = CommandConfiguration(
    commandName: "triage",
    abstract: "A keyboard-driven terminal client for GitHub issues.",
    discussion: """
      Talks to GitHub when a token is found (GH_TOKEN, GITHUB_TOKEN, GH_ENTERPRISE_TOKEN, \
      GITHUB_ENTERPRISE_TOKEN, gh's hosts.yml, the token triage saved at sign-in, or \
      `gh auth token`), and runs on the embedded demo backend otherwise (or with --demo; the \
      demo token is "demo"). The host is --host, else GH_HOST, else the only host gh is \
      signed in to, else github.com. With no repository argument it opens GH_REPO, or the \
      repository of the git checkout it is started in. \
      Press ? in the app for the keys of each screen. NO_COLOR=1 turns colours off. Messages follow LC_ALL, \
      LC_MESSAGES or LANG (English or Japanese).

      Exit codes: 0 normal exit (q, Ctrl-C); 1 the terminal (an unknown TERM, TERM=dumb) or the \
      log file (a symlink, FIFO or device) could not be used; 2 not run on a terminal (stdin or \
      stdout redirected); 64 bad arguments (or a bad GH_HOST or GH_REPO); 128+N killed by \
      signal N (143 for SIGTERM, 129 for SIGHUP).
      """,
    version: version
  )

  @Argument(
    help: """
      A repository to open at start, as owner/name (Back goes to the home). Default: \
      GH_REPO, else the git checkout's remote on the host.
      """)
  var repository: String?

  // `.unconditional`: "-1" is the value, not an unknown option, so it gets the range message
  // from `validate()`.
  @Option(
    name: .customLong("section"), parsing: .unconditional,
    help: ArgumentHelp(
      """
      Open the home screen on section N (1 for the first tab, as the number keys), instead of a \
      repository. Sections come from $\(UserDirectories.configVariable)/triage/config.yml (see the README's \
      Configuration), else the defaults: 1 Assigned to me, 2 Created by me, 3 Mentioning me, \
      4 Repositories.
      """, valueName: "N"))
  var section: Int?

  @Flag(help: "Use the embedded demo backend, even when a token is found.")
  var demo = false

  @Option(
    help: """
      GitHub host (default: GH_HOST, else gh's only host, else github.com). github.com and \
      *.ghe.com are served at https://api.HOST, any other host at https://HOST/api/v3.
      """)
  var host: String?

  @Option(
    name: .customLong("api-url"),
    help: "The API's base URL, overriding --host (plain http only for loopback addresses).")
  var apiURL: String?

  // `.unconditional`: "-5" is the value, not an unknown option, so it reaches `validate()`
  // and gets the real message instead of "Missing value".
  @Option(
    name: .customLong("demo-latency"), parsing: .unconditional,
    help: "Latency of each demo request in milliseconds (0 answers at once).")
  var latencyMilliseconds: Int = 400

  @Option(
    name: .customLong("log-file"),
    help: "Log file path (default: $\(UserDirectories.stateVariable)/triage/triage.log).")
  var logFile: String?

  @Option(
    name: .customLong("log-level"),
    help: "debug|info|notice|warning|error (default: debug in debug builds, notice in release).")
  var logLevel: String?

  /// ArgumentParser's `main`, after one malloc arena is chosen, which has to happen before any
  /// other thread starts.
  static func main() {
    MallocArenas.useOne()
    Self.main(nil)
  }

  /// Not an async command: the runtime's async main parks the main thread with `pthread_exit`,
  /// and glibc loads libgcc_s and unwinds the main thread's stack through the binary's unwind
  /// tables to do it, before the first frame (docs/decisions). The main thread waits instead.
  func run() throws {
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

  /// Checks what parsing can't: ranges, values that must parse, and options that exclude each
  /// other. Runs before the screen opens, so its message reaches the user's terminal.
  func validate() throws {
    // `triage help` as people type it (git, swift, gh): the help, exit 0, not "'help' is not
    // a repository". A repository is always owner/name, so the word can't be one.
    if repository == "help" { throw CleanExit.helpRequest(self) }
    guard latencyMilliseconds >= 0 else {
      throw ValidationError("--demo-latency must be 0 or more milliseconds")
    }
    guard LoggingConfiguration(levelName: logLevel) != nil else {
      throw ValidationError("--log-level must be one of debug, info, notice, warning, error")
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
      throw ValidationError("'\(repository)' is not a repository; give it as owner/name")
    }
    if let section {
      guard repository == nil else {
        throw ValidationError("give a repository or --section, not both")
      }
      // Read here, before the screen, so a number past the sections is a usage error (64); the
      // file's own problems are not: they show in the app, with the defaults.
      if let message = LaunchOptions.sectionError(section, loaded: Self.loadConfiguration()) {
        throw ValidationError(message)
      }
    }
  }

  /// The config file's sections, or the defaults and why (see `ConfigFile`).
  static func loadConfiguration(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    homeDirectory: String? = nil
  ) -> ConfigFile.Loaded {
    let homeDirectory = homeDirectory ?? UserDirectories(environment: environment).home ?? ""
    return ConfigFile.standard(environment: environment, homeDirectory: homeDirectory)?.load()
      ?? ConfigFile.Loaded(sections: .defaults, problem: nil)
  }

  /// The sections, the config file's problem and the section to open, for the program.
  func launchOptions(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    homeDirectory: String? = nil
  ) -> LaunchOptions {
    LaunchOptions(
      loaded: Self.loadConfiguration(environment: environment, homeDirectory: homeDirectory),
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
    var options = CursesTerminal.Options.fromEnvironment(processEnvironment)
    // SIGTERM, SIGHUP and SIGINT quit the ordinary way first, so an open comment is saved.
    options.quitsOnTermination = true
    let terminal: CursesTerminal
    do {
      terminal = try await CursesTerminal.open(options: options)
    } catch {
      errorLogger.log(AppError(wrapping: error), underlying: error)
      FileHandle.standardError.write(Data("triage: \(error)\n".utf8))
      throw ExitStatus(code: error.exitCode)
    }
    let homeDirectory = UserDirectories(environment: processEnvironment).home ?? ""
    let backend: Backend
    do throws(APIEndpointError) {
      backend = try Backend.choose(
        forceDemo: demo, host: host, apiURL: apiURL,
        repository: repository.flatMap { try? Self.repositoryName($0).get() },
        discoversRepository: section == nil, latency: .milliseconds(latencyMilliseconds),
        version: Self.version,
        environment: processEnvironment, homeDirectory: homeDirectory,
        workingDirectory: FileManager.default.currentDirectoryPath)
    } catch {
      await terminal.close()
      FileHandle.standardError.write(Data("triage: \(error.description)\n".utf8))
      throw ExitStatus(code: 64)
    }
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
    let launch = launchOptions(environment: processEnvironment, homeDirectory: homeDirectory)
    if let problem = launch.configurationProblem {
      session.warning("config file not used: \(problem)")
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
    if let origin = backend.loopbackWebOrigin { environment.webOrigin = origin }
    do throws(DraftError) {
      environment.drafts = try DraftStore(environment: processEnvironment)
    } catch {
      session.warning("comment drafts can't be kept: \(error)")
    }
    var theme = Theme.standard
    // The canvas is cut to ASCII in such a locale: reactions are named then, not drawn as `??`.
    theme.drawsEmoji = !terminal.drawsASCIIOnly
    let program = TriageProgram(
      environment: environment, theme: theme, startsSignedIn: backend.startsSignedIn,
      initialRepository: backend.initialRepository, sections: launch.sections,
      startSection: launch.startSection ?? 0,
      configurationProblem: launch.configurationProblem?.message)
    // A first load that answers within 50 ms (the demo, a warm cache) is drawn without its
    // placeholder rows flashing for a moment first; a slower one shows them then. The clock
    // sleeps on Dispatch timers, which spares the runtime a conformance scan (DECISIONS.md).
    let runtime = Runtime(
      program: program, terminal: terminal, clock: DispatchTimerClock(),
      firstFrameGrace: .milliseconds(50))
    // The loop runs on the terminal thread: a key is read, reduced, viewed and drawn there
    // with no hop between threads (docs/decisions). Effects still run on the pool.
    let final = await withTaskExecutorPreference(terminal.executor) {
      await runtime.run(from: program.initialState())
    }
    for key in program.keepUnsentDrafts(final) {
      session.notice("kept the unsent comment on \(key.repository)#\(key.number) as a draft")
    }
    await terminal.close()
    await backend.transport?.shutdown()
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
      FileHandle.standardError.write(Data("triage: \(error)\n".utf8))
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
