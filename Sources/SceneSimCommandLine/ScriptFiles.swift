import Foundation
import SceneSim

/// A missing script or folder: exit code 66 (EX_NOINPUT).
struct MissingFile: Error {
  let path: String
}

/// The scripts named on the command line: files as given, folders as every `.scenario` file in
/// them (recursively, in path order); no path means `Scenarios/`.
enum ScriptFiles {
  /// The most scripts one command runs.
  static let maximumScripts = 10_000

  static func collect(_ paths: [String], usage: String, command: String) throws -> [String] {
    var files: [String] = []
    for path in paths.isEmpty ? ["Scenarios"] : paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw MissingFile(path: path)
      }
      if isDirectory.boolValue {
        let found = (FileManager.default.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(".scenario") }
          .sorted()
        files += found.map { (path as NSString).appendingPathComponent($0) }
      } else {
        files.append(path)
      }
      guard files.count <= maximumScripts else {
        throw UsageError(
          message: "More than \(maximumScripts) scripts given (ScriptFiles.maximumScripts)",
          usage: usage, command: command)
      }
    }
    return files
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
