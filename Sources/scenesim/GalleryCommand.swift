import Foundation
import SceneSim
import SceneSimGallery

let galleryUsage = "scenesim gallery [<app>] [--device <device>] [--quiet]"
let galleryHelp = """
  OVERVIEW: Resize the gallery's apps and back, and check that their layouts come back.

  Each app's window fills the screen, is made half as wide, a third, whole again, half, and
  whole, 100 virtual milliseconds apart; the timeline is printed, then one line per app. Good
  apps must pass every revert check ("Resizing an app should not permanently alter its
  layout"); the anti-patterns must be caught where their fault can show (sticky-layout waits
  for a compact width, which only an iPad's windows take).

  USAGE: \(galleryUsage)

  ARGUMENTS:
    <app>                   The app to run (default: every app; see 'scenesim gallery --list').

  OPTIONS:
    --device <device>       The device, held in landscape (default: "iPad Pro 11\\"").
    --quiet                 Print only the line per app.
    --list                  List the apps.
    -h, --help              Show help information.

  EXIT CODES: 0 when every app behaved as expected, 1 when one did not, 64 for a usage error.
  """

let menuUsage = "scenesim menu <app> [--device <device>]"
let menuHelp = """
  OVERVIEW: Print a gallery app's menu bar after launch.

  USAGE: \(menuUsage)

  ARGUMENTS:
    <app>                   The app (see 'scenesim gallery --list').

  OPTIONS:
    --device <device>       The device (default: Mac).
    -h, --help              Show help information.
  """

/// The device named by `--device`, or `fallback`.
func device(_ arguments: inout Arguments, default fallback: Device) throws -> Device {
  guard let name = try arguments.option("--device") else { return fallback }
  guard let device = Device.named(name) else {
    throw arguments.error(
      "Unknown device '\(name)'; the devices are \(Device.catalog.map(\.scriptName).joined(separator: ", "))")
  }
  return device
}

/// Runs `scenesim gallery`, and returns whether every app behaved as expected.
func galleryCommand(_ raw: [String]) async throws -> Bool {
  guard
    var arguments = Arguments.parse(raw, usage: galleryUsage, command: "scenesim gallery", help: galleryHelp)
  else { return true }
  if arguments.flag("--list") {
    for entry in Gallery.apps {
      print(entry.name.padding(toLength: 17, withPad: " ", startingAt: 0) + entry.summary)
    }
    return true
  }
  let quiet = arguments.flag("--quiet")
  let device = try device(&arguments, default: .iPadPro11)
  guard device.idiom != .phone else {
    throw arguments.error(
      "A phone's windows fill its screen and cannot be resized; choose an iPad or the Mac")
  }
  let entries =
    try arguments.choice("app", from: Gallery.apps, name: \.name, required: false).map { [$0] }
    ?? Gallery.apps
  var allAsExpected = true
  for entry in entries {
    let result = await Gallery.RoundTrip(device: device).run(entry)
    if !quiet {
      print("== \(entry.name) on \(device.name)")
      for event in result.timeline { print(event) }
    }
    print("\(result.asExpected ? "✔" : "✘") \(entry.name): \(result.verdict)")
    allAsExpected = allAsExpected && result.asExpected
  }
  return allAsExpected
}

/// Runs `scenesim menu`.
func menuCommand(_ raw: [String]) async throws {
  guard var arguments = Arguments.parse(raw, usage: menuUsage, command: "scenesim menu", help: menuHelp)
  else {
    return
  }
  let device = try device(&arguments, default: .mac)
  guard let entry = try arguments.choice("app", from: Gallery.apps, name: \.name) else { return }
  let simulator = entry.simulator(device, .landscape)
  await simulator.launch()
  print(await simulator.menuBar())
}
