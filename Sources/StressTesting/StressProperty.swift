import Foundation
import LayoutEngine
import PropertyTesting
import ScenarioScript
import SceneRuntime

/// A property every app must keep under any sequence of resizes, phases, settings, commands and
/// window changes.
public enum StressProperty: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A window returning to a size and environment it had shows the layout it had there.
  case reverts
  /// The live (incremental) layout equals the layout of the views made afresh, at the end.
  case matchesFreshLayout
  /// Scene phases move only along legal transitions, and the app's phase follows its scenes.
  case legalPhases
  /// In a window whose views observe it, `onChange(of: scenePhase)` saw each transition of the
  /// scene exactly once, with its old and new values.
  case phaseChangesSeenOnce
  /// A window's split-view columns are a function of its size and environment (no hysteresis),
  /// until a command (a user's choice) changes them.
  case columnsFollowSize
  /// Every frame is finite, with a size not negative.
  case finiteFrames
  /// A view that fits in its parent is placed within it, unless its parent scrolls, offsets or
  /// positions it, or is a split view (whose columns the snapshot does not list); a view larger
  /// than its parent overflows it, as in SwiftUI.
  case withinParents
  /// No two views with ids are laid over each other by a stack or grid.
  case noOverlaps
  /// Every menu command and key press ran, or was refused with a reason.
  case commandsRouted
  /// Replaying the scenario gives the same timeline, event for event.
  case deterministic

  public var description: String { rawValue }
}

/// A property that did not hold, with what was seen, and the expectation that makes a replay of
/// the scenario fail the same way (when the language has one).
public struct StressViolation: Error, Sendable, Hashable, CustomStringConvertible {
  public var property: StressProperty
  public var message: String
  /// The line a counterexample's script ends with so that `scenesim run` fails the same way.
  public var expectation: String?

  public init(_ property: StressProperty, _ message: String, expectation: String? = nil) {
    self.property = property
    self.message = message
    self.expectation = expectation
  }

  public var description: String { "\(property): \(message)" }
}
