import Foundation

extension View {
  /// Sets the point of the window that stays fixed when the window resizes because its content's
  /// size changed or it was resized programmatically (SwiftUI, macOS 26); nil leaves the system's
  /// choice (SceneSim's simulator: top-leading). The first one in the tree's order is the window's.
  ///
  /// ```swift
  /// ContentView().windowResizeAnchor(.top)
  /// ```
  public func windowResizeAnchor(_ anchor: UnitPoint?) -> some View {
    _TraitWriter(content: self) { node in
      guard let anchor else { return }
      node.extrasForWriting.windowResizeAnchor = anchor
      node.contents.insert(.resizeAnchor)
    }
  }
}

extension ViewGraph {
  /// The resize anchor the views ask for with `windowResizeAnchor(_:)` (the first in the tree's
  /// order), or nil.
  public var windowResizeAnchor: UnitPoint? {
    var anchor: UnitPoint?
    // Only what shows: a `ViewThatFits` candidate not chosen asks for nothing.
    forEachShown(having: .resizeAnchor) { node in
      anchor = node.extras?.windowResizeAnchor
      return anchor == nil ? .descend : .stop
    }
    return anchor
  }
}
