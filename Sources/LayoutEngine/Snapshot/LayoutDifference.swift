import Foundation

/// How one layout differs from an expected one, as values: the two sizes, the views seen only in
/// the expected layout (`−`) or only in the actual one (`+`) with their paths, a view whose frame
/// changed on both sides, and the issues on each side only. Its `description` is the diff
/// (expected −, actual +) that timelines and expectations show.
///
/// ```swift
/// let difference = now.difference(from: before)
/// difference?.changes.first?.path   // "VStack/0:Text"
/// ```
public struct LayoutDifference: Equatable, @unchecked Sendable, CustomStringConvertible {
  /// One view on one side of the difference.
  public struct Change: Equatable, @unchecked Sendable {
    /// The side the view is on.
    public enum Side: String, Sendable {
      /// In the expected layout only (or as it was there): `−`.
      case expected
      /// In the actual layout only (or as it is now): `+`.
      case actual
    }
    public var side: Side
    /// The view's path from the root (`VStack/1:HStack/0:Text`).
    public var path: String
    /// The view as that side has it.
    public var node: LayoutSnapshot.Node

    public init(side: Side, path: String, node: LayoutSnapshot.Node) {
      self.side = side
      self.path = path
      self.node = node
    }
  }

  /// The root's size in the expected layout.
  public var expectedSize: CGSize
  /// The root's size in the actual layout.
  public var actualSize: CGSize
  /// The views that differ, in the expected layout's order (a changed view's two sides next to
  /// each other), then the views only the actual layout has.
  public var changes: [Change]
  /// How many views are the same on both sides.
  public var unchangedViews: Int
  /// The issues only the expected layout has.
  public var expectedIssues: [LayoutIssue]
  /// The issues only the actual layout has.
  public var actualIssues: [LayoutIssue]

  public init(
    expectedSize: CGSize, actualSize: CGSize, changes: [Change], unchangedViews: Int,
    expectedIssues: [LayoutIssue] = [], actualIssues: [LayoutIssue] = []
  ) {
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.changes = changes
    self.unchangedViews = unchangedViews
    self.expectedIssues = expectedIssues
    self.actualIssues = actualIssues
  }

  /// The diff, one line a view:
  /// ```
  /// (expected −, actual +)
  ///   size 100×20
  /// − VStack/0:Text "Hello" (0, 0, 40×20.333)
  /// + VStack/0:Text "Hello" (0, 0, 50×20.333)
  /// (1 views unchanged)
  /// ```
  public var description: String {
    var lines = ["(expected −, actual +)"]
    if actualSize != expectedSize {
      lines.append("− size \(GeometryFormat.size(expectedSize))")
      lines.append("+ size \(GeometryFormat.size(actualSize))")
    } else {
      lines.append("  size \(GeometryFormat.size(actualSize))")
    }
    for change in changes {
      lines.append((change.side == .expected ? "− " : "+ ") + change.path + " " + change.node.summary)
    }
    for issue in expectedIssues { lines.append("− issue: \(issue)") }
    for issue in actualIssues { lines.append("+ issue: \(issue)") }
    lines.append("(\(unchangedViews) views unchanged)")
    return lines.joined(separator: "\n")
  }
}
