import LayoutEngine

/// Turns checked nodes into the engine's views, with the values of the `ForEach` row variables
/// in scope; also lists the tree's ids.
struct NotationBuilder {
  /// The row variables in scope, innermost last.
  var bindings: [(name: String, value: Int)] = []

  /// The view of `node`, its modifiers applied in order.
  func view(_ node: NotationNode) -> AnyView {
    var modifiers = node.modifiers[...]
    var view: AnyView
    switch node.kind {
    case .color(let color):
      view = AnyView(color)
    case .view(let entry, let overload, let arguments):
      if NotationCatalog.views[entry].name == "Text" {
        // `Text("a").font(.title)` calls `Text.font`, as Swift resolves it.
        var text = self.text(overload, arguments)
        while let first = modifiers.first, NotationCatalog.modifiers[first.entry].name == "font" {
          text = text.font(first.arguments.font(0))
          modifiers.removeFirst()
        }
        view = AnyView(text)
      } else {
        view = NotationCatalog.views[entry].build(overload, arguments, self)
      }
    }
    for modifier in modifiers {
      view = NotationCatalog.modifiers[modifier.entry].build(
        view, modifier.overload, modifier.arguments, self)
    }
    return view
  }

  /// The views of a closure: nothing, one view, or several as a `@ViewBuilder` block makes them.
  func content(_ content: NotationContent?) -> AnyView {
    guard let views = content?.views, let first = views.first else { return AnyView(EmptyView()) }
    if views.count == 1 { return view(first) }
    return AnyView(TupleView(views.map(view)))
  }

  /// `ForEach(range) { name in content }` (a lazy container sees through the `AnyView` and makes
  /// its rows as they come into view, as in SwiftUI).
  func rows(_ range: Range<Int>, _ content: NotationContent?) -> AnyView {
    AnyView(ForEach(range) { row in self.binding(content?.parameter, to: row).content(content) })
  }

  func text(_ overload: Int, _ arguments: NotationArguments) -> Text {
    overload == 0 ? Text(string(arguments.text(0))) : Text(verbatim: string(arguments.text(0)))
  }

  /// A string literal's text, its interpolations replaced.
  func string(_ string: NotationString?) -> String { string?.resolved(bindings) ?? "" }

  private func binding(_ name: String?, to value: Int) -> NotationBuilder {
    guard let name, name != "_" else { return self }
    var copy = self
    copy.bindings.append((name, value))
    return copy
  }

  /// The ids of `node` and the views inside it, in source order (each `ForEach` row's in turn).
  func ids(of node: NotationNode, into ids: inout [String]) {
    if case .view(_, _, let arguments) = node.kind { self.ids(in: arguments, into: &ids) }
    for modifier in node.modifiers {
      if NotationCatalog.modifiers[modifier.entry].name == "id" {
        ids.append(string(modifier.arguments.text(0)))
      }
      self.ids(in: modifier.arguments, into: &ids)
    }
  }

  private func ids(in arguments: NotationArguments, into ids: inout [String]) {
    for value in arguments.values {
      guard case .content(let content) = value else { continue }
      if content.parameter != nil, let range = arguments.range(0) {
        for row in range {
          let builder = binding(content.parameter, to: row)
          for view in content.views { builder.ids(of: view, into: &ids) }
        }
      } else {
        for view in content.views { self.ids(of: view, into: &ids) }
      }
    }
  }
}
