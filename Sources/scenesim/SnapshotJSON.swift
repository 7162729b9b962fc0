import Foundation
import SceneSim

/// Renders a snapshot as one versioned JSON object, with keys in a fixed order (`JSONValue`: a
/// frame that is not finite is written `null`, never `inf`).
enum SnapshotJSON {
  static func render(_ snapshot: LayoutSnapshot, example: String) -> String {
    func numbers(_ values: CGFloat...) -> JSONValue { .array(values.map { JSONValue.number($0) }) }
    let views = zip(snapshot.nodes, snapshot.paths).map { node, path -> JSONValue in
      var fields: [(String, JSONValue)] = [
        ("path", .string(path)), ("kind", .string(node.kind)),
        ("frame", numbers(node.frame.minX, node.frame.minY, node.frame.width, node.frame.height)),
      ]
      if let id = node.id { fields.append(("id", .string("\(id.base)"))) }
      if let chosen = node.chosenCandidate { fields.append(("chosen", .number(Double(chosen)))) }
      return .object(fields)
    }
    let issues = snapshot.issues.map { issue -> JSONValue in
      .object([("kind", .string(issue.kind.rawValue)), ("message", .string(issue.message))])
    }
    return JSONValue.object([
      ("version", 1), ("example", .string(example)),
      ("size", numbers(snapshot.size.width, snapshot.size.height)),
      ("views", .array(views)), ("issues", .array(issues)),
    ]).text
  }
}
