import Foundation
import LayoutEngine
import PropertyTesting
import ScenarioScript
import SceneRuntime

/// Generators of scenarios: random resize, phase, setting, command, window and in-window action
/// sequences for an app on a device, recorded as choices so that shrinking deletes steps and lowers values and
/// every shrunk candidate is still a valid scenario.
///
/// ```swift
/// let gen = ScenarioGen.scenario(app: "mail", device: .iPadPro11, steps: 0...12)
/// let (scenario, _) = try gen.generate(seed: 42)
/// print(scenario.script)
/// ```
public enum ScenarioGen {
  /// A few sizes a window returns to: the screen's (where windows open) and one to three more;
  /// each resize picks one of them, so returns are frequent (what the revert property needs).
  public static func sizes(device: Device, orientation: Device.Orientation) -> Gen<[CGSize]> {
    let screen = device.screenSize(orientation)
    return Gen<[CGSize]>.array(of: size(device: device, orientation: orientation), count: 1...3).map {
      [screen] + $0
    }
  }

  /// One window size: a preset of the device (full screen, Split View widths, an iPhone's
  /// size), a free-form size within the screen, or an edge size (tiny, or past the screen).
  public static func size(device: Device, orientation: Device.Orientation) -> Gen<CGSize> {
    let screen = device.screenSize(orientation)
    var presets: [CGSize] = [screen]
    for fraction in [SplitViewFraction.oneThird, .oneHalf, .twoThirds] {
      if let width = device.splitViewWidth(fraction, orientation) {
        presets.append(CGSize(width: width, height: screen.height))
      }
    }
    presets.append(CGSize(width: 375, height: 667))
    let whole = { (limit: CGFloat) in Gen<Int>.int(in: 1...Swift.max(1, Int(limit))) }
    let freeForm = Gen<(Int, Int)>.zip(whole(screen.width), whole(screen.height)).map {
      CGSize(width: CGFloat($0.0), height: CGFloat($0.1))
    }
    let edges = [CGSize(width: 1, height: 1), CGSize(width: screen.width * 2, height: screen.height * 2)]
    return Gen<CGSize>.frequency([
      (weight: 4, generator: Gen<CGSize>.element(of: presets)),
      (weight: 3, generator: freeForm),
      (weight: 1, generator: Gen<CGSize>.element(of: edges)),
    ])
  }

  /// The menu items and key presses commands are drawn from: the standard ones every app has.
  public static let commands: [CommandInput] = [
    .menu(["File", "New Window"]), .menu(["File", "Close"]), .menu(["View", "Enter Full Screen"]),
    .menu(["View", "Show Sidebar"]), .menu(["View", "Hide Sidebar"]),
    .shortcut(KeyboardShortcut("s", modifiers: [.command, .control])),
    .shortcut(KeyboardShortcut("n")), .shortcut(KeyboardShortcut("w")),
    .shortcut(KeyboardShortcut("n", modifiers: [.command, .shift])), .shortcut(KeyboardShortcut("s")),
  ]

  /// One step, resizing to one of `pool`'s sizes.
  public static func action(pool: [CGSize]) -> Gen<Scenario.Action> {
    Gen<Scenario.Action>.frequency([(weight: 6, generator: resize(pool: pool))] + actionsBesidesResizes)
  }

  /// A resize to one of `pool`'s sizes, from one of a few anchors, at once or live.
  static func resize(pool: [CGSize]) -> Gen<Scenario.Action> {
    let anchors: [UnitPoint?] = [nil, .center, .bottomTrailing, .topLeading]
    return Gen<(Int, Int, Bool)>.zip(
      Gen<Int>.int(in: 0...Swift.max(0, pool.count - 1)), Gen<Int>.int(in: 0...anchors.count - 1),
      Gen<Bool>.bool
    ).map { index, anchor, live -> Scenario.Action in
      .resize(
        .key, to: pool[index], anchor: anchors[anchor], milliseconds: live ? 100 : nil, framesPerSecond: 30)
    }
  }

  /// The actions other than resizes, with their weights: the same for every scenario, so made
  /// once.
  static let actionsBesidesResizes: [(weight: Int, generator: Gen<Scenario.Action>)] = {
    let phase = Gen<ScenePhase>.element(of: [ScenePhase.active, .inactive, .background]).map {
      Scenario.Action.phase(.key, $0)
    }
    let dynamicType = Gen<DynamicTypeSize>.element(of: [
      DynamicTypeSize.large, .xxxLarge, .accessibility3, .xSmall,
    ])
    .map { Scenario.Action.dynamicType($0) }
    let colorScheme = Gen<ColorScheme>.element(of: [ColorScheme.light, .dark]).map {
      Scenario.Action.colorScheme($0)
    }
    let direction = Gen<LayoutDirection>.element(of: [LayoutDirection.leftToRight, .rightToLeft]).map {
      Scenario.Action.layoutDirection($0)
    }
    let command = Gen<CommandInput>.element(of: commands).map { command -> Scenario.Action in
      switch command {
      case .menu(let path): return .menu(path)
      case .shortcut(let shortcut): return .press(shortcut)
      }
    }
    let windows = Gen<(Int, Int)>.zip(Gen<Int>.int(in: 0...2), Gen<Int>.int(in: 1...3)).map {
      kind, number -> Scenario.Action in
      switch kind {
      case 0: return .open(scene: nil)
      case 1: return .focus(.number(number))
      default: return .close(.number(number))
      }
    }
    let wait = Gen<Int64>.int(in: 1...10).map { Scenario.Action.wait($0 * 100) }
    // One of the actions the key window's views offer when the step runs (a tap, a selection,
    // typing, back, dismiss), by its place among them: found as the app runs, written by id.
    let offered = Gen<Int>.int(in: 0...31).map { Scenario.Action.offered(.key, $0) }
    return [
      (weight: 2, generator: phase), (weight: 1, generator: dynamicType), (weight: 1, generator: colorScheme),
      (weight: 1, generator: direction), (weight: 2, generator: command), (weight: 1, generator: windows),
      (weight: 1, generator: wait), (weight: 6, generator: offered),
    ]
  }()

  /// A scenario of `app` on `device`: a pool of sizes, then up to `steps` steps.
  public static func scenario(
    app: String, device: Device, orientation: Device.Orientation = .landscape,
    steps: ClosedRange<Int> = 0...12
  ) -> Gen<Scenario> {
    sizes(device: device, orientation: orientation).flatMap { pool in
      Gen<[Scenario.Action]>.array(of: action(pool: pool), count: steps).map { actions in
        Scenario(
          app: app, title: "\(app) (generated)", file: "\(app).scenario", device: device,
          orientation: orientation, actions: actions)
      }
    }
  }
}

extension Scenario: StepCounted {
  /// The scenario's steps, for the shrink report.
  public var stepCount: Int { steps.count }
}
