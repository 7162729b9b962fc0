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

  /// How this layout differs from `expected`, or `nil` when the snapshots are equal. Views are
  /// matched by path; a view whose frame changed is on both sides.
  ///
  /// ```swift
  /// print(now.difference(from: before)?.description ?? "same")
  /// ```
  public func difference(from expected: LayoutSnapshot) -> LayoutDifference? {
    guard self != expected else { return nil }
    // A lookup table only: output order follows the two node lists, never the table.
    let actualPaths = paths
    let expectedPaths = expected.paths
    var actualByPath: [String: Int] = [:]
    for (index, path) in actualPaths.enumerated() { actualByPath[path] = index }
    let expectedSet = Set(expectedPaths)
    var changes: [LayoutDifference.Change] = []
    var unchanged = 0
    for (node, path) in zip(expected.nodes, expectedPaths) {
      guard let index = actualByPath[path] else {
        changes.append(.init(side: .expected, path: path, node: node))
        continue
      }
      let actual = nodes[index]
      if LayoutSnapshot.sameView(actual, node) {
        unchanged += 1
      } else {
        changes.append(.init(side: .expected, path: path, node: node))
        changes.append(.init(side: .actual, path: path, node: actual))
      }
    }
    for (node, path) in zip(nodes, actualPaths) where !expectedSet.contains(path) {
      changes.append(.init(side: .actual, path: path, node: node))
    }
    let sameIssues = issues == expected.issues
    return LayoutDifference(
      expectedSize: expected.size, actualSize: size, changes: changes, unchangedViews: unchanged,
      expectedIssues: sameIssues ? [] : expected.issues.filter { !issues.contains($0) },
      actualIssues: sameIssues ? [] : issues.filter { !expected.issues.contains($0) })
  }

  /// Equal but for the position in the list (which a view added earlier shifts).
  private static func sameView(_ a: Node, _ b: Node) -> Bool {
    a.kind == b.kind && a.frame == b.frame && a.id == b.id && a.chosenCandidate == b.chosenCandidate
      && a.columns == b.columns && a.owners == b.owners
  }
}
