import Foundation
import LayoutEngine

/// A window's layout drawn in the terminal: a box for the window and for every view, those with
/// an id drawn last and labelled with it, scaled to a number of columns (a character cell is twice as tall as it
/// is wide, so rows are half as many per point). A view less than a row tall is drawn as a
/// bracket on one row: `[row 0---]`.
///
/// ```swift
/// print(Wireframe.render(snapshot, columns: 60))
/// // +----------------------------------------------------------+
/// // |+sidebar------------++detail-----------------------------+|
/// ```
public enum Wireframe {
  /// The most columns and rows drawn.
  public static let maximumColumns = 400
  public static let maximumRows = 200

  /// The drawing of `snapshot`, `columns` characters wide.
  public static func render(_ snapshot: LayoutSnapshot, columns: Int = 80) -> String {
    let width = min(max(columns, 8), maximumColumns)
    guard snapshot.size.width > 0, snapshot.size.height > 0, snapshot.size.width.isFinite,
      snapshot.size.height.isFinite
    else { return "(empty: \(GeometryFormat.size(snapshot.size)))" }
    let scale = CGFloat(width - 1) / snapshot.size.width
    let height = min(max(Int((snapshot.size.height * scale / 2).rounded()) + 1, 3), maximumRows)
    var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    func cell(_ rect: CGRect) -> (left: Int, top: Int, right: Int, bottom: Int)? {
      guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
      let left = Int((rect.minX * scale).rounded()), right = Int((rect.maxX * scale).rounded())
      let top = Int((rect.minY * scale / 2).rounded()), bottom = Int((rect.maxY * scale / 2).rounded())
      let clamped = (
        max(0, min(left, width - 1)), max(0, min(top, height - 1)), max(0, min(right, width - 1)),
        max(0, min(bottom, height - 1))
      )
      return clamped.2 > clamped.0 ? clamped : nil
    }
    func box(_ rect: CGRect, label: String) {
      guard let (left, top, right, bottom) = cell(rect) else { return }
      if bottom > top {
        for x in left...right {
          grid[top][x] = x == left || x == right ? "+" : "-"
          grid[bottom][x] = x == left || x == right ? "+" : "-"
        }
        for y in (top + 1)..<bottom {
          grid[y][left] = "|"
          grid[y][right] = "|"
        }
      } else {
        // Less than a row tall: a bracket on one row.
        for x in left...right { grid[top][x] = x == left ? "[" : x == right ? "]" : "-" }
      }
      // The label on the top edge, inside the corners.
      for (offset, character) in label.prefix(max(0, right - left - 1)).enumerated() {
        grid[top][left + 1 + offset] = character
      }
    }
    box(CGRect(origin: .zero, size: snapshot.size), label: "")
    // Every view, unlabelled; then those with ids over them, labelled.
    for node in snapshot.nodes where node.id == nil { box(node.frame, label: "") }
    var labelled: [String] = []
    for node in snapshot.nodes {
      guard let id = node.id else { continue }
      let label = "\(id.base)"
      box(node.frame, label: label)
      labelled.append("\(label) \(GeometryFormat.rect(node.frame))")
    }
    // Each row without its trailing whitespace.
    let drawing = grid.map { row in String(row[..<(row.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? 0)]) }
    return (drawing + [""] + labelled).joined(separator: "\n")
  }
}
