import Foundation

extension ViewGraph {
  /// What the last `layoutFrames()` found: the views shown, and the snapshot made of them,
  /// valid while no node has been made or built since (`token`).
  struct FramesCache {
    var token: Token
    /// A hash of the shown nodes' identities, in order, and their count.
    var shown: UInt64
    var count: Int
    var choices: [LayoutFrames.Choice]
    var base: LayoutSnapshot
    var signature: UInt64
    /// The pairs of views whose overlap is looked for (`LayoutSnapshot.overlapPairs`).
    var overlapPairs: [LayoutSnapshot.OverlapPair]

    struct Token: Equatable {
      var generation: UInt32
      var nodesMade: UInt64
    }
  }

  /// The most structures of the same views `layoutFrames()` keeps a snapshot of.
  static let framesCacheLimit = 8

  /// The issues the graph's snapshot lists now.
  package var snapshotIssues: [LayoutIssue] { LayoutSnapshot.issues(of: context) }

  /// The last layout's fingerprint, a snapshot of the same views to apply it to
  /// (`LayoutSnapshot.applying`), and that snapshot's `overlapPairs`. While the graph's views
  /// are those of the last call (no node made or built since, the same ones shown, the same
  /// choices), this is one walk over the shown views, reading their frames; otherwise the
  /// snapshot is made, once.
  ///
  /// ```swift
  /// let (frames, base, _) = graph.layoutFrames()
  /// ```
  package func layoutFrames() -> (
    frames: LayoutFrames, base: LayoutSnapshot, overlapPairs: [LayoutSnapshot.OverlapPair]
  ) {
    let token = FramesCache.Token(generation: context.store.generation, nodesMade: context.nodesMade)
    let capacity = framesCache.first?.count ?? Swift.max(context.liveNodes, 0)
    var shownNodes: UInt64 = 0xcbf2_9ce4_8422_2325
    var frames: [CGRect] = []
    var choices: [LayoutFrames.Choice] = []
    frames.reserveCapacity(capacity)
    // The order of `LayoutSnapshot.init(root:context:)`: depth first, the shown children. The
    // tree holds the nodes while the walk reads them (no reference counting per node).
    var pending: [Unmanaged<ViewNode>] = [.passUnretained(root)]
    while let next = pending.popLast() {
      next._withUnsafeGuaranteedRef { node in
        let chosen = node.chosenChild
        let columns = node.shownColumns
        if chosen != nil || columns != nil {
          choices.append(.init(index: frames.count, chosenCandidate: chosen, columns: columns))
        }
        let children = node.displayedChildren
        shownNodes = (shownNodes ^ UInt64(UInt(bitPattern: ObjectIdentifier(node)))) &* 0x100_0000_01b3
        frames.append(node.frame)
        var index = children.endIndex
        while index > children.startIndex {
          index -= 1
          pending.append(.passUnretained(children[index]))
        }
      }
    }
    let size = root.frame.size
    // The same views as a layout seen lately (a split view showing two columns, then three,
    // then two again: two structures).
    if let index = framesCache.firstIndex(where: {
      $0.token == token && $0.count == frames.count && $0.shown == shownNodes && $0.choices == choices
    }) {
      let cache = framesCache[index]
      return (
        LayoutFrames(size: size, signature: cache.signature, frames: frames, choices: choices), cache.base,
        cache.overlapPairs
      )
    }
    let base = snapshot
    let signature = base.structureSignature
    let pairs = base.overlapPairs
    // Kept while the views stand (a node made or built makes every entry stale).
    framesCache.removeAll { $0.token != token }
    if framesCache.count == ViewGraph.framesCacheLimit { framesCache.removeLast() }
    framesCache.insert(
      FramesCache(
        token: token, shown: shownNodes, count: frames.count, choices: choices, base: base,
        signature: signature, overlapPairs: pairs),
      at: 0)
    return (
      LayoutFrames(size: size, signature: signature, frames: frames, choices: choices), base, pairs
    )
  }
}
