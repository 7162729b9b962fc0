import Foundation

/// Opens a window of the app's scene with an id: what `@Environment(\.openWindow)` gives a view
/// or a command. Without a window system (a view laid out alone) it does nothing.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// var body: some View { Button("Show Log") { openWindow(id: "log") } }
/// ```
public struct OpenWindowAction: Sendable, _InstanceComparable {
  /// The closure, in an object of its own: copies of one action are the same action (a window
  /// gives its views the same one with each new environment), compared by identity.
  private final class Handler: Sendable {
    let open: @Sendable (String) -> Void
    init(_ open: @escaping @Sendable (String) -> Void) { self.open = open }
  }
  private let handler: Handler

  /// An action that hands each id to `handler` (the simulator's).
  package init(_ handler: @escaping @Sendable (String) -> Void) { self.handler = Handler(handler) }

  /// Opens a window of the scene with `id`; a `Window` (or the settings) already open is
  /// brought forward.
  public func callAsFunction(id: String) { handler.open(id) }

  var _instance: AnyObject { handler }
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
  /// Gives the `@Environment` and `@FocusedValue` properties of `value` (a `Commands`, outside
  /// any graph) `environment` and `focused`, as the graph gives a view its environment before its
  /// body is evaluated: through its type's fields (`ViewFields`), or a `Mirror` for a type the
  /// standard library's reflection does not describe as a struct.
  package static func bindProperties(of value: Any, _ environment: EnvironmentValues, focused: FocusedValues)
  {
    func receive<V>(_ value: V) -> Bool {
      guard let fields = ViewFields.of(V.self) else { return false }
      fields.receive(value, environment, focused: focused)
      return true
    }
    if receive(value) { return }
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? _EnvironmentReading {
        property._receive(environment)
      } else if let property = child.value as? _FocusedValuesReading {
        property._receive(focused)
      }
    }
  }
}
