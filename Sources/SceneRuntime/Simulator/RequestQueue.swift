/// The simulator's pending requests, ordered by (time, order of scheduling): a binary min-heap,
/// so that scheduling and taking the next cost a logarithm of the queue's length.
struct RequestQueue {
  private var heap: [(time: VirtualTime, order: Int, request: Simulator.Request)] = []

  var count: Int { heap.count }

  /// When the earliest request is due, or nil when none is scheduled.
  var firstTime: VirtualTime? { heap.first?.time }

  private static func precedes(
    _ a: (time: VirtualTime, order: Int, request: Simulator.Request),
    _ b: (time: VirtualTime, order: Int, request: Simulator.Request)
  ) -> Bool {
    a.time != b.time ? a.time < b.time : a.order < b.order
  }

  mutating func insert(_ request: Simulator.Request, at time: VirtualTime, order: Int) {
    heap.append((time, order, request))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard RequestQueue.precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Takes the earliest request (the first scheduled among equal times), or nil.
  mutating func popFirst() -> (time: VirtualTime, request: Simulator.Request)? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count && RequestQueue.precedes(heap[left], heap[smallest]) { smallest = left }
      if right < heap.count && RequestQueue.precedes(heap[right], heap[smallest]) { smallest = right }
      guard smallest != parent else { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return (first.time, first.request)
  }
}
