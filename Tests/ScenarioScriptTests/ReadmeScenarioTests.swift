import Foundation
import Reporting
import SceneRuntime
import Testing

@testable import ScenarioScript

/// The README's scenario section, checked: its script passes, and its timeline is the one
/// SceneSim prints.
@Suite struct ReadmeScenarioTests {
  static let readme = packageRoot.appendingPathComponent("README.md")

  /// The code blocks of the README's "Scenario scripts" section, in order.
  static func blocks() throws -> [String] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    guard let start = text.range(of: "## Scenario scripts") else { return [] }
    let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
    let parts = section.components(separatedBy: "```")
    return stride(from: 1, to: parts.count, by: 2).map { part in
      String(parts[part].drop(while: { $0 != "\n" }).dropFirst())
    }
  }

  @Test func theReadmesScriptPasses() async throws {
    let script = try #require(try Self.blocks().first)
    let scenario = try Scenario.parse(script, file: "README.md")
    let result = await ScenarioRunnerTests.runner.run(scenario)
    #expect(result.outcomes.count == 6)
    #expect(failures(result) == [])
  }

  @Test func theReadmesTimelineIsReal() async throws {
    let shown = try #require(try Self.blocks().dropFirst().first)
    let text = try String(
      contentsOf: ShippedScenarioTests.folder.appendingPathComponent("sticky-layout.scenario"),
      encoding: .utf8)
    let result = await ScenarioRunnerTests.runner.run(
      try Scenario.parse(text, file: "Scenarios/sticky-layout.scenario"))
    let lines = TimelineText(style: TerminalStyle(color: false)).lines(result.events)
    let events = shown.split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("▶") && !$0.hasPrefix("✔") && !$0.hasPrefix("1 of")
    }
    #expect(events == lines)
  }
}
