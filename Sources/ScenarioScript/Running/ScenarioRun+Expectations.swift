import Foundation
import LayoutEngine
import SceneRuntime

extension ScenarioRun {
  /// A window an expectation is about, as it is now.
  private struct ObservedWindow {
    let id: WindowID
    let snapshot: LayoutSnapshot
    let frame: CGRect
  }

  /// Checks an expectation now: the window it is about (if one), and nil when it holds, else what
  /// was found instead.
  func check(
    _ expectation: Scenario.Expectation, isolation: isolated (any Actor)? = #isolation
  ) async -> (WindowID?, String?) {
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
    case .revertChecksPassed, .revertCheckFailed:
      guard log.checkCount > 0 else {
        return (nil, "no revert check has run yet (a window must return to a size and environment it had)")
      }
      if case .revertCheckFailed = expectation {
        return (
          nil,
          log.failedCheckCount == 0
            ? "every revert check passed (\(log.checkCount) in all): the layout came back each time" : nil
        )
      }
      guard let first = log.firstFailedCheck else { return (nil, nil) }
      return (
        nil,
        "\(log.failedCheckCount) of \(log.checkCount) revert checks failed; the first, at "
          + "\(GeometryFormat.size(first.size)):\n" + (first.differenceDescription ?? "")
      )
    case .columns(let reference, let expected):
      return await observing(reference) { window in
        let actual = window.snapshot.columnsDescription
        return actual == expected ? nil : "the columns are \(actual)"
      }
    case .sizeClasses(let reference, let expected):
      return await observing(reference) { window in
        let actual = await simulator.sizeClasses(of: window.id)
        return actual == expected ? nil : "the size classes are \(actual.map { "\($0)" } ?? "unknown")"
      }
    case .phase(let reference, let expected):
      return await observing(reference) { window in
        let actual = await simulator.scenePhase(of: window.id)
        return actual == expected ? nil : "the scene's phase is \(actual.map { "\($0)" } ?? "disconnected")"
      }
    case .size(let reference, let expected):
      return await observing(reference) { window in
        window.frame.size == expected ? nil : "the window is \(GeometryFormat.size(window.frame.size))"
      }
    case .frame(let reference, let view, let expected, let tolerance):
      return await observing(reference) { window in
        guard let actual = window.snapshot.frame(of: view) else { return absence(view, window.snapshot) }
        let close =
          abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
          && abs(actual.width - expected.width) <= tolerance
          && abs(actual.height - expected.height) <= tolerance
        return close
          ? nil
          : "(expected −, actual +)\n− '\(view)' \(GeometryFormat.rect(expected))\n+ '\(view)' \(GeometryFormat.rect(actual))"
      }
    case .present(let reference, let view):
      return await observing(reference) { window in
        window.snapshot.node(withID: view) == nil ? absence(view, window.snapshot) : nil
      }
    case .absent(let reference, let view):
      return await observing(reference) { window in
        guard let node = window.snapshot.node(withID: view) else { return nil }
        return "'\(view)' is shown at \(GeometryFormat.rect(node.frame))"
      }
    case .choice(let reference, let view, let expected):
      return await observing(reference) { window in
        guard window.snapshot.node(withID: view) != nil else { return absence(view, window.snapshot) }
        guard let actual = window.snapshot.chosenCandidate(of: view) else {
          return "'\(view)' is not a ViewThatFits"
        }
        return actual == expected ? nil : "'\(view)' chose candidate \(actual)"
      }
    case .choices(let reference, let expected):
      return await observing(reference) { window in
        let actual = window.snapshot.nodes.compactMap(\.chosenCandidate)
        return actual == expected ? nil : "the ViewThatFits choices are \(actual)"
      }
    case .checkpoint(let reference, let name):
      return await observing(reference) { window in
        guard let expected = checkpoint(name) else { return "no checkpoint is named '\(name)' yet" }
        return window.snapshot.withoutIssues.difference(from: expected)?.description
      }
    case .noOverlaps(let reference):
      return await observing(reference) { window in
        let pairs = window.snapshot.overlapDescriptions
        return pairs.isEmpty ? nil : "views overlap: \(pairs.joined(separator: ", "))"
      }
    case .overlaps(let reference):
      return await observing(reference) { window in
        window.snapshot.overlaps().isEmpty ? "no views with ids overlap" : nil
      }
    case .withinParents(let reference):
      return await observing(reference) { window in window.snapshot.viewOutsideItsParent() }
    case .freshLayout(let reference):
      return await observing(reference) { window in
        guard let fresh = await simulator.freshSnapshot(of: window.id) else {
          return "\(window.id) is not open"
        }
        return window.snapshot.withoutIssues.difference(from: fresh.withoutIssues)?.description
      }
    case .path(let reference, let titles):
      return await observing(reference) { window in
        let paths = await simulator.navigation(of: window.id)?.paths ?? []
        if paths.contains(titles) { return nil }
        if paths.isEmpty { return "no navigation stack is shown" }
        return "the path is " + paths.map { $0.joined(separator: " > ") }.joined(separator: "; ")
      }
    case .presented(let reference, let view):
      return await observing(reference) { window in
        let presented = await simulator.navigation(of: window.id)?.presented ?? []
        guard let view else {
          return presented.isEmpty ? nil : "presented: \(presented.joined(separator: " + "))"
        }
        if await simulator.interaction(view, in: window.id)?.isPresented == true { return nil }
        return presented.isEmpty
          ? "nothing is presented" : "'\(view)' is not in the \(presented.last!) on top"
      }
    case .value(let reference, let view, let expected):
      return await observing(reference) { window in
        guard window.snapshot.node(withID: view) != nil else { return absence(view, window.snapshot) }
        guard let actual = await simulator.interaction(view, in: window.id)?.value else {
          return "'\(view)' has no value (not a toggle, field, picker, tab view or list with a selection)"
        }
        return actual == expected ? nil : "(expected −, actual +)\n− \(expected)\n+ \(actual)"
      }
    case .selected(let reference, let view):
      return await observing(reference) { window in
        guard window.snapshot.node(withID: view) != nil else { return absence(view, window.snapshot) }
        return await simulator.interaction(view, in: window.id)?.isSelected == true
          ? nil : "'\(view)' is not selected"
      }
    }
  }

  /// Checks an expectation about the window `reference` names, with `difference` (nil when it
  /// holds, else what was found): the window, and the difference or that it is not open.
  private func observing(
    _ reference: Scenario.WindowReference, _ difference: (ObservedWindow) async -> String?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> (WindowID?, String?) {
    guard let window = await resolve(reference), let snapshot = await simulator.snapshot(of: window),
      let frame = await simulator.frame(of: window)
    else {
      return (nil, reference == .key ? "no window is open" : "\(reference) is not open")
    }
    return (window, await difference(ObservedWindow(id: window, snapshot: snapshot, frame: frame)))
  }

  /// Says a view is not shown, and which ids are.
  private func absence(_ view: String, _ snapshot: LayoutSnapshot) -> String {
    let ids = snapshot.nodes.compactMap { $0.id.map { "\($0.base)" } }
    let help = NearestName.suggest(for: view, among: ids).map { " (did you mean '\($0)'?)" } ?? ""
    return "no view with the id '\(view)' is shown\(help)"
  }
}
