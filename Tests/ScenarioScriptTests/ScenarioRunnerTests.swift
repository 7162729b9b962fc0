import Foundation
import LayoutEngine
import SceneRuntime
import SceneSimGallery
import Testing

@testable import ScenarioScript

/// Replaying scripts: steps in virtual time, expectations checked where they are written.
@Suite struct ScenarioRunnerTests {
  static let runner = ScenarioRunner(apps: Gallery.apps)

  private func run(_ text: String) async throws -> ScenarioResult {
    let scenario = try Scenario.parse(text, file: "t.scenario")
    try Self.runner.validate(scenario)
    return await Self.runner.run(scenario)
  }

  /// Mail's split view shows its three columns in a wide window, collapses in a compact one, and
  /// the layout comes back; the script's clock moves with `wait` and a resize's duration.
  @Test func mailColumnsFollowTheWidth() async throws {
    let result = try await run(
      """
      app mail
      expect columns sidebar+content+detail
      checkpoint wide
      resize to 500x700 over 200ms at 10 fps
      expect size classes compact regular
      expect columns collapsed to sidebar
      wait 1s
      resize to 1100x700
      expect layout = checkpoint wide
      expect revert checks passed
      """)
    #expect(failures(result) == [])
    #expect(result.outcomes.count == 5)
    #expect(result.duration == VirtualTime(milliseconds: 1_200))
    let resizes = result.events.filter {
      if case .simulation(.windowResized) = $0.kind { return true }
      return false
    }
    // Two frames of the drag (10 fps over 200 ms), then the step back.
    #expect(resizes.map(\.time.milliseconds) == [100, 200, 1_200])
  }

  /// A failed expectation says what was found, and the scenario fails.
  /// A run that keeps no snapshots (a stress check's) has the same events and no last layouts.
  @Test func aRunWithoutSnapshotsHasTheSameEvents() async throws {
    let scenario = try Scenario.parse(
      """
      app mail
      open
      resize to 500x700 anchor center
      phase background
      """, file: "t.scenario")
    let kept = await Self.runner.run(scenario)
    let bare = await Self.runner.run(scenario, keepsSnapshots: false)
    #expect(kept.snapshots.map(\.window) == [WindowID(1), WindowID(2)])
    #expect(bare.snapshots.isEmpty)
    #expect(bare.events == kept.events)
  }

  @Test func aFailedExpectationSaysWhatWasFound() async throws {
    let result = try await run(
      """
      app mail
      expect columns detail
      expect size 10x10
      expect key window 3
      expect present "nowhere"
      """)
    #expect(!result.passed)
    #expect(
      failures(result) == [
        "expect columns detail: the columns are sidebar+content+detail",
        "expect size 10x10: the window is 1100×700",
        "expect key window 3: the key window is 1",
        "expect present \"nowhere\": no view with the id 'nowhere' is shown",
      ])
    #expect(result.outcomes.first?.source == "t.scenario:2:1")
  }

  /// The anti-pattern is caught: a failed revert check fails a script that does not expect it,
  /// and passes one that says it does.
  @Test func aFailedRevertCheckFailsUnlessExpected() async throws {
    let steps = "resize to 500x834\nresize to 1194x834\nresize to 500x834\n"
    let unexpected = try await run("app sticky-layout\n" + steps + steps)
    #expect(!unexpected.passed)
    #expect(unexpected.outcomes.last?.text == "every revert check passes")
    // It names the first check that failed and counts them all, as the run's events have them.
    let failed = unexpected.events.compactMap { event -> RevertCheck? in
      guard case .simulation(.revertCheck(let check)) = event.kind, !check.passed else { return nil }
      return check
    }
    let first = try #require(failed.first)
    #expect(failed.count > 1)
    #expect(
      unexpected.outcomes.last?.difference?.hasPrefix(
        "the revert check at \(GeometryFormat.size(first.size)) failed (\(failed.count) in all)") == true)
    let expected = try await run("app sticky-layout\n" + steps + "expect revert check failed\n")
    #expect(failures(expected) == [])
    // `expect revert checks passed` counts the failures among the checks and shows the first.
    let passedExpected = try await run(
      "app sticky-layout\n" + steps + steps + "expect revert checks passed\n")
    let checks = passedExpected.events.filter {
      if case .simulation(.revertCheck) = $0.kind { true } else { false }
    }
    #expect(
      failures(passedExpected).first?.hasPrefix(
        "expect revert checks passed: \(failed.count) of \(checks.count) revert checks failed; the first, at "
          + "\(GeometryFormat.size(first.size)):") == true)
    // `expect revert check failed` of a layout that always comes back says how many passed.
    let cameBack = try await run("app mail\n" + steps + "expect revert check failed\n")
    let mailChecks = cameBack.events.filter {
      if case .simulation(.revertCheck) = $0.kind { true } else { false }
    }
    #expect(
      failures(cameBack) == [
        "expect revert check failed: every revert check passed (\(mailChecks.count) in all): the layout came back each time"
      ])
    let vacuous = try await run("app mail\nexpect revert checks passed\n")
    #expect(failures(vacuous).first?.contains("no revert check has run yet") == true)
  }

  /// Commands and phases: a menu path reaches the app; closing the last window leaves the app
  /// in the background with Close disabled.
  @Test func commandsAndPhases() async throws {
    let result = try await run(
      """
      app toolbar
      device mac
      expect command File > Close enabled
      phase inactive
      expect phase inactive
      expect app phase inactive
      phase active
      menu File > New Window
      expect key window 2
      close window 2
      close window 1
      expect key window none
      expect app phase background
      expect command File > Close disabled
      """)
    #expect(failures(result) == [])
  }

  /// A script naming an app that does not exist gets an error with the nearest name.
  @Test func anUnknownAppIsAScriptError() throws {
    let scenario = try Scenario.parse("app mial\n", file: "t.scenario")
    #expect(throws: ScriptErrors.self) { try Self.runner.validate(scenario) }
    do {
      try Self.runner.validate(scenario)
    } catch {
      #expect(error.description.hasSuffix("help: did you mean 'mail'?"))
    }
  }

  /// The error underlines the app's name as written, quotes included, as swiftc underlines a
  /// token.
  @Test func anUnknownAppIsUnderlinedAsWritten() throws {
    let scenario = try Scenario.parse("app \"my app\" # quoted\n", file: "t.scenario")
    let error = try #require(throws: ScriptErrors.self) { try Self.runner.validate(scenario) }
    #expect(
      error.description.hasPrefix(
        """
        t.scenario:1:5: error: unknown app 'my app'
        app "my app" # quoted
            ^~~~~~~~
        """))
  }

  /// A view written in the script runs in a window of its own, and `open` opens another.
  @Test func aViewInTheScriptRuns() async throws {
    let result = try await run(
      """
      view {
        HStack(spacing: 0) {
          Color.red.frame(width: 100).id("side")
          Color.blue.id("main")
        }
      }
      device iPadPro11 landscape
      # A full-screen window keeps out of the status bar and the home indicator.
      expect frame "main" = 100, 24, 1094x790
      open
      expect key window 2
      expect window 2 present "side"
      """)
    #expect(failures(result) == [])
  }

  /// A step on a window that is not open fails the script (and says so), a resize at once as
  /// any other; a resize over a duration takes its time even then; `expect revert check failed` needs a check to have run.
  @Test func stepsOnWindowsThatAreNotOpenFail() async throws {
    let result = try await run(
      """
      app mail
      close window 7
      resize window 9 to 500x500
      expect window 3 size 100x100
      close
      resize to 500x500 over 2s
      expect revert check failed
      """)
    #expect(
      failures(result) == [
        "close window 7: window 7 is not open",
        "resize window 9 to 500x500: window 9 is not open",
        "expect window 3 size 100x100: window 3 is not open",
        "resize to 500x500 over 2s: no window is open",
        "expect revert check failed: no revert check has run yet (a window must return to a size and environment it had)",
      ])
    #expect(result.duration == VirtualTime(milliseconds: 2_000))
  }

  /// The same script gives the same timeline, event for event.
  @Test func replaysAreDeterministic() async throws {
    let text = "app toolbar\nresize to 400x834 over 100ms\nresize to 1194x834\ndynamicType accessibility3\n"
    let first = try await run(text).events
    let second = try await run(text).events
    #expect(first == second)
    #expect(first.count > 5)
  }

  /// An observer is told of each event as it happens: the simulation's and the script's, in
  /// the order the result keeps them.
  @Test func anObserverFollowsTheRunAsItHappens() async throws {
    final class Seen: @unchecked Sendable {
      let lock = NSLock()
      var events: [ScenarioEvent] = []
    }
    let seen = Seen()
    let scenario = try Scenario.parse(
      "app mail\ndevice iPadPro11 landscape\ncheckpoint wide\nresize to 500x700\nresize to 1100x700\n"
        + "expect layout = checkpoint wide\n",
      file: "observed.scenario")
    let result = await Self.runner.run(
      scenario, onEvent: { event in seen.lock.withLock { seen.events.append(event) } })
    #expect(seen.lock.withLock { seen.events } == result.events)
    let kinds = result.events.map(\.kind)
    let checkpoint = try #require(kinds.firstIndex(of: .checkpoint("wide")))
    let expectation = try #require(kinds.firstIndex { if case .expectation = $0 { true } else { false } })
    let revert = try #require(
      kinds.firstIndex { if case .simulation(.revertCheck) = $0 { true } else { false } })
    #expect(checkpoint < revert && revert < expectation)
    #expect(result.passed)
  }

  /// A view that opens a window when its scene goes to the background (`onChange(of:
  /// scenePhase)` calling `openWindow`).
  struct PhaseLogger: View {
    @Environment(\.scenePhase) var scenePhase
    @Environment(\.openWindow) var openWindow
    var body: some View {
      Color.blue.onChange(of: scenePhase) { _, phase in
        if phase == .background { openWindow(id: "log") }
      }
    }
  }

  struct LogOnBackgroundApp: App {
    var body: some Scene {
      WindowGroup { PhaseLogger() }
      WindowGroup(id: "log") { Text("log") }
    }
  }

  /// A window a step's views ask for opens in that step, before the script's next one, whether
  /// the step was carried out at once (a phase needs no suspension) or through the simulator's
  /// schedule (SceneSim's model of virtual time: Apple documents that `openWindow` opens a
  /// window, not when within an update).
  @Test func aWindowAStepAsksForOpensInThatStep() async throws {
    let runner = ScenarioRunner(apps: [ScenarioApp("log-on-background", LogOnBackgroundApp.self)])
    let scenario = try Scenario.parse(
      """
      app log-on-background
      phase background
      wait 100ms
      resize window 2 to 600x500
      """, file: "t.scenario")
    let result = await runner.run(scenario)
    #expect(failures(result) == [])
    let opened = result.events.filter {
      if case .simulation(.windowOpened) = $0.kind { true } else { false }
    }
    #expect(opened.map(\.window) == [WindowID(1), WindowID(2)])
    #expect(opened.map(\.time.milliseconds) == [0, 0])
  }
}
