import Foundation

/// Runs work that recurses as deep as a view tree nests on a thread with a large stack, so that
/// a 10,000-level tree neither overflows the caller's stack nor crashes.
enum DeepStack {
  /// The stack size of the worker thread: address space only; pages are used as touched.
  static let stackSize = 1 << 30

  /// Runs `body` on a fresh thread with a large stack and waits for it.
  static func run<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      let box = UncheckedBox(body: body)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.result = box.body()
        done.signal()
      }
      thread.stackSize = stackSize
      thread.start()
      done.wait()
      return box.result!
    }
  }

  private final class UncheckedBox<T>: @unchecked Sendable {
    let body: () -> T
    var result: T?
    init(body: @escaping () -> T) { self.body = body }
  }
}
