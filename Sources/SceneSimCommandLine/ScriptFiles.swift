import Foundation
import SceneSim

/// A missing script or folder: exit code 66 (EX_NOINPUT).
struct MissingFile: Error {
  let path: String
}

/// The scripts named on the command line, read and parsed.
enum ScriptFiles {
  /// The scripts at `paths` (no path: `Scenarios/`); a missing one is `MissingFile` (exit 66),
  /// too many a usage error.
  static func collect(_ paths: [String], usage: String, command: String) throws -> [String] {
    do {
      return try ScenarioFiles.collect(paths.isEmpty ? ["Scenarios"] : paths)
    } catch .missing(let path) {
      throw MissingFile(path: path)
    } catch {
      throw UsageError(
        message: "More than \(ScenarioFiles.maximumScripts) scripts given", usage: usage, command: command)
    }
  }

  /// Reads and parses every script, checking the apps they name; prints every error to standard
  /// error, in swiftc's shape, and returns nil if there was one.
  static func parseAll(_ files: [String], runner: ScenarioRunner, context: CommandContext) -> [Scenario]? {
    var scenarios: [Scenario] = []
    var failed = false
    for file in files {
      let text: String
      do {
        text = try String(contentsOfFile: file, encoding: .utf8)
      } catch {
        context.printError("\(file): error: cannot read the file as UTF-8 text")
        failed = true
        continue
      }
      do {
        let scenario = try Scenario.parse(text, file: file)
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
