import Foundation

/// A view that shows the first of its children whose ideal size fits the proposal on the
/// constrained axes, or the last child when none fits.
///
/// Apple, `ViewThatFits`: "selects the first child whose ideal size on the constrained axes fits
/// within the proposed size"; an empty axis set picks the first child. Falling back to the last
/// child is SwiftUI's observed behaviour (fatbobman, "Mastering ViewThatFits"). Beyond SwiftUI,
/// the `LayoutSnapshot` records which candidate was chosen.
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { Text("Save changes"); Text("Cancel") }
///   VStack { Text("Save"); Text("Cancel") }
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  /// Creates a view that chooses the first of `content`'s views that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let candidates = list.children(of: view.content, stackAxis: nil)
    if candidates.isEmpty {
      list.context.report(LayoutIssue(.emptyViewThatFits, "ViewThatFits has no candidate; it shows nothing"))
    }
    list.append(ViewThatFitsNode(axes: view.axes, context: list.context, children: candidates))
  }
}

final class ViewThatFitsNode: ViewNode {
  let axes: Axis.Set
  /// The candidate chosen at the last placement.
  private(set) var chosen: Int?

  init(axes: Axis.Set, context: GraphContext, children: ContiguousArray<ViewNode>) {
    self.axes = axes
    super.init(context: context, children: children, memoized: true)
  }

  /// The index of the candidate shown for `proposal`.
  func choice(for proposal: ProposedViewSize) -> Int? {
    guard !children.isEmpty else { return nil }
    guard !axes.isEmpty else { return 0 }
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let idealProposal = ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    for (index, candidate) in children.enumerated() {
      let ideal = candidate.sizeThatFits(idealProposal)
      let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return children.count - 1
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard let index = choice(for: proposal) else { return .zero }
    return children[index].sizeThatFits(proposal)
  }

  override func placeChildren(proposal: ProposedViewSize) {
    chosen = choice(for: proposal)
    if let chosen { children[chosen].placeCentered(in: frame, proposal: proposal) }
  }

  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    guard let index = choice(for: proposal.proposal) else { return nil }
    return children[index].explicitAlignment(key, axis: axis, size: size, proposal: proposal)
  }

  override var choosesShownChildren: Bool { true }
  override var chosenChild: Int? { chosen }
  override var displayedRange: Range<Int> { chosen.map { $0..<$0 + 1 } ?? 0..<0 }

  override var kindName: String { "ViewThatFits" }
  override var details: String? {
    axes == [.horizontal, .vertical]
      ? nil : "in: \(axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[]")"
  }
}
