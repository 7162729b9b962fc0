import Foundation

/// A layout's fingerprint: every shown view's frame, exactly, with a signature of what else a
/// `LayoutSnapshot` says of the views (their kinds, paths, ids, makers and depths). Two layouts
/// with equal fingerprints have equal snapshots but for a 64-bit collision of signatures (the
/// frames are compared exactly). A window compares these after each relayout, and makes a whole
/// snapshot only when it needs one to show (a failed revert check, a script's request).
///
/// ```swift
/// let (frames, base, _) = graph.layoutFrames()
/// frames == remembered          // the layout came back
/// base.applying(frames)         // the snapshot of this layout
/// ```
package struct LayoutFrames: Equatable, Sendable {
  /// The root's size.
  package var size: CGSize
  /// A hash of the views' structure, in the order of `frames` (`StructureHash`, the same on
  /// every run and machine).
  package var signature: UInt64
  /// Every shown view's frame, in the depth-first order of `LayoutSnapshot.nodes`.
  package var frames: [CGRect]
  /// The views that choose what they show (a `ViewThatFits`, a split view), with their choices.
  package var choices: [Choice]

  /// What one choosing view shows.
  package struct Choice: Equatable, Sendable {
    /// The view's index in `frames`.
    package var index: Int
    package var chosenCandidate: Int?
    package var columns: NavigationSplitViewColumns?
  }

  /// The number of frames: what remembering this layout costs.
  package var count: Int { frames.count }

  /// `self == other`, for an optional chain (`last?.isEqual(to: frames)`), which reads the
  /// optional in place where binding it would copy it.
  package func isEqual(to other: LayoutFrames) -> Bool { self == other }

  /// Equal when the sizes, signatures, choices and every frame are: the frames compared as
  /// `CGRect ==` compares them (each number with `==`), in one loop (a window compares after
  /// every relayout, where the array's own `==` calls `CGRect`'s through a witness per frame).
  package static func == (a: LayoutFrames, b: LayoutFrames) -> Bool {
    guard a.size == b.size, a.signature == b.signature, a.frames.count == b.frames.count,
      a.choices == b.choices
    else { return false }
    return a.frames.withUnsafeBufferPointer { first in
      b.frames.withUnsafeBufferPointer { second in
        for index in first.indices {
          let (x, y) = (first[index], second[index])
          guard x.origin.x == y.origin.x, x.origin.y == y.origin.y, x.size.width == y.size.width,
            x.size.height == y.size.height
          else { return false }
        }
        return true
      }
    }
  }
}

extension LayoutSnapshot {
  /// The signature `LayoutFrames` compares: every view's structure (not its frame), in order.
  package var structureSignature: UInt64 {
    var hash = StructureHash()
    // Each node's fields read where they are (a node taken whole copies its strings and id).
    for index in nodes.indices {
      hash.add(
        parent: nodes[index].parent, depth: nodes[index].depth, component: nodes[index].component,
        kind: nodes[index].kind, owners: nodes[index].owners, id: nodes[index].id)
    }
    return hash.value
  }

  /// The frames of this snapshot's views.
  package var layoutFrames: LayoutFrames {
    var choices: [LayoutFrames.Choice] = []
    for (index, node) in nodes.enumerated() where node.chosenCandidate != nil || node.columns != nil {
      choices.append(.init(index: index, chosenCandidate: node.chosenCandidate, columns: node.columns))
    }
    return LayoutFrames(
      size: size, signature: structureSignature, frames: nodes.map(\.frame), choices: choices)
  }

  /// This snapshot with the frames and choices of `frames`, a layout of the same views (as
  /// `ViewGraph.layoutFrames()` returns them together; the signature is not hashed again here);
  /// nil when the frames are not one per view.
  package func applying(_ frames: LayoutFrames) -> LayoutSnapshot? {
    guard frames.frames.count == nodes.count else { return nil }
    var copy = self
    copy.size = frames.size
    // Written through the buffers: one copy of the nodes, no check per view.
    copy.nodes.withUnsafeMutableBufferPointer { nodes in
      frames.frames.withUnsafeBufferPointer { frames in
        for index in nodes.indices {
          nodes[index].frame = frames[index]
          nodes[index].chosenCandidate = nil
          if nodes[index].columns != nil { nodes[index].columns = nil }
        }
      }
    }
    for choice in frames.choices {
      copy.nodes[choice.index].chosenCandidate = choice.chosenCandidate
      copy.nodes[choice.index].columns = choice.columns
    }
    return copy
  }
}
