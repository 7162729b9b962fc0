import Foundation
import SceneSim

/// `scenesim check`: parses scripts without running them.
struct CheckCommand: Subcommand {
  static let name = "check"
  static let abstract = "Parse scenario scripts without running them."
  static let usage = "scenesim check <path> ..."
  static let help = """
    OVERVIEW: Parse scenario scripts without running them.

    Every error is printed in the Swift compiler's shape: file:line:column, the line, a marker
    under the place, and a help line where a fix is likely.

    USAGE: \(usage)

    ARGUMENTS:
      <path>                  Scripts or folders of scripts (default: Scenarios).

    OPTIONS:
      -h, --help              Show help information.

    EXIT CODES: 0 when every script is well formed, 65 when one is not, 66 when no script is found
    or a folder cannot be read, 64 for a usage error.
    """

  var paths: [String]

  init(parsing arguments: inout Arguments) throws { paths = try arguments.positionals() }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let files = try ScriptFiles.collect(paths, usage: Self.usage, command: Self.commandName)
    let runner = ScenarioRunner(apps: context.apps)
    guard let scenarios = ScriptFiles.parseAll(files, runner: runner, context: context) else {
      return .dataError
    }
    let steps = scenarios.reduce(0) { $0 + $1.steps.count }
    context.print("\(scenarios.count) scripts, \(steps) steps: no errors")
    return .success
  }
}
