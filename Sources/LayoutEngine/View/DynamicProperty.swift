import Foundation

/// A stored property of a view that SwiftUI updates before it evaluates the view's body.
///
/// ```swift
/// struct Reader: View {
///   @Environment(\.dynamicTypeSize) var size
///   var body: some View { Text(size.isAccessibilitySize ? "Large" : "Standard") }
/// }
/// ```
public protocol DynamicProperty {
  /// Updates the property's value; SceneSim's properties are updated by the graph.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A property that reads the environment of the view it is in.
protocol _EnvironmentReading {
  func _receive(_ environment: EnvironmentValues)
}

/// The environment a property reads, shared by the copies of the view value.
final class EnvironmentBox: @unchecked Sendable {
  @exclusivity(unchecked) var values: EnvironmentValues?
}

/// A property wrapper that reads a value of the view's environment.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) var horizontalSizeClass
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty, _EnvironmentReading {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  /// Reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value, as it is where the view is; the default outside a body.
  public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }

  func _receive(_ environment: EnvironmentValues) { box.values = environment }
}

/// A dimension that scales with Dynamic Type, as text of a style does.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) var iconSize: CGFloat = 24
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, _EnvironmentReading {
  let base: Value
  let style: Font.TextStyle
  let box = EnvironmentBox()

  /// Creates a metric that scales like text of `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    style = textStyle
  }

  /// Creates a metric that scales like body text.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The base value times the style's size at the current Dynamic Type size over its size at
  /// the default (Large), as `UIFontMetrics.scaledValue(for:)` scales.
  public var wrappedValue: Value {
    let size = box.values?.dynamicTypeSize ?? .large
    return base * Value(style.pointSize(at: size) / style.pointSize(at: .large))
  }

  func _receive(_ environment: EnvironmentValues) { box.values = environment }
}
