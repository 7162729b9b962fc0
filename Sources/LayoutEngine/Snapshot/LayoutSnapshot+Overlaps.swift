import Foundation

extension LayoutSnapshot {
  /// The most views with ids that `overlaps()` compares (it compares each pair).
  public static let maximumOverlapCandidates = 512

  /// Pairs of views with ids that overlap although a stack or a grid arranges them side by side:
  /// content that spills out of its place over a sibling (the seeds' unconstrained
  /// `GeometryReader`). Views in a `ZStack`, an overlay or a background may overlap, and are
  /// not reported; nor is a view and one inside it. Each pair is given in tree order.
  ///
  /// ```swift
  /// snapshot.overlaps()   // [(first: "artwork", second: "next")]
  /// ```
  public func overlaps() -> [(first: AnyHashable, second: AnyHashable)] { overlaps(frames: nil) }

  /// `overlaps()` of these views with the frames `frames` (one per view, in order) in place of
  /// their own: the overlaps of another layout of the same views. `pairs` are these views'
  /// `overlapPairs` (found again when not given).
  func overlaps(frames: [CGRect]?, pairs: [OverlapPair]? = nil) -> [(first: AnyHashable, second: AnyHashable)]
  {
    let pairs = pairs ?? overlapPairs
    return overlapping(pairs, frames: frames).map {
      (nodes[Int(pairs[$0].first)].id!, nodes[Int(pairs[$0].second)].id!)
    }
  }

  /// The indices in `pairs` of the pairs whose frames in `frames` (one per view, in the order
  /// of `nodes`; nil: their own) share an area, in order: the overlaps of a layout before they
  /// are described (`overlapDescriptions(of:in:)`), so that a layout whose overlaps are the last
  /// one's writes nothing. Frames that are not one per view are not these views': their own are
  /// taken.
  package func overlapping(_ pairs: [OverlapPair], frames: [CGRect]?) -> [Int] {
    let frames = frames.flatMap { $0.count == nodes.count ? $0 : nil } ?? nodes.map(\.frame)
    var found: [Int] = []
    frames.withUnsafeBufferPointer { frames in
      for (index, pair) in pairs.enumerated()
      where LayoutSnapshot.shareArea(frames[Int(pair.first)], frames[Int(pair.second)]) {
        found.append(index)
      }
    }
    return found
  }

  /// The pairs at `indices` in `pairs` (`overlapping(_:frames:)`) as the timeline prints them.
  package func overlapDescriptions(of indices: [Int], in pairs: [OverlapPair]) -> [String] {
    indices.map { "'\(nodes[Int(pairs[$0].first)].id!.base)' and '\(nodes[Int(pairs[$0].second)].id!.base)'" }
  }

  /// Whether two frames overlap with an area (their intersection is wider and taller than
  /// zero), by the comparisons of `intersection(_:)` without making the rectangle. The engine
  /// makes finite frames only (`LayoutLimits.maximumLength`); a frame that is not finite shares
  /// no area (Foundation's `intersection(_:)` traps on some).
  static func shareArea(_ a: CGRect, _ b: CGRect) -> Bool {
    guard a.hasFiniteValues, b.hasFiniteValues else { return false }
    return Swift.max(a.minX, b.minX) < Swift.min(a.maxX, b.maxX)
      && Swift.max(a.minY, b.minY) < Swift.min(a.maxY, b.maxY)
  }

  /// Two views with ids that a stack or a grid arranges side by side (their nearest common
  /// container does, and neither is inside the other): they overlap when their frames do.
  package struct OverlapPair: Equatable, Sendable {
    package var first: Int32
    package var second: Int32
  }

  /// The pairs of views `overlaps()` compares the frames of, in tree order: among the views
  /// with ids (at most `maximumOverlapCandidates`), those a stack or grid arranges side by side.
  /// They depend on the views only, not on the layout: found once for a structure, they serve
  /// every layout of it.
  package var overlapPairs: [OverlapPair] {
    // Each node's id read where it is, through the buffer (a node taken whole, as a filter's
    // closure takes it, or its id read through the array, is copied).
    var candidates: [Int] = []
    nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        guard case .some = nodes[index].id else { continue }
        guard candidates.count < LayoutSnapshot.maximumOverlapCandidates else { break }
        candidates.append(index)
      }
    }
    var pairs: [OverlapPair] = []
    // Whether each common container arranges side by side, decided once (0: not yet).
    var arranges = [UInt8](repeating: 0, count: candidates.isEmpty ? 0 : nodes.count)
    for (offset, first) in candidates.enumerated() {
      for second in candidates.dropFirst(offset + 1) {
        guard let common = commonAncestor(first, second), common != first, common != second else { continue }
        if arranges[common] == 0 {
          arranges[common] = LayoutSnapshot.arrangesSideBySide(nodes[common].kind) ? 1 : 2
        }
        guard arranges[common] == 1 else { continue }
        pairs.append(OverlapPair(first: Int32(first), second: Int32(second)))
      }
    }
    return pairs
  }

  /// The overlapping pairs as the timeline prints them: `'artwork' and 'next'`.
  public var overlapDescriptions: [String] { overlapDescriptions(frames: nil) }

  /// `overlapDescriptions` of the layout `frames` of these views (nil: their own frames).
  /// `pairs`, when given, are this snapshot's `overlapPairs`, kept by the caller.
  package func overlapDescriptions(frames: LayoutFrames?, pairs: [OverlapPair]? = nil) -> [String] {
    let pairs = pairs ?? overlapPairs
    return overlapDescriptions(of: overlapping(pairs, frames: frames?.frames), in: pairs)
  }

  /// The columns of the split views shown, in tree order, as the timeline prints them
  /// (`sidebar+detail; collapsed to sidebar`), or `none`.
  public var columnsDescription: String {
    var columns: [NavigationSplitViewColumns] = []
    for index in nodes.indices {
      if let shown = nodes[index].columns { columns.append(shown) }
    }
    return NavigationSplitViewColumns.describe(columns)
  }

  /// `columnsDescription` of the layout `frames` of these views, as `applying(frames)` would
  /// give it: the columns of its choices, which a walk of the views finds in their order (choices
  /// in another order are applied to a snapshot first); nil when the frames are not one per view.
  package func columnsDescription(frames: LayoutFrames) -> String? {
    guard frames.count == nodes.count else { return nil }
    var columns: [NavigationSplitViewColumns] = []
    var last = -1
    for choice in frames.choices {
      guard choice.index > last else { return applying(frames)?.columnsDescription }
      last = choice.index
      if let shown = choice.columns { columns.append(shown) }
    }
    return NavigationSplitViewColumns.describe(columns)
  }

  /// The nearest view that contains both, or nil: the deeper one climbs to the other's depth,
  /// then both climb together (no allocation per pair).
  private func commonAncestor(_ a: Int, _ b: Int) -> Int? {
    var a: Int? = a
    var b: Int? = b
    while let x = a, let y = b, nodes[x].depth != nodes[y].depth {
      if nodes[x].depth > nodes[y].depth { a = nodes[x].parent } else { b = nodes[y].parent }
    }
    while let x = a, let y = b, x != y {
      a = nodes[x].parent
      b = nodes[y].parent
    }
    return a
  }

  /// Whether a container of this kind places its children apart from each other.
  /// A kind is the container's name, alone or followed by its arguments (`HStack(spacing: 4)`).
  private static func arrangesSideBySide(_ kind: String) -> Bool {
    if kind.hasPrefix("AnyLayout") { return true }
    return ["HStack", "VStack", "LazyHStack", "LazyVStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow"]
      .contains {
        guard kind.hasPrefix($0) else { return false }
        let rest = kind.utf8.dropFirst($0.utf8.count)
        return rest.first == nil || rest.first == UInt8(ascii: "(")
      }
  }
}
