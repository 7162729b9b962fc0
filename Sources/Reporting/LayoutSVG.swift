import Foundation
import LayoutEngine

/// A window's layout as an SVG picture: the window, and every view as a box shaded by its depth,
/// labelled with its id (or, without one, its kind); hovering a box shows its path, kind, frame,
/// id and the custom views that made it (the SVG `<title>`). The same snapshot gives the same
/// bytes.
///
/// ```swift
/// try AtomicFile.write(LayoutSVG.render(snapshot), to: "window.svg")
/// ```
public enum LayoutSVG {
  /// The picture of `snapshot`: one `<rect>` for the window, then one group per view with a
  /// finite frame, in tree order (children over their parents).
  public static func render(_ snapshot: LayoutSnapshot) -> String {
    // The window: the root's rectangle and every view's (a window's root sits in its safe area,
    // views that ignore it reach the window's edges).
    var bounds = CGRect(origin: .zero, size: snapshot.size)
    for node in snapshot.nodes where node.frame.hasFiniteValues { bounds = bounds.union(node.frame) }
    let width = bounds.maxX.isFinite ? Swift.max(bounds.maxX, 1) : 1
    let height = bounds.maxY.isFinite ? Swift.max(bounds.maxY, 1) : 1
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
        + "width=\"\(number(width))\" height=\"\(number(height))\" "
        + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"11\">",
      "<rect class=\"window\" x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" "
        + "fill=\"#ffffff\" stroke=\"#333333\" stroke-width=\"2\"/>",
    ]
    let paths = snapshot.paths
    for (index, node) in snapshot.nodes.enumerated() {
      let frame = node.frame
      guard frame.hasFiniteValues else { continue }
      // Deeper views are darker; views with ids are blue, the others grey.
      let shade = Swift.min(0.04 + Double(node.depth) * 0.012, 0.35)
      let fill = node.id != nil ? "rgba(0,122,255,\(number(shade * 2)))" : "rgba(60,60,67,\(number(shade)))"
      let stroke = node.id != nil ? "#007aff" : "#8e8e93"
      let title = Self.title(node, path: paths[index])
      var group =
        "<g class=\"view\" data-index=\"\(index)\"><title>\(JUnitReport.escape(title))</title>"
        + "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" "
        + "height=\"\(number(frame.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1\"/>"
      if frame.width >= 24, frame.height >= 12 {
        let label = node.id.map { "\($0.base)" } ?? node.kind
        group +=
          "<text x=\"\(number(frame.minX + 3))\" y=\"\(number(frame.minY + 11))\" fill=\"#1c1c1e\">"
          + JUnitReport.escape(String(label.prefix(Int(frame.width / 6)))) + "</text>"
      }
      lines.append(group + "</g>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// What hovering a view shows: its path, kind and frame, its id, a `ViewThatFits`'s choice, a
  /// split view's columns, and the custom views that made it.
  static func title(_ node: LayoutSnapshot.Node, path: String) -> String {
    var title = "\(path)\n\(node.kind)\n\(GeometryFormat.rect(node.frame))"
    if let id = node.id { title += "\nid: \(id.base)" }
    if let chosen = node.chosenCandidate { title += "\nViewThatFits chose candidate \(chosen)" }
    if let columns = node.columns { title += "\ncolumns: \(columns)" }
    if !node.owners.isEmpty { title += "\nmade by: \(node.owners.joined(separator: " > "))" }
    return title
  }

  /// A number as the picture writes it: at most three decimals, no trailing zeros.
  static func number(_ value: CGFloat) -> String { GeometryFormat.number(value) }
  static func number(_ value: Double) -> String { GeometryFormat.number(CGFloat(value)) }
}
