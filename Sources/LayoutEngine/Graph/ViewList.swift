import Foundation

/// The list of graph nodes that a view contributes to its parent, with the inputs that flow
/// down while a view tree is turned into nodes (environment, stack axis, nesting depth).
public struct _ViewList {
  var nodes: ContiguousArray<ViewNode> = []
  unowned(unsafe) let context: GraphContext
  var inputs: ViewInputs

  init(context: GraphContext, inputs: ViewInputs) {
    self.context = context
    self.inputs = inputs
  }

  mutating func append(_ node: ViewNode) { nodes.append(node) }

  /// Builds `content` one level deeper, with `stackAxis` as the axis of the enclosing stack,
  /// and returns its nodes. Past the depth limit the content is left out, with an issue.
  func children<Content: View>(
    of content: Content, stackAxis: Axis?
  ) -> ContiguousArray<ViewNode> {
    var inner = _ViewList(context: context, inputs: inputs)
    inner.inputs.stackAxis = stackAxis
    guard inner.enterLevel(Content.self) else { return [] }
    Content._makeNodes(content, into: &inner)
    return inner.nodes
  }

  /// Builds `content` one level deeper with the same inputs, then appends `wrap` of each of its
  /// nodes: a modifier applied to several views applies to each of them.
  mutating func wrapEach<Content: View>(
    _ content: Content, _ wrap: (ViewNode) -> ViewNode
  ) {
    let start = nodes.count
    let saved = inputs
    if enterLevel(Content.self) { Content._makeNodes(content, into: &self) }
    inputs = saved
    for index in start..<nodes.count {
      let node = nodes[index]
      let wrapper = wrap(node)
      if wrapper !== node { wrapper.traits = node.traits }
      nodes[index] = wrapper
    }
  }

  /// Builds `content` one level deeper with the same inputs, then lets `change` edit each node
  /// (for modifiers that only set traits, such as `layoutPriority` or `id`).
  mutating func editEach<Content: View>(_ content: Content, _ change: (ViewNode) -> Void) {
    let start = nodes.count
    Content._makeNodes(content, into: &self)
    for index in start..<nodes.count { change(nodes[index]) }
  }

  /// Builds with another environment, and restores this one after. Nodes made meanwhile read
  /// the layout direction from the context.
  mutating func withEnvironment(_ environment: EnvironmentValues, _ body: (inout _ViewList) -> Void) {
    let saved = inputs.environment
    let savedDirection = context.buildsRightToLeft
    inputs.environment = environment
    context.buildsRightToLeft = environment.layoutDirection == .rightToLeft
    body(&self)
    inputs.environment = saved
    context.buildsRightToLeft = savedDirection
  }

  /// Builds `body` one level deeper in this same list.
  mutating func nest(_ type: Any.Type, _ body: (inout _ViewList) -> Void) {
    let savedDepth = inputs.depth
    defer { inputs.depth = savedDepth }
    guard enterLevel(type) else { return }
    body(&self)
  }

  /// Goes one level deeper; false (with an issue) when that passes the depth limit.
  mutating func enterLevel(_ type: Any.Type) -> Bool {
    inputs.depth += 1
    if inputs.depth > context.maxDepth { context.maxDepth = inputs.depth }
    guard inputs.depth <= context.depthLimit else {
      if context.issues.allSatisfy({ $0.kind != .depthLimit }) {
        context.report(
          LayoutIssue(
            .depthLimit,
            "views nest deeper than the limit of \(context.depthLimit) levels (LayoutLimits.maximumDepth) "
              + "at \(type); the content below was left out"))
      }
      return false
    }
    return true
  }
}

/// What flows down the tree while nodes are built.
struct ViewInputs {
  var environment = EnvironmentValues()
  /// The axis of the nearest enclosing stack, which decides how `Spacer` and `Divider` size.
  var stackAxis: Axis? = nil
  var depth = 0
  /// The identity of the views being built.
  var identity = ViewIdentity.root
  /// While a custom `ViewModifier`'s body is built: the content it modifies.
  var modifierContent: ModifierContentBox? = nil
}
