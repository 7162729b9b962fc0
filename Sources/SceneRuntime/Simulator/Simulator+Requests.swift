import Foundation
import LayoutEngine

extension Simulator {
  /// Carries out `request` now if it needs no suspension (a resize, a phase, a move, a setting,
  /// a close: their windows are called in place) and says whether it did; the others are
  /// `carryOut(_:)`'s.
  func carryOutInPlace(_ request: Request) -> Bool {
    switch request {
    case .resize(let id, let size, let anchor):
      guard let windowAnchor = windows.read(id, { $0.anchor }) else {
        return refused("resize \(id)", "\(id) is not open")
      }
      // The request's anchor, else the window's: a view's `windowResizeAnchor` is for the
      // resizes its content causes (below, in `relayout`).
      resize(id, to: size, anchor: anchor ?? windowAnchor, cause: .resized)
    case .setPhase(let id, let target):
      guard let action = windows.change(id, { $0.phase.request(target) }) else {
        return refused("phase \(target) for \(id)", "\(id) is not open")
      }
      if case .refuse(let reason) = action { return refused("phase \(target) for \(id)", reason.description) }
      applyPhaseSteps(id, action.steps)
      // A window in the background gives up the key to the one active before it.
      if target == .background { recordFocus(focus.resign(id)) }
    case .activate(let id):
      let action = focus.activate(id)
      if case .refuse(let reason) = action { return refused("activate \(id)", reason.description) }
      recordFocus(action)
      if windows.read(id, { $0.phase.phase }) != .active { _ = carryOutInPlace(.setPhase(id, .active)) }
    case .move(let id, let point):
      guard let size = windows.read(id, { $0.frame.size }) else {
        return refused("move \(id)", "\(id) is not open")
      }
      guard point.x.isFinite, point.y.isFinite else {
        return refused("move \(id)", "invalid position (\(point.x), \(point.y)): positions must be finite")
      }
      let frame = WindowResize.onScreen(CGRect(origin: point, size: size), screen)
      record(id, .windowMoved(requested: point, applied: frame))
      relayout(id, cause: .moved, frame: frame)
    case .setDynamicType(let size):
      change(
        \.dynamicTypeSize, to: size, cause: .dynamicType, event: TimelineEvent.Kind.dynamicTypeChanged)
    case .setColorScheme(let scheme):
      change(
        \.colorScheme, to: scheme, cause: .colorScheme, event: TimelineEvent.Kind.colorSchemeChanged)
    case .setLayoutDirection(let direction):
      change(
        \.layoutDirection, to: direction, cause: .layoutDirection,
        event: TimelineEvent.Kind.layoutDirectionChanged)
    case .close(let id):
      guard let disconnect = windows.change(id, { $0.phase.disconnect() }) else {
        return refused("close \(id)", "\(id) is not open")
      }
      applyPhaseSteps(id, disconnect.steps)
      if let (scene, store) = windows.read(id, { ($0.scene, $0.sceneStorage) }), let scene {
        windowsOfScene[scene, default: 0] -= 1
        if let store { closedSceneStorages[scene, default: []].append(store) }
      }
      windows[id] = nil
      windowMenuList.removeAll { $0.id == id }
      record(id, .windowClosed)
      recordFocus(focus.close(id))
    case .openWindow, .command, .scroll, .perform: return false
    }
    return true
  }

  /// Records that `request` was refused for `reason`; true (the request was carried out, as a
  /// refusal).
  private func refused(_ request: String, _ reason: String) -> Bool {
    refuse(request, reason)
    return true
  }

  /// Carries out `request` now, suspending where it must (a window opened, a command, a scroll, a
  /// user's action).
  func carryOut(_ request: Request) async {
    if carryOutInPlace(request) { return }
    switch request {
    case .openWindow(let sceneID):
      await openScene(id: sceneID)
    case .command(let input):
      await carryOutCommand(input)
    case .scroll(let id, let view, let offset):
      guard let state = windows[id] else { return refuse("scroll \(id)", "\(id) is not open") }
      guard offset.x.isFinite, offset.y.isFinite else {
        return refuse(
          "scroll '\(view)' in \(id)", "invalid offset (\(offset.x), \(offset.y)): offsets must be finite")
      }
      guard await state.actor.scroll(view, to: offset) else {
        return refuse("scroll '\(view)' in \(id)", "no scroll view has the id '\(view)'")
      }
      record(id, .scrolled(view: view, to: offset))
      relayout(id, cause: .scrolled)
    case .perform(let id, let action):
      await carryOut(action, in: id)
    case .resize, .setPhase, .activate, .move, .setDynamicType, .setColorScheme, .setLayoutDirection, .close:
      break
    }
  }

  /// Resizes a window to `size` keeping `anchor` fixed, within its limits and the screen; records
  /// the resize and any change of size classes, and lays it out (with `onlyIfChanged`, only when
  /// the frame changes).
  func resize(
    _ id: WindowID, to size: CGSize, anchor: UnitPoint, cause: Relayout.Cause, onlyIfChanged: Bool = false
  ) {
    guard let (frame, limits) = windows.read(id, { ($0.frame, $0.limits) }) else { return }
    let resize: WindowResize
    do {
      resize = try WindowResize(from: frame, to: size, anchor: anchor, limits: limits, screen: screen)
    } catch {
      return refuse("resize \(id)", error.description)
    }
    if onlyIfChanged && resize.applied == frame { return }
    record(
      id,
      .windowResized(
        requested: resize.requested, applied: resize.applied, anchor: anchor, limits: resize.limits))
    let before = sizeClasses(frame.size)
    let after = sizeClasses(resize.applied.size)
    if after != before { record(id, .sizeClassesChanged(from: before, to: after)) }
    relayout(id, cause: cause, frame: resize.applied)
  }

  /// Lays a window out again for its frame (or `frame`) and environment, and records what the
  /// relayout did and any revert check. When views evaluated again in a window sized by its
  /// content, its limits are measured again and, if its size is outside them now, it is
  /// resized to fit, keeping the point its views ask for fixed (Apple, `windowResizeAnchor(_:)`:
  /// "the window point fixed under programmatic size changes caused by the content size of the
  /// window changing"; top-leading without one).
  func relayout(
    _ id: WindowID, cause: Relayout.Cause, frame: CGRect? = nil, phase: ScenePhase? = nil
  ) {
    guard
      let (actor, windowFrame, windowPhase, resizability, anchor) = windows.read(
        id, { ($0.actor, $0.frame, $0.phase.phase, $0.resizability, $0.anchor) })
    else { return }
    let frame = frame ?? windowFrame
    windows.change(id) { $0.frame = frame }
    let fillsScreen = frame == screen
    let insets = fillsScreen ? device.safeArea(orientation) : EdgeInsets()
    let corners = fillsScreen ? RectangleCornerInsets() : device.windowCorners
    let traits = traits(sizeClasses(frame.size), phase: phase ?? windowPhase ?? .background)
    // A window sized by its content has it measured in the same call, unless the content resized it.
    // The window runs on the simulator's executor (`WindowActor.unownedExecutor`): called in place.
    let measuring = cause == .contentSize ? nil : resizability
    let request = (
      frame: frame, traits: traits, insets: insets, corners: corners, cause: cause, measuring: measuring
    )
    // The report's parts are moved out of it for their events, not copied.
    let (relayout, columns, overlaps, revert, content) = Simulator.inPlace(actor, request) {
      window, request in
      window.update(
        frame: request.frame, traits: request.traits, safeAreaInsets: request.insets,
        corners: request.corners, cause: request.cause, measuring: request.measuring)
    }
    record(id, .relayout(relayout))
    if let columns { record(id, .columnsChanged(from: columns.from, to: columns.to)) }
    if let overlaps { record(id, .overlapsChanged(overlaps)) }
    if let revert { record(id, .revertCheck(revert)) }
    guard let content else { return }
    windows.change(id) { $0.limits = content.limits }
    resize(
      id, to: frame.size, anchor: content.anchor ?? anchor, cause: .contentSize, onlyIfChanged: true)
  }

  /// Runs `body` with `window` and `argument` where the simulator runs: a window's actor runs
  /// on the simulator's executor (`WindowActor.unownedExecutor`), so a synchronous call needs
  /// no switch. It does what `assumeIsolated(_:)` does (the executor checked, then the call)
  /// without the objects `assumeIsolated` allocates to call a closure that does not escape as
  /// one that may; `body` takes what it needs as `argument`, so that a closure that captures
  /// nothing has no context to allocate either. The executor is checked in debug builds (the
  /// tests): every window is made with its simulator's executor (`Simulator.openWindow`), and
  /// only the simulator's own methods call this.
  static func inPlace<Argument, T: Sendable>(
    _ window: WindowActor, _ argument: Argument, _ body: @escaping (isolated WindowActor, Argument) -> T
  ) -> T {
    #if DEBUG
      window.preconditionIsolated()
    #endif
    return unsafeBitCast(body, to: ((WindowActor, Argument) -> T).self)(window, argument)
  }
}
