import Foundation
import SceneRuntime
import SceneSimGallery
import Testing

@testable import ScenarioScript

/// The scripts in Scenarios/ (what the README's main command replays) all pass, and together
/// cover every gallery app; the anti-patterns' scripts say what they catch.
@Suite struct ShippedScenarioTests {
  static let folder = packageRoot.appendingPathComponent("Scenarios")

  static func scripts() throws -> [(file: String, text: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".scenario")
    }
    return try names.sorted().map { name in
      (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  @Test func everyShippedScriptPasses() async throws {
    let runner = ScenarioRunnerTests.runner
    let scripts = try Self.scripts()
    #expect(scripts.count >= 12)
    for (file, text) in scripts {
      let scenario = try Scenario.parse(text, file: file)
      try runner.validate(scenario)
      let result = await runner.run(scenario)
      let failed = failures(result)
      #expect(failed.isEmpty, "\(file) failed:\n\(failed.joined(separator: "\n"))")
      #expect(!result.outcomes.isEmpty, "\(file) checks nothing")
    }
  }

  @Test func everyGalleryAppHasAScriptAndAntiPatternsExpectToBeCaught() throws {
    let scripts = try Self.scripts()
    for app in Gallery.apps {
      let mine = scripts.filter { $0.text.contains("\napp \(app.name)\n") }
      #expect(!mine.isEmpty, "no script runs \(app.name)")
      if app.isAntiPattern {
        #expect(
          mine.allSatisfy {
            $0.text.contains("expect revert check failed") || $0.text.contains("expect overlaps")
          },
          "\(app.name)'s scripts must say they expect it to be caught")
      }
    }
  }
}
