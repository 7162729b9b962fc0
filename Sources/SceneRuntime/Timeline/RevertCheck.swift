import Foundation
import LayoutEngine

/// The outcome of one revert check: a window came back to a size and environment it had had, and
/// its layout was compared with the one it first had there ("Resizing an app should not
/// permanently alter its layout").
///
/// ```swift
/// if case .revertCheck(let check) = event.kind, !check.passed {
///   print(check.layoutDifference!, check.stuckState.map(\.description))
/// }
/// ```
public struct RevertCheck: Equatable, Sendable {
  /// The window's size, returned to.
  public var size: CGSize
  /// The scene's phase the two layouts were made in.
  public var scenePhase: ScenePhase
  /// The system settings the two layouts were made with.
  public var settings: SystemSettings
  /// How the layout now differs from the first one (expected: the first; actual: now); nil when
  /// it came back.
  public var layoutDifference: LayoutDifference?
  /// The `@State` values, and the properties of the `@Observable` models the `App` keeps, that
  /// differ from when the first layout was made, when the layout did not come back: the state
  /// that stuck.
  public var stuckState: [StateChange]

  public init(
    size: CGSize, scenePhase: ScenePhase, settings: SystemSettings, layoutDifference: LayoutDifference?,
    stuckState: [StateChange] = []
  ) {
    self.size = size
    self.scenePhase = scenePhase
    self.settings = settings
    self.layoutDifference = layoutDifference
    self.stuckState = stuckState
  }

  /// Whether the layout came back.
  public var passed: Bool { layoutDifference == nil }
}
