import Foundation

/// Values made once and kept by key for the process, shared by its graphs and simulators
/// (behind a lock; what is made is made outside it): a type's name, an enum case's name, a
/// type's comparison, a string's prepared advances, a scenario that passed. What it returns
/// never depends on what it kept: a value kept is the value made. At most `limit` entries, or
/// `costLimit` of cost in all, emptied when full; a value costing more than `largestCost` is
/// made each time.
///
/// ```swift
/// let names = BoundedCache<TypeKey, String>(limit: 4_096)
/// let name = names.value(for: TypeKey(Int.self)) { String(describing: Int.self) }
/// ```
package final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
  /// The most entries kept.
  package let limit: Int
  /// The most cost kept in all.
  package let costLimit: Int
  /// The most a value may cost to be kept.
  package let largestCost: Int
  private let lock = NSLock()
  @exclusivity(unchecked) private var entries: [Key: Value] = [:]
  @exclusivity(unchecked) private var cost = 0
  @exclusivity(unchecked) private var madeCount = 0

  package init(limit: Int, costLimit: Int = .max, largestCost: Int = .max) {
    self.limit = limit
    self.costLimit = costLimit
    self.largestCost = largestCost
  }

  /// The value kept for `key`, if any.
  package func value(for key: Key) -> Value? { lock.withLock { entries[key] } }

  /// Keeps `value` for `key` (emptying the cache first when it is full), unless it costs more
  /// than `largestCost`.
  package func keep(_ value: Value, for key: Key, cost: Int = 1) {
    lock.withLock { insert(value, for: key, cost: cost) }
  }

  /// The value kept for `key`, or `make()`'s, kept (as `keep(_:for:cost:)` keeps it).
  package func value(for key: Key, cost: Int = 1, make: () -> Value) -> Value {
    if cost <= largestCost, let known = value(for: key) { return known }
    let made = make()
    lock.withLock {
      madeCount += 1
      insert(made, for: key, cost: cost)
    }
    return made
  }

  /// `keep(_:for:cost:)`, with the lock held.
  private func insert(_ value: Value, for key: Key, cost: Int) {
    guard cost <= largestCost else { return }
    if entries.count >= limit || self.cost + cost > costLimit {
      entries.removeAll(keepingCapacity: true)
      self.cost = 0
    }
    entries[key] = value
    self.cost += cost
  }

  /// How many values `value(for:cost:make:)` made.
  package var made: Int { lock.withLock { madeCount } }
}
