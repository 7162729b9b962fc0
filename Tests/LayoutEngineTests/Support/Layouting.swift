import Foundation
import Testing

@testable import LayoutEngine

/// Lays `view` out with a proposal of `width`×`height` (nil for unspecified).
func snapshot(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) -> LayoutSnapshot {
  LayoutSnapshot(view, proposal: ProposedViewSize(width: width, height: height))
}

/// A rectangle, to write expectations briefly.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// A fixed-size box marked with an id.
func box(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
  Color.gray.frame(width: width, height: height).id(id)
}

/// Compares two values and, on failure, shows both in a structural diff (expected −, actual +).
func expectFrame(
  _ snapshot: LayoutSnapshot, _ id: String, _ expected: CGRect,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = snapshot.frame(of: id)
  guard let actual, approximatelyEqual(actual, expected) else {
    Issue.record(
      """
      frame of "\(id)" (expected −, actual +)
      − \(GeometryFormat.rect(expected))
      + \(actual.map(GeometryFormat.rect) ?? "no view with that id")
      \(snapshot)
      """, sourceLocation: sourceLocation)
    return
  }
}

/// Equal to within a thousandth of a point (text metrics are on a 1/3-point grid).
func approximatelyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
    && abs(a.height - b.height) < 0.001
}

func approximatelyEqual(_ a: CGSize, _ b: CGSize) -> Bool {
  abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// Expects `actual` to equal `expected`, showing the snapshot difference on failure.
func expectSame(
  _ actual: LayoutSnapshot, _ expected: LayoutSnapshot, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let difference = actual.difference(from: expected) {
    Issue.record("snapshots differ\n\(difference)", sourceLocation: sourceLocation)
  }
}

/// Lays `view` out with caches (the graph a window keeps) and without (every size measured, every
/// probe made) at each of `proposals` in turn, and requires the same snapshots.
func expectCachesChangeNothing(
  _ view: some View, proposals: [ProposedViewSize], sourceLocation: SourceLocation = #_sourceLocation
) {
  let difference = firstDifference(
    ViewGraph(view, cachesEnabled: true), ViewGraph(view, cachesEnabled: false), proposals: proposals)
  #expect(
    difference == nil, "cached (actual) differs from uncached (expected) \(difference ?? "")",
    sourceLocation: sourceLocation)
}

/// Lays both graphs out at each proposal in turn (each graph keeps what it made across them, as
/// in a resize) and returns how `actual`'s snapshot first differs from `expected`'s, with the
/// proposal, or nil when they agree at every one: the comparison of a cached graph with an
/// uncached one, or of two ways of laying out the same views.
func firstDifference(_ actual: ViewGraph, _ expected: ViewGraph, proposals: [ProposedViewSize]) -> String? {
  for proposal in proposals {
    actual.layout(proposal: proposal)
    expected.layout(proposal: proposal)
    if let difference = actual.snapshot.difference(from: expected.snapshot) {
      return "at \(proposal):\n\(difference)"
    }
  }
  return nil
}

/// The width of a text of `units` em-thousandths at 17 points, as `TextMetrics` computes it.
func bodyWidth(_ text: String, pointSize: CGFloat = 17) -> CGFloat {
  TextMetrics.width(
    units: text.unicodeScalars.reduce(0) { $0 + TextMetrics.advance(of: $1) }, pointSize: pointSize)
}

/// A layout that hands its subviews to `inspect` when measured, takes no space and places
/// nothing: a probe of what a custom layout sees.
struct SubviewsProbe: Layout {
  let inspect: (LayoutSubviews) -> Void
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    inspect(subviews)
    return .zero
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// What `read` finds in the subviews a custom layout of `content` sees (the last time it is
/// measured).
func probe<T>(_ read: @escaping (LayoutSubviews) -> T, @ViewBuilder _ content: () -> some View) -> T? {
  nonisolated(unsafe) var found: T?
  _ = snapshot(SubviewsProbe(inspect: { found = read($0) })(content), 10, 10)
  return found
}

/// The layout of `view` on a device of `idiom` in a window of `width` × `height` with an
/// iPhone's safe area (59 points at the top, 34 at the bottom), in a regular or compact width.
func layoutOnDevice(
  _ view: some View, _ idiom: UserInterfaceIdiom = .phone, regular: Bool = false, width: CGFloat = 390,
  height: CGFloat = 800
) -> LayoutSnapshot {
  var environment = EnvironmentValues()
  environment.userInterfaceIdiom = idiom
  environment.horizontalSizeClass = regular ? .regular : .compact
  let graph = ViewGraph(view, environment: environment)
  graph.layout(
    in: CGSize(width: width, height: height),
    safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
  return graph.snapshot
}
