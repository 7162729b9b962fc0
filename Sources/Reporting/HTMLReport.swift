import Foundation
import LayoutEngine
import ScenarioScript
import SceneRuntime

/// A self-contained HTML report of scenario runs: one file with its CSS, script and data inline,
/// that works opened from disk. It lists the scripts with their verdicts (failures first, with a
/// filter), each script's steps with the events of each, and, for the step chosen (a click, or
/// ← →), every open window drawn as SVG from compact data: every view a box shaded by depth,
/// labelled by id or kind, its path, kind, frame and makers shown on hover. A step whose revert
/// check failed also shows the first layout and the layout on return side by side and laid over
/// each other, the views that moved outlined. The same runs give the same bytes.
///
/// ```swift
/// let html = HTMLReport.render([HTMLReport.Script(file: "a.scenario", title: "A", passed: true, steps: steps)])
/// try AtomicFile.write(html, to: "report.html")
/// ```
public enum HTMLReport {
  /// One open window after a step: where it is on the screen, the point a resize keeps fixed,
  /// the safe-area insets its root is laid out in, and its layout.
  public struct WindowState: Sendable {
    public var window: WindowID
    public var frame: CGRect
    public var anchor: UnitPoint
    public var safeArea: EdgeInsets
    public var snapshot: LayoutSnapshot

    public init(
      window: WindowID, frame: CGRect, anchor: UnitPoint = .topLeading, safeArea: EdgeInsets = EdgeInsets(),
      snapshot: LayoutSnapshot
    ) {
      self.window = window
      self.frame = frame
      self.anchor = anchor
      self.safeArea = safeArea
      self.snapshot = snapshot
    }
  }

  /// One step of a script: what it was, the events it caused, the screen and the windows after
  /// it.
  public struct Step: Sendable {
    public var label: String
    public var events: [ScenarioEvent]
    public var screen: CGSize
    public var windows: [WindowState]

    public init(label: String, events: [ScenarioEvent], screen: CGSize = .zero, windows: [WindowState]) {
      self.label = label
      self.events = events
      self.screen = screen
      self.windows = windows
    }
  }

  /// One script's run.
  public struct Script: Sendable {
    public var file: String
    public var title: String
    public var passed: Bool
    public var steps: [Step]

    public init(file: String, title: String, passed: Bool, steps: [Step]) {
      self.file = file
      self.title = title
      self.passed = passed
      self.steps = steps
    }
  }

  /// The report of `scripts`, failures first.
  public static func render(_ scripts: [Script]) -> String {
    var strings = StringTable()
    let ordered = scripts.enumerated().sorted { a, b in
      a.element.passed == b.element.passed ? a.offset < b.offset : !a.element.passed
    }.map(\.element)
    var data: [JSONValue] = []
    let text = TimelineText(style: TerminalStyle(color: false))
    for script in ordered {
      var steps: [JSONValue] = []
      for step in script.steps {
        var windows: [JSONValue] = []
        for window in step.windows {
          let frame = window.frame
          let insets = window.safeArea
          windows.append(
            .object(
              [
                ("window", .number(Double(window.window.number))),
                (
                  "frame",
                  .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(rounded($0)) })
                ),
                ("anchor", .array([.number(rounded(window.anchor.x)), .number(rounded(window.anchor.y))])),
                (
                  "safeArea",
                  .array(
                    [insets.top, insets.leading, insets.bottom, insets.trailing].map { .number(rounded($0)) })
                ),
              ] + layout(window.snapshot, &strings)))
        }
        var reverts: [JSONValue] = []
        for event in step.events {
          guard case .simulation(.revertCheck(let check)) = event.kind,
            let difference = check.layoutDifference,
            let window = event.window
          else { continue }
          reverts.append(revert(difference, window: window, size: check.size, &strings))
        }
        let lines = step.events.flatMap { text.lines($0) }
        steps.append(
          .object([
            ("label", .string(step.label)),
            ("screen", .array([.number(rounded(step.screen.width)), .number(rounded(step.screen.height))])),
            ("events", .array(lines.map { .string($0) })),
            ("windows", .array(windows)), ("reverts", .array(reverts)),
          ]))
      }
      data.append(
        .object([
          ("file", .string(script.file)), ("title", .string(script.title)), ("passed", .bool(script.passed)),
          ("steps", .array(steps)),
        ]))
    }
    let json = JSONValue.object([
      ("strings", .array(strings.values.map { .string($0) })), ("scripts", .array(data)),
    ])
    .text
    // `</` cannot end the script element early.
    let embedded = json.replacingOccurrences(of: "</", with: "<\\/")
    return HTMLReportPage.head + "<script id=\"data\" type=\"application/json\">" + embedded + "</script>\n"
      + HTMLReportPage.body
  }

  /// A window's layout as compact data: its size, and per view `[x, y, w, h, depth, label,
  /// title, hasID]`, the strings by index into the report's table.
  static func layout(_ snapshot: LayoutSnapshot, _ strings: inout StringTable) -> [(String, JSONValue)] {
    var bounds = CGRect(origin: .zero, size: snapshot.size)
    var rows: [JSONValue] = []
    let paths = snapshot.paths
    for (index, node) in snapshot.nodes.enumerated() {
      let frame = node.frame
      guard frame.hasFiniteValues else {
        continue
      }
      bounds = bounds.union(frame)
      rows.append(row(node, path: paths[index], &strings))
    }
    return [
      ("width", .number(Double(bounds.maxX))), ("height", .number(Double(bounds.maxY))),
      ("views", .array(rows)),
    ]
  }

  /// One view: `[x, y, w, h, depth, label, title, hasID]`.
  static func row(_ node: LayoutSnapshot.Node, path: String, _ strings: inout StringTable) -> JSONValue {
    let frame = node.frame
    let title = LayoutSVG.title(node, path: path)
    let label = node.id.map { "\($0.base)" } ?? node.kind
    return .array([
      .number(rounded(frame.minX)), .number(rounded(frame.minY)), .number(rounded(frame.width)),
      .number(rounded(frame.height)), .number(Double(node.depth)), .number(Double(strings.index(label))),
      .number(Double(strings.index(title))), .number(Double(node.id == nil ? 0 : 1)),
    ])
  }

  /// A failed revert check: the views as they were (`−`) and as they are (`+`), by path.
  static func revert(
    _ difference: LayoutDifference, window: WindowID, size: CGSize, _ strings: inout StringTable
  ) -> JSONValue {
    var expected: [JSONValue] = []
    var actual: [JSONValue] = []
    for change in difference.changes {
      let frame = change.node.frame
      guard frame.hasFiniteValues else {
        continue
      }
      let entry = JSONValue.array([
        .number(Double(strings.index(change.path))), row(change.node, path: change.path, &strings),
      ])
      if change.side == .expected { expected.append(entry) } else { actual.append(entry) }
    }
    return .object([
      ("window", .number(Double(window.number))), ("size", .string(GeometryFormat.size(size))),
      ("expected", .array(expected)), ("actual", .array(actual)),
    ])
  }

  /// A coordinate to three decimals, as the other reports print them.
  static func rounded(_ value: CGFloat) -> Double { (Double(value) * 1000).rounded() / 1000 }

  /// The strings of a report, each kept once and named by its index.
  struct StringTable {
    private(set) var values: [String] = []
    private var indices: [String: Int] = [:]

    mutating func index(_ text: String) -> Int {
      if let index = indices[text] { return index }
      values.append(text)
      indices[text] = values.count - 1
      return values.count - 1
    }
  }
}
