import Foundation
import SceneSim

/// `scenesim list`: what scripts can name.
struct ListCommand: Subcommand {
  static let name = "list"
  static let abstract = "List the apps, devices, steps and expectations scripts can name."
  static let usage = "scenesim list [--swiftui]"
  static let help = """
    OVERVIEW: List what scripts can name: the apps, the devices, the steps and the expectations.

    USAGE: \(usage)

    OPTIONS:
      --swiftui               List SwiftUI's symbols instead, each modelled, approximated or
                              accepted, with its source or model (docs/SWIFTUI-COVERAGE.md).
      -h, --help              Show help information.
    """

  /// Whether to list SwiftUI's coverage.
  let swiftUI: Bool

  init(parsing arguments: inout Arguments) throws {
    swiftUI = arguments.flag("--swiftui")
    _ = try arguments.positionals(atMost: 0)
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    if swiftUI {
      for line in SwiftUICoverage.lines { context.print(line) }
      return .success
    }
    context.print("APPS (app NAME):")
    for app in context.apps {
      context.print("  " + SceneSimCommand.pad(app.name, 18) + app.summary)
    }
    context.print("\nDEVICES (device NAME [portrait|landscape]):")
    for device in Device.catalog {
      let size = device.screenSize(.portrait)
      context.print(
        "  " + SceneSimCommand.pad(device.scriptName, 18)
          + "\(device.name), \(Int(size.width))×\(Int(size.height)) points")
    }
    context.print("\nSTEPS:\n  " + Vocabulary.steps.joined(separator: ", "))
    context.print("\nEXPECTATIONS (expect ...):\n  " + Vocabulary.expectations.joined(separator: ", "))
    context.print(
      "\nVIEWS (in a script's view { ... } block):\n  " + ViewNotation.supportedViews.joined(separator: ", "))
    context.print("\nMODIFIERS:\n  " + ViewNotation.supportedModifiers.joined(separator: ", "))
    context.print("\nSee docs/SCENARIOS.md for the whole language, docs/VIEW-NOTATION.md for the views.")
    return .success
  }
}
