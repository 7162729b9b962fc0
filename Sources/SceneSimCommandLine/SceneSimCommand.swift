import Foundation
import SceneSim
import SceneSimGallery

/// The `scenesim` command line as a library. `main(apps:)` makes your own command-line tool
/// over your apps, with every subcommand, option, output format and exit code of `scenesim`:
///
/// ```swift
/// import SceneSimCommandLine
///
/// @main struct RecipesSim {
///   static func main() async {
///     await SceneSimCommand.main(apps: [ScenarioApp("recipes", RecipesApp.self)])
///   }
/// }
/// ```
///
/// `main(_:apps:toolName:context:)` runs one command line in process, writing to a
/// `CommandContext`, and returns its exit code; the `scenesim` executable is `main(apps:)` with
/// the gallery's apps.
///
/// ```swift
/// let context = CommandContext.buffered()
/// let code = await SceneSimCommand.main(["check", "Scenarios"], context: context)
/// print(code, context.standardOutput.text)   // 0 14 scripts, 120 steps: no errors
/// ```
public enum SceneSimCommand {
  /// The version `--version` prints.
  public static let version = "0.2.0"

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
  public static func main(
    _ arguments: [String], apps: [ScenarioApp] = Gallery.apps, toolName: String = "scenesim",
    context: CommandContext = .process
  ) async -> ExitCode {
    var context = context
    context.apps = apps
    context.toolName = toolName
    let code = await dispatch(arguments, context: context)
    if context.standardOutput.writeFailed {
      context.printError("error: cannot write to standard output")
      return .ioError
    }
    return code
  }

  /// Runs your command-line tool over `apps` with the process's arguments, output and
  /// environment, and exits with its exit code. The tool is named after its executable
  /// (`recipes-sim`) unless `toolName` is given: help, errors and `reproduce:` lines name it.
  public static func main(apps: [ScenarioApp], toolName: String? = nil) async -> Never {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "scenesim").lastPathComponent
    let code = await main(
      Array(CommandLine.arguments.dropFirst()), apps: apps, toolName: toolName ?? executable)
    exit(code.rawValue)
  }

  private static func dispatch(_ arguments: [String], context: CommandContext) async -> ExitCode {
    // Help and usage name the tool the user typed; the folders the commands write to
    // (`.scenesim/...`) keep their names.
    func named(_ text: String) -> String {
      guard context.toolName != "scenesim" else { return text }
      return text.components(separatedBy: ".scenesim")
        .map { $0.replacingOccurrences(of: "scenesim", with: context.toolName) }
        .joined(separator: ".scenesim")
    }
    do {
      var names = Set<String>()
      for app in context.apps where !names.insert(app.name).inserted {
        throw UsageError(
          message: "Two apps are named '\(app.name)': each app a tool registers needs a name of its own",
          usage: "\(context.toolName) <subcommand>", command: context.toolName)
      }
      switch arguments.first {
      case nil, "-h", "--help":
        context.print(named(overview))
        return .success
      case "help":
        let command = arguments.dropFirst().first
        context.print(named(subcommands.first { $0.name == command }?.help ?? overview))
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
          context.print(named(command.help))
          return .success
        }
        return try await run(command, rest, context: context)
      }
    } catch let error as UsageError {
      context.printError(
        "Error: \(error.message)\nUsage: \(named(error.usage))\n"
          + "  See '\(named(error.command)) --help' for more information.")
      return .usage
    } catch let error as ScriptsNotFound {
      context.printError("error: \(error.failure)")
      return .noInput
    } catch {
      context.printError("error: \(error)")
      return .failure
    }
  }

  private static func run<Command: Subcommand>(
    _ command: Command.Type, _ raw: [String], context: CommandContext
  ) async throws -> ExitCode {
    var arguments = Command.arguments(raw, apps: context.apps)
    let parsed = try Command(parsing: &arguments)
    return try await parsed.run(context)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
  }
}
