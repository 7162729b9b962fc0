import Foundation

/// One `@State` value of a view alive in a graph: the view's type, the property and its value
/// (as text that never depends on hashing).
///
/// ```swift
/// graph.stateValues.first   // StateValue(view: "StickyLayoutScreen", property: "wasCompact", value: "true")
/// ```
public struct StateValue: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The custom view's type name.
  public var view: String
  /// The `@State` property's name.
  public var property: String
  /// The value, as `CanonicalText` writes it.
  public var value: String

  public init(view: String, property: String, value: String) {
    self.view = view
    self.property = property
    self.value = value
  }

  public static func < (a: StateValue, b: StateValue) -> Bool {
    (a.view, a.property, a.value) < (b.view, b.property, b.value)
  }

  /// `View.property = value`.
  public var description: String { "\(view).\(property) = \(value)" }
}

/// How one `@State` property differs between two lists of `stateValues`: its old and new value,
/// or only one of them for a value gone (`new` nil) or come (`old` nil).
///
/// ```swift
/// StateChange(view: "A", property: "x", old: "false", new: "true").description   // "A.x: false → true"
/// ```
public struct StateChange: Hashable, Sendable, CustomStringConvertible {
  public var view: String
  public var property: String
  /// The value before; nil when the value came with a view that was not there before.
  public var old: String?
  /// The value after; nil when the value went with its view.
  public var new: String?

  public init(view: String, property: String, old: String?, new: String?) {
    self.view = view
    self.property = property
    self.old = old
    self.new = new
  }

  /// `View.property: old → new`, or `− View.property = old` for a value gone and
  /// `+ View.property = new` for one come.
  public var description: String {
    switch (old, new) {
    case (let old?, let new?): return "\(view).\(property): \(old) → \(new)"
    case (let old?, nil): return "− \(view).\(property) = \(old)"
    case (nil, let new?): return "+ \(view).\(property) = \(new)"
    case (nil, nil): return "\(view).\(property)"
    }
  }
}

extension ViewGraph {
  /// The `@State` values of the views alive in the graph, sorted (so the order never depends on
  /// hashing): what a failed revert check names as the state that stuck.
  ///
  /// ```swift
  /// graph.stateValues.map(\.description)   // ["StickyLayoutScreen.wasCompact = true"]
  /// ```
  /// Made again only when a value changed or state came or went since it was last made (a
  /// window asks for it at every new size).
  public var stateValues: [StateValue] {
    let store = context.store
    if let cached = stateValuesCache, cached.version == store.stateVersion { return cached.values }
    var values: [StateValue] = []
    values.reserveCapacity(store.states.count)
    for storage in store.states.values {
      guard let owner = store.composites[storage.owner] else { continue }
      values.append(StateValue(view: owner.name, property: storage.label, value: storage.valueDescription))
    }
    values.sort()
    stateValuesCache = (store.stateVersion, values)
    return values
  }

  /// How many changes of `@Observable` properties that the graph's views read have reached it:
  /// a change of the count between two moments means the app's model changed under the views.
  package var observedChangeCount: UInt64 { context.store.observedChangeCount }

  /// What changed between two lists of `stateValues`, in order: a property of one view on each
  /// side as one change (old → new), then the values gone, then the values come; empty when
  /// nothing changed.
  ///
  /// ```swift
  /// ViewGraph.stateChanges(from: [a(false)], to: [a(true)]).map(\.description)   // ["A.x: false → true"]
  /// ```
  public static func stateChanges(from old: [StateValue], to new: [StateValue]) -> [StateChange] {
    guard old != new else { return [] }
    var gone = old.filter { !new.contains($0) }
    var come = new.filter { !old.contains($0) }
    var changes: [StateChange] = []
    for value in gone {
      let before = gone.filter { $0.view == value.view && $0.property == value.property }
      let after = come.filter { $0.view == value.view && $0.property == value.property }
      guard before.count == 1, after.count == 1 else { continue }
      changes.append(
        StateChange(view: value.view, property: value.property, old: value.value, new: after[0].value))
      gone.removeAll { $0 == value }
      come.removeAll { $0 == after[0] }
    }
    changes += gone.map { StateChange(view: $0.view, property: $0.property, old: $0.value, new: nil) }
    changes += come.map { StateChange(view: $0.view, property: $0.property, old: nil, new: $0.value) }
    return changes
  }
}
