import Foundation
import Testing

@testable import SceneSimCommandLine

/// Every subcommand run in process: arguments in; exit code, standard output and standard error
/// out (CommandLineTests runs the built executable for the few things only a process shows).
@Suite struct SubcommandTests {
  static let sticky = packagePath("Scenarios/sticky-layout.scenario")
  static let mail = packagePath("Scenarios/mail.scenario")

  // MARK: The overview, help and dispatch

  /// The overview lists every subcommand with its abstract, from the one list dispatch uses.
  @Test func theOverviewListsEverySubcommand() async {
    let run = await scenesim([])
    #expect(run.code == .success)
    for command in SceneSimCommand.subcommands {
      #expect(
        run.output.contains("  \(command.name)") && run.output.contains(command.abstract), "\(command.name)")
    }
    #expect(await scenesim(["--help"]).output == run.output)
    #expect(await scenesim(["--version"]).output == SceneSimCommand.version + "\n")
  }

  /// `help NAME`, `NAME --help` and `NAME -h` print the command's help and succeed.
  @Test(arguments: SceneSimCommand.subcommandNames)
  func everySubcommandHasHelp(name: String) async {
    let help = await scenesim(["help", name])
    #expect(help.code == .success)
    #expect(help.output.hasPrefix("OVERVIEW: ") && help.output.contains("USAGE: scenesim \(name)"))
    #expect(await scenesim([name, "--help"]).output == help.output)
    #expect(await scenesim([name, "-h"]).output == help.output)
  }

  @Test func anUnknownSubcommandIsAUsageError() async {
    let run = await scenesim(["rnu"])
    #expect(run.code == .usage && run.code.rawValue == 64)
    #expect(run.errors.hasPrefix("Error: Unknown subcommand 'rnu'\nUsage: scenesim <subcommand>\n"))
    #expect(run.output.isEmpty)
  }

  // MARK: run

  @Test func runPrintsTheTimelineAndTheVerdict() async {
    let run = await scenesim(["run", Self.sticky])
    #expect(run.code == .success, "\(run.errors)")
    #expect(
      run.output.hasPrefix("▶ [1/1] \(Self.sticky): An anti-pattern: a layout that does not come back\n"))
    #expect(run.output.contains("revert check at 1194×834: FAILED\n"))
    #expect(run.output.contains("  state that stuck:\n"))
    #expect(run.output.hasSuffix("1 of 1 scenarios passed\n"))
    #expect(!run.output.contains("\u{1B}["), "no color with NO_COLOR")
  }

  /// `--color always` colors even off a terminal; `auto` does not color a buffer.
  @Test func colorIsAChoice() async {
    #expect(await scenesim(["run", Self.sticky, "--color", "always"]).output.contains("\u{1B}[31mFAILED"))
    #expect(!(await scenesim(["run", Self.sticky], environment: [:])).output.contains("\u{1B}["))
    let bad = await scenesim(["run", "--color", "sometimes"])
    #expect(bad.code == .usage && bad.errors.contains("expected auto, always or never"))
  }

  /// A failed expectation fails the run (exit 1); quiet prints only failures and verdicts.
  @Test func aFailedExpectationFailsTheRun() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let script = folder.appendingPathComponent("fails.scenario")
    try "# A wrong expectation\napp mail\ndevice iPadPro11 landscape\nexpect phase background\n".write(
      to: script, atomically: true, encoding: .utf8)
    let run = await scenesim(["run", script.path, "--quiet"])
    #expect(run.code == .failure)
    #expect(
      run.output
        == """
        0.000s  window 1  ✘ expect phase background (\(script.path):4:1)
                            the scene's phase is active
        ✘ \(script.path): 1 of 1 expectations failed (0.000s virtual)
        0 of 1 scenarios passed

        """)
  }

  /// `--json` writes one object per line and a summary per script; `--junit` writes the report.
  @Test func runWritesJSONLinesAndJUnit() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let report = folder.appendingPathComponent("report.xml")
    let run = await scenesim(["run", Self.mail, "--json", "--junit", report.path])
    #expect(run.code == .success)
    let lines = run.output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("{\"version\":2,") })
    #expect(lines.last?.contains("\"event\":\"scenarioFinished\",\"passed\":true") == true)
    let xml = try String(contentsOf: report, encoding: .utf8)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"))
    #expect(xml.contains("failures=\"0\""))
  }

  @Test func aReportThatCannotBeWrittenIsExit73() async throws {
    let run = await scenesim(["run", Self.sticky, "--junit", "/nonexistent-folder/report.xml"])
    #expect(run.code == .cannotCreate)
    #expect(
      run.errors
        == "error: the JUnit report: cannot write '/nonexistent-folder/report.xml': no such file or directory\n"
    )
    // What is not a regular file (a FIFO of the test's own, as a device) is not replaced by a
    // report (as root, /dev/full was).
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let fifo = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let device = await scenesim(["run", Self.sticky, "--junit", fifo])
    #expect(device.code == .cannotCreate)
    #expect(device.errors == "error: the JUnit report: cannot write '\(fifo)': it is a FIFO, not a file\n")
  }

  /// A folder with no script, or with an entry that cannot be read, runs nothing and does not
  /// pass (it printed "0 of 0 scenarios passed" and exited 0).
  @Test func aRunThatFindsNoScriptIsExit66() async throws {
    let empty = try temporaryFolder()
    defer { removeFolder(empty) }
    let run = await scenesim(["run", empty.path])
    #expect(run.code == .noInput)
    #expect(run.errors == "error: no .scenario file in '\(empty.path)'\n")
    #expect(run.output.isEmpty)
    try FileManager.default.createSymbolicLink(
      atPath: empty.appendingPathComponent("loop").path, withDestinationPath: "loop")
    let loop = await scenesim(["check", empty.path])
    #expect(loop.code == .noInput)
    #expect(loop.errors.hasPrefix("error: cannot read '\(empty.appendingPathComponent("loop").path)': "))
  }

  @Test func aMissingScriptIsExit66() async {
    let run = await scenesim(["run", "/nonexistent.scenario"])
    #expect(run.code == .noInput)
    #expect(run.errors == "error: no such file or folder '/nonexistent.scenario'\n")
  }

  /// A tool of one's own names itself in help, but the folders the commands write to keep
  /// their names (the help said `.recipes-sim/failures` while `.scenesim/failures` was written).
  @Test func aToolOfOnesOwnKeepsTheFoldersItWritesTo() async {
    let context = CommandContext.buffered(environment: ["NO_COLOR": "1"])
    let code = await SceneSimCommand.main(["help", "stress"], toolName: "recipes-sim", context: context)
    let help = context.standardOutput.text
    #expect(code == .success)
    #expect(help.contains("USAGE: recipes-sim stress"))
    #expect(help.contains(".scenesim/failures") && help.contains(".scenesim/counterexamples"))
    #expect(!help.contains(".recipes-sim"))
  }

  // MARK: check

  @Test func checkParsesWithoutRunning() async throws {
    let good = await scenesim(["check", Self.mail, Self.sticky])
    #expect(good.code == .success)
    #expect(good.output.hasPrefix("2 scripts, ") && good.output.hasSuffix(" steps: no errors\n"))
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let script = folder.appendingPathComponent("bad.scenario")
    try "app mail\nresize to 10 by 20\n".write(to: script, atomically: true, encoding: .utf8)
    let bad = await scenesim(["check", script.path])
    #expect(bad.code == .dataError)
    #expect(bad.errors.hasPrefix("\(script.path):2:"), "\(bad.errors)")
    #expect(bad.errors.contains(" error: "))
    #expect(bad.output.isEmpty)
  }

  // MARK: list, examples, layout, menu

  @Test func listNamesTheAppsDevicesStepsAndExpectations() async {
    let run = await scenesim(["list"])
    #expect(run.code == .success)
    for heading in [
      "APPS (app NAME):", "DEVICES", "STEPS:", "EXPECTATIONS (expect ...):", "VIEWS", "MODIFIERS:",
    ] {
      #expect(run.output.contains(heading), "\(heading)")
    }
    #expect(run.output.contains("\n  mail "))
    #expect(await scenesim(["list", "apps"]).code == .usage)
    // `--swiftui`: every symbol of the coverage table, with its status.
    let swiftUI = await scenesim(["list", "--swiftui"])
    #expect(swiftUI.code == .success)
    #expect(swiftUI.output.hasPrefix("CONTAINERS:\n  List\n      modelled: rows 44 high"))
    #expect(swiftUI.output.contains("      accepted: not run"))
  }

  @Test func examplesAndLayout() async {
    let examples = await scenesim(["examples"])
    #expect(examples.code == .success && examples.output.contains("form"))
    let layout = await scenesim(["layout", "form", "--width", "300"])
    #expect(layout.code == .success)
    #expect(layout.output.hasPrefix("size 300×"), "\(layout.output)")
    let json = await scenesim(["layout", "form", "--width=300", "--json"])
    #expect(json.output.hasPrefix("{") && json.code == .success)
    let unknown = await scenesim(["layout", "nope"])
    #expect(
      unknown.code == .usage && unknown.errors.hasPrefix("Error: Unknown example 'nope'; the examples are "))
  }

  @Test func menuPrintsTheMenuBar() async {
    let run = await scenesim(["menu", "mail"])
    #expect(run.code == .success)
    #expect(run.output.contains("File"), "\(run.output)")
    #expect(await scenesim(["menu", "mail", "--device", "toaster"]).code == .usage)
  }

  // MARK: render

  @Test func renderDrawsAWindow() async {
    let run = await scenesim(["render", Self.sticky, "--columns", "40"])
    #expect(run.code == .success)
    #expect(run.output.hasPrefix("\(Self.sticky): window 1 at the end, "))
    let bad = await scenesim(["render", Self.sticky, "--at", "99"])
    #expect(bad.code == .usage && bad.errors.contains("the script has"))
    let folder = await scenesim(["render", packagePath("Scenarios")])
    #expect(folder.code == .usage && folder.errors.contains("render draws one script"))
  }

  // MARK: gallery

  @Test func galleryRoundTripsAnApp() async {
    let run = await scenesim(["gallery", "mail", "--quiet"])
    #expect(run.code == .success)
    #expect(run.output == "✔ mail: 3 revert checks passed\n", "\(run.output)")
    let caught = await scenesim(["gallery", "sticky-layout"])
    #expect(caught.code == .success && caught.output.hasPrefix("== sticky-layout on "))
    #expect(await scenesim(["gallery", "--device", "iPhone16"]).code == .usage)
  }

  // MARK: stress

  /// One seed gives the same standard output on every run; timing figures go to standard error.
  @Test func stressIsDeterministicOnStandardOutput() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let arguments = [
      "stress", "adaptive-stack", "sticky-layout", "--seed", "42",
      "--output", folder.path,
    ]
    let first = await scenesim(arguments)
    let second = await scenesim(arguments)
    #expect(first.code == .success, "\(first.output)\(first.errors)")
    #expect(first.output == second.output)
    #expect(first.output.hasPrefix("scenesim stress: seed 42, 100 examples of up to 12 steps per app"))
    #expect(first.output.contains("✔ sticky-layout: caught by reverts, shrunk from "))
    #expect(!first.output.contains("examples per second"))
    #expect(first.errors.contains("examples per second: "))
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(written == ["sticky-layout-42.scenario"])
  }

  /// A debug build (what `swift run` builds) says after its rates that a release build runs
  /// stress faster; an optimized one does not. Standard output is the same either way.
  @Test func aDebugBuildNotesThatReleaseRunsStressFaster() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    var outputs: [String] = []
    for optimized in [false, true] {
      var context = CommandContext.buffered(environment: ["NO_COLOR": "1"])
      context.isOptimizedBuild = optimized
      let arguments = ["stress", "adaptive-stack", "--seed", "7", "--examples", "5", "--output", folder.path]
      #expect(await SceneSimCommand.main(arguments, context: context) == .success)
      let errors = context.standardError.text
      let note =
        "note: scenesim is a debug build; built for release it runs stress several times faster "
        + "(swift run -c release scenesim stress ...)\n"
      #expect(errors.hasSuffix(note) == !optimized, "\(errors)")
      #expect(errors.contains("examples per second: adaptive-stack "))
      outputs.append(context.standardOutput.text)
    }
    #expect(outputs[0] == outputs[1])
  }

  @Test func stressRejectsBadOptions() async {
    for text in ["3/2", "1/x/2", "1//2", "/1/2", "1/2/", "+1/+2", "0/2", "1/0"] {
      let shard = await scenesim(["stress", "--shard", text])
      #expect(shard.code == .usage && shard.errors.contains("expected i/n with 1 ≤ i ≤ n"), "\(text)")
    }
    let seed = await scenesim(["stress", "--seed", "x"])
    #expect(seed.code == .usage && seed.errors.contains("expected a whole number"))
    let app = await scenesim(["stress", "nope"])
    #expect(app.code == .usage && app.errors.contains("Unknown app 'nope'"))
  }
}
