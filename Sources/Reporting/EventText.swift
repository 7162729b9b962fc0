import Foundation
import LayoutEngine
import ScenarioScript
import SceneRuntime

/// The words of the terminal timeline: one event's text without its time and place, painted by
/// a `TerminalStyle` (plain without color). Every recorder that writes text for people uses it.
///
/// ```swift
/// EventText(style: TerminalStyle(color: false)).text(.simulation(.windowClosed))   // "closed"
/// ```
public struct EventText: Sendable {
  /// Colors, or none.
  public var style: TerminalStyle

  public init(style: TerminalStyle) { self.style = style }

  /// Where an event happened, as the timeline writes it: the window (`window 1`), or `app`.
  public static func place(_ window: WindowID?) -> String { window.map { "\($0)" } ?? "app" }

  /// An event's text (several lines for a diff).
  public func text(_ kind: ScenarioEvent.Kind) -> String {
    switch kind {
    case .expectation(let outcome):
      var text = style.paint(outcome.passed ? "✔" : "✘", outcome.passed ? .green : .red) + " " + outcome.text
      if let source = outcome.source { text += style.paint(" (\(source))", .dim) }
      if let difference = outcome.difference { text += "\n" + diff(difference) }
      return text
    case .checkpoint(let name):
      return "checkpoint '\(name)'"
    case .simulation(let kind):
      return text(kind)
    }
  }

  /// A simulation event's text.
  public func text(_ kind: TimelineEvent.Kind) -> String {
    switch kind {
    case .windowOpened(let scene, let frame, let sizeClasses):
      return
        "opened \(scene.map { "'\($0)' " } ?? "")at \(GeometryFormat.rect(frame)), size classes \(sizeClasses)"
    case .windowClosed:
      return "closed"
    case .windowMoved(let requested, let applied):
      return
        "moved to \(GeometryFormat.rect(applied)) (asked \(GeometryFormat.point(requested.x, requested.y)))"
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
      return style.paint("refused \(request): \(reason)", .yellow)
    case .columnsChanged(let from, let to):
      return
        "columns \(NavigationSplitViewColumns.describe(from)) → \(NavigationSplitViewColumns.describe(to))"
    case .overlapsChanged(let pairs):
      return pairs.isEmpty ? "no views overlap now" : "views overlap: \(pairs.joined(separator: ", "))"
    case .commandPerformed(let input, let performed):
      return "\(input): performed \(performed)"
    case .scrolled(let view, let offset):
      return "scrolled '\(view)' to \(GeometryFormat.point(offset.x, offset.y))"
    case .actionPerformed(let action):
      return "\(action)"
    case .navigationChanged(let from, let to):
      return "navigation \(Self.paths(from)) → \(Self.paths(to))"
    case .presentationChanged(let from, let to):
      return "presented \(Self.kinds(from)) → \(Self.kinds(to))"
    case .revertChecksRestarted(let reason):
      return "revert checks start again: \(reason)"
    case .relayout(let relayout):
      return text(relayout)
    case .revertCheck(let check):
      let head =
        "revert check at \(GeometryFormat.size(check.size)): "
        + style.paint(check.passed ? "passed" : "FAILED", check.passed ? .green : .red)
      return check.differenceDescription.map { head + "\n" + diff($0) } ?? head
    }
  }

  /// Navigation paths as the timeline prints them: `Recipes > Pasta`, stacks apart by `; `.
  static func paths(_ paths: [[String]]) -> String {
    paths.isEmpty ? "none" : paths.map { $0.joined(separator: " > ") }.joined(separator: "; ")
  }

  /// Presentation kinds as the timeline prints them, bottom to top.
  static func kinds(_ kinds: [String]) -> String { kinds.isEmpty ? "none" : kinds.joined(separator: " + ") }

  /// A relayout's line: its cause, whether it changed the layout, the sizes computed, the views
  /// evaluated (by their short type names), the choices and callbacks, and an issue a line.
  public func text(_ relayout: Relayout) -> String {
    let sizes = relayout.computedSizes == 1 ? "1 size" : "\(relayout.computedSizes) sizes"
    var text =
      "relayout (\(relayout.cause.rawValue)): \(relayout.changed ? "changed" : "unchanged"), \(sizes) computed"
    if !relayout.evaluations.isEmpty {
      text +=
        ", evaluated "
        + relayout.evaluations.map { "\(EventText.shortTypeName($0.view)) (\($0.reason.rawValue))" }.joined(
          separator: ", ")
    }
    if !relayout.viewThatFitsChoices.isEmpty {
      text += ", ViewThatFits chose \(relayout.viewThatFitsChoices)"
    }
    if !relayout.callbacks.isEmpty {
      text += ", callbacks " + relayout.callbacks.map(\.description).joined(separator: "; ")
    }
    for issue in relayout.issues { text += "\n    issue: \(issue)" }
    return text
  }

  /// A type's name without its generic arguments: `List` for `List<Never, ForEach<...>>`.
  ///
  /// ```swift
  /// EventText.shortTypeName("List<Never, ForEach<Range<Int>, Int, Text>>")   // "List"
  /// ```
  public static func shortTypeName(_ name: String) -> String {
    guard let open = name.firstIndex(of: "<") else { return name }
    return String(name[..<open])
  }

  /// A difference indented, its − lines red and + lines green.
  public func diff(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let line = String(line)
      if line.hasPrefix("−") { return "  " + style.paint(line, .red) }
      if line.hasPrefix("+") { return "  " + style.paint(line, .green) }
      return "  " + line
    }.joined(separator: "\n")
  }
}
