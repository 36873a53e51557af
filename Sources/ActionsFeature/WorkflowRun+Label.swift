import IssueDomain

extension WorkflowRun {
  /// How the run is named in what is said of it: its workflow's name and number (“CI #1133”).
  public var label: String { number > 0 ? "\(name) #\(number)" : name }
}
