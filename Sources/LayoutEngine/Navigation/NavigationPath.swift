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

extension NavigationPath {
  /// The path in a form that can be encoded, when every value in it is `Codable`: each value as
  /// its type's name and its JSON.
  public struct CodableRepresentation: Codable, Equatable {
    struct Element: Codable, Equatable {
      let type: String
      let json: String
    }
    let elements: [Element]
  }

  /// The path in a form that can be encoded; nil when a value is not `Codable`.
  public var codable: CodableRepresentation? {
    var encoded: [CodableRepresentation.Element] = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for element in elements {
      guard let value = element.base as? any Encodable,
        let data = try? encoder.encode(value), let json = String(data: data, encoding: .utf8)
      else { return nil }
      encoded.append(.init(type: _typeName(Swift.type(of: element.base), qualified: true), json: json))
    }
    return CodableRepresentation(elements: encoded)
  }

  /// A path decoded from `codable`; values whose type cannot be found or decoded are left out.
  public init(_ codable: CodableRepresentation) {
    for element in codable.elements {
      guard let type = _typeByName(element.type) as? any (Decodable & Hashable).Type,
        let value = try? JSONDecoder().decode(type, from: Data(element.json.utf8))
      else { continue }
      elements.append(AnyHashable(value))
    }
  }
}

#if os(Linux)
  extension URL {
    /// The app's documents folder (Apple platforms' `URL.documentsDirectory`; Linux's Foundation
    /// has none): the user's documents folder.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
    }
  }
#endif
