import Testing

@testable import LayoutEngine

/// The process's caches (type names, enum case names, comparisons, prepared texts, scenarios
/// that passed) keep what they made by key, and stay within their bounds (SceneSim's model: a
/// value kept is the value made, so what a cache holds never changes an answer).
@Suite struct BoundedCacheTests {
  @Test func aValueIsMadeOnceWhileItIsKept() {
    let cache = BoundedCache<String, Int>(limit: 4)
    var calls = 0
    for _ in 0..<3 {
      #expect(
        cache.value(for: "a") {
          calls += 1; return 1
        } == 1)
    }
    #expect(calls == 1 && cache.made == 1)
    #expect(cache.value(for: "b") == nil)
    cache.keep(2, for: "b")
    #expect(cache.value(for: "b") == 2 && cache.made == 1)
  }

  @Test func itIsEmptiedWhenFullByCountOrCost() {
    let counted = BoundedCache<Int, Int>(limit: 2)
    counted.keep(0, for: 0)
    counted.keep(1, for: 1)
    counted.keep(2, for: 2)
    #expect(counted.value(for: 0) == nil && counted.value(for: 1) == nil && counted.value(for: 2) == 2)
    let costed = BoundedCache<Int, Int>(limit: 100, costLimit: 10)
    costed.keep(0, for: 0, cost: 6)
    costed.keep(1, for: 1, cost: 4)
    #expect(costed.value(for: 0) == 0 && costed.value(for: 1) == 1)
    costed.keep(2, for: 2, cost: 1)
    #expect(costed.value(for: 0) == nil && costed.value(for: 2) == 2)
  }

  @Test func aValueCostingMoreThanTheLargestIsMadeEachTime() {
    let cache = BoundedCache<Int, Int>(limit: 10, largestCost: 5)
    _ = cache.value(for: 1, cost: 6) { 1 }
    _ = cache.value(for: 1, cost: 6) { 1 }
    #expect(cache.made == 2 && cache.value(for: 1) == nil)
    _ = cache.value(for: 2, cost: 5) { 2 }
    _ = cache.value(for: 2, cost: 5) { 2 }
    #expect(cache.made == 3)
  }
}
