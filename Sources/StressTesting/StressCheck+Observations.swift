import Foundation
import LayoutEngine
import PropertyTesting
import ScenarioScript
import SceneRuntime

extension StressCheck {
  /// What a run showed after each step: the first violation of each property seen in a window's
  /// layout, and each window's columns by size and environment. Used by one run, on its
  /// simulator's actor (`observe` is isolated to it), then read when the run is over: never from
  /// two places at once.
  final class Observations: @unchecked Sendable {
    @exclusivity(unchecked) private(set) var violations: [StressViolation] = []
    @exclusivity(unchecked) private var seen: Set<StressProperty> = []
    @exclusivity(unchecked) private var columns: [WindowID: [ColumnsKey: String]] = [:]
    @exclusivity(unchecked) private var eventsRead = 0
    /// The fingerprint of each window's last layout checked, and the columns it showed: a
    /// window laid out the same again is not snapshotted and checked again.
    @exclusivity(unchecked) private var checked: [WindowID: (frames: LayoutFrames, shown: String)] = [:]

    /// What a window's columns depend on: its size (which gives its size classes) and the
    /// system settings.
    struct ColumnsKey: Hashable {
      var size: CGSize
      var settings: SystemSettings

      /// Hashed by `StructureHash` (a few instructions where `Hasher` takes hundreds for these
      /// fields): looked up for every window after every step.
      func _rawHashValue(seed: Int) -> Int {
        StructureHash.tableHash(seed: seed) {
          $0.add(comparing: size.width)
          $0.add(comparing: size.height)
          $0.add(settings.hashNumber)
        }
      }
    }

    private func report(_ violation: StressViolation) {
      guard seen.insert(violation.property).inserted else { return }
      violations.append(violation)
    }

    /// Windows whose state a user's choice changed: they may differ from a fresh one's.
    @exclusivity(unchecked) private var commanded: Set<WindowID> = []

    /// Looks at every open window after a step; after the last, also compares each window's
    /// layout with its views made afresh (but where a command ran, which may have changed state).
    func observe(_ simulator: isolated Simulator, isLast: Bool) async {
      // A user's choice that changed a window's state (the timeline says when): its columns may
      // change at a size seen before.
      // Overlaps are read from the timeline too: the window reports them when they change.
      let timeline = simulator.timeline
      for event in timeline.dropFirst(eventsRead) {
        guard let window = event.window else { continue }
        switch event.kind {
        case .revertChecksRestarted:
          columns[window] = [:]
          commanded.insert(window)
        case .overlapsChanged(let pairs) where !pairs.isEmpty:
          report(
            StressViolation(
              .noOverlaps, "\(window): \(pairs[0]) overlap",
              expectation: "expect window \(window.number) no overlaps"))
        default: continue
        }
      }
      eventsRead = timeline.count
      let settings = simulator.settings
      for window in simulator.openWindows {
        guard let (frames, base) = simulator.layout(of: window), let frame = simulator.frame(of: window)
        else { continue }
        // The frames and columns depend on the layout alone: a layout checked before is not
        // checked again (only the first violation of a property is reported). A new one is read
        // through the snapshot of its views, with its frames beside it (`snapshot(of:)` would
        // copy every view to write them in).
        let shown: String
        if let last = checked[window], last.frames == frames {
          shown = last.shown
        } else {
          guard let columns = base.columnsDescription(frames: frames) else { continue }
          if let invalid = base.firstInvalidFrame(frames: frames) {
            report(StressViolation(.finiteFrames, "\(window): \(invalid)"))
          }
          if let outside = base.viewOutsideItsParent(frames: frames) {
            report(
              StressViolation(
                .withinParents, "\(window): \(outside)",
                expectation: "expect window \(window.number) within parents"))
          }
          shown = columns
          checked[window] = (frames, shown)
        }
        let key = ColumnsKey(size: frame.size, settings: settings)
        if let before = columns[window, default: [:]][key], before != shown {
          report(
            StressViolation(
              .columnsFollowSize,
              "\(window) at \(GeometryFormat.size(frame.size)) shows \(shown), but showed \(before) there before",
              expectation: "expect window \(window.number) columns \(before)"))
        }
        columns[window, default: [:]][key] = shown
        // Fingerprints first: the snapshots and their difference only when they differ.
        if isLast, !commanded.contains(window), await simulator.freshLayoutFrames(of: window) != frames,
          let fresh = await simulator.freshSnapshot(of: window),
          let live = await simulator.snapshot(of: window),
          let difference = live.withoutIssues.difference(from: fresh.withoutIssues)
        {
          report(
            StressViolation(
              .matchesFreshLayout, "\(window)'s layout is not its views' made afresh:\n\(difference)",
              expectation: "expect window \(window.number) layout = fresh"))
        }
      }
    }
  }
}
