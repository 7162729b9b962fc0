import Foundation
import SceneSim

let renderUsage = "scenesim render <path> [--at <step>] [--window <number>] [--columns <columns>]"
let renderHelp = """
  OVERVIEW: Draw a window's layout in the terminal, as boxes labelled with the views' ids.

  The script is replayed through the step given (its number, counting steps from 1, or the name
  of a checkpoint; default: the end), and the window's layout is drawn, scaled to the columns.

  USAGE: \(renderUsage)

  ARGUMENTS:
    <path>                  The script.

  OPTIONS:
    --at <step>             A step number or a checkpoint's name (default: the last step).
    --window <number>       The window (default: the key window, else the last opened).
    --columns <columns>     How wide to draw, in characters (default: 80).
    -h, --help              Show help information.

  EXIT CODES: 0 when drawn, 64 for a usage error, 65 for an error in the script, 66 for a missing file.
  """

/// `scenesim render`: returns the exit code.
func renderCommand(_ raw: [String]) async throws -> Int32 {
  var arguments = Arguments(raw, usage: renderUsage, command: "scenesim render")
  if arguments.wantsHelp {
    print(renderHelp)
    return 0
  }
  let at = try arguments.option("--at")
  let windowText = try arguments.option("--window")
  let columnsText = try arguments.option("--columns")
  let paths = try arguments.positionals()
  guard paths.count == 1 else {
    throw arguments.error(
      paths.isEmpty ? "Missing expected argument '<path>'" : "Unexpected argument '\(paths[1])'")
  }
  guard FileManager.default.fileExists(atPath: paths[0]) else { throw MissingFile(path: paths[0]) }
  let runner = ScenarioRunner(apps: ScriptFiles.apps)
  guard let scenario = ScriptFiles.parseAll(paths, runner: runner)?.first else { return 65 }
  let columns =
    try columnsText.map { text in
      guard let value = Int(text), (8...Wireframe.maximumColumns).contains(value) else {
        throw arguments.error(
          "The value '\(text)' is invalid for '--columns <columns>': expected 8 to \(Wireframe.maximumColumns)"
        )
      }
      return value
    } ?? 80
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
  let wanted = try windowText.map { text in
    guard let number = Int(text) else {
      throw arguments.error(
        "The value '\(text)' is invalid for '--window <number>': expected a window number")
    }
    return number
  }
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
