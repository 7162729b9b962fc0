import Foundation

extension ViewGraph {
  /// The `@State` values of the views alive in the graph, as `View.property = value` lines,
  /// sorted (so the order never depends on hashing): what a failed revert check names as the
  /// state that stuck.
  ///
  /// ```swift
  /// graph.stateValues   // ["StickyLayoutScreen.wasCompact = true"]
  /// ```
  /// Made again only when a value changed or state came or went since it was last made (a
  /// window asks for it at every new size).
  public var stateValues: [String] {
    let store = context.store
    if let cached = stateValuesCache, cached.version == store.stateVersion { return cached.lines }
    var lines: [String] = []
    for storage in store.states.values {
      guard let owner = store.composites[storage.owner] else { continue }
      lines.append("\(owner.name).\(storage.label) = \(storage.valueDescription)")
    }
    lines.sort()
    stateValuesCache = (store.stateVersion, lines)
    return lines
  }

  /// What changed between two lists of `stateValues`: `View.property: old → new` for a property
  /// of one view, else the lines gone (−) and come (+); nil when nothing changed.
  ///
  /// ```swift
  /// ViewGraph.stateChange(from: ["A.x = false"], to: ["A.x = true"])   // "A.x: false → true"
  /// ```
  public static func stateChange(from old: [String], to new: [String]) -> String? {
    guard old != new else { return nil }
    func split(_ line: String) -> (name: String, value: String) {
      guard let range = line.range(of: " = ") else { return (line, "") }
      return (String(line[..<range.lowerBound]), String(line[range.upperBound...]))
    }
    var gone = old.filter { !new.contains($0) }
    var come = new.filter { !old.contains($0) }
    var lines: [String] = []
    // A property of one view on each side: one line, old → new.
    for line in gone {
      let (name, value) = split(line)
      let before = gone.filter { split($0).name == name }
      let after = come.filter { split($0).name == name }
      guard before.count == 1, after.count == 1 else { continue }
      lines.append("\(name): \(value) → \(split(after[0]).value)")
      gone.removeAll { $0 == line }
      come.removeAll { $0 == after[0] }
    }
    lines += gone.map { "− \($0)" } + come.map { "+ \($0)" }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
