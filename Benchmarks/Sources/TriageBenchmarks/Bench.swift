import Foundation
import InstructionCounter
import MallocCounter

/// A lean harness: runs a closure many times, in batches, and reports the median and p90 time
/// per call and the allocations per call, so runs compare by ratios rather than single samples.
@MainActor
enum Bench {
  struct Result {
    var name: String
    var median: Double
    var p90: Double
    var allocations: Double
  }

  static var results: [Result] = []

  /// Whether the suite runs under callgrind (`Benchmarks/instructions.py suite`): each
  /// measurement is then one counted batch after its warm-up, and no time is taken, since
  /// callgrind's times mean nothing.
  static let countsInstructions = instruction_counter_is_counting() != 0

  /// Under callgrind, counts `calls` calls of `body` as a part of their own named `name#calls`,
  /// which `instructions.py` divides back into a count per call.
  static func count(_ name: String, calls: Int, _ body: () -> Void) {
    instruction_counter_begin()
    for _ in 0..<calls { body() }
    instruction_counter_end("\(name)#\(calls)")
    FileHandle.standardError.write(Data("\(name): counted \(calls) calls\n".utf8))
  }

  /// Measures `body` over `samples` batches of `batch` calls each, after a warm-up batch.
  static func measure(
    _ name: String, samples: Int = 21, batch: Int = 50, _ body: () -> Void
  ) {
    for _ in 0..<batch { body() }
    if countsInstructions { return count(name, calls: batch, body) }
    var times: [Double] = []
    var allocations: [Double] = []
    for _ in 0..<samples {
      let before = malloc_counter_allocations()
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<batch { body() }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(batch)
      allocations.append(Double(malloc_counter_allocations() - before) / Double(batch))
      times.append(elapsed)
    }
    times.sort()
    allocations.sort()
    let result = Result(
      name: name, median: times[times.count / 2], p90: times[times.count * 9 / 10],
      allocations: allocations[allocations.count / 2])
    results.append(result)
    FileHandle.standardError.write(Data("\(name): \(format(result.median))\n".utf8))
  }

  nonisolated static func format(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1_000_000 { return String(format: "%.2f ms", nanoseconds / 1_000_000) }
    if nanoseconds >= 1_000 { return String(format: "%.1f µs", nanoseconds / 1_000) }
    return String(format: "%.0f ns", nanoseconds)
  }

  static func table() -> String {
    var lines = ["| benchmark | median | p90 | allocations/op |", "|---|---|---|---|"]
    for result in results {
      lines.append(
        "| \(result.name) | \(format(result.median)) | \(format(result.p90)) | \(String(format: "%.0f", result.allocations)) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// Resident memory now, from /proc (Linux), in MiB.
  nonisolated static func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }
}
