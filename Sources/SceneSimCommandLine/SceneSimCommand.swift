import Foundation

/// The `scenesim` command line as a library: `main` runs one command line in process, writing
/// to a `CommandContext`, and returns its exit code. The `scenesim` executable is this, called
/// with the process's arguments.
///
/// ```swift
/// let context = CommandContext.buffered()
/// let code = await SceneSimCommand.main(["check", "Scenarios"], context: context)
/// print(code, context.standardOutput.text)   // 0 14 scripts, 120 steps: no errors
/// ```
public enum SceneSimCommand {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Every subcommand, in the overview's order.
  static let subcommands: [any Subcommand.Type] = [
    RunCommand.self, CheckCommand.self, ListCommand.self, RenderCommand.self, StressCommand.self,
    GalleryCommand.self, MenuCommand.self, LayoutCommand.self, ExamplesCommand.self,
  ]

  /// The names of the subcommands, in the overview's order.
  public static var subcommandNames: [String] { subcommands.map { $0.name } }

  /// The help `scenesim` and `scenesim --help` print: made from the list of subcommands.
  public static var overview: String {
    let rows = subcommands.map { "  " + pad($0.name, 24) + $0.abstract }
    return """
      OVERVIEW: A headless simulator of how SwiftUI layouts live in windows.

      USAGE: scenesim <subcommand>

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.

      SUBCOMMANDS:
      \(rows.joined(separator: "\n"))

        See 'scenesim help <subcommand>' for detailed help.
      """
  }

  /// Runs one command line (without the program's name) and returns its exit code: 0 success,
  /// 1 a failure the command found, 64 a usage error, 65 a malformed script, 66 a missing
  /// input, 73 an output file that cannot be made, 74 an output that cannot be written.
  ///
  /// ```swift
  /// exit(await SceneSimCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
  /// ```
  public static func main(_ arguments: [String], context: CommandContext = .process) async -> ExitCode {
    let code = await dispatch(arguments, context: context)
    if context.standardOutput.writeFailed {
      context.printError("error: cannot write to standard output")
      return .ioError
    }
    return code
  }

  private static func dispatch(_ arguments: [String], context: CommandContext) async -> ExitCode {
    do {
      switch arguments.first {
      case nil, "-h", "--help":
        context.print(overview)
        return .success
      case "help":
        let named = arguments.dropFirst().first
        context.print(subcommands.first { $0.name == named }?.help ?? overview)
        return .success
      case "--version":
        context.print(version)
        return .success
      case let name?:
        guard let command = subcommands.first(where: { $0.name == name }) else {
          throw UsageError(
            message: "Unknown subcommand '\(name)'", usage: "scenesim <subcommand>", command: "scenesim")
        }
        let rest = Array(arguments.dropFirst())
        // `--help` anywhere among a command's arguments shows its help, as swift-argument-parser does.
        if rest.contains("--help") || rest.contains("-h") {
          context.print(command.help)
          return .success
        }
        return try await run(command, rest, context: context)
      }
    } catch let error as UsageError {
      context.printError(
        "Error: \(error.message)\nUsage: \(error.usage)\n  See '\(error.command) --help' for more information."
      )
      return .usage
    } catch let error as MissingFile {
      context.printError("error: no such file or folder '\(error.path)'")
      return .noInput
    } catch {
      context.printError("error: \(error)")
      return .failure
    }
  }

  private static func run<Command: Subcommand>(
    _ command: Command.Type, _ raw: [String], context: CommandContext
  ) async throws -> ExitCode {
    var arguments = Command.arguments(raw)
    let parsed = try Command(parsing: &arguments)
    return try await parsed.run(context)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
  }
}
