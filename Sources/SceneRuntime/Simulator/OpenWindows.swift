import Foundation

/// The simulator's open windows and what it keeps of each, by id, in the order of their ids
/// (the order they opened: ids only grow). At most `Simulator.Limits.maximumOpenWindows` are
/// open, so a window is found by a binary search of a short array, without hashing.
/// `read(_:_:)` and `change(_:_:)` reach a state in place; the subscript copies it.
struct OpenWindows {
  /// The ids, in increasing order.
  private(set) var keys: [WindowID] = []
  /// Each id's state, at its id's index.
  private var states: [Simulator.WindowState] = []

  /// How many windows are open.
  var count: Int { keys.count }

  /// The state of the window `id`, or nil if it is not open; setting nil closes it.
  subscript(id: WindowID) -> Simulator.WindowState? {
    get { index(of: id).map { states[$0] } }
    set {
      switch (index(of: id), newValue) {
      case (let index?, let state?): states[index] = state
      case (let index?, nil):
        keys.remove(at: index)
        states.remove(at: index)
      case (nil, let state?):
        let index = keys.firstIndex { $0 > id } ?? keys.endIndex
        keys.insert(id, at: index)
        states.insert(state, at: index)
      case (nil, nil): break
      }
    }
  }

  /// What `body` reads of the state of the window `id`, read in place, or nil if it is not open.
  func read<T>(_ id: WindowID, _ body: (Simulator.WindowState) -> T) -> T? {
    guard let index = index(of: id) else { return nil }
    return body(states[index])
  }

  /// Changes the state of the window `id` in place, if it is open, and returns what `body`
  /// returns (nil if it is not open).
  @discardableResult
  mutating func change<T>(_ id: WindowID, _ body: (inout Simulator.WindowState) -> T) -> T? {
    guard let index = index(of: id) else { return nil }
    return body(&states[index])
  }

  /// The first window, in the order of ids, whose state satisfies `predicate`.
  func first(where predicate: (Simulator.WindowState) -> Bool) -> WindowID? {
    states.firstIndex(where: predicate).map { keys[$0] }
  }

  /// The index of `id` in `keys`, by binary search.
  private func index(of id: WindowID) -> Int? {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == id ? low : nil
  }
}
