import Foundation

/// A key for a value that the focused scene publishes to commands.
///
/// ```swift
/// struct SelectedMessageKey: FocusedValueKey { typealias Value = Binding<Message.ID?> }
/// extension FocusedValues {
///   var selectedMessage: Binding<Message.ID?>? {
///     get { self[SelectedMessageKey.self] }
///     set { self[SelectedMessageKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values the key window's views publish with `focusedSceneValue(_:_:)`.
///
/// ```swift
/// let selection = focusedValues.selectedMessage   // nil when no view publishes it
/// ```
public struct FocusedValues {
  var values: [TypeKey: Any] = [:]

  /// No values.
  public init() {}

  /// The value for `key`, or nil.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[TypeKey(key)] as? Key.Value }
    set { values[TypeKey(key)] = newValue }
  }
}

/// A property of a command that reads a value published by the key window's scene. (SceneSim
/// gives commands their focused values; a view's `@FocusedValue` reads none.)
///
/// ```swift
/// struct MessageCommands: Commands {
///   @FocusedValue(\.selectedMessage) var selection
///   var body: some Commands {
///     CommandMenu("Message") {
///       Button("Archive") { selection?.wrappedValue = nil }.disabled(selection == nil)
///     }
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty, _FocusedValuesReading {
  let keyPath: KeyPath<FocusedValues, Value?>
  let box = FocusedValuesBox()

  /// Reads the focused value at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

  /// The value, or nil when the key window publishes none.
  public var wrappedValue: Value? { box.values[keyPath: keyPath] }

  package func _receive(_ values: FocusedValues) { box.values = values }
}

/// A binding published as a focused value, read and written as a value: what a command uses to
/// change the key window's state.
///
/// ```swift
/// struct MessageCommands: Commands {
///   @FocusedBinding(\.selectedMessage) var selection
///   var body: some Commands {
///     CommandMenu("Message") { Button("First") { selection = 0 }.disabled(selection == nil) }
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty, _FocusedValuesReading {
  let keyPath: KeyPath<FocusedValues, Binding<Value>?>
  let box = FocusedValuesBox()

  /// Reads the binding published for `keyPath` by the key window's views.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

  /// The bound value, or nil when no shown view publishes the binding; setting it writes through
  /// the binding (setting nil does nothing).
  public var wrappedValue: Value? {
    get { box.values[keyPath: keyPath]?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding = box.values[keyPath: keyPath] else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the optional value (nil when none is published), read and written as
  /// `wrappedValue` is.
  public var projectedValue: Binding<Value?> {
    Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
  }

  package func _receive(_ values: FocusedValues) { box.values = values }
}

/// A property that reads the focused values (filled in before a body is evaluated).
package protocol _FocusedValuesReading {
  func _receive(_ values: FocusedValues)
}

/// The focused values a property reads, shared by the copies of its owner.
final class FocusedValuesBox {
  var values = FocusedValues()
}

extension View {
  /// Publishes `value` for `keyPath` to commands while this view's scene is the key window.
  ///
  /// ```swift
  /// MessageList(selection: $selection).focusedSceneValue(\.selectedMessage, $selection)
  /// ```
  public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
    _TraitWriter(content: self) { node in
      let write: (inout FocusedValues) -> Bool = { values in
        guard let value else { return false }
        values[keyPath: keyPath] = value
        return true
      }
      // One write per key and node: a node kept from the last build is edited again.
      var writes = node.extrasForWriting.focusedWrites
      if let index = writes.firstIndex(where: { $0.key == keyPath }) {
        writes[index].write = write
      } else {
        writes.append((keyPath, write))
      }
      node.extrasForWriting.focusedWrites = writes
      node.contents.insert(.focusedValues)
    }
  }
}

extension View {
  /// Publishes `value` for `keyPath` while this view has focus. SceneSim models no keyboard
  /// focus inside a window, so the shown view is taken to have it: the value is published as
  /// `focusedSceneValue` publishes it.
  ///
  /// ```swift
  /// MessageList().focusedValue(\.selectedMessage, $selection)
  /// ```
  public func focusedValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
    focusedSceneValue(keyPath, value)
  }
}

extension ViewGraph {
  /// The values the shown views publish with `focusedSceneValue(_:_:)`. Where several publish
  /// the same key, the one closest to focus wins (Apple, `FocusedValue`: "the value from the
  /// view closest to focus"): a view over one of its ancestors. SceneSim models no focus within
  /// a window, so between views side by side the first in tree order wins.
  package var focusedSceneValues: FocusedValues {
    var values = FocusedValues()
    var publishers: [AnyKeyPath: ViewNode] = [:]
    forEachShown(having: .focusedValues) { node in
      for entry in node.extras?.focusedWrites ?? [] {
        if let publisher = publishers[entry.key], !node.descends(from: publisher) { continue }
        // A write that publishes nothing (a nil value) leaves the values as they are.
        if entry.write(&values) { publishers[entry.key] = node }
      }
      return .descend
    }
    return values
  }

}
