import Foundation
import LayoutEngine

/// The scene simulator: a virtual clock and a queue of requests, carried out one at a time in
/// (time, order of scheduling) order, on the windows of one device. Each window is a
/// `WindowActor` with its live view graph; the scene-phase, key-window and resize rules are the
/// pure machines of this module, and the simulator only carries out what they return. Everything
/// that happens is appended to `timeline`. Drive a simulator from one task, awaiting each call:
/// requests scheduled from several tasks at once would interleave in whatever order they arrive.
///
/// ```swift
/// let simulator = Simulator(device: .iPadPro11)
/// let window = await simulator.open { AnyView(ContentView()) }
/// try await simulator.schedule(.resize(window, to: CGSize(width: 592, height: 834)), afterMilliseconds: 500)
/// try await simulator.schedule(.resize(window, to: CGSize(width: 1194, height: 834)), afterMilliseconds: 1_000)
/// await simulator.run()
/// for event in await simulator.timeline { print(event.time, event.kind) }   // Reporting's TimelineText writes lines
/// ```
public actor Simulator {
  /// The device the windows are on.
  public let device: Device
  /// How the device is held.
  public let orientation: Device.Orientation
  // The state a step reads and writes is checked for exclusive access statically only
  // (`@exclusivity(unchecked)`, as the engine's hot state): an actor's state is reached from its
  // own executor alone, and no access to it spans a call that reaches it again.

  /// Everything that happened, in order (kept while `keepsTimeline`).
  @exclusivity(unchecked) public private(set) var timeline: [TimelineEvent] = []
  /// Whether events join `timeline`; false when the one following them keeps its own record
  /// (a script runner), so that a long run keeps each event once.
  @exclusivity(unchecked) public private(set) var keepsTimeline = true
  /// Called with each event as it happens, after it joins `timeline`; it takes the event (a
  /// copy when the timeline keeps it too). The simulator's reference keeps it; it is called
  /// without one of its own (`record`): a handler is `@Sendable` and cannot reach the simulator
  /// synchronously to replace itself while it runs.
  @exclusivity(unchecked) private var eventHandler: Unmanaged<EventHandler>? {
    willSet { eventHandler?.release() }
  }
  /// The continuation of the stream `events()` returned, while that stream is open.
  @exclusivity(unchecked) private var eventsContinuation: AsyncStream<TimelineEvent>.Continuation?
  /// The virtual clock.
  @exclusivity(unchecked) public private(set) var now = VirtualTime.zero
  /// The open windows, and what the simulator keeps of each.
  @exclusivity(unchecked) var windows = OpenWindows()
  /// The open windows in the order they opened, as the Window menu lists them (kept as they
  /// open and close, so that a command does not sort the windows again).
  @exclusivity(unchecked) var windowMenuList: [(id: WindowID, title: String)] = []
  @exclusivity(unchecked) private var nextWindow = 1
  @exclusivity(unchecked) private var queue = RequestQueue()
  @exclusivity(unchecked) private var scheduled = 0
  @exclusivity(unchecked) var focus = KeyWindow.Machine()
  /// The app's phase: active if a scene is, background when all are (or none is connected).
  @exclusivity(unchecked) public private(set) var appPhase = ScenePhase.background
  /// How many connected scenes are in each phase: the app's phase follows from it without a
  /// walk over the windows (opening N windows one by one stays linear).
  @exclusivity(unchecked) private var scenesInPhase = PhaseCounts()
  /// How many windows of each of the app's scenes are open (new ones cascade by it).
  @exclusivity(unchecked) var windowsOfScene: [Int: Int] = [:]
  /// What `openWindow(id:)` asked for, carried out after each request.
  let openWindowRequests = OpenWindowRequests()
  /// The simulated app's `@AppStorage`.
  let appStorage = StorageStore()
  /// The `@SceneStorage` stores closed windows left, by their scene's index.
  @exclusivity(unchecked) var closedSceneStorages: [Int: [StorageStore]] = [:]
  /// The system settings all windows share.
  @exclusivity(unchecked) public private(set) var settings = SystemSettings()
  /// The app whose scenes open as windows and whose commands fill the menu bar, if any.
  let app: AppBlueprint?
  /// The app's commands, for when no window is key (each window makes its own with its content).
  lazy var appCommands: [(inout _CommandList) -> Void] = app?.make().commands ?? []

  /// What the simulator keeps of an open window besides its actor.
  struct WindowState {
    let actor: WindowActor
    var phase: ScenePhase.Machine
    /// Where it is on the screen (its size classes follow from its size).
    var frame: CGRect
    /// Its minimum and maximum size (measured again from the content when it changes, for a
    /// scene's window sized by its content).
    var limits: WindowSizeLimits
    /// How its content limits its size (nil: a window opened with fixed limits).
    let resizability: WindowResizability?
    let anchor: UnitPoint
    /// The scene it belongs to (an index into the app's scenes), if any.
    let scene: Int?
    /// Its `@SceneStorage` store, kept for the scene's next window when it closes.
    var sceneStorage: StorageStore? = nil
  }

  /// Creates a simulator of `device` held as `orientation` (phones and iPads in landscape by
  /// default, as the published tables' first rows), without an app: open windows with
  /// `open(frame:limits:resizeAnchor:_:)`.
  public init(device: Device, orientation: Device.Orientation = .landscape) {
    self.device = device
    self.orientation = orientation
    app = nil
  }

  /// Creates a simulator of `app` on `device`; `launch()` opens its first scene.
  ///
  /// ```swift
  /// let simulator = Simulator(MailApp.self, device: .mac)
  /// await simulator.launch()
  /// ```
  public init<A: App>(_ app: A.Type, device: Device, orientation: Device.Orientation = .landscape) {
    self.device = device
    self.orientation = orientation
    self.app = AppBlueprint(app)
  }

  /// The screen, in points.
  public var screen: CGRect { CGRect(origin: .zero, size: device.screenSize(orientation)) }

  /// What can be asked of the simulator.
  public enum Request: Sendable {
    /// Resize a window to a size, keeping `anchor` (the window's resize anchor when nil) fixed.
    case resize(WindowID, to: CGSize, anchor: UnitPoint? = nil)
    /// Move a window's scene to a phase (through `inactive`, as UIKit does).
    case setPhase(WindowID, ScenePhase)
    /// Make a window key.
    case activate(WindowID)
    /// Close a window (its scene goes to the background and disconnects).
    case close(WindowID)
    /// Move a window's origin to a point (kept on the screen).
    case move(WindowID, to: CGPoint)
    /// Change the Dynamic Type size, for every window (the system setting).
    case setDynamicType(DynamicTypeSize)
    /// Change the appearance, for every window (the system setting).
    case setColorScheme(ColorScheme)
    /// Change the reading direction, for every window (the system language).
    case setLayoutDirection(LayoutDirection)
    /// Open a window of the app's scene with this id (nil: the first scene); a `Window` scene
    /// that is open already is brought forward instead.
    case openWindow(id: String?)
    /// Choose a menu item or press a key, with the key window's content and focused values.
    case command(CommandInput)
    /// Scroll the scroll view marked `.id(view)` in a window to an offset (clamped to what its
    /// content allows at the next layout).
    case scroll(WindowID, view: String, to: CGPoint)
    /// Do what a user does inside a window: tap, select, type, go back, dismiss, scroll to a row.
    /// A refused action is recorded with its reason (`ViewActionRefusal`).
    case perform(WindowID, ViewAction)
  }

  /// Limits of a simulation.
  public enum Limits {
    /// The most requests a simulation may have scheduled at once.
    public static let maximumQueuedRequests = 100_000
    /// The most windows open at once (a view that opens a window when it appears would
    /// otherwise open them without end).
    public static let maximumOpenWindows = 64
    /// The frame rates a live resize may have (a rate outside is clamped to it; a script's
    /// `at N fps` outside it is an error).
    public static let framesPerSecond = 1...240
  }

  /// Why a simulation could not go on.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// Opens a window now, with the content `makeContent` builds (inside the window's actor), at
  /// `frame` (by default the whole screen); it becomes key and its scene active.
  @discardableResult
  public func open(
    frame: CGRect? = nil, limits: WindowSizeLimits = WindowSizeLimits(),
    resizeAnchor: UnitPoint = .topLeading,
    _ makeContent: @escaping @Sendable () -> AnyView
  ) async -> WindowID {
    await openWindow(
      frame: frame ?? screen, limits: limits, resizability: nil, anchor: resizeAnchor, scene: nil,
      content: .view(makeContent))
  }

  /// Opens a window at `frame`, fitted (about its center) to `limits`, or to its content's limits
  /// for `resizability` when given, and to the screen; a phone's window fills the screen,
  /// whatever its content and frame. Its scene connects into `inactive`, where its views are
  /// made and laid out, then goes on to `active`, laid out again; it becomes key.
  @discardableResult
  func openWindow(
    frame: CGRect, limits: WindowSizeLimits, resizability: WindowResizability?,
    anchor resizeAnchor: UnitPoint, scene: Int?, content: WindowActor.Content
  ) async -> WindowID {
    let id = WindowID(nextWindow)
    nextWindow += 1
    // The scene connects into `inactive`, where its views are made and first laid out; it goes
    // on to `active` below.
    var phase = ScenePhase.Machine()
    let connecting = phase.connect(to: .inactive).steps
    let storage = storage(for: content)
    let actor = WindowActor(
      id: id, traits: traits(sizeClasses(frame.size), phase: .inactive), app: app, content: content,
      openWindow: openWindowRequests.action, storage: storage, executor: unownedExecutor)
    var limits = limits
    var frame = frame
    if device.idiom == .phone {
      // A phone's windows fill the screen, whatever their content and frame.
      limits = WindowSizeLimits(minimum: screen.size, maximum: screen.size)
      frame = screen
    } else if let resizability {
      // Measured in the size classes of the size it gets: when fitting changes them, once more.
      for _ in 0..<2 {
        let classes = sizeClasses(frame.size)
        limits = await actor.contentLimits(resizability, traits: traits(classes, phase: .inactive))
        frame = fitted(frame, limits)
        if sizeClasses(frame.size) == classes { break }
      }
    } else {
      frame = fitted(frame, limits)
    }
    let title =
      scene.flatMap { app?.scenes[$0].title }.flatMap { $0.isEmpty ? nil : $0 } ?? app?.name ?? "Window"
    windows[id] = WindowState(
      actor: actor, phase: phase, frame: frame, limits: limits,
      resizability: device.idiom == .phone ? nil : resizability, anchor: resizeAnchor, scene: scene,
      sceneStorage: storage.scene)
    if let scene { windowsOfScene[scene, default: 0] += 1 }
    windowMenuList.append((id: id, title: "\(title) (\(id))"))
    record(
      id, .windowOpened(scene: scene.map { _ in title }, frame: frame, sizeClasses: sizeClasses(frame.size)))
    recordPhaseSteps(id, connecting)
    relayout(id, cause: .opened, frame: frame)
    // Then active, laid out in it as any phase it passes through: its views'
    // `onChange(of: scenePhase)` sees inactive → active (SceneSim's model of UIKit's scene life
    // cycle, Apple's "Managing your app's life cycle": a user-requested scene moves from
    // unattached to the foreground, inactive then active).
    if let activating = windows[id]?.phase.request(.active).steps { applyPhaseSteps(id, activating) }
    recordFocus(focus.open(id))
    return id
  }

  /// Schedules `request` now and carries out what is due up to `time`, in one call (a script's
  /// step); returns why the request could not be scheduled, if it could not (what is due is
  /// carried out all the same).
  ///
  /// ```swift
  /// await simulator.schedule(.resize(window, to: CGSize(width: 500, height: 700)), runningUntil: simulator.now)
  /// ```
  @discardableResult
  public func schedule(_ request: Request, runningUntil time: VirtualTime) async -> Failure? {
    switch carryOutAtOnce(request, runningUntil: time) {
    case .done: return nil
    case .unfinished:
      await finish(runningUntil: time)
      return nil
    case .notCarriedOut: return await carryOutLater(request, runningUntil: time)
    }
  }

  /// `schedule(_:runningUntil:)` of a request `carryOutAtOnce(_:runningUntil:)` did not carry
  /// out: with nothing else scheduled, it is the next due and is carried out now, as the queue
  /// would, without going through it; else it is queued. Then what is due up to `time`.
  package func carryOutLater(_ request: Request, runningUntil time: VirtualTime) async -> Failure? {
    if queue.count == 0, time >= now {
      await carryOut(request)
      await finish(runningUntil: time)
      return nil
    }
    var failure: Failure?
    do { try schedule(request) } catch { failure = error }
    await run(until: time)
    return failure
  }

  /// What `carryOutAtOnce(_:runningUntil:)` did with a request.
  package enum AtOnce: Equatable, Sendable {
    /// Carried out, and the clock moved to the time asked for: nothing is left to do.
    case done
    /// Carried out; the windows it asked for, or requests that came due, are left to
    /// `finish(runningUntil:)`.
    case unfinished
    /// Not carried out: it suspends (a window opened, a command, a scroll, a view's action) or
    /// others are scheduled; `carryOutLater(_:runningUntil:)` carries it out.
    case notCarriedOut
  }

  /// `schedule(_:runningUntil:)` without an asynchronous call where none is needed: with nothing
  /// else scheduled, a request that needs no suspension (a resize, a phase, a move, a setting, a
  /// close) is carried out now, in the same order of events.
  package func carryOutAtOnce(_ request: Request, runningUntil time: VirtualTime) -> AtOnce {
    guard queue.count == 0, time >= now, carryOutInPlace(request) else { return .notCarriedOut }
    if openWindowRequests.isPending || queue.firstTime.map({ $0 <= time }) == true { return .unfinished }
    now = Swift.max(now, time)
    return .done
  }

  /// The rest of a request `carryOutAtOnce(_:runningUntil:)` left `.unfinished`: the windows it
  /// asked for, then the requests due up to `time`.
  package func finish(runningUntil time: VirtualTime) async {
    if openWindowRequests.isPending { await openRequestedWindows() }
    await run(until: time)
  }

  /// Schedules `request` `milliseconds` from now (later requests at the same time run in the
  /// order they were scheduled).
  public func schedule(_ request: Request, afterMilliseconds milliseconds: Int64 = 0) throws(Failure) {
    guard queue.count < Limits.maximumQueuedRequests else {
      throw Failure(
        description: "more than \(Limits.maximumQueuedRequests) requests scheduled at once "
          + "(Simulator.Limits.maximumQueuedRequests)")
    }
    let time = now.adding(milliseconds: Swift.max(milliseconds, 0))
    queue.insert(request, at: time, order: scheduled)
    scheduled += 1
  }

  /// Schedules a live resize, `milliseconds` from now: from `start` (the window's size then) to
  /// `size` over `duration` milliseconds, one resize per frame at `framesPerSecond`, as a user
  /// dragging the window's edge (the last frame lands exactly on `size`). The rate is clamped to
  /// `Limits.framesPerSecond`, the duration to an hour.
  public func scheduleLiveResize(
    _ window: WindowID, from start: CGSize, to size: CGSize, afterMilliseconds milliseconds: Int64 = 0,
    overMilliseconds duration: Int64, framesPerSecond: Int = 60, anchor: UnitPoint? = nil
  ) throws(Failure) {
    // At most an hour, so that no product below overflows.
    let duration = Swift.min(Swift.max(duration, 0), 3_600_000)
    let rate = Swift.min(
      Swift.max(framesPerSecond, Limits.framesPerSecond.lowerBound), Limits.framesPerSecond.upperBound)
    let frames = Swift.max(1, Int(duration * Int64(rate) / 1000))
    for frame in 1...frames {
      let progress = CGFloat(frame) / CGFloat(frames)
      let step = CGSize(
        width: start.width + (size.width - start.width) * progress,
        height: start.height + (size.height - start.height) * progress)
      try schedule(
        .resize(window, to: frame == frames ? size : step, anchor: anchor),
        afterMilliseconds: milliseconds + duration * Int64(frame) / Int64(frames))
    }
  }

  /// Carries out every scheduled request in order, advancing the virtual clock to each.
  public func run() async {
    while queue.firstTime != nil { await carryOutNext() }
  }

  /// Carries out the requests scheduled up to `time`, in order, then moves the clock to `time`
  /// (never back): what a script's `wait` does.
  public func run(until time: VirtualTime) async {
    while let due = queue.firstTime, due <= time { await carryOutNext() }
    now = Swift.max(now, time)
  }

  /// Moves the clock to the earliest request and carries it out, then the windows it asked for.
  private func carryOutNext() async {
    guard let next = queue.popFirst() else { return }
    now = next.time
    await carryOutNow(next.request)
  }

  /// Carries out `request` now (without an asynchronous call when it needs no suspension), then
  /// the windows it asked for.
  private func carryOutNow(_ request: Request) async {
    if !carryOutInPlace(request) { await carryOut(request) }
    if openWindowRequests.isPending { await openRequestedWindows() }
  }

  /// Calls `handler` with each event from now on, as it happens (on the simulator's actor, in
  /// order, after it joins `timeline`); nil stops the calls. A script runner follows the
  /// simulation this way instead of reading the timeline again.
  ///
  /// ```swift
  /// await simulator.setEventHandler { event in print(event.time, event.kind) }
  /// ```
  public func setEventHandler(_ handler: (@Sendable (consuming TimelineEvent) -> Void)?) {
    handleEvents(with: handler)
  }

  /// An event handler, held by the simulator as an object, so that calling it takes no
  /// reference count (calling a closure kept in a stored property retains and releases its
  /// context: about 4% of a resize step's time, at four events a resize).
  final class EventHandler: Sendable {
    let call: @Sendable (consuming TimelineEvent) -> Void
    init(_ call: @escaping @Sendable (consuming TimelineEvent) -> Void) { self.call = call }
  }

  /// Sets the event handler: `handler` retained, the last one released.
  private func handleEvents(with handler: (@Sendable (consuming TimelineEvent) -> Void)?) {
    eventHandler = handler.map { .passRetained(EventHandler($0)) }
  }

  deinit { eventHandler?.release() }

  /// Whether events join `timeline` from now on (they always go to the event handler).
  ///
  /// ```swift
  /// await simulator.setKeepsTimeline(false)   // the handler keeps what it needs
  /// ```
  public func setKeepsTimeline(_ keeps: Bool) {
    keepsTimeline = keeps
  }

  /// The events from now on, as an asynchronous sequence that ends when `finishEvents()` is
  /// called (it replaces any handler set with `setEventHandler(_:)`).
  ///
  /// ```swift
  /// let events = await simulator.events()
  /// Task { for await event in events { print(event.kind) } }
  /// ```
  public func events() -> AsyncStream<TimelineEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TimelineEvent.self)
    eventsContinuation?.finish()
    eventsContinuation = continuation
    handleEvents(with: { continuation.yield($0) })
    return stream
  }

  /// Ends the sequence `events()` returned, and the calls to any event handler.
  public func finishEvents() {
    eventsContinuation?.finish()
    eventsContinuation = nil
    handleEvents(with: nil)
  }

  /// The last layout of a window, or nil if it is not open.
  public func snapshot(of window: WindowID) async -> LayoutSnapshot? {
    await windows[window]?.actor.snapshot
  }

  /// The key window, or nil.
  public var keyWindow: WindowID? { focus.key }

  // MARK: Carrying out

  /// Changes one system setting, records it (nothing when it is unchanged) and lays out every
  /// window again, in the order they opened.
  func change<Value: Equatable>(
    _ setting: WritableKeyPath<SystemSettings, Value>, to value: Value, cause: Relayout.Cause,
    event: (Value, Value) -> TimelineEvent.Kind
  ) {
    guard settings[keyPath: setting] != value else { return }
    record(nil, event(settings[keyPath: setting], value))
    settings[keyPath: setting] = value
    for id in windows.keys { relayout(id, cause: cause) }
  }

  /// The size classes of a window of `size` on this device.
  func sizeClasses(_ size: CGSize) -> SizeClassPair { device.sizeClasses(window: size, orientation) }

  /// `frame` resized about its center to fit `limits` and moved onto the screen (unchanged if
  /// it is not a frame).
  private func fitted(_ frame: CGRect, _ limits: WindowSizeLimits) -> CGRect {
    (try? WindowResize(from: frame, to: frame.size, anchor: .center, limits: limits, screen: screen))?.applied
      ?? frame
  }

  /// The stores a window of `content` uses: the app's, and a scene store of its own: the one a
  /// closed window of the same scene left, so that a scene's window opened again finds its
  /// values, as state restoration does (the one closed last first), or a new one.
  private func storage(for content: WindowActor.Content) -> WindowStorage {
    // Looked up before taken: taking from a table that has no entry would give it storage.
    guard case .scene(let index) = content, closedSceneStorages[index]?.isEmpty == false,
      let store = closedSceneStorages[index]?.popLast()
    else {
      return WindowStorage(app: appStorage, scene: StorageStore())
    }
    return WindowStorage(app: appStorage, scene: store)
  }

  func traits(_ classes: SizeClassPair, phase: ScenePhase) -> WindowTraits {
    WindowTraits(
      sizeClasses: classes, displayScale: device.displayScale, scenePhase: phase,
      settings: settings, idiom: device.idiom.interfaceIdiom)
  }

  // MARK: Recording

  func record(_ window: WindowID?, _ kind: consuming TimelineEvent.Kind) {
    let event = TimelineEvent(time: now, window: window, kind: kind)
    guard let eventHandler else {
      if keepsTimeline { timeline.append(event) }
      return
    }
    if keepsTimeline { timeline.append(copy event) }
    eventHandler._withUnsafeGuaranteedRef { $0.call(event) }
  }

  func refuse(_ request: String, _ reason: String, in window: WindowID? = nil) {
    record(window, .refused(request: request, reason: reason))
  }

  /// Records a scene's phase steps, and the app's phase as it follows each.
  private func recordPhaseSteps(_ id: WindowID, _ steps: [ScenePhase.Machine.Step]) {
    for step in steps { recordPhaseStep(id, step) }
  }

  /// Records a scene's phase steps and lays the window out in each phase it passes through, so
  /// that `onChange(of: scenePhase)` sees each transition once, with its old and new values.
  func applyPhaseSteps(_ id: WindowID, _ steps: [ScenePhase.Machine.Step]) {
    for step in steps {
      recordPhaseStep(id, step)
      if let phase = step.to { relayout(id, cause: .scenePhase, phase: phase) }
    }
  }

  /// Records one step of a scene's phase, and the app's phase if the step changes it: active
  /// while a scene is active, else inactive while one is inactive, else background
  /// (`ScenePhase.ofApp`).
  private func recordPhaseStep(_ id: WindowID, _ step: ScenePhase.Machine.Step) {
    record(id, .scenePhaseChanged(from: step.from, to: step.to))
    if let from = step.from { scenesInPhase[from] -= 1 }
    if let to = step.to { scenesInPhase[to] += 1 }
    let app: ScenePhase =
      scenesInPhase[.active] > 0 ? .active : scenesInPhase[.inactive] > 0 ? .inactive : .background
    if app != appPhase {
      record(nil, .appPhaseChanged(from: appPhase, to: app))
      appPhase = app
    }
  }

  func recordFocus(_ action: KeyWindow.Machine.Action) {
    if case .keyChanged(let from, let to) = action { record(nil, .keyWindowChanged(from: from, to: to)) }
  }
}

extension Simulator {
  /// A count for each scene phase, as three numbers (nothing hashed, nothing allocated).
  struct PhaseCounts {
    private var background = 0
    private var inactive = 0
    private var active = 0

    subscript(phase: ScenePhase) -> Int {
      get {
        switch phase {
        case .background: background
        case .inactive: inactive
        case .active: active
        }
      }
      set {
        switch phase {
        case .background: background = newValue
        case .inactive: inactive = newValue
        case .active: active = newValue
        }
      }
    }
  }
}
