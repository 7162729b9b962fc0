import Foundation
import SceneSim
import Testing

/// Replays the scripts at `path` (a `.scenario` file, or a folder of them) against `apps`, and
/// records each failed expectation as a test issue at the script's file, line and column, with
/// the script's timeline in its comment: `swift test` and Xcode point at the script's line. A
/// failed revert check the script does not expect is an issue at its first line. A failed
/// script is also written as an HTML report (`.scenesim/reports/NAME.html` in the working
/// folder: every step, its windows drawn, failed revert checks side by side), named in the
/// issue.
///
/// ```swift
/// import SceneSimTesting
/// import Testing
///
/// @Test func scenarios() async throws {
///   try await replayScenarios("Scenarios", apps: [ScenarioApp("recipes", RecipesApp.self)])
/// }
/// ```
///
/// A relative `path` is looked for in the working folder, then in the package of the calling
/// test file. It throws when nothing is there; it returns the results for more assertions.
@discardableResult
public func replayScenarios(
  _ path: String, apps: [ScenarioApp], filePath: String = #filePath,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) async throws -> [ScenarioResult] {
  let report = try await ScenarioReplay.run(path, apps: apps, filePath: filePath)
  // Each failed script again, step by step, as an HTML report next to the test's output.
  var reports: [String: String] = [:]
  for file in Set(report.failures.map(\.file)).sorted() {
    guard let text = try? ScenarioFiles.read(file), let scenario = try? Scenario.parse(text, file: file)
    else {
      continue
    }
    let script = await HTMLReport.run(scenario, with: ScenarioRunner(apps: apps)).script
    let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let written = ".scenesim/reports/\(name).html"
    do {
      try FileManager.default.createDirectory(atPath: ".scenesim/reports", withIntermediateDirectories: true)
      try AtomicFile.write(HTMLReport.render([script]), to: written)
      reports[file] = written
    } catch {
      continue
    }
  }
  for failure in report.failures {
    let name = URL(fileURLWithPath: failure.file).lastPathComponent
    var comment =
      failure.timeline.isEmpty ? failure.message : failure.message + "\n\ntimeline:\n" + failure.timeline
    if let written = reports[failure.file] { comment += "\n\nreport: \(written) (open it in a browser)" }
    Issue.record(
      Comment(rawValue: comment),
      sourceLocation: Testing.SourceLocation(
        fileID: "Scenarios/\(name)", filePath: failure.file, line: max(failure.line, 1),
        column: max(failure.column, 1)))
  }
  return report.results
}
