import Foundation

/// A value the root of a graph gives its views' environment (a window's size classes, scene
/// phase, Dynamic Type size...), shared by every copy of the environment below: reading it tells
/// the graph which custom view (or the root's own views) depends on it, and a change the views
/// did not read reaches them in place, without building anything again. SwiftUI tracks
/// environment dependencies per key the same way: a view updates when a value it reads changes.
final class RootEnvironmentValue {
  /// The value now.
  @exclusivity(unchecked) var value: Any
  /// The key's bit in the graph's masks of reads (0: past the 64 tracked keys, never changed in
  /// place).
  let bit: UInt64
  /// The graph's store, told of each read.
  var store: GraphStore? { storeLink.store }
  private let storeLink: GraphStoreLink
  /// Whether another value equals this key's, as `anyValuesEqual` says: for an `Equatable`
  /// value, a comparison of its own type, found at the first comparison (a window's changed
  /// traits are compared at each of their changes; a graph given one environment compares none)
  /// and kept by type for the process (`Comparisons`).
  private lazy var equals: (Any, Any) -> Bool = Comparisons.shared.comparison(of: value)

  init(_ value: Any, bit: UInt64, store: GraphStore) {
    self.value = value
    self.bit = bit
    self.storeLink = store.link
  }

  /// The comparison of each type of value the process's graphs have compared: finding one
  /// casts the value to `any Equatable` (about 1,900 instructions), and each graph, each
  /// window's, wraps its root values anew.
  struct Comparisons: Sendable {
    static let shared = Comparisons(limit: 1_024)
    /// The comparisons by dynamic type (at most `limit`, emptied when full).
    private let byType: BoundedCache<TypeKey, (Any, Any) -> Bool>

    init(limit: Int) { byType = BoundedCache(limit: limit) }

    /// How many comparisons were found (each type's once while it is kept).
    var made: Int { byType.made }

    func comparison(of value: Any) -> (Any, Any) -> Bool {
      byType.value(for: TypeKey(Swift.type(of: value))) { Comparisons.make(of: value) }
    }

    private static func make(of value: Any) -> (Any, Any) -> Bool {
      if let value = value as? any Equatable { return make(ofEquatable: value) }
      return anyValuesEqual
    }

    private static func make<E: Equatable>(ofEquatable _: E) -> (Any, Any) -> Bool {
      { a, b in equalIfExactly(a, b, as: E.self) ?? anyValuesEqual(a, b) }
    }
  }

  /// Whether `other` equals the value now: the very value (a window gives its stores and
  /// actions again with each new environment), or an equal one.
  func holds(_ other: Any) -> Bool { identicalBits(value, other) || equals(value, other) }

  /// The value, noting who read it.
  func read() -> Any {
    store?.noteEnvironmentRead(bit)
    return value
  }
}

/// A node that takes a root value in place: told when the value changes, it updates itself and
/// forgets the sizes it and its ancestors answered (nothing is built again).
///
/// The node keeps its entry in the store's list (`rootValueReader`) and forgets it in its
/// `deinit` (`RootValueReader.forget()`): the list does not keep the node alive.
protocol RootValueReading: ViewNode {
  func rootValueChanged()
  /// The node's entry in its store's list of readers, if it is in it.
  var rootValueReader: RootValueReader? { get set }
}

/// A node that reads a root value in place, as the reader it is (told of a change without a
/// cast); nil once the node is gone (it goes with its tree).
///
/// Not a `weak` reference: the first weak reference to an object gives it a side table, and
/// every retain and release of the node would then go through it (a split view is taken at each
/// of its layouts). The node forgets its entry as it goes instead (a node goes during a build,
/// on the graph's thread, or with its whole graph, store and list included).
final class RootValueReader {
  unowned(unsafe) private(set) var node: (any RootValueReading)?
  let bit: UInt64

  init(_ node: any RootValueReading, bit: UInt64) {
    self.node = node
    self.bit = bit
  }

  /// Called by the node as it goes (or when it reads another value instead).
  func forget() { node = nil }
}

extension GraphStore {
  /// Keeps `node` told of changes of the root value `root` (`RootValueReading`). Readers whose
  /// nodes are gone are dropped as the list doubles, so a split view built again and again
  /// keeps it bounded.
  func addRootValueReader(_ node: any RootValueReading, of root: RootEnvironmentValue) {
    if rootValueReaders.count >= rootValueReadersPruneAt {
      rootValueReaders.removeAll { $0.node.map(\.isDismantled) ?? true }
      rootValueReadersPruneAt = Swift.max(16, rootValueReaders.count * 2)
    }
    // A node is in the list once: an entry it had before is forgotten, and pruned.
    node.rootValueReader?.forget()
    let reader = RootValueReader(node, bit: root.bit)
    node.rootValueReader = reader
    rootValueReaders.append(reader)
  }

  /// Notes a read of a root value: by the custom view being built, by the root's own views while
  /// the root builds, or else outside any build (layout, an action), which changes in place
  /// cannot follow.
  func noteEnvironmentRead(_ bit: UInt64) {
    if ignoresEnvironmentReads { return }
    if let record = building.last {
      record.environmentReads |= bit
    } else if isBuildingRoot {
      rootEnvironmentReads |= bit
    } else {
      unattributedEnvironmentReads |= bit
    }
  }
}

extension ViewGraph {
  /// How many nodes the graph has made in its life: the work of building (a change of
  /// environment that no view read makes none).
  package var nodesMade: UInt64 { context.nodesMade }

  /// `environment` as the views see it: each value wrapped in a `RootEnvironmentValue`, the ones
  /// of `previous` kept where the value is unchanged.
  func rootEnvironment(for environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues
  {
    if previous == nil, context.store.environmentKeysGiven + environment.values.count <= 64 {
      // Every key gets a bit of its own, whichever it gets (the masks are only ever combined
      // and compared bit by bit), so the values are wrapped in the table's own order, in a
      // table of the same shape: nothing is hashed. Past 64 keys, the keys' order (below)
      // decides which get none.
      let store = context.store
      var wrapped = EnvironmentValues()
      wrapped.values = environment.values.mapValues { Self.wrapNew($0, in: store) }
      return wrapped
    }
    var wrapped = EnvironmentValues()
    wrapped.values.reserveCapacity(environment.values.count)
    for key in environment.values.keys.sorted() {
      wrapped.values[key] = wrap(environment.values[key]!, previous: previous?.values[key])
    }
    return wrapped
  }

  /// `rootEnvironment(for:previous:)` of `previous`'s values with those of `written` over them:
  /// the values not written are `previous`'s (their wrappers kept), so only the written ones are
  /// wrapped again, in the same order.
  func rootEnvironment(writing written: EnvironmentValues, over previous: EnvironmentValues)
    -> EnvironmentValues
  {
    var wrapped = previous
    for key in written.values.keys.sorted() {
      wrapped.values[key] = wrap(written.values[key]!, previous: previous.values[key])
    }
    return wrapped
  }

  /// `value` as the root gives it, in place of the root's value `previous` of its key: the same
  /// object when it holds the value, else a new one with the key's bit (or, for a new key, the
  /// next bit while there are bits left).
  private func wrap(_ value: Any, previous: Any?) -> RootEnvironmentValue {
    let store = context.store
    if let old = previous.flatMap({ exactly($0, as: RootEnvironmentValue.self) }) {
      // A changed value: a new object (environments that hold the old one compare different),
      // with the key's bit (views that read the key read it).
      return old.holds(value) ? old : RootEnvironmentValue(value, bit: old.bit, store: store)
    }
    return Self.wrapNew(value, in: store)
  }

  /// `value` as the root gives a new key's: with the next bit, while there are bits left.
  private static func wrapNew(_ value: Any, in store: GraphStore) -> RootEnvironmentValue {
    let index = store.environmentKeysGiven
    store.environmentKeysGiven += 1
    return RootEnvironmentValue(value, bit: index < 64 ? 1 << UInt64(index) : 0, store: store)
  }

  /// Gives the views `environment` in place of the last one (whose layout direction was
  /// `direction`): values nobody read while building change in place (nothing is built
  /// again); the custom views that read a changed value
  /// evaluate again, and the root's own views build again if they read one. Where that cannot
  /// be followed (content built during layout keeps environments of its own, a value was read
  /// outside any build, keys came or went, or the layout direction changed, which every node
  /// takes from where it is built), every view whose environment changed evaluates again.
  ///
  /// With `written`, only its values are compared: the others are the last environment's
  /// (`changeEnvironment(_:)`). A `direction` of nil says the layout direction was not written.
  func environmentDidChange(
    layoutDirectionWas direction: LayoutDirection?, writing written: EnvironmentValues? = nil
  ) {
    let store = context.store
    var changed: UInt64 = 0
    var inPlace =
      environment.values.count == rootEnvironment.values.count && !context.hasDeferredContent
      && (direction.map { environment.layoutDirection == $0 } ?? true)
    var updates: [(RootEnvironmentValue, Any)] = []
    for (key, value) in (written ?? environment).values {
      guard let stored = rootEnvironment.values[key],
        let given = exactly(stored, as: RootEnvironmentValue.self)
      else {
        inPlace = false
        break
      }
      if given.holds(value) { continue }
      if given.bit == 0 { inPlace = false }
      changed |= given.bit
      updates.append((given, value))
    }
    if updates.isEmpty && inPlace { return }
    guard inPlace, changed & store.unattributedEnvironmentReads == 0 else {
      // Values given anew: every environment that holds a changed one compares different.
      rootEnvironment =
        written.map { rootEnvironment(writing: $0, over: rootEnvironment) }
        ?? rootEnvironment(for: environment, previous: rootEnvironment)
      store.environmentChanged = true
      return
    }
    for (given, value) in updates { given.value = value }
    if store.rootEnvironmentReads & changed != 0 { store.rootChanged = true }
    store.rootValueReaders.removeAll { $0.node.map { $0.isDismantled } ?? true }
    var nodesUpdated = false
    for reader in store.rootValueReaders where reader.bit & changed != 0 {
      guard let node = reader.node else { continue }
      node.rootValueChanged()
      nodesUpdated = true
    }
    if store.rootBitsTakenByWalk & changed != 0, nodesTakeRootValues(changed) { nodesUpdated = true }
    if nodesUpdated { invalidatePlacement() }
    for (identity, record) in store.composites where record.environmentReads & changed != 0 {
      if store.stateDidChange(identity) { store.environmentDirty.insert(identity) }
    }
  }
}

extension ViewGraph {
  /// Gives the nodes that took root values without a reader (`ViewNode.takeRootValues(_:from:)`)
  /// the values of the keys in `changed`; those whose measure changed forget their sizes with
  /// their ancestors, as a reader's node does (`invalidateMeasurementsUpward`), and the rest of
  /// the tree keeps its own. True if one changed. A walk over the tree: such a change is rare (a
  /// Dynamic Type size), and the nodes then cost nothing to build.
  func nodesTakeRootValues(_ changed: UInt64) -> Bool {
    var taken: [ViewNode] = []
    var pending: [ViewNode] = [root]
    while let node = pending.popLast() {
      if node.takeRootValues(changed, from: rootEnvironment) { taken.append(node) }
      pending.append(contentsOf: node.children)
    }
    ViewNode.invalidateMeasurementsUpward(of: taken)
    return !taken.isEmpty
  }
}
