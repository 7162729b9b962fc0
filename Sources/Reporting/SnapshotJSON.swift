import Foundation
import LayoutEngine

/// A snapshot as one versioned JSON object (`scenesim layout --json`), with keys in a fixed
/// order. Version 1's numbers are the text output's: rounded to three decimals
/// (`GeometryFormat.number`), and a frame that is not finite is written `null`, never `inf`.
///
/// ```swift
/// let bar = LayoutSnapshot(Color.red.frame(width: 100.0 / 3, height: 10), proposal: .unspecified)
/// SnapshotJSON.render(bar, example: "bar")
/// // {"version":1,"example":"bar","size":[33.333,10],"views":[...],"issues":[]}
/// ```
public enum SnapshotJSON {
  /// The version of the shape; a change to an existing field's meaning raises it.
  public static let version = 1

  public static func render(_ snapshot: LayoutSnapshot, example: String) -> String {
    func numbers(_ values: CGFloat...) -> JSONValue { .array(values.map(number)) }
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
      ("version", .number(Double(version))), ("example", .string(example)),
      ("size", numbers(snapshot.size.width, snapshot.size.height)),
      ("views", .array(views)), ("issues", .array(issues)),
    ]).text
  }

  /// A number as the text output writes it (three decimals at most); not finite, `null`.
  static func number(_ value: CGFloat) -> JSONValue {
    .number(Double(GeometryFormat.rounded(value)))
  }
}
