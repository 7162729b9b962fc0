import Foundation
import Observation

/// What a live graph keeps from one update to the next, by view identity: `@State` storage,
/// the last evaluation of each custom view (to reuse it when nothing it depends on changed),
/// and what its callbacks saw last.
package final class GraphStore {
  /// The `@AppStorage` and `@SceneStorage` stores of a graph whose environment has none.
  lazy var storageStores = GraphStorageStores()
  /// `@State` storage.
  @exclusivity(unchecked) var states: [StateKey: StateStorageBase] = [:] {
    didSet { stateVersion &+= 1 }
  }
  /// Counts changes of the `@State` values and of which exist: `ViewGraph.stateValues` is made
  /// again only when it moved.
  @exclusivity(unchecked) var stateVersion: UInt64 = 0
  /// The last evaluation of each custom view.
  @exclusivity(unchecked) var composites: [ViewIdentity: CompositeRecord] = [:]
  /// Views whose state changed since they were last evaluated.
  @exclusivity(unchecked) var dirty: Set<ViewIdentity> = []
  /// Identities seen in the current build (the rest are gone: their state goes with them).
  @exclusivity(unchecked) var visited: Set<ViewIdentity> = []
  /// The custom views being built, innermost last (each learns what is built inside it).
  @exclusivity(unchecked) var building: [CompositeRecord] = []
  /// The current build; nodes reused from an earlier build are stamped with it.
  @exclusivity(unchecked) var generation: UInt32 = 0
  /// Why views built now evaluate when their inputs changed (`.proposal` inside a geometry
  /// reader's content), or nil.
  @exclusivity(unchecked) var buildCause: Evaluation.Reason?
  /// The element each `ForEach` row showed, by the row's identity, where it can be told.
  @exclusivity(unchecked) var rowElements: [ViewIdentity: RowSighting] = [:]
  /// Whether `ForEach` elements of a type can be told apart (`RowElement.canTell`), by type.
  @exclusivity(unchecked) var rowElementKinds: [ObjectIdentifier: Bool] = [:]
  /// The last answer of `rowElementKinds`: the rows of one type of `ForEach`, built again and
  /// again, ask without hashing.
  @exclusivity(unchecked) var lastRowElementKind: (type: ObjectIdentifier, canTell: Bool)?
  /// Counts the builds of custom views' bodies and content (each build of an owner gets the next).
  @exclusivity(unchecked) var builds: UInt64 = 0
  /// The build of the root's own views (those outside any custom view).
  @exclusivity(unchecked) var rootBuild: UInt64 = 0
  /// Rows whose id stayed while the element behind it changed, in this update.
  @exclusivity(unchecked) var unstableRows: [String] = []
  /// Scroll positions, by scroll view identity (a scroll view's own state).
  @exclusivity(unchecked) var scrollOffsets: [ViewIdentity: CGPoint] = [:]
  /// The visibility that split views without a binding were toggled to, by identity.
  @exclusivity(unchecked) var splitVisibilities: [ViewIdentity: NavigationSplitViewVisibility] = [:]
  /// The rows each lazy stack had made, by identity, so that a stack built again makes the same.
  @exclusivity(unchecked) var lazyRows: [ViewIdentity: [Int]] = [:]
  /// The scroll views, lazy stacks and split views placed since state was last forgotten.
  @exclusivity(unchecked) var placedContainers: Set<ViewIdentity> = []
  /// Trees replaced during the current update, taken apart at its end, once content built during
  /// layout (lazy rows, geometry readers' content) has taken what it reuses from them.
  @exclusivity(unchecked) var replacedTrees: [ViewNode] = []
  /// The nodes reused whole during the current update (their subtrees belong to the new tree).
  @exclusivity(unchecked) var keptNodes: Set<ObjectIdentifier> = []
  /// The navigation bars whose screen on top lost a request while trees were taken apart.
  @exclusivity(unchecked) var barsWithRequestsGone: [NavigationBarModel] = []
  /// What the last values of `onChange` and `onGeometryChange` were, with the identities of
  /// their views, in the order of the tree.
  @exclusivity(unchecked) var lastValues: [(identity: ViewIdentity, value: Any)] = []
  /// The views that have appeared, in the order they appeared, with their disappear actions.
  @exclusivity(unchecked) var appeared: [(identity: ViewIdentity, onDisappear: (() -> Void)?)] = []
  /// Why views were evaluated in the current update, in the order they were.
  @exclusivity(unchecked) var evaluations: [Evaluation] = []
  /// Whether state was set while a body was being evaluated (SwiftUI: "Modifying state during
  /// view update, this will cause undefined behavior").
  @exclusivity(unchecked) var evaluatingBody = 0
  @exclusivity(unchecked) var stateSetDuringUpdate: [ViewIdentity] = []
  /// How many builds and layouts of the views are under way: a `@State` read meanwhile (by a
  /// body, a content closure, a view given a binding to it) is read by its view, which
  /// evaluates again when the state changes; a read outside them (an action, a callback, a
  /// query of the simulator's) is not (`StateStorage.wasRead`).
  @exclusivity(unchecked) var updatingViews = 0
  /// The value callbacks that ran during the current update, in order.
  @exclusivity(unchecked) var callbackRuns: [CallbackRun] = []

  /// Whether something changed that needs the views to be built again.
  var needsRebuild: Bool { !dirty.isEmpty || environmentChanged || rootChanged }
  /// Whether the views were built again since state was last forgotten: then, at the end of the
  /// update (after layout built the content that only layout builds), what was not seen goes.
  @exclusivity(unchecked) var rebuiltSinceCleanup = false
  /// Whether content was built during layout (a geometry reader's, lazy rows) since the rows
  /// seen were last checked (`forgetGoneRows`).
  @exclusivity(unchecked) var builtDuringLayout = false
  /// Views made dirty by a change of an observed property (not their own state).
  @exclusivity(unchecked) var observedChanges: Set<ViewIdentity> = []
  @exclusivity(unchecked) var environmentChanged = false
  /// The root's values (`RootEnvironmentValue`) read by the root's own views as last built, and
  /// read outside any build; the custom views' reads are in their records.
  @exclusivity(unchecked) var rootEnvironmentReads: UInt64 = 0
  @exclusivity(unchecked) var unattributedEnvironmentReads: UInt64 = 0
  /// Whether the root's own views are being built.
  @exclusivity(unchecked) var isBuildingRoot = false
  /// Views to evaluate again because a root value they read changed.
  @exclusivity(unchecked) var environmentDirty: Set<ViewIdentity> = []
  /// The nodes that take a root value in place (a split view, its size class).
  @exclusivity(unchecked) var rootValueReaders: [RootValueReader] = []
  /// Whether reads of root values are no dependency (`ignoringEnvironmentReads(_:)`).
  @exclusivity(unchecked) var ignoresEnvironmentReads = false

  /// Runs `body` with its reads of root values recorded as no view's dependency: a modifier
  /// setting a value (through its key path, it reads it first), and an app's actions (a
  /// callback's, a performed control's). SwiftUI updates a view when a value its body read
  /// changes; an action reads the value of the moment, which a root value changed in place
  /// already is, so its reads need not make every later change of that value build the views
  /// again.
  func ignoringEnvironmentReads<T>(_ body: () -> T) -> T {
    let saved = ignoresEnvironmentReads
    ignoresEnvironmentReads = true
    defer { ignoresEnvironmentReads = saved }
    return body()
  }
  /// The bits of the root's values that nodes took without a reader of their own (a text, its
  /// Dynamic Type size): a change of one walks the tree (`ViewNode.takeRootValues(_:from:)`).
  @exclusivity(unchecked) var rootBitsTakenByWalk: UInt64 = 0
  @exclusivity(unchecked) var rootValueReadersPruneAt = 16
  /// How many of the root's keys have been given bits.
  @exclusivity(unchecked) var environmentKeysGiven = 0
  /// Whether a property that content outside any custom view read changed.
  @exclusivity(unchecked) var rootChanged = false
  /// How many changes of observed properties have reached the graph in its life: a change of
  /// an `@Observable` model that views read (what a user's action can change besides `@State`).
  @exclusivity(unchecked) var observedChangeCount: UInt64 = 0
  /// The tracking in place for content closures outside any custom view, by site.
  @exclusivity(unchecked) var rootArmedReads: [ViewIdentity: ObservationRelay] = [:]
  /// Whether the current build left content out at the depth limit.
  @exclusivity(unchecked) var buildCutShort = false

  /// The link that what must not keep the store holds (`GraphStoreLink`), made when first asked.
  var link: GraphStoreLink {
    if let madeLink { return madeLink }
    let made = GraphStoreLink(self)
    madeLink = made
    return made
  }
  @exclusivity(unchecked) private var madeLink: GraphStoreLink?

  /// Cuts the links between records first, so that freeing 100,000 nested custom views does not
  /// recurse once per level on whatever thread lets the graph go; clears the link to the store.
  deinit {
    madeLink?.clear()
    for record in composites.values { record.children.removeAll() }
    for record in building { record.children.removeAll() }
  }

  /// Marks `owner` to evaluate again at the next update; false if it is no longer in the graph.
  @discardableResult
  func stateDidChange(_ owner: ViewIdentity) -> Bool {
    // A view no longer in the graph (state set in its `onDisappear`, by a closure or binding
    // it left behind, or a model property only it read) has nothing to update.
    let isBuilding = building.contains { $0.identity == owner }
    // While the tree is built, a view not reached yet may still be (a navigation bar built after
    // the screen that set its title): it is marked, and forgotten if the build does not reach it.
    guard isBuilding || (composites[owner] != nil && (visited.contains(owner) || isBuildingRoot)) else {
      return false
    }
    if evaluatingBody > 0 { stateSetDuringUpdate.append(owner) }
    dirty.insert(owner)
    // The custom views around it must build again (without evaluating their bodies).
    var ancestor = composites[owner]?.parent
    while let current = ancestor, !current.hasDirtyDescendant {
      current.hasDirtyDescendant = true
      ancestor = current.parent
    }
    return true
  }

  /// Runs a content closure of the app's (a `ForEach` row's, a `GeometryReader`'s), tracking the
  /// `@Observable` properties it reads: when one changes, the custom view whose body holds the
  /// closure evaluates again (or the root builds again), as SwiftUI runs the closure again.
  ///
  /// `site` is where the closure runs (its view's identity). While what the closure read at a
  /// site has not changed, running it there again (the owner built again from the same body, a
  /// lazy row made again) reads the same: the tracking already in place stands, so that
  /// registrations do not pile up. A `GeometryReader` whose content reads other properties under
  /// another geometry is tracked for those from the next change on.
  func trackingReads<Content>(at site: ViewIdentity, _ content: () -> Content) -> Content {
    // Content built during layout belongs to the custom view around it (nested geometry
    // readers: each record knows it, so this is no walk up the levels).
    let owner = building.last.flatMap { $0.isDeferredContent ? $0.contentOwner : $0 }
    let armedReads = owner?.armedReads ?? rootArmedReads
    if !armedReads.isEmpty, let armed = armedReads[site], !armed.fired { return content() }
    var relay: ObservationRelay?
    let result = withObservationTracking(
      content, onChange: ObservationRelay.handler(made: &relay, store: self, identity: owner?.identity))
    // Kept only where the closure read an observable property; most content closures read none.
    if let relay {
      if let owner { owner.armedReads[site] = relay } else { rootArmedReads[site] = relay }
    }
    return result
  }

  /// Marks a custom view and everything evaluated within it as still present.
  func keep(_ record: CompositeRecord) {
    var pending = [record]
    while let next = pending.popLast() {
      visited.insert(next.identity)
      pending.append(contentsOf: next.children)
    }
  }

  /// Forgets a custom view and everything evaluated inside it, now (a lazy row let go): its
  /// nodes are taken apart, so nothing may reuse them, and its state starts anew if it returns.
  func forget(_ records: [CompositeRecord]) {
    var gone: Set<ViewIdentity> = []
    var pending = records
    while let next = pending.popLast() {
      // Only what this record holds: another may have taken its identity since (evaluated again).
      switch composites[next.identity] {
      case let current? where current === next:
        composites[next.identity] = nil
        gone.insert(next.identity)
      case nil: gone.insert(next.identity)
      default: break
      }
      pending.append(contentsOf: next.children)
      next.children.removeAll()
    }
    guard !gone.isEmpty else { return }
    // One pass over the state, however many views went.
    if states.keys.contains(where: { gone.contains($0.owner) }) {
      states = states.filter { !gone.contains($0.key.owner) }
    }
    dirty.subtract(gone)
    observedChanges.subtract(gone)
  }

  /// Forgets the custom views that an earlier build of an owner made (`before`) and its new build
  /// did not make again (`after`): they left, with their state.
  func forgetDropped(_ before: [CompositeRecord], now after: [CompositeRecord]) {
    // A build cut short at the depth limit did not make everything it will make.
    guard !before.isEmpty, !buildCutShort else { return }
    let made = Set(after.lazy.map(\.identity))
    let dropped = before.filter { !made.contains($0.identity) }
    if !dropped.isEmpty { forget(dropped) }
  }

  /// The next build stamp, for an owner starting to build its views.
  func nextBuild() -> UInt64 {
    builds &+= 1
    return builds
  }

  /// Forgets the rows that were not made again when the view that holds them last built (they
  /// left), and those of views that are gone.
  func forgetGoneRows() {
    guard !rowElements.isEmpty else { return }
    rowElements = rowElements.filter { _, sighting in
      sighting.isAtRoot ? sighting.build == rootBuild : sighting.owner?.build == sighting.build
    }
  }

  /// Forgets what belonged to identities that are gone.
  func forgetUnvisited() {
    composites.keep { visited.contains($0.key) }
    states.keep { visited.contains($0.key.owner) }
    rootArmedReads.keep { !$0.value.fired }
    scrollOffsets.keep { placedContainers.contains($0.key) }
    splitVisibilities.keep { placedContainers.contains($0.key) }
    lazyRows.keep { placedContainers.contains($0.key) }
    placedContainers = []
  }
}

extension Dictionary {
  /// Keeps the entries `isKept` accepts. A new dictionary is made only when an entry goes: after
  /// most updates every identity is still there, and `filter` would copy them all.
  fileprivate mutating func keep(where isKept: (Element) -> Bool) {
    guard !allSatisfy(isKept) else { return }
    self = filter(isKept)
  }
}

/// The last evaluation of a custom view: its value, its environment, the nodes its body made,
/// and the custom views evaluated within it.
final class CompositeRecord {
  let identity: ViewIdentity
  let name: String
  @exclusivity(unchecked) var value: Any
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// The root's values its body and the views it built read (bits of `RootEnvironmentValue`).
  @exclusivity(unchecked) var environmentReads: UInt64 = 0
  @exclusivity(unchecked) var nodes: ContiguousArray<ViewNode> = []
  @exclusivity(unchecked) var children: [CompositeRecord] = []
  /// The custom view whose body built this one.
  weak var parent: CompositeRecord?
  /// The body of the last evaluation, to build again from when only a view inside changed.
  @exclusivity(unchecked) var body: Any?
  /// Whether a custom view inside changed state since this one was built.
  @exclusivity(unchecked) var hasDirtyDescendant = false
  /// Whether this records content built during layout rather than a custom view.
  @exclusivity(unchecked) var isDeferredContent = false
  /// For content built during layout: the nearest custom view around it that is not such
  /// content (nil: the root's own views).
  weak var contentOwner: CompositeRecord?
  /// The tracking in place for the content closures run in its build, by site (see
  /// `GraphStore.trackingReads`).
  @exclusivity(unchecked) var armedReads: [ViewIdentity: ObservationRelay] = [:]
  /// The stamp of its last build (see `GraphStore.nextBuild`).
  @exclusivity(unchecked) var build: UInt64 = 0
  /// The build of the owner that last took this record's nodes: a second view with the same
  /// identity in the same build (a `ForEach` id that repeats) must not take them too.
  @exclusivity(unchecked) var claimedBy: UInt64 = 0

  init(identity: ViewIdentity, name: String, value: Any, environment: EnvironmentValues) {
    self.identity = identity
    self.name = name
    self.value = value
    self.environment = environment
  }

  /// Takes records and the records and nodes they hold apart, without recursing once per level
  /// (see `ViewGraph.deinit`).
  static func dismantle(_ records: [CompositeRecord]) {
    var pending = records
    while let record = pending.popLast() {
      pending += record.children
      record.children = []
      for node in record.nodes { ViewNode.dismantle(node) }
      record.nodes = []
    }
  }
}

/// Why a custom view evaluated its body.
public struct Evaluation: Equatable, Sendable, CustomStringConvertible {
  /// The reasons.
  public enum Reason: String, Sendable {
    /// It appeared for the first time (or its identity changed).
    case initial
    /// One of its `@State` values changed.
    case state
    /// Its environment changed.
    case environment
    /// Its parent gave it different inputs (its value changed, or it cannot be compared).
    case inputs
    /// A property of an `@Observable` model that its body read changed.
    case observed
    /// It is inside a `GeometryReader` whose geometry changed.
    case proposal
  }
  /// The custom view's type.
  public var view: String
  public var reason: Reason

  public init(view: String, reason: Reason) {
    self.view = view
    self.reason = reason
  }

  public var description: String { "\(view) (\(reason.rawValue))" }
}

/// Carries an observation's change notice to the graph: the custom view whose body read the
/// property evaluates again at the next update. Mutate observed models on the graph's thread, as
/// SwiftUI requires the main actor.
final class ObservationRelay: @unchecked Sendable {
  private let storeLink: GraphStoreLink
  var store: GraphStore? { storeLink.store }
  /// The custom view to evaluate again; nil for content outside any (the root builds again).
  let identity: ViewIdentity?

  init(store: GraphStore, identity: ViewIdentity?) {
    self.storeLink = store.link
    self.identity = identity
  }

  /// Whether a tracked property changed (the tracking is spent).
  var fired = false

  /// The change handler for `withObservationTracking`, with the relay it calls put in `relay`.
  /// Pass it as the `onChange` argument: Observation evaluates that argument only when the
  /// closure read an observable property, so most builds make no relay at all.
  static func handler(
    made relay: inout ObservationRelay?, store: GraphStore, identity: ViewIdentity?
  ) -> @Sendable () -> Void {
    let made = ObservationRelay(store: store, identity: identity)
    relay = made
    return { made.changed() }
  }

  func changed() {
    fired = true
    guard let store else { return }
    store.observedChangeCount &+= 1
    guard let identity else {
      store.rootChanged = true
      return
    }
    if store.stateDidChange(identity) { store.observedChanges.insert(identity) }
  }
}

/// Content that a node builds during layout (a `GeometryReader`'s, a lazy stack's rows): the
/// custom views built in it hang from this record, and the node keeps them present each time it
/// is placed.
final class DeferredContent {
  let record: CompositeRecord

  /// Content hanging from `owner`: the custom view being built when the node was made (or
  /// another node's deferred content), so that a state change inside reaches the views around,
  /// and keeping or forgetting them keeps or forgets what the content built.
  init(identity: ViewIdentity, owner: CompositeRecord?) {
    record = CompositeRecord(
      identity: identity, name: "(deferred content)", value: (), environment: EnvironmentValues())
    record.parent = owner
    record.isDeferredContent = true
    record.contentOwner = owner.flatMap { $0.isDeferredContent ? $0.contentOwner : $0 }
    owner?.children.append(record)
  }

  /// Builds with the custom views made inside hanging from this record.
  func build<R>(in store: GraphStore, _ body: () -> R) -> R {
    store.builtDuringLayout = true
    record.children = []
    record.build = store.nextBuild()
    record.hasDirtyDescendant = false
    store.building.append(record)
    defer { store.building.removeLast() }
    return body()
  }

  /// Marks the custom views built inside as still present, for the cleanup after a build (with
  /// no build since the last cleanup, there is nothing to mark for: placing a lazy stack's rows
  /// as it scrolls walks none).
  func keep(in store: GraphStore) {
    guard store.rebuiltSinceCleanup else { return }
    store.keep(record)
  }
}
