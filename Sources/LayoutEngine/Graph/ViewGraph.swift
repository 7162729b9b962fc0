import Foundation

/// The live graph of a view tree: built once from a view value, then laid out again for each new
/// proposal, reusing every size it already knows. A window keeps one.
///
/// ```swift
/// let graph = ViewGraph(HStack { Color.red; Color.blue })
/// graph.layout(proposal: ProposedViewSize(width: 400, height: 100))
/// graph.snapshot.frame(of: "box")
/// ```
public final class ViewGraph {
  let context: GraphContext
  let root: ViewNode
  private var laidOutFor: PackedProposal?
  private var cachedSnapshot: LayoutSnapshot?

  /// Builds the graph of `view`. With `cachesEnabled: false` every size is computed anew (the
  /// uncached path that the cached one must equal).
  public init<V: View>(_ view: V, cachesEnabled: Bool = true) {
    let made =
      ViewGraph.build(view, cachesEnabled: cachesEnabled, deep: false)
      ?? DeepStack.run { ViewGraph.build(view, cachesEnabled: cachesEnabled, deep: true)! }
    context = made.context
    root = made.root
  }

  /// Takes the tree apart from the top, so that freeing a 100,000-level graph does not recurse
  /// once per level on the caller's stack.
  deinit { ViewNode.dismantle(root) }

  /// Builds on this thread, or returns nil when the tree nests too deep for an ordinary stack.
  private static func build<V: View>(
    _ view: V, cachesEnabled: Bool, deep: Bool
  ) -> (context: GraphContext, root: ViewNode)? {
    let context = GraphContext(
      cachesEnabled: cachesEnabled,
      depthLimit: deep ? LayoutLimits.maximumDepth : LayoutLimits.deepStackThreshold)
    var list = _ViewList(context: context, inputs: ViewInputs())
    V._makeNodes(view, into: &list)
    if !deep && context.issues.contains(where: { $0.kind == .depthLimit }) { return nil }
    // Built: content made later (by a GeometryReader) may nest to the real limit.
    context.depthLimit = LayoutLimits.maximumDepth
    let root: ViewNode =
      list.nodes.count == 1
      ? list.nodes[0]
      : LayoutNode(
        layout: VStackLayout(), name: ViewGraph.implicitRootName, context: context, children: list.nodes)
    return (context, root)
  }

  /// A root of several views is stacked vertically, as SwiftUI's implicit root (OpenSwiftUI's
  /// `defaultImplicitRootType` is `_VStackLayout`).
  static let implicitRootName = "VStack (implicit root)"

  /// The cost of the layouts so far: sizes asked for, and those the memos could not answer.
  public var measurementCounts: (asked: Int, computed: Int) { (context.measurements, context.memoMisses) }

  /// The number of nodes in the graph.
  public var nodeCount: Int { context.nodeCount }

  /// The deepest nesting of views in the graph.
  public var depth: Int { context.maxDepth }

  /// Lays the graph out for `proposal`, with the root at the origin. Returns false when nothing
  /// needed to be done (same proposal, nothing changed): that costs constant time.
  @discardableResult
  public func layout(proposal: ProposedViewSize) -> Bool {
    let key = PackedProposal(proposal)
    if let laidOutFor, laidOutFor == key { return false }
    if context.maxDepth >= LayoutLimits.deepStackThreshold || context.hasDeferredContent {
      DeepStack.run { self.performLayout(proposal) }
    } else {
      performLayout(proposal)
    }
    laidOutFor = key
    cachedSnapshot = nil
    return true
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
