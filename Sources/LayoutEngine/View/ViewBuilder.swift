import Foundation

/// A result builder that composes views from closures, exactly as SwiftUI's.
///
/// ```swift
/// @ViewBuilder func label(_ on: Bool) -> some View {
///   if on { Text("On") } else { Text("Off") }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView<(repeat each Content)>(
      (repeat each content),
      makeNodes: { tuple, list in
        var index = 0
        for element in repeat each tuple {
          list.withIdentity(ViewIdentity.index(index)) { _appendNodes(element, into: &$0) }
          index += 1
        }
      })
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

@inline(__always)
func _appendNodes<V: View>(_ view: V, into list: inout _ViewList) {
  V._makeNodes(view, into: &list)
}
