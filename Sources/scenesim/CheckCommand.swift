import Foundation
import SceneSim
import SceneSimGallery

let checkUsage = "scenesim check <path> ..."
let checkHelp = """
  OVERVIEW: Parse scenario scripts without running them.

  Every error is printed in the Swift compiler's shape: file:line:column, the line, a marker
  under the place, and a help line where a fix is likely.

  USAGE: \(checkUsage)

  ARGUMENTS:
    <path>                  Scripts or folders of scripts (default: Scenarios).

  OPTIONS:
    -h, --help              Show help information.

  EXIT CODES: 0 when every script is well formed, 65 when one is not, 66 for a missing file,
  64 for a usage error.
  """

/// `scenesim check`: returns the exit code.
func checkCommand(_ raw: [String]) throws -> Int32 {
  guard var arguments = Arguments.parse(raw, usage: checkUsage, command: "scenesim check", help: checkHelp)
  else { return 0 }
  let files = try ScriptFiles.collect(
    try arguments.positionals(), usage: checkUsage, command: "scenesim check")
  guard let scenarios = ScriptFiles.parseAll(files, runner: ScenarioRunner(apps: ScriptFiles.apps)) else {
    return 65
  }
  let steps = scenarios.reduce(0) { $0 + $1.steps.count }
  print("\(scenarios.count) scripts, \(steps) steps: no errors")
  return 0
}

let listUsage = "scenesim list"
let listHelp = """
  OVERVIEW: List what scripts can name: the gallery's apps, the devices, the steps and the
  expectations.

  USAGE: \(listUsage)

  OPTIONS:
    -h, --help              Show help information.
  """

/// `scenesim list`.
func listCommand(_ raw: [String]) throws {
  guard var arguments = Arguments.parse(raw, usage: listUsage, command: "scenesim list", help: listHelp)
  else {
    return
  }
  _ = try arguments.positionals(atMost: 0)
  print("APPS (app NAME):")
  for app in Gallery.apps {
    print("  " + app.name.padding(toLength: 18, withPad: " ", startingAt: 0) + app.summary)
  }
  print("\nDEVICES (device NAME [portrait|landscape]):")
  for device in Device.catalog {
    let size = device.screenSize(.portrait)
    let name = device.scriptName
    print(
      "  " + name.padding(toLength: 18, withPad: " ", startingAt: 0)
        + "\(device.name), \(Int(size.width))×\(Int(size.height)) points")
  }
  print("\nSTEPS:\n  " + Vocabulary.steps.joined(separator: ", "))
  print("\nEXPECTATIONS (expect ...):\n  " + Vocabulary.expectations.joined(separator: ", "))
  print(
    "\nVIEWS (in a script's view { ... } block):\n  " + ViewNotation.supportedViews.joined(separator: ", "))
  print("\nMODIFIERS:\n  " + ViewNotation.supportedModifiers.joined(separator: ", "))
  print("\nSee docs/SCENARIOS.md for the whole language, docs/VIEW-NOTATION.md for the views.")
}
