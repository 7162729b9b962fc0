import Foundation
import LayoutEngine
import ScenarioScript
import SceneRuntime

extension Gallery {
  /// The resize the seeds' guideline is about, on one device: the window fills the screen, is
  /// made half as wide (a compact width on an iPad), narrower still, whole again, half, and whole;
  /// then the same again at each level a user reaches by navigating (`levels` of them: each time
  /// the last action the window offers that was not done before, other than going back or
  /// dismissing). A good app passes every revert check and covers nothing; an anti-pattern must
  /// be caught.
  ///
  /// ```swift
  /// let result = await Gallery.RoundTrip(device: .iPadPro11).run(Gallery.app(named: "mail")!)
  /// result.verdict   // "3 revert checks passed"
  /// ```
  public struct RoundTrip: Sendable {
    /// The device, held in landscape.
    public var device: Device
    /// The widths the window takes, in order, as shares of the screen's width.
    public static let shares: [CGFloat] = [1, 0.5, 1.0 / 3, 1, 0.5, 1]
    /// How many levels below the first screen are reached by navigating and resized again.
    public static let levels = 3

    public init(device: Device) { self.device = device }

    /// What one app did.
    public struct Result: Sendable {
      /// The app.
      public let name: String
      /// Everything that happened.
      public let timeline: [TimelineEvent]
      /// Whether the app behaved as the gallery says it does (good apps come back; anti-patterns
      /// are caught where their fault can show, `ScenarioApp.mustBeCaught(on:)`).
      public let asExpected: Bool
      /// One line: what the checks found.
      public let verdict: String
    }

    /// Runs `entry` through the resizes, 100 virtual milliseconds apart.
    public func run(_ entry: ScenarioApp) async -> Result {
      let simulator = entry.make(device, .landscape)
      await simulator.launch()
      let screen = await simulator.screen
      if let window = await simulator.keyWindow {
        var done: [ViewAction] = []
        for level in 0...RoundTrip.levels {
          if level > 0 {
            let next = await simulator.offeredActions(in: window).last { action in
              action != .back && action != .dismiss && !done.contains(action)
            }
            guard let next else { break }
            done.append(next)
            try? await simulator.schedule(.perform(window, next), afterMilliseconds: 100)
          }
          for (step, share) in RoundTrip.shares.enumerated() {
            // Whole pixels of width, as a user's drag gives.
            let width = (screen.width * share).rounded()
            try? await simulator.schedule(
              .resize(window, to: CGSize(width: width, height: screen.height)),
              afterMilliseconds: Int64(step + 2) * 100)
          }
          await simulator.run()
        }
      }
      await simulator.run()
      let timeline = await simulator.timeline
      var passed = 0
      var failed = 0
      var overlapped = false
      for event in timeline {
        switch event.kind {
        case .revertCheck(let check): if check.passed { passed += 1 } else { failed += 1 }
        case .overlapsChanged(let pairs) where !pairs.isEmpty: overlapped = true
        default: break
        }
      }
      let caught = failed > 0 || overlapped
      let mustBeCaught = entry.mustBeCaught(on: device.idiom)
      var findings = ["\(passed) revert check\(passed == 1 ? "" : "s") passed"]
      if failed > 0 { findings.append("\(failed) failed") }
      if overlapped { findings.append("views overlapped") }
      let verdict =
        entry.isAntiPattern
        ? (caught
          ? "caught, as expected: "
          : mustBeCaught ? "NOT caught: " : "not caught, its fault cannot show on \(device.name): ")
          + findings.joined(separator: ", ")
        : findings.joined(separator: ", ")
      return Result(
        name: entry.name, timeline: timeline,
        asExpected: entry.isAntiPattern ? caught || !mustBeCaught : !caught && passed > 0,
        verdict: verdict)
    }
  }
}
