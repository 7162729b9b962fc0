import Foundation
import SceneSim
import SceneSimGallery
import Testing

@testable import SceneSimTesting

/// What a user's tests get from SceneSimTesting: a failed script line is an issue at that line,
/// a broken stress property an issue with the shrunk script.
@Suite struct SceneSimTestingTests {
  /// A folder with one script whose fourth line fails; the caller removes the folder.
  static func failingScript() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scenesim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("fails.scenario")
    try "# Fails on line 4\napp mail\ndevice iPadPro11 landscape\n  expect phase background\n".write(
      to: script, atomically: true, encoding: .utf8)
    return script
  }

  @Test func aFailedExpectationIsAnIssueAtTheScriptsLine() async throws {
    let script = try Self.failingScript()
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    try await withKnownIssue {
      try await replayScenarios(script.deletingLastPathComponent().path, apps: Gallery.apps)
    } matching: { issue in
      issue.sourceLocation?.filePath == script.path && issue.sourceLocation?.line == 4
        && issue.sourceLocation?.column == 3
        && issue.comments.contains { $0.rawValue.contains("the scene's phase is active") }
        && issue.comments.contains { $0.rawValue.contains("timeline:\n0.000s  window 1  opened 'MailApp'") }
        && issue.comments.contains { $0.rawValue.contains("report: .scenesim/reports/fails.html") }
    }
    // The failed script as an HTML report, next to the test's output: its steps and windows.
    let html = try String(contentsOfFile: ".scenesim/reports/fails.html", encoding: .utf8)
    #expect(
      html.contains("<script id=\"data\" type=\"application/json\">")
        && html.contains("expect phase background"))
    let report = try await ScenarioReplay.run(script.path, apps: Gallery.apps)
    #expect(
      report.failures.map(\.description) == [
        "\(script.path):4:3: expect phase background\nthe scene's phase is active"
      ])
  }

  /// A relative path is found in the package of the calling test, whatever the working folder.
  @Test func theBundledScenariosPassFromThePackagesFolder() async throws {
    let results = try await replayScenarios("Scenarios/mail.scenario", apps: Gallery.apps)
    #expect(results.count == 1 && results.allSatisfy(\.passed))
  }

  @Test func aMissingPathThrows() async {
    await #expect(throws: ScenarioReplay.Failure.missing(path: "No/Such/Folder")) {
      try await ScenarioReplay.run("No/Such/Folder", apps: Gallery.apps)
    }
  }

  /// A parse error is an issue at its place, in the script's words.
  @Test func aParseErrorIsAnIssueAtItsPlace() async throws {
    let script = try Self.failingScript()
    defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
    try "app mail\nresize to 10 by 20\n".write(to: script, atomically: true, encoding: .utf8)
    let report = try await ScenarioReplay.run(script.path, apps: Gallery.apps)
    #expect(report.failures.count == 1)
    #expect(report.failures.first?.line == 2)
    #expect(report.failures.first?.message.hasPrefix("error: ") == true)
  }

  @Test func aGoodAppKeepsEveryPropertyAndAnAntiPatternIsCaught() async throws {
    let good = try #require(Gallery.app(named: "adaptive-stack"))
    let result = await stressTest(good, examples: 30, seed: 1)
    #expect(result.isSuccess)
    let sticky = try #require(Gallery.app(named: "sticky-layout"))
    let caught = await stressTest(sticky, seed: 42)
    guard case .failed = caught.outcome else {
      Issue.record("sticky-layout was not caught")
      return
    }
  }

  /// The sticky app registered as if it were good: its failure is an issue with the shrunk script.
  @Test func aBrokenPropertyIsAnIssueWithTheShrunkScript() async throws {
    let sticky = try #require(Gallery.app(named: "sticky-layout"))
    let unaware = ScenarioApp("sticky-layout", summary: "", isAntiPattern: false, make: sticky.make)
    await withKnownIssue {
      await stressTest(unaware, seed: 42)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("sticky-layout broke reverts (seed 42, shrunk from ")
          // Found by this test (a user's package may have no command line to name).
          && $0.rawValue.contains("# Found by: stressTest(\"sticky-layout\", examples: 100, seed: 42) at ")
          && $0.rawValue.contains("SceneSimTestingTests.swift:")
          && $0.rawValue.contains("written to .scenesim/counterexamples/sticky-layout-42.scenario")
      }
    }
  }
}
