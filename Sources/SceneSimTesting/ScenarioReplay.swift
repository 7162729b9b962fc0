import Foundation
import SceneSim

/// A script's failure as a test reports it: where in the script, what was expected and found,
/// and the script's timeline.
///
/// ```swift
/// let report = try await ScenarioReplay.run("Scenarios", apps: [ScenarioApp("recipes", RecipesApp.self)])
/// XCTAssertEqual(report.failures.map(\.description), [])
/// ```
public struct ScenarioFailure: Sendable, Equatable, CustomStringConvertible {
  /// The script's file, as an absolute path.
  public var file: String
  /// The line and column of the expectation (1, 1 for what the whole script expects).
  public var line: Int
  public var column: Int
  /// What failed: the expectation as written and what was found instead (or the parse error).
  public var message: String
  /// The script's timeline, for the test's comment (empty for a parse error).
  public var timeline: String

  public init(file: String, line: Int, column: Int, message: String, timeline: String = "") {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.timeline = timeline
  }

  /// `file:line:column: message`, as a compiler writes it.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Replays scripts for a test: every script at a path (a file, or a folder's `.scenario` files),
/// against your apps, gathering each failed expectation with its place in the script. The
/// Swift Testing functions (`replayScenarios`) record them as issues; from XCTest, assert on
/// `failures`.
public enum ScenarioReplay {
  /// What a replay gave.
  public struct Report: Sendable {
    /// Every script's result, in path order.
    public var results: [ScenarioResult]
    /// Every failure, scripts in path order, each script's in the order they happened.
    public var failures: [ScenarioFailure]
  }

  /// Why scripts could not be replayed at all: nothing at the path (from the working folder or
  /// the package's folder), a folder or entry that cannot be read, no script, too many.
  public typealias Failure = ScenarioFiles.Failure

  /// Replays the scripts at `path` against `apps`. A relative path is looked for in the working
  /// folder, then in the folder of the package that holds `filePath` (the test's source file), so
  /// `"Scenarios"` finds the package's `Scenarios/` however the tests are run.
  public static func run(
    _ path: String, apps: [ScenarioApp], filePath: String = #filePath
  ) async throws(Failure) -> Report {
    let resolved = try resolve(path, from: filePath)
    let files = try ScenarioFiles.collect([resolved])
    let runner = ScenarioRunner(apps: apps)
    var report = Report(results: [], failures: [])
    for file in files {
      let scenario: Scenario
      do throws(ScriptErrors) {
        scenario = try Scenario.parse(try ScenarioFiles.read(file), file: file)
        try runner.validate(scenario)
      } catch {
        report.failures += error.diagnostics.map {
          ScenarioFailure(
            file: file, line: $0.location.line, column: $0.location.column, message: "error: \($0.message)")
        }
        continue
      }
      let result = await runner.run(scenario)
      report.results.append(result)
      guard !result.passed else { continue }
      let timeline = TimelineText(style: TerminalStyle(color: false)).lines(result.events).joined(
        separator: "\n")
      for outcome in result.outcomes where !outcome.passed {
        let message = outcome.text + (outcome.difference.map { "\n" + $0 } ?? "")
        report.failures.append(
          ScenarioFailure(
            file: file, line: outcome.location?.line ?? 1, column: outcome.location?.column ?? 1,
            message: message, timeline: timeline))
      }
    }
    return report
  }

  /// `path` as given when it exists, else under the package folder above `filePath`.
  static func resolve(_ path: String, from filePath: String) throws(Failure) -> String {
    let manager = FileManager.default
    if path.hasPrefix("/") || manager.fileExists(atPath: path) { return path }
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    // Up to the file system's root, at most 64 folders.
    for _ in 0..<64 {
      if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        let candidate = folder.appendingPathComponent(path).path
        if manager.fileExists(atPath: candidate) { return candidate }
        break
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    throw .missing(path: path)
  }
}
