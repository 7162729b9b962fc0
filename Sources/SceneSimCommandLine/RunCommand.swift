import Foundation
import SceneSim

/// `scenesim run`: replays scripts and reports them with the recorders asked for.
struct RunCommand: Subcommand {
  static let name = "run"
  static let abstract = "Replay scenario scripts and print their timelines."
  static let usage =
    "scenesim run [<path> ...] [--json] [--quiet] [--color <color>] [--junit <file>] [--html <file>]"
  static let help = """
    OVERVIEW: Replay scenario scripts and print their timelines.

    Each script runs on a fresh simulator, in virtual time; its steps are carried out in order and
    each expectation is checked where it is written (✔ or ✘, with the script's file:line:column).
    A folder runs every .scenario file in it; no path runs Scenarios/.

    USAGE: \(usage)

    ARGUMENTS:
      <path>                  Scripts or folders of scripts (default: Scenarios).

    OPTIONS:
      --json                  Print one JSON object per event per line (versioned; see
                              docs/timeline-events.schema.json).
      --quiet                 Print only what failed, and one line per script.
      --color <color>         auto, always or never (default: auto: color on a terminal, unless
                              NO_COLOR is set or TERM is dumb).
      --junit <file>          Also write a JUnit XML report (written whole or not at all).
      --html <file>           Also write an HTML report: every step of every script, its windows
                              drawn as SVG, failed revert checks side by side (one file, no
                              network; written whole or not at all).
      -h, --help              Show help information.

    EXIT CODES: 0 when every expectation held, 1 when one failed, 64 for a usage error, 65 for an
    error in a script, 66 when no script is found or a folder cannot be read, 73 when the JUnit or
    HTML report cannot be written, 74 when standard output cannot be written.
    """

  var paths: [String]
  var json: Bool
  var quiet: Bool
  var color: ColorChoice
  var junit: String?
  var html: String?

  init(parsing arguments: inout Arguments) throws {
    json = arguments.flag("--json")
    quiet = arguments.flag("--quiet")
    let colorText = try arguments.option("--color") ?? "auto"
    guard let color = ColorChoice(rawValue: colorText) else {
      throw arguments.error(
        "The value '\(colorText)' is invalid for '--color <color>': expected auto, always or never")
    }
    self.color = color
    junit = try arguments.option("--junit")
    html = try arguments.option("--html")
    paths = try arguments.positionals()
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let files = try ScriptFiles.collect(paths, usage: Self.usage, command: Self.commandName)
    let runner = ScenarioRunner(apps: context.apps)
    guard let scenarios = ScriptFiles.parseAll(files, runner: runner, context: context) else {
      return .dataError
    }
    let style = TerminalStyle(
      color: color.usesColor(isTerminal: context.standardOutput.isTerminal, environment: context.environment))
    // Each recorder writes its text to standard output, but the JUnit one (only with --junit),
    // whose document is written to its file at the end.
    var output: any ReportRecorder = json ? JSONLinesRecorder() : TextRecorder(style: style, quiet: quiet)
    var report = junit.map { _ in JUnitRecorder() }
    // Independent simulations run in parallel; their reports are written in the scripts' order.
    // With --html, each script's steps are kept for the report as it runs.
    let wantsSteps = html != nil
    let runs = await parallelMap(scenarios) { scenario -> (ScenarioResult, HTMLReport.Script?) in
      guard wantsSteps else { return (await runner.run(scenario), nil) }
      let (result, script) = await HTMLReport.run(scenario, with: runner)
      return (result, script)
    }
    let results = runs.map(\.0)
    let started = ReportEvent.runStarted(scripts: results.count)
    if let text = output.record(started) { context.print(text) }
    _ = report?.record(started)
    for (index, result) in results.enumerated() {
      output.record(result, index: index, count: results.count) { context.print($0) }
      report?.record(result, index: index, count: results.count) { _ in }
    }
    let passed = results.filter(\.passed).count
    let finished = ReportEvent.runFinished(passed: passed, scripts: results.count)
    if let text = output.record(finished) { context.print(text) }
    if let junit, let xml = report?.record(finished) {
      do {
        try AtomicFile.write(xml, to: junit)
      } catch {
        context.printError("error: the JUnit report: \(error)")
        return .cannotCreate
      }
    }
    if let html {
      let scripts = runs.compactMap(\.1)
      do {
        try AtomicFile.write(HTMLReport.render(scripts), to: html)
      } catch {
        context.printError("error: the HTML report: \(error)")
        return .cannotCreate
      }
    }
    return passed == results.count ? .success : .failure
  }
}
