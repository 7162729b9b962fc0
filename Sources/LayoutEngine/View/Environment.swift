import Foundation

/// A key for a value in the environment.
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///   var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  /// The value when no ancestor sets one.
  static var defaultValue: Value { get }
}

/// The values that flow down a view tree: font, line limit, and custom keys.
///
/// ```swift
/// Text("Hi").environment(\.font, .title)
/// ```
public struct EnvironmentValues: CustomStringConvertible {
  var values: [TypeKey: Any] = [:]

  /// Creates an environment with every key at its default.
  public init() {}

  /// Makes room for `count` values at once: an environment written value by value from empty
  /// (a window's, at each build) otherwise grows its table several times.
  package mutating func reserveCapacity(_ count: Int) { values.reserveCapacity(count) }

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      guard let stored = values[TypeKey(key)] else { return K.defaultValue }
      // A value the window's root gives: the graph learns who read it.
      if let given = exactly(stored, as: RootEnvironmentValue.self) {
        return EnvironmentValues.value(given.read(), of: key)
      }
      return EnvironmentValues.value(stored, of: key)
    }
    set { values[TypeKey(key)] = newValue }
  }

  /// The value for `key` read without noting a dependency, with the root's value it comes from
  /// (nil: set below the root, or not set): for a node that takes the root's value in place when
  /// it changes (`RootValueReading`).
  func untracked<K: EnvironmentKey>(_ key: K.Type) -> (value: K.Value, root: RootEnvironmentValue?) {
    guard let stored = values[TypeKey(key)] else { return (K.defaultValue, nil) }
    guard let root = exactly(stored, as: RootEnvironmentValue.self) else {
      return (EnvironmentValues.value(stored, of: key), nil)
    }
    return (EnvironmentValues.value(root.value, of: key), root)
  }

  /// A stored value as `key`'s type, else the key's default. A value of exactly that type (what
  /// a setter stores) is taken by a check of its type; a cast, a call into the runtime, finds
  /// the others.
  static func value<K: EnvironmentKey>(_ stored: Any, of key: K.Type) -> K.Value {
    exactly(stored, as: K.Value.self) ?? stored as? K.Value ?? K.defaultValue
  }

  public var description: String { "EnvironmentValues(\(values.count) set)" }
}

extension EnvironmentValues {
  private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
  private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
  private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

  /// The font of text, `nil` for the platform default (`.body`).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The maximum number of lines of text, `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue.map { Swift.max($0, 1) } }
  }

  /// The number of pixels per point (1 until a window's device sets it).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue.isFinite && newValue > 0 ? newValue : 1 }
  }
}

/// A change a modifier makes to the environment of its content: a value set, controls disabled,
/// a range of Dynamic Type sizes, a model put in.
@usableFromInline
protocol _EnvironmentEdit {
  func apply(to environment: inout EnvironmentValues)
  /// Whether the edit only writes: what it writes does not depend on the values it replaces, so
  /// its content does not depend on them either (false by default).
  static var onlyWrites: Bool { get }
}

extension _EnvironmentEdit {
  @usableFromInline static var onlyWrites: Bool { false }
}

/// The view a modifier that edits the environment makes: its content, built in the edited
/// environment. Made in the app's own code (the modifiers that make it are inlinable, as
/// SwiftUI's are).
@usableFromInline
struct _EnvironmentEditor<Content: View, Edit: _EnvironmentEdit>: View {
  @usableFromInline typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let edit: Edit

  @inlinable
  init(content: Content, edit: Edit) {
    self.content = content
    self.edit = edit
  }

  @usableFromInline
  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    var environment = list.inputs.environment
    if Edit.onlyWrites {
      // Setting a value through its key path reads it first (a computed property's setter is
      // reached through its getter): that read is no dependency of the view that sets it.
      list.context.store.ignoringEnvironmentReads { view.edit.apply(to: &environment) }
    } else {
      view.edit.apply(to: &environment)
    }
    list.withEnvironment(environment) { list in Content._makeNodes(view.content, into: &list) }
  }
}

/// `.environment(_:_:)`: one value set.
@usableFromInline
struct _SetEnvironmentValue<Value>: _EnvironmentEdit {
  @usableFromInline let keyPath: WritableKeyPath<EnvironmentValues, Value>
  @usableFromInline let value: Value

  @inlinable
  init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  @usableFromInline
  func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
  @usableFromInline static var onlyWrites: Bool { true }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  ///
  /// ```swift
  /// VStack { Text("a") }.environment(\.font, .caption)
  /// ```
  @inlinable
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _EnvironmentEditor(content: self, edit: _SetEnvironmentValue(keyPath: keyPath, value: value))
  }

  /// Sets the font of text in this view.
  ///
  /// ```swift
  /// Text("Title").font(.title)
  /// ```
  public func font(_ font: Font?) -> some View { environment(\.font, font) }

  /// Limits text in this view to `number` lines; `nil` removes the limit.
  ///
  /// ```swift
  /// Text(longText).lineLimit(2)
  /// ```
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
}
