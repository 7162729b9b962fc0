import Foundation
import LayoutEngine

extension Simulator {
  /// Launches the app: opens a window of its first scene, as the system does at launch.
  ///
  /// ```swift
  /// let simulator = Simulator(MailApp.self, device: .iPadPro11)
  /// await simulator.launch()
  /// ```
  public func launch() async {
    await carryOut(.openWindow(id: nil))
    await openRequestedWindows()
  }

  /// The app's menu bar as it is now (resolved with the key window's focused values), as text:
  /// each menu, then its items, with check marks, shortcuts and "(disabled)".
  ///
  /// ```swift
  /// print(await simulator.menuBar())
  /// ```
  public func menuBar() async -> String {
    await withMenuBar { $0.description } ?? ""
  }

  /// Whether the menu item at `path` (a menu's title, then an item's) is enabled now, with the
  /// key window's focused values; or why there is no such item.
  ///
  /// ```swift
  /// try await simulator.isMenuItemEnabled(["File", "Close"]).get()   // true while a window is open
  /// ```
  public func isMenuItemEnabled(_ path: [String]) async -> Result<Bool, Failure> {
    guard let result = await withMenuBar({ $0.lookup(path).map(\.isEnabled) }) else {
      return .failure(Failure(description: "the simulator has no app, so no menu bar"))
    }
    return result.mapError { Failure(description: $0.description) }
  }

  /// Runs `body` with the app's menu bar as it is now: the key window's (with its focused
  /// values and split view), else the app's alone; nil without an app.
  private func withMenuBar<T: Sendable>(_ body: @escaping @Sendable (MenuBar) -> T) async -> T? {
    guard let app else { return nil }
    let context = menuContext(app)
    if let key = focus.key, let actor = windows[key]?.actor { return await actor.withMenuBar(context, body) }
    return body(appMenuBar(context))
  }

  /// The menu bar with no key window: the app's commands, no focused values.
  private func appMenuBar(_ context: MenuBar.Context) -> MenuBar {
    MenuBar(commands: appCommands, focused: FocusedValues(), context: context)
  }

  /// Opens the windows that `openWindow(id:)` asked for while the last request was carried out
  /// (and those their views ask for in turn), at most `Limits.maximumOpenWindows` open at once
  /// and as many rounds; what is still asked for after the last round is refused, never left
  /// to run after some later request.
  func openRequestedWindows() async {
    defer {
      for id in openWindowRequests.drain() {
        refuse(
          "open window '\(id)'",
          "asked for again in each of \(Limits.maximumOpenWindows + 1) rounds (Simulator.Limits.maximumOpenWindows)"
        )
      }
    }
    for _ in 0...Limits.maximumOpenWindows {
      let ids = openWindowRequests.drain()
      if ids.isEmpty { return }
      for id in ids {
        guard windows.count < Limits.maximumOpenWindows else {
          refuse(
            "open window '\(id)'",
            "\(Limits.maximumOpenWindows) windows are open (Simulator.Limits.maximumOpenWindows)")
          continue
        }
        await openScene(id: id)
      }
    }
  }

  /// Opens a window of the scene with `id` (nil: the first), or brings an open `Window` forward.
  func openScene(id sceneID: String?) async {
    let request = "open window \(sceneID.map { "'\($0)'" } ?? "of the first scene")"
    guard let app else {
      return refuse(request, "the simulator has no app (make it with Simulator(MyApp.self, device:))")
    }
    // Without an id: the first scene that is not the settings window (which only its menu item
    // opens), nor, off a Mac, a `Window`.
    guard
      let index = sceneID.map({ id in app.scenes.firstIndex { $0.id == id } })
        ?? app.scenes.firstIndex(where: { $0.kind != .settings && $0.kind.opens(on: device.idiom) })
    else {
      let ids = app.scenes.compactMap(\.id).map { "'\($0)'" }
      return refuse(
        request,
        app.scenes.isEmpty
          ? "the app declares no scenes" : "no scene has this id (ids: \(ids.joined(separator: ", ")))")
    }
    await openScene(at: index)
  }

  /// Opens a window of the scene at `index`, or brings forward the open window of a `Window`.
  private func openScene(at index: Int) async {
    guard let app else { return }
    let scene = app.scenes[index]
    // Apple lists `Window` as macOS 13.0+ and `Settings` as macOS 11.0+: an app for iPadOS or
    // iOS declares them under `#if os(macOS)`.
    if !scene.kind.opens(on: device.idiom), let macOS = scene.kind.macOSAvailability {
      return refuse(
        "open window '\(scene.title)'",
        "a \(scene.kind.rawValue) scene opens on a Mac only (Apple: macOS \(macOS) and later); on \(device.name) "
          + "declare it under #if os(macOS)")
    }
    if scene.kind.isUnique, let open = windows.first(where: { $0.scene == index }) {
      return await carryOut(.activate(open))
    }
    let alreadyOpen = windowsOfScene[index, default: 0]
    await openWindow(
      frame: initialFrame(scene, cascade: alreadyOpen), limits: WindowSizeLimits(),
      resizability: scene.resizability.resolved(for: scene.kind), anchor: .topLeading, scene: index,
      content: .scene(index))
  }

  /// How far each further window of a scene is moved down and to the right of the first, in
  /// points (SceneSim's choice: Apple documents the offset, not its size).
  static let cascadeOffset: CGFloat = 20

  /// Where a scene's window opens: at its default size (else the whole screen), at the center of
  /// the screen, each further window of the scene offset a little (Apple, `defaultPosition(_:)`:
  /// "the system places the window at the center of the screen by default … offsets each
  /// additional window by a small amount"). Opening fits it to its limits and the screen.
  private func initialFrame(_ scene: SceneSummary, cascade: Int) -> CGRect {
    let size = scene.defaultSize ?? screen.size
    let offset = CGFloat(cascade) * Simulator.cascadeOffset
    return CGRect(
      x: (screen.width - size.width) / 2 + offset, y: (screen.height - size.height) / 2 + offset,
      width: size.width, height: size.height)
  }

  /// Carries out a menu command or key press with the key window, then what it asks of the
  /// simulator, and lays the key window out again when an action of the app ran.
  func carryOutCommand(_ input: CommandInput) async {
    guard let app else {
      return refuse("\(input)", "the simulator has no app, so no menu bar")
    }
    let context = menuContext(app)
    let key = focus.key
    let result: CommandResult
    var changedState = false
    if let key, let actor = windows[key]?.actor {
      (result, changedState) = await actor.carryOut(input, context: context)
    } else {
      result = CommandRouting.carryOut(input, controls: []) { appMenuBar(context) }
    }
    switch result {
    case .refused(let refusal):
      refuse("\(input)", refusal.description)
    case .performed(let what):
      record(key, .commandPerformed(input: input, performed: what))
      if let key, let actor = windows[key]?.actor {
        if changedState { await restartRevertChecks(key, actor, "\(input) changed the window's state") }
        relayout(key, cause: .command)
      }
    case .system(let what, let command):
      record(key, .commandPerformed(input: input, performed: what))
      switch command {
      case .openScene(let index): await openScene(at: index)
      case .closeKeyWindow:
        if let key { await carryOut(.close(key)) }
      case .activate(let id): await carryOut(.activate(id))
      case .toggleSidebar:
        // Enabled only while the key window shows a split view (the menu bar reads it).
        if let key, let actor = windows[key]?.actor, await actor.toggleSidebar() {
          await restartRevertChecks(key, actor, "\(input) showed or hid the sidebar")
          relayout(key, cause: .command)
        }
      case .unmodelled: break
      }
    }
  }

  /// Carries out a user's action in a window: refused with its reason, or carried out, which
  /// starts the window's revert checks again (the user chose what it shows), lays it out again
  /// and records what changed of its navigation and presentations.
  func carryOut(_ action: ViewAction, in id: WindowID) async {
    guard let actor = windows[id]?.actor else { return refuse("\(action)", "\(id) is not open") }
    let before = await actor.navigationState
    if let refusal = await actor.perform(action) { return refuse("\(action)", refusal.description, in: id) }
    record(id, .actionPerformed(action))
    await restartRevertChecks(id, actor, "\(action)")
    relayout(id, cause: .action)
    let after = await actor.navigationState
    if after.paths != before.paths { record(id, .navigationChanged(from: before.paths, to: after.paths)) }
    if after.presented != before.presented {
      record(id, .presentationChanged(from: before.presented, to: after.presented))
    }
  }

  /// A user's choice changed what a window shows: later returns are checked against the layouts
  /// seen after it, and the timeline says so (the stress properties read it there too).
  private func restartRevertChecks(_ window: WindowID, _ actor: WindowActor, _ reason: String) async {
    await actor.forgetRememberedLayouts()
    record(window, .revertChecksRestarted(reason: reason))
  }

  /// What the menu bar shows of the simulation: the app, its scenes and its open windows.
  private func menuContext(_ app: AppBlueprint) -> MenuBar.Context {
    MenuBar.Context(
      appName: app.name, scenes: app.scenes,
      windows: windowMenuList,
      openWindow: openWindowRequests.action, idiom: device.idiom)
  }
}
