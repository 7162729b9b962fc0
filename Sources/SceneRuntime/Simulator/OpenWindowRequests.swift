import Foundation
import LayoutEngine

/// The scene ids that views and commands asked to open with `openWindow(id:)`, kept until the
/// simulator carries them out after the request that made them. Actions run synchronously inside
/// a window's actor, so the ids are collected under a lock; the simulator alone drains them, in
/// the order they were asked.
final class OpenWindowRequests: @unchecked Sendable {
  private let lock = NSLock()
  /// Read and written under `lock` only (checked for exclusive access statically).
  @exclusivity(unchecked) private var ids: [String] = []

  /// The action `@Environment(\.openWindow)` gives: it records the id.
  var action: OpenWindowAction {
    OpenWindowAction { [self] id in
      lock.lock()
      ids.append(id)
      lock.unlock()
    }
  }

  /// Whether ids were asked for since the last `drain()`.
  var isPending: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !ids.isEmpty
  }

  /// The ids asked for since the last call, in order.
  func drain() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let drained = ids
    ids = []
    return drained
  }
}
