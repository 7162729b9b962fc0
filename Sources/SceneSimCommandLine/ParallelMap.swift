import Foundation

/// `transform` of each of `items`, with as many running at once as there are cores, in the
/// items' order whatever order they finish in; `finished` is told of each as it finishes (for
/// progress), with how many have.
func parallelMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], _ transform: @escaping @Sendable (Item) async -> Result,
  finished: (_ count: Int, Result) -> Void = { _, _ in }
) async -> [Result] {
  let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
  var results = [Result?](repeating: nil, count: items.count)
  await withTaskGroup(of: (Int, Result).self) { group in
    var next = 0
    func start() {
      let index = next
      let item = items[index]
      group.addTask { (index, await transform(item)) }
      next += 1
    }
    for _ in 0..<min(width, items.count) { start() }
    var done = 0
    for await (index, result) in group {
      results[index] = result
      done += 1
      finished(done, result)
      if next < items.count { start() }
    }
  }
  return results.compactMap { $0 }
}
