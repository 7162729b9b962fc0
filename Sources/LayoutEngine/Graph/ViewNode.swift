import Foundation

/// One node of a live view graph: a leaf, a modifier around one child, or a container.
///
/// Subclasses override `measure(_:)`, `placeChildren(proposal:)` and the alignment and spacing
/// hooks; everything else (the per-proposal memo, placement, traits) lives here.
package class ViewNode {
  /// The node that laid this one out, `nil` for a root (it owns this node).
  final var parent: ViewNode? {
    get { parentReference?.takeUnretainedValue() }
    set { parentReference = newValue.map(Unmanaged.passUnretained) }
  }
  /// The parent, held without a reference count: placing reaches it with
  /// `_withUnsafeGuaranteedRef`, as holding it across a call cost a retain and a release.
  @exclusivity(unchecked) private final var parentReference: Unmanaged<ViewNode>?
  /// The graph-wide settings and the issues found (the graph keeps the context alive).
  final var context: GraphContext { unmanagedContext.takeUnretainedValue() }
  /// The context, held without a reference count: the hot paths reach it with
  /// `_withUnsafeGuaranteedRef`, as holding it across a call cost a retain and a release.
  private final let unmanagedContext: Unmanaged<GraphContext>
  /// The children, in order.
  @exclusivity(unchecked) final var children: ContiguousArray<ViewNode>
  /// The frame from the last placement, in root coordinates.
  @exclusivity(unchecked) final var frame: CGRect = .zero
  // The fields are in an order that leaves no padding between them (the smaller ones last):
  // most nodes are leaves, and a leaf's size class follows from these 128 bytes.
  /// Rarely used data: explicit id, alignment guides, coordinate space name, owner view type,
  /// a custom layout's recorded placements.
  @exclusivity(unchecked) final var extras: NodeExtras?
  /// Sizes already answered for recent proposals, for nodes that are costly to measure
  /// (containers, text); disabled for nodes that measure faster than a memo lookup.
  @exclusivity(unchecked) final var memo = SizeMemo()
  /// The chain of safe areas this node was placed in (nil: no unsafe bands).
  @exclusivity(unchecked) final var safeArea: SafeAreaLink?
  /// Traits the parent layout reads: layout priority and layout values.
  @exclusivity(unchecked) final var traits = ViewTraits()
  /// Bit set of explicit alignment guides somewhere in this subtree (see `GuideMask`).
  @exclusivity(unchecked) final var guideMask: GuideMask = []
  /// What this subtree holds that the graph's walks look for (see `SubtreeContents`).
  @exclusivity(unchecked) final var contents: SubtreeContents = []
  /// Whether this node is in a right-to-left environment: it mirrors its children's frames
  /// within its own, so that leading is on the right.
  final let isRightToLeft: Bool
  /// This node's index among its parent's children.
  @exclusivity(unchecked) final var indexInParent: Int32 = 0
  /// The levels of nodes in this subtree as built (1 for a leaf): how deep laying it out
  /// recurses. Content made during layout is not counted (`GraphContext.hasDeferredContent`).
  final let height: Int32
  /// The build that made this node.
  final let generation: UInt32

  /// Where this container's layout asked each child to go, during its `placeSubviews` (empty
  /// the rest of the time); kept in `extras`, since only a custom layout's container records
  /// placements.
  final var placements: ContiguousArray<PendingPlacement?> {
    get { extras?.placements ?? [] }
    set {
      if newValue.isEmpty && extras == nil { return }
      extrasForWriting.placements = newValue
    }
    _modify { yield &extrasForWriting.placements }
  }

  init(context: GraphContext, children: ContiguousArray<ViewNode> = [], memoized: Bool = false) {
    self.unmanagedContext = .passUnretained(context)
    self.children = children
    self.isRightToLeft = context.buildsRightToLeft
    self.generation = context.store.generation
    var childHeight: Int32 = 0
    for child in children { childHeight = Swift.max(childHeight, child.height) }
    height = childHeight &+ 1
    // A chain of views that measure without a memo (paddings, frames) is measured again from
    // each level that places its child: every `memoCheckpointLevels`-th level remembers, so that
    // a chain of N levels costs O(N), not O(N²).
    let checkpoint = height >= ViewNode.memoCheckpointLevels && height % ViewNode.memoCheckpointLevels == 0
    if (memoized || checkpoint) && context.cachesEnabled {
      // Containers of several views are probed under up to nine proposals in one pass; others
      // see a few.
      memo = SizeMemo(limit: children.count > 1 ? 12 : 6)
    }
    context.liveNodes &+= 1
    context.nodesMade &+= 1
    adoptChildren()
    for child in children {
      guideMask.formUnion(child.guideMask)
      contents.formUnion(child.contents)
    }
  }

  deinit { memo.deallocate() }

  /// Makes this node the parent of its children, each at its index (after `children` changed:
  /// content built during layout).
  final func adoptChildren() {
    unmanagedContext._withUnsafeGuaranteedRef { $0.adoptions &+= 1 }
    for (index, child) in children.enumerated() {
      child.parent = self
      child.indexInParent = Int32(truncatingIfNeeded: index)
    }
  }

  // MARK: Measuring

  /// The size this node chooses for `proposal`, answered from the memo when it can be.
  @inline(__always)
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    unmanagedContext._withUnsafeGuaranteedRef { $0.measurements &+= 1 }
    guard memo.isEnabled else { return sanitized(measure(proposal)) }
    let key = PackedProposal(proposal)
    if let size = memo.lookup(key) { return size }
    unmanagedContext._withUnsafeGuaranteedRef { $0.memoMisses &+= 1 }
    let size = sanitized(measure(proposal))
    memo.store(key, size)
    return size
  }

  /// `size`, or zero in its negative or NaN dimensions, with an issue (see `GraphContext.sanitize`).
  @inline(__always)
  private final func sanitized(_ size: CGSize) -> CGSize {
    size.isPlausibleSize ? size : context.sanitize(size, of: self)
  }

  /// Whether this node is a container whose size the views below size themselves from
  /// (`containerRelativeFrame`): a scroll view, a split view.
  var isContainer: Bool { false }

  /// The levels between memos in a chain of views that have none (see `init`).
  static let memoCheckpointLevels: Int32 = 32

  /// Computes the size for `proposal`. Subclasses override; the default is a zero-size leaf.
  func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

  /// This node's lengths along `axis` when offered zero, then infinity, along it, if they are the
  /// same whatever it is offered across `axis`, and follow from the views alone; `nil` when they
  /// must be measured (the default).
  ///
  /// A stack sorts its children by these lengths (their flexibility), probing each child under
  /// the stack's cross length; known, they spare two measurements per child for every cross
  /// length, and with them the measurements of the child's own content. Only nodes whose sizes
  /// are a function of the proposal and their views answer (a color, fixed and padded frames,
  /// stacks of those); the property `cachesNeverChangeTheResult` compares with the probes.
  func probeLengths(along axis: Axis) -> ProbeLengths? { nil }

  /// `probeLengths(along:)` on both axes at once: a stack works out both in one pass over its
  /// children (a first layout asks for both, one axis after the other).
  func probeLengthsOnBothAxes() -> ProbeLengthPair {
    ProbeLengthPair(horizontal: probeLengths(along: .horizontal), vertical: probeLengths(along: .vertical))
  }

  // MARK: Placing

  /// Gives this node its frame (in root coordinates) and places its children.
  final func place(in rect: CGRect, proposal: ProposedViewSize) {
    var rect = rect
    if !rect.isWithinLayoutLimits { rect = context.sanitize(rect, of: self) }
    // Laid out left to right, then mirrored within a right-to-left parent (SwiftUI flips
    // layouts for right-to-left: leading edges, stacks, padding and offsets).
    if let parentReference {
      parentReference._withUnsafeGuaranteedRef { parent in
        if parent.isRightToLeft { rect.origin.x = parent.frame.minX + parent.frame.maxX - rect.maxX }
        let link = parent.safeAreaLink(forChild: self)
        if link?.toOpaque() != safeArea.unretained?.toOpaque() { safeArea = link?.takeUnretainedValue() }
      }
    } else {
      safeArea = context.rootSafeArea
    }
    rect = adjustedFrame(rect)
    frame = rect

    placeChildren(proposal: proposal)
  }

  /// Places the children inside `frame`. The default centers each child with the same proposal.
  func placeChildren(proposal: ProposedViewSize) {
    for child in children {
      child.placeCentered(in: frame, proposal: proposal)
    }
  }

  /// Places this node centered in `bounds` with `proposal`, as SwiftUI places a subview that its
  /// layout never placed.
  final func placeCentered(in bounds: CGRect, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
    place(in: CGRect(origin: origin, size: size), proposal: proposal)
  }

  /// Places this node so that its own `alignment` guide meets `guide` in `bounds`.
  final func place(aligning alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    // An edge or center guide of a node with no explicit guide on either axis is its default,
    // a fraction of the length (as the bounds' are): found without making dimensions.
    if let horizontal = alignment.horizontal.key.builtInFraction,
      let vertical = alignment.vertical.key.builtInFraction,
      hasNoExplicitGuides(on: .horizontal), hasNoExplicitGuides(on: .vertical)
    {
      let x =
        bounds.minX + AlignmentKey.guide(atFraction: horizontal, of: bounds.width)
        - AlignmentKey.guide(atFraction: horizontal, of: size.width)
      let y =
        bounds.minY + AlignmentKey.guide(atFraction: vertical, of: bounds.height)
        - AlignmentKey.guide(atFraction: vertical, of: size.height)
      place(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
      return
    }
    let mine = dimensions(size: size, proposal: proposal)
    let container = ViewDimensions(size: bounds.size, node: nil, proposal: .unset)
    let x = bounds.minX + container[alignment.horizontal] - mine[alignment.horizontal]
    let y = bounds.minY + container[alignment.vertical] - mine[alignment.vertical]
    place(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
  }

  /// Records where the parent's layout wants this node: its `anchor` at `position`, at the size
  /// it chooses for `proposal`. The last call wins; `finishPendingPlacements` carries it out.
  @inline(__always)
  final func recordPlacement(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    // Outside its parent's placement (a proxy kept by a layout), there is nowhere to record it.
    guard let parent, Int(indexInParent) < parent.placements.count else { return }
    parent.placements[Int(indexInParent)] = PendingPlacement(
      rect: CGRect(origin: origin, size: size), proposal: PackedProposal(proposal))
  }

  /// Readies the record of where this container's layout places each child: none placed yet.
  final func beginPlacements() {
    if placements.count == children.count {
      for index in placements.indices { placements[index] = nil }
      return
    }
    // A record let go by an earlier placement, when there is one: placing a container then
    // allocates nothing.
    var record = context.spareRecords.popLast() ?? []
    record.removeAll(keepingCapacity: true)
    record.append(contentsOf: repeatElement(nil, count: children.count))
    placements = record
  }

  /// Carries out the placements that a parent layout recorded, and centers the unplaced children.
  final func finishPendingPlacements(in bounds: CGRect, proposal: ProposedViewSize) {
    // The record is needed only until the children are placed: it is let go here, so that a
    // graph at rest holds no placement records.
    var recorded = placements
    placements = []
    for (index, child) in children.enumerated() {
      if index < recorded.count, let pending = recorded[index] {
        child.place(in: pending.rect, proposal: pending.proposal.proposal)
      } else {
        child.placeCentered(in: bounds, proposal: proposal)
      }
    }
    if context.spareRecords.count < GraphContext.spareRecordLimit {
      recorded.removeAll(keepingCapacity: true)
      context.spareRecords.append(recorded)
    }
  }

  // MARK: Alignment and spacing

  /// The dimensions of this node at `size`.
  @inline(__always)
  final func dimensions(size: CGSize, proposal: PackedProposal) -> ViewDimensions {
    ViewDimensions(size: size, node: self, proposal: proposal)
  }

  @inline(__always)
  final func dimensions(size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: size, node: self, proposal: PackedProposal(proposal))
  }

  /// The explicit value of a guide: set by `alignmentGuide`, or reported by the node's content.
  final func explicitAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal,
    skippingGuides: Bool = false
  ) -> CGFloat? {
    if !skippingGuides, let guides = extras?.guides {
      for guide in guides.reversed() where guide.key == key {
        let value = guide.compute(
          ViewDimensions(size: size, node: self, proposal: proposal, skippingGuides: true))
        return value.isFinite ? value : nil
      }
    }
    guard guideMask.mayContain(key, axis: axis) else { return nil }
    return contentAlignment(key, axis: axis, size: size, proposal: proposal)
  }

  /// True when no guide of `axis` can be explicit on this node: then every guide has its
  /// default value.
  @inline(__always)
  final func hasNoExplicitGuides(on axis: Axis) -> Bool {
    extras?.guides == nil && !guideMask.contains(axis == .horizontal ? .horizontal : .vertical)
  }

  /// The explicit guide that the node's content reports; subclasses override. Default: none.
  func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? { nil }

  /// Takes a subtree apart from the top, so that freeing it does not recurse once per level.
  static func dismantle(_ root: ViewNode, keeping kept: Set<ObjectIdentifier> = []) {
    var pending: [ViewNode] = [root]
    while let node = pending.popLast() {
      // A subtree reused by a later build belongs to that build's tree: leave it whole.
      if !kept.isEmpty && kept.contains(ObjectIdentifier(node)) { continue }
      if !node.isDismantled { node.context.liveNodes &-= 1 }
      // One by one: the library's generic append of another collection's elements costs more
      // than the few children a node has.
      for child in node.children { pending.append(child) }
      node.children = []
      node.extras?.barRequests?.viewGone(node)
      // The app's closures it kept (alignment guides, controls' actions) go too: a closure that
      // holds what holds the node (a `ViewDimensions` kept past the graph) would never be freed.
      node.extras = nil
      node.indexInParent = ViewNode.dismantledIndex
    }
  }

  /// The index a node taken apart is given: it can never be reused.
  static let dismantledIndex = Int32.min

  /// Calls `body` with this node's parent, its parent's, and so on up to the root, while it
  /// returns true; at most `LayoutLimits.maximumDepth` of them.
  final func forEachAncestor(_ body: (ViewNode) -> Bool) {
    var node = parent
    var steps = 0
    while let current = node, steps < LayoutLimits.maximumDepth, body(current) {
      node = current.parent
      steps += 1
    }
  }

  /// Whether `ancestor` is this node's parent, or its parent's, and so on.
  final func descends(from ancestor: ViewNode) -> Bool {
    var found = false
    forEachAncestor { current in
      found = current === ancestor
      return !found
    }
    return found
  }

  /// Whether this node was taken apart (its children are gone).
  final var isDismantled: Bool { indexInParent == ViewNode.dismantledIndex }

  /// The spacing this node prefers around it.
  var spacing: ViewSpacing { .defaultSpacing }

  /// The safe-area chain a child is placed in: this node's own, unless the node adds a band.
  /// Unretained: the link is one this node keeps (placing stores it only when it changed, without
  /// a retain and a release per node).
  func safeAreaLink(forChild child: ViewNode) -> Unmanaged<SafeAreaLink>? { safeArea.unretained }

  /// Forgets what the node's layout keeps between calls (a stack's last distribution).
  func invalidateLayoutCache() {}

  /// Takes the root's values now (`root`) of the keys whose bits are in `changed`, where it took
  /// them from the root when it was built; true when what it measures changed. For nodes that
  /// hold no reader (`RootValueReading`): a change of such a key walks the tree
  /// (`GraphStore.rootBitsTakenByWalk`). None by default.
  func takeRootValues(_ changed: UInt64, from root: EnvironmentValues) -> Bool { false }

  /// The frame this node takes when placed at `rect`; a scroll view extends over the unsafe
  /// bands it touches. The default keeps `rect`.
  func adjustedFrame(_ rect: CGRect) -> CGRect { rect }

  /// The children shown on screen: all of them, except for containers that choose.
  final var displayedChildren: ArraySlice<ViewNode> { children[displayedRange] }
  /// The indices of the children shown on screen (`displayedChildren`, without making a slice).
  var displayedRange: Range<Int> { 0..<children.count }
  /// Whether the children shown depend on this node's choice (`chosenChild`, `shownColumns`),
  /// besides the tree.
  var choosesShownChildren: Bool { false }
  /// For a container that shows one of its children (a `ViewThatFits`): the index of the one
  /// shown, as a snapshot records it.
  var chosenChild: Int? { nil }
  /// For a split view: the columns shown at the last placement, as a snapshot records them.
  var shownColumns: NavigationSplitViewColumns? { nil }

  // MARK: Description

  /// A short name for the kind of node: `HStack`, `frame`, `Text`.
  var kindName: String { "View" }
  /// The arguments that tell this node apart from others of its kind, or `nil`.
  var details: String? { nil }
  /// Adds what `kindName` and `details` say to `hasher`, for the key of a structure of views
  /// (`ViewGraph.structureKey()`; the node's type is added besides). Overrides add the values
  /// the two are written from, without writing them: never fewer (views told apart by their
  /// text must be told apart by the key).
  func addKind(to hasher: inout StructureHash) {
    hasher.addBytes(of: kindName)
    hasher.addBytes(of: details)
  }
}

/// Graph-wide settings, limits and the issues found while building or laying out.
package final class GraphContext {
  /// Whether size memos and layout caches are used (switched off to check they change nothing).
  package let cachesEnabled: Bool
  /// How deep views may nest before the rest is left out.
  @exclusivity(unchecked) package var depthLimit: Int
  /// What sets `depthLimit`, for the issue that reports it.
  @exclusivity(unchecked) package var depthLimitName = GraphContext.maximumDepthName
  static let maximumDepthName = "LayoutLimits.maximumDepth"
  /// A test hook: built-in stacks are made as the `LayoutNode` of their layout, which runs
  /// through the `Layout` protocol, instead of as a `StackNode` (tests require the same layouts).
  package let stacksThroughLayoutProtocol: Bool
  /// Whether some content is built during layout (a `GeometryReader`'s): such graphs are laid
  /// out on the deep stack, since that content may nest deeply.
  @exclusivity(unchecked) package var hasDeferredContent = false
  /// The safe area at the root: the host's insets (nil when laid out without a host).
  @exclusivity(unchecked) var rootSafeArea: SafeAreaLink?
  /// The window the root is laid out in (the root's own frame when laid out without a host):
  /// where presentations go.
  @exclusivity(unchecked) var windowFrame: CGRect = .zero
  /// The window's corner insets (`GeometryProxy.containerCornerInsets`), named by the screen's
  /// corners: `topLeading` is the top-left one.
  @exclusivity(unchecked) var windowCorners = RectangleCornerInsets()
  /// Whether a layout found that sizes changed while placing (a lazy stack made rows): the
  /// update lays out again.
  @exclusivity(unchecked) package var needsRelayout = false
  /// Whether the nodes being made are in a right-to-left environment.
  @exclusivity(unchecked) package var buildsRightToLeft = false
  /// The nodes made and not yet taken apart (`ViewNode.dismantle`): about those alive, what a
  /// snapshot reserves room for. A build abandoned for a deep stack counts its nodes once more.
  @exclusivity(unchecked) package var liveNodes = 0
  /// The nodes made in the graph's life: while it stands still, the nodes alive are those of
  /// before (`ViewGraph.layoutFrames` tells a layout of the same views by it).
  @exclusivity(unchecked) package var nodesMade: UInt64 = 0
  /// How many times nodes have taken children (`ViewNode.adoptChildren`: made, or given content
  /// built during layout): while it and the build stand still, the tree's nodes are those of
  /// before (`ViewGraph.layoutFrames` walks the shown views again only when they may differ).
  @exclusivity(unchecked) var adoptions: UInt64 = 0
  /// Whether a view of this graph has named its coordinate space (`coordinateSpace(name:)`):
  /// until one has, a `GeometryProxy` looks for none among its ancestors (a walk up the tree, at
  /// every reader, that made nested readers quadratic).
  @exclusivity(unchecked) var namesCoordinateSpaces = false
  /// The sizes of the containers being measured or placed, innermost last: the window's (the
  /// root's safe rectangle), a scroll view's, a split-view column's (`withContainer`).
  @exclusivity(unchecked) var containers: [ProposedViewSize] = []
  /// Placement records let go after placing, for the next container to place (at most
  /// `spareRecordLimit`): a graph at rest holds these few, not one per container.
  @exclusivity(unchecked) var spareRecords: [ContiguousArray<PendingPlacement?>] = []
  static let spareRecordLimit = 8
  /// How many sizes were asked for, and how many of those the memos could not answer.
  @exclusivity(unchecked) package var measurements = 0
  @exclusivity(unchecked) package var memoMisses = 0
  /// The deepest nesting seen while building.
  @exclusivity(unchecked) package var maxDepth = 0
  /// What the graph keeps from one update to the next.
  package let store = GraphStore()
  /// Problems found, in the order found.
  @exclusivity(unchecked) package var issues: [LayoutIssue] = []
  /// How many issues are kept before the rest are only counted.
  static let issueLimit = 100
  @exclusivity(unchecked) package var droppedIssues = 0

  package init(
    cachesEnabled: Bool = true, depthLimit: Int = LayoutLimits.maximumDepth,
    stacksThroughLayoutProtocol: Bool = false
  ) {
    self.cachesEnabled = cachesEnabled
    self.stacksThroughLayoutProtocol = stacksThroughLayoutProtocol
    self.depthLimit = depthLimit
  }

  package func report(_ issue: LayoutIssue) {
    // A problem found again (by a later build of the same view) is the same problem.
    if issues.contains(issue) { return }
    if issues.count < GraphContext.issueLimit { issues.append(issue) } else { droppedIssues += 1 }
  }

  /// Replaces impossible sizes: NaN and negative become zero.
  @inline(__always)
  func sanitize(_ size: CGSize, of node: ViewNode) -> CGSize {
    if size.isPlausibleSize { return size }
    report(LayoutIssue(.invalidSize, "\(node.kindName) answered an impossible size \(size); used zero"))
    return CGSize(width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
  }

  /// Replaces impossible frames: values beyond `LayoutLimits.maximumLength` (infinities
  /// included) are clamped to it, NaN to zero.
  @inline(__always)
  func sanitize(_ rect: CGRect, of node: ViewNode) -> CGRect {
    let r = rect
    if r.isWithinLayoutLimits { return r }
    report(
      LayoutIssue(
        .infiniteFrame,
        r.hasFiniteValues
          ? "\(node.kindName) was placed at a frame beyond \(Int(LayoutLimits.maximumLength)) points "
            + "(LayoutLimits.maximumLength); clamped"
          : "\(node.kindName) was placed at a non-finite frame; clamped"))
    func clamp(_ v: CGFloat) -> CGFloat {
      v.isNaN ? 0 : Swift.min(Swift.max(v, -LayoutLimits.maximumLength), LayoutLimits.maximumLength)
    }
    return CGRect(x: clamp(r.origin.x), y: clamp(r.origin.y), width: clamp(r.width), height: clamp(r.height))
  }
}

extension CGRect {
  /// Whether the origin and size are all within ±`LayoutLimits.maximumLength` (so finite, and
  /// not NaN).
  @inline(__always)
  var isWithinLayoutLimits: Bool {
    let limit = LayoutLimits.maximumLength
    return Swift.abs(origin.x) <= limit && Swift.abs(origin.y) <= limit && Swift.abs(size.width) <= limit
      && Swift.abs(size.height) <= limit
  }

  /// Whether the origin and size are all finite.
  @inline(__always)
  package var hasFiniteValues: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

/// The limits the engine puts on every input, so that no input can crash or hang it.
public enum LayoutLimits {
  /// Views nested deeper than this (counting every view and modifier level while the tree is
  /// built) are left out of the graph, with an issue.
  public static let maximumDepth = 100_000
  /// The largest coordinate or length a frame may have: larger ones, infinities included, are
  /// clamped to it where the frame is placed. A billion points: far beyond real content (a list
  /// of 100,000 rows is a few million points long), and printed in at most ten digits.
  public static let maximumLength: CGFloat = 1_000_000_000
  /// The most tracks an adaptive `GridItem` expands into.
  public static let maximumGridTracks = 10_000
  /// How many passes of build, layout and callbacks one update may take before it is stopped as
  /// a layout feedback loop.
  public static let maximumUpdatePasses = 32
  /// How many views a graph may gain in one update after its first pass, in passes that each
  /// add half again what there was, before the update is stopped as a layout feedback loop: a
  /// view whose state, set from its own geometry, doubles its content each pass is stopped here,
  /// long before the passes run out.
  public static let maximumViewsGrown = 500_000
  /// Where a thread's stack cannot be read, graphs at least this deep are built and laid out on
  /// the deep stack (`DeepStack`; elsewhere, `StackBudget` decides by the stack left).
  static let deepStackThreshold = 256
}

/// Something the engine had to correct or leave out: an impossible value, a limit reached.
///
/// ```swift
/// let snapshot = LayoutSnapshot(Color.red.frame(width: .nan), proposal: .unspecified)
/// snapshot.issues.first?.kind // .invalidFrame
/// ```
public struct LayoutIssue: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of issue.
  public enum Kind: String, Sendable, Hashable {
    case invalidFrame, invalidSize, infiniteFrame, depthLimit, emptyViewThatFits, contentReused
    case feedbackLoop, stateDuringUpdate, duplicateIdentity
    /// SwiftUI behaviour that SceneSim does not model, met in the views (laid out as the message says).
    case notModelled
  }
  public var kind: Kind
  public var message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { "\(kind.rawValue): \(message)" }
}
