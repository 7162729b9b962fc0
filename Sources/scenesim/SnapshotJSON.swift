import Foundation
import SceneSim

/// Renders a snapshot as one versioned JSON object, with keys in a fixed order.
enum SnapshotJSON {
  static func render(_ snapshot: LayoutSnapshot, example: String) -> String {
    let paths = snapshot.paths
    let views = zip(snapshot.nodes, paths).map { node, path in
      var fields = [
        "\"path\": \(quoted(path))", "\"kind\": \(quoted(node.kind))",
        "\"frame\": [\(number(node.frame.minX)), \(number(node.frame.minY)), \(number(node.frame.width)), \(number(node.frame.height))]",
      ]
      if let id = node.id { fields.append("\"id\": \(quoted("\(id.base)"))") }
      if let chosen = node.chosenCandidate { fields.append("\"chosen\": \(chosen)") }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    let issues = snapshot.issues.map {
      "{\"kind\": \(quoted($0.kind.rawValue)), \"message\": \(quoted($0.message))}"
    }
    return """
      {"version": 1, "example": \(quoted(example)), "size": [\(number(snapshot.size.width)), \(number(snapshot.size.height))], \
      "views": [\(views.joined(separator: ", "))], "issues": [\(issues.joined(separator: ", "))]}
      """
  }

  static func number(_ value: CGFloat) -> String { GeometryFormat.number(value) }

  static func quoted(_ text: String) -> String { JSONValue.string(text).text }
}
