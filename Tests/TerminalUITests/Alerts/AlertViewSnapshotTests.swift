import ErrorHandling
import Foundation
import Localization
import SnapshotTesting
import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite struct AlertViewSnapshotTests {
  static let large = Size(width: 80, height: 24)
  static let small = Size(width: 40, height: 12)

  static func retryable(_ error: AppError, in language: Language) -> AlertDialog {
    let alert = Alert(
      title: error.title(in: language) ?? "", message: error.message(in: language) ?? "",
      buttons: [.retry(), .navigateBack(), .dismiss()])
    return AlertDialog(alert, language: language)
  }

  /// A screen with text on every row, so the snapshot shows the box centred over content.
  static func screen(_ size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let row = "#12 Crash when opening 日本語 issue list · bug · 3 comments · updated 2 days ago "
    for y in 0..<size.height {
      canvas.draw(String(repeating: row, count: 2), at: Point(x: 0, y: y))
    }
    return canvas
  }

  static func render(_ dialog: AlertDialog, message: String? = nil, size: Size) -> Canvas {
    var canvas = screen(size)
    AlertView.draw(dialog, message: message, in: canvas.bounds, canvas: &canvas)
    return canvas
  }

  static func name(_ size: Size) -> String { "\(size.width)x\(size.height)" }

  /// `assertSnapshot(of:as: .canvasText, named:)`, but keeping the reference in the target's
  /// shared `__Snapshots__` folder (the one Package.swift excludes) instead of beside this file
  /// in `Alerts/`, where it would be an unhandled resource.
  static func assertCanvasSnapshot(
    of canvas: Canvas, named name: String? = nil, filePath: String = #filePath,
    testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let directory = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/AlertViewSnapshotTests").path
    let failure = verifySnapshot(
      of: canvas, as: .canvasText, named: name, snapshotDirectory: directory,
      testName: testName)
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
  }

  @Test(arguments: [large, small])
  func englishRetryable(size: Size) {
    let dialog = Self.retryable(.network(.offline), in: .english)
    Self.assertCanvasSnapshot(of: Self.render(dialog, size: size), named: Self.name(size))
  }

  @Test(arguments: [large, small])
  func japaneseRetryable(size: Size) {
    let dialog = Self.retryable(.network(.connectionFailed), in: .japanese)
    Self.assertCanvasSnapshot(of: Self.render(dialog, size: size), named: Self.name(size))
  }

  @Test func focusMovedToBack() {
    var dialog = Self.retryable(.network(.timedOut), in: .english)
    _ = dialog.handle(.tab)
    Self.assertCanvasSnapshot(of: Self.render(dialog, size: Self.small))
  }

  @Test(arguments: [large, small])
  func longMessage(size: Size) {
    let message = Array(
      repeating: "The server had a problem while loading issues for this repository.", count: 6
    ).joined(separator: " ")
    let alert = Alert(
      title: "A very long title that will not fit on one row of a narrow terminal window",
      message: message, buttons: [.retry(), .navigateBack(), .dismiss()])
    Self.assertCanvasSnapshot(
      of: Self.render(AlertDialog(alert), size: size), named: Self.name(size))
  }

  @Test(arguments: [Language.english, .japanese])
  func rateLimitWithCountdown(language: Language) {
    let error = AppError.rateLimited(retryAfter: .seconds(60))
    let alert = Alert(
      title: error.title(in: language) ?? "", message: error.message(in: language) ?? "",
      buttons: [.navigateBack(), .dismiss()], countdown: .seconds(60))
    let live = AppError.rateLimitMessage(remaining: .seconds(42), in: language)
    Self.assertCanvasSnapshot(
      of: Self.render(AlertDialog(alert, language: language), message: live, size: Self.small),
      named: "\(language)")
  }

  @Test(arguments: [
    Size(width: 1, height: 1), Size(width: 10, height: 3), Size(width: 20, height: 5),
    Size(width: 30, height: 8), Size(width: 4, height: 2),
  ])
  func tinyTerminals(size: Size) {
    let dialog = Self.retryable(.network(.offline), in: .english)
    Self.assertCanvasSnapshot(of: Self.render(dialog, size: size), named: Self.name(size))
  }

  @Test func everySizeDrawsInsideTheCanvasWithoutCrashing() {
    let dialog = Self.retryable(.network(.connectionFailed), in: .japanese)
    for width in 0...70 {
      for height in 0...14 {
        let canvas = Self.render(dialog, size: Size(width: width, height: height))
        #expect(canvas.size == Size(width: width, height: height))
      }
    }
  }
}
