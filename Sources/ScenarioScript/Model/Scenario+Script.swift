import Foundation
import LayoutEngine
import SceneRuntime

extension Scenario {
  /// The scenario as script text, which `Scenario.parse` reads back to the same steps: how a
  /// generated counterexample becomes a file that `scenesim run` replays.
  ///
  /// ```swift
  /// try AtomicFile.write(counterexample.script, to: "mail-42.scenario")
  /// ```
  public var script: String {
    var lines = ["scenario \(Scenario.quoted(title))"]
    switch subject {
    case .app(let name): lines.append("app \(Scenario.word(name))")
    case .view:
      lines.append("view {")
      lines += viewSource
      lines.append("}")
    }
    lines.append("device \(device.scriptName) \(orientation.rawValue)")
    lines.append("")
    lines += steps.map { Scenario.line(of: $0.action) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One step as a line of script.
  public static func line(of action: Action) -> String {
    switch action {
    case .open(let scene): return scene.map { "open \(quoted($0))" } ?? "open"
    case .close(let window): return "close" + prefix(window)
    case .focus(let window): return "focus" + prefix(window)
    case .move(let window, let point):
      return "move\(prefix(window)) to \(number(point.x)), \(number(point.y))"
    case .resize(let window, let size, let anchor, let milliseconds, let framesPerSecond):
      var line = "resize\(prefix(window)) to \(number(size.width))x\(number(size.height))"
      if let anchor, let name = Vocabulary.anchors.first(where: { $0.1 == anchor })?.0 {
        line += " anchor \(name)"
      }
      if let milliseconds { line += " over \(milliseconds)ms at \(framesPerSecond) fps" }
      return line
    case .phase(let window, let phase):
      return "phase\(prefix(window)) " + name(of: phase, in: Vocabulary.phases)
    case .dynamicType(let size): return "dynamicType " + name(of: size, in: Vocabulary.dynamicTypeSizes)
    case .colorScheme(let scheme): return "colorScheme " + name(of: scheme, in: Vocabulary.colorSchemes)
    case .layoutDirection(let direction):
      return "layoutDirection " + name(of: direction, in: Vocabulary.layoutDirections)
    case .scroll(let window, let view, let offset):
      return "scroll\(prefix(window)) \(quoted(view)) to \(number(offset.x)), \(number(offset.y))"
    case .perform(let window, let action, let expectsRefusal):
      return line(of: action, in: window) + (expectsRefusal ? " refused" : "")
    case .offered(let window, let index):
      return "# an action\(prefix(window)) offers (number \(index), resolved when it runs)"
    case .menu(let path): return "menu " + path.map(menuItem).joined(separator: " > ")
    case .press(let shortcut): return "press \(quoted(keys(shortcut)))"
    case .wait(let milliseconds): return "wait \(milliseconds)ms"
    case .checkpoint(let window, let name): return "checkpoint\(prefix(window)) \(quoted(name))"
    case .expect(let expectation): return "expect " + line(of: expectation)
    }
  }

  private static func line(of expectation: Expectation) -> String {
    switch expectation {
    case .columns(let window, let text):
      return "\(lead(window))columns \(isPlain(text) ? text : quoted(text))"
    case .sizeClasses(let window, let pair):
      return "\(lead(window))size classes \(pair.horizontal) \(pair.vertical)"
    case .size(let window, let size):
      return "\(lead(window))size \(number(size.width))x\(number(size.height))"
    case .phase(let window, let phase): return "\(lead(window))phase \(phase)"
    case .appPhase(let phase): return "app phase \(phase)"
    case .frame(let window, let view, let rect, let tolerance):
      return "\(lead(window))frame \(quoted(view)) = \(number(rect.minX)), \(number(rect.minY)), "
        + "\(number(rect.width))x\(number(rect.height))" + (tolerance > 0 ? " ± \(number(tolerance))" : "")
    case .present(let window, let view): return "\(lead(window))present \(quoted(view))"
    case .absent(let window, let view): return "\(lead(window))absent \(quoted(view))"
    case .choice(let window, let view, let choice): return "\(lead(window))choice \(quoted(view)) = \(choice)"
    case .choices(let window, let choices):
      return "\(lead(window))choices " + choices.map(String.init).joined(separator: ", ")
    case .keyWindow(let number): return "key window " + (number.map(String.init) ?? "none")
    case .command(let path, let enabled):
      return "command " + path.map(menuItem).joined(separator: " > ") + (enabled ? " enabled" : " disabled")
    case .checkpoint(let window, let name): return "\(lead(window))layout = checkpoint \(quoted(name))"
    case .revertChecksPassed: return "revert checks passed"
    case .revertCheckFailed: return "revert check failed"
    case .noOverlaps(let window): return "\(lead(window))no overlaps"
    case .overlaps(let window): return "\(lead(window))overlaps"
    case .withinParents(let window): return "\(lead(window))within parents"
    case .freshLayout(let window): return "\(lead(window))layout = fresh"
    case .path(let window, let titles):
      return "\(lead(window))path " + titles.map(menuItem).joined(separator: " > ")
    case .presented(let window, let view): return "\(lead(window))presented \(view.map(quoted) ?? "none")"
    case .value(let window, let view, let value):
      return "\(lead(window))value \(quoted(view)) = \(quoted(value))"
    case .selected(let window, let view): return "\(lead(window))selected \(quoted(view))"
    }
  }

  /// A user's action as a step: the window after the verb, as other steps have it.
  private static func line(of action: ViewAction, in window: WindowReference) -> String {
    switch action {
    case .tap(let id): return "tap\(prefix(window)) \(quoted(id))"
    case .select(let id, let container):
      return "select\(prefix(window)) \(quoted(id))" + (container.map { " in \(quoted($0))" } ?? "")
    case .type(let text, let id): return "type\(prefix(window)) \(quoted(text)) into \(quoted(id))"
    case .back: return "back" + prefix(window)
    case .dismiss: return "dismiss" + prefix(window)
    case .scroll(let id, let row): return "scroll\(prefix(window)) \(quoted(id)) to \(quoted(row))"
    }
  }

  /// A value's word in a script: its name in the table the parser reads it by (the Swift name
  /// of its case, made once; describing the value each time looks its name up in the runtime).
  private static func name<T: Equatable>(of value: T, in table: [(String, T)]) -> String {
    table.first { $0.1 == value }?.0 ?? "\(value)"
  }

  /// ` window N` after a step's word, or nothing for the key window.
  private static func prefix(_ window: WindowReference) -> String {
    if case .number(let number) = window { return " window \(number)" }
    return ""
  }

  /// `window N ` before an expectation's word, or nothing.
  private static func lead(_ window: WindowReference) -> String {
    if case .number(let number) = window { return "window \(number) " }
    return ""
  }

  /// A number as the parser reads it back exactly: whole numbers without a point, others in
  /// Swift's shortest round-tripping form.
  static func number(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let shortest = "\(Double(value))"
    // The parser reads no exponent: fixed point instead.
    guard shortest.utf8.contains(UInt8(ascii: "e")) else { return shortest }
    var fixed = String(format: "%.12f", Double(value))
    while fixed.hasSuffix("0") { fixed.removeLast() }
    return fixed.hasSuffix(".") ? String(fixed.dropLast()) : fixed
  }

  /// A string in quotes, with `"` and `\` escaped.
  static func quoted(_ text: String) -> String {
    // Most texts have nothing to escape: they are not searched twice through Foundation.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else {
      return "\"" + text + "\""
    }
    return "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  /// A menu item's title: bare when its words read back the same, else quoted.
  private static func menuItem(_ title: String) -> String {
    let words = title.split(separator: " ")
    let plain =
      words.joined(separator: " ") == title && !title.isEmpty && isPlain(title) && !words.contains("enabled")
      && !words.contains("disabled")
    return plain ? title : quoted(title)
  }

  /// Whether text reads back as words, without quotes: no symbol, quote or comment sign.
  private static func isPlain(_ text: String) -> Bool {
    !text.contains(where: { LineTokens.symbols.contains($0) || $0 == "\"" || $0 == "#" })
  }

  /// A name (an app's) bare when it is one plain word, else quoted.
  private static func word(_ text: String) -> String {
    !text.isEmpty && isPlain(text) && !text.contains(where: \.isWhitespace) ? text : quoted(text)
  }

  /// A shortcut as `cmd+shift+n`.
  static func keys(_ shortcut: KeyboardShortcut) -> String {
    var parts: [String] = []
    if shortcut.modifiers.contains(.control) { parts.append("ctrl") }
    if shortcut.modifiers.contains(.option) { parts.append("opt") }
    if shortcut.modifiers.contains(.shift) { parts.append("shift") }
    if shortcut.modifiers.contains(.command) { parts.append("cmd") }
    let key =
      KeyEquivalent.named.first { $0.key == shortcut.key }?.name
      ?? String(shortcut.key.character).lowercased()
    return (parts + [key]).joined(separator: "+")
  }
}
