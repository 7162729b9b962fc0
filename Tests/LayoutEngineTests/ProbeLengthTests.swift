import Foundation
import Testing

@testable import LayoutEngine

/// A stack sorts its children by their lengths when offered zero and infinity along its axis
/// (SwiftUI's flexibility; WWDC19 "Building Custom Views with SwiftUI", objc.io "HStacks and
/// child ordering"). Children whose lengths follow from their views alone (a color, fixed and
/// padded frames, stacks of those) answer without being measured: these tests require the same
/// layouts as measuring, and that the measurements are spared.
@Suite struct ProbeLengthTests {
  static let proposals = [
    ProposedViewSize(width: 320, height: 480), ProposedViewSize(width: 0, height: 0),
    ProposedViewSize(width: nil, height: 200), ProposedViewSize(width: .infinity, height: 90.5),
    ProposedViewSize(width: 15, height: 7),
  ]

  /// Lays `view` out with and without caches (the uncached graph measures every probe) and
  /// requires the same snapshots.
  func expectSameAsMeasured(_ view: some View, sourceLocation: SourceLocation = #_sourceLocation) {
    expectCachesChangeNothing(view, proposals: Self.proposals, sourceLocation: sourceLocation)
  }

  @Test func knownLengthsLayOutAsMeasuredOnes() {
    let row = HStack {
      Color.red.frame(width: 40)
      VStack {
        Color.blue
        Color.green.frame(height: 20).padding(3)
      }
      Color.gray.frame(width: 10, height: 10)
    }
    // Known on both axes (so nothing in it is measured to sort it), and laid out as if measured.
    // Along: 40 + 8 + 6 (the padded green's width) + 8 + 10. Across: the VStack, 0 + 8 + 26.
    #expect(row.nodeProbeLengths(along: .horizontal) == ProbeLengths(atZero: 72, atInfinity: .infinity))
    #expect(row.nodeProbeLengths(along: .vertical) == ProbeLengths(atZero: 34, atInfinity: .infinity))
    expectSameAsMeasured(row)
    expectSameAsMeasured(
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 2) {
          Color.red; Color.blue.padding(.horizontal, 5)
        }
        Color.green.frame(width: 30)
      })
  }

  /// Where a child would be offered something other than zero, a stack or padding does not
  /// answer: negative spacing shares its opposite out, negative padding offers its child more.
  @Test func negativeGapsAndInsetsAreMeasured() {
    expectSameAsMeasured(
      HStack(spacing: -6) {
        Color.red.frame(width: 40); Color.blue; Color.green.frame(width: 5)
      })
    expectSameAsMeasured(
      HStack {
        Color.red.padding(-4); Color.blue.frame(width: 12).padding(.horizontal, -8)
        VStack(spacing: -3) {
          Color.gray; Color.green.frame(height: 4)
        }
      })
    #expect(
      HStack(spacing: -6) {
        Color.red; Color.blue
      }.nodeProbeLengths(along: .horizontal) == nil)
    #expect(Color.red.padding(-4).nodeProbeLengths(along: .horizontal) == nil)
    #expect(Color.red.padding(-4).nodeProbeLengths(along: .vertical) == nil)
  }

  /// Content whose size is not a function of the offer and its views alone (text, custom
  /// layouts, explicit alignment guides) is measured.
  @Test func otherContentIsMeasured() {
    #expect(Text("Hello").nodeProbeLengths(along: .horizontal) == nil)
    #expect(Color.red.frame(width: 20).overlay { Text("x") }.nodeProbeLengths(along: .horizontal) == nil)
    #expect(Text("Hello").frame(height: 40).nodeProbeLengths(along: .horizontal) == nil)
    #expect(
      VStack { Color.red.alignmentGuide(HorizontalAlignment.center) { _ in 3 } }.nodeProbeLengths(
        along: .horizontal) == nil)
    // Children that know their lengths after one that does not.
    expectSameAsMeasured(
      HStack {
        Text("Hello world")
        Text("A longer line of text to wrap").frame(width: 80)
        Color.red.frame(width: 30).padding(4)
        VStack {
          Color.blue; Text("Hi").frame(width: 20, height: 10)
        }
      })
    expectSameAsMeasured(
      HStack {
        Text("A longer line of text to wrap").frame(height: 40)
        Color.red.frame(width: 30)
        VStack {
          Color.blue; Text("Hi")
        }
      })
  }

  @Test func lengthsFollowTheViews() {
    #expect(Color.red.nodeProbeLengths(along: .horizontal) == ProbeLengths(atZero: 0, atInfinity: .infinity))
    #expect(
      Color.red.frame(width: 40).padding(3).nodeProbeLengths(along: .horizontal)
        == ProbeLengths(atZero: 46, atInfinity: 46))
    #expect(
      Color.red.frame(width: 40).padding(3).nodeProbeLengths(along: .vertical)
        == ProbeLengths(atZero: 6, atInfinity: .infinity))
    // Along an HStack: the children and the default spacing (8) between them.
    let row = HStack {
      Color.red.frame(width: 10); Color.blue
    }
    #expect(row.nodeProbeLengths(along: .horizontal) == ProbeLengths(atZero: 18, atInfinity: .infinity))
    // A fixed frame is its length whatever its content: the stack measures the content at that
    // length when it shares its own out.
    #expect(
      Text("Hello").frame(width: 40).nodeProbeLengths(along: .horizontal)
        == ProbeLengths(atZero: 40, atInfinity: 40))
    #expect(Text("Hello").frame(width: 40).nodeProbeLengths(along: .vertical) == nil)
    // Across a stack, gaps play no part, negative or not.
    let tight = HStack(spacing: -6) {
      Color.red.frame(height: 10); Color.blue.frame(height: 30)
    }
    #expect(tight.nodeProbeLengths(along: .vertical) == ProbeLengths(atZero: 30, atInfinity: 30))
    // Across it: the tallest child.
    let column = HStack {
      Color.red.frame(height: 10); Color.blue.frame(height: 30)
    }
    #expect(column.nodeProbeLengths(along: .vertical) == ProbeLengths(atZero: 30, atInfinity: 30))
  }

  /// A stack works both axes out in one pass over its children: an axis that a child cannot
  /// answer leaves the other known, whichever axis is asked for first.
  @Test func eachAxisIsKnownOnItsOwn() {
    let column = VStack {
      Color.red; Text("Hi").frame(width: 50)
    }
    // Across the column: the widest child offered zero (the frame's 50), and the color's infinity.
    #expect(column.nodeProbeLengths(along: .horizontal) == ProbeLengths(atZero: 50, atInfinity: .infinity))
    #expect(column.nodeProbeLengths(along: .vertical) == nil)
    let graph = ViewGraph(column)
    withExtendedLifetime(graph) {
      #expect(graph.root.probeLengths(along: .vertical) == nil)
      #expect(graph.root.probeLengths(along: .horizontal) == ProbeLengths(atZero: 50, atInfinity: .infinity))
    }
    expectSameAsMeasured(column)
    expectSameAsMeasured(
      HStack {
        column; Color.blue.frame(width: 20)
      })
  }

  /// Issue 2's T4 tree, small: alternating stacks of colors. Each node is asked for one size in
  /// the first layout; measuring the probes, as the uncached graph does, asks each child for two
  /// more per cross length (its length offered zero and infinity: the stack algorithm of WWDC19
  /// "Building Custom Views with SwiftUI" and objc.io's "HStacks and child ordering", as
  /// `StackCore` cites them).
  @Test func nestedStacksOfColorsAreMeasuredOnce() {
    func level(_ depth: Int) -> AnyView {
      guard depth > 0 else { return AnyView(Color.red) }
      let content = ForEach(0..<4, id: \.self) { _ in level(depth - 1) }
      return depth % 2 == 0 ? AnyView(HStack { content }) : AnyView(VStack { content })
    }
    let graph = ViewGraph(level(4))
    graph.layout(proposal: ProposedViewSize(width: 1920, height: 1080))
    #expect(graph.measurementCounts.asked == graph.nodeCount)  // the root too
    let measured = ViewGraph(level(4), cachesEnabled: false)
    measured.layout(proposal: ProposedViewSize(width: 1920, height: 1080))
    #expect(graph.snapshot == measured.snapshot)
    #expect(measured.measurementCounts.asked > 5 * graph.measurementCounts.asked)
  }

  /// A memo starts small and grows the first time it fills: every answer stays until the memo is
  /// full at its limit, then the oldest goes first.
  @Test func aMemoGrowsToItsLimitThenForgetsTheOldest() {
    var memo = SizeMemo(limit: 6)
    defer { memo.deallocate() }
    func key(_ n: Int) -> PackedProposal { PackedProposal(width: Double(n), height: 1) }
    for n in 0..<6 { memo.store(key(n), CGSize(width: n, height: n)) }
    for n in 0..<6 { #expect(memo.lookup(key(n)) == CGSize(width: n, height: n)) }
    memo.store(key(6), CGSize(width: 6, height: 6))
    #expect(memo.lookup(key(0)) == nil)
    #expect(memo.lookup(key(1)) == CGSize(width: 1, height: 1))
    #expect(memo.lookup(key(6)) == CGSize(width: 6, height: 6))
    memo.removeAll()
    #expect(memo.lookup(key(6)) == nil)
  }
}

extension View {
  /// The probe lengths of this view's node along `axis`, in a graph of its own.
  func nodeProbeLengths(along axis: Axis) -> ProbeLengths? {
    let graph = ViewGraph(self)
    return withExtendedLifetime(graph) { graph.root.probeLengths(along: axis) }
  }
}
