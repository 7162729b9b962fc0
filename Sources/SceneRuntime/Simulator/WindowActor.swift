import Foundation
import LayoutEngine

/// One open window: it owns the live view graph of its content, lays it out for its frame and
/// environment, and remembers the layout first seen for each size and environment, so that a
/// return to one is checked ("Resizing an app should not permanently alter its layout").
actor WindowActor {
  let id: WindowID
  /// The simulator's executor: a window's work runs where the simulator's does (it awaits each
  /// call to a window, so the two never run at once), and a call from the simulator to its
  /// window needs no switch. The simulator keeps its windows, so it outlives them.
  nonisolated let unownedExecutor: UnownedSerialExecutor
  private let graph: ViewGraph
  /// The app's commands, made once with the window's content (`@FocusedValue`s are bound anew
  /// each time they are resolved).
  private let commands: [(inout _CommandList) -> Void]
  /// The window's last layout and those remembered for revert checks, changed in place.
  @exclusivity(unchecked) private var layouts = LayoutRecord()
  /// The `@Observable` models the app keeps, whose properties a failed revert check names.
  private let models: AppModels
  /// The models' values as last read, with the graph's count of observed changes then: read
  /// again only once a change the views observed has reached the graph (a live resize passes a
  /// new size every frame).
  @exclusivity(unchecked)
  private var modelValuesCache: (changes: UInt64, values: [(view: String, property: String, value: Any)])?
  /// The most layouts a window remembers for revert checks (sizes first seen past it are not
  /// checked).
  static let maximumRememberedLayouts = 4_096
  /// The most frames the remembered layouts of a window hold in all (32 bytes each): a large
  /// window remembers fewer sizes than a small one, so that a long live resize stays in bounded
  /// memory (sizes first seen past it are not checked).
  static let maximumRememberedFrames = 1_000_000
  /// The traits of the last layout's environment.
  @exclusivity(unchecked) private var lastTraits: WindowTraits
  /// What `@Environment(\.openWindow)` does in the window's views.
  private let openWindow: OpenWindowAction
  /// The stores of its `@AppStorage` and `@SceneStorage`.
  private let storage: WindowStorage
  /// What the window was made of, to make its views afresh.
  private let app: AppBlueprint?
  private let content: Content
  /// The size and insets of the last layout.
  @exclusivity(unchecked) private var lastSize = CGSize.zero
  @exclusivity(unchecked) private var lastInsets = EdgeInsets()
  @exclusivity(unchecked) private var lastCorners = RectangleCornerInsets()

  /// What a window shows: views, or a scene of the app.
  enum Content: Sendable {
    case view(@Sendable () -> AnyView)
    case scene(Int)
  }

  /// What a window's layout depends on besides its views' state: its size (which gives its size
  /// classes on its device), the system settings and its scene's phase (a window opens inactive,
  /// then active: its views may show the two differently, as a cover while not active).
  struct RevertKey: Hashable {
    /// Where the window is: a layout seen again at the same place, without leaving it between
    /// (a move, a phase change alone), is no return.
    var place: Place
    var scenePhase: ScenePhase

    struct Place: Hashable {
      var width: CGFloat
      var height: CGFloat
      var settings: SystemSettings
    }

    /// Hashed by `StructureHash` (a few instructions where `Hasher` takes hundreds for these
    /// fields): a window looks its key up at every relayout.
    func _rawHashValue(seed: Int) -> Int {
      let phase =
        switch scenePhase {
        case .background: 0
        case .inactive: 1
        case .active: 2
        }
      return StructureHash.tableHash(seed: seed) {
        $0.add(comparing: place.width)
        $0.add(comparing: place.height)
        $0.add(place.settings.hashNumber)
        $0.add(phase)
      }
    }
  }

  /// Makes the window's content (and the app's commands, from one making of the app) in `traits`.
  init(
    id: WindowID, traits: WindowTraits, app: AppBlueprint?, content: Content, openWindow: OpenWindowAction,
    storage: WindowStorage = WindowStorage(), executor: UnownedSerialExecutor
  ) {
    self.id = id
    unownedExecutor = executor
    self.storage = storage
    self.app = app
    self.content = content
    lastTraits = traits
    let (view, commands, models) = WindowActor.make(content, app: app)
    self.commands = commands
    self.models = models
    self.openWindow = openWindow
    graph = ViewGraph(view, environment: traits.environment(openWindow: openWindow, storage: storage))
  }

  /// The window's views, the app's commands and its models, from one making of the app.
  private static func make(_ content: Content, app: AppBlueprint?) -> (
    AnyView, [(inout _CommandList) -> Void], AppModels
  ) {
    let list = app?.make()
    switch content {
    case .view(let make): return (make(), list?.commands ?? [], list?.models ?? AppModels())
    case .scene(let index):
      // An app whose body declares other scenes on another evaluation gets an empty window.
      let scenes = list?.scenes ?? []
      return (
        scenes.indices.contains(index) ? scenes[index].makeContent() : AnyView(EmptyView()),
        list?.commands ?? [], list?.models ?? AppModels()
      )
    }
  }

  /// The layout the window's views give when made afresh (new state, no caches) at the window's
  /// last size, insets and environment: what the live graph's layout must equal.
  func freshSnapshot() -> LayoutSnapshot {
    let fresh = freshGraph()
    // The snapshot of views in a structure seen before, from the cache of structures, with the
    // fresh layout's frames and issues: what `fresh.snapshot` would write out again.
    let (frames, base, _) = fresh.layoutFrames()
    guard var snapshot = base.applying(frames) else { return fresh.snapshot }
    snapshot.issues = fresh.snapshotIssues
    return snapshot
  }

  /// The fingerprint of `freshSnapshot()`'s layout, made without its snapshot: equal to the
  /// window's last layout's when the live layout is the fresh one.
  func freshLayoutFrames() -> LayoutFrames { freshGraph().layoutFrames().frames }

  /// The window's views made afresh and laid out at its last size, insets and environment.
  private func freshGraph() -> ViewGraph {
    // Made to compare, not to act: its views open no windows, and write to copies of the stores.
    var environment = environment(lastTraits, openWindow: OpenWindowAction { _ in })
    environment.appStorageStore = storage.app.copy()
    environment.sceneStorageStore = storage.scene.copy()
    let fresh = ViewGraph(WindowActor.make(content, app: app).0, environment: environment)
    fresh.layout(in: lastSize, safeAreaInsets: lastInsets, containerCornerInsets: lastCorners)
    return fresh
  }

  /// Gives the views the environment `traits` make, if it changed: the values of the traits
  /// that changed (the graph compares only those).
  private func apply(_ traits: WindowTraits) {
    guard traits != lastTraits else { return }
    let last = lastTraits
    graph.changeEnvironment { environment in
      traits.write(to: &environment, changedFrom: last)
      // The settings wrote the system's color scheme: the views' preference stands over it.
      if traits.settings != last.settings { preferColorScheme(in: &environment) }
    }
    lastTraits = traits
  }

  /// The color scheme the window's views prefer (`preferredColorScheme`), as of the last layout.
  @exclusivity(unchecked) private var preferredColorScheme: ColorScheme?

  /// The environment at the window's root: what `traits` make, in the color scheme its views
  /// prefer (Apple, `preferredColorScheme(_:)`: it sets "the nearest enclosing presentation, like
  /// a popover, a sheet, or a window").
  private func environment(_ traits: WindowTraits, openWindow: OpenWindowAction) -> EnvironmentValues {
    var environment = traits.environment(openWindow: openWindow, storage: storage)
    preferColorScheme(in: &environment)
    return environment
  }

  /// Gives `environment` the color scheme the views prefer, if they prefer one.
  private func preferColorScheme(in environment: inout EnvironmentValues) {
    if let preferredColorScheme { environment.colorScheme = preferredColorScheme }
  }

  /// What one update of the window did: the relayout; the split views' columns and the
  /// overlapping views, when they changed; whether the layout came back, when the window
  /// returned to a size and environment; and, when the content may have changed and `update` was
  /// asked to measure it, the window's limits its content sets and the resize anchor its views
  /// ask for (nil: none). A tuple, so that its parts are taken apart without copying what they
  /// hold.
  typealias Update = (
    relayout: Relayout, columns: (from: [NavigationSplitViewColumns], to: [NavigationSplitViewColumns])?,
    overlaps: [String]?, revert: RevertCheck?, content: (limits: WindowSizeLimits, anchor: UnitPoint?)?
  )

  /// Moves the window to `frame` with the environment `traits` make, lays it out in
  /// `safeAreaInsets` with the corners `corners` (its window controls), and says what the relayout did and, when the window had this size and
  /// environment before, whether its layout came back. With `resizability`, when the content may
  /// have changed, it also measures the limits the content sets and reads the views' resize
  /// anchor: what the simulator needs to fit the window to its content, in the same call.
  func update(
    frame: CGRect, traits: WindowTraits, safeAreaInsets: EdgeInsets,
    corners: RectangleCornerInsets = RectangleCornerInsets(), cause: Relayout.Cause,
    measuring resizability: WindowResizability? = nil
  ) -> Update {
    // A phase step changes sizes only through views that read the phase, which evaluate again:
    // the phase alone is not a reason to measure (no built-in view sizes itself by it).
    var layoutTraits = traits
    layoutTraits.scenePhase = lastTraits.scenePhase
    return layOut(
      frame: frame, traits: traits, safeAreaInsets: safeAreaInsets, corners: corners, cause: cause,
      measuring: resizability, traitsChanged: layoutTraits != lastTraits)
  }

  /// The relayout, revert check and content measure of `update`, made into one report.
  private func layOut(
    frame: CGRect, traits: WindowTraits, safeAreaInsets: EdgeInsets, corners: RectangleCornerInsets,
    cause: Relayout.Cause, measuring resizability: WindowResizability?, traitsChanged: Bool
  )
    -> Update
  {
    apply(traits)
    lastSize = frame.size
    lastInsets = safeAreaInsets
    lastCorners = corners
    var updated = graph.layout(in: frame.size, safeAreaInsets: safeAreaInsets, containerCornerInsets: corners)
    // A preference the views took (or gave back) is the whole window's: laid out again in it.
    if graph.preferredColorScheme != preferredColorScheme {
      preferredColorScheme = graph.preferredColorScheme
      graph.environment = environment(traits, openWindow: openWindow)
      updated =
        graph.layout(in: frame.size, safeAreaInsets: safeAreaInsets, containerCornerInsets: corners)
        || updated
    }
    // The layout's fingerprint: a walk over the views' frames; a snapshot is made only for
    // views not seen before (`ViewGraph.layoutFrames`).
    let (frames, base, overlapPairs) = graph.layoutFrames(reusing: layouts.takeSpareFrames())
    let key = RevertKey(
      place: RevertKey.Place(width: frame.width, height: frame.height, settings: traits.settings),
      scenePhase: traits.scenePhase)
    return layouts.take(
      frames, base: base, overlapPairs: overlapPairs, in: graph,
      LayoutRecord.Context(updated: updated, cause: cause, key: key, size: frame.size, traits: traits),
      content: { evaluated in
        // The content may have another size now only if its environment changed or views
        // evaluated again (a frame that only moved or resized within its size classes changes
        // neither).
        guard let resizability, traitsChanged || evaluated else { return nil }
        return (contentLimits(resizability, traits: traits), graph.windowResizeAnchor)
      }, models: { modelValues() })
  }

  /// The app's models' values now (see `modelValuesCache`).
  private func modelValues() -> [(view: String, property: String, value: Any)] {
    let changes = graph.observedChangeCount
    if let cached = modelValuesCache, cached.changes == changes { return cached.values }
    let values = models.values()
    modelValuesCache = (changes, values)
    return values
  }

  /// The layouts remembered for revert checks, and the frames they hold in all.
  var remembered: (layouts: Int, frames: Int) { layouts.remembered }

  /// The window's last layout as its fingerprint and a snapshot of the same views to apply it to
  /// (`LayoutSnapshot.applying`), without making the snapshot of the layout.
  var layout: (frames: LayoutFrames, base: LayoutSnapshot)? {
    guard let lastFrames = layouts.lastFrames, let lastBase = layouts.lastBase else { return nil }
    return (lastFrames, lastBase)
  }

  /// The window's last layout.
  var snapshot: LayoutSnapshot? {
    guard let lastFrames = layouts.lastFrames, let lastBase = layouts.lastBase,
      var snapshot = lastBase.applying(lastFrames)
    else { return nil }
    snapshot.issues = graph.snapshotIssues
    return snapshot
  }

  /// Forgets the layouts remembered for revert checks: after a user's action (a command), the
  /// window is checked against the layouts it shows from then on.
  func forgetRememberedLayouts() { layouts.forgetRemembered() }

  /// Shows or hides the sidebar of the first split view shown; false if there is none.
  func toggleSidebar() -> Bool { graph.toggleSidebar() }

  /// Scrolls the scroll view marked `.id(view)`; false if there is none.
  func scroll(_ view: String, to offset: CGPoint) -> Bool { graph.scroll(view, to: offset) }

  /// Carries out a user's action on the views as last laid out (nil), or says why it did nothing.
  func perform(_ action: ViewAction) -> ViewActionRefusal? {
    if case .failure(let refusal) = graph.perform(action) { return refusal }
    return nil
  }

  /// The actions the window's views offer now (`ViewGraph.offeredActions`).
  var offeredActions: [ViewAction] { graph.offeredActions }

  /// The paths of the window's navigation stacks and the kinds of what it presents.
  var navigationState: (paths: [[String]], presented: [String]) {
    graph.navigationState
  }

  /// Whether the view named `id` is in the presentation on top, its value, and whether it is
  /// selected.
  func interaction(_ id: String) -> (isPresented: Bool, value: String?, isSelected: Bool) {
    graph.interaction(id)
  }

  /// Runs `body` with the app's menu bar as it is with this window key: resolved with its
  /// focused values, and the sidebar item titled for its split view.
  func withMenuBar<T: Sendable>(_ context: MenuBar.Context, _ body: @Sendable (MenuBar) -> T) -> T {
    body(menuBar(context))
  }

  private func menuBar(_ context: MenuBar.Context) -> MenuBar {
    var context = context
    context.sidebarShown = graph.sidebarShown
    return MenuBar(commands: commands, focused: graph.focusedSceneValues, context: context)
  }

  /// The window's limits that its content sets with `resizability`, in the environment `traits`
  /// make: at least the content's size for a zero proposal, and with `.contentSize` at most its
  /// size for an unbounded one.
  func contentLimits(_ resizability: WindowResizability, traits: WindowTraits) -> WindowSizeLimits {
    apply(traits)
    return WindowSizeLimits(
      minimum: graph.sizeThatFits(.zero),
      maximum: resizability.usesContentMaximum ? graph.sizeThatFits(.infinity) : nil)
  }

  /// Carries out a command with this window as the key window: its content's controls first,
  /// and its focused scene values for the app's commands.
  /// Whether the command changed the app's state (the views' `@State`, or an `@Observable` model
  /// they read) is returned with its result.
  func carryOut(_ input: CommandInput, context: MenuBar.Context) -> (CommandResult, changedState: Bool) {
    let before = graph.stateValues
    let observedBefore = graph.observedChangeCount
    // Only a key press asks the content's controls.
    let controls: [FoundControl]
    if case .shortcut = input { controls = graph.controls } else { controls = [] }
    // The command's action, as any of the app's actions, reads the environment without
    // depending on it.
    let result = graph.performingAction {
      CommandRouting.carryOut(input, controls: controls) { menuBar(context) }
    }
    // The views' `@State`, or an `@Observable` model they read: the app's state a user's action
    // changes (a new epoch for the revert checks).
    return (result, graph.stateValues != before || graph.observedChangeCount != observedBefore)
  }
}

/// The stores a window's `@AppStorage` and `@SceneStorage` use: its app's, and its scene's.
struct WindowStorage: Sendable {
  var app = StorageStore()
  var scene = StorageStore()
}

/// What the simulator decides of a window's environment: its size classes, its pixels per point,
/// its scene's phase, the system settings and the kind of device.
struct WindowTraits: Sendable, Equatable {
  var sizeClasses: SizeClassPair
  var displayScale: CGFloat
  var scenePhase: ScenePhase
  var settings: SystemSettings
  /// The kind of device the window is on.
  var idiom: UserInterfaceIdiom

  /// Room for the values `environment(openWindow:storage:)` writes (eleven: the window's
  /// actions, stores, traits and settings), and a few a window adds.
  static let environmentCapacity = 16

  /// The environment at the window's root, whose `openWindow` is `openWindow` and whose storage
  /// is `storage`'s.
  func environment(openWindow: OpenWindowAction, storage: WindowStorage) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.reserveCapacity(WindowTraits.environmentCapacity)
    environment.openWindow = openWindow
    environment.appStorageStore = storage.app
    environment.sceneStorageStore = storage.scene
    write(to: &environment, changedFrom: nil)
    return environment
  }

  /// Writes the values these traits give the environment: all of them, or those of the traits
  /// that differ from `last` (a window that gets narrower changes its horizontal size class
  /// alone: the vertical one is not written again).
  func write(to environment: inout EnvironmentValues, changedFrom last: WindowTraits?) {
    if sizeClasses.horizontal != last?.sizeClasses.horizontal {
      environment.horizontalSizeClass = sizeClasses.horizontal
    }
    if sizeClasses.vertical != last?.sizeClasses.vertical {
      environment.verticalSizeClass = sizeClasses.vertical
    }
    if displayScale != last?.displayScale { environment.displayScale = displayScale }
    if scenePhase != last?.scenePhase { environment.scenePhase = scenePhase }
    if idiom != last?.idiom { environment.userInterfaceIdiom = idiom }
    if settings != last?.settings { settings.apply(to: &environment) }
  }
}
