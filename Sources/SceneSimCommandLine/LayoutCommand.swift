import Foundation
import SceneSim
import SceneSimGallery

/// `scenesim layout`: lays out an example view and prints its frames.
struct LayoutCommand: Subcommand {
  static let name = "layout"
  static let abstract = "Lay out an example view and print its frames."
  static let usage = "scenesim layout <example> [--width <width>] [--height <height>] [--json]"
  static let help = """
    OVERVIEW: Lay out an example view and print its frames.

    The view is offered the given size (a dimension left out is unspecified: the view takes its
    ideal size there) and placed at the origin; every view is printed with its frame in points.

    USAGE: \(usage)

    ARGUMENTS:
      <example>               The example to lay out (see 'scenesim examples').

    OPTIONS:
      --width <width>         The proposed width in points.
      --height <height>       The proposed height in points.
      --json                  Print one JSON object instead of the tree.
      -h, --help              Show help information.
    """

  var width: CGFloat?
  var height: CGFloat?
  var json: Bool
  var example: Gallery.Example

  init(parsing arguments: inout Arguments) throws {
    width = try arguments.length("--width")
    height = try arguments.length("--height")
    json = arguments.flag("--json")
    guard let example = try arguments.choice("example", from: Gallery.views, name: \.name) else {
      throw arguments.error("Missing expected argument '<example>'")
    }
    self.example = example
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let snapshot = LayoutSnapshot(example.make(), proposal: ProposedViewSize(width: width, height: height))
    context.print(json ? SnapshotJSON.render(snapshot, example: example.name) : snapshot.description)
    return .success
  }
}
