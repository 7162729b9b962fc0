import Foundation

/// The list of graph nodes that a view contributes to its parent, with the inputs that flow
/// down while a view tree is turned into nodes (environment, stack axis, nesting depth).
public struct _ViewList {
  var nodes: ContiguousArray<ViewNode> = []
  unowned(unsafe) let context: GraphContext
  var inputs: ViewInputs
  /// Whether a modifier that tells `ForEach` rows apart is building its content: rows then mark
  /// their nodes with their identity (lists made for the content's own children start without).
  var collectsRows = false

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
  @inline(__always)
  mutating func wrapEach<Content: View>(
    _ content: Content, _ wrap: (ViewNode) -> ViewNode
  ) {
    wrapEachRow(content, identifyingRows: false) { node, _ in wrap(node) }
  }

  /// Like `wrapEach`, handing `wrap` with each node the identity of the `ForEach` row it comes
  /// from (nil for a view that is not a row's): SwiftUI applies a modifier on a `ForEach` to
  /// each element's view, with that element's identity.
  mutating func wrapEachRow<Content: View>(
    _ content: Content, identifyingRows: Bool = true, _ wrap: (ViewNode, ViewIdentity?) -> ViewNode
  ) {
    let start = nodes.count
    // The depth is all that building leaves changed (`enterLevel`). Every other writer of the
    // inputs puts back what it changed, a rule each must keep (`withIdentity`, `withEnvironment`,
    // a composite's evaluation, a modifier's content); the identity, which every row changes,
    // is checked in debug builds. Copying all the inputs to put them back cost two retains and
    // two releases per modifier.
    let (savedDepth, savedIdentity) = (inputs.depth, inputs.identity)
    let outerCollects = collectsRows
    if identifyingRows { collectsRows = true }
    if enterLevel(Content.self) { Content._makeNodes(content, into: &self) }
    inputs.depth = savedDepth
    assert(inputs.identity == savedIdentity, "\(Content.self) left the identity changed")
    collectsRows = outerCollects
    for index in start..<nodes.count {
      let node = nodes[index]
      let row = node.extras?.rowIdentity
      let wrapper = wrap(node, row)
      if wrapper !== node {
        wrapper.traits = node.traits
        // The wrapper stands for the same row, for the modifiers around.
        if let row { wrapper.extrasForWriting.rowIdentity = row }
      }
      nodes[index] = wrapper
    }
  }

  /// Marks the nodes from `start` on as the views of the `ForEach` row `row`, when a modifier
  /// around asked to tell rows apart (the first mark stands: a nested `ForEach`'s row).
  mutating func markRow(_ row: ViewIdentity, from start: Int) {
    guard collectsRows else { return }
    for index in start..<nodes.count where nodes[index].extras?.rowIdentity == nil {
      nodes[index].extrasForWriting.rowIdentity = row.appending(ViewIdentity.index(index - start))
    }
  }

  /// Builds `content` one level deeper with the same inputs, then lets `change` edit each node
  /// (for modifiers that only set traits, such as `layoutPriority` or `id`). Nodes kept from the
  /// last build are edited again, so an edit must set, never add to what is there.
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
      context.store.buildCutShort = true
      if context.issues.allSatisfy({ $0.kind != .depthLimit }) {
        context.report(
          LayoutIssue(
            .depthLimit,
            "views nest deeper than the limit of \(context.depthLimit) levels (\(context.depthLimitName)) "
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
  /// Whether `ForEach` rows tag their views with their ids (a `Picker`'s or a `TabView`'s
  /// content: "ForEach automatically applies the id as the tag").
  var tagsRows = false
}

extension ViewNode {
  /// One node for a list of views: the view itself, or several stacked vertically, as SwiftUI's
  /// implicit root stacks them (OpenSwiftUI's `defaultImplicitRootType` is `_VStackLayout`).
  static func single(_ nodes: ContiguousArray<ViewNode>, name: String, context: GraphContext) -> ViewNode {
    nodes.count == 1
      ? nodes[0] : context.makeStack(VStackLayout(), name: name, children: nodes)
  }
}

/// What a modifier adds beside the views it modifies, told apart in identities.
enum SecondaryKind: Int {
  case overlay, background, safeAreaInset
}

extension _ViewList {
  /// Builds `content`, then `wrap`s each of its nodes with the nodes of `secondary`, built under
  /// an identity of their own (the `ForEach` row's, else the wrapped view's place): the
  /// secondary's custom views keep their own state, apart from the primary's.
  mutating func wrapEachWithSecondary<Content: View, Secondary: View>(
    _ content: Content, secondary: Secondary, kind: SecondaryKind,
    _ wrap: (_ primary: ViewNode, _ secondary: ContiguousArray<ViewNode>) -> ViewNode
  ) {
    let context = context
    let inputs = inputs
    var primaryIndex = 0
    wrapEachRow(content) { primary, row in
      var inner = _ViewList(context: context, inputs: inputs)
      inner.inputs.identity = (row ?? inputs.identity).appending(
        ViewIdentity.secondary(kind: kind, depth: inputs.depth, primary: row == nil ? primaryIndex : 0))
      primaryIndex += 1
      return wrap(primary, inner.children(of: secondary, stackAxis: nil))
    }
  }
}
