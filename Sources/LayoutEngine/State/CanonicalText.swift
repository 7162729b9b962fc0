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
    if let number = value as? CGFloat { return GeometryFormat.number(number) }
    if let number = value as? Double { return GeometryFormat.number(CGFloat(number)) }
    let mirror = Mirror(reflecting: value)
    guard depth < maximumDepth else { return String(describing: value) }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped, depth: depth + 1)
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
    default:
      return String(describing: value)
    }
  }
}
