import Foundation

/// A list of values of any `Hashable` types: the screens pushed on a `NavigationStack`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(recipe)
/// ```
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    for element in elements { self.elements.append(AnyHashable(element)) }
  }

  /// How many values.
  public var count: Int { elements.count }

  /// Whether there are none.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values (all there are, when fewer).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
  }
}
