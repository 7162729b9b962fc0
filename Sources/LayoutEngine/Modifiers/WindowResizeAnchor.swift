import Foundation

extension View {
  /// Sets the point of the window that stays fixed when the window must resize because its
  /// content's size changed (Apple, macOS 26: "the window point fixed under programmatic size
  /// changes caused by the content size of the window changing"); a resize asked of the window
  /// keeps the window's own anchor. nil leaves the system's choice (SceneSim's simulator:
  /// top-leading). The first one in the tree's order is the window's; the simulator reads it in
  /// the same call as the relayout that changed the content.
  ///
  /// ```swift
  /// ContentView().windowResizeAnchor(.top)
  /// ```
  public func windowResizeAnchor(_ anchor: UnitPoint?) -> some View {
    windowPreference(\.windowResizeAnchor, anchor)
  }

  /// Sets the preferred color scheme of the nearest enclosing presentation: in SceneSim, the
  /// window the view is in, whose every view then sees it (Apple, `preferredColorScheme(_:)`:
  /// "a preferred color scheme for the nearest enclosing presentation, like a popover, a sheet,
  /// or a window"); nil leaves the system's. The first one in the tree's order is the window's.
  ///
  /// ```swift
  /// SettingsView().preferredColorScheme(isDarkMode ? .dark : nil)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    windowPreference(\.preferredColorScheme, colorScheme)
  }

  /// Marks this view with a preference for its window (nil: none).
  private func windowPreference<T>(_ keyPath: ReferenceWritableKeyPath<NodeExtras, T?>, _ value: T?)
    -> some View
  {
    _TraitWriter(content: self) { node in
      // Set, not added: a node kept from the last build loses a preference taken back.
      guard value != nil || node.extras != nil else { return }
      node.extrasForWriting[keyPath: keyPath] = value
      if value != nil { node.contents.insert(.windowPreferences) }
    }
  }
}

extension ViewGraph {
  /// The resize anchor the views ask for with `windowResizeAnchor(_:)` (the first in the tree's
  /// order), or nil.
  public var windowResizeAnchor: UnitPoint? { windowPreference { $0.windowResizeAnchor } }

  /// The color scheme the views prefer for their window with `preferredColorScheme(_:)` (the
  /// first in the tree's order), or nil.
  public var preferredColorScheme: ColorScheme? { windowPreference { $0.preferredColorScheme } }

  /// The first value the shown views set for a window preference (`value` reads it), in the
  /// tree's order. A closure, not a key path: a window reads its preferences after each layout,
  /// and a key path is an object fetched from the runtime and counted at each use.
  private func windowPreference<T>(_ value: (NodeExtras) -> T?) -> T? {
    var found: T?
    // Only what shows: a `ViewThatFits` candidate not chosen asks for nothing.
    forEachShown(having: .windowPreferences) { node in
      found = node.extras.flatMap(value)
      return found == nil ? .descend : .stop
    }
    return found
  }
}
