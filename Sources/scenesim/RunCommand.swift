import Foundation
import SceneSim

let runUsage =
  "scenesim run [<path> ...] [--json] [--quiet] [--color <color>] [--junit <file>]"
let runHelp = """
  OVERVIEW: Replay scenario scripts and print their timelines.

  Each script runs on a fresh simulator, in virtual time; its steps are carried out in order and
  each expectation is checked where it is written (✔ or ✘, with the script's file:line:column).
  A folder runs every .scenario file in it; no path runs Scenarios/.

  USAGE: \(runUsage)

  ARGUMENTS:
    <path>                  Scripts or folders of scripts (default: Scenarios).

  OPTIONS:
    --json                  Print one JSON object per event per line (versioned; see docs/SCENARIOS.md).
    --quiet                 Print only what failed, and one line per script.
    --color <color>         auto, always or never (default: auto: color on a terminal, unless
                            NO_COLOR is set or TERM is dumb).
    --junit <file>          Also write a JUnit XML report (written whole or not at all).
    -h, --help              Show help information.

  EXIT CODES: 0 when every expectation held, 1 when one failed, 64 for a usage error, 65 for an
  error in a script, 66 for a missing file, 73 when the JUnit report cannot be written.
  """

/// `scenesim run`: returns the exit code.
func runCommand(_ raw: [String]) async throws -> Int32 {
  guard var arguments = Arguments.parse(raw, usage: runUsage, command: "scenesim run", help: runHelp) else {
    return 0
  }
  let json = arguments.flag("--json")
  let quiet = arguments.flag("--quiet")
  let colorText = try arguments.option("--color") ?? "auto"
  guard let colorChoice = ColorChoice(rawValue: colorText) else {
    throw arguments.error(
      "The value '\(colorText)' is invalid for '--color <color>': expected auto, always or never")
  }
  let junit = try arguments.option("--junit")
  let files = try ScriptFiles.collect(try arguments.positionals())
  let runner = ScenarioRunner(apps: ScriptFiles.apps)
  guard let scenarios = ScriptFiles.parseAll(files, runner: runner) else { return 65 }
  let style = TerminalStyle(
    color: colorChoice.usesColor(
      isTerminal: standardOutputIsTerminal, environment: ProcessInfo.processInfo.environment))
  let text = TimelineText(style: style, quiet: quiet)
  var suites: [JUnitReport.Suite] = []
  var failedScripts = 0
  // Independent simulations run in parallel; their output is printed in the scripts' order.
  let results = await parallelMap(scenarios) { await runner.run($0) }
  for (index, result) in results.enumerated() {
    suites.append(
      JUnitReport.Suite(
        file: result.file, outcomes: result.outcomes, seconds: Double(result.duration.milliseconds) / 1000))
    if !result.passed { failedScripts += 1 }
    if json {
      for event in result.timeline { print(TimelineJSON.line(event, file: result.file)) }
      print(TimelineJSON.summary(file: result.file, duration: result.duration, outcomes: result.outcomes))
      continue
    }
    if !quiet {
      print(style.paint("▶ [\(index + 1)/\(results.count)] \(result.file): \(result.title)", .bold))
    }
    for line in text.lines(result.timeline) { print(line) }
    let failures = result.outcomes.failureCount
    let count = result.outcomes.count == 1 ? "1 expectation" : "\(result.outcomes.count) expectations"
    let verdict =
      failures == 0
      ? style.paint("✔", .green) + " \(result.file): \(count) held"
      : style.paint("✘", .red)
        + " \(result.file): \(failures) of \(result.outcomes.count) expectations failed"
    print(verdict + style.paint(" (\(result.duration) virtual)", .dim))
  }
  if !json {
    let summary = "\(results.count - failedScripts) of \(results.count) scenarios passed"
    print(failedScripts == 0 ? style.paint(summary, .green) : style.paint(summary, .red))
  }
  if let junit {
    do {
      try AtomicFile.write(JUnitReport.xml(suites), to: junit)
    } catch {
      FileHandle.standardError.write(Data("error: cannot write the JUnit report to '\(junit)'\n".utf8))
      return 73
    }
  }
  return failedScripts == 0 ? 0 : 1
}
