import Foundation

/// A value as text that never depends on hashing: a set's elements and a dictionary's entries are
/// sorted, optionals unwrapped (`nil` for none), numbers as the snapshot prints them. Swift prints
/// a `Set` in its hash order, which changes from process to process; the timeline must not.
package enum CanonicalText {
  /// How deep sets, dictionaries and optionals inside one another are opened.
  static let maximumDepth = 8

  package static func describe(_ value: Any, depth: Int = 0) -> String {
    // The commonest state first, by a check of its type (a cast and a mirror cost more).
    if let flag = exactly(value, as: Bool.self) { return flag ? "true" : "false" }
    if let number = exactly(value, as: Int.self) { return String(number) }
    if let text = exactly(value, as: String.self) { return text }
    if let number = exactly(value, as: CGFloat.self) { return GeometryFormat.number(number) }
    if let number = exactly(value, as: Double.self) { return GeometryFormat.number(CGFloat(number)) }
    let bits = EnumCaseNames.Key(value)
    if let bits, let name = enumCaseNames.value(for: bits) { return name }
    guard depth < maximumDepth else { return String(describing: value) }
    // An object that neither describes nor reflects itself is its type's name, whatever it
    // holds: found once for its type (its mirror and the description's look-ups cost thousands
    // of instructions each time).
    let type = Swift.type(of: value)
    if type is AnyClass {
      if let name = objectNames.value(for: TypeKey(type)) { return name }
      if !(value is CustomStringConvertible || value is CustomDebugStringConvertible
        || value is TextOutputStreamable || value is CustomReflectable)
      {
        let text = String(describing: value)
        objectNames.keep(text, for: TypeKey(type))
        return text
      }
    }
    // An optional by its conformance, where a mirror of it costs several times more.
    if let optional = value as? _OptionalValue {
      guard let wrapped = optional._wrapped else { return "nil" }
      return describe(wrapped, depth: depth + 1)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .set:
      return "["
        + mirror.children.map { describe($0.value, depth: depth + 1) }.sorted().joined(separator: ", ") + "]"
    case .dictionary:
      let entries = mirror.children.map { entry -> String in
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { return describe(entry.value, depth: depth + 1) }
        return describe(pair[0].value, depth: depth + 1) + ": " + describe(pair[1].value, depth: depth + 1)
      }
      return "[" + entries.sorted().joined(separator: ", ") + "]"
    case .enum where mirror.children.isEmpty:
      let name = String(describing: value)
      // The case's name, which the runtime reads from the type: the same for the same bits.
      if let bits, !(value is CustomStringConvertible), !(value is CustomDebugStringConvertible),
        !(value is TextOutputStreamable)
      {
        enumCaseNames.keep(name, for: bits)
      }
      return name
    default:
      return String(describing: value)
    }
  }

  private static let enumCaseNames = BoundedCache<EnumCaseNames.Key, String>(limit: EnumCaseNames.limit)
  /// The text of an object of each type that neither describes nor reflects itself (its type's
  /// name).
  private static let objectNames = BoundedCache<TypeKey, String>(limit: TypeNames.limit)
}

/// The names of the cases without a payload of the enums described so far (a scene phase, a
/// column visibility, a user's own enum), by type and bits: `String(describing:)` finds a case's
/// name through the runtime's reflection, about 10,000 instructions, and a timeline describes the
/// same few cases again and again. At most `limit` names, emptied when full.
enum EnumCaseNames {
  static let limit = 4_096

  /// A value's type and bits, for a value of a type without references of at most 8 bytes (an
  /// enum's case without a payload is such a value, told apart by its bits alone).
  struct Key: Hashable {
    let type: ObjectIdentifier
    let bits: UInt64

    init?(_ value: Any) {
      func open<T>(_ opened: T) -> Key? {
        guard MemoryLayout<T>.size <= 8, let bits = plainBits(of: opened) else { return nil }
        return Key(type: ObjectIdentifier(T.self), bits: bits.0)
      }
      guard let key = _openExistential(value, do: open) else { return nil }
      self = key
    }

    private init(type: ObjectIdentifier, bits: UInt64) {
      self.type = type
      self.bits = bits
    }
  }
}
