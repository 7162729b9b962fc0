import Foundation

/// Runs work that recurses as deep as a view tree nests on a thread with a large stack, so that
/// a 10,000-level tree neither overflows the caller's stack nor crashes.
enum DeepStack {
  /// The stack size of the worker thread: address space only; pages are used as touched.
  static let stackSize = 1 << 30

  /// Runs `body` on a fresh thread with a large stack and waits for it.
  static func run<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      let box = Handoff(body: body)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.result = box.body?()
        // Let go of the caller's closure before the caller returns: it must not outlive the call.
        box.body = nil
        done.signal()
      }
      thread.stackSize = stackSize
      thread.start()
      done.wait()
      return box.result!
    }
  }

  /// What passes between the caller and the worker; the semaphore orders every access.
  private final class Handoff<T>: @unchecked Sendable {
    var body: (() -> T)?
    var result: T?
    init(body: @escaping () -> T) { self.body = body }
  }
}
