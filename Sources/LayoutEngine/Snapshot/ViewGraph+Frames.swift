import Foundation

extension ViewGraph {
  /// What the last `layoutFrames()` found: the views in order, and the snapshot made of them,
  /// valid while no node has been made or built since (`token`).
  struct FramesCache {
    var token: Token
    var nodes: [ObjectIdentifier]
    var choices: [LayoutFrames.Choice]
    var base: LayoutSnapshot
    var signature: UInt64

    struct Token: Equatable {
      var generation: UInt32
      var nodesMade: UInt64
    }
  }

  /// The issues the graph's snapshot lists now.
  package var snapshotIssues: [LayoutIssue] { LayoutSnapshot.issues(of: context) }

  /// The last layout's fingerprint, and a snapshot of the same views to apply it to
  /// (`LayoutSnapshot.applying`). While the graph's views are those of the last call (no node
  /// made or built since, the same ones shown, the same choices), this is one walk over the
  /// shown views, reading their frames; otherwise the snapshot is made, once.
  ///
  /// ```swift
  /// let (frames, base) = graph.layoutFrames()
  /// ```
  package func layoutFrames() -> (frames: LayoutFrames, base: LayoutSnapshot) {
    let token = FramesCache.Token(generation: context.store.generation, nodesMade: context.nodesMade)
    let capacity = framesCache?.nodes.count ?? Swift.max(context.liveNodes, 0)
    var nodes: [ObjectIdentifier] = []
    var frames: [CGRect] = []
    var choices: [LayoutFrames.Choice] = []
    nodes.reserveCapacity(capacity)
    frames.reserveCapacity(capacity)
    // The order of `LayoutSnapshot.init(root:context:)`: depth first, the shown children.
    var pending: [ViewNode] = [root]
    while let node = pending.popLast() {
      if let fits = node as? ViewThatFitsNode {
        if let chosen = fits.displayedChildren.first.flatMap({ shown in
          fits.children.firstIndex { $0 === shown }
        }) {
          choices.append(.init(index: frames.count, chosenCandidate: chosen, columns: nil))
        }
      } else if let split = node as? SplitViewNode, let columns = split.columns {
        choices.append(.init(index: frames.count, chosenCandidate: nil, columns: columns))
      }
      nodes.append(ObjectIdentifier(node))
      frames.append(node.frame)
      let shown = node.displayedChildren
      var index = shown.endIndex
      while index > shown.startIndex {
        index -= 1
        pending.append(shown[index])
      }
    }
    let size = root.frame.size
    if let cache = framesCache, cache.token == token, cache.choices == choices, cache.nodes == nodes {
      return (
        LayoutFrames(size: size, signature: cache.signature, frames: frames, choices: choices), cache.base
      )
    }
    let base = snapshot
    let signature = base.structureSignature
    framesCache = FramesCache(token: token, nodes: nodes, choices: choices, base: base, signature: signature)
    return (LayoutFrames(size: size, signature: signature, frames: frames, choices: choices), base)
  }
}
