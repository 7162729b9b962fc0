import Foundation

/// Runs work that recurses as deep as a view tree nests on a thread with a large stack, so that
/// a 10,000-level tree neither overflows the caller's stack nor crashes.
///
/// One worker thread, started on first use, serves every caller in turn; work that is already
/// on the worker runs in place, so a nested call cannot wait for itself.
enum DeepStack {
  /// The stack size of the worker thread: address space only; pages are used as touched.
  static let stackSize = 1 << 30

  /// Runs `body` on the worker thread and waits for it.
  static func run<T>(_ body: () -> T) -> T {
    if Thread.current.threadDictionary[DeepStackWorker.marker] != nil { return body() }
    return withoutActuallyEscaping(body) { body in
      let job = Job(body: body)
      DeepStackWorker.shared.submit(job)
      job.done.wait()
      return job.result!
    }
  }

  /// One piece of work and its result; the semaphores order every access.
  final class Job<T>: @unchecked Sendable, DeepStackJob {
    var body: (() -> T)?
    var result: T?
    let done = DispatchSemaphore(value: 0)
    init(body: @escaping () -> T) { self.body = body }

    func perform() {
      result = body?()
      // Let go of the caller's closure before the caller returns: it must not outlive the call.
      body = nil
      done.signal()
    }
  }
}

protocol DeepStackJob: AnyObject {
  func perform()
}

/// The worker thread with the large stack, and its queue of jobs.
final class DeepStackWorker: @unchecked Sendable {
  static let shared = DeepStackWorker()
  static let marker = "SceneSim.DeepStackWorker"

  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private var jobs: [DeepStackJob] = []

  private init() {
    let thread = Thread { [unowned self] in
      Thread.current.threadDictionary[DeepStackWorker.marker] = true
      while true {
        self.ready.wait()
        self.lock.lock()
        let job = self.jobs.removeFirst()
        self.lock.unlock()
        job.perform()
      }
    }
    thread.stackSize = DeepStack.stackSize
    thread.name = "SceneSim deep stack"
    thread.start()
  }

  func submit(_ job: DeepStackJob) {
    lock.lock()
    jobs.append(job)
    lock.unlock()
    ready.signal()
  }
}
