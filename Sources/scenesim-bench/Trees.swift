import Foundation
import SceneSim

/// The benchmark trees of issue 2, each with the proposal it is laid out with and the width it
/// is resized to and back from.
struct BenchTree {
  let name: String
  let make: () -> AnyView
  let proposal: ProposedViewSize
  let resizedWidth: CGFloat

  /// T1: `HStack(spacing: 0)` of `count` fixed 10×10 leaves, proposal 1000×100.
  static func fixedRow(_ count: Int) -> BenchTree {
    BenchTree(
      name: "T1 fixed row n=\(count)",
      make: {
        AnyView(
          HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
          })
      },
      proposal: ProposedViewSize(width: 1000, height: 100), resizedWidth: 800)
  }

  /// T2: `HStack(spacing: 0)` of `count` flexible leaves framed to height 10, 100,000 wide.
  static func flexibleRow(_ count: Int) -> BenchTree {
    BenchTree(
      name: "T2 flexible row n=\(count)",
      make: {
        AnyView(HStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.blue.frame(height: 10) } })
      },
      proposal: ProposedViewSize(width: 100_000, height: 100), resizedWidth: 80_000)
  }

  /// T3: a chain of `depth` nested `VStack`s, each `.padding(1)`, around one 10×10 leaf.
  static func chain(_ depth: Int) -> BenchTree {
    BenchTree(
      name: "T3 nested chain depth=\(depth)",
      make: {
        var view = AnyView(Color.green.frame(width: 10, height: 10))
        for _ in 0..<depth { view = AnyView(VStack { view }.padding(1)) }
        return view
      },
      proposal: ProposedViewSize(width: 5000, height: 5000), resizedWidth: 4000)
  }

  /// T4: a balanced tree, branching 4 and 7 levels below the root (21,845 nodes), `HStack` on
  /// even levels and `VStack` on odd ones, flexible leaves; 1920×1080 resized to 1280 wide.
  static func balanced() -> BenchTree {
    func level(_ depth: Int) -> AnyView {
      if depth == 7 { return AnyView(Color.orange) }
      let children = ForEach(0..<4, id: \.self) { _ in level(depth + 1) }
      return depth % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
    }
    return BenchTree(
      name: "T4 balanced 4^7", make: { level(0) }, proposal: ProposedViewSize(width: 1920, height: 1080),
      resizedWidth: 1280)
  }

  /// Every tree of the issue, or a small set for a quick check.
  static func all(quick: Bool) -> [BenchTree] {
    if quick { return [fixedRow(1_000), flexibleRow(1_000), chain(100), balanced()] }
    return [
      fixedRow(1_000), fixedRow(10_000), fixedRow(100_000),
      flexibleRow(1_000), flexibleRow(10_000), flexibleRow(100_000),
      chain(100), chain(1_000), balanced(),
    ]
  }
}
