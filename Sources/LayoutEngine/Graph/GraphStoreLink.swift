/// A reference to a graph's store that does not keep it alive, held by what may outlive the
/// graph or must not keep it (a `@State`'s storage, a root value, an observation's change
/// handler): nil once the store is gone.
///
/// A `weak` reference would do the same, but the first weak reference to an object gives it a
/// side table, and from then on every retain and release of that object goes through the table
/// (a pointer followed and an atomic operation on another cache line); the engine takes the
/// store at every update. The store clears its link as it goes instead (its `deinit`, on
/// whatever thread lets the graph go). The link is read, as the store's own fields are written,
/// where the graph's state changes: a model or a binding changed on another thread while the
/// graph is freed would reach a store being freed (through a `weak` reference it raced on the
/// store's fields instead). Change them on the graph's thread: Apple's `State` says "It is safe
/// to mutate state properties from any thread", which SceneSim does not model (the store's
/// records of changes are not synchronized; docs/SWIFTUI-COVERAGE.md, Data).
final class GraphStoreLink {
  /// The store, or nil once it is gone.
  unowned(unsafe) private(set) var store: GraphStore?

  init(_ store: GraphStore) { self.store = store }

  /// Called by the store as it goes.
  func clear() { store = nil }
}
