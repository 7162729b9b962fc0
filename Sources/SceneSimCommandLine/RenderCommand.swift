import Foundation
import SceneSim

/// `scenesim render`: draws a window at a step of a script.
struct RenderCommand: Subcommand {
  static let name = "render"
  static let abstract = "Draw a window's layout at a step of a script."
  static let usage =
    "scenesim render <path> [--at <step>] [--window <window>] [--columns <columns>] [--svg <file>]"
  static let help = """
    OVERVIEW: Draw a window's layout in the terminal, as boxes: every view, those with ids labelled.

    The script is replayed through the step given (its number, counting steps from 1, or the name
    of a checkpoint; default: the end), and the window's layout is drawn, scaled to the columns.
    With --svg, the layout is written to a file as an SVG picture instead: every view a box
    shaded by its depth and labelled with its id or kind; hovering one shows its path, kind,
    frame and the custom views that made it.

    USAGE: \(usage)

    ARGUMENTS:
      <path>                  The script.

    OPTIONS:
      --at <step>             A step number or a checkpoint's name (default: the last step).
      --window <window>       The window number (default: the key window, else the last opened).
      --columns <columns>     How wide to draw, in characters (default: 80).
      --svg <file>            Write the layout to <file> as SVG (written whole or not at all).
      -h, --help              Show help information.

    EXIT CODES: 0 when drawn, 64 for a usage error, 65 for an error in the script, 66 when no
    script is found, 73 when the SVG file cannot be written.
    """

  var at: String?
  var window: Int?
  var columns: Int
  var svg: String?
  var path: String

  init(parsing arguments: inout Arguments) throws {
    at = try arguments.option("--at")
    window = try arguments.count("--window", in: 1...Vocabulary.maximumWindowNumber)
    columns = try arguments.count("--columns", in: 8...Wireframe.maximumColumns) ?? 80
    svg = try arguments.option("--svg")
    guard let path = try arguments.positionals(atMost: 1).first else {
      throw arguments.error("Missing expected argument '<path>'")
    }
    self.path = path
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let wanted = window
    let files = try ScriptFiles.collect([path], usage: Self.usage, command: Self.commandName)
    // (No script at all is `ScenarioFiles.Failure.noScripts`, exit 66.)
    guard files.count == 1 else {
      throw Self.usageError("'\(path)' is a folder of \(files.count) scripts; render draws one script")
    }
    let runner = ScenarioRunner(apps: context.apps)
    guard let scenario = ScriptFiles.parseAll(files, runner: runner, context: context)?.first else {
      return .dataError
    }
    var lastStep: Int?
    if let at {
      if let number = Int(at) {
        guard number >= 1, number <= scenario.steps.count else {
          throw Self.usageError(
            "The value '\(at)' is invalid for '--at <step>': the script has \(scenario.steps.count) steps")
        }
        lastStep = number - 1
      } else {
        guard
          let index = scenario.steps.firstIndex(where: {
            if case .checkpoint(_, let name) = $0.action { return name == at }
            return false
          })
        else {
          throw Self.usageError(
            "The value '\(at)' is invalid for '--at <step>': no step number or checkpoint has this name")
        }
        lastStep = index
      }
    }
    let result = await runner.run(scenario, throughStep: lastStep)
    guard
      let shown = result.snapshots.first(where: { $0.window.number == (wanted ?? result.keyWindow?.number) })
        ?? (wanted == nil ? result.snapshots.last : nil)
    else {
      throw Self.usageError("No window \(wanted.map { "\($0) " } ?? "")is open at that step")
    }
    let step = lastStep.map { "step \($0 + 1) (\(scenario.steps[$0].text))" } ?? "the end"
    context.print(
      "\(scenario.file): window \(shown.window.number) at \(step), \(GeometryFormat.size(shown.snapshot.size))"
    )
    if let svg {
      do {
        try AtomicFile.write(LayoutSVG.render(shown.snapshot), to: svg)
      } catch {
        context.printError("error: the SVG file: \(error)")
        return .cannotCreate
      }
      context.print("SVG written to \(svg) (\(shown.snapshot.nodes.count) views)")
      return .success
    }
    context.print(Wireframe.render(shown.snapshot, columns: columns))
    return .success
  }
}
