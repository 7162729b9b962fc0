import Foundation

/// The names of types as `String(describing:)` gives them, made once per type: the runtime
/// makes a type's name anew each time it is asked, and the graph names a custom view at each of
/// its evaluations, a stack by its layout type each time it is built, and a snapshot the layout
/// type and the custom views of every view it lists.
package enum TypeNames {
  /// The most names kept; past it a name is made each time it is asked (a program's types are
  /// few, but a generic type nested in itself can make new ones without end).
  static let limit = 4_096

  private static let cache = Cache()

  /// `String(describing: type)`.
  package static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = cache.name(for: key) { return name }
    let name = String(describing: type)
    cache.keep(name, for: key)
    return name
  }

  /// The names made so far, behind a lock (snapshots of several windows may be made at once).
  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var names: [ObjectIdentifier: String] = [:]

    func name(for key: ObjectIdentifier) -> String? { lock.withLock { names[key] } }

    func keep(_ name: String, for key: ObjectIdentifier) {
      lock.withLock {
        if names.count < TypeNames.limit { names[key] = name }
      }
    }
  }
}
