import Foundation
import SceneSim
import SceneSimGallery

/// scenesim: lays out SwiftUI layouts headlessly and prints what it measured.
let version = "0.1.0"

let overview = """
  OVERVIEW: A headless simulator of how SwiftUI layouts live in windows.

  USAGE: scenesim <subcommand>

  OPTIONS:
    --version               Show the version.
    -h, --help              Show help information.

  SUBCOMMANDS:
    run                     Replay scenario scripts and print their timelines.
    check                   Parse scenario scripts without running them.
    list                    List the apps, devices, steps and expectations scripts can name.
    render                  Draw a window's layout at a step of a script.
    stress                  Throw random sequences at the gallery's apps; shrink each failure.
    gallery                 Resize the gallery's apps and back, and check their layouts.
    menu                    Print a gallery app's menu bar.
    layout                  Lay out an example view and print its frames.
    examples                List the example views.

    See 'scenesim help <subcommand>' for detailed help.
  """

let layoutUsage = "scenesim layout <example> [--width <width>] [--height <height>] [--json]"
let layoutHelp = """
  OVERVIEW: Lay out an example view and print its frames.

  The view is offered the given size (a dimension left out is unspecified: the view takes its
  ideal size there) and placed at the origin; every view is printed with its frame in points.

  USAGE: \(layoutUsage)

  ARGUMENTS:
    <example>               The example to lay out (see 'scenesim examples').

  OPTIONS:
    --width <width>         The proposed width in points.
    --height <height>       The proposed height in points.
    --json                  Print one JSON object instead of the tree.
    -h, --help              Show help information.
  """

let examplesHelp = """
  OVERVIEW: List the example views.

  USAGE: scenesim examples

  OPTIONS:
    -h, --help              Show help information.
  """

func fail(_ error: UsageError) -> Never {
  FileHandle.standardError.write(
    Data(
      "Error: \(error.message)\nUsage: \(error.usage)\n  See '\(error.command) --help' for more information.\n"
        .utf8))
  exit(64)
}

func layoutCommand(_ raw: [String]) throws {
  guard var arguments = Arguments.parse(raw, usage: layoutUsage, command: "scenesim layout", help: layoutHelp)
  else { return }
  let width = try arguments.length("--width")
  let height = try arguments.length("--height")
  let json = arguments.flag("--json")
  guard let example = try arguments.choice("example", from: Gallery.views, name: \.name) else { return }
  let snapshot = LayoutSnapshot(example.make(), proposal: ProposedViewSize(width: width, height: height))
  print(json ? SnapshotJSON.render(snapshot, example: example.name) : snapshot.description)
}

var arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch arguments.first {
  case nil, "-h", "--help":
    print(overview)
  case "help":
    switch arguments.dropFirst().first {
    case "layout": print(layoutHelp)
    case "run": print(runHelp)
    case "check": print(checkHelp)
    case "list": print(listHelp)
    case "render": print(renderHelp)
    case "stress": print(stressHelp)
    case "gallery": print(galleryHelp)
    case "menu": print(menuHelp)
    case "examples": print(examplesHelp)
    default: print(overview)
    }
  case "--version":
    print(version)
  case "layout":
    try layoutCommand(Array(arguments.dropFirst()))
  case "run":
    exit(try await runCommand(Array(arguments.dropFirst())))
  case "check":
    exit(try checkCommand(Array(arguments.dropFirst())))
  case "list":
    try listCommand(Array(arguments.dropFirst()))
  case "render":
    exit(try await renderCommand(Array(arguments.dropFirst())))
  case "stress":
    exit(try await stressCommand(Array(arguments.dropFirst())))
  case "gallery":
    if try await !galleryCommand(Array(arguments.dropFirst())) { exit(1) }
  case "menu":
    try await menuCommand(Array(arguments.dropFirst()))
  case "examples":
    guard
      var examples = Arguments.parse(
        Array(arguments.dropFirst()), usage: "scenesim examples", command: "scenesim examples",
        help: examplesHelp)
    else { break }
    _ = try examples.positionals(atMost: 0)
    for example in Gallery.views {
      print(example.name.padding(toLength: 12, withPad: " ", startingAt: 0) + example.summary)
    }
  case let other?:
    throw UsageError(
      message: "Unknown subcommand '\(other)'", usage: "scenesim <subcommand>", command: "scenesim")
  }
} catch let error as UsageError {
  fail(error)
} catch let error as MissingFile {
  FileHandle.standardError.write(Data("error: no such file or folder '\(error.path)'\n".utf8))
  exit(66)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
