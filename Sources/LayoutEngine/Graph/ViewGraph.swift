import Foundation

/// The live graph of a view tree: built from a view value, laid out for each new proposal,
/// and updated when state or the environment changes; unchanged custom views and subtrees keep
/// their nodes and measured sizes. A window keeps one.
///
/// ```swift
/// let graph = ViewGraph(ContentView())
/// graph.layout(proposal: ProposedViewSize(width: 400, height: 800))
/// graph.environment.dynamicTypeSize = .accessibility2
/// graph.layout(proposal: ProposedViewSize(width: 400, height: 800))   // re-evaluates what reads it
/// graph.lastUpdate.evaluations                                         // which views, and why
/// ```
public final class ViewGraph {
  let context: GraphContext
  @exclusivity(unchecked) private(set) var root: ViewNode
  private let makeRoot: (inout _ViewList) -> Void
  @exclusivity(unchecked) private var laidOutFor: RootPlacement?
  @exclusivity(unchecked) private var cachedSnapshot: LayoutSnapshot?
  /// How many snapshots the graph has made: what comparing layouts by `layoutFrames()` saves.
  @exclusivity(unchecked) package private(set) var snapshotsMade = 0
  /// The views and snapshots the last calls of `layoutFrames()` found, newest first
  /// (`ViewGraph+Frames.swift`).
  @exclusivity(unchecked) var framesCache: [FramesCache] = []
  /// Where `layoutFrames()` finds the snapshots of structures seen before (the process's).
  @exclusivity(unchecked) package var structureCache = StructureCache.shared
  /// `stateValues` as last made, with the state version it was made at.
  @exclusivity(unchecked) var stateValuesCache: (version: UInt64, values: [StateValue])?

  /// The environment at the root (a window's size classes, Dynamic Type size, scene phase...).
  /// Changing it updates the views that depend on it at the next layout.
  public var environment: EnvironmentValues {
    get { givenEnvironment }
    set {
      let direction = givenEnvironment.layoutDirection
      givenEnvironment = newValue
      environmentDidChange(layoutDirectionWas: direction)
    }
  }
  /// `environment` as given.
  @exclusivity(unchecked) private var givenEnvironment: EnvironmentValues

  /// Sets the root's values that `change` writes (into an empty environment), leaving the others
  /// as they are, and compares only those with the values the views have: what a window does
  /// when one of its traits changes, in time proportional to the values written.
  ///
  /// ```swift
  /// graph.changeEnvironment { $0.horizontalSizeClass = .compact }
  /// ```
  package func changeEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    var written = EnvironmentValues()
    // The table of the last change, emptied with its room kept (a window's traits change at
    // each size-class flip: no table is made and freed each time).
    swap(&written.values, &writtenValuesRoom)
    change(&written)
    // The layout direction can change only if it is written.
    let direction = written.setsLayoutDirection ? givenEnvironment.layoutDirection : nil
    for (key, value) in written.values { givenEnvironment.values[key] = value }
    environmentDidChange(layoutDirectionWas: direction, writing: written)
    written.values.removeAll(keepingCapacity: true)
    swap(&written.values, &writtenValuesRoom)
  }
  /// An empty table with room for the values a `changeEnvironment(_:)` writes.
  @exclusivity(unchecked) private var writtenValuesRoom = [TypeKey: Any](minimumCapacity: 4)
  /// `environment` as the views get it (`RootEnvironmentValue`s).
  @exclusivity(unchecked) var rootEnvironment = EnvironmentValues()

  /// What the last update did.
  @exclusivity(unchecked) public private(set) var lastUpdate = UpdateReport()
  /// The parts of `lastUpdate` a window reports, read in one call (a read of `lastUpdate` from
  /// another module checks exclusive access at run time, at each relayout).
  package var lastUpdateParts: (evaluations: [Evaluation], computedSizes: Int, callbacks: [CallbackRun]) {
    (lastUpdate.evaluations, lastUpdate.computedSizes, lastUpdate.callbacks)
  }

  /// Builds the graph of `view`. With `cachesEnabled: false` every size is computed anew and
  /// every body evaluated anew (the uncached path that the cached one must equal).
  public convenience init<V: View>(
    _ view: V, environment: EnvironmentValues = EnvironmentValues(), cachesEnabled: Bool = true
  ) {
    self.init(
      view, environment: environment, cachesEnabled: cachesEnabled, stacksThroughLayoutProtocol: false)
  }

  /// Builds the graph of `view`; with `stacksThroughLayoutProtocol`, built-in stacks run through
  /// the `Layout` protocol as other layouts do (the test of `StackNode`).
  package init<V: View>(
    _ view: V, environment: EnvironmentValues = EnvironmentValues(), cachesEnabled: Bool = true,
    stacksThroughLayoutProtocol: Bool
  ) {
    context = GraphContext(
      cachesEnabled: cachesEnabled, stacksThroughLayoutProtocol: stacksThroughLayoutProtocol)
    makeRoot = { list in V._makeNodes(view, into: &list) }
    givenEnvironment = environment
    root = ViewNode(context: context)
    rootEnvironment = rootEnvironment(for: environment, previous: nil)
    rebuild()
    finishUpdate()
    lastUpdate = UpdateReport(passes: 1, evaluations: context.store.evaluations)
  }

  /// Takes the tree apart from the top, so that freeing a 100,000-level graph does not recurse
  /// once per level on the caller's stack: the nodes, then the records of the custom views,
  /// which hold nodes too (content built during layout hangs from them: a view inside its own
  /// `GeometryReader` chains reader, record and view 50,000 times).
  deinit {
    ViewNode.dismantle(root)
    CompositeRecord.dismantle(Array(context.store.composites.values))
  }

  /// Builds the nodes again: custom views whose state, value or environment changed evaluate
  /// their bodies; the others keep their nodes.
  private func rebuild() {
    let store = context.store
    store.updatingViews += 1
    defer { store.updatingViews -= 1 }
    store.generation &+= 1
    store.visited = []
    store.environmentChanged = false
    store.rootChanged = false
    store.buildCutShort = false
    let old = root
    let firstBuild = store.generation == 1
    var built: ViewNode?
    // A tree found deeper than that is built again on the deep stack: the first attempt is
    // capped, so that it wastes little of a very deep tree. Where the deep stack is the caller's
    // thread's own (and could be made), a first build (of a tree of unknown depth) goes there
    // without trying.
    let affordable = Swift.min(
      StackBudget.levelsAffordable(bytesPerLevel: StackBudget.bytesPerBuildLevel),
      StackBudget.firstBuildLevels)
    if context.maxDepth < affordable && !(firstBuild && DeepStack.isReadyOnThisThread) {
      // On this thread, as long as the tree is not too deep for what is left of its stack.
      context.depthLimit = affordable
      built = buildRoot()
      if context.issues.contains(where: { $0.kind == .depthLimit }) {
        built = nil
        context.issues.removeAll { $0.kind == .depthLimit }
        // What this attempt evaluated was cut short: evaluate everything again.
        store.dirty.formUnion(store.composites.keys)
        store.visited = []
        if firstBuild { store.evaluations = [] }
      }
    }
    context.depthLimit = LayoutLimits.maximumDepth
    if built == nil { built = runOnDeepStack { self.buildRoot() } }
    root = built!
    // The root may be a node reused from the last build, where it had a parent.
    root.parent = nil
    root.indexInParent = 0
    store.rebuiltSinceCleanup = true
    store.replacedTrees.append(old)
    laidOutFor = nil
    cachedSnapshot = nil
  }

  /// Runs `body` on the deep stack, where views built (the tree, or content made during layout)
  /// nest no deeper than that stack affords: a deep stack made small by short address space, or
  /// the caller's own where none was to be had, would otherwise fault on its guard page.
  private func runOnDeepStack<T>(_ body: () -> T) -> T {
    DeepStack.run {
      // Worked out once, at the top of the stack (a nested call runs in place, already capped).
      guard context.depthLimit == LayoutLimits.maximumDepth, let limit = StackBudget.deepStackLimit() else {
        return body()
      }
      context.depthLimit = limit.levels
      context.depthLimitName = limit.name
      defer {
        context.depthLimit = LayoutLimits.maximumDepth
        context.depthLimitName = GraphContext.maximumDepthName
      }
      return body()
    }
  }

  private func buildRoot() -> ViewNode {
    let store = context.store
    store.rootBuild = store.nextBuild()
    store.rootEnvironmentReads = 0
    store.isBuildingRoot = true
    defer { store.isBuildingRoot = false }
    var list = _ViewList(context: context, inputs: ViewInputs(environment: rootEnvironment))
    list.withEnvironment(rootEnvironment) { list in makeRoot(&list) }
    return ViewNode.single(list.nodes, name: "VStack (implicit root)", context: context)
  }

  /// The cost of the layouts so far: sizes asked for, and those the memos could not answer.
  public var measurementCounts: (asked: Int, computed: Int) { (context.measurements, context.memoMisses) }

  /// The number of nodes in the graph.
  public var nodeCount: Int {
    var count = 0
    var pending: [ViewNode] = [root]
    while let node = pending.popLast() {
      count += 1
      pending.append(contentsOf: node.children)
    }
    return count
  }

  /// The deepest nesting of views seen while building.
  public var depth: Int { context.maxDepth }

  /// How the root was last laid out: offered a proposal at the origin, or hosted in a window.
  private enum RootPlacement: Equatable {
    case origin(PackedProposal)
    case hosted(size: CGSize, insets: EdgeInsets, corners: RectangleCornerInsets)
  }

  /// Lays the graph out as a window's root view: the root is offered `size` less the safe-area
  /// insets and centered in the safe rectangle; views that ignore the safe area, scroll views and
  /// geometry readers see the unsafe bands (OpenSwiftUI `RootGeometry`; iOS's hosting
  /// controllers center their root view).
  ///
  /// `containerCornerInsets` are the window's corners that views should avoid (iPadOS 26's window
  /// controls at the top-leading corner), in the root's layout direction; views read what they
  /// overlap of them through `GeometryProxy.containerCornerInsets` and `containerCornerOffset`.
  ///
  /// ```swift
  /// graph.layout(in: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
  /// ```
  @discardableResult
  public func layout(
    in size: CGSize, safeAreaInsets insets: EdgeInsets = EdgeInsets(),
    containerCornerInsets corners: RectangleCornerInsets = RectangleCornerInsets()
  ) -> Bool {
    let size = CGSize(width: size.width.finiteOrZero, height: size.height.finiteOrZero)
    let insets = EdgeInsets(
      top: Swift.max(insets.top, 0), leading: Swift.max(insets.leading, 0),
      bottom: Swift.max(insets.bottom, 0),
      trailing: Swift.max(insets.trailing, 0))
    func clamped(_ size: CGSize) -> CGSize {
      CGSize(width: Swift.max(size.width.finiteOrZero, 0), height: Swift.max(size.height.finiteOrZero, 0))
    }
    let corners = RectangleCornerInsets(
      topLeading: clamped(corners.topLeading), topTrailing: clamped(corners.topTrailing),
      bottomLeading: clamped(corners.bottomLeading), bottomTrailing: clamped(corners.bottomTrailing))
    return update(for: .hosted(size: size, insets: insets, corners: corners))
  }

  /// Lays the graph out for `proposal`, with the root at the origin, after updating the views
  /// whose state or environment changed; then runs the callbacks (geometry, change, appear), and
  /// repeats while they change state, at most `LayoutLimits.maximumUpdatePasses` times. Returns
  /// false when nothing needed to be done (same proposal, nothing changed): constant time.
  @discardableResult
  public func layout(proposal: ProposedViewSize) -> Bool {
    update(for: .origin(PackedProposal(proposal)))
  }

  private func update(for key: RootPlacement) -> Bool {
    let store = context.store
    if !store.needsRebuild, let laidOutFor, laidOutFor == key { return false }
    store.evaluations = []
    store.stateSetDuringUpdate = []
    store.callbackRuns = []
    store.unstableRows = []
    let measuredBefore = context.memoMisses
    var passes = 0
    var loopingViews: [String] = []
    // The views after the first pass and after the last: what later passes add is bounded. The
    // trees a pass replaced are counted until the update ends, so a view built again each pass
    // also adds its views each pass: growth counts only where a pass also added half again
    // what there was (content that doubles does; a tree built again does not, from the third
    // pass).
    var viewsAfterFirstPass = 0
    var viewsAfterLastPass = 0
    while true {
      passes += 1
      if passes == 2 { viewsAfterFirstPass = context.liveNodes }
      let grown =
        passes > 2 && context.liveNodes - viewsAfterFirstPass > LayoutLimits.maximumViewsGrown
        && context.liveNodes * 2 > viewsAfterLastPass * 3
      viewsAfterLastPass = context.liveNodes
      if passes > LayoutLimits.maximumUpdatePasses || grown {
        loopingViews = store.dirty.compactMap { store.composites[$0]?.name }.sorted()
        let limit =
          grown
          ? "after the graph grew by more than \(LayoutLimits.maximumViewsGrown) views in one update "
            + "(LayoutLimits.maximumViewsGrown)"
          : "after \(LayoutLimits.maximumUpdatePasses) update passes (LayoutLimits.maximumUpdatePasses)"
        context.report(
          LayoutIssue(
            .feedbackLoop,
            "layout feedback loop: \(loopingViews.joined(separator: ", ")) still changing state \(limit); stopped"
          ))
        store.dirty = []
        store.observedChanges = []
        break
      }
      let rebuilt = store.needsRebuild
      if rebuilt { rebuild() }
      if laidOutFor != key {
        performLayoutOnTheRightStack(key)
        laidOutFor = key
        cachedSnapshot = nil
        // Rows built again (lazy and geometry readers' content builds during layout) are known;
        // otherwise rows change only when the graph is built.
        if rebuilt || store.builtDuringLayout {
          store.forgetGoneRows()
          store.builtDuringLayout = false
        }
      }
      if rebuilt {
        // Views that this build and layout did not reach are gone: a change of theirs (set in
        // their `onDisappear`, say) has nothing left to update.
        store.dirty.formIntersection(store.visited)
        store.observedChanges.formIntersection(store.visited)
      }
      if context.needsRelayout {
        context.needsRelayout = false
        laidOutFor = nil
        continue
      }
      if root.contents.contains(.callbacks) { runCallbacks() }
      if !store.needsRebuild {
        // The trees this update replaced are taken apart: a view going may change what others
        // read (its navigation title leaves the bar), and those build again.
        finishUpdate()
        if !store.needsRebuild { break }
      }
    }
    finishUpdate()
    if !store.stateSetDuringUpdate.isEmpty {
      let names = Set(store.stateSetDuringUpdate.compactMap { store.composites[$0]?.name }).sorted()
      context.report(
        LayoutIssue(
          .stateDuringUpdate, "Modifying state during view update (in \(names.joined(separator: ", ")))"))
    }
    lastUpdate = UpdateReport(
      passes: passes, evaluations: store.evaluations, computedSizes: context.memoMisses - measuredBefore,
      feedbackLoop: loopingViews, unstableIdentities: store.unstableRows, callbacks: store.callbackRuns)
    return true
  }

  /// Forgets what belonged to views now gone, and takes apart the trees replaced during the
  /// update but for what was reused.
  private func finishUpdate() {
    let store = context.store
    if store.rebuiltSinceCleanup {
      store.forgetUnvisited()
      store.rebuiltSinceCleanup = false
    }
    for tree in store.replacedTrees { ViewNode.dismantle(tree, keeping: store.keptNodes) }
    store.replacedTrees = []
    store.keptNodes = []
    for bars in store.barsWithRequestsGone { bars.requestsGone() }
    store.barsWithRequestsGone = []
  }

  private func performLayoutOnTheRightStack(_ key: RootPlacement) {
    if needsDeepStack {
      runOnDeepStack { self.performLayout(key) }
    } else {
      performLayout(key)
    }
  }

  /// Forgets the last placement, so that the next layout places every view again (the sizes
  /// stay known).
  func invalidatePlacement() {
    laidOutFor = nil
    cachedSnapshot = nil
  }

  private func performLayout(_ key: RootPlacement) {
    context.store.updatingViews += 1
    defer { context.store.updatingViews -= 1 }
    switch key {
    case .origin(let packed):
      context.rootSafeArea = nil
      context.windowCorners = RectangleCornerInsets()
      let proposal = packed.proposal
      root.withContainer(proposal) {
        let size = root.sizeThatFits(proposal)
        context.windowFrame = CGRect(origin: .zero, size: size)
        root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
      }
    case .hosted(let hostSize, let insets, let corners):
      context.windowCorners = root.isRightToLeft ? corners.swappingLeadingAndTrailing : corners
      let safe = CGRect(
        x: insets.leading, y: insets.top, width: Swift.max(hostSize.width - insets[total: .horizontal], 0),
        height: Swift.max(hostSize.height - insets[total: .vertical], 0))
      let unsafe = insets != EdgeInsets()
      context.rootSafeArea =
        unsafe
        ? SafeAreaLink.reusing(
          context.rootSafeArea, space: CGRect(origin: .zero, size: hostSize), insets: insets, next: nil) : nil
      let proposal = ProposedViewSize(safe.size)
      context.windowFrame = CGRect(origin: .zero, size: hostSize)
      // The window is the outermost container: its safe rectangle (Apple, `containerRelativeFrame`:
      // the container's size less its safe-area insets).
      root.withContainer(proposal) {
        let size = root.sizeThatFits(proposal)
        let origin = CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2)
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal)
      }
    }
  }

  /// Whether layout runs on the deep stack: a tree of nodes deeper than this thread's stack
  /// affords, or content made during layout (which may nest deeply). Layout recurses once per
  /// level of nodes, which is fewer than the levels of views that building recurses through
  /// (`AnyView`s and custom views make none).
  private var needsDeepStack: Bool {
    context.hasDeferredContent
      || Int(root.height) >= StackBudget.levelsAffordable(bytesPerLevel: StackBudget.bytesPerLayoutLevel)
  }

  /// The size the root view takes for `proposal`, as a parent would measure it, without placing
  /// anything (what a window with `.windowResizability(.contentSize)` asks of its content).
  ///
  /// ```swift
  /// let minimum = graph.sizeThatFits(.zero)
  /// let maximum = graph.sizeThatFits(.infinity)
  /// ```
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    context.store.updatingViews += 1
    defer { context.store.updatingViews -= 1 }
    if needsDeepStack {
      return runOnDeepStack { self.root.sizeThatFits(proposal) }
    }
    return root.sizeThatFits(proposal)
  }

  /// The snapshot of the last layout (computed once per layout): for views of a structure seen
  /// before (`StructureCache`), the snapshot kept for it with this layout's frames; else made by
  /// writing every view's kind, path and makers (and kept for their structure).
  public var snapshot: LayoutSnapshot {
    if let cachedSnapshot { return cachedSnapshot }
    let made = structureSnapshot()
    cachedSnapshot = made
    return made
  }

  /// A snapshot of the views as they are, made by writing every view out (`snapshotsMade`
  /// counts these), which becomes the graph's `snapshot`.
  func madeSnapshot() -> LayoutSnapshot {
    let made = LayoutSnapshot(root: root, context: context)
    snapshotsMade += 1
    cachedSnapshot = made
    return made
  }

  /// The issues found while building and laying out, in the order found.
  public var issues: [LayoutIssue] { context.issues }

  /// How many issues the graph has found (`issues.count`, without copying them).
  package var issueCount: Int { context.issues.count }

  /// The issues found after the first `count`, in order (none when there are no more).
  package func issues(after count: Int) -> [LayoutIssue] {
    context.issues.count > count ? Array(context.issues[Swift.max(count, 0)...]) : []
  }
}

/// What one update of a graph did.
public struct UpdateReport: Equatable, Sendable {
  /// How many passes of build, layout and callbacks it took to settle.
  public var passes = 0
  /// The custom views that evaluated their bodies, in order, and why.
  public var evaluations: [Evaluation] = []
  /// How many sizes were computed (not answered from a memo).
  public var computedSizes = 0
  /// The custom views still changing state when the pass limit was reached (a feedback loop).
  public var feedbackLoop: [String] = []
  /// `ForEach` rows whose id stayed while the element behind it changed (ids from positions).
  public var unstableIdentities: [String] = []
  /// The value callbacks (`onGeometryChange`, `onChange`, `onScrollGeometryChange`) that ran,
  /// in order, with the values they saw.
  public var callbacks: [CallbackRun] = []

  /// The report of an update that did nothing.
  public init() {}

  init(
    passes: Int, evaluations: [Evaluation] = [], computedSizes: Int = 0, feedbackLoop: [String] = [],
    unstableIdentities: [String] = [], callbacks: [CallbackRun] = []
  ) {
    self.callbacks = callbacks
    self.passes = passes
    self.evaluations = evaluations
    self.computedSizes = computedSizes
    self.feedbackLoop = feedbackLoop
    self.unstableIdentities = unstableIdentities
  }
}
