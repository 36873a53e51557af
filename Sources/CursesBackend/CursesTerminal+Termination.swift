extension CursesTerminal {
  /// Makes SIGTERM, SIGHUP and SIGINT quit the ordinary way from now on, as
  /// `Options.quitsOnTermination` does from the start. Until the program's loop runs there is
  /// nothing to quit the ordinary way (no comment open, no draft), so a terminal opened without
  /// the option ends at once, restored, on such a signal while the app is still starting.
  public func quitsOnTerminationFromNow() {
    SignalGuard.setQuitsGracefully(true)
  }
}
