import Foundation

extension LayoutSnapshot {
  /// The snapshot without its issues: the layout alone. A live graph's issues are all those it
  /// has found in its life, so two layouts are compared without them ("did the layout come
  /// back?"); the issues are reported where they were found.
  ///
  /// ```swift
  /// now.withoutIssues == before.withoutIssues
  /// ```
  public var withoutIssues: LayoutSnapshot {
    var copy = self
    copy.issues = []
    return copy
  }

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
    let actualPaths = paths
    let expectedPaths = expected.paths
    var actualByPath: [String: Int] = [:]
    for (index, path) in actualPaths.enumerated() { actualByPath[path] = index }
    let expectedSet = Set(expectedPaths)
    var unchanged = 0
    for (node, path) in zip(expected.nodes, expectedPaths) {
      guard let index = actualByPath[path] else {
        lines.append("− " + LayoutSnapshot.diffLine(node, path))
        continue
      }
      let actual = nodes[index]
      if LayoutSnapshot.sameView(actual, node) {
        unchanged += 1
      } else {
        lines.append("− " + LayoutSnapshot.diffLine(node, path))
        lines.append("+ " + LayoutSnapshot.diffLine(actual, path))
      }
    }
    for (node, path) in zip(nodes, actualPaths) where !expectedSet.contains(path) {
      lines.append("+ " + LayoutSnapshot.diffLine(node, path))
    }
    if issues != expected.issues {
      for issue in expected.issues where !issues.contains(issue) { lines.append("− issue: \(issue)") }
      for issue in issues where !expected.issues.contains(issue) { lines.append("+ issue: \(issue)") }
    }
    lines.append("(\(unchanged) views unchanged)")
    return lines.joined(separator: "\n")
  }

  /// Equal but for the position in the list (which a view added earlier shifts).
  private static func sameView(_ a: Node, _ b: Node) -> Bool {
    a.kind == b.kind && a.frame == b.frame && a.id == b.id && a.chosenCandidate == b.chosenCandidate
      && a.columns == b.columns && a.owners == b.owners
  }

  private static func diffLine(_ node: Node, _ path: String) -> String { path + " " + node.summary }
}
