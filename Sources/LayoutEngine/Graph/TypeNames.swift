import Foundation

/// The names of types as `String(describing:)` gives them, made once per type: the runtime
/// makes a type's name anew each time it is asked, and the graph names a custom view at each of
/// its evaluations, a stack by its layout type each time it is built, and a snapshot the layout
/// type and the custom views of every view it lists.
package enum TypeNames {
  /// The most names kept (emptied when full: a program's types are few, but a generic type
  /// nested in itself can make new ones without end).
  static let limit = 4_096

  /// The names made so far (snapshots of several windows may be made at once).
  private static let names = BoundedCache<TypeKey, String>(limit: limit)

  /// `String(describing: type)`.
  package static func name(of type: Any.Type) -> String {
    names.value(for: TypeKey(type)) { String(describing: type) }
  }
}
