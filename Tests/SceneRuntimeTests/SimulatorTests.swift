import Foundation
import LayoutEngine
import Reporting
import Testing

@testable import SceneRuntime

/// An adaptive screen: side by side when the window is regular-width, stacked when compact
/// (the seeds' "adaptive stack with AnyLayout").
struct AdaptiveScreen: View {
  @Environment(\.horizontalSizeClass) var sizeClass
  var body: some View {
    let layout =
      sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    layout {
      Color.red.frame(width: 200, height: 100).id("a")
      Color.blue.frame(width: 200, height: 100).id("b")
    }
  }
}

/// A screen that breaks the guideline: once it has been compact it stays stacked ("layout state
/// kept after a resize", the seeds' anti-pattern).
struct StickyScreen: View {
  @Environment(\.horizontalSizeClass) var sizeClass
  @State var wasCompact = false
  var body: some View {
    let layout = wasCompact ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    layout {
      Color.red.frame(width: 200, height: 100).id("a")
      Color.blue.frame(width: 200, height: 100).id("b")
    }
    .onChange(of: sizeClass, initial: true) { if sizeClass == .compact { wasCompact = true } }
  }
}

/// A screen that hides its content behind a cover while its scene is not active, a common idiom
/// (Apple, `ScenePhase.inactive`: the scene "might be completely hidden in the user interface,
/// minimized, visible in the app switcher"): its layout depends on the phase, not on the size.
struct CoveredScreen: View {
  @Environment(\.scenePhase) var scenePhase
  var body: some View {
    if scenePhase == .active {
      AdaptiveScreen()
    } else {
      Color.gray.id("cover")
    }
  }
}

/// A badge 20 points wide in dark mode and 10 in light mode: shows which color scheme its
/// window's views see.
struct Badge: View {
  @Environment(\.colorScheme) var colorScheme
  var body: some View { Color.black.frame(width: colorScheme == .dark ? 20 : 10).id("badge") }
}

/// A bar as wide as its window's horizontal size class says (200 regular, 100 compact) and as
/// tall as its vertical one says: shows which size classes its views see.
struct SizeClassBar: View {
  @Environment(\.horizontalSizeClass) var horizontal
  @Environment(\.verticalSizeClass) var vertical
  var body: some View {
    Color.green.frame(width: horizontal == .compact ? 100 : 200, height: vertical == .compact ? 10 : 20)
      .id("bar")
  }
}

@Suite("Simulator")
struct SimulatorTests {
  static let full = CGSize(width: 1194, height: 834)
  static let half = CGSize(width: 592, height: 834)

  /// Opens `content` full screen on an iPad Pro 11", resizes it to half the screen at 0.5 s and
  /// back at 1 s, and runs.
  static func halfAndBack(_ content: @escaping @Sendable () -> AnyView) async throws -> (Simulator, WindowID)
  {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open(content)
    try await simulator.schedule(.resize(window, to: half), afterMilliseconds: 500)
    try await simulator.schedule(.resize(window, to: full), afterMilliseconds: 1_000)
    await simulator.run()
    return (simulator, window)
  }

  /// Resizing an iPad window to half the screen and back: the size classes follow the window,
  /// the adaptive layout stacks and comes back, and the revert check passes.
  @Test func anAdaptiveLayoutComesBackAfterAResize() async throws {
    let (simulator, window) = try await SimulatorTests.halfAndBack { AnyView(AdaptiveScreen()) }
    let timeline = await simulator.timeline
    let kinds = timeline.map(\.kind)
    #expect(
      kinds.contains(
        .sizeClassesChanged(from: SizeClassPair(.regular, .regular), to: SizeClassPair(.compact, .regular))))
    #expect(
      kinds.contains(
        .sizeClassesChanged(from: SizeClassPair(.compact, .regular), to: SizeClassPair(.regular, .regular))))
    #expect(
      kinds.contains(
        .revertCheck(
          RevertCheck(
            size: SimulatorTests.full, scenePhase: .active, settings: SystemSettings(), layoutDifference: nil)
        )))
    #expect(await simulator.now == VirtualTime(milliseconds: 1_000))
    let snapshot = try #require(await simulator.snapshot(of: window))
    // Side by side again, as at first (each 200 × 100, centered in the safe area).
    let a = try #require(snapshot.frame(of: "a"))
    #expect(snapshot.frame(of: "b") == a.offsetBy(dx: 200, dy: 0))
  }

  /// An iPad window's size classes follow its width and its height apart: compact below 660
  /// points of width (Apple's device tables, `SizeClassRule`) and below 500 of height (SceneSim's
  /// model for free-form windows, which those tables do not cover): its views see each change,
  /// whichever of the two changed.
  @Test func theViewsSeeEachSizeClassChange() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open { AnyView(SizeClassBar()) }
    var seen: [CGSize] = []
    for size in [
      CGSize(width: 592, height: 834), CGSize(width: 592, height: 400), CGSize(width: 1194, height: 400),
      CGSize(width: 1194, height: 834),
    ] {
      await simulator.schedule(.resize(window, to: size), runningUntil: await simulator.now)
      seen.append(try #require(await simulator.snapshot(of: window)?.frame(of: "bar")).size)
    }
    #expect(
      seen == [
        CGSize(width: 100, height: 20), CGSize(width: 100, height: 10), CGSize(width: 200, height: 10),
        CGSize(width: 200, height: 20),
      ])
  }

  /// A key press whose control's action reads the scene phase: the action reads the phase of
  /// the moment, no view's body read it, so a later phase change evaluates no view (SceneSim's
  /// record of dependencies, as SwiftUI's: a view updates when a value its body read changes).
  @Test func aCommandsActionReadsTheEnvironmentWithoutDependingOnIt() async throws {
    let simulator = Simulator(PhaseReporterApp.self, device: .iPadPro11)
    await simulator.launch()
    let window = try #require(await simulator.keyWindow)
    let press = Simulator.Request.command(.shortcut(KeyboardShortcut("r")))
    await simulator.schedule(press, runningUntil: await simulator.now)
    let before = await simulator.timeline.count
    await simulator.schedule(.setPhase(window, .inactive), runningUntil: await simulator.now)
    await simulator.schedule(press, runningUntil: await simulator.now)
    let evaluations = await simulator.timeline.dropFirst(before).flatMap { event -> [String] in
      guard case .relayout(let relayout) = event.kind else { return [] }
      return relayout.evaluations.map(\.description)
    }
    #expect(evaluations.isEmpty, "\(evaluations)")
    #expect(PhaseReporterApp.seen.phases == [.active, .inactive])
  }

  /// A window opens inactive, then active (Apple, "Managing your app's life cycle"); a layout
  /// that depends on the phase comes back to the active layout it first had at that size, and
  /// the revert check compares it with that one, not the inactive one it opened with.
  @Test func theRevertCheckComparesLayoutsOfTheSamePhase() async throws {
    let (simulator, _) = try await SimulatorTests.halfAndBack { AnyView(CoveredScreen()) }
    #expect(await revertCheckResults(simulator) == [true])
  }

  /// A layout that keeps state from a compact width does not come back: the revert check fails,
  /// with the difference.
  @Test func aLayoutThatKeepsResizeStateIsCaught() async throws {
    let (simulator, _) = try await SimulatorTests.halfAndBack { AnyView(StickyScreen()) }
    let failed = await simulator.timeline.compactMap { event -> RevertCheck? in
      if case .revertCheck(let check) = event.kind, !check.passed { return check }
      return nil
    }
    #expect(failed.count == 1)
    #expect(failed.first?.layoutDifference?.changes.isEmpty == false)
    #expect(failed.first?.layoutDifference?.description.hasPrefix("(expected −, actual +)") == true)
  }

  /// Scene phases pass through inactive; the app's phase follows its scenes; closing the key
  /// window gives the key to the other one.
  @Test func phasesAndTheKeyWindow() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let first = await simulator.open { AnyView(Color.red) }
    let second = await simulator.open(frame: CGRect(x: 0, y: 0, width: 400, height: 600)) {
      AnyView(Color.blue)
    }
    #expect(await simulator.keyWindow == second)
    try await simulator.schedule(.setPhase(first, .background))
    try await simulator.schedule(.close(second), afterMilliseconds: 10)
    await simulator.run()
    let lines = timelineLines(await simulator.timeline).filter {
      !$0.contains("relayout") && ($0.contains("phase") || $0.contains("key window") || $0.contains("closed"))
    }
    #expect(
      lines == [
        "0.000s  window 1  scene phase disconnected → inactive",
        "0.000s  app       app phase background → inactive",
        "0.000s  window 1  scene phase inactive → active",
        "0.000s  app       app phase inactive → active",
        "0.000s  app       key window none → window 1",
        "0.000s  window 2  scene phase disconnected → inactive",
        "0.000s  window 2  scene phase inactive → active",
        "0.000s  app       key window window 1 → window 2",
        "0.000s  window 1  scene phase active → inactive",
        "0.000s  window 1  scene phase inactive → background",
        "0.010s  window 2  scene phase active → inactive",
        "0.010s  app       app phase active → inactive",
        "0.010s  window 2  scene phase inactive → background",
        "0.010s  app       app phase inactive → background",
        "0.010s  window 2  scene phase background → disconnected",
        "0.010s  window 2  closed",
        "0.010s  app       key window window 2 → window 1",
      ])
  }

  /// Requests that cannot be carried out are refused with the reason, and the run goes on.
  @Test func impossibleRequestsAreRefused() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open { AnyView(Color.red) }
    try await simulator.schedule(.resize(window, to: CGSize(width: CGFloat.nan, height: 10)))
    try await simulator.schedule(.resize(WindowID(9), to: SimulatorTests.half))
    try await simulator.schedule(.activate(WindowID(9)))
    await simulator.run()
    let refusals = await simulator.timeline.compactMap { event -> String? in
      if case .refused(let request, let reason) = event.kind { return "\(request): \(reason)" }
      return nil
    }
    #expect(
      refusals == [
        "resize window 1: invalid window size nan × 10.0: sizes must be finite and not negative",
        "resize window 9: window 9 is not open",
        "activate window 9: window 9 is not open",
      ])
  }

  /// The same requests give the same timeline, byte for byte.
  @Test func runsAreDeterministic() async throws {
    func run() async throws -> [String] {
      let simulator = Simulator(device: .iPadPro12_9, orientation: .portrait)
      let window = await simulator.open { AnyView(AdaptiveScreen()) }
      for (step, width) in [375, 639, 1024, 500, 1024].enumerated() {
        try await simulator.schedule(
          .resize(window, to: CGSize(width: CGFloat(width), height: 1366), anchor: .center),
          afterMilliseconds: Int64(step * 100))
      }
      await simulator.run()
      return timelineLines(await simulator.timeline)
    }
    let first = try await run()
    #expect(try await run() == first)
    #expect(first.count > 10)
  }

  /// A live resize is one resize per frame (60 a second, SceneSim's model of a drag), the last
  /// exactly on the target; the layout is checked again when the window is back at its first size.
  @Test func aLiveResizeIsOneResizePerFrame() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open { AnyView(AdaptiveScreen()) }
    try await simulator.scheduleLiveResize(
      window, from: SimulatorTests.full, to: SimulatorTests.half, overMilliseconds: 500)
    try await simulator.scheduleLiveResize(
      window, from: SimulatorTests.half, to: SimulatorTests.full, afterMilliseconds: 1_000,
      overMilliseconds: 500)
    await simulator.run()
    let resizes = await simulator.timeline.compactMap { event -> (VirtualTime, CGRect)? in
      if case .windowResized(_, let applied, _, _) = event.kind { return (event.time, applied) }
      return nil
    }
    #expect(resizes.count == 60)
    #expect(resizes[0].0 == VirtualTime(milliseconds: 16))
    #expect(resizes[29].0 == VirtualTime(milliseconds: 500))
    #expect(resizes[29].1.size == SimulatorTests.half)
    #expect(resizes[59].1.size == SimulatorTests.full)
    let checks = await simulator.timeline.filter {
      if case .revertCheck(let check) = $0.kind { return check.passed }
      return false
    }
    #expect(checks.last?.time == VirtualTime(milliseconds: 1_500))
  }

  /// Moving keeps the window on the screen (SceneSim's model); impossible positions are refused.
  @Test func movingKeepsTheWindowOnScreen() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open(frame: CGRect(x: 0, y: 0, width: 400, height: 300)) {
      AnyView(Color.red)
    }
    try await simulator.schedule(.move(window, to: CGPoint(x: 1000, y: -50)))
    try await simulator.schedule(.move(window, to: CGPoint(x: CGFloat.infinity, y: 0)))
    await simulator.run()
    let lines = timelineLines(await simulator.timeline).filter {
      !$0.contains("relayout") && ($0.contains("moved") || $0.contains("refused"))
    }
    #expect(
      lines == [
        "0.000s  window 1  moved to (794, 0, 400×300) (asked (1000, -50))",
        "0.000s  app       refused move window 1: invalid position (inf, 0.0): positions must be finite",
      ])
  }

  /// A Dynamic Type change lays every window out again with the new size (text grows), and the
  /// layout comes back when the setting does.
  @Test func dynamicTypeChangesEveryWindow() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let first = await simulator.open { AnyView(Text("Inbox").id("t")) }
    let second = await simulator.open(frame: CGRect(x: 0, y: 0, width: 400, height: 300)) {
      AnyView(Text("Mail"))
    }
    let before = try #require(await simulator.snapshot(of: first)?.frame(of: "t"))
    try await simulator.schedule(.setDynamicType(.accessibility2))
    try await simulator.schedule(.setDynamicType(.large), afterMilliseconds: 100)
    await simulator.run()
    let timeline = await simulator.timeline
    #expect(timeline.contains { $0.kind == .dynamicTypeChanged(from: .large, to: .accessibility2) })
    let relayouts = timeline.compactMap { event -> WindowID? in
      if case .relayout(let relayout) = event.kind, relayout.cause == .dynamicType, relayout.changed {
        return event.window
      }
      return nil
    }
    #expect(relayouts == [first, second, first, second])
    #expect(try #require(await simulator.snapshot(of: first)?.frame(of: "t")) == before)
    let passed = timeline.filter {
      if case .revertCheck(let check) = $0.kind { return check.passed }
      return false
    }
    #expect(passed.count == 2)
  }

  /// A right-to-left language mirrors every window (leading is on the right), and the layout
  /// comes back with the setting; the revert check compares layouts of the same direction only.
  @Test func layoutDirectionMirrorsEveryWindow() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open(frame: CGRect(x: 0, y: 0, width: 400, height: 300)) {
      AnyView(
        HStack(spacing: 0) {
          Color.red.frame(width: 100).id("lead"); Spacer()
        })
    }
    try await simulator.schedule(.setLayoutDirection(.rightToLeft))
    await simulator.run()
    #expect(try #require(await simulator.snapshot(of: window)?.frame(of: "lead")).minX == 300)
    try await simulator.schedule(.setLayoutDirection(.leftToRight))
    await simulator.run()
    #expect(try #require(await simulator.snapshot(of: window)?.frame(of: "lead")).minX == 0)
    let kinds = await simulator.timeline.map(\.kind)
    #expect(kinds.contains(.layoutDirectionChanged(from: .leftToRight, to: .rightToLeft)))
    // Mirrored at the same size is not a failed revert: only the return to left-to-right is checked.
    #expect(await revertCheckResults(simulator) == [true])
  }

  /// A view reading `colorScheme` sees the system's appearance; a request for the same
  /// appearance records nothing.
  @Test func colorSchemeReachesTheViews() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open { AnyView(Badge()) }
    try await simulator.schedule(.setColorScheme(.dark))
    try await simulator.schedule(.setColorScheme(.dark))
    await simulator.run()
    #expect(try #require(await simulator.snapshot(of: window)?.frame(of: "badge")).width == 20)
    let changes = await simulator.timeline.filter {
      if case .colorSchemeChanged = $0.kind { return true }
      return false
    }
    #expect(changes.map(\.kind) == [.colorSchemeChanged(from: .light, to: .dark)])
    #expect(await simulator.settings.colorScheme == .dark)
  }

  /// The views' `windowResizeAnchor(_:)` is "the window point fixed under programmatic size
  /// changes caused by the content size of the window changing" (Apple,
  /// `windowResizeAnchor(_:)`): a resize asked of the window keeps the window's own anchor (or
  /// the request's), and a window sized by its content that grows with Dynamic Type keeps the
  /// views' anchor, its bottom-trailing corner here.
  @Test func theViewsResizeAnchorIsForContentSizeChanges() async throws {
    struct Panel: App {
      var body: some Scene {
        Window("Panel", id: "panel") {
          Text("Inspector").windowResizeAnchor(.bottomTrailing)
        }
        .defaultSize(width: 300, height: 200)
        .windowResizability(.contentSize)
      }
    }
    let simulator = Simulator(Panel.self, device: .mac)
    await simulator.launch()
    let window = WindowID(1)
    let opened = try #require(await simulator.frame(of: window))
    try await simulator.schedule(.setDynamicType(.accessibility5))
    await simulator.run()
    let grown = try #require(await simulator.frame(of: window))
    // Taller text needs more height than the window had: it grows to its content's new minimum.
    #expect(grown.height > opened.height)
    #expect(grown.maxX == opened.maxX && grown.maxY == opened.maxY)
    let causes = await simulator.timeline.compactMap { event -> Relayout.Cause? in
      if case .relayout(let relayout) = event.kind { return relayout.cause }
      return nil
    }
    #expect(causes.contains(.contentSize))
    // Asked of the window, a resize keeps its top-leading corner, not the views' anchor.
    try await simulator.schedule(.resize(window, to: CGSize(width: 10, height: 10)))
    await simulator.run()
    let asked = try #require(await simulator.frame(of: window))
    #expect(asked.origin == grown.origin)
  }

  /// A view's `preferredColorScheme(_:)` is its window's: every view of the window sees it, not
  /// only the view's own content (Apple, `preferredColorScheme(_:)`: "a preferred color scheme
  /// for the nearest enclosing presentation, like a popover, a sheet, or a window").
  @Test func aPreferredColorSchemeIsTheWindows() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open {
      AnyView(
        VStack {
          Badge(); Color.gray.frame(height: 10).preferredColorScheme(.dark)
        })
    }
    #expect(try #require(await simulator.snapshot(of: window)?.frame(of: "badge")).width == 20)
    #expect(await simulator.freshSnapshot(of: window)?.frame(of: "badge")?.width == 20)
  }

  /// Each phase a scene passes through is laid out, so `onChange(of: scenePhase)` sees every
  /// transition once with its old and new values, opening and closing included (issue 4:
  /// "onChange(of: scenePhase) sees each transition once with old and new values"; Apple,
  /// ScenePhase: "You can perform actions when the phase changes"; ScenePhase.background: "do any
  /// cleanup work immediately upon entering this state"). Opening, the views are made in
  /// `inactive` and see the scene enter `active`: SceneSim's model of UIKit's scene life cycle
  /// (Apple, "Managing your app's life cycle": a new scene is created "in the unattached state",
  /// and "User-requested scenes move quickly to the foreground"; its figure passes through
  /// foreground inactive to foreground active). The views seeing that step is SceneSim's reading.
  @Test func onChangeOfScenePhaseSeesEveryStep() async throws {
    final class PhaseLog: @unchecked Sendable {
      var events: [String] = []
    }
    struct Watcher: View {
      @Environment(\.scenePhase) var phase
      let log: PhaseLog
      var body: some View {
        Color.red.onChange(of: phase) { old, new in log.events.append("\(old)→\(new)") }
      }
    }
    let log = PhaseLog()
    let simulator = Simulator(device: .iPadPro11)
    let window = await simulator.open { AnyView(Watcher(log: log)) }
    try await simulator.schedule(.setPhase(window, .background))
    try await simulator.schedule(.setPhase(window, .active), afterMilliseconds: 10)
    try await simulator.schedule(.close(window), afterMilliseconds: 20)
    await simulator.run()
    #expect(
      log.events == [
        "inactive→active", "active→inactive", "inactive→background", "background→inactive", "inactive→active",
        "active→inactive", "inactive→background",
      ])
  }
}

/// An app whose one button, pressed by ⌘R, notes the scene phase its action reads
/// (`SimulatorTests.aCommandsActionReadsTheEnvironmentWithoutDependingOnIt`).
struct PhaseReporterApp: App {
  final class Seen: @unchecked Sendable {
    var phases: [ScenePhase] = []
  }
  static let seen = Seen()

  struct Reporter: View {
    @Environment(\.scenePhase) private var phase
    var body: some View {
      VStack {
        Text("Phases")
        Button("Report") { PhaseReporterApp.seen.phases.append(phase) }.keyboardShortcut("r")
      }
    }
  }

  var body: some Scene { WindowGroup { Reporter() } }
}
