import Foundation
import SceneSim
import SceneSimGallery

/// `scenesim gallery`: resizes the apps and back, and checks their layouts.
struct GalleryCommand: Subcommand {
  static let name = "gallery"
  static let abstract = "Resize the apps and back, and check their layouts."
  static let usage = "scenesim gallery [<app>] [--device <device>] [--quiet]"
  static let help = """
    OVERVIEW: Resize the apps and back, and check that their layouts come back.

    Each app's window fills the screen, is made half as wide, a third, whole again, half, and
    whole, 100 virtual milliseconds apart; the timeline is printed, then one line per app. Good
    apps must pass every revert check ("Resizing an app should not permanently alter its
    layout"); the anti-patterns must be caught where their fault can show (sticky-layout waits
    for a compact width, which only an iPad's windows take).

    USAGE: \(usage)

    ARGUMENTS:
      <app>                   The app to run (default: every app; see 'scenesim gallery --list').

    OPTIONS:
      --device <device>       The device, held in landscape (default: "iPad Pro 11\\"").
      --quiet                 Print only the line per app.
      --list                  List the apps.
      -h, --help              Show help information.

    EXIT CODES: 0 when every app behaved as expected, 1 when one did not, 64 for a usage error.
    """

  var list: Bool
  var quiet: Bool
  var device: Device
  var entries: [ScenarioApp]

  init(parsing arguments: inout Arguments) throws {
    list = arguments.flag("--list")
    quiet = arguments.flag("--quiet")
    device = try arguments.device(default: .iPadPro11)
    entries =
      try arguments.choice("app", from: arguments.apps, name: \.name, required: false).map { [$0] }
      ?? arguments.apps
    guard list || device.idiom != .phone else {
      throw arguments.error(
        "A phone's windows fill its screen and cannot be resized; choose an iPad or the Mac")
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    if list {
      for entry in context.apps { context.print(SceneSimCommand.pad(entry.name, 17) + entry.summary) }
      return .success
    }
    let text = TimelineText(style: TerminalStyle(color: false))
    var allAsExpected = true
    for entry in entries {
      let result = await Gallery.RoundTrip(device: device).run(entry)
      if !quiet {
        context.print("== \(entry.name) on \(device.name)")
        for line in text.lines(result.timeline) { context.print(line) }
      }
      context.print("\(result.asExpected ? "✔" : "✘") \(entry.name): \(result.verdict)")
      allAsExpected = allAsExpected && result.asExpected
    }
    return allAsExpected ? .success : .failure
  }
}
