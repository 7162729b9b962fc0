import Foundation
import Testing

@testable import LayoutEngine

// Custom layouts written exactly as for SwiftUI (the seeds' patterns: a cached layout, a layout
// that sorts by a LayoutValueKey; the seeds' flow layout is the gallery's, tested there). They
// compile against SceneSim unchanged.

struct CachedColumn: Layout {
  struct CacheData {
    var sizes: [CGSize] = []
    var builds = 0
  }

  func makeCache(subviews: Subviews) -> CacheData {
    CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) }, builds: 1)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
    CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData
  ) {
    var y = bounds.minY
    for (subview, size) in zip(subviews, cache.sizes) {
      subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
      y += size.height
    }
  }
}

struct Rank: LayoutValueKey {
  static let defaultValue: Int = 0
}

extension View {
  func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
}

struct RankedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

/// Places its first subview twice and never places the others.
struct Careless: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let first = subviews.first else { return }
    first.place(at: bounds.origin, proposal: .unspecified)
    first.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
  }
}

@Suite("Custom layouts")
struct CustomLayoutTests {
  /// A layout's cache is made once and kept across layouts; once the node forgets its
  /// measurements (its subviews' sizes may have changed), the layout's `updateCache` is called
  /// before the cache is used again. Apple, `Layout.updateCache(_:subviews:)`: "SwiftUI calls
  /// the update method when your layout or its subviews change ... The method's default
  /// implementation recreates the cache".
  @Test func aLayoutsCacheIsKeptAndUpdatedOnceForgotten() throws {
    final class Calls: @unchecked Sendable {
      var makes = 0
      var updates = 0
    }
    /// `CachedColumn`, counting its calls; with `updates`, it updates its cache itself.
    struct CountingColumn: Layout {
      let calls: Calls
      let updates: Bool
      func makeCache(subviews: Subviews) -> CachedColumn.CacheData {
        calls.makes += 1
        return CachedColumn().makeCache(subviews: subviews)
      }
      func updateCache(_ cache: inout CachedColumn.CacheData, subviews: Subviews) {
        guard updates else { return cache = makeCache(subviews: subviews) }
        calls.updates += 1
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      }
      func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout CachedColumn.CacheData
      ) -> CGSize {
        CachedColumn().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CachedColumn.CacheData
      ) {
        CachedColumn().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
    for updates in [false, true] {
      let calls = Calls()
      let graph = ViewGraph(
        CountingColumn(calls: calls, updates: updates) {
          box("a", 20, 10)
          box("b", 40, 10)
        })
      graph.layout(proposal: ProposedViewSize(width: 300, height: 300))
      graph.layout(proposal: ProposedViewSize(width: 200, height: 300))
      #expect(calls.makes == 1, "the cache made again for a layout of the same subviews")
      var pending = [graph.root]
      var found: ViewNode?
      while let node = pending.popLast(), found == nil {
        if node is LayoutNode<CountingColumn> { found = node }
        pending += node.children
      }
      let node = try #require(found)
      node.invalidateMeasurementsUpward()
      graph.layout(proposal: ProposedViewSize(width: 250, height: 300))
      // The default update makes the cache anew; a layout's own update keeps it.
      #expect(calls.makes == (updates ? 1 : 2))
      #expect(calls.updates == (updates ? 1 : 0))
      expectFrame(graph.snapshot, "a", rect(10, 0, 20, 10))
      expectFrame(graph.snapshot, "b", rect(0, 10, 40, 10))
    }
  }

  @Test func cachedLayoutUsesItsCache() {
    let s = snapshot(
      CachedColumn {
        box("a", 20, 10); box("b", 40, 10)
      }, nil, nil)
    #expect(s.size == CGSize(width: 40, height: 20))
    expectFrame(s, "a", rect(10, 0, 20, 10))
    expectFrame(s, "b", rect(0, 10, 40, 10))
  }

  @Test func layoutValuesOrderSubviews() {
    let view = RankedRow {
      box("gold", 10, 10).rank(1)
      box("bronze", 10, 10).rank(3)
      box("silver", 10, 10).rank(2)
    }
    let s = snapshot(view, nil, nil)
    expectFrame(s, "gold", rect(0, 0, 10, 10))
    expectFrame(s, "silver", rect(10, 0, 10, 10))
    expectFrame(s, "bronze", rect(20, 0, 10, 10))
  }

  @Test func layoutValueDefaultsWhenUnset() {
    let seen = probe({ $0.map { $0[Rank.self] } }) {
      Color.red.rank(5).padding(); Color.blue
    }
    #expect(seen == [5, 0])
  }

  /// Apple, LayoutSubview.place(at:anchor:proposal:): "If you call this method more than once for a
  /// subview, the last call takes precedence. If you don't call this method for a subview, the
  /// subview appears at the center of its layout container and uses the layout container's size
  /// proposal."
  @Test func placingTwiceKeepsTheLastAndUnplacedAreCentered() {
    let s = snapshot(
      Careless {
        box("twice", 10, 10); box("never", 20, 20); Color.red.id("flexible")
      }, 100, 60)
    expectFrame(s, "twice", rect(90, 50, 10, 10))
    expectFrame(s, "never", rect(40, 20, 20, 20))
    expectFrame(s, "flexible", rect(0, 0, 100, 60))
  }

  @Test func subviewsAreACollection() {
    let counts = probe({ subviews in
      let rest = subviews.dropFirst()
      return [subviews.count, rest.count, rest.first == subviews[1] ? 1 : 0]
    }) {
      Color.red; Color.blue; Color.green
    }
    #expect(counts == [3, 2, 1])
  }

  @Test func subviewDimensionsAndSpacing() {
    let values = probe({ subviews -> [CGFloat] in
      let d = subviews[0].dimensions(in: .unspecified)
      let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
      return [d.width, d.height, d[HorizontalAlignment.center], gap, subviews[0].priority]
    }) {
      box("a", 30, 20).layoutPriority(2); Color.blue
    }
    #expect(values == [30, 20, 15, 8, 2])
  }
}
