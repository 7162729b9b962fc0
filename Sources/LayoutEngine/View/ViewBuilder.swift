import Foundation

/// A result builder that composes views from closures, exactly as SwiftUI's.
///
/// ```swift
/// @ViewBuilder func label(_ on: Bool) -> some View {
///   if on { Text("On") } else { Text("Off") }
/// }
/// ```
///
/// Its methods are inlinable, as SwiftUI's are (emitted into the client): the app's body builds
/// its blocks in its own code, specialized for its view types, with no call into this module
/// that makes a block's tuple and pack metadata at run time.
@resultBuilder
public enum ViewBuilder {
  @inlinable
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  @inlinable
  public static func buildBlock() -> EmptyView { EmptyView() }

  @inlinable
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  @inlinable
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView<(repeat each Content)>(
      (repeat each content),
      makeNodes: { tuple, list in
        var index = 0
        for element in repeat each tuple {
          list.appendBlockElement(element, at: index)
          index += 1
        }
      })
  }

  @inlinable
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  @inlinable
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

extension _ViewList {
  /// Builds the view at `index` of a builder block, with its position added to its identity.
  @usableFromInline
  mutating func appendBlockElement<V: View>(_ view: V, at index: Int) {
    withIdentity(ViewIdentity.index(index)) { V._makeNodes(view, into: &$0) }
  }
}
