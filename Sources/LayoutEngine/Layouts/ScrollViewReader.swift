import Foundation

/// Gives its content a proxy that scrolls the scroll views inside to a view by its id. SceneSim's
/// model: `scrollTo` is accepted and moves nothing (a layout test scrolls with
/// `ViewGraph.scroll(_:to:)` or a script's `scroll` step); the content lays out as it is.
///
/// ```swift
/// ScrollViewReader { proxy in
///   List(messages) { Text($0.text).id($0.id) }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader of `content`.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls to views by their ids (accepted; see `ScrollViewReader`).
public struct ScrollViewProxy: Sendable {
  /// Scrolls to the view with `id`, aligned at `anchor`.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

extension View {
  /// Sets how a scroll view settles (no effect on SceneSim's layout).
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Marks the views a scroll view settles on (no effect on layout).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { _LayoutNeutral(content: self) }
  /// Binds the id of the view a scroll view shows (no effect on SceneSim's layout).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Sets how a scroll view bounces (no effect on layout).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    _LayoutNeutral(content: self)
  }
}

/// How a scroll view settles.
public protocol ScrollTargetBehavior {}
/// Settles on pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
/// Settles on views.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// How a scroll view bounces.
public struct ScrollBounceBehavior: Sendable {
  let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}
