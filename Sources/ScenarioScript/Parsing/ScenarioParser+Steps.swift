import Foundation
import LayoutEngine
import SceneRuntime

extension ScenarioParser {
  /// The step starting with `head`, read to the end of the line.
  func parseStep(_ head: Token, _ reader: inout LineReader) throws(ScriptDiagnostic) -> Scenario.Action {
    let action: Scenario.Action
    switch head.text {
    case "open":
      if case .view? = subject, let extra = reader.peek {
        throw reader.error(
          "a script that runs a view has no scenes to open by id", at: extra, help: "write 'open' alone")
      }
      action = .open(scene: reader.isAtEnd ? nil : try reader.name("a scene's id"))
    case "close":
      action = .close(try reader.window())
    case "focus":
      action = .focus(try reader.window())
    case "move":
      let window = try reader.window()
      try reader.expect("to", after: "move")
      action = .move(window, to: try reader.point("the position"))
    case "resize":
      action = try parseResize(&reader)
    case "phase":
      let window = try reader.window()
      action = .phase(window, try reader.choice(Vocabulary.phases, "scene phase"))
    case "dynamicType":
      action = .dynamicType(try reader.choice(Vocabulary.dynamicTypeSizes, "Dynamic Type size"))
    case "colorScheme":
      action = .colorScheme(try reader.choice(Vocabulary.colorSchemes, "color scheme"))
    case "layoutDirection":
      action = .layoutDirection(try reader.choice(Vocabulary.layoutDirections, "layout direction"))
    case "scroll":
      let window = try reader.window()
      let view = try reader.name("the scroll view's id")
      try reader.expect("to", after: "the scroll view's id")
      if reader.peek?.kind == .string {
        let row = try reader.name("the id of the view to scroll to")
        action = .perform(window, .scroll(view, to: row), expectsRefusal: reader.take("refused"))
      } else {
        action = .scroll(
          window, view: view, to: try reader.point("the offset, or the id of a view in quotes"))
      }
    case "tap":
      let window = try reader.window()
      let id = try reader.name("the id of the view to tap")
      action = .perform(window, .tap(id), expectsRefusal: reader.take("refused"))
    case "select":
      let window = try reader.window()
      let id = try reader.name("the id of the row, or the title of the option, to select")
      let container = reader.take("in") ? try reader.name("the id of the picker, tab view or list") : nil
      action = .perform(window, .select(id, in: container), expectsRefusal: reader.take("refused"))
    case "type":
      let window = try reader.window()
      let text = try reader.name("the text to type, in quotes")
      try reader.expect("into", after: "the text")
      let id = try reader.name("the id of the text field")
      action = .perform(window, .type(text, into: id), expectsRefusal: reader.take("refused"))
    case "back":
      let window = try reader.window()
      action = .perform(window, .back, expectsRefusal: reader.take("refused"))
    case "dismiss":
      let window = try reader.window()
      action = .perform(window, .dismiss, expectsRefusal: reader.take("refused"))
    case "menu":
      action = .menu(try reader.menuPath("a menu item"))
    case "press":
      action = .press(try parseShortcut(&reader))
    case "wait":
      action = .wait(try reader.duration("a duration"))
    case "checkpoint":
      let window = try reader.window()
      action = .checkpoint(window, try reader.name("the checkpoint's name"))
    case "expect":
      action = .expect(try parseExpectation(&reader))
    default:
      let help =
        NearestName.didYouMean(head.text, among: Vocabulary.steps)
        ?? "the steps are \(Vocabulary.steps.joined(separator: ", "))"
      throw reader.error("unknown step '\(head.text)'", at: head, help: help)
    }
    try reader.expectEnd("the step")
    return action
  }

  /// `resize [window N] to WxH [anchor NAME] [over DURATION [at N fps]]`.
  private func parseResize(_ reader: inout LineReader) throws(ScriptDiagnostic) -> Scenario.Action {
    let window = try reader.window()
    try reader.expect("to", after: "resize")
    let size = try reader.size("the size")
    var anchor: UnitPoint?
    var duration: Int64?
    var framesPerSecond = Vocabulary.defaultFramesPerSecond
    if reader.take("anchor") { anchor = try reader.choice(Vocabulary.anchors, "anchor") }
    if reader.take("over") {
      duration = try reader.duration("the resize's duration")
      if reader.take("at") {
        framesPerSecond = try reader.integer(
          "a frame rate", in: Simulator.Limits.framesPerSecond, limit: "Simulator.Limits.framesPerSecond")
        try reader.expect("fps", after: "the frame rate")
      }
    }
    if let duration, Int64(framesPerSecond) * duration / 1000 > Int64(Vocabulary.maximumFrames) {
      throw reader.error(
        "a resize of \(duration)ms at \(framesPerSecond) fps is more than \(Vocabulary.maximumFrames) frames "
          + "(Vocabulary.maximumFrames)", at: reader.tokens.last,
        help: "use a shorter duration or a lower frame rate")
    }
    if anchor == nil, reader.take("anchor") { anchor = try reader.choice(Vocabulary.anchors, "anchor") }
    return .resize(window, to: size, anchor: anchor, milliseconds: duration, framesPerSecond: framesPerSecond)
  }

  /// `cmd+opt+s`: modifiers, then one key (a character or a named key), joined by `+`.
  private func parseShortcut(_ reader: inout LineReader) throws(ScriptDiagnostic) -> KeyboardShortcut {
    let token = try reader.next("a key, as cmd+s")
    var parts = token.text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    // "cmd++" is Command and the plus key.
    if token.text.hasSuffix("++") { parts = Array(parts.dropLast(2)) + ["+"] }
    guard let key = parts.last, !key.isEmpty else {
      throw reader.error("expected a key after the modifiers, as cmd+s", at: token)
    }
    var modifiers: EventModifiers = []
    for part in parts.dropLast() {
      guard let modifier = Vocabulary.modifierKeys.first(where: { $0.0 == part.lowercased() })?.1 else {
        let names = Vocabulary.modifierKeys.map(\.0)
        throw reader.error(
          "unknown modifier key '\(part)'", at: token,
          help: NearestName.didYouMean(part, among: names)
            ?? "the modifiers are cmd, shift, opt, ctrl")
      }
      modifiers.insert(modifier)
    }
    if key.count == 1 {
      return KeyboardShortcut(KeyEquivalent(Character(key.lowercased())), modifiers: modifiers)
    }
    guard let named = KeyEquivalent.named.first(where: { $0.name == key.lowercased() })?.key else {
      throw reader.error(
        "unknown key '\(key)'", at: token,
        help: NearestName.didYouMean(key, among: Vocabulary.namedKeys)
          ?? "a key is one character or one of \(Vocabulary.namedKeys.joined(separator: ", "))")
    }
    return KeyboardShortcut(named, modifiers: modifiers)
  }
}
