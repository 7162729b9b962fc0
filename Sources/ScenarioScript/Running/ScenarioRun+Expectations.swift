import Foundation
import LayoutEngine
import SceneRuntime

extension ScenarioRun {
  /// Checks an expectation now: the window it is about (if one), and nil when it holds, else what
  /// was found instead.
  func check(_ expectation: Scenario.Expectation) async -> (WindowID?, String?) {
    switch expectation {
    case .appPhase(let phase):
      let actual = await simulator.appPhase
      return (nil, actual == phase ? nil : "the app's phase is \(actual)")
    case .keyWindow(let number):
      let actual = await simulator.keyWindow
      return (
        nil, actual?.number == number ? nil : "the key window is \(actual.map { "\($0.number)" } ?? "none")"
      )
    case .command(let path, let enabled):
      switch await simulator.isMenuItemEnabled(path) {
      case .failure(let failure): return (nil, failure.description)
      case .success(let actual):
        return (
          nil,
          actual == enabled ? nil : "'\(path.joined(separator: " > "))' is \(actual ? "enabled" : "disabled")"
        )
      }
    case .revertChecksPassed:
      let checks = revertChecks
      guard !checks.isEmpty else {
        return (nil, "no revert check has run yet (a window must return to a size and environment it had)")
      }
      let failed = checks.filter { !$0.passed }
      guard let first = failed.first else { return (nil, nil) }
      return (
        nil,
        "\(failed.count) of \(checks.count) revert checks failed; the first, at \(GeometryFormat.size(first.size)):\n"
          + (first.difference ?? "")
      )
    case .revertCheckFailed:
      let checks = revertChecks
      guard !checks.isEmpty else {
        return (nil, "no revert check has run yet (a window must return to a size and environment it had)")
      }
      return (
        nil,
        checks.contains { !$0.passed }
          ? nil : "every revert check passed (\(checks.count) in all): the layout came back each time"
      )
    default:
      return await checkWindow(expectation)
    }
  }

  /// Checks an expectation about one window.
  private func checkWindow(_ expectation: Scenario.Expectation) async -> (
    WindowID?, String?
  ) {
    let reference: Scenario.WindowReference
    switch expectation {
    case .columns(let window, _), .sizeClasses(let window, _), .phase(let window, _), .size(let window, _),
      .frame(let window, _, _, _), .present(let window, _), .absent(let window, _), .choice(let window, _, _),
      .choices(let window, _), .checkpoint(let window, _), .noOverlaps(let window), .overlaps(let window),
      .freshLayout(let window), .withinParents(let window):
      reference = window
    case .appPhase, .keyWindow, .command, .revertChecksPassed, .revertCheckFailed:
      return (nil, "not a window's expectation")
    }
    guard let window = await resolve(reference), let snapshot = await simulator.snapshot(of: window),
      let frame = await simulator.frame(of: window)
    else {
      return (nil, reference == .key ? "no window is open" : "\(reference) is not open")
    }
    return (window, await difference(expectation, window: window, snapshot: snapshot, frame: frame))
  }

  private func difference(
    _ expectation: Scenario.Expectation, window: WindowID, snapshot: LayoutSnapshot, frame: CGRect
  ) async -> String? {
    switch expectation {
    case .columns(_, let expected):
      let actual = snapshot.columnsDescription
      return actual == expected ? nil : "the columns are \(actual)"
    case .sizeClasses(_, let expected):
      let actual = await simulator.sizeClasses(of: window)
      return actual == expected ? nil : "the size classes are \(actual.map { "\($0)" } ?? "unknown")"
    case .phase(_, let expected):
      let actual = await simulator.scenePhase(of: window)
      return actual == expected ? nil : "the scene's phase is \(actual.map { "\($0)" } ?? "disconnected")"
    case .size(_, let expected):
      return frame.size == expected ? nil : "the window is \(GeometryFormat.size(frame.size))"
    case .frame(_, let view, let expected, let tolerance):
      guard let actual = snapshot.frame(of: view) else { return absence(view, snapshot) }
      let close =
        abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance
        && abs(actual.height - expected.height) <= tolerance
      return close
        ? nil
        : "(expected −, actual +)\n− '\(view)' \(GeometryFormat.rect(expected))\n+ '\(view)' \(GeometryFormat.rect(actual))"
    case .present(_, let view):
      return snapshot.node(withID: view) == nil ? absence(view, snapshot) : nil
    case .absent(_, let view):
      guard let node = snapshot.node(withID: view) else { return nil }
      return "'\(view)' is shown at \(GeometryFormat.rect(node.frame))"
    case .choice(_, let view, let expected):
      guard snapshot.node(withID: view) != nil else { return absence(view, snapshot) }
      guard let actual = snapshot.chosenCandidate(of: view) else { return "'\(view)' is not a ViewThatFits" }
      return actual == expected ? nil : "'\(view)' chose candidate \(actual)"
    case .choices(_, let expected):
      let actual = snapshot.nodes.compactMap(\.chosenCandidate)
      return actual == expected ? nil : "the ViewThatFits choices are \(actual)"
    case .checkpoint(_, let name):
      guard let expected = checkpoint(name) else { return "no checkpoint is named '\(name)' yet" }
      return snapshot.withoutIssues.difference(from: expected.withoutIssues)
    case .noOverlaps:
      let pairs = snapshot.overlapDescriptions
      return pairs.isEmpty ? nil : "views overlap: \(pairs.joined(separator: ", "))"
    case .overlaps:
      return snapshot.overlaps().isEmpty ? "no views with ids overlap" : nil
    case .withinParents:
      return snapshot.viewOutsideItsParent()
    case .freshLayout:
      guard let fresh = await simulator.freshSnapshot(of: window) else { return "\(window) is not open" }
      return snapshot.withoutIssues.difference(from: fresh.withoutIssues)
    case .appPhase, .keyWindow, .command, .revertChecksPassed, .revertCheckFailed:
      return nil
    }
  }

  /// Says a view is not shown, and which ids are.
  private func absence(_ view: String, _ snapshot: LayoutSnapshot) -> String {
    let ids = snapshot.nodes.compactMap { $0.id.map { "\($0.base)" } }
    let help = NearestName.suggest(for: view, among: ids).map { " (did you mean '\($0)'?)" } ?? ""
    return "no view with the id '\(view)' is shown\(help)"
  }
}
