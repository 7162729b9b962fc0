import Foundation
import SceneSimGallery
import Testing

@testable import SceneSimCommandLine

/// Every JSON line the command line emits follows docs/timeline-events.schema.json: the lines of
/// `run --json` over every bundled scenario, and of a `stress --json` run that finds
/// counterexamples.
@Suite struct JSONSchemaTests {
  static func validator() throws -> JSONSchemaValidator {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/timeline-events.schema.json"), encoding: .utf8)
    return try JSONSchemaValidator(schemaText: text)
  }

  /// The lines that break the schema, each with its errors (empty when every line follows it).
  static func violations(_ output: String) throws -> [String] {
    let validator = try validator()
    return output.split(separator: "\n").compactMap { line in
      let errors = validator.errors(inLine: String(line))
      return errors.isEmpty ? nil : "\(line)\n  " + errors.joined(separator: "\n  ")
    }
  }

  @Test func everyLineOfTheBundledScenariosFollowsTheSchema() async throws {
    let run = await scenesim(["run", packagePath("Scenarios"), "--json"])
    #expect(run.code == .success, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count > 100)
    // Every kind of event the bundled scripts show is among them, so the schema is exercised.
    for event in [
      "windowOpened", "relayout", "revertCheck", "expectation", "checkpoint", "scenarioFinished",
      "actionPerformed", "navigationChanged", "presentationChanged", "refused",
    ] {
      #expect(lines.contains { $0.contains("\"event\":\"\(event)\"") }, "\(event)")
    }
    #expect(try Self.violations(run.output) == [])
  }

  @Test func everyLineOfAStressRunFollowsTheSchema() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let run = await scenesim([
      "stress", "--seed", "42", "--examples", "30", "--json", "--output", folder.path,
    ])
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == Gallery.apps.count, "\(run.output)")
    #expect(lines.contains { $0.contains("\"counterexample\":\"") }, "a counterexample is among them")
    #expect(try Self.violations(run.output) == [])
  }

  /// The schema rejects what a reader must not be given: the validator is not a yes-machine.
  @Test func theSchemaRejectsBrokenLines() throws {
    let validator = try Self.validator()
    let good =
      #"{"version":2,"file":"a.scenario","time":0,"window":null,"event":"checkpoint","name":"wide"}"#
    #expect(validator.errors(inLine: good) == [])
    for broken in [
      #"{"version":2,"time":0,"window":null,"event":"checkpoint"}"#,
      #"{"version":2,"time":0,"window":null,"event":"checkpoint","name":"wide","extra":1}"#,
      #"{"version":2,"time":"0","window":null,"event":"checkpoint","name":"wide"}"#,
      #"{"version":2,"time":0,"window":null,"event":"teleported"}"#,
      #"{"version":1,"time":0,"window":null,"event":"checkpoint","name":"wide"}"#,
    ] {
      #expect(!validator.errors(inLine: broken).isEmpty, "\(broken)")
    }
  }
}
