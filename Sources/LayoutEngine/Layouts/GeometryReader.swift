import Foundation

/// A container that takes the whole proposal (10 points on an unspecified axis) and builds its
/// content from its own geometry, placing it at the top-leading corner (SwiftUI Field Guide,
/// "GeometryReader"; iOS 14 and later).
///
/// ```swift
/// GeometryReader { proxy in
///   HStack(spacing: 0) {
///     Color.red.frame(width: proxy.size.width * 0.3)
///     Color.blue.frame(width: proxy.size.width * 0.7)
///   }
/// }
/// .frame(height: 100)
/// ```
public struct GeometryReader<Content: View>: View {
  public typealias Body = Never
  /// The function that builds the content from the geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let inputs = list.inputs
    // The node owns this closure and the graph owns the node (the context outlives both).
    unowned(unsafe) let context = list.context
    list.append(
      GeometryReaderNode(identity: inputs.identity, context: context) { proxy in
        var outer = _ViewList(context: context, inputs: inputs)
        var built: ContiguousArray<ViewNode> = []
        outer.withEnvironment(inputs.environment) { list in
          built = list.children(
            of: context.store.trackingReads(at: inputs.identity) { view.content(proxy) }, stackAxis: nil)
        }
        return built
      })
  }
}

final class GeometryReaderNode: ViewNode {
  let build: (GeometryProxy) -> ContiguousArray<ViewNode>
  private var builtFor: GeometryProxy?
  private let content: DeferredContent

  init(
    identity: ViewIdentity, context: GraphContext,
    build: @escaping (GeometryProxy) -> ContiguousArray<ViewNode>
  ) {
    self.build = build
    content = DeferredContent(identity: identity, owner: context.store.building.last)
    super.init(context: context)
    context.hasDeferredContent = true
    // Its content is made during layout, after its ancestors counted what it holds.
    contents = .all
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(proposal: ProposedViewSize) {
    let proxy = GeometryProxy(node: self)
    if builtFor != proxy {
      // The content is made anew for the new geometry (keeping it, with its state, comes with
      // the live graph); the old content leaves the graph and its count.
      let store = context.store
      store.buildCause = .proposal
      let before = content.record.children
      let made = content.build(in: store) { build(proxy) }
      store.buildCause = nil
      // The custom views the new content no longer has are gone, with their state.
      store.forgetDropped(before, now: content.record.children)
      // The old content is taken apart at the end of the update (what the new reused stays).
      store.replacedTrees.append(contentsOf: children)
      children = made
      adoptChildren()
      builtFor = proxy
    } else {
      content.keep(in: context.store)
    }
    let offer = ProposedViewSize(frame.size)
    for child in children {
      child.place(in: CGRect(origin: frame.origin, size: child.sizeThatFits(offer)), proposal: offer)
    }
  }

  override var kindName: String { "GeometryReader" }
}

/// The geometry of a container: its size and its frame in any coordinate space.
///
/// ```swift
/// GeometryReader { proxy in Text("\(Int(proxy.frame(in: .global).minX))") }
/// ```
public struct GeometryProxy: Equatable {
  /// The container's size.
  public let size: CGSize
  /// The container's safe-area insets: how far the unsafe bands it touches reach into it.
  public let safeAreaInsets: EdgeInsets
  /// The corner insets of the container that this view overlaps (iOS 26): zero in a window that
  /// fills the screen; in an iPadOS 26 window with window controls, the part of the controls'
  /// area at the top-leading corner that the view covers.
  ///
  /// ```swift
  /// GeometryReader { geometry in
  ///   NavigationTitleView().offset(x: geometry.containerCornerInsets.topLeading.width)
  /// }
  /// ```
  public let containerCornerInsets: RectangleCornerInsets
  let frameInRoot: CGRect
  let namedOrigins: [(name: AnyHashable, origin: CGPoint)]

  init(node: ViewNode) {
    size = node.frame.size
    safeAreaInsets = node.resolvedSafeAreaInsets()
    containerCornerInsets = node.containerCornerInsets()
    frameInRoot = node.frame
    var named: [(name: AnyHashable, origin: CGPoint)] = []
    if node.context.namesCoordinateSpaces {
      node.forEachAncestor { ancestor in
        if let name = ancestor.extras?.coordinateSpaceName { named.append((name, ancestor.frame.origin)) }
        return true
      }
    }
    namedOrigins = named
  }

  /// The container's frame in `coordinateSpace`; an unknown name gives the global frame.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global: return frameInRoot
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      guard let origin = namedOrigins.first(where: { $0.name == name })?.origin else { return frameInRoot }
      return frameInRoot.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The container's frame in `coordinateSpace`.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  public static func == (a: GeometryProxy, b: GeometryProxy) -> Bool {
    a.size == b.size && a.frameInRoot == b.frameInRoot && a.safeAreaInsets == b.safeAreaInsets
      && a.containerCornerInsets == b.containerCornerInsets
      && a.namedOrigins.count == b.namedOrigins.count
      && zip(a.namedOrigins, b.namedOrigins).allSatisfy { $0.name == $1.name && $0.origin == $1.origin }
  }
}

/// A coordinate space: the root's (`global`), a view's own (`local`) or a named ancestor's.
///
/// ```swift
/// proxy.frame(in: .named("scroll")).minY
/// ```
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global
  case local
  case named(AnyHashable)
}

/// A type that stands for a coordinate space (iOS 17).
public protocol CoordinateSpaceProtocol {
  /// The coordinate space it stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's local coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space named `name` with `coordinateSpace(name:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The global coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The local coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
