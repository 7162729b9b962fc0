import Foundation
import SceneSim
import Testing

/// Replays the scripts at `path` (a `.scenario` file, or a folder of them) against `apps`, and
/// records each failed expectation as a test issue at the script's file, line and column, with
/// the script's timeline in its comment: `swift test` and Xcode point at the script's line. A
/// failed revert check the script does not expect is an issue at its first line.
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
  for failure in report.failures {
    let name = URL(fileURLWithPath: failure.file).lastPathComponent
    let comment =
      failure.timeline.isEmpty ? failure.message : failure.message + "\n\ntimeline:\n" + failure.timeline
    Issue.record(
      Comment(rawValue: comment),
      sourceLocation: Testing.SourceLocation(
        fileID: "Scenarios/\(name)", filePath: failure.file, line: max(failure.line, 1),
        column: max(failure.column, 1)))
  }
  return report.results
}
