import Foundation

/// The proxies of a layout's subviews, in order; itself a collection, as in SwiftUI.
///
/// ```swift
/// let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
/// let rest = subviews.dropFirst()   // also LayoutSubviews
/// ```
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  /// The array that keeps the nodes alive, or nil when a node lends its own children for as long
  /// as it lays them out (`init(unretained:)`).
  private let owner: ContiguousArray<ViewNode>?
  /// The first node of the array (nil when it is empty).
  private let base: UnsafePointer<Unmanaged<ViewNode>>?
  public let startIndex: Int
  public let endIndex: Int

  /// The subviews in `nodes`, which they keep (a custom layout may keep its subviews).
  init(_ nodes: ContiguousArray<ViewNode>) {
    owner = nodes
    base = LayoutSubviews.firstNode(of: nodes)
    startIndex = 0
    endIndex = nodes.count
  }

  /// The subviews in `nodes` without a retain of the array: for `StackNode` alone, whose children
  /// are set when it is built and never change while it lays them out (unlike a geometry
  /// reader's or a lazy container's, made during layout). A retain and a release per stack and
  /// call were a tenth of a first layout's time.
  @inline(__always)
  init(unretained nodes: borrowing ContiguousArray<ViewNode>) {
    owner = nil
    base = LayoutSubviews.firstNode(of: nodes)
    startIndex = 0
    endIndex = nodes.count
  }

  private init(_ subviews: LayoutSubviews, range: Range<Int>) {
    owner = subviews.owner
    base = subviews.base
    startIndex = range.lowerBound
    endIndex = range.upperBound
  }

  /// The address of the array's first element, valid for as long as the array is neither changed
  /// nor freed.
  @inline(__always)
  private static func firstNode(of nodes: borrowing ContiguousArray<ViewNode>) -> UnsafePointer<
    Unmanaged<ViewNode>
  >? {
    nodes.withUnsafeBufferPointer { buffer in
      buffer.isEmpty
        ? nil : UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: Unmanaged<ViewNode>.self)
    }
  }

  /// The node at `index` (retained by the caller's use of it).
  @inline(__always)
  func node(at index: Int) -> ViewNode { withNode(index) { $0 } }

  /// The layout direction the container inherits (Apple: "the layout direction inherited by the
  /// container view"), not a subview's own. A layout places them left to right; in a
  /// right-to-left environment SceneSim mirrors the placements, as SwiftUI does.
  public var layoutDirection: LayoutDirection {
    guard startIndex < endIndex else { return .leftToRight }
    let first = node(at: startIndex)
    let container = first.parent ?? first
    return container.isRightToLeft ? .rightToLeft : .leftToRight
  }

  @inline(__always)
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: node(at: index)) }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(
      bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "subviews range out of bounds")
    return LayoutSubviews(self, range: bounds)
  }

  @inline(__always) public func index(after i: Int) -> Int { i + 1 }
  @inline(__always) public func index(before i: Int) -> Int { i - 1 }

  /// Runs `body` with the node at `index` without retaining it, which this value's array (or
  /// the node that lent its children) does for as long as it lives: the stacks' hot loops
  /// measured a retain and a release per child and call.
  @inline(__always)
  func withNode<R>(_ index: Int, _ body: (ViewNode) -> R) -> R {
    precondition(index >= 0 && index < endIndex, "subview index out of range")
    return base.unsafelyUnwrapped[index]._withUnsafeGuaranteedRef(body)
  }

  /// The size the node at `index` chooses for `proposal` (see `withNode`).
  @inline(__always)
  func sizeOfNode(_ index: Int, for proposal: ProposedViewSize) -> CGSize {
    withNode(index) { $0.sizeThatFits(proposal) }
  }

  /// The union of the subviews' spacing preferences (a layout's default spacing).
  var unionOfSpacings: ViewSpacing {
    var spacing = ViewSpacing.zero
    for index in indices { spacing.formUnion(withNode(index) { $0.spacing }) }
    return isEmpty ? ViewSpacing() : spacing
  }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
  }
}

/// A proxy for one subview of a layout: ask it for sizes, then place it.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
/// ```
public struct LayoutSubview: Equatable {
  unowned let node: ViewNode

  init(node: ViewNode) { self.node = node }

  /// The size the subview chooses for `proposal`.
  @inline(__always)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

  /// The subview's dimensions, with its alignment guides, for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(size: node.sizeThatFits(proposal), proposal: proposal)
  }

  /// Places the subview so that its `anchor` lands on `position`, at the size it chooses for
  /// `proposal`. Call it once per subview; if called again the last call wins, and a subview
  /// never placed is centered in the layout's bounds with the layout's proposal.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    node.recordPlacement(at: position, anchor: anchor, proposal: proposal)
  }

  /// The subview's layout priority (`layoutPriority(_:)`), 0 by default.
  public var priority: Double { node.traits.layoutPriority }

  /// The spacing the subview prefers around it.
  public var spacing: ViewSpacing { node.spacing }

  /// The subview's value for a layout value key (`layoutValue(key:value:)`), or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.traits.value(key) }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// The direction of reading.
///
/// ```swift
/// content.environment(\.layoutDirection, .rightToLeft)
/// ```
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// A key for a value that a view hands to its parent layout.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue: Int = 0 }
/// Text("gold").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
  associatedtype Value
  /// The value when a view sets none.
  static var defaultValue: Value { get }
}
