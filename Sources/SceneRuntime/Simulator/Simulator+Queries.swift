import Foundation
import LayoutEngine

extension Simulator {
  /// The open windows, in the order they opened.
  public var openWindows: [WindowID] { windows.keys }

  /// A window's frame on the screen, or nil if it is not open.
  public func frame(of window: WindowID) -> CGRect? { windows[window]?.frame }

  /// The point of a window that stays fixed when a resize names no anchor, or nil if it is not
  /// open.
  public func resizeAnchor(of window: WindowID) -> UnitPoint? { windows[window]?.anchor }

  /// The safe-area insets a window's root is laid out in (the device's, for a window that fills
  /// the screen; none for a smaller one), or nil if it is not open.
  public func safeAreaInsets(of window: WindowID) -> EdgeInsets? {
    windows[window].map { $0.frame == screen ? device.safeArea(orientation) : EdgeInsets() }
  }

  /// A window's size classes, or nil if it is not open.
  public func sizeClasses(of window: WindowID) -> SizeClassPair? {
    windows[window].map { sizeClasses($0.frame.size) }
  }

  /// A window's scene phase, or nil if it is not open.
  public func scenePhase(of window: WindowID) -> ScenePhase? { windows[window]?.phase.phase }

  /// The layout a window's views give when made afresh (new state, no caches) at its size and in
  /// its environment, or nil if it is not open: a live layout that differs from it kept
  /// something from before.
  ///
  /// ```swift
  /// await simulator.snapshot(of: window) == simulator.freshSnapshot(of: window)
  /// ```
  public func freshSnapshot(of window: WindowID) async -> LayoutSnapshot? {
    await windows[window]?.actor.freshSnapshot()
  }

  /// The fingerprint of the layout `freshSnapshot(of:)` would show, or nil if the window is not
  /// open: equal to `layout(of:)`'s frames when the live layout is the fresh one, found without
  /// making either snapshot.
  package func freshLayoutFrames(of window: WindowID) async -> LayoutFrames? {
    await windows[window]?.actor.freshLayoutFrames()
  }

  /// A window's last layout as its fingerprint (its views' structure, frames and choices: equal
  /// fingerprints are the same layout) and a snapshot of the same views to apply it to
  /// (`snapshot(of:)` is `base.applying(frames)`, with the layout's issues), or nil if it is not
  /// open or not laid out: what the layout shows, read without making its snapshot.
  package func layout(of window: WindowID) -> (frames: LayoutFrames, base: LayoutSnapshot)? {
    // The window runs on the simulator's executor (`WindowActor.unownedExecutor`): read in place.
    guard let actor = windows[window]?.actor else { return nil }
    return Simulator.inPlace(actor, ()) { window, _ in window.layout }
  }

  /// What a window's views let a user do now (`ViewGraph.offeredActions`), or none if it is not
  /// open.
  public func offeredActions(in window: WindowID) async -> [ViewAction] {
    await windows[window]?.actor.offeredActions ?? []
  }

  /// The paths of a window's navigation stacks and the kinds of what it presents, bottom to top
  /// (`ViewGraph.navigationPaths`, `presentedKinds`), or nil if it is not open.
  public func navigation(of window: WindowID) async -> (paths: [[String]], presented: [String])? {
    await windows[window]?.actor.navigationState
  }

  /// What a window's views say of the view named `id`: whether it is in the presentation on top,
  /// its value, whether it is selected; nil if the window is not open.
  public func interaction(_ id: String, in window: WindowID) async -> (
    isPresented: Bool, value: String?, isSelected: Bool
  )? {
    await windows[window]?.actor.interaction(id)
  }

  /// The layouts a window remembers for revert checks, and the frames they hold in all (bounded
  /// by `WindowActor.maximumRememberedLayouts` and `maximumRememberedFrames`).
  package func remembered(in window: WindowID) async -> (layouts: Int, frames: Int)? {
    await windows[window]?.actor.remembered
  }

  /// The open window numbered `number` with its frame, or with nil the key window (else the one
  /// opened last); nil when there is none. One call where a script's step names a window.
  ///
  /// ```swift
  /// await simulator.window(numbered: nil)   // (window 1, (0, 0, 1194×834))
  /// ```
  public func window(numbered number: Int?) -> (id: WindowID, frame: CGRect)? {
    guard let id = number.map(WindowID.init) ?? focus.key ?? windows.keys.last,
      let frame = windows.read(id, { $0.frame })
    else { return nil }
    return (id, frame)
  }
}
