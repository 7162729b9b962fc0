import Foundation

/// A view's size and its alignment guides, as a layout or an alignment guide closure sees them.
///
/// ```swift
/// Text("Total").alignmentGuide(.leading) { d in d[.trailing] }
/// ```
public struct ViewDimensions: Equatable {
  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  let size: CGSize
  /// The view's node: a strong reference, which costs half the atomic operations of an
  /// `unowned` one (made, read and let go for every alignment looked up).
  let node: ViewNode?
  let proposal: PackedProposal
  /// Inside an `alignmentGuide` closure: the node's own guides are not consulted again.
  let skipsOwnGuides: Bool

  init(size: CGSize, node: ViewNode?, proposal: PackedProposal, skippingGuides: Bool = false) {
    self.size = size
    self.node = node
    self.proposal = proposal
    self.skipsOwnGuides = skippingGuides
  }

  /// The value of a horizontal guide: the explicit value if the view sets one, else the default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
  }

  /// The value of a vertical guide: the explicit value if the view sets one, else the default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
  }

  /// The explicit value of a horizontal guide, or `nil` if the view does not set one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    liveNode?.explicitAlignment(
      guide.key, axis: .horizontal, size: size, proposal: proposal, skippingGuides: skipsOwnGuides)
  }

  /// The explicit value of a vertical guide, or `nil` if the view does not set one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    liveNode?.explicitAlignment(
      guide.key, axis: .vertical, size: size, proposal: proposal, skippingGuides: skipsOwnGuides)
  }

  /// The node, while its graph lives: a value kept past its graph answers every guide with its
  /// default (the graph's nodes are taken apart when it goes, and their context is gone).
  private var liveNode: ViewNode? {
    guard let node, !node.isDismantled else { return nil }
    return node
  }

  public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
    a.size == b.size && a.node === b.node
  }
}
