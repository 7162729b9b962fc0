import Foundation

extension ViewGraph {
  /// What a `layoutFrames()` found: the views shown, and the snapshot made of them, valid while
  /// no node has been made or built since (`token`).
  struct FramesCache {
    var token: Token
    var choices: [LayoutFrames.Choice]
    var base: LayoutSnapshot
    var signature: UInt64
    /// The pairs of views whose overlap is looked for (`LayoutSnapshot.overlapPairs`).
    var overlapPairs: [LayoutSnapshot.OverlapPair]
    /// The shown nodes in the order of the frames (a walk that finds the same ones, in the same
    /// order, shows the same views), and the nodes whose choice decides what is shown, with
    /// their choices then: while the tree stands still (`token`, `adoptions`) and each makes the
    /// same choice, the shown nodes are these.
    var order: [Unmanaged<ViewNode>]
    var choosers: [Chooser]
    var adoptions: UInt64

    /// A node whose choice decides which of its children are shown, and its choice.
    struct Chooser {
      var node: Unmanaged<ViewNode>
      var chosen: Int?
      var columns: NavigationSplitViewColumns?

      /// Whether the node still makes this choice.
      var stands: Bool {
        node._withUnsafeGuaranteedRef { $0.chosenChild == chosen && $0.shownColumns == columns }
      }
    }

    struct Token: Equatable {
      var generation: UInt32
      var nodesMade: UInt64
    }
  }

  /// The most structures of the same views `layoutFrames()` keeps a snapshot of.
  static let framesCacheLimit = 8

  /// The most room a walk of the graph's nodes makes for its pending nodes before it starts (it
  /// grows past it as needed).
  static let walkRoomLimit = 1_024

  /// A walk's stack of pending nodes holding `first`, with room made at once for `nodes` of them
  /// (up to `walkRoomLimit`): a walk holds at most every node, and a stack grown from one is
  /// reallocated about four times for a graph of 40 views.
  @inline(__always)
  static func walkStack<Element>(_ first: Element, room nodes: Int) -> [Element] {
    var stack: [Element] = []
    stack.reserveCapacity(Swift.min(Swift.max(nodes, 1), walkRoomLimit))
    stack.append(first)
    return stack
  }

  /// The issues the graph's snapshot lists now.
  package var snapshotIssues: [LayoutIssue] { LayoutSnapshot.issues(of: context) }

  /// The snapshot of the views shown, with frames and choices of some layout of them and no
  /// issues, its signature and its overlap pairs: from the graph's `structureCache` when the
  /// structure was seen before (the signature and pairs found now if none asked for them
  /// before), else made (and kept there when it has a key; the snapshot made is the graph's
  /// `snapshot` of this layout).
  private func structureEntry() -> (
    base: LayoutSnapshot, signature: UInt64, pairs: [LayoutSnapshot.OverlapPair]
  ) {
    let key = structureKey()
    var entry: StructureCache.Entry
    if let key, let kept = keptEntry(for: key) {
      if let fingerprint = kept.fingerprint {
        return (kept.base, fingerprint.signature, fingerprint.overlapPairs)
      }
      entry = kept
    } else {
      entry = StructureCache.Entry(base: madeSnapshot().withoutIssues, fingerprint: nil)
    }
    let fingerprint = (signature: entry.base.structureSignature, overlapPairs: entry.base.overlapPairs)
    entry.fingerprint = fingerprint
    if let key { structureCache.keep(entry, for: key) }
    return (entry.base, fingerprint.signature, fingerprint.overlapPairs)
  }

  /// The entry `structureCache` keeps for `key`, checked in debug builds against a snapshot
  /// made anew.
  private func keptEntry(for key: StructureCache.Key) -> StructureCache.Entry? {
    guard let entry = structureCache.entry(for: key) else { return nil }
    #if DEBUG
      // The key must tell apart every two structures whose snapshots differ: checked in every
      // debug build's layout (the tests).
      let made = LayoutSnapshot(root: root, context: context)
      precondition(
        made.structureSignature == entry.fingerprint?.signature ?? entry.base.structureSignature,
        "a structure's key took other views for these:\n\(made)\nfor\n\(entry.base)")
    #endif
    return entry
  }

  /// The snapshot of the last layout: the one kept for views of this structure with this
  /// layout's frames and choices (no view written out), else made, and kept for the structure
  /// when it has a key (its signature and overlap pairs found when a fingerprint asks for them).
  func structureSnapshot() -> LayoutSnapshot {
    // The frames and choices read in the walk that finds the key (a few instructions a view,
    // lost when the structure is new).
    var frames: [CGRect] = []
    var choices: [LayoutFrames.Choice] = []
    frames.reserveCapacity(Swift.max(context.liveNodes, 0))
    let key = structureKey { node in
      let chosen = node.chosenChild
      let columns = node.shownColumns
      if chosen != nil || columns != nil {
        choices.append(.init(index: frames.count, chosenCandidate: chosen, columns: columns))
      }
      frames.append(node.frame)
    }
    if let key, let entry = keptEntry(for: key) {
      let layout = LayoutFrames(size: root.frame.size, signature: 0, frames: frames, choices: choices)
      guard var applied = entry.base.applying(layout) else { return madeSnapshot() }
      applied.issues = snapshotIssues
      return applied
    }
    let made = madeSnapshot()
    if let key {
      structureCache.keep(StructureCache.Entry(base: made.withoutIssues, fingerprint: nil), for: key)
    }
    return made
  }

  /// The last layout's fingerprint, a snapshot of the same views to apply it to
  /// (`LayoutSnapshot.applying`; it lists no issues), and that snapshot's `overlapPairs`. While
  /// the graph's views are those of a recent call (no node made, built or given children since,
  /// and the same choices of which children are shown), this reads the frames of the shown nodes
  /// in the order found then; otherwise it walks the shown views, and takes the snapshot of a
  /// structure seen before (`StructureCache`) or makes it.
  ///
  /// ```swift
  /// let (frames, base, _) = graph.layoutFrames()
  /// ```
  ///
  /// The frames are written into `room` (emptied, its buffer kept when no one else holds it): a
  /// caller that keeps the last fingerprint can hand back the one before, so that a layout makes
  /// no array for its frames.
  package func layoutFrames(reusing room: consuming [CGRect] = []) -> (
    frames: LayoutFrames, base: LayoutSnapshot, overlapPairs: [LayoutSnapshot.OverlapPair]
  ) {
    let token = FramesCache.Token(generation: context.store.generation, nodesMade: context.nodesMade)
    let adoptions = context.adoptions
    let size = root.frame.size
    // The entries are read in place (a copy of one would retain and release all it holds).
    let standing = framesCache.withUnsafeBufferPointer { entries in
      entries.indices.first {
        entries[$0].token == token && entries[$0].adoptions == adoptions
          && entries[$0].choosers.allSatisfy { $0.stands }
      }
    }
    var frames = room
    frames.removeAll(keepingCapacity: true)
    if let index = standing {
      framesCache[index].order.withUnsafeBufferPointer { order in
        frames.reserveCapacity(order.count)
        for node in order { frames.append(node._withUnsafeGuaranteedRef { $0.frame }) }
      }
      return (
        LayoutFrames(
          size: size, signature: framesCache[index].signature, frames: frames,
          choices: framesCache[index].choices),
        framesCache[index].base,
        framesCache[index].overlapPairs
      )
    }
    let capacity = framesCache.first?.order.count ?? Swift.max(context.liveNodes, 0)
    var choices: [LayoutFrames.Choice] = []
    var order: [Unmanaged<ViewNode>] = []
    var choosers: [FramesCache.Chooser] = []
    frames.reserveCapacity(capacity)
    order.reserveCapacity(capacity)
    // The order of `LayoutSnapshot.init(root:context:)`: depth first, the shown children. The
    // tree holds the nodes while the walk reads them (no reference counting per node).
    var pending = ViewGraph.walkStack(Unmanaged.passUnretained(root), room: capacity)
    while let next = pending.popLast() {
      next._withUnsafeGuaranteedRef { node in
        let chosen = node.chosenChild
        let columns = node.shownColumns
        if chosen != nil || columns != nil {
          choices.append(.init(index: frames.count, chosenCandidate: chosen, columns: columns))
        }
        if node.choosesShownChildren { choosers.append(.init(node: next, chosen: chosen, columns: columns)) }
        let shown = node.displayedRange
        frames.append(node.frame)
        order.append(next)
        node.children.withUnsafeBufferPointer { children in
          var index = shown.upperBound
          while index > shown.lowerBound {
            index -= 1
            pending.append(.passUnretained(children[index]))
          }
        }
      }
    }
    // The same views as a layout seen lately (a split view showing two columns, then three,
    // then two again: two structures). An entry of the same token holds no node freed since
    // (none was made to take its place), so the same addresses are the same nodes.
    let seen = framesCache.withUnsafeBufferPointer { entries in
      entries.indices.first {
        entries[$0].token == token && entries[$0].choices == choices
          && entries[$0].order.elementsEqual(order) { $0.toOpaque() == $1.toOpaque() }
      }
    }
    if let index = seen {
      framesCache[index].order = order
      framesCache[index].choosers = choosers
      framesCache[index].adoptions = adoptions
      return (
        LayoutFrames(size: size, signature: framesCache[index].signature, frames: frames, choices: choices),
        framesCache[index].base, framesCache[index].overlapPairs
      )
    }
    let (base, signature, pairs) = structureEntry()
    // Kept while the views stand (a node made or built makes every entry stale).
    framesCache.removeAll { $0.token != token }
    if framesCache.count == ViewGraph.framesCacheLimit { framesCache.removeLast() }
    framesCache.insert(
      FramesCache(
        token: token, choices: choices, base: base,
        signature: signature, overlapPairs: pairs, order: order, choosers: choosers, adoptions: adoptions),
      at: 0)
    return (
      LayoutFrames(size: size, signature: signature, frames: frames, choices: choices), base, pairs
    )
  }
}
