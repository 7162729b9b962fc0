import SceneSim

/// One subcommand of `scenesim`: its name, abstract, usage and help, the options it parses
/// (stored on the value) and what it does, together, as swift-argument-parser's commands are.
/// `SceneSimCommand` makes the overview, `help` and the dispatch from its list of them.
protocol Subcommand: Sendable {
  /// The name on the command line (`run`).
  static var name: String { get }
  /// One line for the overview.
  static var abstract: String { get }
  /// The usage line.
  static var usage: String { get }
  /// The whole help text (`scenesim help run`, `scenesim run --help`).
  static var help: String { get }
  /// Reads the options and arguments; a usage error is thrown as `UsageError`.
  init(parsing arguments: inout Arguments) throws
  /// Does the command's work, writing to `context`, and says how it ended.
  func run(_ context: CommandContext) async throws -> ExitCode
}

extension Subcommand {
  /// `scenesim NAME`, as errors name the command.
  static var commandName: String { "scenesim \(name)" }

  /// The arguments of this command, for its parser.
  static func arguments(_ raw: [String], apps: [ScenarioApp]) -> Arguments {
    Arguments(raw, usage: usage, command: commandName, apps: apps)
  }

  /// A usage error of this command, found after its arguments were read.
  static func usageError(_ message: String) -> UsageError {
    UsageError(message: message, usage: usage, command: commandName)
  }
}
