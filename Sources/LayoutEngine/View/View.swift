import Foundation

/// A piece of user interface: a value that describes views, exactly as in SwiftUI.
///
/// ```swift
/// struct Badge: View {
///   var body: some View {
///     Text("New").padding(4).background(Color.yellow)
///   }
/// }
/// ```
public protocol View {
  /// The type of view that `body` returns.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// Appends the graph nodes that stand for `view` to `list`. Primitive views implement it;
  /// composite views get the default, which evaluates `body`.
  ///
  /// Implementations are `@inline(__always)`: called through this protocol, their code is not
  /// specialized for a generic view's arguments, and reaching a stored property that follows a
  /// generic one (`HStack`'s content, `ForEach`'s data) takes the view type's metadata. Inlined
  /// into the protocol witness, they use the metadata the caller passes; on their own, they ask
  /// the runtime for it, a table lookup of about 330 instructions for every view built.
  static func _makeNodes(_ view: Self, into list: inout _ViewList)
}

extension View {
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.evaluateComposite(view)
  }
}

/// Primitive views have no body; reading it is a programming error, as in SwiftUI.
extension View where Body == Never {
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  public typealias Body = Never
  public static func _makeNodes(_ view: Never, into list: inout _ViewList) {}
}
