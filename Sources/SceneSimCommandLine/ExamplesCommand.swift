import Foundation
import SceneSimGallery

/// `scenesim examples`: lists the example views.
struct ExamplesCommand: Subcommand {
  static let name = "examples"
  static let abstract = "List the example views."
  static let usage = "scenesim examples"
  static let help = """
    OVERVIEW: List the example views.

    USAGE: scenesim examples

    OPTIONS:
      -h, --help              Show help information.
    """

  init(parsing arguments: inout Arguments) throws { _ = try arguments.positionals(atMost: 0) }

  func run(_ context: CommandContext) async throws -> ExitCode {
    for example in Gallery.views {
      context.print(SceneSimCommand.pad(example.name, 12) + example.summary)
    }
    return .success
  }
}
