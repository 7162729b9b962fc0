import Foundation
import SceneSim

let renderUsage = "scenesim render <path> [--at <step>] [--window <window>] [--columns <columns>]"
let renderHelp = """
  OVERVIEW: Draw a window's layout in the terminal, as boxes labelled with the views' ids.

  The script is replayed through the step given (its number, counting steps from 1, or the name
  of a checkpoint; default: the end), and the window's layout is drawn, scaled to the columns.

  USAGE: \(renderUsage)

  ARGUMENTS:
    <path>                  The script.

  OPTIONS:
    --at <step>             A step number or a checkpoint's name (default: the last step).
    --window <window>       The window number (default: the key window, else the last opened).
    --columns <columns>     How wide to draw, in characters (default: 80).
    -h, --help              Show help information.

  EXIT CODES: 0 when drawn, 64 for a usage error, 65 for an error in the script, 66 for a missing file.
  """

/// `scenesim render`: returns the exit code.
func renderCommand(_ raw: [String]) async throws -> Int32 {
  guard var arguments = Arguments.parse(raw, usage: renderUsage, command: "scenesim render", help: renderHelp)
  else { return 0 }
  let at = try arguments.option("--at")
  let wanted = try arguments.count("--window", in: 1...Vocabulary.maximumWindowNumber)
  let columns = try arguments.count("--columns", in: 8...Wireframe.maximumColumns) ?? 80
  let paths = try arguments.positionals(atMost: 1)
  guard !paths.isEmpty else { throw arguments.error("Missing expected argument '<path>'") }
  let files = try ScriptFiles.collect(paths, usage: renderUsage, command: "scenesim render")
  guard files.count == 1 else {
    throw arguments.error(
      files.isEmpty
        ? "'\(paths[0])' holds no .scenario scripts; render draws one script"
        : "'\(paths[0])' is a folder of \(files.count) scripts; render draws one script")
  }
  let runner = ScenarioRunner(apps: ScriptFiles.apps)
  guard let scenario = ScriptFiles.parseAll(files, runner: runner)?.first else { return 65 }
  var lastStep: Int?
  if let at {
    if let number = Int(at) {
      guard number >= 1, number <= scenario.steps.count else {
        throw arguments.error(
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
        throw arguments.error(
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
    throw arguments.error("No window \(wanted.map { "\($0) " } ?? "")is open at that step")
  }
  let step = lastStep.map { "step \($0 + 1) (\(scenario.steps[$0].text))" } ?? "the end"
  print(
    "\(scenario.file): window \(shown.window.number) at \(step), \(GeometryFormat.size(shown.snapshot.size))")
  print(Wireframe.render(shown.snapshot, columns: columns))
  return 0
}
