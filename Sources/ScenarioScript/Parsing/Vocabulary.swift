import Foundation
import LayoutEngine
import SceneRuntime

/// The words a script may use, and what they mean: one table per kind of value, so that the
/// parser, the help lines and `scenesim list` agree.
public enum Vocabulary {
  /// The statements that describe the scenario, before its steps.
  public static let headers = ["scenario", "app", "view", "device"]
  /// The steps, in the order the documentation lists them.
  public static let steps = [
    "open", "close", "focus", "move", "resize", "phase", "dynamicType", "colorScheme", "layoutDirection",
    "scroll", "tap", "select", "type", "back", "dismiss", "menu", "press", "wait", "checkpoint", "expect",
  ]
  /// What `expect` can check (its first word).
  public static let expectations = [
    "columns", "size", "phase", "app", "frame", "present", "absent", "choice", "choices", "key", "command",
    "layout", "revert", "no", "overlaps", "within", "path", "presented", "value", "selected",
  ]

  /// Every case of an enum under its name in Swift (`"\(value)"`), in declaration order: a case
  /// added to the enum is accepted by scripts and the notation at once.
  static func named<T: CaseIterable>() -> [(String, T)] {
    T.allCases.map { ("\($0)", $0) }
  }

  static let phases: [(String, ScenePhase)] = named()
  static let sizeClasses: [(String, UserInterfaceSizeClass)] = named()
  static let anchors: [(String, UnitPoint)] = UnitPoint.named.map { ($0.name, $0.point) }
  static let dynamicTypeSizes: [(String, DynamicTypeSize)] = named()
  static let colorSchemes: [(String, ColorScheme)] = named()
  static let layoutDirections: [(String, LayoutDirection)] = named()
  static let orientations: [(String, Device.Orientation)] = named()
  static let contentModes: [(String, ContentMode)] = named()
  static let verticalEdges: [(String, VerticalEdge)] = named()
  static let horizontalEdges: [(String, HorizontalEdge)] = named()
  static let modifierKeys: [(String, EventModifiers)] = [
    ("cmd", .command), ("command", .command), ("shift", .shift), ("opt", .option), ("option", .option),
    ("alt", .option), ("ctrl", .control), ("control", .control),
  ]
  /// The keys with names (`cmd+return`), besides single characters.
  static var namedKeys: [String] { KeyEquivalent.named.map(\.name) }
  /// The highest window number a script may name.
  public static let maximumWindowNumber = 10_000
  /// The default frame rate of a resize over a duration.
  public static let defaultFramesPerSecond = 60
  /// The most frames one resize over a duration may have (a minute at 60 fps).
  public static let maximumFrames = 3_600
  /// The longest duration a step may take, in milliseconds (an hour).
  public static let maximumMilliseconds: Int64 = 3_600_000
  /// The largest coordinate or length a script may give, in points.
  public static let maximumLength: CGFloat = 100_000
}
