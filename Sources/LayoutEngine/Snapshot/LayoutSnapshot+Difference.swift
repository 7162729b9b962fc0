import Foundation

extension LayoutSnapshot {
  /// A readable difference from `expected`, or `nil` when the snapshots are equal.
  ///
  /// Views are matched by path; a line starting `−` is expected but not seen, `+` is seen
  /// instead, and a view whose frame changed shows both:
  /// ```
  /// (expected −, actual +)
  ///   size 100×20
  /// − VStack/0:Text "Hello" (0, 0, 40×20.333)
  /// + VStack/0:Text "Hello" (0, 0, 50×20.333)
  /// ```
  public func difference(from expected: LayoutSnapshot) -> String? {
    guard self != expected else { return nil }
    var lines = ["(expected −, actual +)"]
    if size != expected.size {
      lines.append("− size \(GeometryFormat.size(expected.size))")
      lines.append("+ size \(GeometryFormat.size(size))")
    } else {
      lines.append("  size \(GeometryFormat.size(size))")
    }
    // A lookup table only: output order follows the two node lists, never the table.
    var actualByPath: [String: Node] = [:]
    for node in nodes { actualByPath[node.path] = node }
    var expectedPaths = Set<String>()
    var unchanged = 0
    for node in expected.nodes {
      expectedPaths.insert(node.path)
      guard let actual = actualByPath[node.path] else {
        lines.append("− " + LayoutSnapshot.diffLine(node))
        continue
      }
      if actual == node {
        unchanged += 1
      } else {
        lines.append("− " + LayoutSnapshot.diffLine(node))
        lines.append("+ " + LayoutSnapshot.diffLine(actual))
      }
    }
    for node in nodes where !expectedPaths.contains(node.path) {
      lines.append("+ " + LayoutSnapshot.diffLine(node))
    }
    if issues != expected.issues {
      for issue in expected.issues where !issues.contains(issue) { lines.append("− issue: \(issue)") }
      for issue in issues where !expected.issues.contains(issue) { lines.append("+ issue: \(issue)") }
    }
    lines.append("(\(unchanged) views unchanged)")
    return lines.joined(separator: "\n")
  }

  private static func diffLine(_ node: Node) -> String {
    var text = node.path + " " + node.kind + " " + GeometryFormat.rect(node.frame)
    if let id = node.id { text += " id: \(id.base)" }
    if let chosen = node.chosenCandidate { text += " chose: \(chosen)" }
    return text
  }
}
