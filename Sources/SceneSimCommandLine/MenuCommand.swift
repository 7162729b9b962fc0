import Foundation
import SceneSim

/// `scenesim menu`: prints an app's menu bar after launch.
struct MenuCommand: Subcommand {
  static let name = "menu"
  static let abstract = "Print an app's menu bar."
  static let usage = "scenesim menu <app> [--device <device>]"
  static let help = """
    OVERVIEW: Print an app's menu bar after launch, as the device shows it (macOS's on a Mac,
    iPadOS 26's on an iPad or an iPhone).

    USAGE: \(usage)

    ARGUMENTS:
      <app>                   The app (see 'scenesim gallery --list').

    OPTIONS:
      --device <device>       The device (default: Mac).
      -h, --help              Show help information.
    """

  var device: Device
  var entry: ScenarioApp

  init(parsing arguments: inout Arguments) throws {
    device = try arguments.device(default: .mac)
    guard let entry = try arguments.choice("app", from: arguments.apps, name: \.name) else {
      throw arguments.error("Missing expected argument '<app>'")
    }
    self.entry = entry
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let simulator = entry.make(device, .landscape)
    await simulator.launch()
    context.print(await simulator.menuBar())
    return .success
  }
}
