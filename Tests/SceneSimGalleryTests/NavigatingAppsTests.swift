import Foundation
import LayoutEngine
import ScenarioScript
import SceneSimGallery
import Testing

@testable import SceneRuntime

/// Scripts that use the app: actions as steps, their refusals, and the expectations that read
/// navigation, presentations, values and selections.
@Suite struct NavigatingAppsTests {
  static let runner = ScenarioRunner(apps: Gallery.apps)

  static func run(_ steps: String, app: String = "library") async throws -> ScenarioResult {
    let text = "scenario \"t\"\napp \(app)\ndevice iPadPro11 landscape\n" + steps
    return await runner.run(try Scenario.parse(text, file: "t.scenario"))
  }

  static func failures(_ result: ScenarioResult) -> [String] {
    result.outcomes.filter { !$0.passed }.map { "\($0.text): \($0.difference ?? "")" }
  }

  @Test func aRefusedStepFailsUnlessItSaysRefused() async throws {
    let refused = try await Self.run("tap \"book Poetry 1\"\n")
    #expect(
      Self.failures(refused) == ["tap \"book Poetry 1\": refused: no view shown has the id \"book Poetry 1\""]
    )
    let expected = try await Self.run("tap \"book Poetry 1\" refused\n")
    #expect(expected.passed)
    let carriedOut = try await Self.run("select \"shelf Poetry\" refused\n")
    #expect(
      Self.failures(carriedOut) == [
        "select \"shelf Poetry\" refused: it was carried out (the step expects it refused)"
      ])
  }

  @Test func actionsAndWhatTheyChangedAreInTheTimeline() async throws {
    let result = try await Self.run(
      "select \"shelf Poetry\"\nselect \"book Poetry 2\"\ntap \"chapter 1\"\nback\n")
    let kinds = result.simulationEvents.compactMap { event -> String? in
      switch event.kind {
      case .actionPerformed(let action): return "\(action)"
      case .navigationChanged(let from, let to): return "\(from) → \(to)"
      case .revertChecksRestarted(let reason): return "restart: \(reason)"
      default: return nil
      }
    }
    #expect(
      kinds == [
        "select \"shelf Poetry\"", "restart: select \"shelf Poetry\"",
        "select \"book Poetry 2\"", "restart: select \"book Poetry 2\"",
        "[[\"untitled\"]] → [[\"Poetry 2\"]]",
        "tap \"chapter 1\"", "restart: tap \"chapter 1\"",
        "[[\"Poetry 2\"]] → [[\"Poetry 2\", \"Chapter 1\"]]",
        "back", "restart: back", "[[\"Poetry 2\", \"Chapter 1\"]] → [[\"Poetry 2\"]]",
      ])
  }

  /// Another shelf clears the book (the app's `onChange`): the detail's title leaves with the
  /// book's view, with no pop (see `NavigationTitleTests`).
  @Test func aTitleLeavesWhenTheBookIsCleared() async throws {
    let result = try await Self.run(
      "select \"shelf Novels\"\nselect \"book Novels 1\"\nexpect path \"Novels 1\"\n"
        + "select \"shelf Poetry\"\nexpect path untitled\n")
    #expect(Self.failures(result) == [])
  }

  @Test func theExpectationsSayWhatTheyFoundInstead() async throws {
    let result = try await Self.run(
      """
      expect path "Nowhere"
      expect presented "version"
      select "shelf Poetry"
      expect value "shelves" = "Science"
      expect selected "shelf Novels"

      """)
    #expect(
      Self.failures(result) == [
        "expect path \"Nowhere\": the path is untitled",
        "expect presented \"version\": nothing is presented",
        "expect value \"shelves\" = \"Science\": (expected −, actual +)\n− Science\n+ Poetry",
        "expect selected \"shelf Novels\": 'shelf Novels' is not selected",
      ])
  }

  @Test func theBundledNavigationScriptsPass() async throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios")
    for name in ["library", "reader", "sticky-detail"] {
      let url = folder.appendingPathComponent("\(name).scenario")
      let text = try String(contentsOf: url, encoding: .utf8)
      let result = await Self.runner.run(try Scenario.parse(text, file: url.path))
      #expect(result.passed, "\(name): \(Self.failures(result))")
      // Each resizes at every level it navigates to, and its checks came back (or, for the
      // anti-pattern, one did not).
      let checks = result.simulationEvents.compactMap { event -> Bool? in
        if case .revertCheck(let check) = event.kind { return check.passed }
        return nil
      }
      #expect(checks.count >= 2, "\(name)")
    }
  }
}
