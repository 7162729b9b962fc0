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
  private(set) var root: ViewNode
  private let makeRoot: (inout _ViewList) -> Void
  private var laidOutFor: PackedProposal?
  private var lastProposal: ProposedViewSize?
  private var cachedSnapshot: LayoutSnapshot?

  /// The environment at the root (a window's size classes, Dynamic Type size, scene phase...).
  /// Changing it updates the views that depend on it at the next layout.
  public var environment: EnvironmentValues {
    didSet { context.store.environmentChanged = true }
  }

  /// What the last update did.
  public private(set) var lastUpdate = UpdateReport()

  /// Builds the graph of `view`. With `cachesEnabled: false` every size is computed anew and
  /// every body evaluated anew (the uncached path that the cached one must equal).
  public init<V: View>(
    _ view: V, environment: EnvironmentValues = EnvironmentValues(), cachesEnabled: Bool = true
  ) {
    context = GraphContext(cachesEnabled: cachesEnabled)
    makeRoot = { list in V._makeNodes(view, into: &list) }
    self.environment = environment
    root = ViewNode(context: context)
    context.nodeCount = 0
    rebuild()
    lastUpdate = UpdateReport(passes: 1, evaluations: context.store.evaluations)
  }

  /// Takes the tree apart from the top, so that freeing a 100,000-level graph does not recurse
  /// once per level on the caller's stack.
  deinit { ViewNode.dismantle(root) }

  /// Builds the nodes again: custom views whose state, value or environment changed evaluate
  /// their bodies; the others keep their nodes.
  private func rebuild() {
    let store = context.store
    store.generation &+= 1
    store.visited = []
    store.keptNodes = []
    store.environmentChanged = false
    let old = root
    let firstBuild = store.generation == 1
    var built: ViewNode?
    if context.maxDepth < LayoutLimits.deepStackThreshold {
      // On this thread, as long as the tree is not too deep for an ordinary stack.
      context.depthLimit = LayoutLimits.deepStackThreshold
      built = buildRoot()
      if context.issues.contains(where: { $0.kind == .depthLimit }) {
        built = nil
        context.issues.removeAll { $0.kind == .depthLimit }
        // What this attempt evaluated was cut short: evaluate everything again.
        store.dirty.formUnion(store.composites.keys)
        store.visited = []
        store.keptNodes = []
        if firstBuild { store.evaluations = [] }
      }
    }
    if built == nil {
      context.depthLimit = LayoutLimits.maximumDepth
      built = DeepStack.run { self.buildRoot() }
    }
    context.depthLimit = LayoutLimits.maximumDepth
    root = built!
    store.forgetUnvisited()
    ViewNode.dismantle(old, keeping: store.keptNodes)
    laidOutFor = nil
    cachedSnapshot = nil
  }

  private func buildRoot() -> ViewNode {
    var list = _ViewList(context: context, inputs: ViewInputs(environment: environment))
    list.withEnvironment(environment) { list in makeRoot(&list) }
    return list.nodes.count == 1
      ? list.nodes[0]
      : LayoutNode(
        layout: VStackLayout(), name: ViewGraph.implicitRootName, context: context, children: list.nodes)
  }

  /// A root of several views is stacked vertically, as SwiftUI's implicit root (OpenSwiftUI's
  /// `defaultImplicitRootType` is `_VStackLayout`).
  static let implicitRootName = "VStack (implicit root)"

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

  /// Lays the graph out for `proposal`, with the root at the origin, after updating the views
  /// whose state or environment changed; then runs the callbacks (geometry, change, appear), and
  /// repeats while they change state, at most `LayoutLimits.maximumUpdatePasses` times. Returns
  /// false when nothing needed to be done (same proposal, nothing changed): constant time.
  @discardableResult
  public func layout(proposal: ProposedViewSize) -> Bool {
    let key = PackedProposal(proposal)
    let store = context.store
    if !store.needsRebuild, let laidOutFor, laidOutFor == key { return false }
    store.evaluations = []
    store.stateSetDuringUpdate = []
    let measuredBefore = context.memoMisses
    var passes = 0
    var loopingViews: [String] = []
    while true {
      passes += 1
      if passes > LayoutLimits.maximumUpdatePasses {
        loopingViews = store.dirty.compactMap { store.composites[$0]?.name }.sorted()
        context.report(
          LayoutIssue(
            .feedbackLoop,
            "layout feedback loop: \(loopingViews.joined(separator: ", ")) still changing state after "
              + "\(LayoutLimits.maximumUpdatePasses) update passes (LayoutLimits.maximumUpdatePasses); stopped"
          ))
        store.dirty = []
        break
      }
      if store.needsRebuild { rebuild() }
      if laidOutFor != key {
        performLayoutOnTheRightStack(proposal)
        laidOutFor = key
        lastProposal = proposal
        cachedSnapshot = nil
      }
      if context.hasCallbacks { runCallbacks() }
      if !store.needsRebuild { break }
    }
    if !store.stateSetDuringUpdate.isEmpty {
      let names = Set(store.stateSetDuringUpdate.compactMap { store.composites[$0]?.name }).sorted()
      context.report(
        LayoutIssue(
          .stateDuringUpdate, "Modifying state during view update (in \(names.joined(separator: ", ")))"))
    }
    lastUpdate = UpdateReport(
      passes: passes, evaluations: store.evaluations, computedSizes: context.memoMisses - measuredBefore,
      feedbackLoop: loopingViews)
    return true
  }

  private func performLayoutOnTheRightStack(_ proposal: ProposedViewSize) {
    if context.maxDepth >= LayoutLimits.deepStackThreshold || context.hasDeferredContent {
      DeepStack.run { self.performLayout(proposal) }
    } else {
      performLayout(proposal)
    }
  }

  /// Forgets the last placement, so that the next layout places every view again (the sizes
  /// stay known).
  func invalidatePlacement() {
    laidOutFor = nil
    cachedSnapshot = nil
  }

  private func performLayout(_ proposal: ProposedViewSize) {
    let size = root.sizeThatFits(proposal)
    root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
  }

  /// The snapshot of the last layout (computed once per layout).
  public var snapshot: LayoutSnapshot {
    if let cachedSnapshot { return cachedSnapshot }
    let made = LayoutSnapshot(root: root, context: context)
    cachedSnapshot = made
    return made
  }

  /// The issues found while building and laying out, in the order found.
  public var issues: [LayoutIssue] { context.issues }
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
}
