import Foundation
import LayoutEngine
import SceneRuntime

extension ScenarioParser {
  /// What follows `expect`, to the end of the line.
  func parseExpectation(_ reader: inout LineReader) throws(ScriptDiagnostic) -> Scenario.Expectation {
    // `window N` may come first for the checks of one window.
    let window = try reader.window()
    let head = try reader.next("what to expect")
    func windowless(_ what: String) throws(ScriptDiagnostic) {
      guard window == .key else {
        throw reader.error("\(what) is not about one window", at: head, help: "remove 'window N'")
      }
    }
    switch head.text {
    case "columns":
      // One quoted string is its contents; spaces between words count as one.
      let single =
        reader.tokens.count == reader.position + 1 && reader.peek?.kind == .string ? reader.peek?.text : nil
      let (rest, first) = reader.rest()
      let text = (single ?? rest).split(whereSeparator: \.isWhitespace).joined(separator: " ")
      guard first != nil else {
        throw reader.error(
          "expected the columns, as sidebar+detail, collapsed to sidebar, or none", at: nil)
      }
      return .columns(window, text)
    case "size":
      if reader.take("classes") {
        let horizontal = try reader.choice(Vocabulary.sizeClasses, "size class")
        let vertical = try reader.choice(Vocabulary.sizeClasses, "size class")
        return .sizeClasses(window, SizeClassPair(horizontal, vertical))
      }
      return .size(window, try reader.size("the window's size"))
    case "phase":
      return .phase(window, try reader.choice(Vocabulary.phases, "scene phase"))
    case "app":
      try windowless("the app's phase")
      try reader.expect("phase", after: "expect app")
      return .appPhase(try reader.choice(Vocabulary.phases, "app phase"))
    case "frame":
      let view = try reader.name("a view's id")
      try reader.symbol("=", after: "the view's id")
      let origin = try reader.point("the frame")
      try reader.symbol(",", after: "the frame's origin")
      let size = try reader.size("the frame's size")
      var tolerance: CGFloat = 0
      if reader.takeSymbol("±") || reader.take("within") {
        tolerance = try reader.number("a tolerance", allowNegative: false)
      }
      return .frame(window, view: view, CGRect(origin: origin, size: size), tolerance: tolerance)
    case "present":
      return .present(window, view: try reader.name("a view's id"))
    case "absent":
      return .absent(window, view: try reader.name("a view's id"))
    case "choice":
      let view = try reader.name("the ViewThatFits's id")
      try reader.symbol("=", after: "the view's id")
      return .choice(window, view: view, try reader.integer("a candidate (from 0)", in: 0...1_000))
    case "choices":
      var choices = [try reader.integer("a candidate (from 0)", in: 0...1_000)]
      while reader.takeSymbol(",") {
        choices.append(try reader.integer("a candidate (from 0)", in: 0...1_000))
      }
      return .choices(window, choices)
    case "key":
      try windowless("the key window")
      try reader.expect("window", after: "expect key")
      if reader.take("none") { return .keyWindow(nil) }
      return .keyWindow(try reader.integer("a window number", in: 1...Vocabulary.maximumWindowNumber))
    case "command":
      try windowless("a command")
      let path = try reader.menuPath("a menu item, as File > Close")
      let state = try reader.choice([("enabled", true), ("disabled", false)], "command state")
      return .command(path, enabled: state)
    case "layout":
      try reader.symbol("=", after: "expect layout")
      if reader.take("fresh") { return .freshLayout(window) }
      try reader.expect("checkpoint", after: "'='")
      return .checkpoint(window, try reader.name("the checkpoint's name"))
    case "revert":
      try windowless("the revert checks")
      if reader.take("checks") {
        try reader.expect("passed", after: "expect revert checks")
        return .revertChecksPassed
      }
      try reader.expect("check", after: "expect revert")
      try reader.expect("failed", after: "expect revert check")
      return .revertCheckFailed
    case "no":
      try reader.expect("overlaps", after: "expect no")
      return .noOverlaps(window)
    case "overlaps":
      return .overlaps(window)
    case "within":
      try reader.expect("parents", after: "expect within")
      return .withinParents(window)
    case "path":
      return .path(window, try reader.menuPath("the screens' titles, as Recipes > Pasta"))
    case "presented":
      if reader.take("none") { return .presented(window, view: nil) }
      return .presented(window, view: try reader.name("a view's id, or none"))
    case "value":
      let view = try reader.name("a control's id")
      try reader.symbol("=", after: "the control's id")
      return .value(window, view: view, try reader.name("the value, in quotes"))
    case "selected":
      return .selected(window, view: try reader.name("a row's, tab's or option's id"))
    default:
      let help =
        NearestName.didYouMean(head.text, among: Vocabulary.expectations)
        ?? "expect one of \(Vocabulary.expectations.joined(separator: ", "))"
      throw reader.error("unknown expectation '\(head.text)'", at: head, help: help)
    }
  }
}
