import Foundation

/// Opens a window of the app's scene with an id: what `@Environment(\.openWindow)` gives a view
/// or a command. Without a window system (a view laid out alone) it does nothing.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// var body: some View { Button("Show Log") { openWindow(id: "log") } }
/// ```
public struct OpenWindowAction: Sendable {
  private let handler: @Sendable (String) -> Void

  /// An action that hands each id to `handler` (the simulator's).
  package init(_ handler: @escaping @Sendable (String) -> Void) { self.handler = handler }

  /// Opens a window of the scene with `id`; a `Window` (or the settings) already open is
  /// brought forward.
  public func callAsFunction(id: String) { handler(id) }
}

extension EnvironmentValues {
  private struct OpenWindowKey: EnvironmentKey {
    static let defaultValue = OpenWindowAction { _ in }
  }

  /// The action that opens a window of a scene by its id.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }
}

extension ViewGraph {
  /// Gives the `@Environment` properties of `value` (a `Commands`, say, outside any graph)
  /// `environment`, as the graph does for a view before its body is evaluated.
  package static func bindEnvironment(of value: Any, _ environment: EnvironmentValues) {
    for child in Mirror(reflecting: value).children {
      (child.value as? _EnvironmentReading)?._receive(environment)
    }
  }
}
