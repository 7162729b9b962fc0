import Foundation
import LayoutEngine

/// One thing that happened in a simulation, at a virtual time, in a window (or the app).
///
/// ```swift
/// for event in await simulator.timeline { print(event) }
/// // 0.000s window 1  opened at (0, 0, 1194×834), size classes regular×regular
/// // 0.500s window 1  resized to (0, 0, 592×834) (asked (0, 0, 592×834)), anchor (0, 0)
/// ```
public struct TimelineEvent: Hashable, Sendable, CustomStringConvertible {
  /// When it happened.
  public var time: VirtualTime
  /// The window it happened in; nil for the app.
  public var window: WindowID?
  /// What happened.
  public var kind: Kind

  public init(time: VirtualTime, window: WindowID?, kind: Kind) {
    self.time = time
    self.window = window
    self.kind = kind
  }

  /// What can happen.
  public enum Kind: Hashable, Sendable {
    /// A window opened, of a scene (by its title; nil for a window opened with its content),
    /// with this frame and these size classes.
    case windowOpened(scene: String?, frame: CGRect, sizeClasses: SizeClassPair)
    /// A window closed.
    case windowClosed
    /// A window moved to this frame (its size unchanged; kept on the screen).
    case windowMoved(requested: CGPoint, applied: CGRect)
    /// The Dynamic Type size changed (for the whole app, as the system setting does).
    case dynamicTypeChanged(from: DynamicTypeSize, to: DynamicTypeSize)
    /// The appearance changed (for the whole app, as the system setting does).
    case colorSchemeChanged(from: ColorScheme, to: ColorScheme)
    /// The reading direction changed (for the whole app, as the system language does).
    case layoutDirectionChanged(from: LayoutDirection, to: LayoutDirection)
    /// A window was resized: the frame asked for, the frame it got, the anchor kept fixed, and
    /// what limited it.
    case windowResized(requested: CGRect, applied: CGRect, anchor: UnitPoint, limits: [WindowResize.Limit])
    /// A window's size classes changed.
    case sizeClassesChanged(
      from: SizeClassPair, to: SizeClassPair)
    /// A scene's phase moved one step (nil: not connected).
    case scenePhaseChanged(from: ScenePhase?, to: ScenePhase?)
    /// The app's phase changed.
    case appPhaseChanged(from: ScenePhase, to: ScenePhase)
    /// The key window changed (nil: none).
    case keyWindowChanged(from: WindowID?, to: WindowID?)
    /// A request was refused, with the reason.
    case refused(request: String, reason: String)
    /// The columns the window's split views show changed (one entry per split view, in tree
    /// order).
    case columnsChanged(from: [NavigationSplitViewColumns], to: [NavigationSplitViewColumns])
    /// The views with ids that a stack or grid lays out over each other changed (content spilling
    /// over a sibling; `LayoutSnapshot.overlaps()`): the pairs now, empty when none are left.
    case overlapsChanged([String])
    /// A menu command or key press ran: what it was and what ran.
    case commandPerformed(input: CommandInput, performed: String)
    /// A scroll view (by its id) was scrolled to an offset.
    case scrolled(view: String, to: CGPoint)
    /// A user's choice (a command that changed state, a sidebar shown or hidden) changed what the
    /// window shows: its revert checks start again from the layouts seen after it.
    case revertChecksRestarted(reason: String)
    /// A script's expectation was checked.
    case expectation(ExpectationOutcome)
    /// A script named the window's layout now, to compare a later one with it.
    case checkpoint(String)
    /// The window's views were laid out again.
    case relayout(Relayout)
    /// The window returned to a size and environment it had had: did its layout come back?
    case revertCheck(size: CGSize, passed: Bool, difference: String?)
  }

  /// Where it happened, as the timeline writes it: the window (`window 1`), or `app`.
  public var place: String { window.map { "\($0)" } ?? "app" }

  public var description: String { "\(time) \(place)  \(kind)" }
}

/// The result of checking one expectation of a script: what was expected, where it was written,
/// whether it held, and the difference when it did not.
///
/// ```swift
/// ExpectationOutcome(text: "expect phase active", source: "a.scenario:4:1", passed: true).description
/// // "✔ expect phase active (a.scenario:4:1)"
/// ```
public struct ExpectationOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The expectation as written.
  public var text: String
  /// Where it was written (`file:line:column`), if anywhere.
  public var source: String?
  /// Whether it held.
  public var passed: Bool
  /// What was found instead, when it did not hold: a sentence, or a diff (expected −, actual +).
  public var difference: String?

  public init(text: String, source: String?, passed: Bool, difference: String? = nil) {
    self.text = text
    self.source = source
    self.passed = passed
    self.difference = difference
  }

  public var description: String {
    var line = "\(passed ? "✔" : "✘") \(text)"
    if let source { line += " (\(source))" }
    if let difference {
      line +=
        "\n"
        + difference.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(
          separator: "\n")
    }
    return line
  }
}

extension Sequence<ExpectationOutcome> {
  /// How many of the outcomes did not hold: what a script's verdict, its JSON summary and its
  /// JUnit suite count.
  ///
  /// ```swift
  /// [ExpectationOutcome(text: "expect phase active", source: nil, passed: false)].failureCount  // 1
  /// ```
  public var failureCount: Int { reduce(0) { $0 + ($1.passed ? 0 : 1) } }
}

/// What one relayout of a window did.
public struct Relayout: Hashable, Sendable, CustomStringConvertible {
  /// Why it happened: "opened", "resized", "scene phase"...
  public var cause: String
  /// The custom views that evaluated their bodies, with why ("Sidebar (environment)").
  public var evaluations: [String]
  /// How many sizes were computed (not answered from a memo).
  public var computedSizes: Int
  /// Whether the layout differs from the one before.
  public var changed: Bool
  /// The `ViewThatFits` choices in the window, in tree order.
  public var viewThatFitsChoices: [Int]
  /// Problems the layout reported (feedback loops, impossible geometry...).
  public var issues: [String]
  /// The value callbacks that ran (`onGeometryChange`, `onChange`...), with what they saw.
  public var callbacks: [CallbackRun] = []

  public var description: String {
    let sizes = computedSizes == 1 ? "1 size" : "\(computedSizes) sizes"
    var text = "relayout (\(cause)): \(changed ? "changed" : "unchanged"), \(sizes) computed"
    if !evaluations.isEmpty { text += ", evaluated \(evaluations.joined(separator: ", "))" }
    if !viewThatFitsChoices.isEmpty { text += ", ViewThatFits chose \(viewThatFitsChoices)" }
    if !callbacks.isEmpty { text += ", callbacks " + callbacks.map(\.description).joined(separator: "; ") }
    for issue in issues { text += "\n    issue: \(issue)" }
    return text
  }
}

extension TimelineEvent.Kind: CustomStringConvertible {
  public var description: String {
    switch self {
    case .windowOpened(let scene, let frame, let sizeClasses):
      return
        "opened \(scene.map { "'\($0)' " } ?? "")at \(GeometryFormat.rect(frame)), size classes \(sizeClasses)"
    case .windowClosed:
      return "closed"
    case .windowMoved(let requested, let applied):
      let asked = GeometryFormat.point(requested.x, requested.y)
      return "moved to \(GeometryFormat.rect(applied)) (asked \(asked))"
    case .dynamicTypeChanged(let from, let to):
      return "Dynamic Type \(from) → \(to)"
    case .colorSchemeChanged(let from, let to):
      return "color scheme \(from) → \(to)"
    case .layoutDirectionChanged(let from, let to):
      return "layout direction \(from) → \(to)"
    case .windowResized(let requested, let applied, let anchor, let limits):
      var text =
        "resized to \(GeometryFormat.rect(applied)) (asked \(GeometryFormat.rect(requested))), anchor "
        + GeometryFormat.point(anchor.x, anchor.y)
      if !limits.isEmpty { text += ", limited by \(limits.map(\.rawValue).joined(separator: ", "))" }
      return text
    case .sizeClassesChanged(let from, let to):
      return "size classes \(from) → \(to)"
    case .scenePhaseChanged(let from, let to):
      return "scene phase \(from.map { "\($0)" } ?? "disconnected") → \(to.map { "\($0)" } ?? "disconnected")"
    case .appPhaseChanged(let from, let to):
      return "app phase \(from) → \(to)"
    case .keyWindowChanged(let from, let to):
      return "key window \(from.map { "\($0)" } ?? "none") → \(to.map { "\($0)" } ?? "none")"
    case .refused(let request, let reason):
      return "refused \(request): \(reason)"
    case .columnsChanged(let from, let to):
      return
        "columns \(NavigationSplitViewColumns.describe(from)) → \(NavigationSplitViewColumns.describe(to))"
    case .overlapsChanged(let pairs):
      return pairs.isEmpty ? "no views overlap now" : "views overlap: \(pairs.joined(separator: ", "))"
    case .commandPerformed(let input, let performed):
      return "\(input): performed \(performed)"
    case .scrolled(let view, let offset):
      return "scrolled '\(view)' to \(GeometryFormat.point(offset.x, offset.y))"
    case .expectation(let outcome):
      return outcome.description
    case .checkpoint(let name):
      return "checkpoint '\(name)'"
    case .revertChecksRestarted(let reason):
      return "revert checks start again: \(reason)"
    case .relayout(let relayout):
      return relayout.description
    case .revertCheck(let size, let passed, let difference):
      let head = TimelineEvent.Kind.revertCheckHead(size: size, passed: passed)
      return difference.map { "\(head)\n\($0)" } ?? head
    }
  }

  /// A revert check's first line, its verdict ("passed" or "FAILED") written by `verdict` (a
  /// terminal colors it).
  package static func revertCheckHead(
    size: CGSize, passed: Bool, verdict: (String) -> String = { $0 }
  ) -> String {
    "revert check at \(GeometryFormat.size(size)): " + verdict(passed ? "passed" : "FAILED")
  }
}
