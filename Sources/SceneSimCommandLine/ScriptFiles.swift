import Foundation
import SceneSim

/// Scripts that cannot be collected: a missing path, an unreadable folder or entry, a path
/// with no script. Exit code 66 (EX_NOINPUT).
struct ScriptsNotFound: Error {
  let failure: ScenarioFiles.Failure
}

/// The scripts named on the command line, read and parsed.
enum ScriptFiles {
  /// The scripts at `paths` (no path: `Scenarios/`); what cannot be collected is `ScriptsNotFound`
  /// (exit 66), too many a usage error.
  static func collect(_ paths: [String], usage: String, command: String) throws -> [String] {
    do {
      return try ScenarioFiles.collect(paths.isEmpty ? ["Scenarios"] : paths)
    } catch .tooMany(let limit) {
      throw UsageError(
        message: "More than \(limit) scripts given (ScenarioFiles.maximumScripts)", usage: usage,
        command: command)
    } catch {
      throw ScriptsNotFound(failure: error)
    }
  }

  /// Reads and parses every script, checking the apps they name; prints every error to standard
  /// error, in swiftc's shape, and returns nil if there was one.
  static func parseAll(_ files: [String], runner: ScenarioRunner, context: CommandContext) -> [Scenario]? {
    var scenarios: [Scenario] = []
    var failed = false
    for file in files {
      do {
        let scenario = try Scenario.parse(try ScenarioFiles.read(file), file: file)
        try runner.validate(scenario)
        scenarios.append(scenario)
      } catch {
        context.printError(error.description)
        failed = true
      }
    }
    return failed ? nil : scenarios
  }
}
