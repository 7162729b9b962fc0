import Foundation

/// The measured result of a layout pass: the root's size and the frame of every view shown, in
/// the root's coordinates, with its path in the tree.
///
/// Two snapshots are equal when every view has the same frame; `difference(from:)` shows where
/// they differ. This shape is a public contract:
/// ```swift
/// let snapshot = LayoutSnapshot(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).id("a") },
///                               proposal: ProposedViewSize(width: 100, height: 100))
/// snapshot.size             // 10×10
/// snapshot.frame(of: "a")   // (0, 0, 10, 10)
/// ```
public struct LayoutSnapshot: Equatable, @unchecked Sendable, CustomStringConvertible {
  /// One view of the snapshot.
  public struct Node: Equatable, @unchecked Sendable {
    /// The index of the parent view in `nodes`, `nil` for the root.
    public var parent: Int?
    /// The view's place among its siblings: its kind, after its index when it has siblings
    /// (`1:HStack`). `LayoutSnapshot.path(at:)` joins these from the root.
    public var component: String
    /// How deep the view is; the root is 0.
    public var depth: Int
    /// The kind of view with its arguments: `frame(width: 10)`, `Text "Hi"`.
    public var kind: String
    /// The custom views (outermost first) whose bodies made this view.
    public var owners: [String]
    /// The frame in the root's coordinates.
    public var frame: CGRect
    /// The explicit id given with `.id(_:)`, if any.
    public var id: AnyHashable?
    /// For a `ViewThatFits`: the index of the candidate shown.
    public var chosenCandidate: Int?
    /// For a `NavigationSplitView`: the columns shown.
    public var columns: NavigationSplitViewColumns? = nil

    /// The view in one line: its kind, frame, id and choice (the tree and the diff print it).
    public var summary: String {
      var text = kind + " " + GeometryFormat.rect(frame)
      if let id { text += " id: \(id.base)" }
      if let chosenCandidate { text += " chose: \(chosenCandidate)" }
      return text
    }
  }

  /// The root's size.
  public var size: CGSize
  /// Every view shown, in depth-first order.
  public var nodes: [Node]
  /// What the engine corrected or left out while building and laying out.
  public var issues: [LayoutIssue]

  /// Lays `view` out with `proposal`, with the root at the origin.
  public init(_ view: some View, proposal: ProposedViewSize) {
    let graph = ViewGraph(view)
    graph.layout(proposal: proposal)
    self = graph.snapshot
  }

  init(root: ViewNode, context: GraphContext) {
    size = root.frame.size
    issues = LayoutSnapshot.issues(of: context)
    var nodes: [Node] = []
    // Room for every node alive (at least those shown), so that the nodes, costly to copy, are
    // never moved by the array's growth.
    nodes.reserveCapacity(Swift.max(context.liveNodes, 0))
    // Iterative depth-first walk: a snapshot of a 10,000-level tree needs no deep stack. A
    // view's place among its siblings is its index, or nil when it has none.
    var stack: [(node: ViewNode, parent: Int?, place: Int?, depth: Int)] = [(root, nil, nil, 0)]
    // The views a custom view's body made share its owners: named once for a run of them.
    var lastOwnerTypes: [Any.Type] = []
    var lastOwners: [String] = []
    while let (node, parent, place, depth) = stack.popLast() {
      let extras = node.extras
      let index = nodes.count
      let name = node.kindName
      var owners: [String] = []
      if let types = extras?.ownerTypes, !types.isEmpty {
        if !types.elementsEqual(lastOwnerTypes, by: { $0 == $1 }) {
          lastOwnerTypes = types
          lastOwners = types.map(TypeNames.name(of:))
        }
        owners = lastOwners
      }
      nodes.append(
        Node(
          parent: parent, component: place.map { LayoutSnapshot.placePrefix($0) + name } ?? name,
          depth: depth,
          kind: LayoutSnapshot.kind(of: node, named: name),
          owners: owners, frame: node.frame, id: extras?.id,
          chosenCandidate: node.chosenChild, columns: node.shownColumns))
      let shown = node.displayedChildren
      let numbered = node.children.count > 1
      var offset = shown.endIndex
      while offset > shown.startIndex {
        offset -= 1
        stack.append((shown[offset], index, numbered ? offset : nil, depth + 1))
      }
    }
    self.nodes = nodes
  }

  /// The issues a snapshot of a graph with `context` lists.
  static func issues(of context: GraphContext) -> [LayoutIssue] {
    guard context.droppedIssues > 0 else { return context.issues }
    return context.issues + [LayoutIssue(.invalidSize, "\(context.droppedIssues) more issues were not kept")]
  }

  /// `"3:"`: the start of the component of a view at index 3 among its siblings. The first ones
  /// come from a table, since string interpolation costs hundreds of instructions a view.
  private static func placePrefix(_ index: Int) -> String {
    index < placePrefixes.count ? placePrefixes[index] : String(index) + ":"
  }

  private static let placePrefixes = (0..<64).map { String($0) + ":" }

  /// The path of the view at `index`: the components from the root joined by `/`
  /// (`VStack/1:HStack/0:Text`).
  public func path(at index: Int) -> String {
    var parts: [String] = []
    var cursor: Int? = index
    while let current = cursor, nodes.indices.contains(current), parts.count <= nodes.count {
      parts.append(nodes[current].component)
      cursor = nodes[current].parent
    }
    return parts.reversed().joined(separator: "/")
  }

  /// The path of every view, in the order of `nodes`.
  public var paths: [String] {
    var result: [String] = []
    result.reserveCapacity(nodes.count)
    for node in nodes {
      result.append(node.parent.map { result[$0] + "/" + node.component } ?? node.component)
    }
    return result
  }

  private static func kind(of node: ViewNode, named name: String) -> String {
    guard let details = node.details, !details.isEmpty else { return name }
    return node is TextNode ? "\(name) \(details)" : "\(name)(\(details))"
  }

  /// The frame of the outermost view marked `.id(id)`, or `nil` if no view shown has that id.
  public func frame<ID: Hashable>(of id: ID) -> CGRect? { node(withID: id)?.frame }

  /// The outermost view marked `.id(id)`, or `nil`.
  public func node<ID: Hashable>(withID id: ID) -> Node? {
    let key = AnyHashable(id)
    return nodes.first { $0.id == key }
  }

  /// The candidate that the `ViewThatFits` marked `.id(id)` shows, or `nil`.
  public func chosenCandidate<ID: Hashable>(of id: ID) -> Int? {
    guard let index = nodes.firstIndex(where: { $0.id == AnyHashable(id) }) else { return nil }
    // The id may sit on a modifier around the ViewThatFits: look down its single-child chain.
    var cursor = index
    while cursor < nodes.count {
      if let chosen = nodes[cursor].chosenCandidate { return chosen }
      let next = cursor + 1
      guard next < nodes.count, nodes[next].depth == nodes[cursor].depth + 1 else { return nil }
      cursor = next
    }
    return nil
  }

  /// The snapshot as an indented tree, one view a line: kind, frame, id.
  public var description: String {
    var lines = ["size \(GeometryFormat.size(size))"]
    for node in nodes { lines.append(LayoutSnapshot.line(node)) }
    for issue in issues { lines.append("issue: \(issue)") }
    return lines.joined(separator: "\n")
  }

  static func line(_ node: Node) -> String {
    var text = String(repeating: "  ", count: node.depth) + node.summary
    if !node.owners.isEmpty { text += " in: \(node.owners.joined(separator: " > "))" }
    return text
  }
}
